//! Match sources: where the match the view shows comes from, and where its decisions go. The
//! local source is the engine here: it deals or puts back a record (`start`), applies the
//! decisions of the people at the screen and of the computer players (`apply`, `bots`), takes
//! decisions back (`undo`) and saves after each (`saving`). A record played back (`replay`) is a
//! second source. Each fills the view ([`Seen`], [`Seating`], the [`TableEvent`]s) the same way,
//! so a game's table never knows which one feeds it. A match online (`remote`) is the third: a
//! server's views fill the view, and the person's decisions go to the server.
//!
//! [`TableEvent`]: super::TableEvent

pub(super) mod apply;
pub(super) mod bots;
pub(super) mod jump;
pub mod remote;
pub mod replay;
pub(super) mod saving;
pub(super) mod start;
pub(super) mod undo;

use bevy::prelude::*;
use rules_core::undo::Step;
use rules_core::{Game, Seat, Status};

use super::view::{humans, is_human};
use super::{Seating, Seen, TableGame, Viewer};
use crate::Engine;
use crate::{Action, Observation};
use shell::screens::SeatSetup;

/// The match in progress: the engine's state and its record.
#[derive(Resource)]
pub struct Session<G: TableGame> {
    /// The engine's full state, hidden cards included: only the kit (apply, bots, [`Seen`])
    /// reads it; games read [`Seen`].
    state: Engine<G>,
    /// The seats.
    pub seats: Vec<SeatSetup>,
    /// The deal's seed.
    pub seed: u64,
    /// Every action so far (with the options and the seed, the match record).
    pub actions: Vec<Action<G>>,
    /// Each action as undo sees it: who decided, and whether it closed the way back.
    pub steps: Vec<Step>,
    /// Where the match is saved, and when it began.
    pub save: SaveSlot,
    /// The seats whose hidden cards this screen may show: the people's seats in play
    /// ([`seats_at_screen`]), every seat in a replay.
    pub at_screen: Vec<Seat>,
    /// Whether every hand lies face up (a replay).
    pub hands_open: bool,
}

/// A match's place in the store of saves: its key, and when it began (Unix seconds).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveSlot {
    /// Its key in the store.
    pub key: String,
    /// When the match began.
    pub started: u64,
}

impl<G: TableGame> Session<G> {
    /// The engine's full state, for tests that check the table against it. A game's
    /// presentation never reads it (`tests/layers.rs`): it reads [`Seen`].
    pub fn engine(&self) -> &Engine<G> {
        &self.state
    }

    /// The seats' names.
    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }

    /// The seat whose decision it is, if the game goes on.
    pub fn deciding(&self) -> Option<Seat> {
        deciding(&self.state)
    }

    /// Whether a person plays `seat`.
    pub fn is_human(&self, seat: Seat) -> bool {
        is_human(&self.seats, seat)
    }

    /// How many people play.
    pub fn humans(&self) -> usize {
        humans(&self.seats)
    }
}

/// Where the match at the table comes from, for the systems that serve every game alike.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Source {
    /// Played here: the engine applies the decisions of the people at this screen and of the
    /// computer players.
    #[default]
    Local,
    /// A record played back ([`replay`]): nobody decides, every hand lies face up, nothing is
    /// saved.
    Replay,
    /// Played on a server ([`remote`]): its views fill the table, the person's decisions go to
    /// it; no engine state here, no computer player, nothing saved or taken back.
    Remote,
}

/// What the match at the table allows, set with its source as the match starts: the kit's
/// menus, hint, calls and power saving read this, never which source feeds the table.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Allows {
    /// A person's decisions may be taken back (the engine and the record are here).
    pub take_back: bool,
    /// Computer players think on this machine (the screen waits for them).
    pub computers_here: bool,
    /// Nobody decides: a record played back, every hand face up. The hint is then the deciding
    /// seat's, and no person's turn is called.
    pub watching_record: bool,
    /// Left, the match goes on elsewhere (its server keeps it) rather than being saved here.
    pub goes_on_elsewhere: bool,
    /// A room online watched from no seat: nobody here decides, and leaving loses nothing.
    pub watching_room: bool,
    /// The match is played here, its engine and whole record on this machine: at its end the
    /// winner's screen may name its turning points (`table::turning`).
    pub played_here: bool,
}

impl Allows {
    /// Whether the match is played here (a run condition): see [`Allows::played_here`].
    pub fn is_played_here(allows: Option<Res<Allows>>) -> bool {
        allows.is_some_and(|a| a.played_here)
    }

    /// What a match from `source` allows.
    pub fn of(source: Source) -> Self {
        match source {
            Source::Local => Allows {
                take_back: true,
                computers_here: true,
                played_here: true,
                ..Allows::default()
            },
            Source::Replay => Allows {
                watching_record: true,
                ..Allows::default()
            },
            Source::Remote => Allows {
                goes_on_elsewhere: true,
                ..Allows::default()
            },
        }
    }
}

impl Source {
    /// Whether the match is played here (a run condition).
    pub fn local(source: Res<Source>) -> bool {
        *source == Source::Local
    }

    /// Whether the match is online (a run condition).
    pub fn remote(source: Res<Source>) -> bool {
        *source == Source::Remote
    }

    /// Whether the engine runs here, with a [`Session`]: a match played here or a replay (a
    /// run condition).
    pub fn engine_here(source: Res<Source>) -> bool {
        *source != Source::Remote
    }
}

impl Seating {
    pub(super) fn of<G: TableGame>(session: &Session<G>) -> Self {
        Seating {
            seats: session.seats.clone(),
            deciding: session.deciding(),
            decisions: session.actions.len(),
        }
    }
}

impl<G: TableGame> Seen<G> {
    /// What `seat` sees of `session`'s match.
    pub fn of(session: &Session<G>, seat: Seat) -> Self {
        Self::at(
            &session.state,
            seat,
            session.seed,
            session.actions.len(),
            session.hands_open,
        )
    }

    /// What `seat` sees of the match in `state`, after `decisions` decisions of the deal of
    /// `seed`; with `hands_open` (a replay) every seat's observation too.
    pub fn at(
        state: &Engine<G>,
        seat: Seat,
        seed: u64,
        decisions: usize,
        hands_open: bool,
    ) -> Self {
        // A fixed seed per decision: the same table for the same moment, every frame.
        let mut rng = rules_core::GameRng::derived(seed, decisions as u64);
        let mut seen = Self::dealt(state.observe(seat), seat, &mut rng);
        if seen.deciding == Some(seat) {
            state.legal_actions(&mut seen.legal);
        }
        if hands_open {
            seen.open_hands = (0..state.num_players()).map(|s| state.observe(s)).collect();
        }
        seen
    }
}

impl<G: TableGame> Seen<G> {
    /// What `seat` sees when all there is of the match is its `observation` (a replay's open
    /// hand, a server's view): the board dealt from it by a fixed seed per decision, and its
    /// legal actions when it decides, which its own observation settles.
    pub fn of_observation(observation: Observation<G>, seat: Seat, decisions: usize) -> Self {
        let mut rng = rules_core::GameRng::derived(0x0_11E, decisions as u64);
        let mut seen = Self::dealt(observation, seat, &mut rng);
        if seen.deciding == Some(seat) {
            seen.board.legal_actions(&mut seen.legal);
        }
        seen
    }

    /// `observation` with a board dealt from it by `rng`, whose status says who decides; no
    /// legal action yet, no hand open.
    fn dealt(observation: Observation<G>, seat: Seat, rng: &mut rules_core::GameRng) -> Self {
        let board = G::Engine::determinize(&observation, rng);
        Seen {
            seat,
            deciding: deciding(&board),
            observation,
            board,
            legal: Vec::new(),
            open_hands: Vec::new(),
        }
    }
}

pub(super) fn deciding<G: Game>(state: &G) -> Option<Seat> {
    match state.status() {
        Status::Decision(seat) => Some(seat),
        Status::Over(_) => None,
    }
}

/// Keeps [`Seen`] up to date: after a decision, and when the viewer changes.
pub(super) fn refresh_seen<G: TableGame>(
    session: Res<Session<G>>,
    mut seen: ResMut<Seen<G>>,
    viewer: Res<Viewer>,
) {
    let turned = viewer.0.is_some_and(|v| v != seen.seat);
    if session.is_changed() || turned {
        let seat = viewer.0.unwrap_or(seen.seat);
        *seen = Seen::of(&session, seat);
    }
}
