//! Settings that last: the game as `main` builds it, with its settings kept in a preferences
//! folder of the test's own (`XDG_CONFIG_HOME`), started, changed, closed and started again; a
//! settings file that cannot be read; names typed on the setup screen.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use ivanhoe::shell::audio::{BackgroundMusic, SoundVolume};
use ivanhoe::shell::locale::{Language, LanguageSetting, Locale};
use ivanhoe::shell::screens::{ActiveGame, MatchSetup, Screen, SeatKind};
use ivanhoe::shell::settings::{AnimationSpeed, LastSetups, SettingsProblem};
use leafwing_input_manager::user_input::Buttonlike;

#[allow(dead_code)] // the other test files use the rest
mod common;
use common::{button_named, screen};

/// The preferences folder of this test binary: every test here uses the same one, in turn.
fn preferences() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ivanhoe-settings-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // SAFETY: set before any app (and so any thread reading the environment) starts, and to the
    // same value by every test of this binary.
    unsafe { std::env::set_var("XDG_CONFIG_HOME", &dir) };
    dir
}

/// One test at a time: they share the preferences folder.
static SERIAL: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// The game as `main` builds it (headless), with its settings kept: at its title.
fn launch() -> App {
    let mut app = App::new();
    ivanhoe::app_plugin_on(&mut app, ivanhoe::Display::Headless);
    app.add_plugins(ivanhoe::shell::settings::persistence_plugin);
    // As `App::run` does before the first frame: the plugins finish their setup (Bevy's
    // image loader, which reads the pictures of the cards, is registered then).
    app.finish();
    app.cleanup();
    run_for(&mut app, Duration::from_secs(60), |app| {
        screen(app) == Screen::Title
    });
    app
}

fn run_for(app: &mut App, limit: Duration, mut done: impl FnMut(&App) -> bool) {
    let start = Instant::now();
    while !done(app) {
        assert!(start.elapsed() < limit, "timed out");
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// The setup screen of `game`, as its button on the title opens it.
fn open_setup(app: &mut App, game: &'static str) {
    app.world_mut()
        .resource_mut::<NextState<ActiveGame>>()
        .set(ActiveGame(game));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Setup);
    app.update();
}

/// Settings survive a restart: the animation speed, the language, the sound's volume and music,
/// and each game's last setup, changed in one run, are there in the next (saved shortly after
/// the change, as a player quitting would).
#[test]
fn settings_survive_a_restart() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let dir = preferences();
    let _ = std::fs::remove_dir_all(dir.join("ivanhoe"));
    let mut app = launch();
    assert_eq!(
        *app.world().resource::<AnimationSpeed>(),
        AnimationSpeed::Normal
    );
    *app.world_mut().resource_mut::<AnimationSpeed>() = AnimationSpeed::Fast;
    *app.world_mut().resource_mut::<LanguageSetting>() = LanguageSetting::French;
    assert_eq!(*app.world().resource::<SoundVolume>(), SoundVolume::Full);
    assert_eq!(
        *app.world().resource::<BackgroundMusic>(),
        BackgroundMusic::On
    );
    *app.world_mut().resource_mut::<SoundVolume>() = SoundVolume::Quarter;
    *app.world_mut().resource_mut::<BackgroundMusic>() = BackgroundMusic::Off;
    // Castle Lords' setup, left with three seats and a typed-over name.
    open_setup(&mut app, "castle-lords");
    {
        let mut setup = app.world_mut().resource_mut::<MatchSetup>();
        setup.seats.truncate(3);
        setup.seats[1].name = "Ulrica".into();
        setup.seats[2].kind = SeatKind::Human;
    }
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.update();
    let kept = app.world().resource::<LastSetups>().clone();
    assert!(kept.games.contains_key("castle-lords"));
    // The save waits a moment for more changes: give it that moment, then close.
    let file = dir.join("ivanhoe").join("settings.toml");
    let start = Instant::now();
    while !std::fs::read_to_string(&file).is_ok_and(|t| {
        ["Fast", "French", "Ulrica", "Quarter", "Off"]
            .iter()
            .all(|kept| t.contains(kept))
    }) {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "not saved: {:?}",
            std::fs::read_to_string(&file)
        );
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    drop(app);

    let mut app = launch();
    assert_eq!(
        *app.world().resource::<AnimationSpeed>(),
        AnimationSpeed::Fast
    );
    assert_eq!(*app.world().resource::<LastSetups>(), kept);
    assert_eq!(*app.world().resource::<SoundVolume>(), SoundVolume::Quarter);
    assert_eq!(
        *app.world().resource::<BackgroundMusic>(),
        BackgroundMusic::Off
    );
    assert_eq!(
        *app.world().resource::<LanguageSetting>(),
        LanguageSetting::French
    );
    app.update();
    assert_eq!(
        app.world().resource::<Locale>().language(),
        Language::French,
        "the words follow the language kept"
    );
    // Entering Castle Lords' setup puts its last setup back.
    open_setup(&mut app, "castle-lords");
    let setup = app.world().resource::<MatchSetup>();
    assert_eq!(setup.seats.len(), 3);
    assert_eq!(setup.seats[1].name, "Ulrica");
    assert_eq!(setup.seats[2].kind, SeatKind::Human);
}

/// A settings file that cannot be read: the game starts with the defaults, the title says so
/// once, and the file is kept as it was under another name, never overwritten.
#[test]
fn an_unreadable_settings_file_is_kept_aside_and_said() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let dir = preferences().join("ivanhoe");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let garbage = "[table\nanimation_speed = = \"fast\"\n";
    std::fs::write(dir.join("settings.toml"), garbage).unwrap();
    let mut app = launch();
    assert_eq!(
        *app.world().resource::<AnimationSpeed>(),
        AnimationSpeed::Normal
    );
    let problem = app.world().resource::<SettingsProblem>().0.clone();
    let problem = problem.expect("the title says so").to_string();
    assert!(problem.contains("settings could not be read"), "{problem}");
    assert!(problem.contains("settings.unreadable-1.toml"), "{problem}");
    assert_eq!(
        std::fs::read_to_string(dir.join("settings.unreadable-1.toml")).unwrap(),
        garbage,
        "kept byte for byte"
    );
    // The title shows it in words.
    let mut texts = app.world_mut().query::<&Text>();
    assert!(
        texts
            .iter(app.world())
            .any(|t| t.0.contains("settings could not be read")),
        "on the title"
    );
}

/// Sends `text` as typed keys (each character a key press with its text).
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
}

/// A key pressed and released, as the keyboard sends it (leafwing writes Bevy's key messages).
fn press(app: &mut App, key: KeyCode) {
    key.press(app.world_mut());
    app.update();
    key.release(app.world_mut());
    app.update();
}

/// Names are typed on the setup screen: the name button takes letters, Backspace erases (and
/// does not leave the screen), Enter keeps the name, Escape puts the old one back; the arrow
/// beside it picks the next name from a list (a gamepad's way).
#[test]
fn names_are_typed_on_the_setup_screen() {
    let mut app = ivanhoe::headless_app(Duration::from_millis(50));
    app.update();
    open_setup(&mut app, "ivanhoe");
    app.update();
    let name = |app: &App| app.world().resource::<MatchSetup>().seats[0].name.clone();
    let before = name(&app);
    let button = button_named(&mut app, "Name of seat 0").expect("the name button");
    common::click_button(&mut app, button);
    app.update();
    for _ in 0..before.chars().count() {
        press(&mut app, KeyCode::Backspace);
    }
    assert_eq!(
        screen(&app),
        Screen::Setup,
        "Backspace erases, it does not go back"
    );
    assert_eq!(name(&app), "");
    type_text(&mut app, "Éowyn");
    // The field says how many letters it takes, and no more go in.
    let shown = |app: &mut App| {
        // The screen shows a change the frame after it.
        app.update();
        let button = button_named(app, "Name of seat 0").expect("the name button");
        common::texts_under(app, button).join(" ")
    };
    assert!(shown(&mut app).contains("5/12"), "{}", shown(&mut app));
    type_text(&mut app, "abcdefghij");
    assert_eq!(name(&app), "Éowynabcdefg");
    assert!(shown(&mut app).contains("12/12"), "{}", shown(&mut app));
    for _ in 0..7 {
        press(&mut app, KeyCode::Backspace);
    }
    press(&mut app, KeyCode::Enter);
    assert_eq!(name(&app), "Éowyn");
    // Escape puts the old name back.
    let button = button_named(&mut app, "Name of seat 0").expect("the name button");
    common::click_button(&mut app, button);
    app.update();
    type_text(&mut app, "xyz");
    press(&mut app, KeyCode::Escape);
    assert_eq!(name(&app), "Éowyn");
    assert_eq!(screen(&app), Screen::Setup, "Escape ends the typing only");
    // The arrow picks from the list.
    let next = button_named(&mut app, "Next name for seat 0").expect("the arrow");
    common::click_button(&mut app, next);
    app.update();
    assert_ne!(name(&app), "Éowyn");
    assert!(!name(&app).is_empty());
}
