//! The twenty action cards: when each may be played, the Ivanhoe window, and their effects.
//!
//! An action card is checked when played (targets, Shield, the last-card rule, "an action that
//! would change nothing cannot be played"), then its choices are made (Adapt keeps), then every
//! other player still in the tournament is asked, clockwise, whether they cancel it with Ivanhoe.
//! Only then does it take effect.
//!
//! This file holds the checks; [`window`] the choices and the Ivanhoe window; [`effects`] what
//! each card does.

use rules_core::Seat;

use crate::action::{FaceUp, Play};
use crate::cards::{Card, Colour, Kind};
use crate::error::RuleError;
use crate::state::{Keep, State, removal};

mod effects;
mod window;

impl State {
    /// Whether `actor` may play `play` now (it is their turn, in the play phase).
    pub(crate) fn check_action_card(&self, actor: Seat, play: Play) -> Result<(), RuleError> {
        let card = play.card();
        let colour = self.colour.expect("a tournament is under way");
        let nothing = Err(RuleError::ChangesNothing { card });
        match play {
            Play::Card(_) => unreachable!("display cards are checked by the turn rules"),
            Play::Unhorse(to) => {
                if colour != Colour::Purple {
                    return nothing;
                }
                if !to.is_weapon() {
                    return Err(RuleError::BadColourChange { card, colour: to });
                }
            }
            Play::ChangeWeapon(to) => {
                if !colour.is_weapon() {
                    return nothing;
                }
                if !to.is_weapon() || to == colour {
                    return Err(RuleError::BadColourChange { card, colour: to });
                }
            }
            Play::DropWeapon => {
                if !colour.is_weapon() {
                    return nothing;
                }
            }
            Play::BreakLance(target) => {
                self.check_display_target(actor, target, card)?;
                let display = &self.displays[target];
                if !display.iter().any(|c| c.colour() == Some(Colour::Purple)) {
                    return nothing;
                }
                if display.len() < 2 {
                    return Err(RuleError::LastCard);
                }
            }
            Play::Riposte(target) => {
                self.check_display_target(actor, target, card)?;
                let display = &self.displays[target];
                if display.len() < 2 {
                    return Err(RuleError::LastCard);
                }
                self.check_add(actor, *display.last().expect("entered"))?;
            }
            Play::Dodge(target, position) => {
                self.check_display_target(actor, target, card)?;
                self.check_position(target, position)?;
                if self.displays[target].len() < 2 {
                    return Err(RuleError::LastCard);
                }
            }
            Play::Retreat(position) => {
                self.check_position(actor, position)?;
                if self.displays[actor].len() < 2 {
                    return Err(RuleError::LastCard);
                }
            }
            Play::KnockDown(target) => {
                self.check_opponent(actor, target, card)?;
                if self.options.shield_blocks_knock_down && self.shield == Some(target) {
                    return Err(RuleError::Shielded { target });
                }
                if self.hands[target].is_empty() {
                    return nothing;
                }
            }
            Play::Outmaneuver => {
                let any = self
                    .clockwise_after(actor)
                    .any(|s| self.affected(actor, s) && self.displays[s].len() >= 2);
                if !any {
                    return nothing;
                }
            }
            Play::Charge | Play::Countercharge | Play::Disgrace => {
                if !self.sweeps_any(actor, play) {
                    return nothing;
                }
            }
            Play::Adapt => {
                if !self.adapt_keeps_any(actor) {
                    return nothing;
                }
            }
            Play::Outwit {
                mine,
                target,
                theirs,
            } => self.check_outwit(actor, mine, target, theirs)?,
            Play::Shield => {}
            Play::Stunned(target) => {
                self.check_opponent(actor, target, card)?;
                if !self.is_in(target) {
                    return Err(RuleError::BadTarget {
                        card,
                        target,
                        why: "they have withdrawn",
                    });
                }
            }
        }
        Ok(())
    }

    fn check_opponent(&self, actor: Seat, target: Seat, card: Card) -> Result<(), RuleError> {
        if target >= self.players() {
            return Err(RuleError::BadTarget {
                card,
                target,
                why: "there is no such seat",
            });
        }
        if target == actor {
            return Err(RuleError::BadTarget {
                card,
                target,
                why: "it must target an opponent",
            });
        }
        Ok(())
    }

    /// A card aimed at an opponent's display: they must be in, have entered, and be unshielded.
    fn check_display_target(&self, actor: Seat, target: Seat, card: Card) -> Result<(), RuleError> {
        self.check_opponent(actor, target, card)?;
        if !self.is_in(target) {
            return Err(RuleError::BadTarget {
                card,
                target,
                why: "they have withdrawn",
            });
        }
        if self.displays[target].is_empty() {
            return Err(RuleError::BadTarget {
                card,
                target,
                why: "they have not entered the tournament",
            });
        }
        if self.protected_from(target, actor) {
            return Err(RuleError::Shielded { target });
        }
        Ok(())
    }

    fn check_position(&self, seat: Seat, position: u8) -> Result<(), RuleError> {
        if (position as usize) < self.displays[seat].len() {
            Ok(())
        } else {
            Err(RuleError::NoSuchPosition { seat, position })
        }
    }

    /// Whether `seat`'s display is affected by `actor`'s card that hits every active player.
    pub(crate) fn affected(&self, actor: Seat, seat: Seat) -> bool {
        self.is_active(seat) && !self.protected_from(seat, actor)
    }

    /// The affected seats of a card that hits every active player, `actor` first, clockwise.
    fn affected_seats(&self, actor: Seat) -> impl Iterator<Item = Seat> + '_ {
        std::iter::once(actor)
            .chain(self.clockwise_after(actor))
            .filter(move |&s| self.affected(actor, s))
    }

    /// Charge, Countercharge, Disgrace: the positions each affected seat discards.
    pub(crate) fn sweep(&self, actor: Seat, play: Play) -> Vec<(Seat, Vec<usize>)> {
        let values = || {
            self.seats()
                .filter(|&s| self.is_active(s))
                .flat_map(|s| self.displays[s].iter().map(|c| c.value()))
        };
        let hit: Box<dyn Fn(Card) -> bool> = match play {
            Play::Charge => match values().min() {
                Some(v) => Box::new(move |c: Card| c.value() == v),
                None => return Vec::new(),
            },
            Play::Countercharge => match values().max() {
                Some(v) => Box::new(move |c: Card| c.value() == v),
                None => return Vec::new(),
            },
            Play::Disgrace => Box::new(|c: Card| c.kind() == Kind::Supporter),
            _ => unreachable!("only sweeping cards"),
        };
        self.affected_seats(actor)
            .map(|s| (s, removal(&self.displays[s], &hit)))
            .filter(|(_, positions)| !positions.is_empty())
            .collect()
    }

    /// Whether [`State::sweep`] would discard anything, without listing it: the legal list
    /// asks this of every sweeping card in hand at nearly every step of a search's rollouts. An
    /// affected display loses a card when it shows one that is hit and at least two (a display
    /// whose every card is hit keeps its earliest).
    pub(crate) fn sweeps_any(&self, actor: Seat, play: Play) -> bool {
        let values = self
            .seats()
            .filter(|&s| self.is_active(s))
            .flat_map(|s| self.displays[s].iter().map(|c| c.value()));
        let hit: fn(Card, u8) -> bool = match play {
            Play::Charge | Play::Countercharge => |c, v| c.value() == v,
            Play::Disgrace => |c, _| c.kind() == Kind::Supporter,
            _ => unreachable!("only sweeping cards"),
        };
        let value = match play {
            Play::Charge => values.min(),
            Play::Countercharge => values.max(),
            _ => Some(0),
        };
        let Some(value) = value else {
            return false;
        };
        self.affected_seats(actor).any(|s| {
            let display = &self.displays[s];
            display.len() >= 2 && display.iter().any(|&c| hit(c, value))
        })
    }

    /// Whether [`State::adapt_keeps`] would ask anything, without listing it (see
    /// [`State::sweeps_any`]).
    pub(crate) fn adapt_keeps_any(&self, actor: Seat) -> bool {
        self.affected_seats(actor).any(|seat| {
            let mut seen = 0u8;
            self.displays[seat].iter().any(|c| {
                let value = c.value();
                let bit = 1u8 << value;
                let again = (1..=7).contains(&value) && seen & bit != 0;
                seen |= bit;
                again
            })
        })
    }

    /// Adapt: every value of which an affected seat shows several cards, one decision each.
    pub(crate) fn adapt_keeps(&self, actor: Seat) -> Vec<Keep> {
        let mut keeps = Vec::new();
        for seat in self.affected_seats(actor) {
            let display = &self.displays[seat];
            for value in 1..=7u8 {
                if display.iter().filter(|c| c.value() == value).count() >= 2 {
                    keeps.push(Keep {
                        seat,
                        value,
                        position: None,
                    });
                }
            }
        }
        keeps
    }

    fn face_up(&self, seat: Seat, card: FaceUp) -> Result<Card, RuleError> {
        let missing = Err(RuleError::NoSuchFaceUp { seat, card });
        match card {
            FaceUp::Display(i) => match self.displays[seat].get(i as usize) {
                Some(c) => Ok(*c),
                None => missing,
            },
            FaceUp::Shield if self.shield == Some(seat) => Ok(Card::Shield),
            FaceUp::Stunned if self.stunned == Some(seat) => Ok(Card::Stunned),
            _ => missing,
        }
    }

    fn check_outwit(
        &self,
        actor: Seat,
        mine: FaceUp,
        target: Seat,
        theirs: FaceUp,
    ) -> Result<(), RuleError> {
        self.check_opponent(actor, target, Card::Outwit)?;
        if !self.is_active(target) {
            return Err(RuleError::BadTarget {
                card: Card::Outwit,
                target,
                why: "they are not in the tournament with a display",
            });
        }
        let my_card = self.face_up(actor, mine)?;
        let their_card = self.face_up(target, theirs)?;
        let in_display = |f: FaceUp| matches!(f, FaceUp::Display(_));
        if self.shield == Some(target) && (in_display(mine) || in_display(theirs)) {
            return Err(RuleError::OutwitShielded { target });
        }
        if my_card == their_card {
            return Err(RuleError::ChangesNothing { card: Card::Outwit });
        }
        // Each side gives one card and receives one; a display that only gives would empty.
        for (seat, gives, receives, received) in [
            (actor, mine, theirs, their_card),
            (target, theirs, mine, my_card),
        ] {
            let display = &self.displays[seat];
            if in_display(gives) && !in_display(receives) && display.len() < 2 {
                return Err(RuleError::LastCard);
            }
            if in_display(receives) && received.is_maiden() {
                let keeps_maiden = display
                    .iter()
                    .enumerate()
                    .any(|(i, c)| c.is_maiden() && gives != FaceUp::Display(i as u8));
                if keeps_maiden {
                    return Err(RuleError::MaidenLimit);
                }
            }
        }
        Ok(())
    }
}
