//! [`DirStore`]: one file per save in a directory, written atomically.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

use crate::error::{SaveError, StoreError};
use crate::format::SavedMatch;
use crate::key::{check_key, is_key};
use crate::limits::MAX_BYTES;
use crate::store::{SaveStore, Stored, listing};

/// The most set-aside copies of one key a store looks through for a free name.
const MAX_ASIDE: u32 = 100_000;

/// Saves as files in a directory: `<dir>/<key>.json`.
///
/// - Writing writes `<key>.json.tmp` in the same directory, flushes it to the disk and renames
///   it over `<key>.json`, so a crash leaves the old save or the new one, never part of one.
///   A `.tmp` left by a crash is not listed, and the next write of that key replaces it.
/// - Setting aside moves `<key>.json` to `<dir>/unreadable/<key>-<n>.json`, with the first `n`
///   from 1 that no file has (the name is claimed before the move, so nothing is overwritten).
/// - Files whose name is not `<key>.json` are not listed, nor is anything in `unreadable/`.
///
/// The directory is made on the first write; until then the store lists nothing.
#[derive(Clone, Debug)]
pub struct DirStore {
    dir: PathBuf,
}

impl DirStore {
    /// A store in `dir` (which need not exist yet).
    pub fn new(dir: PathBuf) -> Self {
        Self { dir }
    }

    /// The platform's data directory for the game: `saves` in the data directory of project
    /// "ivanhoe" (`~/.local/share/ivanhoe/saves` on Linux, `~/Library/Application
    /// Support/ivanhoe/saves` on macOS, `%APPDATA%\ivanhoe\data\saves` on Windows), or None where
    /// there is none (no home directory, or the browser).
    pub fn platform() -> Option<Self> {
        #[cfg(not(target_arch = "wasm32"))]
        {
            directories::ProjectDirs::from("", "", "ivanhoe")
                .map(|dirs| Self::new(dirs.data_dir().join("saves")))
        }
        #[cfg(target_arch = "wasm32")]
        {
            None
        }
    }

    /// The directory the saves are in.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Where the save under `key` is.
    fn path(&self, key: &str) -> PathBuf {
        self.dir.join(format!("{key}.json"))
    }

    /// Whether the file under `key` is there but does not read as a save.
    fn holds_unreadable(&self, key: &str) -> bool {
        let path = self.path(key);
        match fs::symlink_metadata(&path) {
            Ok(_) => read_file(&path)
                .and_then(|bytes| SavedMatch::from_bytes(&bytes))
                .is_err(),
            Err(_) => false,
        }
    }
}

impl SaveStore for DirStore {
    fn list(&self) -> Vec<Stored> {
        let Ok(entries) = fs::read_dir(&self.dir) else {
            return Vec::new();
        };
        let saves: Vec<(String, Result<Vec<u8>, SaveError>)> = entries
            .flatten()
            .filter(|entry| !entry.file_type().is_ok_and(|t| t.is_dir()))
            .filter_map(|entry| {
                let name = entry.file_name();
                let key = name.to_str()?.strip_suffix(".json")?;
                is_key(key).then(|| (key.to_string(), read_file(&entry.path())))
            })
            .collect();
        listing(saves)
    }

    /// Sets an unreadable save under `key` aside first, so that it is never overwritten.
    fn write(&self, key: &str, save: &SavedMatch) -> Result<(), StoreError> {
        check_key(key)?;
        if self.holds_unreadable(key) {
            self.set_aside(key)?;
        }
        fs::create_dir_all(&self.dir).map_err(io_error("create the directory", &self.dir))?;
        let path = self.path(key);
        let tmp = self.dir.join(format!("{key}.json.tmp"));
        let written = write_synced(&tmp, save.to_json().as_bytes())
            .and_then(|()| fs::rename(&tmp, &path).map_err(io_error("replace", &path)));
        if written.is_err() {
            // Best effort: a leftover .tmp is harmless (never listed, replaced next time).
            let _ = fs::remove_file(&tmp);
        }
        written?;
        sync_dir(&self.dir);
        Ok(())
    }

    /// A save that cannot be read is set aside instead, never deleted.
    fn delete(&self, key: &str) -> Result<(), StoreError> {
        check_key(key)?;
        if self.holds_unreadable(key) {
            return self.set_aside(key).map(|_| ());
        }
        let path = self.path(key);
        match fs::remove_file(&path) {
            Ok(()) => {
                sync_dir(&self.dir);
                Ok(())
            }
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
            Err(e) => Err(io_error("delete", &path)(e)),
        }
    }

    fn set_aside(&self, key: &str) -> Result<String, StoreError> {
        check_key(key)?;
        let path = self.path(key);
        if fs::symlink_metadata(&path).is_err() {
            return Err(StoreError::Missing(key.to_string()));
        }
        let aside_dir = self.dir.join("unreadable");
        fs::create_dir_all(&aside_dir).map_err(io_error("create the directory", &aside_dir))?;
        for n in 1..=MAX_ASIDE {
            let aside = aside_dir.join(format!("{key}-{n}.json"));
            // Claims the name (an empty file) before moving the save onto it, so that two
            // set-asides never take the same name and no earlier copy is replaced.
            match OpenOptions::new().write(true).create_new(true).open(&aside) {
                Ok(_) => {}
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(io_error("create", &aside)(e)),
            }
            if let Err(e) = fs::rename(&path, &aside) {
                let _ = fs::remove_file(&aside);
                return Err(io_error("move", &path)(e));
            }
            sync_dir(&self.dir);
            sync_dir(&aside_dir);
            return Ok(aside.display().to_string());
        }
        Err(StoreError::NoFreeName(key.to_string()))
    }
}

/// The bytes of the file at `path`, at most [`MAX_BYTES`] of them (a larger file is not read).
fn read_file(path: &Path) -> Result<Vec<u8>, SaveError> {
    let cannot = |e: io::Error| SaveError::CannotRead(e.to_string());
    let file = File::open(path).map_err(cannot)?;
    let size = file.metadata().map_err(cannot)?.len();
    if size > MAX_BYTES {
        return Err(SaveError::TooLarge { size });
    }
    let mut bytes = Vec::new();
    // `take` bounds the read even if the file grows meanwhile.
    file.take(MAX_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    Ok(bytes)
}

/// Writes `bytes` to a new or emptied file at `path` and waits until they are on the disk.
fn write_synced(path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    let mut file = File::create(path).map_err(io_error("create", path))?;
    file.write_all(bytes).map_err(io_error("write", path))?;
    file.sync_all().map_err(io_error("flush to the disk", path))
}

/// Flushes a directory's entries (a rename or removal) to the disk where the system allows it;
/// best effort, as the rename itself is already atomic.
fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    if let Ok(dir) = File::open(dir) {
        let _ = dir.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}

/// Turns a system error while doing `action` to `path` into a [`StoreError`].
fn io_error<'a>(action: &'static str, path: &'a Path) -> impl Fn(io::Error) -> StoreError + 'a {
    move |source| StoreError::Io {
        action,
        path: path.to_path_buf(),
        source,
    }
}
