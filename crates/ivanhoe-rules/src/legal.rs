//! Enumerating the legal actions. Every candidate goes through the same `check` that `apply`
//! uses, so the list and what `apply` accepts cannot drift apart.

use crate::action::{FaceUp, Play};
use crate::cards::{Card, Colour};
use crate::state::State;

impl State {
    /// Every way of playing `card` that might be legal (targets within the table).
    pub(crate) fn candidate_plays(&self, card: Card, emit: &mut impl FnMut(Play)) {
        let seat = self.turn;
        let others = || self.clockwise_after(seat);
        match card {
            Card::Unhorse => Colour::WEAPONS
                .into_iter()
                .for_each(|c| emit(Play::Unhorse(c))),
            Card::ChangeWeapon => Colour::WEAPONS
                .into_iter()
                .for_each(|c| emit(Play::ChangeWeapon(c))),
            Card::DropWeapon => emit(Play::DropWeapon),
            Card::BreakLance => others().for_each(|t| emit(Play::BreakLance(t))),
            Card::Riposte => others().for_each(|t| emit(Play::Riposte(t))),
            Card::Dodge => {
                for t in others() {
                    for i in 0..self.displays[t].len() {
                        emit(Play::Dodge(t, i as u8));
                    }
                }
            }
            Card::Retreat => {
                for i in 0..self.displays[seat].len() {
                    emit(Play::Retreat(i as u8));
                }
            }
            Card::KnockDown => others().for_each(|t| emit(Play::KnockDown(t))),
            Card::Outmaneuver => emit(Play::Outmaneuver),
            Card::Charge => emit(Play::Charge),
            Card::Countercharge => emit(Play::Countercharge),
            Card::Disgrace => emit(Play::Disgrace),
            Card::Adapt => emit(Play::Adapt),
            Card::Outwit => {
                for mine in self.face_ups(seat) {
                    for target in others() {
                        for theirs in self.face_ups(target) {
                            emit(Play::Outwit {
                                mine,
                                target,
                                theirs,
                            });
                        }
                    }
                }
            }
            Card::Shield => emit(Play::Shield),
            Card::Stunned => others().for_each(|t| emit(Play::Stunned(t))),
            Card::Ivanhoe => {}
            display_card => emit(Play::Card(display_card)),
        }
    }

    /// The face-up cards lying before `seat`: display positions, then Shield, then Stunned.
    pub fn face_ups(&self, seat: rules_core::Seat) -> impl Iterator<Item = FaceUp> + '_ {
        let display = (0..self.displays[seat].len()).map(|i| FaceUp::Display(i as u8));
        let shield = (self.shield == Some(seat)).then_some(FaceUp::Shield);
        let stunned = (self.stunned == Some(seat)).then_some(FaceUp::Stunned);
        display.chain(shield).chain(stunned)
    }
}
