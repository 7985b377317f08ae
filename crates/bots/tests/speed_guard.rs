//! The search speed guard's verdict (`examples/speed_guard.rs`): a game whose ratio falls more
//! than the margin below its baseline fails, one within it passes, and a baseline that does not
//! fit the measurement is an error rather than a pass.

use std::collections::BTreeMap;

#[path = "../examples/common/speed.rs"]
#[allow(dead_code)]
mod speed;

use speed::{Baseline, check};

fn ratios(pairs: &[(&str, f64)]) -> BTreeMap<String, f64> {
    pairs.iter().map(|&(g, r)| (g.to_string(), r)).collect()
}

fn baseline(margin: f64, pairs: &[(&str, f64)]) -> Baseline {
    Baseline {
        profile: "dev".to_string(),
        margin,
        ratios: ratios(pairs),
    }
}

#[test]
fn a_game_below_its_baseline_by_more_than_the_margin_fails() {
    let base = baseline(0.3, &[("ivanhoe-4", 2.0), ("knights-ninjas-4", 1.0)]);
    // 1.39 is 30.5% below 2.0; 0.71 is 29% below 1.0.
    let verdicts = check(
        &base,
        "dev",
        &ratios(&[("ivanhoe-4", 1.39), ("knights-ninjas-4", 0.71)]),
    )
    .unwrap();
    let slower: Vec<(&str, bool)> = verdicts
        .iter()
        .map(|v| (v.game.as_str(), v.slower))
        .collect();
    assert_eq!(slower, [("ivanhoe-4", true), ("knights-ninjas-4", false)]);
    assert!((verdicts[0].change() + 0.305).abs() < 1e-9);
}

#[test]
fn a_game_as_fast_or_faster_than_its_baseline_passes() {
    let base = baseline(0.25, &[("ivanhoe-4", 2.0)]);
    for measured in [1.5, 2.0, 3.0] {
        let verdicts = check(&base, "dev", &ratios(&[("ivanhoe-4", measured)])).unwrap();
        assert!(!verdicts[0].slower, "{measured}");
    }
    let verdicts = check(&base, "dev", &ratios(&[("ivanhoe-4", 1.49)])).unwrap();
    assert!(verdicts[0].slower);
}

#[test]
fn a_baseline_that_does_not_fit_the_measurement_is_an_error() {
    let base = baseline(0.3, &[("ivanhoe-4", 2.0), ("knights-ninjas-4", 1.0)]);
    let both = ratios(&[("ivanhoe-4", 2.0), ("knights-ninjas-4", 1.0)]);
    assert!(check(&base, "release", &both).is_err(), "another profile");
    let one = ratios(&[("ivanhoe-4", 2.0)]);
    assert!(check(&base, "dev", &one).is_err(), "a game not measured");
    let extra = ratios(&[
        ("ivanhoe-4", 2.0),
        ("knights-ninjas-4", 1.0),
        ("castle-lords-basic-4", 1.0),
    ]);
    assert!(
        check(&base, "dev", &extra).is_err(),
        "a game without baseline"
    );
}

#[test]
fn the_baseline_file_reads_back_as_written() {
    let measured = ratios(&[("ivanhoe-4", 1.23456), ("knights-ninjas-4", 0.5)]);
    let text = speed::baseline_text("dev", 0.3, "a note", &measured);
    let read = Baseline::parse(&text).unwrap();
    assert_eq!(read.profile, "dev");
    assert_eq!(read.margin, 0.3);
    assert_eq!(read.ratios["ivanhoe-4"], 1.2346);
    assert_eq!(read.ratios["knights-ninjas-4"], 0.5);
    assert!(Baseline::parse(r#"{"profile": "dev", "margin": 1.5, "ratios": {}}"#).is_err());
    assert!(Baseline::parse(r#"{"profile": "dev", "margin": 0.3, "ratios": {"a": -1}}"#).is_err());
}

/// The committed baseline reads, covers the games the guard measures, and its margin is the
/// one docs/PERFORMANCE.md states.
#[test]
fn the_committed_baseline_reads() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/benches/search_speed_baseline.json"
    );
    let base = Baseline::parse(&std::fs::read_to_string(path).unwrap()).unwrap();
    assert_eq!(base.profile, "dev");
    assert_eq!(base.margin, 0.25);
    let games: Vec<&str> = base.ratios.keys().map(String::as_str).collect();
    assert_eq!(
        games,
        [
            "castle-lords-advanced-4",
            "castle-lords-basic-4",
            "castle-lords-intermediate-4",
            "ivanhoe-4",
            "knights-ninjas-4"
        ]
    );
}
