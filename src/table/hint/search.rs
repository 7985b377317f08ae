//! Asking for a hint and thinking: the search runs a slice of each frame, so the table keeps
//! moving while it works.

use rules_core::Game;
use std::sync::Mutex;
use std::time::Duration;

use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, block_on, poll_once};
use bots::Budget;
use bots::analysis::Analyser;
use rules_core::GameRng;

use crate::Engine;
use crate::decide::Picks;
use crate::source::bots::slice_for;
use crate::{Searching, Seating, Seen, ThinkingMode};

use super::{AskHint, Hint, HintContext, HintOnArrival, HintTimeLimit, Work};

/// Starts the search asked for, or hides or shows again the hint there is.
pub(super) fn ask<G: Picks>(
    mut commands: Commands,
    mut asks: MessageReader<AskHint>,
    hint: Option<ResMut<Hint<G>>>,
    context: HintContext<G>,
    limit: Res<HintTimeLimit>,
    mode: Res<ThinkingMode>,
    arrival: Option<Res<HintOnArrival>>,
) {
    if asks.read().count() == 0 {
        return;
    }
    let Some(seat) = context.offered() else {
        return;
    };
    let decisions = context.seating.decisions;
    if let Some(mut hint) = hint
        && hint.seat == seat
        && hint.decisions == decisions
    {
        hint.hidden = !hint.hidden;
        return;
    }
    // In a replay the table is seen from one seat and every hand lies open: the hint is the
    // deciding seat's, from what that seat saw then (its open hand, read from the view).
    let view = if context.allows.watching_record {
        let Some(observation) = context.seen.open_hand(seat) else {
            return;
        };
        Some(Box::new(Seen::of_observation(
            observation.clone(),
            seat,
            decisions,
        )))
    } else {
        None
    };
    let seen = view.as_deref().unwrap_or(&context.seen);
    if seen.legal.len() < 2 {
        return;
    }
    let seed = GameRng::derived(0x4849_4E54, ((decisions as u64) << 8) | seat as u64).next_u64();
    let budget = Budget {
        iterations: Some(context.settings.depth.iterations()),
        time: limit.0,
    };
    // At a turning point, the search that found it, again.
    let (budget, seed) = match arrival.as_deref() {
        Some(&HintOnArrival {
            decisions: at,
            search: Some((iterations, seed)),
            ..
        }) if at == decisions => (
            Budget {
                iterations: Some(iterations),
                time: None,
            },
            seed,
        ),
        _ => (budget, seed),
    };
    let Some(mut analyser) =
        Analyser::<Engine<G>>::new(seen.observation.clone(), seen.legal.clone(), budget, seed)
    else {
        return;
    };
    let work = match *mode {
        ThinkingMode::Background => Work::Task(
            AsyncComputeTaskPool::get()
                .spawn(async move { analyser.run(None).expect("a search without a slice ends") }),
        ),
        ThinkingMode::Slices(slice) => Work::Slices(Box::new(analyser), slice),
    };
    let calibrated = bots::chances_checked::<Engine<G>>(
        G::rule_set(seen.board.options()).as_deref(),
        context.seating.seats.len(),
    );
    commands.insert_resource(Hint::<G> {
        seat,
        decisions,
        seed,
        budget,
        analysis: None,
        took: None,
        hidden: false,
        calibrated,
        view,
        work: Mutex::new(work),
        started: Instant::now(),
    });
}

/// In a replay opened at a turning point: the hint is asked for once the replay stands there.
pub(super) fn ask_on_arrival(
    mut commands: Commands,
    arrival: Option<ResMut<HintOnArrival>>,
    seating: Res<Seating>,
    mut ask: MessageWriter<AskHint>,
) {
    let Some(mut arrival) = arrival else {
        return;
    };
    if arrival.decisions == seating.decisions && !arrival.asked {
        ask.write(AskHint);
        arrival.asked = true;
    } else if arrival.asked && arrival.decisions != seating.decisions {
        commands.remove_resource::<HintOnArrival>();
    }
}

/// The longest slice of a frame a hint's search takes.
pub(super) const LONGEST_HINT_SLICE: Duration = Duration::from_millis(200);

/// How long a hint thinks in a frame that followed one of `last_frame`: as long as the frame
/// itself, up to [`LONGEST_HINT_SLICE`], where a computer player takes half of it
/// ([`slice_for`]). The table is still while a person decides and waits for the hint, so the
/// search may have most of the page's time; the page still draws and answers between slices.
pub(super) fn hint_slice(slice: Duration, last_frame: Duration) -> Duration {
    slice_for(slice, last_frame).max(last_frame.min(LONGEST_HINT_SLICE))
}

/// Runs the search on (a slice in the browser), and forgets a hint once its decision is made.
pub(super) fn think<G: Picks>(
    mut commands: Commands,
    hint: Option<ResMut<Hint<G>>>,
    seating: Res<Seating>,
    real: Res<Time<Real>>,
    mut searching: ResMut<Searching>,
    limit: Res<HintTimeLimit>,
) {
    let Some(mut hint) = hint else {
        searching.hint = false;
        return;
    };
    if seating.decisions != hint.decisions || seating.deciding != Some(hint.seat) {
        // Dropping the task cancels the search.
        commands.remove_resource::<Hint<G>>();
        searching.hint = false;
        return;
    }
    // Frames keep coming while it thinks, so that the hint shows when it is ready.
    searching.hint = hint.analysis.is_none();
    let started = hint.started;
    // Polling the search is not a change of the hint: the panel's words (and their lines of
    // why, read off copies of the table) are written again only when it changes.
    let work = hint
        .bypass_change_detection()
        .work
        .get_mut()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let analysis = match work {
        Work::Task(task) => block_on(poll_once(task)),
        // The limit is the wall clock's: the frames between slices count, as the person waits
        // through them.
        Work::Slices(analyser, slice) => {
            let slice = hint_slice(*slice, real.delta());
            analyser.run(Some(slice)).or_else(|| {
                // Another slice would end past the limit: the search stops where it stands.
                limit
                    .0
                    .filter(|l| started.elapsed() + real.delta().max(slice) >= *l)
                    .and_then(|_| analyser.stop())
            })
        }
        Work::Done => return,
    };
    if let Some(analysis) = analysis {
        let took = hint.started.elapsed();
        // For developers and the browser test: how long it thought, on this machine.
        info!(
            "hint ready: seat {} after {} decisions, {} choices, {} deals in {} ms",
            hint.seat,
            hint.decisions,
            analysis.choices.len(),
            analysis.iterations,
            took.as_millis()
        );
        hint.took = Some(took);
        hint.analysis = Some(analysis);
        *hint
            .work
            .get_mut()
            .unwrap_or_else(|poisoned| poisoned.into_inner()) = Work::Done;
    }
}
