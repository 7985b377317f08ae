//! The games the command line can drive, by name.

use clap::ValueEnum;

/// A game of the collection.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum GameKind {
    /// Reiner Knizia's Ivanhoe.
    Ivanhoe,
}

impl GameKind {
    /// Every game, in menu order.
    pub const ALL: [GameKind; 1] = [GameKind::Ivanhoe];

    /// The name used on the command line and in records.
    pub fn name(self) -> &'static str {
        match self {
            GameKind::Ivanhoe => <ivanhoe_rules::State as rules_core::Game>::NAME,
        }
    }

    /// The game named `name`.
    pub fn from_name(name: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|g| g.name() == name)
    }
}
