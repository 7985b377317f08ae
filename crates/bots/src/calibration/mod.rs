//! Whether the analysis's chances are honest: computer players play whole games, the deciding
//! seat's chance is estimated at its decisions ([`crate::analysis::analyse`], from its
//! observation alone), and at the end each estimate is set against whether that seat won. The
//! estimates are grouped in tenths; a bucket is calibrated when its mean estimate lies within the
//! Wilson 95% interval of how much of a win its seats went on to take. The estimates of one game
//! share its outcome, so that interval counts them by their spread over games (a design effect
//! from the variance between games), not as so many independent decisions.

mod correction;
mod report;

use rules_core::{GameRng, Status};
use serde::{Deserialize, Serialize};

use crate::analysis::analyse;
use crate::arena::SeatKind;
use crate::{BotGame, Budget};

pub use correction::{Correction, Isotonic, fit, fit_isotonic};
pub use report::{Bucket, CalibrationReport, report};

/// What [`collect`] plays and how it estimates.
#[derive(Clone, Debug)]
pub struct CalibrationConfig {
    /// Who plays each seat (their choices make the games; the analysis only watches).
    pub seats: Vec<SeatKind>,
    /// Games to play.
    pub games: u64,
    /// The seed of the deals, the players and the analysis's samples.
    pub seed: u64,
    /// Search iterations per estimate.
    pub iterations: u64,
    /// Estimate one decision in this many (1: every decision with a choice), so that a run
    /// spreads its estimates over more games.
    pub every: u64,
    /// The most actions a game may take; a longer one is left out.
    pub max_actions: u64,
    /// Games played at once, each on its own thread.
    pub threads: usize,
}

/// One estimate and what came of it.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sample {
    /// The game it was made in (0-based), for splitting games between fitting and reporting.
    pub game: u64,
    /// The seat's estimated chance of winning the match, in 0..=1, as the analysis gives it
    /// (its game's [`Correction`] applied).
    pub estimate: f64,
    /// The search's own estimate, before the correction: what [`fit`] reads.
    pub raw: f64,
    /// What the seat won: 1, a share of a win shared by several, or 0.
    pub won: f64,
    /// How many seats played.
    pub players: usize,
}

/// Plays `config.games` games of `G` at `options` and estimates the decisions along the way;
/// the samples come in the order of the games, whatever the threads.
pub fn collect<G: BotGame>(
    options: &G::Options,
    config: &CalibrationConfig,
) -> Result<Vec<Sample>, String>
where
    G::Options: Sync,
{
    let threads = config.threads.max(1) as u64;
    let per_thread: Vec<Result<Vec<Sample>, String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mut samples = Vec::new();
                    for game in (t..config.games).step_by(threads as usize) {
                        samples.extend(play_and_estimate::<G>(options, config, game)?);
                    }
                    Ok(samples)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err("a game panicked".to_string()))
            })
            .collect()
    });
    let mut samples = Vec::new();
    for part in per_thread {
        samples.extend(part?);
    }
    samples.sort_by_key(|s| s.game);
    Ok(samples)
}

/// One game, numbered `game`: its estimates with their outcomes (none if it did not finish).
fn play_and_estimate<G: BotGame>(
    options: &G::Options,
    config: &CalibrationConfig,
    game: u64,
) -> Result<Vec<Sample>, String> {
    let budget = Budget::iterations(config.iterations);
    let every = config.every.max(1);
    let game_seed = GameRng::derived(config.seed, game).next_u64();
    let mut events = Vec::new();
    let mut state =
        G::new_game(options, game_seed, &mut events).map_err(|e| format!("the options: {e}"))?;
    let players = state.num_players();
    if config.seats.len() != players {
        return Err(format!(
            "{} seat kinds given for {players} players",
            config.seats.len()
        ));
    }
    let mut bots = Vec::with_capacity(players);
    for (seat, kind) in config.seats.iter().enumerate() {
        bots.push(kind.bot::<G>(GameRng::derived(game_seed, 1 + seat as u64).next_u64())?);
    }
    let mut estimates: Vec<(usize, f64, f64)> = Vec::new();
    let mut legal = Vec::new();
    let mut choices_seen = 0u64;
    let mut actions = 0u64;
    let rewards = loop {
        let seat = match state.status() {
            Status::Over(outcome) => break outcome.rewards(players),
            Status::Decision(seat) => seat,
        };
        if actions >= config.max_actions {
            return Ok(Vec::new());
        }
        state.legal_actions(&mut legal);
        let observation = state.observe(seat);
        if legal.len() > 1 {
            if choices_seen.is_multiple_of(every) {
                let sample_seed = GameRng::derived(game_seed, 1_000 + actions).next_u64();
                let analysis = analyse::<G>(&observation, &legal, budget, sample_seed);
                estimates.push((seat, analysis.chance(), analysis.raw_chance()));
            }
            choices_seen += 1;
        }
        let action = bots[seat].choose(&observation, &legal);
        if !legal.contains(&action) {
            return Err(format!("seat {seat} chose an illegal action: {action}"));
        }
        events.clear();
        state
            .apply(&action, &mut events)
            .map_err(|e| format!("the engine refused a legal action: {e}"))?;
        actions += 1;
    };
    Ok(estimates
        .into_iter()
        .map(|(seat, estimate, raw)| Sample {
            game,
            estimate,
            raw,
            won: rewards[seat],
            players,
        })
        .collect())
}

/// A table whose chance correction ([`crate::BotGame::chance_correction`]) is checked: fitted
/// by [`fit`] on games of some seeds and reported by [`report`] on games of another seed, which
/// played no part in fitting it (docs/AI.md, "Honest chances", lists each with its report).
/// Each game lists its own ([`crate::BotGame::CHECKED`]); [`crate::chances_checked`] reads
/// them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Checked {
    /// The game's `Game::NAME`.
    pub game: &'static str,
    /// The rule set's registry name; `None` for a game with one set of rules.
    pub rules: Option<&'static str>,
    /// Seats at the table.
    pub seats: usize,
    /// The seeds of the games the correction was fitted on.
    pub fitted_on: &'static [u64],
    /// The seed of the games it was reported on.
    pub reported_on: u64,
    /// Estimates in that report.
    pub estimates: u64,
    /// Games in that report.
    pub games: u64,
}

/// A row of a game's [`crate::BotGame::CHECKED`]: reported on games of seed `reported_on`,
/// `estimates` of them over `games` games.
pub const fn checked(
    game: &'static str,
    rules: Option<&'static str>,
    seats: usize,
    fitted_on: &'static [u64],
    (reported_on, estimates, games): (u64, u64, u64),
) -> Checked {
    Checked {
        game,
        rules,
        seats,
        fitted_on,
        reported_on,
        estimates,
        games,
    }
}

/// Samples for the tests of the fits and the report.
#[cfg(test)]
mod samples {
    use super::*;

    /// An estimate of game `game`.
    pub(super) fn sample_of(game: u64, estimate: f64, won: f64) -> Sample {
        Sample {
            game,
            estimate,
            raw: estimate,
            won,
            players: 2,
        }
    }

    /// An estimate alone in its game.
    pub(super) fn sample(estimate: f64, won: f64) -> Sample {
        use std::sync::atomic::{AtomicU64, Ordering};
        static GAMES: AtomicU64 = AtomicU64::new(0);
        sample_of(GAMES.fetch_add(1, Ordering::Relaxed), estimate, won)
    }
}
