//! Armies: which cards may fight together, how many it takes to win a castle, and whether an
//! army being formed can still become a winning one.
//!
//! An army shares one characteristic: an emblem in basic play, a type or an emblem otherwise.
//! Wild cards have every characteristic, so they join any army, and an army of wild cards
//! alone is legal. It must outnumber the defenders, except in intermediate play, where a
//! player with a banner on a castle they do not control needs only to equal them.

use rules_core::Seat;

use crate::cards::{ArmyTraits, Card, Cards};
use crate::error::RuleError;
use crate::options::RuleSet;
use crate::state::State;

/// Whether `army` (cards already chosen) can still grow into a legal army of at least `needed`
/// cards with cards from `hand`.
pub(crate) fn can_complete(army: &Cards, hand: &Cards, needed: usize, allowed: u16) -> bool {
    can_complete_from(
        army.common_traits(allowed),
        army.len(),
        &hand.trait_counts(),
        needed,
    )
}

/// [`can_complete`] for an army of `army_len` cards sharing the characteristics `common`, and a
/// hand of these [`ArmyTraits::trait_counts`].
fn can_complete_from(common: u16, army_len: usize, hand_counts: &[u8; 12], needed: usize) -> bool {
    if common == 0 {
        return false;
    }
    if army_len >= needed {
        return true;
    }
    (0..12).any(|b| common & (1 << b) != 0 && army_len + hand_counts[b] as usize >= needed)
}

/// What the attack checks read of the attacker's hand and of the army being formed, taken once
/// for all the castles or cards one list of legal actions asks about.
pub(crate) struct Muster {
    /// The hand's [`ArmyTraits::trait_counts`].
    hand: [u8; 12],
    /// The characteristics the army's cards share, within those the rules allow.
    common: u16,
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

    /// Whether taking castle `c` puts a new banner of `seat`'s on it (from their reserve): always
    /// in advanced play; otherwise unless their banner is already there.
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
        self.check_attack_castle_with(seat, c, &self.muster(seat))
    }

    /// What the attack checks of `seat` read.
    pub(crate) fn muster(&self, seat: Seat) -> Muster {
        Muster {
            hand: self.hands[seat].trait_counts(),
            common: self.army.common_traits(self.rules().army_traits()),
        }
    }

    /// [`State::check_attack_castle`] with [`State::muster`] taken.
    pub(crate) fn check_attack_castle_with(
        &self,
        seat: Seat,
        c: u8,
        muster: &Muster,
    ) -> Result<(), RuleError> {
        let ci = c as usize;
        if ci >= self.castles.len() {
            return Err(RuleError::NoSuchCastle { castle: c });
        }
        if self.needs_new_banner(seat, ci) && self.reserve[seat] == 0 {
            return Err(RuleError::NoBannerInReserve { castle: c });
        }
        let needed = self.needed(seat, ci);
        // The attack begins with no army: every allowed characteristic is still shared.
        if can_complete_from(self.rules().army_traits(), 0, &muster.hand, needed) {
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
        let muster = self.muster(seat);
        (0..self.castles.len()).any(|c| {
            self.check_attack_castle_with(seat, c as u8, &muster)
                .is_ok()
        })
    }

    /// Whether `seat` may add `card` to the army against castle `c`: it shares a characteristic
    /// with the army, and the army can still win.
    pub(crate) fn check_add(&self, seat: Seat, c: u8, card: Card) -> Result<(), RuleError> {
        self.check_add_with(seat, c, card, &self.muster(seat))
    }

    /// [`State::check_add`] with [`State::muster`] taken.
    pub(crate) fn check_add_with(
        &self,
        seat: Seat,
        c: u8,
        card: Card,
        muster: &Muster,
    ) -> Result<(), RuleError> {
        if !self.hands[seat].contains(card) {
            return Err(RuleError::NotInHand { card });
        }
        let traits = card.traits();
        let common = muster.common & traits;
        if common == 0 {
            return Err(RuleError::ArmyMismatch {
                card,
                what: match self.rules() {
                    RuleSet::Basic => "emblem",
                    _ => "type or emblem",
                },
            });
        }
        // The rest of the hand: the card counted out of every group it belongs to (a wild card
        // belongs to all).
        let mut rest = muster.hand;
        for (b, n) in rest.iter_mut().enumerate() {
            *n -= u8::from(traits & (1 << b) != 0);
        }
        let needed = self.needed(seat, c as usize);
        if can_complete_from(common, self.army.len() + 1, &rest, needed) {
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
