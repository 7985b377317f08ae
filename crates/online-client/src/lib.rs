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
//!
//! - [`address`]: server addresses as people type them ([`parse_server_address`]).
//! - [`seats`]: seats kept between sessions, each token sent only to the server that gave it.
//! - `options`: how a client connects ([`ConnectOptions`]: natively, extra trusted
//!   certificates).
//! - `socket`: one WebSocket, natively (tungstenite on a thread, `wss://` through rustls) or
//!   in the browser (the page's WebSocket).
//! - `tls` (natively): the rustls settings.

#![warn(missing_docs)]

pub mod address;
mod options;
pub mod seats;
mod socket;
#[cfg(not(target_arch = "wasm32"))]
mod tls;

use std::collections::VecDeque;
use std::time::Duration;

use online_protocol::limits::MAX_MESSAGE_BYTES;
use online_protocol::{ClientMessage, ErrorCode, PROTOCOL_VERSION, ServerMessage, View};
use web_time::Instant;

pub use address::{AddressError, AddressErrorCode, ServerAddress, parse_server_address};
pub use online_protocol;
pub use options::ConnectOptions;
pub use seats::{Kept, KeptSeat};
#[cfg(not(target_arch = "wasm32"))]
pub use tls::CertificateError;

use socket::{Event, Socket, SocketConnector};

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
    /// Closed for good: by [`Client::close`], refused by the server (another protocol
    /// version), or unable to connect at all (no TLS settings). The reason in words.
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
    /// The url's server, normalised, when it reads as one: the server kept seats are matched
    /// against.
    server: Option<ServerAddress>,
    /// What every connection shares (natively, the TLS settings), or why there is none.
    connector: Result<SocketConnector, String>,
    socket: Option<Socket>,
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
    /// A client of the server at `url` (`ws://host:port/ws` or `wss://…`), connecting at
    /// once, trusting the usual certificate authorities.
    pub fn connect(url: impl Into<String>) -> Self {
        Self::connect_with(url, ConnectOptions::default())
    }

    /// A client of the server at `url`, connecting at once as `options` say (natively: the
    /// certificates it trusts besides the usual authorities).
    pub fn connect_with(url: impl Into<String>, options: ConnectOptions) -> Self {
        let url = url.into();
        let mut client = Self {
            server: parse_server_address(&url).ok(),
            connector: SocketConnector::new(&options),
            url,
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
        Self::resume_with(url, token, ConnectOptions::default())
    }

    /// [`Client::resume`], connecting as `options` say.
    pub fn resume_with(
        url: impl Into<String>,
        token: impl Into<String>,
        options: ConnectOptions,
    ) -> Self {
        let mut client = Self::connect_with(url, options);
        client.token = Some(token.into());
        client
    }

    fn open(&mut self) {
        self.socket = None;
        self.state = match self.state {
            ConnectionState::Reconnecting { attempt } => ConnectionState::Reconnecting { attempt },
            _ => ConnectionState::Connecting,
        };
        let connector = match &self.connector {
            Ok(connector) => connector,
            Err(e) => {
                // No TLS settings now means none at the next try either.
                self.last_error = Some(e.clone());
                self.state = ConnectionState::Closed(e.clone());
                return;
            }
        };
        match Socket::open(&self.url, connector) {
            Ok(socket) => self.socket = Some(socket),
            Err(e) => self.dropped(&e),
        }
    }

    /// The server's address.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// The server's address normalised, when the url reads as one ([`parse_server_address`]):
    /// the server to record with the seats this client takes ([`KeptSeat::new`]).
    pub fn server(&self) -> Option<&ServerAddress> {
        self.server.as_ref()
    }

    /// Asks which matches the kept `seats` open, naming only the tokens this client's server
    /// gave ([`seats::list_matches`]); none when the url reads as no server.
    pub fn list_matches<'a, S: Kept + 'a>(
        &mut self,
        seats: impl IntoIterator<Item = &'a S>,
    ) -> Result<(), SendError> {
        let tokens = match &self.server {
            Some(server) => seats::tokens_for(server, seats),
            None => Vec::new(),
        };
        self.send(ClientMessage::ListMatches { tokens })
    }

    /// Where the connection stands.
    pub fn state(&self) -> &ConnectionState {
        &self.state
    }

    /// The token of the seat this client holds (the latest `joined`), to keep for later.
    pub fn token(&self) -> Option<&str> {
        self.token.as_deref()
    }

    /// Why the connection last dropped, in words (for example that the server's certificate
    /// is not trusted, or that the server did not answer as a WebSocket server and may want
    /// `wss://`).
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
        if let Some(socket) = &mut self.socket {
            socket.send(text);
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
        while let Some(event) = self.socket.as_ref().and_then(Socket::try_recv) {
            match event {
                Event::Opened => self.send_now(&ClientMessage::Hello {
                    version: PROTOCOL_VERSION,
                }),
                Event::Text(text) => {
                    // A message this client cannot read (a newer server's) is skipped.
                    if let Ok(message) = serde_json::from_str::<ServerMessage>(&text) {
                        self.received(message);
                    }
                }
                Event::Failed(e) => {
                    self.dropped(&e);
                    break;
                }
                Event::Closed => {
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
        if let Some(mut socket) = self.socket.take() {
            socket.close();
        }
        self.state = ConnectionState::Closed("closed by the client".into());
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

    /// The client names in `list_matches` only the tokens its own server gave, whatever else
    /// is kept; a client whose url reads as no server names none.
    #[test]
    fn a_client_lists_only_its_own_server_s_tokens() {
        let here = parse_server_address("127.0.0.1:9").unwrap();
        let elsewhere = parse_server_address("wss://elsewhere.example.org").unwrap();
        let seats = [
            KeptSeat::new(&elsewhere, "t-elsewhere", "C1", "ivanhoe"),
            KeptSeat::new(&here, "t-here", "C2", "ivanhoe"),
            KeptSeat {
                token: "t-unknown".into(),
                ..KeptSeat::default()
            },
        ];
        let mut client = Client::connect("ws://127.0.0.1:9/ws");
        assert_eq!(client.server(), Some(&here));
        client.list_matches(&seats).unwrap();
        let sent: Vec<&String> = client.waiting.iter().collect();
        assert_eq!(sent.len(), 1);
        assert!(sent[0].contains("t-here"), "{}", sent[0]);
        assert!(!sent[0].contains("t-elsewhere") && !sent[0].contains("t-unknown"));

        let mut odd = Client::connect("not an address");
        assert_eq!(odd.server(), None);
        odd.list_matches(&seats).unwrap();
        assert_eq!(
            odd.waiting.front().map(String::as_str),
            Some(r#"{"type":"list_matches","tokens":[]}"#)
        );
    }
}
