//! Replays through the real app without a window, in each game: a match of computer players
//! saved part way, the game started again, the save opened from the title's list of saved
//! matches. The replay must show the recorded state at every step, stepped forwards to the
//! end, backwards to the start and forwards again by jumps, with every hand face up; nobody
//! decides, nothing is saved, and the end of a finished match stays on the table. Every control
//! is tried by mouse alone, keyboard alone and gamepad alone; the winner's screen and the
//! command line (a record of `ivanhoe-cli`) open replays too.

use std::collections::HashMap;

use bevy::prelude::*;
use bevy::ui::RelativeCursorPosition;
use bots::Difficulty;
use ivanhoe::shell::saves::{LastMatch, RecordToOpen, SaveProblems};
use ivanhoe::shell::screens::{MatchSetup, Screen, SeatKind, SeatSetup};
use ivanhoe::shell::settings::AnimationSpeed;
use ivanhoe::table::replay::{ReplayButton, ReplayRequest, ReplayStatus, Timeline};
use ivanhoe::table::{Session, Source, TableGame};
use rules_core::{Game, MatchRecord, fingerprint};
use saves::{MemoryStore, SavedMatch};

#[allow(dead_code)] // the other test files use the rest
mod common;
// Menu buttons (the title's, the list's, the winner's screen's) answer a press of their
// `Interaction`, as Bevy's UI picking gives it.
use common::click_button as click;
use common::{app_saving_in, button_named, click_button, restart_with, screen, tap, the_save};

use ivanhoe::games::castle_lords::CastleLords;
use ivanhoe::games::ivanhoe::Ivanhoe;
use ivanhoe::games::knights_ninjas::KnightsNinjas;

fn computers(players: usize, seed: u64) -> MatchSetup {
    MatchSetup {
        seats: (0..players)
            .map(|i| SeatSetup {
                name: format!("Seat {}", i + 1),
                kind: SeatKind::Computer(Difficulty::Normal),
            })
            .collect(),
        seed: Some(seed),
        rules: 0,
    }
}

/// A match of `setup` played to `decisions` decisions (or its end), saved in a fresh store.
fn saved_match<G: TableGame>(setup: MatchSetup, decisions: usize) -> MemoryStore {
    let store = MemoryStore::new();
    let mut app = app_saving_in(G::Engine::NAME, setup, &store);
    for _ in 0..100_000 {
        if screen(&app) != Screen::Match
            || app.world().resource::<Session<G>>().actions.len() >= decisions
        {
            break;
        }
        app.update();
    }
    store
}

/// The state after each prefix of the save's record, as the engine alone replays it.
fn recorded_states<G: Game>(save: &SavedMatch) -> Vec<String> {
    let record = save.record_of::<G>().expect("the save is of this game");
    (0..=record.actions.len())
        .map(|n| {
            let prefix = MatchRecord {
                actions: record.actions[..n].to_vec(),
                final_state: None,
                ..record.clone()
            };
            fingerprint(&rules_core::play_record::<G>(&prefix).expect("the record replays"))
        })
        .collect()
}

/// The replay's place: decisions shown and the engine's state at the table.
fn at<G: TableGame>(app: &App) -> (usize, String) {
    let session = app.world().resource::<Session<G>>();
    (session.actions.len(), fingerprint(session.engine()))
}

/// The game started again on `store`, its only save opened as a replay from the title's list
/// with the mouse.
fn open_replay(store: &MemoryStore, speed: AnimationSpeed) -> App {
    let (key, _) = the_save(store);
    let mut app = restart_with(store, speed);
    let list = button_named(&mut app, "Saved matches").expect("the title offers the list");
    click(&mut app, list);
    app.update();
    let replay = button_named(&mut app, &format!("Replay {key}")).expect("the row's Replay");
    click(&mut app, replay);
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Match);
    assert_eq!(*app.world().resource::<Source>(), Source::Replay);
    app
}

/// Presses `key` and lets the frame that acts on it run.
fn key(app: &mut App, key: KeyCode) {
    tap(app, key);
    app.update();
}

/// Every hand lies face up and holds the engine's cards: `hands` gives each seat's cards at
/// the table (`None` for a face-down card) and in the engine. Returns the hands in the order
/// they lie, to compare with the same moment reached another way.
fn check_hands<C: Ord + Copy + std::fmt::Debug>(
    hands: Vec<(Vec<Option<C>>, Vec<C>)>,
    when: &str,
) -> String {
    let order = format!("{:?}", hands.iter().map(|(t, _)| t).collect::<Vec<_>>());
    for (seat, (table, mut engine)) in hands.into_iter().enumerate() {
        let mut shown: Vec<C> = table
            .iter()
            .map(|c| c.unwrap_or_else(|| panic!("{when}: seat {seat} has a card face down")))
            .collect();
        shown.sort();
        engine.sort();
        assert_eq!(shown, engine, "{when}: seat {seat}'s hand, face up");
    }
    order
}

fn ivanhoe_hands(app: &mut App, when: &str) -> String {
    use ivanhoe::games::ivanhoe::{Lying, Place};
    let world = app.world();
    let table = Lying::of(world).expect("the table is laid");
    let state = world.resource::<Session<Ivanhoe>>().engine();
    let hands = (0..state.num_players())
        .map(|s| {
            let shown = table.faces(Place::Hand(s));
            (shown, state.hand(s).iter().collect())
        })
        .collect();
    check_hands(hands, when)
}

fn zone_contents<F: Clone + Send + Sync + 'static, P: Copy + Eq + std::hash::Hash>(
    app: &mut App,
    zones: impl Fn(&World) -> HashMap<P, Entity>,
) -> HashMap<P, Vec<F>> {
    common::zone_contents(app, zones)
}

fn castle_lords_hands(app: &mut App, when: &str) -> String {
    use ivanhoe::games::castle_lords::{CardFace, Place, Places};
    let cards: HashMap<Place, Vec<CardFace>> =
        zone_contents(app, |w| w.resource::<Places>().zones.clone());
    let state = app.world().resource::<Session<CastleLords>>().engine();
    let hands = (0..state.num_players())
        .map(|s| {
            let shown = cards
                .get(&Place::Hand(s))
                .map(|faces| faces.iter().map(|f| f.0).collect())
                .unwrap_or_default();
            (shown, state.hand(s).iter().collect())
        })
        .collect();
    check_hands(hands, when)
}

fn knights_ninjas_hands(app: &mut App, when: &str) -> String {
    use ivanhoe::games::knights_ninjas::{KnFace, Place, Places};
    let cards: HashMap<Place, Vec<KnFace>> =
        zone_contents(app, |w| w.resource::<Places>().zones.clone());
    let state = app.world().resource::<Session<KnightsNinjas>>().engine();
    let hands = (0..state.num_players())
        .map(|s| {
            let shown = cards
                .get(&Place::Hand(s))
                .map(|faces| faces.iter().map(|f| f.card).collect())
                .unwrap_or_default();
            (shown, state.hand(s).iter().collect())
        })
        .collect();
    check_hands(hands, when)
}

/// The walk every game's replay must survive: forwards a decision at a time to the end (each
/// step's pieces flying), once more at the end (nothing happens), backwards a decision at a
/// time to the start, then forwards by tens and to the end; at every step the engine's state
/// is the recorded one and every hand lies face up. Nobody decides and nothing is saved.
fn walk<G: TableGame>(setup: MatchSetup, decisions: usize, hands: fn(&mut App, &str) -> String) {
    let game = G::Engine::NAME;
    let store = saved_match::<G>(setup, decisions);
    let (saved_key, text) = the_save(&store);
    let save = SavedMatch::from_json(&text).unwrap();
    let states = recorded_states::<G::Engine>(&save);
    let total = states.len() - 1;
    assert!(
        total >= decisions.min(20),
        "{game}: a match to watch ({total} decisions)"
    );
    let mut app = open_replay(&store, AnimationSpeed::Fast);
    // Each hand's order at each decision, as the first walk forwards lays it: a step back or a
    // jump to the same decision lays every hand in the same order (cards never change places
    // under the pointer because of the way the table got there).
    let mut orders: Vec<Option<String>> = vec![None; total + 1];
    let mut check = |app: &mut App, n: usize, how: &str| {
        let when = format!("{game}, {how} to decision {n}");
        assert_eq!(
            at::<G>(app),
            (n, states[n].clone()),
            "{when}: the recorded state"
        );
        let order = hands(app, &when);
        match &orders[n] {
            None => orders[n] = Some(order),
            Some(first) => assert_eq!(&order, first, "{when}: the hands in the same order"),
        }
        assert_eq!(screen(app), Screen::Match, "{when}: still watching");
        assert_eq!(
            app.world().resource::<ReplayStatus>().at,
            n,
            "{when}: the bar"
        );
    };
    check(&mut app, 0, "opened");
    for n in 1..=total {
        key(&mut app, KeyCode::ArrowRight);
        check(&mut app, n, "a step on");
    }
    // At the end: a step on does nothing, and the table stays (no winner's screen).
    key(&mut app, KeyCode::ArrowRight);
    for _ in 0..100 {
        app.update();
    }
    check(&mut app, total, "past the end");
    for n in (0..total).rev() {
        key(&mut app, KeyCode::ArrowLeft);
        check(&mut app, n, "a step back");
    }
    let mut n = 0;
    while n < total {
        key(&mut app, KeyCode::PageDown);
        n = (n + 10).min(total);
        check(&mut app, n, "ten on");
    }
    key(&mut app, KeyCode::ArrowUp);
    check(&mut app, 0, "the start");
    key(&mut app, KeyCode::ArrowDown);
    check(&mut app, total, "the end");
    assert_eq!(
        the_save(&store),
        (saved_key, text),
        "{game}: watching saves nothing"
    );
}

/// Ivanhoe: a four-seat match, 60 decisions.
#[test]
fn ivanhoe_replay_shows_the_recorded_states_every_hand_face_up() {
    walk::<Ivanhoe>(computers(4, 11), 60, ivanhoe_hands);
}

/// Castle Lords: a three-seat match, 60 decisions.
#[test]
fn castle_lords_replay_shows_the_recorded_states_every_hand_face_up() {
    walk::<CastleLords>(computers(3, 12), 60, castle_lords_hands);
}

/// Of Knights and Ninjas: a match of four to its end, so the end of a finished match is walked
/// past too.
#[test]
fn knights_ninjas_replay_shows_the_recorded_states_every_hand_face_up() {
    walk::<KnightsNinjas>(computers(4, 13), usize::MAX, knights_ninjas_hands);
}

/// Playing on by itself: Enter plays (decisions come one after another at the animation
/// speed), Enter again pauses (they stop).
#[test]
fn enter_plays_the_replay_and_pauses_it() {
    let store = saved_match::<Ivanhoe>(computers(3, 21), 30);
    let mut app = open_replay(&store, AnimationSpeed::Fast);
    key(&mut app, KeyCode::Enter);
    assert!(app.world().resource::<ReplayStatus>().playing);
    for _ in 0..2_000 {
        if at::<Ivanhoe>(&app).0 >= 3 {
            break;
        }
        app.update();
    }
    assert!(at::<Ivanhoe>(&app).0 >= 3, "it plays on by itself");
    key(&mut app, KeyCode::Enter);
    let paused = at::<Ivanhoe>(&app).0;
    for _ in 0..200 {
        app.update();
    }
    assert_eq!(at::<Ivanhoe>(&app).0, paused, "paused, it stays");
    assert!(!app.world().resource::<ReplayStatus>().playing);
}

/// Each request of the bar by a device alone: keyboard keys, gamepad buttons, and the mouse
/// on the bar's buttons and its timeline.
#[test]
fn the_replay_answers_mouse_keyboard_and_gamepad() {
    let store = saved_match::<Ivanhoe>(computers(3, 31), 40);
    let total = SavedMatch::from_json(&the_save(&store).1)
        .unwrap()
        .record
        .actions
        .len();
    assert!(total >= 30);
    for device in ["keyboard", "gamepad", "mouse"] {
        let mut app = open_replay(&store, AnimationSpeed::Instant);
        if device == "gamepad" {
            common::connect_gamepad(&mut app);
            app.update();
        }
        // Each request, and where it must leave the replay from where it stands.
        let steps: [(ReplayRequest, usize); 7] = [
            (ReplayRequest::Step(1), 1),
            (ReplayRequest::Step(10), 11),
            (ReplayRequest::Step(-1), 10),
            (ReplayRequest::Step(-10), 0),
            (ReplayRequest::ToEnd, total),
            (ReplayRequest::To(0), 0),
            (ReplayRequest::PlayOrPause, 0),
        ];
        for (request, expected) in steps {
            match device {
                "keyboard" => {
                    let k = match request {
                        ReplayRequest::Step(1) => KeyCode::ArrowRight,
                        ReplayRequest::Step(-1) => KeyCode::ArrowLeft,
                        ReplayRequest::Step(10) => KeyCode::PageDown,
                        ReplayRequest::Step(-10) => KeyCode::PageUp,
                        ReplayRequest::ToEnd => KeyCode::ArrowDown,
                        ReplayRequest::To(_) => KeyCode::ArrowUp,
                        _ => KeyCode::Space,
                    };
                    key(&mut app, k);
                }
                "gamepad" => {
                    let b = match request {
                        ReplayRequest::Step(1) => GamepadButton::DPadRight,
                        ReplayRequest::Step(-1) => GamepadButton::DPadLeft,
                        ReplayRequest::Step(10) => GamepadButton::RightTrigger2,
                        ReplayRequest::Step(-10) => GamepadButton::LeftTrigger2,
                        ReplayRequest::ToEnd => GamepadButton::DPadDown,
                        ReplayRequest::To(_) => GamepadButton::DPadUp,
                        _ => GamepadButton::South,
                    };
                    tap(&mut app, b);
                    app.update();
                    app.update();
                }
                _ => {
                    let mut buttons = app.world_mut().query::<(Entity, &ReplayButton)>();
                    let button = buttons
                        .iter(app.world())
                        .find(|(_, b)| b.0 == request)
                        .map(|(e, _)| e)
                        .unwrap_or_else(|| panic!("the bar has a button for {request:?}"));
                    click_button(&mut app, button);
                    app.update();
                }
            }
            if request == ReplayRequest::PlayOrPause {
                assert!(
                    app.world().resource::<ReplayStatus>().playing,
                    "{device}: {request:?} plays"
                );
            } else {
                assert_eq!(at::<Ivanhoe>(&app).0, expected, "{device}: {request:?}");
            }
        }
    }
    // The timeline: a click at three quarters of its length goes to the decision there.
    let mut app = open_replay(&store, AnimationSpeed::Instant);
    let mut timelines = app.world_mut().query_filtered::<Entity, With<Timeline>>();
    let timeline = timelines.single(app.world()).expect("the bar's timeline");
    app.world_mut()
        .entity_mut(timeline)
        .insert(RelativeCursorPosition {
            cursor_over: true,
            normalized: Some(Vec2::new(0.25, 0.0)),
        });
    click_button(&mut app, timeline);
    app.update();
    let expected = ivanhoe::table::replay::decision_at(0.25, total);
    assert_eq!(expected, (0.75 * total as f32).round() as usize);
    assert_eq!(at::<Ivanhoe>(&app).0, expected, "mouse: the timeline");
}

/// The list of saved matches opens a replay by each device alone (its row: Resume, Replay,
/// Delete).
#[test]
fn the_saved_list_opens_a_replay_by_mouse_keyboard_and_gamepad() {
    let store = saved_match::<KnightsNinjas>(computers(3, 41), 12);
    let (key, _) = the_save(&store);
    for device in ["mouse", "keyboard", "gamepad"] {
        let mut app = restart_with(&store, AnimationSpeed::Instant);
        if device == "gamepad" {
            common::connect_gamepad(&mut app);
            app.update();
        }
        let press = |app: &mut App, name: &str, moves: usize| match device {
            "mouse" => {
                let button = button_named(app, name).unwrap_or_else(|| panic!("{name}"));
                click(app, button);
            }
            "keyboard" => {
                for _ in 0..moves {
                    tap(app, KeyCode::Tab);
                }
                tap(app, KeyCode::Enter);
            }
            _ => {
                for _ in 0..moves {
                    tap(app, GamepadButton::DPadRight);
                    app.update();
                }
                tap(app, GamepadButton::South);
            }
        };
        // Title: Continue, three games, "Play online", then "Saved matches".
        press(&mut app, "Saved matches", 5);
        app.update();
        press(&mut app, &format!("Replay {key}"), 1);
        app.update();
        app.update();
        assert_eq!(screen(&app), Screen::Match, "{device}");
        assert_eq!(
            *app.world().resource::<Source>(),
            Source::Replay,
            "{device}"
        );
        assert_eq!(at::<KnightsNinjas>(&app).0, 0, "{device}: from the deal");
    }
}

/// The winner's screen offers the match just ended as a replay, by each device alone; a
/// replay's menu leaves it for the winner's screen it came from, without a question.
#[test]
fn the_winners_screen_opens_the_match_as_a_replay() {
    let store = MemoryStore::new();
    let mut app = app_saving_in(
        <KnightsNinjas as TableGame>::Engine::NAME,
        computers(2, 51),
        &store,
    );
    for _ in 0..100_000 {
        if screen(&app) == Screen::Results {
            break;
        }
        app.update();
    }
    assert_eq!(screen(&app), Screen::Results, "the match ends");
    let last = app
        .world()
        .resource::<LastMatch>()
        .0
        .clone()
        .expect("kept for the replay");
    assert!(last.over);
    let (_, text) = the_save(&store);
    assert_eq!(
        last.record.actions,
        SavedMatch::from_json(&text).unwrap().record.actions,
        "the match just ended, as it was saved"
    );
    for device in ["mouse", "keyboard", "gamepad"] {
        let mut app = restart_with(&MemoryStore::new(), AnimationSpeed::Instant);
        app.insert_resource(LastMatch(Some(last.clone())));
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Results);
        app.update();
        app.update();
        if device == "gamepad" {
            common::connect_gamepad(&mut app);
            app.update();
        }
        // The winner's screen: Play again, Watch the replay, Main menu.
        match device {
            "mouse" => {
                let button = button_named(&mut app, "Watch the replay").expect("offered");
                click(&mut app, button);
            }
            "keyboard" => {
                tap(&mut app, KeyCode::ArrowRight);
                tap(&mut app, KeyCode::Enter);
            }
            _ => {
                tap(&mut app, GamepadButton::DPadRight);
                app.update();
                tap(&mut app, GamepadButton::South);
            }
        }
        app.update();
        app.update();
        assert_eq!(screen(&app), Screen::Match, "{device}");
        assert_eq!(
            *app.world().resource::<Source>(),
            Source::Replay,
            "{device}"
        );
        // The replay's menu: Resume, Animations, Stop watching.
        key(&mut app, KeyCode::Escape);
        let stop = button_named(&mut app, "Stop watching").expect("the replay's menu");
        assert!(
            button_named(&mut app, "Take back").is_none(),
            "nothing to take back"
        );
        click(&mut app, stop);
        app.update();
        app.update();
        // Opened from the winner's screen, the replay goes back there.
        assert_eq!(
            screen(&app),
            Screen::Results,
            "{device}: back to the winner's screen"
        );
    }
}

/// `ivanhoe --replay FILE` opens a command line's match record (no seats: they are numbered);
/// a file that is no record is said on the title, and the game goes on.
#[test]
fn a_command_line_record_opens_as_a_replay() {
    let dir = std::env::temp_dir().join(format!("ivanhoe-replay-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let store = saved_match::<CastleLords>(computers(4, 61), 25);
    let save = SavedMatch::from_json(&the_save(&store).1).unwrap();
    let record = dir.join("record.json");
    std::fs::write(&record, serde_json::to_string_pretty(&save.record).unwrap()).unwrap();
    let bad = dir.join("bad.json");
    std::fs::write(&bad, "{\"hello\": 1}").unwrap();
    assert_eq!(
        ivanhoe::shell::saves::record_named_in(["--replay".into(), record.clone().into()]),
        Some(record.clone())
    );

    let mut app = ivanhoe::headless_app(std::time::Duration::from_millis(50));
    app.insert_resource(RecordToOpen(Some(record.clone())));
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(screen(&app), Screen::Match, "the record opens at once");
    assert_eq!(*app.world().resource::<Source>(), Source::Replay);
    let session = app.world().resource::<Session<CastleLords>>();
    assert_eq!(
        session.names(),
        ["Player 1", "Player 2", "Player 3", "Player 4"]
    );
    assert_eq!(
        app.world().resource::<ReplayStatus>().total,
        save.record.actions.len()
    );

    let mut app = ivanhoe::headless_app(std::time::Duration::from_millis(50));
    app.insert_resource(RecordToOpen(Some(bad.clone())));
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Title);
    let problems = &app.world().resource::<SaveProblems>().0;
    assert!(
        problems
            .iter()
            .any(|p| p.contains("bad.json") && p.contains("neither a save nor a match record")),
        "{problems:?}"
    );
    std::fs::remove_dir_all(&dir).ok();
}
