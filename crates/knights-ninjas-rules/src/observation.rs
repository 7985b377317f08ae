//! What one seat may know: its own hand, the public table, and what was revealed to it.

use rules_core::{Seat, Status};
use serde::{Deserialize, Serialize};

use crate::cards::{Card, Cards};
use crate::components::Components;
use crate::options::Options;
use crate::state::{Attack, Kingdom, Motion, Phase};

/// One seat's view of the game. It holds no card that seat may not know: other hands appear
/// only as sizes and as the cards revealed to this seat, and the deck only as its size.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Observation {
    /// The observing seat.
    pub seat: Seat,
    /// The table options.
    pub options: Options,
    /// The components in play (public: the box's contents).
    pub components: Components,
    /// The seat's own hand.
    pub hand: Cards,
    /// Every seat's hand size.
    pub hand_sizes: Vec<usize>,
    /// For each seat, the cards this seat knows to be in that hand (its own: the whole hand).
    pub known_hands: Vec<Cards>,
    /// Every kingdom: gems and fortifications.
    pub kingdoms: Vec<Kingdom>,
    /// The gems that win now.
    pub target: u8,
    /// How many reshuffles there have been.
    pub reshuffles: u32,
    /// Whose turn it is.
    pub turn: Seat,
    /// Whether this is the game's first turn.
    pub first_turn: bool,
    /// What the game waits for.
    pub phase: Phase,
    /// The attack under way: rival, Ladders, the attack card and its answers (all face up).
    pub attack: Option<Attack>,
    /// The gems in motion and the Highwaymen played on them.
    pub motion: Option<Motion>,
    /// The number of cards in the deck.
    pub deck_size: usize,
    /// The discard pile, top card last.
    pub discard: Vec<Card>,
    /// Whose decision it is, or the outcome.
    pub status: Status,
}
