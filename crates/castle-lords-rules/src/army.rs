//! Armies: which cards may fight together, how many it takes to win a castle, and whether an
//! army being formed can still become a winning one.
//!
//! An army shares one characteristic: an emblem in basic play, a type or an emblem otherwise.
//! Wild cards have every characteristic, so they join any army, and an army of wild cards
//! alone is legal. It must outnumber the defenders, except in intermediate play, where a
//! player with a banner on a castle he does not control needs only to equal them.

use rules_core::Seat;

use crate::cards::{ArmyTraits, Card, Cards};
use crate::error::RuleError;
use crate::options::RuleSet;
use crate::state::State;

/// Whether `army` (cards already chosen) can still grow into a legal army of at least `needed`
/// cards with cards from `hand`.
pub(crate) fn can_complete(army: &Cards, hand: &Cards, needed: usize, allowed: u16) -> bool {
    let common = army.common_traits(allowed);
    if common == 0 {
        return false;
    }
    if army.len() >= needed {
        return true;
    }
    let counts = hand.trait_counts();
    (0..12).any(|b| common & (1 << b) != 0 && army.len() + counts[b] as usize >= needed)
}

/// Whether `cards` form a legal army (or defending force) under `rules`: empty, or all sharing
/// one allowed characteristic.
pub fn is_legal_army(cards: &Cards, rules: RuleSet) -> bool {
    cards.is_empty() || cards.common_traits(rules.army_traits()) != 0
}

impl State {
    /// The army size `seat` needs to take castle `c`.
    pub fn needed(&self, seat: Seat, c: usize) -> usize {
        let castle = &self.castles[c];
        let d = castle.defenders.len();
        let helped = self.rules() == RuleSet::Intermediate
            && castle.boxes.position(seat).is_some()
            && self.controller(c) != Some(seat);
        if helped { d.max(1) } else { d + 1 }
    }

    /// Whether taking castle `c` puts a new banner of `seat`'s on it (from his reserve): always
    /// in advanced play; otherwise unless his banner is already there.
    pub(crate) fn needs_new_banner(&self, seat: Seat, c: usize) -> bool {
        match self.rules() {
            RuleSet::Advanced => true,
            RuleSet::Basic | RuleSet::Intermediate => {
                self.castles[c].boxes.position(seat).is_none()
            }
        }
    }

    /// Whether `seat` may begin an attack on castle `c` now: a banner to place, and an army in
    /// hand that can win.
    pub(crate) fn check_attack_castle(&self, seat: Seat, c: u8) -> Result<(), RuleError> {
        let ci = c as usize;
        if ci >= self.castles.len() {
            return Err(RuleError::NoSuchCastle { castle: c });
        }
        if self.needs_new_banner(seat, ci) && self.reserve[seat] == 0 {
            return Err(RuleError::NoBannerInReserve { castle: c });
        }
        let needed = self.needed(seat, ci);
        if can_complete(
            &Cards::new(),
            &self.hands[seat],
            needed,
            self.rules().army_traits(),
        ) {
            Ok(())
        } else {
            Err(RuleError::ArmyTooSmall {
                castle: c,
                needed,
                why: "and no army in hand is that large",
            })
        }
    }

    /// Whether any attack is open to `seat` now.
    pub(crate) fn can_attack(&self, seat: Seat) -> bool {
        (0..self.castles.len()).any(|c| self.check_attack_castle(seat, c as u8).is_ok())
    }

    /// Whether `seat` may add `card` to the army against castle `c`: it shares a characteristic
    /// with the army, and the army can still win.
    pub(crate) fn check_add(&self, seat: Seat, c: u8, card: Card) -> Result<(), RuleError> {
        if !self.hands[seat].contains(card) {
            return Err(RuleError::NotInHand { card });
        }
        let allowed = self.rules().army_traits();
        let mut army = self.army;
        army.add(card);
        if army.common_traits(allowed) == 0 {
            return Err(RuleError::ArmyMismatch {
                card,
                what: match self.rules() {
                    RuleSet::Basic => "emblem",
                    _ => "type or emblem",
                },
            });
        }
        let mut hand = self.hands[seat];
        hand.remove(card);
        let needed = self.needed(seat, c as usize);
        if can_complete(&army, &hand, needed, allowed) {
            Ok(())
        } else {
            Err(RuleError::ArmyTooSmall {
                castle: c,
                needed,
                why: "and the rest of the hand could no longer complete it",
            })
        }
    }

    /// Whether the army formed against castle `c` is large enough to launch.
    pub(crate) fn check_confirm(&self, seat: Seat, c: u8) -> Result<(), RuleError> {
        let needed = self.needed(seat, c as usize);
        if self.army.len() >= needed {
            Ok(())
        } else {
            Err(RuleError::ArmyTooSmall {
                castle: c,
                needed,
                why: "and the army is smaller",
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Soldier;

    fn k(e: usize) -> Card {
        Card::soldier(Soldier::Knight, e)
    }
    fn a(e: usize) -> Card {
        Card::soldier(Soldier::Archer, e)
    }

    /// RULINGS §2 army: basic armies share an emblem; intermediate and advanced armies share a
    /// type or an emblem; wild cards join any army and may form one alone.
    #[test]
    fn armies_share_an_emblem_in_basic_and_a_type_or_emblem_otherwise() {
        let archers: Cards = [a(0), a(1), a(2)].into_iter().collect();
        assert!(!is_legal_army(&archers, RuleSet::Basic));
        assert!(is_legal_army(&archers, RuleSet::Intermediate));
        assert!(is_legal_army(&archers, RuleSet::Advanced));
        let lions: Cards = [k(0), a(0), Card::soldier(Soldier::Crossbowman, 0)]
            .into_iter()
            .collect();
        for rules in RuleSet::ALL {
            assert!(is_legal_army(&lions, rules));
        }
        let mixed: Cards = [k(0), a(1)].into_iter().collect();
        for rules in RuleSet::ALL {
            assert!(!is_legal_army(&mixed, rules));
        }
        let wild: Cards = [Card::IVANHOE, Card::LOCKSLEY].into_iter().collect();
        for rules in RuleSet::ALL {
            assert!(is_legal_army(&wild, rules));
        }
        let with_wild: Cards = [k(0), k(0), Card::LOCKSLEY].into_iter().collect();
        assert!(is_legal_army(&with_wild, RuleSet::Basic));
    }

    #[test]
    fn completion_counts_the_best_characteristic() {
        let hand: Cards = [a(1), a(2), k(1), Card::IVANHOE].into_iter().collect();
        let empty = Cards::new();
        let all = RuleSet::Intermediate.army_traits();
        let basic = RuleSet::Basic.army_traits();
        assert!(can_complete(&empty, &hand, 3, all)); // archers + Ivanhoé
        assert!(!can_complete(&empty, &hand, 4, all));
        assert!(can_complete(&empty, &hand, 3, basic)); // emblem 2: A2, K2, Ivanhoé
        let army: Cards = [a(0)].into_iter().collect();
        assert!(can_complete(&army, &hand, 4, all));
        assert!(!can_complete(&army, &hand, 4, basic));
    }
}
