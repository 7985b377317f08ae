//! Hostile clients in rooms and around them: lists of matches, rooms with computer players,
//! seats, names, a room whose record no longer replays, the static folder and the database
//! file. Each test names the rule it checks.

use std::time::Duration;

use futures_util::StreamExt;
use online_protocol::{ClientMessage, ErrorCode, SeatSpec, ServerMessage, TableSpec};
use online_server::{Limits, ServerThread};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

use super::{Raw, refuses_name, server, server_with, two_seats};
use crate::support::*;

impl Raw {
    /// Creates a room of `spec`: the `joined` message's room code, seat and token, or the
    /// refusal's code and message (news of the room it was in before passed over).
    async fn create(
        &mut self,
        spec: TableSpec,
    ) -> Result<(String, usize, String), (ErrorCode, String)> {
        self.send(&ClientMessage::CreateRoom {
            table: spec,
            name: "Rowena".into(),
        })
        .await;
        loop {
            match self.recv().await {
                Some(ServerMessage::Joined { room, seat, token }) => {
                    self.view().await;
                    return Ok((room.code, seat, token));
                }
                Some(ServerMessage::Error { code, message, .. }) => return Err((code, message)),
                // News of the room entered before (a computer player's move).
                Some(ServerMessage::View(_) | ServerMessage::Room { .. }) => continue,
                other => panic!("{other:?}"),
            }
        }
    }

    /// Every text the server sends until it is quiet for a moment.
    async fn texts(&mut self) -> Vec<String> {
        let mut texts = Vec::new();
        while let Ok(Some(Ok(message))) =
            tokio::time::timeout(Duration::from_millis(300), self.socket.next()).await
        {
            if let Message::Text(text) = message {
                texts.push(text.to_string());
            }
        }
        texts
    }
}

/// `Limits::lists`: `list_matches` (up to 64 look-ups each) is counted on its own rate, and
/// answered in full from one query: the right token's match, the others left out.
#[tokio::test]
async fn lists_of_matches_are_rate_limited() {
    let (server, _dir) = server();
    let mut raw = Raw::hello(&server.url()).await;
    let (code, seat, token) = raw.create(two_seats()).await.unwrap();
    let mut tokens: Vec<String> = (0..63).map(|i| format!("{i:064x}")).collect();
    tokens.insert(17, token);
    for _ in 0..5 {
        raw.send(&ClientMessage::ListMatches {
            tokens: tokens.clone(),
        })
        .await;
        match raw.recv().await {
            Some(ServerMessage::Matches { matches }) => {
                assert_eq!(matches.len(), 1);
                assert_eq!(
                    (matches[0].code.as_str(), matches[0].seat),
                    (code.as_str(), seat)
                );
            }
            other => panic!("{other:?}"),
        }
    }
    raw.send(&ClientMessage::ListMatches { tokens }).await;
    assert_eq!(raw.error().await.0, ErrorCode::RateLimited);
}

fn with_computer() -> TableSpec {
    table("ivanhoe", vec![SeatSpec::Person, computer("easy")])
}

/// `Limits::bot_rooms_per_connection` and `Limits::bot_rooms_per_address`: rooms with
/// computer players past either limit are refused with words that say which, while a room of
/// people alone is still made.
#[tokio::test]
async fn rooms_with_computer_players_are_limited_per_connection_and_address() {
    let (server, _dir) = server_with(Limits {
        bot_rooms_per_connection: 1,
        bot_rooms_per_address: 2,
        ..Limits::default()
    });
    let mut first = Raw::hello(&server.url()).await;
    first.create(with_computer()).await.unwrap();
    let (code, message) = first.create(with_computer()).await.unwrap_err();
    assert_eq!(code, ErrorCode::RateLimited);
    assert!(
        message.contains("this connection already has 1 rooms with computer players"),
        "{message}"
    );
    first.create(two_seats()).await.unwrap();
    let mut second = Raw::hello(&server.url()).await;
    second.create(with_computer()).await.unwrap();
    let mut third = Raw::hello(&server.url()).await;
    let (code, message) = third.create(with_computer()).await.unwrap_err();
    assert_eq!(code, ErrorCode::RateLimited);
    assert!(
        message.contains("your address already has 2 rooms with computer players"),
        "{message}"
    );
    third.create(two_seats()).await.unwrap();
}

/// `Limits::thinkers`: with one thinker for the whole server, the computer players of several
/// rooms take turns on it and every room still moves (a thought's permit is given back).
#[tokio::test]
async fn computer_players_of_many_rooms_take_turns_on_one_thinker() {
    let (server, _dir) = server_with(Limits {
        thinkers: 1,
        bot_rooms_per_connection: 8,
        bot_rooms_per_address: 8,
        ..Limits::default()
    });
    let spec = table(
        "ivanhoe",
        vec![SeatSpec::Person, computer("easy"), computer("easy")],
    );
    let mut people = Vec::new();
    for _ in 0..4 {
        let mut raw = Raw::hello(&server.url()).await;
        raw.send(&ClientMessage::CreateRoom {
            table: spec.clone(),
            name: "Rowena".into(),
        })
        .await;
        people.push(raw);
    }
    // Each person plays its first legal action whenever it decides, until its room has had
    // a dozen actions (the computer players' turns among them) or is over. Bounded: a room
    // that stops moving would otherwise wait for the idle close, pings passing meanwhile.
    let played = tokio::time::timeout(TIMEOUT, async {
        for (i, raw) in people.iter_mut().enumerate() {
            loop {
                match raw.recv().await {
                    Some(ServerMessage::View(view)) => {
                        if view.seq >= 12 || matches!(view.status, rules_core::Status::Over(_)) {
                            break;
                        }
                        if view.my_turn() {
                            let act = ClientMessage::Act {
                                seq: view.seq,
                                action: view.legal[0].clone(),
                            };
                            raw.send(&act).await;
                        }
                    }
                    Some(ServerMessage::Error { message, .. }) => panic!("room {i}: {message}"),
                    Some(_) => {}
                    None => panic!("room {i} closed"),
                }
            }
        }
    })
    .await;
    assert!(played.is_ok(), "the rooms stopped moving");
}

/// One person seat per connection in a room: joining again, or resuming another seat's
/// token, is refused to a connection that holds a seat there; another connection joins.
#[tokio::test]
async fn a_connection_takes_one_person_seat_of_a_room() {
    let (server, _dir) = server();
    let three = table("ivanhoe", vec![SeatSpec::Person; 3]);
    let mut creator = Raw::hello(&server.url()).await;
    let (code, _, _) = creator.create(three).await.unwrap();
    let join = ClientMessage::Join {
        code: code.to_lowercase(),
        name: "Wilfred".into(),
    };
    creator.send(&join).await;
    assert_eq!(creator.error().await.0, ErrorCode::RoomFull);
    let mut friend = Raw::hello(&server.url()).await;
    friend.send(&join).await;
    let Some(ServerMessage::Joined { token, .. }) = friend.recv().await else {
        panic!("the friend was not seated")
    };
    creator.send(&ClientMessage::Resume { token }).await;
    let (code_, _) = loop {
        match creator.recv().await {
            Some(ServerMessage::Error { code, rule, .. }) => break (code, rule),
            Some(ServerMessage::Room { .. }) => continue,
            other => panic!("{other:?}"),
        }
    };
    assert_eq!(code_, ErrorCode::RoomFull);
    // The third seat is still free: nothing was taken by the refused join.
    let mut third = Raw::hello(&server.url()).await;
    third.send(&join).await;
    assert!(matches!(
        third.recv().await,
        Some(ServerMessage::Joined { seat: 2, .. })
    ));
}

/// Names holding format characters (right-to-left override, zero-width space, byte order
/// mark, soft hyphen) or nothing visible are refused, a person's and a computer player's.
#[tokio::test]
async fn names_with_format_characters_are_refused() {
    let (server, _dir) = server();
    let mut raw = Raw::hello(&server.url()).await;
    for name in [
        "Rowena\u{202E}",
        "Wil\u{200B}fred",
        "\u{FEFF}Cedric",
        "Ath\u{AD}elstane",
        "\u{200B}",
        "\u{3164}",
    ] {
        refuses_name(&mut raw, name).await;
    }
}

/// No action text in any message to another seat, ever: a room whose stored record no longer
/// replays refuses actions without quoting the stored one, to either seat.
#[tokio::test]
async fn a_room_whose_record_breaks_never_sends_the_stored_action() {
    const SECRET: &str = "SECRETCARD";
    let dir = tempfile::tempdir().unwrap();
    let database = sqlite(dir.path(), "rooms.db");
    let server = ServerThread::start(config(database.clone())).unwrap();
    let mut a = Raw::hello(&server.url()).await;
    a.send(&ClientMessage::CreateRoom {
        table: two_seats(),
        name: "Rowena".into(),
    })
    .await;
    let Some(ServerMessage::Joined {
        room,
        token: a_token,
        ..
    }) = a.recv().await
    else {
        panic!("not created")
    };
    let a_view = a.view().await;
    let mut b = Raw::hello(&server.url()).await;
    b.send(&ClientMessage::Join {
        code: room.code,
        name: "Wilfred".into(),
    })
    .await;
    let Some(ServerMessage::Joined { token: b_token, .. }) = b.recv().await else {
        panic!("not joined")
    };
    let b_view = b.view().await;
    let (action, a_decides) = match (a_view.my_turn(), b_view.my_turn()) {
        (true, _) => (a_view.legal[0].clone(), true),
        _ => (b_view.legal[0].clone(), false),
    };
    let act = ClientMessage::Act { seq: 0, action };
    if a_decides { &mut a } else { &mut b }.send(&act).await;
    assert_eq!(a.view().await.seq, 1);
    assert_eq!(b.view().await.seq, 1);
    drop((a, b));
    drop(server);
    // The stored action no longer reads: the room replays to before it and breaks there.
    let pool = sqlx::SqlitePool::connect(&database).await.unwrap();
    sqlx::query("UPDATE actions SET action = $1 WHERE seq = 0")
        .bind(SECRET)
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;
    let server = ServerThread::start(config(database)).unwrap();
    let mut seats = Vec::new();
    for token in [a_token, b_token] {
        let mut raw = Raw::hello(&server.url()).await;
        raw.send(&ClientMessage::Resume { token }).await;
        assert!(matches!(
            raw.recv().await,
            Some(ServerMessage::Joined { .. })
        ));
        seats.push(raw);
    }
    let decider = if a_decides { 0 } else { 1 };
    seats[decider].send(&act).await;
    let mut refused = false;
    for (i, raw) in seats.iter_mut().enumerate() {
        for text in raw.texts().await {
            assert!(!text.contains(SECRET), "seat {i} was sent {text}");
            if let Ok(ServerMessage::Error { code, .. }) = serde_json::from_str(&text) {
                assert_eq!((i, code), (decider, ErrorCode::Unavailable));
                refused = true;
            }
        }
    }
    assert!(refused, "the broken room took an action");
}

/// Static files stay in their folder: no dotfile or dot-directory, no symbolic link out of
/// it (one inside it is followed), and a 10,000-character path answered 414, not 500.
#[cfg(unix)]
#[tokio::test]
async fn static_files_stay_in_their_folder() {
    let dir = tempfile::tempdir().unwrap();
    let dist = dir.path().join("dist");
    std::fs::create_dir_all(dist.join(".git")).unwrap();
    std::fs::write(dist.join("index.html"), "<title>Ivanhoe</title>").unwrap();
    std::fs::write(dist.join(".env"), "SECRET=1").unwrap();
    std::fs::write(dist.join(".git").join("config"), "[core]").unwrap();
    std::fs::write(dir.path().join("outside.txt"), "outside").unwrap();
    std::os::unix::fs::symlink(dir.path().join("outside.txt"), dist.join("out.txt")).unwrap();
    std::os::unix::fs::symlink(dir.path(), dist.join("up")).unwrap();
    std::os::unix::fs::symlink(dist.join("index.html"), dist.join("alias.html")).unwrap();
    let mut config = config(sqlite(dir.path(), "rooms.db"));
    config.static_dir = Some(dist);
    let server = ServerThread::start(config).unwrap();
    let addr = server.addr;
    let get = |path: String| async move {
        let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
        let request =
            format!("GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut response = String::new();
        stream.read_to_string(&mut response).await.unwrap();
        response
    };
    assert!(get("/".into()).await.contains("<title>Ivanhoe</title>"));
    assert!(get("/alias.html".into()).await.starts_with("HTTP/1.1 200"));
    for path in [
        "/.env",
        "/%2Eenv",
        "/.git/config",
        "/out.txt",
        "/up/outside.txt",
        "/up/rooms.db",
    ] {
        let response = get(path.into()).await;
        assert!(response.starts_with("HTTP/1.1 404"), "{path}: {response}");
        assert!(!response.contains("SECRET") && !response.contains("outside"));
    }
    let long = get(format!("/{}", "a".repeat(10_000))).await;
    assert!(long.starts_with("HTTP/1.1 4"), "{long}");
}

/// The SQLite file, which holds every room's seed, is created readable by its owner only.
#[cfg(unix)]
#[test]
fn the_database_file_is_readable_by_its_owner_only() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let server = ServerThread::start(config(sqlite(dir.path(), "rooms.db"))).unwrap();
    drop(server);
    for entry in std::fs::read_dir(dir.path()).unwrap() {
        let entry = entry.unwrap();
        let mode = entry.metadata().unwrap().permissions().mode();
        assert_eq!(mode & 0o077, 0, "{:?} has mode {mode:o}", entry.file_name());
    }
}
