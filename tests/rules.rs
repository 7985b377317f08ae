//! The rules screen ("How to play") through the real app without a window: for each game,
//! opened from its setup, from the title and from the match's menu, read to the end by
//! keyboard, gamepad and mouse, in English and in French; closing it gives back what lay under
//! it, a match untouched.

use std::time::Duration;

use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::input::touch::TouchPhase;
use bevy::prelude::*;
use bots::Difficulty;
use ivanhoe::shell::locale::{Language, LanguageSetting, Locale, Msg};
use ivanhoe::shell::menu::{MenuFocus, MenuItem};
use ivanhoe::shell::screens::rules::{self, Book, RulesBody, RulesScreen};
use ivanhoe::shell::screens::{ActiveGame, MatchSetup, Screen, SeatKind, SeatSetup};
use ivanhoe::table::pause::{MatchMenu, OpenMatchMenu};
use ivanhoe::table::{Seating, Session, TableGame};

#[allow(dead_code)] // the other test files use the rest
mod common;
use common::{Device, button_named, click_button, screen, tap};

const GAMES: [&str; 3] = ["ivanhoe", "castle-lords", "knights-ninjas"];

/// The number of pages the rules of `game` must have, counted in its English file: its pages
/// of text, then its cards six to a page.
fn pages_in_the_file(game: &str) -> usize {
    let path = format!(
        "{}/src/games/{}/i18n/en/rules-{game}.ftl",
        env!("CARGO_MANIFEST_DIR"),
        game.replace('-', "_")
    );
    let text = std::fs::read_to_string(path).expect("the rules' file");
    let ids: Vec<&str> = text
        .lines()
        .filter_map(|l| l.split(" =").next())
        .filter(|id| id.starts_with("rules-"))
        .collect();
    let pages = ids
        .iter()
        .filter(|id| {
            id.strip_suffix("-title")
                .is_some_and(|rest| rest.ends_with(|c: char| c.is_ascii_digit()))
        })
        .count();
    let cards = ids
        .iter()
        .filter(|id| id.contains("-card-") && id.ends_with("-name"))
        .count();
    pages + cards.div_ceil(rules::CARDS_PER_PAGE)
}

/// The app, its saves in memory, pieces moving at once, on `screen` for `game`, in `language`.
fn app_on(screen: Screen, game: &'static str, language: Language) -> App {
    let mut app = ivanhoe::headless_app(Duration::from_millis(50));
    app.insert_resource(ivanhoe::shell::saves::Saves(std::sync::Arc::new(
        saves::MemoryStore::new(),
    )));
    app.insert_resource(ivanhoe::shell::settings::AnimationSpeed::Instant);
    app.insert_resource(LanguageSetting::chosen(language));
    app.world_mut()
        .resource_mut::<Locale>()
        .set_language(language);
    app.update();
    app.world_mut()
        .resource_mut::<NextState<ActiveGame>>()
        .set(ActiveGame(game));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(screen);
    app.update();
    app.update();
    app
}

/// The open rules: their root, the page shown (from 0) and their number of pages.
fn rules_shown(app: &mut App) -> Option<(Entity, usize, usize)> {
    let mut query = app.world_mut().query::<(Entity, &RulesScreen)>();
    let all: Vec<_> = query
        .iter(app.world())
        .map(|(e, r)| (e, r.page(), r.pages()))
        .collect();
    assert!(all.len() <= 1, "one rules screen at most");
    all.first().copied()
}

/// The text of the entity named `name` under the rules, or of its first child with a text.
fn text_named(app: &mut App, name: &str) -> String {
    let world = app.world_mut();
    let mut named = world.query::<(Entity, &Name)>();
    let entity = named
        .iter(world)
        .find(|(_, n)| n.as_str() == name)
        .map(|(e, _)| e)
        .unwrap_or_else(|| panic!("no {name}"));
    common::texts_under(app, entity).concat()
}

/// Checks the page shown: its number says "Page N of M" in `language`, and every text of the
/// screen has words, none the id of a missing message. Returns the page's texts.
fn check_page(app: &mut App, language: Language, game: &str) -> Vec<String> {
    let (root, at, pages) = rules_shown(app).expect("the rules are open");
    let expected = app.world().resource::<Locale>().text(
        &Msg::new("howto-page")
            .with("page", at + 1)
            .with("pages", pages),
    );
    assert_eq!(text_named(app, "Page number"), expected, "{game}");
    let word = match language {
        Language::English => "of",
        Language::French => "sur",
    };
    assert_eq!(
        expected,
        format!("Page {} {word} {pages}", at + 1),
        "{game}: the page number in {}",
        language.code()
    );
    let texts = common::texts_under(app, root);
    // Heading, title, at least one paragraph, three buttons, the page number, the keys.
    assert!(texts.len() >= 8, "{game} page {at}: {texts:?}");
    for text in &texts {
        assert!(!text.trim().is_empty(), "{game} page {at}: an empty text");
        let an_id = text.starts_with('[') && text.ends_with(']');
        assert!(
            !an_id && !text.contains("[rules-"),
            "{game} page {at}: a missing message {text}"
        );
    }
    texts
}

/// How many pieces' pictures the rules show.
fn pictures_shown(app: &mut App) -> usize {
    let world = app.world_mut();
    let mut named = world.query::<&Name>();
    named
        .iter(world)
        .filter(|n| n.as_str() == "Picture")
        .count()
}

/// Whether the menu button `name` can be pressed now.
fn enabled(app: &mut App, name: &str) -> bool {
    let button = button_named(app, name).unwrap_or_else(|| panic!("no button {name}"));
    app.world().get::<MenuItem>(button).unwrap().enabled
}

fn focus(app: &App) -> Option<u32> {
    app.world().resource::<MenuFocus>().0
}

/// Each game's rules open from its setup's "How to play"; ← → and Page Up, Page Down turn the
/// pages to the last one, every page with words and none missing, the number of pages that of
/// its file; Escape closes them, and the setup is as it was, its focus where it was.
#[test]
fn each_games_rules_open_from_its_setup_and_read_to_the_end_by_keyboard() {
    for game in GAMES {
        let mut app = app_on(Screen::Setup, game, Language::English);
        let before = focus(&app);
        let how = button_named(&mut app, "How to play").expect("the setup offers the rules");
        click_button(&mut app, how);
        app.update();
        let (_, at, pages) = rules_shown(&mut app).expect("the rules open");
        assert_eq!(at, 0, "{game}: from the first page");
        assert_eq!(pages, pages_in_the_file(game), "{game}: every page");
        assert_eq!(focus(&app), Some(rules::NEXT), "{game}: the focus on Next");
        assert!(!enabled(&mut app, "Previous page"), "{game}");
        // The setup waits, hidden, under the rules.
        assert!(!enabled(&mut app, "Start"), "{game}: the setup waits");
        let mut titles = Vec::new();
        for page in 0..pages {
            assert_eq!(rules_shown(&mut app).unwrap().1, page, "{game}");
            let texts = check_page(&mut app, Language::English, game);
            // A page of the cards shows them as the game draws them, beside their words.
            let cards_heading = Locale::new(Language::English)
                .0
                .text(&Msg::new(format!("rules-{game}-cards-heading")));
            if texts[1] == cards_heading {
                assert!(
                    pictures_shown(&mut app) > 0,
                    "{game} page {page}: the cards' pictures"
                );
            }
            titles.push(texts[1].clone());
            // Both ways on: the arrow, and Page Down.
            let key = if page % 2 == 0 {
                KeyCode::ArrowRight
            } else {
                KeyCode::PageDown
            };
            tap(&mut app, key);
            app.update();
        }
        let last = pages - 1;
        assert_eq!(rules_shown(&mut app).unwrap().1, last, "{game}: stays last");
        assert!(!enabled(&mut app, "Next page"), "{game}: no page after");
        assert_eq!(
            focus(&app),
            Some(rules::CLOSE),
            "{game}: Next gave Close the focus"
        );
        let cards = Locale::new(Language::English)
            .0
            .text(&Msg::new(format!("rules-{game}-cards-heading")));
        assert_eq!(titles.last(), Some(&cards), "{game}: the cards come last");
        tap(&mut app, KeyCode::ArrowLeft);
        app.update();
        tap(&mut app, KeyCode::PageUp);
        app.update();
        assert_eq!(rules_shown(&mut app).unwrap().1, last - 2, "{game}: back");
        tap(&mut app, KeyCode::Escape);
        app.update();
        assert!(rules_shown(&mut app).is_none(), "{game}: Escape closes");
        assert_eq!(screen(&app), Screen::Setup, "{game}: the setup again");
        assert_eq!(focus(&app), before, "{game}: the focus back where it was");
        assert!(
            enabled(&mut app, "Start"),
            "{game}: the setup answers again"
        );
        // Enter still starts from the setup: the keys are the setup's again.
        tap(&mut app, KeyCode::Enter);
        app.update();
        assert_eq!(screen(&app), Screen::Match, "{game}: Enter on Start");
    }
}

/// The title offers each game's rules; in French every page reads in French (the title and
/// every paragraph those of the French file, the page number "Page N sur M"), and closing
/// comes back to the title.
#[test]
fn each_games_rules_read_in_french_from_the_title() {
    let mut app = app_on(Screen::Title, "ivanhoe", Language::French);
    let french = Locale::new(Language::French).0;
    for game in GAMES {
        let before = focus(&app);
        let button = button_named(&mut app, &format!("Rules: {game}")).expect("on the title");
        click_button(&mut app, button);
        app.update();
        let (_, _, pages) = rules_shown(&mut app).expect("the rules open from the title");
        let book = Book::of(game, &french);
        assert_eq!(pages, book.pages.len());
        for page in 0..pages {
            let texts = check_page(&mut app, Language::French, game);
            let render = |m: &Msg| french.render_checked(Language::French, m).unwrap();
            assert_eq!(texts[0], render(&book.heading()), "{game}: heading");
            assert_eq!(texts[1], render(&book.title(page)), "{game} page {page}");
            for paragraph in book.paragraphs(page, render) {
                assert!(
                    texts.contains(&paragraph.text),
                    "{game} page {page}: {:?} not shown",
                    paragraph.text
                );
            }
            tap(&mut app, KeyCode::PageDown);
            app.update();
        }
        tap(&mut app, KeyCode::Escape);
        app.update();
        assert!(rules_shown(&mut app).is_none(), "{game}");
        assert_eq!(screen(&app), Screen::Title, "{game}: the title again");
        assert_eq!(focus(&app), before, "{game}");
    }
}

/// Each game's rules open from the title and read to their last page with one device alone —
/// the keyboard (Tab to the game's "How to play", Enter, then → and Escape), a gamepad (the
/// pad's →, A, then → and B) or the mouse ("Next page", then "Close the rules") — and closing
/// comes back to the title.
#[test]
fn each_games_rules_read_from_the_title_by_each_device_alone() {
    for device in Device::ALL {
        let mut app = common::app_at_title(&saves::MemoryStore::new(), device);
        for game in GAMES {
            device.press(&mut app, &format!("Rules: {game}"));
            app.update();
            let (_, page, pages) = rules_shown(&mut app)
                .unwrap_or_else(|| panic!("{device:?}: {game}'s rules do not open"));
            assert_eq!(
                (page, pages),
                (0, pages_in_the_file(game)),
                "{device:?}: {game}"
            );
            for turned in 1..pages {
                match device {
                    Device::Keyboard => tap(&mut app, KeyCode::ArrowRight),
                    Device::Gamepad => tap(&mut app, GamepadButton::DPadRight),
                    Device::Mouse => device.press(&mut app, "Next page"),
                }
                app.update();
                let shown = rules_shown(&mut app).map(|(_, page, _)| page);
                assert_eq!(shown, Some(turned), "{device:?}: {game}");
            }
            match device {
                Device::Keyboard => tap(&mut app, KeyCode::Escape),
                Device::Gamepad => tap(&mut app, GamepadButton::East),
                Device::Mouse => device.press(&mut app, "Close the rules"),
            }
            app.update();
            assert!(
                rules_shown(&mut app).is_none(),
                "{device:?}: {game}'s rules stay open"
            );
            assert_eq!(screen(&app), Screen::Title, "{device:?}: {game}");
        }
    }
}

/// The mouse: Next and Previous turn the page, the wheel and ↑ ↓ scroll it, a new page starts
/// at its top, and Close closes.
#[test]
fn the_rules_turn_by_mouse_and_scroll_by_the_wheel() {
    let mut app = app_on(Screen::Setup, "ivanhoe", Language::English);
    let how = button_named(&mut app, "How to play").unwrap();
    click_button(&mut app, how);
    app.update();
    let next = button_named(&mut app, "Next page").unwrap();
    click_button(&mut app, next);
    app.update();
    assert_eq!(rules_shown(&mut app).unwrap().1, 1, "Next clicked");
    let scrolled = |app: &mut App| {
        let mut q = app
            .world_mut()
            .query_filtered::<&ScrollPosition, With<RulesBody>>();
        q.single(app.world()).expect("one page body").y
    };
    let window = app.world_mut().spawn_empty().id();
    app.world_mut().write_message(MouseWheel {
        unit: MouseScrollUnit::Line,
        x: 0.0,
        y: -2.0,
        window,
        phase: TouchPhase::Moved,
    });
    app.update();
    let by_wheel = scrolled(&mut app);
    assert!(by_wheel > 0.0, "the wheel scrolls down");
    tap(&mut app, KeyCode::ArrowDown);
    app.update();
    assert!(scrolled(&mut app) > by_wheel, "↓ scrolls down");
    tap(&mut app, KeyCode::ArrowUp);
    tap(&mut app, KeyCode::ArrowUp);
    tap(&mut app, KeyCode::ArrowUp);
    tap(&mut app, KeyCode::ArrowUp);
    app.update();
    assert_eq!(scrolled(&mut app), 0.0, "↑ back to the top, no further");
    app.world_mut().write_message(MouseWheel {
        unit: MouseScrollUnit::Pixel,
        x: 0.0,
        y: -30.0,
        window,
        phase: TouchPhase::Moved,
    });
    app.update();
    assert_eq!(scrolled(&mut app), 30.0);
    let previous = button_named(&mut app, "Previous page").unwrap();
    click_button(&mut app, previous);
    app.update();
    assert_eq!(rules_shown(&mut app).unwrap().1, 0, "Previous clicked");
    assert_eq!(scrolled(&mut app), 0.0, "a page starts at its top");
    let close = button_named(&mut app, "Close the rules").unwrap();
    click_button(&mut app, close);
    app.update();
    assert!(rules_shown(&mut app).is_none(), "Close clicked");
    assert_eq!(screen(&app), Screen::Setup);
}

/// Three computer players: a match that goes on by itself unless something holds it.
fn computers() -> MatchSetup {
    MatchSetup {
        seats: ["A", "B", "C"]
            .iter()
            .map(|name| SeatSetup {
                name: (*name).into(),
                kind: SeatKind::Computer(Difficulty::Easy),
            })
            .collect(),
        seed: Some(11),
        rules: 0,
    }
}

/// The engine's state of the match, byte for byte, and its decisions.
fn the_match<G: TableGame>(app: &App) -> (String, usize) {
    let session = app.world().resource::<Session<G>>();
    (
        rules_core::fingerprint(session.engine()),
        app.world().resource::<Seating>().decisions,
    )
}

/// During a match, the menu's "How to play" opens the game's rules over it; a gamepad turns
/// the pages (D-pad, shoulder buttons) and B closes them, back to the menu; all the while the
/// match is held, unchanged, and it resumes once the menu closes.
fn check_rules_over_a_match<G: TableGame>(game: &'static str) {
    let mut app = common::app_at(game, computers());
    common::connect_gamepad(&mut app);
    for _ in 0..30 {
        app.update();
    }
    app.world_mut().write_message(OpenMatchMenu);
    app.update();
    let how = button_named(&mut app, "How to play").expect("the menu offers the rules");
    let menu_focus = app.world().get::<MenuItem>(how).unwrap().order;
    // The focus on the menu's button, as a person chose it.
    app.world_mut().resource_mut::<MenuFocus>().0 = Some(menu_focus);
    let held = the_match::<G>(&app);
    click_button(&mut app, how);
    app.update();
    let (_, at, _) = rules_shown(&mut app).expect("the rules open over the match");
    assert_eq!(at, 0, "{game}");
    check_page(&mut app, Language::English, game);
    for (button, page) in [
        (GamepadButton::DPadRight, 1),
        (GamepadButton::DPadRight, 2),
        (GamepadButton::RightTrigger, 3),
        (GamepadButton::LeftTrigger, 2),
        (GamepadButton::DPadLeft, 1),
    ] {
        tap(&mut app, button);
        app.update();
        assert_eq!(rules_shown(&mut app).unwrap().1, page, "{game}: {button:?}");
        check_page(&mut app, Language::English, game);
    }
    for _ in 0..100 {
        app.update();
    }
    assert_eq!(screen(&app), Screen::Match, "{game}");
    assert_eq!(the_match::<G>(&app), held, "{game}: the match waits");
    tap(&mut app, GamepadButton::East);
    app.update();
    assert!(
        rules_shown(&mut app).is_none(),
        "{game}: B closes the rules"
    );
    let mut menus = app.world_mut().query_filtered::<(), With<MatchMenu>>();
    assert_eq!(menus.iter(app.world()).count(), 1, "{game}: the menu again");
    assert_eq!(focus(&app), Some(menu_focus), "{game}: on How to play");
    assert!(enabled(&mut app, "Resume"), "{game}: the menu answers");
    assert_eq!(the_match::<G>(&app), held, "{game}: the match unchanged");
    // Escape (Resume) closes the menu, and the match goes on.
    tap(&mut app, KeyCode::Escape);
    app.update();
    assert_eq!(menus.iter(app.world()).count(), 0, "{game}: resumed");
    for _ in 0..20_000 {
        if the_match::<G>(&app).1 > held.1 || screen(&app) != Screen::Match {
            break;
        }
        app.update();
    }
    assert!(the_match::<G>(&app).1 > held.1, "{game}: the match goes on");
}

#[test]
fn ivanhoes_rules_open_over_its_match_which_waits_unchanged() {
    check_rules_over_a_match::<ivanhoe::games::ivanhoe::Ivanhoe>("ivanhoe");
}

#[test]
fn castle_lords_rules_open_over_its_match_which_waits_unchanged() {
    check_rules_over_a_match::<ivanhoe::games::castle_lords::CastleLords>("castle-lords");
}

#[test]
fn knights_and_ninjas_rules_open_over_its_match_which_waits_unchanged() {
    check_rules_over_a_match::<ivanhoe::games::knights_ninjas::KnightsNinjas>("knights-ninjas");
}
