//! The search speed guard's measure and verdict (`examples/speed_guard.rs`; its comparison is
//! tested in `tests/speed_guard.rs`).
//!
//! A game's speed is its searches' iterations per second divided by the rate of a fixed
//! reference workload timed in the same process, in turns with it: a machine that is faster,
//! slower or busier moves both, so the ratio moves only when the search's own cost does. The
//! baseline file holds each game's ratio as measured on the development machine, and a margin:
//! a game whose ratio falls more than the margin below its baseline fails the check.

use std::collections::BTreeMap;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// The baseline: each game's ratio (iterations per second ÷ reference units per second) and
/// the margin below it that fails.
#[derive(Clone, Debug, PartialEq)]
pub struct Baseline {
    /// The build profile the ratios were measured in (`release` or `dev`): ratios of one
    /// profile say nothing of the other.
    pub profile: String,
    /// The share a ratio may fall below its baseline before the check fails (0.3: 30%).
    pub margin: f64,
    /// Each game's ratio, by name.
    pub ratios: BTreeMap<String, f64>,
}

impl Baseline {
    /// Reads a baseline file's text: `{"profile": .., "margin": .., "ratios": {game: ratio}}`
    /// (other fields are notes for people).
    pub fn parse(text: &str) -> Result<Baseline, String> {
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| format!("the baseline is not JSON: {e}"))?;
        let profile = value["profile"]
            .as_str()
            .ok_or("the baseline names no \"profile\"")?
            .to_string();
        let margin = value["margin"]
            .as_f64()
            .filter(|m| (0.0..1.0).contains(m))
            .ok_or("the baseline's \"margin\" is not a share between 0 and 1")?;
        let ratios = value["ratios"]
            .as_object()
            .ok_or("the baseline has no \"ratios\"")?
            .iter()
            .map(|(game, ratio)| match ratio.as_f64() {
                Some(r) if r > 0.0 => Ok((game.clone(), r)),
                _ => Err(format!(
                    "the baseline's ratio of {game} is not a positive number"
                )),
            })
            .collect::<Result<_, _>>()?;
        Ok(Baseline {
            profile,
            margin,
            ratios,
        })
    }
}

/// One game's verdict.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    /// The game.
    pub game: String,
    /// Its ratio now.
    pub measured: f64,
    /// Its ratio in the baseline.
    pub baseline: f64,
    /// Whether it fell more than the margin below the baseline.
    pub slower: bool,
}

impl Verdict {
    /// The change from the baseline, as a share (-0.25: a quarter slower).
    pub fn change(&self) -> f64 {
        self.measured / self.baseline - 1.0
    }
}

/// Each measured game against `baseline`, built in `profile`: slower when its ratio is below
/// `(1 - margin) ×` its baseline. An error when the profiles differ or a game measured has no
/// baseline (or one in the baseline was not measured: the check would quietly shrink).
pub fn check(
    baseline: &Baseline,
    profile: &str,
    measured: &BTreeMap<String, f64>,
) -> Result<Vec<Verdict>, String> {
    if baseline.profile != profile {
        return Err(format!(
            "the baseline was measured in the {} profile, this build is {profile}",
            baseline.profile
        ));
    }
    if let Some(game) = baseline.ratios.keys().find(|g| !measured.contains_key(*g)) {
        return Err(format!("{game} has a baseline but was not measured"));
    }
    measured
        .iter()
        .map(|(game, &ratio)| {
            let base = *baseline
                .ratios
                .get(game)
                .ok_or_else(|| format!("{game} has no baseline"))?;
            Ok(Verdict {
                game: game.clone(),
                measured: ratio,
                baseline: base,
                slower: ratio < (1.0 - baseline.margin) * base,
            })
        })
        .collect()
}

/// The baseline file's text for `ratios` measured in `profile`, with `margin` and a note.
pub fn baseline_text(
    profile: &str,
    margin: f64,
    note: &str,
    ratios: &BTreeMap<String, f64>,
) -> String {
    let rounded: serde_json::Map<String, serde_json::Value> = ratios
        .iter()
        .map(|(g, r)| (g.clone(), serde_json::json!((r * 1e4).round() / 1e4)))
        .collect();
    let value = serde_json::json!({
        "note": note,
        "profile": profile,
        "margin": margin,
        "ratios": rounded,
    });
    serde_json::to_string_pretty(&value).expect("JSON") + "\n"
}

/// The reference workload: `units` rounds of sorting 64 pseudo-random numbers and summing them
/// with branches that depend on the data, as a game engine's code does. Fixed: it must not change
/// with the code it measures (nothing of the engines or the search is in it).
pub fn reference(units: u64) -> u64 {
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut acc = 0u64;
    let mut data = [0u16; 64];
    for _ in 0..units {
        for x in data.iter_mut() {
            // xorshift64*
            state ^= state >> 12;
            state ^= state << 25;
            state ^= state >> 27;
            *x = (state.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 48) as u16;
        }
        // Insertion sort: compares and moves that depend on the numbers.
        for i in 1..data.len() {
            let mut j = i;
            while j > 0 && data[j - 1] > data[j] {
                data.swap(j - 1, j);
                j -= 1;
            }
        }
        for (i, &x) in data.iter().enumerate() {
            if x & 1 == 0 {
                acc = acc.wrapping_add(u64::from(x) * i as u64);
            } else {
                acc ^= u64::from(x).rotate_left(i as u32);
            }
        }
        acc = black_box(acc);
    }
    acc
}

/// A clock of this thread's own running time where Linux gives it (the scheduler's count in
/// `/proc/thread-self/schedstat`, in nanoseconds), so that time the thread spends waiting for
/// a core (a busy machine) does not count; elsewhere the wall clock.
pub struct Clock {
    wall: Instant,
}

impl Clock {
    /// A clock started now.
    pub fn new() -> Clock {
        Clock {
            wall: Instant::now(),
        }
    }

    /// What the clock counts: `thread CPU` or `wall`.
    pub fn kind() -> &'static str {
        if thread_cpu().is_some() {
            "thread CPU"
        } else {
            "wall"
        }
    }

    /// The time now, on this clock.
    pub fn now(&self) -> Duration {
        thread_cpu().unwrap_or_else(|| self.wall.elapsed())
    }
}

/// This thread's time on a core so far, where Linux says it.
fn thread_cpu() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}

/// The median of `values` (the mean of the middle two when even); 0 for none.
pub fn median(values: &[f64]) -> f64 {
    let mut v = values.to_vec();
    v.sort_by(f64::total_cmp);
    match v.len() {
        0 => 0.0,
        n if n % 2 == 1 => v[n / 2],
        n => (v[n / 2 - 1] + v[n / 2]) / 2.0,
    }
}
