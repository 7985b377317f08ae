//! The bots' contracts: only legal actions, reproducible searches, and a ladder that climbs.

use bots::arena::{self, ArenaConfig, Schedule, SeatKind};
use bots::{
    Blunders, Bot, BotGame, Budget, Difficulty, Ismcts, IsmctsConfig, RandomBot, UniformPlaybook,
};
use ivanhoe_rules::{Action, Options, State};
use proptest::prelude::*;
use rules_core::{Game, Status};

/// Plays one game of `players` with `bots` (one per seat), asserting that every choice is legal;
/// returns the actions played.
fn play(players: usize, seed: u64, bots: &mut [Box<dyn Bot<State>>]) -> Vec<Action> {
    let mut events = Vec::new();
    let mut game = State::new_game(&Options::players(players), seed, &mut events).unwrap();
    let mut legal = Vec::new();
    let mut played = Vec::new();
    while let Status::Decision(seat) = game.status() {
        game.legal_actions(&mut legal);
        let action = bots[seat].choose(&game.observe(seat), &legal);
        assert!(
            legal.contains(&action),
            "{} chose '{action}', not in {legal:?}",
            bots[seat].name()
        );
        events.clear();
        game.apply(&action, &mut events).unwrap();
        played.push(action);
        assert!(played.len() < 20_000, "the game does not end");
    }
    played
}

fn mixed_table(players: usize, seed: u64) -> Vec<Box<dyn Bot<State>>> {
    (0..players)
        .map(|s| -> Box<dyn Bot<State>> {
            let bot_seed = seed.wrapping_mul(31).wrapping_add(s as u64);
            match (seed % 4) as usize + s {
                k if k % 4 == 0 => Box::new(RandomBot::<State>::new(bot_seed)),
                k if k % 4 == 1 => State::heuristic(bot_seed),
                k if k % 4 == 2 => State::bot(Difficulty::Easy, bot_seed),
                _ => Box::new(State::search_bot(Budget::iterations(60), bot_seed)),
            }
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Every bot, at every kind of decision a whole game brings, picks from the legal list.
    #[test]
    fn bots_only_choose_legal_actions(players in 2usize..=5, seed in any::<u64>()) {
        let mut bots = mixed_table(players, seed);
        play(players, seed, &mut bots);
    }
}

#[test]
fn the_heuristic_alone_plays_legal_games_at_every_table_size() {
    for players in 2..=5 {
        for seed in 0..10 {
            let mut bots: Vec<_> = (0..players)
                .map(|s| State::heuristic(seed * 7 + s as u64))
                .collect();
            play(players, seed, &mut bots);
        }
    }
}

/// With a seed and an iteration budget, a search plays the same game twice.
#[test]
fn ismcts_is_reproducible_with_a_seed_and_an_iteration_budget() {
    let table = |seed: u64| -> Vec<Box<dyn Bot<State>>> {
        (0..3)
            .map(|s| -> Box<dyn Bot<State>> {
                Box::new(State::search_bot(Budget::iterations(150), seed + s))
            })
            .collect()
    };
    let first = play(3, 5, &mut table(100));
    let second = play(3, 5, &mut table(100));
    assert_eq!(first, second);
    let other = play(3, 5, &mut table(200));
    assert_ne!(first, other, "another seed should search differently");
}

/// `Bot::think`: a search thought over a slice at a time (here one iteration per call) keeps
/// its tree between calls and decides exactly as the same search run at once, blunders
/// included, so the browser's sliced thinking plays the same game as a background thread.
#[test]
fn a_search_thought_in_slices_decides_as_one_search() {
    let table = || -> Vec<Box<dyn Bot<State>>> {
        (0..3u64)
            .map(|s| -> Box<dyn Bot<State>> {
                let search = Box::new(State::search_bot(Budget::iterations(120), 40 + s));
                if s == 0 {
                    Box::new(Blunders::new(search, 0.25, 7))
                } else {
                    search
                }
            })
            .collect()
    };
    let at_once = play(3, 11, &mut table());
    let mut bots = table();
    let mut events = Vec::new();
    let mut game = State::new_game(&Options::players(3), 11, &mut events).unwrap();
    let mut legal = Vec::new();
    let mut sliced = Vec::new();
    let mut unfinished_slices = 0;
    while let Status::Decision(seat) = game.status() {
        game.legal_actions(&mut legal);
        let observation = game.observe(seat);
        let action = loop {
            match bots[seat].think(&observation, &legal, std::time::Duration::ZERO) {
                Some(action) => break action,
                None => unfinished_slices += 1,
            }
        };
        events.clear();
        game.apply(&action, &mut events).unwrap();
        sliced.push(action);
        assert!(sliced.len() < 20_000, "the game does not end");
    }
    assert_eq!(sliced, at_once);
    assert!(
        unfinished_slices > 1000,
        "a 120-iteration search in one-iteration slices takes many calls: {unfinished_slices}"
    );
}

#[test]
fn search_visits_are_reproducible_and_add_up() {
    let mut events = Vec::new();
    let mut game = State::new_game(&Options::players(4), 9, &mut events).unwrap();
    let mut legal = Vec::new();
    // Walk to the first decision with several choices.
    loop {
        game.legal_actions(&mut legal);
        if legal.len() > 1 {
            break;
        }
        game.apply(&legal[0].clone(), &mut events).unwrap();
    }
    let Status::Decision(seat) = game.status() else {
        panic!("the game just started")
    };
    let observation = game.observe(seat);
    let search = |seed| {
        let mut bot = State::search_bot(Budget::iterations(500), seed);
        let visits = bot.search(&observation, &legal);
        (visits, bot.last_search())
    };
    let (a, stats) = search(3);
    let (b, _) = search(3);
    assert_eq!(a, b);
    assert_eq!(stats.iterations, 500);
    assert_eq!(a.iter().map(|&v| v as u64).sum::<u64>(), 500);
    assert!(
        a.iter().all(|&v| v > 0),
        "every root action is tried: {a:?}"
    );
}

/// A search that knows nothing of the game (random rollouts) still only plays legal actions.
#[test]
fn a_search_without_a_playbook_plays_legal_games() {
    let mut bots: Vec<Box<dyn Bot<State>>> = (0..2)
        .map(|s| -> Box<dyn Bot<State>> {
            Box::new(Ismcts::<State, _>::new(
                IsmctsConfig {
                    budget: Budget::iterations(40),
                    ..IsmctsConfig::default()
                },
                UniformPlaybook::default(),
                s,
            ))
        })
        .collect();
    play(2, 3, &mut bots);
}

/// The heuristic against three random players, on fixed deals: it measured 397 wins in 400
/// games (docs/AI.md), so a bound of half the games can only fail if it truly got worse.
#[test]
fn the_heuristic_beats_random_players() {
    let config = ArenaConfig {
        seats: vec![
            SeatKind::Heuristic,
            SeatKind::Random,
            SeatKind::Random,
            SeatKind::Random,
        ],
        schedule: Schedule {
            deals: 10,
            seed: 2024,
            threads: 2,
            max_actions: 50_000,
            on_game: None,
        },
    };
    let report = arena::run::<State>(&Options::players(4), &config).unwrap();
    assert_eq!(report.games, 40);
    assert_eq!(report.violations, 0);
    assert_eq!(report.unfinished, 0);
    let heuristic = &report.results[0];
    assert_eq!(heuristic.kind, "heuristic");
    assert_eq!(heuristic.games, 40);
    assert!(heuristic.win_rate > 0.5, "{heuristic:?}");
    assert!(heuristic.ci95[0] > 0.25, "{heuristic:?}");
    let random = &report.results[1];
    assert_eq!(random.games, 120);
    let total: f64 = report.results.iter().map(|r| r.wins).sum::<f64>() + report.draws as f64;
    assert!(
        (total - 40.0).abs() < 1e-9,
        "every game's win is shared out"
    );
}

#[test]
fn the_arena_refuses_a_seat_count_that_does_not_match() {
    let config = ArenaConfig {
        seats: vec![SeatKind::Random, SeatKind::Random],
        schedule: Schedule {
            deals: 1,
            seed: 1,
            threads: 1,
            max_actions: 1_000,
            on_game: None,
        },
    };
    assert!(arena::run::<State>(&Options::players(3), &config).is_err());
}

/// A long duel can be followed game by game: the arena tells `on_game` of every game it
/// played, each with the seats rotated by its rotation and the same wins the report counts.
#[test]
fn the_arena_tells_of_each_game_as_it_ends() {
    use std::sync::Mutex;
    static HEARD: Mutex<Vec<arena::FinishedGame>> = Mutex::new(Vec::new());
    fn hear(game: &arena::FinishedGame) {
        HEARD.lock().unwrap().push(game.clone());
    }
    let config = ArenaConfig {
        seats: vec![SeatKind::Heuristic, SeatKind::Random, SeatKind::Random],
        schedule: Schedule {
            deals: 3,
            seed: 11,
            threads: 2,
            max_actions: 50_000,
            on_game: Some(hear),
        },
    };
    let report = arena::run::<State>(&Options::players(3), &config).unwrap();
    let heard = HEARD.lock().unwrap();
    assert_eq!(heard.len(), 9, "three deals, three rotations each");
    for deal in 0..3 {
        for rotation in 0..3 {
            let game = heard
                .iter()
                .find(|g| g.deal == deal && g.rotation == rotation)
                .expect("every game is told");
            let heuristic_seat = (3 - rotation) % 3;
            assert_eq!(game.seats[heuristic_seat], "heuristic", "{game:?}");
        }
    }
    let heuristic_wins: f64 = heard
        .iter()
        .map(|g| {
            let seat = g.seats.iter().position(|s| s == "heuristic").unwrap();
            g.rewards[seat]
        })
        .sum();
    assert!((heuristic_wins - report.results[0].wins).abs() < 1e-9);
}
