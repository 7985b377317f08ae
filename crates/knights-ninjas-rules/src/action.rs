//! Decisions and their text notation.
//!
//! | action | notation |
//! | --- | --- |
//! | play an attack card against a rival | `attack @2 KNIGHT`, `attack @1 PEASANT*3`, `attack @1 JESTER:NINJA` |
//! | answer the attack card aimed at you | `respond KING`, `respond TRAITOR`, `respond PEASANT*2+JESTER:PEASANT` |
//! | take the attack card without answering it, or let moving gems go by | `pass` |
//! | steal moving gems (out of turn) | `steal HIGHWAYMAN`, `steal JESTER:HIGHWAYMAN` |
//! | fortify your own kingdom | `fortify CASTLE`, `fortify JESTER:ARCHER` |
//! | play nothing and discard a card | `discard KNIGHT`, `discard JESTER` |
//! | end the turn (attack or fortifying over, or nothing to discard) | `end` |
//!
//! `@s` names a seat (0-based, clockwise). A played card is its code; `CODE*N` is N copies (only
//! Peasants go together: a revolt); `JESTER:CODE` is a Jester announced as that card; `+` joins
//! the Peasants and Jesters-as-Peasants of one revolt.

use std::fmt;
use std::str::FromStr;

use rules_core::{ParseError, Seat};

use crate::cards::Card;

/// Cards played together from one hand as one card of the game: `natural` copies of `role` and
/// `jesters` Jesters announced as `role`. Only Peasants go several at a time (a revolt).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Play {
    /// What the cards are on the table (a Jester is the card it was announced as).
    pub role: Card,
    /// Cards of that very kind.
    pub natural: u8,
    /// Jesters announced as `role`.
    pub jesters: u8,
}

impl Play {
    /// One card played as itself.
    pub const fn card(role: Card) -> Self {
        Self {
            role,
            natural: 1,
            jesters: 0,
        }
    }

    /// One Jester announced as `role`.
    pub const fn jester(role: Card) -> Self {
        Self {
            role,
            natural: 0,
            jesters: 1,
        }
    }

    /// A revolt: `peasants` Peasants and `jesters` Jesters announced as Peasants.
    pub const fn revolt(peasants: u8, jesters: u8) -> Self {
        Self {
            role: Card::Peasant,
            natural: peasants,
            jesters,
        }
    }

    /// How many cards the play puts on the table.
    pub fn size(self) -> u16 {
        self.natural as u16 + self.jesters as u16
    }

    /// Whether the rules allow these cards together: one card, or a group of Peasants.
    pub fn is_single_or_revolt(self) -> bool {
        self.size() == 1 || (self.role == Card::Peasant && self.size() >= 1)
    }

    /// The strength of the play: the card's strength, a revolt's the number of its Peasants.
    pub fn strength(self) -> u16 {
        self.role.strength() as u16 * self.size()
    }

    /// How many gems the play would take attacking (strength; 2 for a Ninja or Dragon).
    pub fn attack_value(self) -> u16 {
        match self.role {
            Card::Ninja | Card::Dragon => 2,
            _ => self.strength(),
        }
    }

    /// The physical cards of the play, naturals first.
    pub fn physical(self) -> impl Iterator<Item = Card> {
        std::iter::repeat_n(self.role, self.natural as usize)
            .chain(std::iter::repeat_n(Card::Jester, self.jesters as usize))
    }
}

/// One decision of the seat whose decision it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Play an attack card against a rival (the first names the rival of the whole turn).
    Attack {
        /// The rival attacked.
        target: Seat,
        /// The attack card(s).
        play: Play,
    },
    /// Answer the attack card aimed at the deciding seat.
    Respond(Play),
    /// Steal the gems in motion with a Highwayman (or a Jester announced as one).
    Steal(Play),
    /// Lay a fortification before one's own kingdom.
    Fortify(Play),
    /// Play nothing this turn and discard this card.
    Discard(Card),
    /// Take the attack card without answering it, or let the moving gems go by.
    Pass,
    /// End the turn: the attack or the fortifying is over, or there is nothing to discard.
    End,
}

impl fmt::Display for Play {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let count = |f: &mut fmt::Formatter<'_>, n: u8| {
            if n == 1 { Ok(()) } else { write!(f, "*{n}") }
        };
        if self.natural > 0 {
            write!(f, "{}", self.role)?;
            count(f, self.natural)?;
        }
        if self.jesters > 0 {
            if self.natural > 0 {
                f.write_str("+")?;
            }
            write!(f, "{}:{}", Card::Jester, self.role)?;
            count(f, self.jesters)?;
        }
        if self.size() == 0 {
            write!(f, "{}*0", self.role)?;
        }
        Ok(())
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Attack { target, play } => write!(f, "attack @{target} {play}"),
            Action::Respond(p) => write!(f, "respond {p}"),
            Action::Steal(p) => write!(f, "steal {p}"),
            Action::Fortify(p) => write!(f, "fortify {p}"),
            Action::Discard(c) => write!(f, "discard {c}"),
            Action::Pass => f.write_str("pass"),
            Action::End => f.write_str("end"),
        }
    }
}

fn err(text: &str, why: impl fmt::Display) -> ParseError {
    ParseError(format!("'{text}': {why}"))
}

impl FromStr for Play {
    type Err = ParseError;
    fn from_str(text: &str) -> Result<Self, ParseError> {
        let mut play: Option<Play> = None;
        for unit in text.split('+') {
            let (code, n) = match unit.split_once('*') {
                Some((code, n)) => match n.parse::<u8>() {
                    Ok(n) if n > 0 => (code, n),
                    _ => return Err(err(text, format!("'*{n}' is not a count from 1 to 255"))),
                },
                None => (unit, 1),
            };
            let (role, jester) = match code.split_once(':') {
                Some((j, role)) if j.eq_ignore_ascii_case(Card::Jester.code()) => {
                    (role.parse::<Card>()?, true)
                }
                Some(_) => return Err(err(text, "only a JESTER is announced as another card")),
                None => (code.parse::<Card>()?, false),
            };
            if role == Card::Jester {
                return Err(err(
                    text,
                    "a Jester is played announced as a card: JESTER:KNIGHT, JESTER:HIGHWAYMAN, ...",
                ));
            }
            let p = play.get_or_insert(Play {
                role,
                natural: 0,
                jesters: 0,
            });
            if p.role != role {
                return Err(err(
                    text,
                    "cards of different kinds are played one at a time",
                ));
            }
            let slot = if jester {
                &mut p.jesters
            } else {
                &mut p.natural
            };
            *slot = slot
                .checked_add(n)
                .ok_or_else(|| err(text, "too many cards"))?;
        }
        play.ok_or_else(|| err(text, "no card"))
    }
}

fn seat(text: &str, w: &str) -> Result<Seat, ParseError> {
    w.strip_prefix('@')
        .and_then(|n| n.parse().ok())
        .ok_or_else(|| err(text, format!("'{w}' is not a seat (@N)")))
}

impl FromStr for Action {
    type Err = ParseError;
    fn from_str(text: &str) -> Result<Self, ParseError> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let Some((verb, rest)) = words.split_first() else {
            return Err(err(text, "the verb is missing"));
        };
        let arity = |n: usize, what: &str| {
            if rest.len() == n {
                Ok(())
            } else {
                Err(err(text, format!("'{verb}' takes {what}")))
            }
        };
        let action = match verb.to_ascii_lowercase().as_str() {
            "attack" => {
                arity(2, "a seat and the cards: 'attack @1 KNIGHT'")?;
                Action::Attack {
                    target: seat(text, rest[0])?,
                    play: rest[1].parse()?,
                }
            }
            "respond" => {
                arity(1, "the cards: 'respond KING'")?;
                Action::Respond(rest[0].parse()?)
            }
            "steal" => {
                arity(1, "the card: 'steal HIGHWAYMAN'")?;
                Action::Steal(rest[0].parse()?)
            }
            "fortify" => {
                arity(1, "the card: 'fortify CASTLE'")?;
                Action::Fortify(rest[0].parse()?)
            }
            "discard" => {
                arity(1, "one card: 'discard KNIGHT'")?;
                Action::Discard(rest[0].parse()?)
            }
            "pass" => {
                arity(0, "nothing more")?;
                Action::Pass
            }
            "end" => {
                arity(0, "nothing more")?;
                Action::End
            }
            "special" => {
                return Err(err(
                    text,
                    "no card of Of Knights and Ninjas carries a special action (see the scenario format doc)",
                ));
            }
            other => {
                return Err(err(
                    text,
                    format!(
                        "unknown verb '{other}' (attack, respond, pass, steal, fortify, discard, end)"
                    ),
                ));
            }
        };
        Ok(action)
    }
}

rules_core::serde_as_text!(Action, Play);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for text in [
            "attack @2 KNIGHT",
            "attack @1 PEASANT*3",
            "attack @1 PEASANT*3+JESTER:PEASANT",
            "attack @0 JESTER:PEASANT*2",
            "attack @3 JESTER:NINJA",
            "respond KING",
            "respond TRAITOR",
            "respond JESTER:EXECUTIONER",
            "steal HIGHWAYMAN",
            "steal JESTER:HIGHWAYMAN",
            "fortify CASTLE",
            "fortify JESTER:MINSTREL",
            "discard JESTER",
            "pass",
            "end",
        ] {
            let action: Action = text.parse().unwrap();
            assert_eq!(action.to_string(), text);
        }
    }

    #[test]
    fn revolts_add_up_their_units() {
        let a: Action = "respond peasant+peasant+jester:peasant".parse().unwrap();
        assert_eq!(a, Action::Respond(Play::revolt(2, 1)));
        assert_eq!(Play::revolt(2, 1).strength(), 3);
        assert_eq!(Play::card(Card::Knight).strength(), 3);
    }

    #[test]
    fn malformed_actions_are_named() {
        let e = "attack @x KNIGHT".parse::<Action>().unwrap_err();
        assert!(e.0.contains("'@x' is not a seat"), "{e}");
        assert!("attack @1 JESTER".parse::<Action>().is_err());
        assert!("attack @1 JESTER:JESTER".parse::<Action>().is_err());
        assert!("attack @1 KNIGHT+SOLDIER".parse::<Action>().is_err());
        assert!("attack @1 KNIGHT*0".parse::<Action>().is_err());
        assert!("respond".parse::<Action>().is_err());
        assert!("pass now".parse::<Action>().is_err());
        assert!("special DRAGON".parse::<Action>().is_err());
        assert!("dance".parse::<Action>().is_err());
    }
}
