//! How the search's own chances become honest ones: the logistic [`Correction`] and the
//! isotonic one by steps ([`Isotonic`]), each fitted on [`Sample`]s.

use serde::{Deserialize, Serialize};

use super::Sample;

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

/// A correction by steps, for a shape the logistic [`Correction`] cannot follow (at one
/// four-seat table, chances between 0.3 and 0.6 ran 3 to 6 points high while those between 0.1 and 0.2
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

#[cfg(test)]
mod tests {
    use rules_core::GameRng;

    use super::super::samples::sample;
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
}
