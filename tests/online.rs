//! Online play through the real app, headless, against a server started in this process on
//! loopback (its rooms in a temporary SQLite file): rooms created from the online screen and
//! the setup, each game played to the winner's screen through the remote source, two people
//! in one room each seeing only their own seat, a room joined by a code typed on the keyboard,
//! a dropped connection shown and resumed, and a match resumed from "My matches" in a new app.
//!
//! Every wait is bounded: by frames and by wall-clock time.

mod common;

use std::time::{Duration, Instant};

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use bots::{BotGame, Difficulty};
use common::{button_named, click_button, screen, tap};
use ivanhoe::shell::online::{Connection, Online, OnlineSettings};
use ivanhoe::shell::screens::{MatchSetup, Screen, SeatKind, SeatSetup};
use ivanhoe::table::decide::Picks;
use ivanhoe::table::{Decision, Remote, Seating, Seen, Source, TableGame};
use online_server::{Config, Limits, ServerThread};
use rules_core::Game;

/// How long any one thing may take (a room created, a view come back).
const WAIT: Duration = Duration::from_secs(60);
/// How long a whole match may take.
const MATCH: Duration = Duration::from_secs(240);

/// A server on loopback, any free port (or `addr`), its rooms in `dir`'s SQLite file.
fn server(dir: &tempfile::TempDir, addr: Option<std::net::SocketAddr>) -> ServerThread {
    server_with(dir, addr, Limits::default())
}

/// [`server`] with `limits`, but for the rate of messages: the scripted person answers each
/// view within a frame, faster than a person's rate (the server's own hostile suite checks the
/// default limit).
fn server_with(
    dir: &tempfile::TempDir,
    addr: Option<std::net::SocketAddr>,
    limits: Limits,
) -> ServerThread {
    let database = format!("sqlite:{}", dir.path().join("rooms.db").display());
    ServerThread::start(Config {
        listen: addr.unwrap_or_else(|| "127.0.0.1:0".parse().expect("an address")),
        database,
        static_dir: None,
        limits: Limits {
            messages: online_server::rate::Rate {
                burst: 10_000,
                every: Duration::from_micros(100),
            },
            ..limits
        },
    })
    .expect("the server starts")
}

/// The game on the title screen, its server `url`, holding the seats `settings` keeps.
fn app_online(url: &str, kept: Option<OnlineSettings>) -> App {
    let mut app = ivanhoe::headless_app(Duration::from_millis(50));
    app.insert_resource(ivanhoe::shell::saves::Saves(std::sync::Arc::new(
        saves::MemoryStore::new(),
    )));
    app.insert_resource(ivanhoe::shell::settings::AnimationSpeed::Instant);
    let mut settings = kept.unwrap_or_default();
    settings.server = url.to_string();
    app.insert_resource(settings);
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.update();
    app
}

/// Updates `app` until `done` holds, at most `limit` long; a short rest between frames lets
/// the server's and the socket's threads answer. Fails with `what` on time.
fn until(app: &mut App, limit: Duration, what: &str, mut done: impl FnMut(&mut App) -> bool) {
    let start = Instant::now();
    while !done(app) {
        assert!(start.elapsed() < limit, "timed out: {what}");
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// Clicks the menu button `name`, waiting for it to show and be enabled first.
fn press(app: &mut App, name: &str) {
    until(app, WAIT, &format!("the button {name}"), |app| {
        button_named(app, name).is_some_and(|e| {
            app.world()
                .get::<ivanhoe::shell::menu::MenuItem>(e)
                .is_some_and(|m| m.enabled)
        })
    });
    let button = button_named(app, name).expect("shown");
    click_button(app, button);
    app.update();
}

/// Types `text` on the keyboard, a key a frame.
fn type_text(app: &mut App, text: &str) {
    for c in text.chars() {
        app.world_mut().write_message(KeyboardInput {
            key_code: KeyCode::KeyA,
            logical_key: Key::Character(c.to_string().into()),
            state: ButtonState::Pressed,
            text: Some(c.to_string().into()),
            repeat: false,
            window: Entity::PLACEHOLDER,
        });
        app.update();
    }
    app.world_mut().write_message(KeyboardInput {
        key_code: KeyCode::Enter,
        logical_key: Key::Enter,
        state: ButtonState::Pressed,
        text: None,
        repeat: false,
        window: Entity::PLACEHOLDER,
    });
    app.update();
}

/// From the title (or the online screen): "Play online", "Create a room" of `game` with `seats`, "Create the room";
/// the room's code comes back and shows; "To the table". Returns the room's code.
fn create_room(app: &mut App, game: &str, seats: Vec<SeatSetup>) -> String {
    if screen(app) != Screen::Online {
        press(app, "Play online");
    }
    until(app, WAIT, "connected", |app| {
        app.world().resource::<Online>().connection == Connection::Connected
    });
    app.insert_resource(MatchSetup {
        seats,
        seed: None,
        rules: 0,
    });
    press(app, &format!("Create a room: {game}"));
    assert_eq!(screen(app), Screen::Setup);
    press(app, "Create the room");
    press(app, "To the table");
    until(app, WAIT, "the table", |app| screen(app) == Screen::Match);
    assert_eq!(*app.world().resource::<Source>(), Source::Remote);
    app.world()
        .resource::<Online>()
        .room
        .as_ref()
        .expect("a room")
        .code
        .clone()
}

fn person(name: &str) -> SeatSetup {
    SeatSetup {
        name: name.into(),
        kind: SeatKind::Human,
    }
}

fn computer(name: &str) -> SeatSetup {
    SeatSetup {
        name: name.into(),
        kind: SeatKind::Computer(Difficulty::Easy),
    }
}

/// The seat `app` plays, once its match is at the table.
fn my_seat<G: TableGame>(app: &App) -> usize {
    app.world().resource::<Remote<G>>().seat()
}

/// What the app shows of its seat, checked: the seat is its own, no other hand lies open, and
/// only its own seat counts as a person at this screen.
fn check_own_view<G: TableGame>(app: &App) {
    let seat = my_seat::<G>(app);
    let seen = app.world().resource::<Seen<G>>();
    assert_eq!(seen.seat, seat, "the table is seen from the app's own seat");
    assert!(seen.open_hands.is_empty(), "no hand lies open online");
    let seating = app.world().resource::<Seating>();
    assert_eq!(
        (0..seating.seats.len())
            .filter(|&s| seating.is_human(s))
            .collect::<Vec<_>>(),
        vec![seat],
        "only this app's seat is a person at this screen"
    );
}

/// One frame of a person playing: when the app's seat decides, the game's heuristic chooses
/// from what the app shows, and the decision goes to the table as a person's does.
fn play_a_frame<G: TableGame>(app: &mut App, bot: &mut Box<dyn bots::Bot<G::Engine>>) {
    if screen(app) == Screen::Match && app.world().get_resource::<Remote<G>>().is_some() {
        check_own_view::<G>(app);
        let seat = my_seat::<G>(app);
        let seen = app.world().resource::<Seen<G>>();
        if seen.deciding == Some(seat) && !seen.legal.is_empty() {
            let action = bot.choose(&seen.observation, &seen.legal);
            app.world_mut()
                .write_message(Decision::<G> { seat, action });
        }
    }
    app.update();
    std::thread::sleep(Duration::from_millis(1));
}

/// What the app shows of the match online, for a test that waited too long: the screen, the
/// connection, the view shown and who decides in it, and what waits to be shown.
fn where_it_stands<G: TableGame>(app: &App) -> String {
    let online = app.world().resource::<Online>();
    let remote = app.world().get_resource::<Remote<G>>();
    let seen = app.world().get_resource::<Seen<G>>();
    format!(
        "screen {:?}, connection {:?}, view shown {:?}, my seat {:?}, deciding {:?} with {} legal \
         actions, {} views waiting, {} refusals waiting",
        screen(app),
        online.connection,
        remote.map(|r| r.seq()),
        remote.map(|r| r.seat()),
        seen.map(|s| s.deciding),
        seen.map_or(0, |s| s.legal.len()),
        online.views.len(),
        online.refusals.len(),
    )
}

/// Plays `app`'s seat past `decisions` decisions of the match, on to one of its person's that
/// stays open: `false` if the match ended first.
fn play_to_an_open_decision<G: Picks>(
    app: &mut App,
    bot: &mut Box<dyn bots::Bot<G::Engine>>,
    decisions: u64,
) -> bool {
    let start = Instant::now();
    loop {
        assert!(
            start.elapsed() < MATCH,
            "an open decision in time; {}",
            where_it_stands::<G>(app)
        );
        if screen(app) == Screen::Results {
            return false;
        }
        let seq = app.world().resource::<Remote<G>>().seq();
        let seen = app.world().resource::<Seen<G>>();
        if seq >= decisions
            && seen.deciding == Some(my_seat::<G>(app))
            && !seen.legal.is_empty()
            && G::lone_pass(seen).is_none()
        {
            return true;
        }
        if seq < decisions {
            play_a_frame::<G>(app, bot);
        } else {
            app.update();
        }
    }
}

/// Plays `app`'s seat until the winner's screen.
fn play_to_results<G: TableGame>(app: &mut App) {
    let mut bot = G::Engine::heuristic(7);
    let start = Instant::now();
    while screen(app) != Screen::Results {
        assert!(
            start.elapsed() < MATCH,
            "{}: the match did not end in time; {}",
            G::Engine::NAME,
            where_it_stands::<G>(app)
        );
        play_a_frame::<G>(app, &mut bot);
    }
    assert!(
        app.world()
            .get_resource::<ivanhoe::shell::screens::MatchSummary>()
            .is_some(),
        "{}: the winner's screen has the game's summary",
        G::Engine::NAME
    );
}

/// A whole match of `G`: one person (this app) and two computer players run by the server,
/// played to the winner's screen through the remote source.
fn whole_match<G: TableGame>(game: &str) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let server = server(&dir, None);
    let mut app = app_online(&server.url(), None);
    let seats = vec![person("Rowena"), computer("Brian"), computer("Cedric")];
    let code = create_room(&mut app, game, seats);
    assert_eq!(code.len(), online_protocol::limits::ROOM_CODE_LEN);
    assert_eq!(my_seat::<G>(&app), 0);
    play_to_results::<G>(&mut app);
    let kept = app.world().resource::<OnlineSettings>();
    assert_eq!(kept.seats.len(), 1, "the seat's token is kept");
    assert_eq!(kept.seats[0].code, code);
    // The match is over on the server: playing again online means a new room, so the winner's
    // first button leads to the online screen, not to a match that cannot start.
    press(&mut app, "Play again");
    until(&mut app, WAIT, "the online screen", |app| {
        screen(app) == Screen::Online && button_named(app, "Room code field").is_some()
    });
    // The finished match opened again from "My matches" (another device, or the game started
    // again): its final table, then the winner's screen, rather than a table where nobody
    // decides.
    press(&mut app, &format!("My match {code}"));
    until(&mut app, MATCH, "the winner's screen again", |app| {
        screen(app) == Screen::Results
    });
}

/// Ivanhoe, online against the server's computer players, to the winner's screen.
#[test]
fn ivanhoe_online_to_the_end() {
    whole_match::<ivanhoe::games::ivanhoe::Ivanhoe>("ivanhoe");
}

/// Castle Lords, online against the server's computer players, to the winner's screen.
#[test]
fn castle_lords_online_to_the_end() {
    whole_match::<ivanhoe::games::castle_lords::CastleLords>("castle-lords");
}

/// Of Knights and Ninjas, online against the server's computer players, to the winner's screen.
#[test]
fn knights_ninjas_online_to_the_end() {
    whole_match::<ivanhoe::games::knights_ninjas::KnightsNinjas>("knights-ninjas");
}

/// A person watches a room by its code from another app: the table from no seat (every hand
/// face down, the watcher's chair showing only seat 0's cards every seat knows, nobody at this
/// screen to decide, the bar saying so), following the match to the winner's screen while
/// its player plays.
#[test]
fn a_room_is_watched_by_its_code() {
    type G = ivanhoe::games::ivanhoe::Ivanhoe;
    let dir = tempfile::tempdir().expect("a temporary directory");
    let server = server(&dir, None);
    let mut player = app_online(&server.url(), None);
    let seats = vec![person("Rowena"), computer("Brian"), computer("Cedric")];
    let code = create_room(&mut player, "ivanhoe", seats);

    let mut watcher = app_online(&server.url(), None);
    press(&mut watcher, "Play online");
    press(&mut watcher, "Room code field");
    type_text(&mut watcher, &code.to_lowercase());
    press(&mut watcher, "Watch");
    until(&mut watcher, WAIT, "the watcher at the table", |app| {
        screen(app) == Screen::Match && app.world().get_resource::<Remote<G>>().is_some()
    });
    assert!(watcher.world().resource::<Remote<G>>().watching());
    let first = &watcher.world().resource::<Seen<G>>().observation;
    assert!(
        first.hand.len() < first.hand_sizes[0],
        "seat 0's cards drawn unseen stay hidden from the watcher: {} of {}",
        first.hand.len(),
        first.hand_sizes[0]
    );
    watcher.update();
    let bar: Vec<String> = watcher
        .world_mut()
        .query::<(&Text, &ivanhoe::shell::locale::Words)>()
        .iter(watcher.world())
        .filter(|(_, w)| w.0.id() == "online-bar-watching")
        .map(|(t, _)| t.0.clone())
        .collect();
    assert_eq!(bar, vec![format!("Watching · room {code}")]);
    // Its menu offers nothing to decide with: Stop watching, which asks nothing (nothing is
    // lost), and no decision to take back.
    tap(&mut watcher, KeyCode::Escape);
    watcher.update();
    assert!(button_named(&mut watcher, "Stop watching").is_some());
    assert!(button_named(&mut watcher, "Take back").is_none());
    assert!(button_named(&mut watcher, "Leave the match").is_none());
    tap(&mut watcher, KeyCode::Escape);
    watcher.update();
    assert!(
        button_named(&mut watcher, "Stop watching").is_none(),
        "the menu closed"
    );

    let mut bot = <G as TableGame>::Engine::heuristic(4);
    let start = Instant::now();
    let mut watched = 0;
    while screen(&player) != Screen::Results || screen(&watcher) != Screen::Results {
        assert!(
            start.elapsed() < MATCH,
            "the match did not end in time at both; watcher: {}",
            where_it_stands::<G>(&watcher)
        );
        if screen(&player) != Screen::Results {
            play_a_frame::<G>(&mut player, &mut bot);
        }
        if screen(&watcher) == Screen::Match {
            let world = watcher.world();
            assert_eq!(
                world.resource::<ivanhoe::table::Viewer>().0,
                None,
                "no hand face up"
            );
            let seating = world.resource::<Seating>();
            assert!(
                (0..seating.seats.len()).all(|s| !seating.is_human(s)),
                "nobody decides at the watcher's screen"
            );
            let seen = world.resource::<Seen<G>>();
            assert!(seen.legal.is_empty() && seen.open_hands.is_empty());
            watched = watched.max(world.resource::<Remote<G>>().seq());
        }
        watcher.update();
        std::thread::sleep(Duration::from_millis(1));
    }
    assert!(
        watched > 10,
        "the watcher followed the match: {watched} decisions seen"
    );
    assert!(
        watcher
            .world()
            .get_resource::<ivanhoe::shell::screens::MatchSummary>()
            .is_some(),
        "the watcher's winner's screen has its summary"
    );
}

/// Two people in one room, each on their own app: the second joins with the code typed on the
/// keyboard; each sees the table from their own seat only (their observations differ, no hand
/// lies open), and both play to the winner's screen.
#[test]
fn two_people_each_see_their_own_seat() {
    type G = ivanhoe::games::ivanhoe::Ivanhoe;
    let dir = tempfile::tempdir().expect("a temporary directory");
    let server = server(&dir, None);
    let mut first = app_online(&server.url(), None);
    let seats = vec![person("Rowena"), person("Wilfred"), computer("Brian")];
    let code = create_room(&mut first, "ivanhoe", seats);

    let mut second = app_online(&server.url(), None);
    second.insert_resource(MatchSetup {
        seats: vec![person("Wilfred")],
        seed: None,
        rules: 0,
    });
    press(&mut second, "Play online");
    // A wrong code is refused in words, and nothing breaks.
    press(&mut second, "Room code field");
    type_text(&mut second, "ZZZZZZZZZZZZ");
    press(&mut second, "Join");
    until(&mut second, WAIT, "the refusal", |app| {
        button_named(app, "Join").is_some()
            && app
                .world()
                .resource::<ivanhoe::shell::screens::online::OnlineForm>()
                .problem
                .as_ref()
                .is_some_and(|p| p.id() == "online-error-unknown-room")
    });
    assert_eq!(screen(&second), Screen::Online);
    // The right one: typed over the wrong one.
    press(&mut second, "Room code field");
    for _ in 0..12 {
        second.world_mut().write_message(KeyboardInput {
            key_code: KeyCode::Backspace,
            logical_key: Key::Backspace,
            state: ButtonState::Pressed,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        });
        second.update();
    }
    type_text(&mut second, &code.to_lowercase());
    press(&mut second, "Join");
    until(&mut second, WAIT, "the second at the table", |app| {
        screen(app) == Screen::Match && app.world().get_resource::<Remote<G>>().is_some()
    });
    assert_eq!(my_seat::<G>(&first), 0);
    assert_eq!(my_seat::<G>(&second), 1);
    // The first sees the second take their seat.
    until(&mut first, WAIT, "the second's name", |app| {
        app.world().resource::<Seating>().seats[1].name == "Wilfred"
    });
    // The computer player keeps its setup name at both tables.
    for app in [&first, &second] {
        assert_eq!(app.world().resource::<Seating>().seats[2].name, "Brian");
    }

    let mut bots = (
        <G as TableGame>::Engine::heuristic(1),
        <G as TableGame>::Engine::heuristic(2),
    );
    let start = Instant::now();
    let mut compared = 0;
    while screen(&first) != Screen::Results || screen(&second) != Screen::Results {
        assert!(start.elapsed() < MATCH, "the match did not end in time");
        if screen(&first) == Screen::Match && screen(&second) == Screen::Match {
            let a = serde_json::to_value(&first.world().resource::<Seen<G>>().observation)
                .expect("json");
            let b = serde_json::to_value(&second.world().resource::<Seen<G>>().observation)
                .expect("json");
            assert_ne!(a, b, "two seats never see the same");
            compared += 1;
        }
        play_a_frame::<G>(&mut first, &mut bots.0);
        play_a_frame::<G>(&mut second, &mut bots.1);
    }
    assert!(compared > 10);
}

/// The connection drops (the server stops): the table says it is reconnecting; the server
/// comes back on the same file and address, the client takes its seat back with its token,
/// and the match goes on to its end. Then a new app holding the kept token finds the match
/// in "My matches" and opens it.
#[test]
fn a_dropped_connection_comes_back_and_my_matches_resume() {
    type G = ivanhoe::games::knights_ninjas::KnightsNinjas;
    let dir = tempfile::tempdir().expect("a temporary directory");
    let running = server(&dir, None);
    let addr = running.addr;
    let url = running.url();
    let mut app = app_online(&url, None);
    let mut bot = <G as TableGame>::Engine::heuristic(3);
    // On to a decision of this screen's person after a few, left open (not a lone pass, which
    // the table takes by itself for a person alone at the screen). A deal may end the match
    // before that (rarely): then a new room.
    let mut rooms = 0;
    let code = loop {
        rooms += 1;
        assert!(rooms <= 5, "five matches ended before an open decision");
        let code = create_room(
            &mut app,
            "knights-ninjas",
            vec![person("Rowena"), computer("Brian")],
        );
        if play_to_an_open_decision::<G>(&mut app, &mut bot, 6) {
            break code;
        }
        press(&mut app, "Play again");
        until(&mut app, WAIT, "the online screen", |app| {
            screen(app) == Screen::Online
        });
    };
    let mine = my_seat::<G>(&app);
    running.stop();
    until(&mut app, WAIT, "the reconnecting state", |app| {
        app.world().resource::<Online>().connection == Connection::Reconnecting
    });
    // Acting while the server is down: said in words, and the choice stays open.
    let action = {
        let seen = app.world().resource::<Seen<G>>();
        bot.choose(&seen.observation, &seen.legal)
    };
    app.world_mut()
        .write_message(Decision::<G> { seat: mine, action });
    app.update();
    app.update();
    let notice = app.world().resource::<ivanhoe::table::Notice>().0.clone();
    assert!(
        notice
            .as_ref()
            .is_some_and(|(text, _)| text.contains("not sent")),
        "the person is told the choice was not sent: {notice:?}"
    );
    let seen = app.world().resource::<Seen<G>>();
    assert_eq!(seen.deciding, Some(mine), "the choice stays open");
    assert!(!seen.legal.is_empty(), "with its choices");
    // Shown on the table's bar.
    app.update();
    let bar: Vec<String> = app
        .world_mut()
        .query::<(&Text, &ivanhoe::shell::locale::Words)>()
        .iter(app.world())
        .filter(|(_, w)| w.0.id() == "online-bar-reconnecting")
        .map(|(t, _)| t.0.clone())
        .collect();
    assert_eq!(bar, vec!["Reconnecting…".to_string()]);
    let seq = app.world().resource::<Remote<G>>().seq();

    let restarted = server(&dir, Some(addr));
    until(&mut app, WAIT, "connected again", |app| {
        app.world().resource::<Online>().connection == Connection::Connected
    });
    let start = Instant::now();
    while app.world().resource::<Remote<G>>().seq() <= seq {
        assert!(start.elapsed() < WAIT, "the match goes on after the drop");
        play_a_frame::<G>(&mut app, &mut bot);
    }
    // Another app on this device (the game started again): "My matches" offers it.
    let kept = app.world().resource::<OnlineSettings>().clone();
    drop(app);
    let mut again = app_online(&url, Some(kept));
    press(&mut again, "Play online");
    press(&mut again, &format!("My match {code}"));
    until(&mut again, WAIT, "the match resumed", |app| {
        screen(app) == Screen::Match && app.world().get_resource::<Remote<G>>().is_some()
    });
    assert_eq!(my_seat::<G>(&again), 0);
    assert!(again.world().resource::<Remote<G>>().seq() > seq);
    play_to_results::<G>(&mut again);
    restarted.stop();
}

/// A room of Of Knights and Ninjas for two people, created by a first app (at its table): the
/// app and the room's code.
fn room_for_two(server: &ServerThread) -> (App, String) {
    let mut first = app_online(&server.url(), None);
    let code = create_room(
        &mut first,
        "knights-ninjas",
        vec![person("Rowena"), person("Wilfred")],
    );
    (first, code)
}

/// A friend with a gamepad alone joins by the code: the code's field opens the letter pad, the
/// D-pad walks it and A picks each letter; a whole code closes the pad on Join, and A joins.
/// B on the open pad closes the pad, not the screen.
#[test]
fn a_gamepad_enters_a_rooms_code_on_the_letter_pad() {
    use online_protocol::limits::ROOM_CODE_ALPHABET;
    type G = ivanhoe::games::knights_ninjas::KnightsNinjas;
    let dir = tempfile::tempdir().expect("a temporary directory");
    let server = server(&dir, None);
    let (_first, code) = room_for_two(&server);

    let mut second = app_online(&server.url(), None);
    common::connect_gamepad(&mut second);
    press(&mut second, "Play online");
    let focus = |app: &App| app.world().resource::<ivanhoe::shell::menu::MenuFocus>().0;
    // Every tap is followed by an update, which takes its release: a press that came before
    // the release was seen would not be a new press.
    // The server's address, the row of games, then the code's field.
    tap(&mut second, GamepadButton::DPadDown);
    second.update();
    tap(&mut second, GamepadButton::DPadDown);
    second.update();
    assert!(
        button_named(&mut second, "Pad 2").is_none(),
        "no pad before the field opens"
    );
    tap(&mut second, GamepadButton::South);
    second.update();
    until(&mut second, WAIT, "the pad", |app| {
        button_named(app, "Pad 2").is_some()
    });
    // B closes the pad and stays on the screen; A on the field opens it again.
    tap(&mut second, GamepadButton::East);
    second.update();
    until(&mut second, WAIT, "the pad closed", |app| {
        button_named(app, "Pad 2").is_none()
    });
    assert_eq!(screen(&second), Screen::Online);
    tap(&mut second, GamepadButton::South);
    second.update();
    until(&mut second, WAIT, "the pad again", |app| {
        button_named(app, "Pad 2").is_some()
    });

    // Each letter: from where the focus rests to its place on the pad, by rows and columns.
    let place = |c: char| {
        let i = ROOM_CODE_ALPHABET
            .iter()
            .position(|&l| l as char == c)
            .expect("a code's letter");
        ((i / 8) as i32, (i % 8) as i32)
    };
    let mut at = (0, 0);
    for c in code.chars() {
        let (row, column) = place(c);
        let steps = [
            (row - at.0, GamepadButton::DPadDown, GamepadButton::DPadUp),
            (
                column - at.1,
                GamepadButton::DPadRight,
                GamepadButton::DPadLeft,
            ),
        ];
        for (by, forward, back) in steps {
            for _ in 0..by.abs() {
                tap(&mut second, if by > 0 { forward } else { back });
                second.update();
            }
        }
        at = (row, column);
        let on = focus(&second);
        let button = button_named(&mut second, &format!("Pad {c}")).expect("the letter's button");
        let order = second
            .world()
            .get::<ivanhoe::shell::menu::MenuItem>(button)
            .expect("a menu button")
            .order;
        assert_eq!(on, Some(order), "the focus rests on {c}");
        tap(&mut second, GamepadButton::South);
        second.update();
    }
    let form = second
        .world()
        .resource::<ivanhoe::shell::screens::online::OnlineForm>()
        .clone();
    assert_eq!(form.code, code);
    assert!(form.typing.is_none(), "a whole code closes the pad");
    until(&mut second, WAIT, "Join enabled", |app| {
        button_named(app, "Join").is_some_and(|e| {
            app.world()
                .get::<ivanhoe::shell::menu::MenuItem>(e)
                .is_some_and(|m| m.enabled)
        })
    });
    tap(&mut second, GamepadButton::South);
    until(&mut second, WAIT, "the friend at the table", |app| {
        screen(app) == Screen::Match && app.world().get_resource::<Remote<G>>().is_some()
    });
    assert_eq!(my_seat::<G>(&second), 1);
}

/// The bar of the table says which of the people seated is not connected now: a friend who
/// closes the game shows "offline" on the others' bar, and not before.
#[test]
fn a_friend_who_closes_the_game_shows_offline_on_the_bar() {
    type G = ivanhoe::games::knights_ninjas::KnightsNinjas;
    let dir = tempfile::tempdir().expect("a temporary directory");
    let server = server(&dir, None);
    let (mut first, code) = room_for_two(&server);
    let bar = |app: &mut App| -> Vec<String> {
        app.world_mut()
            .query::<(&Text, &ivanhoe::shell::locale::Words)>()
            .iter(app.world())
            .filter(|(_, w)| w.0.id().starts_with("online-bar"))
            .map(|(t, _)| t.0.clone())
            .collect()
    };
    let mut second = app_online(&server.url(), None);
    second.insert_resource(MatchSetup {
        seats: vec![person("Wilfred")],
        seed: None,
        rules: 0,
    });
    press(&mut second, "Play online");
    press(&mut second, "Room code field");
    type_text(&mut second, &code);
    press(&mut second, "Join");
    until(&mut second, WAIT, "the friend at the table", |app| {
        screen(app) == Screen::Match && app.world().get_resource::<Remote<G>>().is_some()
    });
    let everyone_here = format!("Online · room {code}");
    until(&mut first, WAIT, "the friend seated and connected", |app| {
        bar(app) == vec![everyone_here.clone()]
    });
    // The creator's table names the friend by the name they joined with.
    assert!(
        first.world().resource::<Seating>().seats[1].name == "Wilfred",
        "the friend's seat is named"
    );
    let kingdoms: Vec<String> = first
        .world_mut()
        .query::<(&Text2d, &ivanhoe::games::knights_ninjas::KingdomText)>()
        .iter(first.world())
        .map(|(t, _)| t.0.clone())
        .collect();
    assert!(
        kingdoms.iter().any(|t| t.contains("Wilfred")),
        "the friend's kingdom panel names them: {kingdoms:?}"
    );
    // The friend closes the game: its connection goes, its seat stays theirs.
    drop(second);
    until(&mut first, WAIT, "the friend offline", |app| {
        bar(app) == vec![format!("Online · room {code} · offline: Wilfred")]
    });
    // When it is the friend's turn, the prompt says the match waits for them: not that they
    // are thinking.
    let mut bot = <G as TableGame>::Engine::heuristic(5);
    let start = Instant::now();
    while first.world().resource::<Seating>().deciding != Some(1) {
        assert!(start.elapsed() < WAIT, "the friend's turn comes");
        play_a_frame::<G>(&mut first, &mut bot);
    }
    first.update();
    let prompt: Vec<String> = first
        .world_mut()
        .query_filtered::<&Text, With<ivanhoe::table::hud::PromptText>>()
        .iter(first.world())
        .map(|t| t.0.clone())
        .collect();
    assert!(
        prompt
            .iter()
            .any(|t| t.contains("Wilfred is offline") && !t.contains("thinking")),
        "the prompt says the friend is offline: {prompt:?}"
    );
}

/// A room nobody plays in ends (the server's `abandoned_after`, a day by default; a second
/// here), and a person who comes back to it is told why on the table's bar.
#[test]
fn an_abandoned_room_says_why_when_its_person_comes_back() {
    type G = ivanhoe::games::knights_ninjas::KnightsNinjas;
    let dir = tempfile::tempdir().expect("a temporary directory");
    let running = server_with(
        &dir,
        None,
        Limits {
            abandoned_after: Duration::from_secs(1),
            sweep_every: Duration::from_millis(100),
            ..Limits::default()
        },
    );
    let url = running.url();
    let mut app = app_online(&url, None);
    let code = create_room(
        &mut app,
        "knights-ninjas",
        vec![person("Rowena"), computer("Brian")],
    );
    let mine = my_seat::<G>(&app);
    until(&mut app, WAIT, "the person's turn", |app| {
        if app.world().get_resource::<Seen<G>>().is_none() {
            panic!(
                "DIAG {:?} {:?} {:?}",
                screen(app),
                app.world().resource::<Online>().connection,
                app.world().resource::<ivanhoe::table::Notice>().0
            );
        }
        let seen = app.world().resource::<Seen<G>>();
        seen.deciding == Some(mine) && !seen.legal.is_empty()
    });
    // The game closes; nobody is connected to the room any more.
    let kept = app.world().resource::<OnlineSettings>().clone();
    drop(app);
    std::thread::sleep(Duration::from_millis(2500));
    let mut again = app_online(&url, Some(kept));
    press(&mut again, "Play online");
    press(&mut again, &format!("My match {code}"));
    until(&mut again, WAIT, "the bar says the room ended", |app| {
        app.world_mut()
            .query::<&ivanhoe::shell::locale::Words>()
            .iter(app.world())
            .any(|w| w.0.id() == "online-bar-abandoned")
    });
    running.stop();
}
