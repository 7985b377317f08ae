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
use bevy::text::TextLayoutInfo;
use bevy::ui::{CalculatedClip, ComputedNode, UiGlobalTransform};
use bots::Difficulty;

mod world;

use crate::shell::locale::{Language, LanguageSetting, Locale};
use crate::shell::menu::Activate;
use crate::shell::screens::rules::OpenRules;
use crate::shell::screens::{ActiveGame, MatchSetup, Screen, SeatKind, SeatSetup};
use crate::shell::settings::AnimationSpeed;

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

const GAMES: [&str; 3] = ["ivanhoe", "castle-lords", "knights-ninjas"];

fn stops() -> Vec<Stop> {
    let mut stops = vec![Stop::Title, Stop::Credits, Stop::Online];
    for game in GAMES {
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

fn resize(world: &mut World, n: usize) {
    let (w, h) = SIZES[n];
    let mut windows = world.query::<&mut Window>();
    for mut window in windows.iter_mut(world) {
        window.resolution.set(w, h);
    }
}

fn set_screen(world: &mut World, screen: Screen) {
    world.resource_mut::<NextState<Screen>>().set(screen);
}

/// Every stop starts from the title (screens are built in the language of the moment, and a
/// match is left before the next one starts): [`go`] follows a few frames later.
fn enter(world: &mut World, language: Language) {
    *world.resource_mut::<LanguageSetting>() = LanguageSetting::chosen(language);
    world.resource_mut::<Locale>().set_language(language);
    *world.resource_mut::<AnimationSpeed>() = AnimationSpeed::Instant;
    set_screen(world, Screen::Title);
}

/// Goes from the title to `stop`.
fn go(world: &mut World, stop: Stop) {
    match stop {
        Stop::Title | Stop::Credits | Stop::Rules(_) => {}
        Stop::Online => set_screen(world, Screen::Online),
        Stop::Setup(game) => {
            world
                .resource_mut::<NextState<ActiveGame>>()
                .set(ActiveGame(game));
            set_screen(world, Screen::Setup);
        }
        // Computer players at every seat, the first seat's hand shown: the match goes on by
        // itself until the log is full.
        // Normal computer players: a match of quick ones may end (Of Knights and Ninjas' in
        // five seconds) before the sweep has looked.
        Stop::Table(game) | Stop::Hint(game) | Stop::Menu(game) => {
            start(
                world,
                game,
                &[false, false, false, false],
                Difficulty::Normal,
            );
        }
        Stop::HandOff => start(world, "ivanhoe", &[true, true, false], Difficulty::Easy),
        Stop::Results => start(world, "ivanhoe", &[false, false, false], Difficulty::Easy),
    }
}

/// Starts a match of `game` with a person at each seat marked in `people`, the others computer
/// players of `level`, with the longest names a player may type.
fn start(world: &mut World, game: &'static str, people: &[bool], level: Difficulty) {
    const NAMES: [&str; 4] = [
        "Wilfred of Ivanho",
        "Rowena of Hargot",
        "Brian de Bois-Gu",
        "Rebecca of York",
    ];
    let seats = people
        .iter()
        .zip(NAMES)
        .map(|(person, name)| SeatSetup {
            name: name.into(),
            kind: if *person {
                SeatKind::Human
            } else {
                SeatKind::Computer(level)
            },
        })
        .collect();
    {
        let mut setup = world.resource_mut::<MatchSetup>();
        setup.seats = seats;
        setup.seed = Some(7);
        setup.rules = 0;
    }
    world
        .resource_mut::<NextState<ActiveGame>>()
        .set(ActiveGame(game));
    set_screen(world, Screen::Match);
}

enum Arrival {
    Yes,
    NotYet,
    Never(String),
}

fn named(world: &mut World, name: &str) -> Option<Entity> {
    let mut q = world.query::<(Entity, &Name)>();
    q.iter(world)
        .find(|(_, n)| n.as_str() == name)
        .map(|(e, _)| e)
}

fn arrived(world: &mut World, stop: Stop, frames: u32) -> Arrival {
    let screen = *world.resource::<State<Screen>>().get();
    // Twenty seconds of frames at most to get anywhere; a whole match a few minutes.
    let limit = match stop {
        Stop::Results => 20_000,
        Stop::Hint(_) => 6_000,
        _ => 1_200,
    };
    if frames > limit {
        return Arrival::Never(format!("not reached after {frames} frames (on {screen:?})"));
    }
    // From the title, once it shows, to the stop; the frames are counted from there.
    let Some(went) = world.get_resource::<WentAt>().map(|w| w.0) else {
        if frames >= 5 && screen == Screen::Title {
            go(world, stop);
            world.insert_resource(WentAt(frames));
        }
        return Arrival::NotYet;
    };
    let frames = frames - went;
    let settled = frames >= 15;
    match stop {
        Stop::Title => yes_if(screen == Screen::Title && settled),
        Stop::Online => yes_if(screen == Screen::Online && settled),
        Stop::Setup(_) => yes_if(screen == Screen::Setup && settled),
        Stop::Credits | Stop::Rules(_) => {
            if screen != Screen::Title || frames < 15 {
                return Arrival::NotYet;
            }
            if frames == 15 {
                match stop {
                    Stop::Credits => match named(world, "Credits") {
                        Some(button) => world.trigger(Activate { entity: button }),
                        None => return Arrival::Never("no Credits button".into()),
                    },
                    Stop::Rules(game) => {
                        world.write_message(OpenRules(game));
                    }
                    _ => {}
                }
                return Arrival::NotYet;
            }
            yes_if(frames >= 25)
        }
        Stop::Table(_) | Stop::Menu(_) => {
            if screen != Screen::Match {
                return Arrival::NotYet;
            }
            world.resource_mut::<crate::table::Viewer>().0 = Some(0);
            let lines = world
                .get_resource::<crate::table::GameLog>()
                .map_or(0, |log| log.0.len());
            // Hold on until a dozen lines are in the log, then (for the menu) open the menu and
            // let it come.
            match world.get_resource::<WaitedFrom>().map(|w| w.0) {
                None if lines >= 12 => {
                    if matches!(stop, Stop::Menu(_)) {
                        world.write_message(crate::table::pause::OpenMatchMenu);
                    }
                    world.insert_resource(WaitedFrom(frames));
                    Arrival::NotYet
                }
                None => Arrival::NotYet,
                Some(from) => settled_since(world, from, frames),
            }
        }
        Stop::Hint(game) => {
            if screen != Screen::Match {
                return Arrival::NotYet;
            }
            world.resource_mut::<crate::table::Viewer>().0 = Some(0);
            let lines = world
                .get_resource::<crate::table::GameLog>()
                .map_or(0, |log| log.0.len());
            let deciding = world
                .get_resource::<crate::table::Seating>()
                .and_then(|s| s.deciding);
            let person = world
                .get_resource::<crate::table::Seating>()
                .is_some_and(|s| s.is_human(0));
            let badges = {
                let mut q = world.query_filtered::<(), With<crate::table::hint::HintBadge>>();
                q.iter(world).count()
            };
            if frames.is_multiple_of(300) {
                let asked = world
                    .get_resource::<crate::table::Interlude>()
                    .map(|i| i.0.is_some());
                info!(
                    "layout sweep: waiting for a hint: {lines} lines, deciding {deciding:?}, \
                     person {person}, {badges} badges, interlude {asked:?}"
                );
            }
            match world.get_resource::<WaitedFrom>().map(|w| w.0) {
                _ if lines < 12 => Arrival::NotYet,
                None if !person => {
                    if deciding.is_some_and(|d| d != 0) {
                        hand_over(world, game, SeatKind::Human);
                    }
                    Arrival::NotYet
                }
                // A decision with one choice offers no hint: a computer player takes it, and
                // the seat is the person's again from the next decision of another seat.
                None if deciding == Some(0) && badges == 0 && frames_deciding(world) > 90 => {
                    if world.get_resource::<HintAsked>().is_none() {
                        hand_over(world, game, SeatKind::Computer(Difficulty::Easy));
                    }
                    Arrival::NotYet
                }
                None if deciding == Some(0) && badges == 0 => {
                    // Asked once (asking again would hide it), once the Hint button shows
                    // (a hint is offered).
                    let offered = {
                        let mut buttons = world
                            .query_filtered::<&ComputedNode, With<crate::table::hint::HintButton>>(
                            );
                        buttons.iter(world).any(|n| n.size.min_element() > 0.0)
                    };
                    if offered && world.get_resource::<HintAsked>().is_none() {
                        world.insert_resource(HintAsked);
                        world.write_message(crate::table::hint::AskHint);
                    }
                    Arrival::NotYet
                }
                None if badges > 0 => {
                    world.insert_resource(WaitedFrom(frames));
                    Arrival::NotYet
                }
                None => Arrival::NotYet,
                Some(from) => settled_since(world, from, frames),
            }
        }
        Stop::HandOff => {
            let mut covers = world.query_filtered::<(), With<crate::table::handoff::HandOff>>();
            yes_if(screen == Screen::Match && covers.iter(world).next().is_some() && settled)
        }
        Stop::Results => yes_if(screen == Screen::Results && settled),
    }
}

/// Thirty frames after `from` (the table settled once what the stop waits for came), the stop
/// is reached.
fn settled_since(world: &mut World, from: u32, frames: u32) -> Arrival {
    if frames < from + 30 {
        return Arrival::NotYet;
    }
    world.remove_resource::<WaitedFrom>();
    Arrival::Yes
}

/// The hint was asked for at this stop.
#[derive(Resource)]
struct HintAsked;

/// When the menu was asked for, in the stop's frames.
#[derive(Resource)]
struct WaitedFrom(u32);

/// When the sweep left the title for the stop, in the stop's frames.
#[derive(Resource)]
struct WentAt(u32);

/// Hands the first seat of `game`'s match to a person or a computer player.
fn hand_over(world: &mut World, game: &str, kind: SeatKind) {
    use crate::table::hand_over;
    match game {
        "ivanhoe" => hand_over::<ivanhoe_rules::State>(world, 0, kind),
        "castle-lords" => hand_over::<castle_lords_rules::State>(world, 0, kind),
        "knights-ninjas" => hand_over::<knights_ninjas_rules::State>(world, 0, kind),
        _ => {}
    }
}

/// How many frames the first seat has been deciding (0 while another decides).
fn frames_deciding(world: &mut World) -> u32 {
    let deciding = world
        .get_resource::<crate::table::Seating>()
        .map(|s| (s.deciding, s.decisions));
    let mut counter = world.get_resource_or_insert_with(|| DecidingFor(None, 0));
    match deciding {
        Some((Some(0), at)) if counter.0 == Some(at) => counter.1 += 1,
        Some((Some(0), at)) => *counter = DecidingFor(Some(at), 0),
        _ => *counter = DecidingFor(None, 0),
    }
    counter.1
}

/// The decision the first seat is at (by the count of decisions before it), and for how many
/// frames.
#[derive(Resource)]
struct DecidingFor(Option<usize>, u32);

fn yes_if(condition: bool) -> Arrival {
    if condition {
        Arrival::Yes
    } else {
        Arrival::NotYet
    }
}

fn finish(world: &mut World) {
    let sweep = world.resource::<Sweep>();
    let mut text = format!(
        "layout sweep: {} stops at {} sizes in 2 languages, {} layouts checked, {} problems; \
         the table's labels: {} to look at\n",
        sweep.plan.len() / 2,
        SIZES.len(),
        sweep.checked,
        sweep.problems.len(),
        sweep.table_labels.len()
    );
    for problem in &sweep.problems {
        text.push_str(problem);
        text.push('\n');
    }
    if !sweep.table_labels.is_empty() {
        text.push_str("The table's labels:\n");
    }
    for problem in &sweep.table_labels {
        text.push_str(problem);
        text.push('\n');
    }
    if let Err(error) = std::fs::write(&sweep.report, &text) {
        error!(
            "layout sweep: cannot write {}: {error}",
            sweep.report.display()
        );
    }
    info!("{text}");
    world.write_message(AppExit::Success);
}

/// A node's box in physical pixels: its corners, top-left then bottom-right.
fn rect(node: &ComputedNode, at: &UiGlobalTransform) -> Rect {
    Rect::from_center_size(at.translation, node.size)
}

/// What is wrong with the interface as laid out now, each in words naming the element.
pub fn check(world: &mut World) -> Vec<String> {
    let window = {
        let mut windows = world.query::<&Window>();
        windows
            .iter(world)
            .next()
            .map(|w| Vec2::new(w.physical_width() as f32, w.physical_height() as f32))
    };
    let Some(window) = window else {
        return vec!["no window".into()];
    };
    // A text's laid-out size leaves out the interface's scale (`shell::scale`); its box has it.
    let ui_scale = world.get_resource::<UiScale>().map_or(1.0, |s| s.0);
    let mut nodes = world.query::<(
        Entity,
        &ComputedNode,
        &UiGlobalTransform,
        &InheritedVisibility,
        Option<&ChildOf>,
        Option<&TextLayoutInfo>,
        Option<&Node>,
        Option<&CalculatedClip>,
    )>();
    struct Seen {
        entity: Entity,
        rect: Rect,
        parent: Option<Entity>,
        text: bool,
        text_size: Vec2,
        clips: bool,
        clipped: bool,
    }
    let seen: Vec<Seen> = nodes
        .iter(world)
        .filter(|(_, node, _, visible, ..)| visible.get() && node.size.min_element() > 0.0)
        // What shows of a box in a scrolling or clipping one is what its clip leaves.
        .map(|(entity, node, at, _, parent, text, style, clip)| Seen {
            entity,
            rect: match clip {
                Some(clip) => rect(node, at).intersect(clip.clip),
                None => rect(node, at),
            },
            clipped: clip.is_some(),
            parent: parent.map(ChildOf::parent),
            text: text.is_some(),
            text_size: text.map_or(Vec2::ZERO, |t| t.size * ui_scale),
            clips: style.is_some_and(|s| {
                s.overflow.x != OverflowAxis::Visible || s.overflow.y != OverflowAxis::Visible
            }),
        })
        .collect();
    let by_entity: std::collections::HashMap<Entity, &Seen> =
        seen.iter().map(|s| (s.entity, s)).collect();
    let mut problems = Vec::new();
    for node in &seen {
        let name = describe(world, node.entity);
        // Past the window's edges.
        let r = node.rect;
        if past_window(r, window) {
            problems.push(format!(
                "{name} runs past the window's edge ({})",
                show(r, window)
            ));
        }
        // Text larger than its own box.
        if node.text
            && !node.clipped
            && (node.text_size.x > r.width() + TEXT_SLACK
                || node.text_size.y > r.height() + TEXT_SLACK)
        {
            problems.push(format!(
                "{name}: its text ({:.0}×{:.0}) is larger than its box ({:.0}×{:.0})",
                node.text_size.x,
                node.text_size.y,
                r.width(),
                r.height()
            ));
        }
        // Text out of the box it sits in (a button's label wider than the button), unless
        // that box scrolls or clips on purpose.
        if node.text
            && !node.clipped
            && let Some(parent) = node.parent.and_then(|p| by_entity.get(&p))
            && !parent.clips
            && (r.min.x < parent.rect.min.x - SLACK
                || r.max.x > parent.rect.max.x + SLACK
                || r.min.y < parent.rect.min.y - SLACK
                || r.max.y > parent.rect.max.y + SLACK)
        {
            problems.push(format!(
                "{name} runs out of its box ({:.0} px wide in {:.0})",
                r.width(),
                parent.rect.width()
            ));
        }
    }
    // Two texts drawn over each other, in the same layer (a modal over a dimmed screen is in
    // a layer of its own).
    let texts: Vec<&Seen> = seen.iter().filter(|s| s.text).collect();
    let layer = |world: &World, entity: Entity| -> i32 {
        let mut at = Some(entity);
        while let Some(e) = at {
            if let Some(z) = world.get::<GlobalZIndex>(e) {
                return z.0;
            }
            at = world.get::<ChildOf>(e).map(ChildOf::parent);
        }
        0
    };
    for (i, a) in texts.iter().enumerate() {
        for b in &texts[i + 1..] {
            let overlap = a.rect.intersect(b.rect);
            if overlap.width() > 3.0
                && overlap.height() > 3.0
                && layer(world, a.entity) == layer(world, b.entity)
            {
                problems.push(format!(
                    "{} and {} overlap",
                    describe(world, a.entity),
                    describe(world, b.entity)
                ));
            }
        }
    }
    problems
}

/// Whether box `r` runs past the edges of a window of `window` physical pixels.
fn past_window(r: Rect, window: Vec2) -> bool {
    r.min.x < -SLACK || r.min.y < -SLACK || r.max.x > window.x + SLACK || r.max.y > window.y + SLACK
}

fn show(r: Rect, window: Vec2) -> String {
    format!(
        "from {:.0},{:.0} to {:.0},{:.0} in {:.0}×{:.0}",
        r.min.x, r.min.y, r.max.x, r.max.y, window.x, window.y
    )
}

/// An element in words: its text (cut short) and the name of its nearest named box.
fn describe(world: &World, entity: Entity) -> String {
    let text = world
        .get::<Text>(entity)
        .map(|t| t.0.clone())
        .or_else(|| world.get::<Text2d>(entity).map(|t| t.0.clone()))
        .map(|t| {
            let s: String = t.chars().take(40).collect();
            format!("\"{s}\"")
        })
        .unwrap_or_else(|| "a box".into());
    let mut at = Some(entity);
    while let Some(e) = at {
        if let Some(name) = world.get::<Name>(e) {
            return format!("{text} ({name})");
        }
        at = world.get::<ChildOf>(e).map(ChildOf::parent);
    }
    text
}
