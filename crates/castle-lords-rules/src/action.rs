//! Decisions and their text notation.
//!
//! | decision | notation | who |
//! | --- | --- | --- |
//! | offer a card for exchange, face up | `offer K1` | the player whose turn it is |
//! | propose a card in exchange, face up | `propose A2` | each other player, clockwise |
//! | propose nothing | `decline` | each other player, clockwise |
//! | take one of several proposals | `pick @2` | the player whose turn it is |
//! | choose the castle to attack | `attack #0` | the player whose turn it is |
//! | add a card to the army | `add I3` | the player whose turn it is |
//! | launch the army | `confirm` | the player whose turn it is |
//! | reclaim a banner from the dungeon (advanced) | `reclaim` | the player whose turn it is |
//! | discard a card (hand limit, reclaim cost) | `discard K1` | the player whose turn it is |
//! | attack nothing (at the end of a hand: discard the whole hand) | `pass` | the player whose turn it is |
//!
//! Cards are written by code (`K1` = knight of emblem 1, see [`crate::cards`]), `@s` names a
//! seat (0-based, clockwise), `#c` a castle (0-based, in the data file's order).

use std::fmt;
use std::str::FromStr;

use rules_core::{ParseError, Seat};

use crate::cards::Card;

/// One decision of the seat whose turn or choice it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// The player whose turn it is offers this card for exchange.
    Offer(Card),
    /// Another player proposes this card in exchange for the offer.
    Propose(Card),
    /// Another player proposes nothing.
    Decline,
    /// The player whose turn it is takes the proposal of this seat.
    Pick(Seat),
    /// Begin an attack on this castle.
    Attack(u8),
    /// Add this card from the hand to the army being formed.
    Add(Card),
    /// Launch the army against the castle.
    Confirm,
    /// Begin reclaiming a banner from the dungeon (advanced): three discards follow.
    Reclaim,
    /// Discard this card into the dungeon (hand limit, or the cost of a reclaim).
    Discard(Card),
    /// Attack nothing this turn; in the last round of a hand, discard the whole hand.
    Pass,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Offer(c) => write!(f, "offer {c}"),
            Action::Propose(c) => write!(f, "propose {c}"),
            Action::Decline => f.write_str("decline"),
            Action::Pick(s) => write!(f, "pick @{s}"),
            Action::Attack(c) => write!(f, "attack #{c}"),
            Action::Add(c) => write!(f, "add {c}"),
            Action::Confirm => f.write_str("confirm"),
            Action::Reclaim => f.write_str("reclaim"),
            Action::Discard(c) => write!(f, "discard {c}"),
            Action::Pass => f.write_str("pass"),
        }
    }
}

fn err(text: &str, why: impl fmt::Display) -> ParseError {
    ParseError(format!("'{text}': {why}"))
}

impl FromStr for Action {
    type Err = ParseError;
    fn from_str(text: &str) -> Result<Self, ParseError> {
        let mut words = text.split_whitespace();
        let verb = words
            .next()
            .ok_or_else(|| err(text, "the verb is missing"))?;
        let mut arg = |what: &str| {
            words
                .next()
                .ok_or_else(|| err(text, format!("{what} is missing")))
        };
        let action = match verb.to_ascii_lowercase().as_str() {
            "offer" => Action::Offer(arg("the card")?.parse()?),
            "propose" => Action::Propose(arg("the card")?.parse()?),
            "decline" => Action::Decline,
            "pick" => {
                let w = arg("the seat (@N)")?;
                Action::Pick(
                    w.strip_prefix('@')
                        .and_then(|n| n.parse().ok())
                        .ok_or_else(|| err(text, format!("'{w}' is not a seat (@N)")))?,
                )
            }
            "attack" => {
                let w = arg("the castle (#N)")?;
                Action::Attack(
                    w.strip_prefix('#')
                        .and_then(|n| n.parse().ok())
                        .ok_or_else(|| err(text, format!("'{w}' is not a castle (#N)")))?,
                )
            }
            "add" => Action::Add(arg("the card")?.parse()?),
            "confirm" => Action::Confirm,
            "reclaim" => Action::Reclaim,
            "discard" => Action::Discard(arg("the card")?.parse()?),
            "pass" => Action::Pass,
            other => {
                return Err(err(
                    text,
                    format!(
                        "unknown verb '{other}' (offer, propose, decline, pick, attack, add, confirm, reclaim, discard, pass)"
                    ),
                ));
            }
        };
        if let Some(w) = words.next() {
            return Err(err(text, format!("unexpected '{w}'")));
        }
        Ok(action)
    }
}

rules_core::serde_as_text!(Action);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for text in [
            "offer K1",
            "propose A4",
            "decline",
            "pick @2",
            "attack #0",
            "add IVANHOE",
            "add C3",
            "confirm",
            "reclaim",
            "discard LOCKSLEY",
            "pass",
        ] {
            let action: Action = text.parse().unwrap();
            assert_eq!(action.to_string(), text);
        }
    }

    #[test]
    fn malformed_actions_are_named() {
        let e = "pick 2".parse::<Action>().unwrap_err();
        assert!(e.0.contains("'2' is not a seat"), "{e}");
        assert!("attack York".parse::<Action>().is_err());
        assert!("offer".parse::<Action>().is_err());
        assert!("offer K9".parse::<Action>().is_err());
        assert!("pass now".parse::<Action>().is_err());
        assert!("dance".parse::<Action>().is_err());
    }
}
