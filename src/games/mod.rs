//! The games at the table, one folder each. Each holds only what is its own and plugs into the
//! table kit ([`crate::table::TableGame`], [`crate::table::TablePlugin`]); no game's folder
//! imports another's.

use bevy::prelude::*;

use crate::shell::screens::ActiveGame;

pub mod castle_lords;
#[cfg(test)]
mod colours;
pub mod ivanhoe;
pub mod knights_ninjas;
pub mod skirmish;

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
