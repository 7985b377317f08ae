//! Match setup: 2 to 5 seats, each a person at this screen or a computer player of some
//! difficulty, with names; and the animation speed.

use bevy::prelude::*;
use bots::Difficulty;

use super::Screen;
use crate::assets::Fonts;
use crate::menu::{Activate, MenuFocus, MenuItem};
use crate::table::animation::AnimationSpeed;
use crate::theme;

/// Who sits at a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatKind {
    /// A person at this screen.
    Human,
    /// A computer player.
    Computer(Difficulty),
}

impl SeatKind {
    // Expert is left out: the arena has not measured it stronger than hard (docs/AI.md), and a
    // level that only thinks longer would make players wait for nothing.
    const CYCLE: [SeatKind; 4] = [
        SeatKind::Human,
        SeatKind::Computer(Difficulty::Easy),
        SeatKind::Computer(Difficulty::Normal),
        SeatKind::Computer(Difficulty::Hard),
    ];

    /// In words.
    pub fn label(self) -> String {
        match self {
            SeatKind::Human => "Person at this screen".into(),
            SeatKind::Computer(d) => format!("Computer, {d}"),
        }
    }

    fn next(self) -> SeatKind {
        let i = Self::CYCLE.iter().position(|k| *k == self).unwrap_or(0);
        Self::CYCLE[(i + 1) % Self::CYCLE.len()]
    }
}

/// One seat of the match to start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatSetup {
    /// The name shown at the table.
    pub name: String,
    /// Who plays it.
    pub kind: SeatKind,
}

/// The match the setup screen prepares.
#[derive(Resource, Clone, Debug)]
pub struct MatchSetup {
    /// The seats, clockwise (2 to 5).
    pub seats: Vec<SeatSetup>,
    /// The deal's seed; a fresh one per match when `None`.
    pub seed: Option<u64>,
}

const NAMES: [&str; 10] = [
    "Wilfred",
    "Rowena",
    "Brian",
    "Rebecca",
    "Cedric",
    "Athelstane",
    "Isaac",
    "Maurice",
    "Reginald",
    "Ulrica",
];

impl Default for MatchSetup {
    fn default() -> Self {
        let mut seats = vec![SeatSetup {
            name: NAMES[0].into(),
            kind: SeatKind::Human,
        }];
        for name in &NAMES[1..4] {
            seats.push(SeatSetup {
                name: (*name).into(),
                kind: SeatKind::Computer(Difficulty::Normal),
            });
        }
        Self { seats, seed: None }
    }
}

impl MatchSetup {
    /// Sets the number of seats, adding computer players or removing the last seats.
    pub fn set_players(&mut self, players: usize) {
        let players = players.clamp(2, 5);
        self.seats.truncate(players);
        while self.seats.len() < players {
            let name = self.unused_name(0);
            self.seats.push(SeatSetup {
                name,
                kind: SeatKind::Computer(Difficulty::Normal),
            });
        }
    }

    fn unused_name(&self, from: usize) -> String {
        (0..NAMES.len())
            .map(|i| NAMES[(from + i) % NAMES.len()])
            .find(|n| self.seats.iter().all(|s| s.name != *n))
            .unwrap_or("Knight")
            .into()
    }
}

#[derive(Component)]
struct SetupRoot;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MatchSetup>();
    app.add_systems(OnEnter(Screen::Setup), |mut focus: ResMut<MenuFocus>| {
        focus.0 = Some(100)
    });
    app.add_systems(
        Update,
        rebuild.run_if(
            in_state(Screen::Setup).and_then(
                resource_changed::<MatchSetup>
                    .or_eager(resource_changed::<AnimationSpeed>)
                    .or_eager(no_root),
            ),
        ),
    );
}

fn no_root(roots: Query<(), With<SetupRoot>>) -> bool {
    roots.is_empty()
}

fn rebuild(
    mut commands: Commands,
    fonts: Res<Fonts>,
    setup: Res<MatchSetup>,
    speed: Res<AnimationSpeed>,
    roots: Query<Entity, With<SetupRoot>>,
) {
    for root in &roots {
        commands.entity(root).despawn();
    }
    let root = commands
        .spawn((
            theme::screen_root("Setup screen", 6.0),
            SetupRoot,
            DespawnOnExit(Screen::Setup),
        ))
        .id();
    commands.spawn((
        ChildOf(root),
        theme::headline(&fonts, "New game", 48.0),
        Node {
            margin: UiRect::bottom(px(16)),
            ..default()
        },
    ));
    let players = setup.seats.len();
    let row = |commands: &mut Commands| {
        commands
            .spawn((
                ChildOf(root),
                Node {
                    flex_direction: FlexDirection::Row,
                    align_items: AlignItems::Center,
                    ..default()
                },
            ))
            .id()
    };

    let count = row(&mut commands);
    commands.spawn((
        ChildOf(count),
        theme::text(&fonts, format!("Players: {players}"), 22.0, theme::TEXT),
        Node {
            width: px(200),
            ..default()
        },
    ));
    commands
        .spawn((
            ChildOf(count),
            theme::button(
                &fonts,
                "Fewer",
                (
                    MenuItem {
                        order: 1,
                        enabled: players > 2,
                    },
                    Name::new("Fewer players"),
                ),
            ),
        ))
        .observe(|_: On<Activate>, mut setup: ResMut<MatchSetup>| {
            let n = setup.seats.len();
            setup.set_players(n - 1);
        });
    commands
        .spawn((
            ChildOf(count),
            theme::button(
                &fonts,
                "More",
                (
                    MenuItem {
                        order: 2,
                        enabled: players < 5,
                    },
                    Name::new("More players"),
                ),
            ),
        ))
        .observe(|_: On<Activate>, mut setup: ResMut<MatchSetup>| {
            let n = setup.seats.len();
            setup.set_players(n + 1);
        });

    for (seat, s) in setup.seats.iter().enumerate() {
        let line = row(&mut commands);
        commands.spawn((
            ChildOf(line),
            theme::text(&fonts, format!("Seat {}", seat + 1), 20.0, theme::MUTED),
            Node {
                width: px(80),
                ..default()
            },
        ));
        let order = 10 + seat as u32 * 2;
        commands
            .spawn((
                ChildOf(line),
                theme::button(
                    &fonts,
                    s.name.clone(),
                    (
                        MenuItem::at(order),
                        Name::new(format!("Name of seat {seat}")),
                    ),
                ),
            ))
            .observe(move |_: On<Activate>, mut setup: ResMut<MatchSetup>| {
                let from = NAMES
                    .iter()
                    .position(|n| *n == setup.seats[seat].name)
                    .map_or(0, |i| i + 1);
                let name = setup.unused_name(from);
                setup.seats[seat].name = name;
            });
        commands
            .spawn((
                ChildOf(line),
                theme::button(
                    &fonts,
                    s.kind.label(),
                    (
                        MenuItem::at(order + 1),
                        Name::new(format!("Kind of seat {seat}")),
                    ),
                ),
            ))
            .observe(move |_: On<Activate>, mut setup: ResMut<MatchSetup>| {
                let kind = setup.seats[seat].kind.next();
                setup.seats[seat].kind = kind;
            });
    }

    let options = row(&mut commands);
    commands
        .spawn((
            ChildOf(options),
            theme::button(
                &fonts,
                format!("Animations: {}", speed.label()),
                (MenuItem::at(90), Name::new("Animation speed")),
            ),
        ))
        .observe(|_: On<Activate>, mut speed: ResMut<AnimationSpeed>| *speed = speed.next());

    let go = row(&mut commands);
    commands
        .spawn((
            ChildOf(go),
            theme::button(
                &fonts,
                "Start the match",
                (MenuItem::at(100), Name::new("Start")),
            ),
        ))
        .observe(|_: On<Activate>, mut next: ResMut<NextState<Screen>>| next.set(Screen::Match));
    commands
        .spawn((
            ChildOf(go),
            theme::button(&fonts, "Back", (MenuItem::at(101), Name::new("Back"))),
        ))
        .observe(|_: On<Activate>, mut next: ResMut<NextState<Screen>>| next.set(Screen::Title));
    commands.spawn((
        ChildOf(root),
        theme::text(&fonts, "Several people can share this screen: the hand of each is hidden until he takes his turn.", 16.0, theme::MUTED),
        Node { margin: UiRect::top(px(20)), ..default() },
    ));
}
