use ivanhoe_rules::{Action, Options};
use ivanhoe_rules::{Event, State};
use rules_core::{Game, GameRng, Status};

use super::*;

/// The table follows whole random games from the events alone, as a screen with nobody, one
/// person or everybody sees them, and always agrees with the engine: the hands of the seats
/// at the screen card for card, the others card for card in number, every face-up card in
/// its place, 110 cards in all.
#[test]
fn the_table_follows_random_games_from_the_events_it_may_see() {
    for players in 2..=5 {
        let everyone: Vec<Seat> = (0..players).collect();
        for seen in [vec![], vec![1], everyone] {
            for seed in 0..8u64 {
                follow(players, seed, &seen);
            }
        }
    }
}

/// The table drawn from one seat's observation alone, at any moment of random games,
/// lays out every card where the engine has it: that seat's hand card for card, the
/// others card for card in number, every face-up card in its place, 110 cards in all. In a
/// replay (every seat's observation) every hand is card for card.
#[test]
fn the_table_is_drawn_from_what_a_seat_sees_at_any_moment() {
    for players in 2..=5 {
        for seed in 0..6u64 {
            let mut events = Vec::new();
            let mut state = State::new_game(&Options::players(players), seed, &mut events).unwrap();
            let mut rng = GameRng::new(seed ^ 0x5A);
            let mut legal: Vec<Action> = Vec::new();
            loop {
                let everyone: Vec<Observation> = (0..players).map(|s| state.observe(s)).collect();
                for (seat, seen) in everyone.iter().enumerate() {
                    let model = TableModel::of_seen(seen, &[]);
                    let at = format!("{players} players, seed {seed}, seat {seat}");
                    model
                        .check(&state, &[seat])
                        .unwrap_or_else(|why| panic!("{at}: {why}"));
                    model
                        .agrees(seen, &[])
                        .unwrap_or_else(|why| panic!("{at}: {why}"));
                    let total: usize = TableModel::zones(players)
                        .iter()
                        .map(|&z| model.cards(z).len())
                        .sum();
                    assert_eq!(total, CARD_COUNT, "{at}");
                }
                let open = TableModel::of_seen(&everyone[0], &everyone);
                let all: Vec<Seat> = (0..players).collect();
                open.check(&state, &all).unwrap();
                let Status::Decision(_) = state.status() else {
                    break;
                };
                state.legal_actions(&mut legal);
                let action = legal[rng.below(legal.len())];
                events.clear();
                state.apply(&action, &mut events).unwrap();
            }
        }
    }
}

/// A table that missed an event (a card played, not followed) does not agree with what
/// the screen sees, and says where: the table is then drawn again from the observation.
#[test]
fn a_table_that_missed_an_event_disagrees_with_what_is_seen() {
    let mut events = Vec::new();
    let mut state = State::new_game(&Options::players(3), 4, &mut events).unwrap();
    let mut model = TableModel::new(3);
    for e in &events {
        model.apply(e);
    }
    let mut legal: Vec<Action> = Vec::new();
    let mut missed = None;
    while missed.is_none() {
        let Status::Decision(_) = state.status() else {
            panic!("a card is played before the end");
        };
        state.legal_actions(&mut legal);
        let action = legal[0];
        events.clear();
        state.apply(&action, &mut events).unwrap();
        for e in &events {
            if missed.is_none() && matches!(e, Event::CardPlayed { .. }) {
                missed = Some(e.clone());
            } else {
                model.apply(e);
            }
        }
    }
    let seat = state.turn();
    let why = model.agrees(&state.observe(seat), &[]).unwrap_err();
    assert!(
        why.contains("hand of seat") || why.contains("display of seat"),
        "{why}"
    );
    let drawn = TableModel::of_seen(&state.observe(seat), &[]);
    drawn.agrees(&state.observe(seat), &[]).unwrap();
}

fn follow(players: usize, seed: u64, seen: &[Seat]) {
    let mut events = Vec::new();
    let mut state = State::new_game(&Options::players(players), seed, &mut events).unwrap();
    let mut model = TableModel::new(players);
    for e in &events {
        model.apply(&e.seen_by(seen));
    }
    model.check(&state, seen).unwrap();
    let mut rng = GameRng::new(seed ^ 0xA5);
    let mut legal: Vec<Action> = Vec::new();
    while let Status::Decision(_) = state.status() {
        state.legal_actions(&mut legal);
        let action = legal[rng.below(legal.len())];
        events.clear();
        state.apply(&action, &mut events).unwrap();
        for e in &events {
            model.apply(&e.seen_by(seen));
        }
        if let Err(why) = model.check(&state, seen) {
            panic!("{players} players, seed {seed}, seen by {seen:?}, after {action}: {why}");
        }
        // What each seat sees agrees with the table the events moved, once the faces of
        // the hand it sees are learnt from it.
        for seat in 0..players {
            let observation = state.observe(seat);
            let mut learnt = model.clone();
            learnt.learn(&observation, &[]);
            if let Err(why) = learnt.agrees(&observation, &[]) {
                panic!("{players} players, seed {seed}, seat {seat}, after {action}: {why}");
            }
        }
        let total: usize = TableModel::zones(players)
            .iter()
            .map(|&z| model.cards(z).len())
            .sum();
        assert_eq!(total, CARD_COUNT);
    }
}
