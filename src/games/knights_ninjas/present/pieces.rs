//! The table's pieces as entities: a card with its face or back, a gem.

use bevy::prelude::*;

use crate::games::knights_ninjas::layout::{CARD_SIZE, GEM_SIZE};
use crate::games::knights_ninjas::look;
use crate::shell::art::{self, Art};
use crate::shell::screens::Screen;
use crate::table::animation::Placement;
use crate::table::highlight::{Highlight, halo};
use crate::table::zones::Face;

use super::Gem;

/// A piece the rules card describes when pointed at, which lets what lies under it take the
/// click.
pub const HOVER_ONLY: Pickable = Pickable {
    should_block_lower: false,
    is_hoverable: true,
};

pub(super) fn spawn_card(commands: &mut Commands, art: &Art, at: Placement) -> Entity {
    commands
        .spawn((
            Name::new("Card"),
            Highlight::default(),
            at,
            art.card(Color::srgb(0.08, 0.06, 0.05), CARD_SIZE + Vec2::splat(4.0)),
            Transform::from_translation(at.at).with_scale(Vec3::splat(at.scale)),
            Pickable::default(),
            DespawnOnExit(Screen::Match),
            children![halo(art, CARD_SIZE + Vec2::splat(16.0))],
        ))
        .id()
}

pub(super) fn spawn_gem(commands: &mut Commands, art: &Art, gem: Gem, at: Placement) -> Entity {
    let seat = gem.0;
    commands
        .spawn((
            Name::new(format!("Gem of seat {seat}")),
            Face(gem),
            at,
            // The piece itself is an invisible square (flights set its transform); the gem of
            // its colour's cut is drawn by a child.
            Sprite::from_color(Color::NONE, GEM_SIZE * 1.4),
            Transform::from_translation(at.at).with_scale(Vec3::splat(at.scale)),
            HOVER_ONLY,
            DespawnOnExit(Screen::Match),
            children![(
                art::picture(
                    look::image(art, look::gem_picture(seat)),
                    look::seat_hue(seat),
                    GEM_SIZE.x * 1.5
                ),
                Pickable::IGNORE,
            )],
        ))
        .id()
}
