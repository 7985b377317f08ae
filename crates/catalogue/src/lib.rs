//! The catalogue of the collection: the one list of its games ([`games`], [`find`]; their
//! registry entries alone: [`infos`], [`info`]), each an object-safe [`Entry`] through which a
//! program reaches the game without naming its engine.
//!
//! - [`Entry`]: a game's registry entry (name, title, seats, rule sets, options) and what the
//!   programs do with it: deal a match ([`Table`]), run a scenario file, replay or analyse a
//!   match record, and the command line's runs (simulate, soak, arena, calibrate). Options
//!   travel as the game's own options in JSON.
//! - [`Table`]: a match of any game, spoken to in its text notation and JSON, with computer
//!   players by level ([`Table::bot_job`]).
//! - [`ViewPlayer`]: a game's rule-based player reading a seat's view as the online server
//!   writes it ([`Entry::view_player`]), for a client that knows the game by name only.
//! - [`simulate`], [`soak`], [`replay`], [`analyse`]: what those runs report.
//!
//! Adding a game to the collection is one line in `list.rs`: the game states its own registry
//! entry (`rules_core::Game::INFO`) and its bots their levels' evidence
//! (`bots::BotGame::LEADS`, `bots::BotGame::CHECKED`); the command line, the server, saves and
//! the online protocol need no change.

#![warn(missing_docs)]

pub mod analyse;
mod entry;
mod list;
pub mod replay;
pub mod simulate;
pub mod soak;
mod table;
mod view_player;

pub use entry::{Catalogued, Entry};
pub use list::{find, games, info, infos, names};
pub use table::{BotJob, Pending, Rejection, RejectionKind, Table};
pub use view_player::ViewPlayer;
