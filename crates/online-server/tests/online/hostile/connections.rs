//! Hostile connections: partial requests, too many connections, idle and flooding WebSockets,
//! and a client that stops reading. Each test names the rule of `Limits` it checks, with
//! small values so that it runs in seconds.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use online_protocol::{ClientMessage, ErrorCode, PROTOCOL_VERSION, ServerMessage};
use online_server::{Limits, rate::Rate};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};
use tokio_tungstenite::MaybeTlsStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::http::HeaderValue;

use super::{Raw, server_with, two_seats};

/// The beginning of a WebSocket request whose headers never end.
const PARTIAL: &[u8] = b"GET /ws HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\n";

/// A TCP connection to `addr` from the loopback address `from` (127.0.0.1, 127.0.0.2, ...:
/// all loopback on Linux, so one machine plays several clients).
async fn connect_from(from: &str, addr: SocketAddr) -> TcpStream {
    let socket = TcpSocket::new_v4().unwrap();
    socket.bind(format!("{from}:0").parse().unwrap()).unwrap();
    socket.connect(addr).await.unwrap()
}

/// A connection that began a request and will not finish it.
async fn partial(from: &str, addr: SocketAddr) -> TcpStream {
    let mut stream = connect_from(from, addr).await;
    stream.write_all(PARTIAL).await.unwrap();
    stream
}

/// Whether the server closes `stream` within `limit` (what it sent first is read and
/// dropped: a refusal's 503).
async fn closed_within(stream: &mut TcpStream, limit: Duration) -> bool {
    let mut buffer = [0u8; 1024];
    tokio::time::timeout(limit, async {
        loop {
            match stream.read(&mut buffer).await {
                Ok(0) | Err(_) => return,
                Ok(_) => {}
            }
        }
    })
    .await
    .is_ok()
}

/// Whether a client from `from` opens a WebSocket and is welcomed.
async fn welcomed_from(from: &str, addr: SocketAddr, url: &str) -> bool {
    let stream = connect_from(from, addr).await;
    let Ok((socket, _)) = tokio_tungstenite::client_async(url, MaybeTlsStream::Plain(stream)).await
    else {
        return false;
    };
    let mut raw = Raw { socket };
    raw.send(&ClientMessage::Hello {
        version: PROTOCOL_VERSION,
    })
    .await;
    matches!(raw.recv().await, Some(ServerMessage::Welcome { .. }))
}

/// Whether a client from `from` is welcomed within a few seconds: the server sees a dropped
/// connection go when it next reads it, a moment after the drop.
async fn welcomed_soon(from: &str, addr: SocketAddr, url: &str) -> bool {
    let deadline = Instant::now() + Duration::from_secs(10);
    while Instant::now() < deadline {
        if welcomed_from(from, addr, url).await {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    false
}

/// `Limits::header_read_timeout`: a request whose headers never end is closed within the
/// timeout, and so is one that trickles them a byte at a time.
#[tokio::test]
async fn a_request_whose_headers_never_end_is_closed() {
    let (server, _dir) = server_with(Limits {
        header_read_timeout: Duration::from_millis(300),
        ..Limits::default()
    });
    let started = Instant::now();
    let mut stalled = partial("127.0.0.1", server.addr).await;
    assert!(
        closed_within(&mut stalled, Duration::from_secs(5)).await,
        "a partial request still open after 5 s"
    );
    assert!(
        started.elapsed() >= Duration::from_millis(250),
        "closed early"
    );
    let mut trickling = connect_from("127.0.0.1", server.addr).await;
    let started = Instant::now();
    let mut closed = false;
    for byte in PARTIAL.iter().cycle().take(200) {
        if trickling.write_all(&[*byte]).await.is_err() {
            closed = true;
            break;
        }
        if closed_within(&mut trickling, Duration::from_millis(50)).await {
            closed = true;
            break;
        }
    }
    assert!(closed, "a trickled request still open");
    assert!(started.elapsed() < Duration::from_secs(5));
}

/// `Limits::max_connections_per_address`: the connection past the cap from one address is
/// refused while the others are held (even unfinished), another address still gets in, and
/// once the holder lets go a normal client from its address does too.
#[tokio::test]
async fn connections_per_address_are_capped() {
    let (server, _dir) = server_with(Limits {
        max_connections_per_address: 3,
        ..Limits::default()
    });
    let (addr, url) = (server.addr, server.url());
    let mut held = Vec::new();
    for _ in 0..3 {
        held.push(partial("127.0.0.1", addr).await);
    }
    let mut over = partial("127.0.0.1", addr).await;
    assert!(
        closed_within(&mut over, Duration::from_secs(5)).await,
        "the fourth connection of one address was let in"
    );
    for stream in &mut held {
        assert!(!closed_within(stream, Duration::from_millis(50)).await);
    }
    assert!(
        welcomed_from("127.0.0.2", addr, &url).await,
        "another address"
    );
    drop(held);
    assert!(
        welcomed_soon("127.0.0.1", addr, &url).await,
        "the address once free"
    );
}

/// `Limits::max_connections`: past the cap every address is refused, and once the holder
/// lets go a normal client gets in.
#[tokio::test]
async fn connections_are_capped_overall() {
    let (server, _dir) = server_with(Limits {
        max_connections: 3,
        ..Limits::default()
    });
    let (addr, url) = (server.addr, server.url());
    let mut held = Vec::new();
    for from in ["127.0.0.1", "127.0.0.2", "127.0.0.3"] {
        held.push(partial(from, addr).await);
    }
    let mut over = partial("127.0.0.4", addr).await;
    assert!(
        closed_within(&mut over, Duration::from_secs(5)).await,
        "a connection past the cap was let in"
    );
    drop(held);
    assert!(welcomed_soon("127.0.0.4", addr, &url).await);
}

/// A WebSocket request carrying `forwarded` as its `X-Forwarded-For`: whether it was let in.
async fn opens_with_forwarded(url: &str, forwarded: &'static str) -> Option<Raw> {
    let mut request = url.into_client_request().unwrap();
    (request.headers_mut()).insert("x-forwarded-for", HeaderValue::from_static(forwarded));
    match tokio_tungstenite::connect_async(request).await {
        Ok((socket, _)) => Some(Raw { socket }),
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => {
            assert_eq!(response.status(), 503);
            None
        }
        Err(e) => panic!("{e}"),
    }
}

/// `Limits::behind_proxy`: behind a proxy a client's address is the proxy's entry (the last)
/// of `X-Forwarded-For`, so the cap per address shuts out one client, not everyone behind the
/// proxy, and an entry the client wrote itself does not help it; without a proxy the header
/// is ignored.
#[tokio::test]
async fn behind_a_proxy_the_address_is_the_proxys_header() {
    let (server, _dir) = server_with(Limits {
        behind_proxy: true,
        max_connections_per_address: 2,
        ..Limits::default()
    });
    let url = server.url();
    let first = opens_with_forwarded(&url, "203.0.113.7").await;
    let second = opens_with_forwarded(&url, "198.51.100.1, 203.0.113.7").await;
    assert!(first.is_some() && second.is_some());
    assert!(
        opens_with_forwarded(&url, "203.0.113.9, 203.0.113.7")
            .await
            .is_none(),
        "a third WebSocket of one address"
    );
    assert!(opens_with_forwarded(&url, "203.0.113.8").await.is_some());
    drop((first, second));
    let deadline = Instant::now() + Duration::from_secs(10);
    while opens_with_forwarded(&url, "203.0.113.7").await.is_none() {
        assert!(
            Instant::now() < deadline,
            "the address not let in once free"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // Not behind a proxy: anyone may write the header, so it changes nothing.
    let (direct, _dir) = server_with(Limits {
        max_connections_per_address: 2,
        ..Limits::default()
    });
    let url = direct.url();
    let _a = opens_with_forwarded(&url, "203.0.113.1").await.unwrap();
    let _b = opens_with_forwarded(&url, "203.0.113.2").await.unwrap();
    let mut third = partial("127.0.0.1", direct.addr).await;
    assert!(closed_within(&mut third, Duration::from_secs(5)).await);
}

/// `Limits::idle`: the server's own clock closes a connection that sends only pings and
/// pongs; they never count as a message.
#[tokio::test]
async fn a_connection_sending_only_pings_and_pongs_is_closed_when_idle() {
    let idle = Duration::from_millis(500);
    let (server, _dir) = server_with(Limits {
        idle,
        ..Limits::default()
    });
    let mut raw = Raw::hello(&server.url()).await;
    let started = Instant::now();
    let mut closed = false;
    while started.elapsed() < Duration::from_secs(5) && !closed {
        let sent = raw.socket.send(Message::Ping(vec![1].into())).await;
        let sent = sent.and(raw.socket.send(Message::Pong(vec![2].into())).await);
        closed = sent.is_err()
            || matches!(
                tokio::time::timeout(Duration::from_millis(100), raw.socket.next()).await,
                Ok(None | Some(Err(_)) | Some(Ok(Message::Close(_))))
            );
    }
    assert!(closed, "still open after 5 s of pings and pongs");
    assert!(started.elapsed() >= idle, "closed before the idle time");
}

/// Sends `frame` as fast as the server takes it (at most `count`), then reads until the
/// server closes: whether it did within a few seconds.
async fn flood_is_closed(raw: &mut Raw, frame: Message, count: usize) -> bool {
    for _ in 0..count {
        if raw.socket.send(frame.clone()).await.is_err() {
            break;
        }
    }
    tokio::time::timeout(Duration::from_secs(5), async {
        while let Some(Ok(_)) = raw.socket.next().await {}
    })
    .await
    .is_ok()
}

/// `Limits::messages` and `Limits::refused`: binary frames and pings count like messages, so
/// a flood of either is closed once its refusals are spent.
#[tokio::test]
async fn floods_of_pings_or_binary_frames_are_closed() {
    let (server, _dir) = server_with(Limits {
        refused: Rate {
            burst: 50,
            every: Duration::from_secs(1),
        },
        ..Limits::default()
    });
    let mut pinger = Raw::hello(&server.url()).await;
    assert!(
        flood_is_closed(&mut pinger, Message::Ping(vec![0; 8].into()), 2_000).await,
        "a flood of pings still open"
    );
    let mut binary = Raw::hello(&server.url()).await;
    assert!(
        flood_is_closed(&mut binary, Message::binary(vec![1, 2, 3]), 2_000).await,
        "a flood of binary frames still open"
    );
}

/// `Limits::refused`: a flood kept just over the rate (twice it, for seconds) is closed once
/// its refusals are spent: tokens earned between the refusals do not forgive them.
#[tokio::test]
async fn a_flood_kept_just_over_the_rate_is_closed() {
    let (server, _dir) = server_with(Limits {
        messages: Rate {
            burst: 5,
            every: Duration::from_millis(20),
        },
        refused: Rate {
            burst: 20,
            every: Duration::from_secs(1),
        },
        ..Limits::default()
    });
    let raw = Raw::hello(&server.url()).await;
    let (mut sink, mut stream) = raw.socket.split();
    let leave = serde_json::to_string(&ClientMessage::Leave).unwrap();
    let mut tick = tokio::time::interval(Duration::from_millis(10));
    let started = Instant::now();
    let (mut limited, mut closed) = (0, false);
    while started.elapsed() < Duration::from_secs(5) && !closed {
        tokio::select! {
            _ = tick.tick() => {
                closed = sink.send(Message::text(leave.clone())).await.is_err();
            }
            next = stream.next() => match next {
                Some(Ok(Message::Text(text))) => {
                    if let Ok(ServerMessage::Error { code: ErrorCode::RateLimited, .. }) =
                        serde_json::from_str(text.as_str())
                    {
                        limited += 1;
                    }
                }
                Some(Ok(_)) => {}
                _ => closed = true,
            },
        }
    }
    assert!(closed, "a flood at twice the rate still answered after 5 s");
    assert!(limited >= 20, "closed after {limited} refusals");
}

/// `Limits::write_timeout`: a client that asks for a lot and reads nothing (its receive
/// buffer small) does not hold its connection's task: the server stops waiting on it and
/// closes, and what the client finally reads ends.
#[tokio::test]
async fn a_client_that_stops_reading_is_closed_after_the_write_timeout() {
    let lifted = Rate {
        burst: 1_000_000,
        every: Duration::from_micros(1),
    };
    let (server, _dir) = server_with(Limits {
        messages: lifted,
        write_timeout: Duration::from_millis(500),
        ..Limits::default()
    });
    let mut creator = Raw::hello(&server.url()).await;
    creator
        .send(&ClientMessage::CreateRoom {
            table: two_seats(),
            name: "Rowena".into(),
        })
        .await;
    let Some(ServerMessage::Joined { room, .. }) = creator.recv().await else {
        panic!("not created")
    };
    let socket = TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(4096).unwrap();
    let stream = socket.connect(server.addr).await.unwrap();
    let (socket, _) = tokio_tungstenite::client_async(server.url(), MaybeTlsStream::Plain(stream))
        .await
        .unwrap();
    let mut reader = Raw { socket };
    reader
        .send(&ClientMessage::Hello {
            version: PROTOCOL_VERSION,
        })
        .await;
    // Each spectate is answered with a snapshot of the room: far more than the buffers
    // between the two hold, so the server's sends stall, then its reads, then the client's
    // sends (which stop the asking).
    let spectate = serde_json::to_string(&ClientMessage::Spectate { code: room.code }).unwrap();
    for _ in 0..20_000 {
        let sent = tokio::time::timeout(
            Duration::from_secs(1),
            reader.socket.send(Message::text(spectate.clone())),
        )
        .await;
        if !matches!(sent, Ok(Ok(()))) {
            break;
        }
    }
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    let ended = tokio::time::timeout(Duration::from_secs(10), async {
        while let Some(Ok(_)) = reader.socket.next().await {}
    })
    .await;
    assert!(
        ended.is_ok(),
        "the server still sending after 10 s of reading"
    );
}
