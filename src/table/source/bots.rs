//! Computer players: each decides from its seat's observation on a background task, so frames
//! never wait for a search; in the browser, which has one thread, it thinks a slice of each frame
//! instead. It acts once the table is still and a short pause has passed, the same pause whatever
//! it decides (so the Ivanhoe window shows no one's hand by its timing).

use ::bots::BotGame;
use std::sync::Mutex;
use std::time::Duration;

use ::bots::Bot;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};
use rules_core::Seat;

use crate::Engine;
use crate::animation;
use crate::guide::Guided;
use crate::{Action, Observation};
use crate::{AtTable, Decision, Interlude, MatchSystems, Session, TableGame};
use rules_core::Game;
use shell::screens::SeatKind;
use shell::settings::AnimationSpeed;

/// The computer players by seat (`None` for people, and while a player thinks). Bots are
/// `Send` but not `Sync`, hence the mutex: only these systems touch them, one at a time.
#[derive(Resource, Default)]
pub struct SeatBots<G: TableGame>(Mutex<Vec<Option<Box<dyn Bot<Engine<G>>>>>>);

/// Hands `seat` over to a person (`Human`) or a computer player in the middle of a match: the
/// next decision there waits for the person, or the computer player takes it. The layout
/// sweep's way to a person's decision with choices, the log already full (`dev`); call it
/// while another seat decides, so that no computer player of the seat is thinking.
#[cfg(feature = "dev")]
pub(crate) fn hand_over<G: TableGame>(world: &mut World, seat: Seat, kind: SeatKind) {
    let seed = match world.get_resource_mut::<Session<G>>() {
        Some(mut session) => {
            if let Some(s) = session.seats.get_mut(seat) {
                s.kind = kind;
            }
            rules_core::GameRng::derived(session.seed, 0xB07 + seat as u64).next_u64()
        }
        None => 0,
    };
    if let Some(mut seating) = world.get_resource_mut::<crate::Seating>()
        && let Some(s) = seating.seats.get_mut(seat)
    {
        s.kind = kind;
    }
    if let Some(bots) = world.get_resource::<SeatBots<G>>()
        && let Some(slot) = bots.0.lock().expect("bots").get_mut(seat)
    {
        *slot = match kind {
            SeatKind::Computer(level) => Some(G::Engine::bot(level, seed)),
            SeatKind::Human | SeatKind::Remote => None,
        };
    }
}

/// Each game's [`hand_over`] by its engine's name, registered by its
/// [`crate::GamePlugin`], so that the developers' helpers reach a game's match by its name.
#[cfg(feature = "dev")]
#[derive(Resource, Default)]
pub(crate) struct HandOvers(
    pub(crate) std::collections::HashMap<&'static str, fn(&mut World, Seat, SeatKind)>,
);

/// [`hand_over`] in the match of the game named `game` (its engine's name); nothing for a name
/// no game at the kit has.
#[cfg(feature = "dev")]
pub fn hand_over_in(world: &mut World, game: &str, seat: Seat, kind: SeatKind) {
    let hand_over = (world.get_resource::<HandOvers>()).and_then(|h| h.0.get(game).copied());
    if let Some(hand_over) = hand_over {
        hand_over(world, seat, kind);
    }
}

/// Where computer players think.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThinkingMode {
    /// On a background thread (native builds).
    Background,
    /// This long in each frame (more when frames are slow: [`slice_for`]), on the one thread
    /// there is (the browser): a search goes on over as many frames as its budget needs, and
    /// frames keep coming.
    Slices(Duration),
}

impl Default for ThinkingMode {
    fn default() -> Self {
        if cfg!(target_arch = "wasm32") {
            // Half a 60 Hz frame: the animations stay smooth while a search runs.
            ThinkingMode::Slices(Duration::from_millis(8))
        } else {
            ThinkingMode::Background
        }
    }
}

/// A computer player thinking.
#[derive(Resource)]
struct Thinking<G: TableGame> {
    seat: Seat,
    decisions: usize,
    work: Work<G>,
    since: f32,
    done: Option<Action<G>>,
}

/// A decision being thought over.
enum Work<G: TableGame> {
    /// On another thread: the bot comes back with its action.
    Task(Task<(Box<dyn Bot<Engine<G>>>, Action<G>)>),
    /// Scripted by the guide of a guided match: known from the start.
    Scripted,
    /// A slice per frame: the bot stays in its seat, and gets the same question every frame.
    Slices {
        observation: Box<Observation<G>>,
        legal: Vec<Action<G>>,
        slice: Duration,
    },
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ThinkingMode>();
}

pub(crate) fn add<G: TableGame>(app: &mut App) {
    app.add_systems(
        Update,
        (start_thinking::<G>, finish_thinking::<G>)
            .chain()
            .in_set(MatchSystems::Bots)
            .run_if(
                in_state(AtTable(G::Engine::NAME))
                    .and_then(super::Source::engine_here)
                    .and_then(animation::idle)
                    .and_then(no_interlude)
                    .and_then(crate::pause::menu_closed),
            ),
    );
    app.add_systems(
        Update,
        report_long_waits::<G>
            .in_set(MatchSystems::Bots)
            .run_if(in_state(AtTable(G::Engine::NAME)).and_then(super::Source::local)),
    );
}

/// How long a computer player may wait for its turn to think, in real time, before the log says
/// what holds it (the longest search is a second; the longest pause a few).
const WAIT_REPORTED: Duration = Duration::from_secs(20);

/// How long a search may run before the log says so. A search is progress, not a stall, but in
/// the browser it thinks in slices of each frame, so on a busy machine (few frames a second) a
/// quarter-second search can take many seconds; only one far beyond that is worth a line.
const SEARCH_REPORTED: Duration = Duration::from_secs(120);

/// Writes one warning when a computer player's decision has waited [`WAIT_REPORTED`] with
/// nothing under way (or [`SEARCH_REPORTED`] searching): what held it (pieces still moving and
/// which, a pause, a search not started or done and not shown). A stalled table is a bug; this
/// line is what a report of it needs.
fn report_long_waits<G: TableGame>(
    session: Res<Session<G>>,
    thinking: Option<Res<Thinking<G>>>,
    moving: Query<Option<&Name>, With<bevy_tweening::TweenAnim>>,
    interlude: Res<Interlude>,
    menus: Query<(), With<crate::pause::MatchMenu>>,
    time: Res<Time<Real>>,
    mut waiting: Local<Option<(usize, Duration, bool)>>,
) {
    let Some(seat) = session.deciding() else {
        *waiting = None;
        return;
    };
    if !matches!(
        session.seats.get(seat).map(|s| s.kind),
        Some(SeatKind::Computer(_))
    ) {
        *waiting = None;
        return;
    }
    let now = time.elapsed();
    let at = session.actions.len();
    // A person reading the match's menu holds everyone up, rightly.
    let (since, reported) = match *waiting {
        Some((decisions, since, reported)) if decisions == at && menus.is_empty() => {
            (since, reported)
        }
        _ => (now, false),
    };
    *waiting = Some((at, since, reported));
    let searching = thinking.as_deref().is_some_and(|t| t.done.is_none());
    let limit = if searching {
        SEARCH_REPORTED
    } else {
        WAIT_REPORTED
    };
    if reported || now - since < limit {
        return;
    }
    let mut names: Vec<String> = moving
        .iter()
        .map(|n| n.map_or_else(|| "unnamed".to_string(), |n| n.to_string()))
        .collect();
    names.sort();
    names.dedup();
    warn!(
        "seat {seat} (a computer player) has waited {:.0} s to decide after {at} decisions: \
         {} pieces moving ({}), pause {}, search {}",
        (now - since).as_secs_f32(),
        moving.iter().count(),
        names.join(", "),
        if interlude.0.is_some() { "on" } else { "off" },
        match thinking.as_deref() {
            None => "not started",
            Some(t) if t.done.is_some() => "done, waiting to show",
            Some(_) => "under way",
        },
    );
    *waiting = Some((at, since, true));
}

/// The longest slice of a frame a search takes, however slow the frames.
const LONGEST_SLICE: Duration = Duration::from_millis(100);

/// How long to think in a frame that followed one of `last_frame`: the mode's `slice`, or half
/// the last frame when frames are slow (a busy machine, software rendering), up to
/// [`LONGEST_SLICE`]. A search's budget counts only the time spent thinking, so at a few frames
/// a second fixed 8 ms slices would stretch a quarter-second search over many seconds; half the
/// frame keeps it to about twice its budget while the table still draws.
pub fn slice_for(slice: Duration, last_frame: Duration) -> Duration {
    slice.max(last_frame / 2).min(LONGEST_SLICE.max(slice))
}

fn no_interlude(interlude: Res<Interlude>) -> bool {
    interlude.0.is_none()
}

/// Seats the match's computer players, each with its own seed drawn from the deal's. A replay
/// seats none: its record decides.
pub fn seat_bots<G: TableGame>(commands: &mut Commands, session: &Session<G>) {
    let bots = session
        .seats
        .iter()
        .enumerate()
        .map(|(seat, s)| match s.kind {
            _ if session.hands_open => None,
            SeatKind::Human | SeatKind::Remote => None,
            SeatKind::Computer(level) => {
                let seed =
                    rules_core::GameRng::derived(session.seed, 0xB07 + seat as u64).next_u64();
                Some(G::Engine::bot(level, seed))
            }
        })
        .collect();
    commands.insert_resource(SeatBots::<G>(Mutex::new(bots)));
    commands.remove_resource::<Thinking<G>>();
}

fn start_thinking<G: TableGame>(
    mut commands: Commands,
    session: Res<Session<G>>,
    mut bots: ResMut<SeatBots<G>>,
    thinking: Option<Res<Thinking<G>>>,
    mode: Res<ThinkingMode>,
    time: Res<Time>,
    guided: Option<Res<Guided<G>>>,
) {
    if thinking.is_some() {
        return;
    }
    let Some(seat) = session.deciding() else {
        return;
    };
    let bots = bots
        .0
        .get_mut()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let Some(slot) = bots.get_mut(seat) else {
        return;
    };
    if slot.is_none() {
        return;
    }
    // A guided match: the computer players' decisions are the guide's, shown after the same
    // wait as any other.
    if let Some(action) = guided
        .as_ref()
        .and_then(|g| g.0.action_at(session.actions.len()))
    {
        commands.insert_resource(Thinking {
            seat,
            decisions: session.actions.len(),
            work: Work::<G>::Scripted,
            since: time.elapsed_secs(),
            done: Some(action.clone()),
        });
        return;
    }
    // The bot gets its seat's observation and the legal actions: nothing else crosses over.
    let observation = session.state.observe(seat);
    let mut legal = Vec::new();
    session.state.legal_actions(&mut legal);
    let work: Work<G> = match (*mode, slot.take()) {
        (ThinkingMode::Background, Some(mut bot)) => {
            Work::Task(AsyncComputeTaskPool::get().spawn(async move {
                let action = bot.choose(&observation, &legal);
                (bot, action)
            }))
        }
        (ThinkingMode::Slices(slice), Some(bot)) => {
            // The bot stays in its seat and thinks there, a slice per frame.
            *slot = Some(bot);
            Work::Slices {
                observation: Box::new(observation),
                legal,
                slice,
            }
        }
        // No bot in the seat (it is still coming back from its last task): start next frame.
        (_, None) => return,
    };
    commands.insert_resource(Thinking {
        seat,
        decisions: session.actions.len(),
        work,
        since: time.elapsed_secs(),
        done: None,
    });
}

fn finish_thinking<G: TableGame>(
    mut commands: Commands,
    thinking: Option<ResMut<Thinking<G>>>,
    mut bots: ResMut<SeatBots<G>>,
    session: Res<Session<G>>,
    speed: Res<AnimationSpeed>,
    time: Res<Time>,
    real: Res<Time<Real>>,
    mut decisions: MessageWriter<Decision<G>>,
) {
    let Some(mut thinking) = thinking else {
        return;
    };
    if thinking.done.is_none() {
        let seat = thinking.seat;
        let bots = bots
            .0
            .get_mut()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let action = match &mut thinking.work {
            Work::Task(task) => block_on(poll_once(task)).map(|(bot, action)| {
                bots[seat] = Some(bot);
                action
            }),
            Work::Scripted => None,
            Work::Slices {
                observation,
                legal,
                slice,
            } => {
                let slice = slice_for(*slice, real.delta());
                bots[seat]
                    .as_mut()
                    .and_then(|bot| bot.think(observation, legal, slice))
            }
        };
        let Some(action) = action else {
            return;
        };
        thinking.done = Some(action);
    }
    // Every decision shows after the same wait, at least the level's thinking time: a search
    // with one legal action (no Highwayman, no Ivanhoe card to play) answers at once, and
    // showing that sooner would tell the table who holds what.
    let level_time = match session.seats.get(thinking.seat).map(|s| s.kind) {
        Some(SeatKind::Computer(level)) => level
            .search_budget()
            .and_then(|b| b.time)
            .map_or(0.0, |t| t.as_secs_f32()),
        _ => 0.0,
    };
    let wait = speed.scale(0.5).as_secs_f32().max(level_time);
    if time.elapsed_secs() - thinking.since < wait {
        return;
    }
    let (seat, at) = (thinking.seat, thinking.decisions);
    let action = thinking.done.take().expect("set above");
    commands.remove_resource::<Thinking<G>>();
    if session.actions.len() == at && session.deciding() == Some(seat) {
        decisions.write(Decision { seat, action });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A search thinks its set slice while frames are quick, half the frame when they are slow
    /// (so its wall time stays near its budget), and never more than the longest slice.
    #[test]
    fn slices_grow_with_slow_frames_up_to_a_limit() {
        let ms = Duration::from_millis;
        assert_eq!(slice_for(ms(8), ms(16)), ms(8), "60 frames a second");
        assert_eq!(
            slice_for(ms(8), ms(120)),
            ms(60),
            "a slow frame: half of it"
        );
        assert_eq!(
            slice_for(ms(8), ms(700)),
            LONGEST_SLICE,
            "a very slow one: the limit"
        );
        assert_eq!(slice_for(ms(8), Duration::ZERO), ms(8), "the first frame");
    }
}
