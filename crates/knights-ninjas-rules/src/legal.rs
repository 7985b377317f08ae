//! Enumerating the legal actions. Every candidate goes through the same `check` that `apply`
//! uses, so the list and what `apply` accepts cannot drift apart.

use rules_core::Seat;

use crate::action::{Action, Play};
use crate::cards::Card;
use crate::state::{Phase, State};

impl State {
    /// Every action the deciding seat may take now, in a deterministic order.
    pub fn legal(&self, out: &mut Vec<Action>) {
        out.clear();
        let seat = self.decider();
        let mut push = |action: Action| {
            if self.check(&action).is_ok() {
                out.push(action);
            }
        };
        match self.phase {
            Phase::Over => {}
            Phase::Main => {
                for target in (1..self.players()).map(|k| (seat + k) % self.players()) {
                    self.plays(seat, Card::can_attack, &mut |play| {
                        push(Action::Attack { target, play })
                    });
                }
                self.plays(seat, Card::can_fortify, &mut |play| {
                    push(Action::Fortify(play))
                });
                for card in self.hands[seat].kinds() {
                    push(Action::Discard(card));
                }
                push(Action::End);
            }
            Phase::Fortify => {
                self.plays(seat, Card::can_fortify, &mut |play| {
                    push(Action::Fortify(play))
                });
                push(Action::End);
            }
            Phase::Attack => {
                let target = self
                    .attack
                    .as_ref()
                    .expect("an attack is under way")
                    .defender;
                self.plays(seat, Card::can_attack, &mut |play| {
                    push(Action::Attack { target, play })
                });
                push(Action::End);
            }
            Phase::Respond => {
                self.plays(seat, Card::can_respond, &mut |play| {
                    push(Action::Respond(play))
                });
                push(Action::Pass);
            }
            Phase::Interrupt => {
                self.plays(seat, |c| c == Card::Highwayman, &mut |play| {
                    push(Action::Steal(play))
                });
                push(Action::Pass);
            }
        }
    }

    /// Every play of `seat`'s hand whose role passes `role`: each card as itself, a Jester
    /// announced as it, and every revolt (Peasants with Jesters announced as Peasants).
    fn plays(&self, seat: Seat, role: impl Fn(Card) -> bool, emit: &mut impl FnMut(Play)) {
        let hand = &self.hands[seat];
        let jesters = hand.count(Card::Jester);
        for card in Card::ALL {
            if card == Card::Jester || !role(card) {
                continue;
            }
            if card == Card::Peasant {
                for natural in 0..=hand.count(Card::Peasant) {
                    for j in 0..=jesters {
                        if natural + j > 0 {
                            emit(Play {
                                role: card,
                                natural,
                                jesters: j,
                            });
                        }
                    }
                }
            } else {
                if hand.contains(card) {
                    emit(Play::card(card));
                }
                if jesters > 0 {
                    emit(Play::jester(card));
                }
            }
        }
    }
}
