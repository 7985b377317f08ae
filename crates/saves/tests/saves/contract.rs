//! What every store promises, checked the same way for each: a store under test is a
//! [`Fixture`], which can also plant raw bytes and look at them.

use saves::{SaveStore, SavedMatch};

use crate::common::{save_at, unreadable_saves};

/// A store under test, with a way around it to the raw contents.
pub trait Fixture {
    /// The store.
    fn store(&self) -> &dyn SaveStore;
    /// Puts `bytes` under `key` as they are, as a crash, a disk error or a person might.
    fn plant(&self, key: &str, bytes: &[u8]);
    /// What is under `key`, as it is.
    fn raw(&self, key: &str) -> Option<Vec<u8>>;
    /// The set-aside copies of `key`, in the order they were set aside.
    fn set_aside_copies(&self, key: &str) -> Vec<Vec<u8>>;
}

pub fn a_save_round_trips(f: &dyn Fixture) {
    let save = save_at(1_764_040_000);
    f.store().write("ivanhoe-1764040000-3f2a", &save).unwrap();
    let listed = f.store().list();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].key, "ivanhoe-1764040000-3f2a");
    assert_eq!(listed[0].read.as_ref().unwrap(), &save);
    assert_eq!(
        f.raw("ivanhoe-1764040000-3f2a").unwrap(),
        save.to_json().into_bytes()
    );
}

pub fn a_write_replaces_the_save(f: &dyn Fixture) {
    let mut save = save_at(10);
    f.store().write("k", &save).unwrap();
    save.saved = 20;
    save.over = true;
    f.store().write("k", &save).unwrap();
    let listed = f.store().list();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].read.as_ref().unwrap(), &save);
}

pub fn unreadable_saves_are_listed_with_their_error_and_left_byte_for_byte(f: &dyn Fixture) {
    f.store().write("good", &save_at(5)).unwrap();
    let planted = unreadable_saves();
    for u in &planted {
        f.plant(u.name, &u.bytes);
    }
    let before: Vec<Option<Vec<u8>>> = planted.iter().map(|u| f.raw(u.name)).collect();
    for _ in 0..2 {
        let listed = f.store().list();
        assert_eq!(listed.len(), planted.len() + 1);
        assert_eq!(listed[0].key, "good");
        assert!(listed[0].read.is_ok());
        for u in &planted {
            let stored = listed.iter().find(|s| s.key == u.name).unwrap();
            let error = stored.read.as_ref().unwrap_err();
            assert!((u.is_variant)(error), "{}: {error:?}", u.name);
            let raw = f.raw(u.name).unwrap();
            let expected = SavedMatch::from_bytes(&raw).unwrap_err();
            assert_eq!(error.to_string(), expected.to_string());
        }
    }
    let after: Vec<Option<Vec<u8>>> = planted.iter().map(|u| f.raw(u.name)).collect();
    assert_eq!(before, after);
}

pub fn set_aside_keeps_the_bytes_and_never_overwrites_an_earlier_copy(f: &dyn Fixture) {
    f.plant("broken", b"first {");
    let first = f.store().set_aside("broken").unwrap();
    assert!(f.raw("broken").is_none());
    f.plant("broken", b"second [");
    let second = f.store().set_aside("broken").unwrap();
    assert_ne!(first, second);
    assert!(first.contains("broken"), "{first}");
    assert_eq!(
        f.set_aside_copies("broken"),
        vec![b"first {".to_vec(), b"second [".to_vec()]
    );
    assert!(f.store().list().is_empty());
}

pub fn setting_aside_nothing_says_so(f: &dyn Fixture) {
    let error = f.store().set_aside("nothing-here").unwrap_err();
    assert_eq!(
        error.to_string(),
        "there is no save 'nothing-here' to set aside"
    );
}

pub fn writing_over_an_unreadable_save_sets_it_aside_first(f: &dyn Fixture) {
    f.plant("k", b"{\"format\": 9}");
    f.store().write("k", &save_at(3)).unwrap();
    assert_eq!(f.set_aside_copies("k"), vec![b"{\"format\": 9}".to_vec()]);
    assert_eq!(f.store().list()[0].read.as_ref().unwrap(), &save_at(3));
}

pub fn deleting_removes_a_save_and_sets_an_unreadable_one_aside(f: &dyn Fixture) {
    f.store().write("a", &save_at(3)).unwrap();
    f.store().delete("a").unwrap();
    assert!(f.raw("a").is_none());
    f.store().delete("a").unwrap();
    f.plant("b", b"{\"format\": 1,");
    f.store().delete("b").unwrap();
    assert!(f.raw("b").is_none());
    assert_eq!(f.set_aside_copies("b"), vec![b"{\"format\": 1,".to_vec()]);
    assert!(f.store().list().is_empty());
}

pub fn the_list_is_newest_first_then_the_unreadable(f: &dyn Fixture) {
    f.store().write("old", &save_at(100)).unwrap();
    f.store().write("newest", &save_at(300)).unwrap();
    f.plant("broken", b"");
    f.store().write("middle", &save_at(200)).unwrap();
    let keys: Vec<String> = f.store().list().into_iter().map(|s| s.key).collect();
    assert_eq!(keys, ["newest", "middle", "old", "broken"]);
}

pub fn keys_that_are_not_keys_are_refused_by_name(f: &dyn Fixture) {
    for key in ["", "../escape", "a.json", "a b", "con"] {
        let error = f.store().write(key, &save_at(1)).unwrap_err();
        assert!(error.to_string().contains(&format!("'{key}'")), "{error}");
        assert!(f.store().delete(key).is_err());
        assert!(f.store().set_aside(key).is_err());
    }
    assert!(f.store().list().is_empty());
}

/// One test per promise above, each named after it, for the store `make` builds afresh.
macro_rules! store_contract {
    ($make:expr) => {
        store_contract!(
            $make;
            a_save_round_trips,
            a_write_replaces_the_save,
            unreadable_saves_are_listed_with_their_error_and_left_byte_for_byte,
            set_aside_keeps_the_bytes_and_never_overwrites_an_earlier_copy,
            setting_aside_nothing_says_so,
            writing_over_an_unreadable_save_sets_it_aside_first,
            deleting_removes_a_save_and_sets_an_unreadable_one_aside,
            the_list_is_newest_first_then_the_unreadable,
            keys_that_are_not_keys_are_refused_by_name
        );
    };
    ($make:expr; $($rule:ident),*) => {
        $(
            #[test]
            fn $rule() {
                crate::contract::$rule(&$make);
            }
        )*
    };
}
pub(crate) use store_contract;
