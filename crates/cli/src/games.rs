//! The games the command line can drive, by name.

use clap::ValueEnum;
use rules_core::Game;

/// A game of the collection.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum GameKind {
    /// Reiner Knizia's Ivanhoe.
    Ivanhoe,
    /// Castle Lords (Tilsit's Ivanhoë).
    CastleLords,
    /// Of Knights and Ninjas.
    KnightsNinjas,
}

/// The rule set of Castle Lords.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Rules {
    /// Basic rules.
    Basic,
    /// Intermediate rules.
    Intermediate,
    /// Advanced rules.
    Advanced,
}

impl From<Rules> for castle_lords_rules::RuleSet {
    fn from(rules: Rules) -> Self {
        match rules {
            Rules::Basic => castle_lords_rules::RuleSet::Basic,
            Rules::Intermediate => castle_lords_rules::RuleSet::Intermediate,
            Rules::Advanced => castle_lords_rules::RuleSet::Advanced,
        }
    }
}

impl GameKind {
    /// Every game, in menu order.
    pub const ALL: [GameKind; 3] = [
        GameKind::Ivanhoe,
        GameKind::CastleLords,
        GameKind::KnightsNinjas,
    ];

    /// The name used on the command line and in records.
    pub fn name(self) -> &'static str {
        match self {
            GameKind::Ivanhoe => ivanhoe_rules::State::NAME,
            GameKind::CastleLords => castle_lords_rules::State::NAME,
            GameKind::KnightsNinjas => knights_ninjas_rules::State::NAME,
        }
    }

    /// The game named `name`.
    pub fn from_name(name: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|g| g.name() == name)
    }
}
