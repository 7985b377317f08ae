//! The game's registry entry ([`INFO`]): what the catalogue, the command line and the setup
//! screens read of it.

use rules_core::registry::GameInfo;

/// Skirmish's registry entry: 2 to 4 seats, one set of rules, no table options.
pub const INFO: &GameInfo = &GameInfo {
    name: "skirmish",
    display_name: "Skirmish",
    seats: 2..=4,
    rule_sets: &[],
    options: &[],
};

#[cfg(test)]
mod tests {
    use rules_core::Game;

    use super::*;
    use crate::{Options, State};

    /// The entry's name is the engine's, and its seats are those the options accept.
    #[test]
    fn the_entry_is_named_as_the_game_and_lists_its_seats() {
        assert_eq!(INFO.name, State::NAME);
        for players in 0..8 {
            assert_eq!(
                INFO.seats.contains(&players),
                Options::players(players).validate().is_ok(),
                "{players} players"
            );
        }
    }
}
