//! The table kit: what every game's match shares, generic over the rules core's [`Game`] (and the
//! bots' [`BotGame`]). It imports no game's rules crate; a game plugs in by implementing
//! [`TableGame`] and adding [`TablePlugin`] for itself (see `crate::games`).
//!
//! Each frame runs in order: [`MatchSystems::Input`] (a person's picks) → `Bots` (computer
//! players decide, off the main thread) → `Apply` (the only place the match changes, through
//! the engine) → `Present` (entities follow the engine's events; tweens start) → `Ui` (prompt,
//! highlights, plates, log). The engine decides what is legal; the table only asks it.

use std::marker::PhantomData;

use ::bots::BotGame;
use bevy::prelude::*;
use bevy::state::state::FreelyMutableState;
use rules_core::undo::Step;
use rules_core::{Game, Seat, Status};

use crate::shell::saves::ResumeChecks;
use crate::shell::screens::{ActiveGame, MatchSetup, Screen, SeatKind, SeatSetup};

pub mod animation;
mod apply;
mod bots;
pub mod flash;
pub mod handoff;
pub mod highlight;
pub mod hud;
pub mod keys;
pub mod log;
pub mod pause;
pub mod power;
pub mod replay;
mod saving;
pub mod selection;
mod start;
mod undo;
pub mod zones;

pub use bots::ThinkingMode;
pub use log::{GameLog, Notice};
pub use start::{StartMatch, TableReset};
pub use undo::TakeBack;

/// What a game brings to the table beyond its engine and bots: its options from the setup, and
/// its phases.
pub trait TableGame:
    Game<Action: Sync, Event: Send + Sync, Observation: Send + Sync> + BotGame + Send + Sync
{
    /// The game's phases: a sub-state of [`AtTable`] for this game, gating its systems.
    type Phase: FreelyMutableState;

    /// The game's own keys, for the match menu's help line (the kit's arrows, Enter, Esc and F
    /// are said already), e.g. "S stays · W withdraws".
    const KEYS: &'static str;

    /// The engine's options for the seats of `setup`.
    fn options_for(setup: &MatchSetup) -> Self::Options;

    /// The phase the match is in, following the engine.
    fn table_phase(&self) -> Self::Phase;

    /// After a decision that caused `events`: the phase to hold for a moment, and for how many
    /// seconds at normal speed (a tournament won, the game over), or `None` to go straight on.
    fn pause_after(&self, events: &[Self::Event]) -> Option<(Self::Phase, f32)>;
}

/// The game at the table while a match is in progress: its rules engine's name
/// ([`Game::NAME`]). Each game's phases are sub-states of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AtTable(pub &'static str);

impl ComputedStates for AtTable {
    type SourceStates = (Screen, ActiveGame);

    fn compute((screen, game): (Screen, ActiveGame)) -> Option<Self> {
        (screen == Screen::Match).then_some(AtTable(game.0))
    }
}

/// The order of the match's systems within a frame.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MatchSystems {
    /// A person's input becomes picks and decisions.
    Input,
    /// Computer players decide.
    Bots,
    /// Decisions are applied by the engine.
    Apply,
    /// The table follows the engine's events.
    Present,
    /// Prompt, highlights, plates and log.
    Ui,
}

/// The match in progress: the engine's state and its record.
#[derive(Resource)]
pub struct Session<G: TableGame> {
    /// The engine's full state, hidden cards included: only the kit (apply, bots, [`Seen`])
    /// reads it; games read [`Seen`].
    state: G,
    /// The seats.
    pub seats: Vec<SeatSetup>,
    /// The deal's seed.
    pub seed: u64,
    /// Every action so far (with the options and the seed, the match record).
    pub actions: Vec<G::Action>,
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
    pub fn engine(&self) -> &G {
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
}

impl Source {
    /// Whether the match is played here (a run condition).
    pub fn local(source: Res<Source>) -> bool {
        *source == Source::Local
    }
}

/// Who sits at the table, who decides now and how many decisions were made: the public part of
/// the match, which the games read beside [`Seen`] (never the [`Session`], whose engine state
/// holds every hidden card), as do the systems that serve every game alike (hand-off, the match
/// menu, waking the window). Apply, undo and jumps keep it in step with the [`Session`].
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

    fn of<G: TableGame>(session: &Session<G>) -> Self {
        Seating {
            seats: session.seats.clone(),
            deciding: session.deciding(),
            decisions: session.actions.len(),
        }
    }
}

fn deciding<G: Game>(state: &G) -> Option<Seat> {
    match state.status() {
        Status::Decision(seat) => Some(seat),
        Status::Over(_) => None,
    }
}

fn is_human(seats: &[SeatSetup], seat: Seat) -> bool {
    seats.get(seat).is_some_and(|s| s.kind == SeatKind::Human)
}

fn humans(seats: &[SeatSetup]) -> usize {
    seats.iter().filter(|s| s.kind == SeatKind::Human).count()
}

/// A decision of a seat, from a person or a computer player, for the engine to apply.
#[derive(Message, Clone, Debug)]
pub struct Decision<G: TableGame> {
    /// Who decides.
    pub seat: Seat,
    /// What.
    pub action: G::Action,
}

/// An event of the engine as the people at this screen may see it (see [`seats_at_screen`]),
/// for the table to show.
#[derive(Message, Clone, Debug)]
pub struct TableEvent<G: TableGame>(pub G::Event);

/// What the people at this screen may see of the match: the only match data a game's
/// presentation (table, HUD, a person's choices) reads. An online client, whose engine state
/// stays on a server, would fill it from the messages it receives; here [`refresh_seen`] fills it
/// from the [`Session`] after every change. The events the table shows come likewise hidden
/// ([`TableEvent`]).
#[derive(Resource)]
pub struct Seen<G: TableGame> {
    /// The seat the table is seen from: the viewer, else the last viewer, else the person at the
    /// screen, else seat 0.
    pub seat: Seat,
    /// That seat's observation.
    pub observation: G::Observation,
    /// A whole table rebuilt from that observation alone, the cards it does not show dealt by a
    /// fixed seed: the engine's own queries (a display's total, the rule that refuses a card)
    /// answer the presentation from it. Only `seat`'s hand and the public table are real.
    pub board: G,
    /// The seat deciding now, `None` once the match is over.
    pub deciding: Option<Seat>,
    /// What `seat` may do when it decides now (a server sends the deciding seat this), else
    /// nothing.
    pub legal: Vec<G::Action>,
    /// In a replay, every seat's observation, by seat: every hand lies face up. Empty in play.
    pub open_hands: Vec<G::Observation>,
}

impl<G: TableGame> Seen<G> {
    /// What `seat` sees of `session`'s match.
    pub fn of(session: &Session<G>, seat: Seat) -> Self {
        let observation = session.state.observe(seat);
        // A fixed seed per decision: the same table for the same moment, every frame.
        let mut rng = rules_core::GameRng::derived(session.seed, session.actions.len() as u64);
        let board = G::determinize(&observation, &mut rng);
        let deciding = session.deciding();
        let mut legal = Vec::new();
        if deciding == Some(seat) {
            session.state.legal_actions(&mut legal);
        }
        let open_hands = if session.hands_open {
            (0..session.seats.len())
                .map(|s| session.state.observe(s))
                .collect()
        } else {
            Vec::new()
        };
        Seen {
            seat,
            observation,
            board,
            deciding,
            legal,
            open_hands,
        }
    }

    /// In a replay, the observation of `seat` (whose hand lies face up), else `None`.
    pub fn open_hand(&self, seat: Seat) -> Option<&G::Observation> {
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

/// Keeps [`Seen`] up to date: after a decision, and when the viewer changes.
fn refresh_seen<G: TableGame>(
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

/// Whose hand the table shows face up: the person whose turn it is (after the hand-off screen
/// when several share the screen), or nobody.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Viewer(pub Option<Seat>);

/// A pause of the table (a tournament won, the game won) before play goes on.
#[derive(Resource, Default, Debug)]
pub struct Interlude(pub Option<Timer>);

/// Whether the game's own pieces need frames drawn without waiting for input (a flash fading, a
/// hand shown for a moment): each game sets it in [`MatchSystems::Ui`].
#[derive(Resource, Default, Debug)]
pub struct TableBusy(pub bool);

/// What every game's table shares: the system sets, the viewer, pauses, hand-off, the match
/// menu, the log and notices. Each game adds a [`TablePlugin`] of its own.
pub fn plugin(app: &mut App) {
    app.add_computed_state::<AtTable>();
    app.init_resource::<Viewer>()
        .init_resource::<Interlude>()
        .init_resource::<Seating>()
        .init_resource::<TableBusy>();
    app.configure_sets(
        Update,
        (
            MatchSystems::Input,
            MatchSystems::Bots,
            MatchSystems::Apply,
            MatchSystems::Present,
            MatchSystems::Ui,
        )
            .chain()
            .after(crate::shell::menu::MenuSystems)
            .run_if(in_state(Screen::Match)),
    );
    app.init_resource::<zones::ZonesChanged>();
    app.add_systems(
        Update,
        zones::arrange
            .in_set(MatchSystems::Present)
            .in_set(ArrangeZones),
    );
    app.add_plugins((
        bots::plugin,
        flash::plugin,
        handoff::plugin,
        highlight::plugin,
        hud::plugin,
        keys::plugin,
        pause::plugin,
        log::plugin,
        undo::plugin,
        animation::plugin,
        replay::plugin,
    ));
}

/// Where zones are laid out, in [`MatchSystems::Present`]: a game's systems that fill its zones
/// run before it.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ArrangeZones;

/// One game's match at the table: starting and ending it, applying decisions, its computer
/// players. Its systems run only while this game is [`AtTable`].
pub struct TablePlugin<G>(PhantomData<G>);

impl<G> Default for TablePlugin<G> {
    fn default() -> Self {
        Self(PhantomData)
    }
}

impl<G: TableGame> Plugin for TablePlugin<G> {
    fn build(&self, app: &mut App) {
        app.add_message::<Decision<G>>()
            .add_message::<TableEvent<G>>();
        let here = AtTable(G::NAME);
        app.add_systems(
            OnEnter(here),
            (
                start::start_match::<G>.in_set(StartMatch),
                |mut keys: ResMut<pause::GameKeys>| keys.0 = G::KEYS,
            ),
        );
        app.add_systems(OnExit(here), start::end_match::<G>);
        apply::add::<G>(app);
        bots::add::<G>(app);
        saving::add::<G>(app);
        undo::add::<G>(app);
        replay::add::<G>(app);
        app.init_resource::<ResumeChecks>();
        app.world_mut()
            .resource_mut::<ResumeChecks>()
            .0
            .push((G::NAME, start::check_resume::<G>));
    }
}
