//! The setup page, drawn again whenever a choice changes: the seats, the options, the buttons.

use bevy::prelude::*;

use crate::assets::Fonts;
use crate::locale::{Arg, Locale, Msg};
use crate::menu::{Activate, Layer, MenuItem};
use crate::saves::MatchStart;
use crate::screen::{ActiveGame, Catalogue, GameEntry, Screen};
use crate::screens::online::OnlineSetup;
use crate::screens::rules::OpenRules;
use crate::settings::AnimationSpeed;
use crate::theme;

use super::choices::{MatchSetup, NAMES, SeatKind};
use super::naming::{NAME_LENGTH, Typing};
use super::{SetupRoot, create_room, seat_range};

/// The width of the label column, shared by every row so that labels line up.
pub(super) const LABEL_WIDTH: f32 = 150.0;
/// The widths of the two columns of buttons: the narrow one (fewer, a seat's name and its
/// arrow, the speed, start) and the wide one (more, a seat's kind, the rules, back).
const NARROW: f32 = 256.0;
const WIDE: f32 = 292.0;
/// The arrow after a seat's name, which shares the narrow column with the name.
const ARROW: f32 = 40.0;
/// What a button takes beside its width: its margins, 4 on either side (`theme::button_node`).
const MARGINS: f32 = 8.0;
/// A row: the label, then the two columns. As wide as what it holds, so that nothing in it
/// shrinks and every row's columns start at the same place.
const ROW_WIDTH: f32 = LABEL_WIDTH + NARROW + WIDE + 2.0 * MARGINS;

pub(super) fn rebuild(
    mut commands: Commands,
    fonts: Res<Fonts>,
    locale: Res<Locale>,
    setup: Res<MatchSetup>,
    speed: Res<AnimationSpeed>,
    roots: Query<Entity, With<SetupRoot>>,
    catalogue: Res<Catalogue>,
    game: Res<State<ActiveGame>>,
    typing: Res<Typing>,
    online: Res<OnlineSetup>,
) {
    let range = seat_range(&catalogue, game.get());
    let entry = catalogue.entry(game.get().0).cloned();
    let levels = setup.levels(entry.as_ref(), game.get().0);
    let title = entry
        .as_ref()
        .map_or(Arg::from(game.get().0), |e| Arg::from(e.title()));
    for root in &roots {
        commands.entity(root).despawn();
    }
    // Anchored at the top, not centred: adding a seat must not move the rows above it (the
    // More button stays under the pointer).
    let root = commands
        .spawn((
            Name::new("Setup screen"),
            Node {
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                justify_content: JustifyContent::FlexStart,
                align_items: AlignItems::Center,
                padding: UiRect::top(px(40)),
                row_gap: px(6),
                ..default()
            },
            SetupRoot,
            // The rules open over it (a higher layer): the setup's buttons wait.
            Layer(0),
            DespawnOnExit(Screen::Setup),
        ))
        .id();
    // How to play this game, in the corner so that it moves nothing else: last in the focus
    // order.
    let corner = commands
        .spawn((
            ChildOf(root),
            Node {
                position_type: PositionType::Absolute,
                right: px(16),
                top: px(16),
                ..default()
            },
        ))
        .id();
    commands
        .spawn((
            ChildOf(corner),
            theme::wide_button(
                &fonts,
                locale.t("howto-open"),
                200.0,
                // In the top row for Up and Down, where it shows (its own row would sit
                // between Start's and Learn to play's, and Down from Start would skip the latter).
                (MenuItem::at(102).in_row(0), Name::new("How to play")),
            ),
        ))
        .observe(
            |_: On<Activate>, game: Res<State<ActiveGame>>, mut open: MessageWriter<OpenRules>| {
                open.write(OpenRules(game.get().0));
            },
        );
    commands.spawn((
        ChildOf(root),
        theme::headline(
            &fonts,
            locale.text(&Msg::new("setup-title").with("game", title)),
            48.0,
        ),
        Node {
            margin: UiRect::bottom(px(16)),
            ..default()
        },
    ));
    let players = setup.seats.len();
    let row = |commands: &mut Commands, label: String| {
        let line = commands
            .spawn((
                ChildOf(root),
                Node {
                    flex_direction: FlexDirection::Row,
                    align_items: AlignItems::Center,
                    width: px(ROW_WIDTH),
                    ..default()
                },
            ))
            .id();
        // The label's box spans the row's height and centres its text, level with the buttons.
        let cell = commands
            .spawn((
                ChildOf(line),
                Node {
                    width: px(LABEL_WIDTH),
                    flex_shrink: 0.0,
                    align_self: AlignSelf::Stretch,
                    align_items: AlignItems::Center,
                    ..default()
                },
            ))
            .id();
        commands.spawn((
            ChildOf(cell),
            theme::text(&fonts, label, 20.0, theme::MUTED),
        ));
        line
    };

    let players_line = match entry.as_ref().and_then(|g| g.seat_note(players)) {
        Some(note) => Msg::new("setup-players-variant")
            .with("count", players)
            .with("variant", note),
        None => Msg::new("setup-players").with("count", players),
    };
    let count = row(&mut commands, locale.text(&players_line));
    commands
        .spawn((
            ChildOf(count),
            theme::wide_button(
                &fonts,
                locale.t("setup-fewer"),
                NARROW,
                (
                    MenuItem::at(1).in_row(0).enabled(players > *range.start()),
                    Name::new("Fewer players"),
                ),
            ),
        ))
        .observe({
            let range = range.clone();
            move |_: On<Activate>,
                  mut setup: ResMut<MatchSetup>,
                  catalogue: Res<Catalogue>,
                  game: Res<State<ActiveGame>>| {
                let n = setup.seats.len();
                setup.set_players(n - 1, &range);
                // The levels offered depend on the number of seats too.
                let name = game.get().0;
                setup.fit_levels(catalogue.entry(name), name);
            }
        });
    commands
        .spawn((
            ChildOf(count),
            theme::wide_button(
                &fonts,
                locale.t("setup-more"),
                WIDE,
                (
                    MenuItem::at(2).in_row(0).enabled(players < *range.end()),
                    Name::new("More players"),
                ),
            ),
        ))
        .observe({
            let range = range.clone();
            move |_: On<Activate>,
                  mut setup: ResMut<MatchSetup>,
                  catalogue: Res<Catalogue>,
                  game: Res<State<ActiveGame>>| {
                let n = setup.seats.len();
                setup.set_players(n + 1, &range);
                // The levels offered depend on the number of seats too.
                let name = game.get().0;
                setup.fit_levels(catalogue.entry(name), name);
            }
        });

    for (seat, s) in setup.seats.iter().enumerate() {
        let line = row(
            &mut commands,
            locale.text(&Msg::new("setup-seat").with("number", seat + 1)),
        );
        let order = 10 + seat as u32 * 3;
        let r = 1 + seat as u32;
        // The name: typed (the button takes the keys until Enter), or the next from a list (the
        // arrow button, for a gamepad or a mouse alone).
        // While typed, it says how many letters it has of the most it may have.
        let label = match &typing.0 {
            Some((typed, _)) if *typed == seat => locale.text(
                &Msg::new("setup-name-typing")
                    .with("name", s.name.as_str())
                    .with("count", s.name.chars().count())
                    .with("most", NAME_LENGTH),
            ),
            _ => s.name.clone(),
        };
        commands
            .spawn((
                ChildOf(line),
                theme::wide_button(
                    &fonts,
                    label,
                    NARROW - ARROW - MARGINS,
                    (
                        MenuItem::at(order).in_row(r),
                        Name::new(format!("Name of seat {seat}")),
                    ),
                ),
            ))
            .observe(
                move |_: On<Activate>, setup: Res<MatchSetup>, mut typing: ResMut<Typing>| {
                    typing.0 = Some((seat, setup.seats[seat].name.clone()));
                },
            );
        commands
            .spawn((
                ChildOf(line),
                theme::wide_button(
                    &fonts,
                    ">",
                    ARROW,
                    (
                        MenuItem::at(order + 1).in_row(r),
                        Name::new(format!("Next name for seat {seat}")),
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
                theme::wide_button(
                    &fonts,
                    locale.text(&match s.kind {
                        // Online, a person's seat is the creator's or a friend's who joins.
                        SeatKind::Human if online.0 => Msg::new("seat-person-online"),
                        kind => kind.label(),
                    }),
                    WIDE,
                    (
                        MenuItem::at(order + 2).in_row(r),
                        Name::new(format!("Kind of seat {seat}")),
                    ),
                ),
            ))
            .observe(move |_: On<Activate>, mut setup: ResMut<MatchSetup>| {
                let kind = setup.seats[seat].kind.next(levels);
                setup.seats[seat].kind = kind;
            });
    }
    // The rows below the seats keep their place whatever the number of seats: empty rows
    // stand for the seats not taken.
    for _ in players..*range.end() {
        commands.spawn((
            ChildOf(root),
            Node {
                height: px(51),
                ..default()
            },
        ));
    }

    let options = row(&mut commands, locale.t("setup-options"));
    // The speed in the narrow column, the rule set (its names are longer) in the wide one.
    commands
        .spawn((
            ChildOf(options),
            theme::wide_button(
                &fonts,
                locale.text(&Msg::new("setup-speed").with("speed", speed.label())),
                NARROW,
                (MenuItem::at(89).in_row(90), Name::new("Animation speed")),
            ),
        ))
        .observe(|_: On<Activate>, mut speed: ResMut<AnimationSpeed>| *speed = speed.next());
    if let Some(sets) = entry
        .as_ref()
        .map(GameEntry::rule_sets)
        .filter(|r| !r.is_empty())
    {
        let current = sets[setup.rules % sets.len()].clone();
        let count = sets.len();
        commands
            .spawn((
                ChildOf(options),
                theme::wide_button(
                    &fonts,
                    locale.text(&Msg::new("setup-rules").with("rules", current)),
                    WIDE,
                    (MenuItem::at(90).in_row(90), Name::new("Rule set")),
                ),
            ))
            .observe({
                let entry = entry.clone();
                let name = game.get().0;
                move |_: On<Activate>, mut setup: ResMut<MatchSetup>| {
                    setup.rules = (setup.rules + 1) % count;
                    // Levels differ by rule set: an expert seat becomes hard where expert is
                    // not offered.
                    setup.fit_levels(entry.as_ref(), name);
                }
            });
    }

    let go = row(&mut commands, String::new());
    if online.0 {
        // A room on the server: the seats above are its seats, a person's for each friend.
        commands
            .spawn((
                ChildOf(go),
                theme::wide_button(
                    &fonts,
                    locale.t("setup-create-room"),
                    NARROW,
                    (MenuItem::at(100).in_row(100), Name::new("Create the room")),
                ),
            ))
            .observe(create_room);
    } else {
        commands
            .spawn((
                ChildOf(go),
                theme::wide_button(
                    &fonts,
                    locale.t("setup-start"),
                    NARROW,
                    (MenuItem::at(100).in_row(100), Name::new("Start")),
                ),
            ))
            .observe(|_: On<Activate>, mut next: ResMut<NextState<Screen>>| {
                next.set(Screen::Match)
            });
    }
    let back = if online.0 {
        Screen::Online
    } else {
        Screen::Title
    };
    commands
        .spawn((
            ChildOf(go),
            theme::wide_button(
                &fonts,
                locale.t("back-esc"),
                WIDE,
                (MenuItem::at(101).in_row(100).on_back(), Name::new("Back")),
            ),
        ))
        .observe(move |_: On<Activate>, mut next: ResMut<NextState<Screen>>| next.set(back));
    if !online.0 && entry.as_ref().is_some_and(|e| e.guide) {
        // The game's guided first match: its own seats and deal, whatever is set above.
        let learn = row(&mut commands, String::new());
        commands
            .spawn((
                ChildOf(learn),
                theme::wide_button(
                    &fonts,
                    locale.t("setup-learn"),
                    NARROW,
                    (MenuItem::at(110).in_row(110), Name::new("Learn to play")),
                ),
            ))
            .observe(
                |_: On<Activate>,
                 mut start: ResMut<MatchStart>,
                 mut next: ResMut<NextState<Screen>>| {
                    *start = MatchStart::Guide;
                    next.set(Screen::Match);
                },
            );
    }
    commands.spawn((
        ChildOf(root),
        theme::text(
            &fonts,
            locale.t(if online.0 {
                "setup-share-online"
            } else {
                "setup-share"
            }),
            16.0,
            theme::MUTED,
        ),
        Node {
            margin: UiRect::top(px(20)),
            ..default()
        },
    ));
}
