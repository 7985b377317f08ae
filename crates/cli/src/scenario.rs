//! `scenario`: run scenario files of any game. Exit 0 when every expectation holds, 1 when one
//! fails, 2 when a file is malformed or a step is illegal.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use rules_core::{Report, ScenarioError};
use serde_json::json;

/// Runs one scenario file's text, choosing the engine by its `game` field.
pub fn run_text(text: &str) -> Result<Report, ScenarioError> {
    let header: serde_json::Value = serde_json::from_str(text)
        .map_err(|e| ScenarioError::Malformed(format!("not JSON: {e}")))?;
    let name = header.get("game").and_then(|g| g.as_str()).ok_or_else(|| {
        ScenarioError::Malformed("the \"game\" field is missing or not a string".into())
    })?;
    match crate::games::game_info(name).map(|g| (g.name, catalogue::find(g.name))) {
        Ok((_, Some(game))) => game.run_scenario(text),
        Ok((other, None)) => Err(ScenarioError::Malformed(format!("no engine for '{other}'"))),
        Err(e) => Err(ScenarioError::Malformed(e)),
    }
}

fn run_file(path: &Path) -> Result<Report, ScenarioError> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| ScenarioError::Malformed(format!("cannot read the file: {e}")))?;
    run_text(&text)
}

pub fn run(files: &[PathBuf]) -> ExitCode {
    let mut results = Vec::new();
    let (mut failed, mut broken) = (0, 0);
    for path in files {
        let file = path.display().to_string();
        match run_file(path) {
            Ok(report) => {
                if !report.passed() {
                    failed += 1;
                }
                results.push(json!({
                    "file": file,
                    "name": report.name,
                    "passed": report.passed(),
                    "steps": report.steps,
                    "checked": report.checked,
                    "failures": report.failures,
                }));
            }
            Err(e) => {
                broken += 1;
                let mut entry = json!({ "file": file, "passed": false, "error": e.to_string() });
                if let ScenarioError::Illegal {
                    step, action, rule, ..
                } = &e
                {
                    entry["step"] = json!(step);
                    entry["action"] = json!(action);
                    entry["rule"] = json!(rule);
                }
                results.push(entry);
            }
        }
    }
    let summary = json!({
        "scenarios": files.len(),
        "passed": files.len() - failed - broken,
        "failed": failed,
        "malformed_or_illegal": broken,
        "results": results,
    });
    crate::say!("{}", serde_json::to_string_pretty(&summary).expect("JSON"));
    if broken > 0 {
        ExitCode::from(2)
    } else if failed > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
