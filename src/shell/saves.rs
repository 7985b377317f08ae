//! Where matches are saved, and what the title knows of them: the store (the platform's data
//! directory natively, the browser's local storage on the web, memory in tests), the saved
//! matches it holds, the saves it could not read (set aside, and said in words on the title),
//! and the match to start on entering the table (a new deal or a saved match).
//!
//! The shell knows no game: a save is a match record (game name, options as JSON, seed, actions
//! in text) with its seats, and the table kit turns it back into a match of its game.

use std::sync::Arc;

use bevy::prelude::*;
use saves::{SaveStore, SavedMatch};

use super::screens::Screen;

/// Where matches are saved. Without it (tests that do not ask for one, a platform without a data
/// directory) nothing is saved and the title offers no saved match.
#[derive(Resource, Clone)]
pub struct Saves(pub Arc<dyn SaveStore>);

impl Saves {
    /// The platform's store: the data directory natively (or the folder `IVANHOE_SAVES`
    /// names, for trying the game without touching one's own saves), local storage in the
    /// browser.
    pub fn platform() -> Option<Self> {
        #[cfg(target_arch = "wasm32")]
        {
            Some(Saves(Arc::new(saves::WebStore)))
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            let store = match std::env::var_os("IVANHOE_SAVES") {
                Some(dir) => Some(saves::DirStore::new(dir.into())),
                None => saves::DirStore::platform(),
            };
            store.map(|store| {
                info!("matches are saved in {}", store.dir().display());
                Saves(Arc::new(store))
            })
        }
    }
}

/// The saved matches the title offers, newest first, each under its key in the store.
#[derive(Resource, Default, Debug, Clone)]
pub struct SavedMatches(pub Vec<(String, SavedMatch)>);

impl SavedMatches {
    /// The matches not yet over: the ones Continue and the list resume.
    pub fn in_progress(&self) -> impl Iterator<Item = &(String, SavedMatch)> {
        self.0.iter().filter(|(_, save)| !save.over)
    }
}

/// What the title says of saves that could not be read, each in one sentence (they are set
/// aside, never overwritten or deleted).
#[derive(Resource, Default, Debug, Clone)]
pub struct SaveProblems(pub Vec<String>);

/// The match the table starts on entering: the setup's new deal, or a saved match resumed.
#[derive(Resource, Default, Debug, Clone)]
pub enum MatchStart {
    /// A new deal of the setup's seats and options.
    #[default]
    Deal,
    /// A saved match, put back as it was after its last decision.
    Resume {
        /// Its key in the store: the match goes on saving under it.
        key: String,
        /// The save.
        save: Box<SavedMatch>,
    },
}

/// Each game's check that a save puts its match back (the record replays through the engine),
/// registered by the table for every game it seats: the title offers only saves that pass it.
#[derive(Resource, Default)]
pub struct ResumeChecks(pub Vec<(&'static str, ResumeCheck)>);

/// Whether a save puts a match of its game back; if not, why, in words ("breaks the rules at
/// decision 12 …").
pub type ResumeCheck = fn(&SavedMatch) -> Result<(), String>;

/// The wall clock in Unix seconds (the browser's clock on the web), for when a match was
/// started and saved.
pub use saves::unix_now as now;

/// The saves' resources, and reading the store each time the title shows.
pub fn plugin(app: &mut App) {
    app.init_resource::<SavedMatches>()
        .init_resource::<SaveProblems>()
        .init_resource::<MatchStart>()
        .init_resource::<ResumeChecks>();
    app.add_systems(OnEnter(Screen::Title), read_saves);
}

/// Reads every save of the store: the readable ones for the title's list, the others set aside
/// with a sentence saying what was wrong and where the file went.
pub fn read_saves(
    saves: Option<Res<Saves>>,
    mut matches: ResMut<SavedMatches>,
    mut problems: ResMut<SaveProblems>,
    checks: Res<ResumeChecks>,
) {
    let Some(saves) = saves else {
        return;
    };
    matches.0.clear();
    for stored in saves.0.list() {
        let read = stored.read.map_err(|e| e.to_string()).and_then(|save| {
            let game = &save.record.game;
            match checks.0.iter().find(|(name, _)| name == game) {
                Some((_, check)) => check(&save).map(|()| save),
                None => Err(format!(
                    "is for a game this version does not know: “{game}”"
                )),
            }
        });
        match read {
            Ok(save) => matches.0.push((stored.key, save)),
            Err(error) => {
                let line = match saves.0.set_aside(&stored.key) {
                    Ok(place) => format!(
                        "The saved match “{}” could not be read: it {error}. It was set aside as {place}.",
                        stored.key
                    ),
                    Err(store) => format!(
                        "The saved match “{}” could not be read: it {error}. It could not be set aside either ({store}), and is left as it was.",
                        stored.key
                    ),
                };
                warn!("{line}");
                if !problems.0.contains(&line) {
                    problems.0.push(line);
                }
            }
        }
    }
}
