//! Playing a match record again to its final state: what `ivanhoe-cli replay` runs
//! ([`crate::Entry::replay`]).

use rules_core::{Game, MatchRecord, Outcome, RecordError, fingerprint, play_record};

/// A record played to its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replayed {
    /// How many actions the record holds.
    pub actions: usize,
    /// The fingerprint of the state reached ([`rules_core::fingerprint`]).
    pub final_state: String,
    /// Whether the record holds a final state (and so the one reached was checked against it).
    pub confirmed: bool,
    /// The outcome reached, if the match is over.
    pub outcome: Option<Outcome>,
}

/// Why a record was not played to its end.
#[derive(Debug)]
pub enum ReplayError {
    /// The text is not a match record of the game, in words.
    Unreadable(String),
    /// The record does not play: an action refused, or a final state other than recorded.
    Record(RecordError),
}

/// Plays the match record `text` of `G` to its end.
pub(crate) fn replay<G: Game>(text: &str) -> Result<Replayed, ReplayError> {
    let record: MatchRecord<G::Options> =
        serde_json::from_str(text).map_err(|e| ReplayError::Unreadable(e.to_string()))?;
    let game = play_record::<G>(&record).map_err(ReplayError::Record)?;
    Ok(Replayed {
        actions: record.actions.len(),
        final_state: fingerprint(&game),
        confirmed: record.final_state.is_some(),
        outcome: game.outcome(),
    })
}
