//! The table every game is played on: a felt cloth (a generated texture, tiled and tinted with
//! the table's colour) under a light that falls off towards the window's edges, so that the eye
//! goes to the middle, where the play is.

use bevy::prelude::*;
use bevy::sprite::SpriteImageMode;

use shell::art::Art;
use shell::screens::Screen;
use shell::theme;

/// Spawns the felt and its light for a match; both take no clicks.
pub fn spawn_surface(commands: &mut Commands, art: &Art) {
    let felt = art.common("felt");
    let cloth = if felt == Handle::default() {
        // No pictures (the headless tests): the plain colour.
        Sprite::from_color(theme::TABLE, theme::TABLE_SIZE * 2.5)
    } else {
        Sprite {
            image: felt,
            color: theme::TABLE,
            custom_size: Some(theme::TABLE_SIZE * 2.5),
            image_mode: SpriteImageMode::Tiled {
                tile_x: true,
                tile_y: true,
                stretch_value: 1.0,
            },
            ..default()
        }
    };
    commands.spawn((
        Name::new("Felt"),
        cloth,
        Transform::from_xyz(0.0, 0.0, -10.0),
        Pickable::IGNORE,
        DespawnOnExit(Screen::Match),
    ));
    // The light: a dark veil whose opacity grows from the centre, stretched over more than the
    // widest window shows (the camera keeps the whole 1280 × 720 table in view).
    commands.spawn((
        Name::new("Light"),
        Sprite {
            image: art.common("light"),
            color: Color::srgba(0.0, 0.0, 0.0, 0.6),
            custom_size: Some(theme::TABLE_SIZE * 1.6),
            ..default()
        },
        Transform::from_xyz(0.0, 0.0, -9.0),
        Pickable::IGNORE,
        DespawnOnExit(Screen::Match),
    ));
}
