//! `soak`: many games over every game, rule set and player count of the registry, played by
//! random and heuristic players, with the engine's promises checked after every action and
//! every panic caught, so that one run says whether anything broke under load.
//!
//! Game `i` is played at table `i mod tables` (all tables get their share), from a seed derived
//! from `--seed` and `i`, so a failure names a game that can be played again alone. Its seats
//! alternate between the game's heuristic and a random player, starting with the heuristic at
//! seat `i mod 2`.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use catalogue::soak::{Soaked, Summary};
use rules_core::GameRng;

use crate::games::{MAX_ACTIONS, MAX_GAMES, MAX_THREADS, every_table};

/// Options of `soak`.
#[derive(clap::Args)]
pub struct Args {
    /// Number of games in all, shared out over every table (1 to 10,000,000).
    #[arg(long, default_value_t = 1_000,
          value_parser = clap::value_parser!(u64).range(1..=MAX_GAMES))]
    games: u64,
    /// Worker threads, 1 to 256: each plays whole games.
    #[arg(long, default_value_t = 1,
          value_parser = clap::value_parser!(u64).range(1..=MAX_THREADS))]
    threads: u64,
    /// Seed of the whole run; game i is dealt from a seed derived from this one and i.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// A game still running after this many actions counts as unfinished (1 to 10,000,000).
    #[arg(long, default_value_t = 200_000,
          value_parser = clap::value_parser!(u64).range(1..=MAX_ACTIONS))]
    max_actions: u64,
}

pub fn run(args: &Args) -> ExitCode {
    let tables = every_table();
    let next = AtomicU64::new(0);
    let total = Mutex::new(Summary {
        games: args.games,
        tables: tables.len(),
        threads: args.threads,
        seed: args.seed,
        ..Summary::default()
    });
    let start = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..args.threads.min(args.games) {
            scope.spawn(|| {
                let mut mine = Summary::default();
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= args.games {
                        break;
                    }
                    let (label, table) = &tables[(i % tables.len() as u64) as usize];
                    let seed = GameRng::derived(args.seed, i).next_u64();
                    let where_ = format!("{label}, game {i} (seed {seed})");
                    let played = catch_unwind(AssertUnwindSafe(|| {
                        let mut one = Summary::default();
                        let game = Soaked {
                            seed,
                            index: i,
                            max_actions: args.max_actions,
                            where_: &where_,
                        };
                        table.game.soak(&table.options, &game, &mut one);
                        one
                    }));
                    match played {
                        Ok(one) => mine.add(one),
                        Err(payload) => {
                            mine.panics += 1;
                            let message = payload
                                .downcast_ref::<String>()
                                .cloned()
                                .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
                                .unwrap_or_default();
                            mine.note(format!("{where_}: panic: {message}"));
                        }
                    }
                }
                total
                    .lock()
                    .expect("no worker panics outside catch_unwind")
                    .add(mine);
            });
        }
    });
    let mut s = total.into_inner().expect("the workers are done");
    s.elapsed_sec = start.elapsed().as_secs_f64();
    s.games_per_sec = s.games as f64 / s.elapsed_sec.max(1e-9);
    s.actions_per_sec = s.actions as f64 / s.elapsed_sec.max(1e-9);
    crate::say!(
        "{}",
        serde_json::to_string_pretty(&s).expect("summary serializes")
    );
    if s.problems() == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
