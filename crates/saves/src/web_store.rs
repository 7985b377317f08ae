//! [`WebStore`]: saves in the browser's local storage (wasm32 only).

use web_sys::Storage;
use web_sys::wasm_bindgen::{JsCast, JsValue};

use crate::error::{SaveError, StoreError};
use crate::format::SavedMatch;
use crate::key::{check_key, is_key};
use crate::store::{SaveStore, Stored, listing};

/// What every save's storage key starts with.
const SAVE_PREFIX: &str = "ivanhoe-save-";

/// What every set-aside copy's storage key starts with.
const ASIDE_PREFIX: &str = "ivanhoe-unreadable-";

/// The most set-aside copies of one key the store looks through for a free name.
const MAX_ASIDE: u32 = 100_000;

/// Saves in the browser's local storage, each under `ivanhoe-save-<key>`.
///
/// Storing one item is atomic in the browser, so a write is too. Setting aside copies the text
/// to `ivanhoe-unreadable-<key>-<n>` (the first `n` from 1 that is free) and only then removes
/// the original, so a full storage keeps the save where it was. The storage is looked up on
/// every call (it cannot be held across threads); a page without one, or a full one, gives a
/// [`StoreError`], and a listing of nothing.
#[derive(Clone, Copy, Debug, Default)]
pub struct WebStore;

impl WebStore {
    /// The store of this page's origin.
    pub fn new() -> Self {
        WebStore
    }

    /// The page's local storage.
    fn storage() -> Result<Storage, StoreError> {
        let window =
            web_sys::window().ok_or_else(|| StoreError::NoStorage("there is no window".into()))?;
        match window.local_storage() {
            Ok(Some(storage)) => Ok(storage),
            Ok(None) => Err(StoreError::NoStorage(
                "local storage is turned off".to_string(),
            )),
            Err(e) => Err(StoreError::NoStorage(js_message(&e))),
        }
    }

    /// The text under `name`, if there is any.
    fn get(storage: &Storage, name: &str) -> Result<Option<String>, StoreError> {
        storage.get_item(name).map_err(|e| StoreError::Browser {
            action: "read",
            key: name.to_string(),
            message: js_message(&e),
        })
    }

    /// Whether the text under `key` is there but does not read as a save.
    fn holds_unreadable(storage: &Storage, key: &str) -> bool {
        match Self::get(storage, &format!("{SAVE_PREFIX}{key}")) {
            Ok(Some(text)) => SavedMatch::from_bytes(text.as_bytes()).is_err(),
            Ok(None) | Err(_) => false,
        }
    }
}

impl SaveStore for WebStore {
    fn list(&self) -> Vec<Stored> {
        let Ok(storage) = Self::storage() else {
            return Vec::new();
        };
        let count = storage.length().unwrap_or(0);
        let mut saves: Vec<(String, Result<String, SaveError>)> = Vec::new();
        for index in 0..count {
            let Ok(Some(name)) = storage.key(index) else {
                continue;
            };
            let Some(key) = name.strip_prefix(SAVE_PREFIX).filter(|k| is_key(k)) else {
                continue;
            };
            let read = match Self::get(&storage, &name) {
                Ok(Some(text)) => Ok(text),
                Ok(None) => continue,
                Err(e) => Err(SaveError::CannotRead(e.to_string())),
            };
            saves.push((key.to_string(), read));
        }
        listing(saves)
    }

    fn write(&self, key: &str, save: &SavedMatch) -> Result<(), StoreError> {
        check_key(key)?;
        let storage = Self::storage()?;
        if Self::holds_unreadable(&storage, key) {
            self.set_aside(key)?;
        }
        let name = format!("{SAVE_PREFIX}{key}");
        storage
            .set_item(&name, &save.to_json())
            .map_err(|e| StoreError::Browser {
                action: "write",
                key: name,
                message: js_message(&e),
            })
    }

    fn delete(&self, key: &str) -> Result<(), StoreError> {
        check_key(key)?;
        let storage = Self::storage()?;
        if Self::holds_unreadable(&storage, key) {
            return self.set_aside(key).map(|_| ());
        }
        let name = format!("{SAVE_PREFIX}{key}");
        storage.remove_item(&name).map_err(|e| StoreError::Browser {
            action: "remove",
            key: name,
            message: js_message(&e),
        })
    }

    fn set_aside(&self, key: &str) -> Result<String, StoreError> {
        check_key(key)?;
        let storage = Self::storage()?;
        let name = format!("{SAVE_PREFIX}{key}");
        let Some(text) = Self::get(&storage, &name)? else {
            return Err(StoreError::Missing(key.to_string()));
        };
        for n in 1..=MAX_ASIDE {
            let aside = format!("{ASIDE_PREFIX}{key}-{n}");
            if Self::get(&storage, &aside)?.is_some() {
                continue;
            }
            storage
                .set_item(&aside, &text)
                .map_err(|e| StoreError::Browser {
                    action: "copy the save to",
                    key: aside.clone(),
                    message: js_message(&e),
                })?;
            storage
                .remove_item(&name)
                .map_err(|e| StoreError::Browser {
                    action: "remove",
                    key: name,
                    message: js_message(&e),
                })?;
            return Ok(format!("the browser's storage under '{aside}'"));
        }
        Err(StoreError::NoFreeName(key.to_string()))
    }
}

/// A JavaScript error in words: its `toString()` ("QuotaExceededError: ...") where it has one.
fn js_message(error: &JsValue) -> String {
    if let Some(text) = error.as_string() {
        return text;
    }
    match error.dyn_ref::<web_sys::js_sys::Object>() {
        Some(object) => String::from(object.to_string()),
        None => format!("{error:?}"),
    }
}
