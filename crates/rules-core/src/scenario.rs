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
