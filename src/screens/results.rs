//! The winner's screen.

use bevy::prelude::*;

use super::Screen;
use crate::assets::Fonts;
use crate::menu::{Activate, MenuFocus, MenuItem};
use crate::table::MatchSummary;
use crate::theme;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Results), spawn);
}

fn spawn(
    mut commands: Commands,
    fonts: Res<Fonts>,
    summary: Option<Res<MatchSummary>>,
    mut focus: ResMut<MenuFocus>,
) {
    focus.0 = Some(0);
    let root = commands
        .spawn((
            theme::screen_root("Results screen", 10.0),
            DespawnOnExit(Screen::Results),
        ))
        .id();
    let headline = match summary.as_deref().and_then(|s| s.winner.clone()) {
        Some(name) => format!("{name} wins the game!"),
        None => "The game ends drawn".to_string(),
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
        for (name, tokens) in &summary.seats {
            let marks: Vec<String> = tokens.iter().map(|c| theme::colour_label(*c)).collect();
            let line = if marks.is_empty() {
                "no token".to_string()
            } else {
                marks.join("  ")
            };
            commands.spawn((
                ChildOf(root),
                theme::text(&fonts, format!("{name}: {line}"), 22.0, theme::TEXT),
            ));
        }
        commands.spawn((
            ChildOf(root),
            theme::text(
                &fonts,
                format!(
                    "{} tournaments, {} actions",
                    summary.tournaments, summary.actions
                ),
                16.0,
                theme::MUTED,
            ),
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
                "Play again",
                (MenuItem::at(0), Name::new("Play again")),
            ),
        ))
        .observe(|_: On<Activate>, mut next: ResMut<NextState<Screen>>| next.set(Screen::Match));
    commands
        .spawn((
            ChildOf(row),
            theme::button(
                &fonts,
                "Main menu",
                (MenuItem::at(1).on_back(), Name::new("Main menu")),
            ),
        ))
        .observe(|_: On<Activate>, mut next: ResMut<NextState<Screen>>| next.set(Screen::Title));
}
