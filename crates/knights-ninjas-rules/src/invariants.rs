//! What must hold after every action, checked by simulations and property tests.

use crate::cards::{Card, Cards};
use crate::state::{Phase, State, table_cards};

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

    /// The rules' invariants, each violation in words.
    pub fn violations(&self) -> Vec<String> {
        let mut v = Vec::new();
        let n = self.players();
        let c = &self.components;

        let (all, count) = self.all_cards();
        if count != c.total_cards() || all != c.full_deck() {
            let diff: Vec<String> = Card::ALL
                .iter()
                .filter(|k| all.count(**k) != c.count(**k))
                .map(|k| format!("{k}: {} of {}", all.count(*k), c.count(*k)))
                .collect();
            v.push(format!(
                "{count} cards instead of {} ({})",
                c.total_cards(),
                diff.join(", ")
            ));
        }

        let held: u32 = self.kingdoms.iter().map(|k| k.gems as u32).sum();
        let moving = self.motion.as_ref().map_or(0, |m| m.gems as u32);
        let in_play = c.gems_per_player() as u32 * n as u32;
        if held + moving != in_play {
            v.push(format!(
                "{held} gems owned and {moving} moving, but {in_play} are in play"
            ));
        }
        if in_play > c.gem_total() as u32 {
            v.push(format!(
                "{in_play} gems in play, the game has {}",
                c.gem_total()
            ));
        }

        for (s, k) in self.kingdoms.iter().enumerate() {
            for (role, slot) in [
                (Card::Castle, k.castle),
                (Card::Archer, k.archer),
                (Card::Minstrel, k.minstrel),
            ] {
                if let Some(card) = slot
                    && card != role
                    && card != Card::Jester
                {
                    v.push(format!("seat {s}'s {role} is a {card}"));
                }
            }
            for viewer in 0..n {
                if !self.hands[s].contains_all(self.known(viewer, s)) {
                    v.push(format!(
                        "seat {viewer} 'knows' cards seat {s} does not hold"
                    ));
                }
            }
        }

        if self.target != c.target_after(self.reshuffles) {
            v.push(format!(
                "target {} after {} reshuffles, expected {}",
                self.target,
                self.reshuffles,
                c.target_after(self.reshuffles)
            ));
        }

        let exchange = self.attack.as_ref().and_then(|a| a.exchange.as_ref());
        let consistent = match self.phase {
            Phase::Main | Phase::Fortify => self.attack.is_none() && self.motion.is_none(),
            Phase::Attack => self.attack.is_some() && exchange.is_none() && self.motion.is_none(),
            Phase::Respond => exchange.is_some() && self.motion.is_none(),
            Phase::Interrupt => exchange.is_some() && self.motion.is_some(),
            Phase::Over => self.winner.is_some() && self.motion.is_none(),
        };
        if !consistent {
            v.push(format!(
                "phase {} with attack {:?} and motion {:?}",
                self.phase.name(),
                self.attack,
                self.motion
            ));
        }
        if matches!(
            self.phase,
            Phase::Main | Phase::Attack | Phase::Respond | Phase::Interrupt
        ) && self.kingdoms[self.turn].minstrel.is_some()
        {
            v.push(format!(
                "seat {} kept his Minstrel into his own turn",
                self.turn
            ));
        }
        if let Some(a) = &self.attack {
            if a.attacker != self.turn || a.defender == a.attacker || a.defender >= n {
                v.push(format!(
                    "attack by {} on {} in seat {}'s turn",
                    a.attacker, a.defender, self.turn
                ));
            }
            if self.kingdoms[a.defender].minstrel.is_some() {
                v.push(format!("seat {} is attacked behind a Minstrel", a.defender));
            }
            if let Some(x) = &a.exchange {
                let expected = if x.traitors.len() % 2 == 0 {
                    a.defender
                } else {
                    a.attacker
                };
                if x.aimed_at != expected {
                    v.push(format!(
                        "the attack card is aimed at {} after {} Traitors",
                        x.aimed_at,
                        x.traitors.len()
                    ));
                }
                if !x.play.role.can_attack() || !x.play.is_single_or_revolt() {
                    v.push(format!("{} on the table as an attack card", x.play));
                }
            }
        }
        if let Some(m) = &self.motion
            && (m.asked == m.to || m.passes as usize >= n - 1 || m.gems == 0)
        {
            v.push(format!("gems in motion in a closed window: {m:?}"));
        }
        if self.phase == Phase::Over
            && let Some(w) = self.winner
            && self.kingdoms[w].gems < self.target
        {
            v.push(format!(
                "seat {w} won with {} gems, below the target {}",
                self.kingdoms[w].gems, self.target
            ));
        }
        v
    }
}
