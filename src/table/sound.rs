//! What the table sounds like, the same in every game. The kit's kinds of [`Sound`]: an event's
//! is the game's to say (its `Cue`, told by the cue step, one sound a frame, never while the
//! table settles); the kit itself rings a bell when the choice comes to a person, and ticks
//! softly when a choice is refused (every refusal the notice shows).
//!
//! The sounds go out as [`PlaySound`] messages: the windowed app plays them at the player's
//! volume; the headless tests read them, with no audio device.

use bevy::prelude::*;

use super::animation::Pace;
use super::decide::{Choice, Picks};
use super::handoff::HandOff;
use super::{AtTable, MatchSystems, Notice, Seating};
use rules_core::Game;
use shell::assets::Sounds;
use shell::audio::{self, SoundVolume};
use shell::screens::Screen;

/// A kind of sound of the table. Of the sounds of one frame's events only the one that matters
/// most plays: they are in that order here, from the least.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Sound {
    /// A card drawn.
    Draw,
    /// A card discarded.
    Discard,
    /// A card played (or moved from one place to another).
    Play,
    /// The cards shuffled: a deal, the deck made again.
    Shuffle,
    /// Gems (or tokens) clinking: won, arriving.
    Clink,
    /// An army marching.
    March,
    /// Gems stolen.
    Stolen,
    /// Something falling: a banner, a fortification.
    Fall,
    /// A fanfare: a tournament, a castle, a match won.
    Fanfare,
    /// A small bell: the choice comes to a person (the kit's).
    Turn,
    /// A soft tick: a choice refused (the kit's).
    Refused,
}

impl Sound {
    /// Every kind.
    pub const ALL: [Sound; 11] = [
        Sound::Draw,
        Sound::Discard,
        Sound::Play,
        Sound::Shuffle,
        Sound::Clink,
        Sound::March,
        Sound::Stolen,
        Sound::Fall,
        Sound::Fanfare,
        Sound::Turn,
        Sound::Refused,
    ];

    /// Its file.
    pub fn handle(self, sounds: &Sounds) -> Handle<AudioSource> {
        match self {
            Sound::Draw => sounds.draw.clone(),
            Sound::Discard => sounds.discard.clone(),
            Sound::Play => sounds.play.clone(),
            Sound::Shuffle => sounds.shuffle.clone(),
            Sound::Clink => sounds.clink.clone(),
            Sound::March => sounds.march.clone(),
            Sound::Stolen => sounds.stolen.clone(),
            Sound::Fall => sounds.banner.clone(),
            Sound::Fanfare => sounds.fanfare.clone(),
            Sound::Turn => sounds.turn.clone(),
            Sound::Refused => sounds.refused.clone(),
        }
    }
}

/// A sound to play now.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlaySound(pub Sound);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PlaySound>();
    app.init_resource::<Called>();
    app.add_systems(OnEnter(Screen::Match), |mut called: ResMut<Called>| {
        *called = Called::default();
    });
    app.add_systems(Update, tick_on_refusal.in_set(MatchSystems::Ui));
    app.add_systems(PostUpdate, play);
}

/// The bell that calls a person to decide, for `G`'s decision screen.
pub(super) fn add<G: Picks>(app: &mut App) {
    app.add_systems(
        Update,
        ring_for_the_person::<G>
            .in_set(MatchSystems::Ui)
            .run_if(in_state(AtTable(G::Engine::NAME))),
    );
}

/// The seat whose stretch of decisions is under way, and whether the bell rang in it: afresh
/// for every match.
#[derive(Resource, Default)]
struct Called {
    deciding: Option<usize>,
    rung: bool,
}

/// Rings once each time the decision passes to a person: when their choice is offered (alone at
/// the screen), or when the hand-off cover calls them (several people). The decisions a person
/// makes one after another (cards of one turn) ring once, and a match begun anew rings again;
/// nothing rings in a replay, for a choice the table makes for a person alone (letting a card
/// pass), or while the table settles (a decision taken back, a match put back).
fn ring_for_the_person<G: Picks>(
    seating: Res<Seating>,
    choice: Res<Choice<G>>,
    covers: Query<&HandOff>,
    allows: Res<super::Allows>,
    pace: Pace,
    mut called: ResMut<Called>,
    mut sounds: MessageWriter<PlaySound>,
) {
    if called.deciding != seating.deciding {
        *called = Called {
            deciding: seating.deciding,
            rung: false,
        };
    }
    let Some(seat) = seating.deciding else {
        return;
    };
    if called.rung || allows.watching_record || !seating.is_human(seat) {
        return;
    }
    let calling = if seating.humans() > 1 {
        covers.iter().any(|cover| cover.0 == seat)
    } else {
        choice.seat == Some(seat)
    };
    if calling {
        called.rung = true;
        if !pace.settling() {
            sounds.write(PlaySound(Sound::Turn));
        }
    }
}

/// A soft tick for every refusal the notice shows.
fn tick_on_refusal(
    notice: Res<Notice>,
    mut heard: Local<u64>,
    mut sounds: MessageWriter<PlaySound>,
) {
    if notice.refusals() != *heard {
        *heard = notice.refusals();
        sounds.write(PlaySound(Sound::Refused));
    }
}

/// Plays this frame's sounds, each kind once, at the player's volume. Where the sounds are not
/// loaded (the headless app) or the sound is off, nothing plays.
fn play(
    mut commands: Commands,
    mut requests: MessageReader<PlaySound>,
    sounds: Option<Res<Sounds>>,
    volume: Res<SoundVolume>,
) {
    let mut kinds: Vec<Sound> = requests.read().map(|r| r.0).collect();
    let Some(sounds) = sounds else {
        return;
    };
    if *volume == SoundVolume::Off {
        return;
    }
    kinds.sort();
    kinds.dedup();
    for sound in kinds {
        commands.spawn(audio::effect(sound.handle(&sounds), *volume));
    }
}
