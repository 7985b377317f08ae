//! The sizes the server accepts. Anything larger is refused with an error reply before it is
//! looked at further; the client library checks the same before sending.

/// The largest client message, in bytes of its JSON text. The largest legitimate one (a
/// `list_matches` of [`MAX_TOKENS_LISTED`] tokens) is about 5 KiB.
pub const MAX_MESSAGE_BYTES: usize = 16 * 1024;

/// The longest player name, in characters.
pub const MAX_NAME_CHARS: usize = 32;

/// The longest action, in characters of the game's notation (the longest real one is about
/// 30).
pub const MAX_ACTION_CHARS: usize = 64;

/// How many seat tokens one `list_matches` may name.
pub const MAX_TOKENS_LISTED: usize = 64;

/// The characters of a room code: digits and capital letters without the look-alikes (0/O,
/// 1/I), 32 of them, so each character carries 5 bits.
pub const ROOM_CODE_ALPHABET: &[u8; 32] = b"23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/// The length of a room code: 12 characters of [`ROOM_CODE_ALPHABET`], 60 random bits, far
/// beyond what a rate-limited guesser could try.
pub const ROOM_CODE_LEN: usize = 12;

/// The length of a seat token: 32 random bytes in lowercase hexadecimal.
pub const TOKEN_LEN: usize = 64;

/// Whether `code` has the form of a room code (it may still name no room). Lowercase letters
/// are accepted as their capitals by [`normalize_room_code`], not here.
pub fn is_room_code(code: &str) -> bool {
    code.len() == ROOM_CODE_LEN && code.bytes().all(|b| ROOM_CODE_ALPHABET.contains(&b))
}

/// `code` as typed by a person (spaces around it, lowercase letters) in the form the server
/// stores; `None` when it cannot be a room code.
pub fn normalize_room_code(code: &str) -> Option<String> {
    let code = code.trim().to_ascii_uppercase();
    is_room_code(&code).then_some(code)
}

/// Whether `token` has the form of a seat token (it may still open no seat).
pub fn is_token(token: &str) -> bool {
    token.len() == TOKEN_LEN
        && token
            .bytes()
            .all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// The Unicode format characters (general category Cf, as of Unicode 15): invisible, they reverse
/// the text after them (U+202E), join or split it unseen (U+200B, U+2060, U+FEFF, U+00AD), or
/// hide tags (U+E0001..): in a name they make two names that look alike differ.
const FORMAT_CHARACTERS: &[(char, char)] = &[
    ('\u{AD}', '\u{AD}'),
    ('\u{600}', '\u{605}'),
    ('\u{61C}', '\u{61C}'),
    ('\u{6DD}', '\u{6DD}'),
    ('\u{70F}', '\u{70F}'),
    ('\u{890}', '\u{891}'),
    ('\u{8E2}', '\u{8E2}'),
    ('\u{180E}', '\u{180E}'),
    ('\u{200B}', '\u{200F}'),
    ('\u{202A}', '\u{202E}'),
    ('\u{2060}', '\u{2064}'),
    ('\u{2066}', '\u{206F}'),
    ('\u{FEFF}', '\u{FEFF}'),
    ('\u{FFF9}', '\u{FFFB}'),
    ('\u{110BD}', '\u{110BD}'),
    ('\u{110CD}', '\u{110CD}'),
    ('\u{13430}', '\u{1343F}'),
    ('\u{1BCA0}', '\u{1BCA3}'),
    ('\u{1D173}', '\u{1D17A}'),
    ('\u{E0001}', '\u{E0001}'),
    ('\u{E0020}', '\u{E007F}'),
];

/// Characters that draw nothing though they are letters or symbols (Hangul fillers, the
/// blank Braille pattern): a name of them alone is blank.
const BLANK_CHARACTERS: &[char] = &['\u{115F}', '\u{1160}', '\u{2800}', '\u{3164}', '\u{FFA0}'];

/// Whether `c` is a Unicode format character (general category Cf).
pub fn is_format_character(c: char) -> bool {
    FORMAT_CHARACTERS
        .iter()
        .any(|(low, high)| (*low..=*high).contains(&c))
}

/// A player name as the server keeps it: trimmed, at most [`MAX_NAME_CHARS`] characters,
/// control and format characters refused, something visible in it. The error says what is
/// wrong.
pub fn check_name(name: &str) -> Result<String, String> {
    let name = name.trim();
    if name.is_empty() {
        return Err("a name is needed".into());
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(format!("a name has at most {MAX_NAME_CHARS} characters"));
    }
    if name.chars().any(char::is_control) {
        return Err("a name has no control characters".into());
    }
    if name.chars().any(is_format_character) {
        return Err("a name has no invisible format characters".into());
    }
    if name
        .chars()
        .all(|c| c.is_whitespace() || BLANK_CHARACTERS.contains(&c))
    {
        return Err("a name is needed".into());
    }
    Ok(name.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Room codes: twelve characters of the alphabet, typed in any case with spaces around.
    #[test]
    fn room_codes_are_twelve_characters_of_the_alphabet() {
        assert!(is_room_code("ABCDEFGH2345"));
        assert!(!is_room_code("ABCDEFGH234"), "too short");
        assert!(!is_room_code("ABCDEFGH234O"), "O is left out");
        assert_eq!(
            normalize_room_code(" abcdefgh2345 ").as_deref(),
            Some("ABCDEFGH2345")
        );
        assert_eq!(normalize_room_code("é".repeat(12).as_str()), None);
    }

    /// Names: trimmed, not empty, not too long, no control characters.
    #[test]
    fn names_are_trimmed_and_bounded() {
        assert_eq!(check_name("  Rowena ").unwrap(), "Rowena");
        assert!(check_name("   ").is_err());
        assert!(check_name(&"x".repeat(MAX_NAME_CHARS + 1)).is_err());
        assert!(check_name(&"é".repeat(MAX_NAME_CHARS)).is_ok());
        assert!(check_name("a\u{7}b").is_err());
    }

    /// Format characters (right-to-left override, zero-width space and joiner, byte order
    /// mark, soft hyphen, tags) are refused anywhere in a name, and a name of invisible
    /// letters alone is blank; accents, other scripts and emoji pass.
    #[test]
    fn names_hold_no_format_characters_and_something_visible() {
        for name in [
            "Rowena\u{202E}",
            "Row\u{200B}ena",
            "\u{FEFF}Rowena",
            "Ro\u{AD}wena",
            "Rowena\u{2060}",
            "Row\u{200D}ena",
            "Rowena\u{E0041}",
            "\u{200B}\u{200B}",
            "\u{3164}",
            " \u{2800} ",
        ] {
            assert!(check_name(name).is_err(), "{name:?}");
        }
        for name in ["Éloïse", "Ивановна", "李小龍", "Wilfred 2", "🃏 Jester"] {
            assert_eq!(check_name(name).as_deref(), Ok(name));
        }
        assert!(is_format_character('\u{E007F}'));
        assert!(!is_format_character('a'));
    }

    /// Tokens: 64 lowercase hexadecimal digits.
    #[test]
    fn tokens_are_sixty_four_hex_digits() {
        assert!(is_token(&"0a".repeat(32)));
        assert!(!is_token(&"0A".repeat(32)));
        assert!(!is_token(&"0a".repeat(31)));
    }
}
