//! The winner's screen: who won, each seat's holdings, the person's record, play again, watch
//! the replay, and the match's turning points (`table::turning` finds them).

use bevy::prelude::*;

use crate::assets::Fonts;
use crate::locale::{Locale, Msg};
use crate::menu::{Activate, MenuFocus, MenuItem};
use crate::saves::{LastMatch, MatchStart};
use crate::screen::{ActiveGame, Catalogue, Screen};
use crate::theme;

/// What the winner's screen shows, written by the game when its match ends.
#[derive(Resource, Clone, Debug)]
pub struct MatchSummary {
    /// The winners' names (a shared win has several), none for a drawn game.
    pub winners: Vec<String>,
    /// Every seat, in seat order.
    pub seats: Vec<SeatSummary>,
    /// How the match went, in one line ("5 tournaments, 312 actions").
    pub footer: String,
}

/// One seat at the end of a match.
#[derive(Clone, Debug)]
pub struct SeatSummary {
    /// The seat's name.
    pub name: String,
    /// What it won, in words and symbols ("⚔ Red  ◆ Blue").
    pub holdings: String,
    /// The game's measure of it (tokens, points, gems).
    pub score: u32,
}

/// The person's record at this game against these opponents, in words, written by the table
/// when a match of one person against computer players ends; `None` otherwise.
#[derive(Resource, Clone, Debug, Default)]
pub struct RecordLine(pub Option<Msg>);

/// The turning points of the match just ended, found by the table after a match of one person
/// against computer players (`table::turning`).
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub enum TurningPoints {
    /// None to look for (several people, a guided match, online).
    #[default]
    None,
    /// Being found: decisions gone through, of all.
    Finding {
        /// Decisions analysed so far.
        done: usize,
        /// Decisions in the match.
        total: usize,
    },
    /// Found (perhaps none), in the order of the match.
    Found(Vec<TurningLine>),
}

/// One turning point, as the winner's screen lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct TurningLine {
    /// Decisions made before it: the replay opens there.
    pub decisions: usize,
    /// What happened, in words.
    pub words: Msg,
    /// Whether it is the person's own costly choice (else an opponent's gain).
    pub cost: bool,
    /// The search that judged it: its iterations and seed (the replay's hint searches alike).
    pub search: (u64, u64),
}

/// The winner's screen as it was when a replay was opened from it: leaving that replay comes
/// back to it, turning points and all.
#[derive(Resource, Clone, Debug, Default)]
pub struct ResultsToReturn(pub Option<(Option<MatchSummary>, RecordLine, TurningPoints)>);

/// Where the turning points are listed on the winner's screen.
#[derive(Component)]
struct TurningList;

/// The focus order of the first turning point's button (after the screen's three buttons).
const FIRST_TURNING: u32 = 10;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RecordLine>()
        .init_resource::<TurningPoints>()
        .init_resource::<ResultsToReturn>();
    app.add_systems(OnEnter(Screen::Results), (come_back, spawn).chain());
    // Any other way to the title or a new match forgets the screen to come back to.
    app.add_systems(
        OnEnter(Screen::Title),
        |mut back: ResMut<ResultsToReturn>| {
            back.0 = None;
        },
    );
    app.add_systems(
        Update,
        show_turning_points.run_if(in_state(Screen::Results)),
    );
}

/// Back from a replay opened here: the screen as it was (the replay's own end wrote another
/// summary, and the turning points were dropped when it came to the table).
fn come_back(
    mut commands: Commands,
    mut back: ResMut<ResultsToReturn>,
    mut record: ResMut<RecordLine>,
    mut points: ResMut<TurningPoints>,
) {
    let Some((summary, line, turning)) = back.0.take() else {
        return;
    };
    match summary {
        Some(summary) => commands.insert_resource(summary),
        None => commands.remove_resource::<MatchSummary>(),
    }
    *record = line;
    *points = turning;
}

fn spawn(
    mut commands: Commands,
    fonts: Res<Fonts>,
    locale: Res<Locale>,
    summary: Option<Res<MatchSummary>>,
    record: Res<RecordLine>,
    last: Res<LastMatch>,
    online: Res<crate::online::Online>,
    mut focus: ResMut<MenuFocus>,
) {
    focus.0 = Some(0);
    // A match played online is over on the server: playing again means a new room, from the
    // online screen.
    let online = online.left_a_match;
    let root = commands
        .spawn((
            theme::screen_root("Results screen", 10.0),
            DespawnOnExit(Screen::Results),
        ))
        .id();
    let winners = summary
        .as_deref()
        .map(|s| s.winners.clone())
        .unwrap_or_default();
    let headline = match winners.as_slice() {
        [] => locale.t("results-drawn"),
        [one] => locale.text(&Msg::new("results-winner").with("name", one.clone())),
        [rest @ .., last] => locale.text(
            &Msg::new("results-winners")
                .with("names", rest.join(", "))
                .with("last", last.clone()),
        ),
    };
    commands.spawn((
        ChildOf(root),
        theme::headline(&fonts, headline, 56.0),
        Node {
            margin: UiRect::bottom(px(20)),
            ..default()
        },
    ));
    if let Some(summary) = summary.as_deref() {
        for seat in &summary.seats {
            commands.spawn((
                ChildOf(root),
                theme::text(
                    &fonts,
                    format!("{}: {}", seat.name, seat.holdings),
                    22.0,
                    theme::TEXT,
                ),
            ));
        }
        commands.spawn((
            ChildOf(root),
            theme::text(&fonts, summary.footer.clone(), 16.0, theme::MUTED),
        ));
    }
    if let Some(line) = &record.0 {
        commands.spawn((
            ChildOf(root),
            theme::text(&fonts, locale.text(line), 18.0, theme::GOLD),
        ));
    }
    let row = commands
        .spawn((
            ChildOf(root),
            Node {
                margin: UiRect::top(px(30)),
                ..default()
            },
        ))
        .id();
    commands
        .spawn((
            ChildOf(row),
            theme::button(
                &fonts,
                locale.t(if online {
                    "results-play-online"
                } else {
                    "results-play-again"
                }),
                (MenuItem::at(0), Name::new("Play again")),
            ),
        ))
        .observe(
            move |_: On<Activate>, mut next: ResMut<NextState<Screen>>| {
                next.set(if online {
                    Screen::Online
                } else {
                    Screen::Match
                })
            },
        );
    // The match just ended, played back from the deal with every hand face up.
    commands
        .spawn((
            ChildOf(row),
            theme::button(
                &fonts,
                locale.t("results-watch"),
                (
                    MenuItem::at(1).enabled(last.0.is_some()),
                    Name::new("Watch the replay"),
                ),
            ),
        ))
        .observe(|_: On<Activate>, mut commands: Commands| {
            commands.run_system_cached_with(open_replay_at, (0, None));
        });
    commands
        .spawn((
            ChildOf(row),
            theme::button(
                &fonts,
                locale.t("results-main-menu"),
                (MenuItem::at(2).on_back(), Name::new("Main menu")),
            ),
        ))
        .observe(|_: On<Activate>, mut next: ResMut<NextState<Screen>>| next.set(Screen::Title));
    commands.spawn((
        ChildOf(root),
        TurningList,
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            margin: UiRect::top(px(18)),
            ..default()
        },
    ));
}

/// Lists the turning points under the buttons: how far the search has gone while it looks for
/// them, then each as a button that opens the replay there with the hint shown.
fn show_turning_points(
    mut commands: Commands,
    points: Res<TurningPoints>,
    lists: Query<(Entity, Option<&Children>), With<TurningList>>,
    added: Query<(), Added<TurningList>>,
    fonts: Res<Fonts>,
    locale: Res<Locale>,
) {
    if !points.is_changed() && added.is_empty() && !locale.is_changed() {
        return;
    }
    for (list, children) in &lists {
        for child in children.into_iter().flatten() {
            commands.entity(*child).despawn();
        }
        let line = |text: String, colour: Color| {
            (
                ChildOf(list),
                theme::text(&fonts, text, 16.0, colour),
                Node {
                    margin: UiRect::bottom(px(6)),
                    ..default()
                },
            )
        };
        match &*points {
            TurningPoints::None => {}
            TurningPoints::Finding { done, total } => {
                let percent = (done * 100).checked_div(*total).unwrap_or(0);
                commands.spawn(line(
                    locale.text(&Msg::new("turning-finding").with("percent", percent)),
                    theme::MUTED,
                ));
            }
            TurningPoints::Found(found) if found.is_empty() => {
                commands.spawn(line(locale.t("turning-none"), theme::MUTED));
            }
            TurningPoints::Found(found) => {
                commands.spawn(line(locale.t("turning-heading"), theme::GOLD));
                for (i, point) in found.iter().enumerate() {
                    let at = point.decisions;
                    let search = point.search;
                    let ink = if point.cost {
                        theme::WARNING
                    } else {
                        theme::TEXT
                    };
                    let label = locale.text(&point.words);
                    commands
                        .spawn((
                            ChildOf(list),
                            theme::button_node(
                                &fonts,
                                label,
                                Val::Auto,
                                15.0,
                                ink,
                                (
                                    MenuItem::at(FIRST_TURNING + i as u32),
                                    Name::new(format!("Turning point {at}")),
                                ),
                            ),
                        ))
                        .observe(move |_: On<Activate>, mut commands: Commands| {
                            commands.run_system_cached_with(open_replay_at, (at, Some(search)));
                        });
                }
            }
        }
    }
}

/// The match just ended, played back from `at` decisions, the hint of that decision shown
/// (searched as `search` says, where a turning point gives it); leaving it comes back here.
fn open_replay_at(
    In((at, search)): In<(usize, Option<(u64, u64)>)>,
    last: Res<LastMatch>,
    summary: Option<Res<MatchSummary>>,
    record: Res<RecordLine>,
    points: Res<TurningPoints>,
    mut back: ResMut<ResultsToReturn>,
    catalogue: Res<Catalogue>,
    mut start: ResMut<MatchStart>,
    mut game: ResMut<NextState<ActiveGame>>,
    mut next: ResMut<NextState<Screen>>,
) {
    if let Some(save) = &last.0
        && let Some(entry) = catalogue.entry(&save.record.game)
    {
        game.set(ActiveGame(entry.name()));
        *start = MatchStart::Replay {
            save: Box::new(save.clone()),
            at: Some(at),
            search,
        };
        back.0 = Some((summary.as_deref().cloned(), record.clone(), points.clone()));
        next.set(Screen::Match);
    }
}
