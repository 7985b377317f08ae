//! A match of any game behind one object-safe interface, [`Table`]: a program keeps it as a
//! `Box<dyn Table>` (from [`crate::Entry::deal`]) and speaks to it in the game's text notation
//! and JSON, so that what it does is the same for every game.

use std::any::Any;
use std::panic::{AssertUnwindSafe, catch_unwind};

use bots::BotGame;
use rules_core::{Difficulty, Game, RuleViolation, Seat, Status};
use serde_json::Value;

/// Why [`Table::prepare`] refused an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RejectionKind {
    /// The match is over: it takes no more actions.
    Over,
    /// The text is not an action of the game.
    Notation,
    /// The action breaks a rule (or the engine failed on it).
    Illegal,
}

/// An action refused, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rejection {
    /// The kind of refusal.
    pub kind: RejectionKind,
    /// In words.
    pub message: String,
    /// For an illegal action, the rule's stable name (none when the engine failed on it).
    pub rule: Option<String>,
}

impl Rejection {
    fn new(kind: RejectionKind, message: impl Into<String>) -> Self {
        Self {
            kind,
            message: message.into(),
            rule: None,
        }
    }
}

/// A computer player's decision, to run off the caller's thread: returns the action's notation.
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
    /// Writes `seat`'s observation to `out` as JSON; a spectator's (`None`) shows only what
    /// every seat knows ([`rules_core::Game::observe_public`]). Written from the game's own
    /// types: building it as [`Value`]s first was about a twentieth of the online server's
    /// CPU (docs/PERFORMANCE.md).
    fn write_observation(&self, seat: Option<Seat>, out: &mut Vec<u8>);
    /// How many events the match has had, the deal's included.
    fn event_count(&self) -> usize;
    /// Writes events `from..` to `out` as a JSON array, as `seats` together may see them (none:
    /// the public table).
    fn write_events_seen_by(&self, from: usize, seats: &[Seat], out: &mut Vec<u8>);
    /// Checks `action` (the deciding seat's, in notation) and returns the state after it,
    /// leaving this one unchanged; refused with the reason.
    fn prepare(&self, action: &str) -> Result<Pending, Rejection>;
    /// Moves to the state `pending` holds (made by [`Table::prepare`] on this table).
    fn commit(&mut self, pending: Pending);
    /// The deciding seat's decision made by a computer player of `level`, its random choices
    /// drawn from `seed`; `None` once over.
    fn bot_job(&self, level: Difficulty, seed: u64) -> Option<BotJob>;
}

/// Writes `value` to `out` as JSON, or `null` if it cannot be (a map whose keys are not
/// strings: no game's types have one), so that a view is never cut short.
fn write_json(value: &impl serde::Serialize, out: &mut Vec<u8>) {
    let start = out.len();
    if serde_json::to_writer(&mut *out, value).is_err() {
        out.truncate(start);
        out.extend_from_slice(b"null");
    }
}

/// A match of `G` with the events it has had.
pub(crate) struct Engine<G: Game> {
    game: G,
    events: Vec<G::Event>,
    seq: u64,
}

impl<G: Game> Engine<G> {
    /// Deals a match of `G` from `options` (the game's own, as JSON) and `seed`.
    pub(crate) fn deal(options: Value, seed: u64) -> Result<Self, String> {
        let options: G::Options = serde_json::from_value(options).map_err(|e| e.to_string())?;
        let mut events = Vec::new();
        let game = G::new_game(&options, seed, &mut events).map_err(|e| e.to_string())?;
        Ok(Engine {
            game,
            events,
            seq: 0,
        })
    }
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

    fn write_observation(&self, seat: Option<Seat>, out: &mut Vec<u8>) {
        let observation = match seat {
            Some(seat) => self.game.observe(seat),
            None => self.game.observe_public(),
        };
        write_json(&observation, out);
    }

    fn event_count(&self) -> usize {
        self.events.len()
    }

    fn write_events_seen_by(&self, from: usize, seats: &[Seat], out: &mut Vec<u8>) {
        out.push(b'[');
        for (i, event) in self
            .events
            .get(from..)
            .unwrap_or_default()
            .iter()
            .enumerate()
        {
            if i > 0 {
                out.push(b',');
            }
            write_json(&G::event_seen_by(event, seats), out);
        }
        out.push(b']');
    }

    fn prepare(&self, text: &str) -> Result<Pending, Rejection> {
        if self.game.outcome().is_some() {
            return Err(Rejection::new(RejectionKind::Over, "the match is over"));
        }
        let action: G::Action = text
            .parse()
            .map_err(|e: rules_core::ParseError| Rejection::new(RejectionKind::Notation, e.0))?;
        // The engines refuse bad actions without panicking (their hostile-input tests); a
        // panic all the same costs this action, never the match or the program.
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
            Ok(Err(e)) => Err(Rejection {
                kind: RejectionKind::Illegal,
                message: e.to_string(),
                rule: Some(e.rule().to_string()),
            }),
            Err(_) => Err(Rejection::new(
                RejectionKind::Illegal,
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
