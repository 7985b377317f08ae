//! `calibrate`: computer players play whole games while the analysis estimates their
//! decisions; prints how often the seats at each estimate went on to win (`bots::calibration`).

use std::path::PathBuf;
use std::process::ExitCode;

use bots::arena::SeatKind;
use bots::calibration::{CalibrationConfig, Correction, Sample, fit, fit_isotonic, report};

use crate::games::TableArgs;

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
    /// Read the estimates of earlier runs of the same game and seat count (the JSON that
    /// `calibrate --samples` printed) instead of playing: their raw chances are corrected by the
    /// game's correction as it stands now, so a run made before a correction was fitted can be
    /// reported with it. Given several times, the runs are taken together (to fit on more
    /// games), each run's games kept apart.
    #[arg(long, value_name = "FILE")]
    from_samples: Vec<PathBuf>,
    /// With `--fit`: fit the corrections on the estimates of these earlier runs (as
    /// `--from-samples` reads them) instead of on the games reported, so that both forms, the
    /// logistic and the isotonic, are reported on games that played no part in fitting them.
    #[arg(long, value_name = "FILE", requires = "fit")]
    fit_on: Vec<PathBuf>,
    /// The fewest estimates a step of the isotonic correction may rest on.
    #[arg(long, default_value_t = 200)]
    min_block: usize,
}

/// The estimates of the earlier runs in `paths`, taken together: each run's games numbered
/// after the last run's, so that no two games share a number. Returns what each run was (its
/// games, seed, iterations and one in how many decisions it estimated) beside the samples.
fn read_runs(
    paths: &[PathBuf],
    players: usize,
    correction: Correction,
) -> Result<(serde_json::Value, Vec<Sample>), String> {
    let mut runs = Vec::new();
    let mut all = Vec::new();
    let mut first_game = 0;
    for path in paths {
        let (run, samples) = read_samples(path, players, correction)?;
        let games = run.get("games").and_then(|g| g.as_u64()).unwrap_or(0);
        let last = samples.iter().map(|s| s.game + 1).max().unwrap_or(0);
        all.extend(samples.into_iter().map(|s| Sample {
            game: s.game + first_game,
            ..s
        }));
        first_game += games.max(last);
        let mut what = serde_json::json!({ "from_samples": path.display().to_string() });
        for key in ["games", "seed", "iterations", "every"] {
            what[key] = run.get(key).cloned().unwrap_or_default();
        }
        runs.push(what);
    }
    let games = runs.iter().filter_map(|r| r["games"].as_u64()).sum::<u64>();
    Ok((serde_json::json!({ "games": games, "runs": runs }), all))
}

/// The estimates of an earlier run, read from `path`, each corrected afresh by `correction`;
/// refused with a message naming what is wrong.
fn read_samples(
    path: &PathBuf,
    players: usize,
    correction: Correction,
) -> Result<(serde_json::Value, Vec<Sample>), String> {
    let where_ = path.display();
    let text = std::fs::read_to_string(path).map_err(|e| format!("{where_}: {e}"))?;
    let run: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| format!("{where_}: not JSON: {e}"))?;
    let Some(listed) = run.get("samples") else {
        return Err(format!(
            "{where_}: no \"samples\" (run calibrate with --samples)"
        ));
    };
    let mut samples: Vec<Sample> = serde_json::from_value(listed.clone())
        .map_err(|e| format!("{where_}: its samples: {e}"))?;
    for (i, s) in samples.iter_mut().enumerate() {
        if s.players != players {
            return Err(format!(
                "{where_}: sample {i} is of a {}-seat table, not {players}",
                s.players
            ));
        }
        if !(0.0..=1.0).contains(&s.raw) || !(0.0..=1.0).contains(&s.won) {
            return Err(format!("{where_}: sample {i} has a chance outside 0..=1"));
        }
        s.estimate = correction.apply(s.raw, players);
    }
    Ok((run, samples))
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
    let players = args.table.players;
    let correction = table.game.chance_correction(&table.options, players);
    let mut run = serde_json::json!({
        "games": args.games,
        "seed": args.seed,
        "iterations": args.iterations,
        "every": args.every,
    });
    let result: Result<Vec<Sample>, String> = if args.from_samples.is_empty() {
        table.game.calibrate(&table.options, &config)
    } else {
        read_runs(&args.from_samples, players, correction).map(|(runs, samples)| {
            run = runs;
            samples
        })
    };
    match result {
        Ok(samples) => {
            let mut answer = run;
            answer["correction"] = serde_json::json!(correction);
            answer["report"] = serde_json::json!(report(&samples, args.min_decisions));
            if args.fit {
                let fitting = if args.fit_on.is_empty() {
                    samples.clone()
                } else {
                    match read_runs(&args.fit_on, players, correction) {
                        Ok((_, fitting)) => fitting,
                        Err(message) => return crate::bad_input(message),
                    }
                };
                let correction = fit(&fitting);
                let isotonic = fit_isotonic(&fitting, args.min_block);
                let with = |f: &dyn Fn(&Sample) -> f64| -> Vec<Sample> {
                    samples
                        .iter()
                        .map(|s| Sample {
                            estimate: f(s),
                            ..*s
                        })
                        .collect()
                };
                let raw = with(&|s| s.raw);
                let fitted = with(&|s| correction.apply(s.raw, s.players));
                let stepped = with(&|s| isotonic.apply(s.raw));
                let (fitted_key, isotonic_key) = if args.fit_on.is_empty() {
                    ("fitted_in_sample", "isotonic_in_sample")
                } else {
                    ("fitted_on_other_games", "isotonic_on_other_games")
                };
                answer["fit"] = serde_json::json!({
                    "correction": correction,
                    "isotonic": isotonic,
                    "raw": report(&raw, args.min_decisions),
                    fitted_key: report(&fitted, args.min_decisions),
                    isotonic_key: report(&stepped, args.min_decisions),
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
