//! The rules of *Of Knights and Ninjas* (Blue Fox Games, 2020; 2–6 players), exactly as settled
//! in the project's RULINGS §3: a pure, deterministic engine. (options, seed, actions) → states
//! and events.
//!
//! - [`State`] implements [`rules_core::Game`] directly (`game.rs`): `legal_actions` lists
//!   exactly what `apply` accepts; a refused action names its rule and changes nothing.
//! - Every decision is an [`Action`] of the deciding seat, in a text notation (see [`action`]).
//! - Every change is an [`Event`]; seats see the game through an [`Observation`].
//! - The card mix, gems and target are data ([`Components`], `data/components.json`).
//! - [`scenario`] runs scenario files: a position, actions, and expectations.
//!
//! **A ruling of this crate** where the rules and RULINGS leave a match without end: when the
//! deck runs out again once the target is at its lowest (each reshuffle lowers it, RULINGS §3),
//! the match ends and the seats owning the most gems share the win ([`Event::DeckRanOut`]).
//! Without it, a match in which gems stop moving (every kingdom fortified, every attack
//! answered) would go on for ever; a player would expect the richest kingdom to win once the
//! deck has run out at the lowest target.
//!
//! Where the rules live: `turn` (a turn's start, fortifying, discarding, its end), `combat`
//! (attack cards against fortifications, responses, the Traitor chain), `interrupt` (gems in
//! motion, the Highwayman window, arrival and the win).

pub mod action;
mod apply;
pub mod cards;
mod combat;
pub mod components;
mod error;
pub mod events;
mod game;
mod info;
mod interrupt;
mod invariants;
mod legal;
mod observation;
mod options;
pub mod players;
pub mod scenario;
mod setup;
mod state;
mod turn;

#[cfg(test)]
mod rulings_tests;
#[cfg(test)]
mod undo_tests;

pub use action::{Action, Play};
pub use cards::{Card, Cards};
pub use components::Components;
pub use error::RuleError;
pub use events::Event;
pub use observation::Observation;
pub use options::Options;
pub use state::{Attack, Exchange, Kingdom, Motion, Phase, Played, State};
