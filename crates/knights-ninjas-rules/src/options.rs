//! Table options.

use rules_core::{Seat, SetupError};
use serde::{Deserialize, Serialize};

use crate::components::{Components, MAX_PLAYERS};

/// How a game of Of Knights and Ninjas is set up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    /// The number of players, 2 to 6.
    pub players: usize,
    /// Who takes the first turn (by the rulebook, the winner of the last game); `None` draws
    /// the first player with the game's seeded RNG.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_player: Option<Seat>,
    /// Components replacing the embedded `data/components.json` (same format), so a table can
    /// correct the card mix without touching code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub components: Option<Components>,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            players: 4,
            first_player: None,
            components: None,
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

    /// The components this table plays with: its own, or the embedded defaults.
    pub fn components(&self) -> &Components {
        self.components.as_ref().unwrap_or(Components::standard())
    }

    /// Refuses a player count outside 2–6 and a first player who has no seat.
    pub fn validate(&self) -> Result<(), SetupError> {
        if !(2..=MAX_PLAYERS).contains(&self.players) {
            return Err(SetupError(format!(
                "players: Of Knights and Ninjas is for 2 to {MAX_PLAYERS} players, not {}",
                self.players
            )));
        }
        if let Some(first) = self.first_player
            && first >= self.players
        {
            return Err(SetupError(format!(
                "first_player: seat {first} does not exist at a table of {}",
                self.players
            )));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Card;
    use rules_core::Game;

    /// RULINGS §3 components are data: a table corrects the mix through its options.
    #[test]
    fn options_carry_corrected_components() {
        let mut file: serde_json::Value =
            serde_json::from_str(crate::components::DEFAULT_COMPONENTS_JSON).unwrap();
        file["cards"]["Jester"]["count"] = 4.into();
        file["total_cards"] = 96.into();
        let json = serde_json::json!({ "players": 3, "components": file });
        let options: Options = serde_json::from_value(json).unwrap();
        assert_eq!(options.components().count(Card::Jester), 4);
        let mut events = Vec::new();
        let state = crate::State::new_game(&options, 1, &mut events).unwrap();
        assert!(state.invariant_violations().is_empty());
        assert_eq!(state.deck().len(), 96 - 6 - 1);
        let text = serde_json::to_string(&options).unwrap();
        assert_eq!(serde_json::from_str::<Options>(&text).unwrap(), options);
    }

    #[test]
    fn options_with_a_bad_components_file_are_refused_naming_the_field() {
        let mut file: serde_json::Value =
            serde_json::from_str(crate::components::DEFAULT_COMPONENTS_JSON).unwrap();
        file["cards"]["Knight"]["count"] = "many".into();
        let json = serde_json::json!({ "players": 3, "components": file });
        let e = serde_json::from_value::<Options>(json).unwrap_err();
        assert!(e.to_string().contains("cards.Knight.count"), "{e}");
        let e = serde_json::from_str::<Options>(r#"{"players": 3, "colour": "red"}"#).unwrap_err();
        assert!(e.to_string().contains("unknown field"), "{e}");
    }

    #[test]
    fn player_counts_outside_two_to_six_are_refused() {
        assert!(Options::players(1).validate().is_err());
        assert!(Options::players(7).validate().is_err());
        assert!((2..=6).all(|n| Options::players(n).validate().is_ok()));
        let bad_first = Options {
            first_player: Some(3),
            ..Options::players(3)
        };
        assert!(
            bad_first
                .validate()
                .unwrap_err()
                .0
                .starts_with("first_player")
        );
    }
}
