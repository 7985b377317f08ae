//! Why an action is refused. Each variant names the rule it enforces (`RuleViolation::rule`).

use rules_core::{RuleViolation, Seat};

use crate::action::Play;
use crate::cards::Card;

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
    /// The cards are not (all) in the deciding player's hand.
    #[error("{cards} is not in the hand")]
    NotInHand {
        /// The cards, in notation.
        cards: String,
    },
    /// Cards go to the table one at a time; only Peasants go together, as a revolt.
    #[error("{play}: only Peasants are played several at once (a revolt)")]
    OneAtATime {
        /// The play.
        play: Play,
    },
    /// The card cannot attack.
    #[error("a {role} is not an attack card")]
    NotAnAttackCard {
        /// The card (as announced).
        role: Card,
    },
    /// The card cannot answer an attack card.
    #[error("a {role} does not answer an attack card")]
    NotAResponse {
        /// The card (as announced).
        role: Card,
    },
    /// The card cannot fortify a kingdom.
    #[error("a {role} does not fortify a kingdom")]
    NotAFortification {
        /// The card (as announced).
        role: Card,
    },
    /// Only a Highwayman steals moving gems.
    #[error("only a Highwayman steals moving gems, not a {role}")]
    NotAHighwayman {
        /// The card (as announced).
        role: Card,
    },
    /// The attack must be aimed at another player's kingdom.
    #[error("seat {target} cannot be attacked: {why}")]
    Rival {
        /// The seat named.
        target: Seat,
        /// Why, in words.
        why: &'static str,
    },
    /// A turn's attack is against one rival only.
    #[error("this turn's attack is against seat {rival} only")]
    OneRival {
        /// The rival chosen by the first attack card.
        rival: Seat,
    },
    /// A kingdom with a Minstrel cannot be attacked until its owner's next turn.
    #[error("seat {seat}'s Minstrel keeps the kingdom safe until its owner's next turn")]
    MinstrelProtects {
        /// The protected seat.
        seat: Seat,
    },
    /// A Castle stops the attack until a Ladder, Catapult, Dragon or Ninja deals with it.
    #[error(
        "seat {seat}'s Castle stops a {role}: first a Ladder or Catapult, or attack with a Dragon or Ninja"
    )]
    CastleBlocks {
        /// The defending seat.
        seat: Seat,
        /// The attacking card.
        role: Card,
    },
    /// An Archer stops the attack until an Archer or a Ninja removes it.
    #[error("seat {seat}'s Archer stops a {role}: remove it first with an Archer or a Ninja")]
    ArcherBlocks {
        /// The defending seat.
        seat: Seat,
        /// The attacking card.
        role: Card,
    },
    /// A Ladder cannot be raised against walls an Archer guards.
    #[error("a Ladder cannot be used while an Archer stands on seat {seat}'s walls")]
    LadderUnderArcher {
        /// The defending seat.
        seat: Seat,
    },
    /// A Dragon cannot approach a kingdom an Archer guards.
    #[error("a Dragon cannot approach seat {seat}'s kingdom: an Archer guards it")]
    DragonArcher {
        /// The defending seat.
        seat: Seat,
    },
    /// Ladder and Catapult are used against a Castle.
    #[error("a {role} is used against a Castle, and seat {seat} has none")]
    NeedsCastle {
        /// The defending seat.
        seat: Seat,
        /// Ladder or Catapult.
        role: Card,
    },
    /// The Castle is already scaled this turn.
    #[error("seat {seat}'s Castle is already scaled by a Ladder this turn")]
    CastleScaled {
        /// The defending seat.
        seat: Seat,
    },
    /// An attacking Archer only removes a fortifying Archer.
    #[error("an attacking Archer removes a fortifying Archer, and seat {seat} has none")]
    NeedsArcher {
        /// The defending seat.
        seat: Seat,
    },
    /// A kingdom shows at most one Castle, one Archer and one Minstrel.
    #[error("seat {seat}'s kingdom already shows a {role}")]
    OneOfAKind {
        /// The kingdom's seat.
        seat: Seat,
        /// Castle, Archer or Minstrel.
        role: Card,
    },
    /// Ninja and Dragon are stopped only by their enemies.
    #[error("a {attack} is stopped only by its enemies, not by a {response}")]
    StoppedOnlyByEnemies {
        /// Ninja or Dragon.
        attack: Card,
        /// The response tried.
        response: Card,
    },
    /// A Princess answers only a Knight or a Dragon.
    #[error("a Princess takes only a Knight or a Dragon, not a {attack}")]
    PrincessTarget {
        /// The attacking card.
        attack: Card,
    },
    /// A Traitor turns only a card that takes gems by its strength.
    #[error("a Traitor turns back only a Peasant, Soldier, Knight or King, not a {attack}")]
    TraitorTarget {
        /// The attacking card.
        attack: Card,
    },
    /// An Executioner cannot answer a Ladder or a Catapult.
    #[error("an Executioner cannot answer a {attack}")]
    ExecutionerTarget {
        /// The attacking card.
        attack: Card,
    },
    /// Strength answers strength: a response by strength only meets a card that takes gems by
    /// strength.
    #[error("a {response} answers only an attack by strength, not a {attack}")]
    StrengthResponse {
        /// The attacking card.
        attack: Card,
        /// The response tried.
        response: Card,
    },
    /// A player who plays nothing discards a card (ending the turn is for an empty hand).
    #[error("a player who plays nothing must discard a card; 'end' is for an empty hand")]
    MustDiscard,
}

impl RuleViolation for RuleError {
    fn rule(&self) -> &'static str {
        match self {
            RuleError::GameOver => "game-over",
            RuleError::WrongDecision { .. } => "wrong-decision",
            RuleError::NotInHand { .. } => "card-in-hand",
            RuleError::OneAtATime { .. } => "one-card-at-a-time",
            RuleError::NotAnAttackCard { .. } => "attack-card",
            RuleError::NotAResponse { .. } => "response-card",
            RuleError::NotAFortification { .. } => "fortify-card",
            RuleError::NotAHighwayman { .. } => "steal-needs-highwayman",
            RuleError::Rival { .. } => "rival",
            RuleError::OneRival { .. } => "one-rival",
            RuleError::MinstrelProtects { .. } => "minstrel-protects",
            RuleError::CastleBlocks { .. } => "castle-blocks",
            RuleError::ArcherBlocks { .. } => "archer-blocks",
            RuleError::LadderUnderArcher { .. } => "ladder-archer",
            RuleError::DragonArcher { .. } => "dragon-archer",
            RuleError::NeedsCastle { .. } => "needs-castle",
            RuleError::CastleScaled { .. } => "castle-scaled",
            RuleError::NeedsArcher { .. } => "needs-archer",
            RuleError::OneOfAKind { .. } => "one-of-a-kind",
            RuleError::StoppedOnlyByEnemies { .. } => "stopped-only-by-enemies",
            RuleError::PrincessTarget { .. } => "princess-target",
            RuleError::TraitorTarget { .. } => "traitor-target",
            RuleError::ExecutionerTarget { .. } => "executioner-target",
            RuleError::StrengthResponse { .. } => "strength-response",
            RuleError::MustDiscard => "must-discard",
        }
    }
}
