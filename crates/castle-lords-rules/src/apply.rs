//! Applying one action: check it against the phase and the rules, then carry it out.
//! Checking never mutates, so a refused action leaves the state as it was.

use rules_core::Seat;

use crate::action::Action;
use crate::cards::Card;
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
        let seat = self.turn;
        match (self.phase, *action) {
            (Phase::Over, _) => Err(RuleError::GameOver),
            (Phase::Offer, Action::Offer(c)) => self.check_in_hand(seat, c),
            (Phase::Offer, _) => wrong("a card to offer ('offer ...')"),
            (Phase::Propose { seat: p }, Action::Propose(c)) => self.check_in_hand(p, c),
            (Phase::Propose { .. }, Action::Decline) => Ok(()),
            (Phase::Propose { .. }, _) => wrong("a proposal ('propose ...') or 'decline'"),
            (Phase::Pick, Action::Pick(s)) => {
                if s < self.players() && self.proposals[s].is_some() {
                    Ok(())
                } else {
                    Err(RuleError::NoProposal { seat: s })
                }
            }
            (Phase::Pick, _) => wrong("the proposal taken ('pick @N')"),
            (Phase::Main, Action::Attack(c)) => self.check_attack_castle(seat, c),
            (Phase::Main, Action::Reclaim) => self.check_reclaim(seat),
            (Phase::Main, Action::Pass) => self.check_pass(seat),
            (Phase::Main, _) => wrong("'attack #N', 'reclaim' or 'pass'"),
            (Phase::Army { castle }, Action::Add(c)) => self.check_add(seat, castle, c),
            (Phase::Army { castle }, Action::Confirm) => self.check_confirm(seat, castle),
            (Phase::Army { .. }, _) => wrong("'add ...' or 'confirm'"),
            (Phase::Reclaim { .. } | Phase::Discard, Action::Discard(c)) => {
                self.check_in_hand(seat, c)
            }
            (Phase::Reclaim { .. }, _) => wrong("a card paid for the reclaim ('discard ...')"),
            (Phase::Discard, _) => wrong("a card discarded to the hand limit ('discard ...')"),
        }
    }

    fn check_in_hand(&self, seat: Seat, card: Card) -> Result<(), RuleError> {
        if self.hands[seat].contains(card) {
            Ok(())
        } else {
            Err(RuleError::NotInHand { card })
        }
    }
}
