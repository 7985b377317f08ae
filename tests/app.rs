//! The game as `main` builds it — `app_plugin_on`, Bevy's default plugins, the fonts read from
//! `assets/`, picking, gamepads — with only the window and the renderer left out, driven by key
//! presses from the title through each game's setup to the first decision of the person at the
//! screen, which a key press then makes. A game that cannot start in its window, or a screen
//! that a keyboard cannot leave, fails here although the lighter headless tests (which build
//! the game's plugins on `MinimalPlugins`) would pass.

use std::time::{Duration, Instant};

use bevy::prelude::*;
use ivanhoe::shell::screens::{Catalogue, Screen};
use ivanhoe::table::Seating;
use leafwing_input_manager::user_input::Buttonlike;

#[allow(dead_code)] // the other test files use the rest
mod common;
use common::screen;

/// Updates until `done`, at most `limit` of real time (fonts load and computer players think
/// on Bevy's task pools, in real time).
fn run_until(app: &mut App, what: &str, limit: Duration, mut done: impl FnMut(&App) -> bool) {
    let start = Instant::now();
    while !done(app) {
        assert!(
            start.elapsed() < limit,
            "{what}: not reached after {limit:?} (screen {:?})",
            screen(app)
        );
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// Presses Down until the menu's focus rests on the button named `name` (a few presses).
fn down_to(app: &mut App, name: &str) {
    use ivanhoe::shell::menu::{MenuFocus, MenuItem};
    for _ in 0..20 {
        let focus = app.world().resource::<MenuFocus>().0;
        let world = app.world_mut();
        let mut items = world.query::<(&MenuItem, &Name)>();
        if items
            .iter(world)
            .any(|(item, n)| Some(item.order) == focus && n.as_str() == name)
        {
            return;
        }
        press(app, KeyCode::ArrowDown);
    }
    panic!("Down never reached {name}");
}

fn press(app: &mut App, key: KeyCode) {
    key.press(app.world_mut());
    app.update();
    key.release(app.world_mut());
    app.update();
}

/// Whether a menu button named `name` is on screen.
fn has_button(app: &mut App, name: &str) -> bool {
    let mut query = app
        .world_mut()
        .query_filtered::<&Name, With<ivanhoe::shell::menu::MenuItem>>();
    query.iter(app.world()).any(|n| n.as_str() == name)
}

/// The person at the screen (seat 0 by default) is to decide, with the table shown to them.
fn person_decides(app: &App) -> bool {
    let seating = app.world().resource::<Seating>();
    seating.deciding == Some(0)
        && app.world().resource::<ivanhoe::table::Viewer>().0 == Some(0)
        && app
            .world()
            .get_resource::<State<Screen>>()
            .map(|s| *s.get())
            == Some(Screen::Match)
}

/// The felt under the screens: how many there are, and whether each shows the felt's picture
/// (not the plain colour that stands in for it without pictures).
fn felts(app: &mut App) -> (usize, bool) {
    let mut query = app
        .world_mut()
        .query_filtered::<(&Name, &Sprite), With<ivanhoe::shell::backdrop::Backdrop>>();
    let felts: Vec<&Sprite> = query
        .iter(app.world())
        .filter(|(name, _)| name.as_str() == "Felt")
        .map(|(_, sprite)| sprite)
        .collect();
    let pictured = felts.iter().all(|s| s.image != Handle::default());
    (felts.len(), pictured)
}

/// Every game in the title's list, by keyboard alone: its setup opens, Start deals a match,
/// the person's first decision comes up and Enter makes it; Escape then opens the match's menu,
/// whose "Leave the match" (asked twice) goes back to the title. Every screen on the way lies on
/// one felt, laid when loading ends.
#[test]
fn each_game_starts_from_the_title_as_main_builds_it() {
    let mut app = App::new();
    ivanhoe::app_plugin_on(&mut app, ivanhoe::Display::Headless);
    // As `App::run` does before the first frame: the plugins finish their setup (Bevy's
    // image loader, which reads the pictures of the cards, is registered then).
    app.finish();
    app.cleanup();
    let limit = Duration::from_secs(60);
    run_until(&mut app, "the title after loading", limit, |app| {
        screen(app) == Screen::Title
    });
    let games: Vec<&'static str> = app
        .world()
        .resource::<Catalogue>()
        .offered()
        .map(|g| g.name())
        .collect();
    assert_eq!(games.len(), 3, "the three games are offered");
    // The title lies on the table's felt, as the matches do.
    assert_eq!(
        felts(&mut app),
        (1, true),
        "one pictured felt under the title"
    );
    for (index, game) in games.iter().enumerate() {
        // After the first match the title offers Continue (the match left is saved) first.
        let continues = index > 0;
        assert_eq!(has_button(&mut app, "Continue"), continues, "{game}");
        for _ in 0..index + usize::from(continues) {
            press(&mut app, KeyCode::ArrowDown);
        }
        press(&mut app, KeyCode::Enter);
        run_until(&mut app, "the setup", limit, |app| {
            screen(app) == Screen::Setup
        });
        let chosen = app
            .world()
            .resource::<State<ivanhoe::shell::screens::ActiveGame>>()
            .get()
            .0;
        assert_eq!(
            chosen, *game,
            "the title's button {index} opens {game}'s setup"
        );
        // The setup's focus rests on Start.
        press(&mut app, KeyCode::Enter);
        run_until(
            &mut app,
            "the person's first decision",
            limit,
            person_decides,
        );
        let before = app.world().resource::<Seating>().decisions;
        // The first decision's focus rests on a legal choice: Enter makes it (a press while the
        // deal's cards still fly only ends the flights, so a person presses again).
        let start = Instant::now();
        while app.world().resource::<Seating>().decisions == before {
            assert!(
                start.elapsed() < limit,
                "{game}: Enter never made the decision"
            );
            press(&mut app, KeyCode::Enter);
            for _ in 0..10 {
                app.update();
            }
        }
        // Escape opens the menu; leaving asks first. A press while pieces fly (computer
        // players may be playing by now) only ends the flights, and one while a pick is under
        // way takes the pick back, so a person presses again: each press must do one of the
        // three, and the menu comes within a few.
        let menus = |app: &mut App| {
            let mut q = app
                .world_mut()
                .query_filtered::<(), With<ivanhoe::table::pause::MatchMenu>>();
            q.iter(app.world()).count()
        };
        let start = Instant::now();
        while menus(&mut app) == 0 {
            assert!(
                start.elapsed() < limit,
                "{game}: Escape never opened the match's menu"
            );
            press(&mut app, KeyCode::Escape);
        }
        assert_eq!(menus(&mut app), 1, "{game}: Escape opens one menu");
        // A match lies on the same felt: none laid over it, none taken away.
        assert_eq!(
            felts(&mut app),
            (1, true),
            "{game}: one felt under the match"
        );
        // Down to Leave (Take back is skipped while there is nothing to take back, which
        // depends on how far the computer players got), then Leave for good.
        down_to(&mut app, "Leave the match");
        press(&mut app, KeyCode::Enter);
        down_to(&mut app, "Leave for good");
        press(&mut app, KeyCode::Enter);
        run_until(&mut app, "the title again", limit, |app| {
            screen(app) == Screen::Title
        });
        assert_eq!(
            felts(&mut app),
            (1, true),
            "{game}: the title's felt after the match"
        );
    }
}
