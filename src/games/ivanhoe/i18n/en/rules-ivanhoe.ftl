# The rules of Ivanhoe, as the in-game rules screen shows them, page by page. English.
#
# Pages: rules-ivanhoe-NN-title and rules-ivanhoe-NN-body, NN = 01, 02, … (two digits, no gaps).
# A body's paragraphs are separated by blank lines.
#
# Cards: rules-ivanhoe-card-CODE-name and rules-ivanhoe-card-CODE-text, CODE being the card's
# code of RULINGS §1 in lower case with "_" written "-":
#   colour cards, one entry per colour, by the code's letter: p (P3 P4 P5 P7), r (R3 R4 R5),
#     b (B2 B3 B4 B5), y (Y2 Y3 Y4), g (G1);
#   supporters: s2, s3, m6;
#   action cards: unhorse, change-weapon, drop-weapon, shield, stunned, ivanhoe, break-lance,
#     riposte, dodge, retreat, knock-down, outmaneuver, charge, countercharge, disgrace, adapt,
#     outwit;
#   and the token (not a card): token.

rules-ivanhoe-heading = How to play Ivanhoe
rules-ivanhoe-cards-heading = The cards

## Pages

rules-ivanhoe-01-title = The goal
rules-ivanhoe-01-body =
    You are a knight at the king's court, riding from one tournament to the next. Each tournament is fought with one weapon, shown by a colour, and only one knight comes out of it the winner.

    Each win earns you a token of that colour. Collect different colours: with two or three players you need all five; with four or five players, any four.

    You win a tournament by outlasting everyone: keep the highest total on the table until every other knight has withdrawn.

rules-ivanhoe-02-title = What is in the deck
rules-ivanhoe-02-body =
    The deck holds 110 cards.

    Colour cards (70), fourteen of each colour. Purple is jousting (values 3 to 7), red is swords (3 to 5), blue is axes (2 to 5), yellow is morningstars (2 to 4), and green is fighting without weapons (every card a 1).

    Supporters (20): sixteen squires worth 2 or 3, and four maidens worth 6. They are white and help in a tournament of any colour.

    Action cards (20), of seventeen kinds: they change the colour, strip displays, steal, protect or cancel.

    Beside the deck lie 25 tokens, five of each colour.

rules-ivanhoe-03-title = Setting up
rules-ivanhoe-03-body =
    A dealer is drawn at random and everyone is dealt eight cards. The rest of the deck is the draw pile, face down. Action cards and lost cards go to a face-up discard pile beside it.

    When the draw pile runs out, the discard pile is shuffled at once into a new one.

    The player on the dealer's left starts the first tournament. After that, the winner of each tournament starts the next one.

    There is no limit to the number of cards you may hold.

rules-ivanhoe-04-title = Starting a tournament
rules-ivanhoe-04-body =
    The starter draws a card first, then announces the tournament's colour. You may announce a colour only if you can open it: you hold a card of that colour, or you hold a supporter, which opens any colour.

    Purple can never be chosen right after a tournament that ended purple.

    The starter's first card must be a card of that colour or a supporter, never an action card. After it, the starter plays on as in any turn.

    A starter who cannot open any colour shows their hand to everyone, and the next player clockwise tries instead, drawing first.

rules-ivanhoe-05-title = A turn, step by step
rules-ivanhoe-05-body =
    Turns go clockwise from the starter. Players who have withdrawn are skipped.

    1. Draw one card. The game does it for you.

    2. Play as many cards as you like, one at a time, in any order. Colour cards must match the tournament's current colour; supporters always fit. Both go onto your display, the row of cards in front of you, the newest on top. Action cards take effect at once.

    3. End your turn: stay in the tournament, or withdraw from it.

rules-ivanhoe-06-title = Staying or withdrawing
rules-ivanhoe-06-body =
    You may stay only if you played at least one card this turn (an action card counts) and your display total is now higher than that of every other player still in the tournament. A tie is not enough.

    Otherwise you must withdraw. You may also withdraw by choice at the end of any turn.

    When you withdraw, your display and any Shield or Stunned card in front of you are discarded, and you sit out the rest of the tournament. If your display held a maiden, you give back one of your tokens, of your choice, if you have any.

rules-ivanhoe-07-title = Colour cards and totals
rules-ivanhoe-07-body =
    Your display total is the sum of the values printed on its cards.

    Green is the exception: in a green tournament every display card counts 1, whatever is printed on it, so only the number of cards matters.

    Purple cards are the strongest, then red, blue, yellow and green.

    Some action cards change the colour in the middle of a tournament. The cards already played stay and still count, but from then on only cards of the new colour may be added. Action cards always go by printed values, even in green.

rules-ivanhoe-08-title = Supporters: squires and maidens
rules-ivanhoe-08-body =
    Supporters are white cards that join a tournament of any colour. They also let you open a tournament in a colour you hold no card of.

    Squires are worth 2 or 3. A display may hold any number of them.

    A maiden is worth 6, but a display may never hold more than one, however she would arrive. She comes at a price: withdraw while she is in your display and you give back one of your tokens.

    In a green tournament supporters count 1, like every other card.

rules-ivanhoe-09-title = Action cards
rules-ivanhoe-09-body =
    You play action cards in your own turn, as many as you like, between your other cards. Each goes to the discard pile and takes effect at once, except Shield and Stunned, which stay face up in front of a player.

    An action card may be played only if it would change something: Unhorse in a red tournament, or Knock Down against an empty hand, is refused.

    One rule stands above them all: no display ever loses its last card. If a card would clear a whole display, its earliest card stays. Once you have entered a tournament, you always show at least one card.

rules-ivanhoe-10-title = Action cards: changing the colour
rules-ivanhoe-10-body =
    Three cards change the tournament's colour. Cards already played stay and count; new colour cards must match the new colour.

    Unhorse: only in a purple tournament. You choose the new colour: red, blue or yellow.

    Change Weapon: only in a red, blue or yellow tournament. Switch to another of those three.

    Drop Weapon: only in a red, blue or yellow tournament. It turns green, and every display card now counts 1.

    Nothing turns a green tournament back, and nothing turns one purple.

rules-ivanhoe-11-title = Action cards: one target
rules-ivanhoe-11-body =
    Break Lance: one opponent discards every purple card in their display.

    Riposte: take the newest card of one opponent's display and put it on top of yours, whatever its colour.

    Dodge: discard any one card you choose from one opponent's display.

    Retreat: take any one card of your own display back into your hand.

    Knock Down: take a random card from one opponent's hand; only you see which. It works even on a player who has not played yet or has withdrawn.

    Break Lance, Riposte and Dodge reach only opponents still in the tournament who show at least one card.

rules-ivanhoe-12-title = Action cards: everyone at once
rules-ivanhoe-12-body =
    These reach every player still in the tournament who shows a display.

    Outmaneuver: every opponent discards the newest card of their display. Yours is spared.

    Charge: find the lowest printed value among all displays. Everyone, you included, discards every card of that value.

    Countercharge: the same with the highest printed value.

    Disgrace: everyone, you included, discards all their supporters.

    Adapt: everyone, you included, keeps only one card of each value in their display and discards the rest. Each player chooses which one they keep.

    A Shield keeps its owner out of all of these, though a shielded display still counts when Charge or Countercharge looks for a value.

rules-ivanhoe-13-title = Outwit, Shield and Stunned
rules-ivanhoe-13-body =
    Outwit: swap one of your face-up cards with one face-up card of an opponent who shows a display. Display cards, Shield and Stunned may all be swapped, but no swap may empty a display or give it a second maiden.

    Shield: lay it in front of you. Opponents' action cards can no longer touch your display. It does not stop colour changes, Stunned, Knock Down or Ivanhoe, and your own cards still affect you. Against a shielded player, Outwit may swap only Shield or Stunned cards.

    Stunned: lay it in front of an opponent still in the tournament. They may add only one card to their display per turn.

rules-ivanhoe-14-title = Ivanhoe: cancelling a card
rules-ivanhoe-14-body =
    The Ivanhoe card is the only card you can play outside your turn. Each time a player plays an action card, the others still in the tournament, in turn, may cancel it with Ivanhoe. Play it and that card is cancelled entirely: both go to the discard pile and nothing else happens.

    Against Knock Down you answer once the victim is named, before the card is taken. Shield and Stunned can be cancelled only as they are played.

    The table never gives away who holds Ivanhoe: people sharing the screen are all asked alike, holding it or not. After a cancellation the player whose turn it is carries on.

rules-ivanhoe-15-title = Winning a tournament
rules-ivanhoe-15-body =
    When everyone else has withdrawn, the last player left wins the tournament at once, even in another player's turn.

    The winner takes a token of the tournament's final colour. After a purple tournament, the prestige of the joust lets the winner choose a token of any colour they lack.

    You hold at most one token of each colour. Winning a colour you already have gives you nothing, though it keeps that token from a rival.

    The winner discards their display and face-up cards, then starts the next tournament.

rules-ivanhoe-16-title = The end of the game
rules-ivanhoe-16-body =
    The game ends the moment a player holds enough different colours: five with two or three players, four with four or five players. That player wins.

    Tokens can be lost along the way: withdrawing with a maiden in your display costs one of your choice. A collection is never quite safe.

    In the very rare case that no one can start a tournament for a whole round and no card can be drawn, the game ends without a winner.

rules-ivanhoe-17-title = First match tip: spend little
rules-ivanhoe-17-body =
    Every card you play is one you no longer hold, and your hand is your strength for the tournaments to come.

    Try to stay with the smallest lead that works: one point above the best total is enough. Keep your big cards for the moment a rival forces you to use them.

    A turn in which you play a single card is often the best turn.

rules-ivanhoe-18-title = First match tip: know when to leave
rules-ivanhoe-18-body =
    Withdrawing is not a defeat. When a tournament grows expensive, or its colour is one you already hold, step out early.

    Withdraw without playing and you drew a card but spent none: your hand grows while the others spend theirs. The winner of a costly tournament often starts the next one with a thin hand.

    Watch the tokens: a rival one colour away from victory is worth stopping, even at a price.

rules-ivanhoe-19-title = First match tip: choose your colour
rules-ivanhoe-19-body =
    When you start, pick a colour in which you hold several good cards. Purple and red reach high totals fast; yellow and green keep the fight cheap.

    Think of your collection: a colour you already own is worth nothing to you, except to keep it from a rival. A purple win lets you take any colour you lack, which makes jousting precious late in the game.

rules-ivanhoe-20-title = First match tip: maidens and Ivanhoe
rules-ivanhoe-20-body =
    A maiden adds a big 6, but she costs a token if you withdraw with her. Play her when you mean to win the tournament, not to bluff.

    Keep Ivanhoe for the card that would hurt you most, such as a Countercharge that would sweep away your best cards, or an Adapt that would halve your display.

    Remember who has played which action cards: each exists once or only a few times.

## Cards

rules-ivanhoe-card-p-name = Purple cards (jousting)
rules-ivanhoe-card-p-text = Values 3, 4, 5 and 7; they join purple tournaments only. Winning a purple tournament lets you take a token of any colour you lack.
rules-ivanhoe-card-r-name = Red cards (swords)
rules-ivanhoe-card-r-text = Values 3, 4 and 5; they join red tournaments only.
rules-ivanhoe-card-b-name = Blue cards (axes)
rules-ivanhoe-card-b-text = Values 2, 3, 4 and 5; they join blue tournaments only.
rules-ivanhoe-card-y-name = Yellow cards (morningstars)
rules-ivanhoe-card-y-text = Values 2, 3 and 4; they join yellow tournaments only.
rules-ivanhoe-card-g-name = Green cards (no weapon)
rules-ivanhoe-card-g-text = Value 1; they join green tournaments only. In green, every display card counts 1, so the number of cards decides.
rules-ivanhoe-card-s2-name = Squire 2
rules-ivanhoe-card-s2-text = A supporter: joins a tournament of any colour and counts 2 (1 in green). A display may hold any number of squires.
rules-ivanhoe-card-s3-name = Squire 3
rules-ivanhoe-card-s3-text = A supporter: joins a tournament of any colour and counts 3 (1 in green). A display may hold any number of squires.
rules-ivanhoe-card-m6-name = Maiden 6
rules-ivanhoe-card-m6-text = A supporter: joins a tournament of any colour and counts 6 (1 in green). Only one per display; withdraw with her and you give back a token.
rules-ivanhoe-card-unhorse-name = Unhorse
rules-ivanhoe-card-unhorse-text = Purple tournament only: it becomes red, blue or yellow, as you choose.
rules-ivanhoe-card-change-weapon-name = Change Weapon
rules-ivanhoe-card-change-weapon-text = Red, blue or yellow tournament only: it becomes another of those three colours, as you choose.
rules-ivanhoe-card-drop-weapon-name = Drop Weapon
rules-ivanhoe-card-drop-weapon-text = Red, blue or yellow tournament only: it becomes green, and every display card now counts 1.
rules-ivanhoe-card-shield-name = Shield
rules-ivanhoe-card-shield-text = Lay it in front of you: opponents' action cards no longer touch your display. Colour changes, Stunned, Knock Down and Ivanhoe still work.
rules-ivanhoe-card-stunned-name = Stunned
rules-ivanhoe-card-stunned-text = Lay it in front of an opponent still in the tournament: they may add only one card to their display each turn.
rules-ivanhoe-card-ivanhoe-name = Ivanhoe
rules-ivanhoe-card-ivanhoe-text = Play it outside your turn, while you are still in the tournament, to cancel an action card another player has just played.
rules-ivanhoe-card-break-lance-name = Break Lance
rules-ivanhoe-card-break-lance-text = One opponent discards every purple card in their display (their earliest card stays if all are purple).
rules-ivanhoe-card-riposte-name = Riposte
rules-ivanhoe-card-riposte-text = Take the newest card of an opponent's display and put it on top of yours, whatever its colour.
rules-ivanhoe-card-dodge-name = Dodge
rules-ivanhoe-card-dodge-text = Discard any one card of an opponent's display.
rules-ivanhoe-card-retreat-name = Retreat
rules-ivanhoe-card-retreat-text = Take any one card of your own display back into your hand.
rules-ivanhoe-card-knock-down-name = Knock Down
rules-ivanhoe-card-knock-down-text = Take a random card from an opponent's hand; only you see which. A Shield does not protect the hand.
rules-ivanhoe-card-outmaneuver-name = Outmaneuver
rules-ivanhoe-card-outmaneuver-text = Every opponent discards the newest card of their display.
rules-ivanhoe-card-charge-name = Charge
rules-ivanhoe-card-charge-text = Find the lowest printed value among all displays: everyone, you included, discards every card of that value.
rules-ivanhoe-card-countercharge-name = Countercharge
rules-ivanhoe-card-countercharge-text = Find the highest printed value among all displays: everyone, you included, discards every card of that value.
rules-ivanhoe-card-disgrace-name = Disgrace
rules-ivanhoe-card-disgrace-text = Everyone, you included, discards all their supporters (squires and maidens).
rules-ivanhoe-card-adapt-name = Adapt
rules-ivanhoe-card-adapt-text = Everyone, you included, keeps only one card of each value in their display and discards the others, choosing which to keep.
rules-ivanhoe-card-outwit-name = Outwit
rules-ivanhoe-card-outwit-text = Swap one of your face-up cards with one of an opponent's: display cards, Shield and Stunned all count.
rules-ivanhoe-card-token-name = Token
rules-ivanhoe-card-token-text = Won with a tournament, in its final colour (any colour you lack after a purple one). Five colours win with two or three players, four with four or five.
