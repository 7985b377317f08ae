//! Dealing a new game.

use rules_core::GameRng;

use crate::cards::{Card, Cards};
use crate::options::Options;
use crate::state::{Kingdom, Phase, State};

impl State {
    /// A table with these cards, every kingdom holding its starting gems unfortified, before
    /// any turn.
    pub(crate) fn blank(
        options: Options,
        rng: GameRng,
        deck: Vec<Card>,
        hands: Vec<Cards>,
    ) -> State {
        let n = options.players;
        let components = options.components().clone();
        let kingdom = Kingdom {
            gems: components.gems_per_player(),
            ..Kingdom::default()
        };
        State {
            target: components.target_start(),
            components,
            options,
            rng,
            deck,
            discard: Vec::new(),
            hands,
            kingdoms: vec![kingdom; n],
            reshuffles: 0,
            turn: 0,
            first_turn: false,
            phase: Phase::Main,
            attack: None,
            motion: None,
            known: rules_core::KnownHands::new(n),
            winners: Vec::new(),
        }
    }
}
