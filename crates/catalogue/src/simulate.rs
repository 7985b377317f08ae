//! Random legal play with the game's invariants checked after every action: what
//! `ivanhoe-cli simulate` runs ([`crate::Entry::simulate`]).

use std::path::PathBuf;
use std::time::Instant;

use rules_core::{Game, GameRng, Status, record_match};
use serde::Serialize;

/// What to play.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The table's seats (the summary's `players`; the options say the same).
    pub players: usize,
    /// Number of games.
    pub games: u64,
    /// Seed of the first game; game i is dealt from a seed derived from this one and i.
    pub seed: u64,
    /// Whether the invariants are checked after every action.
    pub checks: bool,
    /// A game that has not ended after this many actions counts as not completed.
    pub max_actions: u64,
    /// Where to write the first game's match record, if anywhere.
    pub record: Option<PathBuf>,
}

/// The summary of a run, as the command line prints it.
#[derive(Debug, Default, Serialize)]
pub struct Summary {
    /// The game's registry name.
    pub game: &'static str,
    /// The table's seats.
    pub players: usize,
    /// The run's seed.
    pub seed: u64,
    /// Games played.
    pub games: u64,
    /// Games that ended.
    pub completed: u64,
    /// Games that ended without a winner.
    pub draws: u64,
    /// Games won by each seat (each winner of a tie counted).
    pub wins_by_seat: Vec<u64>,
    /// Invariant violations found after an action (must be 0).
    pub invariant_violations: u64,
    /// The first few violations, in words, with the game and action where they happened.
    pub violation_examples: Vec<String>,
    /// Actions the engine refused although they were listed as legal (must be 0).
    pub refused_legal_actions: u64,
    /// Actions applied in all.
    pub actions: u64,
    /// Actions per game.
    pub mean_actions_per_game: f64,
    /// Wall-clock seconds of the run.
    pub elapsed_sec: f64,
    /// Actions per second.
    pub actions_per_sec: f64,
    /// Games per second.
    pub games_per_sec: f64,
    /// Whether the invariants were checked.
    pub checks: bool,
}

/// Plays `settings.games` games of `G` with uniformly random legal actions.
pub(crate) fn simulate<G: Game>(
    settings: &Settings,
    options: &G::Options,
) -> Result<Summary, String> {
    let mut s = Summary {
        game: G::NAME,
        players: settings.players,
        seed: settings.seed,
        games: settings.games,
        wins_by_seat: vec![0; settings.players],
        checks: settings.checks,
        ..Summary::default()
    };
    let mut legal = Vec::new();
    let mut events = Vec::new();
    let start = Instant::now();
    for i in 0..settings.games {
        let mut rng = GameRng::derived(settings.seed, i);
        let game_seed = rng.next_u64();
        let mut game = G::new_game(options, game_seed, &mut events).map_err(|e| e.to_string())?;
        let mut history = Vec::new();
        let mut steps = 0u64;
        loop {
            let winners = match game.status() {
                Status::Over(outcome) => Some(outcome.winners),
                Status::Decision(_) => None,
            };
            if let Some(winners) = winners {
                s.completed += 1;
                if winners.is_empty() {
                    s.draws += 1;
                }
                for w in winners {
                    s.wins_by_seat[w] += 1;
                }
                break;
            }
            if steps >= settings.max_actions {
                break;
            }
            game.legal_actions(&mut legal);
            let action = legal[rng.below(legal.len())].clone();
            events.clear();
            if let Err(e) = game.apply(&action, &mut events) {
                s.refused_legal_actions += 1;
                note(
                    &mut s,
                    format!("game {i}, action {steps}: '{action}' listed but refused: {e}"),
                );
                break;
            }
            if i == 0 && settings.record.is_some() {
                history.push(action.clone());
            }
            steps += 1;
            if settings.checks {
                let violations = game.invariant_violations();
                if !violations.is_empty() {
                    s.invariant_violations += violations.len() as u64;
                    for v in violations {
                        note(
                            &mut s,
                            format!("game {i}, after action {steps} ('{action}'): {v}"),
                        );
                    }
                }
            }
        }
        s.actions += steps;
        if i == 0
            && let Some(path) = &settings.record
        {
            let record = record_match(options, game_seed, &history, &game);
            let json = serde_json::to_string_pretty(&record).expect("records serialize");
            std::fs::write(path, json).map_err(|e| format!("{}: {e}", path.display()))?;
        }
    }
    s.elapsed_sec = start.elapsed().as_secs_f64();
    s.actions_per_sec = s.actions as f64 / s.elapsed_sec.max(1e-9);
    s.games_per_sec = s.games as f64 / s.elapsed_sec.max(1e-9);
    s.mean_actions_per_game = s.actions as f64 / s.games.max(1) as f64;
    Ok(s)
}

fn note(s: &mut Summary, message: String) {
    if s.violation_examples.len() < 10 {
        s.violation_examples.push(message);
    }
}
