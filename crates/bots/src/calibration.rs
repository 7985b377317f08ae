//! Whether the analysis's chances are honest: computer players play whole games, the deciding
//! seat's chance is estimated at its decisions ([`crate::analysis::analyse`], from its
//! observation alone), and at the end each estimate is set against whether that seat won. The
//! estimates are grouped in tenths; a bucket is calibrated when its mean estimate lies within the
//! Wilson 95% interval of how much of a win its seats went on to take. The estimates of one game
//! share its outcome, so that interval counts them by their spread over games (a design effect
//! from the variance between games), not as so many independent decisions.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use rules_core::{GameRng, Status};

use crate::analysis::analyse;
use crate::arena::SeatKind;
use crate::stats::{Z95, Z95_JOINT, wilson};
use crate::{BotGame, Budget};

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

/// How the search's own chances are turned into honest ones, fitted on games by [`fit`]:
/// `p' = σ(slope · (logit p − logit s) + logit s + shift)`, where `s` is the fair share (one over
/// the seats), so that a slope below 1 draws overconfident chances towards the fair share and a
/// shift moves them all. The identity is slope 1, shift 0.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Correction {
    /// How far a chance's distance from the fair share is kept (in log-odds).
    pub slope: f64,
    /// How far every chance moves (in log-odds).
    pub shift: f64,
}

/// Chances this close to 0 or 1 are taken as this far from them, so that log-odds stay finite.
const EDGE: f64 = 1e-3;

fn logit(p: f64) -> f64 {
    let p = p.clamp(EDGE, 1.0 - EDGE);
    (p / (1.0 - p)).ln()
}

fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

impl Correction {
    /// No correction.
    pub const NONE: Correction = Correction {
        slope: 1.0,
        shift: 0.0,
    };

    /// `chance` corrected, at a table of `players` seats.
    pub fn apply(self, chance: f64, players: usize) -> f64 {
        if self == Self::NONE {
            return chance;
        }
        let fair = logit(1.0 / players.max(1) as f64);
        sigmoid(self.slope * (logit(chance) - fair) + fair + self.shift)
    }
}

/// The correction that best turns the samples' raw estimates into their outcomes (logistic
/// regression of the outcome on the raw estimate's log-odds from the fair share, by Newton's
/// method; the outcome may be a share of a win).
pub fn fit(samples: &[Sample]) -> Correction {
    let (mut a, mut b) = (1.0f64, 0.0f64);
    for _ in 0..100 {
        let (mut ga, mut gb, mut haa, mut hab, mut hbb) = (0.0, 0.0, 0.0, 0.0, 0.0);
        for s in samples {
            let fair = logit(1.0 / s.players.max(1) as f64);
            let x = logit(s.raw) - fair;
            let p = sigmoid(a * x + fair + b);
            let w = (p * (1.0 - p)).max(1e-12);
            ga += (p - s.won) * x;
            gb += p - s.won;
            haa += w * x * x;
            hab += w * x;
            hbb += w;
        }
        let det = haa * hbb - hab * hab;
        if det.abs() < 1e-12 {
            break;
        }
        let da = (hbb * ga - hab * gb) / det;
        let db = (haa * gb - hab * ga) / det;
        a -= da;
        b -= db;
        if da.abs() < 1e-10 && db.abs() < 1e-10 {
            break;
        }
    }
    Correction { slope: a, shift: b }
}

/// A correction by steps, for a shape the logistic [`Correction`] cannot follow (four-seat
/// Ivanhoe's chances between 0.3 and 0.6 run 3 to 6 points high while those between 0.1 and 0.2
/// run a point low): the isotonic regression of the outcome on the search's own chance (pool
/// adjacent violators), so that an honest chance never falls as the raw one rises. Each block of
/// raw chances gets the mean outcome of its estimates; between the blocks' mean raw chances the
/// correction is linear, and flat beyond the first and the last. Fitted by [`fit_isotonic`] and
/// checked, like the logistic one, on games of another seed (`ivanhoe-cli calibrate --fit
/// --fit-on`); no table uses one until it reports better there.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Isotonic {
    /// The blocks, in increasing raw chance: their mean raw chance, their mean outcome (never
    /// decreasing) and how many estimates they hold.
    pub points: Vec<(f64, f64, usize)>,
}

impl Isotonic {
    /// The search's own `chance`, corrected (kept `EDGE` away from 0 and 1; unchanged by a
    /// correction fitted on nothing).
    pub fn apply(&self, chance: f64) -> f64 {
        let p = &self.points;
        let value = match p.iter().position(|&(x, _, _)| x >= chance) {
            None if p.is_empty() => chance,
            None => p[p.len() - 1].1,
            Some(0) => p[0].1,
            Some(i) => {
                let ((x0, y0, _), (x1, y1, _)) = (p[i - 1], p[i]);
                y0 + (y1 - y0) * (chance - x0) / (x1 - x0)
            }
        };
        value.clamp(EDGE, 1.0 - EDGE)
    }
}

/// The isotonic correction of `samples`' raw chances to their outcomes: pool adjacent violators
/// over the estimates in order of raw chance (equal raw chances in one block), then each block
/// of fewer than `min_block` estimates merged with the neighbour whose outcome is nearer, so that
/// no step rests on a handful of estimates (merging neighbours keeps the steps increasing).
pub fn fit_isotonic(samples: &[Sample], min_block: usize) -> Isotonic {
    // (sum of raw chances, sum of outcomes, count)
    let mut sorted: Vec<(f64, f64)> = samples.iter().map(|s| (s.raw, s.won)).collect();
    sorted.sort_by(|a, b| a.0.total_cmp(&b.0));
    let mut blocks: Vec<(f64, f64, usize)> = Vec::new();
    for (raw, won) in sorted {
        match blocks.last_mut() {
            Some(last) if last.0 / last.2 as f64 == raw => {
                last.0 += raw;
                last.1 += won;
                last.2 += 1;
            }
            _ => blocks.push((raw, won, 1)),
        }
        while blocks.len() >= 2 {
            let (a, b) = (blocks[blocks.len() - 2], blocks[blocks.len() - 1]);
            if a.1 / a.2 as f64 <= b.1 / b.2 as f64 {
                break;
            }
            blocks.pop();
            *blocks.last_mut().expect("two blocks") = (a.0 + b.0, a.1 + b.1, a.2 + b.2);
        }
    }
    let mean = |b: &(f64, f64, usize)| b.1 / b.2 as f64;
    while blocks.len() >= 2 {
        let Some((i, _)) = blocks
            .iter()
            .enumerate()
            .filter(|(_, b)| b.2 < min_block)
            .min_by_key(|(_, b)| b.2)
        else {
            break;
        };
        // The neighbour nearer in outcome (the only one at either end).
        let towards_lower = i + 1 == blocks.len()
            || (i > 0
                && (mean(&blocks[i]) - mean(&blocks[i - 1])).abs()
                    <= (mean(&blocks[i + 1]) - mean(&blocks[i])).abs());
        let j = if towards_lower { i - 1 } else { i + 1 };
        let (lo, hi) = (i.min(j), i.max(j));
        let (a, b) = (blocks[lo], blocks[hi]);
        blocks[lo] = (a.0 + b.0, a.1 + b.1, a.2 + b.2);
        blocks.remove(hi);
    }
    Isotonic {
        points: blocks
            .iter()
            .map(|b| (b.0 / b.2 as f64, mean(b), b.2))
            .collect(),
    }
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

/// The estimates of one tenth.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Bucket {
    /// The estimates it holds lie in `from..to` (the last includes 1).
    pub from: f64,
    /// See `from`.
    pub to: f64,
    /// How many decisions.
    pub decisions: usize,
    /// How many games they come from.
    pub games: usize,
    /// As many independent decisions as these are worth, given that the decisions of one game
    /// share its outcome (`decisions` over the design effect, at most `decisions`).
    pub effective_decisions: f64,
    /// Their mean estimate.
    pub mean_estimate: f64,
    /// How much of a win their seats went on to take, on average.
    pub won: f64,
    /// The Wilson 95% interval of `won`, over `effective_decisions`.
    pub ci95: (f64, f64),
    /// The Wilson 95% interval of `won` were every decision independent: narrower than the
    /// truth when a game gives several estimates.
    pub ci95_independent: (f64, f64),
    /// The interval of `won` (over `effective_decisions`) that holds together with those of the
    /// other counted tenths at 95% (Bonferroni over the tenths of at least `min_decisions`
    /// estimates); `ci95` for a tenth too small to count.
    pub ci95_joint: (f64, f64),
    /// Whether `mean_estimate` lies within `ci95`.
    pub within: bool,
}

/// As many independent outcomes as `inside` is worth: its count over the design effect, the
/// ratio of the variance of its mean outcome with the games as clusters (the usual
/// between-cluster estimate, with its small-sample factor `games / (games − 1)`) to the
/// variance were every outcome independent. Never more than
/// the count, so that the interval is never narrower than the independent one; a single game
/// counts once.
fn effective_count(inside: &[&Sample], won: f64) -> f64 {
    let n = inside.len() as f64;
    let mut by_game: BTreeMap<u64, f64> = BTreeMap::new();
    for s in inside {
        *by_game.entry(s.game).or_default() += s.won - won;
    }
    let games = by_game.len() as f64;
    if games < 2.0 {
        return games.min(n);
    }
    let clustered = games / (games - 1.0) * by_game.values().map(|r| r * r).sum::<f64>() / n / n;
    let independent = won * (1.0 - won) / n;
    if clustered <= 0.0 || independent <= 0.0 {
        return n;
    }
    (independent / clustered * n).min(n)
}

/// The calibration of a set of estimates.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CalibrationReport {
    /// Estimates in all.
    pub decisions: usize,
    /// The mean squared difference between estimate and outcome (lower is better).
    pub brier: f64,
    /// The Brier score of always estimating the fair share (one over the seats): what the
    /// estimates must beat to say anything.
    pub brier_fair_share: f64,
    /// The tenths, empty ones left out.
    pub buckets: Vec<Bucket>,
    /// Whether every bucket of at least `min_decisions` estimates is within its 95% interval
    /// (`ci95`). Each interval misses the truth one time in twenty, so estimates that are
    /// calibrated exactly fail this somewhat often when many tenths count (about one run in
    /// three with eight): `calibrated_jointly` is the test at 95% for all of them together.
    pub calibrated: bool,
    /// Whether every bucket of at least `min_decisions` estimates is within its joint interval
    /// (`ci95_joint`).
    pub calibrated_jointly: bool,
    /// The fewest estimates a bucket needs to count towards `calibrated`.
    pub min_decisions: usize,
}

/// Groups `samples` in tenths of the estimate and compares each with the outcomes.
pub fn report(samples: &[Sample], min_decisions: usize) -> CalibrationReport {
    let mut buckets = Vec::new();
    for tenth in 0..10 {
        let from = tenth as f64 / 10.0;
        let to = (tenth + 1) as f64 / 10.0;
        let inside: Vec<&Sample> = samples
            .iter()
            .filter(|s| {
                let b = ((s.estimate * 10.0).floor() as i64).clamp(0, 9);
                b == tenth
            })
            .collect();
        if inside.is_empty() {
            continue;
        }
        let n = inside.len() as f64;
        let mean_estimate = inside.iter().map(|s| s.estimate).sum::<f64>() / n;
        let wins = inside.iter().map(|s| s.won).sum::<f64>();
        let won = wins / n;
        let effective = effective_count(&inside, won);
        let ci95 = wilson(won * effective, effective, Z95);
        let mut games: Vec<u64> = inside.iter().map(|s| s.game).collect();
        games.sort_unstable();
        games.dedup();
        buckets.push(Bucket {
            from,
            to,
            decisions: inside.len(),
            games: games.len(),
            effective_decisions: effective,
            mean_estimate,
            won,
            ci95,
            ci95_independent: wilson(wins, n, Z95),
            ci95_joint: ci95,
            within: (ci95.0..=ci95.1).contains(&mean_estimate),
        });
    }
    let n = samples.len().max(1) as f64;
    let brier = samples
        .iter()
        .map(|s| (s.estimate - s.won).powi(2))
        .sum::<f64>()
        / n;
    let brier_fair_share = samples
        .iter()
        .map(|s| (1.0 / s.players as f64 - s.won).powi(2))
        .sum::<f64>()
        / n;
    let calibrated = buckets
        .iter()
        .filter(|b| b.decisions >= min_decisions)
        .all(|b| b.within);
    let counted = buckets
        .iter()
        .filter(|b| b.decisions >= min_decisions)
        .count();
    let z = Z95_JOINT[counted.clamp(1, Z95_JOINT.len()) - 1];
    for b in buckets.iter_mut().filter(|b| b.decisions >= min_decisions) {
        b.ci95_joint = wilson(b.won * b.effective_decisions, b.effective_decisions, z);
    }
    let calibrated_jointly = buckets
        .iter()
        .filter(|b| b.decisions >= min_decisions)
        .all(|b| (b.ci95_joint.0..=b.ci95_joint.1).contains(&b.mean_estimate));
    CalibrationReport {
        decisions: samples.len(),
        brier,
        brier_fair_share,
        buckets,
        calibrated,
        calibrated_jointly,
        min_decisions,
    }
}

/// A table whose chance correction ([`crate::BotGame::chance_correction`]) is checked: fitted
/// by [`fit`] on games of some seeds and reported by [`report`] on games of another seed, which
/// played no part in fitting it (docs/AI.md, "Honest chances", lists each with its report).
/// [`crate::chances_checked`] reads [`CHECKED`].
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

const fn checked(
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

/// Every table whose correction was fitted on some seeds and checked on another, as docs/AI.md's
/// table in "Honest chances" reports it (a test checks the two agree). Not checked: Castle
/// Lords in basic and advanced play (they borrow intermediate play's correction, unchecked),
/// and at 2, 5 and 6 seats; Of Knights and Ninjas at 3, 5 and 6 seats (no correction).
pub const CHECKED: &[Checked] = &[
    checked("ivanhoe", None, 2, &[1, 2, 3], (4, 3_216, 600)),
    checked("ivanhoe", None, 3, &[1], (2, 4_085, 400)),
    checked("ivanhoe", None, 4, &[1], (2, 7_123, 600)),
    checked("ivanhoe", None, 5, &[1], (2, 4_736, 300)),
    checked("knights-ninjas", None, 2, &[1], (2, 1_519, 300)),
    checked("knights-ninjas", None, 4, &[1], (2, 1_716, 400)),
    checked(
        "castle-lords",
        Some("intermediate"),
        3,
        &[1, 2],
        (3, 2_264, 200),
    ),
    checked(
        "castle-lords",
        Some("intermediate"),
        4,
        &[1],
        (2, 4_531, 200),
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    fn raw_sample(game: u64, raw: f64, won: f64) -> Sample {
        Sample {
            game,
            estimate: raw,
            raw,
            won,
            players: 4,
        }
    }

    /// Pool adjacent violators: a falling pair of outcomes is pooled, the steps never fall, a
    /// raw chance between two blocks is interpolated and one beyond them kept at the nearest.
    #[test]
    fn the_isotonic_fit_pools_violators_and_never_falls() {
        let samples = [
            raw_sample(0, 0.1, 0.0),
            raw_sample(1, 0.2, 1.0),
            raw_sample(2, 0.3, 0.0),
            raw_sample(3, 0.4, 1.0),
            raw_sample(4, 0.5, 1.0),
        ];
        let iso = fit_isotonic(&samples, 1);
        assert_eq!(iso.points.len(), 4, "{iso:?}");
        assert_eq!(iso.points[1].2, 2);
        assert!((iso.points[1].0 - 0.25).abs() < 1e-12);
        assert!((iso.points[1].1 - 0.5).abs() < 1e-12);
        assert!(iso.points.windows(2).all(|w| w[0].1 <= w[1].1));
        assert_eq!(iso.apply(0.05), EDGE);
        assert_eq!(iso.apply(0.9), 1.0 - EDGE);
        // Halfway between the block at 0.25 (0.5) and the one at 0.4 (1.0).
        assert!((iso.apply(0.325) - 0.75).abs() < 1e-12);
        // Blocks of fewer than 3 estimates merge with a neighbour, the nearest in outcome,
        // until none is left that small: here all five in one block.
        let merged = fit_isotonic(&samples, 3);
        assert_eq!(merged.points, vec![(0.3, 0.6, 5)], "{merged:?}");
        assert!((merged.apply(0.0) - 0.6).abs() < 1e-12);
        assert_eq!(Isotonic { points: vec![] }.apply(0.3), 0.3);
    }

    /// Outcomes drawn at a bent curve (too high between 0.3 and 0.6) are followed by the
    /// isotonic fit better than by the logistic one, on other draws.
    #[test]
    fn the_isotonic_fit_follows_a_bend_the_logistic_cannot() {
        let truth = |raw: f64| {
            if (0.3..0.6).contains(&raw) {
                raw - 0.08
            } else {
                raw
            }
        };
        let draw = |seed: u64| {
            let mut rng = GameRng::derived(seed, 7);
            (0..20_000u64)
                .map(|i| {
                    let raw = (rng.next_u64() % 1_000) as f64 / 1_000.0;
                    let won = f64::from(u8::from(
                        (rng.next_u64() % 1_000_000) as f64 / 1_000_000.0 < truth(raw),
                    ));
                    raw_sample(i, raw, won)
                })
                .collect::<Vec<_>>()
        };
        let (fitting, checking) = (draw(1), draw(2));
        let iso = fit_isotonic(&fitting, 200);
        let logistic = fit(&fitting);
        let brier = |f: &dyn Fn(f64) -> f64| {
            checking
                .iter()
                .map(|s| (f(s.raw) - s.won).powi(2))
                .sum::<f64>()
                / checking.len() as f64
        };
        let b_iso = brier(&|r| iso.apply(r));
        let b_log = brier(&|r| logistic.apply(r, 4));
        assert!(b_iso < b_log, "isotonic {b_iso}, logistic {b_log}");
        assert!((iso.apply(0.45) - 0.37).abs() < 0.04, "{}", iso.apply(0.45));
    }

    /// An estimate of game `game`.
    fn sample_of(game: u64, estimate: f64, won: f64) -> Sample {
        Sample {
            game,
            estimate,
            raw: estimate,
            won,
            players: 2,
        }
    }

    /// An estimate alone in its game.
    fn sample(estimate: f64, won: f64) -> Sample {
        use std::sync::atomic::{AtomicU64, Ordering};
        static GAMES: AtomicU64 = AtomicU64::new(0);
        sample_of(GAMES.fetch_add(1, Ordering::Relaxed), estimate, won)
    }

    /// Estimates that come true as often as they say are calibrated, and beat the fair share's
    /// Brier score; estimates that say 0.9 for seats that win one time in ten are not.
    #[test]
    fn honest_estimates_are_calibrated_and_overconfident_ones_are_not() {
        let mut honest = Vec::new();
        for i in 0..100 {
            honest.push(sample(0.15, if i < 15 { 1.0 } else { 0.0 }));
            honest.push(sample(0.85, if i < 85 { 1.0 } else { 0.0 }));
        }
        let r = report(&honest, 30);
        assert!(r.calibrated, "{r:?}");
        assert_eq!(r.buckets.len(), 2);
        assert!(r.brier < r.brier_fair_share, "{r:?}");

        let overconfident: Vec<Sample> = (0..100)
            .map(|i| sample(0.9, if i < 10 { 1.0 } else { 0.0 }))
            .collect();
        let r = report(&overconfident, 30);
        assert!(!r.calibrated, "{r:?}");
        assert!(r.brier > r.brier_fair_share);
    }

    /// Overconfident estimates (0.9 for seats that win seven times in ten, 0.1 for seats that
    /// win three times in ten) are fitted with a slope below 1 that brings them to what came
    /// true; honest ones are left nearly as they are.
    #[test]
    fn the_fit_draws_overconfident_estimates_to_their_outcomes() {
        let mut over = Vec::new();
        for i in 0..1000 {
            over.push(sample(0.9, if i % 10 < 7 { 1.0 } else { 0.0 }));
            over.push(sample(0.1, if i % 10 < 3 { 1.0 } else { 0.0 }));
        }
        let c = fit(&over);
        assert!(c.slope < 1.0, "{c:?}");
        assert!((c.apply(0.9, 2) - 0.7).abs() < 0.01, "{c:?}");
        assert!((c.apply(0.1, 2) - 0.3).abs() < 0.01, "{c:?}");

        let mut honest = Vec::new();
        for i in 0..1000 {
            honest.push(sample(0.8, if i % 10 < 8 { 1.0 } else { 0.0 }));
            honest.push(sample(0.2, if i % 10 < 2 { 1.0 } else { 0.0 }));
        }
        let c = fit(&honest);
        assert!(
            (c.slope - 1.0).abs() < 0.01 && c.shift.abs() < 0.01,
            "{c:?}"
        );
        assert_eq!(Correction::NONE.apply(0.37, 4), 0.37);
    }

    /// A bucket with fewer estimates than asked does not decide; an estimate of exactly 1 falls
    /// in the last tenth.
    #[test]
    fn small_buckets_do_not_decide_and_one_is_the_last_tenth() {
        let r = report(&[sample(1.0, 0.0), sample(1.0, 0.0)], 30);
        assert_eq!(r.buckets.len(), 1);
        assert_eq!(r.buckets[0].from, 0.9);
        assert!(!r.buckets[0].within);
        assert!(r.calibrated, "two estimates are too few to decide");
    }

    /// The decisions of one game share its outcome: twenty estimates from each of ten games,
    /// six of them won, say as much as nine outcomes (ten games, less the one spent on their
    /// mean), so an estimate of 0.35 lies within the
    /// interval of a 0.6 share won, while two hundred independent outcomes would rule it out.
    #[test]
    fn the_decisions_of_one_game_count_as_one_outcome() {
        let clustered: Vec<Sample> = (0..10u64)
            .flat_map(|g| (0..20).map(move |_| sample_of(g, 0.35, if g < 6 { 1.0 } else { 0.0 })))
            .collect();
        let r = report(&clustered, 30);
        let b = &r.buckets[0];
        assert_eq!((b.decisions, b.games), (200, 10));
        assert!((b.effective_decisions - 9.0).abs() < 1e-9, "{b:?}");
        assert!(b.within && r.calibrated, "{b:?}");
        assert!(
            !(b.ci95_independent.0..=b.ci95_independent.1).contains(&0.35),
            "{b:?}"
        );

        let independent: Vec<Sample> = (0..200)
            .map(|i| sample(0.35, if i % 10 < 6 { 1.0 } else { 0.0 }))
            .collect();
        let r = report(&independent, 30);
        assert!((r.buckets[0].effective_decisions - 199.0).abs() < 1e-9);
        assert!(!r.calibrated, "{r:?}");
    }

    /// Eight tenths of estimates each a little off, 2.2 standard errors from what came true:
    /// each misses its own 95% interval, yet all hold together within the joint intervals,
    /// which are wider; 3.5 standard errors off is outside both.
    #[test]
    fn the_joint_intervals_hold_every_tenth_together() {
        let tenths = |off: f64| -> Vec<Sample> {
            (1..9)
                .flat_map(|t| {
                    let won = 0.1 * t as f64 + 0.05;
                    let n = 1600;
                    let se = (won * (1.0 - won) / n as f64).sqrt();
                    let estimate = won + off * se;
                    (0..n).map(move |i| {
                        sample(
                            estimate,
                            if (i as f64) < won * n as f64 {
                                1.0
                            } else {
                                0.0
                            },
                        )
                    })
                })
                .collect()
        };
        let r = report(&tenths(2.2), 100);
        assert!(!r.calibrated && r.calibrated_jointly, "{r:?}");
        let r = report(&tenths(3.5), 100);
        assert!(!r.calibrated && !r.calibrated_jointly, "{r:?}");
        let r = report(&tenths(0.0), 100);
        assert!(r.calibrated && r.calibrated_jointly, "{r:?}");
    }
}
