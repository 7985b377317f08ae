//! A guided tour for screenshots (`IVANHOE_TOUR=dir`, see `scripts/screenshot`): it walks the
//! real game through its screens, plays a match of computer players from a deal in which an
//! Outwit comes early, and saves PNGs of the title, the setup, the table with the Outwit swap
//! in flight, and the winner's screen. It then quits.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use bots::Difficulty;
use ivanhoe_rules::Event;

use crate::games::ivanhoe::TableEvent;
use crate::shell::screens::{MatchSetup, Screen, SeatKind, SeatSetup};
use crate::shell::settings::AnimationSpeed;
use crate::table::Viewer;

/// The deal: its heuristic players play an Outwit as the 19th action of the match.
const TOUR_SEED: u64 = 20;

#[derive(Resource)]
struct Tour {
    dir: PathBuf,
    clock: f32,
    outwit_at: Option<f32>,
    taken: Vec<&'static str>,
}

/// The tour, saving into `dir`.
pub fn plugin(dir: PathBuf) -> impl Fn(&mut App) {
    move |app: &mut App| {
        std::fs::create_dir_all(&dir).ok();
        app.insert_resource(Tour {
            dir: dir.clone(),
            clock: 0.0,
            outwit_at: None,
            taken: Vec::new(),
        });
        app.add_systems(Update, walk);
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
    let mut shoot = |tour: &mut Tour, name: &'static str| {
        if !tour.taken.contains(&name) {
            let path = tour.dir.join(format!("{name}.png"));
            info!("tour: saving {}", path.display());
            commands
                .spawn(Screenshot::primary_window())
                .observe(save_to_disk(path));
            tour.taken.push(name);
        }
    };
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
        Screen::Results => {
            if !tour.taken.contains(&"results") {
                tour.clock = 0.0;
                shoot(&mut tour, "results");
            } else if clock > 2.0 {
                exit.write(AppExit::Success);
            }
        }
        _ => {}
    }
}
