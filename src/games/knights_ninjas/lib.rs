//! Of Knights and Ninjas at the table: kingdoms with their fortifications and gems, attacks and
//! their answers in the middle of the table, gems in flight that a Highwayman may snatch. Only
//! what is this game's lives here — its layout, looks, words, how a person's picks become
//! actions, its HUD and its turn phases; the match itself is the table kit's. The presentation is
//! built from what the people at this screen may see ([`Seen`] and the events as they see them).

use bevy::prelude::*;
use knights_ninjas_rules::{Event, Options, Phase, State};
use rules_core::{Game, Seat};

use shell::locale::{Arg, Locale, Msg};
use shell::screens::MatchSetup;
use table::summary::Summary;
use table::{AtTable, GamePlugin, Seating, StartMatch, TableGame};

mod art;
mod gem_colours;
pub mod guide;
mod hud;
pub mod human;
mod layout;
pub mod look;
mod pictures;
mod present;
mod sounds;
mod why;
pub mod words;

pub use hud::KnButton;
pub use human::{Btn, KnChoice, Pick};
pub use present::{Gem, KingdomPanel, KingdomText, KnFace, Place, Places};

/// The match of Of Knights and Ninjas in progress.
pub type Session = table::Session<KnightsNinjas>;
/// A decision at the table.
pub type Decision = table::Decision<KnightsNinjas>;
/// An event of the engine, as the screen sees it.
pub type TableEvent = table::TableEvent<KnightsNinjas>;
/// What the people at the screen see of the match: all the presentation reads of it.
pub type Seen = table::Seen<KnightsNinjas>;

/// Of Knights and Ninjas at the table.
pub const AT_TABLE: AtTable = AtTable(<State as Game>::NAME);

/// The phase of a turn, following the engine; it gates the systems and scopes the entities of
/// each phase.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(AtTable = AT_TABLE)]
#[states(scoped_entities)]
pub enum TurnPhase {
    /// The player whose turn it is chooses: attack, fortify, discard; or goes on attacking or
    /// fortifying.
    #[default]
    Turn,
    /// The seat an attack card is aimed at answers it or lets it through.
    Answer,
    /// Gems are in flight: each seat in turn may snatch them with a Highwayman.
    Flight,
    /// The game is won: a pause before the winner's screen.
    Over,
}

/// Of Knights and Ninjas at the table: the key the table kit's generics take
/// ([`TableGame`]), its engine [`State`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct KnightsNinjas;

impl TableGame for KnightsNinjas {
    type Engine = State;
    type Phase = TurnPhase;
    const KEYS: &'static str = "keys-knights-ninjas";

    fn options_for(setup: &MatchSetup) -> Options {
        Options::players(setup.seats.len())
    }

    fn table_phase(state: &State) -> TurnPhase {
        match state.phase() {
            Phase::Main | Phase::Fortify | Phase::Attack => TurnPhase::Turn,
            Phase::Respond => TurnPhase::Answer,
            Phase::Interrupt => TurnPhase::Flight,
            Phase::Over => TurnPhase::Over,
        }
    }

    fn pause_after(state: &State, _events: &[Event]) -> Option<(TurnPhase, f32)> {
        state.outcome().map(|_| (TurnPhase::Over, 3.0))
    }
}

/// The systems of this game's table: they run only while it is at the table.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct KnightsNinjasSystems;

/// The game's plugin: the game at the kit ([`GamePlugin`]: the catalogue, its pictures, its
/// table, guide, cues and phases), then its own table's systems.
pub fn plugin(app: &mut App) {
    app.add_plugins(GamePlugin::<KnightsNinjas>::new(pictures::of, guide::guide));
    shell::art::register::<art::KnightsNinjasArt>(app);
    app.configure_sets(Update, KnightsNinjasSystems.run_if(in_state(AT_TABLE)));
    app.add_systems(OnEnter(AT_TABLE), spawn.after(StartMatch));
    // The next match starts with no decisive moment (its places are dropped by the kit: the
    // kingdoms are laid out when the places are new).
    app.add_systems(
        OnExit(AT_TABLE),
        |mut decisive: ResMut<present::Decisive>| decisive.0.clear(),
    );
    app.add_plugins((present::plugin, hud::plugin));
}

fn spawn(
    mut commands: Commands,
    seating: Res<Seating>,
    seen: Res<Seen>,
    fonts: Res<shell::assets::Fonts>,
    locale: Res<Locale>,
    art: Res<shell::art::Art>,
) {
    present::spawn_table(&mut commands, &seating, &seen, &fonts, &art, &locale);
    hud::spawn_hud(&mut commands, &seating, &fonts, &locale);
}

/// The winner's screen's summary: each seat's gems and fortifications, and the reshuffles, in
/// the language shown (the winner's screen writes it as it is).
impl Summary for KnightsNinjas {
    type Extra = Res<'static, present::Decisive>;
    const OVER: TurnPhase = TurnPhase::Over;

    fn holdings(
        seen: &Seen,
        _: &Res<present::Decisive>,
        locale: &Locale,
        seat: Seat,
    ) -> (String, u32) {
        let k = &seen.observation.kingdoms[seat];
        let forts: Vec<Msg> = present::FORTS
            .into_iter()
            .filter(|role| k.slot(*role).is_some())
            .map(words::card_name)
            .collect();
        let holdings = if forts.is_empty() {
            words::gems(k.gems)
        } else {
            Msg::new("kn-summary-holdings")
                .with("gems", k.gems)
                .with("forts", Arg::List(forts))
        };
        (locale.text(&holdings), k.gems as u32)
    }

    fn footer(seen: &Seen, _: &Seating, log: &Res<present::Decisive>, locale: &Locale) -> String {
        let o = &seen.observation;
        let mut footer = locale.text(
            &Msg::new("kn-summary-footer")
                .with("reshuffles", o.reshuffles)
                .with("target", o.target),
        );
        if !log.0.is_empty() {
            let moments: Vec<String> = log.0.iter().map(|m| locale.text(m)).collect();
            let decisive = Msg::new("kn-summary-decisive").with("moments", moments.join(" · "));
            footer = format!("{footer}\n{}", locale.text(&decisive));
        }
        footer
    }
}
