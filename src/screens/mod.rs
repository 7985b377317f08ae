//! The screens, from loading to the winner's: a [`Screen`] state, one plugin per screen. The
//! match itself is the `table` module's.

use bevy::prelude::*;

mod error;
pub mod loading;
mod results;
mod setup;
mod title;

pub use setup::{MatchSetup, SeatKind, SeatSetup};

/// The screen showing; entities of a screen are despawned when it is left.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[states(scoped_entities)]
pub enum Screen {
    /// Assets loading.
    #[default]
    Loading,
    /// An asset could not be loaded.
    AssetError,
    /// The title and main menu.
    Title,
    /// Seats, names and difficulties.
    Setup,
    /// A match in progress.
    Match,
    /// The winner's screen.
    Results,
}

/// The screens' plugins.
pub fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.add_plugins((
        loading::plugin,
        error::plugin,
        title::plugin,
        setup::plugin,
        results::plugin,
    ));
}
