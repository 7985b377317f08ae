//! [`MemoryStore`]: saves as raw text in memory, for tests of the game.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, MutexGuard};

use crate::error::StoreError;
use crate::format::SavedMatch;
use crate::key::{check_key, is_key};
use crate::store::{SaveStore, Stored, listing};

/// A store in memory, for tests of the game. Clones share the same contents, so a test keeps one
/// clone to look into while the game uses another. It holds raw text, so that a test can plant
/// a corrupt save ([`MemoryStore::put_raw`]) and check that it is left as it was.
///
/// Set-aside saves go to `<key>.unreadable-<n>`, which is not a key, so they are not listed.
#[derive(Clone, Debug, Default)]
pub struct MemoryStore {
    entries: Arc<Mutex<BTreeMap<String, String>>>,
}

impl MemoryStore {
    /// An empty store.
    pub fn new() -> Self {
        Self::default()
    }

    /// Stores `text` under `key` as it is, whatever it holds and whatever the key.
    pub fn put_raw(&self, key: &str, text: &str) {
        self.lock().insert(key.to_string(), text.to_string());
    }

    /// The text stored under `key`, if any.
    pub fn raw(&self, key: &str) -> Option<String> {
        self.lock().get(key).cloned()
    }

    /// Every key with something stored under it, set-aside copies included, in order.
    pub fn keys(&self) -> Vec<String> {
        self.lock().keys().cloned().collect()
    }

    /// Whether the text under `key` is there but does not read as a save.
    fn holds_unreadable(&self, key: &str) -> bool {
        self.raw(key)
            .is_some_and(|text| SavedMatch::from_bytes(text.as_bytes()).is_err())
    }

    /// The contents; a test that panicked while holding them leaves them usable.
    fn lock(&self) -> MutexGuard<'_, BTreeMap<String, String>> {
        self.entries
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

impl SaveStore for MemoryStore {
    fn list(&self) -> Vec<Stored> {
        let entries: Vec<(String, Result<String, _>)> = self
            .lock()
            .iter()
            .filter(|(key, _)| is_key(key))
            .map(|(key, text)| (key.clone(), Ok(text.clone())))
            .collect();
        listing(entries)
    }

    fn write(&self, key: &str, save: &SavedMatch) -> Result<(), StoreError> {
        check_key(key)?;
        if self.holds_unreadable(key) {
            self.set_aside(key)?;
        }
        self.put_raw(key, &save.to_json());
        Ok(())
    }

    fn delete(&self, key: &str) -> Result<(), StoreError> {
        check_key(key)?;
        if self.holds_unreadable(key) {
            return self.set_aside(key).map(|_| ());
        }
        self.lock().remove(key);
        Ok(())
    }

    fn set_aside(&self, key: &str) -> Result<String, StoreError> {
        check_key(key)?;
        let mut entries = self.lock();
        let Some(text) = entries.get(key).cloned() else {
            return Err(StoreError::Missing(key.to_string()));
        };
        let Some(aside) = (1..=u32::MAX)
            .map(|n| format!("{key}.unreadable-{n}"))
            .find(|name| !entries.contains_key(name))
        else {
            return Err(StoreError::NoFreeName(key.to_string()));
        };
        entries.insert(aside.clone(), text);
        entries.remove(key);
        Ok(aside)
    }
}
