//! The sixteen kinds of card, their codes (the public notation) and what each may do.

use std::fmt;
use std::str::FromStr;

use rules_core::ParseError;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

macro_rules! cards {
    ($($variant:ident = $code:literal, $name:literal;)*) => {
        /// One kind of card. Identical cards are interchangeable, so a card is its kind.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum Card { $(#[doc = $name] $variant,)* }

        impl Card {
            /// Every kind of card, in code order.
            pub const ALL: [Card; CARD_KINDS] = [$(Card::$variant,)*];

            /// The card's code in the public notation (`KNIGHT`, `JESTER`, ...).
            pub fn code(self) -> &'static str {
                match self { $(Card::$variant => $code,)* }
            }

            /// The card's name in words (`Knight`), also its key in the components file.
            pub fn name(self) -> &'static str {
                match self { $(Card::$variant => $name,)* }
            }
        }
    };
}

/// The number of distinct kinds of card.
pub const CARD_KINDS: usize = 16;

cards! {
    Peasant = "PEASANT", "Peasant";
    Soldier = "SOLDIER", "Soldier";
    Knight = "KNIGHT", "Knight";
    King = "KING", "King";
    Castle = "CASTLE", "Castle";
    Archer = "ARCHER", "Archer";
    Minstrel = "MINSTREL", "Minstrel";
    Ladder = "LADDER", "Ladder";
    Catapult = "CATAPULT", "Catapult";
    Dragon = "DRAGON", "Dragon";
    Ninja = "NINJA", "Ninja";
    Highwayman = "HIGHWAYMAN", "Highwayman";
    Princess = "PRINCESS", "Princess";
    Executioner = "EXECUTIONER", "Executioner";
    Traitor = "TRAITOR", "Traitor";
    Jester = "JESTER", "Jester";
}

impl Card {
    /// The index of this kind, 0..[`CARD_KINDS`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The printed strength of Peasant (1), Soldier (2), Knight (3) and King (4); 0 otherwise.
    pub fn strength(self) -> u8 {
        match self {
            Card::Peasant => 1,
            Card::Soldier => 2,
            Card::Knight => 3,
            Card::King => 4,
            _ => 0,
        }
    }

    /// Whether the card fights by its strength (Peasant, Soldier, Knight, King), attacking or
    /// responding.
    pub fn has_strength(self) -> bool {
        self.strength() > 0
    }

    /// Whether the card may be played as an attack card.
    pub fn can_attack(self) -> bool {
        self.has_strength()
            || matches!(
                self,
                Card::Archer | Card::Ladder | Card::Catapult | Card::Dragon | Card::Ninja
            )
    }

    /// Whether the card may answer an attack card (the Highwayman answers moving gems instead).
    pub fn can_respond(self) -> bool {
        self.has_strength()
            || matches!(
                self,
                Card::Minstrel | Card::Princess | Card::Executioner | Card::Traitor
            )
    }

    /// Whether the card may fortify a kingdom.
    pub fn can_fortify(self) -> bool {
        matches!(self, Card::Castle | Card::Archer | Card::Minstrel)
    }

    /// Whether the card, attacking, takes gems (strength cards, Ninja, Dragon).
    pub fn takes_gems(self) -> bool {
        self.has_strength() || matches!(self, Card::Ninja | Card::Dragon)
    }

    /// How many gems a Ninja or Dragon steals (its strength for the strength cards).
    pub fn attack_value(self) -> u8 {
        match self {
            Card::Ninja | Card::Dragon => 2,
            c => c.strength(),
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Card {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, ParseError> {
        Card::ALL
            .into_iter()
            .find(|c| c.code().eq_ignore_ascii_case(s))
            .ok_or_else(|| ParseError(format!("'{s}' is not a card code of Of Knights and Ninjas")))
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A multiset of cards (a hand): a count per kind. Serialized as a sorted list of codes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Cards {
    counts: [u8; CARD_KINDS],
    len: u16,
}

impl Cards {
    /// No cards.
    pub const fn new() -> Self {
        Self {
            counts: [0; CARD_KINDS],
            len: 0,
        }
    }

    /// A multiset with these counts per kind (in [`Card::ALL`] order).
    pub fn from_counts(counts: [u8; CARD_KINDS]) -> Self {
        let len = counts.iter().map(|&c| c as u16).sum();
        Self { counts, len }
    }

    /// The number of cards.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether there are no cards.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// How many copies of `card`.
    pub fn count(&self, card: Card) -> u8 {
        self.counts[card.index()]
    }

    /// Whether at least one `card` is present.
    pub fn contains(&self, card: Card) -> bool {
        self.counts[card.index()] > 0
    }

    /// Adds one `card`.
    pub fn add(&mut self, card: Card) {
        self.counts[card.index()] += 1;
        self.len += 1;
    }

    /// Removes one `card`; false (and nothing changes) when there is none.
    pub fn remove(&mut self, card: Card) -> bool {
        let n = &mut self.counts[card.index()];
        if *n == 0 {
            return false;
        }
        *n -= 1;
        self.len -= 1;
        true
    }

    /// The distinct kinds present, in code order.
    pub fn kinds(&self) -> impl Iterator<Item = Card> + '_ {
        Card::ALL.into_iter().filter(|c| self.contains(*c))
    }

    /// Every card, kinds in code order, copies repeated.
    pub fn iter(&self) -> impl Iterator<Item = Card> + '_ {
        Card::ALL
            .into_iter()
            .flat_map(|c| std::iter::repeat_n(c, self.count(c) as usize))
    }

    /// Whether every card of `other` is also here (counting copies).
    pub fn contains_all(&self, other: &Cards) -> bool {
        Card::ALL.iter().all(|c| self.count(*c) >= other.count(*c))
    }

    /// Removes every card of `other` present here (as many copies as both hold).
    pub fn remove_all(&mut self, other: &Cards) {
        for c in Card::ALL {
            for _ in 0..other.count(c) {
                self.remove(c);
            }
        }
    }
}

impl FromIterator<Card> for Cards {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Self {
        let mut cards = Cards::new();
        for c in iter {
            cards.add(c);
        }
        cards
    }
}

impl fmt::Debug for Cards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Serialize for Cards {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Cards {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let list = Vec::<Card>::deserialize(d)?;
        Ok(list.into_iter().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for c in Card::ALL {
            assert_eq!(c.code().parse::<Card>().unwrap(), c);
            assert_eq!(c.code().to_ascii_lowercase().parse::<Card>().unwrap(), c);
        }
        assert!("WIZARD".parse::<Card>().is_err());
    }

    /// Strengths as printed: Peasant 1 to King 4; Ninja and Dragon steal 2.
    #[test]
    fn strengths_are_as_printed() {
        assert_eq!(
            [Card::Peasant, Card::Soldier, Card::Knight, Card::King].map(Card::strength),
            [1, 2, 3, 4]
        );
        assert_eq!(Card::Ninja.attack_value(), 2);
        assert_eq!(Card::Dragon.attack_value(), 2);
        assert_eq!(Card::Archer.attack_value(), 0);
        assert!(!Card::Highwayman.can_respond() && !Card::Jester.can_attack());
    }

    #[test]
    fn multiset_counts_copies() {
        let mut cards: Cards = [Card::Knight, Card::Knight, Card::Jester]
            .into_iter()
            .collect();
        assert_eq!(cards.len(), 3);
        assert!(cards.remove(Card::Knight));
        assert!(!cards.remove(Card::King));
        assert_eq!(
            cards.iter().collect::<Vec<_>>(),
            [Card::Knight, Card::Jester]
        );
    }
}
