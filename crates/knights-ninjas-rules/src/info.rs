//! The game's registry entry ([`INFO`]): what the catalogue, the command line and the setup
//! screens read of it.

use rules_core::registry::GameInfo;

/// Of Knights and Ninjas' registry entry: 2 to 6 seats, one set of rules, no table options.
pub const INFO: &GameInfo = &GameInfo {
    name: "knights-ninjas",
    display_name: "Of Knights and Ninjas",
    seats: 2..=6,
    rule_sets: &[],
    options: &[],
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
}
