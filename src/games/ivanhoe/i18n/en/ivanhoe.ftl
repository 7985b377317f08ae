# Ivanhoe's words at the table: cards, the log, the prompt, refusals, the rules card. English.
# Arguments: $who a player's name and $you "yes" when that player is the person at the screen
# (then the line says "you"); $card a card (a message); $colour a colour's code (purple, red,
# blue, yellow, green); $value, $total, $best, $n numbers.

game-ivanhoe = Ivanhoe
keys-ivanhoe = S stays · W withdraws

## Colours and cards
iv-colour = { $colour ->
    [purple] purple
    [red] red
    [blue] blue
    [yellow] yellow
   *[green] green
}
# A colour said of a card ("no purple card"): English has one form.
iv-colour-f = { $colour ->
    [purple] purple
    [red] red
    [blue] blue
    [yellow] yellow
   *[green] green
}
iv-colour-start = { $colour ->
    [purple] Purple
    [red] Red
    [blue] Blue
    [yellow] Yellow
   *[green] Green
}
# A button or a mark: the colour's symbol and its name.
iv-colour-label = { $symbol } { $colour ->
    [purple] Purple
    [red] Red
    [blue] Blue
    [yellow] Yellow
   *[green] Green
}
iv-colour-card = { $colour ->
    [purple] purple
    [red] red
    [blue] blue
    [yellow] yellow
   *[green] green
} { $value }
iv-colour-card-bare = { $colour ->
    [purple] purple
    [red] red
    [blue] blue
    [yellow] yellow
   *[green] green
} { $value }
iv-colour-card-start = { $colour ->
    [purple] Purple
    [red] Red
    [blue] Blue
    [yellow] Yellow
   *[green] Green
} { $value }
iv-squire = squire { $value }
iv-squire-bare = squire { $value }
iv-squire-start = Squire { $value }
iv-maiden = maiden 6
iv-maiden-bare = maiden 6
iv-maiden-start = Maiden 6
# The label under a supporter's value on its face.
iv-face-squire = squire
iv-face-maiden = maiden
iv-action = { $card ->
    [unhorse] Unhorse
    [change-weapon] Change Weapon
    [drop-weapon] Drop Weapon
    [shield] Shield
    [stunned] Stunned
    [ivanhoe] Ivanhoe
    [break-lance] Break Lance
    [riposte] Riposte
    [dodge] Dodge
    [retreat] Retreat
    [knock-down] Knock Down
    [outmaneuver] Outmaneuver
    [charge] Charge
    [countercharge] Countercharge
    [disgrace] Disgrace
    [adapt] Adapt
   *[outwit] Outwit
}
# An action card lying face up before a player (the Shield, the Stunned card), as a thing.
iv-action-the = { $card ->
    [shield] Shield
    [stunned] Stunned
   *[other] { $name }
}
# A face-up card whose name the table does not know.
iv-a-card = card

## People
iv-person = { $you ->
    [yes] you
   *[no] { $who }
}
iv-another-player = another player
iv-whose = { $you ->
    [yes] your { $bare }
   *[no] { $who }'s { $bare }
}

## The log
iv-dealt = { $you ->
    [yes] You deal
   *[no] { $who } deals
} eight cards to everyone.
iv-deck-shuffled = The discard pile is shuffled into a new deck of { $cards } cards.
iv-hand-revealed = { $you ->
    [yes] You cannot start a tournament and show your hand.
   *[no] { $who } cannot start a tournament and shows their hand.
}
iv-tournament-started = { $you ->
    [yes] You start
   *[no] { $who } starts
} a { $colour } tournament.
iv-played = { $you ->
    [yes] You play
   *[no] { $who } plays
} { $card }.
iv-kept = { $you ->
    [yes] You keep
   *[no] { $who } keeps
} { $card }.
iv-cancelled = Ivanhoe! { $you ->
    [yes] You cancel
   *[no] { $who } cancels
} { $card }.
iv-colour-changed = The tournament changes from { $from } to { $to }.
iv-discarded = { $you ->
    [yes] You discard
   *[no] { $who } discards
} { $card }.
iv-card-moved = { $you ->
    [yes] You take
   *[no] { $who } takes
} { $card } from { $from }.
iv-card-retreated = { $you ->
    [yes] You take { $card } back into your hand.
   *[no] { $who } takes { $card } back into their hand.
}
iv-card-taken = { $you ->
    [yes] You take
   *[no] { $who } takes
} a card from { $from }.
iv-swapped = { $you ->
    [yes] You swap
   *[no] { $who } swaps
} { $mine } for { $theirs }.
iv-shield-placed = { $you ->
    [yes] You are
   *[no] { $who } is
} protected by the Shield.
iv-stunned-placed = { $you ->
    [yes] You are
   *[no] { $who } is
} stunned: one card a turn.
iv-stayed = { $you ->
    [yes] You stay
   *[no] { $who } stays
} in with { $total }.
iv-withdrew = { $you ->
    [yes] You withdraw.
   *[no] { $who } withdraws.
}
iv-token-returned = { $you ->
    [yes] You give back
   *[no] { $who } gives back
} a { $colour } token for the maiden.
iv-tournament-won = { $you ->
    [yes] You win
   *[no] { $who } wins
} the { $colour } tournament!
iv-token-won = { $you ->
    [yes] You take
   *[no] { $who } takes
} a { $colour } token.
iv-game-won = { $you ->
    [yes] You win
   *[no] { $who } wins
} the game!
iv-game-drawn = Nobody can start a tournament: the game ends drawn.

## An action card and its targets
iv-play-unhorse = Unhorse: purple becomes { $colour }
iv-play-change-weapon = Change Weapon: the tournament becomes { $colour }
iv-play-drop-weapon = Drop Weapon: the tournament becomes green
iv-play-break-lance = Break Lance on { $target }
iv-play-riposte = Riposte on { $target }
iv-play-dodge = Dodge on { $card }
iv-play-retreat = Retreat, taking back { $card }
iv-play-knock-down = Knock Down on { $target }
iv-play-outwit = Outwit: { $mine } for { $theirs }
iv-play-stunned = Stunned on { $target }

## Flashes
iv-flash-ivanhoe = Ivanhoe! — { $who }
iv-flash-tournament = { $you ->
    [yes] You win
   *[no] { $who } wins
} the { $colour } tournament

## Refusals
iv-no-game = The game is over.
iv-wrong-decision = That does not answer what the table asks now.
iv-no-ivanhoe = { $you ->
    [yes] You hold
   *[no] { $who } holds
} no Ivanhoe.
iv-not-in-hand = { $card } is not in { $you ->
    [yes] your
   *[no] { $who }'s
} hand.
iv-colour-without-card = { $you ->
    [yes] You hold
   *[no] { $who } holds
} no { $colourf } card and no supporter, so cannot announce { $colour }.
iv-purple-twice = The last tournament was purple: this one may not be purple again.
iv-first-card = A { $colour } tournament opens with a { $colourf } card or a supporter.
iv-wrong-colour = { $card } does not fit a { $colour } tournament.
iv-maiden-limit = A display may hold only one maiden.
iv-stunned-limit = { $you ->
    [yes] You are
   *[no] { $who } is
} stunned: one card a turn into the display.
iv-changes-nothing = { $card } would change nothing now.
iv-bad-colour-change = { $card } cannot make the tournament { $colour }.
iv-target-self = { $card }: it must target an opponent.
iv-target-none = { $card }: no such player.
iv-target-withdrawn = { $card }: { $target } has withdrawn.
iv-target-empty = { $card }: { $target } has no card in the tournament yet.
iv-target-not = { $card }: { $target } cannot be targeted.
iv-shielded = { $you ->
    [yes] Your display is
   *[no] { $who }'s display is
} protected by the Shield.
iv-outwit-shielded = { $you ->
    [yes] You are shielded: only a Shield or Stunned card can be swapped with you.
   *[no] { $who } is shielded: only a Shield or Stunned card can be swapped with them.
}
iv-last-card = That would leave a display without cards.
iv-no-such-position = { $you ->
    [yes] Your display has
   *[no] { $who }'s display has
} no such card.
iv-no-such-face-up = That card does not lie before { $target }.
iv-stay-without-play = To stay, play at least one card this turn.
iv-stay-not-highest = To stay, a total must beat every other: { $total } does not beat { $best }.
iv-ivanhoe-outside = Ivanhoe only cancels an action card another player has just played.
iv-bad-keep = Keep one of the display cards of value { $value }.
iv-bad-token = A { $colour } token cannot be taken now.
iv-bad-return = { $you ->
    [yes] You hold
   *[no] { $who } holds
} no { $colour } token to give back.
iv-nothing-to-act-on = { $card } has nothing to act on now.
# Two reasons a card cannot be played, one after the other.
iv-two-reasons = { $first } { $second }
iv-not-a-choice = That is not one of the choices now.
iv-not-now = Not now.

## What each card does (the rules card)
iv-rules-card = { $card } — { $text }
iv-rules-not-playable = { $card } — { $text }
    Not playable now: { $why }
iv-text-green = Joins green tournaments only; counts 1.
iv-text-colour = Joins { $colour } tournaments only; counts { $value }.
iv-text-maiden = A supporter: joins a tournament of any colour; counts { $value }, or 1 in green. At most one in a display; whoever withdraws with her gives back a token.
iv-text-squire = A supporter: joins a tournament of any colour; counts { $value }, or 1 in green.
iv-text-unhorse = Purple tournament only: it becomes red, blue or yellow.
iv-text-change-weapon = Red, blue or yellow tournament: change to another of those three.
iv-text-drop-weapon = Red, blue or yellow tournament: it becomes green.
iv-text-shield = Lay it before you: others' action cards no longer touch your display.
iv-text-stunned = Lay it before an opponent: they may add only one card to their display each turn.
iv-text-ivanhoe = Play it at any moment to cancel an action card another player has just played.
iv-text-break-lance = An opponent discards every purple card of their display (not their last card).
iv-text-riposte = Take the newest card of an opponent's display onto yours.
iv-text-dodge = Discard any one card of an opponent's display.
iv-text-retreat = Take one card of your display back into your hand.
iv-text-knock-down = Take a random card from an opponent's hand.
iv-text-outmaneuver = Every opponent discards the newest card of their display.
iv-text-charge = Everyone discards the display cards of the lowest value in play.
iv-text-countercharge = Everyone discards the display cards of the highest value in play.
iv-text-disgrace = Everyone discards their supporters (squires and maidens).
iv-text-adapt = Everyone keeps one card of each value in their display and discards the rest.
iv-text-outwit = Swap one of your face-up cards with one of an opponent's.

## The prompt
iv-prompt-tournament-won = The tournament is won.
iv-prompt-game-over = The game is over.
iv-prompt-waiting = { $play }. Waiting for the answers…
iv-prompt-their-turn = { $who }'s turn.
iv-prompt-thinking = { $who } is thinking…
iv-prompt-choose-colour = Your turn to start a tournament: choose its colour.
iv-prompt-first-card = Open the { $colour } tournament: play a { $colourf } card or a supporter.
iv-prompt-stay-or-withdraw = Your turn: { $total } against { $best }. No card can be played: Stay (S) or Withdraw (W).
iv-prompt-withdraw = Your turn: { $total } against { $best }. No card can be played: Withdraw (W).
iv-prompt-play = Your turn: { $total } against { $best }. Play cards, then Stay (S) or Withdraw (W).
iv-prompt-outwit-mine = Outwit: choose one of your face-up cards.
iv-prompt-outwit-theirs = Outwit: choose an opponent's face-up card to swap with.
iv-prompt-new-colour = { $card }: choose the new colour.
iv-prompt-dodge = Dodge: choose a card of an opponent's display.
iv-prompt-retreat = Retreat: choose a card of your display to take back.
iv-prompt-player = { $card }: choose a player.
iv-prompt-choose = Choose.
iv-prompt-adapt = Adapt: keep one of your display cards of value { $value }.
iv-prompt-ivanhoe = { $play }. Cancel it with Ivanhoe?
iv-prompt-ivanhoe-unknown = Cancel the card just played with Ivanhoe?
iv-prompt-choose-token = You won a purple tournament: take a token of a colour you lack.
iv-prompt-return-token = You withdrew with a maiden: give back one of your tokens.
# "Rowena plays Riposte on Brian", said in the prompt.
iv-plays = { $you ->
    [yes] You play
   *[no] { $who } plays
} { $play }

## Buttons
iv-stay = Stay (S)
iv-withdraw = Withdraw (W)
iv-ivanhoe = Ivanhoe!
iv-pass = Pass
iv-cancel = Cancel (Esc)
iv-back = Back

## The table's labels
iv-goal = Tokens: the first to hold { $n } colours wins
iv-pool-count = ×{ $n }
iv-no-tournament = No tournament
iv-deck = Deck { $n }
iv-discard = Discard { $n }
iv-plate-out = out
iv-plate-hand = { $n } in hand
iv-plate-shield = Shield
iv-plate-stunned = Stunned

## The results
iv-no-token = no token
iv-footer = { $tournaments ->
    [one] 1 tournament
   *[other] { $tournaments } tournaments
}, { $decisions }

# A hint's line of why, beside a choice (said of the deciding seat, whoever reads it).
iv-why-colour = { $points ->
    [one] one point
   *[other] { $points } points
} in hand for { $colour }
iv-why-stay = stays in the tournament, ahead { $mine } to { $best }
iv-why-withdraw = keeps { $cards } { $cards ->
    [one] card
   *[other] cards
} in hand for the tournaments to come
iv-why-withdraw-maiden = keeps { $cards } { $cards ->
    [one] card
   *[other] cards
} in hand, but the maiden costs a token
iv-why-token = a colour not yet won
iv-why-cancel = cancels { $card }
iv-why-colour-changed = turns the tournament { $colour }: { $mine } against { $best }
iv-why-cut = brings the best rival from { $from } down to { $to }, against { $mine }
iv-why-ahead = takes the lead, { $mine } to { $best }
iv-why-closer = makes { $mine }, against { $best }
iv-why-shield = guards the display against the action cards
