//! What every game of the collection shares.
//!
//! - [`Game`]: the interface every rules engine implements (in the manner of OpenSpiel's game
//!   API): who decides, which actions are legal, applying one (events or a rule error), per-seat
//!   observations and the outcome.
//! - [`GameRng`]: a seeded random number generator that gives the same sequence on every
//!   platform, native and wasm32 alike.
//! - [`MatchRecord`]: options, seed and actions, enough to replay a match exactly.
//! - [`scenario`]: what running a scenario file reports, for every game alike.
//! - [`registry`]: what a game states about itself as plain data ([`Game::INFO`]): its name,
//!   seats, rule sets and options.
//! - [`CardCounts`]: a hand as a count per kind of card, for every game alike; [`cards!`]
//!   declares a game's cards from one table.
//! - [`deck`]: drawing with the discard pile reshuffled into an empty deck.
//! - [`hands`]: what each seat knows of the others' hands, and dealing hidden hands when a
//!   state is sampled from an observation.
//! - [`Difficulty`]: the levels of the computer players, and [`Budget`]: how long a search
//!   thinks (plain values, so that saves name a seat's level without the bots).
//! - [`undo`]: which of a seat's latest decisions it may take back, and the state before them.
//!
//! The one property suite every engine's tests run, and the hostile-input checks of every file
//! the project reads, are the crate `rules-conformance`.

#![warn(missing_docs)]

pub mod cards;
pub mod deck;
mod difficulty;
mod game;
pub mod hands;
mod record;
pub mod registry;
mod rng;
pub mod scenario;
pub mod undo;

pub use cards::{CardCounts, CardKind};
pub use difficulty::{Budget, Difficulty};
pub use game::{Game, Outcome, ParseError, RuleViolation, Seat, SetupError, Status};
pub use hands::KnownHands;
pub use record::{MatchRecord, RecordError, fingerprint, play_record, record_match};
pub use rng::GameRng;

pub use scenario::{Failure, Report, ScenarioError};
#[doc(hidden)]
pub use serde as __serde;
pub use undo::{ReplayError, Step, replay_prefix, undoable};
