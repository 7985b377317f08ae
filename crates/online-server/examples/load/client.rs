//! One client's WebSocket connection to the server: opening it, sending, and the waits for the
//! server's messages, each bounded by the run's deadline.

use futures_util::{SinkExt, StreamExt};
use online_protocol::{ClientMessage, PROTOCOL_VERSION, ServerMessage};
use tokio::time::{Instant, timeout_at};
use tokio_tungstenite::tungstenite::Message;

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
        let connect = tokio_tungstenite::connect_async_with_config(url, None, true);
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

    /// The next message and when it was read; a server `error` is counted and stops.
    pub(super) async fn recv(
        &mut self,
        deadline: Instant,
        stats: &mut Stats,
    ) -> Result<(ServerMessage, Instant), Stop> {
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
            return match serde_json::from_str::<ServerMessage>(text.as_str()) {
                Ok(ServerMessage::Error {
                    code,
                    message,
                    rule,
                }) => {
                    stats.error(format!("server error {code:?}: {message} (rule {rule:?})"));
                    Err(Stop::Broken)
                }
                Ok(message) => Ok((message, at)),
                Err(e) => {
                    stats.error(format!("unreadable message: {e}"));
                    Err(Stop::Broken)
                }
            };
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
