//! Saved matches: what the game writes after every decision so that a match can be continued
//! later, and where it writes them.
//!
//! - [`SavedMatch`]: one save. The match record is the save ([`rules_core::MatchRecord`]: game,
//!   options, seed, actions in text notation), with who sits where ([`SavedSeat`]), when the
//!   match began and was last saved, and whether it is over. Every save carries its [`FORMAT`],
//!   and every later version reads it.
//! - [`SaveError`]: why a save could not be read, in one sentence a player can read on the title
//!   screen. Reading never panics, whatever the bytes.
//! - [`SaveStore`]: where saves live. [`DirStore`] keeps one file per save in a directory (the
//!   platform's data directory natively, [`DirStore::platform`]); `WebStore` keeps them in the
//!   browser's local storage (wasm32 only); [`MemoryStore`] keeps raw text in memory, for tests.
//!   Every store writes atomically, lists unreadable saves beside the others (never removing
//!   them), and sets an unreadable one aside under a name the game never writes or deletes.
//! - [`new_key`]: a fresh key for a new match; [`unix_now`]: the clock the saves' times use.

#![warn(missing_docs)]

mod dir_store;
mod error;
mod format;
mod key;
mod limits;
mod memory_store;
mod store;
#[cfg(target_arch = "wasm32")]
mod web_store;

pub use dir_store::DirStore;
pub use error::{SaveError, StoreError};
pub use format::{SavedMatch, SavedSeat, unix_now};
pub use key::new_key;
pub use limits::{FORMAT, MAX_BYTES};
pub use memory_store::MemoryStore;
pub use store::{SaveStore, Stored};
#[cfg(target_arch = "wasm32")]
pub use web_store::WebStore;
