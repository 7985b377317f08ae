//! The flow of a turn: its start (the Minstrel leaves, cards are drawn), the turn's choice
//! (fortify or discard here; attacks in `combat`), and its end.

use rules_core::Seat;

use crate::action::Play;
use crate::cards::Card;
use crate::error::RuleError;
use crate::events::Event;
use crate::state::{Phase, State};

impl State {
    /// `seat`'s turn begins: their Minstrel's protection ends, then they draw (one card on the
    /// game's first turn, two otherwise).
    pub(crate) fn begin_turn(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        self.turn = seat;
        self.phase = Phase::Main;
        self.attack = None;
        self.motion = None;
        let draws = if self.first_turn { 1 } else { 2 };
        ev.push(Event::TurnStarted { seat, draws });
        if let Some(card) = self.kingdoms[seat].minstrel.take() {
            self.discard.push(card);
            ev.push(Event::MinstrelDiscarded { seat, card });
        }
        for _ in 0..draws {
            // The deck running out again once the target cannot fall any further ends the match.
            let at_lowest = self.target == self.components.target_minimum();
            let reshuffles = self.reshuffles;
            self.draw(seat, ev);
            if at_lowest && self.reshuffles > reshuffles {
                self.deck_ran_out(ev);
                return;
            }
        }
    }

    /// The match ends with the deck run out at the lowest target: the seats owning the most
    /// gems win.
    fn deck_ran_out(&mut self, ev: &mut Vec<Event>) {
        let gems = self.kingdoms.iter().map(|k| k.gems).max().unwrap_or(0);
        let winners: Vec<Seat> = (0..self.players())
            .filter(|&s| self.kingdoms[s].gems == gems)
            .collect();
        self.phase = Phase::Over;
        self.winners = winners.clone();
        ev.push(Event::DeckRanOut { winners, gems });
    }

    /// Discards the Ladders of the turn's attack and forgets the attack.
    pub(crate) fn finish_attack(&mut self, ev: &mut Vec<Event>) {
        if let Some(attack) = self.attack.take() {
            let mut cleared = Vec::new();
            for ladder in attack.ladders {
                self.discard_play(ladder, &mut cleared);
            }
            if !cleared.is_empty() {
                ev.push(Event::CardsDiscarded { cards: cleared });
            }
        }
    }

    /// The turn ends; the next seat clockwise begins theirs.
    pub(crate) fn end_turn(&mut self, ev: &mut Vec<Event>) {
        self.finish_attack(ev);
        self.motion = None;
        ev.push(Event::TurnEnded { seat: self.turn });
        self.first_turn = false;
        let next = self.next_seat(self.turn);
        self.begin_turn(next, ev);
    }

    /// Whether `seat` may lay `play` before their kingdom.
    pub(crate) fn check_fortify(&self, seat: Seat, play: Play) -> Result<(), RuleError> {
        if !play.is_single_or_revolt() || play.size() != 1 {
            return Err(RuleError::OneAtATime { play });
        }
        if !play.role.can_fortify() {
            return Err(RuleError::NotAFortification { role: play.role });
        }
        if !self.holds(seat, play) {
            return Err(RuleError::NotInHand {
                cards: play.to_string(),
            });
        }
        if self.kingdoms[seat].slot(play.role).is_some() {
            return Err(RuleError::OneOfAKind {
                seat,
                role: play.role,
            });
        }
        Ok(())
    }

    pub(crate) fn fortify(&mut self, seat: Seat, play: Play, ev: &mut Vec<Event>) {
        self.take_play(seat, play);
        let card = play.physical().next().expect("one card");
        *self.kingdoms[seat].slot_mut(play.role) = Some(card);
        ev.push(Event::Fortified { seat, play });
        self.phase = Phase::Fortify;
    }

    pub(crate) fn check_discard(&self, seat: Seat, card: Card) -> Result<(), RuleError> {
        if self.hands[seat].contains(card) {
            Ok(())
        } else {
            Err(RuleError::NotInHand {
                cards: card.to_string(),
            })
        }
    }

    /// The player played nothing: the card goes face up to the discard pile, the turn ends.
    pub(crate) fn discard_card(&mut self, seat: Seat, card: Card, ev: &mut Vec<Event>) {
        self.take_card(seat, card);
        self.discard.push(card);
        ev.push(Event::Discarded { seat, card });
        self.end_turn(ev);
    }

    /// `end` in the turn's choice: only with nothing to discard.
    pub(crate) fn check_end_main(&self, seat: Seat) -> Result<(), RuleError> {
        if self.hands[seat].is_empty() {
            Ok(())
        } else {
            Err(RuleError::MustDiscard)
        }
    }
}
