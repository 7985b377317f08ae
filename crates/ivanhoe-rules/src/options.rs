//! Table options.

use rules_core::SetupError;
use serde::{Deserialize, Serialize};

/// How a game of Ivanhoe is set up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    /// The number of players, 2 to 5.
    pub players: usize,
    /// Whether the Shield also protects its holder's hand from Knock Down (RULINGS: off).
    #[serde(default)]
    pub shield_blocks_knock_down: bool,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            players: 4,
            shield_blocks_knock_down: false,
        }
    }
}

impl Options {
    /// Options for `players` players, everything else by default.
    pub fn players(players: usize) -> Self {
        Self {
            players,
            ..Self::default()
        }
    }

    /// Refuses a player count outside 2–5.
    pub fn validate(&self) -> Result<(), SetupError> {
        if (2..=5).contains(&self.players) {
            Ok(())
        } else {
            Err(SetupError(format!(
                "Ivanhoe is for 2 to 5 players, not {}",
                self.players
            )))
        }
    }

    /// How many different tokens win the game: 5 with 2–3 players, 4 with 4–5.
    pub fn tokens_to_win(&self) -> u32 {
        if self.players <= 3 { 5 } else { 4 }
    }
}
