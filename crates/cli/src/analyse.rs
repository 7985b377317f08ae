//! `analyse`: every decision of a match record with the deciding seat's estimated chance of
//! winning before it (with its best choice) and after the choice it made, from that seat's
//! observation alone (`bots::analysis`).

use std::process::ExitCode;

use catalogue::analyse::Settings;

/// The most search iterations per decision: more would take hours per record.
const MAX_ITERATIONS: u64 = 10_000_000;

#[derive(clap::Args, Clone, Debug)]
pub struct Args {
    /// The match record (JSON), as `simulate --record` or the game's saves write it.
    pub file: std::path::PathBuf,
    /// Search iterations per decision (the games' corrections are fitted at 2,000: docs/AI.md).
    #[arg(long, default_value_t = 2_000, value_parser = clap::value_parser!(u64).range(1..=MAX_ITERATIONS))]
    pub iterations: u64,
    /// The seed of the search's samples (the same seed and iterations give the same analysis).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Also analyse decisions with a single legal action (listed without a search otherwise).
    #[arg(long)]
    pub forced: bool,
}

pub fn run(args: &Args) -> ExitCode {
    let path = &args.file;
    let (text, name) = match crate::replay::read_record(path) {
        Ok(read) => read,
        Err(e) => return crate::bad_input(e),
    };
    let Some(game) = catalogue::find(name) else {
        return crate::bad_input(format!("{}: no engine for '{name}'", path.display()));
    };
    let settings = Settings {
        iterations: args.iterations,
        seed: args.seed,
        forced: args.forced,
    };
    let path = path.display().to_string();
    match game.analyse(&text, &settings) {
        Ok(analysed) => {
            crate::say!(
                "{}",
                serde_json::json!({
                    "file": path,
                    "game": game.name(),
                    "iterations": args.iterations,
                    "seed": args.seed,
                    "decisions": analysed.decisions,
                    "outcome": analysed.outcome,
                })
            );
            ExitCode::SUCCESS
        }
        Err(e) => crate::bad_input(format!("{path}: {e}")),
    }
}
