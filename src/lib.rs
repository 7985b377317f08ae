//! The Bevy game: the edition's card games at one screen, against computer players or friends.
//! Three layers (docs/ARCHITECTURE.md):
//!
//! - [`shell`]: the app shell, which knows no game — the [`shell::screens::Screen`] state
//!   (Loading → Title → Setup → Match → Results), menus, controls (leafwing-input-manager),
//!   settings, theme, fonts (bevy_asset_loader).
//! - [`table`]: the table kit, generic over the rules core's `Game` — session, decisions, the
//!   ordered system sets, computer players, hand-off, the match menu, the log, tweened movement.
//! - [`games`]: one folder per game, holding only what is that game's.
//!
//! [`app_plugin`] makes the windowed game; [`game_plugin`] is the game without windowing or
//! rendering, which the headless tests run on `MinimalPlugins`.

use bevy::asset::AssetMetaCheck;
use bevy::camera::ScalingMode;
use bevy::prelude::*;
use bevy_tweening::TweeningPlugin;

#[cfg(all(feature = "dev", not(target_arch = "wasm32")))]
mod dev;
pub mod games;
pub use shell;
pub use table;

/// The whole game in a window (or a canvas on the web).
pub fn app_plugin(app: &mut App) {
    app_plugin_on(app, Display::Window);
}

/// Where the game shows itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Display {
    /// A window of its own, or the page's canvas on the web.
    Window,
    /// No window and no renderer, and everything else as in the window (fonts, assets, picking,
    /// gamepads, the same plugins): for the test that starts the game as `main` does. The test
    /// drives its frames.
    Headless,
}

/// The whole game, shown as `display` says: what [`app_plugin`] builds, and the one test that
/// goes from the title to each game's first decision with nothing else changed.
pub fn app_plugin_on(app: &mut App, display: Display) {
    let window = match display {
        Display::Window => WindowPlugin {
            primary_window: Some(Window {
                title: "Ivanhoe".into(),
                name: Some("ivanhoe".into()),
                resolution: bevy::window::WindowResolution::new(1280, 720),
                // On the web: the page's canvas, sized by the page.
                canvas: Some("#bevy".into()),
                fit_canvas_to_parent: true,
                ..default()
            }),
            ..default()
        },
        Display::Headless => WindowPlugin {
            primary_window: None,
            exit_condition: bevy::window::ExitCondition::DontExit,
            close_when_requested: false,
            ..default()
        },
    };
    let plugins = DefaultPlugins
        .set(window)
        // Assets are served beside the page on the web: there are no .meta files to ask for.
        .set(AssetPlugin {
            meta_check: AssetMetaCheck::Never,
            ..default()
        });
    match display {
        Display::Window => {
            app.add_plugins(plugins);
        }
        Display::Headless => {
            // No window system and no graphics device: the renderer is left out, as in Bevy's
            // `no_renderer` example; the log is the test harness's.
            app.add_plugins(
                plugins
                    .disable::<bevy::winit::WinitPlugin>()
                    .disable::<bevy::log::LogPlugin>()
                    .set(bevy::render::RenderPlugin {
                        render_creation: bevy::render::settings::WgpuSettings {
                            backends: None,
                            ..default()
                        }
                        .into(),
                        ..default()
                    }),
            );
        }
    }
    app.insert_resource(ClearColor(shell::theme::TABLE));
    match display {
        Display::Window => {
            if let Some(saves) = shell::saves::Saves::platform() {
                app.insert_resource(saves);
            }
            app.add_plugins(shell::settings::persistence_plugin);
        }
        // The test's matches are saved in memory, not among the player's, and its settings are
        // the defaults unless it asks for `persistence_plugin`.
        Display::Headless => {
            app.insert_resource(shell::saves::Saves(std::sync::Arc::new(
                saves::MemoryStore::new(),
            )));
        }
    }
    app.add_plugins((shell::load::plugin, game_plugin, table::power::plugin));
    if display == Display::Window {
        // `ivanhoe --replay FILE` opens a save or a command line's match record to watch.
        let named = shell::saves::record_named_in(std::env::args_os().skip(1));
        app.insert_resource(shell::saves::RecordToOpen(named));
    }
    #[cfg(all(feature = "dev", not(target_arch = "wasm32")))]
    app.add_plugins(dev::plugin);
}

/// The game's own plugins: the shell, the table kit, the games, and animation.
pub fn game_plugin(app: &mut App) {
    // The shell first: the games register in its catalogue.
    app.add_plugins((TweeningPlugin, shell::plugin, table::plugin, games::plugin));
    app.add_systems(Startup, spawn_camera);
    run_schedules_on_one_thread(app);
}

/// The game's many small systems run faster one after another than spread over threads: on two
/// cores, handing each to a worker costs more than the system itself (docs/PERFORMANCE.md,
/// `frame_time`: a frame's systems took about 1.25 ms with Bevy's multi-threaded executor and
/// under 0.07 ms on one thread, in every game).
/// Rendering keeps its own thread, and computer players think on the async compute pool.
fn run_schedules_on_one_thread(app: &mut App) {
    use bevy::ecs::schedule::{ScheduleLabel, SingleThreadedExecutor};
    let schedules = [
        First.intern(),
        PreUpdate.intern(),
        bevy::state::state::StateTransition.intern(),
        RunFixedMainLoop.intern(),
        FixedFirst.intern(),
        FixedPreUpdate.intern(),
        FixedUpdate.intern(),
        FixedPostUpdate.intern(),
        FixedLast.intern(),
        Update.intern(),
        SpawnScene.intern(),
        PostUpdate.intern(),
        Last.intern(),
    ];
    for label in schedules {
        app.edit_schedule(label, |schedule| {
            schedule.set_executor(SingleThreadedExecutor::new());
        });
    }
}

/// The game on `MinimalPlugins`, without window, renderer or asset server: what the headless
/// tests and the frame-time measurement run. Time advances by `step` each update; the fonts are
/// default handles, since no text is drawn.
pub fn headless_app(step: std::time::Duration) -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        bevy::state::app::StatesPlugin,
        bevy::input::InputPlugin,
    ));
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(step));
    app.insert_resource(shell::assets::Fonts {
        regular: Handle::default(),
        bold: Handle::default(),
        display: Handle::default(),
    });
    app.init_resource::<shell::art::Art>();
    app.add_plugins(game_plugin);
    // A whole match's analysis would run beside every test that ends a match against computer
    // players: the tests of the turning points ask for it.
    app.insert_resource(table::turning::FindTurningPoints(false));
    // The tests read English, whatever the machine's language.
    app.insert_resource(shell::locale::LanguageSetting::English);
    app.world_mut()
        .resource_mut::<shell::locale::Locale>()
        .set_language(shell::locale::Language::English);
    app
}

/// One 2D camera that always shows the whole 1280 × 720 table, whatever the window's shape.
/// In the browser it starts switched off: the page's indicator covers loading
/// ([`shell::screens::loading`]).
fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Name::new("Camera"),
        Camera2d,
        Camera {
            is_active: !shell::screens::loading::PAGE_SHOWS_LOADING,
            ..default()
        },
        Projection::Orthographic(OrthographicProjection {
            scaling_mode: ScalingMode::AutoMin {
                min_width: shell::theme::TABLE_SIZE.x,
                min_height: shell::theme::TABLE_SIZE.y,
            },
            ..OrthographicProjection::default_2d()
        }),
    ));
}
