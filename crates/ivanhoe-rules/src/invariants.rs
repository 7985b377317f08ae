//! What must hold after every action, checked by simulations and property tests.

use crate::action::Play;
use crate::cards::Colour;
use crate::cards::{Card, Cards, DECK_SIZE};
use crate::state::{Phase, State};

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

    /// The rules' invariants, each violation in words.
    pub fn violations(&self) -> Vec<String> {
        let mut v = Vec::new();
        let (all, count) = self.all_cards();
        if count != DECK_SIZE || all != crate::cards::full_deck() {
            let diff: Vec<String> = Card::ALL
                .iter()
                .filter(|c| all.count(**c) != c.copies())
                .map(|c| format!("{c}: {} of {}", all.count(*c), c.copies()))
                .collect();
            v.push(format!(
                "{count} cards instead of {DECK_SIZE} ({})",
                diff.join(", ")
            ));
        }
        for colour in Colour::ALL {
            let held = self.tokens.iter().filter(|t| t.has(colour)).count();
            if held > 5 {
                v.push(format!("{held} {colour} tokens held, the pool has 5"));
            }
        }
        for s in self.seats() {
            let display = &self.displays[s];
            if self.is_in(s) && self.entered & (1 << s) != 0 && display.is_empty() {
                v.push(format!("seat {s} entered the tournament but shows no card"));
            }
            if display.iter().filter(|c| c.is_maiden()).count() > 1 {
                v.push(format!("seat {s} shows two maidens"));
            }
            if !self.is_in(s) && !display.is_empty() {
                v.push(format!("seat {s} withdrew but still shows cards"));
            }
            for viewer in self.seats() {
                if !self.hands[s].contains_all(self.known(viewer, s)) {
                    v.push(format!(
                        "seat {viewer} 'knows' cards seat {s} does not hold"
                    ));
                }
            }
        }
        for (name, holder) in [("Shield", self.shield), ("Stunned", self.stunned)] {
            if let Some(h) = holder
                && !self.is_in(h)
            {
                v.push(format!(
                    "the {name} lies before seat {h}, who is out of the tournament"
                ));
            }
        }
        let playing = matches!(
            self.phase,
            Phase::FirstCard | Phase::Play | Phase::AdaptKeep { .. } | Phase::Reaction { .. }
        );
        if playing && self.in_tournament.count_ones() < 2 {
            v.push("a tournament goes on with fewer than two players in it".to_string());
        }
        v
    }
}
