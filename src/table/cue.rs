//! The cue step: each event of the match, as the screen sees it, becomes its line in the log
//! and, where it matters, a flash over the table and a sound. One function per game says which
//! ([`Cues`]); the kit writes the log, the console line and the flash, and plays the sound, the
//! same in every game.

use bevy::prelude::*;
use rules_core::Seat;

use super::animation::Pace;
use super::sound::{PlaySound, Sound};
use super::{
    AtTable, GameLog, MatchSystems, Seating, Seen, TableEvent, TableGame, TableReset, Viewer,
};
use crate::EngineEvent;
use rules_core::Game;
use shell::assets::Fonts;
use shell::locale::{Locale, Msg};

/// What one event says and shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Cue {
    /// Its line in the log (and, in English, the console).
    pub line: Option<Msg>,
    /// A line of large text over the table, and its colour: a tournament, a castle, a game won.
    pub flash: Option<(Msg, Color)>,
    /// What it sounds like: a card drawn, a banner falling.
    pub sound: Option<Sound>,
}

/// How a game's events are told.
pub trait Cues: TableGame {
    /// What the game remembers from one event to the next to tell the next one (the card an
    /// attack was played with, where the face-up cards lie).
    type Memory: Send + Sync + 'static;

    /// The height of the table at which flashes show, clear of the game's plates.
    const FLASH_Y: f32;

    /// The memory of a match that has not begun (or that is told again from its start), at
    /// the table `seen` shows.
    fn remember(seen: &Seen<Self>, seating: &Seating) -> Self::Memory;

    /// The cue of `event` (as the people at the screen together see it), with `viewer` the
    /// person now looking, if any; `memory` follows the events told so far.
    fn cue(
        memory: &mut Self::Memory,
        event: &EngineEvent<Self>,
        seating: &Seating,
        viewer: Option<Seat>,
    ) -> Cue;
}

#[derive(Resource)]
struct Told<G: Cues>(Option<G::Memory>);

/// The cue step for `G`, in [`MatchSystems::Present`].
pub fn add<G: Cues>(app: &mut App) {
    app.insert_resource(Told::<G>(None));
    let here = AtTable(G::Engine::NAME);
    app.add_systems(OnEnter(here), |mut told: ResMut<Told<G>>| told.0 = None);
    app.add_systems(
        Update,
        cue_step::<G>
            .in_set(MatchSystems::Present)
            .run_if(in_state(here)),
    );
}

/// Tells every event of this frame. A jump of the table (a decision taken back, a replay
/// sought) tells the whole match again from its start, quietly: the flashes, the sounds and the
/// console lines of history are old news, the log is rebuilt. Of the frame's sounds, the one
/// that matters most plays ([`Sound`]'s order): a castle taken is a fanfare, not the banner
/// that fell with it.
#[allow(clippy::too_many_arguments)]
fn cue_step<G: Cues>(
    mut commands: Commands,
    mut events: MessageReader<TableEvent<G>>,
    mut resets: MessageReader<TableReset>,
    seating: Res<Seating>,
    seen: Res<Seen<G>>,
    viewer: Res<Viewer>,
    mut told: ResMut<Told<G>>,
    mut log: ResMut<GameLog>,
    pace: Pace,
    fonts: Res<Fonts>,
    locale: Res<Locale>,
    mut sounds: MessageWriter<PlaySound>,
) {
    if resets.read().count() > 0 {
        told.0 = None;
    }
    let mut loudest: Option<Sound> = None;
    for TableEvent(event) in events.read() {
        let memory = told.0.get_or_insert_with(|| G::remember(&seen, &seating));
        let cue = G::cue(memory, event, &seating, viewer.0);
        if let Some(line) = cue.line {
            if !pace.settling() {
                info!("{line}");
            }
            log.push(locale.text(&line));
        }
        if let Some((text, colour)) = cue.flash {
            let text = locale.text(&text);
            super::flash::show(&mut commands, &fonts, text, &pace, colour, G::FLASH_Y);
        }
        loudest = loudest.max(cue.sound);
    }
    if let Some(sound) = loudest
        && !pace.settling()
    {
        sounds.write(PlaySound(sound));
    }
}
