//! What a room is created from: a game of the catalogue (`catalogue::info`, its registry entry),
//! its rule set, its options and who sits at each seat. [`TableSpec::engine_options`] checks all
//! of it against the game's registry entry and writes the engine's options as JSON, so a client
//! can name only what the games offer.

use std::collections::BTreeMap;

use rules_core::registry::{GameInfo, OptionKind};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// The most options a table may name (the games have at most three).
const MAX_OPTIONS: usize = 8;

/// A table to create: the game, its rule set and options, and one entry per seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableSpec {
    /// The game's registry name (`Game::NAME`).
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
        catalogue::info(&self.game).ok_or_else(|| {
            format!(
                "unknown game '{}' (the games: {})",
                self.game,
                catalogue::names()
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

    /// The engine's options hold the players, the default rule set and the options named: at
    /// every game's smallest official table, each flag that adds no seat on and each number at
    /// its largest.
    #[test]
    fn engine_options_hold_players_rules_and_options() {
        for info in catalogue::infos() {
            let players = *info.seats.start();
            let mut table = spec(info.name, players);
            let mut expected = serde_json::json!({ "players": players });
            if let Some(rules) = info.rule_sets.first() {
                expected["rules"] = rules.name.into();
            }
            for option in info.options {
                let value = match option.kind {
                    OptionKind::Flag { extra_seats: None } => OptionValue::Flag(true),
                    OptionKind::Flag { .. } => continue,
                    OptionKind::Number { max, .. } => OptionValue::Number(max),
                };
                table.options.insert(option.name.into(), value);
                expected[option.name] = serde_json::to_value(value).unwrap();
            }
            assert_eq!(table.engine_options().unwrap(), expected, "{}", info.name);
        }
    }

    /// Refused: an unknown game (the error names the games), seat count, rule set or option, a
    /// value of the wrong kind or out of range, a table of computers alone; the seats a variant
    /// adds only with its flag.
    #[test]
    fn tables_the_registry_does_not_offer_are_refused() {
        let first = catalogue::infos()[0];
        assert!(
            spec("chess", 2)
                .engine_options()
                .unwrap_err()
                .contains(first.name)
        );
        for info in catalogue::infos() {
            let name = info.name;
            let players = *info.seats.start();
            assert!(spec(name, players).engine_options().is_ok(), "{name}");
            let beyond = (info.seats.end() + 1..).find(|n| info.variant_for(*n).is_none());
            assert!(spec(name, beyond.unwrap()).engine_options().is_err());
            for extra in info.all_seats().filter(|n| !info.seats.contains(n)) {
                let flag = info.variant_for(extra).expect("a variant adds it");
                assert!(
                    spec(name, extra).engine_options().is_err(),
                    "{name} {extra}"
                );
                let mut variant = spec(name, extra);
                variant.options.insert(flag.into(), OptionValue::Flag(true));
                assert!(variant.engine_options().is_ok(), "{name} {extra}");
            }
            let mut rules = spec(name, players);
            rules.rules = Some("no such rules".into());
            assert!(rules.engine_options().is_err(), "{name}");
            let mut unknown = spec(name, players);
            unknown
                .options
                .insert("no_such_option".into(), OptionValue::Flag(true));
            assert!(unknown.engine_options().unwrap_err().contains("no option"));
            for option in info.options {
                let (wrong, out_of_range) = match option.kind {
                    OptionKind::Flag { .. } => (OptionValue::Number(1), None),
                    OptionKind::Number { min, max, .. } => (
                        OptionValue::Flag(true),
                        Some([min.checked_sub(1), max.checked_add(1)]),
                    ),
                };
                let mut kind = spec(name, players);
                kind.options.insert(option.name.into(), wrong);
                assert!(kind.engine_options().is_err(), "{name} {}", option.name);
                for n in out_of_range.into_iter().flatten().flatten() {
                    let mut range = spec(name, players);
                    range
                        .options
                        .insert(option.name.into(), OptionValue::Number(n));
                    assert!(
                        range.engine_options().is_err(),
                        "{name} {} {n}",
                        option.name
                    );
                }
            }
            let mut bots = spec(name, players);
            bots.seats = vec![
                SeatSpec::Computer {
                    level: "normal".into(),
                    name: None,
                };
                players
            ];
            assert!(bots.engine_options().unwrap_err().contains("person"));
        }
    }

    /// A table reads from JSON as documented, and an unknown field is refused.
    #[test]
    fn a_table_reads_from_its_json_form() {
        let json = r#"{"game":"a-game","options":{"a_flag":true},
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
            serde_json::from_str::<TableSpec>(r#"{"game":"a-game","seats":[],"seed":1}"#).is_err()
        );
    }
}
