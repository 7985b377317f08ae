//! Which colour each gem on the table is. The rules count gems; the table draws each in the
//! colour of the kingdom it started in, for good. That colour is known only from the whole
//! match's events, so the ledger follows them (and starts again on every jump, which replays the
//! match from the deal): a snapshot from the server (an online resume) then shows the same
//! colours as the live match did.

use knights_ninjas_rules::Event;
use rules_core::Seat;

/// A kingdom's gems of other colours, in the order they came in, and the colours of the gems
/// in motion. A kingdom's own gems are not listed: they are however many it holds beyond the
/// others'.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GemColours {
    won: Vec<Vec<Seat>>,
    moving: Vec<Seat>,
}

impl GemColours {
    /// Forgets everything: the events that follow are the whole match from the deal.
    pub fn clear(&mut self) {
        self.won.clear();
        self.moving.clear();
    }

    /// Follows one event.
    pub fn follow(&mut self, event: &Event) {
        match event {
            Event::Dealt { .. } => self.clear(),
            Event::GemsTaken { from, gems, .. } => {
                self.moving = self.leave(*from, *gems as usize);
            }
            Event::GemsArrived { seat, .. } => {
                let moving = std::mem::take(&mut self.moving);
                let won = self.won_mut(*seat);
                won.extend(moving.into_iter().filter(|c| c != seat));
            }
            _ => {}
        }
    }

    /// The colours of a kingdom holding `count` gems, in the order the table lays them: its own
    /// first, then the others' as they came; the last ones are the first to leave.
    pub fn kingdom(&self, seat: Seat, count: usize) -> Vec<Seat> {
        let won = self.won.get(seat).map_or(&[][..], Vec::as_slice);
        // What is seen has the last word: more won gems than gems held cannot be shown.
        let won = &won[won.len().saturating_sub(count)..];
        let mut out = vec![seat; count - won.len()];
        out.extend_from_slice(won);
        out
    }

    /// The colours of `count` gems in motion, taken from `from` (what the ledger does not know
    /// is drawn in `from`'s colour).
    pub fn in_motion(&self, from: Seat, count: usize) -> Vec<Seat> {
        let mut out: Vec<Seat> = self.moving.iter().copied().take(count).collect();
        out.resize(count, from);
        out
    }

    /// Takes the `count` gems that leave `seat` (the last laid first) and says their colours.
    fn leave(&mut self, seat: Seat, count: usize) -> Vec<Seat> {
        let won = self.won_mut(seat);
        let from_won = count.min(won.len());
        let mut out: Vec<Seat> = won.split_off(won.len() - from_won);
        out.reverse();
        out.resize(count, seat);
        out
    }

    fn won_mut(&mut self, seat: Seat) -> &mut Vec<Seat> {
        if self.won.len() <= seat {
            self.won.resize(seat + 1, Vec::new());
        }
        &mut self.won[seat]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn taken(from: Seat, to: Seat, gems: u8) -> Event {
        Event::GemsTaken { from, to, gems }
    }

    fn arrived(seat: Seat, gems: u8, total: u8) -> Event {
        Event::GemsArrived { seat, gems, total }
    }

    /// A gem keeps its first kingdom's colour wherever it goes.
    #[test]
    fn a_gem_keeps_the_colour_of_the_kingdom_it_started_in() {
        let mut ledger = GemColours::default();
        ledger.follow(&taken(1, 0, 2));
        assert_eq!(ledger.in_motion(1, 2), vec![1, 1]);
        ledger.follow(&arrived(0, 2, 5));
        assert_eq!(ledger.kingdom(0, 5), vec![0, 0, 0, 1, 1]);
        assert_eq!(ledger.kingdom(1, 1), vec![1]);
    }

    /// Won gems leave first (the last laid), and a gem that comes home is its kingdom's own
    /// again.
    #[test]
    fn the_last_gems_laid_leave_first() {
        let mut ledger = GemColours::default();
        ledger.follow(&taken(1, 0, 1));
        ledger.follow(&arrived(0, 1, 4));
        ledger.follow(&taken(2, 0, 1));
        ledger.follow(&arrived(0, 1, 5));
        assert_eq!(ledger.kingdom(0, 5), vec![0, 0, 0, 1, 2]);
        ledger.follow(&taken(0, 1, 3));
        assert_eq!(ledger.in_motion(0, 3), vec![2, 1, 0]);
        ledger.follow(&arrived(1, 3, 5));
        assert_eq!(ledger.kingdom(1, 5), vec![1, 1, 1, 2, 0]);
        assert_eq!(ledger.kingdom(0, 2), vec![0, 0]);
    }

    /// A Highwayman's theft leaves the moving gems as they were; a new deal forgets all.
    #[test]
    fn a_theft_keeps_the_colours_and_a_deal_forgets_them() {
        let mut ledger = GemColours::default();
        ledger.follow(&taken(2, 0, 1));
        ledger.follow(&Event::Passed { seat: 1 });
        ledger.follow(&arrived(1, 1, 4));
        assert_eq!(ledger.kingdom(1, 4), vec![1, 1, 1, 2]);
        ledger.follow(&Event::Dealt {
            first: 0,
            hands: vec![None, None, None],
        });
        assert_eq!(ledger.kingdom(1, 4), vec![1, 1, 1, 1]);
    }

    /// What is seen has the last word: a ledger that knows of more won gems than a kingdom
    /// holds shows only as many as it holds.
    #[test]
    fn the_count_seen_has_the_last_word() {
        let mut ledger = GemColours::default();
        ledger.follow(&taken(1, 0, 2));
        ledger.follow(&arrived(0, 2, 2));
        assert_eq!(ledger.kingdom(0, 1), vec![1]);
        assert_eq!(ledger.in_motion(3, 2), vec![3, 3]);
    }
}
