//! The cloth under every screen, menus and matches alike: a felt (a generated texture, tiled and
//! tinted with the table's colour) under a light that falls off towards the window's edges, so
//! that the eye goes to the middle, where the menu or the play is. One for the whole run, laid
//! when loading ends; the screens' interface draws over it, and a match's pieces lie on it.

use bevy::prelude::*;
use bevy::sprite::SpriteImageMode;

use crate::art::Art;
use crate::screen::Screen;
use crate::theme;

/// The felt and its light, once laid.
#[derive(Component)]
pub struct Backdrop;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnExit(Screen::Loading), lay);
}

/// Lays the felt and its light; both take no clicks. Without pictures (the headless tests, or
/// loading that failed) the felt is the plain colour, and unlit.
fn lay(mut commands: Commands, art: Option<Res<Art>>, laid: Query<(), With<Backdrop>>) {
    if !laid.is_empty() {
        return;
    }
    let felt = art
        .as_ref()
        .map(|art| art.common("felt"))
        .unwrap_or_default();
    let cloth = if felt == Handle::default() {
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
        Backdrop,
        cloth,
        Transform::from_xyz(0.0, 0.0, -10.0),
        Pickable::IGNORE,
    ));
    // The light: a dark veil whose opacity grows from the centre, stretched over more than the
    // widest window shows (the camera keeps the whole 1280 × 720 table in view).
    let light = art
        .as_ref()
        .map(|art| art.common("light"))
        .unwrap_or_default();
    if light == Handle::default() {
        return;
    }
    commands.spawn((
        Name::new("Light"),
        Backdrop,
        Sprite {
            image: light,
            color: Color::srgba(0.0, 0.0, 0.0, 0.6),
            custom_size: Some(theme::TABLE_SIZE * 1.6),
            ..default()
        },
        Transform::from_xyz(0.0, 0.0, -9.0),
        Pickable::IGNORE,
    ));
}
