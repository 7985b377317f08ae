//! The match: the Ivanhoe table as entities, driven by the rules engine.
//!
//! Each frame runs in order: [`MatchSystems::Input`] (a person's picks) → `Bots` (computer
//! players decide, off the main thread) → `Apply` (the only place the match changes, through
//! the engine) → `Present` (entities follow the engine's events; tweens start) → `Ui` (prompt,
//! highlights, plates, log). The engine decides what is legal; this module only asks it.

use bevy::prelude::*;
use ivanhoe_rules::{Action, Colour, Event, Phase, State};
use rules_core::{Seat, Status};

use crate::screens::{MatchSetup, Screen, SeatKind, SeatSetup};

pub mod animation;
mod apply;
mod bots;
mod cards;
pub mod choices;
pub mod handoff;
pub mod hud;
pub mod human;
pub mod layout;
pub mod model;
pub mod pause;
pub mod power;
mod present;
pub mod words;

pub use bots::ThinkingMode;
pub use cards::{CardEntity, CardLook, Highlight};
pub use hud::{PlateEntity, PromptButton};
pub use present::{Table, TokenEntity};

/// The phase of the match, a sub-state of [`Screen::Match`] that follows the engine.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(Screen = Screen::Match)]
#[states(scoped_entities)]
pub enum MatchPhase {
    /// A tournament is starting: its colour and first card.
    #[default]
    Starting,
    /// A player's turn: playing cards, then staying or withdrawing.
    Turn,
    /// The Ivanhoe window after an action card.
    Reaction,
    /// A choice outside the turn: Adapt keeps, a token to take or to give back.
    Choice,
    /// A tournament was just won: a pause to show it.
    TournamentWon,
    /// The game is won (or drawn): a pause before the winner's screen.
    GameOver,
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

/// The match in progress: the engine's state and who sits where.
#[derive(Resource)]
pub struct Session {
    /// The engine's full state (hidden cards included; only the table's views are limited).
    pub state: State,
    /// The seats.
    pub seats: Vec<SeatSetup>,
    /// The deal's seed.
    pub seed: u64,
    /// Every action so far (with the seed, the match record).
    pub actions: Vec<Action>,
    /// Tournaments won so far.
    pub tournaments: u32,
}

impl Session {
    /// The seats' names.
    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }

    /// The seat whose decision it is, if the game goes on.
    pub fn deciding(&self) -> Option<Seat> {
        match self.state.status() {
            Status::Decision(seat) => Some(seat),
            Status::Over(_) => None,
        }
    }

    /// Whether a person plays `seat`.
    pub fn is_human(&self, seat: Seat) -> bool {
        self.seats
            .get(seat)
            .is_some_and(|s| s.kind == SeatKind::Human)
    }

    /// How many people play.
    pub fn humans(&self) -> usize {
        self.seats
            .iter()
            .filter(|s| s.kind == SeatKind::Human)
            .count()
    }
}

/// A decision of a seat, from a person or a computer player, for the engine to apply.
#[derive(Message, Clone, Copy, Debug)]
pub struct Decision {
    /// Who decides.
    pub seat: Seat,
    /// What.
    pub action: Action,
}

/// An event of the engine, for the table to show.
#[derive(Message, Clone, Debug)]
pub struct TableEvent(pub Event);

/// Whose hand the table shows face up: the person whose turn it is (after the hand-off screen
/// when several share the screen), or nobody.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Viewer(pub Option<Seat>);

/// A pause of the table (a tournament won, the game won) before play goes on.
#[derive(Resource, Default, Debug)]
pub struct Interlude(pub Option<Timer>);

/// What the winner's screen shows.
#[derive(Resource, Clone, Debug)]
pub struct MatchSummary {
    /// The winner's name, `None` for a drawn game.
    pub winner: Option<String>,
    /// Each seat's name and tokens.
    pub seats: Vec<(String, Vec<Colour>)>,
    /// Tournaments played.
    pub tournaments: u32,
    /// Actions taken.
    pub actions: usize,
}

/// The match's plugin.
pub fn plugin(app: &mut App) {
    app.add_sub_state::<MatchPhase>();
    app.add_message::<Decision>().add_message::<TableEvent>();
    app.init_resource::<Viewer>()
        .init_resource::<Interlude>()
        .init_resource::<animation::AnimationSpeed>();
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
            .after(crate::menu::MenuSystems)
            .run_if(in_state(Screen::Match)),
    );
    app.add_systems(OnEnter(Screen::Match), start_match);
    app.add_systems(OnExit(Screen::Match), end_match);
    app.add_plugins((
        apply::plugin,
        present::plugin,
        bots::plugin,
        human::plugin,
        hud::plugin,
        handoff::plugin,
        pause::plugin,
    ));
}

/// The engine's phase as the match's phase.
pub fn phase_of(state: &State) -> MatchPhase {
    match state.phase() {
        Phase::ChooseColour | Phase::FirstCard => MatchPhase::Starting,
        Phase::Play => MatchPhase::Turn,
        Phase::Reaction { .. } => MatchPhase::Reaction,
        Phase::AdaptKeep { .. } | Phase::ReturnToken { .. } | Phase::ChooseToken { .. } => {
            MatchPhase::Choice
        }
        Phase::Over => MatchPhase::GameOver,
    }
}

fn start_match(
    mut commands: Commands,
    setup: Res<MatchSetup>,
    time: Res<Time<Real>>,
    mut events: MessageWriter<TableEvent>,
    mut next_phase: ResMut<NextState<MatchPhase>>,
    mut viewer: ResMut<Viewer>,
    mut interlude: ResMut<Interlude>,
    fonts: Res<crate::assets::Fonts>,
) {
    // A fresh deal each match unless the setup names one: time since start-up is different
    // every time a person clicks "Start", and needs no OS randomness (none on the web).
    let seed = setup.seed.unwrap_or_else(|| {
        let nanos = time.elapsed().as_nanos() as u64;
        nanos.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x1BD1_1BDA_A9FC_1A22
    });
    let options = ivanhoe_rules::Options::players(setup.seats.len());
    let mut first = Vec::new();
    let state = match <State as rules_core::Game>::new_game(&options, seed, &mut first) {
        Ok(state) => state,
        Err(error) => {
            // The setup screen allows only 2 to 5 seats; anything else is a bug to report, not
            // a crash.
            error!("cannot start the match: {error}");
            return;
        }
    };
    let session = Session {
        state,
        seats: setup.seats.clone(),
        seed,
        actions: Vec::new(),
        tournaments: 0,
    };
    viewer.0 = handoff::single_viewer(&session);
    interlude.0 = None;
    next_phase.set(phase_of(&session.state));
    present::spawn_table(&mut commands, &session, &fonts);
    hud::spawn_hud(&mut commands, &session, &fonts, viewer.0);
    bots::seat_bots(&mut commands, &session);
    for e in first {
        events.write(TableEvent(e));
    }
    info!("match started: {} seats, seed {seed}", session.seats.len());
    commands.insert_resource(session);
}

fn end_match(mut commands: Commands) {
    commands.remove_resource::<Session>();
    commands.remove_resource::<present::Table>();
}
