//! Scenario files: start from a position (or a seeded deal), apply actions in the notation,
//! check expectations. The format is documented in `docs/scenario-format.md` (section "Castle Lords").

use std::collections::BTreeMap;

use rules_core::scenario::expect_eq;
use rules_core::{Failure, Game, Report, RuleViolation, ScenarioError, Seat, Status};
use serde::Deserialize;

use crate::action::Action;
use crate::cards::{Card, Cards};
use crate::events::Event;
use crate::options::Options;
use crate::setup::Position;
use crate::state::{Crowns, State};

/// A scenario file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Scenario {
    game: String,
    name: String,
    description: String,
    #[serde(default)]
    options: Options,
    #[serde(default)]
    seed: u64,
    #[serde(default)]
    position: Option<Position>,
    #[serde(default)]
    steps: Vec<Step>,
    #[serde(default)]
    expect: Option<Expect>,
    /// Words the setup refusal must contain (options or a position that must be refused).
    #[serde(default)]
    setup_error: Option<String>,
}

/// One step: an action, optionally with the rule that must refuse it, or expectations to
/// check after it.
type Step = rules_core::scenario::Step<Expect>;

/// What to check. Every field is optional; seats and castles in map keys are numbers as text.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct Expect {
    #[serde(alias = "decider")]
    decision: Option<Seat>,
    phase: Option<String>,
    over: Option<bool>,
    winners: Option<Vec<Seat>>,
    hands: Option<BTreeMap<String, Vec<Card>>>,
    hand_sizes: Option<Vec<usize>>,
    known: Option<BTreeMap<String, BTreeMap<String, Vec<Card>>>>,
    deck_size: Option<usize>,
    dungeon: Option<Vec<Card>>,
    dungeon_size: Option<usize>,
    controllers: Option<Vec<Option<Seat>>>,
    boxes: Option<BTreeMap<String, Vec<Option<Seat>>>>,
    defenders: Option<BTreeMap<String, Vec<Card>>>,
    reserve: Option<Vec<usize>>,
    dungeon_banners: Option<Vec<usize>>,
    scores: Option<Vec<u32>>,
    hand_scores: Option<Vec<u32>>,
    crowns: Option<Vec<Crowns>>,
    hand_number: Option<u32>,
    last_round: Option<bool>,
    offer: Option<String>,
    proposals: Option<Vec<Option<Card>>>,
    army: Option<Vec<Card>>,
    legal_exactly: Option<Vec<String>>,
    legal_includes: Option<Vec<String>>,
    legal_excludes: Option<Vec<String>>,
    sees: Option<BTreeMap<String, serde_json::Value>>,
    events: Option<Vec<String>>,
}

fn malformed(why: impl std::fmt::Display) -> ScenarioError {
    ScenarioError::Malformed(why.to_string())
}

/// Splits `"2: pick @1"` into the expected decider and the action text.
fn split_seat(text: &str) -> Result<(Option<Seat>, &str), ScenarioError> {
    match text.split_once(':') {
        Some((seat, rest)) => {
            let seat = seat
                .trim()
                .parse()
                .map_err(|_| malformed(format!("'{text}': '{seat}' is not a seat")))?;
            Ok((Some(seat), rest.trim()))
        }
        None => Ok((None, text.trim())),
    }
}

fn seat_key(key: &str, what: &str) -> Result<usize, ScenarioError> {
    key.parse()
        .map_err(|_| malformed(format!("{what}: key '{key}' is not a number")))
}

fn sorted(cards: &[Card]) -> Vec<Card> {
    let c: Cards = cards.iter().copied().collect();
    c.iter().collect()
}

struct Checker {
    failures: Vec<Failure>,
    checked: usize,
}

impl Checker {
    fn eq<T: PartialEq + std::fmt::Debug>(
        &mut self,
        step: Option<usize>,
        what: impl Into<String>,
        expected: &T,
        actual: &T,
    ) {
        expect_eq(
            &mut self.failures,
            &mut self.checked,
            step,
            what,
            expected,
            actual,
        );
    }

    fn check(
        &mut self,
        state: &State,
        events: &[Event],
        step: Option<usize>,
        e: &Expect,
    ) -> Result<(), ScenarioError> {
        let n = state.players();
        let seat_ok = |s: usize, what: &str| {
            if s < n {
                Ok(s)
            } else {
                Err(malformed(format!("{what}: seat {s} is not at the table")))
            }
        };
        let castle_ok = |c: usize, what: &str| {
            if c < state.castles().len() {
                Ok(c)
            } else {
                Err(malformed(format!("{what}: there is no castle #{c}")))
            }
        };
        let decider = match state.status() {
            Status::Decision(s) => Some(s),
            Status::Over(_) => None,
        };
        if let Some(d) = e.decision {
            self.eq(step, "decision", &Some(d), &decider);
        }
        if let Some(p) = &e.phase {
            self.eq(step, "phase", p, &state.phase().name().to_string());
        }
        if let Some(o) = e.over {
            self.eq(step, "over", &o, &decider.is_none());
        }
        if let Some(w) = &e.winners {
            let actual = state.outcome().map(|o| o.winners).unwrap_or_default();
            self.eq(step, "winners", w, &actual);
        }
        if let Some(hands) = &e.hands {
            for (k, cards) in hands {
                let s = seat_ok(seat_key(k, "hands")?, "hands")?;
                let actual: Vec<Card> = state.hand(s).iter().collect();
                self.eq(step, format!("hands[{s}]"), &sorted(cards), &actual);
            }
        }
        if let Some(sizes) = &e.hand_sizes {
            let actual: Vec<usize> = state.seats().map(|s| state.hand(s).len()).collect();
            self.eq(step, "hand_sizes", sizes, &actual);
        }
        if let Some(known) = &e.known {
            for (v, holders) in known {
                let viewer = seat_ok(seat_key(v, "known")?, "known")?;
                for (h, cards) in holders {
                    let holder = seat_ok(seat_key(h, "known")?, "known")?;
                    let actual: Vec<Card> = state.known(viewer, holder).iter().collect();
                    self.eq(
                        step,
                        format!("known[{viewer}][{holder}]"),
                        &sorted(cards),
                        &actual,
                    );
                }
            }
        }
        if let Some(d) = e.deck_size {
            self.eq(step, "deck_size", &d, &state.deck().len());
        }
        if let Some(d) = &e.dungeon {
            let actual: Vec<Card> = state.dungeon().iter().collect();
            self.eq(step, "dungeon", &sorted(d), &actual);
        }
        if let Some(d) = e.dungeon_size {
            self.eq(step, "dungeon_size", &d, &state.dungeon().len());
        }
        if let Some(c) = &e.controllers {
            let actual: Vec<Option<Seat>> = (0..state.castles().len())
                .map(|c| state.controller(c))
                .collect();
            self.eq(step, "controllers", c, &actual);
        }
        if let Some(boxes) = &e.boxes {
            for (k, b) in boxes {
                let c = castle_ok(seat_key(k, "boxes")?, "boxes")?;
                let actual: Vec<Option<Seat>> = state.castles()[c].boxes.iter().collect();
                self.eq(step, format!("boxes[{c}]"), b, &actual);
            }
        }
        if let Some(defs) = &e.defenders {
            for (k, cards) in defs {
                let c = castle_ok(seat_key(k, "defenders")?, "defenders")?;
                let actual: Vec<Card> = state.castles()[c].defenders.iter().collect();
                self.eq(step, format!("defenders[{c}]"), &sorted(cards), &actual);
            }
        }
        if let Some(r) = &e.reserve {
            let actual: Vec<usize> = state.seats().map(|s| state.reserve(s)).collect();
            self.eq(step, "reserve", r, &actual);
        }
        if let Some(r) = &e.dungeon_banners {
            let actual: Vec<usize> = state.seats().map(|s| state.dungeon_banners(s)).collect();
            self.eq(step, "dungeon_banners", r, &actual);
        }
        if let Some(sc) = &e.scores {
            let actual: Vec<u32> = state.seats().map(|s| state.score(s)).collect();
            self.eq(step, "scores", sc, &actual);
        }
        if let Some(sc) = &e.hand_scores {
            self.eq(step, "hand_scores", sc, &state.hand_scores().to_vec());
        }
        if let Some(c) = &e.crowns {
            let actual: Vec<Crowns> = state.seats().map(|s| state.crowns(s)).collect();
            self.eq(step, "crowns", c, &actual);
        }
        if let Some(h) = e.hand_number {
            self.eq(step, "hand_number", &h, &state.hand_number());
        }
        if let Some(l) = e.last_round {
            self.eq(step, "last_round", &l, &state.last_round());
        }
        if let Some(o) = &e.offer {
            let actual = state.offer().map_or("none".to_string(), |c| c.to_string());
            self.eq(step, "offer", o, &actual);
        }
        if let Some(p) = &e.proposals {
            let actual: Vec<Option<Card>> = state.seats().map(|s| state.proposal(s)).collect();
            self.eq(step, "proposals", p, &actual);
        }
        if let Some(a) = &e.army {
            let actual: Vec<Card> = state.army().iter().collect();
            self.eq(step, "army", &sorted(a), &actual);
        }
        rules_core::scenario::Common {
            legal_includes: e.legal_includes.as_deref(),
            legal_excludes: e.legal_excludes.as_deref(),
            legal_exactly: e.legal_exactly.as_deref(),
            sees: e.sees.as_ref(),
        }
        .check(state, step, &mut self.failures, &mut self.checked)?;
        if let Some(names) = &e.events {
            // The named events must occur in this order (others may come between).
            let actual: Vec<String> = events.iter().map(Event::name).collect();
            let mut it = actual.iter();
            let found = names.iter().all(|n| it.any(|a| a == n));
            self.checked += 1;
            if !found {
                self.failures.push(Failure {
                    step,
                    what: "events".to_string(),
                    expected: format!("{names:?} in this order"),
                    actual: format!("{actual:?}"),
                });
            }
        }
        Ok(())
    }
}

/// Runs a scenario file (JSON with `"game": "castle-lords"`).
pub fn run_scenario(json: &str) -> Result<Report, ScenarioError> {
    let sc: Scenario = serde_json::from_str(json).map_err(malformed)?;
    if sc.game != State::NAME {
        return Err(malformed(format!(
            "the scenario is for game '{}', not '{}'",
            sc.game,
            State::NAME
        )));
    }
    if sc.description.trim().is_empty() {
        return Err(malformed("the description says which ruling is checked"));
    }
    let mut all_events = Vec::new();
    let setup = match &sc.position {
        Some(p) => State::from_position(&sc.options, p, sc.seed, &mut all_events),
        None => State::new_game(&sc.options, sc.seed, &mut all_events),
    };
    let mut checker = Checker {
        failures: Vec::new(),
        checked: 0,
    };
    let mut state = match (setup, &sc.setup_error) {
        (Ok(state), None) => state,
        (Err(e), None) => return Err(malformed(e)),
        (result, Some(words)) => {
            let actual = match result {
                Ok(_) => "accepted".to_string(),
                Err(e) => e.to_string(),
            };
            checker.checked += 1;
            if !actual.contains(words.as_str()) {
                checker.failures.push(Failure {
                    step: None,
                    what: "setup_error".to_string(),
                    expected: words.clone(),
                    actual,
                });
            }
            return Ok(Report {
                name: sc.name,
                steps: 0,
                checked: checker.checked,
                failures: checker.failures,
            });
        }
    };
    for (i, step) in sc.steps.iter().enumerate() {
        let (text, error, expect) = (step.action(), step.error(), step.expect());
        let (seat, action_text) = split_seat(text)?;
        let action: Action = action_text
            .parse()
            .map_err(|e| malformed(format!("step {i}: {e}")))?;
        if let Some(seat) = seat {
            let actual = match state.status() {
                Status::Decision(s) => Some(s),
                Status::Over(_) => None,
            };
            checker.eq(Some(i), "decision", &Some(seat), &actual);
        }
        let before = state.clone();
        let mut events = Vec::new();
        match (state.apply(&action, &mut events), error) {
            (Ok(()), None) => all_events.extend(events.iter().cloned()),
            (Ok(()), Some(rule)) => {
                checker.checked += 1;
                checker.failures.push(Failure {
                    step: Some(i),
                    what: "error".to_string(),
                    expected: rule.to_string(),
                    actual: "accepted".to_string(),
                });
                all_events.extend(events.iter().cloned());
            }
            (Err(e), Some(rule)) => {
                rules_core::scenario::expect_refusal(
                    &mut checker.failures,
                    &mut checker.checked,
                    Some(i),
                    rule,
                    e.rule(),
                );
                checker.eq(Some(i), "unchanged", &true, &(state == before));
            }
            (Err(e), None) => {
                return Err(ScenarioError::Illegal {
                    step: i,
                    action: action_text.to_string(),
                    rule: e.rule().to_string(),
                    message: e.to_string(),
                });
            }
        }
        if let Some(e) = expect {
            checker.check(&state, &events, Some(i), e)?;
        }
        let v = state.invariant_violations();
        if !v.is_empty() {
            checker.eq(Some(i), "invariants", &Vec::<String>::new(), &v);
        }
    }
    if let Some(e) = &sc.expect {
        checker.check(&state, &all_events, None, e)?;
    }
    Ok(Report {
        name: sc.name,
        steps: sc.steps.len(),
        checked: checker.checked,
        failures: checker.failures,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_that_do_not_add_up_are_refused() {
        let base = |position: &str| {
            format!(
                r#"{{"game":"castle-lords","name":"t","description":"d","options":{{"players":3,"rules":"basic"}},"position":{position}}}"#
            )
        };
        for (position, message) in [
            (
                r#"{"hands":[[],[]]}"#,
                "hands: 2 hands listed for 3 players",
            ),
            (
                r#"{"hands":[["K1","K1","K1","K1","K1"],[],[]]}"#,
                "5 copies of K1 listed, the components have 4",
            ),
            (
                r#"{"hands":[[],[],[]],"castles":[{"defenders":["K1","A2"],"boxes":[0]}]}"#,
                "not a legal basic army",
            ),
            (
                r#"{"hands":[[],[],[]],"castles":[{"defenders":["K1"]}]}"#,
                "defenders without a banner in box 1",
            ),
            (
                r#"{"hands":[[],[],[]],"castles":[{"defenders":["K1"],"boxes":[0,0]}]}"#,
                "two banners of seat 0",
            ),
            (
                r#"{"hands":[[],[],[]],"dungeon_banners":[6,0,0]}"#,
                "seat 0 has 6 banners",
            ),
            (r#"{"hands":[[],[],[]],"turn":3}"#, "turn: seat 3"),
            (
                r#"{"hands":[["K1","K2","K3","K4","A1","A2","A3","A4","C1","C2","C3"],[],[]],"turn":1}"#,
                "over the limit of 10",
            ),
            (r#"{"hands":[["X1"],[],[]]}"#, "is not a card code"),
        ] {
            let err = run_scenario(&base(position)).unwrap_err().to_string();
            assert!(err.contains(message), "'{err}' should contain '{message}'");
        }
    }

    #[test]
    fn a_scenario_for_another_game_is_refused() {
        let err = run_scenario(r#"{"game":"ivanhoe","name":"x","description":"y"}"#).unwrap_err();
        assert!(err.to_string().contains("not 'castle-lords'"));
    }
}
