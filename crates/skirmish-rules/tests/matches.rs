//! Whole matches played by the collection's generic players: seeded random play to the end at
//! 2, 3 and 4 seats, and a search player that sees the game only through observations.

use bots::{Bot, Ismcts, IsmctsConfig, RandomBot, UniformPlaybook};
use rules_core::{Budget, Game, Status};
use skirmish_rules::{Event, Options, State};

/// Each turn sends one or two of the 18 cards to the discard pile for good.
const MOST_ACTIONS: usize = 36;

/// Plays one match from `seed` with `bots[seat]` deciding for each seat; checks the invariants
/// after every action and returns the final state and every event.
fn play(players: usize, seed: u64, bots: &mut [Box<dyn Bot<State>>]) -> (State, Vec<Event>) {
    let mut events = Vec::new();
    let mut state = State::new_game(&Options::players(players), seed, &mut events).unwrap();
    let mut legal = Vec::new();
    let mut actions = 0;
    while let Status::Decision(seat) = state.status() {
        assert!(
            actions < MOST_ACTIONS,
            "seed {seed}: not over after {actions}"
        );
        state.legal_actions(&mut legal);
        let action = bots[seat].choose(&state.observe(seat), &legal);
        assert!(
            legal.contains(&action),
            "seed {seed}: {action} is not legal"
        );
        state.apply(&action, &mut events).unwrap();
        assert_eq!(
            state.invariant_violations(),
            Vec::<String>::new(),
            "seed {seed}"
        );
        actions += 1;
    }
    (state, events)
}

/// Seeded random matches end, at every table, with the strongest seats in the game winning;
/// the same seeds play the same matches.
#[test]
fn seeded_random_matches_end_at_two_three_and_four_seats() {
    for players in 2..=4 {
        for seed in 0..200 {
            let bots = || -> Vec<Box<dyn Bot<State>>> {
                (0..players)
                    .map(|s| Box::new(RandomBot::new(seed * 8 + s as u64)) as Box<dyn Bot<State>>)
                    .collect()
            };
            let (state, events) = play(players, seed, &mut bots());
            let outcome = state.outcome().expect("the match is over");
            assert!(!outcome.winners.is_empty());
            let best = (0..players).map(|s| state.strength(s)).max().unwrap();
            assert!(
                outcome
                    .winners
                    .iter()
                    .all(|&w| state.strength(w) == best && best > 0)
            );
            assert!(matches!(events.last(), Some(Event::MatchOver { .. })));
            let (again, replayed) = play(players, seed, &mut bots());
            assert_eq!(
                (again, replayed),
                (state, events),
                "seed {seed} replays alike"
            );
        }
    }
}

/// A search player (ISMCTS over determinizations) plays whole matches against random players
/// and wins more than its share: it can read the game through its observations alone.
#[test]
fn a_search_player_beats_random_players() {
    let players = 3;
    let matches = 30;
    let mut wins = 0.0;
    for seed in 0..matches {
        let mut bots: Vec<Box<dyn Bot<State>>> = vec![Box::new(Ismcts::new(
            IsmctsConfig {
                budget: Budget::iterations(300),
                ..IsmctsConfig::default()
            },
            UniformPlaybook::default(),
            seed,
        ))];
        for s in 1..players {
            bots.push(Box::new(RandomBot::new(seed * 8 + s as u64)));
        }
        let (state, _) = play(players, seed, &mut bots);
        wins += state.outcome().unwrap().rewards(players)[0];
    }
    let share = wins / matches as f64;
    assert!(
        share > 1.0 / players as f64,
        "the search won {share:.2} of the matches"
    );
}

/// Every level of the bots plays Skirmish ([`BotGame::bot`]): whole matches at 2 to 4 seats, each
/// seat a different level, every action legal.
#[test]
fn every_level_plays_whole_matches() {
    use bots::{BotGame, Difficulty};
    for players in 2..=4 {
        let mut bots: Vec<Box<dyn Bot<State>>> = (0..players)
            .map(|s| {
                let level = [Difficulty::Easy, Difficulty::Normal, Difficulty::Hard][s % 3];
                State::bot(level, s as u64)
            })
            .collect();
        let (state, _) = play(players, players as u64, &mut bots);
        assert!(state.outcome().is_some());
    }
}

/// The heuristic (the normal level) wins more than its share against random players: it plays
/// its strongest cards and hits the rival it can put out, else the leader.
#[test]
fn the_heuristic_beats_random_players() {
    let players = 3;
    let matches = 200;
    let mut wins = 0.0;
    for seed in 0..matches {
        let mut bots: Vec<Box<dyn Bot<State>>> =
            vec![Box::new(skirmish_rules::Heuristic::new(seed))];
        for s in 1..players {
            bots.push(Box::new(RandomBot::new(seed * 8 + s as u64)));
        }
        let (state, _) = play(players, seed, &mut bots);
        wins += state.outcome().unwrap().rewards(players)[0];
    }
    let share = wins / matches as f64;
    assert!(
        share > 1.0 / players as f64,
        "the heuristic won {share:.2} of the matches"
    );
    println!("the heuristic won {share:.3} of {matches} matches against two random players");
}
