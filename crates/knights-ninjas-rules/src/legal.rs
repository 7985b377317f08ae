//! Enumerating the legal actions. Every candidate goes through the same `check` that `apply`
//! uses, so the list and what `apply` accepts cannot drift apart.

use rules_core::Seat;

use crate::action::Play;
use crate::cards::Card;
use crate::state::State;

impl State {
    /// Every play of `seat`'s hand whose role passes `role`: each card as itself, a Jester
    /// announced as it, and every revolt (Peasants with Jesters announced as Peasants).
    pub(crate) fn plays(
        &self,
        seat: Seat,
        role: impl Fn(Card) -> bool,
        emit: &mut impl FnMut(Play),
    ) {
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
