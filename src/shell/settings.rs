//! The player's settings, kept from one launch to the next with Bevy's own settings support
//! (`bevy_settings`: a TOML file in the platform's preferences folder, `ivanhoe/settings.toml`,
//! or the browser's local storage): the animation speed, the language, the sound (`audio`),
//! the hints, the last setup of each game, and online play's server and seats (`online`). A
//! settings file that cannot be read is moved aside (never overwritten) and the defaults are
//! used; the title says so.

use std::time::Duration;

use crate::locale::Msg;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy::settings::{ReflectSettingsGroup, SaveSettingsDeferred, SettingsGroup, SettingsPlugin};

/// The name the settings are kept under: the folder in the preferences folder natively, the
/// prefix of the local storage key in the browser.
pub const SETTINGS_NAME: &str = "ivanhoe";

/// How fast the table animates.
#[derive(Resource, SettingsGroup, Reflect, Clone, Copy, Debug, PartialEq, Eq, Default)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(group = "table", key = "animation_speed")]
pub enum AnimationSpeed {
    /// Slower, for following every card.
    Relaxed,
    /// The default.
    #[default]
    Normal,
    /// Quicker.
    Fast,
    /// No animation: things jump to their place.
    Instant,
}

impl AnimationSpeed {
    /// In words.
    pub fn label(self) -> Msg {
        Msg::new(match self {
            AnimationSpeed::Relaxed => "speed-relaxed",
            AnimationSpeed::Normal => "speed-normal",
            AnimationSpeed::Fast => "speed-fast",
            AnimationSpeed::Instant => "speed-instant",
        })
    }

    /// The next setting, cycling.
    pub fn next(self) -> Self {
        match self {
            AnimationSpeed::Relaxed => AnimationSpeed::Normal,
            AnimationSpeed::Normal => AnimationSpeed::Fast,
            AnimationSpeed::Fast => AnimationSpeed::Instant,
            AnimationSpeed::Instant => AnimationSpeed::Relaxed,
        }
    }

    /// A duration of the normal speed, at this speed.
    pub fn scale(self, seconds: f32) -> Duration {
        let factor = match self {
            AnimationSpeed::Relaxed => 1.6,
            AnimationSpeed::Normal => 1.0,
            AnimationSpeed::Fast => 0.45,
            AnimationSpeed::Instant => 0.0,
        };
        Duration::from_secs_f32(seconds * factor)
    }
}

/// The hints a person may ask for at the table (`table::hint`): who gets them, and how long the
/// search thinks.
#[derive(Resource, SettingsGroup, Reflect, Clone, Copy, Debug, PartialEq, Eq, Default)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(group = "hints")]
pub struct HintSettings {
    /// Whether every person may ask, also when several share the screen or play against people
    /// online (where a hint would help one person against another); off, only a person whose
    /// opponents are all computer players may.
    pub for_everyone: bool,
    /// How many deals the search tries.
    pub depth: HintDepth,
}

/// How many deals a hint's search tries, each time limited to a second natively and 1.8 s in
/// the browser (`table::hint::HintTimeLimit`).
#[derive(Reflect, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum HintDepth {
    /// 2,000 deals: the budget at which the chances were calibrated (docs/AI.md).
    #[default]
    Quick,
    /// 10,000 deals.
    Thorough,
    /// 50,000 deals (the time limit stops most searches first).
    Deep,
}

impl HintDepth {
    /// The search's iterations.
    pub fn iterations(self) -> u64 {
        match self {
            HintDepth::Quick => 2_000,
            HintDepth::Thorough => 10_000,
            HintDepth::Deep => 50_000,
        }
    }

    /// In words.
    pub fn label(self) -> Msg {
        Msg::new(match self {
            HintDepth::Quick => "hint-depth-quick",
            HintDepth::Thorough => "hint-depth-thorough",
            HintDepth::Deep => "hint-depth-deep",
        })
    }

    /// The next setting, cycling.
    pub fn next(self) -> Self {
        match self {
            HintDepth::Quick => HintDepth::Thorough,
            HintDepth::Thorough => HintDepth::Deep,
            HintDepth::Deep => HintDepth::Quick,
        }
    }
}

/// The setup each game was last played with (or left with): its seats and rule set, by the
/// game's engine name. Entering a game's setup puts its last setup back.
#[derive(Resource, SettingsGroup, Reflect, Clone, Debug, Default, PartialEq)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(group = "setup")]
pub struct LastSetups {
    /// Each game's last setup.
    pub games: HashMap<String, SetupMemory>,
}

/// A game's setup as the settings keep it.
#[derive(Reflect, Clone, Debug, Default, PartialEq)]
pub struct SetupMemory {
    /// The seats, clockwise.
    pub seats: Vec<SeatMemory>,
    /// The rule set's index among the game's rule sets.
    pub rules: usize,
}

/// A seat as the settings keep it.
#[derive(Reflect, Clone, Debug, Default, PartialEq)]
pub struct SeatMemory {
    /// The name shown at the table.
    pub name: String,
    /// `person`, or a computer player's level (`easy`, `normal`, `hard`, `expert`).
    pub level: String,
}

/// The person's record at each game against each kind of opposition: matches played and won by
/// the one person at the screen, by game engine name, then by opponents (`normal` when every
/// computer player was normal, `mixed` levels otherwise).
#[derive(Resource, SettingsGroup, Reflect, Clone, Debug, Default, PartialEq)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(group = "results")]
pub struct ResultsRecord {
    /// Each game's tallies, by opponents.
    pub games: HashMap<String, HashMap<String, Tally>>,
}

/// Matches played and won.
#[derive(Reflect, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Matches played to their end.
    pub played: u32,
    /// Matches the person won (alone or tied).
    pub won: u32,
}

/// Loads the settings (after setting aside a file that cannot be read), and saves them shortly
/// after any changes. For the windowed app only: tests keep the defaults and touch no file.
pub fn persistence_plugin(app: &mut App) {
    app.register_type::<AnimationSpeed>()
        .register_type::<HintSettings>()
        .register_type::<LastSetups>()
        .register_type::<ResultsRecord>()
        .register_type::<crate::locale::LanguageSetting>()
        .register_type::<crate::audio::SoundVolume>()
        .register_type::<crate::audio::BackgroundMusic>()
        .register_type::<crate::online::OnlineSettings>();
    if let Some(line) = set_aside_unreadable_settings() {
        warn!("{line}");
        app.init_resource::<SettingsProblem>();
        app.world_mut().resource_mut::<SettingsProblem>().0 = Some(line);
    }
    app.add_plugins(SettingsPlugin::new(SETTINGS_NAME));
    app.add_systems(
        Last,
        save_when_changed.run_if(
            resource_changed::<AnimationSpeed>
                .or_eager(resource_changed::<crate::locale::LanguageSetting>)
                .or_eager(resource_changed::<crate::audio::SoundVolume>)
                .or_eager(resource_changed::<crate::audio::BackgroundMusic>)
                .or_eager(resource_changed::<HintSettings>)
                .or_eager(resource_changed::<LastSetups>)
                .or_eager(resource_changed::<ResultsRecord>)
                .or_eager(resource_changed::<crate::online::OnlineSettings>),
        ),
    );
}

/// What the title says of a settings file that could not be read.
#[derive(Resource, Default, Debug)]
pub struct SettingsProblem(pub Option<Msg>);

fn save_when_changed(mut commands: Commands) {
    // Soon, and once for a burst of changes (the speed cycled through several values).
    commands.queue(SaveSettingsDeferred(Duration::from_millis(250)));
}

/// Moves a settings file that is not TOML out of the way before the settings are loaded (Bevy
/// would use the defaults and overwrite it at the next save), and says so in one sentence.
#[cfg(not(target_arch = "wasm32"))]
fn set_aside_unreadable_settings() -> Option<Msg> {
    use crate::locale::Arg;
    let dir = bevy::platform::dirs::preferences_dir()?.join(SETTINGS_NAME);
    let file = dir.join("settings.toml");
    let text = match std::fs::read(&file) {
        Ok(bytes) => bytes,
        Err(_) => return None, // none yet
    };
    let problem = match std::str::from_utf8(&text) {
        Ok(text) => Arg::from(text.parse::<toml::Table>().err()?.message()),
        Err(_) => Arg::from(Msg::new("settings-not-text")),
    };
    let aside = (1..)
        .map(|n| dir.join(format!("settings.unreadable-{n}.toml")))
        .find(|path| !path.exists())?;
    Some(match std::fs::rename(&file, &aside) {
        Ok(()) => Msg::new("settings-set-aside")
            .with("problem", problem)
            .with("place", aside.display().to_string()),
        Err(error) => Msg::new("settings-not-moved")
            .with("problem", problem)
            .with("file", file.display().to_string())
            .with("error", error.to_string()),
    })
}

/// In the browser: the same for the local storage entry.
#[cfg(target_arch = "wasm32")]
fn set_aside_unreadable_settings() -> Option<Msg> {
    let storage = web_sys::window()?.local_storage().ok()??;
    let key = format!("{SETTINGS_NAME}-settings");
    let text = storage.get_item(&key).ok()??;
    let problem = text.parse::<toml::Table>().err()?.message().to_string();
    let aside = (1..)
        .map(|n| format!("{SETTINGS_NAME}-settings-unreadable-{n}"))
        .find(|k| storage.get_item(k).ok().flatten().is_none())?;
    storage.set_item(&aside, &text).ok()?;
    storage.remove_item(&key).ok()?;
    Some(
        Msg::new("settings-set-aside-browser")
            .with("problem", problem)
            .with("place", aside),
    )
}
