//! What every game's pieces are on the table before what is their game's: a card (a dark rim
//! round-cornered to the card's size, a halo behind it for the person choosing, its place, a
//! life as long as the match's; a game adds its name and its face, [`shell::art::card_face`]),
//! a seat's plate (its seat's light and colour; a game adds its words and marks) and the spot
//! a pile lies on.

use bevy::prelude::*;
use bevy::sprite::Anchor;
use rules_core::Seat;

use super::animation::Placement;
use super::highlight::{Highlight, halo};
use super::spotlight::SeatPlate;
use shell::art::Art;
use shell::assets::Fonts;
use shell::screens::Screen;
use shell::theme;

/// A piece the rules card describes when pointed at, which lets what lies under it (a castle,
/// a card) take the click.
pub const HOVER_ONLY: Pickable = Pickable {
    should_block_lower: false,
    is_hoverable: true,
};

/// A card `size` (its face's size) at `at`, face down until its game draws it.
pub fn card(art: &Art, at: Placement, size: Vec2) -> impl Bundle {
    (
        Highlight::default(),
        at,
        // The card's dark rim, round-cornered: the face lies on it.
        art.card(Color::srgb(0.08, 0.06, 0.05), size + Vec2::splat(4.0)),
        Transform::from_translation(at.at).with_scale(Vec3::splat(at.scale)),
        Pickable::default(),
        DespawnOnExit(Screen::Match),
        children![halo(art, size + Vec2::splat(16.0))],
    )
}

/// A seat's plate (or kingdom) of `size` at height `z`, drawn by `body` (its sprite, and how it
/// takes the pointer): the seat's light falls under it at its turn, a stripe of the seat's
/// colour `hue` runs down its left edge, and it goes with the match. A game adds its words and
/// marks as children, and moves it where its layout says.
pub fn seat_plate(seat: Seat, size: Vec2, hue: Color, z: f32, body: impl Bundle) -> impl Bundle {
    (
        SeatPlate(seat),
        body,
        Transform::from_xyz(0.0, 0.0, z),
        DespawnOnExit(Screen::Match),
        children![(
            Sprite::from_color(hue, Vec2::new(6.0, size.y)),
            Transform::from_xyz(-size.x / 2.0 + 3.0, 0.0, 0.05),
            Pickable::IGNORE,
        )],
    )
}

/// Spawns a seat's plate a person may choose (a rival to hit, a kingdom to attack), with
/// `key` (its name, the game's marker): a [`seat_plate`] of the panel's colour, round-cornered,
/// lit when pointed at, its halo behind it. A game adds its words and marks as children.
pub fn spawn_choosable_plate<'a>(
    commands: &'a mut Commands,
    art: &Art,
    seat: Seat,
    size: Vec2,
    hue: Color,
    key: impl Bundle,
) -> EntityCommands<'a> {
    let body = (
        Highlight::default(),
        art.card(theme::PANEL, size),
        Pickable::default(),
    );
    let mut plate = commands.spawn((key, seat_plate(seat, size, hue, 2.0, body)));
    plate.with_child(halo(art, size + Vec2::splat(12.0)));
    plate
}

/// A line of words hanging from the top left of a plate of `size`, `inset` in from its corner
/// (past the stripe), to spawn as the plate's child.
pub fn plate_line(
    fonts: &Fonts,
    text: &str,
    font_size: f32,
    size: Vec2,
    inset: Vec2,
) -> impl Bundle {
    (
        Text2d::new(text),
        TextFont::from_font_size(font_size).with_font(fonts.regular.clone()),
        TextColor(theme::TEXT),
        Anchor::TOP_LEFT,
        Transform::from_xyz(-size.x / 2.0 + inset.x, size.y / 2.0 - inset.y, 0.1),
        Pickable::IGNORE,
    )
}

/// The darker spot of `size` a pile lies on at `at`, seen when the pile is empty.
pub fn pile_spot(at: Vec2, size: Vec2) -> impl Bundle {
    (
        Sprite::from_color(Color::srgba(0.0, 0.0, 0.0, 0.25), size),
        Transform::from_translation(at.extend(0.5)),
        Pickable::IGNORE,
        DespawnOnExit(Screen::Match),
    )
}
