//! Attacks: which attack card may be played against which kingdom, the one response each card
//! (or revolt) may meet, the Traitor chain, and how an exchange resolves.

use rules_core::Seat;

use crate::action::Play;
use crate::cards::Card;
use crate::error::RuleError;
use crate::events::Event;
use crate::state::{Attack, Exchange, Kingdom, Phase, Played, State};

/// Whether the fortifications of `kingdom` (seat `seat`) let `role` attack it; `scaled` when a
/// Ladder scaled its Castle this turn.
pub(crate) fn fortifications_allow(
    kingdom: &Kingdom,
    seat: Seat,
    role: Card,
    scaled: bool,
) -> Result<(), RuleError> {
    if kingdom.minstrel.is_some() {
        return Err(RuleError::MinstrelProtects { seat });
    }
    let castle = kingdom.castle.is_some();
    let archer = kingdom.archer.is_some();
    match role {
        // An Archer duels the fortifying Archer, walls or not.
        Card::Archer if !archer => Err(RuleError::NeedsArcher { seat }),
        Card::Archer => Ok(()),
        Card::Ladder if !castle => Err(RuleError::NeedsCastle { seat, role }),
        Card::Ladder if archer => Err(RuleError::LadderUnderArcher { seat }),
        Card::Ladder if scaled => Err(RuleError::CastleScaled { seat }),
        Card::Ladder => Ok(()),
        // The Catapult brings down the Castle and any Archer on its walls.
        Card::Catapult if !castle => Err(RuleError::NeedsCastle { seat, role }),
        Card::Catapult => Ok(()),
        Card::Dragon if archer => Err(RuleError::DragonArcher { seat }),
        Card::Dragon | Card::Ninja => Ok(()),
        _ if archer => Err(RuleError::ArcherBlocks { seat, role }),
        _ if castle && !scaled => Err(RuleError::CastleBlocks { seat, role }),
        _ => Ok(()),
    }
}

impl State {
    /// Whether `seat` may play `play` as an attack card against `target` now.
    pub(crate) fn check_attack(
        &self,
        seat: Seat,
        target: Seat,
        play: Play,
    ) -> Result<(), RuleError> {
        if !play.is_single_or_revolt() {
            return Err(RuleError::OneAtATime { play });
        }
        if !play.role.can_attack() {
            return Err(RuleError::NotAnAttackCard { role: play.role });
        }
        if target >= self.players() {
            return Err(RuleError::Rival {
                target,
                why: "there is no such seat",
            });
        }
        if target == seat {
            return Err(RuleError::Rival {
                target,
                why: "a player attacks a rival, not themselves",
            });
        }
        if let Some(attack) = &self.attack
            && attack.defender != target
        {
            return Err(RuleError::OneRival {
                rival: attack.defender,
            });
        }
        if !self.holds(seat, play) {
            return Err(RuleError::NotInHand {
                cards: play.to_string(),
            });
        }
        let scaled = self.attack.as_ref().is_some_and(|a| !a.ladders.is_empty());
        fortifications_allow(&self.kingdoms[target], target, play.role, scaled)
    }

    pub(crate) fn play_attack(
        &mut self,
        seat: Seat,
        target: Seat,
        play: Play,
        ev: &mut Vec<Event>,
    ) {
        self.take_play(seat, play);
        let attack = self.attack.get_or_insert_with(|| Attack {
            attacker: seat,
            defender: target,
            ladders: Vec::new(),
            exchange: None,
        });
        attack.exchange = Some(Exchange {
            play,
            aimed_at: target,
            traitors: Vec::new(),
            response: None,
        });
        ev.push(Event::AttackPlayed {
            attacker: seat,
            defender: target,
            play,
        });
        self.phase = Phase::Respond;
    }

    /// Whether `seat`, the target of the attack card, may answer it with `play`.
    pub(crate) fn check_response(&self, seat: Seat, play: Play) -> Result<(), RuleError> {
        if !play.is_single_or_revolt() {
            return Err(RuleError::OneAtATime { play });
        }
        let response = play.role;
        if !response.can_respond() {
            return Err(RuleError::NotAResponse { role: response });
        }
        if !self.holds(seat, play) {
            return Err(RuleError::NotInHand {
                cards: play.to_string(),
            });
        }
        let attack = self.exchange().play.role;
        match attack {
            Card::Ninja | Card::Dragon => {
                let enemy = response == Card::Executioner
                    || (attack == Card::Dragon && response == Card::Princess);
                if !enemy {
                    return Err(RuleError::StoppedOnlyByEnemies { attack, response });
                }
            }
            _ => match response {
                r if r.has_strength() && !attack.has_strength() => {
                    return Err(RuleError::StrengthResponse {
                        attack,
                        response: r,
                    });
                }
                Card::Princess if attack != Card::Knight => {
                    return Err(RuleError::PrincessTarget { attack });
                }
                Card::Executioner if matches!(attack, Card::Ladder | Card::Catapult) => {
                    return Err(RuleError::ExecutionerTarget { attack });
                }
                Card::Traitor if !attack.has_strength() => {
                    return Err(RuleError::TraitorTarget { attack });
                }
                _ => {}
            },
        }
        if response == Card::Minstrel && self.kingdoms[seat].minstrel.is_some() {
            return Err(RuleError::OneOfAKind {
                seat,
                role: Card::Minstrel,
            });
        }
        Ok(())
    }

    fn attack_mut(&mut self) -> &mut Attack {
        self.attack.as_mut().expect("an attack is under way")
    }

    fn exchange_mut(&mut self) -> &mut Exchange {
        self.attack_mut()
            .exchange
            .as_mut()
            .expect("an attack card is being answered")
    }

    /// `seat` answers the attack card aimed at them.
    pub(crate) fn respond(&mut self, seat: Seat, play: Play, ev: &mut Vec<Event>) {
        self.take_play(seat, play);
        ev.push(Event::Responded { seat, play });
        let attack_play = self.exchange().play;
        match play.role {
            r if r.has_strength() => {
                self.exchange_mut().response = Some(Played { seat, play });
                let margin = attack_play.strength() as i32 - play.strength() as i32;
                self.take_gems(seat, margin, ev);
            }
            Card::Traitor => {
                let against = self.attack().expect("attack").other(seat);
                let exchange = self.exchange_mut();
                exchange.traitors.push(Played { seat, play });
                exchange.aimed_at = against;
                ev.push(Event::Traitored { by: seat, against });
            }
            Card::Princess => {
                let mut cleared = Vec::new();
                self.discard_play(play, &mut cleared);
                let card = attack_play.physical().next().expect("one card");
                self.give_card(seat, card);
                ev.push(Event::TakenByPrincess {
                    by: seat,
                    play: attack_play,
                    card,
                });
                ev.push(Event::CardsDiscarded { cards: cleared });
                self.clear_exchange(true, ev);
                self.phase = Phase::Attack;
            }
            Card::Executioner => {
                let mut cleared = Vec::new();
                self.discard_play(play, &mut cleared);
                ev.push(Event::Executed {
                    by: seat,
                    play: attack_play,
                });
                ev.push(Event::CardsDiscarded { cards: cleared });
                self.clear_exchange(false, ev);
                self.end_turn(ev);
            }
            Card::Minstrel => {
                // Ladder and Catapult have no enemies (RULINGS §3): their effect happens
                // first, and the Minstrel only ends the turn after it.
                if matches!(attack_play.role, Card::Ladder | Card::Catapult) {
                    self.siege(seat, attack_play, ev);
                }
                let card = play.physical().next().expect("one card");
                self.kingdoms[seat].minstrel = Some(card);
                ev.push(Event::MinstrelStopped {
                    by: seat,
                    play: attack_play,
                });
                self.clear_exchange(false, ev);
                self.end_turn(ev);
            }
            other => unreachable!("{other} was checked as a response"),
        }
    }

    /// `seat` lets the attack card aimed at them through: it takes effect.
    pub(crate) fn let_through(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        ev.push(Event::Unanswered { seat });
        let play = self.exchange().play;
        let attacker = self.attack().expect("attack").attacker;
        match play.role {
            Card::Archer => {
                self.destroy(seat, Card::Archer, Card::Archer, ev);
                self.clear_exchange(false, ev);
                self.phase = Phase::Attack;
            }
            Card::Ladder | Card::Catapult => {
                self.siege(seat, play, ev);
                self.phase = Phase::Attack;
            }
            Card::Ninja | Card::Dragon => {
                if play.role == Card::Ninja {
                    self.destroy(seat, Card::Archer, Card::Ninja, ev);
                } else {
                    self.destroy(seat, Card::Castle, Card::Dragon, ev);
                }
                // Nothing can steal from a Ninja or a Dragon: the gems arrive at once.
                let gems = self.kingdoms[seat].gems.min(play.attack_value() as u8);
                self.clear_exchange(false, ev);
                if gems == 0 {
                    ev.push(Event::Repelled { seat });
                    self.phase = Phase::Attack;
                } else {
                    self.kingdoms[seat].gems -= gems;
                    ev.push(Event::GemsTaken {
                        from: seat,
                        to: attacker,
                        gems,
                    });
                    self.gems_arrive(attacker, gems, ev);
                }
            }
            _ => self.take_gems(seat, play.strength() as i32, ev),
        }
    }

    /// A Ladder or a Catapult aimed at `seat` takes effect, whatever the answer: the Ladder
    /// scales the Castle for the rest of the turn; the Catapult brings down the Castle and any
    /// Archer on its walls. The exchange is cleared.
    fn siege(&mut self, seat: Seat, play: Play, ev: &mut Vec<Event>) {
        if play.role == Card::Ladder {
            let attack = self.attack_mut();
            attack.exchange = None;
            attack.ladders.push(play);
            ev.push(Event::CastleScaled { seat });
        } else {
            self.destroy(seat, Card::Castle, Card::Catapult, ev);
            self.destroy(seat, Card::Archer, Card::Catapult, ev);
            self.clear_exchange(false, ev);
        }
    }

    /// Removes the fortification `role` from `seat`'s kingdom, if there is one.
    fn destroy(&mut self, seat: Seat, role: Card, by: Card, ev: &mut Vec<Event>) {
        if let Some(card) = self.kingdoms[seat].slot_mut(role).take() {
            self.discard.push(card);
            ev.push(Event::FortificationDestroyed {
                seat,
                role,
                card,
                by,
            });
        }
    }

    /// A strength exchange resolves: `margin` gems (attack minus response) leave `loser`'s
    /// kingdom, at most as many as they own. At zero or less nothing moves, the cards are
    /// discarded and the attacker may go on.
    fn take_gems(&mut self, loser: Seat, margin: i32, ev: &mut Vec<Event>) {
        let owned = self.kingdoms[loser].gems;
        let gems = margin.clamp(0, owned as i32) as u8;
        if gems == 0 {
            ev.push(Event::Repelled { seat: loser });
            self.clear_exchange(false, ev);
            self.phase = Phase::Attack;
        } else {
            let receiver = self.attack().expect("attack").other(loser);
            self.set_gems_in_motion(loser, receiver, gems, ev);
        }
    }
}
