//! `calibrate`: computer players play whole games while the analysis estimates their
//! decisions; prints how often the seats at each estimate went on to win (`bots::calibration`).

use std::process::ExitCode;

use bots::arena::SeatKind;
use bots::calibration::{CalibrationConfig, Sample, collect, fit, report};

use crate::games::{Table, TableArgs};

/// The most search iterations per estimate.
const MAX_ITERATIONS: u64 = 10_000_000;

/// Options of `calibrate`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    table: TableArgs,
    /// Games to play (1 to 1,000,000).
    #[arg(long, default_value_t = 20,
          value_parser = clap::value_parser!(u64).range(1..=crate::games::MAX_DEALS))]
    games: u64,
    /// Seed of the deals, the players and the estimates' samples.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Seat kinds, comma-separated, one per player, as `arena` takes them.
    #[arg(long, value_delimiter = ',', required = true, value_parser = crate::games::parse_seat)]
    seats: Vec<SeatKind>,
    /// Search iterations per estimate.
    #[arg(long, default_value_t = 2_000,
          value_parser = clap::value_parser!(u64).range(1..=MAX_ITERATIONS))]
    iterations: u64,
    /// Estimate one decision with a choice in this many.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=1_000))]
    every: u64,
    /// The fewest estimates a tenth needs to count in `calibrated`.
    #[arg(long, default_value_t = 100)]
    min_decisions: usize,
    /// Games played at once, 1 to 256.
    #[arg(long, default_value_t = 1,
          value_parser = clap::value_parser!(u64).range(1..=crate::games::MAX_THREADS))]
    threads: u64,
    /// Also print every estimate with its outcome.
    #[arg(long)]
    samples: bool,
    /// Also fit a correction of the search's own estimates to these games' outcomes, and report
    /// the raw estimates and the fitted ones on these same games (to be checked on others).
    #[arg(long)]
    fit: bool,
}

pub fn run(args: &Args) -> ExitCode {
    let table = match args.table.table_seated(&args.seats) {
        Ok(table) => table,
        Err(message) => return crate::bad_input(message),
    };
    let config = CalibrationConfig {
        seats: args.seats.clone(),
        games: args.games,
        seed: args.seed,
        iterations: args.iterations,
        every: args.every,
        max_actions: crate::games::MAX_ACTIONS,
        threads: args.threads as usize,
    };
    let result: Result<Vec<Sample>, String> = match table {
        Table::Ivanhoe(options) => collect::<ivanhoe_rules::State>(&options, &config),
        Table::CastleLords(options) => collect::<castle_lords_rules::State>(&options, &config),
        Table::KnightsNinjas(options) => collect::<knights_ninjas_rules::State>(&options, &config),
    };
    match result {
        Ok(samples) => {
            let mut answer = serde_json::json!({
                "games": args.games,
                "seed": args.seed,
                "iterations": args.iterations,
                "every": args.every,
                "report": report(&samples, args.min_decisions),
            });
            if args.fit {
                let correction = fit(&samples);
                let raw: Vec<Sample> = samples
                    .iter()
                    .map(|s| Sample {
                        estimate: s.raw,
                        ..*s
                    })
                    .collect();
                let fitted: Vec<Sample> = samples
                    .iter()
                    .map(|s| Sample {
                        estimate: correction.apply(s.raw, s.players),
                        ..*s
                    })
                    .collect();
                answer["fit"] = serde_json::json!({
                    "correction": correction,
                    "raw": report(&raw, args.min_decisions),
                    "fitted_in_sample": report(&fitted, args.min_decisions),
                });
            }
            if args.samples {
                answer["samples"] = serde_json::json!(samples);
            }
            crate::say!(
                "{}",
                serde_json::to_string_pretty(&answer).expect("reports serialize")
            );
            ExitCode::SUCCESS
        }
        Err(message) => crate::bad_input(message),
    }
}
