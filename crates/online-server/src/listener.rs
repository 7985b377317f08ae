//! The accept loop: every TCP connection counted (overall and per client address) before
//! hyper reads a byte of it, refused over the caps, and its request headers read against a
//! clock. `axum::serve` installs no timer, so hyper's header-read timeout never applied there
//! (axum issue #2741): this loop serves each connection with hyper's HTTP/1 builder and a
//! tokio timer itself.

use std::collections::HashMap;
use std::io;
use std::net::{IpAddr, Ipv6Addr, SocketAddr};
use std::pin::Pin;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::Router;
use axum::http::HeaderMap;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};

use crate::limits::Limits;

/// What a connection over a cap is told before it is closed.
const REFUSAL: &[u8] =
    b"HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n";

/// The TCP peer of a request, put in its extensions by the accept loop.
#[derive(Clone, Copy, Debug)]
pub struct Peer(pub SocketAddr);

/// The address a client is counted by: an IPv4 address, or an IPv6 address's /64 network
/// (one subscriber's usual share, whose addresses cost an attacker nothing).
pub fn client_key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(v4) => IpAddr::V4(v4),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let s = v6.segments();
                IpAddr::V6(Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0))
            }
        },
    }
}

/// The client's address ([`client_key`]): behind a proxy, the last address of the last
/// `X-Forwarded-For` header (the one the proxy added; those before it are the client's word),
/// else the TCP peer.
pub fn client_address(peer: SocketAddr, headers: &HeaderMap, behind_proxy: bool) -> IpAddr {
    let forwarded = behind_proxy
        .then(|| headers.get_all("x-forwarded-for").iter().next_back())
        .flatten()
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.rsplit(',').next())
        .map(str::trim)
        .and_then(|last| {
            (last.parse::<IpAddr>().ok())
                .or_else(|| last.parse::<SocketAddr>().ok().map(|s| s.ip()))
        });
    client_key(forwarded.unwrap_or(peer.ip()))
}

/// How many connections each client address holds, up to a cap.
#[derive(Debug)]
pub struct PerAddress {
    max: usize,
    counts: Mutex<HashMap<IpAddr, usize>>,
}

/// One connection counted for its address until dropped.
#[derive(Debug)]
pub struct AddressSlot {
    of: Arc<PerAddress>,
    address: IpAddr,
}

impl PerAddress {
    /// A count with `max` connections per address.
    pub fn new(max: usize) -> Arc<Self> {
        Arc::new(Self {
            max,
            counts: Mutex::new(HashMap::new()),
        })
    }

    /// Counts one more connection of `address`; `None` when it holds `max` already.
    pub fn take(self: &Arc<Self>, address: IpAddr) -> Option<AddressSlot> {
        let mut counts = self.counts.lock().unwrap_or_else(|e| e.into_inner());
        let count = counts.entry(address).or_insert(0);
        if *count >= self.max {
            return None;
        }
        *count += 1;
        Some(AddressSlot {
            of: Arc::clone(self),
            address,
        })
    }
}

impl Drop for AddressSlot {
    fn drop(&mut self) {
        let mut counts = self.of.counts.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(count) = counts.get_mut(&self.address) {
            *count -= 1;
            if *count == 0 {
                counts.remove(&self.address);
            }
        }
    }
}

/// One connection counted among all until dropped.
struct Slot(Arc<AtomicUsize>);

fn take_slot(open: &Arc<AtomicUsize>, max: usize) -> Option<Slot> {
    open.fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| {
        (n < max).then_some(n + 1)
    })
    .ok()
    .map(|_| Slot(Arc::clone(open)))
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

/// A TCP stream holding its counts: they go when the stream goes, so a connection upgraded to
/// a WebSocket (whose socket keeps this stream) stays counted for its whole life.
struct Counted {
    stream: TcpStream,
    _slots: (Slot, Option<AddressSlot>),
}

impl AsyncRead for Counted {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Counted {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().stream).poll_write(cx, buf)
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_shutdown(cx)
    }
}

/// Answers 503 if the socket takes it at once (it never waits on the client), and closes.
fn refuse(stream: TcpStream) {
    if let Ok(stream) = stream.into_std() {
        use std::io::Write;
        let _ = (&stream).write(REFUSAL);
    }
}

/// Serves `router` on `listener` under `limits`' caps and header-read timeout; returns only if
/// the listener fails for good.
pub async fn serve(listener: TcpListener, router: Router, limits: Limits) -> io::Result<()> {
    let open = Arc::new(AtomicUsize::new(0));
    let per_address = PerAddress::new(limits.max_connections_per_address);
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(e) => {
                // Out of file descriptors, or a connection reset before it was accepted: the
                // loop waits a moment (not to spin on EMFILE) and goes on.
                tracing::warn!("accepting a connection: {e}");
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let Some(slot) = take_slot(&open, limits.max_connections) else {
            refuse(stream);
            continue;
        };
        // Behind a proxy every TCP peer is the proxy: addresses are counted per WebSocket,
        // from the proxy's header (see `Limits::behind_proxy`).
        let address_slot = if limits.behind_proxy {
            None
        } else {
            match per_address.take(client_key(peer.ip())) {
                Some(slot) => Some(slot),
                None => {
                    refuse(stream);
                    continue;
                }
            }
        };
        // TCP_NODELAY: each message goes out as it is written. With Nagle's algorithm a reply
        // written while the connection's previous one is still unacknowledged (a view of the
        // other player's move, after one of the client's own) waited for the client's delayed
        // acknowledgement: one room alone moved 72-77 times a second though each client had its
        // own view back within a millisecond; 999-1,798 with it (docs/PERFORMANCE.md). A
        // message is one frame, written from one buffer: no tiny segments are made of it.
        if let Err(e) = stream.set_nodelay(true) {
            tracing::debug!(%peer, "TCP_NODELAY: {e}");
        }
        let io = TokioIo::new(Counted {
            stream,
            _slots: (slot, address_slot),
        });
        tokio::spawn(connection(io, peer, router.clone(), limits));
    }
}

async fn connection(io: TokioIo<Counted>, peer: SocketAddr, router: Router, limits: Limits) {
    let service = TowerToHyperService::new(router);
    let service = hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
        request.extensions_mut().insert(Peer(peer));
        hyper::service::Service::call(&service, request)
    });
    let served = http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_read_timeout)
        .serve_connection(io, service)
        .with_upgrades()
        .await;
    if let Err(e) = served {
        tracing::debug!(%peer, "connection: {e}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Behind a proxy the proxy's own entry (the last) names the client; otherwise the header
    /// is anyone's word and the TCP peer counts. IPv6 addresses count by their /64.
    #[test]
    fn the_client_address_comes_from_the_proxy_only_behind_one() {
        let peer: SocketAddr = "10.0.0.1:5000".parse().unwrap();
        let mut headers = HeaderMap::new();
        headers.insert("x-forwarded-for", "6.6.6.6, 1.2.3.4".parse().unwrap());
        assert_eq!(
            client_address(peer, &headers, false).to_string(),
            "10.0.0.1"
        );
        assert_eq!(client_address(peer, &headers, true).to_string(), "1.2.3.4");
        headers.insert("x-forwarded-for", "garbage".parse().unwrap());
        assert_eq!(client_address(peer, &headers, true).to_string(), "10.0.0.1");
        let v6: IpAddr = "2001:db8:1:2:3:4:5:6".parse().unwrap();
        assert_eq!(client_key(v6).to_string(), "2001:db8:1:2::");
    }

    /// An address holds at most its cap, and a slot given back frees its place.
    #[test]
    fn an_address_holds_at_most_its_cap() {
        let counts = PerAddress::new(2);
        let a: IpAddr = "1.2.3.4".parse().unwrap();
        let b: IpAddr = "1.2.3.5".parse().unwrap();
        let first = counts.take(a).unwrap();
        let _second = counts.take(a).unwrap();
        assert!(counts.take(a).is_none());
        assert!(counts.take(b).is_some());
        drop(first);
        assert!(counts.take(a).is_some());
    }
}
