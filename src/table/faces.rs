//! Cards drawn from their faces: a game says how one face (or back) looks ([`DrawFace`]); the
//! kit redraws every card whose face changed, keeping the old drawing while the card turns over
//! (`flip::new_art`), the same in every game whose cards lie in zones.

use bevy::ecs::system::{StaticSystemParam, SystemParam, SystemParamItem};
use bevy::prelude::*;

use super::flip::{self, Flipping};
use super::zones::Face;
use shell::art::Art;
use shell::assets::Fonts;
use shell::locale::Locale;

/// What every card's drawing may use: the fonts, the pictures and the language shown.
pub struct Pen<'a> {
    /// The fonts.
    pub fonts: &'a Fonts,
    /// The shared and the games' pictures.
    pub art: &'a Art,
    /// The language shown.
    pub locale: &'a Locale,
}

/// How a game draws a card's face `Self` (its back when the face is hidden).
pub trait DrawFace: Clone + PartialEq + Send + Sync + 'static {
    /// What the drawing reads besides (the match's components, ...).
    type Context: SystemParam + 'static;

    /// Whether a change of language redraws the cards: their words are drawn as plain text
    /// (words drawn with the shell's `Words` follow the language by themselves).
    const REDRAWN_IN_EACH_LANGUAGE: bool = false;

    /// Draws this face under `root`, a fresh drawing centred on the card.
    fn draw(
        &self,
        commands: &mut Commands,
        root: Entity,
        pen: &Pen,
        context: &SystemParamItem<Self::Context>,
    );
}

/// The drawing of a card, under the card's entity: replaced whole when the face changes.
#[derive(Component)]
pub struct CardArt;

/// Redraws the cards of faces `F` whose face changed (or, for words drawn as text, whose
/// language did); a game adds it in its present step.
pub fn redraw_cards<F: DrawFace>(
    mut commands: Commands,
    fonts: Res<Fonts>,
    art: Res<Art>,
    locale: Res<Locale>,
    context: StaticSystemParam<F::Context>,
    cards: Query<(Entity, Ref<Face<F>>, Option<&Children>, Has<Flipping>)>,
    drawn: Query<(), With<CardArt>>,
) {
    let relabel = F::REDRAWN_IN_EACH_LANGUAGE && locale.is_changed();
    let pen = Pen {
        fonts: &fonts,
        art: &art,
        locale: &locale,
    };
    for (entity, face, children, flipping) in &cards {
        if !face.is_changed() && !relabel {
            continue;
        }
        let root = flip::new_art(
            &mut commands,
            entity,
            children,
            |child| drawn.contains(child),
            // A new language redraws in place: the card does not turn over.
            flipping && face.is_changed(),
            (
                CardArt,
                Transform::from_xyz(0.0, 0.0, 0.02),
                Pickable::IGNORE,
            ),
        );
        face.0.draw(&mut commands, root, &pen, &context);
    }
}
