//! Measures ISMCTS iterations per second on positions taken from heuristic games, with the
//! game's playbook (the searches of the hard and expert levels):
//!
//! ```sh
//! cargo run --release -p bots --example search_speed -- [game] [players] [positions] [iterations] [expert]
//! ```
//!
//! `game` is `ivanhoe` (the default), `castle-lords-basic`, `castle-lords-intermediate`,
//! `castle-lords-advanced` or `knights-ninjas`. One decision in seven that has a choice is
//! searched, so the positions spread over whole games. The searches use the hard level's
//! playbook, or the expert level's with `expert` last (they differ in Castle Lords). Prints one
//! JSON line: positions searched, iterations, seconds, iterations per second, and the 95th
//! percentile and slowest search.

use std::process::ExitCode;

use bots::{Bot, BotGame, Budget, Difficulty};
use rules_core::Status;

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let level = match args.last().map(String::as_str) {
        Some("expert") => {
            args.pop();
            Difficulty::Expert
        }
        _ => Difficulty::Hard,
    };
    let game = match args.first() {
        Some(a) if a.parse::<u64>().is_err() => args.remove(0),
        _ => "ivanhoe".to_string(),
    };
    if let Some(extra) = args.get(3) {
        eprintln!("search_speed: unexpected argument '{extra}' (the last may be 'expert')");
        return ExitCode::FAILURE;
    }
    let mut numbers = [4, 200, 5_000];
    for (slot, arg) in numbers.iter_mut().zip(&args) {
        match arg.parse::<u64>() {
            Ok(n) if n > 0 => *slot = n,
            _ => {
                eprintln!("search_speed: '{arg}' is not a positive number");
                return ExitCode::FAILURE;
            }
        }
    }
    let [players, positions, iterations] = numbers;
    let players = players as usize;
    use castle_lords_rules::{Options as Castle, RuleSet};
    let line = match game.as_str() {
        "ivanhoe" => measure::<ivanhoe_rules::State>(
            &ivanhoe_rules::Options::players(players),
            positions,
            iterations,
            level,
        ),
        castle if castle.starts_with("castle-lords-") => {
            let rules = RuleSet::ALL
                .into_iter()
                .find(|r| castle == format!("castle-lords-{r}"));
            match rules {
                Some(rules) => measure::<castle_lords_rules::State>(
                    &Castle::new(players, rules),
                    positions,
                    iterations,
                    level,
                ),
                None => Err(format!("'{castle}' is not a Castle Lords rule set")),
            }
        }
        "knights-ninjas" => measure::<knights_ninjas_rules::State>(
            &knights_ninjas_rules::Options::players(players),
            positions,
            iterations,
            level,
        ),
        other => Err(format!(
            "'{other}' is not a game (ivanhoe, castle-lords-basic, castle-lords-intermediate, \
             castle-lords-advanced, knights-ninjas)"
        )),
    };
    match line {
        Ok(line) => {
            println!("{{\"game\": \"{game}\", \"players\": {players}, {line}}}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("search_speed: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Searches `positions` positions of `G` with `iterations` iterations each and `level`'s
/// playbook; the JSON fields.
fn measure<G: BotGame>(
    options: &G::Options,
    positions: u64,
    iterations: u64,
    level: Difficulty,
) -> Result<String, String> {
    let mut searcher = G::level_search_bot(level, Budget::iterations(iterations), 7);
    let mut total_iterations = 0u64;
    let mut times = Vec::new();
    let mut seed = 0u64;
    let mut legal = Vec::new();
    let mut events = Vec::new();
    while (times.len() as u64) < positions {
        seed += 1;
        let mut game = G::new_game(options, seed, &mut events).map_err(|e| e.to_string())?;
        let mut players_bots: Vec<Box<dyn Bot<G>>> = (0..game.num_players())
            .map(|s| G::heuristic(seed * 10 + s as u64))
            .collect();
        let mut step = 0u64;
        while let Status::Decision(seat) = game.status() {
            game.legal_actions(&mut legal);
            let observation = game.observe(seat);
            if legal.len() > 1 && step.is_multiple_of(7) && (times.len() as u64) < positions {
                searcher.choose(&observation, &legal);
                let stats = searcher.last_search();
                total_iterations += stats.iterations;
                times.push(stats.elapsed.as_secs_f64());
            }
            let action = players_bots[seat].choose(&observation, &legal);
            events.clear();
            game.apply(&action, &mut events)
                .map_err(|e| format!("the heuristic's legal action was refused: {e}"))?;
            step += 1;
        }
    }
    let total: f64 = times.iter().sum();
    times.sort_by(f64::total_cmp);
    let p95 = times[(times.len() * 95 / 100).min(times.len() - 1)];
    let slowest = times[times.len() - 1];
    Ok(format!(
        "\"positions\": {}, \"iterations\": {total_iterations}, \"seconds\": {total:.3}, \
         \"iterations_per_sec\": {:.0}, \"p95_ms\": {:.1}, \"slowest_ms\": {:.1}",
        times.len(),
        total_iterations as f64 / total,
        p95 * 1e3,
        slowest * 1e3
    ))
}
