//! `simulate`: random legal play, with the games' invariants checked after every action.

use std::process::ExitCode;
use std::time::Instant;

use rules_core::{Game, GameRng, Status, record_match};
use serde::Serialize;

use crate::games::{Table, TableArgs};

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

/// The summary printed as JSON.
#[derive(Debug, Default, Serialize)]
pub struct Summary {
    game: &'static str,
    players: usize,
    seed: u64,
    games: u64,
    completed: u64,
    draws: u64,
    wins_by_seat: Vec<u64>,
    invariant_violations: u64,
    /// The first few violations, in words, with the game and action where they happened.
    violation_examples: Vec<String>,
    /// Actions the engine refused although they were listed as legal (must be 0).
    refused_legal_actions: u64,
    actions: u64,
    mean_actions_per_game: f64,
    elapsed_sec: f64,
    actions_per_sec: f64,
    games_per_sec: f64,
    checks: bool,
}

pub fn run(args: &Args) -> ExitCode {
    let result = match args.table.table() {
        Err(message) => Err(message),
        Ok(Table::Ivanhoe(options)) => simulate::<ivanhoe_rules::State>(args, &options),
        Ok(Table::CastleLords(options)) => simulate::<castle_lords_rules::State>(args, &options),
        Ok(Table::KnightsNinjas(options)) => {
            simulate::<knights_ninjas_rules::State>(args, &options)
        }
    };
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

/// Plays `args.games` games of `G` with uniformly random legal actions.
pub fn simulate<G: Game>(args: &Args, options: &G::Options) -> Result<Summary, String> {
    let mut s = Summary {
        game: G::NAME,
        players: args.table.players,
        seed: args.seed,
        games: args.games,
        wins_by_seat: vec![0; args.table.players],
        checks: !args.no_checks,
        ..Summary::default()
    };
    let mut legal = Vec::new();
    let mut events = Vec::new();
    let start = Instant::now();
    for i in 0..args.games {
        let mut rng = GameRng::derived(args.seed, i);
        let game_seed = rng.next_u64();
        let mut game = G::new_game(options, game_seed, &mut events).map_err(|e| e.to_string())?;
        let mut history = Vec::new();
        let mut steps = 0u64;
        loop {
            let winners = match game.status() {
                Status::Over(outcome) => Some(outcome.winners),
                Status::Decision(_) => None,
            };
            if let Some(winners) = winners {
                s.completed += 1;
                if winners.is_empty() {
                    s.draws += 1;
                }
                for w in winners {
                    s.wins_by_seat[w] += 1;
                }
                break;
            }
            if steps >= args.max_actions {
                break;
            }
            game.legal_actions(&mut legal);
            let action = legal[rng.below(legal.len())].clone();
            events.clear();
            if let Err(e) = game.apply(&action, &mut events) {
                s.refused_legal_actions += 1;
                note(
                    &mut s,
                    format!("game {i}, action {steps}: '{action}' listed but refused: {e}"),
                );
                break;
            }
            if i == 0 && args.record.is_some() {
                history.push(action.clone());
            }
            steps += 1;
            if !args.no_checks {
                let violations = game.invariant_violations();
                if !violations.is_empty() {
                    s.invariant_violations += violations.len() as u64;
                    for v in violations {
                        note(
                            &mut s,
                            format!("game {i}, after action {steps} ('{action}'): {v}"),
                        );
                    }
                }
            }
        }
        s.actions += steps;
        if i == 0
            && let Some(path) = &args.record
        {
            let record = record_match(options, game_seed, &history, &game);
            let json = serde_json::to_string_pretty(&record).expect("records serialize");
            std::fs::write(path, json).map_err(|e| format!("{}: {e}", path.display()))?;
        }
    }
    s.elapsed_sec = start.elapsed().as_secs_f64();
    s.actions_per_sec = s.actions as f64 / s.elapsed_sec.max(1e-9);
    s.games_per_sec = s.games as f64 / s.elapsed_sec.max(1e-9);
    s.mean_actions_per_game = s.actions as f64 / s.games.max(1) as f64;
    Ok(s)
}

fn note(s: &mut Summary, message: String) {
    if s.violation_examples.len() < 10 {
        s.violation_examples.push(message);
    }
}
