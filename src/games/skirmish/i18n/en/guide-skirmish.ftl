# Skirmish's guided first match, in English: the seats' names and the words shown from each
# scripted decision on.

guide-sk-you = You
guide-sk-roland = Sir Roland
guide-sk-akemi = Lady Akemi
guide-sk-pair = Welcome to Skirmish! Play one card or a pair, then choose the rival it hits; the last player standing wins. You hold two 4s: choose a 4, then The pair. Enter or a click takes what is lit; Esc opens the menu.
guide-sk-target = Your pair hits for 8. Choose Sir Roland, who is left with 2 strength; then you draw back up to three cards.
guide-sk-others = Now the others play, each in turn. The bar on each plate is that player's strength.
guide-sk-finish = Sir Roland is out, and Lady Akemi has 4 strength left: your 5 puts them out. Hit Lady Akemi to win.
guide-sk-done = That is the guide: a pair, a hit, a player put out. Finish the match, or leave through the menu (Esc).
