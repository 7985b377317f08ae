//! The winner's screen.

use bevy::prelude::*;

use super::{ActiveGame, Catalogue, Screen};
use crate::shell::assets::Fonts;
use crate::shell::locale::{Locale, Msg};
use crate::shell::menu::{Activate, MenuFocus, MenuItem};
use crate::shell::saves::{LastMatch, MatchStart};
use crate::shell::theme;

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

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RecordLine>();
    app.add_systems(OnEnter(Screen::Results), spawn);
}

fn spawn(
    mut commands: Commands,
    fonts: Res<Fonts>,
    locale: Res<Locale>,
    summary: Option<Res<MatchSummary>>,
    record: Res<RecordLine>,
    last: Res<LastMatch>,
    online: Res<crate::shell::online::Online>,
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
        .observe(
            |_: On<Activate>,
             last: Res<LastMatch>,
             catalogue: Res<Catalogue>,
             mut start: ResMut<MatchStart>,
             mut game: ResMut<NextState<ActiveGame>>,
             mut next: ResMut<NextState<Screen>>| {
                if let Some(save) = &last.0
                    && let Some(entry) = catalogue.entry(&save.record.game)
                {
                    game.set(ActiveGame(entry.name()));
                    *start = MatchStart::Replay {
                        save: Box::new(save.clone()),
                    };
                    next.set(Screen::Match);
                }
            },
        );
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
}
