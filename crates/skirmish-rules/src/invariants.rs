//! The rules' invariants: what every reachable state satisfies, each violation in words.

use crate::cards::{Card, DECK_SIZE, full_deck};
use crate::options::{MAX_PLAYERS, MIN_PLAYERS};
use crate::state::{HAND_SIZE, Phase, START_STRENGTH, State};

impl State {
    /// Every broken invariant of this state, in words; empty when it is sound.
    pub(crate) fn violations(&self) -> Vec<String> {
        let mut v = Vec::new();
        let n = self.players();
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&n)
            || self.strength.len() != n
            || self.options.players != n
        {
            v.push(format!(
                "{n} hands and {} strengths at a table of {}",
                self.strength.len(),
                self.options.players
            ));
            return v;
        }

        let all = self.all_cards();
        if all.len() != DECK_SIZE || all != full_deck() {
            let diff: Vec<String> = Card::ALL
                .iter()
                .filter(|&&c| all.count(c) != full_deck().count(c))
                .map(|&c| format!("{} of value {c}", all.count(c)))
                .collect();
            v.push(format!(
                "{} cards, not the deck's {DECK_SIZE} of three of each value: {}",
                all.len(),
                diff.join(", ")
            ));
        }

        for seat in 0..n {
            let size = self.hands[seat].len();
            if size > HAND_SIZE {
                v.push(format!("seat {seat} holds {size} cards"));
            }
            // Every seat refills after its own turn and loses cards only in it, so while the
            // deck lasts every hand but the acting seat's is full (a match won by the hit that
            // leaves one seat in ends before its draw).
            let acting = seat == self.turn && matches!(self.phase, Phase::Target | Phase::Over);
            if !self.deck.is_empty() && size != HAND_SIZE && !acting {
                v.push(format!(
                    "seat {seat} holds {size} cards while the deck has {}",
                    self.deck.len()
                ));
            }
            if self.strength[seat] > START_STRENGTH {
                v.push(format!("seat {seat} has {} strength", self.strength[seat]));
            }
        }

        if self.seats_in_game().count() == 0 {
            v.push("no seat is left in the game".into());
        }
        if (self.phase == Phase::Target) != self.pending.is_some() {
            v.push(format!(
                "phase {:?} with played cards {:?}",
                self.phase, self.pending
            ));
        }
        match self.phase {
            Phase::Over => {
                if !self.is_finished() {
                    v.push("the match is over but no end is reached".into());
                }
                if self.winners != self.strongest().0 {
                    v.push(format!(
                        "winners {:?}, but the strongest seats in the game are {:?}",
                        self.winners,
                        self.strongest().0
                    ));
                }
            }
            Phase::Play | Phase::Target => {
                if self.is_finished() && self.phase == Phase::Play {
                    v.push("the match goes on past its end".into());
                }
                if !self.winners.is_empty() {
                    v.push(format!(
                        "winners {:?} while the match goes on",
                        self.winners
                    ));
                }
                if self.turn >= n || !self.in_game(self.turn) {
                    v.push(format!("seat {} acts but is not in the game", self.turn));
                } else if self.phase == Phase::Play && self.hands[self.turn].is_empty() {
                    v.push(format!("seat {} must play but holds no card", self.turn));
                }
            }
        }
        v
    }
}
