//! `simulate`: random legal play, with the games' invariants checked after every action.

use std::process::ExitCode;

use catalogue::simulate::Settings;

use crate::games::TableArgs;

/// Options of `simulate`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    table: TableArgs,
    /// Number of games (1 to 10,000,000).
    #[arg(long, default_value_t = 100,
          value_parser = clap::value_parser!(u64).range(1..=crate::games::MAX_GAMES))]
    games: u64,
    /// Seed of the first game; game i is dealt from a seed derived from this one and i.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Skip the invariant checks, so that actions_per_sec measures the engine alone.
    #[arg(long)]
    no_checks: bool,
    /// A game that has not ended after this many actions counts as not completed (1 to
    /// 10,000,000).
    #[arg(long, default_value_t = 100_000,
          value_parser = clap::value_parser!(u64).range(1..=crate::games::MAX_ACTIONS))]
    max_actions: u64,
    /// Write the first game's match record to this file (for `replay`).
    #[arg(long)]
    record: Option<std::path::PathBuf>,
}

pub fn run(args: &Args) -> ExitCode {
    let settings = Settings {
        players: args.table.players,
        games: args.games,
        seed: args.seed,
        checks: !args.no_checks,
        max_actions: args.max_actions,
        record: args.record.clone(),
    };
    let result = args
        .table
        .table()
        .and_then(|table| table.game.simulate(&table.options, &settings));
    match result {
        Ok(summary) => {
            crate::say!(
                "{}",
                serde_json::to_string_pretty(&summary).expect("summary serializes")
            );
            if summary.invariant_violations == 0 && summary.refused_legal_actions == 0 {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Err(message) => crate::bad_input(message),
    }
}
