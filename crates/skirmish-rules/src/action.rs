//! Decisions and their text notation.
//!
//! | decision | notation |
//! | --- | --- |
//! | play one card from the hand | `play 4` |
//! | play two cards of the same value | `play 4 4` |
//! | choose the rival the played cards hit | `target 2` |
//!
//! A card is its value's digit (1 to 6); a seat is its number (0-based, clockwise). Verbs are
//! read in any case; words are separated by whitespace.

use std::fmt;
use std::str::FromStr;

use rules_core::{ParseError, Seat};
use serde::{Deserialize, Serialize};

use crate::cards::Card;

/// The cards of one play: one card, or two of the same value. In events and observations it is
/// a plain record (`{"card": "4", "pair": true}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Play {
    /// The value played.
    pub card: Card,
    /// Whether two cards of that value are played rather than one.
    pub pair: bool,
}

impl Play {
    /// One card.
    pub const fn single(card: Card) -> Self {
        Self { card, pair: false }
    }

    /// Two cards of the same value.
    pub const fn pair(card: Card) -> Self {
        Self { card, pair: true }
    }

    /// How many cards the play puts down: 1 or 2.
    pub fn count(self) -> u8 {
        if self.pair { 2 } else { 1 }
    }

    /// The strength the targeted rival loses: the played cards' total.
    pub fn total(self) -> u8 {
        self.card.value() * self.count()
    }

    /// The physical cards of the play.
    pub fn cards(self) -> impl Iterator<Item = Card> {
        std::iter::repeat_n(self.card, self.count() as usize)
    }
}

/// One decision of the seat whose decision it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// The turn's first decision: play these cards from the hand.
    Play(Play),
    /// The turn's second decision: the rival the played cards hit.
    Target(Seat),
}

impl fmt::Display for Play {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.pair {
            write!(f, "{} {}", self.card, self.card)
        } else {
            write!(f, "{}", self.card)
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Play(play) => write!(f, "play {play}"),
            Action::Target(seat) => write!(f, "target {seat}"),
        }
    }
}

/// A parse error quoting the whole text and saying what is wrong with it.
fn err(text: &str, why: impl fmt::Display) -> ParseError {
    ParseError(format!("'{text}': {why}"))
}

impl FromStr for Action {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Self, ParseError> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let Some((verb, rest)) = words.split_first() else {
            return Err(err(text, "the verb is missing (play, target)"));
        };
        let card = |word: &str| {
            word.parse::<Card>()
                .map_err(|_| err(text, format!("'{word}' is not a card value (1 to 6)")))
        };
        match verb.to_ascii_lowercase().as_str() {
            "play" => match rest {
                [] => Err(err(text, "'play' takes one or two card values: 'play 4 4'")),
                [one] => Ok(Action::Play(Play::single(card(one)?))),
                [a, b] => {
                    let (a, b) = (card(a)?, card(b)?);
                    if a == b {
                        Ok(Action::Play(Play::pair(a)))
                    } else {
                        Err(err(
                            text,
                            "two cards played together must be of the same value",
                        ))
                    }
                }
                _ => Err(err(text, "at most two cards are played at once")),
            },
            "target" => match rest {
                [seat] => seat
                    .parse::<Seat>()
                    .map(Action::Target)
                    .map_err(|_| err(text, format!("'{seat}' is not a seat number"))),
                _ => Err(err(text, "'target' takes one seat number: 'target 2'")),
            },
            other => Err(err(text, format!("unknown verb '{other}' (play, target)"))),
        }
    }
}

rules_core::serde_as_text!(Action);

#[cfg(test)]
mod tests {
    use super::*;

    /// Every form of the notation reads back as itself.
    #[test]
    fn notation_round_trips() {
        for text in ["play 1", "play 4 4", "play 6 6", "target 0", "target 3"] {
            let action: Action = text.parse().unwrap();
            assert_eq!(action.to_string(), text);
        }
        assert_eq!(
            "  PLAY  5   5 ".parse::<Action>().unwrap(),
            Action::Play(Play::pair(Card::Five))
        );
        assert_eq!(Play::pair(Card::Four).total(), 8);
        assert_eq!(Play::single(Card::Four).total(), 4);
    }

    /// A malformed text is refused naming what is wrong with it.
    #[test]
    fn malformed_actions_are_named() {
        let cases = [
            ("", "the verb is missing"),
            ("   ", "the verb is missing"),
            ("play", "takes one or two card values"),
            ("play 7", "'7' is not a card value"),
            ("play x", "'x' is not a card value"),
            ("play 4 3", "must be of the same value"),
            ("play 4 4 4", "at most two cards"),
            ("target", "takes one seat number"),
            ("target 1 2", "takes one seat number"),
            ("target -1", "'-1' is not a seat number"),
            ("target 99999999999999999999999", "is not a seat number"),
            ("discard 4", "unknown verb 'discard'"),
            ("play 4\u{0}", "is not a card value"),
        ];
        for (text, why) in cases {
            let e = text.parse::<Action>().unwrap_err();
            assert!(e.0.contains(why), "{text:?}: {e}");
        }
    }

    /// Actions serialize as their notation.
    #[test]
    fn actions_serialize_as_notation() {
        let action = Action::Target(2);
        assert_eq!(serde_json::to_string(&action).unwrap(), r#""target 2""#);
        let back: Action = serde_json::from_str(r#""play 3 3""#).unwrap();
        assert_eq!(back, Action::Play(Play::pair(Card::Three)));
        assert!(serde_json::from_str::<Action>(r#""play 3 2""#).is_err());
    }
}
