//! The soldier cards, their codes (the public notation) and hands as multisets.
//!
//! A soldier has a type (knight, infantryman, crossbowman, archer: fixed by the rulebook) and an
//! emblem (how many emblems there are, and their names, is data: see [`crate::Components`]).
//! Codes are the type's letter and the emblem's number, 1-based: `K1`, `I2`, `C3`, `A4`. The two
//! wild cards are `IVANHOE` and `LOCKSLEY`. Codes do not depend on the data file, so the action
//! notation parses without it.

use std::fmt;
use std::str::FromStr;

use rules_core::ParseError;
use serde::{Deserialize, Serialize};

/// The most emblems a data file may define.
pub const MAX_EMBLEMS: usize = 8;
/// The number of distinct card kinds the engine can represent: 4 types × [`MAX_EMBLEMS`] + 2.
pub const CARD_KINDS: usize = 4 * MAX_EMBLEMS + 2;

/// A soldier's type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Soldier {
    /// Code letter `K`.
    Knight,
    /// Code letter `I`.
    Infantryman,
    /// Code letter `C`.
    Crossbowman,
    /// Code letter `A`.
    Archer,
}

impl Soldier {
    /// The four types, in code order.
    pub const ALL: [Soldier; 4] = [
        Soldier::Knight,
        Soldier::Infantryman,
        Soldier::Crossbowman,
        Soldier::Archer,
    ];

    /// The letter of the type in card codes.
    pub fn letter(self) -> char {
        match self {
            Soldier::Knight => 'K',
            Soldier::Infantryman => 'I',
            Soldier::Crossbowman => 'C',
            Soldier::Archer => 'A',
        }
    }

    /// The type's name in words (also its key in the data file).
    pub fn name(self) -> &'static str {
        match self {
            Soldier::Knight => "knight",
            Soldier::Infantryman => "infantryman",
            Soldier::Crossbowman => "crossbowman",
            Soldier::Archer => "archer",
        }
    }

    fn from_letter(c: char) -> Option<Soldier> {
        Soldier::ALL
            .into_iter()
            .find(|s| s.letter() == c.to_ascii_uppercase())
    }
}

/// One kind of card. Identical cards are interchangeable, so a card is its kind.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

/// Bits of [`Card::traits`]: emblems in bits 0..8, types in bits 8..12.
pub const EMBLEM_TRAITS: u16 = 0x00FF;
/// Every trait bit, emblems and types.
pub const ALL_TRAITS: u16 = 0x0FFF;

impl Card {
    /// The wild card Ivanhoé.
    pub const IVANHOE: Card = Card((4 * MAX_EMBLEMS) as u8);
    /// The wild card Locksley.
    pub const LOCKSLEY: Card = Card((4 * MAX_EMBLEMS + 1) as u8);

    /// The soldier of `kind` bearing emblem `emblem` (0-based). `emblem` < [`MAX_EMBLEMS`].
    pub fn soldier(kind: Soldier, emblem: usize) -> Card {
        assert!(emblem < MAX_EMBLEMS, "emblem {emblem} out of range");
        Card((kind as usize * MAX_EMBLEMS + emblem) as u8)
    }

    /// The card of kind index `i` (0..[`CARD_KINDS`]).
    pub fn from_index(i: usize) -> Card {
        debug_assert!(i < CARD_KINDS);
        Card(i as u8)
    }

    /// The index of this kind, 0..[`CARD_KINDS`].
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// Whether this is Ivanhoé or Locksley, who join any army.
    pub fn is_wild(self) -> bool {
        self.index() >= 4 * MAX_EMBLEMS
    }

    /// The soldier's type (`None` for a wild card).
    pub fn soldier_type(self) -> Option<Soldier> {
        (!self.is_wild()).then(|| Soldier::ALL[self.index() / MAX_EMBLEMS])
    }

    /// The soldier's emblem, 0-based (`None` for a wild card).
    pub fn emblem(self) -> Option<usize> {
        (!self.is_wild()).then(|| self.index() % MAX_EMBLEMS)
    }

    /// The characteristics this card has, as bits: its emblem's bit and its type's bit. A wild
    /// card has every characteristic, so it fits any army.
    pub fn traits(self) -> u16 {
        if self.is_wild() {
            ALL_TRAITS
        } else {
            let i = self.index();
            (1 << (i % MAX_EMBLEMS)) | (1 << (8 + i / MAX_EMBLEMS))
        }
    }

    /// The card's code (`K1`, `A4`, `IVANHOE`).
    pub fn code(self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if *self == Card::IVANHOE {
            f.write_str("IVANHOE")
        } else if *self == Card::LOCKSLEY {
            f.write_str("LOCKSLEY")
        } else {
            let t = self.soldier_type().expect("a soldier");
            write!(f, "{}{}", t.letter(), self.emblem().expect("a soldier") + 1)
        }
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Card {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, ParseError> {
        if s.eq_ignore_ascii_case("IVANHOE") {
            return Ok(Card::IVANHOE);
        }
        if s.eq_ignore_ascii_case("LOCKSLEY") {
            return Ok(Card::LOCKSLEY);
        }
        let bad = || {
            ParseError(format!(
                "'{s}' is not a card code (K, I, C or A and an emblem number 1-{MAX_EMBLEMS}, or IVANHOE, LOCKSLEY)"
            ))
        };
        let mut chars = s.chars();
        let kind = chars
            .next()
            .and_then(Soldier::from_letter)
            .ok_or_else(bad)?;
        let n: usize = chars.as_str().parse().map_err(|_| bad())?;
        if !(1..=MAX_EMBLEMS).contains(&n) {
            return Err(bad());
        }
        Ok(Card::soldier(kind, n - 1))
    }
}

rules_core::serde_as_text!(Card);

const fn all_cards() -> [Card; CARD_KINDS] {
    let mut all = [Card(0); CARD_KINDS];
    let mut i = 0;
    while i < CARD_KINDS {
        all[i] = Card(i as u8);
        i += 1;
    }
    all
}

/// Every card kind the engine can represent, in index order.
const ALL_CARDS: [Card; CARD_KINDS] = all_cards();

impl rules_core::CardKind for Card {
    const ALL: &'static [Card] = &ALL_CARDS;

    fn index(self) -> usize {
        Card::index(self)
    }
}

/// A multiset of cards (a hand): a count per kind, serialized as a sorted list of codes.
pub type Cards = rules_core::CardCounts<Card, CARD_KINDS>;

/// What a set of cards shares, for forming armies.
pub trait ArmyTraits {
    /// The common characteristics of these cards (see [`Card::traits`]), within `allowed`:
    /// the bits every card has. No cards (or wild cards only) share everything allowed.
    fn common_traits(&self, allowed: u16) -> u16;

    /// For each characteristic bit (0..12), how many of these cards have it; wild cards count
    /// for every bit.
    fn trait_counts(&self) -> [u8; 12];
}

impl ArmyTraits for Cards {
    fn common_traits(&self, allowed: u16) -> u16 {
        // A word per type, a byte per emblem: searches ask this of every army and every card
        // added to one, so it reads the counts four words at a time rather than card by card.
        // The cards share an emblem when the soldiers among them show one emblem only (any
        // emblem when there are none), and a type likewise; wild cards share everything.
        let counts = self.counts();
        let mut emblems = 0u16;
        let mut types = 0u16;
        for t in 0..4 {
            let present = nonzero_bytes(type_row(counts, t));
            emblems |= present;
            types |= u16::from(present != 0) << t;
        }
        let one_or_all = |bits: u16, all: u16| match bits {
            0 => all,
            b if b.is_power_of_two() => b,
            _ => 0,
        };
        allowed & (one_or_all(emblems, 0xFF) | one_or_all(types, 0xF) << 8)
    }

    fn trait_counts(&self) -> [u8; 12] {
        // Bytewise sums of the four type words give the emblem counts, and each word's byte sum
        // its type's count: no byte overflows, since a count of cards never exceeds 255. A
        // search asks this of every hand it looks at.
        let counts = self.counts();
        let rows = [0, 1, 2, 3].map(|t| type_row(counts, t));
        let wild = counts[4 * MAX_EMBLEMS] + counts[4 * MAX_EMBLEMS + 1];
        let by_emblem = rows.iter().sum::<u64>().to_le_bytes();
        let mut out = [0u8; 12];
        for (o, n) in out.iter_mut().zip(by_emblem) {
            *o = n + wild;
        }
        for (t, r) in rows.iter().enumerate() {
            out[8 + t] = (r.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u8 + wild;
        }
        out
    }
}

/// The counts of type `t`'s soldiers, emblem `e` in byte `e`.
fn type_row(counts: &[u8; CARD_KINDS], t: usize) -> u64 {
    let mut row = [0u8; MAX_EMBLEMS];
    row.copy_from_slice(&counts[t * MAX_EMBLEMS..(t + 1) * MAX_EMBLEMS]);
    u64::from_le_bytes(row)
}

/// Bit `i` set where byte `i` of `x` is not zero.
fn nonzero_bytes(x: u64) -> u16 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    // Bit 7 of each byte: set when its low seven bits carry past 0x7F, or it was set already.
    let high = (((x & LOW7) + LOW7) | x) & !LOW7;
    // Gathers bit 8i to bit 56 + i: the multiplier's bits sit at 56 - 7i, and no two partial
    // products land on the same bit, so nothing carries.
    ((high >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u16
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for i in 0..CARD_KINDS {
            let c = Card::from_index(i);
            assert_eq!(c.to_string().parse::<Card>().unwrap(), c);
        }
        assert_eq!(
            "k1".parse::<Card>().unwrap(),
            Card::soldier(Soldier::Knight, 0)
        );
        assert_eq!("A4".parse::<Card>().unwrap().emblem(), Some(3));
        for bad in ["K0", "K9", "X1", "K", "", "IVANHO"] {
            assert!(bad.parse::<Card>().is_err(), "{bad}");
        }
    }

    #[test]
    fn wild_cards_have_every_characteristic() {
        let k1 = Card::soldier(Soldier::Knight, 0);
        let a2 = Card::soldier(Soldier::Archer, 1);
        assert_eq!(k1.traits() & a2.traits(), 0);
        assert_eq!(Card::IVANHOE.traits() & k1.traits(), k1.traits());
        let army: Cards = [k1, Card::LOCKSLEY].into_iter().collect();
        assert_eq!(army.common_traits(ALL_TRAITS), k1.traits());
        assert_eq!(army.trait_counts()[0], 2);
        assert_eq!(army.trait_counts()[1], 1);
    }

    /// The characteristics an army shares are the bits every one of its cards has (RULINGS §2
    /// army), and each characteristic counts the cards that have it: the word-at-a-time
    /// versions agree with that definition, card by card, on every pair and triple of kinds
    /// and on larger piles.
    #[test]
    fn shared_and_counted_characteristics_follow_the_cards() {
        fn by_card(cards: &[Card], allowed: u16) -> (u16, [u8; 12]) {
            let mut common = allowed;
            let mut counts = [0u8; 12];
            for c in cards {
                common &= c.traits();
                for (b, n) in counts.iter_mut().enumerate() {
                    *n += u8::from(c.traits() & (1 << b) != 0);
                }
            }
            (common, counts)
        }
        let check = |cards: &[Card]| {
            let pile: Cards = cards.iter().copied().collect();
            for allowed in [ALL_TRAITS, EMBLEM_TRAITS] {
                let (common, counts) = by_card(cards, allowed);
                assert_eq!(pile.common_traits(allowed), common, "{cards:?}");
                assert_eq!(pile.trait_counts(), counts, "{cards:?}");
            }
        };
        check(&[]);
        for a in ALL_CARDS {
            for b in ALL_CARDS {
                check(&[a, b]);
                for c in [Card::IVANHOE, Card::soldier(Soldier::Archer, 7), a] {
                    check(&[a, b, c]);
                }
            }
        }
        let many: Vec<Card> = ALL_CARDS.iter().flat_map(|&c| [c; 7]).collect();
        check(&many);
    }
}
