//! The directory store keeps every promise of a store, writes atomically, and survives the
//! leftovers of a crash.

use std::fs;
use std::path::PathBuf;

use saves::{DirStore, SaveStore, StoreError};
use tempfile::TempDir;

use crate::common::save_at;
use crate::contract::{Fixture, store_contract};

/// A store in a fresh temporary directory (removed when dropped).
struct Temp {
    _dir: TempDir,
    store: DirStore,
}

fn temp() -> Temp {
    let dir = tempfile::tempdir().unwrap();
    let store = DirStore::new(dir.path().join("saves"));
    Temp { _dir: dir, store }
}

impl Temp {
    fn file(&self, name: &str) -> PathBuf {
        self.store.dir().join(name)
    }

    fn names(&self) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(self.store.dir())
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        names.sort();
        names
    }
}

impl Fixture for Temp {
    fn store(&self) -> &dyn SaveStore {
        &self.store
    }

    fn plant(&self, key: &str, bytes: &[u8]) {
        fs::create_dir_all(self.store.dir()).unwrap();
        fs::write(self.file(&format!("{key}.json")), bytes).unwrap();
    }

    fn raw(&self, key: &str) -> Option<Vec<u8>> {
        fs::read(self.file(&format!("{key}.json"))).ok()
    }

    fn set_aside_copies(&self, key: &str) -> Vec<Vec<u8>> {
        (1..)
            .map_while(|n| fs::read(self.file(&format!("unreadable/{key}-{n}.json"))).ok())
            .collect()
    }
}

store_contract!(temp());

#[test]
fn a_write_leaves_no_tmp_file_behind() {
    let t = temp();
    t.store.write("k", &save_at(1)).unwrap();
    t.store.write("k", &save_at(2)).unwrap();
    assert_eq!(t.names(), ["k.json"]);
}

#[test]
fn a_tmp_file_left_by_a_crash_is_not_listed_and_the_previous_save_is_still_read() {
    let t = temp();
    t.store.write("k", &save_at(1)).unwrap();
    let half = save_at(2).to_json();
    fs::write(t.file("k.json.tmp"), &half[..half.len() / 2]).unwrap();
    let listed = t.store.list();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].key, "k");
    assert_eq!(listed[0].read.as_ref().unwrap(), &save_at(1));
    // The next write replaces the leftover.
    t.store.write("k", &save_at(3)).unwrap();
    assert_eq!(t.names(), ["k.json"]);
    assert_eq!(t.store.list()[0].read.as_ref().unwrap(), &save_at(3));
}

#[test]
fn set_aside_moves_the_file_into_the_unreadable_directory_and_says_where() {
    let t = temp();
    t.plant("k", b"\x00\x01");
    let there = t.store.set_aside("k").unwrap();
    let expected = t.file("unreadable").join("k-1.json");
    assert_eq!(there, expected.display().to_string());
    assert_eq!(fs::read(&expected).unwrap(), b"\x00\x01");
    assert_eq!(t.names(), ["unreadable"]);
}

#[test]
fn files_that_are_not_saves_by_name_are_not_listed() {
    let t = temp();
    t.store.write("k", &save_at(1)).unwrap();
    for name in [
        "notes.txt",
        "k.json.tmp",
        "two words.json",
        ".json",
        "k.json.bak",
    ] {
        fs::write(t.file(name), "{").unwrap();
    }
    fs::create_dir_all(t.file("folder.json")).unwrap();
    t.plant("broken", b"{");
    t.store.set_aside("broken").unwrap();
    let keys: Vec<String> = t.store.list().into_iter().map(|s| s.key).collect();
    assert_eq!(keys, ["k"]);
}

#[test]
fn a_missing_directory_lists_nothing_and_is_made_on_the_first_write() {
    let t = temp();
    assert!(!t.store.dir().exists());
    assert!(t.store.list().is_empty());
    t.store.delete("k").unwrap();
    t.store.write("k", &save_at(1)).unwrap();
    assert_eq!(t.names(), ["k.json"]);
}

#[test]
fn a_write_that_fails_names_the_path_and_the_system_error() {
    let dir = tempfile::tempdir().unwrap();
    let blocker = dir.path().join("saves");
    fs::write(&blocker, "a file where the directory should be").unwrap();
    let store = DirStore::new(blocker.clone());
    let error = store.write("k", &save_at(1)).unwrap_err();
    assert!(matches!(error, StoreError::Io { .. }), "{error:?}");
    let message = error.to_string();
    assert!(
        message.contains(&blocker.display().to_string()),
        "{message}"
    );
    assert!(
        message.starts_with("could not create the directory"),
        "{message}"
    );
    assert_eq!(
        fs::read_to_string(&blocker).unwrap(),
        "a file where the directory should be"
    );
}

#[test]
fn a_file_too_large_to_be_a_save_is_listed_unread() {
    let t = temp();
    fs::create_dir_all(t.store.dir()).unwrap();
    let file = fs::File::create(t.file("huge.json")).unwrap();
    file.set_len(saves::MAX_BYTES + 1).unwrap();
    let listed = t.store.list();
    let error = listed[0].read.as_ref().unwrap_err();
    assert!(
        error.to_string().starts_with("is too large to be a save"),
        "{error}"
    );
}

#[test]
fn the_platform_store_is_in_the_games_data_directory() {
    // Every machine the tests run on has a home directory.
    if let Some(store) = DirStore::platform() {
        assert!(store.dir().ends_with("saves"), "{}", store.dir().display());
        let text = store.dir().display().to_string();
        assert!(text.contains("ivanhoe"), "{text}");
        #[cfg(target_os = "linux")]
        if std::env::var_os("XDG_DATA_HOME").is_none() {
            assert!(text.ends_with(".local/share/ivanhoe/saves"), "{text}");
        }
    }
}
