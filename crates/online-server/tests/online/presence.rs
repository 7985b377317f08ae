//! Presence on one server: each person's seat says whether a connection holds it now, and
//! every connection of the room (players and spectators) is sent the room again when that
//! changes. (Across two servers on one PostgreSQL: `postgres.rs`.)

use std::time::Duration;

use online_client::Client;
use online_protocol::messages::SeatKind;
use online_protocol::{ClientMessage, RoomInfo, SeatSpec, ServerMessage};
use online_server::ServerThread;
use rules_core::Seat;

use crate::support::*;

/// Each seat's presence, in seat order.
pub fn presence(room: &RoomInfo) -> Vec<bool> {
    room.seats.iter().map(|s| s.connected).collect()
}

/// The next `room` message `client` receives (views passed over), within [`TIMEOUT`].
pub fn next_room(client: &mut Client, what: &str) -> RoomInfo {
    expect(client, what, |m| match m {
        ServerMessage::Room { room } => Some(room.clone()),
        ServerMessage::Error { message, .. } => panic!("{what}: refused: {message}"),
        _ => None,
    })
}

/// The first room `client` is told of (by `joined`, `spectating` or `room`) whose presence
/// `wanted` accepts, within [`TIMEOUT`]: for servers that may tell a change in several steps.
pub fn room_where(
    client: &mut Client,
    what: &str,
    mut wanted: impl FnMut(&[bool]) -> bool,
) -> RoomInfo {
    expect(client, what, |m| match m {
        ServerMessage::Room { room }
        | ServerMessage::Joined { room, .. }
        | ServerMessage::Spectating { room } => wanted(&presence(room)).then(|| room.clone()),
        ServerMessage::Error { message, .. } => panic!("{what}: refused: {message}"),
        _ => None,
    })
}

/// The room `joined` tells, within [`TIMEOUT`].
fn joined(client: &mut Client) -> (RoomInfo, Seat) {
    expect(client, "joined", |m| match m {
        ServerMessage::Joined { room, seat, .. } => Some((room.clone(), *seat)),
        ServerMessage::Error { message, .. } => panic!("refused: {message}"),
        _ => None,
    })
}

fn server() -> (ServerThread, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let server = ServerThread::start(config(sqlite(dir.path(), "rooms.db"))).unwrap();
    (server, dir)
}

/// A creates a room of two people and a computer player; B joins: A and a spectator are sent
/// the room with B connected. B's connection drops: both are sent it with B not connected
/// (B's seat and name kept). B resumes with its token: connected again. Computer seats are
/// always connected; a seat nobody took is not.
#[test]
fn players_and_spectators_see_who_is_connected_as_it_changes() {
    let (server, _dir) = server();
    let url = server.url();
    let spec = table(
        "ivanhoe",
        vec![SeatSpec::Person, SeatSpec::Person, computer("normal")],
    );
    let mut a = Client::connect(&url);
    a.send(ClientMessage::CreateRoom {
        table: spec,
        name: "Rowena".into(),
    })
    .unwrap();
    let (room, a_seat) = joined(&mut a);
    assert_eq!(a_seat, 0);
    assert_eq!(
        presence(&room),
        [true, false, true],
        "the creator is connected, the free seat is not, the computer is"
    );
    assert_eq!(room.seats[2].kind, SeatKind::Computer);

    let mut spectator = Client::connect(&url);
    spectator
        .send(ClientMessage::Spectate {
            code: room.code.clone(),
        })
        .unwrap();
    let watched = room_where(&mut spectator, "spectating", |_| true);
    assert_eq!(presence(&watched), [true, false, true]);

    let mut b = Client::connect(&url);
    b.send(ClientMessage::Join {
        code: room.code.clone(),
        name: "Wilfred".into(),
    })
    .unwrap();
    let (b_room, b_seat) = joined(&mut b);
    assert_eq!(b_seat, 1);
    assert_eq!(presence(&b_room), [true, true, true], "B's own joined");
    for (who, client) in [("A", &mut a), ("the spectator", &mut spectator)] {
        let told = next_room(client, "the room once B joined");
        assert_eq!(presence(&told), [true, true, true], "{who}: B connected");
        assert_eq!(told.seats[1].name.as_deref(), Some("Wilfred"), "{who}");
    }

    let token = b.token().unwrap().to_string();
    drop(b);
    for (who, client) in [("A", &mut a), ("the spectator", &mut spectator)] {
        let told = next_room(client, "the room once B dropped");
        assert_eq!(
            presence(&told),
            [true, false, true],
            "{who}: B not connected"
        );
        assert_eq!(
            told.seats[1].name.as_deref(),
            Some("Wilfred"),
            "{who}: seat kept"
        );
    }

    let mut b = Client::resume(&url, &token);
    let (b_room, b_seat) = joined(&mut b);
    assert_eq!((b_seat, presence(&b_room)), (1, vec![true, true, true]));
    for (who, client) in [("A", &mut a), ("the spectator", &mut spectator)] {
        let told = next_room(client, "the room once B resumed");
        assert_eq!(
            presence(&told),
            [true, true, true],
            "{who}: B connected again"
        );
    }
}

/// A seat is connected while any connection holds it: B's second connection (its token on
/// another device) changes nothing, nor does the first one leaving, nor the second resuming
/// the seat again; a third person joining is then the next change A is sent, with B still
/// connected; B's last connection dropping is
/// the one after. `leave` lets a seat go as a drop does: A's leaving is sent to C.
#[test]
fn a_seat_stays_connected_while_any_of_its_connections_holds_it() {
    let (server, _dir) = server();
    let url = server.url();
    let spec = table("ivanhoe", vec![SeatSpec::Person; 3]);
    let (mut a, _, code) = create(&url, &spec, "Rowena");
    let (mut b, _) = join(&url, &code, "Wilfred");
    assert_eq!(
        presence(&next_room(&mut a, "B joined")),
        [true, true, false]
    );
    let token = b.token().unwrap().to_string();
    let mut b_again = Client::resume(&url, &token);
    joined(&mut b_again);
    b.send(ClientMessage::Leave).unwrap();
    expect(&mut b, "left", |m| {
        matches!(m, ServerMessage::Left).then_some(())
    });
    // The same seat entered again on the same connection: held before it is let go.
    b_again
        .send(ClientMessage::Resume {
            token: token.clone(),
        })
        .unwrap();
    joined(&mut b_again);
    // B's changes were all handled before `left` and `joined` came back: had any been sent to
    // the room, A would be told it before C's arrival.
    let (mut c, _) = join(&url, &code, "Cedric");
    let told = next_room(&mut a, "C joined");
    assert_eq!(presence(&told), [true, true, true], "B still connected");
    drop(b_again);
    assert_eq!(
        presence(&next_room(&mut a, "B's last connection dropped")),
        [true, false, true]
    );
    assert_eq!(
        presence(&next_room(&mut c, "B's last connection dropped")),
        [true, false, true]
    );
    a.send(ClientMessage::Leave).unwrap();
    assert_eq!(presence(&next_room(&mut c, "A left")), [false, false, true]);
    // Nothing else is pending: a quiet moment brings no other room.
    std::thread::sleep(Duration::from_millis(200));
    while let Some(message) = c.try_recv() {
        assert!(
            !matches!(message, ServerMessage::Room { .. }),
            "{message:?}"
        );
    }
}
