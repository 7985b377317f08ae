//! Saves as the title screen meets them: saves that cannot be read are reported and kept
//! untouched; Continue, the list of saved matches (resume, delete) and taking back answer the
//! mouse alone, the keyboard alone and a gamepad alone.

use bevy::prelude::*;
use bots::Difficulty;
use ivanhoe::shell::saves::{SaveProblems, SavedMatches};
use ivanhoe::shell::screens::{MatchSetup, Screen, SeatKind, SeatSetup};
use ivanhoe::shell::settings::AnimationSpeed;
use saves::MemoryStore;
use serde_json::Value;

#[allow(dead_code)] // the other test files use the rest
mod common;
use common::{button_named, click_button as click, restart_with, screen, tap};

type Session = ivanhoe::table::Session<ivanhoe::games::ivanhoe::Ivanhoe>;

fn setup(kinds: &[SeatKind]) -> MatchSetup {
    MatchSetup {
        seats: kinds
            .iter()
            .enumerate()
            .map(|(i, kind)| SeatSetup {
                name: format!("Player {}", i + 1),
                kind: *kind,
            })
            .collect(),
        seed: Some(21),
        rules: 0,
    }
}

const BOT: SeatKind = SeatKind::Computer(Difficulty::Normal);

/// A store holding the save of a match of three computer players some decisions in.
fn store_with_a_match(decisions: usize) -> MemoryStore {
    let store = MemoryStore::new();
    let mut app = common::app_saving_in("ivanhoe", setup(&[BOT, BOT, BOT]), &store);
    for _ in 0..20_000 {
        if app.world().resource::<Session>().actions.len() >= decisions {
            break;
        }
        app.update();
    }
    store
}

/// Saves that cannot be read are each said in words on the title (what is wrong with it), set
/// aside with every byte kept, and never offered; the game does not stop for them.
#[test]
fn unreadable_saves_are_reported_on_the_title_and_kept_untouched() {
    let good = store_with_a_match(10);
    let (_, text) = common::the_save(&good);
    let json: Value = serde_json::from_str(&text).expect("a save is JSON");
    let with = |edit: &dyn Fn(&mut Value)| {
        let mut value = json.clone();
        edit(&mut value);
        serde_json::to_string_pretty(&value).unwrap()
    };
    let bad: Vec<(&str, String, &str)> = vec![
        ("cut", text[..text.len() / 2].to_string(), "ends early"),
        (
            "garbage",
            "\u{1}\u{2}PK\u{3}".to_string(),
            "is not a save file",
        ),
        (
            "future",
            with(&|v| v["format"] = Value::from(99)),
            "newer version",
        ),
        (
            "chess",
            with(&|v| v["record"]["game"] = Value::from("chess")),
            "does not know",
        ),
        (
            "cheat",
            with(&|v| v["record"]["actions"][0] = Value::from("W")),
            "decision 1",
        ),
    ];
    let store = MemoryStore::new();
    for (key, text, _) in &bad {
        store.put_raw(key, text);
    }
    let mut app = restart_with(&store, AnimationSpeed::Instant);
    assert_eq!(screen(&app), Screen::Title, "the game goes on to its title");
    let problems = app.world().resource::<SaveProblems>().0.clone();
    assert_eq!(problems.len(), bad.len(), "{problems:#?}");
    for (key, text, says) in &bad {
        let line = problems
            .iter()
            .find(|line| line.contains(&format!("“{key}”")))
            .unwrap_or_else(|| panic!("no word on {key}: {problems:#?}"));
        assert!(line.contains(says), "{key}: {line}");
        // Plain words first; the parser's own words only behind "Details:", on a line of
        // their own.
        let (first, details) = line.split_once('\n').unwrap_or((line, ""));
        assert!(
            !first.contains("column") && !first.contains("expected"),
            "{key}: the sentence is in plain words: {first}"
        );
        if ["cut", "garbage"].contains(key) {
            assert!(
                details.starts_with("Details: ") && details.contains("column"),
                "{key}: the parser's words are kept as details: {line}"
            );
        }
        assert!(
            store.raw(key).is_none(),
            "{key} is set aside, not left to be offered"
        );
        assert!(
            store
                .keys()
                .iter()
                .any(|k| store.raw(k).as_ref() == Some(text)),
            "{key} is kept byte for byte"
        );
    }
    assert!(app.world().resource::<SavedMatches>().0.is_empty());
    assert!(button_named(&mut app, "Continue").is_none());
    // Said once: the next visit to the title is quiet, the files stay aside.
    let kept = store.keys().len();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Setup);
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.update();
    assert!(app.world().resource::<SaveProblems>().0.is_empty());
    assert_eq!(store.keys().len(), kept, "nothing written, nothing deleted");
}

fn decisions(app: &App) -> usize {
    app.world().resource::<Session>().actions.len()
}

/// Continue resumes the match saved last by a click, by Enter, and by a gamepad's A.
#[test]
fn continue_answers_mouse_keyboard_and_gamepad() {
    let store = store_with_a_match(6);
    let saved =
        serde_json::from_str::<Value>(&common::the_save(&store).1).unwrap()["record"]["actions"]
            .as_array()
            .unwrap()
            .len();
    for device in ["mouse", "keyboard", "gamepad"] {
        // Each device its own copy: a resumed match of computer players plays on and saves.
        let copy = MemoryStore::new();
        let (key, text) = common::the_save(&store);
        copy.put_raw(&key, &text);
        let mut app = restart_with(&copy, AnimationSpeed::Instant);
        if device == "gamepad" {
            common::connect_gamepad(&mut app);
            app.update();
        }
        match device {
            "mouse" => {
                let button = button_named(&mut app, "Continue").expect("Continue offered");
                click(&mut app, button);
            }
            "keyboard" => tap(&mut app, KeyCode::Enter),
            _ => tap(&mut app, GamepadButton::South),
        }
        app.update();
        assert_eq!(screen(&app), Screen::Match, "{device}");
        assert!(decisions(&app) >= saved, "{device}: the match goes on");
    }
}

/// The list of saved matches opens, deletes a match and closes, by each device alone.
#[test]
fn the_saved_matches_list_answers_mouse_keyboard_and_gamepad() {
    let store = store_with_a_match(4);
    let (key, text) = common::the_save(&store);
    for device in ["mouse", "keyboard", "gamepad"] {
        let copy = MemoryStore::new();
        copy.put_raw(&key, &text);
        let mut app = restart_with(&copy, AnimationSpeed::Instant);
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
        assert!(
            button_named(&mut app, &format!("Delete {key}")).is_some(),
            "{device}: the list is open"
        );
        // The list: the match's row (resume, replay, delete), then Back.
        press(&mut app, &format!("Delete {key}"), 2);
        app.update();
        assert!(copy.raw(&key).is_none(), "{device}: deleted");
        assert!(button_named(&mut app, &format!("Delete {key}")).is_none());
        // Back is all the list holds now; Escape (B) would do too.
        press(&mut app, "Back to the title", 0);
        app.update();
        app.update();
        assert!(
            button_named(&mut app, "Continue").is_none(),
            "{device}: the title no longer offers it"
        );
        assert!(button_named(&mut app, "Saved matches").is_none());
    }
}

/// Taking back answers the U key, a gamepad's X, and the match menu's button by the mouse.
#[test]
fn taking_back_answers_mouse_keyboard_and_gamepad() {
    use ivanhoe::table::Decision;
    use ivanhoe::table::pause::OpenMatchMenu;
    use rules_core::Game;
    for device in ["mouse", "keyboard", "gamepad"] {
        let mut app = common::app_at("ivanhoe", setup(&[SeatKind::Human, BOT, BOT]));
        if device == "gamepad" {
            common::connect_gamepad(&mut app);
            app.update();
        }
        // Until the person may play a card and play on.
        let mut found = None;
        for _ in 0..20_000 {
            let session = app.world().resource::<Session>();
            let state = session.engine();
            if state.status() == rules_core::Status::Decision(0) {
                let mut legal = Vec::new();
                state.legal_actions(&mut legal);
                found = legal.into_iter().find(|a| {
                    let mut after = state.clone();
                    let mut events = Vec::new();
                    after.apply(a, &mut events).is_ok()
                        && !events.iter().any(ivanhoe_rules::State::is_undo_barrier)
                        && after.status() == rules_core::Status::Decision(0)
                });
                if found.is_some() {
                    break;
                }
                // Nothing to take back from here: pass the turn on.
                let mut legal = Vec::new();
                state.legal_actions(&mut legal);
                let last = legal.pop().expect("a legal action");
                app.world_mut()
                    .write_message(Decision::<ivanhoe::games::ivanhoe::Ivanhoe> {
                        seat: 0,
                        action: last,
                    });
            }
            app.update();
        }
        let action = found.expect("a decision to take back");
        let before = rules_core::fingerprint(app.world().resource::<Session>().engine());
        app.world_mut()
            .write_message(Decision::<ivanhoe::games::ivanhoe::Ivanhoe> { seat: 0, action });
        app.update();
        match device {
            "mouse" => {
                app.world_mut().write_message(OpenMatchMenu);
                app.update();
                let button = button_named(&mut app, "Take back").expect("in the menu");
                click(&mut app, button);
            }
            "keyboard" => tap(&mut app, KeyCode::KeyU),
            _ => tap(&mut app, GamepadButton::West),
        }
        app.update();
        app.update();
        let notice = app.world().resource::<ivanhoe::table::Notice>().0.clone();
        assert_eq!(
            rules_core::fingerprint(app.world().resource::<Session>().engine()),
            before,
            "{device}: taken back ({notice:?})"
        );
    }
}

/// The person's hand, as it lies on the table left to right while they decide.
fn hand_order(app: &App) -> Vec<ivanhoe::games::ivanhoe::choices::Pick> {
    let choice = app
        .world()
        .resource::<ivanhoe::games::ivanhoe::human::HumanChoice>();
    choice.hand.iter().map(|(_, pick)| *pick).collect()
}

/// Runs the match until the person at seat 0 decides, their hand lying on the table (a table
/// laid again, after a resume, deals its cards in the frame after the decision comes up).
fn until_the_person_decides(app: &mut App) {
    for _ in 0..20_000 {
        let choice = app
            .world()
            .resource::<ivanhoe::games::ivanhoe::human::HumanChoice>();
        let lying = choice.hand.iter().all(|(piece, _)| piece.is_some());
        if choice.seat == Some(0) && !choice.hand.is_empty() && lying {
            return;
        }
        app.update();
    }
    panic!("the person never decided");
}

/// The hand keeps the order its cards came in through a decision taken back and through a
/// match saved and resumed: no card changes places under the pointer because the table was put
/// back (the rules' own order of a hand, which a table rebuilt from what it sees would follow,
/// is not the order the cards were drawn in).
#[test]
fn the_hand_keeps_its_order_through_a_take_back_and_a_resume() {
    use ivanhoe::games::ivanhoe::choices::Pick;
    use ivanhoe::table::Decision;
    use rules_core::Game;
    let store = MemoryStore::new();
    let mut app = common::app_saving_in("ivanhoe", setup(&[SeatKind::Human, BOT, BOT]), &store);
    // A decision of the person that may be taken back, with a hand out of the rules' order.
    let mut found = None;
    for _ in 0..200 {
        until_the_person_decides(&mut app);
        let session = app.world().resource::<Session>();
        let state = session.engine();
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        let order = hand_order(&app);
        let mut sorted = order.clone();
        sorted.sort_by_key(|p| match p {
            Pick::HandCard(card) => state.hand(0).iter().position(|c| c == *card),
            _ => None,
        });
        let undoable = legal.iter().copied().find(|a| {
            let mut after = state.clone();
            let mut events = Vec::new();
            after.apply(a, &mut events).is_ok()
                && !events.iter().any(ivanhoe_rules::State::is_undo_barrier)
                && after.status() == rules_core::Status::Decision(0)
        });
        if let Some(action) = undoable
            && order != sorted
        {
            found = Some((action, order));
            break;
        }
        let last = *legal.last().expect("a legal action");
        app.world_mut()
            .write_message(Decision::<ivanhoe::games::ivanhoe::Ivanhoe> {
                seat: 0,
                action: last,
            });
        app.update();
    }
    let (action, before) =
        found.expect("a decision to take back, the hand out of the rules' order");
    app.world_mut()
        .write_message(Decision::<ivanhoe::games::ivanhoe::Ivanhoe> { seat: 0, action });
    app.update();
    tap(&mut app, KeyCode::KeyU);
    app.update();
    until_the_person_decides(&mut app);
    assert_eq!(hand_order(&app), before, "taken back: the hand as it lay");
    drop(app);

    let mut app = restart_with(&store, AnimationSpeed::Instant);
    let resume = button_named(&mut app, "Continue").expect("Continue offered");
    click(&mut app, resume);
    app.update();
    until_the_person_decides(&mut app);
    assert_eq!(hand_order(&app), before, "resumed: the hand as it lay");
}

/// The match menu's "Take back" looks and acts disabled when there is nothing to take back (the
/// person's first decision), enabled exactly when the take-back has room.
#[test]
fn take_back_is_disabled_with_nothing_to_take_back() {
    use ivanhoe::shell::menu::MenuItem;
    use ivanhoe::table::pause::OpenMatchMenu;
    let mut app = common::app_at("ivanhoe", setup(&[SeatKind::Human, BOT, BOT]));
    until_the_person_decides(&mut app);
    let decided = app.world().resource::<Session>().actions.len();
    app.world_mut().write_message(OpenMatchMenu);
    app.update();
    let button = button_named(&mut app, "Take back").expect("in the menu");
    let enabled = app
        .world()
        .get::<MenuItem>(button)
        .expect("a menu item")
        .enabled;
    let room = *app.world().resource::<ivanhoe::table::TakeBackRoom>();
    assert_eq!(
        enabled,
        room.0.is_ok(),
        "enabled exactly when there is room: {room:?}"
    );
    // The person's first decision: none of theirs to take back yet.
    assert!(!enabled, "nothing to take back yet: disabled");
    click(&mut app, button);
    app.update();
    assert_eq!(
        app.world().resource::<Session>().actions.len(),
        decided,
        "a disabled Take back takes nothing back"
    );
    assert!(
        button_named(&mut app, "Resume").is_some(),
        "the menu stays open: the click did nothing"
    );
}
