# Castle Lords' guided first match (src/games/castle_lords/guide.rs): the seats' names, and the
# words shown from each step on. A step about a card has its codes ($type, $emblem: see
# castle-lords.ftl); one about a castle, $castle (its name) and $points; taking a proposal, $name.
guide-cl-you = You
guide-cl-william = William
guide-cl-matilda = Matilda
guide-cl-offer-first = Welcome to Castle Lords! Each turn you draw two cards, then comes the exchange: you offer one card, face up, and each other lord may propose one for it. Offer { castle-the-card }: it fits your other cards least (few of them share its type or its emblem). Press Enter or click what is lit; Esc opens the menu, to leave the guide at any time.
guide-cl-watch-answers = The others answer your offer in turn: each may propose a card, or nothing. With one proposal you must take it; with none, your card goes to the dungeon.
guide-cl-pick-first = Both lords proposed a card, so you choose. Take { $name }'s: it fits your hand best. The other proposal goes back to its owner.
guide-cl-pick = Take { $name }'s proposal: it fits your hand best.
guide-cl-attack-empty = Then you may attack one castle. No castle is defended yet: a single soldier takes any of them. Attack { $castle }, the most valuable: { $points } points at the end of the hand, if it is still yours.
guide-cl-add-one = Send { castle-the-card }: one soldier is enough, and it is the card that fits your others least.
guide-cl-launch-first = Launch the army (S). Your soldier now defends { $castle }, and your banner takes box 1, the crown's: the castle is yours. Whoever holds box 1 when the hand ends scores the castle's points.
guide-cl-watch = The others' turns: each draws two cards, offers one, and may attack a castle. The log, bottom right, tells each move.
guide-cl-decline-first = A card is on offer. It would fit your hand no better than your weakest card, so keep your cards: propose nothing.
guide-cl-decline = The card on offer would fit your hand no better than your weakest card: propose nothing.
guide-cl-propose-first = This offer would fit your hand better than { castle-the-card }, your weakest card: propose it. If the offering lord takes it, you swap them; a lone proposal must be taken.
guide-cl-propose = The offer would fit your hand better than { castle-the-card }, your weakest card: propose it.
guide-cl-offer = Your turn: offer { castle-the-card }, the card that fits your others least.
guide-cl-attack = Attack { $castle } ({ $points } points), the most valuable castle you can take. To take a defended castle, your army must outnumber its defenders.
guide-cl-attack-banner = Attack { $castle } ({ $points } points): your banner is still on it, so your followers inside help you. Against a castle that holds your banner but is not yours, an army as big as its defenders is enough.
guide-cl-army = The soldiers of an army must all share a type (knight, infantryman, crossbowman, archer) or an emblem; Ivanhoé and Locksley join any army. Start with { castle-the-card }, from your biggest such group.
guide-cl-add = Add { castle-the-card }: it shares the army's type or emblem.
guide-cl-launch-dungeon-first = Your army is big enough: launch it (S). The defenders of { $castle } go to the dungeon, out of this hand for good, and your soldiers defend it now. Your banner takes box 1; the banners there move one box down, towards the dungeon.
guide-cl-launch-dungeon = Launch the army (S): the defenders of { $castle } go to the dungeon, and the castle is yours.
guide-cl-castle-lost = William's army outnumbered yours at York: the castle is his, and your banner moves down to box 2. Only the castles you hold when the hand ends score: take them back when you can.
guide-cl-banner-dungeon = William took York back: his banner went up to box 1, and Matilda's, pushed past box 4, fell onto the dungeon card. A banner in the dungeon is lost for the rest of the hand.
guide-cl-last-round = The deck is out: this is the last round. Whoever can attack must; whoever cannot discards their whole hand into the dungeon. The exchange still comes first: offer { castle-the-card }.
guide-cl-pass-last = Nobody took your card: it went to the dungeon. Your last card cannot take any castle, so attack nothing (S): your hand goes to the dungeon too.
guide-cl-hand-empty = Your hand is empty: you sit out the rest of the hand. It ends when every hand is empty; then each castle scores its points for whoever holds its box 1.
guide-cl-done = The hand is scored. You hold Lincoln, Nottingham, Warwick and Chester: 18 points, the most, and 10 or more, so you win the king's crown. A lord with 10 points or more but not the most wins a duke's crown; William's 7 win nothing. The first to win two king's crowns wins the match: play the next hands on, or leave through the menu (Esc).
