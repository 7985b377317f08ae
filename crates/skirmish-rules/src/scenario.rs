//! Scenario files: a position (or a seeded deal), actions in the notation, and expectations
//! checked along the way. The format is documented in `docs/scenario-format.md` (section
//! "Skirmish").

use std::collections::BTreeMap;

use rules_core::scenario::{Common, expect_eq, expect_refusal};
use rules_core::{Failure, Game, Report, RuleViolation, ScenarioError, Seat, Status};
use serde::{Deserialize, Deserializer};

use crate::action::Action;
use crate::cards::Card;
use crate::events::Event;
use crate::options::Options;
use crate::position::Position;
use crate::state::{Phase, State};

/// A scenario file.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Scenario {
    game: String,
    name: String,
    description: String,
    /// Omitted: as many players as the position has hands, or the default table.
    #[serde(default)]
    options: Option<Options>,
    #[serde(default)]
    seed: u64,
    #[serde(default)]
    position: Option<Position>,
    #[serde(default)]
    steps: Vec<Step>,
    #[serde(default)]
    expect: Option<Expect>,
}

/// One step: an action, optionally with the rule that must refuse it, or expectations to
/// check after it.
type Step = rules_core::scenario::Step<Expect>;

/// What to check; every field is optional. Seats as map keys are numbers as text.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Expect {
    /// The seat deciding now; `null`: the match is over.
    #[serde(default, deserialize_with = "present")]
    decision: Option<Option<Seat>>,
    phase: Option<Phase>,
    strength: Option<Vec<u8>>,
    /// The seats out of the game, in any order.
    out: Option<Vec<Seat>>,
    hand_sizes: Option<Vec<usize>>,
    /// The named seats' hands, as multisets.
    hands: Option<BTreeMap<String, Vec<Card>>>,
    deck_size: Option<usize>,
    /// The discard pile, bottom first.
    discard: Option<Vec<Card>>,
    /// The winners, in any order; none while the match goes on.
    winners: Option<Vec<Seat>>,
    legal_includes: Option<Vec<String>>,
    legal_excludes: Option<Vec<String>>,
    legal_exactly: Option<Vec<String>>,
    sees: Option<BTreeMap<String, serde_json::Value>>,
    /// Event names that must occur in this order (others may come between).
    events: Option<Vec<String>>,
}

/// Reads a field that may be `null` as given (`Some(None)`), where a plain `Option` would read
/// `null` as absent.
fn present<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<Option<T>, D::Error> {
    T::deserialize(d).map(Some)
}

fn malformed(why: impl std::fmt::Display) -> ScenarioError {
    ScenarioError::Malformed(why.to_string())
}

/// Splits `"2: target 1"` into the seat expected to decide and the action's text.
fn split_seat(text: &str) -> Result<(Option<Seat>, &str), ScenarioError> {
    match text.split_once(':') {
        Some((seat, rest)) => {
            let seat = seat
                .trim()
                .parse()
                .map_err(|_| malformed(format!("'{text}': '{}' is not a seat", seat.trim())))?;
            Ok((Some(seat), rest.trim()))
        }
        None => Ok((None, text.trim())),
    }
}

/// The seat deciding now, `None` once the match is over.
fn decider(state: &State) -> Option<Seat> {
    match state.status() {
        Status::Decision(seat) => Some(seat),
        Status::Over(_) => None,
    }
}

/// The codes of `cards`, as a failure shows them (`["4", "4"]`).
fn codes(cards: impl IntoIterator<Item = Card>) -> Vec<&'static str> {
    cards.into_iter().map(Card::code).collect()
}

/// The codes of `cards` sorted by value, as a hand lists them, to compare as multisets.
fn sorted(cards: &[Card]) -> Vec<&'static str> {
    let mut cards = cards.to_vec();
    cards.sort();
    codes(cards)
}

/// `seats` sorted, to compare as sets.
fn seat_set(seats: &[Seat]) -> Vec<Seat> {
    let mut seats = seats.to_vec();
    seats.sort_unstable();
    seats
}

/// The checks of one `expect`, after one step (`None`: after the last), recorded as they go.
struct Checks<'a> {
    step: Option<usize>,
    failures: &'a mut Vec<Failure>,
    checked: &'a mut usize,
}

impl Checks<'_> {
    fn eq<T: PartialEq + std::fmt::Debug>(
        &mut self,
        what: impl Into<String>,
        expected: &T,
        actual: &T,
    ) {
        expect_eq(
            self.failures,
            self.checked,
            self.step,
            what,
            expected,
            actual,
        );
    }
}

/// Checks `e` against `state` (and `events`, those of the step, or of the whole scenario for
/// the final expectations). A seat the table does not have, or an action that is not valid
/// notation, makes the file malformed.
fn check(
    e: &Expect,
    state: &State,
    events: &[Event],
    step: Option<usize>,
    failures: &mut Vec<Failure>,
    checked: &mut usize,
) -> Result<(), ScenarioError> {
    let n = state.players();
    let mut c = Checks {
        step,
        failures,
        checked,
    };
    if let Some(decision) = e.decision {
        c.eq("decision", &decision, &decider(state));
    }
    if let Some(phase) = e.phase {
        c.eq("phase", &phase.name(), &state.phase().name());
    }
    if let Some(strength) = &e.strength {
        let actual: Vec<u8> = (0..n).map(|s| state.strength(s)).collect();
        c.eq("strength", strength, &actual);
    }
    if let Some(out) = &e.out {
        let actual: Vec<Seat> = (0..n).filter(|&s| !state.in_game(s)).collect();
        c.eq("out", &seat_set(out), &actual);
    }
    if let Some(sizes) = &e.hand_sizes {
        let actual: Vec<usize> = (0..n).map(|s| state.hand(s).len()).collect();
        c.eq("hand_sizes", sizes, &actual);
    }
    if let Some(hands) = &e.hands {
        for (key, cards) in hands {
            let seat = key.parse::<Seat>().ok().filter(|&s| s < n).ok_or_else(|| {
                malformed(format!("expect.hands: '{key}' is not a seat of this table"))
            })?;
            let actual = codes(state.hand(seat).iter());
            c.eq(format!("hands[{seat}]"), &sorted(cards), &actual);
        }
    }
    if let Some(size) = e.deck_size {
        c.eq("deck_size", &size, &state.deck().len());
    }
    if let Some(discard) = &e.discard {
        let actual = codes(state.discard().iter().copied());
        c.eq("discard", &codes(discard.iter().copied()), &actual);
    }
    if let Some(winners) = &e.winners {
        let actual = match state.status() {
            Status::Over(outcome) => outcome.winners,
            Status::Decision(_) => Vec::new(),
        };
        c.eq("winners", &seat_set(winners), &actual);
    }
    if let Some(names) = &e.events {
        // The named events must occur in this order; others may come between.
        let actual: Vec<&str> = events.iter().map(Event::name).collect();
        let mut rest = actual.iter();
        let in_order = names.iter().all(|name| rest.any(|got| got == name));
        *c.checked += 1;
        if !in_order {
            c.failures.push(Failure {
                step,
                what: "events".into(),
                expected: format!("{names:?} in this order"),
                actual: format!("{actual:?}"),
            });
        }
    }
    Common {
        legal_includes: e.legal_includes.as_deref(),
        legal_excludes: e.legal_excludes.as_deref(),
        legal_exactly: e.legal_exactly.as_deref(),
        sees: e.sees.as_ref(),
    }
    .check(state, step, c.failures, c.checked)
}

/// Sets up the scenario's match: its position, or a deal from its seed.
fn set_up(scenario: &Scenario, events: &mut Vec<Event>) -> Result<State, ScenarioError> {
    let setup = match &scenario.position {
        Some(position) => {
            let options = scenario
                .options
                .clone()
                .unwrap_or_else(|| Options::players(position.hands.len()));
            State::from_position(&options, position, scenario.seed)
        }
        None => {
            let options = scenario.options.clone().unwrap_or_default();
            State::new_game(&options, scenario.seed, events)
                .map_err(|e| rules_core::SetupError(format!("options.{e}")))
        }
    };
    setup.map_err(|e| malformed(e.0))
}

/// Runs a scenario file (JSON with `"game": "skirmish"`): sets up its position or deal,
/// applies its steps and checks its expectations. A file that cannot be run (bad JSON, an
/// unknown field, a position that does not add up, a step the rules refuse without the file
/// expecting it) is an error naming the problem; a failed expectation is in the report.
pub fn run_scenario(text: &str) -> Result<Report, ScenarioError> {
    let scenario: Scenario = serde_json::from_str(text).map_err(malformed)?;
    if scenario.game != State::NAME {
        return Err(malformed(format!(
            "the scenario is for game '{}', not '{}'",
            scenario.game,
            State::NAME
        )));
    }
    if scenario.description.trim().is_empty() {
        return Err(malformed("the description says which rule is checked"));
    }
    let mut all_events = Vec::new();
    let mut state = set_up(&scenario, &mut all_events)?;
    let (mut failures, mut checked) = (Vec::new(), 0);
    let report = |steps, checked, failures| Report {
        name: scenario.name.clone(),
        steps,
        checked,
        failures,
    };
    for (i, step) in scenario.steps.iter().enumerate() {
        let (seat, action_text) = split_seat(step.action())?;
        let action: Action = action_text
            .parse()
            .map_err(|e| malformed(format!("step {i}: {e}")))?;
        if let Some(seat) = seat {
            let before = failures.len();
            expect_eq(
                &mut failures,
                &mut checked,
                Some(i),
                "decision",
                &Some(seat),
                &decider(&state),
            );
            if failures.len() > before {
                // Applying another seat's action would only pile up unrelated failures.
                return Ok(report(i, checked, failures));
            }
        }
        let before = state.clone();
        let mut events = Vec::new();
        match (state.apply(&action, &mut events), step.error()) {
            (Ok(()), None) => {}
            (Ok(()), Some(rule)) => {
                checked += 1;
                failures.push(Failure {
                    step: Some(i),
                    what: "error".into(),
                    expected: rule.into(),
                    actual: "accepted".into(),
                });
            }
            (Err(e), Some(rule)) => {
                expect_refusal(&mut failures, &mut checked, Some(i), rule, e.rule());
                expect_eq(
                    &mut failures,
                    &mut checked,
                    Some(i),
                    "unchanged",
                    &true,
                    &(state == before),
                );
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
        for v in state.invariant_violations() {
            failures.push(Failure {
                step: Some(i),
                what: "invariants".into(),
                expected: "none violated".into(),
                actual: v,
            });
        }
        if let Some(expect) = step.expect() {
            check(
                expect,
                &state,
                &events,
                Some(i),
                &mut failures,
                &mut checked,
            )?;
        }
        all_events.extend(events);
    }
    if let Some(expect) = &scenario.expect {
        check(
            expect,
            &state,
            &all_events,
            None,
            &mut failures,
            &mut checked,
        )?;
    }
    Ok(report(scenario.steps.len(), checked, failures))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A scenario at a table of three from `position`, with these steps.
    fn scenario(position: &str, steps: &str) -> String {
        format!(
            r#"{{"game": "skirmish", "name": "t", "description": "d",
                "options": {{"players": 3}}, "position": {position}, "steps": {steps}}}"#
        )
    }

    /// Three full hands, the rest of the cards in the deck.
    const FULL: &str = r#"{"hands": [["4", "4", "2"], ["1", "1", "1"], ["6", "6", "6"]]}"#;

    /// The phase's name is its JSON form, so `phase` reads and reports it alike.
    #[test]
    fn phase_names_are_their_json_form() {
        for phase in [Phase::Play, Phase::Target, Phase::Over] {
            assert_eq!(serde_json::to_value(phase).unwrap(), phase.name());
        }
    }

    /// Scenario steps: a step by another seat than the one deciding stops the scenario with a
    /// `decision` failure rather than acting for it.
    #[test]
    fn a_step_by_the_wrong_seat_is_a_failure() {
        let report = run_scenario(&scenario(FULL, r#"["1: play 1", "0: play 2"]"#)).unwrap();
        assert_eq!(report.steps, 0);
        assert_eq!(report.failures.len(), 1, "{report:?}");
        assert_eq!(report.failures[0].what, "decision");
    }

    /// Scenario steps: a refusal the file does not expect stops it, naming the rule; one it
    /// expects is checked, and so is the state left unchanged.
    #[test]
    fn refusals_are_checked_or_stop_the_scenario() {
        match run_scenario(&scenario(FULL, r#"["play 5"]"#)) {
            Err(ScenarioError::Illegal { rule, step, .. }) => {
                assert_eq!((rule.as_str(), step), ("card-in-hand", 0));
            }
            other => panic!("{other:?}"),
        }
        let expected = r#"[{"action": "play 5", "error": "card-in-hand"}]"#;
        let report = run_scenario(&scenario(FULL, expected)).unwrap();
        assert!(report.passed() && report.checked == 2, "{report:?}");
        let wrong_rule = r#"[{"action": "play 5", "error": "rival"}]"#;
        let report = run_scenario(&scenario(FULL, wrong_rule)).unwrap();
        assert_eq!(report.failures[0].what, "error", "{report:?}");
        let accepted = r#"[{"action": "play 4", "error": "any"}]"#;
        let report = run_scenario(&scenario(FULL, accepted)).unwrap();
        assert_eq!(report.failures[0].actual, "accepted", "{report:?}");
    }

    /// `decision: null` means the match is over, not "not checked".
    #[test]
    fn decision_null_expects_the_match_over() {
        let text = scenario(
            FULL,
            r#"[{"action": "play 4", "expect": {"decision": null}}]"#,
        );
        let report = run_scenario(&text).unwrap();
        assert_eq!(report.checked, 1);
        assert_eq!(report.failures[0].what, "decision", "{report:?}");
    }

    /// Events named in a step's `expect` must occur in that order among the step's events.
    #[test]
    fn events_must_occur_in_the_order_named() {
        let step = |names: &str| {
            scenario(
                FULL,
                &format!(
                    r#"["play 4 4", {{"action": "target 1", "expect": {{"events": {names}}}}}]"#
                ),
            )
        };
        let ok = run_scenario(&step(r#"["hit", "discarded", "drew", "turn_started"]"#)).unwrap();
        assert!(ok.passed() && ok.checked == 1, "{ok:?}");
        let bad = run_scenario(&step(r#"["drew", "hit"]"#)).unwrap();
        assert_eq!(bad.failures.len(), 1);
        assert!(bad.failures[0].actual.contains("discarded"), "{bad:?}");
    }

    /// Seat prefixes: a number before the colon; anything else there is refused naming it.
    #[test]
    fn seat_prefixes_are_numbers() {
        assert_eq!(split_seat("2: target 1").unwrap(), (Some(2), "target 1"));
        assert_eq!(split_seat(" play 4 ").unwrap(), (None, "play 4"));
        let e = split_seat("x: play 4").unwrap_err();
        assert!(e.to_string().contains("'x' is not a seat"), "{e}");
    }
}
