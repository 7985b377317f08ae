# The guided first match of Of Knights and Ninjas (src/games/knights_ninjas/guide.rs): the seats'
# names, and the words shown from each step on.
guide-kn-you = You
guide-kn-roland = Sir Roland
guide-kn-akemi = Lady Akemi
guide-kn-fortify = Welcome to Of Knights and Ninjas! The first to own 10 gems wins. On your turn you draw, then attack one rival, fortify your kingdom, or discard a card. Start by fortifying: choose your Castle, then Fortify. A Castle stops every attack unless a Ladder, a Catapult, a Dragon or a Ninja gets past it. Press Enter or click what is lit; Esc opens the menu, to leave the guide at any time.
guide-kn-end-fortifying = Your Castle stands before your gems. A kingdom may show one Castle and one Archer; you hold nothing more to lay, so end your turn (S).
guide-kn-others = Sir Roland and Lady Akemi play in turn: the log tells each move.
guide-kn-discard = Sir Roland laid a Castle too. Lady Akemi's turn: a player who neither attacks nor fortifies discards a card.
guide-kn-catapult = Your turn: you drew two cards. Break into Sir Roland's kingdom: choose your Catapult, then Sir Roland. A Catapult destroys a Castle, and any Archer on its walls.
guide-kn-catapult-answer = Each attack card may meet one answer. Nothing saves a Castle from a Catapult: a Minstrel would only end your turn.
guide-kn-jester = The Castle is down. Until gems move, you may go on attacking the same rival, one card at a time. Your Jester stands for any card you name: choose it, then Knight. A Knight takes 3 gems.
guide-kn-answer-window = Sir Roland may answer your Knight: a card as strong or stronger saves every gem, a weaker one saves some, a Traitor turns the attack back on you.
guide-kn-flight = No answer: 3 gems fly to you. Until they arrive, each other player may steal them with a Highwayman.
guide-kn-turn-over = The gems arrived: you own 8. Once gems have moved, the attacker's turn is over. Sir Roland's turn.
guide-kn-dragon = Sir Roland sends a Dragon against you: it burns your Castle and takes 2 gems. Only an Executioner or a Princess stops a Dragon, and no Highwayman steals from one: you cannot answer it.
guide-kn-answer = Lady Akemi attacks you with a Knight (3). Answer with your Peasant: its strength, 1, comes off the Knight's 3, so you lose 2 gems instead of 3.
guide-kn-steal = Your 2 gems fly to Lady Akemi, and you are asked first. Steal them back: play your Highwayman. It takes gems in flight from any attack but a Ninja's or a Dragon's, even gems just taken from you.
guide-kn-steal-window = Now the gems fly to you. Sir Roland and Lady Akemi may still steal them with a Highwayman of their own, or a Jester standing for one.
guide-kn-done = That is the guide: fortifying, breaking in, answers, the Highwayman and the Jester. Play the match on to its end, or leave through the menu (Esc).
