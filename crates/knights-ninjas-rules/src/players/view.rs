//! What a seat may know, from an observation or (in rollouts) a sampled state: the [`View`] the
//! heuristic reads.

use crate::{Attack, Cards, Kingdom, Motion, Observation, Phase, State};
use rules_core::Seat;

use super::SEATS;

/// What a seat may know, built without allocating from an [`Observation`] or, inside a search,
/// from a determinized [`State`] (reading only the deciding seat's hand and the table).
pub(super) struct View<'a> {
    pub(super) me: Seat,
    pub(super) players: usize,
    pub(super) phase: Phase,
    pub(super) hand: Cards,
    pub(super) kingdoms: &'a [Kingdom],
    pub(super) target: u8,
    pub(super) attack: Option<&'a Attack>,
    pub(super) motion: Option<&'a Motion>,
    hand_sizes: [u8; SEATS],
}

impl<'a> View<'a> {
    pub(super) fn from_observation(o: &'a Observation) -> Self {
        let mut hand_sizes = [0; SEATS];
        for (h, &n) in hand_sizes.iter_mut().zip(&o.hand_sizes) {
            *h = n.min(255) as u8;
        }
        View {
            me: o.seat,
            players: o.options.players,
            phase: o.phase,
            hand: o.hand,
            kingdoms: &o.kingdoms,
            target: o.target,
            attack: o.attack.as_ref(),
            motion: o.motion.as_ref(),
            hand_sizes,
        }
    }

    pub(super) fn from_state(state: &'a State, me: Seat) -> Self {
        let players = state.players();
        let mut hand_sizes = [0; SEATS];
        for (s, h) in hand_sizes.iter_mut().enumerate().take(players) {
            *h = state.hand(s).len().min(255) as u8;
        }
        View {
            me,
            players,
            phase: state.phase(),
            hand: *state.hand(me),
            kingdoms: state.kingdoms(),
            target: state.target(),
            attack: state.attack(),
            motion: state.motion(),
            hand_sizes,
        }
    }

    pub(super) fn gems(&self, seat: Seat) -> u8 {
        self.kingdoms[seat].gems
    }

    /// The rival with the most gems (the one closest to winning).
    pub(super) fn leader(&self) -> Option<Seat> {
        (0..self.players)
            .filter(|&s| s != self.me)
            .max_by_key(|&s| (self.gems(s), std::cmp::Reverse(s)))
    }

    /// The chance `seat` holds at least one of `copies` kinds of answer among their cards: about
    /// 4% of the deck per kind per card in hand.
    pub(super) fn holds_chance(&self, seat: Seat, share: f64) -> f64 {
        let h = self.hand_sizes[seat.min(SEATS - 1)] as f64;
        1.0 - (1.0 - share).powf(h)
    }
}
