//! The title screen: the game's name and the main menu.

use bevy::prelude::*;

use super::{ActiveGame, Catalogue, Screen};
use crate::shell::assets::Fonts;
use crate::shell::menu::{Activate, MenuFocus, MenuItem};
use crate::shell::theme;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn);
    app.add_systems(Update, report_drawn.run_if(in_state(Screen::Title)));
}

/// Says once, on the update after the title screen's first frame, that it has been drawn: the
/// end of start-up, which the browser build's measurements and test wait for.
fn report_drawn(mut updates: Local<u32>) {
    *updates = updates.saturating_add(1);
    if *updates == 2 {
        info!("title screen drawn");
    }
}

fn spawn(
    mut commands: Commands,
    fonts: Res<Fonts>,
    catalogue: Res<Catalogue>,
    mut focus: ResMut<MenuFocus>,
) {
    focus.0 = Some(0);
    let root = commands
        .spawn((
            theme::screen_root("Title screen", 12.0),
            DespawnOnExit(Screen::Title),
        ))
        .id();
    commands.spawn((ChildOf(root), theme::headline(&fonts, "Ivanhoe", 88.0)));
    commands.spawn((
        ChildOf(root),
        theme::text(
            &fonts,
            "Card games of tournaments and castles",
            20.0,
            theme::MUTED,
        ),
        Node {
            margin: UiRect::bottom(px(36)),
            ..default()
        },
    ));
    // One button per game: choosing it opens that game's setup.
    for (order, game) in catalogue.0.iter().enumerate() {
        let name = game.name();
        commands
            .spawn((
                ChildOf(root),
                theme::wide_button(
                    &fonts,
                    format!("Play {}", game.title()),
                    340.0,
                    (
                        MenuItem::at(order as u32),
                        Name::new(format!("New game: {name}")),
                    ),
                ),
            ))
            .observe(
                move |_: On<Activate>,
                      mut game: ResMut<NextState<ActiveGame>>,
                      mut next: ResMut<NextState<Screen>>| {
                    game.set(ActiveGame(name));
                    next.set(Screen::Setup);
                },
            );
    }
    #[cfg(not(target_arch = "wasm32"))]
    commands
        .spawn((
            ChildOf(root),
            theme::wide_button(
                &fonts,
                "Quit",
                340.0,
                (MenuItem::at(catalogue.0.len() as u32), Name::new("Quit")),
            ),
        ))
        .observe(|_: On<Activate>, mut exit: MessageWriter<AppExit>| {
            exit.write(AppExit::Success);
        });
    commands.spawn((
        ChildOf(root),
        theme::text(
            &fonts,
            "Mouse: click · Keyboard: arrows, Enter, Esc to go back · Gamepad: D-pad, A, B",
            16.0,
            theme::MUTED,
        ),
        Node {
            margin: UiRect::top(px(36)),
            ..default()
        },
    ));
}
