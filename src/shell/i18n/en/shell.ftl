# The shell's words: title, saved matches, setup, results. English.
# Messages take their arguments by name; a count chooses the plural.

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
decision-count = { $count ->
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
# The name being typed, with how many letters it has of the most it may have.
setup-name-typing = { $name }|  { $count }/{ $most }
setup-options = Options
setup-speed = Speed: { $speed }
setup-rules = Rules: { $rules }
setup-start = Start the match
setup-learn = Learn to play
setup-share = Several people can share this screen: each hand stays hidden until its player takes their turn.
setup-share-online = Each person plays from their own screen: give them the room's code once it is created.
seat-person = Person at this screen
seat-computer = Computer, { $level }
level-easy = easy
level-normal = normal
level-hard = hard
level-expert = expert

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

## What could not be read: saves, records, the settings file
## A record's fault completes "it …" (the match, the record).
record-cannot-deal = cannot be dealt: { $error }
record-after-end = goes on after its end, at decision { $decision } ('{ $action }')
record-breaks-rules = breaks the rules at decision { $decision } ('{ $action }'): { $error }
save-fault-truncated = ends early: the file was cut short
save-fault-not-a-save = is not a save file of this game
save-fault-newer = was written by a newer version of the game
save-fault-invalid = is damaged, or was edited by hand
save-fault-options = has options its game does not accept
save-fault-too-large = is too large to be a save
save-fault-cannot-read = could not be read from the disk
save-fault-unplayable = does not fit the game's rules
problem-details = Details: { $details }
record-bad-notation = holds an action that is not { $game }'s notation at decision { $decision } ('{ $action }'): { $error }
record-seat-count = names { $seats } seats for a table of { $players }
record-not-read = could not be read ({ $error })
record-unknown-game = is a match of “{ $game }”, a game this version does not know
record-player = Player { $number }
record-cannot-watch = The record { $path } cannot be watched: it { $error }.
resume-failed-set-aside = The saved match “{ $key }” could not be resumed: it { $error }. It was set aside as { $place }.
resume-failed = The saved match “{ $key }” could not be resumed: it { $error }.
watch-failed = That match cannot be watched: it { $error }.
save-unreadable-set-aside = The saved match “{ $key }” could not be read: it { $error }. It was set aside as { $place }.
save-unreadable-kept = The saved match “{ $key }” could not be read: it { $error }. It could not be set aside either ({ $store }), and is left as it was.
settings-not-text = it is not text
settings-set-aside = Your settings could not be read ({ $problem }); the defaults are used, and the file was kept as { $place }.
settings-not-moved = Your settings could not be read ({ $problem }); the defaults are used. The file { $file } could not be moved aside ({ $error }).
settings-set-aside-browser = Your settings could not be read ({ $problem }); the defaults are used, and they were kept as { $place } in the browser's storage.

## How to play: the rules screen, over the title, the setup or the match
howto-open = How to play
howto-page = Page { $page } of { $pages }
howto-previous = ← Previous
howto-next = Next →
howto-close = Close (Esc)
howto-keys = Turn the page: ← →, Page Up, Page Down, shoulder buttons · Scroll: ↑ ↓, the wheel · Close: Esc, B

## Online play: the title's button, the online screen, a room's setup, the server's refusals
title-online = Play online
seat-remote = A person online
seat-person-online = A person, online
setup-create-room = Create the room
online-title = Play online
online-server = Server: { $url }
online-offline = Not connected.
online-connecting = Connecting to { $url }…
online-connected = Connected to { $url }.
online-reconnecting = The connection to { $url } dropped; reconnecting…
online-create = Create a room for friends or computer players:
online-code-empty = Type a room's code
online-join = Join
online-watch = Watch
online-pad-hint = Type the code, or choose its letters here.
online-pad-delete = Delete
online-pad-done = Done
online-room-code = The room's code:
online-room-share = Give this code to the friends who play with you: they choose “Join” and type it.
online-to-table = To the table
online-my-matches = { $count ->
    [0] No match on this device yet.
    [one] My match:
   *[other] My matches:
}
online-match = { $game }, room { $code }: { $state }
online-match-your-turn = your turn
online-match-waiting = waiting for others
online-match-over = over
online-unknown-game = a game this version does not know (“{ $game }”)
online-not-sent = That could not be sent: the connection is closed or busy. Try again in a moment.
online-not-sent-down = The server cannot be reached now: your choice was not sent. Choose again once the bar says you are connected.
online-error-unsupported-version = The server plays another version of the game: update the game, or choose another server.
online-error-hello-first = The server did not hear the game introduce itself; reconnecting should fix it.
online-error-malformed = The server could not read what the game sent.
online-error-too-large = That was too long for the server.
online-error-rate-limited = Too many tries in a short time: wait a few seconds and try again.
online-error-invalid-table = The server does not offer that table (its seats, rules or levels).
online-error-invalid-name = The server refuses that name: use 1 to 32 letters.
online-error-unknown-room = No room has that code. Check it and try again.
online-error-bad-token = That seat is no longer on this server.
online-error-room-full = Every seat of that room is taken.
online-error-not-seated = You have no seat in a room here.
online-error-not-your-turn = It is not your turn.
online-error-stale = The table had moved on: here it is as it stands now.
online-error-illegal-action = The rules do not allow that.
online-error-bad-notation = The server did not understand that move.
online-error-match-over = That match is over.
online-error-unavailable = The server cannot do that just now: try again in a moment.

## The Credits, over the title.
credits-open = Credits
credits-title = Credits
credits-games = Ivanhoe is a game by Reiner Knizia (GMT Games). Castle Lords is Ivanhoë by Francis Pacherie (Tilsit). Of Knights and Ninjas is published by Blue Fox Games. This edition plays their rules, told in its own words.
credits-pictures = Pictures: the game-icons.net set, under the Creative Commons Attribution 3.0 licence (CC BY 3.0, creativecommons.org/licenses/by/3.0), icons by { $authors }; recoloured and framed for the cards. The author of each picture is named in assets/CREDITS.md.
credits-fonts = Typefaces: Junicode by Peter S. Baker, under the SIL Open Font License 1.1; DejaVu Sans by Bitstream and the DejaVu fonts team, under the Bitstream Vera licence.
credits-sounds = Sounds and music: made for this edition (scripts/make-sounds), no outside recordings.
credits-code = Made with Bevy and the Rust crates named in Cargo.lock, each under its own licence.

## A server address that cannot be used ($part: the part of what was typed it is about).
online-address-empty = Type the server's address, such as example.org or example.org:8080.
online-address-space = The address cannot hold a space ("{ $part }").
online-address-unknown-scheme = "{ $part }" is not a way to reach the server: the address starts with ws://, wss://, http:// or https://, or with the server's name.
online-address-missing-host = The address names no server: type its name or number, such as example.org.
online-address-bad-host = "{ $part }" is not a server's name or number.
online-address-ipv6-without-brackets = An IPv6 address goes in brackets, with the port after them: [{ $part }]:8080.
online-address-bad-ipv6 = "{ $part }" is not an IPv6 address.
online-address-bad-port = "{ $part }" is not a port: a port is a number from 1 to 65535.
online-address-user-info = The address cannot hold a name and password ("{ $part }").
online-address-unexpected-path = The game's server answers at /ws, not at "{ $part }".
online-address-query-or-fragment = The address cannot end with "?" or "#" ("{ $part }").
