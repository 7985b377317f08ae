use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::game::{Game, RuleViolation};

/// A whole match: enough to replay it exactly (options, seed, every action in order), and the
/// fingerprint of the final state to confirm that the replay arrived at the same place.
///
/// Unknown fields are refused when a record is read, so a misspelt field (`final_sate`) is an
/// error rather than a check silently skipped.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchRecord<O> {
    /// The game's name (`Game::NAME`).
    pub game: String,
    /// The table options.
    pub options: O,
    /// The seed of the deal and of every later chance event.
    pub seed: u64,
    /// Every action, in the game's text notation, in the order applied.
    pub actions: Vec<String>,
    /// [`fingerprint`] of the final state, when the record was written from a played match.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub final_state: Option<String>,
}

/// Why a record could not be replayed.
#[derive(Debug, thiserror::Error)]
pub enum RecordError {
    /// The record belongs to another game.
    #[error("the record is for game '{found}', not '{expected}'")]
    WrongGame {
        /// The game asked for.
        expected: String,
        /// The game named in the record.
        found: String,
    },
    /// The options or the seed do not set up a game.
    #[error("the record's options are refused: {0}")]
    Setup(String),
    /// An action's text is not valid notation.
    #[error("action {step} ('{text}') is not valid notation: {message}")]
    Parse {
        /// Its index in the record.
        step: usize,
        /// The text.
        text: String,
        /// What is wrong with it.
        message: String,
    },
    /// An action was refused by the rules.
    #[error("action {step} ('{text}') is refused by rule '{rule}': {message}")]
    Illegal {
        /// Its index in the record.
        step: usize,
        /// The text.
        text: String,
        /// The rule's identifier.
        rule: &'static str,
        /// The rule error in words.
        message: String,
    },
    /// The replay ended in another state than the one recorded.
    #[error("the replayed final state {actual} differs from the recorded {expected}")]
    Mismatch {
        /// The recorded fingerprint.
        expected: String,
        /// The replay's fingerprint.
        actual: String,
    },
}

/// A short, stable digest of a state (SHA-256 of its JSON form, hex), identical across
/// platforms because the state's serialization is.
pub fn fingerprint<T: Serialize>(value: &T) -> String {
    let json = serde_json::to_vec(value).expect("game states serialize to JSON");
    let digest = Sha256::digest(&json);
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

/// Writes the record of a match that was played from `options` and `seed` through `actions`.
pub fn record_match<G: Game>(
    options: &G::Options,
    seed: u64,
    actions: &[G::Action],
    final_state: &G,
) -> MatchRecord<G::Options> {
    MatchRecord {
        game: G::NAME.to_string(),
        options: options.clone(),
        seed,
        actions: actions.iter().map(ToString::to_string).collect(),
        final_state: Some(fingerprint(final_state)),
    }
}

/// Replays a record: sets the game up, applies every action, and (when the record has one)
/// confirms the final fingerprint. Returns the final state.
pub fn play_record<G: Game>(record: &MatchRecord<G::Options>) -> Result<G, RecordError> {
    if record.game != G::NAME {
        return Err(RecordError::WrongGame {
            expected: G::NAME.to_string(),
            found: record.game.clone(),
        });
    }
    let mut events = Vec::new();
    let mut game = G::new_game(&record.options, record.seed, &mut events)
        .map_err(|e| RecordError::Setup(e.to_string()))?;
    for (step, text) in record.actions.iter().enumerate() {
        let action: G::Action =
            text.parse()
                .map_err(|e: crate::ParseError| RecordError::Parse {
                    step,
                    text: text.clone(),
                    message: e.to_string(),
                })?;
        events.clear();
        game.apply(&action, &mut events)
            .map_err(|e| RecordError::Illegal {
                step,
                text: text.clone(),
                rule: e.rule(),
                message: e.to_string(),
            })?;
    }
    if let Some(expected) = &record.final_state {
        let actual = fingerprint(&game);
        if &actual != expected {
            return Err(RecordError::Mismatch {
                expected: expected.clone(),
                actual,
            });
        }
    }
    Ok(game)
}
