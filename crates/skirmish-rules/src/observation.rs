//! What one seat may know: its own hand and the public table.

use rules_core::{Seat, Status};
use serde::{Deserialize, Serialize};

use crate::action::Play;
use crate::cards::{Card, Cards};
use crate::options::Options;
use crate::state::{Phase, State};

/// One seat's view of the match. It holds no card that seat may not see: the other hands
/// appear only as sizes, the deck only as its size.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Observation {
    /// The observing seat (seat 0 in a spectator's view).
    pub seat: Seat,
    /// The table options.
    pub options: Options,
    /// The seat's own hand (a spectator's: none of it, as nothing of a hand is public).
    pub hand: Cards,
    /// Every seat's hand size, out seats' included.
    pub hand_sizes: Vec<usize>,
    /// For each seat, the cards this seat knows to be in that hand: its own whole hand, none of
    /// the others' (no card enters a hand face up in Skirmish). The same shape as the other
    /// games' observations, which the collection's checks and determinization read.
    pub known_hands: Vec<Cards>,
    /// Every seat's strength.
    pub strength: Vec<u8>,
    /// For each seat, whether it is out of the game (its strength is 0).
    pub out: Vec<bool>,
    /// The number of cards in the deck.
    pub deck_size: usize,
    /// The discard pile, top card last.
    pub discard: Vec<Card>,
    /// Whose turn it is.
    pub turn: Seat,
    /// What the game waits for.
    pub phase: Phase,
    /// The cards played this turn, face up, while their target is chosen.
    pub pending: Option<Play>,
    /// Whose decision it is, or the outcome.
    pub status: Status,
}

impl State {
    /// `seat`'s view; `hand` is what it sees of its own hand (all of it, or nothing for a
    /// spectator).
    pub(crate) fn observation(&self, seat: Seat, hand: Cards) -> Observation {
        let n = self.players();
        Observation {
            seat,
            options: self.options.clone(),
            hand,
            hand_sizes: self.hands.iter().map(Cards::len).collect(),
            known_hands: (0..n)
                .map(|h| if h == seat { hand } else { Cards::new() })
                .collect(),
            strength: self.strength.clone(),
            out: (0..n).map(|s| !self.in_game(s)).collect(),
            deck_size: self.deck.len(),
            discard: self.discard.clone(),
            turn: self.turn,
            phase: self.phase,
            pending: self.pending,
            status: self.status(),
        }
    }
}
