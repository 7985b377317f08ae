//! What must hold after every action, checked by simulations and property tests.

use crate::action::Play;
use crate::cards::{Card, Cards};
use crate::state::State;

impl State {
    /// Every card, wherever it lies (hands, deck, discard, displays, before players, pending).
    pub(crate) fn all_cards(&self) -> (Cards, usize) {
        let mut all = Cards::new();
        let mut count = 0;
        let mut put = |c: Card| {
            all.add(c);
            count += 1;
        };
        self.hands.iter().flat_map(|h| h.iter()).for_each(&mut put);
        self.deck.iter().copied().for_each(&mut put);
        self.discard.iter().copied().for_each(&mut put);
        self.displays.iter().flatten().copied().for_each(&mut put);
        if self.shield.is_some() {
            put(Card::Shield);
        }
        if self.stunned.is_some() {
            put(Card::Stunned);
        }
        if let Some(p) = &self.pending
            && matches!(p.play, Play::Shield | Play::Stunned(_))
        {
            put(p.play.card());
        }
        (all, count)
    }
}
