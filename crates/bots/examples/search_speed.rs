//! Measures ISMCTS iterations per second on Ivanhoe positions taken from heuristic games:
//!
//! ```sh
//! cargo run --release -p bots --example search_speed -- [players] [positions] [iterations]
//! ```
//!
//! Prints one JSON line: positions searched, iterations, seconds, iterations per second.

use bots::{Bot, BotGame, Budget};
use ivanhoe_rules::{Options, State};
use rules_core::{Game, Status};

fn main() {
    let mut args = std::env::args()
        .skip(1)
        .map(|a| a.parse::<u64>().expect("a number"));
    let players = args.next().unwrap_or(4) as usize;
    let positions = args.next().unwrap_or(200);
    let iterations = args.next().unwrap_or(5_000);
    let mut searcher = State::search_bot(Budget::iterations(iterations), 7);
    let mut total_iterations = 0u64;
    let mut total_time = 0.0;
    let mut searched = 0u64;
    let mut seed = 0u64;
    let mut legal = Vec::new();
    let mut events = Vec::new();
    while searched < positions {
        seed += 1;
        let mut game = State::new_game(&Options::players(players), seed, &mut events).unwrap();
        let mut players_bots: Vec<Box<dyn Bot<State>>> = (0..players)
            .map(|s| State::heuristic(seed * 10 + s as u64))
            .collect();
        let mut step = 0u64;
        while let Status::Decision(seat) = game.status() {
            game.legal_actions(&mut legal);
            let observation = game.observe(seat);
            // Search one decision in seven that has a choice, spreading positions over the game.
            if legal.len() > 1 && step.is_multiple_of(7) && searched < positions {
                searcher.choose(&observation, &legal);
                let stats = searcher.last_search();
                total_iterations += stats.iterations;
                total_time += stats.elapsed.as_secs_f64();
                searched += 1;
            }
            let action = players_bots[seat].choose(&observation, &legal);
            events.clear();
            game.apply(&action, &mut events).unwrap();
            step += 1;
        }
    }
    println!(
        "{{\"players\": {players}, \"positions\": {searched}, \"iterations\": {total_iterations}, \"seconds\": {total_time:.3}, \"iterations_per_sec\": {:.0}}}",
        total_iterations as f64 / total_time
    );
}
