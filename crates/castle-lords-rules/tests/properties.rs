//! Property tests over random legal play, for every rule set and several player counts:
//! invariants after every action, determinism, "listed == accepted", observation secrecy,
//! determinization, and termination.

use castle_lords_rules::{Action, Card, Options, RuleSet, State};
use proptest::prelude::*;
use rules_core::{Game, GameRng, Status};

/// A generous bound on the actions of one match (a hand takes a few hundred at most).
const ACTION_BOUND: usize = 200_000;

fn options(players: usize, rules: RuleSet) -> Options {
    let mut o = Options::new(players, rules);
    o.two_player_variant = players == 2;
    o
}

fn table() -> impl Strategy<Value = (usize, RuleSet)> {
    (
        2usize..=6,
        prop_oneof![
            Just(RuleSet::Basic),
            Just(RuleSet::Intermediate),
            Just(RuleSet::Advanced)
        ],
    )
}

/// Plays a whole match with uniformly random legal actions; calls `each` after every action.
fn play(opts: &Options, seed: u64, mut each: impl FnMut(&State, &Action)) -> (State, Vec<Action>) {
    let mut events = Vec::new();
    let mut state = State::new_game(opts, seed, &mut events).expect("valid options");
    let mut rng = GameRng::derived(seed, 1);
    let mut legal = Vec::new();
    let mut actions = Vec::new();
    while let Status::Decision(_) = state.status() {
        state.legal_actions(&mut legal);
        assert!(!legal.is_empty(), "a decision with no legal action");
        let action = *rng.choose(&legal).unwrap();
        events.clear();
        state
            .apply(&action, &mut events)
            .expect("a listed action is accepted");
        actions.push(action);
        each(&state, &action);
        assert!(actions.len() < ACTION_BOUND, "the match did not end");
    }
    (state, actions)
}

/// Every action the notation can express for this table, legal or not.
fn action_space(players: usize, castles: usize) -> Vec<Action> {
    let mut all = vec![
        Action::Decline,
        Action::Confirm,
        Action::Reclaim,
        Action::Pass,
    ];
    for i in 0..castle_lords_rules::cards::CARD_KINDS {
        let c = Card::from_index(i);
        all.extend([
            Action::Offer(c),
            Action::Propose(c),
            Action::Add(c),
            Action::Discard(c),
        ]);
    }
    all.extend((0..players + 1).map(Action::Pick));
    all.extend((0..castles as u8 + 1).map(Action::Attack));
    all
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Invariants hold after every action, and every match ends within the bound.
    #[test]
    fn invariants_hold_and_matches_end((players, rules) in table(), seed in any::<u64>()) {
        let (end, _) = play(&options(players, rules), seed, |s, a| {
            let v = s.invariant_violations();
            assert!(v.is_empty(), "after '{a}': {v:?}");
        });
        let outcome = end.outcome().expect("over");
        prop_assert!(!outcome.winners.is_empty());
    }

    /// Same options, seed and actions: identical serialized states.
    #[test]
    fn replays_are_identical((players, rules) in table(), seed in any::<u64>()) {
        let opts = options(players, rules);
        let mut first = Vec::new();
        let (end, actions) = play(&opts, seed, |s, _| first.push(serde_json::to_string(s).unwrap()));
        let mut events = Vec::new();
        let mut again = State::new_game(&opts, seed, &mut events).unwrap();
        for (i, a) in actions.iter().enumerate() {
            let text = a.to_string();
            let parsed: Action = text.parse().unwrap();
            prop_assert_eq!(parsed, *a);
            again.apply(&parsed, &mut events).unwrap();
            prop_assert_eq!(&serde_json::to_string(&again).unwrap(), &first[i]);
        }
        prop_assert_eq!(again, end);
    }

    /// Any well-formed action is accepted exactly when it is listed, and a refused one
    /// changes nothing.
    #[test]
    fn listed_equals_accepted((players, rules) in table(), seed in any::<u64>()) {
        let opts = options(players, rules);
        let space = action_space(players, opts.components().castles().len());
        let mut legal = Vec::new();
        let mut probe = GameRng::derived(seed, 7);
        let mut steps = 0usize;
        play(&opts, seed, |s, _| {
            steps += 1;
            if !steps.is_multiple_of(3) {
                return;
            }
            s.legal_actions(&mut legal);
            for _ in 0..12 {
                let a = *probe.choose(&space).unwrap();
                let mut copy = s.clone();
                let mut ev = Vec::new();
                let accepted = copy.apply(&a, &mut ev).is_ok();
                assert_eq!(accepted, legal.contains(&a), "'{a}' in phase {:?}", s.phase());
                if !accepted {
                    assert_eq!(&copy, s, "a refused '{a}' changed the state");
                    assert!(ev.is_empty());
                }
            }
        });
    }

    /// An observation keeps every hidden card out of reach: a state sampled from it looks the
    /// same to that seat, and the samples really vary the hidden cards.
    #[test]
    fn observations_are_secret_and_determinize_agrees((players, rules) in table(), seed in any::<u64>()) {
        let opts = options(players, rules);
        let mut rng = GameRng::derived(seed, 3);
        let mut steps = 0usize;
        let mut varied = false;
        let mut hidden_seen = false;
        play(&opts, seed, |s, _| {
            steps += 1;
            if !steps.is_multiple_of(5) {
                return;
            }
            for seat in 0..players {
                let obs = s.observe(seat);
                let a = State::determinize(&obs, &mut rng);
                let b = State::determinize(&obs, &mut rng);
                assert_eq!(a.observe(seat), obs);
                assert!(a.invariant_violations().is_empty(), "{:?}", a.invariant_violations());
                let hidden = obs.deck_size
                    + (0..players)
                        .filter(|&h| h != seat)
                        .map(|h| obs.hand_sizes[h] - obs.known_hands[h].len())
                        .sum::<usize>();
                if hidden >= 4 {
                    hidden_seen = true;
                    let others = |st: &State| {
                        let hands: Vec<_> = (0..players).map(|h| *st.hand(h)).collect();
                        (hands, st.deck().to_vec())
                    };
                    if others(&a) != others(&b) {
                        varied = true;
                    }
                }
            }
        });
        prop_assert!(!hidden_seen || varied, "determinize never varied the hidden cards");
    }
}
