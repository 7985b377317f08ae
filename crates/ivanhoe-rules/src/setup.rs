//! Dealing a new game.

use rules_core::GameRng;

use crate::cards::{Card, Cards};
use crate::options::Options;
use crate::state::{Phase, State, Tokens};

/// Cards dealt to each player.
pub const HAND_SIZE: usize = 8;

impl State {
    /// A table with the given cards and nothing else in play, before any turn.
    pub(crate) fn blank(
        options: Options,
        rng: GameRng,
        deck: Vec<Card>,
        hands: Vec<Cards>,
        dealer: usize,
    ) -> State {
        let n = options.players;
        State {
            options,
            rng,
            deck,
            discard: Vec::new(),
            hands,
            displays: vec![Vec::new(); n],
            shield: None,
            stunned: None,
            tokens: vec![Tokens::default(); n],
            in_tournament: (1 << n) - 1,
            entered: 0,
            colour: None,
            previous_colour: None,
            dealer,
            starter: (dealer + 1) % n,
            turn: (dealer + 1) % n,
            phase: Phase::ChooseColour,
            pending: None,
            played_this_turn: false,
            added_this_turn: 0,
            idle_starts: 0,
            known: rules_core::KnownHands::new(n),
            winner: None,
        }
    }
}
