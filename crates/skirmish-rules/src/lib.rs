//! The rules of *Skirmish*, a small card game of the collection's own: a pure, deterministic
//! engine, (options, seed, actions) → states and events. It is not a published game: it exists
//! so that the app's table kit can be tested on a game that has several seats, hidden hands,
//! one decision that chooses cards and one that chooses a seat.
//!
//! # The rules
//!
//! - **Seats and cards.** Two to four seats. The deck has 18 cards: the values 1 to 6, three
//!   cards of each. Each seat starts with 10 strength. The deck is shuffled with the match's
//!   seeded RNG and each seat is dealt 3 cards face down, seen by its holder alone.
//! - **Turns.** Seats act in turn from seat 0, clockwise (up the seat numbers), passing over
//!   seats that are out. A turn is two decisions of the same seat:
//!   1. **Play**: the seat plays one card, or two cards of the same value, from its hand
//!      (`play 4`, `play 4 4`). Every distinct set it can play is one action: a hand of 4, 4
//!      and 2 offers `play 2`, `play 4` and `play 4 4`.
//!   2. **Target**: the seat chooses a rival still in the game (`target 2`). That rival loses
//!      strength equal to the total of the played cards; strength never falls below 0, and a
//!      seat at 0 is out. The played cards go face up to the discard pile. Then the acting seat
//!      draws from the deck until it holds 3 cards or the deck is empty.
//! - **The end.** The match ends when one seat alone is left in the game, or when no seat in
//!   the game holds a card (the deck and those hands are empty). The winners are the seats in
//!   the game with the most strength: several when tied.
//!
//! # Rulings of this crate
//!
//! Where the rules above leave a point open, the engine decides it so:
//!
//! - **A seat with an empty hand is passed over.** Once the deck is empty a seat may play its
//!   last card while others still hold some; it cannot play, so its turns are passed over (it
//!   stays in the game, can still be targeted, and counts for the win).
//! - **A seat that is out keeps its hand face down.** Its cards never come back into play and
//!   are never shown; they no longer count for the end ("no seat in the game holds a card").
//! - **The match ends at once.** When a hit leaves one seat alone in the game, the acting seat
//!   does not draw: nothing is left to play for.
//! - **No seat is ever out by its own hand.** Only a hit takes strength, so the seat acting is
//!   always in the game, and at least one seat always is.
//!
//! # The engine
//!
//! - [`State`] implements [`rules_core::Game`] (`game.rs`): `legal_actions` lists exactly what
//!   `apply` accepts; a refused action names its rule ([`RuleError`]) and changes nothing.
//! - Every decision is an [`Action`] in a text notation (see [`action`]); every change is an
//!   [`Event`]; a seat sees the game through its [`Observation`].
//! - A match may start from a [`Position`] given in full ([`State::from_position`]), refused
//!   naming its field when it does not add up; scenario files ([`scenario`], the format in
//!   `docs/scenario-format.md`) start from one, play actions and check what the rules say.
//! - Every match ends: each turn sends one or two cards to the discard pile for good, so a
//!   match lasts at most 18 turns.

#![warn(missing_docs)]

pub mod action;
pub mod cards;
mod error;
pub mod events;
mod game;
mod info;
mod invariants;
mod observation;
mod options;
mod players;
mod position;
pub mod scenario;
mod state;
mod turn;

#[cfg(test)]
mod rules_tests;

pub use action::{Action, Play};
pub use cards::{Card, Cards};
pub use error::RuleError;
pub use events::Event;
pub use observation::Observation;
pub use options::Options;
pub use players::Heuristic;
pub use position::Position;
pub use state::{Phase, START_STRENGTH, State};
