//! The catalogue of the collection: the one list of its games ([`games`], [`find`]), each an
//! object-safe [`Entry`] through which a program reaches the game without naming its engine.
//!
//! - [`Entry`]: a game's registry entry (name, title, seats, rule sets, options) and what the
//!   programs do with it: deal a match ([`Table`]), run a scenario file, replay or analyse a
//!   match record, and the command line's runs (simulate, soak, arena, calibrate). Options
//!   travel as the game's own options in JSON.
//! - [`Table`]: a match of any game, spoken to in its text notation and JSON, with computer
//!   players by level ([`Table::bot_job`]).
//! - [`simulate`], [`soak`], [`replay`], [`analyse`]: what those runs report.
//!
//! Adding a game to the collection is one line in `list.rs` (and its registry entry in
//! `rules_core::registry`); the command line and the server need no change.

#![warn(missing_docs)]

pub mod analyse;
mod entry;
mod list;
pub mod replay;
pub mod simulate;
pub mod soak;
mod table;

pub use entry::{Catalogued, Entry};
pub use list::{find, games};
pub use table::{BotJob, Pending, Rejection, RejectionKind, Table};
