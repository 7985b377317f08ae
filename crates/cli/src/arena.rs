//! `arena`: computer players play duplicate deals against each other; prints each seat kind's
//! win rate with its 95% Wilson interval and think times, as JSON.

use std::process::ExitCode;

use bots::arena::{ArenaConfig, ArenaReport, FinishedGame, Schedule, SeatKind};

use crate::games::TableArgs;

/// Options of `arena`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    table: TableArgs,
    /// Number of deals (1 to 1,000,000); each is played once per rotation of the seats
    /// (players × games games).
    #[arg(long, default_value_t = 10,
          value_parser = clap::value_parser!(u64).range(1..=crate::games::MAX_DEALS))]
    games: u64,
    /// Seed of the deals and of the bots.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Seat kinds, comma-separated, one per player: random, heuristic, beginner (for a game that
    /// has one), easy, normal, hard, expert, ismcts:N (iterations), ismcts:Nms, ismcts:N/Nms,
    /// ismcts-uniform:N; hard and expert also take a budget (expert:5000: expert's search with
    /// 5,000 iterations).
    #[arg(long, value_delimiter = ',', required = true, value_parser = crate::games::parse_seat)]
    seats: Vec<SeatKind>,
    /// Games played in parallel, 1 to 256 (each bot still thinks on one thread).
    #[arg(long, default_value_t = 1,
          value_parser = clap::value_parser!(u64).range(1..=crate::games::MAX_THREADS))]
    threads: u64,
    /// A game still running after this many actions is abandoned and counted as unfinished
    /// (1 to 10,000,000).
    #[arg(long, default_value_t = 100_000,
          value_parser = clap::value_parser!(u64).range(1..=crate::games::MAX_ACTIONS))]
    max_actions: u64,
    /// Also print each game as it ends, one JSON line on standard error: its deal, rotation,
    /// seats and rewards (a long run shows its progress, and one cut short keeps its games).
    #[arg(long)]
    progress: bool,
}

fn print_game(game: &FinishedGame) {
    eprintln!(
        "{}",
        serde_json::to_string(game).expect("finished games serialize")
    );
}

pub fn run(args: &Args) -> ExitCode {
    let table = match args.table.table_seated(&args.seats) {
        Ok(table) => table,
        Err(message) => return crate::bad_input(message),
    };
    let config = ArenaConfig {
        seats: args.seats.clone(),
        schedule: Schedule {
            deals: args.games,
            seed: args.seed,
            threads: args.threads as usize,
            max_actions: args.max_actions,
            on_game: args.progress.then_some(print_game as fn(&FinishedGame)),
        },
    };
    let result: Result<ArenaReport, String> = table.game.arena(&table.options, &config);
    match result {
        Ok(report) => {
            crate::say!(
                "{}",
                serde_json::to_string_pretty(&report).expect("reports serialize")
            );
            if report.violations == 0 && report.refused_legal_actions == 0 {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Err(message) => crate::bad_input(message),
    }
}
