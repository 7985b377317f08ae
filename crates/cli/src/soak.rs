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

use bots::{Bot, BotGame, RandomBot};
use rules_core::{GameRng, Status};
use serde::Serialize;

use crate::games::{MAX_ACTIONS, MAX_GAMES, MAX_THREADS, Table, every_table};

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

/// How many problems of each kind are kept in words.
const EXAMPLES: usize = 10;

/// The summary printed as JSON.
#[derive(Debug, Default, Serialize)]
struct Summary {
    games: u64,
    tables: usize,
    threads: u64,
    seed: u64,
    completed: u64,
    unfinished: u64,
    actions: u64,
    /// Invariant violations found after an action (must be 0).
    invariant_violations: u64,
    /// Listed actions the engine refused (must be 0).
    refused_legal_actions: u64,
    /// Decisions with an empty legal list while the game went on (must be 0).
    empty_legal_lists: u64,
    /// Bot choices outside the legal list (must be 0).
    illegal_bot_actions: u64,
    /// Panics caught, in the engine or a bot (must be 0).
    panics: u64,
    /// The first problems, in words, with the table, game and action where they happened.
    examples: Vec<String>,
    elapsed_sec: f64,
    games_per_sec: f64,
    actions_per_sec: f64,
}

impl Summary {
    fn problems(&self) -> u64 {
        self.invariant_violations
            + self.refused_legal_actions
            + self.empty_legal_lists
            + self.illegal_bot_actions
            + self.panics
            + self.unfinished
    }

    fn note(&mut self, example: String) {
        if self.examples.len() < EXAMPLES {
            self.examples.push(example);
        }
    }

    fn add(&mut self, other: Summary) {
        self.completed += other.completed;
        self.unfinished += other.unfinished;
        self.actions += other.actions;
        self.invariant_violations += other.invariant_violations;
        self.refused_legal_actions += other.refused_legal_actions;
        self.empty_legal_lists += other.empty_legal_lists;
        self.illegal_bot_actions += other.illegal_bot_actions;
        self.panics += other.panics;
        for e in other.examples {
            self.note(e);
        }
    }
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
                        match table {
                            Table::Ivanhoe(o) => soak_game::<ivanhoe_rules::State>(
                                o, seed, i, args, &where_, &mut one,
                            ),
                            Table::CastleLords(o) => soak_game::<castle_lords_rules::State>(
                                o, seed, i, args, &where_, &mut one,
                            ),
                            Table::KnightsNinjas(o) => soak_game::<knights_ninjas_rules::State>(
                                o, seed, i, args, &where_, &mut one,
                            ),
                        }
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

/// Plays one game of `G`, heuristic and random players alternating, recording into `s`.
fn soak_game<G: BotGame>(
    options: &G::Options,
    seed: u64,
    index: u64,
    args: &Args,
    where_: &str,
    s: &mut Summary,
) {
    let mut events = Vec::new();
    let mut game = match G::new_game(options, seed, &mut events) {
        Ok(game) => game,
        Err(e) => {
            s.unfinished += 1;
            s.note(format!("{where_}: setup refused: {e}"));
            return;
        }
    };
    let mut bots: Vec<Box<dyn Bot<G>>> = (0..game.num_players())
        .map(|seat| {
            let bot_seed = GameRng::derived(seed, 1 + seat as u64).next_u64();
            if (seat as u64 + index).is_multiple_of(2) {
                G::heuristic(bot_seed)
            } else {
                Box::new(RandomBot::<G>::new(bot_seed)) as Box<dyn Bot<G>>
            }
        })
        .collect();
    let mut legal = Vec::new();
    let mut actions = 0u64;
    let finished = loop {
        let seat = match game.status() {
            Status::Over(_) => break true,
            Status::Decision(seat) => seat,
        };
        if actions >= args.max_actions {
            break false;
        }
        game.legal_actions(&mut legal);
        if legal.is_empty() {
            s.empty_legal_lists += 1;
            s.note(format!(
                "{where_}, action {actions}: seat {seat} has nothing legal"
            ));
            break false;
        }
        let mut action = bots[seat].choose(&game.observe(seat), &legal);
        if !legal.contains(&action) {
            s.illegal_bot_actions += 1;
            s.note(format!(
                "{where_}, action {actions}: a bot chose '{action}', not legal"
            ));
            action = legal[0].clone();
        }
        events.clear();
        if let Err(e) = game.apply(&action, &mut events) {
            s.refused_legal_actions += 1;
            s.note(format!(
                "{where_}, action {actions}: '{action}' listed but refused: {e}"
            ));
            break false;
        }
        actions += 1;
        let violations = game.invariant_violations();
        if !violations.is_empty() {
            s.invariant_violations += violations.len() as u64;
            s.note(format!(
                "{where_}, after action {actions} ('{action}'): {violations:?}"
            ));
        }
    };
    s.actions += actions;
    if finished {
        s.completed += 1;
    } else {
        s.unfinished += 1;
    }
}
