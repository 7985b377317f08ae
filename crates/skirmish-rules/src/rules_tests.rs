//! The rules, one test each (the crate's doc comment states them): positions set up by hand,
//! an action applied, what the rules say checked.

use rules_core::{Game, GameRng, RuleViolation, Seat, Status};

use crate::cards::{Card, Cards, full_deck};
use crate::{Action, Event, Options, Phase, Play, State};

/// Cards by value.
fn cards(values: &[u8]) -> Vec<Card> {
    values.iter().map(|&v| Card::ALL[v as usize - 1]).collect()
}

/// A table of `hands.len()` seats, seat 0 to play: these hands, strengths and deck (top card
/// last); every other card of the 18 is in the discard pile.
fn table(hands: &[&[u8]], strength: &[u8], deck: &[u8]) -> State {
    let hands: Vec<Cards> = hands
        .iter()
        .map(|h| cards(h).into_iter().collect())
        .collect();
    let deck = cards(deck);
    let mut rest = full_deck();
    hands.iter().for_each(|h| rest.remove_all(h));
    deck.iter()
        .for_each(|&c| assert!(rest.remove(c), "too many {c}s"));
    let state = State {
        options: Options::players(hands.len()),
        deck,
        hands,
        strength: strength.to_vec(),
        discard: rest.iter().collect(),
        turn: 0,
        phase: Phase::Play,
        pending: None,
        winners: Vec::new(),
    };
    assert_eq!(state.violations(), Vec::<String>::new(), "the position");
    state
}

/// The legal actions in notation.
fn legal(state: &State) -> Vec<String> {
    let mut out = Vec::new();
    state.legal_actions(&mut out);
    out.iter().map(ToString::to_string).collect()
}

/// Applies `text`, which must be accepted; its events. The invariants hold after it.
fn act(state: &mut State, text: &str) -> Vec<Event> {
    let action: Action = text.parse().unwrap();
    let mut events = Vec::new();
    state
        .apply(&action, &mut events)
        .unwrap_or_else(|e| panic!("'{text}' refused: {e}"));
    assert_eq!(state.violations(), Vec::<String>::new(), "after '{text}'");
    events
}

/// Applies `text`, which must be refused by `rule` and change nothing.
fn refused(state: &State, text: &str, rule: &str) {
    let mut copy = state.clone();
    let mut events = Vec::new();
    let e = copy
        .apply(&text.parse().unwrap(), &mut events)
        .expect_err(text);
    assert_eq!(e.rule(), rule, "'{text}': {e}");
    assert_eq!(&copy, state, "'{text}' was refused but changed the state");
    assert!(events.is_empty());
}

/// The deal: 3 cards to each seat from a shuffled deck of 18, 10 strength each, seat 0 first;
/// the same seed deals the same, another seed deals otherwise.
#[test]
fn the_deal_gives_three_cards_and_ten_strength_to_each_seat() {
    for players in 2..=4 {
        let mut events = Vec::new();
        let state = State::new_game(&Options::players(players), 7, &mut events).unwrap();
        assert!((0..players).all(|s| state.hand(s).len() == 3 && state.strength(s) == 10));
        assert_eq!(state.deck().len(), 18 - 3 * players);
        assert_eq!(state.status(), Status::Decision(0));
        assert!(matches!(&events[0], Event::Dealt { hands } if hands.len() == players));
        assert_eq!(events[1], Event::TurnStarted { seat: 0 });
        let again = State::new_game(&Options::players(players), 7, &mut Vec::new()).unwrap();
        assert_eq!(again, state);
    }
    let deals: Vec<State> = (0..8)
        .map(|seed| State::new_game(&Options::players(2), seed, &mut Vec::new()).unwrap())
        .collect();
    assert!(deals.iter().any(|d| d.hands != deals[0].hands));
    for players in [0, 1, 5] {
        let e = State::new_game(&Options::players(players), 0, &mut Vec::new()).unwrap_err();
        assert!(e.0.contains("2 to 4 players"), "{e}");
    }
}

/// Play: one card, or two of the same value; every distinct set is one action (a hand of 4, 4
/// and 2 gives `play 2`, `play 4`, `play 4 4`); cards not in the hand are refused.
#[test]
fn legal_plays_are_each_distinct_card_and_each_pair_of_the_hand() {
    let state = table(&[&[4, 2, 4], &[1, 1, 1]], &[10, 10], &[]);
    assert_eq!(legal(&state), ["play 2", "play 4", "play 4 4"]);
    refused(&state, "play 2 2", "card-in-hand");
    refused(&state, "play 5", "card-in-hand");
    refused(&state, "target 1", "wrong-decision");

    let mut state = table(&[&[3, 3, 3], &[1, 5, 6]], &[10, 10], &[]);
    assert_eq!(legal(&state), ["play 3", "play 3 3"]);
    let events = act(&mut state, "play 3 3");
    assert_eq!(
        events,
        [Event::Played {
            seat: 0,
            play: Play::pair(Card::Three)
        }]
    );
    assert_eq!(state.hand(0).len(), 1);
    assert_eq!(state.pending(), Some(Play::pair(Card::Three)));
    assert_eq!(state.status(), Status::Decision(0), "the same seat targets");
}

/// Target: a rival still in the game; not the acting seat, not a seat that is out, not a seat
/// the table does not have; and no second play.
#[test]
fn the_target_must_be_a_rival_still_in_the_game() {
    let mut state = table(
        &[&[5, 6, 6], &[1, 2, 3], &[1, 2, 3], &[1, 2, 4]],
        &[10, 4, 0, 9],
        &[],
    );
    act(&mut state, "play 5");
    assert_eq!(legal(&state), ["target 1", "target 3"]);
    refused(&state, "target 0", "rival");
    refused(&state, "target 2", "rival");
    refused(&state, "target 4", "rival");
    refused(&state, "target 18446744073709551615", "rival");
    refused(&state, "play 6", "wrong-decision");
    let events = act(&mut state, "target 3");
    assert_eq!(
        events[0],
        Event::Hit {
            by: 0,
            target: 3,
            damage: 5,
            strength: 4
        }
    );
    assert_eq!(state.strength(3), 4);
    assert_eq!(state.discard().last(), Some(&Card::Five));
}

/// A hit takes the played cards' total, never below 0; at 0 the seat is out, can no longer be
/// targeted, and its turns are passed over.
#[test]
fn strength_never_falls_below_zero_and_a_seat_at_zero_is_out_and_skipped() {
    let mut state = table(&[&[6, 6, 1], &[2, 3, 4], &[2, 3, 5]], &[10, 7, 10], &[]);
    act(&mut state, "play 6 6");
    let events = act(&mut state, "target 1");
    assert_eq!(
        events[..2],
        [
            Event::Hit {
                by: 0,
                target: 1,
                damage: 12,
                strength: 0
            },
            Event::Out { seat: 1 }
        ]
    );
    assert_eq!(state.strength(1), 0);
    assert!(!state.in_game(1));
    assert_eq!(state.status(), Status::Decision(2), "seat 1 is skipped");
    assert_eq!(events.last(), Some(&Event::TurnStarted { seat: 2 }));
    act(&mut state, "play 2");
    assert_eq!(legal(&state), ["target 0"]);
    refused(&state, "target 1", "rival");
    act(&mut state, "target 0");
    assert_eq!(
        state.status(),
        Status::Decision(0),
        "seat 1 is skipped again"
    );
}

/// After its target, the acting seat draws until it holds 3 cards or the deck is empty; each
/// draw shows the card to that seat alone.
#[test]
fn the_acting_seat_refills_to_three_while_the_deck_lasts() {
    let mut state = table(&[&[4, 4, 1], &[1, 2, 3]], &[10, 10], &[6, 5, 2, 2]);
    act(&mut state, "play 4 4");
    let events = act(&mut state, "target 1");
    let drawn: Vec<Event> = events
        .iter()
        .filter(|e| matches!(e, Event::Drew { .. }))
        .cloned()
        .collect();
    // The top of the deck is its last card.
    assert_eq!(
        drawn,
        [
            Event::Drew {
                seat: 0,
                card: Some(Card::Two)
            },
            Event::Drew {
                seat: 0,
                card: Some(Card::Two)
            }
        ]
    );
    assert_eq!(state.hand(0).len(), 3);
    assert_eq!(state.deck(), cards(&[6, 5]));
    assert_eq!(
        drawn[0].seen_by(&[1]),
        Event::Drew {
            seat: 0,
            card: None
        }
    );
    assert!(State::is_undo_barrier(&drawn[0]));

    // The deck runs out: the seat draws what is left.
    let mut state = table(&[&[4, 4, 1], &[1, 2, 3]], &[10, 10], &[6]);
    act(&mut state, "play 4 4");
    act(&mut state, "target 1");
    assert_eq!(state.hand(0).len(), 2);
    assert!(state.deck().is_empty());
}

/// The match ends at once when one seat alone is left in the game: it wins, and does not draw.
#[test]
fn the_match_ends_when_one_seat_alone_is_left_in() {
    let mut state = table(&[&[6, 1, 1], &[2, 3, 4], &[2, 3, 5]], &[3, 5, 0], &[6, 6]);
    act(&mut state, "play 6");
    let events = act(&mut state, "target 1");
    assert_eq!(
        events.last(),
        Some(&Event::MatchOver {
            winners: vec![0],
            strength: 3
        })
    );
    assert!(!events.iter().any(|e| matches!(e, Event::Drew { .. })));
    assert_eq!(state.outcome().unwrap().winners, [0]);
    assert!(legal(&state).is_empty());
    refused(&state, "play 1", "game-over");
    refused(&state, "target 1", "game-over");
}

/// The match ends when no seat in the game holds a card (an out seat's hand does not count);
/// the seats in the game with the most strength share the win.
#[test]
fn the_match_ends_when_no_seat_in_the_game_holds_a_card_and_ties_share_the_win() {
    let mut state = table(&[&[2], &[], &[1, 1, 3]], &[5, 7, 0], &[]);
    act(&mut state, "play 2");
    let events = act(&mut state, "target 1");
    assert_eq!(
        events.last(),
        Some(&Event::MatchOver {
            winners: vec![0, 1],
            strength: 5
        })
    );
    let outcome = state.outcome().unwrap();
    assert_eq!(outcome.winners, [0, 1]);
    assert_eq!(outcome.rewards(3), [0.5, 0.5, 0.0]);
}

/// A seat in the game without a card (the deck is empty) is passed over; it can still be hit.
#[test]
fn a_seat_in_the_game_without_a_card_is_passed_over() {
    let mut state = table(&[&[2, 3], &[], &[1, 1]], &[10, 10, 10], &[]);
    act(&mut state, "play 3");
    let events = act(&mut state, "target 1");
    assert_eq!(
        events[events.len() - 2..],
        [
            Event::PassedOver { seat: 1 },
            Event::TurnStarted { seat: 2 }
        ]
    );
    assert_eq!(state.strength(1), 7);
}

/// The only seat in the game with cards plays again: the turn comes back round to it.
#[test]
fn the_turn_comes_back_to_the_only_seat_with_cards() {
    let mut state = table(&[&[2, 3], &[]], &[10, 10], &[]);
    act(&mut state, "play 3");
    let events = act(&mut state, "target 1");
    assert_eq!(
        events[events.len() - 2..],
        [
            Event::PassedOver { seat: 1 },
            Event::TurnStarted { seat: 0 }
        ]
    );
}

/// Seat `seat`'s view of two states that differ only in cards it cannot see.
fn views_agree(a: &State, b: &State, seat: Seat) {
    assert_ne!(a, b);
    assert_eq!(a.observe(seat), b.observe(seat));
}

/// An observation shows the seat's own hand, every hand's size, strengths, who is out, the
/// deck's size, the discard pile, whose turn, the pending play; never another seat's cards nor
/// the deck's.
#[test]
fn the_observation_hides_the_other_hands_and_the_deck() {
    let mut state = table(&[&[5, 5, 1], &[2, 3, 4], &[2, 3, 6]], &[10, 4, 0], &[6, 1]);
    act(&mut state, "play 5 5");
    let seen = state.observe(1);
    assert_eq!(seen.hand, *state.hand(1));
    assert_eq!(seen.hand_sizes, [1, 3, 3]);
    assert!(seen.known_hands[0].is_empty() && seen.known_hands[2].is_empty());
    assert_eq!(seen.known_hands[1], *state.hand(1));
    assert_eq!(seen.strength, [10, 4, 0]);
    assert_eq!(seen.out, [false, false, true]);
    assert_eq!(seen.deck_size, 2);
    assert_eq!((seen.turn, seen.phase), (0, Phase::Target));
    assert_eq!(seen.pending, Some(Play::pair(Card::Five)));
    assert_eq!(seen.discard, state.discard());

    // Seat 1 cannot tell seat 0's hand, seat 2's hand and the deck apart.
    let mut other = state.clone();
    other.hands[0] = cards(&[6]).into_iter().collect();
    other.hands[2] = cards(&[1, 2, 3]).into_iter().collect();
    other.deck = cards(&[6, 1]);
    other.deck.swap(0, 1);
    assert_eq!(other.violations(), Vec::<String>::new());
    views_agree(&state, &other, 1);

    let public = state.observe_public();
    assert!(public.hand.is_empty() && public.known_hands.iter().all(Cards::is_empty));
    assert_eq!(public.hand_sizes, seen.hand_sizes);
}

/// Determinization deals only the unseen cards (the other hands, the deck), keeping every hand's
/// size and everything the observer knows; the samples vary the hidden cards.
#[test]
fn determinize_keeps_what_the_observer_knows() {
    let mut state = State::new_game(&Options::players(4), 11, &mut Vec::new()).unwrap();
    act(&mut state, "play 1");
    let mut rng = GameRng::new(5);
    for seat in 0..4 {
        let seen = state.observe(seat);
        let mut others = Vec::new();
        for _ in 0..20 {
            let sample = State::determinize(&seen, &mut rng);
            assert_eq!(sample.observe(seat), seen);
            assert_eq!(sample.violations(), Vec::<String>::new());
            assert_eq!(sample.hand(seat), state.hand(seat));
            assert_eq!(sample.deck().len(), state.deck().len());
            assert_eq!(sample.discard(), state.discard());
            assert_eq!(sample.pending(), state.pending());
            assert!((0..4).all(|s| sample.hand(s).len() == state.hand(s).len()));
            others.push(sample.hands.clone());
        }
        assert!(
            others.iter().any(|h| *h != others[0]),
            "seat {seat}'s samples all alike"
        );
    }
    // A spectator's sample deals every hand, seat 0's too.
    let public = state.observe_public();
    let sample = State::determinize(&public, &mut rng);
    assert_eq!(sample.violations(), Vec::<String>::new());
    assert_eq!(sample.observe_public(), public);
}

/// The invariants see a card lost (here one too many of another), a strength above the
/// start, and played cards while no target is awaited.
#[test]
fn the_invariants_catch_a_lost_card_and_an_impossible_table() {
    let mut state = table(&[&[1, 2, 3], &[4, 5, 6]], &[10, 10], &[6, 6]);
    state.deck.pop();
    state.strength[1] = 11;
    state.pending = Some(Play::single(Card::One));
    let violations = state.violations().join("; ");
    assert!(
        violations.contains(
            "18 cards, not the deck's 18 of three of each value: 4 of value 1, 2 of value 6"
        ),
        "{violations}"
    );
    assert!(
        violations.contains("seat 1 has 11 strength"),
        "{violations}"
    );
    assert!(
        violations.contains("phase Play with played cards"),
        "{violations}"
    );
}
