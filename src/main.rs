//! The Bevy game. Until the game itself is built out, it opens the window with the title.

use bevy::prelude::*;

fn main() -> AppExit {
    App::new()
        .add_plugins(DefaultPlugins.set(WindowPlugin {
            primary_window: Some(Window {
                title: "Ivanhoe".into(),
                name: Some("ivanhoe".into()),
                fit_canvas_to_parent: true,
                ..default()
            }),
            ..default()
        }))
        .add_systems(Startup, spawn_title)
        .run()
}

fn spawn_title(mut commands: Commands) {
    commands.spawn((Name::new("Camera"), Camera2d));
    commands.spawn((
        Name::new("Title"),
        Node {
            width: percent(100),
            height: percent(100),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            ..default()
        },
        children![(
            Text::new("Ivanhoe"),
            TextFont::from_font_size(72.0),
            TextColor(Color::srgb(0.93, 0.84, 0.55)),
        )],
    ));
}
