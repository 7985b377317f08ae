//! `analyse`: every decision of a match record with the deciding seat's estimated chance of
//! winning before it (with its best choice) and after the choice it made, from that seat's
//! observation alone (`bots::analysis`).

use std::process::ExitCode;

use bots::analysis::analyse;
use bots::{BotGame, Budget};
use rules_core::{Game, MatchRecord, Status};
use serde::de::DeserializeOwned;

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
    match name {
        ivanhoe_rules::State::NAME => analyse_record::<ivanhoe_rules::State>(args, &text),
        castle_lords_rules::State::NAME => analyse_record::<castle_lords_rules::State>(args, &text),
        knights_ninjas_rules::State::NAME => {
            analyse_record::<knights_ninjas_rules::State>(args, &text)
        }
        other => crate::bad_input(format!("{}: no engine for '{other}'", path.display())),
    }
}

fn analyse_record<G: BotGame>(args: &Args, text: &str) -> ExitCode
where
    G::Options: DeserializeOwned,
{
    let path = args.file.display().to_string();
    let record: MatchRecord<G::Options> = match serde_json::from_str(text) {
        Ok(r) => r,
        Err(e) => return crate::bad_input(format!("{path}: {e}")),
    };
    if record.game != G::NAME {
        return crate::bad_input(format!("{path}: the record is for '{}'", record.game));
    }
    let mut events = Vec::new();
    let mut state = match G::new_game(&record.options, record.seed, &mut events) {
        Ok(s) => s,
        Err(e) => return crate::bad_input(format!("{path}: the options: {e}")),
    };
    let budget = Budget::iterations(args.iterations);
    let mut legal = Vec::new();
    let mut decisions = Vec::new();
    for (index, text) in record.actions.iter().enumerate() {
        let action: G::Action = match text.parse() {
            Ok(a) => a,
            Err(e) => {
                return crate::bad_input(format!("{path}: action {index} ('{text}'): {e}"));
            }
        };
        let Status::Decision(seat) = state.status() else {
            return crate::bad_input(format!(
                "{path}: action {index}: the match is over, yet the record goes on"
            ));
        };
        state.legal_actions(&mut legal);
        if !legal.contains(&action) {
            return crate::bad_input(format!(
                "{path}: action {index} ('{text}') is not legal for seat {seat} there"
            ));
        }
        if legal.len() > 1 || args.forced {
            // The search sees only what the deciding seat sees.
            let analysis = analyse::<G>(
                &state.observe(seat),
                &legal,
                budget,
                args.seed ^ index as u64,
            );
            let taken = analysis.choice(&action).expect("the action is legal");
            decisions.push(serde_json::json!({
                "index": index,
                "seat": seat,
                "action": text,
                "choices": legal.len(),
                "chance_before": analysis.chance(),
                "chance_after": taken.chance,
                "cost": analysis.cost(&action),
                "best": analysis.best().action.to_string(),
                "best_chance": analysis.best().chance,
                "visits": taken.visits,
            }));
        } else {
            decisions.push(serde_json::json!({
                "index": index,
                "seat": seat,
                "action": text,
                "choices": 1,
            }));
        }
        events.clear();
        if let Err(e) = state.apply(&action, &mut events) {
            return crate::bad_input(format!("{path}: action {index}: refused: {e}"));
        }
    }
    crate::say!(
        "{}",
        serde_json::json!({
            "file": path,
            "game": G::NAME,
            "iterations": args.iterations,
            "seed": args.seed,
            "decisions": decisions,
            "outcome": state.outcome(),
        })
    );
    ExitCode::SUCCESS
}
