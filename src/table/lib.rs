//! The table kit: what every game's match shares, generic over the rules core's [`Game`] (and the
//! bots' [`BotGame`]). It imports no game's rules crate; a game plugs in by implementing
//! [`TableGame`] for a key type of its own and adding [`GamePlugin`] for it. A crate of its own,
//! below the games: the compiler keeps it from naming one.
//!
//! Each frame runs in order: [`MatchSystems::Input`] (a person's picks) → `Bots` (computer
//! players decide, off the main thread) → `Apply` (the only place the match changes, through
//! the engine) → `Present` (entities follow the engine's events; tweens start) → `Ui` (prompt,
//! highlights, plates, log). The engine decides what is legal; the table only asks it.
//!
//! The kit is a view fed by a match source: `view` holds what the screen may see and what it
//! decides (the only match data a game reads), `source` where the match comes from (the engine
//! here with its computer players, or a record played back) and where decisions go.

use std::marker::PhantomData;

use ::bots::BotGame;
use bevy::prelude::*;
use bevy::state::state::FreelyMutableState;
use rules_core::Game;

use shell::saves::ResumeChecks;
use shell::screens::{ActiveGame, MatchSetup, Screen};

pub mod animation;
pub mod cue;
pub mod decide;
pub mod describe;
pub mod faces;
pub mod flash;
pub mod flip;
mod game_plugin;
pub mod guide;
pub mod handoff;
pub mod highlight;
pub mod hint;
pub mod hud;
pub mod keys;
pub mod log;
pub mod pause;
pub mod piece;
mod pointer;
pub mod power;
pub mod selection;
pub mod sound;
mod source;
pub mod speaker;
pub mod spotlight;
pub mod summary;
pub mod turning;
mod view;
pub mod zones;

pub use game_plugin::GamePlugin;
pub use log::{GameLog, Notice};
pub use source::bots::ThinkingMode;
#[cfg(feature = "dev")]
pub use source::bots::hand_over_in;
pub use source::jump::TableReset;
pub use source::remote::Remote;
pub use source::replay;
pub use source::start::StartMatch;
pub use source::undo::{TakeBack, TakeBackRoom};
pub use source::{Allows, SaveSlot, Session, Source};
pub use view::{
    AwaySeats, Decision, Seating, Seen, TableEvent, Viewer, person_to_decide, seats_at_screen,
};

/// A game at the table: the key the kit's generics take, naming the game's engine (a type of
/// its rules crate), with what the table adds to it: the options from the setup, and its phases.
/// The key is a type of the game's own table code, so the kit's traits can be implemented for it
/// there (Rust's orphan rule forbids implementing them for the engine's type outside the kit).
pub trait TableGame: Sized + Send + Sync + 'static {
    /// The game's rules engine, and its computer players ([`BotGame`]).
    type Engine: Game<Action: Sync, Event: Send + Sync, Observation: Send + Sync>
        + BotGame
        + Send
        + Sync;

    /// The game's phases: a sub-state of [`AtTable`] for this game, gating its systems.
    type Phase: FreelyMutableState;

    /// The message of the game's own keys, for the match menu's help line (the kit's arrows,
    /// Enter, Esc and F are said already): "S stays · W withdraws".
    const KEYS: &'static str;

    /// The engine's options for the seats of `setup`.
    fn options_for(setup: &MatchSetup) -> Options<Self>;

    /// The phase `state`'s match is in, following the engine.
    fn table_phase(state: &Self::Engine) -> Self::Phase;

    /// The registry name of the rule set `options` play (`None` for a game with one set of
    /// rules): which table a hint's chances were checked at (`bots::chances_checked`).
    fn rule_set(_options: &Options<Self>) -> Option<String> {
        None
    }

    /// After a decision that caused `events` in `state`: the phase to hold for a moment, and for
    /// how many seconds at normal speed (a tournament won, the game over), or `None` to go
    /// straight on.
    fn pause_after(
        state: &Self::Engine,
        events: &[EngineEvent<Self>],
    ) -> Option<(Self::Phase, f32)>;

    /// Whose turn it is in `state` while others may be asked to answer it (Ivanhoe's action
    /// cards): that person's hand keeps its places through the answers too
    /// ([`zones::keep_hand_places`]). `None` for a game where the seat deciding is all there is.
    fn turn_holder(_state: &Self::Engine) -> Option<rules_core::Seat> {
        None
    }
}

/// The engine of the game `G` at the table.
pub type Engine<G> = <G as TableGame>::Engine;
/// An action of `G`'s engine.
pub type Action<G> = <Engine<G> as Game>::Action;
/// An event of `G`'s engine.
pub type EngineEvent<G> = <Engine<G> as Game>::Event;
/// What one seat may see of `G`'s match.
pub type Observation<G> = <Engine<G> as Game>::Observation;
/// The options of `G`'s engine.
pub type Options<G> = <Engine<G> as Game>::Options;

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

/// A pause of the table (a tournament won, the game won) before play goes on.
#[derive(Resource, Default, Debug)]
pub struct Interlude(pub Option<Timer>);

/// Whether the game's own pieces need frames drawn without waiting for input (a flash fading, a
/// hand shown for a moment): each game sets it in [`MatchSystems::Ui`].
#[derive(Resource, Default, Debug)]
pub struct TableBusy(pub bool);

/// Searches that run beside the table (a hint, the turning points of the match just ended):
/// while any is under way the window keeps drawing frames, so that what it finds shows.
#[derive(Resource, Default, Debug)]
pub struct Searching {
    /// A hint is being thought over.
    pub hint: bool,
    /// The turning points of the match just ended are being found.
    pub turning: bool,
}

/// What every game's table shares: the system sets, the viewer, pauses, hand-off, the match
/// menu, the log and notices. Each game adds a [`TablePlugin`] of its own.
pub fn plugin(app: &mut App) {
    app.add_computed_state::<AtTable>();
    app.init_resource::<Viewer>()
        .init_resource::<Interlude>()
        .init_resource::<Seating>()
        .init_resource::<AwaySeats>()
        .init_resource::<TableBusy>()
        .init_resource::<Searching>();
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
            .after(shell::menu::MenuSystems)
            .run_if(in_state(Screen::Match)),
    );
    app.init_resource::<zones::ZonesChanged>();
    app.add_message::<decide::PieceChosen>();
    app.add_systems(
        Update,
        (
            zones::mark_leaving
                .in_set(MatchSystems::Input)
                .after(decide::DecideSystems),
            zones::arrange
                .in_set(MatchSystems::Present)
                .in_set(ArrangeZones),
        ),
    );
    app.add_plugins((
        source::bots::plugin,
        flash::plugin,
        handoff::plugin,
        highlight::plugin,
        hud::plugin,
        keys::plugin,
        pause::plugin,
        log::plugin,
        source::undo::plugin,
        animation::plugin,
        source::replay::plugin,
        source::remote::plugin,
        sound::plugin,
    ));
    app.add_plugins((flip::plugin, spotlight::plugin));
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
        let here = AtTable(G::Engine::NAME);
        app.add_systems(
            OnEnter(here),
            (
                (
                    source::remote::start_match::<G>,
                    source::start::start_match::<G>,
                )
                    .chain()
                    .in_set(StartMatch),
                |mut keys: ResMut<pause::GameKeys>| keys.0 = G::KEYS,
            ),
        );
        app.add_systems(OnExit(here), source::start::end_match::<G>);
        source::apply::add::<G>(app);
        source::bots::add::<G>(app);
        source::saving::add::<G>(app);
        source::undo::add::<G>(app);
        source::replay::add::<G>(app);
        source::remote::add::<G>(app);
        guide::add::<G>(app);
        app.init_resource::<ResumeChecks>();
        app.world_mut()
            .resource_mut::<ResumeChecks>()
            .0
            .push((G::Engine::NAME, source::start::check_resume::<G>));
    }
}
