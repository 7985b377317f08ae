//! The table put at another point of its match's record at once — a decision taken back, a
//! replay sought, a saved match resumed: the record replayed through the engine from the deal
//! ([`replay`]), the view told it jumped ([`TableReset`]), the table laid out settled ([`Jump`]).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use rules_core::Seat;
use rules_core::undo::Step;

use crate::Engine;
use crate::animation::Settle;
use crate::{Action, EngineEvent, Options};
use crate::{GameLog, Interlude, Seating, Session, TableEvent, TableGame};
use rules_core::Game;
use shell::locale::Msg;

/// The table jumps rather than moves on (a decision taken back): what a game keeps from the
/// events it has shown (where each card lies, the log, a tally) starts again from nothing, and
/// the [`TableEvent`]s that follow in the same frame are the whole match so far.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct TableReset;

/// What a jump of the table changes: the match put at another point of its record at once
/// (a decision taken back, a replay sought), laid out settled, the log written again.
#[derive(SystemParam)]
pub struct Jump<'w, G: TableGame> {
    session: ResMut<'w, Session<G>>,
    seating: ResMut<'w, Seating>,
    events: MessageWriter<'w, TableEvent<G>>,
    resets: MessageWriter<'w, TableReset>,
    next_phase: ResMut<'w, NextState<<G as TableGame>::Phase>>,
    interlude: ResMut<'w, Interlude>,
    log: ResMut<'w, GameLog>,
    settle: ResMut<'w, Settle>,
}

impl<G: TableGame> Jump<'_, G> {
    /// The match at the table.
    pub fn session(&self) -> &Session<G> {
        &self.session
    }

    /// Whether the table pauses (a tournament won) before play goes on.
    pub fn pausing(&self) -> bool {
        self.interlude.0.is_some()
    }

    /// Puts the match where `actions` of its record leave it, replayed from the deal. An
    /// error (the engine refusing its own record would be a bug) leaves the match as it was.
    pub fn to(&mut self, actions: Vec<Action<G>>) -> Result<(), Msg> {
        let options = self.session.engine().options().clone();
        let replayed = replay::<G>(
            &options,
            self.session.seed,
            &actions,
            &self.session.at_screen,
        )?;
        let session = &mut *self.session;
        session.state = replayed.state;
        session.actions = actions;
        session.steps = replayed.steps;
        *self.seating = Seating::of(session);
        self.interlude.0 = None;
        NextState::set_if_neq(&mut *self.next_phase, G::table_phase(&session.state));
        self.log.0.clear();
        self.resets.write(TableReset);
        self.events
            .write_batch(replayed.seen.into_iter().map(TableEvent));
        self.settle.begin();
        Ok(())
    }
}

/// A match replayed through the engine from its options, seed and actions.
pub struct Replayed<G: TableGame> {
    /// The state after the last action.
    pub state: Engine<G>,
    /// Every event of the deal and of each action, as the people at this screen saw it.
    pub seen: Vec<EngineEvent<G>>,
    /// Each action as undo sees it.
    pub steps: Vec<Step>,
}

/// Replays `actions` from a deal of `options` and `seed`. An action the engine refuses is an
/// error naming it (a save edited by hand, or written by a different engine): a message that
/// completes "the match …".
pub fn replay<G: TableGame>(
    options: &Options<G>,
    seed: u64,
    actions: &[Action<G>],
    at_screen: &[Seat],
) -> Result<Replayed<G>, Msg> {
    let mut events = Vec::new();
    let mut state = G::Engine::new_game(options, seed, &mut events)
        .map_err(|e| Msg::new("record-cannot-deal").with("error", e.to_string()))?;
    let mut seen: Vec<EngineEvent<G>> = events
        .iter()
        .map(|e| G::Engine::event_seen_by(e, at_screen))
        .collect();
    let mut steps = Vec::with_capacity(actions.len());
    for (index, action) in actions.iter().enumerate() {
        let Some(seat) = super::deciding(&state) else {
            return Err(Msg::new("record-after-end")
                .with("decision", index + 1)
                .with("action", action.to_string()));
        };
        events.clear();
        state.apply(action, &mut events).map_err(|e| {
            Msg::new("record-breaks-rules")
                .with("decision", index + 1)
                .with("action", action.to_string())
                .with("error", e.to_string())
        })?;
        steps.push(Step::of::<Engine<G>>(seat, &events));
        seen.extend(
            events
                .iter()
                .map(|e| G::Engine::event_seen_by(e, at_screen)),
        );
    }
    Ok(Replayed { state, seen, steps })
}
