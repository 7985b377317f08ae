//! The analysis of a decision (`bots::analysis`): every legal choice estimated once, the
//! estimates honest where the answer is certain, and drawn from the seat's observation alone.

use bots::analysis::{Analysis, analyse};
use bots::{BotGame, Budget};
use rules_core::{Game, GameRng, Status};

/// Plays random games of `G` at `options`, calling `each` at every decision with more than one
/// legal action.
fn decisions<G: BotGame>(
    options: &G::Options,
    seeds: std::ops::Range<u64>,
    mut each: impl FnMut(&G, &[G::Action]),
) {
    for seed in seeds {
        let mut events = Vec::new();
        let mut state = G::new_game(options, seed, &mut events).unwrap();
        let mut rng = GameRng::new(seed ^ 0xA5);
        let mut legal = Vec::new();
        while let Status::Decision(_) = state.status() {
            state.legal_actions(&mut legal);
            if legal.len() > 1 {
                each(&state, &legal);
            }
            let action = legal[rng.below(legal.len())].clone();
            events.clear();
            state.apply(&action, &mut events).unwrap();
        }
    }
}

fn seat_of<G: Game>(state: &G) -> usize {
    match state.status() {
        Status::Decision(seat) => seat,
        Status::Over(_) => unreachable!("a decision"),
    }
}

/// Every legal choice is listed once, the favourite first with the most visits, every chance in
/// 0..=1, and the best choice costs nothing.
fn well_formed<A: PartialEq + std::fmt::Debug + Clone>(analysis: &Analysis<A>, legal: &[A]) {
    assert_eq!(analysis.choices.len(), legal.len());
    for action in legal {
        assert_eq!(
            analysis
                .choices
                .iter()
                .filter(|c| c.action == *action)
                .count(),
            1,
            "{action:?} listed once"
        );
    }
    let most = analysis.choices.iter().map(|c| c.visits).max().unwrap();
    assert_eq!(
        analysis.best().visits,
        most,
        "the favourite is the most visited"
    );
    for c in &analysis.choices {
        assert!(
            c.chance.is_none_or(|p| (0.0..=1.0).contains(&p)),
            "{c:?}: a chance lies in 0..=1"
        );
        assert_eq!(c.chance.is_some(), c.visits > 0, "{c:?}");
    }
    assert_eq!(analysis.cost(&analysis.best().action), Some(0.0));
}

/// A choice that ends the match at once, the same way whatever the hidden cards, is estimated
/// exactly by the search: 1 when it wins the match for the deciding seat, 0 when it loses it (in
/// two-seat Ivanhoe, withdrawing from the tournament whose token is the other seat's last); the
/// corrected chance stays within a hundredth of it.
#[test]
fn a_choice_that_ends_the_match_is_estimated_exactly() {
    let mut certain = 0;
    decisions::<ivanhoe_rules::State>(
        &ivanhoe_rules::Options::players(2),
        0..40,
        |state, legal| {
            let seat = seat_of(state);
            let observation = state.observe(seat);
            // The choices that end the match with the same winners on the real deal and on
            // other deals that look the same to the seat.
            let mut rng = GameRng::new(7);
            let samples: Vec<ivanhoe_rules::State> = std::iter::once(state.clone())
                .chain((0..8).map(|_| ivanhoe_rules::State::determinize(&observation, &mut rng)))
                .collect();
            let ends = |action: &ivanhoe_rules::Action| -> Option<f64> {
                let mut value = None;
                for sample in &samples {
                    let mut s = sample.clone();
                    s.apply(action, &mut Vec::new()).ok()?;
                    let outcome = s.outcome()?;
                    let v = if outcome.winners.contains(&seat) {
                        1.0 / outcome.winners.len() as f64
                    } else {
                        0.0
                    };
                    if value.is_some_and(|w| w != v) {
                        return None;
                    }
                    value = Some(v);
                }
                value
            };
            let sure: Vec<(ivanhoe_rules::Action, f64)> = legal
                .iter()
                .filter_map(|a| ends(a).map(|v| (*a, v)))
                .collect();
            if sure.is_empty() {
                return;
            }
            let analysis =
                analyse::<ivanhoe_rules::State>(&observation, legal, Budget::iterations(300), 1);
            well_formed(&analysis, legal);
            for (action, value) in sure {
                let choice = analysis.choice(&action).unwrap();
                if let (Some(raw), Some(chance)) = (choice.raw, choice.chance) {
                    assert_eq!(raw, value, "{action}: the match ends at once");
                    // The game's correction keeps a certainty all but certain.
                    assert!((chance - value).abs() < 0.01, "{action}: {chance}");
                    certain += 1;
                }
            }
        },
    );
    assert!(
        certain >= 5,
        "only {certain} certain choices met: the check saw too little"
    );
}

/// The analysis reads the observation only: a deal that looks the same to the seat (its hidden
/// cards dealt again) gets the same analysis, and the same seed and iterations give it again.
#[test]
fn the_analysis_depends_on_what_the_seat_sees_only() {
    let mut checked = 0;
    decisions::<knights_ninjas_rules::State>(
        &knights_ninjas_rules::Options::players(3),
        0..3,
        |state, legal| {
            if checked >= 12 {
                return;
            }
            checked += 1;
            let seat = seat_of(state);
            let observation = state.observe(seat);
            let other =
                knights_ninjas_rules::State::determinize(&observation, &mut GameRng::new(3));
            let seen_there = other.observe(seat);
            let budget = Budget::iterations(200);
            let here = analyse::<knights_ninjas_rules::State>(&observation, legal, budget, 5);
            let there = analyse::<knights_ninjas_rules::State>(&seen_there, legal, budget, 5);
            well_formed(&here, legal);
            assert_eq!(here, there, "another deal that looks the same");
            assert_eq!(here.iterations, 200);
        },
    );
    assert_eq!(checked, 12);
}

/// Castle Lords decisions are analysed as well: each choice listed, the chances in range.
#[test]
fn castle_lords_decisions_are_analysed() {
    let mut checked = 0;
    let options = castle_lords_rules::Options::new(3, castle_lords_rules::RuleSet::Intermediate);
    decisions::<castle_lords_rules::State>(&options, 0..1, |state, legal| {
        if checked >= 8 {
            return;
        }
        checked += 1;
        let observation = state.observe(seat_of(state));
        let analysis =
            analyse::<castle_lords_rules::State>(&observation, legal, Budget::iterations(100), 2);
        well_formed(&analysis, legal);
    });
    assert_eq!(checked, 8);
}

/// A Castle Lords analysis corrects its chances with the correction of the table's own rule set
/// (`castle_lords_rules::players::chance_correction`, read from the observation's options): at three
/// seats basic play has its own, advanced play borrows intermediate play's.
#[test]
fn castle_lords_chances_are_corrected_per_rule_set() {
    use castle_lords_rules::{Options, RuleSet, State};
    for rules in RuleSet::ALL {
        let correction = castle_lords_rules::players::chance_correction(rules, 3);
        let mut checked = 0;
        decisions::<State>(&Options::new(3, rules), 0..1, |state, legal| {
            if checked >= 3 {
                return;
            }
            checked += 1;
            let observation = state.observe(seat_of(state));
            let analysis = analyse::<State>(&observation, legal, Budget::iterations(100), 2);
            for choice in &analysis.choices {
                let raw = choice.raw.expect("100 iterations try every choice here");
                assert_eq!(choice.chance, Some(correction.apply(raw, 3)), "{rules:?}");
            }
        });
        assert_eq!(checked, 3, "{rules:?}");
    }
    let [basic, intermediate, advanced] =
        RuleSet::ALL.map(|rules| castle_lords_rules::players::chance_correction(rules, 3));
    assert_ne!(basic, intermediate);
    assert_eq!(advanced, intermediate);
}

/// An analysis run a slice at a time (as the browser runs a hint, a few milliseconds a frame)
/// gives exactly what the whole run gives with the same seed and iteration budget, however thin
/// the slices.
#[test]
fn an_analysis_in_slices_is_the_whole_analysis() {
    let mut checked = 0;
    decisions::<ivanhoe_rules::State>(&ivanhoe_rules::Options::players(3), 0..1, |state, legal| {
        if checked >= 6 {
            return;
        }
        checked += 1;
        let observation = state.observe(seat_of(state));
        let budget = Budget::iterations(400);
        let whole = analyse::<ivanhoe_rules::State>(&observation, legal, budget, 9);
        let mut sliced = bots::analysis::Analyser::<ivanhoe_rules::State>::new(
            observation,
            legal.to_vec(),
            budget,
            9,
        )
        .unwrap();
        let mut slices = 0;
        let analysis = loop {
            slices += 1;
            if let Some(a) = sliced.run(Some(std::time::Duration::from_micros(50))) {
                break a;
            }
        };
        assert!(slices > 1, "the slices were thin enough to need several");
        assert_eq!(analysis, whole);
    });
    assert_eq!(checked, 6);
}

/// A whole match analysed decision by decision: every decision with a choice is estimated once,
/// in order, from its seat's side (the choice made never worth more than the best), and the
/// analysis run in thin slices gives exactly the same estimates.
#[test]
fn a_match_is_analysed_decision_by_decision_whole_or_in_slices() {
    use bots::analysis::MatchAnalyser;
    let options = knights_ninjas_rules::Options::players(3);
    let mut events = Vec::new();
    let mut state = knights_ninjas_rules::State::new_game(&options, 4, &mut events).unwrap();
    let dealt = state.clone();
    let mut rng = GameRng::new(4);
    let mut legal = Vec::new();
    let mut actions = Vec::new();
    let mut with_a_choice = Vec::new();
    while let Status::Decision(_) = state.status() {
        state.legal_actions(&mut legal);
        if legal.len() > 1 {
            with_a_choice.push(actions.len());
        }
        let action = legal[rng.below(legal.len())];
        actions.push(action);
        state.apply(&action, &mut events).unwrap();
    }
    let budget = Budget::iterations(60);
    let whole = MatchAnalyser::new(dealt.clone(), actions.clone(), budget, 3)
        .run(None)
        .unwrap()
        .unwrap();
    let indices: Vec<usize> = whole.iter().map(|e| e.index).collect();
    assert_eq!(indices, with_a_choice);
    for e in &whole {
        assert_eq!(e.action, actions[e.index]);
        if let Some(after) = e.after {
            assert!(after <= e.before + 1e-12, "{e:?}");
        }
    }
    let mut sliced = MatchAnalyser::new(dealt, actions, budget, 3);
    let mut slices = 0;
    let again = loop {
        slices += 1;
        if let Some(result) = sliced.run(Some(std::time::Duration::from_micros(200))) {
            break result.unwrap();
        }
    };
    assert!(slices > 1);
    assert_eq!(again, whole);
}

/// A record whose action the rules refuse ends the analysis with the reason, naming the
/// decision.
#[test]
fn a_record_that_does_not_replay_is_refused_by_name() {
    use bots::analysis::MatchAnalyser;
    let options = ivanhoe_rules::Options::players(2);
    let state = ivanhoe_rules::State::new_game(&options, 1, &mut Vec::new()).unwrap();
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    // The first action twice: the second is not the same seat's to make, or not legal.
    let actions = vec![legal[0], legal[0], legal[0]];
    let result = MatchAnalyser::new(state, actions, Budget::iterations(20), 1)
        .run(None)
        .unwrap();
    let error = result.unwrap_err();
    assert!(error.starts_with("decision "), "{error}");
}

/// Turning points: the person's costliest choices (against the best found), and the opponents'
/// decisions after which their chance had risen the most since their previous one (from the
/// fair share), biggest first, at most so many, none under the threshold.
#[test]
fn turning_points_are_the_biggest_swings() {
    use bots::analysis::{DecisionEstimate, turning_points};
    let e = |index: usize, seat: usize, before: f64, after: f64| DecisionEstimate {
        index,
        seat,
        action: index,
        before,
        after: Some(after),
        best: 0,
        search: (1_000, index as u64),
    };
    let estimates = vec![
        e(0, 0, 0.50, 0.49), // the person, a cost of 0.01: noise
        e(1, 1, 0.60, 0.60), // an opponent: 0.50 → 0.60, a gain of 0.10
        e(2, 0, 0.40, 0.20), // the person, a cost of 0.20
        e(3, 1, 0.70, 0.65), // the opponent: 0.60 → 0.65, a gain of 0.05
        e(4, 0, 0.30, 0.25), // the person, a cost of 0.05
        e(5, 1, 0.90, 0.90), // the opponent: 0.65 → 0.90, a gain of 0.25
        e(6, 0, 0.10, 0.02), // the person, a cost of 0.08
    ];
    let (costs, gains) = turning_points(&estimates, 0, 2, 2);
    let at = |points: &[bots::analysis::TurningPoint<usize>]| -> Vec<usize> {
        points.iter().map(|p| p.estimate.index).collect()
    };
    assert_eq!(at(&costs), vec![2, 6]);
    assert!((costs[0].change + 0.20).abs() < 1e-9);
    assert_eq!(at(&gains), vec![5, 1]);
    assert!((gains[0].change - 0.25).abs() < 1e-9);
}

/// An analysis stopped between slices (the browser's wall-clock limit) gives the choices as the
/// search stands: every legal choice listed, fewer iterations than its budget.
#[test]
fn an_analysis_stopped_early_gives_what_it_has() {
    let options = ivanhoe_rules::Options::players(3);
    let state = ivanhoe_rules::State::new_game(&options, 2, &mut Vec::new()).unwrap();
    let seat = seat_of(&state);
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    assert!(legal.len() > 1);
    let mut analyser = bots::analysis::Analyser::<ivanhoe_rules::State>::new(
        state.observe(seat),
        legal.clone(),
        Budget::iterations(1_000_000),
        3,
    )
    .unwrap();
    assert!(analyser.stop().is_none(), "nothing searched yet");
    for _ in 0..3 {
        assert!(
            analyser
                .run(Some(std::time::Duration::from_millis(1)))
                .is_none()
        );
    }
    let analysis = analyser.stop().expect("a search under way");
    well_formed(&analysis, &legal);
    assert!(analysis.iterations > 0 && analysis.iterations < 1_000_000);
}
