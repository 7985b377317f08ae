//! Gems in motion and the Highwayman window; gems arriving, and the win.
//!
//! The window is asked clockwise from the seat after the one about to receive the gems, every
//! other seat in turn, holder of a Highwayman or not, so the asking reveals nothing. A steal
//! makes the thief the receiver and reopens the window from the seat after them; a full round of
//! passes closes it and the gems arrive.

use rules_core::Seat;

use crate::action::Play;
use crate::cards::Card;
use crate::error::RuleError;
use crate::events::Event;
use crate::state::{Motion, Phase, Played, State};

impl State {
    /// `gems` leave `from`'s kingdom toward `to`; the Highwayman window opens.
    pub(crate) fn set_gems_in_motion(
        &mut self,
        from: Seat,
        to: Seat,
        gems: u8,
        ev: &mut Vec<Event>,
    ) {
        self.kingdoms[from].gems -= gems;
        ev.push(Event::GemsTaken { from, to, gems });
        self.motion = Some(Motion {
            from,
            to,
            gems,
            highwaymen: Vec::new(),
            asked: self.next_seat(to),
            passes: 0,
        });
        self.phase = Phase::Interrupt;
    }

    /// Whether `seat` may steal the moving gems with `play`.
    pub(crate) fn check_steal(&self, seat: Seat, play: Play) -> Result<(), RuleError> {
        if !play.is_single_or_revolt() || play.size() != 1 {
            return Err(RuleError::OneAtATime { play });
        }
        if play.role != Card::Highwayman {
            return Err(RuleError::NotAHighwayman { role: play.role });
        }
        if !self.holds(seat, play) {
            return Err(RuleError::NotInHand {
                cards: play.to_string(),
            });
        }
        Ok(())
    }

    pub(crate) fn steal(&mut self, seat: Seat, play: Play, ev: &mut Vec<Event>) {
        self.take_play(seat, play);
        let next = self.next_seat(seat);
        let motion = self.motion.as_mut().expect("gems move");
        ev.push(Event::HighwaymanSteal {
            by: seat,
            from: motion.to,
            gems: motion.gems,
            play,
        });
        motion.highwaymen.push(Played { seat, play });
        motion.to = seat;
        motion.passes = 0;
        motion.asked = next;
    }

    /// The asked seat lets the gems go by; after a full round of passes they arrive.
    pub(crate) fn pass_gems(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        ev.push(Event::Passed { seat });
        let n = self.players();
        let motion = self.motion.as_mut().expect("gems move");
        motion.passes += 1;
        if motion.passes as usize >= n - 1 {
            self.close_window(ev);
            return;
        }
        let mut next = (seat + 1) % n;
        if next == motion.to {
            next = (next + 1) % n;
        }
        motion.asked = next;
    }

    /// The window closed: the gems arrive, the table is cleared, and the turn ends (gems moved)
    /// unless the receiver won.
    fn close_window(&mut self, ev: &mut Vec<Event>) {
        let motion = self.motion.take().expect("gems move");
        let mut cleared = Vec::new();
        for h in &motion.highwaymen {
            self.discard_play(h.play, &mut cleared);
        }
        if !cleared.is_empty() {
            ev.push(Event::CardsDiscarded { cards: cleared });
        }
        self.clear_exchange(false, ev);
        self.gems_arrive(motion.to, motion.gems, ev);
    }

    /// Gems arrive in `seat`'s kingdom: owning the target at this moment wins the game;
    /// otherwise the turn ends, because gems moved.
    pub(crate) fn gems_arrive(&mut self, seat: Seat, gems: u8, ev: &mut Vec<Event>) {
        let total = self.kingdoms[seat].gems + gems;
        self.kingdoms[seat].gems = total;
        ev.push(Event::GemsArrived { seat, gems, total });
        if total >= self.target {
            self.finish_attack(ev);
            self.phase = Phase::Over;
            self.winners = vec![seat];
            ev.push(Event::GameWon {
                seat,
                gems: total,
                target: self.target,
            });
        } else {
            self.end_turn(ev);
        }
    }
}
