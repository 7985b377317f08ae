//! Why an action is refused. Each variant names the rule it enforces (`RuleViolation::rule`).

use rules_core::{RuleViolation, Seat};

/// An action the rules refuse. The state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// The match has ended.
    #[error("the match is over")]
    GameOver,
    /// The action does not answer the decision the game waits for.
    #[error("{expected} is awaited, not '{action}'")]
    WrongDecision {
        /// What the game waits for, in words.
        expected: &'static str,
        /// The action given, in notation.
        action: String,
    },
    /// The played cards are not (all) in the deciding seat's hand.
    #[error("{cards} is not in the hand")]
    NotInHand {
        /// The cards, in notation (`4 4`).
        cards: String,
    },
    /// The target must be a rival still in the game.
    #[error("seat {target} cannot be targeted: {why}")]
    Rival {
        /// The seat named.
        target: Seat,
        /// Why, in words.
        why: &'static str,
    },
}

impl RuleViolation for RuleError {
    fn rule(&self) -> &'static str {
        match self {
            RuleError::GameOver => "game-over",
            RuleError::WrongDecision { .. } => "wrong-decision",
            RuleError::NotInHand { .. } => "card-in-hand",
            RuleError::Rival { .. } => "rival",
        }
    }
}
