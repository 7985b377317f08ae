//! `replay`: re-run a match record and confirm its final state.

use std::path::Path;
use std::process::ExitCode;

use catalogue::replay::ReplayError;

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
    let Some(game) = catalogue::find(name) else {
        return crate::bad_input(format!("{}: no engine for '{name}'", path.display()));
    };
    match game.replay(&text) {
        Ok(replayed) => {
            crate::say!(
                "{}",
                serde_json::json!({
                    "file": path.display().to_string(),
                    "game": game.name(),
                    "actions": replayed.actions,
                    "final_state": replayed.final_state,
                    "confirmed": replayed.confirmed,
                    "outcome": replayed.outcome,
                })
            );
            ExitCode::SUCCESS
        }
        Err(ReplayError::Unreadable(e)) => crate::bad_input(format!("{}: {e}", path.display())),
        Err(ReplayError::Record(e)) => {
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
