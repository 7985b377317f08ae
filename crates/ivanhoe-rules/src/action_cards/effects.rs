//! What each action card does once its window closes without Ivanhoe.

use rules_core::Seat;

use crate::action::{FaceUp, Play};
use crate::cards::{Card, Colour};
use crate::events::Event;
use crate::state::{Pending, Phase, State, removal};

impl State {
    /// The window closed without Ivanhoe: the card takes effect.
    pub(super) fn resolve(&mut self, ev: &mut Vec<Event>) {
        let Pending { actor, play, keeps } = self.pending.take().expect("pending");
        self.phase = Phase::Play;
        let colour = self.colour.expect("a tournament is under way");
        match play {
            Play::Card(_) => unreachable!("display cards are not pending"),
            Play::Unhorse(to) | Play::ChangeWeapon(to) => self.change_colour(colour, to, ev),
            Play::DropWeapon => self.change_colour(colour, Colour::Green, ev),
            Play::BreakLance(target) => {
                let positions = removal(&self.displays[target], |c| {
                    c.colour() == Some(Colour::Purple)
                });
                self.discard_positions(target, positions, ev);
            }
            Play::Riposte(target) => {
                let card = self.displays[target].pop().expect("checked");
                self.add_to_display(actor, card);
                ev.push(Event::CardMoved {
                    from: target,
                    to: actor,
                    card,
                });
            }
            Play::Dodge(target, position) => {
                self.discard_positions(target, vec![position as usize], ev)
            }
            Play::Retreat(position) => {
                let card = self.displays[actor].remove(position as usize);
                self.hands[actor].add(card);
                for v in self.seats() {
                    if v != actor {
                        self.known_mut(v, actor).add(card);
                    }
                }
                ev.push(Event::CardRetreated {
                    seat: actor,
                    position,
                    card,
                });
            }
            Play::KnockDown(target) => self.knock_down(actor, target, ev),
            Play::Outmaneuver => {
                let hit: Vec<Seat> = self
                    .clockwise_after(actor)
                    .filter(|&s| self.affected(actor, s) && self.displays[s].len() >= 2)
                    .collect();
                for s in hit {
                    let top = self.displays[s].len() - 1;
                    self.discard_positions(s, vec![top], ev);
                }
            }
            Play::Charge | Play::Countercharge | Play::Disgrace => {
                for (seat, positions) in self.sweep(actor, play) {
                    self.discard_positions(seat, positions, ev);
                }
            }
            Play::Adapt => {
                for keep in keeps {
                    let kept = keep.position.expect("every keep was chosen") as usize;
                    let positions = (0..self.displays[keep.seat].len())
                        .filter(|&i| i != kept && self.displays[keep.seat][i].value() == keep.value)
                        .collect();
                    self.discard_positions(keep.seat, positions, ev);
                }
            }
            Play::Outwit {
                mine,
                target,
                theirs,
            } => self.outwit(actor, mine, target, theirs, ev),
            Play::Shield => {
                self.shield = Some(actor);
                ev.push(Event::ShieldPlaced { seat: actor });
            }
            Play::Stunned(target) => {
                self.stunned = Some(target);
                ev.push(Event::StunnedPlaced {
                    by: actor,
                    seat: target,
                });
            }
        }
    }

    fn change_colour(&mut self, from: Colour, to: Colour, ev: &mut Vec<Event>) {
        self.colour = Some(to);
        ev.push(Event::ColourChanged { from, to });
    }

    fn knock_down(&mut self, actor: Seat, target: Seat, ev: &mut Vec<Event>) {
        let i = self.rng.below(self.hands[target].len());
        let card = self.hands[target].nth(i).expect("index within the hand");
        self.hands[target].remove(card);
        self.hands[actor].add(card);
        // The taker knows which card it was; the victim knows where it went; the others only
        // know that one of the victim's cards left.
        for v in self.seats() {
            if v == actor {
                self.known_mut(v, target).remove(card);
            } else if v != target {
                self.known_mut(v, target).clear();
            }
        }
        self.known_mut(target, actor).add(card);
        ev.push(Event::CardTaken {
            from: target,
            to: actor,
            card: Some(card),
        });
    }

    fn outwit(
        &mut self,
        actor: Seat,
        mine: FaceUp,
        target: Seat,
        theirs: FaceUp,
        ev: &mut Vec<Event>,
    ) {
        let my_card = self.face_up(actor, mine).expect("checked");
        let their_card = self.face_up(target, theirs).expect("checked");
        // Each card lands where the other lay: a display card in place, Shield and Stunned
        // before the new holder; a display card given for Shield or Stunned goes on top.
        self.lift(mine);
        self.lift(theirs);
        let their_card_to = self.land(actor, mine, their_card);
        let my_card_to = self.land(target, theirs, my_card);
        ev.push(Event::Swapped {
            seat: actor,
            mine,
            my_card,
            target,
            theirs,
            their_card,
            my_card_to,
            their_card_to,
        });
    }

    /// Picks Shield or Stunned up from where it lies (display cards are replaced in `land`).
    fn lift(&mut self, at: FaceUp) {
        match at {
            FaceUp::Display(_) => {}
            FaceUp::Shield => self.shield = None,
            FaceUp::Stunned => self.stunned = None,
        }
    }

    /// Puts `card`, received by `seat` in exchange for what lay at `at`, in its place, and says
    /// where that is.
    fn land(&mut self, seat: Seat, at: FaceUp, card: Card) -> FaceUp {
        match (card, at) {
            (Card::Shield | Card::Stunned, FaceUp::Display(i)) => {
                self.displays[seat].remove(i as usize);
                self.place_special(seat, card)
            }
            (Card::Shield | Card::Stunned, _) => self.place_special(seat, card),
            (_, FaceUp::Display(i)) => {
                self.displays[seat][i as usize] = card;
                FaceUp::Display(i)
            }
            (_, _) => {
                self.displays[seat].push(card);
                self.entered |= 1 << seat;
                FaceUp::Display((self.displays[seat].len() - 1) as u8)
            }
        }
    }

    fn place_special(&mut self, seat: Seat, card: Card) -> FaceUp {
        if card == Card::Shield {
            self.shield = Some(seat);
            FaceUp::Shield
        } else {
            self.stunned = Some(seat);
            FaceUp::Stunned
        }
    }
}
