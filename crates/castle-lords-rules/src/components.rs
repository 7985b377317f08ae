//! The components no source fixes (RULINGS §2 marks them as defaults): emblem names, castle
//! names and values besides York 7, the card mix, the number of boxes and banners, deal sizes
//! and hand limits. They live in `data/components.json`, embedded in the crate, and a table may
//! bring its own file through [`crate::Options::components`]. Every file is validated on load;
//! one that does not add up is refused with an error naming the field.

use std::sync::OnceLock;

use rules_core::SetupError;
use serde::{Deserialize, Serialize};

use crate::cards::{Card, Cards, MAX_EMBLEMS, Soldier};

/// The most castles a data file may define.
pub const MAX_CASTLES: usize = 8;
/// The most banner boxes a castle may have.
pub const MAX_BOXES: usize = 8;
/// The most players any table can seat.
pub const MAX_PLAYERS: usize = 6;

/// The embedded default data file.
pub const DEFAULT_COMPONENTS_JSON: &str = include_str!("../data/components.json");

/// A castle: its name and the points it gives its controller.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CastleData {
    /// The castle's name.
    pub name: String,
    /// Its value in victory points.
    pub value: u32,
}

/// How a table of a given size is dealt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DealData {
    /// The number of players this entry is for (2–6).
    pub players: usize,
    /// Cards dealt to each player at the start of a hand.
    pub cards: usize,
    /// The most cards a player may keep at the end of their turn (basic and intermediate).
    pub hand_limit: usize,
}

/// Copies of each soldier, per type, one number per emblem.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CopiesData {
    /// Knights per emblem.
    pub knight: Vec<u8>,
    /// Infantrymen per emblem.
    pub infantryman: Vec<u8>,
    /// Crossbowmen per emblem.
    pub crossbowman: Vec<u8>,
    /// Archers per emblem.
    pub archer: Vec<u8>,
}

impl CopiesData {
    fn of(&self, t: Soldier) -> &[u8] {
        match t {
            Soldier::Knight => &self.knight,
            Soldier::Infantryman => &self.infantryman,
            Soldier::Crossbowman => &self.crossbowman,
            Soldier::Archer => &self.archer,
        }
    }
}

/// Copies of the two wild cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WildData {
    /// Copies of Ivanhoé.
    pub ivanhoe: u8,
    /// Copies of Locksley.
    pub locksley: u8,
}

/// The data file as written, before validation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawComponents {
    /// The number of cards the mix must add up to (the invariant every state is checked for).
    pub total_cards: usize,
    /// Emblem names; emblem `i` has code number `i + 1`.
    pub emblems: Vec<String>,
    /// The soldier mix.
    pub copies: CopiesData,
    /// The wild cards.
    pub wild: WildData,
    /// The castles, in index order (`#0` is the first).
    pub castles: Vec<CastleData>,
    /// Banner boxes on each castle card, before its dungeon box.
    pub boxes: usize,
    /// Banners each noble has.
    pub banners_per_player: usize,
    /// Deal sizes and hand limits, one entry per player count 2–6.
    pub deal: Vec<DealData>,
}

/// Validated components. Built only through validation ([`Components::from_json`] or
/// deserialization, which validates too).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "RawComponents", into = "RawComponents")]
pub struct Components {
    raw: RawComponents,
}

impl From<Components> for RawComponents {
    fn from(c: Components) -> Self {
        c.raw
    }
}

impl TryFrom<RawComponents> for Components {
    type Error = String;
    fn try_from(raw: RawComponents) -> Result<Self, String> {
        validate(&raw)?;
        Ok(Components { raw })
    }
}

fn validate(raw: &RawComponents) -> Result<(), String> {
    let e = raw.emblems.len();
    if !(1..=MAX_EMBLEMS).contains(&e) {
        return Err(format!(
            "emblems: {e} emblems; a file defines 1 to {MAX_EMBLEMS}"
        ));
    }
    for (i, name) in raw.emblems.iter().enumerate() {
        if name.trim().is_empty() {
            return Err(format!("emblems[{i}]: an emblem needs a name"));
        }
        if raw.emblems[..i].contains(name) {
            return Err(format!("emblems[{i}]: '{name}' is named twice"));
        }
    }
    let mut total = raw.wild.ivanhoe as usize + raw.wild.locksley as usize;
    for t in Soldier::ALL {
        let row = raw.copies.of(t);
        if row.len() != e {
            return Err(format!(
                "copies.{}: {} numbers, but there are {e} emblems",
                t.name(),
                row.len()
            ));
        }
        total += row.iter().map(|&n| n as usize).sum::<usize>();
    }
    if raw.total_cards == 0 || raw.total_cards > 250 {
        return Err(format!(
            "total_cards: {} is not a deck size (1 to 250)",
            raw.total_cards
        ));
    }
    if total != raw.total_cards {
        return Err(format!(
            "total_cards: {} but copies and wild add up to {total}",
            raw.total_cards
        ));
    }
    if raw.castles.is_empty() || raw.castles.len() > MAX_CASTLES {
        return Err(format!(
            "castles: {} castles; a file defines 1 to {MAX_CASTLES}",
            raw.castles.len()
        ));
    }
    for (i, c) in raw.castles.iter().enumerate() {
        if c.name.trim().is_empty() {
            return Err(format!("castles[{i}].name: a castle needs a name"));
        }
        if raw.castles[..i].iter().any(|o| o.name == c.name) {
            return Err(format!("castles[{i}].name: '{}' is named twice", c.name));
        }
        if !(1..=100).contains(&c.value) {
            return Err(format!(
                "castles[{i}].value: {} is not a castle value (1 to 100)",
                c.value
            ));
        }
    }
    if !(1..=MAX_BOXES).contains(&raw.boxes) {
        return Err(format!(
            "boxes: {} is not a number of banner boxes (1 to {MAX_BOXES})",
            raw.boxes
        ));
    }
    if !(1..=50).contains(&raw.banners_per_player) {
        return Err(format!(
            "banners_per_player: {} is not a number of banners (1 to 50)",
            raw.banners_per_player
        ));
    }
    for players in 2..=MAX_PLAYERS {
        let entries: Vec<usize> = (0..raw.deal.len())
            .filter(|&i| raw.deal[i].players == players)
            .collect();
        match entries.as_slice() {
            [] => return Err(format!("deal: no entry for {players} players")),
            [_] => {}
            [_, second, ..] => {
                return Err(format!(
                    "deal[{second}].players: a second entry for {players} players"
                ));
            }
        }
    }
    for (i, d) in raw.deal.iter().enumerate() {
        if !(2..=MAX_PLAYERS).contains(&d.players) {
            return Err(format!(
                "deal[{i}].players: {} is not a table size (2 to {MAX_PLAYERS})",
                d.players
            ));
        }
        // Checked: a hostile file may ask for more cards than a number can hold.
        if d.cards
            .checked_mul(d.players)
            .is_none_or(|n| n > raw.total_cards)
        {
            return Err(format!(
                "deal[{i}].cards: {} cards for {} players is more than the {} cards",
                d.cards, d.players, raw.total_cards
            ));
        }
        if d.hand_limit < 1 || d.hand_limit > 200 {
            return Err(format!(
                "deal[{i}].hand_limit: {} is not a hand limit (1 to 200)",
                d.hand_limit
            ));
        }
        if d.hand_limit < d.cards {
            return Err(format!(
                "deal[{i}].hand_limit: {} is less than the {} cards dealt",
                d.hand_limit, d.cards
            ));
        }
    }
    Ok(())
}

impl Components {
    /// Parses and validates a data file. A file that does not add up is refused with an error
    /// naming the field (`castles[2].value: 0 is not a castle value (1 to 100)`).
    pub fn from_json(json: &str) -> Result<Components, SetupError> {
        let raw: RawComponents =
            serde_json::from_str(json).map_err(|e| SetupError(format!("components: {e}")))?;
        Components::try_from(raw).map_err(|e| SetupError(format!("components: {e}")))
    }

    /// The components shipped with the crate (parsed once).
    pub fn standard() -> &'static Components {
        static STANDARD: OnceLock<Components> = OnceLock::new();
        STANDARD.get_or_init(|| {
            Components::from_json(DEFAULT_COMPONENTS_JSON)
                .expect("the shipped data/components.json is valid")
        })
    }

    /// The file's contents.
    pub fn raw(&self) -> &RawComponents {
        &self.raw
    }

    /// Emblem names, emblem 1 first.
    pub fn emblems(&self) -> &[String] {
        &self.raw.emblems
    }

    /// The castles, `#0` first.
    pub fn castles(&self) -> &[CastleData] {
        &self.raw.castles
    }

    /// Every card of the game, as a multiset.
    pub fn full_deck(&self) -> Cards {
        let mut all = Cards::new();
        for t in Soldier::ALL {
            for (e, &n) in self.raw.copies.of(t).iter().enumerate() {
                all.add_n(Card::soldier(t, e), n);
            }
        }
        all.add_n(Card::IVANHOE, self.raw.wild.ivanhoe);
        all.add_n(Card::LOCKSLEY, self.raw.wild.locksley);
        all
    }

    /// The deal entry for `players` players.
    pub fn deal(&self, players: usize) -> DealData {
        *self
            .raw
            .deal
            .iter()
            .find(|d| d.players == players)
            .expect("validated: every table size has a deal entry")
    }

    /// A card's name in words, with this file's emblem names (`knight of the lion`).
    pub fn card_name(&self, card: Card) -> String {
        match (card.soldier_type(), card.emblem()) {
            (Some(t), Some(e)) => match self.raw.emblems.get(e) {
                Some(name) => format!("{} of the {name}", t.name()),
                None => format!("{} of emblem {}", t.name(), e + 1),
            },
            _ if card == Card::IVANHOE => "Ivanhoé".to_string(),
            _ => "Locksley".to_string(),
        }
    }

    /// The compact numbers a game needs for `players` players.
    pub(crate) fn table(&self, players: usize) -> Table {
        let deal = self.deal(players);
        let mut values = [0u32; MAX_CASTLES];
        for (i, c) in self.raw.castles.iter().enumerate() {
            values[i] = c.value;
        }
        Table {
            full: self.full_deck(),
            total: self.raw.total_cards,
            castles: self.raw.castles.len(),
            values,
            boxes: self.raw.boxes,
            banners: self.raw.banners_per_player,
            deal: deal.cards,
            hand_limit: deal.hand_limit,
        }
    }
}

/// The numbers of the components a game runs on, copied out of the data so that the state
/// needs no lookups (and clones cheaply).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct Table {
    /// Every card of the game.
    pub full: Cards,
    /// Their number.
    pub total: usize,
    /// How many castles.
    pub castles: usize,
    /// Each castle's value.
    pub values: [u32; MAX_CASTLES],
    /// Banner boxes per castle.
    pub boxes: usize,
    /// Banners per noble.
    pub banners: usize,
    /// Cards dealt to each player.
    pub deal: usize,
    /// The hand limit (basic and intermediate).
    pub hand_limit: usize,
}

#[cfg(test)]
mod tests {
    use super::*;

    type Edit = Box<dyn Fn(&mut serde_json::Value)>;

    fn with(edit: impl Fn(&mut serde_json::Value)) -> Result<Components, SetupError> {
        let mut v: serde_json::Value = serde_json::from_str(DEFAULT_COMPONENTS_JSON).unwrap();
        edit(&mut v);
        Components::from_json(&v.to_string())
    }

    /// RULINGS §2 components: 66 cards (16 of each type and two wild cards), five castles with
    /// York worth 7, four boxes, five banners, deals 6/2/1 and hand limits 10/8/6.
    #[test]
    fn the_shipped_data_has_the_ruled_defaults() {
        let c = Components::standard();
        let deck = c.full_deck();
        assert_eq!(deck.len(), 66);
        for t in Soldier::ALL {
            let n = deck.iter().filter(|k| k.soldier_type() == Some(t)).count();
            assert_eq!(n, 16, "{t:?}");
        }
        assert_eq!(deck.count(Card::IVANHOE) + deck.count(Card::LOCKSLEY), 2);
        assert_eq!(c.castles()[0].name, "York");
        assert_eq!(c.castles()[0].value, 7);
        let mut values: Vec<u32> = c.castles().iter().map(|c| c.value).collect();
        values.sort();
        assert_eq!(values, [3, 4, 5, 6, 7]);
        assert_eq!(c.raw().boxes, 4);
        assert_eq!(c.raw().banners_per_player, 5);
        for (players, cards, limit) in [(2, 6, 10), (3, 6, 10), (4, 6, 10), (5, 2, 8), (6, 1, 6)] {
            let d = c.deal(players);
            assert_eq!((d.cards, d.hand_limit), (cards, limit), "{players} players");
        }
    }

    #[test]
    fn bad_data_files_are_refused_naming_the_field() {
        let cases: Vec<(Edit, &str)> = vec![
            (
                Box::new(|v| v["castles"][2]["value"] = 0.into()),
                "castles[2].value: 0 is not a castle value",
            ),
            (
                Box::new(|v| v["total_cards"] = 65.into()),
                "total_cards: 65 but copies and wild add up to 66",
            ),
            (
                Box::new(|v| v["copies"]["archer"] = serde_json::json!([4, 4, 4])),
                "copies.archer: 3 numbers, but there are 4 emblems",
            ),
            (
                Box::new(|v| v["castles"][1]["name"] = "York".into()),
                "castles[1].name: 'York' is named twice",
            ),
            (
                Box::new(|v| v["deal"][4]["hand_limit"] = 0.into()),
                "deal[4].hand_limit: 0 is not a hand limit",
            ),
            (
                Box::new(|v| v["deal"].as_array_mut().unwrap().pop().map(|_| ()).unwrap()),
                "deal: no entry for 6 players",
            ),
            (
                Box::new(|v| v["deal"][3]["cards"] = u64::MAX.into()),
                "deal[3].cards: 18446744073709551615 cards for 5 players is more than the 66 cards",
            ),
            (Box::new(|v| v["boxes"] = 0.into()), "boxes: 0 is not"),
            (
                Box::new(|v| v["emblems"] = serde_json::json!(["a", "a", "b", "c"])),
                "emblems[1]: 'a' is named twice",
            ),
            (
                Box::new(|v| v["colour"] = "red".into()),
                "unknown field `colour`",
            ),
        ];
        for (edit, message) in cases {
            let err = with(edit).unwrap_err().to_string();
            assert!(err.contains(message), "'{err}' should contain '{message}'");
        }
    }

    #[test]
    fn a_corrected_file_is_accepted() {
        let c = with(|v| {
            v["copies"]["knight"] = serde_json::json!([5, 4, 4, 4]);
            v["total_cards"] = 67.into();
        })
        .unwrap();
        assert_eq!(c.full_deck().len(), 67);
        assert_eq!(
            c.card_name(Card::soldier(Soldier::Knight, 0)),
            "knight of the lion"
        );
    }
}
