//! The guided first match through the real app: the guide's deal and script on the engine, the
//! person's every decision made by pressing the select key on the pick the focus rests on, to
//! the guide's end and on to the winner's screen.

use bevy::prelude::*;
use ivanhoe::games::ivanhoe::Session;
use ivanhoe::games::ivanhoe::choices::Pick;
use ivanhoe::games::ivanhoe::human::{HumanChoice, PickRequest};
use ivanhoe::shell::screens::Screen;
use ivanhoe::table::Notice;
use ivanhoe::table::guide::{GuideText, Guided};
use ivanhoe_rules::Colour;
use leafwing_input_manager::user_input::Buttonlike;

mod common;
use common::{Device, screen, tap};

/// The app at Ivanhoe's guided first match, reached from the title by `device` alone
/// ("New game", then "Learn to play" on the setup), saving in `store`.
fn guided_app(store: &saves::MemoryStore, device: Device) -> App {
    let app = common::guide_from_title(store, "ivanhoe", device);
    assert!(
        app.world()
            .get_resource::<Guided<ivanhoe::games::ivanhoe::Ivanhoe>>()
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
        .resource::<Guided<ivanhoe::games::ivanhoe::Ivanhoe>>();
    guided.0.script.iter().map(ToString::to_string).collect()
}

fn guide_text(app: &mut App) -> String {
    let world = app.world_mut();
    let mut texts = world.query_filtered::<&Text, With<GuideText>>();
    texts.iter(world).map(|t| t.0.clone()).collect()
}

/// Walks the guided match with `select` alone: at each of the person's decisions the focus
/// must rest on the pick the guide points at, and that pick must be legal; then plays on, the
/// same key on whatever the focus rests on, to the winner's screen.
fn walk_the_guide(app: &mut App, select: impl Buttonlike + Clone) {
    walk_the_guide_with(app, |app, _| {
        tap(app, select.clone());
        true
    });
}

/// Walks the guided match making each pick with `choose` (given the pick the focus rests on;
/// false when it cannot be made yet): the checks of [`walk_the_guide`].
fn walk_the_guide_with(app: &mut App, mut choose: impl FnMut(&mut App, Pick) -> bool) {
    assert_eq!(screen(app), Screen::Match);
    let script = script(app);
    let mut pressed = 0;
    for _ in 0..20_000 {
        if actions(app).len() >= script.len() {
            break;
        }
        let choice = app.world().resource::<HumanChoice>();
        if choice.seat.is_some() {
            let guided = choice.guided();
            assert!(
                guided.is_some(),
                "decision {}: the guide points at a pick",
                actions(app).len()
            );
            assert_eq!(
                choice.focused(),
                guided,
                "decision {}: the focus rests on the guided pick",
                actions(app).len()
            );
            let guided = guided.expect("checked");
            assert!(
                choice.next_picks().contains(&guided) && choice.allows(guided),
                "decision {}: the guided pick {guided:?} is legal",
                actions(app).len()
            );
            assert!(!guide_text(app).is_empty(), "the step's words are shown");
            if choose(app, guided) {
                pressed += 1;
            }
        }
        app.update();
    }
    assert_eq!(
        actions(app)[..script.len()],
        script[..],
        "the match follows the guide's script"
    );
    assert!(pressed >= 14, "the person made the guided picks: {pressed}");
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
        let choice = app.world().resource::<HumanChoice>();
        if choice.seat.is_some()
            && let Some(focused) = choice.focused()
        {
            choose(app, focused);
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
    walk_the_guide(&mut app, KeyCode::Enter);
    assert!(store.keys().is_empty(), "a guided match saves nothing");
}

/// ... and by a gamepad alone, from the title on (A on the lit pick).
#[test]
fn the_guided_match_is_walked_to_its_end_by_gamepad_on_legal_picks() {
    let store = saves::MemoryStore::new();
    let mut app = guided_app(&store, Device::Gamepad);
    walk_the_guide(&mut app, GamepadButton::South);
}

/// ... and by the mouse alone, from the title on: a click on the button or piece of the pick the
/// guide points at (after the guide, on the focused one).
#[test]
fn the_guided_match_is_walked_to_its_end_by_mouse_on_legal_picks() {
    let store = saves::MemoryStore::new();
    let mut app = guided_app(&store, Device::Mouse);
    walk_the_guide_with(
        &mut app,
        common::click_pick::<ivanhoe::games::ivanhoe::Ivanhoe>,
    );
    assert!(store.keys().is_empty(), "a guided match saves nothing");
}

/// A pick other than the guided one is refused with the step's words, and changes nothing.
#[test]
fn the_guide_refuses_another_pick_with_its_words() {
    let store = saves::MemoryStore::new();
    let mut app = guided_app(&store, Device::Mouse);
    for _ in 0..200 {
        if app.world().resource::<HumanChoice>().seat.is_some() {
            break;
        }
        app.update();
    }
    let choice = app.world().resource::<HumanChoice>();
    assert_eq!(choice.guided(), Some(Pick::Colour(Colour::Yellow)));
    assert!(
        !choice.allows(Pick::Colour(Colour::Red)),
        "only the guided pick is offered"
    );
    app.world_mut()
        .write_message(PickRequest(Pick::Colour(Colour::Red)));
    app.update();
    assert!(actions(&app).is_empty(), "nothing was decided");
    let notice = app.world().resource::<Notice>();
    let said = notice
        .0
        .as_ref()
        .map(|(text, _)| text.clone())
        .unwrap_or_default();
    assert!(said.contains("Choose yellow"), "the step's words: {said}");
}

/// Leaving a guided match says what really happens: it is not saved (no Continue on the title
/// takes it up), and Learn to play starts it again.
#[test]
fn leaving_a_guided_match_says_it_is_not_saved() {
    use ivanhoe::table::pause::OpenMatchMenu;
    let store = saves::MemoryStore::new();
    let mut app = guided_app(&store, Device::Keyboard);
    app.world_mut().write_message(OpenMatchMenu);
    app.update();
    Device::Keyboard.press(&mut app, "Leave the match");
    app.update();
    let words: Vec<String> = {
        let world = app.world_mut();
        let mut texts = world.query::<&Text>();
        texts.iter(world).map(|t| t.0.clone()).collect()
    };
    assert!(
        words.iter().any(|w| w.contains("not saved")),
        "the question says the guided match is not saved: {words:#?}"
    );
    assert!(
        !words.iter().any(|w| w.contains("Continue")),
        "no word of a Continue that the title will not offer: {words:#?}"
    );
    Device::Keyboard.press(&mut app, "Leave for good");
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Title);
    assert!(
        common::button_named(&mut app, "Continue").is_none(),
        "the title offers no Continue"
    );
}

/// On a setup with a guided match, Down from Start reaches Learn to play (it lies below it), and
/// Shift+Tab walks the buttons back where Tab walks them on.
#[test]
fn the_setup_keys_reach_learn_to_play_and_shift_tab_goes_back() {
    use ivanhoe::shell::menu::{MenuFocus, MenuItem};
    let store = saves::MemoryStore::new();
    let mut app = common::app_at_title(&store, Device::Keyboard);
    Device::Keyboard.press(&mut app, "New game: ivanhoe");
    app.update();
    assert_eq!(screen(&app), Screen::Setup);
    let order_of = |app: &mut App, name: &str| {
        let button = common::button_named(app, name).expect(name);
        app.world()
            .get::<MenuItem>(button)
            .expect("a menu button")
            .order
    };
    let start = order_of(&mut app, "Start");
    let learn = order_of(&mut app, "Learn to play");
    app.world_mut().resource_mut::<MenuFocus>().0 = Some(start);
    tap(&mut app, KeyCode::ArrowDown);
    app.update();
    assert_eq!(
        app.world().resource::<MenuFocus>().0,
        Some(learn),
        "Down from Start goes to Learn to play"
    );
    tap(&mut app, KeyCode::Tab);
    app.update();
    let after_tab = app.world().resource::<MenuFocus>().0;
    assert_ne!(after_tab, Some(learn));
    KeyCode::ShiftLeft.press(app.world_mut());
    tap(&mut app, KeyCode::Tab);
    app.update();
    KeyCode::ShiftLeft.release(app.world_mut());
    app.update();
    assert_eq!(
        app.world().resource::<MenuFocus>().0,
        Some(learn),
        "Shift+Tab goes back to where Tab came from"
    );
}
