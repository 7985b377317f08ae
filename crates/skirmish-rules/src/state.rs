//! The full state of a match, hidden cards included, and what every part of the engine asks of
//! it.

use rules_core::{Outcome, Seat, Status};
use serde::{Deserialize, Serialize};

use crate::action::Play;
use crate::cards::{Card, Cards};
use crate::options::Options;

/// The strength each seat starts with.
pub const START_STRENGTH: u8 = 10;

/// The cards a hand is dealt, and refilled to after each of its turns while the deck lasts.
pub const HAND_SIZE: usize = 3;

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// The seat whose turn it is plays one card or a pair.
    Play,
    /// The same seat chooses the rival its played cards hit.
    Target,
    /// The match is over.
    Over,
}

impl Phase {
    /// The phase's name, as scenario files and observations write it (`play`, `target`,
    /// `over`).
    pub fn name(self) -> &'static str {
        match self {
            Phase::Play => "play",
            Phase::Target => "target",
            Phase::Over => "over",
        }
    }
}

/// A match of Skirmish: every card where it lies, every seat's strength and whose turn it is.
/// It holds the hidden cards (the hands, the deck's order), so a seat sees it only through
/// [`crate::Observation`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub(crate) options: Options,
    /// The deck, face down, top card last. Its order was the deal's shuffle: no card comes
    /// back to it, so drawing needs no more chance.
    pub(crate) deck: Vec<Card>,
    pub(crate) hands: Vec<Cards>,
    pub(crate) strength: Vec<u8>,
    /// The discard pile, face up, top card last.
    pub(crate) discard: Vec<Card>,
    pub(crate) turn: Seat,
    pub(crate) phase: Phase,
    /// The cards played this turn, on the table until a target is chosen.
    pub(crate) pending: Option<Play>,
    /// The winners, once the match is over.
    pub(crate) winners: Vec<Seat>,
}

impl State {
    /// The number of seats.
    pub fn players(&self) -> usize {
        self.hands.len()
    }

    /// `seat`'s hand (hidden from the other seats).
    pub fn hand(&self, seat: Seat) -> &Cards {
        &self.hands[seat]
    }

    /// `seat`'s strength, 0 once it is out.
    pub fn strength(&self, seat: Seat) -> u8 {
        self.strength[seat]
    }

    /// Whether `seat` is still in the game (its strength is above 0).
    pub fn in_game(&self, seat: Seat) -> bool {
        self.strength[seat] > 0
    }

    /// The deck, top card last.
    pub fn deck(&self) -> &[Card] {
        &self.deck
    }

    /// The discard pile, top card last.
    pub fn discard(&self) -> &[Card] {
        &self.discard
    }

    /// Whose turn it is (the last seat to act, once the match is over).
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// What the game waits for.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The cards played this turn while their target is chosen.
    pub fn pending(&self) -> Option<Play> {
        self.pending
    }

    /// Whose decision it is, or the outcome.
    pub fn status(&self) -> Status {
        match self.phase {
            Phase::Over => Status::Over(Outcome {
                winners: self.winners.clone(),
            }),
            Phase::Play | Phase::Target => Status::Decision(self.turn),
        }
    }

    /// The seats still in the game, in seat order.
    pub(crate) fn seats_in_game(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.players()).filter(|&s| self.in_game(s))
    }

    /// Whether the match has reached an end: one seat alone in the game, or no seat in the
    /// game holding a card.
    pub(crate) fn is_finished(&self) -> bool {
        self.seats_in_game().count() <= 1 || self.seats_in_game().all(|s| self.hands[s].is_empty())
    }

    /// The seats in the game with the most strength, in seat order, and that strength.
    pub(crate) fn strongest(&self) -> (Vec<Seat>, u8) {
        let most = self
            .seats_in_game()
            .map(|s| self.strength[s])
            .max()
            .unwrap_or(0);
        let winners = self
            .seats_in_game()
            .filter(|&s| self.strength[s] == most)
            .collect();
        (winners, most)
    }

    /// Every card of the match, wherever it lies: the deck, the discard pile, the hands and
    /// the cards awaiting a target.
    pub(crate) fn all_cards(&self) -> Cards {
        let mut all: Cards = self.deck.iter().chain(&self.discard).copied().collect();
        self.hands.iter().for_each(|h| all.add_all(h));
        self.pending
            .into_iter()
            .flat_map(Play::cards)
            .for_each(|c| all.add(c));
        all
    }
}
