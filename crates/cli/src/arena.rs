//! `arena`: computer players play duplicate deals against each other; prints each seat kind's
//! win rate with its 95% Wilson interval and think times, as JSON.

use std::process::ExitCode;

use bots::arena::{ArenaConfig, ArenaReport, SeatKind};

use crate::games::GameKind;

/// Options of `arena`.
#[derive(clap::Args)]
pub struct Args {
    /// Which game.
    #[arg(long, value_enum, default_value = "ivanhoe")]
    game: GameKind,
    /// Castle Lords' rule set.
    #[arg(long, value_enum, default_value = "intermediate")]
    rules: crate::games::Rules,
    /// Castle Lords: allow the unofficial 2-player variant.
    #[arg(long)]
    two_player_variant: bool,
    /// Number of players (must match the number of seats).
    #[arg(long, default_value_t = 4)]
    players: usize,
    /// Number of deals (1 to 1,000,000); each is played once per rotation of the seats
    /// (players × games games).
    #[arg(long, default_value_t = 10,
          value_parser = clap::value_parser!(u64).range(1..=crate::games::MAX_DEALS))]
    games: u64,
    /// Seed of the deals and of the bots.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Seat kinds, comma-separated, one per player: random, heuristic, beginner (Ivanhoe only),
    /// easy, normal, hard, expert, ismcts:N (iterations), ismcts:Nms, ismcts:N/Nms,
    /// ismcts-uniform:N.
    #[arg(long, value_delimiter = ',', required = true, value_parser = parse_seat)]
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
}

fn parse_seat(text: &str) -> Result<SeatKind, String> {
    text.parse()
}

pub fn run(args: &Args) -> ExitCode {
    if let Err(message) = args.game.check_players(args.players) {
        return crate::bad_input(message);
    }
    if args.seats.len() != args.players {
        return crate::bad_input(format!(
            "{} seat kinds given for {} players",
            args.seats.len(),
            args.players
        ));
    }
    let config = ArenaConfig {
        seats: args.seats.clone(),
        deals: args.games,
        seed: args.seed,
        threads: args.threads as usize,
        max_actions: args.max_actions,
    };
    let result: Result<ArenaReport, String> = match args.game {
        GameKind::Ivanhoe => bots::arena::run::<ivanhoe_rules::State>(
            &ivanhoe_rules::Options::players(args.players),
            &config,
        ),
        GameKind::CastleLords => bots::arena::run::<castle_lords_rules::State>(
            &castle_lords_rules::Options {
                two_player_variant: args.two_player_variant,
                ..castle_lords_rules::Options::new(args.players, args.rules.into())
            },
            &config,
        ),
        GameKind::KnightsNinjas => bots::arena::run::<knights_ninjas_rules::State>(
            &knights_ninjas_rules::Options::players(args.players),
            &config,
        ),
    };
    match result {
        Ok(report) => {
            println!(
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
