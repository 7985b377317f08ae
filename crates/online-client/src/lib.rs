//! The client library of online play: one connection to an `ivanhoe-server`, natively and in
//! the browser (wasm32), with a poll-style API that a game loop calls each frame.
//!
//! ```no_run
//! use online_client::{Client, ConnectionState};
//! use online_protocol::{ClientMessage, ServerMessage};
//!
//! let mut client = Client::connect(online_client::default_url());
//! client.send(ClientMessage::Join { code: "ABCDEFGH2345".into(), name: "Rowena".into() }).unwrap();
//! // Each frame:
//! while let Some(message) = client.try_recv() {
//!     if let ServerMessage::View(view) = message {
//!         // show view.observation, offer view.legal when view.my_turn()
//!     }
//! }
//! let connected = *client.state() == ConnectionState::Connected;
//! ```
//!
//! The client says `hello` itself when the socket opens, and messages sent before the
//! server's welcome wait for it. When the connection drops it reconnects by itself (after a
//! growing delay) and takes its seat back with the seat's token (`resume`), or watches its room
//! again: the server then sends `joined` and a snapshot `view`, as after any join.

#![warn(missing_docs)]

use std::collections::VecDeque;
use std::time::Duration;

use online_protocol::limits::MAX_MESSAGE_BYTES;
use online_protocol::{ClientMessage, ErrorCode, PROTOCOL_VERSION, ServerMessage, View};
use web_time::Instant;

pub use online_protocol;

/// How many messages may wait for the connection before `send` refuses more.
const MAX_WAITING: usize = 64;

/// The first reconnection waits this long; each failed one doubles it, up to [`MAX_DELAY`].
const FIRST_DELAY: Duration = Duration::from_millis(200);
const MAX_DELAY: Duration = Duration::from_secs(5);

/// Where the connection stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConnectionState {
    /// The socket opens, or the server's welcome is awaited.
    Connecting,
    /// Welcomed by the server: messages go out at once.
    Connected,
    /// The connection dropped; the next try comes after a delay.
    Reconnecting {
        /// How many tries failed in a row.
        attempt: u32,
    },
    /// Closed for good: by [`Client::close`], or refused by the server (another protocol
    /// version). The reason in words.
    Closed(String),
}

/// Why [`Client::send`] refused a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SendError {
    /// The message is larger than the server accepts.
    TooLarge,
    /// Too many messages wait for the connection already.
    Full,
    /// The client is closed.
    Closed,
}

/// A connection to a server, polled by its owner.
pub struct Client {
    url: String,
    socket: Option<(ewebsock::WsSender, ewebsock::WsReceiver)>,
    state: ConnectionState,
    waiting: VecDeque<String>,
    inbox: VecDeque<ServerMessage>,
    /// The seat to take back on reconnecting.
    token: Option<String>,
    /// The room watched without a seat, to watch again on reconnecting.
    spectating: Option<String>,
    retry_at: Option<Instant>,
    attempt: u32,
    view: Option<View>,
    last_error: Option<String>,
}

/// The server a client connects to by default: in the browser, the server that served the
/// page (`ws://` or `wss://` as the page, same host, path `/ws`); natively, a server on this
/// machine's port 8080.
pub fn default_url() -> String {
    #[cfg(target_arch = "wasm32")]
    {
        if let Some(location) = web_sys::window().map(|w| w.location())
            && let (Ok(protocol), Ok(host)) = (location.protocol(), location.host())
        {
            let scheme = if protocol == "https:" { "wss" } else { "ws" };
            return format!("{scheme}://{host}{}", online_protocol::WEBSOCKET_PATH);
        }
    }
    format!("ws://127.0.0.1:8080{}", online_protocol::WEBSOCKET_PATH)
}

fn delay(attempt: u32) -> Duration {
    FIRST_DELAY
        .saturating_mul(1 << attempt.min(8))
        .min(MAX_DELAY)
}

impl Client {
    /// A client of the server at `url` (`ws://host:port/ws`), connecting at once.
    pub fn connect(url: impl Into<String>) -> Self {
        let mut client = Self {
            url: url.into(),
            socket: None,
            state: ConnectionState::Connecting,
            waiting: VecDeque::new(),
            inbox: VecDeque::new(),
            token: None,
            spectating: None,
            retry_at: None,
            attempt: 0,
            view: None,
            last_error: None,
        };
        client.open();
        client
    }

    /// A client that takes the seat `token` opens as soon as it connects (a seat kept from an
    /// earlier session).
    pub fn resume(url: impl Into<String>, token: impl Into<String>) -> Self {
        let mut client = Self::connect(url);
        client.token = Some(token.into());
        client
    }

    fn open(&mut self) {
        self.socket = None;
        self.state = match self.state {
            ConnectionState::Reconnecting { attempt } => ConnectionState::Reconnecting { attempt },
            _ => ConnectionState::Connecting,
        };
        let options = ewebsock::Options {
            // A view is a few kilobytes, a snapshot of a long match a few hundred.
            max_incoming_frame_size: 16 * 1024 * 1024,
            ..Default::default()
        };
        match ewebsock::connect(self.url.clone(), options) {
            Ok(socket) => self.socket = Some(socket),
            Err(e) => self.dropped(&e),
        }
    }

    /// The server's address.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Where the connection stands.
    pub fn state(&self) -> &ConnectionState {
        &self.state
    }

    /// The token of the seat this client holds (the latest `joined`), to keep for later.
    pub fn token(&self) -> Option<&str> {
        self.token.as_deref()
    }

    /// Why the connection last dropped.
    pub fn last_error(&self) -> Option<&str> {
        self.last_error.as_deref()
    }

    /// The latest `view` received.
    pub fn view(&self) -> Option<&View> {
        self.view.as_ref()
    }

    /// Sends `message` now if the server welcomed this connection, else once it does.
    pub fn send(&mut self, message: ClientMessage) -> Result<(), SendError> {
        if matches!(self.state, ConnectionState::Closed(_)) {
            return Err(SendError::Closed);
        }
        let text = serde_json::to_string(&message).map_err(|_| SendError::TooLarge)?;
        if text.len() > MAX_MESSAGE_BYTES {
            return Err(SendError::TooLarge);
        }
        if let ClientMessage::Leave = message {
            self.token = None;
            self.spectating = None;
        }
        if self.state == ConnectionState::Connected {
            self.send_text(text);
        } else if self.waiting.len() >= MAX_WAITING {
            return Err(SendError::Full);
        } else {
            self.waiting.push_back(text);
        }
        Ok(())
    }

    fn send_text(&mut self, text: String) {
        if let Some((sender, _)) = &mut self.socket {
            sender.send(ewebsock::WsMessage::Text(text));
        }
    }

    fn send_now(&mut self, message: &ClientMessage) {
        if let Ok(text) = serde_json::to_string(message) {
            self.send_text(text);
        }
    }

    /// The next message from the server, if one came; also reads the socket and reconnects
    /// when it is time. Call it until it returns `None`, each frame.
    pub fn try_recv(&mut self) -> Option<ServerMessage> {
        self.poll();
        self.inbox.pop_front()
    }

    /// Reads what the socket received and reconnects when it is time.
    pub fn poll(&mut self) {
        while let Some(event) = self.socket.as_ref().and_then(|(_, rx)| rx.try_recv()) {
            match event {
                ewebsock::WsEvent::Opened => self.send_now(&ClientMessage::Hello {
                    version: PROTOCOL_VERSION,
                }),
                ewebsock::WsEvent::Message(ewebsock::WsMessage::Text(text)) => {
                    // A message this client cannot read (a newer server's) is skipped.
                    if let Ok(message) = serde_json::from_str::<ServerMessage>(&text) {
                        self.received(message);
                    }
                }
                ewebsock::WsEvent::Message(_) => {}
                ewebsock::WsEvent::Error(e) => {
                    self.dropped(&e);
                    break;
                }
                ewebsock::WsEvent::Closed => {
                    self.dropped("closed by the server");
                    break;
                }
            }
        }
        if let (None, Some(at)) = (&self.socket, self.retry_at)
            && Instant::now() >= at
        {
            self.retry_at = None;
            self.open();
        }
    }

    fn received(&mut self, message: ServerMessage) {
        match &message {
            ServerMessage::Welcome { .. } => {
                self.state = ConnectionState::Connected;
                self.attempt = 0;
                if let Some(token) = self.token.clone() {
                    self.send_now(&ClientMessage::Resume { token });
                } else if let Some(code) = self.spectating.clone() {
                    self.send_now(&ClientMessage::Spectate { code });
                }
                while let Some(text) = self.waiting.pop_front() {
                    self.send_text(text);
                }
            }
            ServerMessage::Joined { token, .. } => {
                self.token = Some(token.clone());
                self.spectating = None;
            }
            ServerMessage::Spectating { room } => {
                self.token = None;
                self.spectating = Some(room.code.clone());
            }
            ServerMessage::View(view) => self.view = Some(view.clone()),
            ServerMessage::Error {
                code: ErrorCode::UnsupportedVersion,
                message,
                ..
            } => {
                self.state = ConnectionState::Closed(message.clone());
                self.socket = None;
            }
            ServerMessage::Error {
                code: ErrorCode::BadToken,
                ..
            } => {
                // The seat is gone (a token mistyped, a database reset): stop asking for it.
                self.token = None;
            }
            _ => {}
        }
        self.inbox.push_back(message);
    }

    fn dropped(&mut self, reason: &str) {
        self.socket = None;
        if matches!(self.state, ConnectionState::Closed(_)) {
            return;
        }
        let attempt = match self.state {
            ConnectionState::Reconnecting { attempt } => attempt + 1,
            _ => 0,
        };
        self.last_error = Some(reason.to_string());
        self.state = ConnectionState::Reconnecting { attempt };
        self.retry_at = Some(Instant::now() + delay(attempt));
    }

    /// Closes the connection for good (the seat stays: its token still opens it).
    pub fn close(&mut self) {
        if let Some((mut sender, _)) = self.socket.take() {
            sender.close();
        }
        self.state = ConnectionState::Closed("closed by the client".into());
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        if let Some((sender, _)) = &mut self.socket {
            sender.close();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reconnection waits longer after each failure, up to five seconds.
    #[test]
    fn reconnection_delays_grow_to_a_bound() {
        assert_eq!(delay(0), FIRST_DELAY);
        assert_eq!(delay(1), FIRST_DELAY * 2);
        assert_eq!(delay(30), MAX_DELAY);
    }

    /// A client with no server keeps trying (reconnecting), and refuses a message too large
    /// for the server before sending it.
    #[test]
    fn without_a_server_the_client_retries_and_checks_sizes() {
        // Port 9 on loopback: nothing listens there.
        let mut client = Client::connect("ws://127.0.0.1:9/ws");
        let until = Instant::now() + Duration::from_secs(5);
        while !matches!(client.state(), ConnectionState::Reconnecting { .. }) {
            assert!(Instant::now() < until, "still {:?}", client.state());
            client.poll();
            std::thread::sleep(Duration::from_millis(10));
        }
        let huge = ClientMessage::Join {
            code: "A".repeat(MAX_MESSAGE_BYTES),
            name: "x".into(),
        };
        assert_eq!(client.send(huge), Err(SendError::TooLarge));
        assert_eq!(client.send(ClientMessage::Leave), Ok(()));
        client.close();
        assert_eq!(client.send(ClientMessage::Leave), Err(SendError::Closed));
    }
}
