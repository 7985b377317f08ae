//! The protocol of online play, shared by `online-server` and `online-client`.
//!
//! One WebSocket per client; every message is one text frame holding one JSON object whose
//! `type` field names it. A client speaks [`ClientMessage`]s, the server answers with
//! [`ServerMessage`]s. The first message of a connection is [`ClientMessage::Hello`] with the
//! client's [`PROTOCOL_VERSION`]; the server answers [`ServerMessage::Welcome`] or an error and
//! closes. docs/ONLINE.md describes the exchange.
//!
//! - [`limits`]: the sizes the server accepts (message bytes, names, actions, tokens).
//! - [`table`]: what a room is created from ([`TableSpec`]), checked against the registry.
//! - [`messages`]: every message and what it may contain.
//!
//! What a seat may see travels as JSON values the engines themselves wrote
//! (`Game::observe`, `Game::event_seen_by`): [`View::observation`] and [`View::events`] read
//! them back into a game's own types.

#![warn(missing_docs)]

pub mod limits;
pub mod messages;
pub mod table;

pub use messages::{
    ClientMessage, EndReason, ErrorCode, MatchSummary, RoomInfo, SeatInfo, ServerMessage, View,
};
pub use table::{OptionValue, SeatSpec, TableSpec};

/// The protocol's version. A change that an older peer would misread raises it; the server
/// refuses a `hello` of another version with [`ErrorCode::UnsupportedVersion`].
///
/// 2: [`SeatInfo::connected`] (a version 1 client refuses the field it does not know, and would
/// miss every `joined` and `room`).
pub const PROTOCOL_VERSION: u32 = 2;

/// The path of the WebSocket on the server (`ws://host:port/ws`).
pub const WEBSOCKET_PATH: &str = "/ws";
