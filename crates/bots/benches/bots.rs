//! `cargo bench -p bots --bench bots`: the engines' speed under random play (actions per second,
//! legal-action enumeration included), the heuristic players' speed over whole games (the normal
//! level and the rollout policy's rules; decisions per second), and the ISMCTS speed, with each
//! game's playbook, in a 4-player mid-game position of each game (iterations per second).

use std::hint::black_box;
use std::time::Duration;

use bots::{Bot, BotGame, Budget};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use ivanhoe_rules::{Options, State};
use rules_core::{Game, GameRng, Status};

/// Random play of whole games: returns the number of actions applied.
fn random_games<G: Game>(options: &G::Options, games: u64, seed: u64) -> u64 {
    let mut legal = Vec::new();
    let mut events = Vec::new();
    let mut actions = 0;
    for i in 0..games {
        let mut rng = GameRng::derived(seed, i);
        let mut game = G::new_game(options, rng.next_u64(), &mut events).expect("valid options");
        while let Status::Decision(_) = game.status() {
            game.legal_actions(&mut legal);
            let action = legal[rng.below(legal.len())].clone();
            events.clear();
            game.apply(&action, &mut events)
                .expect("legal actions apply");
            actions += 1;
        }
    }
    actions
}

fn random_play(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_play");
    for players in [2, 4] {
        let options = Options::players(players);
        // Throughput in actions: count the actions of the fixed set of games once.
        let actions = random_games::<State>(&options, 20, 1);
        group.throughput(Throughput::Elements(actions));
        group.bench_function(format!("ivanhoe_{players}p_20_games"), |b| {
            b.iter(|| black_box(random_games::<State>(&options, 20, 1)))
        });
    }
    let castle = castle_lords_rules::Options::new(4, castle_lords_rules::RuleSet::Intermediate);
    let actions = random_games::<castle_lords_rules::State>(&castle, 5, 1);
    group.throughput(Throughput::Elements(actions));
    group.bench_function("castle_lords_4p_5_games", |b| {
        b.iter(|| black_box(random_games::<castle_lords_rules::State>(&castle, 5, 1)))
    });
    let ninjas = knights_ninjas_rules::Options::players(4);
    let actions = random_games::<knights_ninjas_rules::State>(&ninjas, 20, 1);
    group.throughput(Throughput::Elements(actions));
    group.bench_function("knights_ninjas_4p_20_games", |b| {
        b.iter(|| black_box(random_games::<knights_ninjas_rules::State>(&ninjas, 20, 1)))
    });
    group.finish();
}

/// Whole games between the game's heuristic players: returns the number of decisions with a
/// choice (more than one legal action), the ones the heuristic weighs.
fn heuristic_games<G: BotGame>(options: &G::Options, games: u64, seed: u64) -> u64 {
    let mut legal = Vec::new();
    let mut events = Vec::new();
    let mut decisions = 0;
    for i in 0..games {
        let mut rng = GameRng::derived(seed, i);
        let mut game = G::new_game(options, rng.next_u64(), &mut events).expect("valid options");
        let players = game.num_players() as u64;
        let mut bots: Vec<Box<dyn Bot<G>>> =
            (0..players).map(|p| G::heuristic(i * 8 + p)).collect();
        while let Status::Decision(seat) = game.status() {
            game.legal_actions(&mut legal);
            let action = bots[seat].choose(&game.observe(seat), &legal);
            decisions += u64::from(legal.len() > 1);
            events.clear();
            game.apply(&action, &mut events)
                .expect("legal actions apply");
        }
    }
    decisions
}

/// The heuristic players (the normal level) over whole 4-player games of each game: decisions
/// per second, observation included.
fn heuristic_play(c: &mut Criterion) {
    let mut group = c.benchmark_group("heuristic_play");
    let options = Options::players(4);
    group.throughput(Throughput::Elements(heuristic_games::<State>(
        &options, 10, 1,
    )));
    group.bench_function("ivanhoe_4p_10_games", |b| {
        b.iter(|| black_box(heuristic_games::<State>(&options, 10, 1)))
    });
    type Castle = castle_lords_rules::State;
    for rules in castle_lords_rules::RuleSet::ALL {
        let options = castle_lords_rules::Options::new(4, rules);
        group.throughput(Throughput::Elements(heuristic_games::<Castle>(
            &options, 2, 1,
        )));
        group.bench_function(format!("castle_lords_{rules}_4p_2_matches"), |b| {
            b.iter(|| black_box(heuristic_games::<Castle>(&options, 2, 1)))
        });
    }
    type Ninjas = knights_ninjas_rules::State;
    let options = knights_ninjas_rules::Options::players(4);
    group.throughput(Throughput::Elements(heuristic_games::<Ninjas>(
        &options, 10, 1,
    )));
    group.bench_function("knights_ninjas_4p_10_games", |b| {
        b.iter(|| black_box(heuristic_games::<Ninjas>(&options, 10, 1)))
    });
    group.finish();
}

/// A position from the middle of a game between heuristic players: the observation and legal
/// actions of the `decision`-th decision with more than one legal action.
fn midgame_position<G: BotGame>(
    options: &G::Options,
    seed: u64,
    decision: usize,
) -> (G::Observation, Vec<G::Action>) {
    let mut events = Vec::new();
    let mut game = G::new_game(options, seed, &mut events).expect("valid");
    let players = game.num_players();
    let mut bots: Vec<Box<dyn Bot<G>>> = (0..players as u64).map(G::heuristic).collect();
    let mut legal = Vec::new();
    let mut decisions = 0;
    loop {
        let Status::Decision(seat) = game.status() else {
            panic!("the game ended before the position was reached")
        };
        game.legal_actions(&mut legal);
        let observation = game.observe(seat);
        if legal.len() > 1 {
            decisions += 1;
            if decisions == decision {
                return (observation, legal);
            }
        }
        let action = bots[seat].choose(&observation, &legal);
        events.clear();
        game.apply(&action, &mut events).expect("legal");
    }
}

/// Iterations per second of the hard level's search (the game's playbook) in a mid-game
/// position of each game, 4 players.
fn ismcts(c: &mut Criterion) {
    let mut group = c.benchmark_group("ismcts");
    group.measurement_time(Duration::from_secs(10));
    let iterations = 2_000;
    group.throughput(Throughput::Elements(iterations));

    let (observation, legal) = midgame_position::<State>(&Options::players(4), 42, 40);
    group.bench_function("ivanhoe_4p_2000_iterations", |b| {
        let mut bot = State::search_bot(Budget::iterations(iterations), 1);
        b.iter(|| black_box(bot.search(&observation, &legal)))
    });

    type Castle = castle_lords_rules::State;
    for rules in castle_lords_rules::RuleSet::ALL {
        let options = castle_lords_rules::Options::new(4, rules);
        let (observation, legal) = midgame_position::<Castle>(&options, 42, 60);
        group.bench_function(format!("castle_lords_{rules}_4p_2000_iterations"), |b| {
            let mut bot = Castle::search_bot(Budget::iterations(iterations), 1);
            b.iter(|| black_box(bot.search(&observation, &legal)))
        });
    }

    type Ninjas = knights_ninjas_rules::State;
    let options = knights_ninjas_rules::Options::players(4);
    let (observation, legal) = midgame_position::<Ninjas>(&options, 42, 12);
    group.bench_function("knights_ninjas_4p_2000_iterations", |b| {
        let mut bot = Ninjas::search_bot(Budget::iterations(iterations), 1);
        b.iter(|| black_box(bot.search(&observation, &legal)))
    });
    group.finish();
}

criterion_group!(benches, random_play, heuristic_play, ismcts);
criterion_main!(benches);
