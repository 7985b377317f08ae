//! Termination: random and reluctant play always end, as the falling target guarantees. (The
//! properties every engine shares are in `conformance.rs`.)

use knights_ninjas_rules::{Action, Options, State};
use rules_core::{Game, GameRng, Status};

/// Far above any game seen in random play; the falling target makes every game short (see
/// `random_play_always_ends`).
const ACTION_BOUND: usize = 20_000;

fn new_game(players: usize, seed: u64) -> State {
    let mut events = Vec::new();
    State::new_game(&Options::players(players), seed, &mut events).expect("valid options")
}

/// Plays random legal actions from `seed`; returns the final state and the actions applied.
fn play_random(players: usize, seed: u64) -> (State, Vec<Action>) {
    let mut state = new_game(players, seed);
    let mut rng = GameRng::derived(seed, 1);
    let mut legal = Vec::new();
    let mut events = Vec::new();
    let mut played = Vec::new();
    while state.outcome().is_none() {
        assert!(
            played.len() < ACTION_BOUND,
            "no end after {ACTION_BOUND} actions (seed {seed})"
        );
        state.legal_actions(&mut legal);
        assert!(!legal.is_empty(), "a decision without legal actions");
        let action = *rng.choose(&legal).expect("non-empty");
        events.clear();
        state
            .apply(&action, &mut events)
            .unwrap_or_else(|e| panic!("listed action '{action}' refused: {e}"));
        played.push(action);
    }
    (state, played)
}

/// Termination: every reshuffle lowers the target until it reaches 1, where any gem arriving
/// wins; with cards consumed by every play, random games end well within the bound.
#[test]
fn random_play_always_ends() {
    let mut longest = 0;
    for players in 2..=6 {
        for seed in 0..40u64 {
            let (state, actions) = play_random(players, seed);
            // RULINGS §3 winning: one winner, holding at least the target when gems arrive.
            let Status::Over(outcome) = state.status() else {
                panic!("not over")
            };
            assert_eq!(outcome.winners.len(), 1);
            assert!(state.kingdom(outcome.winners[0]).gems >= state.target());
            longest = longest.max(actions.len());
        }
    }
    assert!(longest < ACTION_BOUND / 4, "longest game {longest} actions");
}

/// Termination even when players avoid fighting: a player who mostly discards, fortifies and
/// passes runs the deck out again and again; each reshuffle lowers the target, down to 1,
/// where the first gems to arrive anywhere win.
#[test]
fn reluctant_play_still_ends_as_the_target_falls() {
    let mut fell = 0;
    for players in 2..=6 {
        for seed in 0..20u64 {
            let mut state = new_game(players, seed);
            let mut rng = GameRng::derived(seed, 2);
            let (mut legal, mut events, mut steps) = (Vec::new(), Vec::new(), 0);
            while state.outcome().is_none() {
                steps += 1;
                assert!(steps < ACTION_BOUND, "no end after {ACTION_BOUND} actions");
                state.legal_actions(&mut legal);
                let calm: Vec<Action> = legal
                    .iter()
                    .copied()
                    .filter(|a| !matches!(a, Action::Attack { .. } | Action::Steal(_)))
                    .collect();
                let pool = if rng.below(20) != 0 && !calm.is_empty() {
                    &calm
                } else {
                    &legal
                };
                let action = *rng.choose(pool).unwrap();
                events.clear();
                state.apply(&action, &mut events).unwrap();
                assert!(state.invariant_violations().is_empty());
            }
            if state.target() < 10 {
                fell += 1;
            }
        }
    }
    assert!(fell > 0, "the target never fell in reluctant play");
}
