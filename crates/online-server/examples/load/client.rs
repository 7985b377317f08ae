//! One client's WebSocket connection to the server: opening it, sending, and the waits for the
//! server's messages, each bounded by the run's deadline.

use futures_util::{SinkExt, StreamExt};
use online_protocol::{ClientMessage, PROTOCOL_VERSION, ServerMessage};
use rules_core::{Seat, Status};
use serde::Deserialize;
use serde::de::IgnoredAny;
use tokio::time::{Instant, timeout_at};
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::{Message, Utf8Bytes};

use crate::STEP_TIMEOUT;
use crate::stats::Stats;

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// How a wait ended when it did not bring a message.
pub(super) enum Stop {
    /// The run's time is up: not an error.
    TimeUp,
    /// Something went wrong (already counted): the connections are dropped.
    Broken,
}

/// A client's read buffer, as the server's (`READ_BUFFER` in `src/lib.rs`): tungstenite
/// zero-fills the free part of its read buffer before each read, and its default of 128 KiB
/// made that `memset` 15% of the clients' CPU (docs/PERFORMANCE.md).
const READ_BUFFER: usize = 4 * 1024;

/// How every `view` the server sends begins (serde writes an internally tagged enum's tag
/// first): such a message is read straight into [`GameView`].
const VIEW_PREFIX: &str = r#"{"type":"view","#;

/// The `type` of a `view` message, the only one it may have.
#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum ViewTag {
    View,
}

/// A `view` message read without building it as JSON values: the protocol's
/// [`online_protocol::View`] field for field (`deny_unknown_fields` too), the observation and
/// each event checked to be JSON; the observation is read as the game's type when the seat
/// decides, by its player (`catalogue::ViewPlayer`), from the message's text. Reading through [`ServerMessage`] buffers the whole
/// message (an internally tagged enum) and builds JSON values: over a tenth of the clients'
/// CPU.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct GameView {
    #[serde(rename = "type")]
    _type: ViewTag,
    #[serde(rename = "code")]
    _code: String,
    pub(super) seq: u64,
    pub(super) seat: Option<Seat>,
    pub(super) status: Status,
    #[serde(rename = "observation")]
    _observation: Option<IgnoredAny>,
    pub(super) legal: Vec<String>,
    #[serde(rename = "events")]
    _events: Vec<IgnoredAny>,
    #[serde(rename = "snapshot")]
    _snapshot: bool,
    #[serde(default)]
    pub(super) action: Option<String>,
}

// The observation of a `view` whose seat decides is read from the message again, by the
// player: reading every view's as the game's type spent 7.7% of the clients' CPU in Ivanhoe's
// `Card::from_str`, and keeping it as JSON text would need a feature of `serde_json` that the
// game's build does not have (scripts/check-one-build).

impl GameView {
    /// Whether the receiver's seat decides now.
    pub(super) fn my_turn(&self) -> bool {
        matches!((&self.status, self.seat), (Status::Decision(d), Some(s)) if *d == s)
    }
}

/// A message read by [`Client::recv_view`].
pub(super) enum Received {
    /// A view, and the message's text (its observation read from it when the seat decides).
    View(GameView, Utf8Bytes),
    Other(ServerMessage),
}

/// One client's connection.
pub(super) struct Client {
    socket: Socket,
}

impl Client {
    /// Opens a connection and says hello.
    pub(super) async fn open(
        url: &str,
        deadline: Instant,
        stats: &mut Stats,
    ) -> Result<Self, Stop> {
        let limit = deadline.min(Instant::now() + STEP_TIMEOUT);
        // TCP_NODELAY, as the game's client library (`online-client`) and the server set it.
        let config = WebSocketConfig::default().read_buffer_size(READ_BUFFER);
        let connect = tokio_tungstenite::connect_async_with_config(url, Some(config), true);
        let socket = match timeout_at(limit, connect).await {
            Ok(Ok((socket, _))) => socket,
            Ok(Err(e)) => {
                stats.error(format!("connecting: {e}"));
                return Err(Stop::Broken);
            }
            Err(_) => return Err(timed_out(deadline, stats, "connecting")),
        };
        stats.connections += 1;
        let mut client = Self { socket };
        client
            .send(
                &ClientMessage::Hello {
                    version: PROTOCOL_VERSION,
                },
                stats,
            )
            .await?;
        match client.recv(deadline, stats).await?.0 {
            ServerMessage::Welcome { .. } => Ok(client),
            other => Err(unexpected(stats, "welcome", &other)),
        }
    }

    pub(super) async fn send(
        &mut self,
        message: &ClientMessage,
        stats: &mut Stats,
    ) -> Result<(), Stop> {
        let text = serde_json::to_string(message).unwrap_or_default();
        if let Err(e) = self.socket.send(Message::text(text)).await {
            stats.error(format!("sending: {e}"));
            return Err(Stop::Broken);
        }
        Ok(())
    }

    /// The next text frame and when it was read.
    async fn next_text(
        &mut self,
        deadline: Instant,
        stats: &mut Stats,
    ) -> Result<(Utf8Bytes, Instant), Stop> {
        loop {
            let limit = deadline.min(Instant::now() + STEP_TIMEOUT);
            let frame = match timeout_at(limit, self.socket.next()).await {
                Ok(frame) => frame,
                Err(_) => return Err(timed_out(deadline, stats, "waiting for the server")),
            };
            let text = match frame {
                Some(Ok(Message::Text(text))) => text,
                Some(Ok(Message::Ping(_) | Message::Pong(_) | Message::Frame(_))) => continue,
                Some(Ok(other)) => {
                    stats.error(format!("unexpected frame: {other:?}"));
                    return Err(Stop::Broken);
                }
                Some(Err(e)) => {
                    stats.error(format!("connection: {e}"));
                    return Err(Stop::Broken);
                }
                None => {
                    stats.error("the server closed the connection");
                    return Err(Stop::Broken);
                }
            };
            let at = Instant::now();
            stats.bytes_in += text.len() as u64;
            return Ok((text, at));
        }
    }

    /// The next message and when it was read; a server `error` is counted and stops.
    pub(super) async fn recv(
        &mut self,
        deadline: Instant,
        stats: &mut Stats,
    ) -> Result<(ServerMessage, Instant), Stop> {
        let (text, at) = self.next_text(deadline, stats).await?;
        Ok((parse(&text, stats)?, at))
    }

    /// The next message, a `view` read into the game's types (checked as strictly as
    /// [`Client::recv`] reads it: every field, an unknown one refused); a server `error` is
    /// counted and stops.
    pub(super) async fn recv_view(
        &mut self,
        deadline: Instant,
        stats: &mut Stats,
    ) -> Result<(Received, Instant), Stop> {
        let (text, at) = self.next_text(deadline, stats).await?;
        // The prefix only picks the quick way: a view written otherwise is read all the same.
        if !text.starts_with(VIEW_PREFIX) {
            match parse(&text, stats)? {
                ServerMessage::View(_) => {}
                other => return Ok((Received::Other(other), at)),
            }
        }
        match serde_json::from_str::<GameView>(text.as_str()) {
            Ok(view) => Ok((Received::View(view, text), at)),
            Err(e) => {
                // What the protocol's own reading says of it, when that reads it otherwise.
                parse(&text, stats)?;
                stats.error(format!("unreadable view: {e}"));
                Err(Stop::Broken)
            }
        }
    }
}

/// A server message read from `text`; a server `error`, or a message that does not read, is
/// counted and stops.
fn parse(text: &str, stats: &mut Stats) -> Result<ServerMessage, Stop> {
    match serde_json::from_str::<ServerMessage>(text) {
        Ok(ServerMessage::Error {
            code,
            message,
            rule,
        }) => {
            stats.error(format!("server error {code:?}: {message} (rule {rule:?})"));
            Err(Stop::Broken)
        }
        Ok(message) => Ok(message),
        Err(e) => {
            stats.error(format!("unreadable message: {e}"));
            Err(Stop::Broken)
        }
    }
}

impl Client {
    /// The next message that is not a `room`: who sits where and who is connected change as
    /// the other clients come and go, news these clients need not read.
    pub(super) async fn recv_past_rooms(
        &mut self,
        deadline: Instant,
        stats: &mut Stats,
    ) -> Result<(ServerMessage, Instant), Stop> {
        loop {
            match self.recv(deadline, stats).await? {
                (ServerMessage::Room { .. }, _) => continue,
                other => return Ok(other),
            }
        }
    }
}

/// A wait that ran out: the end of the run, or (before it) a stuck room, counted.
fn timed_out(deadline: Instant, stats: &mut Stats, what: &str) -> Stop {
    if Instant::now() >= deadline {
        Stop::TimeUp
    } else {
        stats.error(format!("nothing within {STEP_TIMEOUT:?} while {what}"));
        Stop::Broken
    }
}

pub(super) fn unexpected(stats: &mut Stats, wanted: &str, got: &ServerMessage) -> Stop {
    let text = serde_json::to_string(got).unwrap_or_default();
    let short: String = text.chars().take(200).collect();
    stats.error(format!("expected {wanted}, got {short}"));
    Stop::Broken
}
