//! The store on a real PostgreSQL, shared by several servers, and presence across them.
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
/// second; the players (and a computer player, which both servers may run) play to the end,
/// each seeing the other's moves through PostgreSQL's notifications.
#[test]
#[ignore = "needs PostgreSQL: scripts/test starts one (scripts/postgres-for-tests)"]
fn two_servers_on_one_postgres_play_one_match() {
    type G = ivanhoe_rules::State;
    let database = url();
    let first = ServerThread::start(config(database.clone())).unwrap();
    let second = ServerThread::start(config(database.clone())).unwrap();
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
    check_privacy(&database, &code, &players, Some(&spectator.events));
}

/// A match whose server stops goes on at another server of the same database: the player
/// resumes there with their token.
#[test]
#[ignore = "needs PostgreSQL: scripts/test starts one (scripts/postgres-for-tests)"]
fn a_match_goes_on_at_another_server_when_its_own_stops() {
    type G = knights_ninjas_rules::State;
    let database = url();
    let first = ServerThread::start(config(database.clone())).unwrap();
    let second = ServerThread::start(config(database.clone())).unwrap();
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
