//! One WebSocket connection, opened by [`Socket::open`] and polled for [`Event`]s: natively a
//! thread of its own (`native`), in the browser the page's WebSocket (`web`).

#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(target_arch = "wasm32")]
mod web;

#[cfg(not(target_arch = "wasm32"))]
pub(crate) use native::{Socket, SocketConnector};
#[cfg(target_arch = "wasm32")]
pub(crate) use web::{Socket, SocketConnector};

/// What a socket reports.
#[derive(Debug)]
pub(crate) enum Event {
    /// The connection is open: messages may go out.
    Opened,
    /// A text message came.
    Text(String),
    /// The connection failed or broke, and why in words.
    Failed(String),
    /// The server closed the connection.
    Closed,
}
