//! Scenario files: start from a position (or a seeded deal), apply actions, check expectations.
//! The format is documented in `docs/scenario-format.md`.

mod expect;
mod format;
mod position;

pub use format::{Scenario, Step};

use rules_core::{Game, Report, RuleViolation, ScenarioError};

use crate::action::Action;
use crate::events::Event;
use crate::state::{Phase, State};

/// Runs a scenario given as JSON text.
pub fn run_scenario(json: &str) -> Result<Report, ScenarioError> {
    let scenario: Scenario = serde_json::from_str(json)
        .map_err(|e| ScenarioError::Malformed(format!("not a valid Ivanhoe scenario: {e}")))?;
    run(&scenario)
}

/// A parsed step: the seat expected to decide (if named) and the action.
struct Parsed {
    seat: Option<usize>,
    action: Action,
    text: String,
}

fn parse_step(index: usize, text: &str) -> Result<Parsed, ScenarioError> {
    let (seat, rest) = match text.split_once(':') {
        Some((s, rest)) if s.trim().chars().all(|c| c.is_ascii_digit()) && !s.trim().is_empty() => {
            (Some(s.trim().parse().expect("digits")), rest.trim())
        }
        _ => (None, text.trim()),
    };
    let action = rest
        .parse()
        .map_err(|e| ScenarioError::Malformed(format!("step {index}: {e}")))?;
    Ok(Parsed {
        seat,
        action,
        text: text.to_string(),
    })
}

fn is_reaction(step: Option<&Parsed>) -> bool {
    step.is_some_and(|p| matches!(p.action, Action::Ivanhoe | Action::Pass))
}

/// Lets every pending Ivanhoe window pass, unless the next step answers it itself.
fn auto_pass(state: &mut State, next: Option<&Parsed>, events: &mut Vec<Event>) {
    while let Phase::Reaction { responder } = state.phase() {
        if is_reaction(next) && next.and_then(|p| p.seat).is_none_or(|s| s == responder) {
            return;
        }
        state
            .apply(&Action::Pass, events)
            .expect("passing is always legal in a window");
    }
}

/// Runs a parsed scenario.
pub fn run(scenario: &Scenario) -> Result<Report, ScenarioError> {
    let mut events = Vec::new();
    let mut state = match &scenario.position {
        Some(position) => position::build(scenario, position, &mut events)?,
        None => State::new_game(&scenario.options, scenario.seed, &mut events)
            .map_err(|e| ScenarioError::Malformed(e.to_string()))?,
    };
    let steps: Vec<Parsed> = scenario
        .steps
        .iter()
        .enumerate()
        .map(|(i, s)| parse_step(i, s.action()))
        .collect::<Result<_, _>>()?;
    let mut report = Report {
        name: scenario.name.clone(),
        steps: 0,
        checked: 0,
        failures: Vec::new(),
    };
    for (i, step) in steps.iter().enumerate() {
        events.clear();
        if scenario.auto_pass {
            auto_pass(&mut state, Some(step), &mut events);
        }
        let decider = match state.status() {
            rules_core::Status::Decision(s) => Some(s),
            rules_core::Status::Over(_) => None,
        };
        let expected_error = scenario.steps[i].error();
        let before = expected_error.map(|_| state.clone());
        let result = match (step.seat, decider) {
            (Some(s), Some(d)) if s != d => {
                Err(("turn-order", format!("seat {d} decides now, not seat {s}")))
            }
            _ => state
                .apply(&step.action, &mut events)
                .map_err(|e| (e.rule(), e.to_string())),
        };
        report.steps += 1;
        match (result, expected_error) {
            (Ok(()), None) => {}
            (Err((rule, message)), None) => {
                return Err(ScenarioError::Illegal {
                    step: i,
                    action: step.text.clone(),
                    rule: rule.to_string(),
                    message,
                });
            }
            (Err((rule, _)), Some(expected)) => {
                rules_core::scenario::expect_refusal(
                    &mut report.failures,
                    &mut report.checked,
                    Some(i),
                    expected,
                    rule,
                );
                rules_core::scenario::expect_eq(
                    &mut report.failures,
                    &mut report.checked,
                    Some(i),
                    "unchanged",
                    &true,
                    &(before.as_ref() == Some(&state)),
                );
            }
            (Ok(()), Some(expected)) => {
                report.checked += 1;
                report.failures.push(rules_core::Failure {
                    step: Some(i),
                    what: "error".into(),
                    expected: expected.to_string(),
                    actual: "the action was accepted".into(),
                });
                return Ok(report);
            }
        }
        if let Some(expect) = scenario.steps[i].expect() {
            if scenario.auto_pass {
                auto_pass(&mut state, steps.get(i + 1), &mut events);
            }
            expect::check(&state, &events, expect, Some(i), &mut report)?;
        }
    }
    events.clear();
    if scenario.auto_pass {
        auto_pass(&mut state, None, &mut events);
    }
    if let Some(expect) = &scenario.expect {
        expect::check(&state, &events, expect, None, &mut report)?;
    }
    Ok(report)
}
