//! What one seat may know: its own hand, the public table, and what was revealed to it.

use rules_core::{Seat, Status};
use serde::{Deserialize, Serialize};

use crate::cards::{Card, Cards, Colour};
use crate::options::Options;
use crate::state::{Pending, Phase, Tokens};

/// One seat's view of the game. It holds no card that seat may not know: other hands appear
/// only as sizes and as the cards revealed to this seat, and the deck only as its size.
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
    /// Once the game is over, every hand whole.
    pub known_hands: Vec<Cards>,
    /// Every display, earliest card first.
    pub displays: Vec<Vec<Card>>,
    /// Who has the Shield before them.
    pub shield: Option<Seat>,
    /// Who has the Stunned card before them.
    pub stunned: Option<Seat>,
    /// Every seat's tokens.
    pub tokens: Vec<Tokens>,
    /// Which seats are still in the tournament.
    pub in_tournament: Vec<bool>,
    /// The tournament colour.
    pub colour: Option<Colour>,
    /// The last tournament's final colour.
    pub previous_colour: Option<Colour>,
    /// The dealer.
    pub dealer: Seat,
    /// Who started the tournament.
    pub starter: Seat,
    /// Whose turn it is.
    pub turn: Seat,
    /// What the game waits for.
    pub phase: Phase,
    /// The action card being resolved (public: it was played face up).
    pub pending: Option<Pending>,
    /// Whether the player whose turn it is has played a card this turn.
    pub played_this_turn: bool,
    /// How many cards they added to their display this turn.
    pub added_this_turn: u8,
    /// The number of cards in the deck.
    pub deck_size: usize,
    /// The discard pile, top card last.
    pub discard: Vec<Card>,
    /// Whose decision it is, or the outcome.
    pub status: Status,
}
