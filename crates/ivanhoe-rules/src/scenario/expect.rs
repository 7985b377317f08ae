//! Checking a scenario's expectations against the state and the step's events.

use rules_core::scenario::expect_eq;
use rules_core::{Failure, Report, ScenarioError, Status};

use super::format::Expect;
use crate::cards::{Card, Cards, Colour};
use crate::events::Event;
use crate::state::State;

fn bad(message: impl Into<String>) -> ScenarioError {
    ScenarioError::Malformed(message.into())
}

fn parse_cards(field: &str, codes: &[String]) -> Result<Vec<Card>, ScenarioError> {
    codes
        .iter()
        .map(|c| {
            c.parse::<Card>()
                .map_err(|e| bad(format!("expect.{field}: {e}")))
        })
        .collect()
}

fn seat_or_none(field: &str, v: &serde_json::Value) -> Result<Option<usize>, ScenarioError> {
    match v {
        serde_json::Value::Number(n) => n
            .as_u64()
            .map(|s| Some(s as usize))
            .ok_or_else(|| bad(format!("expect.{field}: {n} is not a seat"))),
        serde_json::Value::String(s) if s == "none" || s == "over" => Ok(None),
        other => Err(bad(format!(
            "expect.{field}: {other} is not a seat or \"none\""
        ))),
    }
}

fn colour_or_none(field: &str, text: &str) -> Result<Option<Colour>, ScenarioError> {
    if text == "none" {
        Ok(None)
    } else {
        text.parse()
            .map(Some)
            .map_err(|e| bad(format!("expect.{field}: {e}")))
    }
}

fn per_seat<T, U: PartialEq + std::fmt::Debug>(
    report: &mut Report,
    step: Option<usize>,
    field: &str,
    list: &[Option<T>],
    players: usize,
    mut expected: impl FnMut(&T) -> Result<U, ScenarioError>,
    mut actual: impl FnMut(usize) -> U,
) -> Result<(), ScenarioError> {
    if list.len() != players {
        return Err(bad(format!(
            "expect.{field}: {} entries for {players} players",
            list.len()
        )));
    }
    for (s, e) in list.iter().enumerate() {
        if let Some(e) = e {
            let e = expected(e)?;
            expect_eq(
                &mut report.failures,
                &mut report.checked,
                step,
                format!("{field}[{s}]"),
                &e,
                &actual(s),
            );
        }
    }
    Ok(())
}

/// Checks `expect` after `step` (`None`: at the end), recording failures in `report`.
pub(super) fn check(
    state: &State,
    events: &[Event],
    expect: &Expect,
    step: Option<usize>,
    report: &mut Report,
) -> Result<(), ScenarioError> {
    let n = state.players();
    if let Some(list) = &expect.totals {
        per_seat(
            report,
            step,
            "totals",
            list,
            n,
            |t| Ok(*t),
            |s| state.total(s),
        )?;
    }
    if let Some(list) = &expect.displays {
        per_seat(
            report,
            step,
            "displays",
            list,
            n,
            |d| parse_cards("displays", d),
            |s| state.display(s).to_vec(),
        )?;
    }
    if let Some(list) = &expect.hands {
        per_seat(
            report,
            step,
            "hands",
            list,
            n,
            |h| Ok(parse_cards("hands", h)?.into_iter().collect::<Cards>()),
            |s| *state.hand(s),
        )?;
    }
    if let Some(list) = &expect.hand_sizes {
        per_seat(
            report,
            step,
            "hand_sizes",
            list,
            n,
            |h| Ok(*h),
            |s| state.hand(s).len(),
        )?;
    }
    if let Some(list) = &expect.tokens {
        per_seat(
            report,
            step,
            "tokens",
            list,
            n,
            |t| {
                let mut colours = t
                    .iter()
                    .map(|c| {
                        c.parse::<Colour>()
                            .map_err(|e| bad(format!("expect.tokens: {e}")))
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                colours.sort();
                Ok(colours)
            },
            |s| state.tokens(s).colours().collect::<Vec<_>>(),
        )?;
    }
    if let Some(list) = &expect.in_tournament {
        per_seat(
            report,
            step,
            "in_tournament",
            list,
            n,
            |b| Ok(*b),
            |s| state.is_in(s),
        )?;
    }
    let mut eq = |what: &str, e: String, a: String| {
        expect_eq(
            &mut report.failures,
            &mut report.checked,
            step,
            what,
            &e,
            &a,
        );
    };
    if let Some(c) = &expect.colour {
        eq(
            "colour",
            format!("{:?}", colour_or_none("colour", c)?),
            format!("{:?}", state.colour()),
        );
    }
    if let Some(c) = &expect.previous_colour {
        eq(
            "previous_colour",
            format!("{:?}", colour_or_none("previous_colour", c)?),
            format!("{:?}", state.previous_colour()),
        );
    }
    if let Some(d) = &expect.decision {
        let actual = match state.status() {
            Status::Decision(s) => Some(s),
            Status::Over(_) => None,
        };
        eq(
            "decision",
            format!("{:?}", seat_or_none("decision", d)?),
            format!("{actual:?}"),
        );
    }
    if let Some(p) = &expect.phase {
        let actual = serde_json::to_value(state.phase()).expect("phases serialize");
        eq(
            "phase",
            p.clone(),
            actual["phase"].as_str().unwrap_or_default().to_string(),
        );
    }
    if let Some(v) = &expect.shield {
        eq(
            "shield",
            format!("{:?}", seat_or_none("shield", v)?),
            format!("{:?}", state.shield()),
        );
    }
    if let Some(v) = &expect.stunned {
        eq(
            "stunned",
            format!("{:?}", seat_or_none("stunned", v)?),
            format!("{:?}", state.stunned()),
        );
    }
    if let Some(size) = expect.deck_size {
        eq(
            "deck_size",
            size.to_string(),
            state.deck().len().to_string(),
        );
    }
    if let Some(d) = &expect.discard {
        eq(
            "discard",
            format!("{:?}", parse_cards("discard", d)?),
            format!("{:?}", state.discard()),
        );
    }
    if let Some(w) = &expect.winner {
        let actual = match state.status() {
            Status::Over(o) => format!("{:?}", o.winners.first()),
            Status::Decision(_) => "the game is not over".to_string(),
        };
        eq(
            "winner",
            format!("{:?}", seat_or_none("winner", w)?),
            actual,
        );
    }
    rules_core::scenario::Common {
        legal_includes: expect.legal_includes.as_deref(),
        legal_excludes: expect.legal_excludes.as_deref(),
        legal_exactly: expect.legal_exactly.as_deref(),
        sees: expect.sees.as_ref(),
    }
    .check(state, step, &mut report.failures, &mut report.checked)?;
    let seen: Vec<serde_json::Value> = events
        .iter()
        .map(|e| serde_json::to_value(e).expect("events serialize"))
        .collect();
    for (field, list, wanted) in [
        ("events", &expect.events, true),
        ("no_events", &expect.no_events, false),
    ] {
        for pattern in list.iter().flatten() {
            report.checked += 1;
            if seen
                .iter()
                .any(|e| rules_core::scenario::json_includes(e, pattern))
                != wanted
            {
                report.failures.push(Failure {
                    step,
                    what: field.to_string(),
                    expected: format!("{}{pattern}", if wanted { "" } else { "no " }),
                    actual: serde_json::Value::Array(seen.clone()).to_string(),
                });
            }
        }
    }
    Ok(())
}
