//! The app under load: computer-only matches played one after another through the real headless
//! app (the same app as the tests, on `MinimalPlugins`), cycling through every table of the three
//! games (Ivanhoe with 2–5 seats; Castle Lords in each rule set with 2–6 seats; Of Knights and
//! Ninjas with 2–6 seats), each from its own deal. After each match it goes back to the title;
//! the entity count there and the process's resident memory are taken after the first round of
//! tables and after the last match, so growth shows. A match that does not end, or a panic, stops
//! it.
//!
//! `cargo run --example app_soak [matches]` (1,000 by default; the `dev` profile the game is
//! played and tested with); prints JSON. `SOAK_TRACE=1` prints the entity count after each match.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bots::Difficulty;
use ivanhoe::shell::screens::{ActiveGame, MatchSetup, Screen, SeatKind, SeatSetup};
use ivanhoe::shell::settings::AnimationSpeed;

/// At most this many frames a match (a long Castle Lords match takes a few thousand).
const MAX_FRAMES: usize = 400_000;

/// The tables played in turn: (game, seats, rule set index in the registry's order).
fn tables() -> Vec<(&'static str, usize, usize)> {
    let mut out = Vec::new();
    for seats in 2..=5 {
        out.push(("ivanhoe", seats, 0));
    }
    for rules in 0..3 {
        for seats in 2..=6 {
            out.push(("castle-lords", seats, rules));
        }
    }
    for seats in 2..=6 {
        out.push(("knights-ninjas", seats, 0));
    }
    out
}

/// The process's resident memory in KiB (Linux), 0 where it cannot be read.
fn resident_kib() -> u64 {
    std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|s| s.split_whitespace().nth(1)?.parse::<u64>().ok())
        .map_or(0, |pages| pages * 4)
}

/// The entities alive now.
fn alive(app: &mut App) -> usize {
    let world = app.world_mut();
    world.query::<Entity>().iter(world).count()
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn main() {
    let matches: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1_000);
    let mut app = ivanhoe::headless_app(Duration::from_millis(50));
    app.insert_resource(AnimationSpeed::Instant);
    app.update();
    let tables = tables();
    let started = Instant::now();
    let (mut frames, mut played, mut panics, mut unfinished) = (0usize, 0usize, 0usize, 0usize);
    let mut per_game = std::collections::BTreeMap::<&str, usize>::new();
    let mut first = None;
    for i in 0..matches {
        let (game, seats, rules) = tables[i % tables.len()];
        app.insert_resource(MatchSetup {
            seats: (0..seats)
                .map(|s| SeatSetup {
                    name: format!("Seat {s}"),
                    kind: SeatKind::Computer(Difficulty::Normal),
                })
                .collect(),
            seed: Some(i as u64),
            rules,
        });
        app.world_mut()
            .resource_mut::<NextState<ActiveGame>>()
            .set(ActiveGame(game));
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Match);
        let mut ended = false;
        for _ in 0..MAX_FRAMES {
            if catch_unwind(AssertUnwindSafe(|| app.update())).is_err() {
                panics += 1;
                break;
            }
            frames += 1;
            if screen(&app) == Screen::Results {
                ended = true;
                break;
            }
        }
        if panics > 0 {
            break;
        }
        if !ended {
            unfinished += 1;
            break;
        }
        played += 1;
        *per_game.entry(game).or_default() += 1;
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Title);
        app.update();
        app.update();
        let entities = alive(&mut app);
        if std::env::var_os("SOAK_TRACE").is_some() {
            eprintln!("after match {i} ({game}, {seats} seats): {entities} entities");
        }
        // The baseline: after one match at every table (each game's first match sets up what
        // it keeps for good, such as its observers), or after the first when fewer are played.
        if played == tables.len().min(matches) {
            first = Some((entities, resident_kib()));
        }
    }
    let (entities_first, kib_first) = first.unwrap_or((0, 0));
    let entities_last = alive(&mut app);
    println!(
        "{{\"matches\": {played}, \"per_game\": {per_game:?}, \"frames\": {frames}, \"panics\": {panics}, \"unfinished\": {unfinished}, \"entities_after_first_round\": {entities_first}, \"entities_after_last\": {entities_last}, \"resident_kib_after_first_round\": {kib_first}, \"resident_kib_after_last\": {}, \"seconds\": {:.1}}}",
        resident_kib(),
        started.elapsed().as_secs_f64()
    );
}
