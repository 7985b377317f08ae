# Skirmish at the table, in English: the log, the flashes, the prompt, the buttons, the plates
# and the rules card. $you: "yes" when the player named ($who) is the person at the screen, who
# is told "you"; a line about two players says which of them is the person ("by" or "target"),
# or "no". With several winners, "yes" when the person is among them (named $last).

game-skirmish = Skirmish
keys-skirmish = Enter on a card, then on a rival
sk-someone = someone

## Cards and plays
sk-card = a { $value }
sk-play = { $pair ->
    [yes] a pair of { $value }s
   *[no] { sk-card }
}

## The log
sk-log-dealt = Three cards to each player; everyone starts with 10 strength.
sk-log-turn = { $you ->
    [yes] Your turn.
   *[no] { $who }'s turn.
}
sk-log-passed-over = { $you ->
    [yes] You hold no card: your turn is passed over.
   *[no] { $who } holds no card: their turn is passed over.
}
sk-log-played = { $you ->
    [yes] You play
   *[no] { $who } plays
} { $play }.
sk-log-hit = { $you ->
    [by] You hit { $target }
    [target] { $by } hits you
   *[no] { $by } hits { $target }
} for { $damage }: { $strength } strength left.
sk-log-out = { $you ->
    [yes] You are out.
   *[no] { $who } is out.
}
sk-log-drew = { $you ->
    [yes] You draw
   *[no] { $who } draws
} { $card }.
sk-log-drew-hidden = { $you ->
    [yes] You draw
   *[no] { $who } draws
} a card.
sk-log-over = { $count ->
    [one] { $you ->
        [yes] You win
       *[no] { $last } wins
    }
   *[other] { $names } and { $you ->
        [yes] you share the win
       *[no] { $last } share the win
    }
} with { $strength } strength.

## Flashes
sk-flash-out = { $you ->
    [yes] You are out!
   *[no] { $who } is out!
}
sk-flash-won = { $count ->
    [one] { $you ->
        [yes] You win
       *[no] { $last } wins
    }
   *[other] { $names } and { $you ->
        [yes] you win
       *[no] { $last } win
    }
} the match!

## Refusals
sk-refuse-over = The match is over.
sk-refuse-not-now = Not now.
sk-refuse-not-in-hand = That card is not in the hand.
sk-refuse-no-such-seat = There is no such player.
sk-refuse-rival = { $you ->
    [yes] You cannot hit yourself: choose a rival.
   *[no] { $target } is out of the match: choose a rival still in it.
}
sk-refuse-target-first = The cards are played: choose the rival they hit first.
sk-refuse-play-first = Play a card first: then choose the rival it hits.

## The prompt and its buttons
sk-ask-play = Play one card, or two of the same value.
sk-ask-one-or-pair = Play { $card } alone, or the pair?
sk-ask-target = Choose the rival { $play } hits.
sk-turn = { $who }'s turn.
sk-prompt-thinking = { $who } is thinking…
sk-prompt-over = The match is over.
sk-btn-one = One card
sk-btn-pair = The pair
sk-btn-hit = Hit { $rival } ({ $strength })
sk-btn-back = Back
sk-why-hit = leaves { $rival } { $left ->
    [0] out
   *[other] at { $left }
}

## The table
sk-plate = Strength { $strength } · { $hand ->
    [one] 1 card
   *[other] { $hand } cards
}
sk-plate-out = Out of the match
sk-status = Deck: { $deck } · Discarded: { $discard }

## The rules card
sk-rules-card = A card of value { $value }: played alone it takes { $value } strength from the rival it hits; with its twin, twice that.
sk-rules-not-playable = { $text } Not now: { $why }
sk-rules-deck = The deck: { $deck } cards left. After a hit, the player who played draws back up to three cards.
sk-rules-pair = Two cards of the same value played together: the rival hit loses their total.
sk-rules-seat = { $you ->
    [yes] You
   *[no] { $who }
}: { $out ->
    [yes] out of the match.
   *[no] { $strength } strength, { $hand ->
        [one] 1 card
       *[other] { $hand } cards
    } in hand. A player at 0 strength is out.
}

## The winner's screen
sk-summary-strength = { $strength } strength
sk-summary-out = out
sk-summary-footer = { $discard } cards were played.
