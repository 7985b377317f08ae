//! The layout sweep (`IVANHOE_LAYOUT=report.txt`, see `scripts/check-layout`): it walks the real
//! game, in a real window, through every screen a player meets — the title, the credits, each
//! game's setup and rules, the online screen, each game's table mid-match with the log full,
//! the match's menu, the hand-off cover and the winner's screen — in English
//! and in French, and at each one resizes the window to 1280 × 720, 1920 × 1080, 2560 × 1440
//! and 1024 × 640. At every stop it reads Bevy's computed layout ([`check`]) and writes what it
//! finds, naming the screen, the size, the language and the element, then quits.
//!
//! What it checks is the interface (Bevy UI nodes): text that runs out of its box, a box that
//! runs out of the window, and two texts of the same layer drawn over each other; and at the
//! tables, the labels drawn in the world (names, tags, hint badges: [`world`]): over each
//! other, partly under a piece or an interface panel, or past the window's edge. Each table is
//! also seen with a hint shown: the match is played by computer players until the log is full,
//! then the first seat is handed to a person and the hint asked for at its next decision.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};

use crate::shell::locale::Language;
use crate::shell::screens::Screen;

mod interface;
mod walk;
mod world;

pub use interface::check;
use walk::{Arrival, DecidingFor, HintAsked, WaitedFrom, WentAt, arrived, enter, finish, resize};

/// The window sizes every screen must fit, in logical pixels.
pub const SIZES: [(f32, f32); 4] = [
    (1280.0, 720.0),
    (1920.0, 1080.0),
    (2560.0, 1440.0),
    (1024.0, 640.0),
];

/// How far (in physical pixels) a box may pass its bounds before it counts: rounding.
const SLACK: f32 = 1.5;

/// How much wider than its box a wrapped text may be laid out (the space a line ends with, a
/// letter's overhang): less than a letter.
const TEXT_SLACK: f32 = 8.0;

/// A place of the game the sweep stops at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stop {
    Title,
    Credits,
    Setup(&'static str),
    Rules(&'static str),
    Online,
    /// A table mid-match, the log full, the first seat's hand shown (computer players at
    /// every seat).
    Table(&'static str),
    /// The same, then the first seat handed to a person, with a hint shown at its decision.
    Hint(&'static str),
    /// The same table with the match's menu open.
    Menu(&'static str),
    /// The cover shown between two people's turns at one screen.
    HandOff,
    /// The winner's screen after a whole match of computer players.
    Results,
}

fn stops() -> Vec<Stop> {
    let mut stops = vec![Stop::Title, Stop::Credits, Stop::Online];
    for game in catalogue::games().iter().map(|g| g.name()) {
        stops.extend([
            Stop::Setup(game),
            Stop::Rules(game),
            Stop::Table(game),
            Stop::Hint(game),
            Stop::Menu(game),
        ]);
    }
    stops.extend([Stop::HandOff, Stop::Results]);
    stops
}

/// Where the sweep is.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Phase {
    /// Going to the stop.
    Enter,
    /// Waiting for the stop to be there (frames waited).
    Arrive(u32),
    /// The window at `SIZES[n]`, frames waited for the layout to follow.
    Size(usize, u32),
}

#[derive(Resource)]
struct Sweep {
    report: PathBuf,
    /// Where to save frames of each table (`IVANHOE_LAYOUT_SHOTS`), at the first two sizes.
    shots: Option<PathBuf>,
    plan: Vec<(Language, Stop)>,
    at: usize,
    phase: Phase,
    checked: usize,
    problems: Vec<String>,
    /// What the table's labels check found ([`world`]): reported after the interface's
    /// problems, not yet counted among them (see `scripts/check-layout`).
    table_labels: Vec<String>,
}

/// The sweep, writing its report to `report`.
pub fn plugin(report: PathBuf) -> impl Fn(&mut App) {
    move |app: &mut App| {
        // `IVANHOE_LAYOUT_ONLY=words`: only the stops whose label holds them (a quicker look
        // while working on one screen).
        let only = std::env::var("IVANHOE_LAYOUT_ONLY").ok();
        let plan = [Language::English, Language::French]
            .into_iter()
            .flat_map(|language| stops().into_iter().map(move |stop| (language, stop)))
            .filter(|(_, stop)| {
                only.as_ref()
                    .is_none_or(|o| label(*stop).contains(o.as_str()))
            })
            .collect();
        let shots = std::env::var_os("IVANHOE_LAYOUT_SHOTS").map(PathBuf::from);
        if let Some(dir) = &shots {
            std::fs::create_dir_all(dir).ok();
        }
        app.insert_resource(Sweep {
            report: report.clone(),
            shots,
            plan,
            at: 0,
            phase: Phase::Enter,
            checked: 0,
            problems: Vec::new(),
            table_labels: Vec::new(),
        });
        app.add_systems(Last, sweep);
        app.insert_resource(bevy::winit::WinitSettings::continuous());
    }
}

fn sweep(world: &mut World) {
    let screen = *world.resource::<State<Screen>>().get();
    if screen == Screen::Loading {
        return;
    }
    let (at, phase, count) = {
        let s = world.resource::<Sweep>();
        (s.at, s.phase, s.plan.len())
    };
    if at >= count {
        finish(world);
        return;
    }
    let (language, stop) = world.resource::<Sweep>().plan[at];
    let next_phase = match phase {
        Phase::Enter => {
            info!("layout sweep: {} in {language:?}", label(stop));
            enter(world, language);
            Phase::Arrive(0)
        }
        Phase::Arrive(frames) => match arrived(world, stop, frames) {
            Arrival::Yes => {
                resize(world, 0);
                Phase::Size(0, 0)
            }
            Arrival::NotYet => Phase::Arrive(frames + 1),
            Arrival::Never(why) => {
                let line = format!("{} · {language:?}: {why}", label(stop));
                world.resource_mut::<Sweep>().problems.push(line);
                next_stop(world);
                return;
            }
        },
        // A few frames for the window to take its size and the layout to follow it; a frame
        // of each table saved halfway, while the window keeps its size.
        Phase::Size(n, frames) if frames < 8 => {
            if frames == 4 {
                shoot(world, language, stop, n);
            }
            Phase::Size(n, frames + 1)
        }
        Phase::Size(n, _) => {
            let (w, h) = SIZES[n];
            let found = check(world);
            let labels = if matches!(stop, Stop::Table(_) | Stop::Hint(_)) {
                world::check(world, true)
            } else {
                Vec::new()
            };
            let mut sweep = world.resource_mut::<Sweep>();
            sweep.checked += 1;
            let at = format!("{} · {w}×{h} · {language:?}", label(stop));
            for problem in found {
                sweep.problems.push(format!("{at}: {problem}"));
            }
            for problem in labels {
                sweep.table_labels.push(format!("{at}: {problem}"));
            }
            if n + 1 < SIZES.len() {
                resize(world, n + 1);
                Phase::Size(n + 1, 0)
            } else {
                next_stop(world);
                return;
            }
        }
    };
    world.resource_mut::<Sweep>().phase = next_phase;
}

/// Saves a frame of a table at the first two sizes, when asked to.
fn shoot(world: &mut World, language: Language, stop: Stop, n: usize) {
    let (Stop::Table(game) | Stop::Hint(game)) = stop else {
        return;
    };
    let game = match stop {
        Stop::Hint(_) => format!("{game}-hint"),
        _ => game.to_string(),
    };
    let Some(dir) = world.resource::<Sweep>().shots.clone() else {
        return;
    };
    if n >= 2 {
        return;
    }
    let (w, h) = SIZES[n];
    let language = match language {
        Language::English => "en",
        Language::French => "fr",
    };
    let path = dir.join(format!("{game}-{language}-{w}x{h}.png"));
    world
        .spawn(Screenshot::primary_window())
        .observe(save_to_disk(path));
}

fn next_stop(world: &mut World) {
    world.remove_resource::<HintAsked>();
    world.remove_resource::<DecidingFor>();
    world.remove_resource::<WentAt>();
    world.remove_resource::<WaitedFrom>();
    let mut sweep = world.resource_mut::<Sweep>();
    sweep.at += 1;
    sweep.phase = Phase::Enter;
}

fn label(stop: Stop) -> String {
    match stop {
        Stop::Title => "title".into(),
        Stop::Credits => "credits".into(),
        Stop::Online => "online".into(),
        Stop::Setup(g) => format!("setup of {g}"),
        Stop::Rules(g) => format!("rules of {g}"),
        Stop::Table(g) => format!("table of {g}"),
        Stop::Hint(g) => format!("table of {g} with a hint"),
        Stop::Menu(g) => format!("match menu over {g}"),
        Stop::HandOff => "hand-off cover".into(),
        Stop::Results => "winner's screen".into(),
    }
}
