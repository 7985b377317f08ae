//! Of Knights and Ninjas' guided first match through the real app: the guide's deal and script
//! on the engine, the person's every decision made by the keyboard alone, by a gamepad alone or
//! by the mouse alone on the pick the guide points at, to the guide's end and on to the winner's
//! screen. The person is alone at the screen: the windows in which they can only let things pass
//! are passed for them, and the steal window asks them like any other decision.

use bevy::prelude::*;
use ivanhoe::games::knights_ninjas::{KingdomPanel, KnButton, KnChoice, KnFace, Pick, Session};
use ivanhoe::games::knights_ninjas::{Place, Places};
use ivanhoe::shell::screens::Screen;
use ivanhoe::table::Notice;
use ivanhoe::table::decide::PickRequest;
use ivanhoe::table::guide::{GuideText, Guided};
use ivanhoe::table::handoff::HandOff;
use ivanhoe::table::zones::{Face, HeldBy};
use knights_ninjas_rules::{Card, State};
use leafwing_input_manager::user_input::Buttonlike;
use rules_core::Game;

mod common;
use common::{Device, click, click_button, screen, tap};

/// The app at Of Knights and Ninjas's guided first match, reached from the title by `device` alone
/// ("New game", then "Learn to play" on the setup), saving in `store`.
fn guided_app(store: &saves::MemoryStore, device: Device) -> App {
    let app = common::guide_from_title(store, <State as Game>::NAME, device);
    assert!(
        app.world()
            .get_resource::<Guided<ivanhoe::games::knights_ninjas::KnightsNinjas>>()
            .is_some(),
        "the match is the guided one"
    );
    app
}

fn actions(app: &App) -> Vec<String> {
    let session = app.world().resource::<Session>();
    session.actions.iter().map(ToString::to_string).collect()
}

fn script(app: &App) -> Vec<String> {
    let guided = app
        .world()
        .resource::<Guided<ivanhoe::games::knights_ninjas::KnightsNinjas>>();
    guided.0.script.iter().map(ToString::to_string).collect()
}

fn guide_text(app: &mut App) -> String {
    let world = app.world_mut();
    let mut texts = world.query_filtered::<&Text, With<GuideText>>();
    texts.iter(world).map(|t| t.0.clone()).collect()
}

/// How the person decides: a key or button on the lit pick, or a click on it.
trait Person {
    /// Makes the pick `pick` (the one the focus rests on) once; false if it cannot yet (its
    /// piece or button is not on the screen yet).
    fn choose(&mut self, app: &mut App, pick: Pick) -> bool;
}

/// The select key of a keyboard or a gamepad: pressed on whatever the focus rests on.
struct Select<B>(B);

impl<B: Buttonlike + Clone> Person for Select<B> {
    fn choose(&mut self, app: &mut App, _pick: Pick) -> bool {
        tap(app, self.0.clone());
        true
    }
}

/// The mouse: a click on the piece that stands for the pick (a card of the hand, a rival's
/// kingdom), or on the prompt's button for it.
struct Mouse;

/// The piece or button standing for `pick` on the screen.
fn entity_of(app: &mut App, pick: Pick) -> Option<Entity> {
    let world = app.world_mut();
    match pick {
        Pick::Card(card) => {
            let seat = world.resource::<KnChoice>().seat?;
            let hand = world.resource::<Places>().zones[&Place::Hand(seat)];
            let mut pieces = world.query::<(Entity, &Face<KnFace>, &HeldBy)>();
            pieces
                .iter(world)
                .find(|(_, face, held)| held.0 == hand && face.0.card == Some(card))
                .map(|(e, _, _)| e)
        }
        Pick::Rival(seat) => {
            let mut panels = world.query::<(Entity, &KingdomPanel)>();
            panels
                .iter(world)
                .find(|(_, panel)| panel.0 == seat)
                .map(|(e, _)| e)
        }
        _ => {
            let mut buttons = world.query::<(Entity, &KnButton)>();
            buttons
                .iter(world)
                .find(|(_, button)| button.0 == pick)
                .map(|(e, _)| e)
        }
    }
}

impl Person for Mouse {
    fn choose(&mut self, app: &mut App, pick: Pick) -> bool {
        let Some(entity) = entity_of(app, pick) else {
            return false;
        };
        match pick {
            // Picking: the click reaches the piece's observers.
            Pick::Card(_) | Pick::Rival(_) => click(app, entity),
            // UI picking: the button's Interaction is pressed.
            _ => click_button(app, entity),
        }
        true
    }
}

/// Walks the guided match as `person`: at each of the person's decisions the focus must rest on
/// the pick the guide points at, and that pick must be legal; then plays on, the same way on
/// whatever the focus rests on, to the winner's screen. No hand-off screen ever shows: the
/// person is alone at the screen.
fn walk_the_guide(app: &mut App, mut person: impl Person) {
    assert_eq!(screen(app), Screen::Match);
    let script = script(app);
    let mut picked = 0;
    let no_handoff = |app: &mut App| {
        let world = app.world_mut();
        let mut q = world.query_filtered::<(), With<HandOff>>();
        q.iter(world).next().is_none()
    };
    for _ in 0..20_000 {
        if actions(app).len() >= script.len() {
            break;
        }
        assert!(no_handoff(app), "no hand-off with one person at the screen");
        let choice = app.world().resource::<KnChoice>();
        if choice.seat.is_some() {
            let at = actions(app).len();
            let guided = choice.guided();
            assert!(
                guided.is_some(),
                "decision {at}: the guide points at a pick"
            );
            assert_eq!(
                choice.focused(),
                guided,
                "decision {at}: the focus rests on the guided pick"
            );
            let guided = guided.expect("checked");
            assert!(
                choice.next_picks().contains(&guided) && choice.allows(guided),
                "decision {at}: the guided pick {guided:?} is legal"
            );
            assert!(!guide_text(app).is_empty(), "the step's words are shown");
            if person.choose(app, guided) {
                picked += 1;
            }
        }
        app.update();
    }
    assert_eq!(
        actions(app)[..script.len()],
        script[..],
        "the match follows the guide's script"
    );
    // Castle, Fortify, End; Catapult, Roland; Jester, Knight; Peasant; Highwayman: each taken
    // at the first press or click (the Dragon's window, where they can only let it pass, is
    // passed for them).
    assert_eq!(picked, 9, "the person made the guided picks, each at once");
    app.update();
    assert!(
        guide_text(app).starts_with("That is the guide"),
        "the closing words: {}",
        guide_text(app)
    );
    // The guide is over: the match goes on to its end.
    for _ in 0..40_000 {
        if screen(app) == Screen::Results {
            return;
        }
        let focused = app.world().resource::<KnChoice>().focused();
        if app.world().resource::<KnChoice>().seat.is_some()
            && let Some(pick) = focused
        {
            person.choose(app, pick);
        }
        app.update();
    }
    panic!(
        "no winner after the guide: {} decisions",
        actions(app).len()
    );
}

/// The guided first match, reached from the title by the keyboard, can be finished by the
/// keyboard alone: Enter on the lit pick at every step, every pointed-at pick legal, and
/// nothing saved over the person's matches.
#[test]
fn the_guided_match_is_walked_to_its_end_by_keyboard_on_legal_picks() {
    let store = saves::MemoryStore::new();
    let mut app = guided_app(&store, Device::Keyboard);
    walk_the_guide(&mut app, Select(KeyCode::Enter));
    assert!(store.keys().is_empty(), "a guided match saves nothing");
}

/// ... and by a gamepad alone, from the title on (South on the lit pick).
#[test]
fn the_guided_match_is_walked_to_its_end_by_gamepad_on_legal_picks() {
    let store = saves::MemoryStore::new();
    let mut app = guided_app(&store, Device::Gamepad);
    walk_the_guide(&mut app, Select(GamepadButton::South));
    assert!(store.keys().is_empty(), "a guided match saves nothing");
}

/// ... and by the mouse alone, from the title on: a click on the card, the rival's kingdom or the
/// button the guide points at.
#[test]
fn the_guided_match_is_walked_to_its_end_by_mouse_on_legal_picks() {
    let store = saves::MemoryStore::new();
    let mut app = guided_app(&store, Device::Mouse);
    walk_the_guide(&mut app, Mouse);
    assert!(store.keys().is_empty(), "a guided match saves nothing");
}

/// A pick other than the guided one is refused with the step's words, and changes nothing.
#[test]
fn the_guide_refuses_another_pick_with_its_words() {
    let store = saves::MemoryStore::new();
    let mut app = guided_app(&store, Device::Mouse);
    for _ in 0..200 {
        if app.world().resource::<KnChoice>().seat.is_some() {
            break;
        }
        app.update();
    }
    let choice = app.world().resource::<KnChoice>();
    assert_eq!(choice.guided(), Some(Pick::Card(Card::Castle)));
    assert!(
        choice.next_picks().contains(&Pick::Card(Card::Catapult))
            && !choice.allows(Pick::Card(Card::Catapult)),
        "only the guided pick is offered, though the rules allow another"
    );
    app.world_mut()
        .write_message(PickRequest(Pick::Card(Card::Catapult)));
    app.update();
    assert!(actions(&app).is_empty(), "nothing was decided");
    let notice = app.world().resource::<Notice>();
    let said = notice
        .0
        .as_ref()
        .map(|(text, _)| text.clone())
        .unwrap_or_default();
    assert!(
        said.contains("choose your Castle"),
        "the step's words: {said}"
    );
}
