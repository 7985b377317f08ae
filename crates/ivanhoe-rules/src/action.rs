//! Decisions and their text notation.
//!
//! | action | notation |
//! | --- | --- |
//! | choose the tournament colour | `colour red` |
//! | play a colour card or supporter | `play R3` |
//! | play an action card | `play UNHORSE blue`, `play DODGE @2 #0`, `play OUTWIT #1 @2 SHIELD`, ... |
//! | end the turn | `stay`, `withdraw` |
//! | keep one card of a value (Adapt) | `keep #2` |
//! | answer the Ivanhoe window | `ivanhoe`, `pass` |
//! | token after a purple win | `token blue` |
//! | token returned for a maiden | `return red` |
//!
//! `@s` names a seat (0-based, clockwise), `#i` a display position (0 is the earliest card).

use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;

use rules_core::{ParseError, Seat};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::cards::{Card, Colour};

/// A face-up card lying before a player: one of their display cards, or Shield or Stunned.
/// Written, and serialized, as `#2`, `SHIELD` or `STUNNED`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FaceUp {
    /// The display card at this position (0 = earliest played).
    Display(u8),
    /// The Shield lying before them.
    Shield,
    /// The Stunned card lying before them.
    Stunned,
}

/// A card played from the hand, with its targets and choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Play {
    /// A colour card or supporter onto one's own display.
    Card(Card),
    /// Purple becomes this weapon colour.
    Unhorse(Colour),
    /// A weapon colour becomes another weapon colour.
    ChangeWeapon(Colour),
    /// A weapon colour becomes green.
    DropWeapon,
    /// The target discards every purple card of their display.
    BreakLance(Seat),
    /// Take the newest card of the target's display onto one's own.
    Riposte(Seat),
    /// Discard the card at a position of the target's display.
    Dodge(Seat, u8),
    /// Take the card at a position of one's own display back to the hand.
    Retreat(u8),
    /// Take a random card from the target's hand.
    KnockDown(Seat),
    /// Every opponent discards their newest display card.
    Outmaneuver,
    /// Everyone discards the cards of the lowest printed value in play.
    Charge,
    /// Everyone discards the cards of the highest printed value in play.
    Countercharge,
    /// Everyone discards their supporters.
    Disgrace,
    /// Everyone keeps one card of each printed value.
    Adapt,
    /// Swap one's own face-up card with one of the target's.
    Outwit {
        /// One's own card.
        mine: FaceUp,
        /// The opponent.
        target: Seat,
        /// The opponent's card.
        theirs: FaceUp,
    },
    /// Lay the Shield before oneself.
    Shield,
    /// Lay the Stunned card before the target.
    Stunned(Seat),
}

impl Play {
    /// The card that leaves the hand.
    pub fn card(self) -> Card {
        match self {
            Play::Card(c) => c,
            Play::Unhorse(_) => Card::Unhorse,
            Play::ChangeWeapon(_) => Card::ChangeWeapon,
            Play::DropWeapon => Card::DropWeapon,
            Play::BreakLance(_) => Card::BreakLance,
            Play::Riposte(_) => Card::Riposte,
            Play::Dodge(..) => Card::Dodge,
            Play::Retreat(_) => Card::Retreat,
            Play::KnockDown(_) => Card::KnockDown,
            Play::Outmaneuver => Card::Outmaneuver,
            Play::Charge => Card::Charge,
            Play::Countercharge => Card::Countercharge,
            Play::Disgrace => Card::Disgrace,
            Play::Adapt => Card::Adapt,
            Play::Outwit { .. } => Card::Outwit,
            Play::Shield => Card::Shield,
            Play::Stunned(_) => Card::Stunned,
        }
    }

    /// The one opponent the card is aimed at, if it names one.
    pub fn target(self) -> Option<Seat> {
        match self {
            Play::BreakLance(t)
            | Play::Riposte(t)
            | Play::Dodge(t, _)
            | Play::KnockDown(t)
            | Play::Stunned(t)
            | Play::Outwit { target: t, .. } => Some(t),
            _ => None,
        }
    }
}

/// One decision of the seat whose turn or choice it is.
#[derive(Clone, Copy, Debug, Eq)]
pub enum Action {
    /// The starter announces the tournament colour.
    ChooseColour(Colour),
    /// Play a card from the hand.
    Play(Play),
    /// End the turn and stay in the tournament.
    Stay,
    /// End the turn by withdrawing from the tournament.
    Withdraw,
    /// Adapt: keep the card at this display position among those of the value being decided.
    Keep(u8),
    /// Play Ivanhoe to cancel the action card just played.
    Ivanhoe,
    /// Let the action card just played stand.
    Pass,
    /// After a purple win: take a token of this colour.
    Token(Colour),
    /// After withdrawing with a maiden: return a token of this colour.
    ReturnToken(Colour),
}

fn fmt_seat(f: &mut fmt::Formatter<'_>, s: Seat) -> fmt::Result {
    write!(f, " @{s}")
}

impl fmt::Display for FaceUp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FaceUp::Display(i) => write!(f, "#{i}"),
            FaceUp::Shield => f.write_str("SHIELD"),
            FaceUp::Stunned => f.write_str("STUNNED"),
        }
    }
}

impl fmt::Display for Play {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "play {}", self.card())?;
        match *self {
            Play::Unhorse(c) | Play::ChangeWeapon(c) => write!(f, " {c}"),
            Play::BreakLance(t) | Play::Riposte(t) | Play::KnockDown(t) | Play::Stunned(t) => {
                fmt_seat(f, t)
            }
            Play::Dodge(t, i) => {
                fmt_seat(f, t)?;
                write!(f, " #{i}")
            }
            Play::Retreat(i) => write!(f, " #{i}"),
            Play::Outwit {
                mine,
                target,
                theirs,
            } => {
                write!(f, " {mine}")?;
                fmt_seat(f, target)?;
                write!(f, " {theirs}")
            }
            _ => Ok(()),
        }
    }
}

/// Equal when they are the same decision, as a derived comparison would say. Written out so
/// that its common case inlines: the searches compare each tree node's action with the legal
/// list at every step down the tree, most often one display card with another, where a derived
/// comparison jumped through a table of the variants.
impl PartialEq for Action {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Action::Play(Play::Card(a)), Action::Play(Play::Card(b))) => a == b,
            _ => self.same_decision(other),
        }
    }
}

impl Action {
    /// [`PartialEq::eq`], variant by variant.
    #[inline(never)]
    fn same_decision(&self, other: &Self) -> bool {
        match (self, other) {
            (Action::Play(a), Action::Play(b)) => a == b,
            (Action::ChooseColour(a), Action::ChooseColour(b))
            | (Action::Token(a), Action::Token(b))
            | (Action::ReturnToken(a), Action::ReturnToken(b)) => a == b,
            (Action::Keep(a), Action::Keep(b)) => a == b,
            (Action::Stay, Action::Stay)
            | (Action::Withdraw, Action::Withdraw)
            | (Action::Ivanhoe, Action::Ivanhoe)
            | (Action::Pass, Action::Pass) => true,
            _ => false,
        }
    }
}

/// As a derived hash would: the variant, then its fields (consistent with [`PartialEq`]).
impl Hash for Action {
    fn hash<H: Hasher>(&self, state: &mut H) {
        std::mem::discriminant(self).hash(state);
        match self {
            Action::Play(play) => play.hash(state),
            Action::ChooseColour(c) | Action::Token(c) | Action::ReturnToken(c) => c.hash(state),
            Action::Keep(position) => position.hash(state),
            Action::Stay | Action::Withdraw | Action::Ivanhoe | Action::Pass => {}
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::ChooseColour(c) => write!(f, "colour {c}"),
            Action::Play(p) => write!(f, "{p}"),
            Action::Stay => f.write_str("stay"),
            Action::Withdraw => f.write_str("withdraw"),
            Action::Keep(i) => write!(f, "keep #{i}"),
            Action::Ivanhoe => f.write_str("ivanhoe"),
            Action::Pass => f.write_str("pass"),
            Action::Token(c) => write!(f, "token {c}"),
            Action::ReturnToken(c) => write!(f, "return {c}"),
        }
    }
}

fn err(text: &str, why: impl fmt::Display) -> ParseError {
    ParseError(format!("'{text}': {why}"))
}

struct Words<'a> {
    text: &'a str,
    words: std::str::SplitWhitespace<'a>,
}

impl<'a> Words<'a> {
    fn next(&mut self, what: &str) -> Result<&'a str, ParseError> {
        self.words
            .next()
            .ok_or_else(|| err(self.text, format!("{what} is missing")))
    }

    fn seat(&mut self) -> Result<Seat, ParseError> {
        let w = self.next("the target seat (@N)")?;
        w.strip_prefix('@')
            .and_then(|n| n.parse().ok())
            .ok_or_else(|| err(self.text, format!("'{w}' is not a seat (@N)")))
    }

    fn position(&mut self) -> Result<u8, ParseError> {
        let w = self.next("the display position (#N)")?;
        w.strip_prefix('#')
            .and_then(|n| n.parse().ok())
            .ok_or_else(|| err(self.text, format!("'{w}' is not a display position (#N)")))
    }

    fn colour(&mut self) -> Result<Colour, ParseError> {
        let w = self.next("the colour")?;
        w.parse()
    }

    fn face_up(&mut self) -> Result<FaceUp, ParseError> {
        let w = self.next("the face-up card (#N, SHIELD or STUNNED)")?;
        w.parse().map_err(|e: ParseError| err(self.text, e.0))
    }

    fn end(mut self) -> Result<(), ParseError> {
        match self.words.next() {
            None => Ok(()),
            Some(w) => Err(err(self.text, format!("unexpected '{w}'"))),
        }
    }
}

fn parse_play(w: &mut Words<'_>) -> Result<Play, ParseError> {
    let card: Card = w.next("the card")?.parse()?;
    Ok(match card {
        Card::Unhorse => Play::Unhorse(w.colour()?),
        Card::ChangeWeapon => Play::ChangeWeapon(w.colour()?),
        Card::DropWeapon => Play::DropWeapon,
        Card::BreakLance => Play::BreakLance(w.seat()?),
        Card::Riposte => Play::Riposte(w.seat()?),
        Card::Dodge => Play::Dodge(w.seat()?, w.position()?),
        Card::Retreat => Play::Retreat(w.position()?),
        Card::KnockDown => Play::KnockDown(w.seat()?),
        Card::Outmaneuver => Play::Outmaneuver,
        Card::Charge => Play::Charge,
        Card::Countercharge => Play::Countercharge,
        Card::Disgrace => Play::Disgrace,
        Card::Adapt => Play::Adapt,
        Card::Outwit => Play::Outwit {
            mine: w.face_up()?,
            target: w.seat()?,
            theirs: w.face_up()?,
        },
        Card::Shield => Play::Shield,
        Card::Stunned => Play::Stunned(w.seat()?),
        Card::Ivanhoe => {
            return Err(err(
                w.text,
                "Ivanhoe is answered in its window with 'ivanhoe', not played",
            ));
        }
        c => Play::Card(c),
    })
}

impl FromStr for FaceUp {
    type Err = ParseError;
    fn from_str(w: &str) -> Result<Self, ParseError> {
        if w.eq_ignore_ascii_case("SHIELD") {
            Ok(FaceUp::Shield)
        } else if w.eq_ignore_ascii_case("STUNNED") {
            Ok(FaceUp::Stunned)
        } else {
            w.strip_prefix('#')
                .and_then(|n| n.parse().ok())
                .map(FaceUp::Display)
                .ok_or_else(|| ParseError(format!("'{w}' is not #N, SHIELD or STUNNED")))
        }
    }
}

impl FromStr for Action {
    type Err = ParseError;
    fn from_str(text: &str) -> Result<Self, ParseError> {
        let mut w = Words {
            text,
            words: text.split_whitespace(),
        };
        let verb = w.next("the verb")?;
        let action = match verb.to_ascii_lowercase().as_str() {
            "colour" | "color" => Action::ChooseColour(w.colour()?),
            "play" => Action::Play(parse_play(&mut w)?),
            "stay" => Action::Stay,
            "withdraw" => Action::Withdraw,
            "keep" => Action::Keep(w.position()?),
            "ivanhoe" => Action::Ivanhoe,
            "pass" => Action::Pass,
            "token" => Action::Token(w.colour()?),
            "return" => Action::ReturnToken(w.colour()?),
            other => {
                return Err(err(
                    text,
                    format!(
                        "unknown verb '{other}' (colour, play, stay, withdraw, keep, ivanhoe, pass, token, return)"
                    ),
                ));
            }
        };
        w.end()?;
        Ok(action)
    }
}

rules_core::serde_as_text!(Action, FaceUp);

impl Serialize for Play {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Play {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        match Action::deserialize(d)? {
            Action::Play(p) => Ok(p),
            other => Err(serde::de::Error::custom(format!("'{other}' is not a play"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for text in [
            "colour red",
            "play R3",
            "play UNHORSE blue",
            "play DROP_WEAPON",
            "play DODGE @2 #0",
            "play RETREAT #3",
            "play OUTWIT #1 @2 SHIELD",
            "play OUTWIT STUNNED @0 #4",
            "play STUNNED @1",
            "stay",
            "withdraw",
            "keep #2",
            "ivanhoe",
            "pass",
            "token blue",
            "return red",
        ] {
            let action: Action = text.parse().unwrap();
            assert_eq!(action.to_string(), text);
        }
    }

    /// A face-up card's serial form is its notation, as it always was in events and states.
    #[test]
    fn face_up_cards_read_back_from_json_as_written() {
        for text in [r##""#3""##, r#""SHIELD""#, r#""STUNNED""#] {
            let face_up: FaceUp = serde_json::from_str(text).unwrap();
            assert_eq!(serde_json::to_string(&face_up).unwrap(), text);
        }
        assert!(serde_json::from_str::<FaceUp>(r##""#x""##).is_err());
    }

    #[test]
    fn malformed_actions_are_named() {
        let e = "play DODGE @x #0".parse::<Action>().unwrap_err();
        assert!(e.0.contains("'@x' is not a seat"), "{e}");
        assert!("play IVANHOE".parse::<Action>().is_err());
        assert!("dance".parse::<Action>().is_err());
        assert!("stay now".parse::<Action>().is_err());
        assert!("play R3 R4".parse::<Action>().is_err());
        // White is never a tournament colour.
        assert!("colour white".parse::<Action>().is_err());
    }
}
