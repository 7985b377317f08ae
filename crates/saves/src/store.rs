//! What every store offers ([`SaveStore`]) and how every store lists its saves.

use crate::error::{SaveError, StoreError};
use crate::format::SavedMatch;

/// One stored save: its key (a file name stem natively, a storage key in the browser) and what
/// reading it gave.
#[derive(Debug)]
pub struct Stored {
    /// The key to continue, delete or set the save aside with.
    pub key: String,
    /// The save, or why it could not be read (in words for the title screen).
    pub read: Result<SavedMatch, SaveError>,
}

/// Where saves live.
///
/// Keys are 1 to 100 ASCII letters, digits, `-` and `_` (as [`crate::new_key`] makes them); a
/// store refuses any other key with [`StoreError::BadKey`] and lists no entry whose name is not
/// a key, so set-aside copies and leftovers of an interrupted write never show up as saves.
pub trait SaveStore: Send + Sync {
    /// Every save, newest `saved` first among the readable ones, then the unreadable ones (with
    /// their error) by key. Listing only reads: nothing is removed, changed or set aside, and a
    /// store that cannot be read at all lists nothing.
    fn list(&self) -> Vec<Stored>;

    /// Writes (or replaces) the save under `key`, atomically: a reader sees the old save or the
    /// new one, never a mixture. What is under `key` but does not read as a save is first set
    /// aside (as by [`SaveStore::set_aside`]), never overwritten.
    fn write(&self, key: &str, save: &SavedMatch) -> Result<(), StoreError>;

    /// Removes the save under `key`; removing a save that is not there is not an error. What is
    /// under `key` but does not read as a save is set aside instead, never deleted.
    fn delete(&self, key: &str) -> Result<(), StoreError>;

    /// Moves an unreadable save out of the way under a new name that is never written or
    /// deleted by the game, so that it is kept as it was, byte for byte, and returns where it
    /// went (a path or key, in words). An earlier set-aside copy is never overwritten.
    fn set_aside(&self, key: &str) -> Result<String, StoreError>;
}

/// The listing of `entries` (each a key and the bytes stored under it, or why they could not
/// be had): each read with [`SavedMatch::from_bytes`], then ordered as [`SaveStore::list`]
/// promises.
pub(crate) fn listing<B: AsRef<[u8]>>(
    entries: impl IntoIterator<Item = (String, Result<B, SaveError>)>,
) -> Vec<Stored> {
    let mut stored: Vec<Stored> = entries
        .into_iter()
        .map(|(key, bytes)| Stored {
            read: bytes.and_then(|b| SavedMatch::from_bytes(b.as_ref())),
            key,
        })
        .collect();
    stored.sort_by(|a, b| match (&a.read, &b.read) {
        (Ok(x), Ok(y)) => y.saved.cmp(&x.saved).then_with(|| a.key.cmp(&b.key)),
        (Ok(_), Err(_)) => std::cmp::Ordering::Less,
        (Err(_), Ok(_)) => std::cmp::Ordering::Greater,
        (Err(_), Err(_)) => a.key.cmp(&b.key),
    });
    stored
}
