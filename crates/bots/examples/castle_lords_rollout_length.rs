//! How long Castle Lords rollouts are, in actions and turns, from positions of heuristic games
//! (one decision in seven that has a choice, 20 samples each), with rollouts that stop after
//! two rounds of turns and with rollouts that play out the hand:
//!
//! ```sh
//! cargo run --release -p bots --example castle_lords_rollout_length -- [players] [games]
//! ```
//!
//! Prints, per rule set and horizon, the rollouts sampled, their mean actions and turns, and
//! how many lasted 0–3, 4–7, ... turns.

use bots::{Bot, BotGame, Playbook};
use castle_lords_rules::players::CastleLordsPlaybook;
use castle_lords_rules::{Event, Options, RuleSet, State};
use rules_core::{Game, GameRng, Status};

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().unwrap_or(0))
        .collect();
    let players = args
        .first()
        .copied()
        .filter(|p| (3..=6).contains(p))
        .unwrap_or(4) as usize;
    let games = args.get(1).copied().filter(|g| *g > 0).unwrap_or(20);
    for rules in RuleSet::ALL {
        for rounds in [0, 2] {
            let playbook = CastleLordsPlaybook {
                rounds: [rounds; 3],
                ..CastleLordsPlaybook::default()
            };
            let (rollouts, actions, turns, histogram) =
                measure(&Options::new(players, rules), &playbook, games);
            println!(
                "{{\"rules\": \"{rules}\", \"rounds\": {rounds}, \"rollouts\": {}, \
                 \"mean_actions\": {:.1}, \"mean_turns\": {:.1}, \"turns_by_four\": {:?}}}",
                rollouts,
                actions as f64 / rollouts as f64,
                turns as f64 / rollouts as f64,
                histogram
            );
        }
    }
}

/// Rollouts counted, actions and turns summed, and the turns' histogram by fours.
fn measure(
    options: &Options,
    playbook: &CastleLordsPlaybook,
    games: u64,
) -> (u64, u64, u64, Vec<u64>) {
    let (mut rollouts, mut actions, mut turns) = (0, 0, 0);
    let mut histogram = vec![0u64; 10];
    let mut rng = GameRng::new(3);
    let (mut events, mut legal, mut scratch, mut rollout_events) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for seed in 1..=games {
        let mut game = State::new_game(options, seed, &mut events).expect("valid options");
        let mut bots: Vec<Box<dyn Bot<State>>> = (0..options.players as u64)
            .map(|s| State::heuristic(seed * 10 + s))
            .collect();
        let mut step = 0;
        while let Status::Decision(seat) = game.status() {
            game.legal_actions(&mut legal);
            let observation = game.observe(seat);
            if legal.len() > 1 && step % 7 == 0 {
                for _ in 0..20 {
                    let mut sample = State::determinize(&observation, &mut rng);
                    let (mut steps, mut begun, mut marks) = (0u32, 0u64, 0u32);
                    rollout_events.clear();
                    while let Status::Decision(_) = sample.status() {
                        if playbook.cutoff(&sample, &rollout_events, steps, &mut marks) {
                            break;
                        }
                        let action = playbook.rollout_action(&sample, &mut scratch, &mut rng);
                        rollout_events.clear();
                        sample
                            .apply(&action, &mut rollout_events)
                            .expect("the playbook plays legal actions");
                        begun += rollout_events
                            .iter()
                            .filter(|e| matches!(e, Event::TurnStarted { .. }))
                            .count() as u64;
                        steps += 1;
                    }
                    rollouts += 1;
                    actions += steps as u64;
                    turns += begun;
                    histogram[(begun as usize / 4).min(9)] += 1;
                }
            }
            let action = bots[seat].choose(&observation, &legal);
            events.clear();
            game.apply(&action, &mut events).expect("legal");
            step += 1;
        }
    }
    (rollouts, actions, turns, histogram)
}
