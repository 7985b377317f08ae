//! What running a scenario file reports, the same for every game, so the command line and the
//! test suites treat all games alike. Each game's crate parses its own positions and
//! expectations (see docs/scenario-format.md).

use std::fmt;
use std::marker::PhantomData;

use serde::de::{self, DeserializeOwned, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize};

/// One expectation that did not hold.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Failure {
    /// The step after which it was checked (`None`: after the last step).
    pub step: Option<usize>,
    /// What was checked (`totals`, `tokens[2]`, `error`, ...).
    pub what: String,
    /// The expected value, as text.
    pub expected: String,
    /// The actual value, as text.
    pub actual: String,
}

/// The result of a scenario that could be run to its end.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Report {
    /// The scenario's name.
    pub name: String,
    /// How many steps were applied.
    pub steps: usize,
    /// How many expectations were checked.
    pub checked: usize,
    /// The expectations that failed (empty: the scenario passes).
    pub failures: Vec<Failure>,
}

impl Report {
    /// Whether every expectation held.
    pub fn passed(&self) -> bool {
        self.failures.is_empty()
    }
}

/// A scenario that could not be run: bad input, not a failed expectation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ScenarioError {
    /// The file is not a valid scenario (JSON, fields, or a position that does not add up).
    #[error("malformed scenario: {0}")]
    Malformed(String),
    /// A step was refused by the rules without the scenario expecting it.
    #[error("step {step} ('{action}') is illegal: rule '{rule}': {message}")]
    Illegal {
        /// The step's index (0-based).
        step: usize,
        /// The step's text.
        action: String,
        /// The refusing rule's identifier.
        rule: String,
        /// The rule error in words.
        message: String,
    },
}

/// Compares an expected and an actual value and records a failure when they differ.
pub fn expect_eq<T: PartialEq + std::fmt::Debug>(
    failures: &mut Vec<Failure>,
    checked: &mut usize,
    step: Option<usize>,
    what: impl Into<String>,
    expected: &T,
    actual: &T,
) {
    *checked += 1;
    if expected != actual {
        failures.push(Failure {
            step,
            what: what.into(),
            expected: format!("{expected:?}"),
            actual: format!("{actual:?}"),
        });
    }
}

/// One step of a scenario file, the same shape in every game: the action's text (optionally
/// prefixed with the seat expected to decide, `"2: ..."`), and either the rule expected to refuse
/// it or the game's expectations `E` to check after it.
///
/// Written as a plain string (just the action) or as an object
/// `{"action": ..., "error": ..., "expect": ...}` (`do` is accepted for `action`). An object is
/// read with unknown fields refused, and its errors name the field at fault: an untagged enum
/// would only say that nothing matched.
#[derive(Clone, Debug, PartialEq)]
pub struct Step<E> {
    /// The action's text.
    pub action: String,
    /// The rule expected to refuse the action; the state must then stay as it was.
    pub error: Option<String>,
    /// What must hold after the action.
    pub expect: Option<Box<E>>,
}

/// The object form of a [`Step`].
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[serde(bound = "E: DeserializeOwned")]
struct StepObject<E> {
    #[serde(alias = "do")]
    action: String,
    #[serde(default)]
    error: Option<String>,
    #[serde(default)]
    expect: Option<Box<E>>,
}

impl<'de, E: DeserializeOwned> Deserialize<'de> for Step<E> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct StepVisitor<E>(PhantomData<E>);

        impl<'de, E: DeserializeOwned> Visitor<'de> for StepVisitor<E> {
            type Value = Step<E>;

            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an action (\"2: ...\") or {\"action\", \"error\"?, \"expect\"?}")
            }

            fn visit_str<Er: de::Error>(self, text: &str) -> Result<Step<E>, Er> {
                Ok(Step {
                    action: text.to_string(),
                    error: None,
                    expect: None,
                })
            }

            fn visit_map<M: MapAccess<'de>>(self, map: M) -> Result<Step<E>, M::Error> {
                let object: StepObject<E> =
                    Deserialize::deserialize(de::value::MapAccessDeserializer::new(map))?;
                Ok(Step {
                    action: object.action,
                    error: object.error,
                    expect: object.expect,
                })
            }
        }

        deserializer.deserialize_any(StepVisitor(PhantomData))
    }
}

impl<E> Step<E> {
    /// The action's text.
    pub fn action(&self) -> &str {
        &self.action
    }

    /// The expectations after it.
    pub fn expect(&self) -> Option<&E> {
        self.expect.as_deref()
    }

    /// The rule expected to refuse it.
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }
}

/// The step `error` value that accepts a refusal by any rule.
pub const ANY_RULE: &str = "any";

/// Whether a refusal by `rule` is the one a step's `error` expects: that rule, or any rule
/// when it says [`ANY_RULE`].
pub fn refusal_expected(expected: &str, rule: &str) -> bool {
    expected == ANY_RULE || expected == rule
}

/// Whether every field of `pattern` equals the same field of `value`, recursively; anything
/// but an object must be equal as a whole. How `events` patterns and `sees` are matched.
pub fn json_includes(value: &serde_json::Value, pattern: &serde_json::Value) -> bool {
    match (pattern, value) {
        (serde_json::Value::Object(p), serde_json::Value::Object(v)) => p
            .iter()
            .all(|(k, pv)| v.get(k).is_some_and(|vv| json_includes(vv, pv))),
        (p, v) => p == v,
    }
}

/// The checks every game's expectations share, under the same names in every scenario format
/// (docs/scenario-format.md, "Common expectations").
#[derive(Clone, Copy, Debug, Default)]
pub struct Common<'a> {
    /// `legal_includes`: actions that must be legal now.
    pub legal_includes: Option<&'a [String]>,
    /// `legal_excludes`: actions that must not be legal now.
    pub legal_excludes: Option<&'a [String]>,
    /// `legal_exactly`: exactly these actions are legal now, in any order.
    pub legal_exactly: Option<&'a [String]>,
    /// `sees`: for each seat (its number as text), fields its observation must include.
    pub sees: Option<&'a std::collections::BTreeMap<String, serde_json::Value>>,
}

impl Common<'_> {
    /// Checks these expectations against `state`, recording each check and each failure.
    /// An action that is not valid notation, or a seat that is not at the table, makes the
    /// scenario malformed.
    pub fn check<G: crate::Game>(
        &self,
        state: &G,
        step: Option<usize>,
        failures: &mut Vec<Failure>,
        checked: &mut usize,
    ) -> Result<(), ScenarioError> {
        let parse = |field: &str, list: &[String]| -> Result<Vec<G::Action>, ScenarioError> {
            list.iter()
                .map(|t| {
                    t.parse::<G::Action>()
                        .map_err(|e| ScenarioError::Malformed(format!("expect.{field}: {e}")))
                })
                .collect()
        };
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        for (field, list, wanted) in [
            ("legal_includes", self.legal_includes, true),
            ("legal_excludes", self.legal_excludes, false),
        ] {
            let Some(list) = list else { continue };
            for action in parse(field, list)? {
                *checked += 1;
                if legal.contains(&action) != wanted {
                    failures.push(Failure {
                        step,
                        what: format!("{field}: {action}"),
                        expected: if wanted { "legal" } else { "not legal" }.into(),
                        actual: if wanted { "not legal" } else { "legal" }.into(),
                    });
                }
            }
        }
        if let Some(list) = self.legal_exactly {
            let mut expected: Vec<String> = parse("legal_exactly", list)?
                .iter()
                .map(ToString::to_string)
                .collect();
            expected.sort();
            let mut actual: Vec<String> = legal.iter().map(ToString::to_string).collect();
            actual.sort();
            expect_eq(failures, checked, step, "legal_exactly", &expected, &actual);
        }
        for (key, pattern) in self.sees.into_iter().flatten() {
            let seat: usize = key
                .parse()
                .ok()
                .filter(|&s| s < state.num_players())
                .ok_or_else(|| {
                    ScenarioError::Malformed(format!("expect.sees: '{key}' is not a seat"))
                })?;
            let seen = serde_json::to_value(state.observe(seat)).expect("observations serialize");
            *checked += 1;
            if !json_includes(&seen, pattern) {
                failures.push(Failure {
                    step,
                    what: format!("sees[{seat}]"),
                    expected: pattern.to_string(),
                    actual: seen.to_string(),
                });
            }
        }
        Ok(())
    }
}

/// Records the check of a step's expected refusal: `rule` refused it, `expected` is the step's
/// `error` (a rule, or [`ANY_RULE`]).
pub fn expect_refusal(
    failures: &mut Vec<Failure>,
    checked: &mut usize,
    step: Option<usize>,
    expected: &str,
    rule: &str,
) {
    *checked += 1;
    if !refusal_expected(expected, rule) {
        failures.push(Failure {
            step,
            what: "error".into(),
            expected: format!("{expected:?}"),
            actual: format!("{rule:?}"),
        });
    }
}
