//! Castle Lords at the table: castles with their banner boxes, armies, the dungeon, the
//! exchange, crowns. Only what is this game's lives here — its layout, looks, words, how a
//! person's choices become actions, its HUD and its hand phases; the match itself is the table
//! kit's. The presentation is built from what the seats at this screen may see: the viewer's
//! observation and the engine's events as that viewer sees them.

use bevy::prelude::*;
use castle_lords_rules::{Event, Options, Phase, RuleSet, State};
use rules_core::{Game, Seat};

use shell::locale::{Locale, Msg};
use shell::screens::MatchSetup;
use table::summary::Summary;
use table::{AtTable, GamePlugin, Seating, StartMatch, TableGame};

mod art;
pub mod guide;
mod hud;
mod human;
mod layout;
pub mod look;
mod pictures;
mod present;
mod sounds;
mod why;
mod words;

pub use hud::CastleButton;
pub use human::{Button, CastleChoice, PickRequest, Target};
pub use present::{BannerOf, CardFace, CastlePanel, Place, Places, TagOf};

/// The match of Castle Lords in progress.
pub type Session = table::Session<CastleLords>;
/// A decision at Castle Lords' table.
pub type Decision = table::Decision<CastleLords>;
/// An event of Castle Lords' engine, for the table to show.
pub type TableEvent = table::TableEvent<CastleLords>;
/// What the people at the screen see of the match: all the presentation reads of it.
pub type Seen = table::Seen<CastleLords>;

/// Castle Lords at the table.
pub const AT_TABLE: AtTable = AtTable(<State as Game>::NAME);

/// The phase of a hand of Castle Lords, following the engine; it gates the systems and scopes
/// the entities of each phase.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(AtTable = AT_TABLE)]
#[states(scoped_entities)]
pub enum HandPhase {
    /// The exchange: the offer, the proposals, the pick.
    #[default]
    Exchange,
    /// The attack: choosing a castle and building the army, reclaiming a banner, or passing.
    Attack,
    /// A reclaim being paid: three cards to the dungeon.
    Reclaim,
    /// Down to the hand limit.
    Discard,
    /// A hand was scored: crowns given, a pause before the next deal.
    Scoring,
    /// The match is won: a pause before the winner's screen.
    Over,
}

/// Castle Lords at the table: the key the table kit's generics take
/// ([`TableGame`]), its engine [`State`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CastleLords;

impl TableGame for CastleLords {
    type Engine = State;
    type Phase = HandPhase;
    const KEYS: &'static str = "keys-castle-lords";
    fn rule_set(options: &Options) -> Option<String> {
        Some(options.rules.to_string())
    }

    fn options_for(setup: &MatchSetup) -> Options {
        // The setup counts rule sets in the registry entry's order (the default first).
        let rules = <State as Game>::INFO
            .rule_sets
            .get(setup.rules)
            .and_then(|r| RuleSet::ALL.into_iter().find(|s| s.to_string() == r.name))
            .unwrap_or_default();
        let mut options = Options::new(setup.seats.len(), rules);
        options.two_player_variant = setup.seats.len() == 2;
        options
    }

    fn table_phase(state: &State) -> HandPhase {
        match state.phase() {
            Phase::Offer | Phase::Propose { .. } | Phase::Pick => HandPhase::Exchange,
            Phase::Main | Phase::Army { .. } => HandPhase::Attack,
            Phase::Reclaim { .. } => HandPhase::Reclaim,
            Phase::Discard => HandPhase::Discard,
            Phase::Over => HandPhase::Over,
        }
    }

    fn pause_after(state: &State, events: &[Event]) -> Option<(HandPhase, f32)> {
        if state.outcome().is_some() {
            Some((HandPhase::Over, 3.0))
        } else if events.iter().any(|e| matches!(e, Event::HandScored { .. })) {
            Some((HandPhase::Scoring, 3.0))
        } else {
            None
        }
    }
}

/// The systems of Castle Lords' table: they run only while it is at the table.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CastleLordsSystems;

/// The game's plugin: the game at the kit ([`GamePlugin`]: the catalogue, its pictures, its
/// table, guide, cues and phases), then its own table's systems.
pub fn plugin(app: &mut App) {
    app.add_plugins(GamePlugin::<CastleLords>::new(pictures::of, guide::guide));
    shell::art::register::<art::CastleLordsArt>(app);
    app.configure_sets(Update, CastleLordsSystems.run_if(in_state(AT_TABLE)));
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
    hud::spawn_hud(&mut commands, &seating, &fonts);
}

/// The winner's screen's summary: each seat's crowns and castles.
/// It is written in the language shown as the match ends.
impl Summary for CastleLords {
    type Extra = ();
    const OVER: HandPhase = HandPhase::Over;

    fn holdings(seen: &Seen, _: &(), locale: &Locale, seat: Seat) -> (String, u32) {
        let state = &seen.board;
        let components = state.options().components();
        let crowns = state.crowns(seat);
        let castles: Vec<&str> = (0..state.castles().len())
            .filter(|&c| state.controller(c) == Some(seat))
            .map(|c| components.castles()[c].name.as_str())
            .collect();
        let crowns_held: Vec<String> = words::crowns(crowns)
            .iter()
            .map(|m| locale.text(m))
            .collect();
        let mut holdings = crowns_held.join(", ");
        if !castles.is_empty() {
            holdings.push_str(&format!("  ·  {}", castles.join(", ")));
        }
        (holdings, crowns.king * 2 + crowns.duke + crowns.hand)
    }

    fn footer(seen: &Seen, seating: &Seating, _: &(), locale: &Locale) -> String {
        let state = &seen.board;
        locale.text(
            &Msg::new("castle-summary-footer")
                .with("rules", words::rules_code(state.rules()))
                .with("hands", state.hand_number())
                .with(
                    "decisions",
                    Msg::new("decision-count").with("count", seating.decisions),
                ),
        )
    }
}
