//! The save format: [`SavedMatch`] and [`SavedSeat`], written as pretty JSON, and the one
//! function every store reads a save with ([`SavedMatch::from_bytes`]).

use rules_core::{Game, MatchRecord};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use serde_json::error::Category;

use crate::error::SaveError;
use crate::limits::{FORMAT, MAX_BYTES};

/// One saved match: its record, who sits where, and when.
///
/// Unknown fields are refused when a save is read, as in the record itself: a save with a field
/// this version does not know was edited, or comes from a newer version (which says so in its
/// format).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedMatch {
    /// The save format it was written in ([`FORMAT`] for every save this version writes).
    pub format: u32,
    /// The match record: game name, options (as JSON, each game reads its own), seed, actions in
    /// text notation. `final_state` is None while the match goes on.
    pub record: MatchRecord<Value>,
    /// Who sits at each seat, in seat order.
    pub seats: Vec<SavedSeat>,
    /// Unix seconds when the match began.
    pub started: u64,
    /// Unix seconds when the match was last saved.
    pub saved: u64,
    /// Whether the match is over (a finished match is kept for replays but not offered by
    /// Continue).
    pub over: bool,
}

/// Who sits at one seat of a saved match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedSeat {
    /// The name shown at the seat.
    pub name: String,
    /// The computer's level; None: a person at the screen.
    pub computer: Option<rules_core::Difficulty>,
}

impl SavedMatch {
    /// A save of a match that begins now: the current [`FORMAT`], saved when it `started`, not
    /// over.
    pub fn new(record: MatchRecord<Value>, seats: Vec<SavedSeat>, started: u64) -> SavedMatch {
        SavedMatch {
            format: FORMAT,
            record,
            seats,
            started,
            saved: started,
            over: false,
        }
    }

    /// Reads a save from a file's bytes: the one reading function every store uses. Bytes that
    /// are not UTF-8 text are not a save (or were cut short inside a character); the text is
    /// read by [`SavedMatch::from_json`].
    pub fn from_bytes(bytes: &[u8]) -> Result<SavedMatch, SaveError> {
        if bytes.len() as u64 > MAX_BYTES {
            return Err(SaveError::TooLarge {
                size: bytes.len() as u64,
            });
        }
        match std::str::from_utf8(bytes) {
            Ok(text) => SavedMatch::from_json(text),
            // The text stops inside a character: a file cut short.
            Err(e) if e.error_len().is_none() => Err(SaveError::Truncated(format!(
                "in the middle of a character at byte {}",
                e.valid_up_to()
            ))),
            Err(e) => Err(SaveError::NotASave(format!(
                "it is not text (byte {} is not UTF-8)",
                e.valid_up_to()
            ))),
        }
    }

    /// Reads a save from its text. Checks the format version before anything else, so a save
    /// from a newer version says so rather than failing on an unknown field; then the fields,
    /// then that the game is one this version knows and the seat count one it has tables for.
    /// A leading byte-order mark (left by some text editors) is skipped.
    pub fn from_json(text: &str) -> Result<SavedMatch, SaveError> {
        if text.len() as u64 > MAX_BYTES {
            return Err(SaveError::TooLarge {
                size: text.len() as u64,
            });
        }
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        if text.trim().is_empty() {
            return Err(SaveError::Truncated("it is empty".to_string()));
        }
        let value: Value = serde_json::from_str(text).map_err(classify)?;
        check_format(&value)?;
        // Format 1 is the only format so far, so the text is read as it is. When FORMAT is
        // raised, an older save's `value` is brought up to date here, one format at a time, and
        // read with `serde_json::from_value`.
        let save: SavedMatch = serde_json::from_str(text).map_err(classify)?;
        let Some(game) = catalogue::info(&save.record.game) else {
            return Err(SaveError::UnknownGame(save.record.game));
        };
        let seats = save.seats.len();
        if !game.all_seats().any(|n| n == seats) {
            return Err(SaveError::Invalid(format!(
                "it seats {seats} players, and {} has no table for {seats}",
                game.display_name
            )));
        }
        Ok(save)
    }

    /// Reads a match to watch: a save, or a match record as `ivanhoe-cli simulate --record`
    /// writes it (game, options, seed, actions, final state). A record names no seats: the
    /// save read from it has none (the game numbers them when it replays the record), began
    /// and was saved at time 0, and is over when the record holds its final state.
    pub fn to_watch(bytes: &[u8]) -> Result<SavedMatch, SaveError> {
        if bytes.len() as u64 > MAX_BYTES {
            return Err(SaveError::TooLarge {
                size: bytes.len() as u64,
            });
        }
        let Ok(text) = std::str::from_utf8(bytes) else {
            // Not text: the save reader says why in its own words.
            return SavedMatch::from_bytes(bytes);
        };
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let value: Value = match serde_json::from_str(text) {
            Ok(value) => value,
            Err(_) => return SavedMatch::from_json(text),
        };
        if value.get("format").is_some() || value.get("record").is_some() {
            return SavedMatch::from_json(text);
        }
        let record: MatchRecord<Value> = serde_json::from_value(value).map_err(|e| {
            SaveError::NotASave(format!("it is neither a save nor a match record ({e})"))
        })?;
        if catalogue::info(&record.game).is_none() {
            return Err(SaveError::UnknownGame(record.game));
        }
        Ok(SavedMatch {
            format: FORMAT,
            over: record.final_state.is_some(),
            record,
            seats: Vec::new(),
            started: 0,
            saved: 0,
        })
    }

    /// The save as pretty JSON, as every store writes it.
    pub fn to_json(&self) -> String {
        // A save holds strings, numbers and JSON values only: nothing that fails to serialize.
        serde_json::to_string_pretty(self).expect("a save serializes to JSON")
    }

    /// The record typed for game G: its options parsed (a clear error if they are not G's
    /// options or the record is for another game).
    pub fn record_of<G: Game>(&self) -> Result<MatchRecord<G::Options>, SaveError> {
        let record = &self.record;
        if record.game != G::NAME {
            return Err(SaveError::WrongGame {
                expected: G::NAME.to_string(),
                found: record.game.clone(),
            });
        }
        let options =
            G::Options::deserialize(&record.options).map_err(|e| SaveError::BadOptions {
                game: G::NAME.to_string(),
                message: e.to_string(),
            })?;
        Ok(MatchRecord {
            game: record.game.clone(),
            options,
            seed: record.seed,
            actions: record.actions.clone(),
            final_state: record.final_state.clone(),
        })
    }

    /// The match as it stands: the record replayed with [`rules_core::play_record`] (and its
    /// final fingerprint checked, when it has one), and the table's seat count checked against
    /// the saved seats. Every failure is a [`SaveError`] the title screen can show.
    pub fn replay<G: Game>(&self) -> Result<G, SaveError> {
        let record = self.record_of::<G>()?;
        let game = rules_core::play_record::<G>(&record)
            .map_err(|e| SaveError::from_replay(G::NAME, e))?;
        if game.num_players() != self.seats.len() {
            return Err(SaveError::Unplayable(format!(
                "its options set a table of {} seats, but it names {} seats",
                game.num_players(),
                self.seats.len()
            )));
        }
        Ok(game)
    }
}

/// The time now in unix seconds, for [`SavedMatch::started`] and [`SavedMatch::saved`]; 0 if
/// the clock is before 1970. Unlike `std::time::SystemTime::now`, it works in the browser.
pub fn unix_now() -> u64 {
    web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// Refuses a JSON value that is not a save of a format this version reads, before its fields
/// are looked at.
fn check_format(value: &Value) -> Result<(), SaveError> {
    let Value::Object(fields) = value else {
        return Err(SaveError::NotASave(format!(
            "it holds {}, not a save",
            kind(value)
        )));
    };
    let Some(format) = fields.get("format") else {
        return Err(SaveError::NotASave("it has no format version".to_string()));
    };
    match format.as_u64() {
        Some(found) if found > u64::from(FORMAT) => Err(SaveError::NewerFormat { found }),
        Some(found) if found >= 1 => Ok(()),
        _ => Err(SaveError::NotASave(format!(
            "its format version {format} is not a save format (1 or later)"
        ))),
    }
}

/// A JSON error as the problem it shows: text cut short, text that is not JSON, or JSON with a
/// field missing or of the wrong type.
fn classify(error: serde_json::Error) -> SaveError {
    match error.classify() {
        Category::Eof => SaveError::Truncated(format!(
            "at line {} column {}",
            error.line(),
            error.column()
        )),
        Category::Syntax => SaveError::NotASave(error.to_string()),
        Category::Data => SaveError::Invalid(error.to_string()),
        Category::Io => SaveError::CannotRead(error.to_string()),
    }
}

/// What a JSON value is, in words.
fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "true or false",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}
