//! Castle Lords searches with rollouts of different lengths, head to head on duplicate deals at
//! the same iteration budget (docs/AI.md, "Castle Lords rollouts"):
//!
//! ```sh
//! cargo run --release -p bots --example castle_lords_rollouts -- \
//!     <rules> <players> <deals> <seed> <iterations> <threads> <rounds> <rounds> ...
//! ```
//!
//! Each `rounds` is one seat: ISMCTS with the game's playbook whose rollouts stop after that
//! many rounds of turns (0: at the end of the hand). With 2 players the two-player variant is
//! played. Prints the arena's JSON report, the seats labelled `rounds:N`.

use std::process::ExitCode;

use bots::arena::{self, Contender, Schedule};
use bots::castle_lords::CastleLordsPlaybook;
use bots::{Bot, Budget, Ismcts, IsmctsConfig};
use castle_lords_rules::{Options, RuleSet, State};

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
    let rules = RuleSet::ALL
        .into_iter()
        .find(|r| r.to_string() == fixed[0])
        .ok_or_else(|| {
            format!(
                "'{}' is not a rule set (basic, intermediate, advanced)",
                fixed[0]
            )
        })?;
    let number = |text: &String| {
        text.parse::<u64>()
            .map_err(|_| format!("'{text}' is not a number"))
    };
    let [players, deals, seed, iterations, threads] = [1, 2, 3, 4, 5].map(|i| number(&fixed[i]));
    let (players, deals, seed, iterations, threads) = (
        players? as usize,
        deals?,
        seed?,
        iterations?,
        threads? as usize,
    );
    if seats.len() != players {
        return Err(format!(
            "{players} players but {} seats: {usage}",
            seats.len()
        ));
    }
    let mut options = Options::new(players, rules);
    options.two_player_variant = players == 2;
    let contenders = seats
        .iter()
        .map(|text| {
            let rounds = number(text)? as u32;
            Ok(Contender {
                label: format!("rounds:{rounds}"),
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
        on_game: None,
    };
    let report = arena::run_contenders::<State>(&options, &contenders, &schedule)?;
    serde_json::to_string(&report).map_err(|e| e.to_string())
}
