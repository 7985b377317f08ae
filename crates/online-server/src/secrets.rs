//! The server's secrets: room codes, seat tokens and seeds, all from the operating system's
//! random source, and the hash under which a token is stored (a copy of the database opens no
//! seat).

use online_protocol::limits::{ROOM_CODE_ALPHABET, ROOM_CODE_LEN};
use sha2::{Digest, Sha256};

/// The operating system gave no random bytes: nothing secret can be made.
#[derive(Debug, thiserror::Error)]
#[error("the system's random source failed: {0}")]
pub struct NoRandomness(String);

fn random<const N: usize>() -> Result<[u8; N], NoRandomness> {
    let mut bytes = [0; N];
    getrandom::fill(&mut bytes).map_err(|e| NoRandomness(e.to_string()))?;
    Ok(bytes)
}

/// A new room code: each character one of the alphabet's 32, from 5 random bits (32 divides
/// 256, so every character is equally likely).
pub fn room_code() -> Result<String, NoRandomness> {
    let bytes: [u8; ROOM_CODE_LEN] = random()?;
    Ok(bytes
        .iter()
        .map(|b| char::from(ROOM_CODE_ALPHABET[usize::from(b % 32)]))
        .collect())
}

/// A new seat token: 32 random bytes in lowercase hexadecimal.
pub fn token() -> Result<String, NoRandomness> {
    let bytes: [u8; 32] = random()?;
    Ok(hex(&bytes))
}

/// A new room's seed.
pub fn seed() -> Result<u64, NoRandomness> {
    Ok(u64::from_le_bytes(random()?))
}

/// What the database keeps of a token: its SHA-256, in hexadecimal.
pub fn token_hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use online_protocol::limits::{is_room_code, is_token};

    use super::*;

    /// Codes and tokens have the protocol's form and differ from one call to the next.
    #[test]
    fn codes_and_tokens_have_their_form_and_differ() {
        let (a, b) = (room_code().unwrap(), room_code().unwrap());
        assert!(is_room_code(&a) && is_room_code(&b) && a != b, "{a} {b}");
        let (t, u) = (token().unwrap(), token().unwrap());
        assert!(is_token(&t) && is_token(&u) && t != u);
        assert_ne!(token_hash(&t), t);
        assert_eq!(token_hash(&t), token_hash(&t.clone()));
    }
}
