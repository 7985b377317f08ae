//! After an action card is played: its choices (Adapt keeps), then the Ivanhoe window, where
//! every other player still in the tournament is asked, clockwise, whether they cancel it.

use rules_core::Seat;

use crate::action::Play;
use crate::cards::Card;
use crate::error::RuleError;
use crate::events::Event;
use crate::state::{Keep, Pending, Phase, State};

impl State {
    /// Plays an action card: it leaves the hand, its choices are asked, then its window opens.
    pub(crate) fn play_action_card(&mut self, actor: Seat, play: Play, ev: &mut Vec<Event>) {
        let card = play.card();
        self.take_from_hand(actor, card);
        self.played_this_turn = true;
        if !matches!(play, Play::Shield | Play::Stunned(_)) {
            self.discard.push(card);
        }
        ev.push(Event::ActionPlayed { seat: actor, play });
        let keeps = if play == Play::Adapt {
            self.adapt_keeps(actor)
        } else {
            Vec::new()
        };
        self.pending = Some(Pending { actor, play, keeps });
        self.ask_next_keep(0);
    }

    fn ask_next_keep(&mut self, index: usize) {
        let pending = self.pending.as_ref().expect("pending");
        if index < pending.keeps.len() {
            self.phase = Phase::AdaptKeep { keep: index };
        } else {
            self.open_window(pending.actor);
        }
    }

    /// The positions `keep` may keep.
    pub(crate) fn keep_options(&self, keep: Keep) -> impl Iterator<Item = u8> + '_ {
        self.displays[keep.seat]
            .iter()
            .enumerate()
            .filter(move |(_, c)| c.value() == keep.value)
            .map(|(i, _)| i as u8)
    }

    pub(crate) fn check_keep(&self, index: usize, position: u8) -> Result<(), RuleError> {
        let keep = self.keep(index);
        if self.keep_options(keep).any(|p| p == position) {
            Ok(())
        } else {
            Err(RuleError::BadKeep {
                position,
                value: keep.value,
            })
        }
    }

    pub(crate) fn choose_keep(&mut self, index: usize, position: u8, ev: &mut Vec<Event>) {
        let seat = self.keep(index).seat;
        let card = self.displays[seat][position as usize];
        self.pending.as_mut().expect("pending").keeps[index].position = Some(position);
        ev.push(Event::Kept {
            seat,
            position,
            card,
        });
        self.ask_next_keep(index + 1);
    }

    /// Opens the Ivanhoe window: every other player still in is asked in turn, clockwise.
    /// Everyone is asked, holder of Ivanhoe or not, so the asking reveals nothing.
    fn open_window(&mut self, actor: Seat) {
        match self.next_in(actor) {
            Some(responder) => self.phase = Phase::Reaction { responder },
            None => unreachable!("a tournament in play has two players in it"),
        }
    }

    pub(crate) fn check_ivanhoe(&self, seat: Seat) -> Result<(), RuleError> {
        if self.hands[seat].contains(Card::Ivanhoe) {
            Ok(())
        } else {
            Err(RuleError::NotInHand {
                card: Card::Ivanhoe,
            })
        }
    }

    pub(crate) fn pass(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        ev.push(Event::Passed { seat });
        let actor = self.pending.as_ref().expect("pending").actor;
        let next = self
            .clockwise_after(seat)
            .take_while(|&s| s != actor)
            .find(|&s| self.is_in(s));
        match next {
            Some(responder) => self.phase = Phase::Reaction { responder },
            None => self.resolve(ev),
        }
    }

    /// Ivanhoe cancels the pending card: both go to the discard pile, nothing else changes.
    pub(crate) fn cancel(&mut self, by: Seat, ev: &mut Vec<Event>) {
        let pending = self.pending.take().expect("pending");
        let card = pending.play.card();
        self.take_from_hand(by, Card::Ivanhoe);
        if matches!(pending.play, Play::Shield | Play::Stunned(_)) {
            self.discard.push(card);
        }
        self.discard.push(Card::Ivanhoe);
        ev.push(Event::ActionCancelled { by, card });
        self.phase = Phase::Play;
    }
}
