//! The engine's shortcuts for the searches (docs/PERFORMANCE.md, "Search speed measured again")
//! against the rules they stand for, over the states of random games at every table size: the
//! legal list, whether a sweeping card or Adapt would change anything, the kinds of a hand, the
//! seats clockwise, and the comparison of actions.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use rules_core::{Game, GameRng, Status};

use crate::action::{Action, FaceUp, Play};
use crate::cards::{Card, Cards, Colour};
use crate::options::Options;
use crate::state::{Phase, State};

/// Every state of `games` random games at each table size, with the actions listed in them.
fn random_states(games: u64) -> Vec<State> {
    let mut states = Vec::new();
    let mut legal = Vec::new();
    let mut events = Vec::new();
    for players in 2..=5 {
        for seed in 0..games {
            let mut rng = GameRng::new(seed);
            let mut state =
                State::new_game(&Options::players(players), seed, &mut events).expect("a table");
            while let Status::Decision(_) = state.status() {
                states.push(state.clone());
                state.legal_actions(&mut legal);
                let action = legal[rng.below(legal.len())];
                events.clear();
                state.apply(&action, &mut events).expect("a legal action");
            }
        }
    }
    states
}

/// The legal list as the rules define it: every candidate play of every kind in hand through
/// `check_play` (the Play phase's list before its shortcut for display cards).
fn legal_by_the_rules(state: &State) -> Vec<Action> {
    let seat = state.turn;
    let mut out = Vec::new();
    for card in state.hands[seat].kinds() {
        state.candidate_plays(card, &mut |play| {
            if state.check_play(seat, play).is_ok() {
                out.push(Action::Play(play));
            }
        });
    }
    if state.check_stay(seat).is_ok() {
        out.push(Action::Stay);
    }
    out.push(Action::Withdraw);
    out
}

#[test]
fn the_play_phase_lists_what_the_rules_allow_in_the_same_order() {
    let mut legal = Vec::new();
    let mut checked = 0;
    for state in random_states(40) {
        if state.phase == Phase::Play {
            state.legal_actions(&mut legal);
            assert_eq!(legal, legal_by_the_rules(&state), "{state:?}");
            checked += 1;
        }
    }
    assert!(checked > 10_000, "{checked} states in play");
}

#[test]
fn sweeps_and_adapt_change_something_exactly_when_their_lists_say_so() {
    let (mut sweeps, mut keeps) = (0, 0);
    for state in random_states(40) {
        if !matches!(state.phase, Phase::Play) {
            continue;
        }
        for actor in state.seats() {
            for play in [Play::Charge, Play::Countercharge, Play::Disgrace] {
                let listed = !state.sweep(actor, play).is_empty();
                assert_eq!(state.sweeps_any(actor, play), listed, "{play:?} {state:?}");
                sweeps += usize::from(listed);
            }
            let listed = !state.adapt_keeps(actor).is_empty();
            assert_eq!(state.adapt_keeps_any(actor), listed, "{state:?}");
            keeps += usize::from(listed);
        }
    }
    // Both answers occur, so the comparison covers them.
    assert!(
        sweeps > 1_000 && keeps > 100,
        "{sweeps} sweeps, {keeps} keeps"
    );
}

#[test]
fn a_hands_kinds_read_from_its_mask_are_its_kinds_in_code_order() {
    let mut rng = GameRng::new(7);
    for _ in 0..5_000 {
        let mut hand = Cards::new();
        for _ in 0..rng.below(20) {
            hand.add(Card::ALL[rng.below(Card::ALL.len())]);
        }
        let kinds: Vec<Card> = hand.kinds().collect();
        assert_eq!(crate::game::kinds_in(&hand).collect::<Vec<_>>(), kinds);
    }
    let mut all = Cards::new();
    Card::ALL.iter().for_each(|&c| all.add(c));
    assert_eq!(crate::game::kinds_in(&all).count(), Card::ALL.len());
}

#[test]
fn the_seats_clockwise_are_the_seats_modulo_the_table() {
    for players in 2..=5 {
        let state = State::new_game(&Options::players(players), 1, &mut Vec::new()).unwrap();
        for seat in 0..players + 3 {
            let expected: Vec<usize> = (1..players).map(|k| (seat + k) % players).collect();
            let actual: Vec<usize> = state.clockwise_after(seat).collect();
            assert_eq!(actual, expected, "{players} players, seat {seat}");
        }
    }
}

/// Every kind of action, with a few values of each field.
fn actions() -> Vec<Action> {
    let mut plays: Vec<Play> = Card::ALL.iter().map(|&c| Play::Card(c)).collect();
    let faces = [
        FaceUp::Display(0),
        FaceUp::Display(2),
        FaceUp::Shield,
        FaceUp::Stunned,
    ];
    for seat in [0, 1, 3] {
        plays.extend([
            Play::BreakLance(seat),
            Play::Riposte(seat),
            Play::Dodge(seat, 0),
            Play::Dodge(seat, 1),
            Play::KnockDown(seat),
            Play::Stunned(seat),
        ]);
        for mine in faces {
            for theirs in faces {
                plays.push(Play::Outwit {
                    mine,
                    target: seat,
                    theirs,
                });
            }
        }
    }
    for colour in Colour::ALL {
        plays.extend([Play::Unhorse(colour), Play::ChangeWeapon(colour)]);
    }
    plays.extend([
        Play::DropWeapon,
        Play::Retreat(0),
        Play::Retreat(1),
        Play::Outmaneuver,
        Play::Charge,
        Play::Countercharge,
        Play::Disgrace,
        Play::Adapt,
        Play::Shield,
    ]);
    let mut all: Vec<Action> = plays.into_iter().map(Action::Play).collect();
    for colour in Colour::ALL {
        all.extend([
            Action::ChooseColour(colour),
            Action::Token(colour),
            Action::ReturnToken(colour),
        ]);
    }
    all.extend([
        Action::Stay,
        Action::Withdraw,
        Action::Keep(0),
        Action::Keep(1),
        Action::Ivanhoe,
        Action::Pass,
    ]);
    all
}

fn hash(action: &Action) -> u64 {
    let mut h = DefaultHasher::new();
    action.hash(&mut h);
    h.finish()
}

#[test]
fn actions_are_equal_when_they_are_the_same_decision_and_hash_alike() {
    let all = actions();
    for a in &all {
        for b in &all {
            // The derived `Debug` writes every variant and field.
            let same = format!("{a:?}") == format!("{b:?}");
            assert_eq!(a == b, same, "{a:?} and {b:?}");
            if same {
                assert_eq!(hash(a), hash(b), "{a:?}");
            }
        }
    }
}
