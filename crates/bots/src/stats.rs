//! The statistics the arena reports: Wilson score intervals and percentiles.

/// The two-sided 95% normal quantile.
pub const Z95: f64 = 1.959_963_984_540_054;

/// The two-sided normal quantiles that make `k` intervals hold together with 95% confidence
/// (Bonferroni: each at 1 − 0.05/k), for k = 1 to 10: `Z95_JOINT[k - 1]` is the standard normal
/// quantile of 1 − 0.025/k (Python's `statistics.NormalDist().inv_cdf`).
pub const Z95_JOINT: [f64; 10] = [
    1.959964, 2.241403, 2.393980, 2.497705, 2.575829, 2.638257, 2.690110, 2.734369, 2.772921,
    2.807034,
];

/// The Wilson score interval of a proportion: `successes` out of `trials` (successes may be
/// fractional: a shared win counts 1/k), at normal quantile `z`. Unlike the normal
/// approximation it stays within 0..=1 and behaves near 0 and 1 and for small samples, which is
/// where arena results with few games lie. `[0, 1]` when there are no trials.
pub fn wilson(successes: f64, trials: f64, z: f64) -> (f64, f64) {
    if trials <= 0.0 {
        return (0.0, 1.0);
    }
    let p = (successes / trials).clamp(0.0, 1.0);
    let z2 = z * z;
    let denominator = 1.0 + z2 / trials;
    let centre = (p + z2 / (2.0 * trials)) / denominator;
    let half = z / denominator * (p * (1.0 - p) / trials + z2 / (4.0 * trials * trials)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// The nearest-rank `q`-quantile (`q` in 0..=1) of `values`; 0 for no values. Sorts `values`.
pub fn percentile(values: &mut [f64], q: f64) -> f64 {
    if values.is_empty() {
        return 0.0;
    }
    values.sort_by(f64::total_cmp);
    let rank = (q.clamp(0.0, 1.0) * values.len() as f64).ceil() as usize;
    values[rank.clamp(1, values.len()) - 1]
}

/// The arithmetic mean; 0 for no values.
pub fn mean(values: &[f64]) -> f64 {
    if values.is_empty() {
        0.0
    } else {
        values.iter().sum::<f64>() / values.len() as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 5e-4
    }

    /// Reference values, e.g. Newcombe (1998), "Two-sided confidence intervals for the single
    /// proportion", Table I: 81/263 → 0.2553–0.3662, 15/148 → 0.0624–0.1605, 0/20 → 0–0.1611,
    /// 1/29 → 0.0061–0.1718.
    #[test]
    fn wilson_matches_published_values() {
        for (k, n, low, high) in [
            (81.0, 263.0, 0.2553, 0.3662),
            (15.0, 148.0, 0.0624, 0.1605),
            (0.0, 20.0, 0.0, 0.1611),
            (1.0, 29.0, 0.0061, 0.1718),
        ] {
            let (l, h) = wilson(k, n, Z95);
            assert!(close(l, low) && close(h, high), "{k}/{n}: got ({l}, {h})");
        }
    }

    #[test]
    fn wilson_is_symmetric_and_bounded() {
        let (l, h) = wilson(5.0, 10.0, Z95);
        assert!(close(l, 1.0 - h), "({l}, {h})");
        assert!(close(l, 0.2366));
        assert_eq!(wilson(0.0, 0.0, Z95), (0.0, 1.0));
        let (l, h) = wilson(10.0, 10.0, Z95);
        assert!(h <= 1.0 && l > 0.6);
    }

    #[test]
    fn percentile_uses_the_nearest_rank() {
        let mut v: Vec<f64> = (1..=20).map(f64::from).collect();
        assert_eq!(percentile(&mut v, 0.95), 19.0);
        assert_eq!(percentile(&mut v, 1.0), 20.0);
        assert_eq!(percentile(&mut v, 0.0), 1.0);
        assert_eq!(percentile(&mut [], 0.5), 0.0);
        assert_eq!(mean(&[1.0, 2.0, 6.0]), 3.0);
    }
}
