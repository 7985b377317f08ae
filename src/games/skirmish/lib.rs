//! Skirmish at the table: the collection's own small game (`skirmish_rules`), on which the table
//! kit is tested. Each seat's plate with its strength, the hands, the deck and the discard pile,
//! and the cards played while their target is chosen. Only what is this game's lives here — its
//! layout, looks, words, how a person's picks become actions, its HUD and its turn phases; the
//! match itself is the table kit's, built from what the people at this screen may see ([`Seen`]
//! and the events as they see them).

use bevy::prelude::*;
use rules_core::{Game, Seat};
use skirmish_rules::{Event, Options, Phase, State};

use shell::locale::{Locale, Msg};
use shell::screens::MatchSetup;
use table::summary::Summary;
use table::{AtTable, GamePlugin, Seating, StartMatch, TableGame};

pub mod guide;
mod hud;
pub mod human;
mod layout;
pub mod look;
mod pictures;
mod present;
mod sounds;
pub mod words;

pub use hud::SkButton;
pub use human::{Pick, SkChoice};
pub use present::{Place, Places, SeatPanel, SkFace};

/// The match of Skirmish in progress.
pub type Session = table::Session<Skirmish>;
/// An event of the engine, as the screen sees it.
pub type TableEvent = table::TableEvent<Skirmish>;
/// What the people at the screen see of the match: all the presentation reads of it.
pub type Seen = table::Seen<Skirmish>;

/// Skirmish at the table.
pub const AT_TABLE: AtTable = AtTable(<State as Game>::NAME);

/// The phase of a turn, following the engine; it scopes the entities of each phase.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(AtTable = AT_TABLE)]
#[states(scoped_entities)]
pub enum TurnPhase {
    /// The seat whose turn it is plays one card or a pair.
    #[default]
    Play,
    /// The same seat chooses the rival its cards hit.
    Target,
    /// The match is over: a pause before the winner's screen.
    Over,
}

/// Skirmish at the table: the key the table kit's generics take
/// ([`TableGame`]), its engine [`State`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Skirmish;

impl TableGame for Skirmish {
    type Engine = State;
    type Phase = TurnPhase;
    const KEYS: &'static str = "keys-skirmish";

    fn options_for(setup: &MatchSetup) -> Options {
        Options::players(setup.seats.len())
    }

    fn table_phase(state: &State) -> TurnPhase {
        match state.phase() {
            Phase::Play => TurnPhase::Play,
            Phase::Target => TurnPhase::Target,
            Phase::Over => TurnPhase::Over,
        }
    }

    fn pause_after(state: &State, _events: &[Event]) -> Option<(TurnPhase, f32)> {
        state.outcome().map(|_| (TurnPhase::Over, 2.5))
    }
}

/// The systems of this game's table: they run only while it is at the table.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SkirmishSystems;

/// The game's plugin: the game at the kit ([`GamePlugin`]: the catalogue, its pictures, its
/// table, guide, cues and phases), then its own table's systems. Neither the title nor the
/// online screen offers it: it is the kit's test game, not one of the edition's (its tests, the
/// developers' layout sweep and its saves reach it by name).
pub fn plugin(app: &mut App) {
    app.add_plugins(GamePlugin::<Skirmish>::new(pictures::of, guide::guide).unoffered());
    app.configure_sets(Update, SkirmishSystems.run_if(in_state(AT_TABLE)));
    app.add_systems(OnEnter(AT_TABLE), spawn.after(StartMatch));
    app.add_plugins((present::plugin, hud::plugin));
}

fn spawn(
    mut commands: Commands,
    seating: Res<Seating>,
    seen: Res<Seen>,
    fonts: Res<shell::assets::Fonts>,
    art: Res<shell::art::Art>,
) {
    present::spawn_table(&mut commands, &seating, &seen, &fonts, &art);
    hud::spawn_hud(&mut commands, &fonts);
}

/// The winner's screen's summary: each seat's strength, or out.
impl Summary for Skirmish {
    type Extra = ();
    const OVER: TurnPhase = TurnPhase::Over;

    fn holdings(seen: &Seen, _: &(), locale: &Locale, seat: Seat) -> (String, u32) {
        let o = &seen.observation;
        let msg = if o.out[seat] {
            Msg::new("sk-summary-out")
        } else {
            Msg::new("sk-summary-strength").with("strength", o.strength[seat])
        };
        (locale.text(&msg), u32::from(o.strength[seat]))
    }

    fn footer(seen: &Seen, _: &Seating, _: &(), locale: &Locale) -> String {
        let discard = seen.observation.discard.len();
        locale.text(&Msg::new("sk-summary-footer").with("discard", discard))
    }
}
