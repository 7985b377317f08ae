//! Castle Lords searches with rollouts of different lengths, head to head on duplicate deals
//! (docs/AI.md, "Castle Lords rollouts"):
//!
//! ```sh
//! cargo run --release -p bots --example castle_lords_rollouts -- \
//!     <rules> <players> <deals> <seed> <iterations> <threads> <rounds> <rounds> ...
//! ```
//!
//! Each `rounds` is one seat: ISMCTS with the game's playbook whose rollouts stop after that
//! many rounds of turns (0: at the end of the hand), searching `iterations` times, or as many
//! times as the seat says after an `@` (`0@20000`). With 2 players the two-player variant is
//! played. Prints the arena's JSON report, the seats labelled `rounds:N` (or `rounds:N@M`),
//! and, on standard error, each game as it ends in the form `ivanhoe-cli arena --progress`
//! prints, so that `scripts/arena-tally` can count a run cut short.

#[path = "common/args.rs"]
mod args;

use std::process::ExitCode;

use bots::arena::{self, Contender, Schedule};
use bots::{Bot, Budget, Ismcts, IsmctsConfig};
use castle_lords_rules::State;
use castle_lords_rules::players::CastleLordsPlaybook;

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(json) => {
            println!("{json}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("castle_lords_rollouts: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: Vec<String>) -> Result<String, String> {
    let usage = "usage: castle_lords_rollouts <rules> <players> <deals> <seed> <iterations> \
                 <threads> <rounds> <rounds> ...";
    let (fixed, seats) = args.split_at_checked(6).ok_or(usage)?;
    let rules = args::rule_set(&fixed[0])?;
    let number = args::number;
    let [players, deals, seed, iterations, threads] = [1, 2, 3, 4, 5].map(|i| number(&fixed[i]));
    let (players, deals, seed, iterations, threads) = (
        players? as usize,
        deals?,
        seed?,
        iterations?,
        threads? as usize,
    );
    let options = args::table(players, rules, seats.len(), usage)?;
    let contenders = seats
        .iter()
        .map(|text| {
            let (rounds, own) = match text.split_once('@') {
                Some((r, i)) => (r, Some(number(i)?)),
                None => (text.as_str(), None),
            };
            let rounds = number(rounds)? as u32;
            let iterations = own.unwrap_or(iterations);
            Ok(Contender {
                label: match own {
                    Some(i) => format!("rounds:{rounds}@{i}"),
                    None => format!("rounds:{rounds}"),
                },
                make: Box::new(move |seed| -> Box<dyn Bot<State>> {
                    let playbook = CastleLordsPlaybook {
                        rounds: [rounds; 3],
                        ..CastleLordsPlaybook::default()
                    };
                    let config = IsmctsConfig {
                        budget: Budget::iterations(iterations),
                        ..IsmctsConfig::default()
                    };
                    Box::new(Ismcts::new(config, playbook, seed))
                }),
            })
        })
        .collect::<Result<Vec<Contender<State>>, String>>()?;
    let schedule = Schedule {
        deals,
        seed,
        threads,
        max_actions: 100_000,
        on_game: Some(print_game),
    };
    let report = arena::run_contenders::<State>(&options, &contenders, &schedule)?;
    serde_json::to_string(&report).map_err(|e| e.to_string())
}

fn print_game(game: &arena::FinishedGame) {
    eprintln!(
        "{}",
        serde_json::to_string(game).expect("finished games serialize")
    );
}
