//! The calibration of a set of estimates: grouped in tenths ([`Bucket`]), each compared with
//! the outcomes ([`report`]).

use std::collections::BTreeMap;

use serde::Serialize;

use super::Sample;
use crate::stats::{Z95, Z95_JOINT, wilson};

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

#[cfg(test)]
mod tests {
    use super::super::samples::{sample, sample_of};
    use super::*;

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
