# The rules of Of Knights and Ninjas, as the in-game rules screen shows them, page by page,
# with this edition's own ruling on a deck that runs out at the lowest target. English.
#
# Pages: rules-knights-ninjas-NN-title and rules-knights-ninjas-NN-body, NN = 01, 02, … (two
# digits, no gaps). A body's paragraphs are separated by blank lines.
#
# Cards: rules-knights-ninjas-card-CODE-name and rules-knights-ninjas-card-CODE-text, CODE being
# the card's code of RULINGS §3 in lower case: peasant, soldier, knight, king, castle, archer,
# minstrel, ladder, catapult, dragon, ninja, highwayman, princess, executioner, traitor, jester;
# and the gem (not a card): gem.

rules-knights-ninjas-heading = How to play Of Knights and Ninjas
rules-knights-ninjas-cards-heading = The cards

## Pages

rules-knights-ninjas-01-title = The goal
rules-knights-ninjas-01-body =
    The old king has no heir. He has proclaimed that the first noble to own ten precious gems will rule after him, and every kingdom at the table wants that crown.

    Everyone starts with five gems. You win gems by attacking rival kingdoms and taking theirs; you keep your own by fortifying your kingdom and by answering attacks.

    The moment gems arrive in your kingdom and you own at least ten, you win. The target falls as the game goes on, so a long game needs fewer gems.

rules-knights-ninjas-02-title = What is in the deck
rules-knights-ninjas-02-body =
    The deck holds 95 cards.

    Fighters: Peasant (strength 1), Soldier (2), Knight (3) and King (4). They attack, and they answer attacks.

    Fortifications: Castle, Archer and Minstrel, laid in front of your kingdom. The Archer can attack too.

    Siege and raiders: Ladder, Catapult, Dragon and Ninja, which break defences or steal.

    Answers: Princess, Executioner and Traitor, played when you are attacked, and the Highwayman, which robs gems on their way.

    The Jester can stand for any card.

    Each player also has five gems in their own colour; the colour is only decoration.

rules-knights-ninjas-03-title = Setting up
rules-knights-ninjas-03-body =
    Each player sets five gems in front of them: this is their kingdom. Everyone is dealt two cards. The rest is the draw pile, face down, with a face-up discard pile beside it.

    The first player is chosen at random. To make up for going first, they draw only one card on that first turn; every other turn, for everyone, begins with drawing two.

    There is no hand limit. When the draw pile runs out, the discard pile is shuffled at once into a new one, and the number of gems needed to win falls by one.

rules-knights-ninjas-04-title = A turn, step by step
rules-knights-ninjas-04-body =
    1. If a Minstrel stands in front of your kingdom, it is discarded.

    2. Draw two cards (just one on the very first turn of the game).

    3. Do exactly one of these:

    Attack one rival kingdom, with as many attack cards as you like, one at a time.

    Fortify your kingdom with as many Castle, Archer and Minstrel cards as you like.

    Play nothing, and discard one card of your choice.

    With an empty hand, your turn simply ends. And as soon as gems have moved, your turn is over.

rules-knights-ninjas-05-title = Fortifications
rules-knights-ninjas-05-body =
    A kingdom shows at most one Castle, one Archer and one Minstrel at a time. They stay until they are destroyed, except the Minstrel.

    Castle: no attack gets in unless a Ladder, Catapult, Dragon or Ninja deals with it first.

    Archer: no attack gets in until it is removed by an attacking Archer or a Ninja. An Archer beside a Castle stands on its walls, and falls with it to a Catapult.

    Minstrel: while it stands, nobody can attack your kingdom at all. It is discarded at the start of your next turn, so it guards you for one round of the table.

rules-knights-ninjas-06-title = How an attack goes
rules-knights-ninjas-06-body =
    Choose one rival; your whole attack this turn is against that kingdom. You play attack cards one at a time. Each card must get past the rival's fortifications: a Castle or an Archer has to be dealt with first.

    After each card, the rival may answer it with one card, or one group of Peasants, or let it through.

    If no gems change hands and your turn goes on, you may play another attack card against the same rival, or stop.

    As soon as gems move, your turn ends. Some answers end it early too.

rules-knights-ninjas-07-title = Fighters and revolts
rules-knights-ninjas-07-body =
    A Peasant, Soldier, Knight or King attacks with its strength, 1 to 4. Let through, it takes that many gems. Answered with a fighter, it takes the difference: attack minus answer. Nobody can lose more gems than they own.

    If the answer is as strong or stronger, no gems move; both cards are discarded and you may attack again.

    Peasants may rise together: several played at once make a revolt, whose strength is their number. A revolt can answer an attack the same way.

    Example: your Knight (3) meets a Peasant (1), so the rival must give up 2 gems.

rules-knights-ninjas-08-title = Breaking fortifications
rules-knights-ninjas-08-body =
    Archer: played in an attack, it removes the rival's Archer, whether or not that Archer stands on a Castle.

    Ladder: climbs the rival's Castle, so your fighters can attack over it for the rest of your turn. It cannot be used while an Archer stands. It is discarded when your turn ends.

    Catapult: destroys the rival's Castle, and the Archer on its walls with it. It needs a Castle to aim at.

    Once played, a Ladder or a Catapult always works: no answer undoes it. The rival may still play a Minstrel, which ends your turn right after.

rules-knights-ninjas-09-title = Dragon and Ninja
rules-knights-ninjas-09-body =
    Both take 2 gems at once, and no Highwayman can rob them.

    Dragon: burns down the rival's Castle, then takes 2 gems. It cannot approach a kingdom guarded by an Archer. Only an Executioner or a Princess can stop it.

    Ninja: slips past the Castle, silently removes the Archer if there is one, and takes 2 gems. Only an Executioner can stop it.

    Neither can answer an attack. Against a rival with no gems they take nothing, and your attack may go on.

rules-knights-ninjas-10-title = Answering an attack
rules-knights-ninjas-10-body =
    When an attack card is aimed at you, you may answer it with one card, or let it through.

    A fighter or a group of Peasants, against a fighter or a revolt: you lose fewer gems, or none.

    Minstrel: against any attack card but a Dragon or a Ninja. It ends the attacker's turn, then stands before your kingdom until your next turn.

    Princess: against a Knight or a Dragon. The attacking card goes into your hand; the attacker may go on.

    Executioner: against any attack card but a Ladder or a Catapult. The card is discarded and the attacker's turn ends.

    The Traitor has a page of its own.

rules-knights-ninjas-11-title = The Traitor
rules-knights-ninjas-11-body =
    Answer a Peasant, Soldier, Knight, King or revolt with a Traitor, and the attack turns against its own player. It strikes their kingdom, ignoring all of their fortifications.

    The attacker may now answer it like any attack: with a fighter, or with a Traitor of their own, which turns it back once more. The card keeps changing sides until someone lets it through or answers it another way.

    Whoever loses the duel gives the gems to the other side.

    A Traitor cannot turn a Ninja, Dragon, Archer, Ladder or Catapult.

rules-knights-ninjas-12-title = Gems in flight: the Highwayman
rules-knights-ninjas-12-body =
    Gems won by a fighter or a revolt are in flight before they land. Every other player is asked in turn, clockwise from the one after the receiver, whether to play a Highwayman: the only card played outside your turn (a Jester may pose as one).

    A Highwayman robs the whole flight for its player, even gems just taken from them. The asking then starts again after the thief, so another Highwayman may rob them again.

    When everyone else has let them pass, the gems land. The table never gives away who holds a Highwayman: people sharing the screen are all asked alike.

rules-knights-ninjas-13-title = The Jester
rules-knights-ninjas-13-body =
    The Jester can be any card. When you play it, you name the card it stands for, and it is exactly that card for as long as it stays on the table: a Castle, a Knight, a Traitor, a Peasant joining a revolt, or a Highwayman played out of turn.

    If a Princess takes a Jester that was posing as a Knight or a Dragon, it goes into the hand of whoever played the Princess, as a plain Jester ready to become anything again.

    A Jester has to stand for another card; it cannot be played as itself.

rules-knights-ninjas-14-title = Winning, and the falling target
rules-knights-ninjas-14-body =
    You win the moment gems arrive in your kingdom and you then own at least the target number of gems. At the start the target is 10.

    Each time the draw pile runs out and the discard pile becomes the new draw pile, the target falls by one: 9, then 8, and so on, down to 1.

    If you already own the new target when it falls, you have not won yet: you must still gain at least one more gem.

    Running out of gems does not put you out of the game. A poor kingdom attracts few attacks, and can come back.

rules-knights-ninjas-15-title = When the deck runs out at the lowest target
rules-knights-ninjas-15-body =
    This edition adds one rule of its own, so that a match cannot go on for ever.

    Once the target has fallen to 1, if the draw pile runs out yet again, the match ends at once. The player who owns the most gems wins. Players tied for the most share the win.

    It only matters in long games where every kingdom is well defended and gems have stopped moving; in most matches someone reaches the target long before.

rules-knights-ninjas-16-title = First match tip: build walls
rules-knights-ninjas-16-body =
    A Castle with an Archer on its walls stops almost everything: a rival then needs an Archer, a Ninja or a Catapult before any fighter can reach you.

    Fortifying takes a whole turn, but it lasts until someone spends cards to break it.

    Keep a Minstrel for the turn when you are close to winning: nobody can touch you until your next turn.

rules-knights-ninjas-17-title = First match tip: keep an answer
rules-knights-ninjas-17-body =
    A player with an empty hand is an easy target. Keep at least one fighter or an Executioner to meet an attack.

    Answer a big attack with a small fighter: a Soldier against a King still saves you 2 gems.

    Do not throw a good answer at a Peasant. Sometimes losing one gem is cheaper than losing your only King.

rules-knights-ninjas-18-title = First match tip: the Highwayman
rules-knights-ninjas-18-body =
    Watch whoever is close to the target. When gems fly towards them, a Highwayman or a Jester can rob the flight, and may even win you the game on the spot.

    Before you attack with a strong fighter, remember that other players may be holding Highwaymen: the more gems are in flight, the more tempting the theft.

    Dragons and Ninjas cannot be robbed, so keep them for the attack that must land.

rules-knights-ninjas-19-title = First match tip: choose your rival
rules-knights-ninjas-19-body =
    Attack the kingdom you can reach. Against a Castle without an Archer, a Ladder opens the way for the rest of the turn.

    Open with a small fighter to draw out the rival's answers, then send your King.

    Knights are risky against a player who may hold a Princess: she would take your Knight into their hand.

    And a rival with no gems has nothing to give.

## Cards

rules-knights-ninjas-card-peasant-name = Peasant
rules-knights-ninjas-card-peasant-text = Strength 1. Attacks or answers an attack; several Peasants played together form a revolt as strong as their number.
rules-knights-ninjas-card-soldier-name = Soldier
rules-knights-ninjas-card-soldier-text = Strength 2. Attacks a rival kingdom, or answers an attack by its strength.
rules-knights-ninjas-card-knight-name = Knight
rules-knights-ninjas-card-knight-text = Strength 3. Attacks or answers by its strength; a Princess can take an attacking Knight.
rules-knights-ninjas-card-king-name = King
rules-knights-ninjas-card-king-text = Strength 4, the strongest fighter. Attacks or answers by its strength.
rules-knights-ninjas-card-castle-name = Castle
rules-knights-ninjas-card-castle-text = Fortifies your kingdom: no attack gets in unless a Ladder, Catapult, Dragon or Ninja deals with it first.
rules-knights-ninjas-card-archer-name = Archer
rules-knights-ninjas-card-archer-text = Fortifies your kingdom until an attacking Archer or a Ninja removes it. Played in an attack, it removes a rival's Archer.
rules-knights-ninjas-card-minstrel-name = Minstrel
rules-knights-ninjas-card-minstrel-text = Nobody can attack your kingdom until your next turn. Played as an answer, it also ends the attacker's turn (not against a Dragon or a Ninja).
rules-knights-ninjas-card-ladder-name = Ladder
rules-knights-ninjas-card-ladder-text = Scales a rival's Castle for the rest of your turn, so fighters can attack over it. Not while an Archer stands.
rules-knights-ninjas-card-catapult-name = Catapult
rules-knights-ninjas-card-catapult-text = Destroys a rival's Castle and the Archer on its walls. No answer undoes it.
rules-knights-ninjas-card-dragon-name = Dragon
rules-knights-ninjas-card-dragon-text = Burns the rival's Castle and takes 2 gems; cannot approach an Archer. Only an Executioner or a Princess stops it.
rules-knights-ninjas-card-ninja-name = Ninja
rules-knights-ninjas-card-ninja-text = Slips past the Castle, removes the Archer and takes 2 gems. Only an Executioner stops it.
rules-knights-ninjas-card-highwayman-name = Highwayman
rules-knights-ninjas-card-highwayman-text = Played out of turn while gems are in flight: it robs them for you. Another Highwayman may rob them again.
rules-knights-ninjas-card-princess-name = Princess
rules-knights-ninjas-card-princess-text = Answers an attacking Knight or Dragon and takes it into your hand.
rules-knights-ninjas-card-executioner-name = Executioner
rules-knights-ninjas-card-executioner-text = Answers any attack card but a Ladder or a Catapult: the card is discarded and the attacker's turn ends.
rules-knights-ninjas-card-traitor-name = Traitor
rules-knights-ninjas-card-traitor-text = Answers a Peasant, Soldier, Knight, King or revolt and turns it against its owner, past every fortification. It may be turned back again.
rules-knights-ninjas-card-jester-name = Jester
rules-knights-ninjas-card-jester-text = Becomes any other card: you name it as you play it, and it is that card while it stays on the table.
rules-knights-ninjas-card-gem-name = Gem
rules-knights-ninjas-card-gem-text = You win when gems arrive in your kingdom and you then own the target number (10 at first). A gem's colour is only decoration.
