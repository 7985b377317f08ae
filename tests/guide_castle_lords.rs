//! Castle Lords' guided first match through the real app: the guide's deal and script on the
//! engine, the person's every decision made on the pick the guide points at, by the keyboard
//! alone (Enter), a gamepad alone (A) or the mouse alone (a click on the piece or the button of
//! the pick), to the end of the guided hand and on to the winner's screen. A step whose
//! pointed-at pick is not legal, or where the focus does not rest on it, fails the walk.

use std::collections::BTreeSet;

use bevy::prelude::*;
use castle_lords_rules::{Card, State as Engine};
use ivanhoe::games::castle_lords::CastleLords;
use ivanhoe::games::castle_lords::{
    CardFace, CastleButton, CastleChoice, CastlePanel, PickRequest, Place, Places, Session, Target,
};
use ivanhoe::shell::screens::Screen;
use ivanhoe::table::Notice;
use ivanhoe::table::guide::{GuideText, Guided};
use ivanhoe::table::zones::{Face, HeldBy};
use rules_core::{Game, Status};

mod common;
use common::{Device, click, click_button, screen, tap};

/// The app at Castle Lords's guided first match, reached from the title by `device` alone
/// ("New game", then "Learn to play" on the setup), saving in `store`.
fn guided_app(store: &saves::MemoryStore, device: Device) -> App {
    let app = common::guide_from_title(store, <Engine as Game>::NAME, device);
    assert!(
        app.world().get_resource::<Guided<CastleLords>>().is_some(),
        "the match is the guided one"
    );
    app
}

fn decisions(app: &App) -> usize {
    app.world().resource::<Session>().actions.len()
}

fn actions(app: &App) -> Vec<String> {
    let session = app.world().resource::<Session>();
    session.actions.iter().map(ToString::to_string).collect()
}

fn script(app: &App) -> Vec<String> {
    let guided = app.world().resource::<Guided<CastleLords>>();
    guided.0.script.iter().map(ToString::to_string).collect()
}

/// The indices of the script's decisions that are the person's (seat 0), by the engine.
fn persons_decisions(app: &App) -> BTreeSet<usize> {
    let session = app.world().resource::<Session>();
    let guide = &app.world().resource::<Guided<CastleLords>>().0;
    let mut events = Vec::new();
    let mut state =
        Engine::new_game(session.engine().options(), guide.seed, &mut events).expect("deal");
    let mut persons = BTreeSet::new();
    for (at, action) in guide.script.iter().enumerate() {
        if state.status() == Status::Decision(0) {
            persons.insert(at);
        }
        state.apply(action, &mut events).expect("legal");
    }
    persons
}

fn guide_text(app: &mut App) -> String {
    let world = app.world_mut();
    let mut texts = world.query_filtered::<&Text, With<GuideText>>();
    texts.iter(world).map(|t| t.0.clone()).collect()
}

/// A device that makes the pick the focus rests on.
trait Picker {
    /// Makes `pick`, which the focus rests on.
    fn choose(&mut self, app: &mut App, pick: Target);
}

/// A key or a button: pressed on the focused pick.
struct Press<B>(B);

impl<B: leafwing_input_manager::user_input::Buttonlike + Clone> Picker for Press<B> {
    fn choose(&mut self, app: &mut App, _pick: Target) {
        tap(app, self.0.clone());
    }
}

/// The mouse: a click on the piece that stands for the pick, or on its prompt button.
struct Mouse;

impl Picker for Mouse {
    fn choose(&mut self, app: &mut App, pick: Target) {
        let entity = match clickable(app, pick) {
            Some(entity) => Some(entity),
            None => {
                // Prompt buttons appear in the UI step of a frame: let it run once.
                app.update();
                clickable(app, pick)
            }
        };
        let entity = entity.unwrap_or_else(|| panic!("nothing to click for {pick:?}"));
        if matches!(pick, Target::Button(_)) {
            click_button(app, entity);
        } else {
            click(app, entity);
        }
    }
}

/// The entity the mouse clicks for `pick`: a card of the person's hand, a proposal, a castle's
/// panel, or a prompt button.
fn clickable(app: &mut App, pick: Target) -> Option<Entity> {
    let seat = app.world().resource::<CastleChoice>().seat?;
    let world = app.world_mut();
    let zones = world.resource::<Places>().zones.clone();
    let mut in_zone = |place: Place, face: Option<Card>| -> Option<Entity> {
        let zone = zones.get(&place)?;
        let mut pieces = world.query::<(Entity, &Face<CardFace>, &HeldBy)>();
        pieces
            .iter(world)
            .find(|(_, f, held)| held.0 == *zone && (face.is_none() || f.0.0 == face))
            .map(|(e, _, _)| e)
    };
    match pick {
        Target::Card(card) => in_zone(Place::Hand(seat), Some(card)),
        Target::Proposal(s) => in_zone(Place::Proposal(s), None),
        Target::Castle(c) => {
            let mut panels = world.query::<(Entity, &CastlePanel)>();
            panels.iter(world).find(|(_, p)| p.0 == c).map(|(e, _)| e)
        }
        Target::Button(_) => {
            let mut buttons = world.query::<(Entity, &CastleButton)>();
            buttons
                .iter(world)
                .find(|(_, b)| b.0 == pick)
                .map(|(e, _)| e)
        }
    }
}

/// Walks the guided match with `device` alone: at each of the person's decisions the focus
/// must rest on the pick the guide points at, that pick must be legal and the step's words
/// shown; the device makes it. Then plays on, the device choosing whatever the focus rests on,
/// to the winner's screen.
fn walk_the_guide(app: &mut App, mut device: impl Picker) {
    assert_eq!(screen(app), Screen::Match);
    let script = script(app);
    let persons = persons_decisions(app);
    let mut made = BTreeSet::new();
    for _ in 0..20_000 {
        let at = decisions(app);
        if at >= script.len() {
            break;
        }
        let choice = app.world().resource::<CastleChoice>();
        if choice.seat.is_some() && !made.contains(&at) {
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
            device.choose(app, guided);
            made.insert(at);
        }
        app.update();
    }
    assert_eq!(
        actions(app)[..script.len()],
        script[..],
        "the match follows the guide's script"
    );
    assert_eq!(made, persons, "the person made each of their decisions");
    app.update();
    assert!(
        guide_text(app).starts_with("The hand is scored"),
        "the closing words: {}",
        guide_text(app)
    );
    // The guide is over: the match goes on to its end.
    for _ in 0..60_000 {
        if screen(app) == Screen::Results {
            return;
        }
        let choice = app.world().resource::<CastleChoice>();
        if choice.seat.is_some()
            && let Some(focused) = choice.focused().filter(|f| choice.allows(*f))
        {
            device.choose(app, focused);
        }
        app.update();
    }
    panic!("no winner after the guide: {} decisions", decisions(app));
}

/// The guided first match, reached from the title by the keyboard, can be finished by the
/// keyboard alone: Enter on the lit pick at every step, every pointed-at pick legal, and
/// nothing saved over the person's matches.
#[test]
fn the_guided_match_is_walked_to_its_end_by_keyboard_on_legal_picks() {
    let store = saves::MemoryStore::new();
    let mut app = guided_app(&store, Device::Keyboard);
    walk_the_guide(&mut app, Press(KeyCode::Enter));
    assert!(store.keys().is_empty(), "a guided match saves nothing");
}

/// ... and by a gamepad alone, from the title on (A on the lit pick).
#[test]
fn the_guided_match_is_walked_to_its_end_by_gamepad_on_legal_picks() {
    let store = saves::MemoryStore::new();
    let mut app = guided_app(&store, Device::Gamepad);
    walk_the_guide(&mut app, Press(GamepadButton::South));
    assert!(store.keys().is_empty(), "a guided match saves nothing");
}

/// ... and by the mouse alone, from the title on: a click on the card, the proposal or the castle
/// the guide points at, or on its prompt button.
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
        if app.world().resource::<CastleChoice>().seat.is_some() {
            break;
        }
        app.update();
    }
    let choice = app.world().resource::<CastleChoice>();
    let Some(Target::Card(offered)) = choice.guided() else {
        panic!("the guide first points at a card to offer");
    };
    let other = choice
        .next_picks()
        .into_iter()
        .find(|p| *p != Target::Card(offered))
        .expect("another card the rules allow");
    assert!(!choice.allows(other), "only the guided pick is offered");
    app.world_mut().write_message(PickRequest(other));
    app.update();
    assert!(actions(&app).is_empty(), "nothing was decided");
    let notice = app.world().resource::<Notice>();
    let said = notice
        .0
        .as_ref()
        .map(|(text, _)| text.clone())
        .unwrap_or_default();
    assert!(
        said.starts_with("Welcome to Castle Lords"),
        "the step's words: {said}"
    );
}
