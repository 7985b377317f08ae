//! The memory store keeps every promise of a store, and shares its contents between clones.

use saves::{MemoryStore, SaveStore};

use crate::common::save_at;
use crate::contract::{Fixture, store_contract};

impl Fixture for MemoryStore {
    fn store(&self) -> &dyn SaveStore {
        self
    }

    fn plant(&self, key: &str, bytes: &[u8]) {
        self.put_raw(key, &String::from_utf8_lossy(bytes));
    }

    fn raw(&self, key: &str) -> Option<Vec<u8>> {
        MemoryStore::raw(self, key).map(String::into_bytes)
    }

    fn set_aside_copies(&self, key: &str) -> Vec<Vec<u8>> {
        (1..)
            .map_while(|n| MemoryStore::raw(self, &format!("{key}.unreadable-{n}")))
            .map(String::into_bytes)
            .collect()
    }
}

store_contract!(MemoryStore::new());

#[test]
fn clones_share_the_same_contents() {
    let store = MemoryStore::new();
    let game_side = store.clone();
    game_side.write("k", &save_at(1)).unwrap();
    assert_eq!(store.keys(), ["k"]);
    assert_eq!(store.raw("k").unwrap(), save_at(1).to_json());
}

#[test]
fn set_aside_copies_are_kept_under_keys_the_listing_skips() {
    let store = MemoryStore::new();
    store.put_raw("k", "garbage");
    assert_eq!(store.set_aside("k").unwrap(), "k.unreadable-1");
    assert_eq!(store.keys(), ["k.unreadable-1"]);
    assert_eq!(store.raw("k.unreadable-1").unwrap(), "garbage");
    assert!(store.list().is_empty());
}
