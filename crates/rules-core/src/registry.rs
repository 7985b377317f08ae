//! The games of the collection as plain data: names, seat ranges, rule sets and table options.
//! The command line, the bots and the game's setup screen all read this one list, so a game's
//! seats or options are stated once. Each engine's tests check that its entry agrees with what
//! its `Options` accept.

use std::ops::RangeInclusive;

use serde::Serialize;

/// One game of the collection.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameInfo {
    /// The name on the command line and in files (`Game::NAME`).
    pub name: &'static str,
    /// The name shown to players.
    pub display_name: &'static str,
    /// The seats of an official table.
    pub seats: RangeInclusive<usize>,
    /// The rule sets, in menu order, the default first; empty when the game has one.
    pub rule_sets: &'static [RuleSetInfo],
    /// The table options beside the player count and the rule set.
    pub options: &'static [OptionInfo],
}

/// One rule set of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RuleSetInfo {
    /// The name in options files and on the command line (the `rules` option's value).
    pub name: &'static str,
    /// The name shown to players.
    pub display_name: &'static str,
}

/// One table option: a field of the game's `Options`, off (or at its default) unless chosen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OptionInfo {
    /// The field's name in the game's options (and the command-line flag, with dashes).
    pub name: &'static str,
    /// What it does, in words for players.
    pub description: &'static str,
    /// What values it takes.
    pub kind: OptionKind,
}

/// The values an option takes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum OptionKind {
    /// On or off; off by default.
    Flag {
        /// With the flag on, a table may also have this many seats (an unofficial variant).
        #[serde(skip_serializing_if = "Option::is_none")]
        extra_seats: Option<usize>,
    },
    /// A whole number in a range.
    Number {
        /// The smallest value.
        min: u32,
        /// The largest value.
        max: u32,
        /// The value when none is given.
        default: u32,
    },
}

/// Every game, in menu order.
pub const GAMES: &[GameInfo] = &[
    GameInfo {
        name: "ivanhoe",
        display_name: "Ivanhoe",
        seats: 2..=5,
        rule_sets: &[],
        options: &[OptionInfo {
            name: "shield_blocks_knock_down",
            description: "The Shield also protects its holder's hand from Knock Down.",
            kind: OptionKind::Flag { extra_seats: None },
        }],
    },
    GameInfo {
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
    },
    GameInfo {
        name: "knights-ninjas",
        display_name: "Of Knights and Ninjas",
        seats: 2..=6,
        rule_sets: &[],
        options: &[],
    },
];

/// The game named `name`.
pub fn game(name: &str) -> Option<&'static GameInfo> {
    GAMES.iter().find(|g| g.name == name)
}

impl GameInfo {
    /// Every seat count a table may have: the official ones and those a variant flag adds.
    pub fn all_seats(&self) -> impl Iterator<Item = usize> + '_ {
        let extra = self.options.iter().filter_map(|o| match o.kind {
            OptionKind::Flag { extra_seats } => extra_seats,
            OptionKind::Number { .. } => None,
        });
        let mut seats: Vec<usize> = self.seats.clone().chain(extra).collect();
        seats.sort_unstable();
        seats.dedup();
        seats.into_iter()
    }

    /// The flag that allows a table of `players` seats outside the official range, if any.
    pub fn variant_for(&self, players: usize) -> Option<&'static str> {
        self.options.iter().find_map(|o| match o.kind {
            OptionKind::Flag {
                extra_seats: Some(n),
            } if n == players => Some(o.name),
            _ => None,
        })
    }

    /// Refuses a player count no table of this game has, naming the range, before anything is
    /// sized by it. `flags` are the flag options turned on.
    pub fn check_players(&self, players: usize, flags: &[&str]) -> Result<(), String> {
        if self.seats.contains(&players) {
            return Ok(());
        }
        match self.variant_for(players) {
            Some(flag) if flags.contains(&flag) => Ok(()),
            Some(flag) => Err(format!(
                "{} is for {} to {} players; {players} need the option {flag}",
                self.display_name,
                self.seats.start(),
                self.seats.end()
            )),
            None => Err(format!(
                "{} is for {} to {} players, not {players}",
                self.display_name,
                self.seats.start(),
                self.seats.end()
            )),
        }
    }

    /// The rule set named `name`; `None` chooses the default (the first). An error names the
    /// rule sets there are.
    pub fn rule_set(&self, name: Option<&str>) -> Result<Option<&'static RuleSetInfo>, String> {
        match (name, self.rule_sets.first()) {
            (None, default) => Ok(default),
            (Some(name), None) => Err(format!(
                "{} has one set of rules, not '{name}'",
                self.display_name
            )),
            (Some(name), Some(_)) => self
                .rule_sets
                .iter()
                .find(|r| r.name == name)
                .map(Some)
                .ok_or_else(|| {
                    let names: Vec<&str> = self.rule_sets.iter().map(|r| r.name).collect();
                    format!(
                        "{} has no rule set '{name}' (it has {})",
                        self.display_name,
                        names.join(", ")
                    )
                }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Registry: names are unique and every game has seats for at least two.
    #[test]
    fn names_are_unique_and_seat_ranges_sensible() {
        for (i, g) in GAMES.iter().enumerate() {
            assert!(GAMES[..i].iter().all(|o| o.name != g.name), "{}", g.name);
            assert!(*g.seats.start() >= 2 && g.seats.start() <= g.seats.end());
        }
        assert_eq!(game("castle-lords").unwrap().display_name, "Castle Lords");
        assert!(game("chess").is_none());
    }

    /// RULINGS §2: two players only with the variant; the error says which option.
    #[test]
    fn player_checks_name_the_range_and_the_variant() {
        let cl = game("castle-lords").unwrap();
        assert_eq!(cl.all_seats().collect::<Vec<_>>(), vec![2, 3, 4, 5, 6]);
        assert!(cl.check_players(2, &["two_player_variant"]).is_ok());
        let err = cl.check_players(2, &[]).unwrap_err();
        assert!(err.contains("two_player_variant"), "{err}");
        let err = cl.check_players(usize::MAX, &[]).unwrap_err();
        assert!(err.contains("3 to 6 players"), "{err}");
        let iv = game("ivanhoe").unwrap();
        assert!(iv.check_players(5, &[]).is_ok() && iv.check_players(6, &[]).is_err());
    }

    /// Castle Lords' default rule set is intermediate (RULINGS §2); Ivanhoe has none to pick.
    #[test]
    fn rule_sets_default_to_the_first_and_unknown_ones_are_named() {
        let cl = game("castle-lords").unwrap();
        assert_eq!(cl.rule_set(None).unwrap().unwrap().name, "intermediate");
        assert!(cl.rule_set(Some("expert")).unwrap_err().contains("basic"));
        assert!(game("ivanhoe").unwrap().rule_set(Some("basic")).is_err());
        assert!(game("ivanhoe").unwrap().rule_set(None).unwrap().is_none());
    }
}
