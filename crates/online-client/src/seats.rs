//! Seats kept on this device between sessions, each with the server that gave its token: a
//! token is a seat's only key, so it is sent to that server and no other (a mistyped or
//! hostile address must not collect them).
//!
//! Seats kept before servers were recorded load with an empty server, and their tokens are
//! sent nowhere: which server gave them is unknown, and guessing (the address in use when they
//! load) is what sent every token to whatever server was typed next. They stay in the list
//! until newer seats push them out, or the program drops them ([`KeptSeat::is_placed`]).

use online_protocol::ClientMessage;
use online_protocol::limits::MAX_TOKENS_LISTED;
use serde::{Deserialize, Serialize};

use crate::address::{ServerAddress, parse_server_address};

/// A kept seat's token and its server, as the program stores them (the game keeps its own
/// record type for its settings and implements this for it).
pub trait Kept {
    /// The server that gave the token: its normalised address ([`ServerAddress::url`]), or
    /// empty when unknown.
    fn server(&self) -> &str;
    /// The seat's secret token.
    fn token(&self) -> &str;
}

/// A seat taken from this device, as the library would store it (serde: the same fields in
/// JSON or TOML).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptSeat {
    /// The server that gave the token: its normalised address. Empty in seats kept before
    /// servers were recorded, whose tokens are sent nowhere.
    #[serde(default)]
    pub server: String,
    /// The seat's secret token.
    pub token: String,
    /// Its room's code.
    pub code: String,
    /// Its game's engine name.
    pub game: String,
}

impl KeptSeat {
    /// The seat `token` of room `code` of `game`, given by `server`.
    pub fn new(
        server: &ServerAddress,
        token: impl Into<String>,
        code: impl Into<String>,
        game: impl Into<String>,
    ) -> Self {
        Self {
            server: server.url(),
            token: token.into(),
            code: code.into(),
            game: game.into(),
        }
    }

    /// Whether the seat knows its server (seats kept before servers were recorded do not).
    pub fn is_placed(&self) -> bool {
        parse_server_address(&self.server).is_ok()
    }
}

impl Kept for KeptSeat {
    fn server(&self) -> &str {
        &self.server
    }

    fn token(&self) -> &str {
        &self.token
    }
}

/// Whether a seat kept for `kept_server` (as stored) belongs to `server`: the same address
/// once both are normalised; never for an empty or unreadable one.
pub fn belongs_to(kept_server: &str, server: &ServerAddress) -> bool {
    parse_server_address(kept_server).is_ok_and(|kept| kept == *server)
}

/// The tokens of `seats` given by `server`, in their order, at most as many as one
/// `list_matches` may name.
pub fn tokens_for<'a, S: Kept + 'a>(
    server: &ServerAddress,
    seats: impl IntoIterator<Item = &'a S>,
) -> Vec<String> {
    seats
        .into_iter()
        .filter(|seat| belongs_to(seat.server(), server))
        .map(|seat| seat.token().to_string())
        .take(MAX_TOKENS_LISTED)
        .collect()
}

/// The `list_matches` to send to `server`: the tokens of `seats` that `server` gave, no other.
pub fn list_matches<'a, S: Kept + 'a>(
    server: &ServerAddress,
    seats: impl IntoIterator<Item = &'a S>,
) -> ClientMessage {
    ClientMessage::ListMatches {
        tokens: tokens_for(server, seats),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn address(typed: &str) -> ServerAddress {
        parse_server_address(typed).unwrap()
    }

    fn tokens(message: &ClientMessage) -> Vec<String> {
        match message {
            ClientMessage::ListMatches { tokens } => tokens.clone(),
            other => panic!("not a list_matches: {other:?}"),
        }
    }

    /// Tokens given by server A are never sent to server B, and each server gets its own
    /// (however its address was typed when the seat was kept).
    #[test]
    fn tokens_go_only_to_the_server_that_gave_them() {
        let a = address("wss://a.example.org");
        let b = address("b.example.org:9000");
        let seats = vec![
            KeptSeat::new(&a, "ta1", "ROOMA1", "ivanhoe"),
            KeptSeat::new(&b, "tb1", "ROOMB1", "castle-lords"),
            KeptSeat::new(&a, "ta2", "ROOMA2", "ivanhoe"),
            // Stored as typed rather than normalised: still A's.
            KeptSeat {
                server: "https://A.example.org:443/".into(),
                token: "ta3".into(),
                code: "ROOMA3".into(),
                game: "ivanhoe".into(),
            },
        ];
        assert_eq!(tokens(&list_matches(&a, &seats)), ["ta1", "ta2", "ta3"]);
        assert_eq!(tokens(&list_matches(&b, &seats)), ["tb1"]);
        let c = address("ws://a.example.org");
        assert!(
            tokens(&list_matches(&c, &seats)).is_empty(),
            "the same host without TLS is another server"
        );
    }

    /// Seats stored before servers were recorded still load; their tokens are sent to no
    /// server at all.
    #[test]
    fn seats_kept_without_a_server_load_and_are_sent_nowhere() {
        let old = r#"[{"token":"t-old","code":"ABCDEFGH2345","game":"ivanhoe"}]"#;
        let seats: Vec<KeptSeat> = serde_json::from_str(old).unwrap();
        assert_eq!(seats[0].server, "");
        assert_eq!(seats[0].token, "t-old");
        assert!(!seats[0].is_placed());
        for server in ["localhost", "ws://127.0.0.1:8080/ws", "wss://example.org"] {
            assert!(tokens_for(&address(server), &seats).is_empty(), "{server}");
        }
        let new = KeptSeat::new(&address("localhost"), "t", "C", "ivanhoe");
        assert!(new.is_placed());
        let text = serde_json::to_string(&new).unwrap();
        assert!(
            text.contains(r#""server":"ws://localhost:8080/ws""#),
            "{text}"
        );
    }

    /// One `list_matches` names at most as many tokens as the protocol allows.
    #[test]
    fn a_list_names_at_most_the_protocol_s_tokens() {
        let a = address("a.example.org");
        let seats: Vec<KeptSeat> = (0..MAX_TOKENS_LISTED + 10)
            .map(|n| KeptSeat::new(&a, format!("t{n}"), "C", "ivanhoe"))
            .collect();
        let sent = tokens_for(&a, &seats);
        assert_eq!(sent.len(), MAX_TOKENS_LISTED);
        assert_eq!(sent[0], "t0");
    }
}
