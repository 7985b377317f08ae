//! Why an action is refused. Each variant names the rule it enforces (`RuleViolation::rule`).

use rules_core::{RuleViolation, Seat};

use crate::action::FaceUp;
use crate::cards::{Card, Colour};

/// An action the rules refuse. The state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// The action does not answer the decision the game waits for.
    #[error("{expected} is awaited, not '{action}'")]
    WrongDecision {
        /// What the game waits for, in words.
        expected: &'static str,
        /// The action given.
        action: String,
    },
    /// The card is not in the deciding player's hand.
    #[error("{card} is not in the hand")]
    NotInHand {
        /// The card.
        card: Card,
    },
    /// The starter may only announce a colour they can play a card of (or any, with a supporter).
    #[error("{colour} cannot be announced: no {colour} card and no supporter in hand")]
    ColourWithoutCard {
        /// The colour.
        colour: Colour,
    },
    /// No two purple tournaments in a row.
    #[error("the last tournament ended purple, so this one may not be purple")]
    PurpleTwice,
    /// The starter's first card is a colour card of the tournament colour or a supporter.
    #[error("the first card of a tournament must be a {colour} card or a supporter")]
    FirstCard {
        /// The tournament colour.
        colour: Colour,
    },
    /// Colour cards must match the tournament colour.
    #[error("{card} does not match the {colour} tournament")]
    WrongColour {
        /// The card.
        card: Card,
        /// The tournament colour.
        colour: Colour,
    },
    /// At most one maiden in a display.
    #[error("a display may hold only one maiden")]
    MaidenLimit,
    /// A stunned player adds at most one card to their display per turn.
    #[error("a stunned player adds only one card to their display per turn")]
    StunnedLimit,
    /// An action card that would change nothing cannot be played.
    #[error("{card} would change nothing now")]
    ChangesNothing {
        /// The card.
        card: Card,
    },
    /// The chosen colour is not one the card can change to.
    #[error("{card} cannot change the tournament to {colour}")]
    BadColourChange {
        /// The card.
        card: Card,
        /// The colour asked for.
        colour: Colour,
    },
    /// The target seat is not a valid target for this card.
    #[error("seat {target} cannot be targeted by {card}: {why}")]
    BadTarget {
        /// The card.
        card: Card,
        /// The seat named.
        target: Seat,
        /// Why, in words.
        why: &'static str,
    },
    /// A shielded display is protected from opponents' action cards.
    #[error("seat {target}'s display is protected by the Shield")]
    Shielded {
        /// The shielded seat.
        target: Seat,
    },
    /// No action card reduces a display below one card.
    #[error("that would leave a display without cards")]
    LastCard,
    /// The display position does not exist.
    #[error("there is no card at position #{position} of seat {seat}'s display")]
    NoSuchPosition {
        /// The display's seat.
        seat: Seat,
        /// The position.
        position: u8,
    },
    /// The face-up card named for Outwit does not lie before that player.
    #[error("{card} does not lie before seat {seat}")]
    NoSuchFaceUp {
        /// The seat.
        seat: Seat,
        /// The card named.
        card: FaceUp,
    },
    /// Against a shielded opponent, Outwit may only swap Shield and Stunned cards.
    #[error("seat {target} is shielded: only Shield and Stunned cards may be swapped with them")]
    OutwitShielded {
        /// The shielded seat.
        target: Seat,
    },
    /// Staying needs a card played this turn.
    #[error("to stay, a player must play at least one card in their turn")]
    StayWithoutPlay,
    /// Staying needs the highest display total.
    #[error("to stay, the display total ({total}) must be higher than every other ({best})")]
    StayNotHighest {
        /// The player's total.
        total: u32,
        /// The best other total.
        best: u32,
    },
    /// Ivanhoe is played only against another player's action card, in its window.
    #[error("Ivanhoe can only be played against another player's action card, just played")]
    IvanhoeOutsideWindow,
    /// The Adapt keep names a card of another value or a missing position.
    #[error("keep #{position} is not one of the cards of value {value} being decided")]
    BadKeep {
        /// The position named.
        position: u8,
        /// The value being decided.
        value: u8,
    },
    /// The token colour is not one the player may take.
    #[error("a {colour} token cannot be taken: {why}")]
    BadToken {
        /// The colour.
        colour: Colour,
        /// Why, in words.
        why: &'static str,
    },
    /// The token to return is not one the player holds.
    #[error("no {colour} token is held to return")]
    BadReturn {
        /// The colour.
        colour: Colour,
    },
}

impl RuleViolation for RuleError {
    fn rule(&self) -> &'static str {
        match self {
            RuleError::GameOver => "game-over",
            RuleError::WrongDecision { .. } => "wrong-decision",
            RuleError::NotInHand { .. } => "card-in-hand",
            RuleError::ColourWithoutCard { .. } => "colour-needs-card",
            RuleError::PurpleTwice => "no-purple-twice",
            RuleError::FirstCard { .. } => "first-card",
            RuleError::WrongColour { .. } => "match-colour",
            RuleError::MaidenLimit => "maiden-limit",
            RuleError::StunnedLimit => "stunned-limit",
            RuleError::ChangesNothing { .. } => "changes-nothing",
            RuleError::BadColourChange { .. } => "colour-change",
            RuleError::BadTarget { .. } => "target",
            RuleError::Shielded { .. } => "shield",
            RuleError::LastCard => "last-card",
            RuleError::NoSuchPosition { .. } => "position",
            RuleError::NoSuchFaceUp { .. } => "face-up-card",
            RuleError::OutwitShielded { .. } => "shield",
            RuleError::StayWithoutPlay => "stay-needs-play",
            RuleError::StayNotHighest { .. } => "stay-needs-highest",
            RuleError::IvanhoeOutsideWindow => "ivanhoe-window",
            RuleError::BadKeep { .. } => "adapt-keep",
            RuleError::BadToken { .. } => "token-choice",
            RuleError::BadReturn { .. } => "token-return",
        }
    }
}
