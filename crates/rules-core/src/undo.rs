//! Taking decisions back. A person may take back their own latest decisions, one at a time, as
//! long as none of them let chance decide something or showed anyone a hidden card
//! ([`Game::is_undo_barrier`]): otherwise they could look, take back, and choose again knowing.
//!
//! Engines keep no history: the state before a decision is the match replayed from its options
//! and seed without it ([`replay_prefix`]), exact because engines are deterministic. The deal
//! (the events of [`Game::new_game`]) is not a step: nothing before the first decision can be
//! taken back anyway.

use serde::{Deserialize, Serialize};

use crate::game::{Game, RuleViolation, Seat, SetupError};

/// One applied decision as undo sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    /// The seat that decided.
    pub seat: Seat,
    /// Whether one of its events closes the way back ([`Game::is_undo_barrier`]).
    pub barrier: bool,
}

impl Step {
    /// The step of `seat`'s decision that caused `events`: a barrier when any of them is one.
    pub fn of<G: Game>(seat: Seat, events: &[G::Event]) -> Self {
        Self {
            seat,
            barrier: events.iter().any(G::is_undo_barrier),
        }
    }
}

/// How many of the last steps `seat` may take back, one at a time: the trailing run of steps
/// made by `seat` none of which is a barrier; it stops at the first step of another seat or at
/// a barrier.
pub fn undoable(steps: &[Step], seat: Seat) -> usize {
    steps
        .iter()
        .rev()
        .take_while(|step| step.seat == seat && !step.barrier)
        .count()
}

/// Why a match could not be replayed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The options or the seed set up no game.
    #[error("the options set up no game: {0}")]
    Setup(#[from] SetupError),
    /// An action was refused by the rules: these are not the actions of this match.
    #[error("action {step} ('{action}') is refused by rule '{rule}': {message}")]
    Refused {
        /// Its index among the actions.
        step: usize,
        /// The action in notation.
        action: String,
        /// The rule's identifier.
        rule: &'static str,
        /// The rule error in words.
        message: String,
    },
}

/// The state after the first `n` of `actions`, given `&actions[..n]`: the match replayed from
/// its options and seed (engines are deterministic, so this is the exact earlier state).
pub fn replay_prefix<G: Game>(
    options: &G::Options,
    seed: u64,
    actions: &[G::Action],
) -> Result<G, ReplayError> {
    let mut events = Vec::new();
    let mut game = G::new_game(options, seed, &mut events)?;
    for (step, action) in actions.iter().enumerate() {
        events.clear();
        game.apply(action, &mut events)
            .map_err(|e| ReplayError::Refused {
                step,
                action: action.to_string(),
                rule: e.rule(),
                message: e.to_string(),
            })?;
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step(seat: Seat, barrier: bool) -> Step {
        Step { seat, barrier }
    }

    #[test]
    fn an_empty_history_gives_nothing_to_take_back() {
        assert_eq!(undoable(&[], 0), 0);
    }

    #[test]
    fn a_seat_takes_back_its_own_trailing_steps() {
        let steps = [step(1, true), step(0, false), step(0, false)];
        assert_eq!(undoable(&steps, 0), 2);
    }

    #[test]
    fn taking_back_stops_at_another_seats_step() {
        let steps = [step(0, false), step(1, false), step(0, false)];
        assert_eq!(undoable(&steps, 0), 1);
        assert_eq!(
            undoable(&steps, 1),
            0,
            "only the latest steps, and only one's own"
        );
    }

    #[test]
    fn taking_back_stops_at_a_barrier_which_itself_cannot_be_taken_back() {
        let steps = [step(0, false), step(0, true), step(0, false)];
        assert_eq!(undoable(&steps, 0), 1);
        assert_eq!(undoable(&[step(0, false), step(0, true)], 0), 0);
    }
}
