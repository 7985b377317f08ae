# The shell's words: title, saved matches, setup, results. English.
# Messages take their arguments by name; a count chooses the plural.

## Games
game-ivanhoe = Ivanhoe
game-castle-lords = Castle Lords
game-knights-ninjas = Of Knights and Ninjas

## Languages, each in its own words
language-english = English
language-french = Français

## Title
title-name = Ivanhoe
title-tagline = Card games of tournaments and castles
title-continue = Continue: { $match }
title-play = Play { $game }
title-saved-matches = Saved matches ({ $count })
title-language = Language: { $language }
title-quit = Quit
title-controls = Mouse: click · Keyboard: arrows, Enter, Esc to go back · Gamepad: D-pad, A, B
back-esc = Back (Esc)

## Saved matches
saved-title = Saved matches
saved-match = { $game } · { $decisions } · saved { $ago }
    { $names }
saved-just-dealt = just dealt
saved-decisions = { $count ->
    [one] { $count } decision
   *[other] { $count } decisions
}
saved-finished = Finished: { $match }
saved-replay = Replay
saved-delete = Delete
ago-just-now = just now
ago-minutes = { $count } min ago
ago-hours = { $count } h ago
ago-yesterday = yesterday
ago-days = { $count ->
    [one] { $count } day ago
   *[other] { $count } days ago
}

## Setup
setup-title = New game: { $game }
setup-players = Players: { $count }
setup-players-variant = Players: { $count } ({ $variant })
setup-fewer = Fewer
setup-more = More
setup-seat = Seat { $number }
setup-options = Options
setup-speed = Speed: { $speed }
setup-rules = Rules: { $rules }
setup-start = Start the match
setup-share = Several people can share this screen: each hand stays hidden until its player takes their turn.
setup-unshown = Not shown stronger at this table: { $pairs }.
setup-level-over = { $stronger } than { $weaker }
seat-person = Person at this screen
seat-computer = Computer, { $level }
level-easy = easy
level-normal = normal
level-hard = hard
level-expert = expert
variant-two-player-variant = two-player variant
rules-intermediate = Intermediate
rules-basic = Basic
rules-advanced = Advanced

## Animation speeds
speed-relaxed = relaxed
speed-normal = normal
speed-fast = fast
speed-instant = instant

## Loading, and files that failed
loading = Loading…
assets-incomplete = The game's files are incomplete
assets-one-failed = An asset of the game could not be loaded.
assets-reinstall = Reinstall the game, or run it from the folder that holds `assets/`.
