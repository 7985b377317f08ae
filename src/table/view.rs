//! The view: what the people at this screen may see of the match, and what they decide. It is
//! all a game's presentation reads ([`Seen`], [`Seating`], the [`TableEvent`]s) and all it sends
//! ([`Decision`]). A match source (`source`: the engine here with its computer players, a record
//! played back, later a server) fills it and takes the decisions; nothing here knows which.

use bevy::prelude::*;
use rules_core::{Game, Seat};

use super::{Interlude, TableGame};
use crate::Engine;
use crate::{Action, EngineEvent, Observation};
use shell::locale::Msg;
use shell::screens::{MatchSummary, SeatKind, SeatSetup, SeatSummary};

/// Who sits at the table, who decides now and how many decisions were made: the public part of
/// the match, which the games read beside [`Seen`] (never the [`Session`](super::Session), whose engine state
/// holds every hidden card), as do the systems that serve every game alike (hand-off, the match
/// menu, waking the window). Apply, undo and jumps keep it in step with the [`Session`](super::Session).
#[derive(Resource, Clone, Debug, Default)]
pub struct Seating {
    /// The seats.
    pub seats: Vec<SeatSetup>,
    /// The seat whose decision it is, `None` once the game is over.
    pub deciding: Option<Seat>,
    /// Decisions applied so far.
    pub decisions: usize,
}

impl Seating {
    /// The winner's screen's summary of `board`'s finished match: the winners by name, each
    /// seat by name with `line(seat)` (what it holds, in words, and its score), and `footer`.
    pub fn summary<G: Game>(
        &self,
        board: &G,
        line: impl Fn(Seat) -> (String, u32),
        footer: String,
    ) -> MatchSummary {
        let winners = board.outcome().map(|o| o.winners).unwrap_or_default();
        MatchSummary {
            winners: winners
                .iter()
                .map(|&s| self.seats[s].name.clone())
                .collect(),
            seats: self
                .seats
                .iter()
                .enumerate()
                .map(|(s, seat)| {
                    let (holdings, score) = line(s);
                    SeatSummary {
                        name: seat.name.clone(),
                        holdings,
                        score,
                    }
                })
                .collect(),
            footer,
        }
    }

    /// Whether a person plays `seat`.
    pub fn is_human(&self, seat: Seat) -> bool {
        is_human(&self.seats, seat)
    }

    /// How many people play.
    pub fn humans(&self) -> usize {
        humans(&self.seats)
    }

    /// The seats' names.
    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }

    /// What the prompt says while `seat`, a person playing from elsewhere (online), decides:
    /// that they choose, or that they are offline and the match waits for them (`away`, the
    /// seats whose connection is down). `None` for a seat played here or by the computer.
    pub fn remote_prompt(&self, seat: Seat, away: &AwaySeats) -> Option<Msg> {
        let setup = self.seats.get(seat)?;
        (setup.kind == SeatKind::Remote).then(|| {
            let id = if away.0.contains(&seat) {
                "table-prompt-offline"
            } else {
                "table-prompt-remote"
            };
            Msg::new(id).with("name", setup.name.clone())
        })
    }
}

/// The seats of people playing from elsewhere whose connection to the server is down now (the
/// remote source fills it from the server's presence; empty for a match played here).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct AwaySeats(pub Vec<Seat>);

pub(super) fn is_human(seats: &[SeatSetup], seat: Seat) -> bool {
    seats.get(seat).is_some_and(|s| s.kind == SeatKind::Human)
}

pub(super) fn humans(seats: &[SeatSetup]) -> usize {
    seats.iter().filter(|s| s.kind == SeatKind::Human).count()
}

/// A decision of a seat, from a person or a computer player, for the engine to apply.
#[derive(Message, Clone, Debug)]
pub struct Decision<G: TableGame> {
    /// Who decides.
    pub seat: Seat,
    /// What.
    pub action: Action<G>,
}

/// An event of the engine as the people at this screen may see it (see [`seats_at_screen`]),
/// for the table to show.
#[derive(Message, Clone, Debug)]
pub struct TableEvent<G: TableGame>(pub EngineEvent<G>);

/// What the people at this screen may see of the match: the only match data a game's
/// presentation (table, HUD, a person's choices) reads. An online client, whose engine state
/// stays on a server, would fill it from the messages it receives; the local source fills it from
/// the [`Session`](super::Session) after every change. The events the table shows come likewise hidden
/// ([`TableEvent`]).
#[derive(Resource)]
pub struct Seen<G: TableGame> {
    /// The seat the table is seen from: the viewer, else the last viewer, else the person at the
    /// screen, else seat 0.
    pub seat: Seat,
    /// That seat's observation.
    pub observation: Observation<G>,
    /// A whole table rebuilt from that observation alone, the cards it does not show dealt by a
    /// fixed seed: the engine's own queries (a display's total, the rule that refuses a card)
    /// answer the presentation from it. Only `seat`'s hand and the public table are real.
    pub board: Engine<G>,
    /// The seat deciding now, `None` once the match is over.
    pub deciding: Option<Seat>,
    /// What `seat` may do when it decides now (a server sends the deciding seat this), else
    /// nothing.
    pub legal: Vec<Action<G>>,
    /// In a replay, every seat's observation, by seat: every hand lies face up. Empty in play.
    pub open_hands: Vec<Observation<G>>,
}

impl<G: TableGame> Seen<G> {
    /// In a replay, the observation of `seat` (whose hand lies face up), else `None`.
    pub fn open_hand(&self, seat: Seat) -> Option<&Observation<G>> {
        self.open_hands.get(seat)
    }
}

/// The seats whose hidden cards the people at this screen may see: every person's seat (with
/// several, each hand is still shown only to its owner, after the hand-off), none when only
/// computer players play.
pub fn seats_at_screen(seats: &[SeatSetup]) -> Vec<Seat> {
    (0..seats.len()).filter(|&s| is_human(seats, s)).collect()
}

/// The person at this screen who decides now: `None` while a computer player decides, during a
/// pause, before the hand-off has given them the screen, or before what they see has caught up
/// (the apply step refreshes [`Seen`]; a seat just handed the screen waits a frame for it).
pub fn person_to_decide<G: TableGame>(
    seating: &Seating,
    seen: &Seen<G>,
    viewer: &Viewer,
    interlude: &Interlude,
) -> Option<Seat> {
    seating.deciding.filter(|&s| {
        seating.is_human(s)
            && viewer.0 == Some(s)
            && interlude.0.is_none()
            && seen.seat == s
            && seen.deciding == Some(s)
    })
}

/// Whose hand the table shows face up: the person whose turn it is (after the hand-off screen
/// when several share the screen), or nobody.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Viewer(pub Option<Seat>);
