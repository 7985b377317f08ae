//! The game's registry entry ([`INFO`]): what the catalogue, the command line and the setup
//! screens read of it.

use rules_core::registry::{GameInfo, OptionInfo, OptionKind, RuleSetInfo};

/// Castle Lords' registry entry: 3 to 6 seats (2 with the unofficial variant), its three rule
/// sets in menu order, the default (intermediate, RULINGS §2) first, and its table options.
pub const INFO: &GameInfo = &GameInfo {
    name: "castle-lords",
    display_name: "Castle Lords",
    seats: 3..=6,
    rule_sets: &[
        RuleSetInfo {
            name: "intermediate",
            display_name: "Intermediate",
        },
        RuleSetInfo {
            name: "basic",
            display_name: "Basic",
        },
        RuleSetInfo {
            name: "advanced",
            display_name: "Advanced",
        },
    ],
    options: &[
        OptionInfo {
            name: "two_player_variant",
            description: "An unofficial table for two players, dealt as for three or four.",
            kind: OptionKind::Flag {
                extra_seats: Some(2),
            },
        },
        OptionInfo {
            name: "sole_winner",
            description: "Basic and intermediate: only the top scorer of a hand wins it.",
            kind: OptionKind::Flag { extra_seats: None },
        },
        OptionInfo {
            name: "hands",
            description: "Advanced: how many hands the match lasts.",
            kind: OptionKind::Number {
                min: 1,
                max: 99,
                default: 3,
            },
        },
    ],
};

#[cfg(test)]
mod tests {
    use rules_core::Game;

    use super::*;
    use crate::{RuleSet, State};

    /// The entry's name is the engine's, and its rule sets are the engine's, the default first.
    #[test]
    fn the_entry_is_named_as_the_game() {
        assert_eq!(INFO.name, State::NAME);
        assert_eq!(INFO.rule_sets[0].name, RuleSet::default().to_string());
        let names: Vec<String> = RuleSet::ALL.iter().map(|r| r.to_string()).collect();
        assert_eq!(INFO.rule_sets.len(), names.len());
        assert!(
            INFO.rule_sets
                .iter()
                .all(|r| names.contains(&r.name.to_string()))
        );
    }

    /// RULINGS §2: two players only with the variant; the error says which option.
    #[test]
    fn player_checks_name_the_range_and_the_variant() {
        assert_eq!(INFO.all_seats().collect::<Vec<_>>(), vec![2, 3, 4, 5, 6]);
        assert!(INFO.check_players(2, &["two_player_variant"]).is_ok());
        let err = INFO.check_players(2, &[]).unwrap_err();
        assert!(err.contains("two_player_variant"), "{err}");
        let err = INFO.check_players(usize::MAX, &[]).unwrap_err();
        assert!(err.contains("3 to 6 players"), "{err}");
    }

    /// Castle Lords' default rule set is intermediate (RULINGS §2); an unknown one is refused,
    /// naming those there are.
    #[test]
    fn rule_sets_default_to_the_first_and_unknown_ones_are_named() {
        assert_eq!(INFO.rule_set(None).unwrap().unwrap().name, "intermediate");
        assert!(INFO.rule_set(Some("expert")).unwrap_err().contains("basic"));
    }
}
