# The table kit's words: the match menu, the hand-off, notices. English.

## The match's menu
hud-menu = Menu
hud-point-at-a-card = Point at a card, or move the focus to it, to read what it does.
menu-paused = Paused
menu-replay = Replay
menu-watching = Watching
menu-resume = Resume (Esc)
menu-take-back = Take back my last decision (U)
menu-animations = Animations: { $speed }
menu-stop-watching = Stop watching
menu-leave = Leave the match
menu-keys =
    Keys: arrows move · Enter chooses · Esc takes back a pick · U takes back a decision
    H a hint · { $game } · F animation speed
menu-keys-replay =
    Keys: ← → a decision back or on · Page Up, Page Down ten
    ↑ ↓ the start or the end · Enter plays or pauses · F animation speed
menu-keys-online =
    Keys: arrows move · Enter chooses · Esc takes back a pick
    H a hint · { $game } · F animation speed
menu-keys-watching = Keys: Esc this menu · F animation speed
leave-question = Leave the match?
leave-saved = The match is saved: Continue on the title screen takes it up again.
leave-guided = The guided match is not saved: Learn to play, on the game's setup, starts it again.
leave-online = The match goes on on the server and your seat is kept: My matches, on the online screen, takes it up again.
leave-keep-playing = Keep playing (Esc)

## Hand-off between people at one screen
handoff-pass = Pass the screen to { $name }
handoff-look-away = The others look away: the next view shows this player's hand.
handoff-show = I am { $name }: show my hand

## Replays
replay-start = Start
replay-ten-back = « 10
replay-one-back = ‹ 1
replay-play = Play
replay-pause = Pause
replay-one-on = 1 ›
replay-ten-on = 10 »
replay-end = End
replay-cannot-go = The replay cannot go there.

## Notices
not-allowed = Not allowed: { $error }
save-failed = The match could not be saved: { $error }
undo-only-the-person = Only the person playing can take back a decision.
undo-several-people = With several people at this screen, a decision stands.
undo-nothing-yet = Nothing to take back yet.
undo-another-decided = Nothing to take back: another player has decided since your last decision.
undo-barrier = That decision stands: a card was drawn or shown since, so it cannot be taken back.
undo-failed = That decision cannot be taken back.
undo-done = Your last decision was taken back.

## Results
results-winner = { $name } wins the game!
results-winners = { $names } and { $last } share the win!
results-drawn = The game ends drawn
results-play-again = Play again
results-play-online = Play online again
results-watch = Watch the replay
results-main-menu = Main menu
record-line = Your record against { $against }: { $won } won of { $played } played.
record-against-mixed = computer players of mixed levels
record-against-level = { $level } computer players

## A match online: the bar at the top, what cannot be shown
table-prompt-remote = { $name } is choosing…
table-prompt-offline = { $name } is offline: the match waits for them to come back.
online-seat-free = seat { $number }
online-seat-computer = Computer { $number }
online-bar-connecting = Connecting…
online-bar-connected = Online · room { $code }
online-bar-watching = Watching · room { $code }
online-bar-waiting = Online · room { $code } · waiting for a person at { $seats }
online-bar-away = Online · room { $code } · offline: { $names }
online-bar-waiting-away = Online · room { $code } · waiting for a person at { $seats } · offline: { $names }
online-bar-reconnecting = Reconnecting…
online-bar-closed = Not connected
online-bar-abandoned = Room { $code } ended: nobody played in it for a day, so the server closed it. It can be watched but not played on.
online-view-unreadable = could not be read ({ $error })
online-view-no-seat = holds no seat's view
online-no-view = has not come yet
online-cannot-show = The table cannot be shown: the server's view { $error }.

## Hints
hud-hint = Hint
hint-thinking = Thinking over your choices…
hint-title = Hint: your chance to win the match after each choice
hint-badge = { $rank } · { $chance }%
hint-choice = { $rank }. { $choice } · { $chance }%
hint-title-ranked = Hint: your choices, the best first
hint-title-ranked-of = Hint for { $name }: the choices, the best first
hint-choice-ranked = { $rank }. { $choice }
hint-badge-ranked = { $rank }
hint-no-chance = No chance to win is shown at this table: the search's estimates have not been checked against played games here.
hint-choice-why = { $choice }: { $why }
hint-then = { $first } → { $then }
hint-unnamed = that choice
hint-title-of = Hint for { $name }: the chance to win the match after each choice
hint-basis-of = From what { $name } could see: { $deals } deals tried. H hides it.
hint-basis = From what you can see: { $deals } deals tried. H hides it.
menu-hints-everyone = Hints: { $everyone ->
    [yes] for everyone
   *[no] solo play only
}
menu-hint-depth = Hint search: { $depth }
hint-depth-quick = quick
hint-depth-thorough = thorough
hint-depth-deep = deep

## The turning points of a match, on the winner's screen
turning-finding = Finding the turning points of the match… { $percent }%
turning-none = No turning point: no choice of yours gave up more than 3 points of chance against the best found, and no opponent's chance leapt that much.
turning-heading = Turning points: each opens the replay there, with the hint
turning-cost = After { $made }: { $choice }, where { $best } was better by { $points } points
turning-gain = After { $made }: { $name }, { $choice }: up { $points } points
