//! The six values of card, their codes (the public notation: the value's digit) and the deck.

rules_core::cards! {
    game: "Skirmish";
    /// The strength a rival loses to this card.
    fn value -> u8;
    One = "1", 1;
    Two = "2", 2;
    Three = "3", 3;
    Four = "4", 4;
    Five = "5", 5;
    Six = "6", 6;
}

/// Copies of each value in the deck.
pub const COPIES: u8 = 3;

/// The number of cards in the deck (18).
pub const DECK_SIZE: usize = CARD_KINDS * COPIES as usize;

/// The whole deck as a multiset: three cards of each value.
pub fn full_deck() -> Cards {
    Cards::from_counts([COPIES; CARD_KINDS])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The deck has 18 cards, values 1 to 6, three of each.
    #[test]
    fn the_deck_is_three_of_each_value_from_one_to_six() {
        let deck = full_deck();
        assert_eq!(deck.len(), DECK_SIZE);
        assert_eq!(DECK_SIZE, 18);
        assert_eq!(Card::ALL.map(Card::value), [1, 2, 3, 4, 5, 6]);
        assert!(Card::ALL.iter().all(|&c| deck.count(c) == 3));
    }

    /// A card's code is its value's digit, and reads back.
    #[test]
    fn codes_are_the_values_digits() {
        for c in Card::ALL {
            assert_eq!(c.code(), c.value().to_string());
            assert_eq!(c.code().parse::<Card>().unwrap(), c);
        }
        let e = "7".parse::<Card>().unwrap_err();
        assert!(e.0.contains("'7' is not a card code of Skirmish"), "{e}");
    }
}
