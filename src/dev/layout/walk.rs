//! Walking the game to each stop: the screen set, the match started and played on until the stop's
//! moment, and the frames waited until the layout has settled.

use bevy::prelude::*;
use bevy::ui::ComputedNode;
use bots::Difficulty;

use crate::shell::locale::{Language, LanguageSetting, Locale};
use crate::shell::menu::Activate;
use crate::shell::screens::rules::OpenRules;
use crate::shell::screens::{ActiveGame, MatchSetup, Screen, SeatKind, SeatSetup};
use crate::shell::settings::AnimationSpeed;

use super::{SIZES, Stop, Sweep};

pub(super) fn resize(world: &mut World, n: usize) {
    let (w, h) = SIZES[n];
    let mut windows = world.query::<&mut Window>();
    for mut window in windows.iter_mut(world) {
        window.resolution.set(w, h);
    }
}

pub(super) fn set_screen(world: &mut World, screen: Screen) {
    world.resource_mut::<NextState<Screen>>().set(screen);
}

/// Every stop starts from the title (screens are built in the language of the moment, and a
/// match is left before the next one starts): [`go`] follows a few frames later.
pub(super) fn enter(world: &mut World, language: Language) {
    *world.resource_mut::<LanguageSetting>() = LanguageSetting::chosen(language);
    world.resource_mut::<Locale>().set_language(language);
    *world.resource_mut::<AnimationSpeed>() = AnimationSpeed::Instant;
    set_screen(world, Screen::Title);
}

/// Goes from the title to `stop`.
pub(super) fn go(world: &mut World, stop: Stop) {
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
pub(super) fn start(world: &mut World, game: &'static str, people: &[bool], level: Difficulty) {
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

pub(super) enum Arrival {
    Yes,
    NotYet,
    Never(String),
}

pub(super) fn named(world: &mut World, name: &str) -> Option<Entity> {
    let mut q = world.query::<(Entity, &Name)>();
    q.iter(world)
        .find(|(_, n)| n.as_str() == name)
        .map(|(e, _)| e)
}

pub(super) fn arrived(world: &mut World, stop: Stop, frames: u32) -> Arrival {
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
            // Hold on until a dozen lines are in the log, then open the menu (for the menu) or
            // hand the first seat to a person, so that the table waits for them (a short game's
            // computer players would otherwise play on to the winner's screen), and let it come.
            match world.get_resource::<WaitedFrom>().map(|w| w.0) {
                None if lines >= 12 => {
                    match stop {
                        Stop::Menu(_) => {
                            world.write_message(crate::table::pause::OpenMatchMenu);
                        }
                        Stop::Table(game) => hand_over(world, game, SeatKind::Human),
                        _ => {}
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
pub(super) fn settled_since(world: &mut World, from: u32, frames: u32) -> Arrival {
    if frames < from + 30 {
        return Arrival::NotYet;
    }
    world.remove_resource::<WaitedFrom>();
    Arrival::Yes
}

/// The hint was asked for at this stop.
#[derive(Resource)]
pub(super) struct HintAsked;

/// When the menu was asked for, in the stop's frames.
#[derive(Resource)]
pub(super) struct WaitedFrom(u32);

/// When the sweep left the title for the stop, in the stop's frames.
#[derive(Resource)]
pub(super) struct WentAt(u32);

/// Hands the first seat of `game`'s match to a person or a computer player.
pub(super) fn hand_over(world: &mut World, game: &str, kind: SeatKind) {
    crate::table::hand_over_in(world, game, 0, kind);
}

/// How many frames the first seat has been deciding (0 while another decides).
pub(super) fn frames_deciding(world: &mut World) -> u32 {
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
pub(super) struct DecidingFor(Option<usize>, u32);

pub(super) fn yes_if(condition: bool) -> Arrival {
    if condition {
        Arrival::Yes
    } else {
        Arrival::NotYet
    }
}

pub(super) fn finish(world: &mut World) {
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
