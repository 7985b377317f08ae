//! The JSON shape of a scenario file.

use serde::Deserialize;

use crate::options::Options;

/// A scenario: where to start, what to do, what must then hold.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// Must be `"ivanhoe"`.
    pub game: GameName,
    /// A short name, shown in reports.
    pub name: String,
    /// What the scenario checks (which rule or ruling).
    #[serde(default)]
    pub description: String,
    /// Table options.
    #[serde(default)]
    pub options: Options,
    /// The seed: of the deal when there is no position, and of every later chance event.
    #[serde(default)]
    pub seed: u64,
    /// The starting position; absent: a game dealt from the seed.
    #[serde(default)]
    pub position: Option<Position>,
    /// Let Ivanhoe windows pass unless a step answers them (default true).
    #[serde(default = "yes")]
    pub auto_pass: bool,
    /// The actions, in order.
    #[serde(default)]
    pub steps: Vec<Step>,
    /// What must hold after the last step.
    #[serde(default)]
    pub expect: Option<Expect>,
}

fn yes() -> bool {
    true
}

/// The `game` field: only Ivanhoe scenarios are read here.
#[derive(Clone, Debug, Deserialize)]
pub enum GameName {
    /// Ivanhoe.
    #[serde(rename = "ivanhoe")]
    Ivanhoe,
}

/// A step: an action (`"2: play R3"`, the seat prefix optional), or an object with the action
/// and what must hold after it, or the rule expected to refuse it.
pub type Step = rules_core::scenario::Step<Expect>;

/// A position: the table at the start of `turn`'s turn, before they draw.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    /// Whose turn begins (they draw first). With no colour they start a tournament.
    pub turn: usize,
    /// The dealer (default: the seat before the first starter).
    #[serde(default)]
    pub dealer: Option<usize>,
    /// Who started the tournament under way (default: `turn`).
    #[serde(default)]
    pub starter: Option<usize>,
    /// The tournament colour; absent or `"none"` when a tournament is to be started.
    #[serde(default)]
    pub colour: Option<String>,
    /// The final colour of the last tournament.
    #[serde(default)]
    pub previous_colour: Option<String>,
    /// Each seat's hand.
    pub hands: Vec<Vec<String>>,
    /// The deck, top card first.
    #[serde(default)]
    pub deck: Vec<String>,
    /// `"shuffled"`: every card not placed goes, shuffled by the seed, under the listed deck.
    /// `"none"` (default): every one of the 110 cards must be placed.
    #[serde(default)]
    pub deck_rest: DeckRest,
    /// The discard pile, bottom first.
    #[serde(default)]
    pub discard: Vec<String>,
    /// Each seat's display, earliest card first (default: all empty).
    #[serde(default)]
    pub displays: Vec<Vec<String>>,
    /// The seat the Shield lies before.
    #[serde(default)]
    pub shield: Option<usize>,
    /// The seat the Stunned card lies before.
    #[serde(default)]
    pub stunned: Option<usize>,
    /// Each seat's tokens (default: none).
    #[serde(default)]
    pub tokens: Vec<Vec<String>>,
    /// Seats that have withdrawn from the tournament under way.
    #[serde(default)]
    pub withdrawn: Vec<usize>,
}

/// What happens to the cards a position does not place.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeckRest {
    /// Every card must be placed.
    #[default]
    None,
    /// The rest goes, shuffled, under the listed deck cards.
    Shuffled,
}

/// Expectations. Per-seat lists may hold `null` for seats not checked.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    /// Display totals.
    pub totals: Option<Vec<Option<u32>>>,
    /// Displays, earliest card first.
    pub displays: Option<Vec<Option<Vec<String>>>>,
    /// Hands (as sets of cards; order does not matter).
    pub hands: Option<Vec<Option<Vec<String>>>>,
    /// Hand sizes.
    pub hand_sizes: Option<Vec<Option<usize>>>,
    /// Tokens.
    pub tokens: Option<Vec<Option<Vec<String>>>>,
    /// Whether each seat is still in the tournament.
    pub in_tournament: Option<Vec<Option<bool>>>,
    /// The tournament colour, or `"none"`.
    pub colour: Option<String>,
    /// The last tournament's final colour, or `"none"`.
    pub previous_colour: Option<String>,
    /// The seat whose decision it is, or `"over"`.
    pub decision: Option<serde_json::Value>,
    /// The phase's name (`choose_colour`, `first_card`, `play`, `adapt_keep`, `reaction`,
    /// `return_token`, `choose_token`, `over`).
    pub phase: Option<String>,
    /// The seat the Shield lies before, or `"none"`.
    pub shield: Option<serde_json::Value>,
    /// The seat the Stunned card lies before, or `"none"`.
    pub stunned: Option<serde_json::Value>,
    /// The deck's size.
    pub deck_size: Option<usize>,
    /// The discard pile, bottom first.
    pub discard: Option<Vec<String>>,
    /// The game's winner, or `"none"` for a drawn game.
    pub winner: Option<serde_json::Value>,
    /// Actions that must be legal now.
    pub legal_includes: Option<Vec<String>>,
    /// Actions that must not be legal now (`illegal` is the old name).
    #[serde(alias = "illegal")]
    pub legal_excludes: Option<Vec<String>>,
    /// Exactly the actions legal now, in any order.
    pub legal_exactly: Option<Vec<String>>,
    /// For each seat (its number as text), fields its observation must include.
    pub sees: Option<std::collections::BTreeMap<String, serde_json::Value>>,
    /// Events the step must have produced: each object must match one event's fields.
    pub events: Option<Vec<serde_json::Value>>,
    /// Events the step must not have produced.
    pub no_events: Option<Vec<serde_json::Value>>,
}
