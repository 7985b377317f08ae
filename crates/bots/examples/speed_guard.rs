//! The search speed guard (CI): each game's ISMCTS iterations per second, divided by the rate of
//! a fixed reference workload timed in turns with it in the same process, against the baseline
//! in `benches/search_speed_baseline.json`. It fails (exit status 1) when a game's ratio falls
//! more than the baseline's margin below its baseline, and prints what it measured:
//!
//! ```sh
//! cargo run -p bots --example speed_guard             # check (the dev profile, as in CI)
//! cargo run -p bots --example speed_guard -- --write  # measure three times, write the median
//! ```
//!
//! The searches are the hard level's (its playbook, 4 seats) on 10 positions of heuristic games
//! per game, as `search_speed` takes them, 300 to 2,000 iterations each. Each round times, for
//! every game in turn, the reference, the game's searches, and the reference again; a game's
//! ratio is the median over the rounds, so that a burst of load on a shared machine moves one
//! round, not the verdict. Time is the thread's own time on a core where Linux gives it
//! (`speed::Clock`). It takes some 15-25 s in the dev profile on the 2-core development
//! machine; docs/PERFORMANCE.md ("Search speed measured again") says how the margin was chosen.

use std::collections::BTreeMap;
use std::process::ExitCode;

use bots::{BotGame, Budget, Difficulty};
use rules_core::Status;

#[path = "common/speed.rs"]
mod speed;

use speed::{Baseline, Clock, median};

/// Rounds of measurement.
const ROUNDS: usize = 9;
/// Reference units per timing (some 50 ms in the dev profile on the development machine).
const REFERENCE_UNITS: u64 = 20_000;

/// One game's searches, the same work every time it runs: its name and a run that returns
/// the iterations done.
struct Workload {
    name: String,
    run: Box<dyn FnMut() -> u64>,
}

/// `positions` positions of 4-seat heuristic games of `G` (one decision in seven with a
/// choice, as `search_speed` takes them), each searched with `iterations` iterations of the
/// hard level's search.
fn workload<G: BotGame>(
    name: &str,
    options: &G::Options,
    positions: usize,
    iterations: u64,
) -> Workload {
    let mut found = Vec::new();
    let mut seed = 0u64;
    let mut legal = Vec::new();
    let mut events = Vec::new();
    while found.len() < positions {
        seed += 1;
        let mut game = G::new_game(options, seed, &mut events).expect("a table of four");
        let mut players: Vec<_> = (0..game.num_players())
            .map(|s| G::heuristic(seed * 10 + s as u64))
            .collect();
        let mut step = 0u64;
        while let Status::Decision(seat) = game.status() {
            game.legal_actions(&mut legal);
            let observation = game.observe(seat);
            if legal.len() > 1 && step.is_multiple_of(7) && found.len() < positions {
                found.push((observation.clone(), legal.clone()));
            }
            let action = players[seat].choose(&observation, &legal);
            events.clear();
            game.apply(&action, &mut events)
                .expect("the heuristic's action is legal");
            step += 1;
        }
    }
    Workload {
        name: name.to_string(),
        run: Box::new(move || {
            let mut searcher =
                G::level_search_bot(Difficulty::Hard, Budget::iterations(iterations), 7);
            found
                .iter()
                .map(|(observation, legal)| {
                    searcher.search(observation, legal);
                    searcher.last_search().iterations
                })
                .sum()
        }),
    }
}

/// Every game the guard measures: 10 positions each, sized for some 150-250 ms a run in the
/// dev profile on the development machine.
fn workloads() -> Vec<Workload> {
    use castle_lords_rules::{Options, RuleSet};
    let castle = |rules: RuleSet| Options::new(4, rules);
    vec![
        workload::<ivanhoe_rules::State>(
            "ivanhoe-4",
            &ivanhoe_rules::Options::players(4),
            10,
            2_000,
        ),
        workload::<castle_lords_rules::State>(
            "castle-lords-basic-4",
            &castle(RuleSet::Basic),
            10,
            300,
        ),
        workload::<castle_lords_rules::State>(
            "castle-lords-intermediate-4",
            &castle(RuleSet::Intermediate),
            10,
            300,
        ),
        workload::<castle_lords_rules::State>(
            "castle-lords-advanced-4",
            &castle(RuleSet::Advanced),
            10,
            300,
        ),
        workload::<knights_ninjas_rules::State>(
            "knights-ninjas-4",
            &knights_ninjas_rules::Options::players(4),
            10,
            1_000,
        ),
    ]
}

/// The reference's rate, in units per second, timed once on `clock`.
fn reference_rate(clock: &Clock) -> f64 {
    let start = clock.now();
    std::hint::black_box(speed::reference(REFERENCE_UNITS));
    REFERENCE_UNITS as f64 / (clock.now() - start).as_secs_f64()
}

/// What one measurement found of each game, by name: its ratio (iterations per second ÷ the
/// reference's rate) and its iterations per second, the medians over the rounds.
struct Measurement {
    ratios: BTreeMap<String, f64>,
    rates: BTreeMap<String, f64>,
}

impl Measurement {
    /// The median of each game's figures over `runs`.
    fn median_of(runs: &[Measurement]) -> Measurement {
        let per_game = |pick: &dyn Fn(&Measurement) -> &BTreeMap<String, f64>| {
            pick(&runs[0])
                .keys()
                .map(|g| {
                    let values: Vec<f64> = runs.iter().map(|r| pick(r)[g]).collect();
                    (g.clone(), median(&values))
                })
                .collect()
        };
        Measurement {
            ratios: per_game(&|r| &r.ratios),
            rates: per_game(&|r| &r.rates),
        }
    }
}

/// Measures every game in `games`.
fn measure(games: &mut [Workload]) -> Measurement {
    let clock = Clock::new();
    let mut ratios: Vec<Vec<f64>> = vec![Vec::new(); games.len()];
    let mut rates: Vec<Vec<f64>> = vec![Vec::new(); games.len()];
    // A first run of everything, not counted: the caches and the allocator settle.
    reference_rate(&clock);
    for game in games.iter_mut() {
        (game.run)();
    }
    for _ in 0..ROUNDS {
        for (i, game) in games.iter_mut().enumerate() {
            let before = reference_rate(&clock);
            let start = clock.now();
            let iterations = (game.run)();
            let rate = iterations as f64 / (clock.now() - start).as_secs_f64();
            let after = reference_rate(&clock);
            rates[i].push(rate);
            ratios[i].push(rate / ((before + after) / 2.0));
        }
    }
    let by_name = |values: &[Vec<f64>]| {
        games
            .iter()
            .zip(values)
            .map(|(g, v)| (g.name.clone(), median(v)))
            .collect()
    };
    Measurement {
        ratios: by_name(&ratios),
        rates: by_name(&rates),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let write = match args.as_slice() {
        [] => false,
        [a] if a == "--write" => true,
        _ => {
            eprintln!("usage: speed_guard [--write]");
            return ExitCode::from(2);
        }
    };
    let profile = if cfg!(debug_assertions) {
        "dev"
    } else {
        "release"
    };
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/benches/search_speed_baseline.json"
    );
    let mut games = workloads();
    println!(
        "speed_guard: {profile} profile, {} clock, {ROUNDS} rounds",
        Clock::kind()
    );
    if write {
        // The baseline: the median of three measurements.
        let runs: Vec<Measurement> = (0..3).map(|_| measure(&mut games)).collect();
        let Measurement { ratios, rates } = Measurement::median_of(&runs);
        let note = "Search iterations per second ÷ the reference workload's rate (crates/bots/\
                    examples/speed_guard.rs); written by `speed_guard --write`, see docs/\
                    PERFORMANCE.md, \"Search speed measured again\"";
        let margin = match std::fs::read_to_string(path)
            .ok()
            .and_then(|t| Baseline::parse(&t).ok())
        {
            Some(old) => old.margin,
            None => 0.25,
        };
        for (game, ratio) in &ratios {
            println!("{game:30} {:>9.0} it/s  ratio {ratio:.4}", rates[game]);
        }
        let text = speed::baseline_text(profile, margin, note, &ratios);
        return match std::fs::write(path, text) {
            Ok(()) => {
                println!("wrote {path}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("speed_guard: cannot write {path}: {e}");
                ExitCode::from(2)
            }
        };
    }
    let Measurement { ratios, rates } = measure(&mut games);
    let baseline = match std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {path}: {e}"))
        .and_then(|t| Baseline::parse(&t))
    {
        Ok(b) => b,
        Err(e) => {
            eprintln!("speed_guard: {e}");
            return ExitCode::from(2);
        }
    };
    let verdicts = match speed::check(&baseline, profile, &ratios) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("speed_guard: {e}");
            return ExitCode::from(2);
        }
    };
    for v in &verdicts {
        println!(
            "{:30} {:>9.0} it/s  ratio {:.4}  baseline {:.4}  {:+6.1}%  {}",
            v.game,
            rates[&v.game],
            v.measured,
            v.baseline,
            v.change() * 100.0,
            if v.slower { "SLOWER" } else { "ok" }
        );
    }
    let slower: Vec<&str> = verdicts
        .iter()
        .filter(|v| v.slower)
        .map(|v| v.game.as_str())
        .collect();
    if slower.is_empty() {
        println!(
            "speed_guard: every game within {:.0}% of its baseline",
            baseline.margin * 100.0
        );
        ExitCode::SUCCESS
    } else {
        println!(
            "speed_guard: {} fell more than {:.0}% below the baseline",
            slower.join(", "),
            baseline.margin * 100.0
        );
        ExitCode::FAILURE
    }
}
