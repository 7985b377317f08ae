# Of Knights and Ninjas at the table: cards, the log, flashes, the prompt, buttons, refusals,
# the rules card, the winner's screen. English.
# Arguments: $who, $by, $seat and the like a player's name; $card a card's code (peasant, knight,
# ...), which chooses its name and article; $play a play (a message, kn-play); numbers choose
# the plural.

game-knights-ninjas = Of Knights and Ninjas
keys-knights-ninjas = S ends the turn or lets it pass

kn-someone = someone

## Cards
kn-card = { $card ->
    [peasant] Peasant
    [soldier] Soldier
    [knight] Knight
    [king] King
    [castle] Castle
    [archer] Archer
    [minstrel] Minstrel
    [ladder] Ladder
    [catapult] Catapult
    [dragon] Dragon
    [ninja] Ninja
    [highwayman] Highwayman
    [princess] Princess
    [executioner] Executioner
    [traitor] Traitor
   *[jester] Jester
}
kn-a-card = { $card ->
    [archer] an
    [executioner] an
   *[other] a
} { kn-card }
kn-a-card-start = { $card ->
    [archer] An
    [executioner] An
   *[other] A
} { kn-card }
kn-the-card = the { kn-card }
kn-gems = { $gems ->
    [one] 1 gem
   *[other] { $gems } gems
}

## Plays ($kind: card, jester, revolt, revolt-jesters, revolt-mixed; $peasants, $jesters)
kn-play = { $kind ->
    [jester] a Jester as { kn-a-card }
    [revolt] a revolt of { $peasants } Peasants
    [revolt-jesters] a revolt of { $jesters } Jesters as Peasants
    [revolt-mixed] a revolt of { $peasants } { $peasants ->
        [one] Peasant
       *[other] Peasants
    } and { $jesters } { $jesters ->
        [one] Jester
       *[other] Jesters
    } as Peasants
   *[card] { kn-a-card }
}
kn-play-start = { $kind ->
    [jester] A Jester as { kn-a-card }
    [revolt] A revolt of { $peasants } Peasants
    [revolt-jesters] A revolt of { $jesters } Jesters as Peasants
    [revolt-mixed] A revolt of { $peasants } { $peasants ->
        [one] Peasant
       *[other] Peasants
    } and { $jesters } { $jesters ->
        [one] Jester
       *[other] Jesters
    } as Peasants
   *[card] { kn-a-card-start }
}
# A play already named: the Traitor turns it round.
kn-the-play = { $kind ->
    [revolt] the revolt
    [revolt-jesters] the revolt
    [revolt-mixed] the revolt
   *[card] { kn-the-card }
}
kn-the-attack = the attack

## The log
# $you: "yes" when the line's player ($who, $by or $first) is the person at the screen, who
# reads "you" (the verb and the possessive agree), "no" otherwise. A line of two players says
# which of them is the person: the argument that names them ("attacker" or "defender", "by" or
# "against", "from" or "to"), or "no". With several winners, "yes" when the person is among them
# (then $last).
kn-log-dealt = Two cards each are dealt; { $you ->
    [yes] you play
   *[no] { $first } plays
} first.
kn-log-turn = { $you ->
    [yes] Your turn.
   *[no] { $who }'s turn.
}
# The prompt while a person is called to the screen (by name: several people play).
kn-turn = { $who }'s turn.
kn-log-minstrel-leaves = { $you ->
    [yes] Your Minstrel leaves: your kingdom
   *[no] { $who }'s Minstrel leaves: the kingdom
} may be attacked again.
kn-log-drew = { $you ->
    [yes] You draw
   *[no] { $who } draws
} { kn-a-card }.
kn-log-drew-hidden = { $you ->
    [yes] You draw
   *[no] { $who } draws
} a card.
kn-log-reshuffled = The discard pile becomes the deck: { $target ->
    [one] 1 gem wins
   *[other] { $target } gems win
} now.
kn-log-fortified = { $you ->
    [yes] You fortify
   *[no] { $who } fortifies
} with { $play }.
kn-log-discarded = { $you ->
    [yes] You play nothing and discard
   *[no] { $who } plays nothing and discards
} { kn-a-card }.
kn-log-attack = { $you ->
    [attacker] You attack { $defender }
    [defender] { $attacker } attacks you
   *[no] { $attacker } attacks { $defender }
} with { $play }.
kn-log-answered = { $you ->
    [yes] You answer
   *[no] { $who } answers
} with { $play }.
kn-log-unanswered = { $you ->
    [yes] You let
   *[no] { $who } lets
} it through.
kn-log-traitor = { $you ->
    [by] Your Traitor turns { $play } against { $against }.
    [against] { $by }'s Traitor turns { $play } against you.
   *[no] { $by }'s Traitor turns { $play } against { $against }.
}
kn-log-princess = { $you ->
    [yes] Your Princess takes { $play } into your hand.
   *[no] { $by }'s Princess takes { $play } into their hand.
}
kn-log-executed = { $you ->
    [yes] Your
   *[no] { $by }'s
} Executioner ends { $play }; the turn is over.
kn-log-minstrel-stops = { $you ->
    [yes] Your
   *[no] { $by }'s
} Minstrel stops { $play }; the turn is over.
kn-log-repelled = { $you ->
    [yes] You hold
   *[no] { $who } holds
}: no gems move.
# $by: the card that brings it down (kn-a-card-start); $card: the fortification.
kn-log-brought-down = { $by } brings down { $you ->
    [yes] your
   *[no] { $who }'s
} { kn-card }.
kn-log-scaled = A Ladder scales { $you ->
    [yes] your
   *[no] { $who }'s
} Castle.
kn-log-gems-taken = { $gems ->
    [one] 1 gem leaves
   *[other] { $gems } gems leave
} { $you ->
    [from] your kingdom for { $to }
    [to] { $from }'s kingdom for you
   *[no] { $from }'s kingdom for { $to }
}.
kn-log-stolen = { $you ->
    [by] Your
   *[no] { $by }'s
} Highwayman snatches { kn-gems } on the way to { $you ->
    [from] you
   *[no] { $from }
}.
kn-log-arrived = { $gems ->
    [one] 1 gem reaches
   *[other] { $gems } gems reach
} { $you ->
    [yes] you; you now own
   *[no] { $who }, who now owns
} { $total ->
    [one] 1 gem
   *[other] { $total } gems
}.
kn-log-won = { $you ->
    [yes] You win
   *[no] { $who } wins
} with { kn-gems }!
# $names: every winner but the last, with commas; $count: how many won.
kn-log-deck-ran-out = The deck ran out at the lowest target: { $count ->
    [one] { $you ->
        [yes] you win
       *[no] { $last } wins
    }
   *[other] { $names } and { $you ->
        [yes] you
       *[no] { $last }
    } share the win
} with { kn-gems }.

## Flashes
kn-flash-stolen = { $you ->
    [yes] Your
   *[no] { $by }'s
} Highwayman snatches { kn-gems }!
kn-flash-traitor = Traitor! { $you ->
    [by] You turn it on { $against }
    [against] { $by } turns it on you
   *[no] { $by } turns it on { $against }
}
kn-flash-princess = { $you ->
    [yes] Your
   *[no] { $by }'s
} Princess takes the card
kn-flash-brought-down = { $by } brings down { $you ->
    [yes] your
   *[no] { $who }'s
} { kn-card }
kn-flash-scaled = A Ladder scales { $you ->
    [yes] your
   *[no] { $who }'s
} Castle
kn-flash-executed = { $you ->
    [yes] Your
   *[no] { $by }'s
} Executioner ends the attack
kn-flash-minstrel = { $you ->
    [yes] Your
   *[no] { $by }'s
} Minstrel stops the attack
kn-flash-reshuffled = Reshuffle: { $target ->
    [one] 1 gem wins
   *[other] { $target } gems win
} now
kn-flash-won = { $you ->
    [yes] You win
   *[no] { $who } wins
} the game!
kn-flash-deck-ran-out = { $count ->
    [one] { $you ->
        [yes] You win
       *[no] { $last } wins
    }
   *[other] { $names } and { $you ->
        [yes] you
       *[no] { $last }
    } win
} the game!

## The table
kn-field-ladders = Ladders
kn-field-attack = Attack
kn-field-traitors = Traitors
kn-field-answer = Answer
kn-field-highwaymen = Highwaymen
kn-pile-deck = Deck: { $count }
kn-pile-discard = Discard: { $count }
kn-status-target = { $target ->
    [one] 1 gem wins
   *[other] { $target } gems win
}
kn-status-reshuffles = { $reshuffles ->
    [one] 1 reshuffle
   *[other] { $reshuffles } reshuffles
}
kn-panel-holdings = { kn-gems } · { $hand } in hand
kn-panel-guarded = guarded by a Minstrel
# A Jester on the table: the band across it.
kn-jester-band = as { kn-card }

## The prompt
kn-ask-stands-for = Jester: choose the card it stands for.
kn-ask-revolt = A revolt: choose how many Peasants march.
kn-ask-rival = { kn-card }: choose the rival to attack.
kn-ask-use = { kn-card }: choose what to do with it.
kn-ask-main = Your turn: attack a rival, fortify, or discard a card.
kn-ask-fortify = Fortify again, or end the turn (S).
kn-ask-attack = Attack { $rival } again, or end the turn (S).
kn-ask-answer = { $play } comes at you: answer it, or let it through.
kn-ask-fly-home = { $gems ->
    [one] 1 gem flies back to { $to }: steal it, or let it pass.
   *[other] { $gems } gems fly back to { $to }: steal them, or let them pass.
}
kn-ask-fly = { $gems ->
    [one] 1 gem flies from { $from } to { $to }: steal it, or let it pass.
   *[other] { $gems } gems fly from { $from } to { $to }: steal them, or let them pass.
}
kn-prompt-over = The game is over.
kn-prompt-answers = { $who } answers the attack.
kn-prompt-may-steal = { $who } may steal the gems in flight.
kn-prompt-deciding = { $who } is deciding…
kn-prompt-thinking = { $who } is thinking…

## Buttons
kn-btn-as = as { $mark } { kn-card }
kn-btn-peasants = { $peasants } Peasants
kn-btn-jesters = { $jesters } Jesters
kn-btn-mixed = { $peasants } { $peasants ->
    [one] Peasant
   *[other] Peasants
} + { $jesters } { $jesters ->
    [one] Jester
   *[other] Jesters
}
kn-btn-attack = Attack { $rival }
kn-btn-fortify = Fortify
kn-btn-discard = Discard it
kn-btn-let-gems-pass = { $gems ->
    [one] Let it pass (S)
   *[other] Let them pass (S)
}
kn-btn-let-through = Let it through (S)
kn-btn-end = End the turn (S)
kn-btn-steal = Steal (Highwayman)
kn-btn-back = Back (Esc)

## The rules card
kn-rules-card = { kn-card } — { $text }
kn-rules-jester-as = A Jester standing for { kn-a-card }. { $text }
kn-rules-not-playable =
    { $text }
    Not playable now: { $why }
# $where: kingdom (in $owner's), flight, or elsewhere.
kn-rules-gem = { $where ->
    [kingdom] A gem of { $colour }'s colour, in { $owner }'s kingdom.
    [flight] A gem of { $colour }'s colour, in flight.
   *[other] A gem of { $colour }'s colour.
} Whoever owns { kn-gems } wins.
# $forts: the fortifications, with commas; $fortified: how many.
kn-rules-kingdom = { $symbol } { $you ->
    [yes] Your kingdom
   *[no] { $who }'s kingdom
}: { kn-gems }, { $hand } in hand; { $fortified ->
    [0] no fortification
   *[other] fortified by { $forts }
}.
kn-text-peasant = Strength 1. Attacks or answers by strength; several Peasants may rise together in a revolt.
kn-text-soldier = Strength 2. Attacks a rival's kingdom or answers an attack by strength.
kn-text-knight = Strength 3. Attacks or answers by strength; a Princess can take an attacking Knight.
kn-text-king = Strength 4, the strongest. Attacks or answers by strength.
kn-text-castle = Fortifies a kingdom: attacks are stopped unless a Ladder, Catapult, Dragon or Ninja comes first.
kn-text-archer = Fortifies a kingdom (on the walls when a Castle stands): stops attacks until an attacking Archer or a Ninja removes it. Attacking, it removes a rival's Archer.
kn-text-minstrel = Guards a kingdom until its owner's next turn. Played as an answer, it stops the attack and ends the attacker's turn.
kn-text-ladder = Scales a rival's Castle for this turn, so strength cards attack over it; not while an Archer stands.
kn-text-catapult = Brings down a rival's Castle and the Archer on its walls; no answer undoes it.
kn-text-dragon = Burns past the Castle and takes 2 gems; cannot approach an Archer. An Executioner or a Princess stops it.
kn-text-ninja = Slips past every fortification and takes 2 gems; only an Executioner stops it.
kn-text-highwayman = Played out of turn, while gems are in flight: snatches them for its player. Another Highwayman may snatch them again.
kn-text-princess = Answers an attacking Knight or Dragon and takes it into her player's hand.
kn-text-executioner = Answers any attack card but a Ladder or Catapult: it is discarded and the attacker's turn ends.
kn-text-traitor = Answers a Peasant, Soldier, Knight or King and turns it back on its owner, past every fortification; it may be turned again.
kn-text-jester = Becomes any card when played: its player names it, and it is that card while on the table.

## Refusals: why a card cannot be played now
kn-refuse-not-now = That cannot be chosen now.
kn-refuse-no-highwayman = You hold no Highwayman (nor a Jester to stand for one).
kn-refuse-game-over = The game is over.
kn-refuse-wrong-decision = That is not the decision the game awaits now.
kn-refuse-not-in-hand = Those cards are not in the hand.
kn-refuse-one-at-a-time = { $play }: only Peasants are played several at once (a revolt).
kn-refuse-not-attack = { kn-a-card-start } is not an attack card.
kn-refuse-not-answer = { kn-a-card-start } does not answer an attack card.
kn-refuse-not-fortification = { kn-a-card-start } does not fortify a kingdom.
kn-refuse-not-highwayman = Only a Highwayman steals moving gems, not { kn-a-card }.
kn-refuse-no-such-seat = There is no such rival to attack.
kn-refuse-self = { $you ->
    [yes] You cannot attack your own kingdom: a player attacks a rival.
   *[no] { $target } cannot be attacked: a player attacks a rival, not their own kingdom.
}
kn-refuse-one-rival = This turn's attack is against { $rival } only.
kn-refuse-minstrel = { $seat }'s Minstrel keeps the kingdom safe until its owner's next turn.
kn-refuse-castle = { $seat }'s Castle stops { kn-a-card }: first a Ladder or Catapult, or attack with a Dragon or Ninja.
kn-refuse-archer = { $seat }'s Archer stops { kn-a-card }: remove it first with an Archer or a Ninja.
kn-refuse-ladder-archer = A Ladder cannot be used while an Archer stands on { $seat }'s walls.
kn-refuse-dragon-archer = A Dragon cannot approach { $seat }'s kingdom: an Archer guards it.
kn-refuse-needs-castle = { kn-a-card-start } is used against a Castle, and { $seat } has none.
kn-refuse-castle-scaled = { $seat }'s Castle is already scaled by a Ladder this turn.
kn-refuse-needs-archer = An attacking Archer removes a fortifying Archer, and { $seat } has none.
kn-refuse-one-of-a-kind = { $seat }'s kingdom already shows { kn-a-card }.
# $card: the attack (Ninja or Dragon); $response: the answer tried (kn-a-card).
kn-refuse-only-enemies = { kn-a-card-start } is stopped only by its enemies, not by { $response }.
kn-refuse-princess = A Princess takes only a Knight or a Dragon, not { kn-a-card }.
kn-refuse-traitor = A Traitor turns back only a Peasant, Soldier, Knight or King, not { kn-a-card }.
kn-refuse-executioner = An Executioner cannot answer { kn-a-card }.
# $card: the answer tried; $attack: the attack card (kn-a-card).
kn-refuse-strength = { kn-a-card-start } answers only an attack by strength, not { $attack }.
kn-refuse-must-discard = A player who plays nothing must discard a card; ending the turn is for an empty hand.

## The winner's screen
kn-summary-holdings = { kn-gems } · { $forts }
# $reshuffles: how many; $target: the gems that won at the end.
kn-summary-footer = { $reshuffles ->
    [0] No reshuffle: { $target ->
        [one] 1 gem
       *[other] { $target } gems
    } won.
    [one] 1 reshuffle: the target fell to { $target ->
        [one] 1 gem
       *[other] { $target } gems
    }.
   *[other] { $reshuffles } reshuffles: the target fell to { $target ->
        [one] 1 gem
       *[other] { $target } gems
    }.
}
kn-summary-decisive = Decisive: { $moments }

# A hint's line of why, beside a choice (said of the deciding seat, whoever reads it).
kn-why-castle = behind a Castle, only a Ladder, a Catapult, a Dragon or a Ninja can attack
kn-why-archer-on-walls = an Archer on the walls leaves only an Archer, a Catapult or a Ninja able to attack
kn-why-archer = behind an Archer, only an Archer or a Ninja can attack
kn-why-minstrel = no attack can reach the kingdom until its owner's next turn
kn-why-steal = takes the { $gems ->
    [one] gem
   *[other] { $gems } gems
} on the way
kn-why-catapult = brings down { $name }'s Castle
kn-why-catapult-archer = brings down { $name }'s Castle and the Archer on its walls
kn-why-ladder = scales { $name }'s Castle: attacks get past it this turn
kn-why-archer-duel = duels { $name }'s Archer
kn-why-richest = { $name } has the most gems of any rival: { $gems }
