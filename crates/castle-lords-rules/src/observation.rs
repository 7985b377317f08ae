//! What one seat may know: its own hand, the public table, and what was revealed to it.

use rules_core::{Seat, Status};
use serde::{Deserialize, Serialize};

use crate::cards::{Card, Cards};
use crate::options::Options;
use crate::state::{Castle, Crowns, Phase};

/// One seat's view of the match. It holds no card that seat may not know: other hands appear
/// only as sizes and as the cards this seat saw go into them, and the deck only as its size.
/// Offers, proposals, armies, defenders and the dungeon are face up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Observation {
    /// The observing seat.
    pub seat: Seat,
    /// The table options.
    pub options: Options,
    /// The seat's own hand.
    pub hand: Cards,
    /// Every seat's hand size.
    pub hand_sizes: Vec<usize>,
    /// For each seat, the cards this seat knows to be in that hand (its own: the whole hand).
    pub known_hands: Vec<Cards>,
    /// The castles: defenders and banner boxes.
    pub castles: Vec<Castle>,
    /// Each seat's banners in reserve.
    pub reserve: Vec<u8>,
    /// Each seat's banners on the dungeon card.
    pub dungeon_banners: Vec<u8>,
    /// The dungeon's cards.
    pub dungeon: Cards,
    /// The number of cards in the deck.
    pub deck_size: usize,
    /// Each seat's crowns.
    pub crowns: Vec<Crowns>,
    /// The hand being played.
    pub hand_number: u32,
    /// Who played first in this hand.
    pub first_player: Seat,
    /// Whose turn it is.
    pub turn: Seat,
    /// What the game waits for.
    pub phase: Phase,
    /// Whether this turn began with an empty deck.
    pub last_round: bool,
    /// The card on offer.
    pub offer: Option<Card>,
    /// Each seat's proposal.
    pub proposals: Vec<Option<Card>>,
    /// The army being formed.
    pub army: Cards,
    /// Each seat's points in the last hand scored.
    pub hand_scores: Vec<u32>,
    /// Whose decision it is, or the outcome.
    pub status: Status,
}

impl Observation {
    /// Who controls castle `c` (by the rule set's reckoning of its banner boxes), if anyone:
    /// what a table shows without knowing the rule.
    pub fn controller(&self, c: usize) -> Option<Seat> {
        self.castles[c].boxes.controller(self.options.rules)
    }
}
