//! The table's pieces as entities: a card with its face or back, a gem.

use bevy::prelude::*;

use crate::layout::{CARD_SIZE, GEM_SIZE};
use crate::look;
use shell::art::{self, Art};
use shell::screens::Screen;
use table::animation::Placement;
use table::piece;
use table::zones::Face;

use super::Gem;

pub(super) fn spawn_card(commands: &mut Commands, art: &Art, at: Placement) -> Entity {
    commands
        .spawn((Name::new("Card"), piece::card(art, at, CARD_SIZE)))
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
            piece::HOVER_ONLY,
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
