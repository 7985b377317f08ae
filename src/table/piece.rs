//! What every game's card is on the table before its face: a dark rim round-cornered to the
//! card's size, a halo behind it for the person choosing, its place, and a life as long as the
//! match's. A game adds its name and its face ([`shell::art::card_face`]).

use bevy::prelude::*;

use super::animation::Placement;
use super::highlight::{Highlight, halo};
use shell::art::Art;
use shell::screens::Screen;

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
