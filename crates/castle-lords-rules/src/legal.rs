//! Enumerating the legal actions. Every candidate goes through the same `check` that `apply`
//! uses, so the list and what `apply` accepts cannot drift apart. Candidates are few: one per
//! distinct card in the deciding hand, one per castle, one per proposer.

use crate::action::Action;
use crate::state::{Phase, State};

impl State {
    /// Every action the deciding seat may take now, in a deterministic order.
    pub fn legal(&self, out: &mut Vec<Action>) {
        out.clear();
        let mut push = |a: Action| {
            if self.check(&a).is_ok() {
                out.push(a);
            }
        };
        let hand = &self.hands[self.turn];
        match self.phase {
            Phase::Over => {}
            Phase::Offer => hand.kinds().for_each(|c| push(Action::Offer(c))),
            Phase::Propose { seat } => {
                push(Action::Decline);
                self.hands[seat]
                    .kinds()
                    .for_each(|c| push(Action::Propose(c)));
            }
            Phase::Pick => self
                .seats()
                .filter(|&s| self.proposals[s].is_some())
                .for_each(|s| push(Action::Pick(s))),
            Phase::Main => {
                (0..self.castles.len()).for_each(|c| push(Action::Attack(c as u8)));
                push(Action::Reclaim);
                push(Action::Pass);
            }
            Phase::Army { .. } => {
                hand.kinds().for_each(|c| push(Action::Add(c)));
                push(Action::Confirm);
            }
            Phase::Reclaim { .. } | Phase::Discard => {
                hand.kinds().for_each(|c| push(Action::Discard(c)))
            }
        }
    }
}
