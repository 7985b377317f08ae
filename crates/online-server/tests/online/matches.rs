//! Whole matches through the server with the client library: computer-played clients on
//! loopback play each game to the end; a client drops and resumes; a restarted server resumes
//! the match. Every seat's view is checked against the stored record replayed.

use std::time::Duration;

use bots::BotGame;
use online_client::Client;
use online_protocol::{ClientMessage, SeatSpec, ServerMessage, TableSpec};
use online_server::ServerThread;

use crate::support::*;

/// Creates the room, seats a client-played computer player at every person seat and a
/// spectator, plays to the end and checks what everyone saw. Returns the actions taken.
fn play_a_match<G: BotGame>(spec: TableSpec) -> u64 {
    let dir = tempfile::tempdir().unwrap();
    let database = sqlite(dir.path(), "rooms.db");
    // The seats are played at machine speed, a whole match long: past a person's rate.
    let server = ServerThread::start(machine_speed_config(database.clone())).unwrap();
    let url = server.url();
    let (client, seat, code) = create(&url, &spec, "Rowena");
    let mut players = vec![Player::<G>::new(client, seat, 1)];
    let persons = spec
        .seats
        .iter()
        .filter(|s| **s == SeatSpec::Person)
        .count();
    for i in 1..persons {
        let (client, seat) = join(&url, &code, &format!("Player {i}"));
        players.push(Player::new(client, seat, 1 + i as u64));
    }
    let mut spectator = Spectator::watch(&url, &code);
    play_until(&mut players, Duration::from_secs(120), |players| {
        spectator.step();
        let watched_to_the_end = spectator
            .view
            .as_ref()
            .is_some_and(|v| matches!(v.status, rules_core::Status::Over(_)));
        watched_to_the_end && players.iter().all(Player::over)
    });
    check_privacy(&database, &code, &players, Some(&spectator));
    let status = players[0].view.as_ref().unwrap().status.clone();
    assert!(
        players
            .iter()
            .all(|p| p.view.as_ref().unwrap().status == status)
    );
    assert!(players.iter().all(|p| p.actions > 0), "every person played");
    players[0].seq()
}

/// Ivanhoe: two people (clients) and a computer player on the server play to the end; each
/// saw its own observations and events only, the spectator the public events only.
#[test]
fn ivanhoe_is_played_to_the_end_through_the_server() {
    let actions = play_a_match::<ivanhoe_rules::State>(table(
        "ivanhoe",
        vec![SeatSpec::Person, SeatSpec::Person, computer("normal")],
    ));
    assert!(actions > 10, "{actions}");
}

/// Castle Lords (the basic rules): two people and an easy computer player, to the end.
#[test]
fn castle_lords_is_played_to_the_end_through_the_server() {
    let mut spec = table(
        "castle-lords",
        vec![SeatSpec::Person, SeatSpec::Person, computer("easy")],
    );
    spec.rules = Some("basic".into());
    let actions = play_a_match::<castle_lords_rules::State>(spec);
    assert!(actions > 10, "{actions}");
}

/// Of Knights and Ninjas: two people, to the end.
#[test]
fn knights_ninjas_is_played_to_the_end_through_the_server() {
    let actions = play_a_match::<knights_ninjas_rules::State>(table(
        "knights-ninjas",
        vec![SeatSpec::Person, SeatSpec::Person],
    ));
    // Some deals end within ten actions (a match of seven was seen: ten gems reached early).
    assert!(actions > 0, "{actions}");
}

/// A client that drops comes back with its seat's token on a new connection: it gets its
/// seat and a snapshot of its view, and the match goes on to the end.
#[test]
fn a_client_that_drops_resumes_its_seat_with_its_token() {
    type G = ivanhoe_rules::State;
    let dir = tempfile::tempdir().unwrap();
    let database = sqlite(dir.path(), "rooms.db");
    // Played to the end at machine speed: past a person's rate.
    let server = ServerThread::start(machine_speed_config(database.clone())).unwrap();
    let url = server.url();
    let spec = table("ivanhoe", vec![SeatSpec::Person, SeatSpec::Person]);
    let (client, seat, code) = create(&url, &spec, "Rowena");
    let (other, other_seat) = join(&url, &code, "Wilfred");
    let mut players = vec![
        Player::<G>::new(client, seat, 1),
        Player::new(other, other_seat, 2),
    ];
    play_until(&mut players, Duration::from_secs(60), |ps| {
        ps.iter().all(|p| p.seq() >= 8)
    });
    let before = players[0].view.clone().unwrap();
    let token = players[0].client.token().unwrap().to_string();
    // The old connection goes away; a new one (another device, say) has only the token.
    players[0].client = Client::resume(&url, &token);
    let (room, resumed_seat) = expect(&mut players[0].client, "joined", |m| match m {
        ServerMessage::Joined { room, seat, .. } => Some((room.clone(), *seat)),
        _ => None,
    });
    assert_eq!((room.code.as_str(), resumed_seat), (code.as_str(), seat));
    assert_eq!(room.seats[seat].name.as_deref(), Some("Rowena"));
    let snapshot = expect(&mut players[0].client, "view", |m| match m {
        ServerMessage::View(v) => Some(v.clone()),
        _ => None,
    });
    assert!(snapshot.snapshot && snapshot.seq >= before.seq);
    if snapshot.seq == before.seq {
        assert_eq!(snapshot.observation, before.observation);
        assert_eq!(snapshot.legal, before.legal);
    }
    // An action sent just before the drop may have been lost with it.
    players[0].acted_at = None;
    players[0].events = snapshot.events.clone();
    players[0].view = Some(snapshot);
    play_to_the_end(&mut players);
    check_privacy(&database, &code, &players, None);
}

/// A server stopped mid-match (as a killed process stops) and started again on the same
/// database resumes the match: the clients reconnect by themselves with their tokens, the
/// computer player moves again, and the match ends as its record replays.
#[test]
fn a_restarted_server_resumes_the_match() {
    type G = ivanhoe_rules::State;
    let dir = tempfile::tempdir().unwrap();
    let database = sqlite(dir.path(), "rooms.db");
    // Played to the end at machine speed, on both servers: past a person's rate.
    let server = ServerThread::start(machine_speed_config(database.clone())).unwrap();
    let url = server.url();
    let addr = server.addr;
    let spec = table(
        "ivanhoe",
        vec![SeatSpec::Person, computer("normal"), SeatSpec::Person],
    );
    let (client, seat, code) = create(&url, &spec, "Rowena");
    let (other, other_seat) = join(&url, &code, "Wilfred");
    let mut players = vec![
        Player::<G>::new(client, seat, 1),
        Player::new(other, other_seat, 2),
    ];
    play_until(&mut players, Duration::from_secs(60), |ps| {
        ps.iter().all(|p| p.seq() >= 12)
    });
    let stopped_at = players.iter().map(Player::seq).max().unwrap();
    server.stop();
    let mut again = machine_speed_config(database.clone());
    again.listen = addr;
    let _server = ServerThread::start(again).unwrap();
    play_to_the_end(&mut players);
    assert!(players[0].seq() > stopped_at);
    for player in &players {
        let joins = (player.texts.iter())
            .filter(|t| t.starts_with(r#"{"type":"joined""#))
            .count();
        assert!(joins >= 1, "seat {} came back by itself", player.seat);
    }
    check_privacy(&database, &code, &players, None);
}

/// A player lists their matches by their seats' tokens: which wait for them, which are
/// over; a token that opens nothing is left out.
#[test]
fn a_player_lists_the_matches_that_wait_for_them() {
    let dir = tempfile::tempdir().unwrap();
    let server = ServerThread::start(config(sqlite(dir.path(), "rooms.db"))).unwrap();
    let url = server.url();
    let spec = table("knights-ninjas", vec![SeatSpec::Person, SeatSpec::Person]);
    let (mut first, first_seat, first_code) = create(&url, &spec, "Rowena");
    let (mut second, _, second_code) = create(&url, &spec, "Rowena");
    let view = expect(&mut first, "view", |m| match m {
        ServerMessage::View(v) => Some(v.clone()),
        _ => None,
    });
    let tokens = vec![
        first.token().unwrap().to_string(),
        second.token().unwrap().to_string(),
        "0".repeat(64),
    ];
    second
        .send(ClientMessage::ListMatches {
            tokens: tokens.clone(),
        })
        .unwrap();
    let matches = expect(&mut second, "matches", |m| match m {
        ServerMessage::Matches { matches } => Some(matches.clone()),
        _ => None,
    });
    assert_eq!(matches.len(), 2, "the unknown token is left out");
    let first_match = matches.iter().find(|m| m.code == first_code).unwrap();
    assert_eq!(first_match.token, tokens[0]);
    assert_eq!(first_match.seat, first_seat);
    assert_eq!(first_match.game, "knights-ninjas");
    assert_eq!(first_match.waiting_for_you, view.my_turn());
    assert_eq!(
        first_match.turn,
        match view.status {
            rules_core::Status::Decision(d) => Some(d),
            rules_core::Status::Over(_) => None,
        }
    );
    assert!(!first_match.over);
    assert!(matches.iter().any(|m| m.code == second_code));
}
