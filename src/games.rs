//! The games at the table, one folder and one crate each (`src/games/<game>`, its `Cargo.toml`
//! beside its `lib.rs`, its words in its `i18n/`). Each holds only what is its own and plugs into
//! the table kit ([`crate::table::TableGame`], [`crate::table::GamePlugin`]); none depends on
//! another game, so none can name one. The build finds them (`build.rs`): each folder is a module
//! here, named after it, and its plugin is added below.

use bevy::prelude::*;

use crate::shell::screens::{ActiveGame, Catalogue};

include!(concat!(env!("OUT_DIR"), "/games.rs"));

/// Every game's plugin; the title offers them in the catalogue's order, and the first is chosen
/// until the title says otherwise.
pub fn plugin(app: &mut App) {
    add_every_game(app);
    let order = |name: &str| catalogue::games().iter().position(|g| g.name() == name);
    let mut games = app.world_mut().resource_mut::<Catalogue>();
    games
        .0
        .sort_by_key(|g| order(g.name()).unwrap_or(usize::MAX));
    let first = games
        .0
        .first()
        .map_or(catalogue::games()[0].name(), |g| g.name());
    app.insert_state(ActiveGame(first));
}
