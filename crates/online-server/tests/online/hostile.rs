//! Hostile clients, on raw WebSockets: every malformed, oversized, out-of-turn, illegal or
//! misdirected message gets an error reply and changes nothing; codes and tokens cannot be
//! guessed; a flood is rate-limited; random input never breaks the server.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use online_protocol::limits::MAX_MESSAGE_BYTES;
use online_protocol::{
    ClientMessage, ErrorCode, PROTOCOL_VERSION, SeatSpec, ServerMessage, TableSpec, View,
};
use online_server::{Limits, ServerThread, rate::Rate};
use rules_core::{GameRng, Status};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

use crate::support::*;

mod connections;
mod rooms;

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// A raw connection that says exactly what a test makes it say.
struct Raw {
    socket: Socket,
}

impl Raw {
    async fn open(url: &str) -> Self {
        let (socket, _) = tokio_tungstenite::connect_async(url).await.unwrap();
        Self { socket }
    }

    /// Opened and greeted.
    async fn hello(url: &str) -> Self {
        let mut raw = Self::open(url).await;
        raw.send(&ClientMessage::Hello {
            version: PROTOCOL_VERSION,
        })
        .await;
        assert!(matches!(
            raw.recv().await,
            Some(ServerMessage::Welcome {
                version: PROTOCOL_VERSION
            })
        ));
        raw
    }

    async fn text(&mut self, text: &str) {
        self.socket.send(Message::text(text)).await.unwrap();
    }

    async fn send(&mut self, message: &ClientMessage) {
        self.text(&serde_json::to_string(message).unwrap()).await;
    }

    /// The next message; `None` once the server closed the connection.
    async fn recv(&mut self) -> Option<ServerMessage> {
        loop {
            let next = tokio::time::timeout(TIMEOUT, self.socket.next())
                .await
                .expect("the server answers");
            match next {
                Some(Ok(Message::Text(text))) => {
                    return Some(serde_json::from_str(text.as_str()).unwrap());
                }
                Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                _ => return None,
            }
        }
    }

    /// The next message, which must be an error: its code and rule.
    async fn error(&mut self) -> (ErrorCode, Option<String>) {
        match self.recv().await {
            Some(ServerMessage::Error { code, rule, .. }) => (code, rule),
            other => panic!("expected an error, got {other:?}"),
        }
    }

    /// The next view.
    async fn view(&mut self) -> View {
        loop {
            match self.recv().await {
                Some(ServerMessage::View(view)) => return view,
                Some(ServerMessage::Error { message, .. }) => panic!("refused: {message}"),
                Some(_) => continue,
                None => panic!("closed"),
            }
        }
    }

    /// Whether nothing arrives for a moment.
    async fn quiet(&mut self) -> bool {
        tokio::time::timeout(Duration::from_millis(300), self.socket.next())
            .await
            .is_err()
    }
}

fn server_with(limits: Limits) -> (ServerThread, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let mut config = config(sqlite(dir.path(), "rooms.db"));
    config.limits = limits;
    (ServerThread::start(config).unwrap(), dir)
}

fn server() -> (ServerThread, tempfile::TempDir) {
    server_with(Limits::default())
}

fn two_seats() -> TableSpec {
    table("ivanhoe", vec![SeatSpec::Person, SeatSpec::Person])
}

/// Checks that `name` is refused as a person's name and as a computer player's, which every
/// table of the room shows alike.
async fn refuses_name(raw: &mut Raw, name: &str) {
    raw.send(&ClientMessage::CreateRoom {
        table: two_seats(),
        name: name.into(),
    })
    .await;
    assert_eq!(raw.error().await.0, ErrorCode::InvalidName, "{name:?}");
    let named = SeatSpec::Computer {
        level: "easy".into(),
        name: Some(name.into()),
    };
    raw.send(&ClientMessage::CreateRoom {
        table: table("ivanhoe", vec![SeatSpec::Person, named]),
        name: "Rowena".into(),
    })
    .await;
    assert_eq!(
        raw.error().await.0,
        ErrorCode::InvalidName,
        "a computer named {name:?}"
    );
}

/// Two raw players in an Ivanhoe room, with their first views: (decider, other).
async fn room(url: &str) -> ((Raw, View), (Raw, View), String) {
    let mut a = Raw::hello(url).await;
    a.send(&ClientMessage::CreateRoom {
        table: two_seats(),
        name: "Rowena".into(),
    })
    .await;
    let Some(ServerMessage::Joined { room, .. }) = a.recv().await else {
        panic!("not created")
    };
    let a_view = a.view().await;
    let mut b = Raw::hello(url).await;
    b.send(&ClientMessage::Join {
        code: room.code.clone(),
        name: "Wilfred".into(),
    })
    .await;
    let b_view = b.view().await;
    // The creator hears of the seat taken.
    assert!(matches!(a.recv().await, Some(ServerMessage::Room { .. })));
    if a_view.my_turn() {
        ((a, a_view), (b, b_view), room.code)
    } else {
        ((b, b_view), (a, a_view), room.code)
    }
}

/// An action the game's notation reads but the rules refuse now.
fn illegal(view: &View) -> String {
    ["withdraw", "stay", "ivanhoe", "play R3"]
        .into_iter()
        .find(|a| !view.legal.iter().any(|l| l == a))
        .unwrap()
        .to_string()
}

/// Nothing but `hello` opens a connection, and another protocol version (an older one too)
/// is refused and closed.
#[tokio::test]
async fn a_connection_must_say_hello_in_its_version_first() {
    let (server, _dir) = server();
    let mut raw = Raw::open(&server.url()).await;
    raw.send(&ClientMessage::ListMatches { tokens: vec![] })
        .await;
    assert_eq!(raw.error().await.0, ErrorCode::HelloFirst);
    raw.send(&ClientMessage::Hello { version: 99 }).await;
    assert_eq!(raw.error().await.0, ErrorCode::UnsupportedVersion);
    assert!(raw.recv().await.is_none(), "closed after the refusal");
    // Version 1 knew no presence (`connected`): its clients would refuse every room.
    let mut old = Raw::open(&server.url()).await;
    old.send(&ClientMessage::Hello { version: 1 }).await;
    assert_eq!(old.error().await.0, ErrorCode::UnsupportedVersion);
    let mut twice = Raw::hello(&server.url()).await;
    twice
        .send(&ClientMessage::Hello {
            version: PROTOCOL_VERSION,
        })
        .await;
    assert_eq!(twice.error().await.0, ErrorCode::Malformed);
}

/// Malformed messages (bad JSON, unknown type or field, a seat named, a binary frame) get an
/// error reply and change nothing: afterwards the first action is still to take.
#[tokio::test]
async fn malformed_messages_get_an_error_and_change_nothing() {
    let (server, _dir) = server();
    let ((mut decider, view), (mut other, _), _) = room(&server.url()).await;
    for bad in [
        "not json",
        "{",
        r#"{"type":"teleport"}"#,
        r#"{"type":"act","seq":0}"#,
        r#"{"type":"act","seq":0,"action":"withdraw","seat":1}"#,
        r#"{"type":"act","seq":"0","action":"withdraw"}"#,
        r#"{"type":"join","code":["A"],"name":"x"}"#,
        "[]",
        "null",
    ] {
        decider.text(bad).await;
        assert_eq!(decider.error().await.0, ErrorCode::Malformed, "{bad}");
    }
    decider
        .socket
        .send(Message::binary(vec![0u8, 159, 146, 150]))
        .await
        .unwrap();
    assert_eq!(decider.error().await.0, ErrorCode::Malformed);
    assert!(other.quiet().await, "the other seat heard nothing");
    decider
        .send(&ClientMessage::Act {
            seq: 0,
            action: view.legal[0].clone(),
        })
        .await;
    assert_eq!(decider.view().await.seq, 1);
    assert_eq!(other.view().await.seq, 1);
}

/// Out of turn, on an old state, against the rules, not in the notation, too long: each is
/// refused with its own code (an illegal action names its rule), and nothing changes. A stale
/// action is stale whoever decides now.
#[tokio::test]
async fn out_of_turn_stale_and_illegal_actions_are_refused_and_change_nothing() {
    let (server, _dir) = server();
    let ((mut decider, view), (mut other, other_view), _) = room(&server.url()).await;
    let legal = view.legal[0].clone();
    assert!(
        other_view.legal.is_empty(),
        "only the decider has legal actions"
    );
    other
        .send(&ClientMessage::Act {
            seq: 0,
            action: legal.clone(),
        })
        .await;
    assert_eq!(other.error().await.0, ErrorCode::NotYourTurn);
    decider
        .send(&ClientMessage::Act {
            seq: 5,
            action: legal.clone(),
        })
        .await;
    assert_eq!(decider.error().await.0, ErrorCode::Stale);
    decider
        .send(&ClientMessage::Act {
            seq: 0,
            action: illegal(&view),
        })
        .await;
    let (code, rule) = decider.error().await;
    assert_eq!(code, ErrorCode::IllegalAction);
    assert!(rule.is_some_and(|r| !r.is_empty()));
    for action in [
        "fly to the moon".to_string(),
        "play ".repeat(20),
        String::new(),
    ] {
        decider.send(&ClientMessage::Act { seq: 0, action }).await;
        assert_eq!(decider.error().await.0, ErrorCode::BadNotation);
    }
    assert!(
        other.quiet().await && decider.quiet().await,
        "no view was sent"
    );
    decider
        .send(&ClientMessage::Act {
            seq: 0,
            action: legal.clone(),
        })
        .await;
    assert_eq!(decider.view().await.seq, 1);
    // An action on the old state from a seat that does not decide now (as one sent again after
    // a reconnection would be) is stale, and said so before its turn is looked at.
    let now = other.view().await;
    assert_eq!(now.seq, 1);
    assert!(now.legal.is_empty(), "the other seat does not decide now");
    other
        .send(&ClientMessage::Act {
            seq: 0,
            action: legal,
        })
        .await;
    assert_eq!(other.error().await.0, ErrorCode::Stale);
}

/// Without a seat there is nothing to act for: a fresh connection and a spectator are
/// refused, and a spectator's views carry no legal actions and an observation with no hidden
/// card: at the deal, no card of any hand (every one was drawn unseen), only their sizes.
#[tokio::test]
async fn a_client_cannot_act_without_a_seat() {
    let (server, _dir) = server();
    // Both players stay connected: their leaving would be news to the spectator.
    let ((_decider, view), (_other, _), code) = room(&server.url()).await;
    let mut stranger = Raw::hello(&server.url()).await;
    let act = ClientMessage::Act {
        seq: 0,
        action: view.legal[0].clone(),
    };
    stranger.send(&act).await;
    assert_eq!(stranger.error().await.0, ErrorCode::NotSeated);
    stranger
        .send(&ClientMessage::Spectate {
            code: code.to_lowercase(),
        })
        .await;
    assert!(matches!(
        stranger.recv().await,
        Some(ServerMessage::Spectating { .. })
    ));
    let watched = stranger.view().await;
    assert_eq!((watched.seat, watched.legal.len()), (None, 0));
    let seen = watched
        .observation
        .expect("a spectator sees the public table");
    let seated = view.observation.as_ref().expect("a seat's observation");
    assert_eq!(
        seen["hand"],
        serde_json::json!([]),
        "no card of seat 0's hand"
    );
    let known = seen["known_hands"].as_array().expect("known hands");
    assert!(
        known.iter().all(|h| h == &serde_json::json!([])),
        "no card of any hand: {known:?}"
    );
    assert_eq!(seen["hand_sizes"], seated["hand_sizes"]);
    assert_ne!(
        seated["hand"],
        serde_json::json!([]),
        "the seat holds cards"
    );
    stranger.send(&act).await;
    assert_eq!(stranger.error().await.0, ErrorCode::NotSeated);
    stranger.send(&ClientMessage::Leave).await;
    assert!(matches!(stranger.recv().await, Some(ServerMessage::Left)));
    stranger.send(&ClientMessage::Leave).await;
    assert_eq!(stranger.error().await.0, ErrorCode::NotSeated);
}

/// A message over the protocol's size gets `too_large`; one far over it closes the
/// connection unread; the server goes on serving others.
#[tokio::test]
async fn oversized_messages_are_refused() {
    let (server, _dir) = server();
    let mut raw = Raw::hello(&server.url()).await;
    let name = "x".repeat(MAX_MESSAGE_BYTES);
    raw.send(&ClientMessage::Join {
        code: "ABCDEFGH2345".into(),
        name,
    })
    .await;
    assert_eq!(raw.error().await.0, ErrorCode::TooLarge);
    raw.send(&ClientMessage::ListMatches {
        tokens: vec!["0".repeat(64); 65],
    })
    .await;
    assert_eq!(raw.error().await.0, ErrorCode::TooLarge);
    let _ = raw
        .socket
        .send(Message::text("y".repeat(8 * MAX_MESSAGE_BYTES)))
        .await;
    assert!(raw.recv().await.is_none(), "closed");
    let mut next = Raw::hello(&server.url()).await;
    next.send(&ClientMessage::ListMatches { tokens: vec![] })
        .await;
    assert!(matches!(
        next.recv().await,
        Some(ServerMessage::Matches { .. })
    ));
}

/// Codes and tokens that open nothing are refused alike, and after ten such misses a
/// connection may look nothing up for a while, not even a real code: guessing is hopeless.
#[tokio::test]
async fn wrong_codes_and_tokens_open_nothing_and_guessing_is_rate_limited() {
    let (server, _dir) = server();
    let (_, _, code) = room(&server.url()).await;
    let mut guesser = Raw::hello(&server.url()).await;
    guesser
        .send(&ClientMessage::Resume {
            token: "f".repeat(64),
        })
        .await;
    assert_eq!(guesser.error().await.0, ErrorCode::BadToken);
    guesser
        .send(&ClientMessage::Resume {
            token: "short".into(),
        })
        .await;
    assert_eq!(guesser.error().await.0, ErrorCode::BadToken);
    let mut rng = GameRng::new(7);
    let alphabet = online_protocol::limits::ROOM_CODE_ALPHABET;
    for _ in 0..8 {
        let guess: String = (0..12)
            .map(|_| char::from(alphabet[rng.below(32)]))
            .collect();
        guesser.send(&ClientMessage::Spectate { code: guess }).await;
        assert_eq!(guesser.error().await.0, ErrorCode::UnknownRoom);
    }
    guesser
        .send(&ClientMessage::Join {
            code: code.clone(),
            name: "Cedric".into(),
        })
        .await;
    assert_eq!(guesser.error().await.0, ErrorCode::RateLimited);
    guesser.send(&ClientMessage::Spectate { code }).await;
    assert_eq!(guesser.error().await.0, ErrorCode::RateLimited);
}

/// A room whose person seats are all taken refuses another person.
#[tokio::test]
async fn a_full_room_refuses_another_person() {
    let (server, _dir) = server();
    let (_, _, code) = room(&server.url()).await;
    let mut late = Raw::hello(&server.url()).await;
    late.send(&ClientMessage::Join {
        code,
        name: "Cedric".into(),
    })
    .await;
    assert_eq!(late.error().await.0, ErrorCode::RoomFull);
}

/// Tables the registry or the bots do not offer, and bad names, are refused.
#[tokio::test]
async fn tables_and_names_the_server_does_not_offer_are_refused() {
    let (server, _dir) = server();
    let mut raw = Raw::hello(&server.url()).await;
    let bad_tables = [
        table("chess", vec![SeatSpec::Person; 2]),
        table("ivanhoe", vec![SeatSpec::Person; 7]),
        table("ivanhoe", vec![SeatSpec::Person, computer("expert")]),
        table("ivanhoe", vec![SeatSpec::Person, computer("grandmaster")]),
        table("ivanhoe", vec![computer("easy"), computer("easy")]),
        table("castle-lords", vec![SeatSpec::Person; 2]),
    ];
    for spec in bad_tables {
        raw.send(&ClientMessage::CreateRoom {
            table: spec.clone(),
            name: "Rowena".into(),
        })
        .await;
        assert_eq!(raw.error().await.0, ErrorCode::InvalidTable, "{spec:?}");
    }
    for name in ["", "   ", &"n".repeat(33), "a\nb"] {
        refuses_name(&mut raw, name).await;
    }
}

/// A connection that floods gets `rate_limited` for the excess, and is closed once its
/// refusals are spent (`Limits::refused`); rooms are limited too.
#[tokio::test]
async fn a_flood_is_rate_limited() {
    let (server, _dir) = server_with(Limits {
        refused: Rate {
            burst: 50,
            every: Duration::from_secs(1),
        },
        ..Limits::default()
    });
    let mut raw = Raw::hello(&server.url()).await;
    // The server may close the connection before the flood is all sent (it reset a send here
    // once, on a loaded machine): the flood stops there, and what was answered is read.
    let leave = serde_json::to_string(&ClientMessage::Leave).unwrap();
    for _ in 0..200 {
        if raw.socket.send(Message::text(leave.clone())).await.is_err() {
            break;
        }
    }
    // Bounded as a whole: the server's pings (every 30 s) would keep `recv` waiting on a
    // connection that is never closed until its idle time (10 minutes).
    let read = tokio::time::timeout(Duration::from_secs(20), async {
        let (mut answered, mut limited) = (0, 0);
        while let Some(message) = raw.recv().await {
            match message {
                ServerMessage::Error {
                    code: ErrorCode::NotSeated,
                    ..
                } => answered += 1,
                ServerMessage::Error {
                    code: ErrorCode::RateLimited,
                    ..
                } => limited += 1,
                other => panic!("{other:?}"),
            }
        }
        (answered, limited)
    });
    let (answered, limited) = read
        .await
        .expect("the flood's connection still open after 20 s");
    // The loop ended: the server closed the connection after 50 refusals (and the closing
    // one); tokens earned meanwhile may have let a few more through. The hello took one of
    // the 40 at once: a flood sent faster than a token a 50 ms gets 39 answers.
    assert!((39..100).contains(&answered), "{answered} answered");
    assert!((50..150).contains(&limited), "{limited} refused");
    let mut creator = Raw::hello(&server.url()).await;
    for _ in 0..5 {
        creator
            .send(&ClientMessage::CreateRoom {
                table: two_seats(),
                name: "Rowena".into(),
            })
            .await;
        assert!(matches!(
            creator.recv().await,
            Some(ServerMessage::Joined { .. })
        ));
        creator.view().await;
    }
    creator
        .send(&ClientMessage::CreateRoom {
            table: two_seats(),
            name: "Rowena".into(),
        })
        .await;
    assert_eq!(creator.error().await.0, ErrorCode::RateLimited);
}

/// Hundreds of random and mangled messages each get an error reply (never a crash or a
/// silent change); the room then still takes its first action.
#[tokio::test]
async fn random_input_never_breaks_the_server() {
    let limits = Limits {
        messages: Rate {
            burst: 10_000,
            every: Duration::from_millis(1),
        },
        ..Limits::default()
    };
    let (server, _dir) = server_with(limits);
    // The other player stays connected: its leaving would be news to the decider.
    let ((mut decider, view), (_other, _), code) = room(&server.url()).await;
    let samples = [
        serde_json::to_string(&ClientMessage::Act {
            seq: 0,
            action: view.legal[0].clone(),
        })
        .unwrap(),
        serde_json::to_string(&ClientMessage::Join {
            code: code.clone(),
            name: "Cedric".into(),
        })
        .unwrap(),
        serde_json::to_string(&ClientMessage::ListMatches {
            tokens: vec!["0".repeat(64)],
        })
        .unwrap(),
    ];
    let mut rng = GameRng::new(2026);
    let mut errors = 0;
    for i in 0..600 {
        let text = match i % 4 {
            // Random bytes, read as text.
            0 => {
                let bytes: Vec<u8> = (0..rng.below(200)).map(|_| rng.next_u64() as u8).collect();
                String::from_utf8_lossy(&bytes).into_owned()
            }
            // A real message cut short.
            1 => {
                let sample = &samples[rng.below(samples.len())];
                let cut = rng.below(sample.len());
                sample.chars().take(cut).collect()
            }
            // A real message with one character replaced.
            2 => {
                let sample: Vec<char> = samples[rng.below(samples.len())].chars().collect();
                let at = rng.below(sample.len());
                let mut chars = sample.clone();
                chars[at] = ['"', '{', '}', ':', '9', 'x', '\\', ' '][rng.below(8)];
                chars.into_iter().collect()
            }
            // Deep nesting and huge numbers.
            _ => match rng.below(3) {
                0 => format!("{}{}", "[".repeat(5_000), "]".repeat(5_000)),
                1 => r#"{"type":"act","seq":18446744073709551616,"action":"stay"}"#.into(),
                _ => r#"{"type":"act","seq":1e400,"action":"stay"}"#.into(),
            },
        };
        decider.text(&text).await;
        match decider.recv().await.expect("still connected") {
            ServerMessage::Error { .. } => errors += 1,
            // A mangled list that stayed valid.
            ServerMessage::Matches { .. } => {}
            other => panic!("{text:?} got {other:?}"),
        }
    }
    assert!(errors > 500, "{errors} errors");
    decider
        .send(&ClientMessage::Act {
            seq: 0,
            action: view.legal[0].clone(),
        })
        .await;
    let after = decider.view().await;
    assert_eq!(after.seq, 1, "the room moved only now");
    assert!(!matches!(after.status, Status::Over(_)));
}

/// The server serves a static directory (the browser build) beside its WebSocket, and
/// reports its health.
#[tokio::test]
async fn the_static_directory_and_health_are_served() {
    let dir = tempfile::tempdir().unwrap();
    let dist = dir.path().join("dist");
    std::fs::create_dir(&dist).unwrap();
    std::fs::write(dist.join("index.html"), "<title>Ivanhoe</title>").unwrap();
    let mut config = config(sqlite(dir.path(), "rooms.db"));
    config.static_dir = Some(dist);
    let server = ServerThread::start(config).unwrap();
    let addr = server.addr;
    let get = |path: &'static str| async move {
        let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
        let request =
            format!("GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut response = String::new();
        stream.read_to_string(&mut response).await.unwrap();
        response
    };
    let page = get("/").await;
    assert!(
        page.starts_with("HTTP/1.1 200") && page.contains("<title>Ivanhoe</title>"),
        "{page}"
    );
    let health = get("/health").await;
    assert!(
        health.starts_with("HTTP/1.1 200") && health.ends_with("ok"),
        "{health}"
    );
    let outside = get("/../rooms.db").await;
    assert!(!outside.starts_with("HTTP/1.1 200"), "{outside}");
    drop(server);
}

/// A client hears only the room it entered: an action in another room reaches that room's
/// players alone, and every view names its own room.
#[tokio::test]
async fn a_client_hears_only_its_own_room() {
    let (server, _dir) = server();
    let ((mut a, _), (mut b, _), first) = room(&server.url()).await;
    let ((mut c, c_view), (mut d, _), second) = room(&server.url()).await;
    assert_ne!(first, second);
    c.send(&ClientMessage::Act {
        seq: 0,
        action: c_view.legal[0].clone(),
    })
    .await;
    for view in [c.view().await, d.view().await] {
        assert_eq!((view.code.as_str(), view.seq), (second.as_str(), 1));
    }
    assert!(
        a.quiet().await && b.quiet().await,
        "the other room heard nothing"
    );
}
