//! Every message of the protocol. Each is a JSON object whose `type` field names it, in
//! snake case (`{"type":"act","seq":12,"action":"play B3"}`); fields a message does not have
//! are refused, so a misspelt field is an error rather than a silent default.

use std::collections::BTreeMap;

use rules_core::{Game, ParseError, Seat, Status};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::table::{OptionValue, TableSpec};

/// What a client says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// The first message of every connection: the client's protocol version.
    Hello {
        /// [`crate::PROTOCOL_VERSION`] of the client.
        version: u32,
    },
    /// Creates a room and seats the sender at its first person seat: answered by `joined`
    /// (with the room's code and the seat's token), then a `view`.
    CreateRoom {
        /// The game, its rules, options and seats.
        table: TableSpec,
        /// The sender's name at the table.
        name: String,
    },
    /// Takes the first free person seat of the room `code`: answered by `joined`, then a
    /// `view`; `room_full` when every person seat is taken.
    Join {
        /// The room's code.
        code: String,
        /// The sender's name at the table.
        name: String,
    },
    /// Takes back the seat that `token` opens (after a dropped connection, a restart, on
    /// another device): answered by `joined` and a `view` of the whole match so far.
    Resume {
        /// The seat's secret token, as `joined` gave it.
        token: String,
    },
    /// Watches the room `code` without a seat: answered by `spectating` and `view`s of the
    /// public table only.
    Spectate {
        /// The room's code.
        code: String,
    },
    /// The sender's seat takes `action` (in the game's notation) on the state after `seq`
    /// actions. Refused, changing nothing, when it is not the seat's turn, `seq` is not the
    /// room's count (the sender saw an older state), or the rules refuse it.
    Act {
        /// The number of actions the sender has seen applied ([`View::seq`]).
        seq: u64,
        /// The action in the game's text notation, one of [`View::legal`].
        action: String,
    },
    /// Lists the matches the given seat tokens open, and which of them wait for their seat.
    /// Tokens that open nothing are left out of the answer, not reported.
    ListMatches {
        /// Seat tokens, as `joined` gave them.
        tokens: Vec<String>,
    },
    /// Stops receiving the current room's views; the seat stays the sender's (its token
    /// still opens it), shown not connected unless another connection holds it.
    Leave,
}

/// What the server says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ServerMessage {
    /// The answer to `hello`: the server's protocol version.
    Welcome {
        /// [`crate::PROTOCOL_VERSION`] of the server.
        version: u32,
    },
    /// The sender sits at `seat` of `room`; `token` opens it again (`resume`). Keep it
    /// secret: whoever holds it plays that seat.
    Joined {
        /// The room.
        room: RoomInfo,
        /// The sender's seat.
        seat: Seat,
        /// The seat's secret token.
        token: String,
    },
    /// The sender watches `room` without a seat.
    Spectating {
        /// The room.
        room: RoomInfo,
    },
    /// Who sits where, or who is connected, changed: a person took a seat, or a seat's
    /// presence ([`SeatInfo::connected`]) changed (its person's connection came, dropped or
    /// left). Sent to every connection of the room, players and spectators, except the one
    /// whose arrival caused it (its `joined` already says so). The whole room each time: a
    /// client replaces what it had.
    Room {
        /// The room.
        room: RoomInfo,
    },
    /// The table as the receiver may see it, after a join (a snapshot) or an action.
    View(View),
    /// The answer to `list_matches`.
    Matches {
        /// One entry per token that opens a seat, newest room first.
        matches: Vec<MatchSummary>,
    },
    /// The answer to `leave`.
    Left,
    /// The last message was refused and changed nothing.
    Error {
        /// What kind of refusal.
        code: ErrorCode,
        /// The refusal in words (English, for logs and developers; a client shows its own
        /// words for `code`).
        message: String,
        /// For `illegal_action`: the stable name of the rule that refused it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rule: Option<String>,
    },
}

/// The table as one receiver may see it: a seat (its observation, its legal actions when it
/// decides, the events as it sees them) or a spectator (the events as no seat sees them).
/// Never the seed, another seat's hand, nor the deck's order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct View {
    /// The room's code.
    pub code: String,
    /// How many actions were applied: an `act` on this state names this number.
    pub seq: u64,
    /// The receiver's seat; `None` for a spectator.
    pub seat: Option<Seat>,
    /// Whose decision it is, or the outcome.
    pub status: Status,
    /// The seat's observation (`Game::observe`); `None` for a spectator (no engine offers an
    /// observation of no seat: a spectator has the public events instead).
    pub observation: Option<Value>,
    /// The receiver's legal actions in the game's notation; empty unless it decides.
    pub legal: Vec<String>,
    /// The events as the receiver sees them (`Game::event_seen_by`): for a snapshot, every
    /// event since the deal; otherwise those of action `seq - 1`.
    pub events: Vec<Value>,
    /// Whether `events` is the whole match (after a join, a resume, or a view missed).
    pub snapshot: bool,
    /// The receiver's own action that led here, when it took action `seq - 1`; other seats'
    /// actions are not sent (their events show what others may see of them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action: Option<String>,
}

impl View {
    /// The observation as game `G`'s own type; `None` for a spectator.
    pub fn observation_as<G: Game>(&self) -> Option<Result<G::Observation, serde_json::Error>> {
        self.observation.as_ref().map(G::Observation::deserialize)
    }

    /// The events as game `G`'s own type.
    pub fn events_as<G: Game>(&self) -> Result<Vec<G::Event>, serde_json::Error> {
        self.events.iter().map(G::Event::deserialize).collect()
    }

    /// The legal actions as game `G`'s own type.
    pub fn legal_as<G: Game>(&self) -> Result<Vec<G::Action>, ParseError> {
        self.legal.iter().map(|a| a.parse()).collect()
    }

    /// Whether the receiver's seat decides now.
    pub fn my_turn(&self) -> bool {
        matches!((self.status.clone(), self.seat), (Status::Decision(d), Some(s)) if d == s)
    }
}

/// A room as every client may see it: no seed, no tokens.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoomInfo {
    /// The room's code.
    pub code: String,
    /// The game's registry name.
    pub game: String,
    /// The rule set's registry name (`None` for a game with one).
    pub rules: Option<String>,
    /// The table options chosen.
    pub options: BTreeMap<String, OptionValue>,
    /// Every seat, in seat order.
    pub seats: Vec<SeatInfo>,
    /// Why the room ended without its match finishing; absent while it runs or once its match
    /// is over. An ended room takes no more actions (`act` is refused as `match_over`); its
    /// record may still be watched until the server removes it. Added without raising the
    /// version: absent, the message is what version 2 always sent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended: Option<EndReason>,
}

/// One seat of a room.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatInfo {
    /// A person or a computer player.
    pub kind: SeatKind,
    /// A computer player's level.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
    /// The person's name, once the seat is taken.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Whether the seat is played now. A person's seat: whether at least one connection, to
    /// this server or to another sharing its database, holds it now (joined or resumed, not
    /// dropped nor left); `false` for a seat nobody took. A computer's seat: always `true`
    /// (the server plays it). Every change is sent as a `room` message.
    #[serde(default)]
    pub connected: bool,
}

/// Why a room ended without its match finishing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// No person was connected and nobody acted for the server's time (docs/ONLINE.md, the
    /// limits).
    Abandoned,
}

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatKind {
    /// A person, who joined with the room's code (or is awaited).
    Person,
    /// A computer player that the server runs.
    Computer,
}

/// One match a seat token opens.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchSummary {
    /// The token it answers (one of those the request named).
    pub token: String,
    /// The room's code.
    pub code: String,
    /// The game's registry name.
    pub game: String,
    /// The token's seat.
    pub seat: Seat,
    /// How many actions were applied.
    pub seq: u64,
    /// The seat deciding now; `None` once the match is over.
    pub turn: Option<Seat>,
    /// Whether the match waits for this seat.
    pub waiting_for_you: bool,
    /// Whether the match is over.
    pub over: bool,
}

/// What kind of refusal an `error` is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// `hello` named another protocol version; the server closes the connection.
    UnsupportedVersion,
    /// A message came before `hello`.
    HelloFirst,
    /// Not a message of the protocol (bad JSON, unknown type or field, binary frame).
    Malformed,
    /// Larger than [`crate::limits::MAX_MESSAGE_BYTES`].
    TooLarge,
    /// Too many messages, rooms, lists or failed look-ups in a short time, or too many rooms
    /// with computer players running; wait and try again.
    RateLimited,
    /// The table is not one the registry offers, or a level the bots do not offer there.
    InvalidTable,
    /// The name is empty or blank, too long, or has control or format characters.
    InvalidName,
    /// No room has this code.
    UnknownRoom,
    /// The token opens no seat.
    BadToken,
    /// Every person seat of the room is taken, or this connection holds one already.
    RoomFull,
    /// `act` or `leave` without a seat (or room).
    NotSeated,
    /// It is not the sender's seat's decision.
    NotYourTurn,
    /// `seq` is not the room's count of actions: the sender saw an older state (a fresh
    /// `view` follows) or another server took that turn first.
    Stale,
    /// The rules refuse the action (`rule` names the rule).
    IllegalAction,
    /// The action is not in the game's notation.
    BadNotation,
    /// The match is over.
    MatchOver,
    /// The server could not do it now (its storage failed); nothing changed.
    Unavailable,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Messages read back from their JSON form, with the documented `type` names.
    #[test]
    fn messages_round_trip_through_json() {
        let act = ClientMessage::Act {
            seq: 3,
            action: "withdraw".into(),
        };
        let json = serde_json::to_string(&act).unwrap();
        assert_eq!(json, r#"{"type":"act","seq":3,"action":"withdraw"}"#);
        assert_eq!(serde_json::from_str::<ClientMessage>(&json).unwrap(), act);
        assert_eq!(
            serde_json::from_str::<ClientMessage>(r#"{"type":"leave"}"#).unwrap(),
            ClientMessage::Leave
        );
        let error = ServerMessage::Error {
            code: ErrorCode::IllegalAction,
            message: "no".into(),
            rule: Some("maiden-limit".into()),
        };
        let json = serde_json::to_string(&error).unwrap();
        assert!(json.contains(r#""code":"illegal_action""#), "{json}");
        assert_eq!(serde_json::from_str::<ServerMessage>(&json).unwrap(), error);
        let view = ServerMessage::View(View {
            code: "ABCDEFGH2345".into(),
            seq: 0,
            seat: None,
            status: Status::Decision(1),
            observation: None,
            legal: vec![],
            events: vec![],
            snapshot: true,
            action: None,
        });
        let json = serde_json::to_string(&view).unwrap();
        assert!(json.starts_with(r#"{"type":"view","#), "{json}");
        assert_eq!(serde_json::from_str::<ServerMessage>(&json).unwrap(), view);
    }

    /// A seat says whether it is connected; a seat written without the field reads as not
    /// connected.
    #[test]
    fn seats_carry_their_presence() {
        let seat = SeatInfo {
            kind: SeatKind::Person,
            level: None,
            name: Some("Wilfred".into()),
            connected: true,
        };
        let json = serde_json::to_string(&seat).unwrap();
        assert_eq!(
            json,
            r#"{"kind":"person","name":"Wilfred","connected":true}"#
        );
        assert_eq!(serde_json::from_str::<SeatInfo>(&json).unwrap(), seat);
        let old: SeatInfo = serde_json::from_str(r#"{"kind":"person"}"#).unwrap();
        assert!(!old.connected);
        let room = ServerMessage::Room {
            room: RoomInfo {
                code: "ABCDEFGH2345".into(),
                game: "a-game".into(),
                rules: None,
                options: BTreeMap::new(),
                seats: vec![
                    seat,
                    SeatInfo {
                        kind: SeatKind::Computer,
                        level: Some("hard".into()),
                        name: None,
                        connected: true,
                    },
                ],
                ended: None,
            },
        };
        let json = serde_json::to_string(&room).unwrap();
        assert!(json.starts_with(r#"{"type":"room","room":{"#), "{json}");
        assert_eq!(serde_json::from_str::<ServerMessage>(&json).unwrap(), room);
    }

    /// A room that ended without an outcome says why; a running room's JSON has no `ended`
    /// (what version 2 always sent), and reads back without it.
    #[test]
    fn an_ended_room_says_why() {
        let mut room = RoomInfo {
            code: "ABCDEFGH2345".into(),
            game: "a-game".into(),
            rules: None,
            options: BTreeMap::new(),
            seats: vec![],
            ended: None,
        };
        let running = serde_json::to_string(&room).unwrap();
        assert!(!running.contains("ended"), "{running}");
        assert_eq!(serde_json::from_str::<RoomInfo>(&running).unwrap(), room);
        room.ended = Some(EndReason::Abandoned);
        let json = serde_json::to_string(&room).unwrap();
        assert!(json.ends_with(r#","ended":"abandoned"}"#), "{json}");
        assert_eq!(serde_json::from_str::<RoomInfo>(&json).unwrap(), room);
    }

    /// Unknown types and fields, missing fields and wrong kinds are refused.
    #[test]
    fn malformed_messages_are_refused() {
        for bad in [
            r#"{"type":"act","seq":3,"action":"x","seat":2}"#,
            r#"{"type":"teleport"}"#,
            r#"{"type":"act","seq":-1,"action":"x"}"#,
            r#"{"type":"act","action":"x"}"#,
            r#"{"seq":1}"#,
            r#"[1,2]"#,
            r#"{"type":"hello","version":"1"}"#,
        ] {
            assert!(serde_json::from_str::<ClientMessage>(bad).is_err(), "{bad}");
        }
    }
}
