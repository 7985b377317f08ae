//! What a game states about itself as plain data: its name, seat range, rule sets and table
//! options ([`GameInfo`]). Each engine states its own entry ([`crate::Game::INFO`]); the list of
//! the games is the catalogue's, and the command line, the bots and the setup screens read the
//! entries from there, so a game's seats or options are stated once. Each engine's tests check
//! that its entry agrees with what its `Options` accept.

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

    /// A game of three to six seats, two more with a variant flag, and two rule sets.
    const GAME: GameInfo = GameInfo {
        name: "a-game",
        display_name: "A Game",
        seats: 3..=6,
        rule_sets: &[
            RuleSetInfo {
                name: "first",
                display_name: "First",
            },
            RuleSetInfo {
                name: "second",
                display_name: "Second",
            },
        ],
        options: &[
            OptionInfo {
                name: "two_seats",
                description: "A table for two.",
                kind: OptionKind::Flag {
                    extra_seats: Some(2),
                },
            },
            OptionInfo {
                name: "rounds",
                description: "How many rounds.",
                kind: OptionKind::Number {
                    min: 1,
                    max: 9,
                    default: 3,
                },
            },
        ],
    };

    /// A game of one set of rules.
    const PLAIN: GameInfo = GameInfo {
        name: "plain",
        display_name: "Plain",
        seats: 2..=5,
        rule_sets: &[],
        options: &[],
    };

    /// A seat count outside the range needs the flag that adds it; the error names the range
    /// or the flag.
    #[test]
    fn player_checks_name_the_range_and_the_variant_flag() {
        assert_eq!(GAME.all_seats().collect::<Vec<_>>(), vec![2, 3, 4, 5, 6]);
        assert_eq!(GAME.variant_for(2), Some("two_seats"));
        assert!(GAME.check_players(2, &["two_seats"]).is_ok());
        let err = GAME.check_players(2, &[]).unwrap_err();
        assert!(err.contains("two_seats"), "{err}");
        let err = GAME.check_players(usize::MAX, &[]).unwrap_err();
        assert!(err.contains("3 to 6 players"), "{err}");
        assert!(PLAIN.check_players(5, &[]).is_ok() && PLAIN.check_players(6, &[]).is_err());
    }

    /// No rule set named is the first; an unknown one is refused, naming those there are; a
    /// game of one set has none to pick.
    #[test]
    fn rule_sets_default_to_the_first_and_unknown_ones_are_named() {
        assert_eq!(GAME.rule_set(None).unwrap().unwrap().name, "first");
        assert_eq!(
            GAME.rule_set(Some("second")).unwrap().unwrap().name,
            "second"
        );
        assert!(
            GAME.rule_set(Some("third"))
                .unwrap_err()
                .contains("first, second")
        );
        assert!(PLAIN.rule_set(Some("first")).is_err());
        assert!(PLAIN.rule_set(None).unwrap().is_none());
    }
}
