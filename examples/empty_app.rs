//! The floor of the browser build: an empty Bevy app with the game's Bevy features and build
//! profile (a window with a camera and nothing else). docs/PERFORMANCE.md compares the game's
//! `.wasm` size and start-up with this one's.

use bevy::prelude::*;

fn main() -> AppExit {
    App::new()
        .add_plugins(DefaultPlugins.set(WindowPlugin {
            primary_window: Some(Window {
                canvas: Some("#bevy".into()),
                fit_canvas_to_parent: true,
                ..default()
            }),
            ..default()
        }))
        .add_systems(Startup, |mut commands: Commands| {
            commands.spawn(Camera2d);
        })
        // The moment the game reports for its title screen: the update after the first frame
        // was drawn.
        .add_systems(Update, |mut updates: Local<u32>| {
            *updates = updates.saturating_add(1);
            if *updates == 2 {
                info!("empty app drawn");
            }
        })
        .run()
}
