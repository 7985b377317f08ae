//! The table's pieces as entities: a card with its face or back, a banner, a castle's name tag, a
//! crown.

use bevy::prelude::*;
use bevy::sprite::Anchor;
use castle_lords_rules::Crown;
use rules_core::Seat;

use crate::layout::{self, BANNER_SIZE, CARD_SIZE, TAG_SIZE};
use crate::{look, words};
use shell::art::{self, Art};
use shell::assets::Fonts;
use shell::locale::Locale;
use shell::screens::Screen;
use shell::theme;
use table::animation::Placement;
use table::piece;
use table::zones::Face;

use super::{BannerOf, TagOf};

pub(super) fn spawn_card(commands: &mut Commands, art: &Art, at: Placement) -> Entity {
    commands
        .spawn((Name::new("Card"), piece::card(art, at, CARD_SIZE)))
        .id()
}

/// A face: the emblem's colour on a round-cornered card, a line inside its edge, the type's
/// initial and the emblem in the top corner (what a fanned hand leaves visible), the soldier's
/// picture in the middle and its words at the foot; a wild card shows its own picture.
pub(super) fn draw_face(
    commands: &mut Commands,
    fonts: &Fonts,
    art: &Art,
    locale: &Locale,
    components: &castle_lords_rules::Components,
    root: Entity,
    card: castle_lords_rules::Card,
) {
    let ink = look::card_ink(card);
    let half = CARD_SIZE / 2.0;
    let text = |value: String, size: f32| {
        (
            Text2d::new(value),
            TextFont::from_font_size(size).with_font(fonts.regular.clone()),
            TextColor(ink),
            Pickable::IGNORE,
        )
    };
    art::card_face(commands, art, root, CARD_SIZE, look::card_hue(card), ink);
    // The corner stays visible in a fan: the type's letter over the emblem.
    let corner = match card.soldier_type() {
        Some(_) => locale.text(&words::type_mark(card)),
        None => look::WILD_MARK.to_string(),
    };
    commands.spawn((
        ChildOf(root),
        text(corner, 26.0),
        Anchor::TOP_LEFT,
        Transform::from_xyz(-half.x + 6.0, half.y - 3.0, 0.1),
    ));
    if let Some(emblem) = card.emblem() {
        let name = components.emblems().get(emblem).map_or("", String::as_str);
        commands.spawn((
            ChildOf(root),
            art::picture(
                look::image(art, look::emblem_picture(emblem, name)),
                ink,
                20.0,
            ),
            Transform::from_xyz(-half.x + 16.0, half.y - 42.0, 0.1),
            Pickable::IGNORE,
        ));
    }
    commands.spawn((
        ChildOf(root),
        art::picture(
            look::image(art, look::card_picture(card)),
            ink.with_alpha(0.9),
            46.0,
        ),
        Transform::from_xyz(8.0, -6.0, 0.1),
        Pickable::IGNORE,
    ));
    commands.spawn((
        ChildOf(root),
        (
            Text2d::new(locale.text(&words::foot_word(card, components))),
            TextFont::from_font_size(12.0).with_font(fonts.display.clone()),
            TextColor(ink),
            Pickable::IGNORE,
        ),
        Transform::from_xyz(0.0, -half.y + 12.0, 0.1),
    ));
}

/// A back: deep blue with a gold line inside its edge and a crenellated shield.
pub(super) fn draw_back(commands: &mut Commands, art: &Art, root: Entity) {
    let hue = Color::srgb(0.16, 0.22, 0.36);
    art::card_back(
        commands,
        art,
        root,
        CARD_SIZE,
        hue,
        look::image(art, "back"),
        44.0,
    );
}

pub(super) fn spawn_banner(
    commands: &mut Commands,
    fonts: &Fonts,
    art: &Art,
    seat: Seat,
    at: Placement,
) -> Entity {
    commands
        .spawn((
            Name::new(format!("Banner of seat {seat}")),
            Face(BannerOf(seat)),
            at,
            art.card(look::seat_hue(seat), BANNER_SIZE),
            Transform::from_translation(at.at).with_scale(Vec3::splat(at.scale)),
            piece::HOVER_ONLY,
            DespawnOnExit(Screen::Match),
            children![(
                Text2d::new(look::seat_symbol(seat)),
                TextFont::from_font_size(16.0).with_font(fonts.regular.clone()),
                TextColor(look::seat_ink(seat)),
                Transform::from_xyz(0.0, 0.0, 0.1),
                Pickable::IGNORE,
            )],
        ))
        .id()
}

pub(super) fn spawn_tag(
    commands: &mut Commands,
    fonts: &Fonts,
    castle: u8,
    name: &str,
    at: Placement,
) -> Entity {
    commands
        .spawn((
            Name::new(format!("Name tag of {name}")),
            Face(TagOf(castle)),
            at,
            Sprite::from_color(Color::srgb(0.16, 0.14, 0.12), TAG_SIZE),
            Transform::from_translation(at.at).with_scale(Vec3::splat(at.scale)),
            piece::HOVER_ONLY,
            DespawnOnExit(Screen::Match),
            children![(
                Text2d::new(name.to_string()),
                TextFont::from_font_size(14.0).with_font(fonts.bold.clone()),
                TextColor(theme::TEXT),
                Transform::from_xyz(0.0, 0.0, 0.1),
                Pickable::IGNORE,
            )],
        ))
        .id()
}

pub(super) fn spawn_crown(commands: &mut Commands, art: &Art, crown: Crown) -> Entity {
    // Crowns appear large in the middle of the table and fly to their winner.
    let at = Placement {
        at: layout::CROWN_SOURCE.extend(400.0),
        scale: 2.5,
    };
    commands
        .spawn((
            Name::new(format!("{crown:?} crown")),
            at,
            art.card(Color::srgba(0.05, 0.05, 0.06, 0.85), Vec2::splat(22.0)),
            Transform::from_translation(at.at).with_scale(Vec3::splat(at.scale)),
            piece::HOVER_ONLY,
            DespawnOnExit(Screen::Match),
            children![(
                art::picture(
                    look::image(art, look::crown_picture(crown)),
                    look::crown_hue(crown),
                    18.0
                ),
                Transform::from_xyz(0.0, 0.0, 0.1),
                Pickable::IGNORE,
            )],
        ))
        .id()
}
