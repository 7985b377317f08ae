//! Runs the arena on Ivanhoe from the bots crate, before `ivanhoe-cli arena` is wired:
//!
//! ```sh
//! cargo run --release -p bots --example arena -- --players 4 --games 50 --seed 1 \
//!     --seats hard,heuristic,heuristic,heuristic --threads 2
//! ```
//!
//! Prints the same JSON as `ivanhoe-cli arena`.

use std::process::ExitCode;

use bots::arena::{self, ArenaConfig, SeatKind};

fn main() -> ExitCode {
    let mut players = 4usize;
    let mut deals = 10u64;
    let mut seed = 1u64;
    let mut threads = 1usize;
    let mut seats = String::from("heuristic,random,random,random");
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().unwrap_or_default();
        let ok = match flag.as_str() {
            "--players" => value.parse().map(|v| players = v).is_ok(),
            "--games" => value.parse().map(|v| deals = v).is_ok(),
            "--seed" => value.parse().map(|v| seed = v).is_ok(),
            "--threads" => value.parse().map(|v| threads = v).is_ok(),
            "--seats" => {
                seats = value.clone();
                true
            }
            _ => false,
        };
        if !ok {
            eprintln!("bad argument {flag} {value}");
            return ExitCode::from(2);
        }
    }
    let seats: Result<Vec<SeatKind>, String> = seats.split(',').map(str::parse).collect();
    let seats = match seats {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let config = ArenaConfig {
        seats,
        deals,
        seed,
        threads,
        max_actions: 100_000,
    };
    match arena::run::<ivanhoe_rules::State>(&ivanhoe_rules::Options::players(players), &config) {
        Ok(report) => {
            println!(
                "{}",
                serde_json::to_string_pretty(&report).expect("serializes")
            );
            if report.violations == 0 && report.refused_legal_actions == 0 {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(2)
        }
    }
}
