//! The three games behind one object-safe interface, [`Table`]: the server keeps a room's
//! state as a `Box<dyn Table>` and speaks to it in the games' text notation and JSON, so the
//! rest of the server is the same for every game.

use std::any::Any;
use std::panic::{AssertUnwindSafe, catch_unwind};

use bots::{BotGame, Difficulty};
use online_protocol::{ErrorCode, TableSpec};
use rules_core::{Game, GameRng, RuleViolation, Seat, Status};
use serde_json::Value;

/// Why an action (or a table) was refused, as the client is told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The kind of refusal.
    pub code: ErrorCode,
    /// In words.
    pub message: String,
    /// For an illegal action, the rule's stable name.
    pub rule: Option<String>,
}

impl Refusal {
    /// A refusal of kind `code`, without a rule.
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Self {
        Self {
            code,
            message: message.into(),
            rule: None,
        }
    }
}

/// A computer player's decision, to run off the async runtime: returns the action's notation.
pub type BotJob = Box<dyn FnOnce() -> String + Send>;

/// An accepted action not yet committed: the state after it (opaque outside the engine that
/// made it) and the status it leaves.
pub struct Pending {
    next: Box<dyn Any + Send>,
    /// Whose decision it is after the action, or the outcome.
    pub status: Status,
}

/// A match of any game, at some point of its record.
pub trait Table: Send + Sync {
    /// How many actions were applied.
    fn seq(&self) -> u64;
    /// Whose decision it is, or the outcome.
    fn status(&self) -> Status;
    /// The number of seats.
    fn players(&self) -> usize;
    /// The deciding seat's legal actions in the game's notation (empty once over).
    fn legal(&self) -> Vec<String>;
    /// `seat`'s observation as JSON; a spectator's (`None`) shows only what every seat knows.
    fn observe(&self, seat: Option<Seat>) -> Value;
    /// How many events the match has had, the deal's included.
    fn event_count(&self) -> usize;
    /// Events `from..` as `seats` together may see them (none: the public table).
    fn events_seen_by(&self, from: usize, seats: &[Seat]) -> Vec<Value>;
    /// Checks `action` (the deciding seat's, in notation) and returns the state after it,
    /// leaving this one unchanged; refused with the reason.
    fn prepare(&self, action: &str) -> Result<Pending, Refusal>;
    /// Moves to the state `pending` holds (made by [`Table::prepare`] on this table).
    fn commit(&mut self, pending: Pending);
    /// The deciding seat's decision made by a computer player of `level`, its random choices
    /// drawn from `seed`; `None` once over.
    fn bot_job(&self, level: Difficulty, seed: u64) -> Option<BotJob>;
}

struct Engine<G: Game> {
    game: G,
    events: Vec<G::Event>,
    seq: u64,
}

impl<G> Table for Engine<G>
where
    G: BotGame + Send + Sync,
    G::Event: Send + Sync,
    G::Observation: Send,
{
    fn seq(&self) -> u64 {
        self.seq
    }

    fn status(&self) -> Status {
        self.game.status()
    }

    fn players(&self) -> usize {
        self.game.num_players()
    }

    fn legal(&self) -> Vec<String> {
        let mut legal = Vec::new();
        self.game.legal_actions(&mut legal);
        legal.iter().map(ToString::to_string).collect()
    }

    fn observe(&self, seat: Option<Seat>) -> Value {
        let observation = match seat {
            Some(seat) => self.game.observe(seat),
            None => self.game.observe_public(),
        };
        serde_json::to_value(observation).unwrap_or(Value::Null)
    }

    fn event_count(&self) -> usize {
        self.events.len()
    }

    fn events_seen_by(&self, from: usize, seats: &[Seat]) -> Vec<Value> {
        self.events
            .get(from..)
            .unwrap_or_default()
            .iter()
            .map(|e| serde_json::to_value(G::event_seen_by(e, seats)).unwrap_or(Value::Null))
            .collect()
    }

    fn prepare(&self, text: &str) -> Result<Pending, Refusal> {
        if self.game.outcome().is_some() {
            return Err(Refusal::new(ErrorCode::MatchOver, "the match is over"));
        }
        let action: G::Action = text
            .parse()
            .map_err(|e: rules_core::ParseError| Refusal::new(ErrorCode::BadNotation, e.0))?;
        // The engines refuse bad actions without panicking (their hostile-input tests); a
        // panic all the same costs this action, never the room or the server.
        let applied = catch_unwind(AssertUnwindSafe(|| {
            let mut game = self.game.clone();
            let mut events = Vec::new();
            game.apply(&action, &mut events).map(|()| (game, events))
        }));
        match applied {
            Ok(Ok(next)) => Ok(Pending {
                status: next.0.status(),
                next: Box::new(next),
            }),
            Ok(Err(e)) => Err(Refusal {
                code: ErrorCode::IllegalAction,
                message: e.to_string(),
                rule: Some(e.rule().to_string()),
            }),
            Err(_) => Err(Refusal::new(
                ErrorCode::IllegalAction,
                "the rules engine failed on this action",
            )),
        }
    }

    fn commit(&mut self, pending: Pending) {
        if let Ok(next) = pending.next.downcast::<(G, Vec<G::Event>)>() {
            let (game, events) = *next;
            self.game = game;
            self.events.extend(events);
            self.seq += 1;
        }
    }

    fn bot_job(&self, level: Difficulty, seed: u64) -> Option<BotJob> {
        let Status::Decision(seat) = self.game.status() else {
            return None;
        };
        let observation = self.game.observe(seat);
        let mut legal = Vec::new();
        self.game.legal_actions(&mut legal);
        let mut bot = G::bot(level, seed);
        Some(Box::new(move || {
            bot.choose(&observation, &legal).to_string()
        }))
    }
}

fn deal<G>(options: Value, seed: u64) -> Result<Box<dyn Table>, String>
where
    G: BotGame + Send + Sync,
    G::Event: Send + Sync,
    G::Observation: Send,
{
    let options: G::Options = serde_json::from_value(options).map_err(|e| e.to_string())?;
    let mut events = Vec::new();
    let game = G::new_game(&options, seed, &mut events).map_err(|e| e.to_string())?;
    Ok(Box::new(Engine {
        game,
        events,
        seq: 0,
    }))
}

/// Deals the table `spec` describes with `seed`: checked against the registry, and every
/// computer seat's level against those the bots offer at this table. The error says what is
/// wrong.
pub fn new_table(spec: &TableSpec, seed: u64) -> Result<Box<dyn Table>, String> {
    let options = spec.engine_options()?;
    let rules = spec.rule_set()?;
    for level in levels(spec)?.into_iter().flatten() {
        if !bots::offered_levels(&spec.game, rules, spec.players()).contains(&level) {
            return Err(format!(
                "the {level} level is not offered at this table (see docs/AI.md)"
            ));
        }
    }
    match spec.game.as_str() {
        ivanhoe_rules::State::NAME => deal::<ivanhoe_rules::State>(options, seed),
        castle_lords_rules::State::NAME => deal::<castle_lords_rules::State>(options, seed),
        knights_ninjas_rules::State::NAME => deal::<knights_ninjas_rules::State>(options, seed),
        other => Err(format!("the server has no engine for '{other}'")),
    }
}

/// Each seat's computer level, `None` for a person's seat; an unknown level is an error.
pub fn levels(spec: &TableSpec) -> Result<Vec<Option<Difficulty>>, String> {
    spec.seats
        .iter()
        .map(|seat| match seat {
            online_protocol::SeatSpec::Person => Ok(None),
            online_protocol::SeatSpec::Computer { level, .. } => level.parse().map(Some),
        })
        .collect()
}

/// The seed of the computer player deciding action `seq` of a room dealt from `room_seed`:
/// derived from the room's, so that every server running it decides alike.
pub fn bot_seed(room_seed: u64, seq: u64) -> u64 {
    GameRng::derived(room_seed, 0xB07_0000_0000 ^ seq).next_u64()
}

#[cfg(test)]
mod tests {
    use online_protocol::SeatSpec;

    use super::*;

    fn spec(game: &str, seats: Vec<SeatSpec>) -> TableSpec {
        TableSpec {
            game: game.into(),
            rules: None,
            options: Default::default(),
            seats,
        }
    }

    /// Every game deals; an action is checked on a copy, the table moves only on commit.
    #[test]
    fn every_game_deals_and_moves_only_on_commit() {
        for game in ["ivanhoe", "castle-lords", "knights-ninjas"] {
            let mut table = new_table(&spec(game, vec![SeatSpec::Person; 3]), 7).unwrap();
            assert_eq!(table.players(), 3);
            let before = table.observe(Some(0));
            let first = table.legal()[0].clone();
            let pending = table.prepare(&first).unwrap();
            assert_eq!((table.seq(), table.observe(Some(0))), (0, before), "{game}");
            table.commit(pending);
            assert_eq!(table.seq(), 1, "{game}");
        }
    }

    /// Bad notation, an illegal action and an unoffered level are refused with their kind.
    #[test]
    fn refusals_name_their_kind() {
        let table = new_table(&spec("ivanhoe", vec![SeatSpec::Person; 2]), 1).unwrap();
        assert_eq!(
            table.prepare("fly away").err().unwrap().code,
            ErrorCode::BadNotation
        );
        let legal = table.legal();
        let illegal = ["withdraw", "stay", "play C1", "keep 1"]
            .into_iter()
            .find(|a| !legal.iter().any(|l| l == a) && a.parse::<ivanhoe_rules::Action>().is_ok())
            .unwrap();
        let refusal = table.prepare(illegal).err().unwrap();
        assert_eq!(refusal.code, ErrorCode::IllegalAction);
        assert!(refusal.rule.is_some());
        let expert = SeatSpec::Computer {
            level: "expert".into(),
            name: None,
        };
        let err = new_table(&spec("ivanhoe", vec![SeatSpec::Person, expert]), 1)
            .err()
            .unwrap();
        assert!(err.contains("not offered"), "{err}");
    }

    /// A computer player's job returns one of the legal actions.
    #[test]
    fn a_bot_job_returns_a_legal_action() {
        let table = new_table(&spec("knights-ninjas", vec![SeatSpec::Person; 2]), 3).unwrap();
        let action = table.bot_job(Difficulty::Normal, 5).unwrap()();
        assert!(table.legal().contains(&action), "{action}");
    }
}
