//! `replay`: re-run a match record and confirm its final state.

use std::path::Path;
use std::process::ExitCode;

use rules_core::{Game, MatchRecord, fingerprint, play_record};
use serde::de::DeserializeOwned;

/// A match record file read: its text and its game's name in the registry; or what is wrong
/// with it (it cannot be read, is not JSON, or names no game of the registry).
pub fn read_record(path: &Path) -> Result<(String, &'static str), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let header: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| format!("{}: not JSON: {e}", path.display()))?;
    let name = header.get("game").and_then(|g| g.as_str()).unwrap_or("");
    let info = crate::games::game_info(name).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok((text, info.name))
}

pub fn run(path: &Path) -> ExitCode {
    let (text, name) = match read_record(path) {
        Ok(read) => read,
        Err(e) => return crate::bad_input(e),
    };
    match name {
        ivanhoe_rules::State::NAME => replay::<ivanhoe_rules::State>(path, &text),
        castle_lords_rules::State::NAME => replay::<castle_lords_rules::State>(path, &text),
        knights_ninjas_rules::State::NAME => replay::<knights_ninjas_rules::State>(path, &text),
        other => crate::bad_input(format!("{}: no engine for '{other}'", path.display())),
    }
}

fn replay<G: Game>(path: &Path, text: &str) -> ExitCode
where
    G::Options: DeserializeOwned,
{
    let record: MatchRecord<G::Options> = match serde_json::from_str(text) {
        Ok(r) => r,
        Err(e) => return crate::bad_input(format!("{}: {e}", path.display())),
    };
    match play_record::<G>(&record) {
        Ok(game) => {
            crate::say!(
                "{}",
                serde_json::json!({
                    "file": path.display().to_string(),
                    "game": G::NAME,
                    "actions": record.actions.len(),
                    "final_state": fingerprint(&game),
                    "confirmed": record.final_state.is_some(),
                    "outcome": game.outcome(),
                })
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            let code = if matches!(e, rules_core::RecordError::Mismatch { .. }) {
                1
            } else {
                2
            };
            crate::say!(
                "{}",
                serde_json::json!({ "file": path.display().to_string(), "error": e.to_string() })
            );
            ExitCode::from(code)
        }
    }
}
