//! The game's registry entry ([`INFO`]): what the catalogue, the command line and the setup
//! screens read of it.

use rules_core::registry::{GameInfo, OptionInfo, OptionKind};

/// Ivanhoe's registry entry: 2 to 5 seats, one set of rules, and the Shield's optional reach.
pub const INFO: &GameInfo = &GameInfo {
    name: "ivanhoe",
    display_name: "Ivanhoe",
    seats: 2..=5,
    rule_sets: &[],
    options: &[OptionInfo {
        name: "shield_blocks_knock_down",
        description: "The Shield also protects its holder's hand from Knock Down.",
        kind: OptionKind::Flag { extra_seats: None },
    }],
};

#[cfg(test)]
mod tests {
    use rules_core::Game;

    use super::*;
    use crate::State;

    /// The entry's name is the engine's.
    #[test]
    fn the_entry_is_named_as_the_game() {
        assert_eq!(INFO.name, State::NAME);
    }

    /// RULINGS §1: two to five players, and no variant adds a seat.
    #[test]
    fn player_checks_name_the_range_and_the_variant() {
        assert!(INFO.check_players(5, &[]).is_ok() && INFO.check_players(6, &[]).is_err());
        assert!(
            INFO.check_players(1, &["shield_blocks_knock_down"])
                .is_err()
        );
    }

    /// Ivanhoe has no rule set to pick.
    #[test]
    fn rule_sets_default_to_the_first_and_unknown_ones_are_named() {
        assert!(INFO.rule_set(Some("basic")).is_err());
        assert!(INFO.rule_set(None).unwrap().is_none());
    }
}
