//! The 110 cards of Ivanhoe, their codes (the public notation of RULINGS §1) and values.

use std::fmt;
use std::str::FromStr;

use rules_core::ParseError;

/// A tournament colour. White (the supporters) is never a tournament colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Colour {
    /// Jousting.
    Purple,
    /// Swords.
    Red,
    /// Axes.
    Blue,
    /// Morningstars.
    Yellow,
    /// No weapon: every display card counts 1.
    Green,
}

impl Colour {
    /// The five colours in token order.
    pub const ALL: [Colour; 5] = [
        Colour::Purple,
        Colour::Red,
        Colour::Blue,
        Colour::Yellow,
        Colour::Green,
    ];

    /// The colours a weapon change may move between (Change Weapon, Unhorse's choices).
    pub const WEAPONS: [Colour; 3] = [Colour::Red, Colour::Blue, Colour::Yellow];

    /// Lower-case English name, as used in the notation.
    pub fn name(self) -> &'static str {
        match self {
            Colour::Purple => "purple",
            Colour::Red => "red",
            Colour::Blue => "blue",
            Colour::Yellow => "yellow",
            Colour::Green => "green",
        }
    }

    /// Index 0..5, in the order of [`Colour::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// Whether this is red, blue or yellow.
    pub fn is_weapon(self) -> bool {
        matches!(self, Colour::Red | Colour::Blue | Colour::Yellow)
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Colour {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, ParseError> {
        Colour::ALL
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| {
                ParseError(format!(
                    "'{s}' is not a colour (purple, red, blue, yellow, green)"
                ))
            })
    }
}

/// The number of cards in the game.
pub const DECK_SIZE: usize = 110;

rules_core::cards! {
    game: "Ivanhoe";
    /// How many copies of this card the game has.
    fn copies -> u8;
    P3 = "P3", 4; P4 = "P4", 4; P5 = "P5", 4; P7 = "P7", 2;
    R3 = "R3", 6; R4 = "R4", 6; R5 = "R5", 2;
    B2 = "B2", 4; B3 = "B3", 4; B4 = "B4", 4; B5 = "B5", 2;
    Y2 = "Y2", 4; Y3 = "Y3", 8; Y4 = "Y4", 2;
    G1 = "G1", 14;
    S2 = "S2", 8; S3 = "S3", 8; M6 = "M6", 4;
    Unhorse = "UNHORSE", 1; ChangeWeapon = "CHANGE_WEAPON", 1; DropWeapon = "DROP_WEAPON", 1;
    Shield = "SHIELD", 1; Stunned = "STUNNED", 1; Ivanhoe = "IVANHOE", 1;
    BreakLance = "BREAK_LANCE", 1; Riposte = "RIPOSTE", 3; Dodge = "DODGE", 1;
    Retreat = "RETREAT", 1; KnockDown = "KNOCK_DOWN", 2;
    Outmaneuver = "OUTMANEUVER", 1; Charge = "CHARGE", 1; Countercharge = "COUNTERCHARGE", 1;
    Disgrace = "DISGRACE", 1; Adapt = "ADAPT", 1; Outwit = "OUTWIT", 1;
}

/// [`Card::kind`] of each card, by [`Card::index`].
const KINDS: [Kind; CARD_KINDS] = {
    let mut table = [Kind::Action; CARD_KINDS];
    let mut i = 0;
    while i < CARD_KINDS {
        table[i] = Card::kind_of(Card::ALL[i]);
        i += 1;
    }
    table
};

/// [`Card::value`] of each card, by [`Card::index`].
const VALUES: [u8; CARD_KINDS] = {
    let mut table = [0; CARD_KINDS];
    let mut i = 0;
    while i < CARD_KINDS {
        table[i] = Card::value_of(Card::ALL[i]);
        i += 1;
    }
    table
};

/// What a card is, for the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A colour card of this colour.
    Colour(Colour),
    /// A squire (2 or 3) or a maiden (6): white, playable in any tournament.
    Supporter,
    /// One of the twenty action cards.
    Action,
}

impl Card {
    /// What the card is.
    pub fn kind(self) -> Kind {
        // Read from a table: a `match` here compiled to branches that the searches' playouts,
        // which ask it of nearly every card they look at, mispredicted often.
        KINDS[self.index()]
    }

    /// The printed value (0 for action cards).
    pub fn value(self) -> u8 {
        VALUES[self.index()]
    }

    /// What `card` is: the rule [`Card::kind`] reads from its table.
    const fn kind_of(card: Card) -> Kind {
        use Card::*;
        match card {
            P3 | P4 | P5 | P7 => Kind::Colour(Colour::Purple),
            R3 | R4 | R5 => Kind::Colour(Colour::Red),
            B2 | B3 | B4 | B5 => Kind::Colour(Colour::Blue),
            Y2 | Y3 | Y4 => Kind::Colour(Colour::Yellow),
            G1 => Kind::Colour(Colour::Green),
            S2 | S3 | M6 => Kind::Supporter,
            _ => Kind::Action,
        }
    }

    /// The printed value of `card`: the rule [`Card::value`] reads from its table.
    const fn value_of(card: Card) -> u8 {
        use Card::*;
        match card {
            G1 => 1,
            B2 | Y2 | S2 => 2,
            P3 | R3 | B3 | Y3 | S3 => 3,
            P4 | R4 | B4 | Y4 => 4,
            P5 | R5 | B5 => 5,
            M6 => 6,
            P7 => 7,
            _ => 0,
        }
    }

    /// The colour of a colour card.
    pub fn colour(self) -> Option<Colour> {
        match self.kind() {
            Kind::Colour(c) => Some(c),
            _ => None,
        }
    }

    /// Whether this is a squire or a maiden.
    pub fn is_supporter(self) -> bool {
        self.kind() == Kind::Supporter
    }

    /// Whether this is an action card.
    pub fn is_action(self) -> bool {
        self.kind() == Kind::Action
    }

    /// Whether this card may lie in a display (colour cards and supporters).
    pub fn is_display_card(self) -> bool {
        !self.is_action()
    }

    /// Whether this is a maiden (at most one per display).
    pub fn is_maiden(self) -> bool {
        self == Card::M6
    }

    /// The card's name in words, for logs.
    pub fn name(self) -> String {
        match self.kind() {
            Kind::Colour(c) => format!("{} {}", c.name(), self.value()),
            Kind::Supporter if self.is_maiden() => "maiden 6".to_string(),
            Kind::Supporter => format!("squire {}", self.value()),
            Kind::Action => {
                let words: Vec<String> = self
                    .code()
                    .split('_')
                    .map(|w| {
                        let mut s = w.to_ascii_lowercase();
                        s[..1].make_ascii_uppercase();
                        s
                    })
                    .collect();
                words.join(" ")
            }
        }
    }
}

rules_core::serde_as_text!(Colour);

/// Every card of the game.
pub fn full_deck() -> Cards {
    let mut all = Cards::new();
    for c in Card::ALL {
        all.add_n(c, c.copies());
    }
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RULINGS §1 components: 110 cards, 14 per colour, 16 squires, 4 maidens, 20 actions.
    #[test]
    fn the_deck_has_the_ruled_composition() {
        let deck = full_deck();
        assert_eq!(deck.len(), DECK_SIZE);
        for colour in Colour::ALL {
            let n: usize = deck.iter().filter(|c| c.colour() == Some(colour)).count();
            assert_eq!(n, 14, "{colour}");
        }
        let squires = deck.iter().filter(|c| c.is_supporter() && !c.is_maiden());
        assert_eq!(squires.count(), 16);
        assert_eq!(deck.count(Card::M6), 4);
        assert_eq!(deck.iter().filter(|c| c.is_action()).count(), 20);
    }

    #[test]
    fn codes_round_trip() {
        for c in Card::ALL {
            assert_eq!(c.code().parse::<Card>().unwrap(), c);
        }
        assert!("R9".parse::<Card>().is_err());
        assert_eq!(Card::KnockDown.name(), "Knock Down");
        assert_eq!(Card::B3.name(), "blue 3");
    }

    /// The rule of the notation: a card is its code, read in any case; in JSON, a string.
    #[test]
    fn cards_read_in_any_case_and_serialize_as_their_codes() {
        for c in Card::ALL {
            assert_eq!(c.code().to_ascii_lowercase().parse::<Card>().unwrap(), c);
            let json = serde_json::to_string(&c).unwrap();
            assert_eq!(json, format!("\"{}\"", c.code()));
            assert_eq!(serde_json::from_str::<Card>(&json).unwrap(), c);
            // Read from a value, whose strings are owned, as from text.
            let value = serde_json::Value::String(c.code().to_string());
            assert_eq!(serde_json::from_value::<Card>(value).unwrap(), c);
        }
        let hand: Cards = [Card::R3, Card::G1, Card::G1].into_iter().collect();
        let json = serde_json::to_string(&hand).unwrap();
        assert_eq!(json, r#"["R3","G1","G1"]"#);
        assert_eq!(serde_json::from_str::<Cards>(&json).unwrap(), hand);
        let not_a_card = serde_json::from_str::<Card>("3").unwrap_err().to_string();
        assert!(not_a_card.contains("expected a string"), "{not_a_card}");
        let unknown = serde_json::from_str::<Card>("\"R9\"")
            .unwrap_err()
            .to_string();
        assert!(unknown.contains("'R9' is not a card code"), "{unknown}");
    }

    #[test]
    fn nth_walks_the_multiset() {
        let cards: Cards = [Card::R3, Card::G1, Card::G1].into_iter().collect();
        let all: Vec<Card> = (0..3).map(|i| cards.nth(i).unwrap()).collect();
        assert_eq!(all, cards.iter().collect::<Vec<_>>());
        assert_eq!(cards.nth(3), None);
    }
}
