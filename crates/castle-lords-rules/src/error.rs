//! Why an action is refused. Each variant names the rule it enforces (`RuleViolation::rule`).

use rules_core::{RuleViolation, Seat};

use crate::cards::Card;

/// An action the rules refuse. The state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// The match has ended.
    #[error("the match is over")]
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
    /// Only a seat that proposed a card can be picked.
    #[error("seat {seat} proposed no card to pick")]
    NoProposal {
        /// The seat named.
        seat: Seat,
    },
    /// The castle number is not one of the table's castles.
    #[error("there is no castle #{castle}")]
    NoSuchCastle {
        /// The castle named.
        castle: u8,
    },
    /// Every card of an army shares one characteristic (an emblem in basic play; a type or an
    /// emblem otherwise); wild cards fit any army.
    #[error("{card} shares no {what} with the rest of the army")]
    ArmyMismatch {
        /// The card.
        card: Card,
        /// "emblem" or "type or emblem".
        what: &'static str,
    },
    /// The army must outnumber the defenders (or, in intermediate play, equal them when the
    /// attacker has a banner on a castle they do not control).
    #[error("the army needs {needed} soldiers to take castle #{castle}, {why}")]
    ArmyTooSmall {
        /// The castle.
        castle: u8,
        /// The army size needed.
        needed: usize,
        /// In words: what is short.
        why: &'static str,
    },
    /// A new banner is placed on the castle, and none is left in reserve.
    #[error("no banner is left in reserve to place on castle #{castle}")]
    NoBannerInReserve {
        /// The castle.
        castle: u8,
    },
    /// In the last round of a hand, a player who can attack must.
    #[error("a legal attack is possible, and in the last round of a hand the player must attack")]
    MustAttack,
    /// Reclaiming belongs to the advanced rules.
    #[error("banners are reclaimed from the dungeon only in advanced play")]
    ReclaimNotAdvanced,
    /// Only a banner of one's own lying in the dungeon can be reclaimed.
    #[error("none of the player's banners lies in the dungeon")]
    NoBannerInDungeon,
    /// A reclaim costs three cards.
    #[error("reclaiming a banner costs 3 cards, and the hand holds {held}")]
    ReclaimCost {
        /// Cards in hand.
        held: usize,
    },
}

impl RuleViolation for RuleError {
    fn rule(&self) -> &'static str {
        match self {
            RuleError::GameOver => "game-over",
            RuleError::WrongDecision { .. } => "wrong-decision",
            RuleError::NotInHand { .. } => "card-in-hand",
            RuleError::NoProposal { .. } => "pick-a-proposal",
            RuleError::NoSuchCastle { .. } => "castle",
            RuleError::ArmyMismatch { .. } => "army-shares-characteristic",
            RuleError::ArmyTooSmall { .. } => "army-outnumbers",
            RuleError::NoBannerInReserve { .. } => "banner-in-reserve",
            RuleError::MustAttack => "forced-attack",
            RuleError::ReclaimNotAdvanced => "reclaim-advanced",
            RuleError::NoBannerInDungeon => "reclaim-banner",
            RuleError::ReclaimCost { .. } => "reclaim-cost",
        }
    }
}
