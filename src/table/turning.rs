//! The turning points of a match, for the winner's screen: when a match of one person against
//! computer players ends here, every decision of its record is analysed from its deciding
//! seat's observation (`bots::analysis::MatchAnalyser`), and the person's costliest choices and
//! the opponents' biggest gains ([`bots::analysis::turning_points`]) go to the screen
//! ([`TurningPoints`]), each named in the game's words. Choosing one opens the replay at that
//! decision with its hint shown (`hint::HintOnArrival`).
//!
//! The analysis runs on a background task natively and in slices of each frame in the browser,
//! and goes on while the winner's screen shows; it is dropped when another match starts.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};
use bots::Budget;
use bots::analysis::{DecisionEstimate, MatchAnalyser, TurningPoint, turning_points};
use rules_core::{Game, Seat};

use super::decide::Picks;
use super::guide::Guided;
use super::source::bots::slice_for;
use super::{Allows, AtTable, Searching, Seating, Seen, Session, ThinkingMode};
use crate::Action;
use crate::Engine;
use shell::locale::Msg;
use shell::screens::{SeatKind, SeatSetup};
use shell::screens::{TurningLine, TurningPoints};

/// Each decision's search: fewer iterations than a hint's, and a tenth of a second at most, as
/// a whole match is analysed (natively about 25 ms a decision in Ivanhoe, 45 in Castle Lords).
const BUDGET: Budget = Budget {
    iterations: Some(1_000),
    time: Some(Duration::from_millis(100)),
};

/// Whether the turning points of a match are looked for when it ends (the windowed game: yes;
/// the headless tests turn it off, but for those of the turning points).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct FindTurningPoints(pub bool);

impl Default for FindTurningPoints {
    fn default() -> Self {
        Self(true)
    }
}

/// How many turning points of each kind are shown.
const SHOWN: usize = 3;

/// The analysis under way.
#[derive(Resource)]
struct TurningWork<G: Picks> {
    person: Seat,
    seats: Vec<SeatSetup>,
    seed: u64,
    dealt: Engine<G>,
    actions: Vec<Action<G>>,
    /// The work (the mutex makes it `Sync`, as a resource must be; only these systems touch it).
    running: Mutex<Running<G>>,
}

type Estimates<G> = Result<Vec<DecisionEstimate<Action<G>>>, String>;

enum Running<G: Picks> {
    /// A background task, and how far it has gone.
    Task(Task<Estimates<G>>, Arc<AtomicUsize>),
    /// A slice of each frame.
    Slices(Box<MatchAnalyser<Engine<G>>>, Duration),
}

pub(super) fn add<G: Picks>(app: &mut App) {
    app.init_resource::<FindTurningPoints>();
    app.add_systems(
        Update,
        start::<G>.run_if(in_state(AtTable(G::Engine::NAME)).and_then(Allows::is_played_here)),
    );
    app.add_systems(Update, work::<G>.run_if(resource_exists::<TurningWork<G>>));
    app.add_systems(
        OnEnter(AtTable(G::Engine::NAME)),
        |mut commands: Commands,
         mut searching: ResMut<Searching>,
         mut points: ResMut<TurningPoints>| {
            commands.remove_resource::<TurningWork<G>>();
            searching.turning = false;
            *points = TurningPoints::None;
        },
    );
}

/// When the match at the table ends with one person against computer players (not a guided
/// one): the analysis of its record starts.
#[allow(clippy::too_many_arguments)]
fn start<G: Picks>(
    mut commands: Commands,
    session: Res<Session<G>>,
    guided: Option<Res<Guided<G>>>,
    mode: Res<ThinkingMode>,
    mut points: ResMut<TurningPoints>,
    mut started: Local<Option<(String, usize)>>,
    find: Res<FindTurningPoints>,
) {
    if session.engine().outcome().is_none() || guided.is_some() || !find.0 {
        return;
    }
    let key = (session.save.key.clone(), session.actions.len());
    if started.as_ref() == Some(&key) {
        return;
    }
    *started = Some(key);
    let people: Vec<Seat> = (0..session.seats.len())
        .filter(|&s| session.seats[s].kind == SeatKind::Human)
        .collect();
    let against_computers = session
        .seats
        .iter()
        .all(|s| matches!(s.kind, SeatKind::Human | SeatKind::Computer(_)));
    let [person] = people[..] else {
        *points = TurningPoints::None;
        return;
    };
    if !against_computers {
        *points = TurningPoints::None;
        return;
    }
    let state = session.engine();
    let dealt = match G::Engine::new_game(state.options(), session.seed, &mut Vec::new()) {
        Ok(dealt) => dealt,
        Err(e) => {
            error!(
                "{}: the match's deal cannot be dealt again: {e}",
                G::Engine::NAME
            );
            *points = TurningPoints::None;
            return;
        }
    };
    let actions = session.actions.clone();
    let seed = rules_core::GameRng::derived(0x5455_524E, actions.len() as u64).next_u64();
    let mut analyser = MatchAnalyser::new(dealt.clone(), actions.clone(), BUDGET, seed);
    let running = match *mode {
        ThinkingMode::Background => {
            let done = Arc::new(AtomicUsize::new(0));
            let progress = done.clone();
            let task = AsyncComputeTaskPool::get().spawn(async move {
                loop {
                    if let Some(result) = analyser.run(Some(Duration::from_millis(50))) {
                        return result;
                    }
                    progress.store(analyser.progress().0, Ordering::Relaxed);
                }
            });
            Running::Task(task, done)
        }
        ThinkingMode::Slices(slice) => Running::Slices(Box::new(analyser), slice),
    };
    *points = TurningPoints::Finding {
        done: 0,
        total: actions.len(),
    };
    commands.insert_resource(TurningWork::<G> {
        person,
        seats: session.seats.clone(),
        seed: session.seed,
        dealt,
        actions,
        running: Mutex::new(running),
    });
}

/// Runs the analysis on, says how far it has gone, and names the turning points once done.
fn work<G: Picks>(
    mut commands: Commands,
    mut work: ResMut<TurningWork<G>>,
    mut points: ResMut<TurningPoints>,
    mut searching: ResMut<Searching>,
    real: Res<Time<Real>>,
) {
    let total = work.actions.len();
    let running = work
        .running
        .get_mut()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let (result, done) = match running {
        Running::Task(task, done) => (block_on(poll_once(task)), done.load(Ordering::Relaxed)),
        Running::Slices(analyser, slice) => {
            let result = analyser.run(Some(slice_for(*slice, real.delta())));
            (result, analyser.progress().0)
        }
    };
    let Some(result) = result else {
        searching.turning = true;
        points.set_if_neq(TurningPoints::Finding { done, total });
        return;
    };
    searching.turning = false;
    commands.remove_resource::<TurningWork<G>>();
    *points = match result {
        Ok(estimates) => {
            let (costs, gains) = turning_points(&estimates, work.person, work.seats.len(), SHOWN);
            TurningPoints::Found(lines(&work, &costs, &gains))
        }
        Err(why) => {
            // The record was played here: a refusal would be a bug in the engine.
            error!("{}: the turning points: {why}", G::Engine::NAME);
            TurningPoints::None
        }
    };
}

/// The turning points in the game's words: the person's costliest choices first, then the
/// opponents' gains, each in the order of the match.
fn lines<G: Picks>(
    work: &TurningWork<G>,
    costs: &[TurningPoint<Action<G>>],
    gains: &[TurningPoint<Action<G>>],
) -> Vec<TurningLine> {
    let mut all: Vec<&TurningPoint<Action<G>>> = costs.iter().chain(gains).collect();
    all.sort_by_key(|p| p.estimate.index);
    let mut state = work.dealt.clone();
    let mut events = Vec::new();
    let mut out = Vec::new();
    let mut at = 0;
    for point in all {
        while at < point.estimate.index {
            if state.apply(&work.actions[at], &mut events).is_err() {
                return out;
            }
            at += 1;
        }
        let seat = point.estimate.seat;
        let seen = Seen::at(&state, seat, work.seed, at, false);
        let seating = Seating {
            seats: work.seats.clone(),
            deciding: Some(seat),
            decisions: at,
        };
        let named = |action: &Action<G>| super::hint::named::<G>(&seen, &seating, action);
        let points = (point.change.abs() * 100.0).round() as i64;
        let words = if seat == work.person {
            Msg::new("turning-cost")
                .with("made", Msg::new("decision-count").with("count", at as i64))
                .with("choice", named(&point.estimate.action))
                .with("best", named(&point.estimate.best))
                .with("points", points)
        } else {
            Msg::new("turning-gain")
                .with("made", Msg::new("decision-count").with("count", at as i64))
                .with("name", work.seats[seat].name.clone())
                .with("choice", named(&point.estimate.action))
                .with("points", points)
        };
        out.push(TurningLine {
            decisions: at,
            words,
            cost: seat == work.person,
            search: point.estimate.search,
        });
    }
    out
}
