//! Properties of random legal play, for 2 to 5 players: invariants hold after every action,
//! the game is a pure function of (options, seed, actions), the legal list is exactly what
//! `apply` accepts (and a refusal changes nothing), and observations hide other seats' cards.

use ivanhoe_rules::{Action, Card, Colour, FaceUp, Options, Play, State};
use proptest::prelude::*;
use rules_core::{Game, GameRng, Status, fingerprint};

/// Plays a random game, calling `visit` before each action with the state and legal list.
fn random_game(
    players: usize,
    seed: u64,
    mut visit: impl FnMut(&State, &[Action], &mut GameRng),
) -> (State, Vec<Action>) {
    let mut events = Vec::new();
    let mut state =
        State::new(&Options::players(players), seed, &mut events).expect("valid options");
    let mut rng = GameRng::derived(seed, 99);
    let mut legal = Vec::new();
    let mut history = Vec::new();
    for _ in 0..5_000 {
        if matches!(state.status(), Status::Over(_)) {
            break;
        }
        state.legal_actions(&mut legal);
        assert!(
            !legal.is_empty(),
            "a game that is not over offers a decision"
        );
        visit(&state, &legal, &mut rng);
        let action = legal[rng.below(legal.len())];
        events.clear();
        state
            .apply(&action, &mut events)
            .expect("listed actions are accepted");
        history.push(action);
    }
    (state, history)
}

/// An action drawn from the whole action space, legal or not.
fn any_action(rng: &mut GameRng) -> Action {
    let seat = rng.below(6);
    let pos = rng.below(8) as u8;
    let colour = Colour::ALL[rng.below(5)];
    let face_up = |rng: &mut GameRng| match rng.below(4) {
        0 => FaceUp::Shield,
        1 => FaceUp::Stunned,
        _ => FaceUp::Display(rng.below(6) as u8),
    };
    let play = match rng.below(18) {
        0 => Play::Unhorse(colour),
        1 => Play::ChangeWeapon(colour),
        2 => Play::DropWeapon,
        3 => Play::BreakLance(seat),
        4 => Play::Riposte(seat),
        5 => Play::Dodge(seat, pos),
        6 => Play::Retreat(pos),
        7 => Play::KnockDown(seat),
        8 => Play::Outmaneuver,
        9 => Play::Charge,
        10 => Play::Countercharge,
        11 => Play::Disgrace,
        12 => Play::Adapt,
        13 => Play::Outwit {
            mine: face_up(rng),
            target: seat,
            theirs: face_up(rng),
        },
        14 => Play::Shield,
        15 => Play::Stunned(seat),
        _ => {
            let displayable: Vec<Card> = Card::ALL
                .into_iter()
                .filter(|c| c.is_display_card())
                .collect();
            Play::Card(displayable[rng.below(displayable.len())])
        }
    };
    match rng.below(10) {
        0 => Action::ChooseColour(colour),
        1 => Action::Stay,
        2 => Action::Withdraw,
        3 => Action::Keep(pos),
        4 => Action::Ivanhoe,
        5 => Action::Pass,
        6 => Action::Token(colour),
        7 => Action::ReturnToken(colour),
        _ => Action::Play(play),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Conservation and the display rules hold after every action of random play.
    #[test]
    fn invariants_hold_throughout_random_play(players in 2usize..=5, seed in any::<u64>()) {
        random_game(players, seed, |state, _, _| {
            let violations = state.invariant_violations();
            assert!(violations.is_empty(), "{violations:?}");
        });
    }

    /// The same options, seed and actions give the same states and events, byte for byte.
    #[test]
    fn games_are_deterministic(players in 2usize..=5, seed in any::<u64>()) {
        let (first, history) = random_game(players, seed, |_, _, _| {});
        let mut events_a = Vec::new();
        let mut events_b = Vec::new();
        let mut a = State::new(&Options::players(players), seed, &mut events_a).unwrap();
        let mut b = State::new(&Options::players(players), seed, &mut events_b).unwrap();
        for action in &history {
            a.apply(action, &mut events_a).unwrap();
            b.apply(action, &mut events_b).unwrap();
        }
        prop_assert_eq!(fingerprint(&a), fingerprint(&first));
        prop_assert_eq!(serde_json::to_string(&a).unwrap(), serde_json::to_string(&b).unwrap());
        prop_assert_eq!(serde_json::to_string(&events_a).unwrap(), serde_json::to_string(&events_b).unwrap());
    }

    /// An action is listed if and only if apply accepts it; a refused action changes nothing.
    #[test]
    fn legal_list_is_exactly_what_apply_accepts(players in 2usize..=5, seed in any::<u64>()) {
        random_game(players, seed, |state, legal, rng| {
            for action in legal {
                let mut copy = state.clone();
                assert!(copy.apply(action, &mut Vec::new()).is_ok(), "listed {action} refused");
            }
            for _ in 0..12 {
                let action = any_action(rng);
                let mut copy = state.clone();
                let accepted = copy.apply(&action, &mut Vec::new()).is_ok();
                assert_eq!(accepted, legal.contains(&action), "{action}: accepted={accepted}");
                if !accepted {
                    assert_eq!(&copy, state, "refused {action} changed the state");
                }
            }
        });
    }

    /// An observation carries nothing hidden from its seat: a state rebuilt from it with the
    /// unseen cards dealt anew gives the same observation, while the hidden cards do vary.
    #[test]
    fn observations_hide_other_seats_cards(players in 2usize..=5, seed in any::<u64>()) {
        let mut varied = false;
        let mut step = 0;
        random_game(players, seed, |state, _, rng| {
            step += 1;
            if step % 7 != 0 {
                return;
            }
            for seat in 0..players {
                let obs = state.observe(seat);
                assert_eq!(obs.hand, *state.hand(seat));
                let sample = State::determinize(&obs, rng);
                assert_eq!(sample.observe(seat), obs, "seat {seat}");
                assert!(sample.invariant_violations().is_empty(), "{:?}", sample.invariant_violations());
                let others = |s: &State| (0..players).filter(|&o| o != seat).map(|o| *s.hand(o)).collect::<Vec<_>>();
                varied |= others(&sample) != others(state) || sample.deck() != state.deck();
            }
        });
        prop_assert!(varied, "determinization never changed a hidden card");
    }
}

/// Events as a seat sees them hide the cards other seats drew.
#[test]
fn events_hide_other_seats_draws() {
    let mut events = Vec::new();
    let state = State::new(&Options::players(3), 5, &mut events).unwrap();
    let drawer = state.turn();
    let other = (drawer + 1) % 3;
    let drew = events
        .iter()
        .find(|e| matches!(e, ivanhoe_rules::Event::Drew { .. }))
        .unwrap();
    assert!(matches!(
        drew.seen_by(Some(drawer)),
        ivanhoe_rules::Event::Drew { card: Some(_), .. }
    ));
    assert!(matches!(
        drew.seen_by(Some(other)),
        ivanhoe_rules::Event::Drew { card: None, .. }
    ));
    let dealt = events[0].seen_by(Some(other));
    let ivanhoe_rules::Event::Dealt { hands, .. } = dealt else {
        panic!("the deal comes first")
    };
    for (s, h) in hands.iter().enumerate() {
        assert_eq!(h.is_some(), s == other);
    }
}
