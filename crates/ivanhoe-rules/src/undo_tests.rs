//! Which decisions a player may take back (`Game::is_undo_barrier`), one test per rule: chance
//! (a draw, a reshuffle, Knock Down's card taken at random) and hidden cards shown (a hand
//! revealed, every hand shown at the end) close the way back; cards played face up and their
//! sure effects do not.

use rules_conformance::{act, barriers};
use rules_core::{Game, GameRng, Status};

use crate::cards::{Card, Cards, Colour};
use crate::events::Event;
use crate::options::Options;
use crate::state::{Phase, State};

fn list(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|c| c.parse().unwrap())
        .collect()
}

/// A red tournament at seat 0's turn (they have not played yet), `players` seats with these hands
/// and displays; `deck` is drawn first card first, and `discard` lies on the discard pile.
fn red_tournament(hands: &[&str], displays: &[&str], deck: &str, discard: &str) -> State {
    let n = hands.len();
    let hands: Vec<Cards> = hands
        .iter()
        .map(|h| list(h).into_iter().collect())
        .collect();
    let mut deck = list(deck);
    deck.reverse();
    let mut s = State::blank(Options::players(n), GameRng::new(1), deck, hands, n - 1);
    s.discard = list(discard);
    s.colour = Some(Colour::Red);
    s.phase = Phase::Play;
    for (seat, display) in displays.iter().enumerate() {
        s.displays[seat] = list(display);
        if !s.displays[seat].is_empty() {
            s.entered |= 1 << seat;
        }
    }
    s
}

#[test]
fn playing_a_card_from_hand_can_be_taken_back() {
    let mut s = red_tournament(&["R3 R4", "R5", "G1"], &["", "", ""], "Y2 Y3", "");
    let (step, events) = act(&mut s, "0: play R3");
    assert!(!step.barrier, "{events:?}");
}

#[test]
fn drawing_a_card_closes_the_way_back() {
    let mut s = red_tournament(&["R3 R4", "R5", "G1"], &["", "", ""], "Y2 Y3", "");
    act(&mut s, "0: play R4");
    let (step, events) = act(&mut s, "0: stay");
    assert!(step.barrier);
    assert!(matches!(
        barriers::<State>(&events)[..],
        [Event::Drew { seat: 1, .. }]
    ));
}

#[test]
fn ending_a_turn_with_nothing_to_draw_can_be_taken_back() {
    let mut s = red_tournament(&["R3 R4", "R5", "G1"], &["", "", ""], "", "");
    act(&mut s, "0: play R4");
    let (step, events) = act(&mut s, "0: stay");
    assert!(!step.barrier, "{events:?}");
}

#[test]
fn reshuffling_the_discard_pile_closes_the_way_back() {
    let mut s = red_tournament(&["R3 R4", "R5", "G1"], &["", "", ""], "Y2", "B2 B3");
    act(&mut s, "0: play R4");
    let (step, events) = act(&mut s, "0: stay");
    assert!(step.barrier);
    assert!(events.contains(&Event::DeckShuffled { cards: 2 }));
    assert!(State::is_undo_barrier(&Event::DeckShuffled { cards: 2 }));
}

#[test]
fn knocking_down_takes_a_card_at_random_and_closes_the_way_back() {
    let mut s = red_tournament(
        &["KNOCK_DOWN R3", "R5 Y2", "G1"],
        &["", "R4", "R3"],
        "Y3 Y4",
        "",
    );
    let (played, _) = act(&mut s, "0: play KNOCK_DOWN @1");
    assert!(
        !played.barrier,
        "the card is played face up; its effect waits"
    );
    act(&mut s, "1: pass");
    let (step, events) = act(&mut s, "2: pass");
    assert!(step.barrier);
    assert!(matches!(
        barriers::<State>(&events)[..],
        [Event::CardTaken { from: 1, to: 0, .. }]
    ));
}

#[test]
fn a_card_retreated_to_the_hand_in_view_of_all_can_be_taken_back() {
    let mut s = red_tournament(&["RETREAT R3", "R5", "G1"], &["R4 R5", "", ""], "Y3", "");
    act(&mut s, "0: play RETREAT #1");
    act(&mut s, "1: pass");
    let (step, events) = act(&mut s, "2: pass");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::CardRetreated { .. }))
    );
    assert!(!step.barrier, "{events:?}");
}

#[test]
fn cancelling_with_ivanhoe_can_be_taken_back() {
    let mut s = red_tournament(
        &["KNOCK_DOWN R3", "IVANHOE R5", "G1"],
        &["", "R4", "R3"],
        "Y3",
        "",
    );
    act(&mut s, "0: play KNOCK_DOWN @1");
    let (step, events) = act(&mut s, "1: ivanhoe");
    assert!(!step.barrier, "{events:?}");
}

#[test]
fn a_starter_who_cannot_start_shows_his_hand_and_closes_the_way_back() {
    // Seat 1 withdraws: seat 0 wins the tournament and must start the next one, but holds only
    // action cards (and draws another), so they show their hand.
    let mut s = red_tournament(&["DODGE", "R5"], &["R4", ""], "", "");
    s.turn = 1;
    s.deck = list("R3 RETREAT");
    let (step, events) = act(&mut s, "1: withdraw");
    assert!(step.barrier);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::HandRevealed { seat: 0, .. }))
    );
}

#[test]
fn winning_the_game_shows_every_hand_and_closes_the_way_back() {
    let mut s = red_tournament(&["DODGE", "R5"], &["R4", ""], "", "");
    s.turn = 1;
    s.tokens[0] = [Colour::Purple, Colour::Blue, Colour::Yellow, Colour::Green]
        .into_iter()
        .collect();
    let (step, events) = act(&mut s, "1: withdraw");
    assert!(matches!(s.status(), Status::Over(_)));
    assert!(step.barrier);
    assert!(matches!(
        barriers::<State>(&events)[..],
        [Event::GameWon { seat: 0 }]
    ));
}

#[test]
fn starting_a_tournament_closes_the_way_back_even_without_a_draw() {
    // With nothing to draw (no card anywhere but in the hands), the winner going on to announce
    // a colour tells the table they hold one: their hidden hand decided it.
    let mut s = red_tournament(&["R3", "R5"], &["", ""], "", "");
    s.turn = 1;
    let (step, events) = act(&mut s, "1: withdraw");
    assert_eq!(s.phase, Phase::ChooseColour);
    assert!(step.barrier);
    assert!(matches!(
        barriers::<State>(&events)[..],
        [Event::TurnStarted {
            seat: 0,
            starting: true
        }]
    ));
}
