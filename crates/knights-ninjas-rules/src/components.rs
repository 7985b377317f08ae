//! The physical game as data: the card mix, the gems and the starting target.
//!
//! No source fixes these numbers (RULINGS §3 gives defaults), so they live in
//! `data/components.json`, embedded in the crate and validated on load. A table may bring its
//! own file through [`crate::Options::components`]; a file that does not add up is refused with
//! an error naming the field at fault (`cards.Knight.count: ...`).

use std::sync::OnceLock;

use rules_core::SetupError;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{Map, Value};

use crate::cards::{CARD_KINDS, Card, Cards};

/// The embedded default components file.
pub const DEFAULT_COMPONENTS_JSON: &str = include_str!("../data/components.json");

/// The most players a table seats: the gems come in one colour per seat.
pub const MAX_PLAYERS: usize = 6;
/// Cards dealt to each player.
pub const DEAL: usize = 2;

/// The components of one game, validated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Components {
    counts: [u8; CARD_KINDS],
    gems_per_player: u8,
    colours: Vec<String>,
    target_start: u8,
    target_minimum: u8,
}

impl Default for Components {
    fn default() -> Self {
        Self::standard().clone()
    }
}

fn fail<T>(path: &str, why: impl std::fmt::Display) -> Result<T, SetupError> {
    Err(SetupError(format!("{path}: {why}")))
}

fn object<'a>(v: &'a Value, path: &str) -> Result<&'a Map<String, Value>, SetupError> {
    v.as_object()
        .map_or_else(|| fail(path, "must be a JSON object"), Ok)
}

fn only_keys(obj: &Map<String, Value>, path: &str, keys: &[&str]) -> Result<(), SetupError> {
    for k in obj.keys() {
        if !keys.contains(&k.as_str()) {
            let at = if path.is_empty() {
                k.clone()
            } else {
                format!("{path}.{k}")
            };
            return fail(
                &at,
                format!("unknown field (expected one of: {})", keys.join(", ")),
            );
        }
    }
    Ok(())
}

fn field<'a>(obj: &'a Map<String, Value>, path: &str, key: &str) -> Result<&'a Value, SetupError> {
    obj.get(key).map_or_else(|| fail(path, "missing field"), Ok)
}

fn number(v: &Value, path: &str, min: u64, max: u64) -> Result<u64, SetupError> {
    match v.as_u64() {
        Some(n) if (min..=max).contains(&n) => Ok(n),
        Some(n) => fail(path, format!("{n} is outside {min}..={max}")),
        None => fail(
            path,
            format!("must be a whole number from {min} to {max}, not {v}"),
        ),
    }
}

impl Components {
    /// The embedded default components (RULINGS §3), parsed once.
    pub fn standard() -> &'static Components {
        static STANDARD: OnceLock<Components> = OnceLock::new();
        STANDARD.get_or_init(|| {
            Components::from_json(DEFAULT_COMPONENTS_JSON)
                .expect("the embedded components file is valid")
        })
    }

    /// Parses and validates a components file.
    pub fn from_json(text: &str) -> Result<Components, SetupError> {
        let value: Value = serde_json::from_str(text)
            .map_err(|e| SetupError(format!("components: not valid JSON: {e}")))?;
        Components::from_value(&value)
    }

    /// Validates a components file already parsed as JSON.
    pub fn from_value(value: &Value) -> Result<Components, SetupError> {
        let root = object(value, "components")?;
        only_keys(root, "", &["cards", "total_cards", "gems", "target"])?;

        let cards = object(field(root, "cards", "cards")?, "cards")?;
        for key in cards.keys() {
            if !Card::ALL.iter().any(|c| c.name() == key) {
                let names: Vec<&str> = Card::ALL.iter().map(|c| c.name()).collect();
                return fail(
                    &format!("cards.{key}"),
                    format!("not a card of the game ({})", names.join(", ")),
                );
            }
        }
        let mut counts = [0u8; CARD_KINDS];
        for card in Card::ALL {
            let path = format!("cards.{}", card.name());
            let spec = object(field(cards, &path, card.name())?, &path)?;
            only_keys(spec, &path, &["count"])?;
            let count_path = format!("{path}.count");
            counts[card.index()] =
                number(field(spec, &count_path, "count")?, &count_path, 0, 200)? as u8;
        }
        let sum: u64 = counts.iter().map(|&c| c as u64).sum();
        let total = number(
            field(root, "total_cards", "total_cards")?,
            "total_cards",
            0,
            3200,
        )?;
        if sum != total {
            return fail(
                "total_cards",
                format!("the card counts add up to {sum}, not {total}"),
            );
        }
        let needed = (MAX_PLAYERS * DEAL + 1) as u64;
        if total < needed {
            return fail(
                "total_cards",
                format!(
                    "{total} cards cannot deal {DEAL} to each of {MAX_PLAYERS} players and draw: at least {needed} are needed"
                ),
            );
        }

        let gems = object(field(root, "gems", "gems")?, "gems")?;
        only_keys(gems, "gems", &["per_player", "total", "colours"])?;
        let per_player = number(
            field(gems, "gems.per_player", "per_player")?,
            "gems.per_player",
            1,
            40,
        )? as u8;
        let colours_value = field(gems, "gems.colours", "colours")?;
        let Some(list) = colours_value.as_array() else {
            return fail("gems.colours", "must be a list of colour names");
        };
        if list.len() != MAX_PLAYERS {
            return fail(
                "gems.colours",
                format!(
                    "{} colours listed; one per seat of a {MAX_PLAYERS}-player game is needed",
                    list.len()
                ),
            );
        }
        let mut colours = Vec::with_capacity(list.len());
        for (i, c) in list.iter().enumerate() {
            let path = format!("gems.colours[{i}]");
            match c.as_str() {
                Some(s) if s.trim().is_empty() => return fail(&path, "a colour needs a name"),
                Some(s) if colours.iter().any(|k: &String| k == s) => {
                    return fail(&path, format!("'{s}' is listed twice"));
                }
                Some(s) => colours.push(s.to_string()),
                None => return fail(&path, "must be a colour name"),
            }
        }
        let gem_total = number(field(gems, "gems.total", "total")?, "gems.total", 0, 255)?;
        let expected = per_player as u64 * MAX_PLAYERS as u64;
        if gem_total != expected {
            return fail(
                "gems.total",
                format!(
                    "{MAX_PLAYERS} colours of {per_player} gems make {expected}, not {gem_total}"
                ),
            );
        }

        let target = object(field(root, "target", "target")?, "target")?;
        only_keys(target, "target", &["start", "minimum"])?;
        let start = number(
            field(target, "target.start", "start")?,
            "target.start",
            1,
            255,
        )? as u8;
        let minimum = number(
            field(target, "target.minimum", "minimum")?,
            "target.minimum",
            1,
            255,
        )? as u8;
        if minimum > start {
            return fail(
                "target.minimum",
                format!("{minimum} is above the starting target {start}"),
            );
        }
        Ok(Components {
            counts,
            gems_per_player: per_player,
            colours,
            target_start: start,
            target_minimum: minimum,
        })
    }

    /// This file as JSON, in the format [`Components::from_json`] reads.
    pub fn to_value(&self) -> Value {
        let cards: Map<String, Value> = Card::ALL
            .iter()
            .map(|c| {
                (
                    c.name().to_string(),
                    serde_json::json!({ "count": self.counts[c.index()] }),
                )
            })
            .collect();
        serde_json::json!({
            "cards": cards,
            "total_cards": self.total_cards(),
            "gems": {
                "per_player": self.gems_per_player,
                "total": self.gem_total(),
                "colours": self.colours,
            },
            "target": { "start": self.target_start, "minimum": self.target_minimum },
        })
    }

    /// How many copies of `card` the game has.
    pub fn count(&self, card: Card) -> u8 {
        self.counts[card.index()]
    }

    /// Every card of the game.
    pub fn full_deck(&self) -> Cards {
        Cards::from_counts(self.counts)
    }

    /// The number of cards.
    pub fn total_cards(&self) -> usize {
        self.counts.iter().map(|&c| c as usize).sum()
    }

    /// Gems each player starts with.
    pub fn gems_per_player(&self) -> u8 {
        self.gems_per_player
    }

    /// Every gem of the game, those left in the box included.
    pub fn gem_total(&self) -> u8 {
        self.gems_per_player * MAX_PLAYERS as u8
    }

    /// The gem colours, one per seat (cosmetic).
    pub fn colours(&self) -> &[String] {
        &self.colours
    }

    /// The number of gems that wins before any reshuffle.
    pub fn target_start(&self) -> u8 {
        self.target_start
    }

    /// The lowest the target falls to.
    pub fn target_minimum(&self) -> u8 {
        self.target_minimum
    }

    /// The target after `reshuffles` reshuffles: one less each time, never below the minimum.
    pub fn target_after(&self, reshuffles: u32) -> u8 {
        let fallen = (self.target_start as u32).saturating_sub(reshuffles);
        fallen.max(self.target_minimum as u32) as u8
    }
}

impl Serialize for Components {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.to_value().serialize(s)
    }
}

impl<'de> Deserialize<'de> for Components {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = Value::deserialize(d)?;
        Components::from_value(&value).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn edited(edit: impl FnOnce(&mut Value)) -> Result<Components, SetupError> {
        let mut v: Value = serde_json::from_str(DEFAULT_COMPONENTS_JSON).unwrap();
        edit(&mut v);
        Components::from_value(&v)
    }

    /// RULINGS §3 components: 95 cards in the ruled mix, 30 gems (5 per player), target 10.
    #[test]
    fn default_components_are_the_ruled_mix() {
        let c = Components::standard();
        assert_eq!(c.total_cards(), 95);
        let expected = [16, 12, 9, 5, 8, 8, 3, 5, 4, 3, 4, 4, 3, 4, 4, 3];
        for (card, n) in Card::ALL.into_iter().zip(expected) {
            assert_eq!(c.count(card), n, "{card}");
        }
        assert_eq!((c.gem_total(), c.gems_per_player()), (30, 5));
        assert_eq!(c.colours().len(), 6);
        assert_eq!((c.target_start(), c.target_minimum()), (10, 1));
    }

    #[test]
    fn target_falls_by_one_per_reshuffle_and_never_below_the_minimum() {
        let c = Components::standard();
        assert_eq!(c.target_after(0), 10);
        assert_eq!(c.target_after(1), 9);
        assert_eq!(c.target_after(2), 8);
        assert_eq!(c.target_after(9), 1);
        assert_eq!(c.target_after(50), 1);
    }

    #[test]
    fn components_round_trip_through_json() {
        let c = Components::standard();
        let text = serde_json::to_string(c).unwrap();
        assert_eq!(&Components::from_json(&text).unwrap(), c);
    }

    #[test]
    fn a_bad_card_count_is_refused_naming_the_field() {
        let e = edited(|v| v["cards"]["Knight"]["count"] = Value::from(10)).unwrap_err();
        assert!(
            e.0.starts_with("total_cards: the card counts add up to 96"),
            "{e}"
        );
        let e = edited(|v| v["cards"]["Knight"]["count"] = Value::from("nine")).unwrap_err();
        assert!(e.0.starts_with("cards.Knight.count:"), "{e}");
        let e = edited(|v| v["cards"]["Knight"]["count"] = Value::from(-1)).unwrap_err();
        assert!(e.0.starts_with("cards.Knight.count:"), "{e}");
    }

    #[test]
    fn unknown_and_missing_cards_are_refused_naming_the_field() {
        let e = edited(|v| {
            v["cards"]["Wizard"] = serde_json::json!({"count": 1});
        })
        .unwrap_err();
        assert!(e.0.starts_with("cards.Wizard: not a card"), "{e}");
        let e = edited(|v| {
            v["cards"].as_object_mut().unwrap().remove("Jester");
        })
        .unwrap_err();
        assert!(e.0.starts_with("cards.Jester: missing"), "{e}");
        let e = edited(|v| v["cards"]["Ninja"]["copies"] = Value::from(2)).unwrap_err();
        assert!(e.0.starts_with("cards.Ninja.copies: unknown field"), "{e}");
    }

    #[test]
    fn gems_and_target_that_do_not_add_up_are_refused() {
        let e = edited(|v| v["gems"]["total"] = Value::from(31)).unwrap_err();
        assert!(e.0.starts_with("gems.total:"), "{e}");
        let e = edited(|v| v["gems"]["colours"][3] = Value::from("red")).unwrap_err();
        assert!(
            e.0.starts_with("gems.colours[3]: 'red' is listed twice"),
            "{e}"
        );
        let e = edited(|v| v["gems"]["per_player"] = Value::from(0)).unwrap_err();
        assert!(e.0.starts_with("gems.per_player:"), "{e}");
        let e = edited(|v| v["target"]["minimum"] = Value::from(11)).unwrap_err();
        assert!(e.0.starts_with("target.minimum:"), "{e}");
        let e = edited(|v| v["extra"] = Value::from(1)).unwrap_err();
        assert!(e.0.starts_with("extra: unknown field"), "{e}");
        assert!(
            Components::from_json("{")
                .unwrap_err()
                .0
                .starts_with("components: not valid JSON")
        );
    }

    #[test]
    fn a_corrected_mix_is_accepted() {
        let c = edited(|v| {
            v["cards"]["Jester"]["count"] = Value::from(4);
            v["total_cards"] = Value::from(96);
        })
        .unwrap();
        assert_eq!((c.count(Card::Jester), c.total_cards()), (4, 96));
    }
}
