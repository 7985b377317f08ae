//! The Bevy game: Ivanhoe at one screen, against computer players or friends.
//!
//! - [`screens`]: the [`screens::Screen`] state (Loading → Title → Setup → Match → Results).
//! - [`table`]: the match — card entities, the rules engine's events animated, bots, input.
//! - [`input`] and [`menu`]: leafwing-input-manager controls and menu buttons.
//! - [`assets`]: the fonts, through bevy_asset_loader.
//!
//! [`app_plugin`] makes the windowed game; [`game_plugin`] is the game without windowing or
//! rendering, which the headless tests run on `MinimalPlugins`.

use bevy::asset::AssetMetaCheck;
use bevy::camera::ScalingMode;
use bevy::prelude::*;
use bevy_tweening::TweeningPlugin;

pub mod assets;
pub mod input;
pub mod menu;
pub mod screens;
pub mod table;
pub mod theme;
#[cfg(not(target_arch = "wasm32"))]
mod tour;

/// The whole game in a window (or a canvas on the web).
pub fn app_plugin(app: &mut App) {
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
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
            })
            // Assets are served beside the page on the web: there are no .meta files to ask for.
            .set(AssetPlugin {
                meta_check: AssetMetaCheck::Never,
                ..default()
            }),
    );
    app.insert_resource(ClearColor(theme::TABLE));
    app.add_plugins((assets::plugin, game_plugin, table::power::plugin));
    #[cfg(not(target_arch = "wasm32"))]
    if let Some(dir) = std::env::var_os("IVANHOE_TOUR") {
        app.add_plugins(tour::plugin(dir.into()));
    }
}

/// The game's own plugins: screens, menus, the match, controls and animation.
pub fn game_plugin(app: &mut App) {
    app.add_plugins((
        TweeningPlugin,
        input::plugin,
        menu::plugin,
        screens::plugin,
        table::plugin,
    ));
    app.add_systems(Startup, spawn_camera);
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
    app.insert_resource(assets::Fonts {
        regular: Handle::default(),
        bold: Handle::default(),
    });
    app.add_plugins(game_plugin);
    app
}

/// One 2D camera that always shows the whole 1280 × 720 table, whatever the window's shape.
/// In the browser it starts switched off: the page's indicator covers loading
/// ([`screens::loading`]).
fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Name::new("Camera"),
        Camera2d,
        Camera {
            is_active: !screens::loading::PAGE_SHOWS_LOADING,
            ..default()
        },
        Projection::Orthographic(OrthographicProjection {
            scaling_mode: ScalingMode::AutoMin {
                min_width: table::layout::TABLE_SIZE.x,
                min_height: table::layout::TABLE_SIZE.y,
            },
            ..OrthographicProjection::default_2d()
        }),
    ));
}
