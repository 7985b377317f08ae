//! What running a scenario file reports, the same for every game, so the command line and the
//! test suites treat all games alike. Each game's crate parses its own positions and
//! expectations (see docs/scenario-format.md).

use serde::Serialize;

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
