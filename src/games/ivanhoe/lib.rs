//! Ivanhoe at the table: what is this game's alone — its layout, card and token looks, words,
//! how a person's action is built pick by pick, its HUD and its tournament phases. The match
//! itself (seating, bots, apply, hand-off) is the table kit's.

use bevy::prelude::*;
use ivanhoe_rules::{Event, Phase, State};
use rules_core::{Game, Seat};
use shell::locale::{Locale, Msg};

use shell::screens::MatchSetup;
use table::summary::Summary;
use table::{self, AtTable, GamePlugin, Seating, StartMatch, TableBusy, TableGame};

mod art;
mod cards;
pub mod choices;
pub mod face_up;
pub mod guide;
pub mod hud;
pub mod human;
pub mod layout;
pub mod look;
pub mod pictures;
mod place;
mod present;
mod sounds;
mod why;
pub mod words;

pub use cards::{CardEntity, CardFace};
pub use hud::PromptButton;
pub use present::{Lying, Place, Places, PlateEntity, TokenEntity};
pub use table::highlight::Highlight;

/// The match of Ivanhoe in progress.
pub type Session = table::Session<Ivanhoe>;
/// A decision at Ivanhoe's table.
pub type Decision = table::Decision<Ivanhoe>;
/// An event of Ivanhoe's engine, for the table to show.
pub type TableEvent = table::TableEvent<Ivanhoe>;
/// What the people at the screen see of the match: all the presentation reads of it.
pub type Seen = table::Seen<Ivanhoe>;

/// Ivanhoe at the table.
pub const AT_TABLE: AtTable = AtTable(<State as Game>::NAME);

/// The phase of a match of Ivanhoe, following the engine; it gates the systems of the phase.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(AtTable = AT_TABLE)]
#[states(scoped_entities)]
pub enum TournamentPhase {
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

/// Ivanhoe at the table: the key the table kit's generics take
/// ([`TableGame`]), its engine [`State`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Ivanhoe;

impl TableGame for Ivanhoe {
    type Engine = State;
    type Phase = TournamentPhase;
    const KEYS: &'static str = "keys-ivanhoe";

    fn options_for(setup: &MatchSetup) -> ivanhoe_rules::Options {
        ivanhoe_rules::Options::players(setup.seats.len())
    }

    fn table_phase(state: &State) -> TournamentPhase {
        match state.phase() {
            Phase::ChooseColour | Phase::FirstCard => TournamentPhase::Starting,
            Phase::Play => TournamentPhase::Turn,
            Phase::Reaction { .. } => TournamentPhase::Reaction,
            Phase::AdaptKeep { .. } | Phase::ReturnToken { .. } | Phase::ChooseToken { .. } => {
                TournamentPhase::Choice
            }
            Phase::Over => TournamentPhase::GameOver,
        }
    }

    fn turn_holder(state: &State) -> Option<Seat> {
        Some(state.turn())
    }

    fn pause_after(state: &State, events: &[Event]) -> Option<(TournamentPhase, f32)> {
        if state.outcome().is_some() {
            Some((TournamentPhase::GameOver, 2.5))
        } else if events
            .iter()
            .any(|e| matches!(e, Event::TournamentWon { .. }))
        {
            Some((TournamentPhase::TournamentWon, 1.4))
        } else {
            None
        }
    }
}

/// Tournaments won so far in this match.
#[derive(Resource, Default, Debug)]
pub struct Tournaments(pub u32);

/// The systems of Ivanhoe's table: they run only while Ivanhoe is at the table.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct IvanhoeSystems;

/// The game's plugin: the game at the kit ([`GamePlugin`]: the catalogue, its pictures, its
/// table, guide, cues and phases), then its own table's systems.
pub fn plugin(app: &mut App) {
    app.add_plugins(GamePlugin::<Ivanhoe>::new(pictures::of, guide::guide));
    shell::art::register::<art::IvanhoeArt>(app);
    app.init_resource::<Tournaments>();
    app.configure_sets(Update, IvanhoeSystems.run_if(in_state(AT_TABLE)));
    app.add_systems(OnEnter(AT_TABLE), spawn.after(StartMatch));
    app.add_systems(
        Update,
        busy.in_set(IvanhoeSystems).in_set(table::MatchSystems::Ui),
    );
    app.add_plugins((present::plugin, hud::plugin));
}

/// Lays the table and its HUD for the match the kit has just dealt.
fn spawn(
    mut commands: Commands,
    seating: Res<Seating>,
    fonts: Res<shell::assets::Fonts>,
    art: Res<shell::art::Art>,
    seen: Res<Seen>,
    mut won: ResMut<Tournaments>,
) {
    won.0 = 0;
    present::spawn_table(&mut commands, &seating, &seen, &fonts, &art);
    hud::spawn_hud(&mut commands, &seating, &fonts, seen.seat);
}

/// The winner's screen's summary: each seat's tokens.
impl Summary for Ivanhoe {
    type Extra = Res<'static, Tournaments>;
    const OVER: TournamentPhase = TournamentPhase::GameOver;

    fn holdings(seen: &Seen, _: &Res<Tournaments>, locale: &Locale, seat: Seat) -> (String, u32) {
        let tokens = seen.board.tokens(seat);
        let marks: Vec<String> = tokens
            .colours()
            .map(|c| locale.text(&look::colour_label(c)))
            .collect();
        let holdings = if marks.is_empty() {
            locale.t("iv-no-token")
        } else {
            marks.join("  ")
        };
        (holdings, tokens.len())
    }

    fn footer(_: &Seen, seating: &Seating, won: &Res<Tournaments>, locale: &Locale) -> String {
        locale.text(&Msg::new("iv-footer").with("tournaments", won.0).with(
            "decisions",
            Msg::new("decision-count").with("count", seating.decisions),
        ))
    }
}

/// Frames without input while a hand is shown for a moment or a phase changes.
fn busy(
    places: Option<Res<Places>>,
    next_phase: Res<NextState<TournamentPhase>>,
    mut busy: ResMut<TableBusy>,
) {
    busy.0 = places.is_some_and(|p| p.own.revealed.is_some())
        || !matches!(*next_phase, NextState::Unchanged);
}
