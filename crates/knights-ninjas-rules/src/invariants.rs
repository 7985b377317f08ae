//! What must hold after every action, checked by simulations and property tests.

use crate::cards::Cards;
use crate::state::{State, table_cards};

impl State {
    /// Every card, wherever it lies: hands, deck, discard pile, table.
    pub(crate) fn all_cards(&self) -> (Cards, usize) {
        let mut all = table_cards(&self.kingdoms, self.attack.as_ref(), self.motion.as_ref());
        let table = all.len();
        for hand in &self.hands {
            hand.iter().for_each(|c| all.add(c));
        }
        self.deck
            .iter()
            .chain(&self.discard)
            .for_each(|&c| all.add(c));
        let count = table
            + self.hands.iter().map(Cards::len).sum::<usize>()
            + self.deck.len()
            + self.discard.len();
        (all, count)
    }
}
