//! Why a save could not be read ([`SaveError`]) and why a store could not do what it was asked
//! ([`StoreError`]).

use std::io;
use std::path::PathBuf;

use rules_core::RecordError;

use crate::limits::{FORMAT, MAX_BYTES};

/// Why a save could not be read, or could not be played on.
///
/// Each variant's `Display` is one sentence that follows the save's name on the title screen
/// ("The save of 3 May *ends early: the file was cut short (at line 3 column 5)*"), so it starts
/// with a verb and names the problem. None of them is ever a reason to delete the save: the game
/// sets an unreadable save aside ([`crate::SaveStore::set_aside`]) and keeps it as it was.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    /// The text stops in the middle of the save: the file was cut short (or is empty).
    #[error("ends early: the file was cut short ({0})")]
    Truncated(String),
    /// The text is not JSON, not text at all, or JSON that is not a save (no format version).
    #[error("is not a save file: {0}")]
    NotASave(String),
    /// The save names a format later than [`FORMAT`]: a newer version of the game wrote it.
    #[error(
        "was written by a newer version of the game (save format {found}; this version reads up to {FORMAT})"
    )]
    NewerFormat {
        /// The format the save names.
        found: u64,
    },
    /// The save's format is one this version reads, but a field is missing, misspelt, of the
    /// wrong type or out of range: the file was damaged or edited by hand.
    #[error("is damaged or was edited: {0}")]
    Invalid(String),
    /// The save is for a game that is not in this version's collection.
    #[error("is for a game this version does not know: '{0}'")]
    UnknownGame(String),
    /// The save was read as a match of one game but is a match of another.
    #[error("is a match of '{found}', not of '{expected}'")]
    WrongGame {
        /// The game it was read as.
        expected: String,
        /// The game the save names.
        found: String,
    },
    /// The save's options are not options of its game, or do not set a table up.
    #[error("has options that '{game}' does not accept: {message}")]
    BadOptions {
        /// The save's game.
        game: String,
        /// What is wrong with them.
        message: String,
    },
    /// The file is larger than any save ([`MAX_BYTES`]); it is not read into memory.
    #[error("is too large to be a save ({size} bytes; a save is at most {MAX_BYTES} bytes)")]
    TooLarge {
        /// Its size in bytes.
        size: u64,
    },
    /// The store could not read the file at all (permissions, a disk error, ...).
    #[error("could not be read: {0}")]
    CannotRead(String),
    /// The save reads, but replaying its actions fails: for the game to report after it replays
    /// the record (see [`SaveError::from_replay`]).
    #[error("does not fit the game's rules: {0}")]
    Unplayable(String),
}

impl SaveError {
    /// The error for a save of `game` whose record [`rules_core::play_record`] refused: another
    /// game, or options that set up no table, or else [`SaveError::Unplayable`] naming the
    /// action (or the final state) that does not fit.
    pub fn from_replay(game: &str, error: RecordError) -> SaveError {
        match error {
            RecordError::WrongGame { expected, found } => SaveError::WrongGame { expected, found },
            RecordError::Setup(message) => SaveError::BadOptions {
                game: game.to_string(),
                message,
            },
            other => SaveError::Unplayable(other.to_string()),
        }
    }
}

/// Why a store could not write, delete or set aside a save. Each names the file or key and the
/// system's or the browser's own words.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// A file operation failed.
    #[error("could not {action} {}: {source}", path.display())]
    Io {
        /// What was being done ("write", "rename", ...).
        action: &'static str,
        /// The file or directory.
        path: PathBuf,
        /// The system's error.
        source: io::Error,
    },
    /// The browser's storage refused an operation (it is full, or disabled for this page).
    #[error("could not {action} '{key}' in the browser's storage: {message}")]
    Browser {
        /// What was being done ("write", "remove", ...).
        action: &'static str,
        /// The storage key.
        key: String,
        /// The browser's error.
        message: String,
    },
    /// The page has no local storage (no window, or storage turned off).
    #[error("the browser gives this page no local storage: {0}")]
    NoStorage(String),
    /// The key is not one a store accepts: see [`crate::new_key`] for the keys the game makes.
    #[error("'{0}' is not a save key (a key is 1 to 100 letters, digits, '-' and '_')")]
    BadKey(String),
    /// There is no save under the key to set aside.
    #[error("there is no save '{0}' to set aside")]
    Missing(String),
    /// Every name tried for the set-aside copy was taken (thousands of earlier set-asides).
    #[error("could not set '{0}' aside: every name for it is taken")]
    NoFreeName(String),
}
