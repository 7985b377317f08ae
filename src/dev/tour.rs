//! A guided tour for screenshots (`IVANHOE_TOUR=dir`, see `scripts/screenshot`): it walks the
//! real game through its screens, plays a match of Ivanhoe by computer players from a deal in
//! which an Outwit comes early, and saves PNGs of the title, the setup, the table with the
//! Outwit swap in flight and the winner's screen; then a match of Castle Lords, saving the
//! exchange with its proposals, an army taking a castle and crowns awarded at the end of a hand
//! (`castle-lords-*.png`); then a game of Of Knights and Ninjas, saving an attack with gems in
//! flight, a Highwayman's steal and a Jester on the table (`knights-ninjas-*.png`). It then
//! quits.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use bots::Difficulty;
use ivanhoe_rules::Event;

use crate::games::ivanhoe::TableEvent;
use crate::shell::screens::{ActiveGame, MatchSetup, Screen, SeatKind, SeatSetup};
use crate::shell::settings::AnimationSpeed;
use crate::table::Viewer;

/// The deal: its heuristic players play an Outwit as the 19th action of the match.
const TOUR_SEED: u64 = 20;

/// Castle Lords' deal for the tour.
const CASTLE_LORDS_SEED: u64 = 3;

/// Of Knights and Ninjas' deal for the tour.
const KNIGHTS_NINJAS_SEED: u64 = 16;

#[derive(Resource)]
struct Tour {
    dir: PathBuf,
    clock: f32,
    outwit_at: Option<f32>,
    /// When the Castle Lords moment to save was seen, and its name.
    moment: Option<(f32, &'static str)>,
    /// Whether the Castle Lords leg has begun.
    castle_lords: bool,
    /// Whether the Of Knights and Ninjas leg has begun.
    knights_ninjas: bool,
    /// Proposals lying face up for the offer now.
    proposals: usize,
    /// When its winner's screen showed.
    results_at: Option<f32>,
    taken: Vec<&'static str>,
}

impl Tour {
    /// Saves the window as `name`.png, once.
    fn shoot(&mut self, commands: &mut Commands, name: &'static str) {
        if self.taken.contains(&name) {
            return;
        }
        let path = self.dir.join(format!("{name}.png"));
        info!("tour: saving {}", path.display());
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(path));
        self.taken.push(name);
    }
}

/// The tour, saving into `dir`.
pub fn plugin(dir: PathBuf) -> impl Fn(&mut App) {
    move |app: &mut App| {
        std::fs::create_dir_all(&dir).ok();
        app.insert_resource(Tour {
            dir: dir.clone(),
            clock: 0.0,
            outwit_at: None,
            moment: None,
            castle_lords: false,
            knights_ninjas: false,
            proposals: 0,
            results_at: None,
            taken: Vec::new(),
        });
        app.add_systems(Update, (walk, castle_lords, knights_ninjas));
        // The tour runs on its own clock: frames keep coming without input.
        app.insert_resource(bevy::winit::WinitSettings::continuous());
    }
}

fn walk(
    mut commands: Commands,
    mut tour: ResMut<Tour>,
    time: Res<Time<Real>>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
    mut setup: ResMut<MatchSetup>,
    mut speed: ResMut<AnimationSpeed>,
    mut viewer: ResMut<Viewer>,
    mut events: MessageReader<TableEvent>,
    mut exit: MessageWriter<AppExit>,
) {
    tour.clock += time.delta_secs();
    let clock = tour.clock;
    let mut shoot = |tour: &mut Tour, name: &'static str| tour.shoot(&mut commands, name);
    match screen.get() {
        Screen::Title if clock > 2.0 => {
            shoot(&mut tour, "title");
            if clock > 3.0 {
                next.set(Screen::Setup);
            }
        }
        Screen::Setup => {
            if !tour.taken.contains(&"setup") {
                tour.clock = 0.0;
                shoot(&mut tour, "setup");
            } else if clock > 1.5 {
                let names = ["Wilfred", "Rowena", "Brian", "Rebecca"];
                setup.seats = names
                    .iter()
                    .map(|n| SeatSetup {
                        name: (*n).into(),
                        kind: SeatKind::Computer(Difficulty::Normal),
                    })
                    .collect();
                setup.seed = Some(TOUR_SEED);
                *speed = AnimationSpeed::Relaxed;
                tour.clock = 0.0;
                next.set(Screen::Match);
            }
        }
        Screen::Match if tour.castle_lords => {}
        Screen::Match => {
            // Show the first seat's hand, as its player would see it.
            if viewer.0.is_none() {
                viewer.0 = Some(0);
            }
            for crate::table::TableEvent(event) in events.read() {
                if matches!(event, Event::Swapped { .. }) && tour.outwit_at.is_none() {
                    tour.outwit_at = Some(clock);
                }
            }
            if let Some(at) = tour.outwit_at
                && clock > at + 0.3
            {
                shoot(&mut tour, "match");
                *speed = AnimationSpeed::Instant;
            }
        }
        Screen::Results if !tour.taken.contains(&"results") => {
            tour.clock = 0.0;
            shoot(&mut tour, "results");
        }
        Screen::Results if !tour.castle_lords && clock > 2.0 => {
            // On to Castle Lords: four computer players, basic rules, the first seat's hand
            // shown.
            tour.castle_lords = true;
            tour.clock = 0.0;
            setup.rules = catalogue::info("castle-lords")
                .and_then(|g| g.rule_sets.iter().position(|r| r.name == "basic"))
                .unwrap_or(0);
            setup.seed = Some(CASTLE_LORDS_SEED);
            *speed = AnimationSpeed::Normal;
            commands.set_state(ActiveGame("castle-lords"));
            next.set(Screen::Match);
        }
        Screen::Results if !tour.castle_lords => {}
        Screen::Results if !tour.knights_ninjas => {
            let at = *tour.results_at.get_or_insert(clock);
            if clock > at + 1.0 {
                shoot(&mut tour, "castle-lords-results");
            }
            if clock > at + 3.0 {
                // On to Of Knights and Ninjas: four computer players, the first seat's hand shown.
                tour.knights_ninjas = true;
                tour.results_at = None;
                tour.moment = None;
                setup.rules = 0;
                setup.seed = Some(KNIGHTS_NINJAS_SEED);
                *speed = AnimationSpeed::Normal;
                commands.set_state(ActiveGame("knights-ninjas"));
                next.set(Screen::Match);
            }
        }
        Screen::Results => {
            let at = *tour.results_at.get_or_insert(clock);
            if clock > at + 1.0 {
                shoot(&mut tour, "knights-ninjas-results");
            }
            if clock > at + 3.0 {
                exit.write(AppExit::Success);
            }
        }
        _ => {}
    }
}

/// Castle Lords' moments: the exchange with several proposals face up, an army taking a castle
/// (its cards in flight), and crowns given at the end of a hand.
fn castle_lords(
    mut commands: Commands,
    mut tour: ResMut<Tour>,
    screen: Res<State<Screen>>,
    game: Res<State<ActiveGame>>,
    mut viewer: ResMut<Viewer>,
    mut speed: ResMut<AnimationSpeed>,
    mut events: MessageReader<crate::games::castle_lords::TableEvent>,
) {
    use castle_lords_rules::Event;
    if *screen.get() != Screen::Match || game.get().0 != "castle-lords" {
        return;
    }
    if viewer.0.is_none() {
        viewer.0 = Some(0);
    }
    let clock = tour.clock;
    for crate::table::TableEvent(event) in events.read() {
        let moment = match event {
            Event::Proposed { .. } => {
                tour.proposals += 1;
                None
            }
            Event::Offered { .. } | Event::Exchanged { .. } | Event::OfferToDungeon { .. } => {
                tour.proposals = 0;
                None
            }
            Event::ArmyPlayed { army, .. } if army.len() >= 2 => Some("castle-lords-army"),
            Event::CrownWon { .. } => Some("castle-lords-crowns"),
            _ => None,
        };
        if let Some(name) = moment
            && !tour.taken.contains(&name)
            && tour.moment.is_none()
        {
            tour.moment = Some((clock, name));
        }
    }
    if tour.proposals >= 2
        && !tour.taken.contains(&"castle-lords-exchange")
        && tour.moment.is_none()
    {
        tour.moment = Some((clock, "castle-lords-exchange"));
    }
    // Crowns are caught while they fly; the others once the move is under way.
    if let Some((at, name)) = tour.moment
        && clock
            > at + if name == "castle-lords-crowns" {
                0.2
            } else {
                0.45
            }
    {
        tour.shoot(&mut commands, name);
        tour.moment = None;
        // Between the moments, the match runs at full speed.
        *speed = if tour.taken.contains(&"castle-lords-crowns") {
            AnimationSpeed::Instant
        } else if tour.taken.contains(&"castle-lords-army") {
            AnimationSpeed::Fast
        } else {
            AnimationSpeed::Normal
        };
    }
}

/// Of Knights and Ninjas' moments: an attack under way with gems in flight, and a Jester on the
/// table standing for another card.
fn knights_ninjas(
    mut commands: Commands,
    mut tour: ResMut<Tour>,
    screen: Res<State<Screen>>,
    game: Res<State<ActiveGame>>,
    mut viewer: ResMut<Viewer>,
    mut speed: ResMut<AnimationSpeed>,
    mut events: MessageReader<crate::games::knights_ninjas::TableEvent>,
) {
    use knights_ninjas_rules::Event;
    if *screen.get() != Screen::Match || game.get().0 != "knights-ninjas" {
        return;
    }
    if viewer.0.is_none() {
        viewer.0 = Some(0);
    }
    let clock = tour.clock;
    for crate::table::TableEvent(event) in events.read() {
        let moment = match event {
            Event::GemsTaken { .. } => Some("knights-ninjas-gems-in-flight"),
            Event::HighwaymanSteal { .. } => Some("knights-ninjas-highwayman"),
            Event::AttackPlayed { play, .. } | Event::Responded { play, .. }
                if play.jesters > 0 =>
            {
                Some("knights-ninjas-jester")
            }
            _ => None,
        };
        if let Some(name) = moment
            && !tour.taken.contains(&name)
            && tour.moment.is_none()
        {
            tour.moment = Some((clock, name));
        }
    }
    if let Some((at, name)) = tour.moment
        && clock > at + 0.45
    {
        tour.shoot(&mut commands, name);
        tour.moment = None;
        let all = [
            "knights-ninjas-gems-in-flight",
            "knights-ninjas-highwayman",
            "knights-ninjas-jester",
        ];
        if all.iter().all(|n| tour.taken.contains(n)) {
            *speed = AnimationSpeed::Instant;
        }
    }
}
