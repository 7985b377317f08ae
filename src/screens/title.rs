//! The title screen: the game's name and the main menu.

use bevy::prelude::*;

use super::Screen;
use crate::assets::Fonts;
use crate::menu::{Activate, MenuFocus, MenuItem};
use crate::theme;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn);
}

fn spawn(mut commands: Commands, fonts: Res<Fonts>, mut focus: ResMut<MenuFocus>) {
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
            "Tournaments of the Middle Ages — a card game by Reiner Knizia",
            20.0,
            theme::MUTED,
        ),
        Node {
            margin: UiRect::bottom(px(36)),
            ..default()
        },
    ));
    commands
        .spawn((
            ChildOf(root),
            theme::button(&fonts, "New game", (MenuItem::at(0), Name::new("New game"))),
        ))
        .observe(|_: On<Activate>, mut next: ResMut<NextState<Screen>>| next.set(Screen::Setup));
    #[cfg(not(target_arch = "wasm32"))]
    commands
        .spawn((
            ChildOf(root),
            theme::button(&fonts, "Quit", (MenuItem::at(1), Name::new("Quit"))),
        ))
        .observe(|_: On<Activate>, mut exit: MessageWriter<AppExit>| {
            exit.write(AppExit::Success);
        });
    commands.spawn((
        ChildOf(root),
        theme::text(
            &fonts,
            "Mouse: click · Keyboard: arrows, Enter, Esc · Gamepad: D-pad, A, B",
            16.0,
            theme::MUTED,
        ),
        Node {
            margin: UiRect::top(px(36)),
            ..default()
        },
    ));
}
