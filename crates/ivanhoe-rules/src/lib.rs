//! The rules of Reiner Knizia's *Ivanhoe* (2–5 players), exactly as settled in the project's
//! RULINGS §1: a pure, deterministic engine. (options, seed, actions) → states and events.
//!
//! - [`State`] implements [`rules_core::Game`] directly (`game.rs`): `legal_actions` lists
//!   exactly what `apply` accepts; a refused action names its rule and changes nothing.
//! - Every decision is an [`Action`] of the deciding seat, in a text notation (see [`action`]).
//! - Every change is an [`Event`]; seats see the game through an [`Observation`].
//! - [`scenario`] runs scenario files: a position, actions, and expectations.
//!
//! Where the rules live: [`cards`] (the deck and codes), `turn` (starting, staying,
//! withdrawing, tokens), `action_cards` (the twenty action cards and the Ivanhoe window).

#![warn(missing_docs)]

pub mod action;
mod action_cards;
mod apply;
pub mod cards;
mod error;
pub mod events;
#[cfg(test)]
mod fast_path_tests;
mod game;
mod info;
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
mod undo_tests;

pub use action::{Action, FaceUp, Play};
pub use cards::{Card, Cards, Colour, Kind, full_deck};
pub use error::RuleError;
pub use events::Event;
pub use observation::Observation;
pub use options::Options;
pub use setup::HAND_SIZE;
pub use state::{Keep, Pending, Phase, State, Tokens, display_total};
