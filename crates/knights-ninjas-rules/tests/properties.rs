//! Properties of random legal play, for every player count: invariants after every action,
//! determinism, "listed == accepted by apply", observation secrecy, and termination.

use knights_ninjas_rules::{Action, Card, Options, Play, State};
use proptest::prelude::*;
use rules_core::{Game, GameRng, Status};

/// Far above any game seen in random play; the falling target makes every game short (see
/// `random_play_always_ends`).
const ACTION_BOUND: usize = 20_000;

fn new_game(players: usize, seed: u64) -> State {
    let mut events = Vec::new();
    State::new_game(&Options::players(players), seed, &mut events).expect("valid options")
}

/// Plays random legal actions from `seed`, calling `visit` before each one; returns the final
/// state and the actions applied.
fn play_random(
    players: usize,
    seed: u64,
    mut visit: impl FnMut(&State, &[Action], &mut GameRng),
) -> (State, Vec<Action>) {
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
        visit(&state, &legal, &mut rng);
        let action = *rng.choose(&legal).expect("non-empty");
        events.clear();
        state
            .apply(&action, &mut events)
            .unwrap_or_else(|e| panic!("listed action '{action}' refused: {e}"));
        played.push(action);
    }
    (state, played)
}

/// Any action of the whole action space, well-formed or not by the rules.
fn random_action(rng: &mut GameRng) -> Action {
    let roles: Vec<Card> = Card::ALL
        .into_iter()
        .filter(|c| *c != Card::Jester)
        .collect();
    let role = *rng.choose(&roles).unwrap();
    let (natural, jesters) = loop {
        let n = rng.below(4) as u8;
        let j = rng.below(3) as u8;
        if n + j > 0 {
            break (n, j);
        }
    };
    let play = Play {
        role,
        natural,
        jesters,
    };
    match rng.below(7) {
        0 => Action::Attack {
            target: rng.below(7),
            play,
        },
        1 => Action::Respond(play),
        2 => Action::Steal(play),
        3 => Action::Fortify(play),
        4 => Action::Discard(*rng.choose(&Card::ALL).unwrap()),
        5 => Action::Pass,
        _ => Action::End,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Invariants (cards and gems conserved, one Castle/Archer/Minstrel per kingdom, phases
    /// consistent) hold after every action, and every game ends with a winner.
    #[test]
    fn invariants_hold_after_every_action(players in 2usize..=6, seed in any::<u64>()) {
        let (state, _) = play_random(players, seed, |s, _, _| {
            let v = s.invariant_violations();
            assert!(v.is_empty(), "{v:?}");
        });
        prop_assert!(state.invariant_violations().is_empty());
        let outcome = state.outcome().expect("over");
        prop_assert_eq!(outcome.winners.len(), 1);
        let w = outcome.winners[0];
        prop_assert!(state.kingdom(w).gems >= state.target());
    }

    /// Same options, seed and actions: identical serialized states, step by step.
    #[test]
    fn same_seed_and_actions_give_identical_states(players in 2usize..=6, seed in any::<u64>()) {
        let mut first = Vec::new();
        let (end, actions) = play_random(players, seed, |s, _, _| {
            first.push(serde_json::to_string(s).unwrap());
        });
        let mut replay = new_game(players, seed);
        let mut events = Vec::new();
        for (i, a) in actions.iter().enumerate() {
            prop_assert_eq!(&serde_json::to_string(&replay).unwrap(), &first[i]);
            let text = a.to_string();
            let parsed: Action = text.parse().unwrap();
            prop_assert_eq!(parsed, *a);
            replay.apply(&parsed, &mut events).unwrap();
        }
        prop_assert_eq!(serde_json::to_string(&replay).unwrap(), serde_json::to_string(&end).unwrap());
    }

    /// Random actions from the whole action space are accepted exactly when listed, and a
    /// refused action changes nothing.
    #[test]
    fn listed_equals_accepted(players in 2usize..=6, seed in any::<u64>()) {
        play_random(players, seed, |s, legal, rng| {
            for _ in 0..6 {
                let action = random_action(rng);
                let mut copy = s.clone();
                let mut events = Vec::new();
                let accepted = copy.apply(&action, &mut events).is_ok();
                assert_eq!(accepted, legal.contains(&action), "'{action}' in {:?}", s.phase());
                if !accepted {
                    assert_eq!(&copy, s, "a refused '{action}' changed the state");
                }
            }
            if rng.below(8) == 0 {
                for action in legal {
                    let mut copy = s.clone();
                    assert!(copy.apply(action, &mut Vec::new()).is_ok(), "listed '{action}'");
                }
            }
        });
    }

    /// A seat's observation is reproduced by any state sampled from it, and the sampling
    /// really deals the hidden cards anew.
    #[test]
    fn determinize_keeps_the_observation_and_varies_hidden_cards(
        players in 2usize..=6,
        seed in any::<u64>(),
    ) {
        let mut varied = 0;
        let mut sampled = 0;
        play_random(players, seed, |s, _, rng| {
            if rng.below(4) != 0 {
                return;
            }
            let seat = rng.below(players);
            let obs = s.observe(seat);
            let det = State::determinize(&obs, rng);
            assert_eq!(det.observe(seat), obs);
            let v = det.invariant_violations();
            assert!(v.is_empty(), "{v:?}");
            sampled += 1;
            let hidden_differs = det.deck() != s.deck()
                || (0..players).any(|h| h != seat && det.hand(h) != s.hand(h));
            if hidden_differs {
                varied += 1;
            }
        });
        if sampled >= 10 {
            prop_assert!(varied * 2 >= sampled, "only {varied} of {sampled} samples varied");
        }
    }
}

/// Termination: every reshuffle lowers the target until it reaches 1, where any gem arriving
/// wins; with cards consumed by every play, random games end well within the bound.
#[test]
fn random_play_always_ends() {
    let mut longest = 0;
    for players in 2..=6 {
        for seed in 0..40u64 {
            let (state, actions) = play_random(players, seed, |_, _, _| {});
            assert!(matches!(state.status(), Status::Over(_)));
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
