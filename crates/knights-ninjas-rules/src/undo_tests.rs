//! Which decisions a player may take back (`Game::is_undo_barrier`), one test per rule: chance
//! (a draw, the discard pile reshuffled) closes the way back; cards played face up, answers,
//! steals and their sure effects do not, and nothing in this game is taken at random.

use rules_conformance::{act, barriers};

use rules_core::GameRng;

use crate::cards::{Card, Cards};
use crate::events::Event;
use crate::options::Options;
use crate::state::State;

/// A 3-player table at seat 0's turn choice, five gems each, with these hands; the other cards
/// shuffled into the deck.
fn table(hands: [&str; 3]) -> State {
    let options = Options::players(3);
    let hands: Vec<Cards> = hands
        .iter()
        .map(|h| {
            h.split_whitespace()
                .map(|c| c.parse::<Card>().unwrap())
                .collect()
        })
        .collect();
    let mut rest = options.components().full_deck();
    hands.iter().for_each(|h| rest.remove_all(h));
    let mut rng = GameRng::new(1);
    let mut deck: Vec<Card> = rest.iter().collect();
    rng.shuffle(&mut deck);
    State::blank(options, rng, deck, hands)
}

/// The names of the events of `events` that close the way back.
fn barrier_names(events: &[Event]) -> Vec<&'static str> {
    barriers::<State>(events)
        .into_iter()
        .map(Event::name)
        .collect()
}

#[test]
fn fortifying_from_hand_can_be_taken_back() {
    let mut s = table(["CASTLE KNIGHT", "", ""]);
    let (step, events) = act(&mut s, "0: fortify CASTLE");
    assert!(!step.barrier, "{events:?}");
}

#[test]
fn drawing_cards_closes_the_way_back() {
    let mut s = table(["CASTLE KNIGHT", "", ""]);
    act(&mut s, "0: fortify CASTLE");
    let (step, events) = act(&mut s, "0: end");
    assert!(step.barrier);
    assert_eq!(barrier_names(&events), ["drew", "drew"]);
}

#[test]
fn reshuffling_the_discard_pile_closes_the_way_back() {
    let mut s = table(["KING", "", ""]);
    // One card left in the deck: the next player's first draw empties it, and the discard pile
    // is shuffled into a new deck at once.
    let under: Vec<Card> = s.deck.drain(1..).collect();
    s.discard = under;
    let (step, events) = act(&mut s, "0: discard KING");
    assert!(step.barrier);
    assert_eq!(barrier_names(&events), ["drew", "reshuffled", "drew"]);
}

#[test]
fn attacking_and_answering_face_up_can_be_taken_back() {
    let mut s = table(["KNIGHT", "KING", ""]);
    let (attack, _) = act(&mut s, "0: attack @1 KNIGHT");
    assert!(!attack.barrier);
    let (answer, events) = act(&mut s, "1: respond KING");
    assert!(!answer.barrier, "{events:?}");
}

#[test]
fn the_princess_taking_the_attack_card_in_view_of_all_can_be_taken_back() {
    let mut s = table(["KNIGHT", "PRINCESS", ""]);
    act(&mut s, "0: attack @1 KNIGHT");
    let (step, events) = act(&mut s, "1: respond PRINCESS");
    assert!(events.iter().any(|e| e.name() == "taken_by_princess"));
    assert!(!step.barrier, "{events:?}");
}

#[test]
fn stealing_moving_gems_with_a_highwayman_can_be_taken_back() {
    let mut s = table(["KNIGHT", "", "HIGHWAYMAN"]);
    act(&mut s, "0: attack @1 KNIGHT");
    act(&mut s, "1: pass");
    act(&mut s, "1: pass");
    let (step, events) = act(&mut s, "2: steal HIGHWAYMAN");
    assert!(!step.barrier, "{events:?}");
}

#[test]
fn winning_shows_no_hidden_card_and_can_be_taken_back() {
    let mut s = table(["KNIGHT", "", ""]);
    s.target = 6;
    act(&mut s, "0: attack @1 KNIGHT");
    act(&mut s, "1: pass");
    act(&mut s, "1: pass");
    let (step, events) = act(&mut s, "2: pass");
    assert!(events.iter().any(|e| e.name() == "game_won"), "{events:?}");
    assert!(!step.barrier, "{events:?}");
}
