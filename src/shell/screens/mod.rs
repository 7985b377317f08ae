//! The screens, from loading to the winner's: a [`Screen`] state, one plugin per screen. The
//! match itself is the table's (the app's table kit) and its game's; the title offers
//! the games of the [`Catalogue`], and the chosen one is the [`ActiveGame`].

use bevy::prelude::*;

pub use crate::screen::{ActiveGame, Catalogue, GameEntry, Screen};

mod credits;
mod error;
pub mod loading;
pub mod online;
mod results;
pub mod rules;
mod setup;
mod title;

pub use results::{
    MatchSummary, RecordLine, ResultsToReturn, SeatSummary, TurningLine, TurningPoints,
};
pub use setup::{MatchSetup, SeatKind, SeatSetup};

/// The screens' plugins.
pub fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.init_resource::<Catalogue>();
    app.add_plugins((
        loading::plugin,
        error::plugin,
        title::plugin,
        setup::plugin,
        results::plugin,
        rules::plugin,
        online::plugin,
    ));
}
