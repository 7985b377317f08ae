//! What a room is created from: a game of the registry (`rules_core::registry`), its rule set,
//! its options and who sits at each seat. [`TableSpec::engine_options`] checks all of it
//! against the registry and writes the engine's options as JSON, so a client can name only
//! what the registry offers.

use std::collections::BTreeMap;

use rules_core::registry::{self, GameInfo, OptionKind};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// The most options a table may name (the registry's games have at most three).
const MAX_OPTIONS: usize = 8;

/// A table to create: the game, its rule set and options, and one entry per seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableSpec {
    /// The game's registry name (`ivanhoe`, `castle-lords`, `knights-ninjas`).
    pub game: String,
    /// The rule set's registry name; `None` for the game's default (or only) one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<String>,
    /// Table options by their registry name; an option left out is off (or at its default).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub options: BTreeMap<String, OptionValue>,
    /// Who sits at each seat, in seat order: as many entries as players.
    pub seats: Vec<SeatSpec>,
}

/// The value of one table option: a flag or a whole number, as the registry says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum OptionValue {
    /// A flag option, on or off.
    Flag(bool),
    /// A number option.
    Number(u32),
}

/// Who sits at one seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum SeatSpec {
    /// A person, who joins with the room's code (the room's creator takes the first such seat).
    Person,
    /// A computer player that the server runs, at a level the bots offer for this table
    /// (`easy`, `normal`, `hard`, `expert`).
    Computer {
        /// The level's name.
        level: String,
        /// The name the table shows for it, as the room's creator set it up (checked as a
        /// person's name is); left out, the seat is named by its number.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
    },
}

impl TableSpec {
    /// The game's registry entry; the error names the games there are.
    pub fn game_info(&self) -> Result<&'static GameInfo, String> {
        registry::game(&self.game).ok_or_else(|| {
            let names: Vec<&str> = registry::GAMES.iter().map(|g| g.name).collect();
            format!(
                "unknown game '{}' (the games: {})",
                self.game,
                names.join(", ")
            )
        })
    }

    /// The number of players.
    pub fn players(&self) -> usize {
        self.seats.len()
    }

    /// The rule set's name, the default one when none was chosen (`None` for a game with one
    /// set of rules).
    pub fn rule_set(&self) -> Result<Option<&'static str>, String> {
        let info = self.game_info()?;
        Ok(info.rule_set(self.rules.as_deref())?.map(|r| r.name))
    }

    /// Checks the table against the registry (game, seats, rule set, every option's name, kind
    /// and range, at least one person) and writes the engine's options as JSON: the players,
    /// the rule set and the options named, nothing else. The error says what is wrong.
    pub fn engine_options(&self) -> Result<Value, String> {
        let info = self.game_info()?;
        if self.options.len() > MAX_OPTIONS {
            return Err(format!("at most {MAX_OPTIONS} options"));
        }
        let mut json = Map::new();
        let mut flags = Vec::new();
        for (name, value) in &self.options {
            let option = info
                .options
                .iter()
                .find(|o| o.name == name)
                .ok_or_else(|| {
                    let names: Vec<&str> = info.options.iter().map(|o| o.name).collect();
                    format!(
                        "{} has no option '{name}' (it has: {})",
                        info.display_name,
                        names.join(", ")
                    )
                })?;
            let value = match (&option.kind, value) {
                (OptionKind::Flag { .. }, OptionValue::Flag(on)) => {
                    if *on {
                        flags.push(option.name);
                    }
                    Value::Bool(*on)
                }
                (OptionKind::Number { min, max, .. }, OptionValue::Number(n)) => {
                    if !(min..=max).contains(&n) {
                        return Err(format!("option '{name}' is from {min} to {max}, not {n}"));
                    }
                    Value::from(*n)
                }
                (OptionKind::Flag { .. }, OptionValue::Number(_)) => {
                    return Err(format!("option '{name}' is on or off (true or false)"));
                }
                (OptionKind::Number { .. }, OptionValue::Flag(_)) => {
                    return Err(format!("option '{name}' is a number"));
                }
            };
            json.insert(option.name.to_string(), value);
        }
        info.check_players(self.players(), &flags)?;
        if !self.seats.contains(&SeatSpec::Person) {
            return Err("a table online needs at least one person".into());
        }
        json.insert("players".into(), Value::from(self.players()));
        if let Some(rules) = self.rule_set()? {
            json.insert("rules".into(), Value::from(rules));
        }
        Ok(Value::Object(json))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(game: &str, seats: usize) -> TableSpec {
        TableSpec {
            game: game.into(),
            rules: None,
            options: BTreeMap::new(),
            seats: vec![SeatSpec::Person; seats],
        }
    }

    /// The engine's options hold the players, the default rule set and the options named.
    #[test]
    fn engine_options_hold_players_rules_and_options() {
        let mut cl = spec("castle-lords", 3);
        cl.options.insert("hands".into(), OptionValue::Number(5));
        cl.options
            .insert("sole_winner".into(), OptionValue::Flag(true));
        let json = cl.engine_options().unwrap();
        assert_eq!(
            json,
            serde_json::json!({"players": 3, "rules": "intermediate", "hands": 5, "sole_winner": true})
        );
        assert_eq!(
            spec("ivanhoe", 2).engine_options().unwrap(),
            serde_json::json!({"players": 2})
        );
    }

    /// Refused: an unknown game, seat count, rule set or option, a value of the wrong kind or
    /// out of range, a table of computers alone; two Castle Lords seats only with the variant.
    #[test]
    fn tables_the_registry_does_not_offer_are_refused() {
        assert!(
            spec("chess", 2)
                .engine_options()
                .unwrap_err()
                .contains("ivanhoe")
        );
        assert!(spec("ivanhoe", 6).engine_options().is_err());
        assert!(spec("castle-lords", 2).engine_options().is_err());
        let mut two = spec("castle-lords", 2);
        two.options
            .insert("two_player_variant".into(), OptionValue::Flag(true));
        assert!(two.engine_options().is_ok());
        let mut rules = spec("castle-lords", 3);
        rules.rules = Some("expert".into());
        assert!(rules.engine_options().is_err());
        let mut unknown = spec("ivanhoe", 2);
        unknown
            .options
            .insert("components".into(), OptionValue::Flag(true));
        assert!(unknown.engine_options().unwrap_err().contains("no option"));
        let mut range = spec("castle-lords", 3);
        range.options.insert("hands".into(), OptionValue::Number(0));
        assert!(range.engine_options().is_err());
        let mut kind = spec("castle-lords", 3);
        kind.options.insert("hands".into(), OptionValue::Flag(true));
        assert!(kind.engine_options().is_err());
        let mut bots = spec("ivanhoe", 2);
        bots.seats = vec![
            SeatSpec::Computer {
                level: "normal".into(),
                name: None,
            };
            2
        ];
        assert!(bots.engine_options().unwrap_err().contains("person"));
    }

    /// A table reads from JSON as documented, and an unknown field is refused.
    #[test]
    fn a_table_reads_from_its_json_form() {
        let json = r#"{"game":"ivanhoe","options":{"shield_blocks_knock_down":true},
            "seats":[{"kind":"person"},{"kind":"computer","level":"hard"},
            {"kind":"computer","level":"easy","name":"Brian"}]}"#;
        let table: TableSpec = serde_json::from_str(json).unwrap();
        assert_eq!(
            table.seats[1],
            SeatSpec::Computer {
                level: "hard".into(),
                name: None,
            }
        );
        // A computer player's name, as the room's setup gave it.
        assert_eq!(
            table.seats[2],
            SeatSpec::Computer {
                level: "easy".into(),
                name: Some("Brian".into()),
            }
        );
        assert!(
            serde_json::from_str::<TableSpec>(r#"{"game":"ivanhoe","seats":[],"seed":1}"#).is_err()
        );
    }
}
