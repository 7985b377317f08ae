//! Sound: the player's volume and background music settings (kept with the others), the quiet
//! background loop, and how any sound of the game is played (Bevy's audio; the files are
//! `assets/sounds`, loaded with the fonts: [`Sounds`]). What sounds when is the table kit's
//! (`table::sound`).
//!
//! In the browser, sound starts with the first click or key: the page resumes the audio context
//! then (web/index.html), as browsers require.

use bevy::audio::Volume;
use bevy::prelude::*;
use bevy::settings::{ReflectSettingsGroup, SettingsGroup};

use crate::assets::Sounds;
use crate::locale::{Msg, Words};
use crate::menu::Activate;

/// How loud the game is: every sound and the music, or nothing.
#[derive(Resource, SettingsGroup, Reflect, Clone, Copy, Debug, PartialEq, Eq, Default)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(group = "sound", key = "volume")]
pub enum SoundVolume {
    /// No sound at all.
    Off,
    /// A quarter.
    Quarter,
    /// Half.
    Half,
    /// Three quarters.
    ThreeQuarters,
    /// As loud as the sounds were made: the default.
    #[default]
    Full,
}

impl SoundVolume {
    /// The volume, from silence (0) to full (1).
    pub fn linear(self) -> f32 {
        match self {
            SoundVolume::Off => 0.0,
            SoundVolume::Quarter => 0.25,
            SoundVolume::Half => 0.5,
            SoundVolume::ThreeQuarters => 0.75,
            SoundVolume::Full => 1.0,
        }
    }

    /// The next setting, cycling: louder, then off.
    pub fn next(self) -> Self {
        match self {
            SoundVolume::Off => SoundVolume::Quarter,
            SoundVolume::Quarter => SoundVolume::Half,
            SoundVolume::Half => SoundVolume::ThreeQuarters,
            SoundVolume::ThreeQuarters => SoundVolume::Full,
            SoundVolume::Full => SoundVolume::Off,
        }
    }

    /// In words: "off", "25%".
    pub fn label(self) -> Msg {
        match self {
            SoundVolume::Off => Msg::new("sound-off"),
            level => Msg::new("sound-percent").with("percent", (level.linear() * 100.0) as u32),
        }
    }

    /// A button's words: "Sound: 50%".
    pub fn button(self) -> Msg {
        Msg::new("sound-volume").with("level", self.label())
    }
}

/// Whether the quiet background loop plays (at the volume of [`SoundVolume`]).
#[derive(Resource, SettingsGroup, Reflect, Clone, Copy, Debug, PartialEq, Eq, Default)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(group = "sound", key = "music")]
pub enum BackgroundMusic {
    /// It plays: the default.
    #[default]
    On,
    /// Silence between the sounds of the game.
    Off,
}

impl BackgroundMusic {
    /// The other setting.
    pub fn toggled(self) -> Self {
        match self {
            BackgroundMusic::On => BackgroundMusic::Off,
            BackgroundMusic::Off => BackgroundMusic::On,
        }
    }

    /// A button's words: "Music: on".
    pub fn button(self) -> Msg {
        let state = match self {
            BackgroundMusic::On => "music-on",
            BackgroundMusic::Off => "music-off",
        };
        Msg::new("music-toggle").with("state", Msg::new(state))
    }
}

/// The music's share of the volume: a background, under the sounds of the game.
const MUSIC_GAIN: f32 = 0.3;

/// A sound that has not started this long after it was asked for is dropped: there is no audio
/// device (a machine without one, the tests), and a sound late by seconds is noise.
const START_WITHIN_SECONDS: f32 = 2.0;

/// The background loop's entity.
#[derive(Component)]
pub struct MusicLoop;

/// A sound asked for, until it starts (or is dropped).
#[derive(Component)]
struct StartsSoon(Timer);

/// A button that shows the volume and, pressed, sets the next one.
#[derive(Component)]
pub struct VolumeButton;

/// A button that shows whether music plays and, pressed, turns it on or off.
#[derive(Component)]
pub struct MusicButton;

/// The sound settings (loaded and saved by `settings::persistence_plugin` in the windowed app),
/// the background loop and the sounds' clean-up.
pub fn plugin(app: &mut App) {
    app.register_type::<SoundVolume>()
        .register_type::<BackgroundMusic>()
        .init_resource::<SoundVolume>()
        .init_resource::<BackgroundMusic>();
    app.add_systems(
        Update,
        (
            keep_the_music,
            drop_sounds_never_started,
            relabel_buttons.run_if(
                resource_changed::<SoundVolume>.or_eager(resource_changed::<BackgroundMusic>),
            ),
        ),
    );
}

/// Plays `sound` once at `volume` (then the entity goes): what every sound effect spawns.
pub fn effect(sound: Handle<AudioSource>, volume: SoundVolume) -> impl Bundle {
    (
        Name::new("Sound"),
        AudioPlayer::new(sound),
        PlaybackSettings::DESPAWN.with_volume(Volume::Linear(volume.linear())),
        StartsSoon(Timer::from_seconds(START_WITHIN_SECONDS, TimerMode::Once)),
    )
}

/// The background loop plays while it is wanted (the sounds loaded, music on, sound not off),
/// following the volume as it changes.
fn keep_the_music(
    mut commands: Commands,
    sounds: Option<Res<Sounds>>,
    volume: Res<SoundVolume>,
    music: Res<BackgroundMusic>,
    mut playing: Query<(Entity, &mut PlaybackSettings, Option<&mut AudioSink>), With<MusicLoop>>,
) {
    let level = Volume::Linear(MUSIC_GAIN * volume.linear());
    let wanted = *music == BackgroundMusic::On && *volume != SoundVolume::Off;
    match (sounds, playing.single_mut()) {
        (Some(sounds), Err(_)) if wanted => {
            commands.spawn((
                Name::new("Background music"),
                MusicLoop,
                AudioPlayer::new(sounds.music.clone()),
                PlaybackSettings::LOOP.with_volume(level),
            ));
        }
        (_, Ok((entity, ..))) if !wanted => commands.entity(entity).despawn(),
        (_, Ok((_, mut settings, sink))) if volume.is_changed() => {
            // Before it starts, its settings say how loud; once it plays, its sink does.
            settings.volume = level;
            if let Some(mut sink) = sink {
                sink.set_volume(level);
            }
        }
        _ => {}
    }
}

/// Sounds asked for that never started (no audio device) do not pile up.
fn drop_sounds_never_started(
    mut commands: Commands,
    time: Res<Time<Real>>,
    mut waiting: Query<(Entity, &mut StartsSoon, Has<AudioSink>)>,
) {
    for (entity, mut starts, started) in &mut waiting {
        if started {
            commands.entity(entity).remove::<StartsSoon>();
        } else if starts.0.tick(time.delta()).is_finished() {
            commands.entity(entity).despawn();
        }
    }
}

/// The title's and the match menu's sound buttons say the settings as they change.
fn relabel_buttons(
    volume: Res<SoundVolume>,
    music: Res<BackgroundMusic>,
    mut volumes: Query<&mut Words, (With<VolumeButton>, Without<MusicButton>)>,
    mut musics: Query<&mut Words, (With<MusicButton>, Without<VolumeButton>)>,
) {
    for mut words in &mut volumes {
        words.set_if_neq(Words(volume.button()));
    }
    for mut words in &mut musics {
        words.set_if_neq(Words(music.button()));
    }
}

/// The two sound buttons, volume then music, as children of `parent` at focus orders `order`
/// and `order + 1`, `width` wide: the title's corner and the match menu show the same pair.
pub fn spawn_buttons(
    commands: &mut Commands,
    parent: Entity,
    fonts: &crate::assets::Fonts,
    locale: &crate::locale::Locale,
    (volume, music): (&SoundVolume, &BackgroundMusic),
    order: u32,
    width: f32,
) {
    commands
        .spawn((
            ChildOf(parent),
            crate::theme::wide_button(
                fonts,
                locale.text(&volume.button()),
                width,
                (
                    crate::menu::MenuItem::at(order),
                    Name::new("Sound volume"),
                    VolumeButton,
                    Words(volume.button()),
                ),
            ),
        ))
        .observe(cycle_volume);
    commands
        .spawn((
            ChildOf(parent),
            crate::theme::wide_button(
                fonts,
                locale.text(&music.button()),
                width,
                (
                    crate::menu::MenuItem::at(order + 1),
                    Name::new("Music"),
                    MusicButton,
                    Words(music.button()),
                ),
            ),
        ))
        .observe(toggle_music);
}

/// A volume button's press: the next volume.
pub fn cycle_volume(_: On<Activate>, mut volume: ResMut<SoundVolume>) {
    *volume = volume.next();
}

/// A music button's press: music on or off.
pub fn toggle_music(_: On<Activate>, mut music: ResMut<BackgroundMusic>) {
    *music = music.toggled();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::{Language, Locale};

    /// The volume cycles through every level back to where it began, louder each press until
    /// it turns off.
    #[test]
    fn the_volume_cycles_louder_then_off() {
        let mut volume = SoundVolume::Off;
        let mut seen = Vec::new();
        for _ in 0..5 {
            volume = volume.next();
            seen.push(volume.linear());
        }
        assert_eq!(seen, vec![0.25, 0.5, 0.75, 1.0, 0.0]);
        assert_eq!(volume, SoundVolume::Off);
    }

    /// The buttons say the setting in each language, the French with its space before "%".
    #[test]
    fn the_sound_buttons_say_the_setting() {
        let (mut locale, problems) = Locale::new(Language::English);
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(locale.text(&SoundVolume::Half.button()), "Sound: 50%");
        assert_eq!(locale.text(&SoundVolume::Off.button()), "Sound: off");
        assert_eq!(locale.text(&BackgroundMusic::On.button()), "Music: on");
        locale.set_language(Language::French);
        assert_eq!(
            locale.text(&SoundVolume::ThreeQuarters.button()),
            "Son : 75\u{202f}%"
        );
        assert_eq!(locale.text(&BackgroundMusic::Off.button()), "Musique : non");
    }
}
