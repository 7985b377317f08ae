//! Where matches are saved, and what the title knows of them: the store (the platform's data
//! directory natively, the browser's local storage on the web, memory in tests), the saved
//! matches it holds, the saves it could not read (set aside, and said in words on the title),
//! and the match to start on entering the table (a new deal or a saved match).
//!
//! The shell knows no game: a save is a match record (game name, options as JSON, seed, actions
//! in text) with its seats, and the table kit turns it back into a match of its game.

use std::sync::Arc;

use bevy::prelude::*;
use saves::{SaveError, SaveStore, SavedMatch};

use crate::locale::{Locale, Msg};
use crate::screen::{ActiveGame, Catalogue, Screen};

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
    /// The game's guided first match: its guide's seats, deal and script (`table::guide`).
    Guide,
    /// A match on a server: the room the online screen entered (`shell::online::Online`
    /// holds its views). Nothing of it is saved here; the seat's token brings it back.
    Online,
    /// A match played back from its record, from the deal on: a save (finished or not), or a
    /// record written by `ivanhoe-cli` (which names no seats: they are numbered).
    Replay {
        /// The record and its seats.
        save: Box<SavedMatch>,
        /// Where it opens, in decisions from the deal (a turning point of the winner's screen,
        /// whose hint it then shows); `None` at the deal.
        at: Option<usize>,
        /// The search that judged the decision there (its iterations and seed), for the hint
        /// to search again alike.
        search: Option<(u64, u64)>,
    },
}

/// The match that ended last, as its save: the winner's screen offers to watch it again.
#[derive(Resource, Default, Debug, Clone)]
pub struct LastMatch(pub Option<SavedMatch>);

/// A record named on the command line (`ivanhoe --replay FILE`): opened as a replay once the
/// title is up.
#[derive(Resource, Default, Debug, Clone)]
pub struct RecordToOpen(pub Option<std::path::PathBuf>);

/// The path after `--replay` among the program's arguments, if any.
pub fn record_named_in(
    args: impl IntoIterator<Item = std::ffi::OsString>,
) -> Option<std::path::PathBuf> {
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        if arg == "--replay" {
            return args.next().map(Into::into);
        }
    }
    None
}

/// Opens the record named on the command line as a replay: its game's table, from the deal. A
/// file that cannot be read, or is neither a save nor a match record, is said on the title.
pub fn open_record(
    mut to_open: ResMut<RecordToOpen>,
    catalogue: Res<Catalogue>,
    mut problems: ResMut<SaveProblems>,
    locale: Res<Locale>,
    mut start: ResMut<MatchStart>,
    mut game: ResMut<NextState<ActiveGame>>,
    mut screen: ResMut<NextState<Screen>>,
) {
    let Some(path) = to_open.0.take() else {
        return;
    };
    let details_kept = std::cell::Cell::new(None);
    let read = std::fs::read(&path)
        .map_err(|e| Msg::new("record-not-read").with("error", e.to_string()))
        .and_then(|bytes| {
            SavedMatch::to_watch(&bytes).map_err(|e| {
                let (fault, details) = save_fault(&e);
                details_kept.replace(details);
                fault
            })
        });
    let save = match read {
        Ok(save) => save,
        Err(error) => {
            let line = with_details(
                locale.text(
                    &Msg::new("record-cannot-watch")
                        .with("path", path.display().to_string())
                        .with("error", error),
                ),
                details_kept.take(),
                &locale,
            );
            warn!("{line}");
            problems.0.push(line);
            return;
        }
    };
    let Some(entry) = catalogue.entry(&save.record.game) else {
        let line = locale.text(
            &Msg::new("record-cannot-watch")
                .with("path", path.display().to_string())
                .with(
                    "error",
                    Msg::new("record-unknown-game").with("game", save.record.game.clone()),
                ),
        );
        warn!("{line}");
        problems.0.push(line);
        return;
    };
    info!("watching the record {}", path.display());
    game.set(ActiveGame(entry.name()));
    *start = MatchStart::Replay {
        save: Box::new(save),
        at: None,
        search: None,
    };
    screen.set(Screen::Match);
}

/// Each game's check that a save puts its match back (the record replays through the engine),
/// registered by the table for every game it seats: the title offers only saves that pass it.
#[derive(Resource, Default)]
pub struct ResumeChecks(pub Vec<(&'static str, ResumeCheck)>);

/// Whether a save puts a match of its game back; if not, why: a message completing "it …"
/// ("breaks the rules at decision 12 …").
pub type ResumeCheck = fn(&SavedMatch) -> Result<(), Msg>;

/// The wall clock in Unix seconds (the browser's clock on the web), for when a match was
/// started and saved.
pub use saves::unix_now as now;

/// The saves' resources, and reading the store each time the title shows.
pub fn plugin(app: &mut App) {
    app.init_resource::<SavedMatches>()
        .init_resource::<SaveProblems>()
        .init_resource::<MatchStart>()
        .init_resource::<LastMatch>()
        .init_resource::<RecordToOpen>()
        .init_resource::<ResumeChecks>();
    app.add_systems(OnEnter(Screen::Title), (read_saves, open_record));
}

/// Reads every save of the store: the readable ones for the title's list, the others set aside
/// with a sentence saying what was wrong and where the file went.
pub fn read_saves(
    saves: Option<Res<Saves>>,
    mut matches: ResMut<SavedMatches>,
    mut problems: ResMut<SaveProblems>,
    locale: Res<Locale>,
    checks: Res<ResumeChecks>,
) {
    let Some(saves) = saves else {
        return;
    };
    matches.0.clear();
    for stored in saves.0.list() {
        let mut details = None;
        let read = stored
            .read
            .map_err(|e| {
                let (fault, detail) = save_fault(&e);
                details = detail;
                fault
            })
            .and_then(|save| {
                let game = &save.record.game;
                match checks.0.iter().find(|(name, _)| name == game) {
                    Some((_, check)) => check(&save).map(|()| save),
                    None => Err(Msg::new("record-unknown-game").with("game", game.clone())),
                }
            });
        match read {
            Ok(save) => matches.0.push((stored.key, save)),
            Err(error) => {
                let line = match saves.0.set_aside(&stored.key) {
                    Ok(place) => Msg::new("save-unreadable-set-aside")
                        .with("key", stored.key.clone())
                        .with("error", error)
                        .with("place", place.to_string()),
                    Err(store) => Msg::new("save-unreadable-kept")
                        .with("key", stored.key.clone())
                        .with("error", error)
                        .with("store", store.to_string()),
                };
                let line = with_details(locale.text(&line), details, &locale);
                warn!("{line}");
                if !problems.0.contains(&line) {
                    problems.0.push(line);
                }
            }
        }
    }
}

/// A save's fault in plain words, completing "it …" ("is not a save file"), and apart from it
/// the parser's or the engine's own words ("expected ident at line 1 column 2"), for a line of
/// details under it.
pub fn save_fault(error: &SaveError) -> (Msg, Option<String>) {
    let plain = |id: &'static str| Msg::new(id);
    match error {
        SaveError::Truncated(detail) => (plain("save-fault-truncated"), Some(detail.clone())),
        SaveError::NotASave(detail) => (plain("save-fault-not-a-save"), Some(detail.clone())),
        SaveError::NewerFormat { found } => {
            (plain("save-fault-newer").with("found", *found as i64), None)
        }
        SaveError::Invalid(detail) => (plain("save-fault-invalid"), Some(detail.clone())),
        SaveError::UnknownGame(game) => (
            Msg::new("record-unknown-game").with("game", game.clone()),
            None,
        ),
        SaveError::WrongGame { found, .. } => (
            Msg::new("record-unknown-game").with("game", found.clone()),
            None,
        ),
        SaveError::BadOptions { message, .. } => {
            (plain("save-fault-options"), Some(message.clone()))
        }
        SaveError::TooLarge { size } => (
            plain("save-fault-too-large").with("size", *size as i64),
            None,
        ),
        SaveError::CannotRead(detail) => (plain("save-fault-cannot-read"), Some(detail.clone())),
        SaveError::Unplayable(detail) => (plain("save-fault-unplayable"), Some(detail.clone())),
    }
}

/// `line`, and under it the details a person may pass on to whoever mends the file.
fn with_details(line: String, details: Option<String>, locale: &Locale) -> String {
    match details {
        Some(details) => format!(
            "{line}\n{}",
            locale.text(&Msg::new("problem-details").with("details", details))
        ),
        None => line,
    }
}
