//! The games at the table, one folder and one crate each (`game-<name>`, its `Cargo.toml` beside
//! its `lib.rs`). Each holds only what is its own and plugs into the table kit
//! ([`crate::table::TableGame`], [`crate::table::GamePlugin`]); none depends on another game, so
//! none can name one.

use bevy::prelude::*;

use crate::shell::screens::ActiveGame;

pub use game_castle_lords as castle_lords;
pub use game_ivanhoe as ivanhoe;
pub use game_knights_ninjas as knights_ninjas;
pub use game_skirmish as skirmish;

/// Every game's plugin, and the first game chosen until the title says otherwise.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        ivanhoe::plugin,
        castle_lords::plugin,
        knights_ninjas::plugin,
        skirmish::plugin,
    ));
    let first = app
        .world()
        .resource::<crate::shell::screens::Catalogue>()
        .0
        .first()
        .map_or(catalogue::games()[0].name(), |g| g.name());
    app.insert_state(ActiveGame(first));
}
