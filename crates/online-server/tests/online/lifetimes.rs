//! Rooms that come and go (docs/ONLINE.md, the limits): a room nobody is connected to nor
//! acts in ends, abandoned, and says so; a room that ended is kept for its replay, then
//! removed; the server listens at once however many rooms are stored, loads each room when it
//! is first asked for and replays it, and a slow read of one room holds up no other.

use std::time::{Duration, Instant};

use online_client::Client;
use online_protocol::{ClientMessage, EndReason, ErrorCode, SeatSpec, ServerMessage};
use online_server::{Config, ServerThread, Store};
use rules_core::{Game, Status};

use crate::support::*;

/// A server on `database` whose rooms are abandoned after `abandoned_after` and removed
/// `ended_kept` after they end, looked at every 50 ms.
fn short_lived(database: String, abandoned_after: Duration, ended_kept: Duration) -> Config {
    let mut config = config(database);
    config.limits.abandoned_after = abandoned_after;
    config.limits.ended_kept = ended_kept;
    config.limits.sweep_every = Duration::from_millis(50);
    config
}

/// Creates a two-person Ivanhoe room as Rowena: the client, the room's code and the seat's
/// token.
fn create_with_token(url: &str) -> (Client, String, String) {
    let mut client = Client::connect(url);
    let spec = table("ivanhoe", vec![SeatSpec::Person, SeatSpec::Person]);
    client
        .send(ClientMessage::CreateRoom {
            table: spec,
            name: "Rowena".into(),
        })
        .unwrap();
    let (code, token) = expect(&mut client, "joined", |m| match m {
        ServerMessage::Joined { room, token, .. } => Some((room.code.clone(), token.clone())),
        ServerMessage::Error { message, .. } => panic!("create refused: {message}"),
        _ => None,
    });
    (client, code, token)
}

/// The rule: a running room that no person is connected to and nobody acts in for the
/// server's time ends, abandoned. Its spectator is told why as it happens; its player, coming
/// back with the seat's token, is seated in the ended room (shown its record, no legal
/// actions), and its `act` is refused as `match_over`; a join by code is refused so too, and
/// the match lists as over.
#[test]
fn an_abandoned_room_ends_and_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let server = ServerThread::start(short_lived(
        sqlite(dir.path(), "rooms.db"),
        Duration::from_millis(300),
        Duration::from_secs(3600),
    ))
    .unwrap();
    let (mut rowena, code, token) = create_with_token(&server.url());
    let mut spectator = Client::connect(server.url());
    spectator
        .send(ClientMessage::Spectate { code: code.clone() })
        .unwrap();
    let watched = expect(&mut spectator, "spectating", |m| match m {
        ServerMessage::Spectating { room } => Some(room.clone()),
        _ => None,
    });
    assert_eq!(watched.ended, None, "a running room says no end");
    // The person goes; a spectator keeps nobody's room alive.
    rowena.close();
    let ended = expect(&mut spectator, "the room ended", |m| match m {
        ServerMessage::Room { room } if room.ended.is_some() => Some(room.clone()),
        _ => None,
    });
    assert_eq!(ended.ended, Some(EndReason::Abandoned));

    let mut back = Client::resume(server.url(), token.clone());
    let room = expect(&mut back, "joined", |m| match m {
        ServerMessage::Joined { room, .. } => Some(room.clone()),
        ServerMessage::Error { message, .. } => panic!("resume refused: {message}"),
        _ => None,
    });
    assert_eq!(room.ended, Some(EndReason::Abandoned));
    let view = expect(&mut back, "its snapshot", |m| match m {
        ServerMessage::View(view) => Some(view.clone()),
        _ => None,
    });
    assert!(view.legal.is_empty(), "an ended room offers no action");
    back.send(ClientMessage::Act {
        seq: view.seq,
        action: "withdraw".into(),
    })
    .unwrap();
    let refused = expect(&mut back, "a refusal", |m| match m {
        ServerMessage::Error { code, message, .. } => Some((*code, message.clone())),
        _ => None,
    });
    assert_eq!(refused.0, ErrorCode::MatchOver, "{}", refused.1);
    assert!(refused.1.contains("abandoned"), "{}", refused.1);

    let mut late = Client::connect(server.url());
    late.send(ClientMessage::Join {
        code: code.clone(),
        name: "Wilfred".into(),
    })
    .unwrap();
    let refused = expect(&mut late, "a refusal", |m| match m {
        ServerMessage::Error { code, .. } => Some(*code),
        ServerMessage::Joined { .. } => panic!("seated in an abandoned room"),
        _ => None,
    });
    assert_eq!(refused, ErrorCode::MatchOver);

    back.send(ClientMessage::ListMatches {
        tokens: vec![token],
    })
    .unwrap();
    let listed = expect(&mut back, "matches", |m| match m {
        ServerMessage::Matches { matches } => Some(matches.clone()),
        _ => None,
    });
    assert!(listed.len() == 1 && listed[0].over && listed[0].turn.is_none());
}

/// The rule: a room ends abandoned only when no person is connected. A player who stays
/// connected (acting or not) keeps it running past the time, and can still act in it.
#[test]
fn a_room_with_a_person_connected_is_not_abandoned() {
    let dir = tempfile::tempdir().unwrap();
    let server = ServerThread::start(short_lived(
        sqlite(dir.path(), "rooms.db"),
        Duration::from_millis(200),
        Duration::from_secs(3600),
    ))
    .unwrap();
    let (rowena, code, _) = create_with_token(&server.url());
    let (wilfred, seat) = join(&server.url(), &code, "Wilfred");
    let mut players = vec![
        Player::<ivanhoe_rules::State>::new(rowena, 0, 1),
        Player::<ivanhoe_rules::State>::new(wilfred, seat, 2),
    ];
    play_until(&mut players, TIMEOUT, |ps| {
        ps.iter().all(|p| p.view.is_some())
    });
    // Only waiting past the time shows that nothing ends it: five times the time, many
    // sweeps.
    std::thread::sleep(Duration::from_secs(1));
    let seq = players[0].seq();
    play_until(&mut players, TIMEOUT, |ps| {
        ps.iter().all(|p| p.seq() >= seq + 2)
    });
    for player in &players {
        assert!(
            !player.texts.iter().any(|t| t.contains("abandoned")),
            "told abandoned while connected"
        );
    }
}

/// The rule: a room that ended is kept for its replay for the server's time, then removed
/// with its seats and actions; its code and tokens then open nothing.
#[test]
fn a_room_that_ended_is_removed_after_its_time() {
    let dir = tempfile::tempdir().unwrap();
    let database = sqlite(dir.path(), "rooms.db");
    let kept = Duration::from_secs(2);
    let mut config = short_lived(database.clone(), Duration::from_secs(3600), kept);
    // Played to the end at machine speed: past a person's rate.
    config.limits.messages = MACHINE_SPEED;
    let server = ServerThread::start(config).unwrap();
    let spec = table("knights-ninjas", vec![SeatSpec::Person, SeatSpec::Person]);
    let (first, seat, code) = create(&server.url(), &spec, "Rowena");
    let token = first.token().unwrap().to_string();
    let (second, other) = join(&server.url(), &code, "Wilfred");
    let mut players = vec![
        Player::<knights_ninjas_rules::State>::new(first, seat, 3),
        Player::<knights_ninjas_rules::State>::new(second, other, 4),
    ];
    play_to_the_end(&mut players);
    let ended_at = Instant::now();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let store = runtime.block_on(Store::open(&database)).unwrap();
    let stored = runtime.block_on(store.load_room(&code)).unwrap();
    assert!(
        stored.is_some() || ended_at.elapsed() >= kept,
        "removed before its time"
    );
    drop(players);
    let deadline = Instant::now() + TIMEOUT;
    while runtime.block_on(store.load_room(&code)).unwrap().is_some() {
        assert!(Instant::now() < deadline, "not removed within {TIMEOUT:?}");
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(ended_at.elapsed() >= kept / 2, "removed before its time");
    let actions = runtime.block_on(store.actions_from(&code, 0)).unwrap();
    assert!(actions.is_empty(), "its actions stay");
    assert!(
        runtime.block_on(store.seats(&code)).unwrap().is_empty(),
        "its seats stay"
    );

    let mut back = Client::resume(server.url(), token);
    let refused = expect(&mut back, "a refusal", |m| match m {
        ServerMessage::Error { code, .. } => Some(*code),
        ServerMessage::Joined { .. } => panic!("a removed room's seat opened"),
        _ => None,
    });
    assert_eq!(refused, ErrorCode::BadToken);
    let mut spectator = Client::connect(server.url());
    spectator.send(ClientMessage::Spectate { code }).unwrap();
    let refused = expect(&mut spectator, "a refusal", |m| match m {
        ServerMessage::Error { code, .. } => Some(*code),
        ServerMessage::Spectating { .. } => panic!("a removed room watched"),
        _ => None,
    });
    assert_eq!(refused, ErrorCode::UnknownRoom);
}

/// Writes `count` running two-person Ivanhoe rooms into `database` at once (SQLite's own
/// loop, so that the test spends its time on the server, not on inserting), and one room
/// `big`, finished, with `actions` actions: the rooms' codes are `R` and a number.
fn stored_rooms(database: &str, count: u64, big: &str, actions: u64) {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        // Creates the tables.
        Store::open(database).await.unwrap();
        let pool = sqlx::SqlitePool::connect(database).await.unwrap();
        let spec =
            serde_json::to_string(&table("ivanhoe", vec![SeatSpec::Person, SeatSpec::Person]))
                .unwrap();
        let now = online_server::store::now_ms();
        let mut tx = pool.begin().await.unwrap();
        sqlx::query(
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < $1)
             INSERT INTO rooms (code, game, spec, seed, created_ms, updated_ms, seq, turn, over)
             SELECT 'R' || i, 'ivanhoe', $2, i, $3, $3, 0, 0, 0 FROM n",
        )
        .bind(count as i64)
        .bind(&spec)
        .bind(now)
        .execute(&mut *tx)
        .await
        .unwrap();
        sqlx::query(
            "INSERT INTO seats (code, seat, person, name, token_hash)
             SELECT code, s.seat, 1, NULL, NULL FROM rooms, (SELECT 0 AS seat UNION SELECT 1) s",
        )
        .execute(&mut *tx)
        .await
        .unwrap();
        sqlx::query(
            "INSERT INTO rooms (code, game, spec, seed, created_ms, updated_ms, seq, turn, over)
             VALUES ($1, 'ivanhoe', $2, 7, $3, $3, $4, NULL, 1)",
        )
        .bind(big)
        .bind(&spec)
        .bind(now)
        .bind(actions as i64)
        .execute(&mut *tx)
        .await
        .unwrap();
        sqlx::query(
            "WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < $1 - 1)
             INSERT INTO actions (code, seq, seat, action, created_ms)
             SELECT $2, i, 0, 'a long stored action that the engine will refuse', 0 FROM n",
        )
        .bind(actions as i64)
        .bind(big)
        .execute(&mut *tx)
        .await
        .unwrap();
        tx.commit().await.unwrap();
        pool.close().await;
    });
}

/// The rules: the server listens at once at start-up, however many rooms are stored (none is
/// loaded before it is asked for); and a room being read holds up no other room: while one
/// client's room of 200,000 stored actions is read, another client's small room comes in a
/// fraction of that time.
#[test]
fn the_server_listens_at_once_and_a_slow_room_holds_up_no_other() {
    let dir = tempfile::tempdir().unwrap();
    let database = sqlite(dir.path(), "rooms.db");
    let big = "BBBBBBBBBBBB";
    stored_rooms(&database, 20_000, big, 200_000);
    let small = create_finished_room(&database);

    let starting = Instant::now();
    let server = ServerThread::start(config(database.clone())).unwrap();
    let started = starting.elapsed();
    // Loading 20,000 rooms takes seconds; listening at once, milliseconds. A generous bound.
    assert!(
        started < Duration::from_secs(3),
        "listening took {started:?}"
    );

    let mut slow = Client::connect(server.url());
    let mut quick = Client::connect(server.url());
    expect(&mut slow, "welcome", |m| {
        matches!(m, ServerMessage::Welcome { .. }).then_some(())
    });
    expect(&mut quick, "welcome", |m| {
        matches!(m, ServerMessage::Welcome { .. }).then_some(())
    });
    slow.send(ClientMessage::Spectate { code: big.into() })
        .unwrap();
    let big_sent = Instant::now();
    // Long enough for the big room's read to start; it lasts far longer than this.
    std::thread::sleep(Duration::from_millis(50));
    quick.send(ClientMessage::Spectate { code: small }).unwrap();
    let small_sent = Instant::now();
    let answered = |client: &mut Client, what: &str| {
        expect(client, what, |m| match m {
            ServerMessage::Spectating { .. } => Some(Instant::now()),
            ServerMessage::Error { message, .. } => panic!("{what}: {message}"),
            _ => None,
        })
    };
    let small_took = answered(&mut quick, "the small room") - small_sent;
    let big_took = answered(&mut slow, "the big room") - big_sent;
    // Waiting behind the big room, the small one would take nearly as long (its read was
    // measured at 0.4 to 0.7 s here). Compared with each other, not with a clock's figure.
    assert!(
        small_took * 4 < big_took,
        "the small room took {small_took:?}, the big one {big_took:?}: it waited"
    );
    // The big room comes too, and its record is read whole (it does not replay: the
    // stored actions are not the engine's).
    let view = expect(&mut slow, "the big room's view", |m| match m {
        ServerMessage::View(view) => Some(view.clone()),
        _ => None,
    });
    assert!(view.snapshot);
}

/// A finished room of two seats, stored as a server stores it: its code.
fn create_finished_room(database: &str) -> String {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let store = Store::open(database).await.unwrap();
        let code = online_server::secrets::room_code().unwrap();
        let spec = table("ivanhoe", vec![SeatSpec::Person, SeatSpec::Person]);
        store
            .create_room(&code, &spec, 3, None, (0, "hash", "Rowena"))
            .await
            .unwrap();
        code
    })
}

/// The rule: after a restart a room is loaded when first asked for and its record replayed:
/// the snapshot a returning player gets is the stored record's, as the players saw it.
#[test]
fn a_room_loaded_after_a_restart_replays_its_record() {
    let dir = tempfile::tempdir().unwrap();
    let database = sqlite(dir.path(), "rooms.db");
    let server = ServerThread::start(config(database.clone())).unwrap();
    let (rowena, code, token) = create_with_token(&server.url());
    let (wilfred, seat) = join(&server.url(), &code, "Wilfred");
    let mut players = vec![
        Player::<ivanhoe_rules::State>::new(rowena, 0, 5),
        Player::<ivanhoe_rules::State>::new(wilfred, seat, 6),
    ];
    play_until(&mut players, TIMEOUT, |ps| ps.iter().all(|p| p.seq() >= 8));
    let seq = players[0].seq();
    drop(players);
    server.stop();

    let server = ServerThread::start(config(database.clone())).unwrap();
    let mut back = Client::resume(server.url(), token);
    let view = expect(&mut back, "a snapshot", |m| match m {
        ServerMessage::View(view) => Some(view.clone()),
        ServerMessage::Error { message, .. } => panic!("resume refused: {message}"),
        _ => None,
    });
    assert!(view.snapshot);
    assert!(view.seq >= seq, "actions lost: {} < {seq}", view.seq);
    let replayed = replay::<ivanhoe_rules::State>(&database, &code);
    assert_eq!(view.seq as usize, replayed.observations.len() - 1);
    let seen: Vec<serde_json::Value> = (replayed.events.iter())
        .map(|e| serde_json::to_value(ivanhoe_rules::State::event_seen_by(e, &[0])).unwrap())
        .collect();
    assert_eq!(view.events, seen, "the snapshot is the record replayed");
    assert_eq!(
        view.observation.as_ref(),
        Some(&replayed.observations[view.seq as usize][0])
    );
    assert!(matches!(view.status, Status::Decision(_)));
}
