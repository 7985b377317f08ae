//! Cards as a multiset: a count per kind. Every game's hands and piles whose order does not
//! matter are [`CardCounts`] of that game's card kinds, so identical cards are interchangeable
//! by construction and copying a hand is copying a small array.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// One game's kinds of card: a closed list, each kind with its place in it.
pub trait CardKind: Copy + Eq + fmt::Debug + 'static {
    /// Every kind, in code order; a kind's [`CardKind::index`] is its place here.
    const ALL: &'static [Self];

    /// The kind's place in [`CardKind::ALL`].
    fn index(self) -> usize;
}

/// A multiset of cards of kind `K`, `N` being the number of kinds (`K::ALL.len()`).
/// Serialized as the list of its cards, kinds in code order.
pub struct CardCounts<K, const N: usize> {
    counts: [u8; N],
    len: u16,
    kind: PhantomData<fn() -> K>,
}

impl<K: CardKind, const N: usize> CardCounts<K, N> {
    /// No cards.
    pub const fn new() -> Self {
        Self {
            counts: [0; N],
            len: 0,
            kind: PhantomData,
        }
    }

    /// A multiset with these counts per kind (in `K::ALL` order).
    pub fn from_counts(counts: [u8; N]) -> Self {
        let len = counts.iter().map(|&c| c as u16).sum();
        Self {
            counts,
            len,
            kind: PhantomData,
        }
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
    pub fn count(&self, card: K) -> u8 {
        self.counts[card.index()]
    }

    /// How many of each kind, by [`CardKind::index`]: for loops that visit every kind and would
    /// otherwise look each one up.
    pub fn counts(&self) -> &[u8; N] {
        &self.counts
    }

    /// Whether at least one `card` is present.
    pub fn contains(&self, card: K) -> bool {
        self.counts[card.index()] > 0
    }

    /// Adds one `card`.
    pub fn add(&mut self, card: K) {
        self.add_n(card, 1);
    }

    /// Adds `n` copies of `card`.
    pub fn add_n(&mut self, card: K, n: u8) {
        self.counts[card.index()] += n;
        self.len += n as u16;
    }

    /// Adds every card of `other`.
    pub fn add_all(&mut self, other: &Self) {
        for (mine, theirs) in self.counts.iter_mut().zip(other.counts) {
            *mine += theirs;
        }
        self.len += other.len;
    }

    /// Removes one `card`; false (and nothing changes) when there is none.
    pub fn remove(&mut self, card: K) -> bool {
        let n = &mut self.counts[card.index()];
        if *n == 0 {
            return false;
        }
        *n -= 1;
        self.len -= 1;
        true
    }

    /// Removes every card of `other` present here (as many copies as both hold).
    pub fn remove_all(&mut self, other: &Self) {
        for (mine, theirs) in self.counts.iter_mut().zip(other.counts) {
            let gone = (*mine).min(theirs);
            *mine -= gone;
            self.len -= gone as u16;
        }
    }

    /// Removes everything.
    pub fn clear(&mut self) {
        *self = Self::new();
    }

    /// The distinct kinds present, in code order.
    pub fn kinds(&self) -> impl Iterator<Item = K> + '_ {
        K::ALL.iter().copied().filter(|c| self.contains(*c))
    }

    /// Every card, kinds in code order, copies repeated.
    pub fn iter(&self) -> impl Iterator<Item = K> + '_ {
        K::ALL
            .iter()
            .flat_map(|&c| std::iter::repeat_n(c, self.count(c) as usize))
    }

    /// The `i`-th card of [`CardCounts::iter`], without allocating.
    pub fn nth(&self, mut i: usize) -> Option<K> {
        for &c in K::ALL {
            let n = self.count(c) as usize;
            if i < n {
                return Some(c);
            }
            i -= n;
        }
        None
    }

    /// Whether every card of `other` is also here (counting copies).
    pub fn contains_all(&self, other: &Self) -> bool {
        self.counts.iter().zip(other.counts).all(|(&a, b)| a >= b)
    }
}

impl<K, const N: usize> Clone for CardCounts<K, N> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<K, const N: usize> Copy for CardCounts<K, N> {}

impl<K, const N: usize> PartialEq for CardCounts<K, N> {
    fn eq(&self, other: &Self) -> bool {
        self.counts == other.counts
    }
}

impl<K, const N: usize> Eq for CardCounts<K, N> {}

impl<K, const N: usize> Hash for CardCounts<K, N> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.counts.hash(state);
    }
}

impl<K: CardKind, const N: usize> Default for CardCounts<K, N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<K: CardKind, const N: usize> FromIterator<K> for CardCounts<K, N> {
    fn from_iter<I: IntoIterator<Item = K>>(iter: I) -> Self {
        let mut cards = Self::new();
        for c in iter {
            cards.add(c);
        }
        cards
    }
}

impl<K: CardKind, const N: usize> fmt::Debug for CardCounts<K, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<K: CardKind + Serialize, const N: usize> Serialize for CardCounts<K, N> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de, K: CardKind + Deserialize<'de>, const N: usize> Deserialize<'de> for CardCounts<K, N> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let list = Vec::<K>::deserialize(d)?;
        Ok(list.into_iter().collect())
    }
}

/// Declares a game's kinds of card from one table, so the codes, the per-card data and the
/// parsing are written once: `CARD_KINDS`, the `Card` enum (each variant documented by its
/// code), `Card::ALL`, `code`, `index`, one accessor for the table's data column, `Display`
/// and `FromStr` as the code (case-insensitive; an unknown code is refused naming `$game`),
/// serde as the code, [`CardKind`], and `Cards`, the game's [`CardCounts`].
///
/// ```ignore
/// rules_core::cards! {
///     game: "A Game";
///     /// How many copies of this card the game has.
///     fn copies -> u8;
///     P3 = "P3", 4; R3 = "R3", 6;
/// }
/// ```
#[macro_export]
macro_rules! cards {
    (
        game: $game:literal;
        $(#[doc = $doc:literal])* fn $column:ident -> $ty:ty;
        $($variant:ident = $code:literal, $value:expr;)*
    ) => {
        /// The number of distinct kinds of card.
        pub const CARD_KINDS: usize = [$($code),*].len();

        /// One kind of card. Identical cards are interchangeable, so a card is its kind.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum Card { $(#[doc = $code] $variant,)* }

        impl Card {
            /// Every kind of card, in code order.
            pub const ALL: [Card; CARD_KINDS] = [$(Card::$variant,)*];

            /// The card's code in the public notation.
            pub fn code(self) -> &'static str {
                match self { $(Card::$variant => $code,)* }
            }

            /// The index of this kind, 0..`CARD_KINDS`.
            pub fn index(self) -> usize {
                self as usize
            }

            $(#[doc = $doc])*
            pub fn $column(self) -> $ty {
                match self { $(Card::$variant => $value,)* }
            }
        }

        impl ::std::fmt::Display for Card {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.code())
            }
        }

        impl ::std::str::FromStr for Card {
            type Err = $crate::ParseError;

            fn from_str(s: &str) -> Result<Self, $crate::ParseError> {
                // The code as written is the common case (every text the engine writes): one
                // compare of lengths and bytes, not a case-blind scan of every code.
                match s {
                    $($code => return Ok(Card::$variant),)*
                    _ => {}
                }
                Card::ALL
                    .into_iter()
                    .find(|c| c.code().eq_ignore_ascii_case(s))
                    .ok_or_else(|| {
                        $crate::ParseError(format!("'{s}' is not a card code of {}", $game))
                    })
            }
        }

        // The code as it is, not through `Display`: a view's hands and piles are mostly codes.
        impl $crate::__serde::Serialize for Card {
            fn serialize<S: $crate::__serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.code())
            }
        }

        $crate::__deserialize_by_parsing!(Card);

        impl $crate::CardKind for Card {
            const ALL: &'static [Card] = &Card::ALL;

            fn index(self) -> usize {
                Card::index(self)
            }
        }

        /// A multiset of cards (a hand, a pile whose order does not matter): a count per kind,
        /// serialized as a sorted list of codes.
        pub type Cards = $crate::CardCounts<Card, CARD_KINDS>;
    };
}

/// Implements `Serialize` and `Deserialize` for types whose serial form is their text notation
/// (`Display` and `FromStr`): card codes, actions, colours.
#[macro_export]
macro_rules! serde_as_text {
    ($($t:ty),+ $(,)?) => {$(
        impl $crate::__serde::Serialize for $t {
            fn serialize<S: $crate::__serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_str(self)
            }
        }

        $crate::__deserialize_by_parsing!($t);
    )+};
}

/// `Deserialize` for a type read from its text by `FromStr`, the text borrowed from the input
/// where it can be (no `String` made for each card of a hand).
#[doc(hidden)]
#[macro_export]
macro_rules! __deserialize_by_parsing {
    ($t:ty) => {
        impl<'de> $crate::__serde::Deserialize<'de> for $t {
            fn deserialize<D: $crate::__serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                struct Text;
                impl<'de> $crate::__serde::de::Visitor<'de> for Text {
                    type Value = $t;

                    fn expecting(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                        f.write_str("a string")
                    }

                    fn visit_str<E: $crate::__serde::de::Error>(self, v: &str) -> Result<$t, E> {
                        v.parse().map_err(E::custom)
                    }
                }
                d.deserialize_str(Text)
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    enum Suit {
        A,
        B,
        C,
    }

    impl CardKind for Suit {
        const ALL: &'static [Self] = &[Suit::A, Suit::B, Suit::C];
        fn index(self) -> usize {
            self as usize
        }
    }

    type Hand = CardCounts<Suit, 3>;

    #[test]
    fn counts_add_remove_and_iterate_in_code_order() {
        let mut hand: Hand = [Suit::C, Suit::A, Suit::C].into_iter().collect();
        assert_eq!(hand.len(), 3);
        assert_eq!(hand.iter().collect::<Vec<_>>(), [Suit::A, Suit::C, Suit::C]);
        assert_eq!(hand.kinds().collect::<Vec<_>>(), [Suit::A, Suit::C]);
        assert_eq!(hand.nth(2), Some(Suit::C));
        assert_eq!(hand.nth(3), None);
        assert!(!hand.remove(Suit::B));
        assert!(hand.remove(Suit::C));
        assert_eq!(hand.count(Suit::C), 1);
        let other: Hand = [Suit::A, Suit::B].into_iter().collect();
        hand.remove_all(&other);
        assert_eq!(hand.iter().collect::<Vec<_>>(), [Suit::C]);
        hand.add_all(&other);
        assert_eq!(hand.len(), 3);
        assert!(hand.contains_all(&other));
    }

    #[test]
    fn serializes_as_a_list_of_cards() {
        let hand: Hand = [Suit::B, Suit::A].into_iter().collect();
        let json = serde_json::to_string(&hand).unwrap();
        assert_eq!(json, r#"["A","B"]"#);
        assert_eq!(serde_json::from_str::<Hand>(&json).unwrap(), hand);
    }
}
