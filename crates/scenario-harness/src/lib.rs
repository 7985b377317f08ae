//! Runs every scenario file under a folder as its own test, named after the file (so a failing
//! test names the ruling it checks). Each rules crate's `tests/scenarios.rs` is:
//!
//! ```ignore
//! fn main() {
//!     scenario_harness::run(env!("CARGO_MANIFEST_DIR"), my_rules::scenario::run_scenario);
//! }
//! ```
//!
//! with `harness = false` for that test in its Cargo.toml.

use std::path::{Path, PathBuf};

use libtest_mimic::{Arguments, Failed, Trial};
use rules_core::{Report, ScenarioError};

/// A game's scenario runner: the file's JSON text in, its report out.
pub type Runner = fn(&str) -> Result<Report, ScenarioError>;

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a readable directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            files(&path, out);
        } else if path.extension().is_some_and(|x| x == "json") {
            out.push(path);
        }
    }
}

fn check(path: &Path, runner: Runner) -> Result<(), Failed> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let report = runner(&text).map_err(|e| e.to_string())?;
    if report.checked == 0 {
        return Err("the scenario checks nothing".into());
    }
    if report.passed() {
        return Ok(());
    }
    let lines: Vec<String> = report
        .failures
        .iter()
        .map(|f| {
            let at = f
                .step
                .map_or("at the end".to_string(), |s| format!("after step {s}"));
            format!(
                "{at}: {}: expected {}, got {}",
                f.what, f.expected, f.actual
            )
        })
        .collect();
    Err(lines.join("\n").into())
}

/// Runs every `*.json` under `<manifest_dir>/scenarios` (recursively) through `runner`, one
/// test per file, and exits with the test harness's status.
pub fn run(manifest_dir: &str, runner: Runner) -> ! {
    let args = Arguments::from_args();
    let root = Path::new(manifest_dir).join("scenarios");
    let mut paths = Vec::new();
    files(&root, &mut paths);
    assert!(
        !paths.is_empty(),
        "no scenario files under {}",
        root.display()
    );
    let trials = paths
        .into_iter()
        .map(|path| {
            let name = path
                .strip_prefix(&root)
                .expect("under the root")
                .with_extension("")
                .display()
                .to_string();
            Trial::test(name, move || check(&path, runner))
        })
        .collect();
    libtest_mimic::run(&args, trials).exit()
}
