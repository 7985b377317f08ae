//! The screens, from loading to the winner's: a [`Screen`] state, one plugin per screen. The
//! match itself is the table's (`crate::table`) and its game's (`crate::games`); the title offers
//! the games of the [`Catalogue`], and the chosen one is the [`ActiveGame`].

use bevy::prelude::*;

mod error;
pub mod loading;
mod results;
mod setup;
mod title;

pub use results::{MatchSummary, SeatSummary};
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

/// The game chosen on the title screen, by its rules engine's name (`ivanhoe`,
/// `castle-lords`, ...). The games' plugin sets the first one.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ActiveGame(pub &'static str);

/// A game the title offers.
#[derive(Clone, Debug)]
pub struct GameEntry {
    /// Its rules engine's name: the [`ActiveGame`] it sets.
    pub name: &'static str,
    /// Its title, for players.
    pub title: &'static str,
    /// How many seats its table takes.
    pub seats: std::ops::RangeInclusive<usize>,
    /// A word on a number of seats, shown beside it ("two-player variant").
    pub seat_note: fn(usize) -> Option<&'static str>,
    /// The names of its rule sets, the first by default; empty for a game with one.
    pub rule_sets: &'static [&'static str],
}

/// The games the title offers, in order, each added by its game's plugin.
#[derive(Resource, Clone, Debug, Default)]
pub struct Catalogue(pub Vec<GameEntry>);

impl Catalogue {
    /// The entry of the game named `name`.
    pub fn entry(&self, name: &str) -> Option<&GameEntry> {
        self.0.iter().find(|g| g.name == name)
    }
}

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
    ));
}
