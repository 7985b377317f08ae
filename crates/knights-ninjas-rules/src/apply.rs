//! Applying one action: check it against the phase and the rules, then carry it out.
//! Checking never mutates, so a refused action leaves the state as it was.

use crate::action::Action;
use crate::error::RuleError;
use crate::state::{Phase, State};

impl State {
    /// Whether the deciding seat may take `action` now.
    pub fn check(&self, action: &Action) -> Result<(), RuleError> {
        let wrong = |expected: &'static str| {
            Err(RuleError::WrongDecision {
                expected,
                action: action.to_string(),
            })
        };
        let seat = self.decider();
        match (self.phase, *action) {
            (Phase::Over, _) => Err(RuleError::GameOver),
            (Phase::Main, Action::Attack { target, play }) => self.check_attack(seat, target, play),
            (Phase::Main, Action::Fortify(play)) => self.check_fortify(seat, play),
            (Phase::Main, Action::Discard(card)) => self.check_discard(seat, card),
            (Phase::Main, Action::End) => self.check_end_main(seat),
            (Phase::Main, _) => wrong(
                "the turn's choice ('attack @N ...', 'fortify ...', 'discard ...', or 'end' with an empty hand)",
            ),
            (Phase::Fortify, Action::Fortify(play)) => self.check_fortify(seat, play),
            (Phase::Fortify, Action::End) => Ok(()),
            (Phase::Fortify, _) => wrong("another fortification ('fortify ...') or 'end'"),
            (Phase::Attack, Action::Attack { target, play }) => {
                self.check_attack(seat, target, play)
            }
            (Phase::Attack, Action::End) => Ok(()),
            (Phase::Attack, _) => wrong("another attack card against the same rival, or 'end'"),
            (Phase::Respond, Action::Respond(play)) => self.check_response(seat, play),
            (Phase::Respond, Action::Pass) => Ok(()),
            (Phase::Respond, _) => wrong("a response to the attack card ('respond ...') or 'pass'"),
            (Phase::Interrupt, Action::Steal(play)) => self.check_steal(seat, play),
            (Phase::Interrupt, Action::Pass) => Ok(()),
            (Phase::Interrupt, _) => wrong("'steal HIGHWAYMAN' or 'pass' while gems move"),
        }
    }
}
