//! Table options: the rule set, the player count, the optional rules and the components.

use std::fmt;

use rules_core::SetupError;
use serde::{Deserialize, Serialize};

use crate::cards::{ALL_TRAITS, EMBLEM_TRAITS};
use crate::components::Components;

/// One of the rulebook's three rule sets.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RuleSet {
    /// Armies share an emblem; hand limit; box 1 controls; a player's banner already on the
    /// castle moves to box 1.
    Basic,
    /// Armies share a type or an emblem; a banner on a castle one does not control lets an army
    /// merely equal the defenders.
    #[default]
    Intermediate,
    /// No hand limit; defenders go to the attacker's hand; a new banner every attack; the
    /// highest occupied box controls; banners may be reclaimed from the dungeon; a set number
    /// of hands.
    Advanced,
}

impl RuleSet {
    /// The three rule sets.
    pub const ALL: [RuleSet; 3] = [RuleSet::Basic, RuleSet::Intermediate, RuleSet::Advanced];

    /// The characteristics an army may share (see [`crate::Card::traits`]): emblems only in
    /// basic play, emblems or types otherwise.
    pub fn army_traits(self) -> u16 {
        match self {
            RuleSet::Basic => EMBLEM_TRAITS,
            RuleSet::Intermediate | RuleSet::Advanced => ALL_TRAITS,
        }
    }

    /// Whether players discard down to the hand limit at the end of their turn.
    pub fn has_hand_limit(self) -> bool {
        self != RuleSet::Advanced
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RuleSet::Basic => "basic",
            RuleSet::Intermediate => "intermediate",
            RuleSet::Advanced => "advanced",
        })
    }
}

/// How a match of Castle Lords is set up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    /// The number of players: 3 to 6, or 2 with the two-player variant.
    pub players: usize,
    /// The rule set.
    #[serde(default)]
    pub rules: RuleSet,
    /// The unofficial two-player variant (dealt as for 3–4 players). Off by default.
    #[serde(default)]
    pub two_player_variant: bool,
    /// Basic and intermediate optional rule: only the top scorer of a hand wins it (the king's
    /// crown), no duke's crowns are given.
    #[serde(default)]
    pub sole_winner: bool,
    /// Advanced: the number of hands the match lasts.
    #[serde(default = "default_hands")]
    pub hands: u32,
    /// Components replacing the shipped data file (validated when deserialized).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub components: Option<Components>,
}

fn default_hands() -> u32 {
    3
}

impl Default for Options {
    fn default() -> Self {
        Self {
            players: 4,
            rules: RuleSet::default(),
            two_player_variant: false,
            sole_winner: false,
            hands: default_hands(),
            components: None,
        }
    }
}

impl Options {
    /// Options for `players` players and `rules`, everything else by default.
    pub fn new(players: usize, rules: RuleSet) -> Self {
        Self {
            players,
            rules,
            ..Self::default()
        }
    }

    /// The components in use: the table's own, or the shipped ones.
    pub fn components(&self) -> &Components {
        self.components
            .as_ref()
            .unwrap_or_else(|| Components::standard())
    }

    /// Refuses options no match can be set up from.
    pub fn validate(&self) -> Result<(), SetupError> {
        match self.players {
            3..=6 => {}
            2 if self.two_player_variant => {}
            2 => {
                return Err(SetupError(
                    "players: 2 players need the two-player variant (two_player_variant: true)"
                        .to_string(),
                ));
            }
            n => {
                return Err(SetupError(format!(
                    "players: Castle Lords is for 3 to 6 players (2 with the variant), not {n}"
                )));
            }
        }
        if self.sole_winner && self.rules == RuleSet::Advanced {
            return Err(SetupError(
                "sole_winner: the optional rule belongs to basic and intermediate play".to_string(),
            ));
        }
        if !(1..=99).contains(&self.hands) {
            return Err(SetupError(format!(
                "hands: {} is not a number of hands (1 to 99)",
                self.hands
            )));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RULINGS §2: 3–6 players; two players only with the (unofficial) variant, off by default.
    #[test]
    fn two_players_need_the_variant() {
        assert!(Options::new(2, RuleSet::Basic).validate().is_err());
        let mut o = Options::new(2, RuleSet::Basic);
        o.two_player_variant = true;
        assert!(o.validate().is_ok());
        for n in 3..=6 {
            assert!(Options::new(n, RuleSet::Advanced).validate().is_ok());
        }
        assert!(Options::new(7, RuleSet::Basic).validate().is_err());
        assert!(!Options::default().two_player_variant);
    }

    #[test]
    fn options_refuse_unknown_fields_and_default_to_three_hands() {
        let o: Options = serde_json::from_str(r#"{"players":3,"rules":"advanced"}"#).unwrap();
        assert_eq!(o.hands, 3);
        assert!(serde_json::from_str::<Options>(r#"{"players":3,"colour":1}"#).is_err());
        let bad = r#"{"players":3,"components":{"total_cards":1}}"#;
        assert!(serde_json::from_str::<Options>(bad).is_err());
    }
}
