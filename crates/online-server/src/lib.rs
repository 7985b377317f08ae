//! The online play server: rooms for every game of the collection over WebSockets, each
//! client sent only what its seat may see, every room stored as it happens (SQLite by
//! default, PostgreSQL to share rooms between several servers). docs/ONLINE.md describes the
//! protocol, running it and how it scales.
//!
//! - [`secrets`]: room codes, seat tokens and seeds from the system's random source.
//! - [`store`]: the database of rooms (tables, seeds, seats, every action).
//! - [`engine`]: the three games behind one interface, in notation and JSON.
//! - [`room`]: one room in memory: its match, seats and news; computer players' turns.
//! - [`hub`]: the rooms a server holds, and what clients do with them.
//! - [`presence`]: who is connected, shared between the servers of one PostgreSQL.
//! - [`lease`]: which server runs each room, among the servers of one PostgreSQL.
//! - [`conn`]: one client's WebSocket, its limits and checks.
//! - [`limits`]: what the server allows each connection and address.
//! - [`listener`]: the accept loop: connections counted and capped, headers read on a clock.
//! - [`rate`]: per-connection rate limits.
//! - [`statics`]: the static directory, kept to its folder.

#![warn(missing_docs)]

pub mod conn;
pub mod engine;
pub mod hub;
pub mod lease;
pub mod limits;
pub mod listener;
pub mod presence;
pub mod rate;
pub mod room;
pub mod secrets;
pub mod statics;
pub mod store;

use std::future::Future;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::State;
use axum::extract::ws::WebSocketUpgrade;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Extension, Router};
use online_protocol::WEBSOCKET_PATH;
use online_protocol::limits::MAX_MESSAGE_BYTES;

use crate::listener::{Peer, PerAddress};

pub use hub::Hub;
pub use limits::Limits;
pub use store::{Store, StoreError};

/// A message (or frame) this much larger than the protocol's limit is not even read: the
/// connection closes. Up to it, an oversized message gets a `too_large` reply.
const HARD_LIMIT: usize = 4 * MAX_MESSAGE_BYTES;

/// A connection's read buffer, which grows for a larger message. tungstenite's default, 128
/// KiB, was most of an idle connection's memory, and it zero-fills the part it reads into
/// before every read (5.7% of the server's CPU under load, docs/PERFORMANCE.md): client
/// messages are under 100 bytes but for a `list_matches`.
const READ_BUFFER: usize = 4 * 1024;

/// How a server is set up.
#[derive(Clone, Debug)]
pub struct Config {
    /// The address to listen on.
    pub listen: SocketAddr,
    /// The database: `sqlite:PATH` or `postgres://...`.
    pub database: String,
    /// A directory served at `/` (the browser build's `dist/`), if any.
    pub static_dir: Option<PathBuf>,
    /// What the server allows its connections and their addresses.
    pub limits: Limits,
}

/// Why a server did not start.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    /// The database could not be opened.
    #[error("{0}")]
    Store(#[from] StoreError),
    /// The address could not be listened on.
    #[error("listening: {0}")]
    Listen(#[from] std::io::Error),
    /// The static directory could not be read.
    #[error("the static directory: {0}")]
    Static(std::io::Error),
}

#[derive(Clone)]
struct App {
    hub: Arc<Hub>,
    limits: Limits,
    /// WebSockets per client address, counted here only behind a proxy (otherwise the accept
    /// loop counts every TCP connection by its peer).
    websockets: Arc<PerAddress>,
}

async fn upgrade(
    State(app): State<App>,
    Extension(Peer(peer)): Extension<Peer>,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Response {
    let address = listener::client_address(peer, &headers, app.limits.behind_proxy);
    let slot = if app.limits.behind_proxy {
        match app.websockets.take(address) {
            Some(slot) => Some(slot),
            None => {
                return (
                    StatusCode::SERVICE_UNAVAILABLE,
                    "too many connections from your address",
                )
                    .into_response();
            }
        }
    } else {
        None
    };
    ws.max_message_size(HARD_LIMIT)
        .max_frame_size(HARD_LIMIT)
        .read_buffer_size(READ_BUFFER)
        .on_upgrade(move |socket| async move {
            let _slot = slot;
            conn::serve(socket, app.hub, app.limits, address).await;
        })
}

async fn health(State(app): State<App>) -> (StatusCode, &'static str) {
    match app.hub.store().ping().await {
        Ok(()) => (StatusCode::OK, "ok"),
        Err(_) => (StatusCode::SERVICE_UNAVAILABLE, "storage unavailable"),
    }
}

/// Opens the store and listens at once (rooms are loaded when first asked for, not here): the
/// address it listens on and the future that serves (forever, or until an error).
pub async fn start(
    config: Config,
) -> Result<(SocketAddr, impl Future<Output = std::io::Result<()>>), StartError> {
    let store = Store::open(&config.database).await?;
    let hub = Hub::new(store, &config.limits);
    tokio::spawn(Arc::clone(&hub).maintain());
    let limits = config.limits;
    let app = App {
        hub,
        limits,
        websockets: PerAddress::new(limits.max_connections_per_address),
    };
    let mut router = Router::new()
        .route(WEBSOCKET_PATH, get(upgrade))
        .route("/health", get(health))
        .with_state(app);
    if let Some(dir) = &config.static_dir {
        router = router.fallback_service(statics::router(dir).map_err(StartError::Static)?);
    }
    let listener = tokio::net::TcpListener::bind(config.listen).await?;
    let addr = listener.local_addr()?;
    tracing::info!("listening on {addr}");
    Ok((addr, listener::serve(listener, router, limits)))
}

/// A server on its own runtime and thread, for tests and embedding. Stopping it ends it the
/// way a killed process ends: every connection dropped at once, nothing flushed but what the
/// database already holds.
pub struct ServerThread {
    /// The address it listens on.
    pub addr: SocketAddr,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl ServerThread {
    /// Starts a server with `config` and waits until it listens.
    pub fn start(config: Config) -> Result<Self, StartError> {
        let (ready_tx, ready_rx) = std::sync::mpsc::channel();
        let (stop_tx, stop_rx) = tokio::sync::oneshot::channel::<()>();
        let thread = std::thread::spawn(move || {
            let runtime = match tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
            {
                Ok(runtime) => runtime,
                Err(e) => {
                    let _ = ready_tx.send(Err(StartError::Listen(e)));
                    return;
                }
            };
            runtime.block_on(async move {
                match start(config).await {
                    Ok((addr, serving)) => {
                        let _ = ready_tx.send(Ok(addr));
                        tokio::select! {
                            _ = serving => {}
                            _ = stop_rx => {}
                        }
                    }
                    Err(e) => {
                        let _ = ready_tx.send(Err(e));
                    }
                }
            });
            runtime.shutdown_timeout(Duration::ZERO);
        });
        let addr = ready_rx.recv().map_err(|_| {
            StartError::Listen(std::io::Error::other("the server's thread ended"))
        })??;
        Ok(Self {
            addr,
            stop: Some(stop_tx),
            thread: Some(thread),
        })
    }

    /// The WebSocket address of the server (`ws://127.0.0.1:PORT/ws`).
    pub fn url(&self) -> String {
        format!("ws://{}{WEBSOCKET_PATH}", self.addr)
    }

    /// Stops the server and waits until it has.
    pub fn stop(mut self) {
        self.halt();
    }

    fn halt(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for ServerThread {
    fn drop(&mut self) {
        self.halt();
    }
}
