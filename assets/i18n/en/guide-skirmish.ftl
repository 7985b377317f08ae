# Skirmish's guided first match, in English: the seats' names and the words shown from each
# scripted decision on.

guide-sk-you = You
guide-sk-roland = Sir Roland
guide-sk-akemi = Lady Akemi
guide-sk-pair = Welcome to Skirmish! Everyone starts with 10 strength; the last player standing, or the strongest when the cards run out, wins. On your turn you play one card, or two of the same value, then choose the rival they hit. You hold two 4s: choose a 4, then The pair. Press Enter or click what is lit; Esc opens the menu, to leave the guide at any time.
guide-sk-target = Your pair hits for 8. Choose Sir Roland, who is left with 2 strength. After the hit you draw back up to three cards.
guide-sk-others = Now the others play, each in turn, and hit whom they choose. Watch the plates: the bar under each name is its strength.
guide-sk-finish = Sir Roland is out, and Lady Akemi has 4 strength left. You played a 5: hit Lady Akemi to put them out and win the match.
guide-sk-done = That is the guide: a pair, a hit, a player put out. Finish the match, or leave through the menu (Esc).
