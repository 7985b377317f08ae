//! How the pieces a person may choose are marked: a halo behind each choosable piece (a card,
//! a castle), coloured by its [`Highlight`].

use bevy::prelude::*;

use shell::art::Art;

use shell::theme;

/// How a piece is marked for the person choosing.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Highlight {
    /// Not a choice.
    #[default]
    None,
    /// A legal choice.
    Legal,
    /// A legal choice under the focus cursor.
    Focused,
    /// A card under the focus cursor that cannot be chosen now (its rules card says why).
    FocusedBlocked,
    /// A card the action card just played aims at.
    Targeted,
    /// Already picked for the action being built.
    Picked,
}

/// The halo behind a piece: a child sprite a little larger than it.
#[derive(Component)]
pub struct Halo;

/// A halo of `size` for a piece, to spawn as its child: rounded as the cards are.
pub fn halo(art: &Art, size: Vec2) -> impl Bundle {
    (
        Halo,
        art.card(Color::NONE, size),
        Transform::from_xyz(0.0, 0.0, -0.05),
        Pickable::IGNORE,
    )
}

/// Colours the halos after the highlights.
fn paint_halos(
    cards: Query<(&Highlight, &Children), Changed<Highlight>>,
    mut halos: Query<&mut Sprite, With<Halo>>,
) {
    for (highlight, children) in &cards {
        for child in children {
            if let Ok(mut sprite) = halos.get_mut(*child) {
                sprite.color = match highlight {
                    Highlight::None => Color::NONE,
                    Highlight::Legal => theme::GOLD.with_alpha(0.55),
                    Highlight::Focused => Color::WHITE,
                    Highlight::FocusedBlocked => Color::srgba(0.75, 0.75, 0.78, 0.8),
                    Highlight::Targeted => Color::srgb(1.0, 0.35, 0.2),
                    Highlight::Picked => Color::srgb(0.35, 0.85, 1.0),
                };
            }
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, paint_halos.in_set(super::MatchSystems::Ui));
}
