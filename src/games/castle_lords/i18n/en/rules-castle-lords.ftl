# The rules of Castle Lords (Tilsit's Ivanhoë), as the in-game rules screen shows them, page by
# page: the three rule sets and the two-player variant. English.
#
# Pages: rules-castle-lords-NN-title and rules-castle-lords-NN-body, NN = 01, 02, … (two digits,
# no gaps). A body's paragraphs are separated by blank lines.
#
# Pieces: rules-castle-lords-card-CODE-name and rules-castle-lords-card-CODE-text.
#   Soldiers, one entry per type, by the letter of their code (RULINGS §2; K1 = knight of
#     emblem 1): k (knight), i (infantryman), c (crossbowman), a (archer);
#   the wild cards, by their codes: ivanhoe (IVANHOE), locksley (LOCKSLEY);
#   the other pieces, which have no code in the notation: castle (a castle card, any of the
#     five), castle-marker (the marker with a castle's name), banner, dungeon, crown-duke,
#     crown-king, crown-hand (the advanced game's crown).
# Emblems: rules-castle-lords-emblem-N-name, N = the emblem's number in the codes (1 to 4),
#   the names of data/components.json.

rules-castle-lords-heading = How to play Castle Lords
rules-castle-lords-cards-heading = The cards and pieces

## Pages

rules-castle-lords-01-title = The goal
rules-castle-lords-01-body =
    King Richard is a prisoner abroad, and his brother John rules England badly. You are one of the nobles who rise against him by seizing his castles.

    Each castle gives points to its lord, the noble who controls it. A match is played over several hands. In each hand the cards are dealt afresh, armies march, and when the cards run out the lords score their castles. Good scores win crowns, and crowns win the match.

    How crowns are won depends on the rule set chosen at setup: basic, intermediate (the usual game) or advanced.

rules-castle-lords-02-title = The cards and the table
rules-castle-lords-02-body =
    The deck holds 66 soldier cards. Each soldier has a type, knight, infantryman, crossbowman or archer, and an emblem: lion, eagle, boar or stag. There are four of each type for each emblem. Two wild cards, Ivanhoé and Locksley, have neither type nor emblem.

    Five castles stand in the middle: York (7 points), Lincoln (6), Nottingham (5), Warwick (4) and Chester (3). Each castle card has four banner boxes, numbered from 1, and a dungeon box after them.

    Each noble has five banners. The dungeon swallows discarded cards, beaten defenders and banners pushed off the castles.

rules-castle-lords-03-title = Setting up
rules-castle-lords-03-body =
    The first player is drawn at random. In each new hand, the next player clockwise goes first.

    At the start of every hand all the cards are shuffled and dealt one at a time: six each with three or four players (and in the two-player variant), two each with five, one each with six. The rest is the draw pile.

    Every hand starts afresh: the castles are empty and undefended, every banner is back with its noble, the dungeon is empty. Only crowns carry over from one hand to the next.

rules-castle-lords-04-title = A turn, step by step
rules-castle-lords-04-body =
    1. Draw two cards (fewer if the pile holds fewer).

    2. Exchange: offer one card, and take one that the others propose.

    3. Attack one castle with an army from your hand, or attack nothing. In advanced play you may first free banners from the dungeon.

    4. Basic and intermediate play: if you now hold more cards than the hand limit, discard the extra ones into the dungeon. The limit is ten cards with three or four players, eight with five, six with six.

    Then the player on your left takes a turn. A player holding no card at all is skipped.

rules-castle-lords-05-title = The exchange
rules-castle-lords-05-body =
    You must offer one card from your hand, face up. Then each other player who holds a card, clockwise, may propose one of theirs in exchange, face up, or propose nothing.

    With several proposals, you choose one: that player gets your card, and the others take theirs back. With a single proposal, you must accept it, whether you want it or not. With none, your offered card goes to the dungeon.

    Everything happens face up, so everyone knows which card went where.

rules-castle-lords-06-title = Armies
rules-castle-lords-06-body =
    An army is a group of cards from your hand that all have something in common.

    Basic play: they all show the same emblem.

    Intermediate and advanced play: they all share the same type or the same emblem. Four archers of mixed emblems will do; so will a knight, an archer and a crossbowman of the eagle. Sharing both brings no bonus.

    Ivanhoé and Locksley join any army, and they may even make up an army by themselves.

    To take a castle, an army must outnumber its defenders (intermediate play has one exception). An empty castle falls to a single soldier.

rules-castle-lords-07-title = Attacking a castle
rules-castle-lords-07-body =
    You may attack one castle per turn, never more, and you never have to, except in the last round of a hand.

    Choose the castle, then add soldiers one by one: the game offers only cards that can still complete a winning army. Launch the army once it is large enough; it may be larger than needed.

    Your soldiers now stand beside the castle as its new defenders. The old defenders are thrown into the dungeon (in advanced play they go to your hand instead). Then your banner goes up: see the next page. A new banner comes from your reserve, so with none left you cannot plant one.

rules-castle-lords-08-title = Banners and lords
rules-castle-lords-08-body =
    When you take a castle, your banner is planted in box 1, and every banner already there moves one box towards the dungeon. A banner pushed past box 4 falls into the dungeon.

    In basic and intermediate play, the lord of a castle is the noble whose banner is in box 1.

    In those two rule sets, if your banner already flies on the castle, no new one is planted: yours moves up to box 1 and the others make room. And attacking a castle you already rule only replaces its defenders; the banners stay as they are.

    Advanced play changes all this: see its own pages.

rules-castle-lords-09-title = The dungeon
rules-castle-lords-09-body =
    The dungeon collects everything that leaves play: offers nobody wanted, beaten defenders, cards discarded down to the hand limit, whole hands at the end, and banners pushed off a castle.

    Cards in the dungeon never come back during the hand. Banners there are lost until the next hand, except in advanced play, where they can be bought back.

    In basic and intermediate play the hand limit is checked at the end of each of your turns, and you choose which cards go to the dungeon.

rules-castle-lords-10-title = The end of a hand
rules-castle-lords-10-body =
    When the draw pile is empty at the start of a turn, the last round begins. Nobody draws any more, but the exchange still takes place.

    In the last round attacks are compulsory: if you can make an attack, you must make one, though you choose which. If you cannot attack at all, your whole hand goes to the dungeon. A player with no cards left is skipped.

    The hand ends when every player's hand is empty. Each noble then adds up the values of the castles they rule: that is their score for the hand.

rules-castle-lords-11-title = Crowns: basic and intermediate
rules-castle-lords-11-body =
    After each hand, every noble who scored 10 points or more wins a crown. The top scorer takes the king's crown; the others with 10 or more take a duke's crown. Nobles tied for the top score each take a king's crown. Below 10 points nobody wins a crown, not even the top scorer.

    The first noble to hold two king's crowns wins the match. If several reach two in the same hand, they share the win.

    An optional rule, when chosen, makes the top scorer of each hand its only winner: the king's crown whatever the score, and no duke's crowns.

rules-castle-lords-12-title = The basic rules
rules-castle-lords-12-body =
    The simplest rule set, good for younger players.

    An army must share one emblem; types do not matter.

    The lord of a castle is the noble whose banner is in box 1.

    If you attack a castle where your banner already flies without being its lord, your banner moves up to box 1, and only the banners that were ahead of it move down one box. The banners behind it stay where they are.

    Beaten defenders go to the dungeon, banners in the dungeon are lost for the hand, the hand limit applies, and crowns are won as shown on the previous page.

rules-castle-lords-13-title = The intermediate rules
rules-castle-lords-13-body =
    The usual game, and the rule set chosen unless you pick another.

    An army shares one type or one emblem.

    Your partisans inside help you: against a castle where your banner flies but which you do not rule, your army only needs to equal the defenders, not outnumber them.

    Your banner then moves up to box 1 and every other banner on the castle shifts one box towards the dungeon, which may push the last one out.

    Everything else is as in basic play: box 1 makes the lord, beaten defenders go to the dungeon, the hand limit applies, crowns from 10 points.

rules-castle-lords-14-title = The advanced rules: battles
rules-castle-lords-14-body =
    For experienced players. An army shares one type or one emblem, as in intermediate play, but it must always outnumber the defenders.

    There is no hand limit.

    Beaten defenders are not lost: they go into the attacker's hand, in view of everyone.

    Every attack plants a new banner in box 1, even on a castle where you already have banners, even one you rule. The banners already there move down one box. With no banner left in reserve, you cannot attack.

rules-castle-lords-15-title = The advanced rules: lords and crowns
rules-castle-lords-15-body =
    In advanced play the lord of a castle is the noble whose banner lies deepest, in the highest-numbered box that holds one. Taking a castle pushes the older banners towards the dungeon, but it does not make you lord at once: you rule when your banner becomes the deepest.

    Banners in the dungeon can be bought back. In your attack step, before attacking, discard three cards into the dungeon to return one of your banners to your reserve. You may do it several times, even in the last round.

    After each hand the top scorer wins a crown; ties each win one. The match lasts three hands, and the most crowns win.

rules-castle-lords-16-title = The two-player variant
rules-castle-lords-16-body =
    Castle Lords is made for three to six nobles. This edition also offers an unofficial duel for two, with any of the three rule sets. It is dealt like a game for three or four: six cards each, and a hand limit of ten.

    Every rule stays the same, but the exchange changes character. Your only rival decides it: if they propose a card, you must take it; if they propose nothing, your offer goes to the dungeon.

    So offer a card you can bear to lose, or one your rival cannot use.

rules-castle-lords-17-title = First match tip: read the exchange
rules-castle-lords-17-body =
    The exchange is played face up, and it tells a lot. What a player offers is what they do not need; what they propose is what they can spare.

    Avoid offering the emblem or the type you are collecting: the others will see it and keep theirs away from you.

    Propose cards that help you little but might tempt the player whose turn it is. When only one card is proposed, that player has no choice.

rules-castle-lords-18-title = First match tip: hold what you take
rules-castle-lords-18-body =
    Taking York with a single soldier invites anyone to take it back with two. A larger army costs more cards now, but it holds the castle longer.

    What counts is who rules when the hand ends. An early capture is only worth its points if it survives until then.

    A small castle nobody watches can be worth more than a big one everybody wants.

rules-castle-lords-19-title = First match tip: mind your banners
rules-castle-lords-19-body =
    You have only five banners in each hand. Every capture of a new castle uses one, and in advanced play every attack does.

    In basic and intermediate play, a banner pushed into the dungeon is gone for the whole hand. Do not spread your banners over castles you cannot hold.

    In advanced play, remember that the deepest banner rules: getting in early on a castle can pay off later.

rules-castle-lords-20-title = First match tip: the last round
rules-castle-lords-20-body =
    Watch the draw pile. When it runs low, keep an army ready.

    In the last round you must attack if you can, and a hand that cannot attack is thrown into the dungeon. The final attacks often decide who rules the big castles when the scores are counted.

    A strong army kept for the end can take a castle that no one has the cards left to win back.

## Cards and pieces

rules-castle-lords-card-k-name = Knight
rules-castle-lords-card-k-text = A soldier. It joins an army that shares its emblem; in intermediate and advanced play, also an army of knights of any emblem.
rules-castle-lords-card-i-name = Infantryman
rules-castle-lords-card-i-text = A soldier. It joins an army that shares its emblem; in intermediate and advanced play, also an army of infantrymen of any emblem.
rules-castle-lords-card-c-name = Crossbowman
rules-castle-lords-card-c-text = A soldier. It joins an army that shares its emblem; in intermediate and advanced play, also an army of crossbowmen of any emblem.
rules-castle-lords-card-a-name = Archer
rules-castle-lords-card-a-text = A soldier. It joins an army that shares its emblem; in intermediate and advanced play, also an army of archers of any emblem.
rules-castle-lords-card-ivanhoe-name = Ivanhoé
rules-castle-lords-card-ivanhoe-text = A wild card: it joins any army and counts as one soldier. It may even form an army alone, or with Locksley.
rules-castle-lords-card-locksley-name = Locksley
rules-castle-lords-card-locksley-text = A wild card: it joins any army and counts as one soldier. It may even form an army alone, or with Ivanhoé.
rules-castle-lords-card-castle-name = Castle
rules-castle-lords-card-castle-text = Worth its printed points to its lord when the hand is scored. The soldiers beside it defend it: take it with an army larger than they are.
rules-castle-lords-card-castle-marker-name = Castle name marker
rules-castle-lords-card-castle-marker-text = Lies before the castle's lord and moves whenever the castle changes hands.
rules-castle-lords-card-banner-name = Banner
rules-castle-lords-card-banner-text = A noble's mark on a castle. Planted in box 1 when a castle is taken, it moves one box down with each later banner, and falls into the dungeon past box 4.
rules-castle-lords-card-dungeon-name = Dungeon
rules-castle-lords-card-dungeon-text = Where cards and banners go when they leave play. A banner there is lost for the hand, unless, in advanced play, its noble pays three cards to free it.
rules-castle-lords-card-crown-duke-name = Duke's crown
rules-castle-lords-card-crown-duke-text = Basic and intermediate play: won for scoring 10 points or more in a hand without the top score.
rules-castle-lords-card-crown-king-name = King's crown
rules-castle-lords-card-crown-king-text = Basic and intermediate play: won for the top score of a hand, with 10 points or more. Two king's crowns win the match.
rules-castle-lords-card-crown-hand-name = Crown
rules-castle-lords-card-crown-hand-text = Advanced play: won for the top score of a hand. After the last hand, the most crowns win the match.

## Emblems

rules-castle-lords-emblem-1-name = Lion
rules-castle-lords-emblem-2-name = Eagle
rules-castle-lords-emblem-3-name = Boar
rules-castle-lords-emblem-4-name = Stag
