//! The socket natively: tungstenite on a thread of its own, blocking with short read timeouts
//! so that one loop both reads and sends; `wss://` through rustls.

use std::io::ErrorKind;
use std::net::{TcpStream, ToSocketAddrs};
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::time::Duration;

use rustls::ClientConfig;
use tungstenite::client::IntoClientRequest;
use tungstenite::protocol::WebSocketConfig;
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Connector, HandshakeError, Message, WebSocket};

use super::Event;
use crate::options::ConnectOptions;

/// How long reaching the server, and then its answer to the opening handshake, may take.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a write may wait for the server to read: past it the server is taken as gone.
const WRITE_TIMEOUT: Duration = Duration::from_secs(10);
/// How long one read waits before the loop looks for messages to send: the most a message
/// waits before it goes out.
const POLL: Duration = Duration::from_millis(10);
/// A view is a few kilobytes, a snapshot of a long match a few hundred.
const MAX_INCOMING: usize = 16 * 1024 * 1024;

type Stream = WebSocket<MaybeTlsStream<TcpStream>>;

/// What the thread is asked to do.
enum Command {
    Send(String),
    Close,
}

/// What every connection of a client shares: its TLS settings.
#[derive(Clone)]
pub(crate) struct SocketConnector {
    tls: Arc<ClientConfig>,
}

impl SocketConnector {
    /// The settings `options` ask for.
    pub(crate) fn new(options: &ConnectOptions) -> Result<Self, String> {
        Ok(Self {
            tls: crate::tls::client_config(&options.roots)?,
        })
    }
}

/// One WebSocket connection, run by its thread; dropping it closes the connection.
pub(crate) struct Socket {
    commands: Sender<Command>,
    events: Receiver<Event>,
}

impl Socket {
    /// Starts connecting to `url` on a new thread.
    pub(crate) fn open(url: &str, connector: &SocketConnector) -> Result<Self, String> {
        let (commands, commands_rx) = mpsc::channel();
        let (events_tx, events) = mpsc::channel();
        let url = url.to_string();
        let tls = Arc::clone(&connector.tls);
        std::thread::Builder::new()
            .name("online-client".into())
            .spawn(move || {
                let event = match connect(&url, tls) {
                    Ok(mut socket) => {
                        if events_tx.send(Event::Opened).is_err() {
                            return;
                        }
                        match pump(&mut socket, &commands_rx, &events_tx) {
                            Ok(()) => return,
                            Err(e) => Event::Failed(e),
                        }
                    }
                    Err(e) => Event::Failed(e),
                };
                // The client may be gone already: nobody to tell then.
                let _ = events_tx.send(event);
            })
            .map_err(|e| format!("no thread for the connection: {e}"))?;
        Ok(Self { commands, events })
    }

    /// Sends `text` as a text message once the connection is open.
    pub(crate) fn send(&mut self, text: String) {
        let _ = self.commands.send(Command::Send(text));
    }

    /// The next event, if one came.
    pub(crate) fn try_recv(&self) -> Option<Event> {
        self.events.try_recv().ok()
    }

    /// Closes the connection (politely: a close frame).
    pub(crate) fn close(&mut self) {
        let _ = self.commands.send(Command::Close);
    }
}

/// The connection to `url`, its handshake done.
fn connect(url: &str, tls: Arc<ClientConfig>) -> Result<Stream, String> {
    let request = url
        .into_client_request()
        .map_err(|e| format!("{url} is not a WebSocket address: {e}"))?;
    let uri = request.uri();
    let secure = uri.scheme_str() == Some("wss");
    let host = uri.host().unwrap_or_default();
    let port = uri.port_u16().unwrap_or(if secure { 443 } else { 80 });
    // `[::1]` in an address, `::1` to resolve.
    let bare_host = host.trim_start_matches('[').trim_end_matches(']');
    let tcp = reach(bare_host, port)?;
    tcp.set_nodelay(true)
        .and_then(|()| tcp.set_read_timeout(Some(CONNECT_TIMEOUT)))
        .and_then(|()| tcp.set_write_timeout(Some(WRITE_TIMEOUT)))
        .map_err(|e| format!("setting up the connection: {e}"))?;
    let config = WebSocketConfig::default()
        .max_message_size(Some(MAX_INCOMING))
        .max_frame_size(Some(MAX_INCOMING));
    let (mut socket, _response) = tungstenite::client_tls_with_config(
        request,
        tcp,
        Some(config),
        Some(Connector::Rustls(tls)),
    )
    .map_err(|e| match e {
        HandshakeError::Failure(e) => describe(&e, secure),
        HandshakeError::Interrupted(_) => format!(
            "the server did not answer within {} s",
            CONNECT_TIMEOUT.as_secs()
        ),
    })?;
    // From now on a read waits only briefly, so that the loop can send in between.
    tcp_of(&mut socket)
        .set_read_timeout(Some(POLL))
        .map_err(|e| format!("setting up the connection: {e}"))?;
    Ok(socket)
}

/// A TCP connection to `host`'s first address that answers, each tried within
/// [`CONNECT_TIMEOUT`].
fn reach(host: &str, port: u16) -> Result<TcpStream, String> {
    let addresses = (host, port)
        .to_socket_addrs()
        .map_err(|e| format!("{host} was not found: {e}"))?;
    let mut last = format!("{host} has no address");
    for address in addresses {
        match TcpStream::connect_timeout(&address, CONNECT_TIMEOUT) {
            Ok(stream) => return Ok(stream),
            Err(e) => last = format!("could not reach {host} port {port}: {e}"),
        }
    }
    Err(last)
}

fn tcp_of(socket: &mut Stream) -> &mut TcpStream {
    match socket.get_mut() {
        MaybeTlsStream::Rustls(tls) => tls.get_mut(),
        MaybeTlsStream::Plain(tcp) => tcp,
        // The only other kind (native-tls) is not built in.
        _ => unreachable!("a stream of a TLS library not built in"),
    }
}

/// Reads and sends until the connection ends: `Ok` when closed by either side.
fn pump(
    socket: &mut Stream,
    commands: &Receiver<Command>,
    events: &Sender<Event>,
) -> Result<(), String> {
    loop {
        loop {
            match commands.try_recv() {
                Ok(Command::Send(text)) => socket
                    .send(Message::text(text))
                    .map_err(|e| format!("sending: {e}"))?,
                Ok(Command::Close) | Err(TryRecvError::Disconnected) => {
                    let _ = socket.close(None);
                    let _ = socket.flush();
                    return Ok(());
                }
                Err(TryRecvError::Empty) => break,
            }
        }
        let event = match socket.read() {
            Ok(Message::Text(text)) => Event::Text(text.as_str().to_string()),
            Ok(Message::Close(_)) => {
                // tungstenite has queued the answering close frame: send it.
                let _ = socket.flush();
                let _ = events.send(Event::Closed);
                return Ok(());
            }
            // Pings are answered by tungstenite itself; nothing else is expected.
            Ok(_) => continue,
            Err(tungstenite::Error::Io(e))
                if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) =>
            {
                continue;
            }
            Err(tungstenite::Error::ConnectionClosed | tungstenite::Error::AlreadyClosed) => {
                let _ = events.send(Event::Closed);
                return Ok(());
            }
            Err(e) => return Err(format!("reading: {e}")),
        };
        if events.send(event).is_err() {
            // The client is gone.
            let _ = socket.close(None);
            let _ = socket.flush();
            return Ok(());
        }
    }
}

/// Why the opening handshake failed, in words, with a hint where one helps.
fn describe(error: &tungstenite::Error, secure: bool) -> String {
    use tungstenite::Error as E;
    if let E::Io(io) = error {
        if let Some(tls) = io
            .get_ref()
            .and_then(|inner| inner.downcast_ref::<rustls::Error>())
        {
            return match tls {
                rustls::Error::InvalidCertificate(why) => {
                    format!("the server's certificate is not trusted ({why:?})")
                }
                other => format!("the secure (TLS) connection failed: {other}"),
            };
        }
        if matches!(io.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) {
            return format!(
                "the server did not answer within {} s",
                CONNECT_TIMEOUT.as_secs()
            );
        }
    }
    match error {
        E::Http(response) => format!(
            "the server answered HTTP {} rather than opening a WebSocket: is the address right?",
            response.status()
        ),
        // A TLS server answers a plain request with a TLS alert, or closes without a word.
        E::HttpFormat(_) | E::Protocol(_) | E::Io(_) if !secure => format!(
            "the server did not answer as a WebSocket server ({error}); if it uses TLS, its \
             address starts with wss://"
        ),
        other => format!("the opening handshake failed: {other}"),
    }
}
