//! `wss://` natively: the real server on loopback, behind a TLS proxy started by the test with
//! a certificate the test made (as a self-hosted server behind Caddy or nginx would be), and
//! the native client connecting through it. Every wait is bounded.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use online_client::{Client, ConnectOptions, ConnectionState, KeptSeat, parse_server_address};
use online_protocol::{ClientMessage, SeatSpec, ServerMessage, TableSpec};
use online_server::{Config, Limits, ServerThread};
use tokio::net::{TcpListener, TcpStream};
use tokio::time::timeout;
use tokio_rustls::TlsAcceptor;
use tokio_rustls::rustls::ServerConfig;
use tokio_rustls::rustls::pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer};

/// The longest any step waits.
const TIMEOUT: Duration = Duration::from_secs(10);

/// The server on loopback, in a temporary SQLite file, and a TLS proxy before it.
struct Setup {
    server: ServerThread,
    /// The proxy's port on 127.0.0.1.
    tls_port: u16,
    /// The proxy's certificate (for `localhost`), DER-encoded.
    certificate: CertificateDer<'static>,
    /// Runs the proxy; dropping it ends the proxy's tasks.
    _runtime: tokio::runtime::Runtime,
    _dir: tempfile::TempDir,
}

impl Setup {
    fn start() -> Self {
        let dir = tempfile::tempdir().unwrap();
        let server = ServerThread::start(Config {
            listen: "127.0.0.1:0".parse().unwrap(),
            database: format!("sqlite:{}", dir.path().join("rooms.db").display()),
            static_dir: None,
            limits: Limits::default(),
        })
        .unwrap();
        let made = rcgen::generate_simple_self_signed(vec!["localhost".to_string()]).unwrap();
        let certificate = made.cert.der().clone();
        let key = PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(made.signing_key.serialize_der()));
        let provider = Arc::new(tokio_rustls::rustls::crypto::ring::default_provider());
        let tls = ServerConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .unwrap()
            .with_no_client_auth()
            .with_single_cert(vec![certificate.clone()], key)
            .unwrap();
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .unwrap();
        let listener = runtime
            .block_on(async { timeout(TIMEOUT, TcpListener::bind("127.0.0.1:0")).await })
            .expect("binding the proxy in time")
            .unwrap();
        let tls_port = listener.local_addr().unwrap().port();
        runtime.spawn(proxy(
            listener,
            TlsAcceptor::from(Arc::new(tls)),
            server.addr,
        ));
        Self {
            server,
            tls_port,
            certificate,
            _runtime: runtime,
            _dir: dir,
        }
    }

    /// The proxy's address with `scheme`.
    fn url(&self, scheme: &str) -> String {
        format!("{scheme}://localhost:{}/ws", self.tls_port)
    }

    /// Options trusting the proxy's certificate.
    fn trusting(&self) -> ConnectOptions {
        ConnectOptions::default()
            .trust_certificate(self.certificate.to_vec())
            .unwrap()
    }
}

/// Takes TLS off each connection to `listener` and passes its bytes on to `upstream`: what a
/// reverse proxy before the server does.
async fn proxy(listener: TcpListener, acceptor: TlsAcceptor, upstream: SocketAddr) {
    while let Ok((inbound, _)) = listener.accept().await {
        let acceptor = acceptor.clone();
        tokio::spawn(async move {
            // A client that does not speak TLS fails here, and its connection closes.
            let Ok(Ok(mut tls)) = timeout(TIMEOUT, acceptor.accept(inbound)).await else {
                return;
            };
            let Ok(Ok(mut server)) = timeout(TIMEOUT, TcpStream::connect(upstream)).await else {
                return;
            };
            // A test's connection lives seconds; this bounds a forgotten one.
            let _ = timeout(
                Duration::from_secs(60),
                tokio::io::copy_bidirectional(&mut tls, &mut server),
            )
            .await;
        });
    }
}

/// Polls `client` until `pick` takes a message, within [`TIMEOUT`].
fn expect<T>(
    client: &mut Client,
    what: &str,
    mut pick: impl FnMut(&ServerMessage) -> Option<T>,
) -> T {
    let deadline = Instant::now() + TIMEOUT;
    loop {
        while let Some(message) = client.try_recv() {
            if let Some(found) = pick(&message) {
                return found;
            }
        }
        assert!(
            Instant::now() < deadline,
            "no {what} within {TIMEOUT:?} (state {:?}, last error {:?})",
            client.state(),
            client.last_error()
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Polls `client` until it has failed to connect at least once, within [`TIMEOUT`]: why.
fn first_failure(client: &mut Client) -> String {
    let deadline = Instant::now() + TIMEOUT;
    loop {
        client.poll();
        assert_ne!(client.state(), &ConnectionState::Connected, "connected");
        if let Some(error) = client.last_error() {
            return error.to_string();
        }
        assert!(
            Instant::now() < deadline,
            "neither connected nor failed within {TIMEOUT:?}: {:?}",
            client.state()
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// The native client creates a room over `wss://` through the TLS proxy, trusting the test's
/// certificate; a second connection lists the seat's match by its kept token, which it sends
/// because this server gave it (a token kept for another server is not sent).
#[test]
fn the_native_client_plays_over_wss_through_a_tls_proxy() {
    let setup = Setup::start();
    let mut client = Client::connect_with(setup.url("wss"), setup.trusting());
    client
        .send(ClientMessage::CreateRoom {
            table: TableSpec {
                game: "ivanhoe".into(),
                rules: None,
                options: Default::default(),
                seats: vec![
                    SeatSpec::Person,
                    SeatSpec::Computer {
                        level: "normal".into(),
                        name: None,
                    },
                ],
            },
            name: "Rowena".into(),
        })
        .unwrap();
    let (room, seat, token) = expect(&mut client, "joined", |m| match m {
        ServerMessage::Joined { room, seat, token } => Some((room.clone(), *seat, token.clone())),
        ServerMessage::Error { message, .. } => panic!("create refused: {message}"),
        _ => None,
    });
    let view = expect(&mut client, "a view", |m| match m {
        ServerMessage::View(view) => Some(view.clone()),
        _ => None,
    });
    assert_eq!(view.code, room.code);
    assert_eq!(view.seat, Some(seat));
    assert!(
        view.observation.is_some(),
        "the seat's own observation came"
    );
    assert_eq!(client.state(), &ConnectionState::Connected);

    let server = client.server().expect("the url reads as a server").clone();
    assert_eq!(server, parse_server_address(&setup.url("https")).unwrap());
    let elsewhere = parse_server_address("wss://elsewhere.example.org").unwrap();
    let kept = [
        KeptSeat::new(&elsewhere, "token-of-elsewhere", "ELSEWHERE234", "ivanhoe"),
        KeptSeat::new(&server, token.clone(), room.code.clone(), room.game.clone()),
    ];
    let mut lister = Client::connect_with(setup.url("wss"), setup.trusting());
    lister.list_matches(&kept).unwrap();
    let matches = expect(&mut lister, "matches", |m| match m {
        ServerMessage::Matches { matches } => Some(matches.clone()),
        _ => None,
    });
    assert_eq!(matches.len(), 1, "{matches:?}");
    assert_eq!(
        (&matches[0].token, &matches[0].code, matches[0].seat),
        (&token, &room.code, seat)
    );
    client.close();
    lister.close();
    setup.server.stop();
}

/// A plain `ws://` client talking to the TLS port fails at once with words that point to
/// `wss://`, rather than hanging or connecting.
#[test]
fn a_plain_client_at_a_tls_port_fails_clearly() {
    let setup = Setup::start();
    let mut client = Client::connect(setup.url("ws"));
    let error = first_failure(&mut client);
    assert!(error.contains("wss://"), "{error}");
    client.close();
    setup.server.stop();
}

/// A `wss://` client that does not trust the proxy's certificate refuses the connection and
/// says why.
#[test]
fn an_untrusted_certificate_is_refused() {
    let setup = Setup::start();
    let mut client = Client::connect(setup.url("wss"));
    let error = first_failure(&mut client);
    assert!(error.contains("certificate is not trusted"), "{error}");
    client.close();
    setup.server.stop();
}

/// Something that is not a certificate cannot be trusted: refused when added.
#[test]
fn a_certificate_that_does_not_read_is_refused_when_added() {
    let error = ConnectOptions::default()
        .trust_certificate(b"not a certificate".to_vec())
        .unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("the certificate cannot be trusted")
    );
}
