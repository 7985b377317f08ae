//! The game's window: see the library for its plugins.

use bevy::prelude::*;

fn main() -> AppExit {
    App::new().add_plugins(ivanhoe::app_plugin).run()
}
