//! The store on a real PostgreSQL, shared by several servers (and server processes), presence
//! across them, and the leases that say which server runs a room.
//! `scripts/test` starts one on a temporary data directory (scripts/postgres-for-tests) and
//! runs these with its address in `IVANHOE_TEST_POSTGRES_URL`; `cargo test` alone skips them
//! (they are ignored), and asked for without a database they fail, saying how to get one.

use std::time::Duration;

use online_client::Client;
use online_protocol::{ClientMessage, SeatSpec, ServerMessage};
use online_server::store::{Progress, StoredAction};
use online_server::{ServerThread, Store, StoreError, secrets};

use crate::presence::room_where;
use crate::support::*;

const NEEDS: &str = "needs PostgreSQL: scripts/test starts one (scripts/postgres-for-tests)";

fn url() -> String {
    std::env::var("IVANHOE_TEST_POSTGRES_URL").unwrap_or_else(|_| {
        panic!("IVANHOE_TEST_POSTGRES_URL is not set: {NEEDS}");
    })
}

/// Two stores on one database race for the same turn, twenty times: each time exactly one
/// stores it (the other hears of a conflict), and no action is stored out of sequence.
#[test]
#[ignore = "needs PostgreSQL: scripts/test starts one (scripts/postgres-for-tests)"]
fn two_servers_never_both_accept_one_turn() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        let (a, b) = (
            Store::open(&url()).await.unwrap(),
            Store::open(&url()).await.unwrap(),
        );
        let spec = table("ivanhoe", vec![SeatSpec::Person, SeatSpec::Person]);
        for round in 0..20 {
            let code = secrets::room_code().unwrap();
            let hash = secrets::token_hash(&secrets::token().unwrap());
            a.create_room(&code, &spec, 1, Some(0), (0, &hash, "Rowena"))
                .await
                .unwrap();
            let action = |text: &str| StoredAction {
                seq: 0,
                seat: 0,
                action: text.into(),
            };
            let progress = Progress { turn: Some(1) };
            let (from_a, from_b) = (action("from a"), action("from b"));
            let (first, second) = tokio::join!(
                a.append_action(&code, &from_a, progress),
                b.append_action(&code, &from_b, progress),
            );
            let stored = b.actions_from(&code, 0).await.unwrap();
            assert_eq!(stored.len(), 1, "round {round}");
            match (first, second) {
                (Ok(()), Err(StoreError::Conflict)) => assert_eq!(stored[0].action, "from a"),
                (Err(StoreError::Conflict), Ok(())) => assert_eq!(stored[0].action, "from b"),
                other => panic!("round {round}: {other:?}"),
            }
            let gap = StoredAction {
                seq: 5,
                ..action("skipping ahead")
            };
            assert!(matches!(
                a.append_action(&code, &gap, progress).await,
                Err(StoreError::Conflict)
            ));
            let again = action("again");
            assert!(matches!(
                b.append_action(&code, &again, progress).await,
                Err(StoreError::Conflict)
            ));
        }
    });
}

/// Two servers on one PostgreSQL: a room created on the first is joined and watched on the
/// second; the players (and a computer player, run by the lease's holder) play to the end,
/// each seeing the other's moves through PostgreSQL's notifications.
#[test]
#[ignore = "needs PostgreSQL: scripts/test starts one (scripts/postgres-for-tests)"]
fn two_servers_on_one_postgres_play_one_match() {
    type G = ivanhoe_rules::State;
    let database = url();
    // Played to the end at machine speed: past a person's rate.
    let first = ServerThread::start(machine_speed_config(database.clone())).unwrap();
    let second = ServerThread::start(machine_speed_config(database.clone())).unwrap();
    let spec = table(
        "ivanhoe",
        vec![SeatSpec::Person, computer("normal"), SeatSpec::Person],
    );
    let (client, seat, code) = create(&first.url(), &spec, "Rowena");
    let (other, other_seat) = join(&second.url(), &code, "Wilfred");
    let mut players = vec![
        Player::<G>::new(client, seat, 1),
        Player::new(other, other_seat, 2),
    ];
    let mut spectator = Spectator::watch(&second.url(), &code);
    play_until(&mut players, Duration::from_secs(120), |players| {
        spectator.step();
        let watched = spectator
            .view
            .as_ref()
            .is_some_and(|v| matches!(v.status, rules_core::Status::Over(_)));
        watched && players.iter().all(Player::over)
    });
    assert!(players.iter().all(|p| p.actions > 0));
    check_privacy(&database, &code, &players, Some(&spectator));
}

/// A match whose server stops goes on at another server of the same database: the player
/// resumes there with their token.
#[test]
#[ignore = "needs PostgreSQL: scripts/test starts one (scripts/postgres-for-tests)"]
fn a_match_goes_on_at_another_server_when_its_own_stops() {
    type G = knights_ninjas_rules::State;
    let database = url();
    // Played to the end at machine speed: past a person's rate.
    let first = ServerThread::start(machine_speed_config(database.clone())).unwrap();
    let second = ServerThread::start(machine_speed_config(database.clone())).unwrap();
    let spec = table("knights-ninjas", vec![SeatSpec::Person, SeatSpec::Person]);
    let (client, seat, code) = create(&first.url(), &spec, "Rowena");
    let (other, other_seat) = join(&second.url(), &code, "Wilfred");
    let mut players = vec![
        Player::<G>::new(client, seat, 1),
        Player::new(other, other_seat, 2),
    ];
    play_until(&mut players, Duration::from_secs(60), |ps| {
        ps.iter().all(|p| p.seq() >= 6)
    });
    let token = players[0].client.token().unwrap().to_string();
    first.stop();
    players[0].client = Client::resume(second.url(), &token);
    players[0].acted_at = None;
    let resumed = expect(&mut players[0].client, "joined", |m| match m {
        ServerMessage::Joined { seat, .. } => Some(*seat),
        _ => None,
    });
    assert_eq!(resumed, seat);
    play_to_the_end(&mut players);
    check_privacy(&database, &code, &players, None);
}

/// Presence across two servers on one PostgreSQL: A on the first server and B on the second
/// see each other connected, and so does a spectator on the second; B's connection drops and A
/// is told B is not connected; B resumes (on the first server this time): connected again.
/// Then C joins on the second server, which dies without a word: once the silent server is
/// expired (what the live servers do `presence::EXPIRY` after its last heartbeat, done here at
/// once), A is told C is not connected.
#[test]
#[ignore = "needs PostgreSQL: scripts/test starts one (scripts/postgres-for-tests)"]
fn players_on_two_servers_see_each_other_connected() {
    let database = url();
    let first = ServerThread::start(config(database.clone())).unwrap();
    let second = ServerThread::start(config(database.clone())).unwrap();
    let spec = table("ivanhoe", vec![SeatSpec::Person; 3]);
    let (mut a, _, code) = create(&first.url(), &spec, "Rowena");
    let mut b = Client::connect(second.url());
    b.send(ClientMessage::Join {
        code: code.clone(),
        name: "Wilfred".into(),
    })
    .unwrap();
    // In its `joined`, or a `room` after it: the second server may read A's presence
    // after B joined.
    room_where(&mut b, "B sees A connected", |p| p == [true, true, false]);
    // A server may tell a change in two steps (the seat taken, then its presence).
    room_where(&mut a, "A sees B connected", |p| p == [true, true, false]);
    let mut spectator = Client::connect(second.url());
    spectator
        .send(ClientMessage::Spectate { code: code.clone() })
        .unwrap();
    room_where(&mut spectator, "the spectator sees both connected", |p| {
        p == [true, true, false]
    });

    let token = b.token().unwrap().to_string();
    drop(b);
    room_where(&mut a, "A sees B drop", |p| p == [true, false, false]);
    room_where(&mut spectator, "the spectator sees B drop", |p| {
        p == [true, false, false]
    });
    let mut b = Client::resume(first.url(), &token);
    room_where(&mut b, "B resumed, with A connected", |p| {
        p == [true, true, false]
    });
    room_where(&mut a, "A sees B back", |p| p == [true, true, false]);
    room_where(&mut spectator, "the spectator sees B back", |p| {
        p == [true, true, false]
    });

    let (_c, _) = join(&second.url(), &code, "Cedric");
    room_where(&mut a, "A sees C connected", |p| p == [true, true, true]);
    room_where(&mut b, "B sees C connected", |p| p == [true, true, true]);
    // The second server dies: its rows stay until a live server expires them.
    second.stop();
    drop(spectator);
    // Every server's heartbeat is older than now: the first server's rows go too, and its
    // next heartbeat (within `presence::HEARTBEAT`) writes them again.
    let expired = tokio::runtime::Runtime::new().unwrap().block_on(async {
        let store = Store::open(&database).await.unwrap();
        store.expire_servers(Duration::ZERO).await.unwrap()
    });
    assert!(expired.contains(&code), "{expired:?}");
    room_where(&mut a, "A sees C gone with its server", |p| {
        p == [true, true, false]
    });
}

/// The rule of leases (`online_server::lease`): a room's lease is held by one server at a
/// time, renewed by its holder, taken by another only once it expired; the sweeps of a server
/// that does not hold it leave the room running, and once it is given up they may end it.
#[test]
#[ignore = "needs PostgreSQL: scripts/test starts one (scripts/postgres-for-tests)"]
fn a_lease_is_one_servers_until_it_expires() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        let store = Store::open(&url()).await.unwrap();
        let spec = table("ivanhoe", vec![SeatSpec::Person, SeatSpec::Person]);
        let code = secrets::room_code().unwrap();
        let hash = secrets::token_hash(&secrets::token().unwrap());
        store
            .create_room(&code, &spec, 1, Some(0), (0, &hash, "Rowena"))
            .await
            .unwrap();
        let room = [code.clone()];
        let lease = Duration::from_millis(800);
        let (a, b) = ("server-a", "server-b");
        assert_eq!(store.take_leases(a, &room, lease).await.unwrap(), room);
        assert!(store.take_leases(b, &room, lease).await.unwrap().is_empty());
        assert_eq!(store.take_leases(a, &room, lease).await.unwrap(), room);
        assert_eq!(store.lease_holder(&code).await.unwrap().as_deref(), Some(a));
        // Untouched since any time before now, but a's: b's sweep leaves it running.
        let later = online_server::store::now_ms() + 60_000;
        assert!(!store.end_abandoned(&code, later, b).await.unwrap());
        tokio::time::sleep(lease + Duration::from_millis(200)).await;
        assert_eq!(store.lease_holder(&code).await.unwrap(), None);
        assert_eq!(store.take_leases(b, &room, lease).await.unwrap(), room);
        assert!(store.take_leases(a, &room, lease).await.unwrap().is_empty());
        assert!(!store.end_abandoned(&code, later, a).await.unwrap());
        store.release_leases(b, &room).await.unwrap();
        assert_eq!(store.lease_holder(&code).await.unwrap(), None);
        assert!(store.end_abandoned(&code, later, a).await.unwrap());
    });
}

/// An `ivanhoe-server` process on loopback, its stdout read to the end.
struct Process {
    child: std::process::Child,
    url: String,
}

impl Process {
    fn start(database: &str, lease_ms: u64) -> Self {
        use std::io::BufRead;
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_ivanhoe-server"))
            .args(["--listen", "127.0.0.1:0", "--database", database])
            .args(["--lease-ms", &lease_ms.to_string()])
            // Its player acts at machine speed, a whole match long: past a person's rate
            // (`support::MACHINE_SPEED`).
            .args(["--messages-per-second", "10000"])
            .env("RUST_LOG", "warn")
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = std::sync::mpsc::channel();
        // Read to the end, so that the server never blocks on a full pipe.
        std::thread::spawn(move || {
            for line in std::io::BufReader::new(stdout).lines() {
                let Ok(line) = line else { return };
                if let Some(url) = line.strip_prefix("ivanhoe-server: ") {
                    let _ = tx.send(url.to_string());
                }
            }
        });
        let url = rx.recv_timeout(TIMEOUT).expect("the server did not start");
        Self { child, url }
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The rule of leases across processes: a match with a computer player runs on the server
/// process that created it; that process is killed (SIGKILL) just as the person sent an
/// action; the person resumes on a second process and moves there if that action was lost
/// (the store's compare and swap), and the
/// computer player moves again once the dead server's lease expired, not before and within a
/// lease and a renewal (and a margin); the match is played to its end with every action stored
/// once, at its place, and each seat's view the stored record's.
#[test]
#[ignore = "needs PostgreSQL: scripts/test starts one (scripts/postgres-for-tests)"]
fn a_killed_servers_match_goes_on_at_another_process_once_its_lease_expires() {
    // Ivanhoe: a match is long (tournaments until one holds enough tokens), so that it goes on
    // past the kill whatever the deal.
    type G = ivanhoe_rules::State;
    const LEASE: Duration = Duration::from_millis(2000);
    let renewal = LEASE / 3;
    let database = url();
    let mut first = Process::start(&database, LEASE.as_millis() as u64);
    let second = Process::start(&database, LEASE.as_millis() as u64);
    let spec = table("ivanhoe", vec![SeatSpec::Person, computer("easy")]);
    let (client, seat, code) = create(&first.url, &spec, "Rowena");
    let computer_seat = 1 - seat;
    let mut players = vec![Player::<G>::new(client, seat, 1)];
    // Part of the match, up to an action of the person's just sent: on its way, stored or not
    // when the server dies.
    play_until(&mut players, Duration::from_secs(60), |ps| {
        ps[0].seq() >= 6 && ps[0].acted_at == Some(ps[0].seq())
    });
    let store_runtime = tokio::runtime::Runtime::new().unwrap();
    let store = store_runtime.block_on(Store::open(&database)).unwrap();
    let holder = store_runtime.block_on(store.lease_holder(&code)).unwrap();
    assert!(holder.is_some(), "the first server holds the room's lease");

    first.child.kill().unwrap();
    let killed = std::time::Instant::now();
    first.child.wait().unwrap();
    let token = players[0].client.token().unwrap().to_string();
    players[0].client = Client::resume(second.url.clone(), &token);
    players[0].acted_at = None;
    // The person moves at the second server; the computer player's next move is timed.
    let mut computer_to_move = None;
    let mut moved = None;
    play_until(&mut players, Duration::from_secs(60), |ps| {
        if let Some(view) = &ps[0].view {
            match view.status {
                rules_core::Status::Decision(d) if d == computer_seat => {
                    computer_to_move = Some(view.seq);
                }
                _ if computer_to_move.is_some_and(|s| view.seq > s) => {
                    moved.get_or_insert_with(|| killed.elapsed());
                }
                _ => {}
            }
        }
        moved.is_some() || ps[0].over()
    });
    let Some(moved) = moved else {
        let stored = store_runtime
            .block_on(store.load_room(&code))
            .unwrap()
            .unwrap();
        panic!(
            "the match ended at {} before the computer player moved again: {:?} {:?}",
            players[0].seq(),
            stored.actions,
            players[0].view
        );
    };
    eprintln!("the computer player moved {moved:?} after its server was killed");
    // The dead server renewed its lease at most a renewal before it died.
    assert!(
        moved >= LEASE - renewal,
        "moved {moved:?} after the kill: the lease was not waited for"
    );
    let bound = LEASE + renewal + Duration::from_secs(5);
    assert!(
        moved <= bound,
        "moved {moved:?} after the kill, over {bound:?}"
    );
    let now_held = store_runtime.block_on(store.lease_holder(&code)).unwrap();
    assert!(
        now_held.is_some() && now_held != holder,
        "the second server holds it now"
    );

    play_to_the_end(&mut players);
    let stored = store_runtime
        .block_on(store.load_room(&code))
        .unwrap()
        .unwrap()
        .actions;
    let seqs: Vec<u64> = stored.iter().map(|a| a.seq).collect();
    assert_eq!(seqs, (0..stored.len() as u64).collect::<Vec<_>>());
    assert_eq!(
        stored.len() as u64,
        players[0].seq(),
        "every action stored once"
    );
    // Each action the person was told stored is there, at its place.
    let mut told = 0;
    for text in &players[0].texts {
        if let ServerMessage::View(view) = serde_json::from_str(text).unwrap()
            && let Some(action) = view.action
        {
            let at = &stored[view.seq as usize - 1];
            assert_eq!((at.seat, &at.action), (seat, &action));
            told += 1;
        }
    }
    assert!(told > 3, "{told} of the person's actions told");
    eprintln!("{} actions", stored.len());
    check_privacy(&database, &code, &players, None);
}
