# Castle Lords at the table: cards, the log, flashes, refusals, the prompt and the rules card. English.
#
# A card is passed as its codes: $type (knight, infantryman, crossbowman, archer, ivanhoe,
# locksley) and $emblem (the emblem's name in the components file: lion, eagle, boar, stag, or a
# table's own). A message with one card refers to castle-card or castle-the-card, which read
# those same arguments. Castles and players are names, the same in every language.

game-castle-lords = Castle Lords
variant-two-player-variant = two-player variant
rules-intermediate = Intermediate
rules-basic = Basic
rules-advanced = Advanced
keys-castle-lords = S launches the army or attacks nothing

## Cards
# The word at the foot of a card: its emblem.
castle-emblem = { $emblem ->
    [lion] lion
    [eagle] eagle
    [boar] boar
    [stag] stag
   *[other] { $emblem }
}
castle-of-the-emblem = of the { castle-emblem }
castle-card = { $type ->
    [ivanhoe] Ivanhoé
    [locksley] Locksley
    [knight] knight { castle-of-the-emblem }
    [infantryman] infantryman { castle-of-the-emblem }
    [crossbowman] crossbowman { castle-of-the-emblem }
   *[archer] archer { castle-of-the-emblem }
}
# A card at the head of a line (a hint's choice).
castle-card-start = { $type ->
    [ivanhoe] Ivanhoé
    [locksley] Locksley
    [knight] Knight { castle-of-the-emblem }
    [infantryman] Infantryman { castle-of-the-emblem }
    [crossbowman] Crossbowman { castle-of-the-emblem }
   *[archer] Archer { castle-of-the-emblem }
}
castle-the-card = { $type ->
    [ivanhoe] Ivanhoé
    [locksley] Locksley
   *[other] the { castle-card }
}
# A card in a list of cards.
castle-listed-card = { castle-card }
# The card taken in an exchange, after its owner's name.
castle-got-card = { castle-card }
# A list of cards: $rest (all but the last, with commas) and $last.
castle-cards = { $count ->
    [0] nothing
    [one] { $last }
   *[other] { $rest } and { $last }
}
# The big mark in a card's corner: its type.
castle-type-mark = { $type ->
    [knight] K
    [infantryman] I
    [crossbowman] C
   *[archer] A
}
castle-a-crown = { $crown ->
    [duke] a duke's crown
    [king] a king's crown
   *[hand] the hand's crown
}
castle-someone = someone

## The log
# $you: "yes" when the line's player ($name) is the person at the screen, who reads "you" (the
# verb and the possessive agree), "no" otherwise. A line of two players says which of them is
# the person: the argument that names them ("name" or "with"), or "no".
castle-hand-started = Hand { $hand } begins; { $you ->
    [yes] you play
   *[no] { $name } plays
} first.
castle-dealt = The cards are dealt.
castle-last-round = The deck is out: the last round begins, and attacks are compulsory.
castle-drew = { $you ->
    [yes] You draw
   *[no] { $name } draws
} { castle-the-card }.
castle-drew-hidden = { $you ->
    [yes] You draw
   *[no] { $name } draws
} a card.
castle-turn-skipped = { $you ->
    [yes] You have no cards and pass.
   *[no] { $name } has no cards and passes.
}
castle-offered = { $you ->
    [yes] You offer
   *[no] { $name } offers
} { castle-the-card }.
castle-proposed = { $you ->
    [yes] You propose
   *[no] { $name } proposes
} { castle-the-card }.
castle-declined = { $you ->
    [yes] You propose
   *[no] { $name } proposes
} nothing.
# $got and $gave: castle-got-card and castle-the-card. $you: name, with or no.
castle-exchanged = { $you ->
    [name] You take { $with }'s { $got }
    [with] { $name } takes your { $got }
   *[no] { $name } takes { $with }'s { $got }
} for { $gave }.
castle-offer-to-dungeon = No one proposes: { castle-the-card } goes to the dungeon.
castle-attack-begun = { $you ->
    [yes] You march
   *[no] { $name } marches
} on { $castle }.
castle-army-card-added = { $type ->
    [ivanhoe] Ivanhoé
    [locksley] Locksley
   *[other] The { castle-card }
} joins the army.
castle-army-played = { $you ->
    [yes] You take
   *[no] { $name } takes
} { $castle } with { $count ->
    [one] { $count } soldier
   *[other] { $count } soldiers
}.
castle-defenders-to-dungeon = The defenders of { $castle } ({ $cards }) are thrown into the dungeon.
castle-defenders-to-hand = The defenders of { $castle } ({ $cards }) join { $you ->
    [yes] your
   *[no] { $name }'s
} hand.
castle-banner-placed = { $you ->
    [yes] Your
   *[no] { $name }'s
} banner is planted on { $castle }.
castle-banner-moved = { $you ->
    [yes] Your
   *[no] { $name }'s
} banner moves to the first box of { $castle }.
castle-banner-to-dungeon = { $you ->
    [yes] Your
   *[no] { $name }'s
} banner is pushed off { $castle } into the dungeon.
castle-captured = { $you ->
    [yes] You are
   *[no] { $name } is
} now lord of { $castle }.
castle-no-lord = { $castle } has no lord.
castle-reclaim-begun = { $you ->
    [yes] You pay
   *[no] { $name } pays
} three cards to free a banner from the dungeon.
castle-discarded-to-limit = { $you ->
    [yes] You discard
   *[no] { $name } discards
} { castle-the-card } (hand limit).
castle-discarded-to-reclaim = { $you ->
    [yes] You pay
   *[no] { $name } pays
} { castle-the-card }.
castle-banner-reclaimed = { $you ->
    [yes] Your
   *[no] { $name }'s
} banner comes back from the dungeon.
castle-passed = { $you ->
    [yes] You attack
   *[no] { $name } attacks
} nothing.
castle-hand-discarded = { $you ->
    [yes] You cannot attack and discard
   *[no] { $name } cannot attack and discards
} { $cards }.
# $scores: each seat's castle-seat-points.
castle-hand-scored = Hand { $hand } scored: { $scores }.
castle-seat-points = { $you ->
    [yes] you
   *[no] { $name }
} { $points }
castle-crown-won = { $you ->
    [yes] You win
   *[no] { $name } wins
} { $crown }.
castle-match-no-winner = The match ends without a winner.
castle-match-won = { $you ->
    [yes] You win
   *[no] { $name } wins
} the match!
# $names: every winner but the last, with commas; $you: "yes" when the person at the screen is
# among the winners (then the last).
castle-match-shared = { $names } and { $you ->
    [yes] you
   *[no] { $last }
} share the match!

## Flashes
castle-flash-last-round = Last round: attacks are compulsory
castle-flash-crown = { $symbol } { $you ->
    [yes] You win
   *[no] { $name } wins
} { $crown }

## Refusals
castle-match-over = The match is over.
castle-refusal-wrong-decision = That is not what the table asks now: { $asked ->
    [offer] a card to offer
    [propose] a card to propose, or nothing
    [pick] one of the proposals
    [main] a castle to attack, a banner to free, or nothing
    [army] a card for the army, or its launch
    [reclaim] a card to pay for the banner
   *[discard] a card to discard down to the hand limit
}.
castle-refusal-not-in-hand = That card is not in your hand.
castle-refusal-no-proposal = That player proposed no card.
castle-refusal-no-such-castle = There is no such castle.
castle-refusal-army-mismatch = { $type ->
    [ivanhoe] Ivanhoé
    [locksley] Locksley
   *[other] The { castle-card }
} shares no { $rules ->
    [basic] emblem
   *[other] type or emblem
} with the rest of the army.
castle-refusal-army-too-small = Taking { $castle } needs an army of { $needed ->
    [one] { $needed } soldier
   *[other] { $needed } soldiers
} sharing { $rules ->
    [basic] an emblem
   *[other] an emblem or a type
} — { $why ->
    [in-hand] and no army in hand is that large
    [complete] and the rest of the hand could no longer complete it
   *[smaller] and the army is smaller
}.
castle-refusal-no-banner-in-reserve = No banner is left in reserve to plant on { $castle }.
castle-refusal-must-attack = In the last round an attack that can be made must be made.
castle-refusal-reclaim-not-advanced = Banners come back from the dungeon only in advanced play.
castle-refusal-no-banner-in-dungeon = None of your banners is in the dungeon.
castle-refusal-reclaim-cost = Freeing a banner costs 3 cards, and your hand holds { $held }.
castle-refusal-not-now = That cannot be chosen now.

## Buttons
castle-button-decline = Propose nothing
castle-button-confirm = Launch the army
castle-button-reclaim = Free a banner (3 cards)
castle-button-pass = Attack nothing
castle-button-attack = Attack { $castle }
castle-button-take-proposal = Take { $name }'s proposal

## On the table
castle-label-offer = Offer
castle-plate = { $symbol } { $name }
    { $points ->
        [one] { $points } point
       *[other] { $points } points
    } · { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } in hand
castle-status-hand = Hand { $hand }
castle-status-hand-of = Hand { $hand } of { $hands }
castle-status-rules = { $rules ->
    [basic] basic
    [intermediate] intermediate
   *[advanced] advanced
} rules
castle-status-last-round = last round: attacks are compulsory
castle-deck = Deck: { $count }
castle-dungeon = Dungeon: { $count }
castle-army-label = Army against { $castle }: { $count ->
    [one] { $count } soldier
   *[other] { $count } soldiers
}, { $needed } needed

## The prompt
castle-ask-offer = Offer a card of your hand for exchange.
castle-ask-propose = { $name } offers { castle-the-card }: propose a card from your hand, or nothing.
castle-ask-pick = Take one of the proposals.
castle-ask-last-round = Last round: attack a castle if you can.
castle-ask-attack = Attack a castle, or attack nothing.
castle-ask-army = Build the army against { $castle }: add cards, then launch it.
castle-ask-reclaim = Pay for the banner: discard { $left } more.
castle-ask-discard = Discard down to { $limit ->
    [one] { $limit } card
   *[other] { $limit } cards
}.
castle-prompt-scored = The hand is scored.
castle-prompt-proposing = { $name } proposes a card for the offer.
castle-prompt-discarding = { $name } discards down to the hand limit.
castle-prompt-turn = { $name }'s turn.
castle-prompt-thinking = { $name } is thinking…

## The rules card
# Two lines of the rules card: what a piece is, then why it cannot be chosen now.
castle-two-lines =
    { $first }
    { $second }
castle-card-text-wild = { castle-card }: wild — joins any army, sharing every emblem and type.
castle-card-text = The { castle-card }: fights in an army whose soldiers share { $rules ->
    [basic] an emblem
   *[other] an emblem or a type
}.
# The hover texts below take $you ("yes" when the seat named is the person at the screen) too.
castle-proposal-text = { $you ->
    [yes] Your proposal
   *[no] { $name }'s proposal
}: { $text }
castle-proposed-nothing = { $you ->
    [yes] You proposed nothing.
   *[no] { $name } proposed nothing.
}
castle-castle-text = { $castle }, worth { $value } points; { $defenders ->
    [one] { $defenders } defender
   *[other] { $defenders } defenders
}; { $ruled ->
    [yes] lord: { $lord }
   *[no] no lord
}.
castle-castle-needs = An army of { $needed } takes it.
castle-banner-in-box = { $symbol } { $you ->
    [yes] Your banner
   *[no] { $name }'s banner
}, box { $number } of { $boxes } on { $castle }: { $lord ->
    [yes] { $you ->
        [yes] you are its lord
       *[no] { $name } is its lord
    }
   *[no] { $rules ->
        [advanced] the banner in the deepest box makes the lord
       *[other] the banner in the first box makes the lord
    }
}. Each new banner pushes it a box towards the dungeon.
castle-banner-in-dungeon = { $symbol } { $you ->
    [yes] Your banner
   *[no] { $name }'s banner
}, in the dungeon: { $rules ->
    [advanced] in a turn, three cards paid into the dungeon free it.
   *[other] lost until the next hand.
}
castle-banner-in-reserve = { $symbol } { $you ->
    [yes] Your banner
   *[no] { $name }'s banner
}, in reserve: an army that takes a castle plants it there.
castle-tag-lord = The name of { $castle }: it lies before its lord, { $you ->
    [yes] you
   *[no] { $name }
}.
castle-tag-no-lord = The name of { $castle }: no one is its lord.
castle-crown-text = { $crown ->
    [duke] A duke's crown: won for a hand scored at 10 points or more, but not the top score.
    [king] A king's crown: won for the top score of a hand; the first with two wins the match.
   *[hand] The hand's crown: won for the top score of a hand; the most crowns after the last hand win the match.
}
# $castles: the castles' names, with commas.
castle-seat-text = { $symbol } { $name }: { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} in hand, { $reserve ->
    [one] { $reserve } banner
   *[other] { $reserve } banners
} in reserve; lord of { $count ->
    [0] no castle
   *[other] { $castles }
}.

## The winner's screen
castle-crowns-king = { $symbol } { $count } { $count ->
    [one] king's crown
   *[other] king's crowns
}
castle-crowns-duke = { $symbol } { $count } { $count ->
    [one] duke's crown
   *[other] duke's crowns
}
castle-crowns-hand = { $symbol } { $count } { $count ->
    [one] hand won
   *[other] hands won
}
castle-no-crown = no crown
castle-summary-footer = { $rules ->
    [basic] basic
    [intermediate] intermediate
   *[advanced] advanced
} rules, { $hands ->
    [one] { $hands } hand
   *[other] { $hands } hands
}, { $decisions }

# A hint's line of why, beside a choice (said of the deciding seat, whoever reads it).
castle-why-take = takes { $castle }, worth { $value }: { $before } → { $after } points this hand
castle-why-take-from = wins { $castle } from its lord: { $before } → { $after } points this hand
castle-why-score = { $before } → { $after } points this hand
castle-why-pick = brings { $card } into the hand
