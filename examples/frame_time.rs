//! How long the game's own systems take per frame at a full table, headless (no window, no
//! rendering): the real app on `MinimalPlugins` with computer players at normal animation
//! speed, time advancing 1/60 s per frame. Prints mean, 95th percentile and worst frame.
//!
//! `cargo run --example frame_time [frames] [floor | ivanhoe | castle-lords | knights-ninjas]`
//! — Ivanhoe with five seats by default; `castle-lords`: six seats of Castle Lords in advanced
//! play (the largest table); `knights-ninjas`: six seats of Of Knights and Ninjas; `floor`: no
//! match, the same app idling on the title screen, for comparison.

use std::time::{Duration, Instant};

use bevy::prelude::*;
use bots::Difficulty;
use ivanhoe::shell::screens::{ActiveGame, MatchSetup, Screen, SeatKind, SeatSetup};
use ivanhoe::shell::settings::AnimationSpeed;

/// The index of Castle Lords' advanced rules in the registry, the setup's order.
fn advanced() -> usize {
    catalogue::info("castle-lords")
        .and_then(|g| g.rule_sets.iter().position(|r| r.name == "advanced"))
        .unwrap_or(0)
}

fn main() {
    let frames: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(6_000);
    let mode = std::env::args().nth(2).unwrap_or_else(|| "ivanhoe".into());
    let floor = mode == "floor";
    let (game, players, rules) = match mode.as_str() {
        // Advanced play: three hands, defenders into the attacker's hand, reclaims.
        "castle-lords" => ("castle-lords", 6, advanced()),
        "knights-ninjas" => ("knights-ninjas", 6, 0),
        _ => ("ivanhoe", 5, 0),
    };
    let mut app = ivanhoe::headless_app(Duration::from_micros(16_667));
    let seats = (0..players)
        .map(|i| SeatSetup {
            name: format!("Seat {i}"),
            kind: SeatKind::Computer(Difficulty::Normal),
        })
        .collect();
    app.insert_resource(MatchSetup {
        seats,
        seed: Some(1),
        rules,
    });
    app.insert_resource(AnimationSpeed::Normal);
    app.update();
    if !floor {
        app.world_mut()
            .resource_mut::<NextState<ActiveGame>>()
            .set(ActiveGame(game));
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Match);
    }
    let mut times = Vec::with_capacity(frames);
    let mut matches = 1;
    for _ in 0..frames {
        let start = Instant::now();
        app.update();
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        if !floor && *app.world().resource::<State<Screen>>().get() == Screen::Results {
            matches += 1;
            app.world_mut()
                .resource_mut::<NextState<Screen>>()
                .set(Screen::Match);
        }
    }
    times.sort_by(f64::total_cmp);
    let mean = times.iter().sum::<f64>() / times.len() as f64;
    let p95 = times[(times.len() * 95 / 100).min(times.len() - 1)];
    let worst = times[times.len() - 1];
    println!(
        "{{\"game\": \"{mode}\", \"frames\": {frames}, \"matches_started\": {matches}, \"mean_ms\": {mean:.3}, \"p95_ms\": {p95:.3}, \"max_ms\": {worst:.3}}}"
    );
}
