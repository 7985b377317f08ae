# Ivanhoe's guided first match (src/games/ivanhoe/guide.rs): the seats' names, and the words
# shown from each step on.
guide-iv-you = You
guide-iv-brian = Brian
guide-iv-rebecca = Rebecca
guide-iv-colour = Welcome to Ivanhoe! You start the first tournament, so you choose its colour. Choose yellow: you hold three yellow cards. Press Enter or click what is lit; Esc opens the menu, to leave the guide at any time.
guide-iv-first-card = Play a yellow 2. In a yellow tournament you may play yellow cards, supporters (squires and maidens) and action cards.
guide-iv-stay = Your display totals 2. End your turn and stay in (S): at the end of each turn your total must be the highest, or you withdraw.
guide-iv-others = Brian and Rebecca play in turn: each must beat the highest total, or withdraw.
guide-iv-maiden = Rebecca leads with 6. Play your maiden: a supporter, worth 6 in any colour but green. Take care: whoever withdraws with a maiden in their display gives back a token.
guide-iv-stay-ahead = You lead: stay in (S).
guide-iv-watch = The others' turns: the log, bottom right, tells each move.
guide-iv-riposte = Brian plays Riposte on you: it would take the newest card of your display, your maiden, onto his. Any player may answer an action card with Ivanhoe.
guide-iv-ivanhoe = You hold Ivanhoe: it cancels the action card just played, whoever played it. Play it to keep your maiden.
guide-iv-cancelled = Riposte is cancelled: your maiden stays. Brian plays on.
guide-iv-outmaneuver = Rebecca plays Outmaneuver: every opponent loses the newest card of their display. You hold no Ivanhoe now, so it stands, and your maiden goes.
guide-iv-outwit = Rebecca could not beat Brian and withdrew. Your turn: play Outwit, an action card, to swap your yellow 2 for Brian's yellow 4. Choose the card, then your 2, then his 4.
guide-iv-outwit-window = Brian may answer your Outwit with Ivanhoe.
guide-iv-squire = You have 4 against Brian's 5. Play your squire 2: supporters join a tournament of any colour.
guide-iv-last-in = Can Brian beat you? If not, he withdraws, and the last one in wins the tournament.
guide-iv-green = You won the yellow tournament and its yellow token: tokens of five colours win the match. The winner starts the next tournament: choose green, since you hold two green cards.
guide-iv-green-card = Play a green 1. Every green card counts 1, and so does a supporter in green.
guide-iv-stay-green = Stay in (S).
guide-iv-withdraw = Rebecca leads with 2. Your last green card would only tie, and a tie does not stay in. Withdraw (W): your display holds no maiden, so it costs you nothing.
guide-iv-done = That is the guide: colours, playing and staying, action cards, Ivanhoe, maidens and withdrawing. Play the match on to its end, or leave through the menu (Esc).
