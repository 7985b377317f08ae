//! Save keys: the names saves are stored under, safe as file names on every platform.

use crate::error::StoreError;

/// The longest key a store accepts.
const MAX_KEY: usize = 100;

/// The longest part of a key taken from the game's name.
const MAX_GAME: usize = 40;

/// A new key for a match started at `started` unix seconds for game `game`: unique and safe as
/// a file name, e.g. "a-game-1764040000-3f2a". The four hex digits come from `salt` (a counter
/// or the clock's nanoseconds, all 64 bits folded together), so that two matches begun in the
/// same second differ. Characters of `game` other than ASCII letters and digits become `-`.
pub fn new_key(game: &str, started: u64, salt: u64) -> String {
    let game: String = game
        .chars()
        .take(MAX_GAME)
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    let game = if game.is_empty() { "match" } else { &game };
    let folded = (salt ^ (salt >> 16) ^ (salt >> 32) ^ (salt >> 48)) & 0xffff;
    format!("{game}-{started}-{folded:04x}")
}

/// Whether `key` is one a store accepts: 1 to 100 ASCII letters, digits, `-` and `_`. No dot,
/// so that a key never ends like a temporary or set-aside file; no separator, so that it never
/// leaves the store's directory; and none of the device names Windows reserves (`con`, `nul`,
/// `com1`, ...), which no file may be named.
pub(crate) fn is_key(key: &str) -> bool {
    !key.is_empty()
        && key.len() <= MAX_KEY
        && key
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        && !is_windows_device(key)
}

/// Whether Windows reserves `name` for a device, in any case.
fn is_windows_device(name: &str) -> bool {
    let name = name.to_ascii_lowercase();
    matches!(name.as_str(), "con" | "prn" | "aux" | "nul")
        || ((name.starts_with("com") || name.starts_with("lpt"))
            && name.len() == 4
            && name.as_bytes()[3].is_ascii_digit())
}

/// Refuses a key that [`is_key`] does not accept.
pub(crate) fn check_key(key: &str) -> Result<(), StoreError> {
    if is_key(key) {
        Ok(())
    } else {
        Err(StoreError::BadKey(key.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_keys_are_keys_whatever_the_game_name() {
        for game in [
            "a-game",
            "another-game",
            "",
            "a b/c\\d.e",
            "é",
            &"x".repeat(500),
        ] {
            let key = new_key(game, u64::MAX, u64::MAX);
            assert!(is_key(&key), "{key}");
        }
        assert_eq!(
            new_key("a-game", 1764040000, 0x3f2a),
            "a-game-1764040000-3f2a"
        );
    }

    #[test]
    fn new_keys_differ_in_one_second_with_another_salt() {
        assert_ne!(new_key("a-game", 5, 1), new_key("a-game", 5, 2));
        assert_ne!(new_key("a-game", 5, 1 << 40), new_key("a-game", 5, 0));
    }

    #[test]
    fn keys_that_could_leave_the_directory_or_look_like_other_files_are_refused() {
        for key in [
            "",
            ".",
            "..",
            "a/b",
            "a\\b",
            "a.json",
            "a.tmp",
            "a b",
            "CON",
            "nul",
            "com1",
            "LPT9",
            &"k".repeat(101),
        ] {
            assert!(!is_key(key), "{key}");
        }
    }
}
