//! What must hold after every action, checked by simulations and property tests (and, the
//! table part, by positions before a scenario starts from them).

use crate::army::is_legal_army;
use crate::cards::{CARD_KINDS, Card, Cards};
use crate::options::RuleSet;
use crate::state::State;

impl State {
    /// Every card, wherever it lies.
    pub(crate) fn all_cards(&self) -> Cards {
        let mut all = Cards::new();
        self.hands.iter().for_each(|h| all.add_all(h));
        self.deck.iter().for_each(|&c| all.add(c));
        all.add_all(&self.dungeon);
        self.castles.iter().for_each(|c| all.add_all(&c.defenders));
        self.offer.into_iter().for_each(|c| all.add(c));
        self.proposals.iter().flatten().for_each(|&c| all.add(c));
        all.add_all(&self.army);
        all
    }

    /// The table's invariants: cards and banners conserved, defenders legal armies, banner
    /// boxes in a shape the rules can produce, knowledge true, hands within the limit.
    pub(crate) fn table_violations(&self) -> Vec<String> {
        let mut v = Vec::new();
        let rules = self.rules();
        let all = self.all_cards();
        if all != self.table.full {
            let diff: Vec<String> = (0..CARD_KINDS)
                .map(Card::from_index)
                .filter(|c| all.count(*c) != self.table.full.count(*c))
                .map(|c| format!("{c}: {} of {}", all.count(c), self.table.full.count(c)))
                .collect();
            v.push(format!(
                "{} cards instead of {} ({})",
                all.len(),
                self.table.total,
                diff.join(", ")
            ));
        }
        for s in self.seats() {
            let on_castles: usize = self.castles.iter().map(|c| c.boxes.count(s)).sum();
            let total = on_castles + self.reserve[s] as usize + self.dungeon_banners[s] as usize;
            if total != self.table.banners {
                v.push(format!(
                    "seat {s} has {total} banners (reserve, castles, dungeon), not {}",
                    self.table.banners
                ));
            }
        }
        for (i, castle) in self.castles.iter().enumerate() {
            if !is_legal_army(&castle.defenders, rules) {
                v.push(format!(
                    "castle #{i}'s defenders {:?} are not a legal {rules} army",
                    castle.defenders
                ));
            }
            if castle.defenders.is_empty() != castle.boxes.get(0).is_none() {
                v.push(format!(
                    "castle #{i} has defenders without a banner in box 1, or the reverse"
                ));
            }
            if rules != RuleSet::Intermediate {
                let occupied = castle.boxes.iter().take_while(Option::is_some).count();
                if castle.boxes.iter().flatten().count() != occupied {
                    v.push(format!("castle #{i} has an empty box between banners"));
                }
            }
            if rules != RuleSet::Advanced {
                for s in self.seats() {
                    if castle.boxes.count(s) > 1 {
                        v.push(format!("castle #{i} holds two banners of seat {s}"));
                    }
                }
            }
            if castle.boxes.iter().flatten().any(|s| s >= self.players()) {
                v.push(format!(
                    "castle #{i} holds a banner of a seat not at the table"
                ));
            }
        }
        for s in self.seats() {
            for viewer in self.seats() {
                if !self.hands[s].contains_all(self.known(viewer, s)) {
                    v.push(format!(
                        "seat {viewer} 'knows' cards seat {s} does not hold"
                    ));
                }
            }
            if viewer_knows_own(self, s) {
                v.push(format!("seat {s} has a 'known' list for its own hand"));
            }
            if rules.has_hand_limit()
                && s != self.turn
                && self.hands[s].len() > self.table.hand_limit
            {
                v.push(format!(
                    "seat {s} holds {} cards outside its turn, over the limit of {}",
                    self.hands[s].len(),
                    self.table.hand_limit
                ));
            }
        }
        v
    }
}

fn viewer_knows_own(state: &State, s: usize) -> bool {
    !state.known(s, s).is_empty()
}
