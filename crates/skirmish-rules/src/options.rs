//! Table options.

use rules_core::SetupError;
use serde::{Deserialize, Serialize};

/// The fewest seats at a table.
pub const MIN_PLAYERS: usize = 2;
/// The most seats at a table.
pub const MAX_PLAYERS: usize = 4;

/// How a match of Skirmish is set up: only its number of seats.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    /// The number of players, 2 to 4.
    pub players: usize,
}

impl Default for Options {
    /// Three seats: the smallest table where choosing a target is a real choice.
    fn default() -> Self {
        Self { players: 3 }
    }
}

impl Options {
    /// Options for `players` players.
    pub fn players(players: usize) -> Self {
        Self { players }
    }

    /// Refuses a player count outside 2–4, naming the range.
    pub fn validate(&self) -> Result<(), SetupError> {
        if (MIN_PLAYERS..=MAX_PLAYERS).contains(&self.players) {
            Ok(())
        } else {
            Err(SetupError(format!(
                "players: Skirmish is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {}",
                self.players
            )))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two to four seats; any other count is refused naming the field and the range.
    #[test]
    fn player_counts_outside_two_to_four_are_refused() {
        assert!((2..=4).all(|n| Options::players(n).validate().is_ok()));
        for n in [0, 1, 5, usize::MAX] {
            let e = Options::players(n).validate().unwrap_err();
            assert!(e.0.starts_with("players: Skirmish is for 2 to 4"), "{e}");
        }
        assert!(Options::default().validate().is_ok());
    }

    /// Options read back from JSON; an unknown field is refused.
    #[test]
    fn options_read_back_and_refuse_unknown_fields() {
        let text = serde_json::to_string(&Options::players(2)).unwrap();
        assert_eq!(text, r#"{"players":2}"#);
        assert_eq!(serde_json::from_str::<Options>(&text).unwrap().players, 2);
        let e = serde_json::from_str::<Options>(r#"{"players":2,"rules":"x"}"#).unwrap_err();
        assert!(e.to_string().contains("unknown field"), "{e}");
    }
}
