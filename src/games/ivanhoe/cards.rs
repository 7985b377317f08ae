//! The 110 card entities: a face drawn by code (colour, value, symbol, name) or a back, and a
//! halo that marks legal choices, the focus and the picks made.

use super::words;
use crate::shell::locale::Locale;
use bevy::prelude::*;
use bevy::sprite::Anchor;
use ivanhoe_rules::Card;

use super::layout::{CARD_SIZE, DECK_AT};
use super::look;
use super::model::CardId;
use crate::shell::assets::Fonts;
use crate::shell::screens::Screen;
use crate::shell::theme;
use crate::table::animation::Placement;
use crate::table::highlight::{Halo, Highlight};

/// One physical card; its number is its place in the table model.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardEntity(pub CardId);

/// What a card shows: its face (when known) face up, or its back.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct CardLook {
    /// The card, once the table has seen it.
    pub card: Option<Card>,
    /// Whether its face shows.
    pub face_up: bool,
}

#[derive(Component)]
pub(super) struct FaceArt;

/// Spawns the 110 cards in the deck, face down, for the match.
pub fn spawn_cards(commands: &mut Commands) -> Vec<Entity> {
    (0..super::model::CARD_COUNT as CardId)
        .map(|id| {
            let at = DECK_AT.extend(1.0 + id as f32 * 0.2);
            commands
                .spawn((
                    Name::new(format!("Card {id}")),
                    CardEntity(id),
                    CardLook::default(),
                    Highlight::default(),
                    Placement { at, scale: 0.85 },
                    Sprite::from_color(Color::srgb(0.08, 0.06, 0.05), CARD_SIZE + Vec2::splat(4.0)),
                    Transform::from_translation(at).with_scale(Vec3::splat(0.85)),
                    Pickable::default(),
                    DespawnOnExit(Screen::Match),
                    children![(
                        Halo,
                        Sprite::from_color(Color::NONE, CARD_SIZE + Vec2::splat(16.0)),
                        Transform::from_xyz(0.0, 0.0, -0.05),
                        Pickable::IGNORE,
                    )],
                ))
                .id()
        })
        .collect()
}

/// Redraws the cards whose look changed.
pub fn redraw(
    mut commands: Commands,
    fonts: Res<Fonts>,
    locale: Res<Locale>,
    cards: Query<(Entity, &CardLook, Option<&Children>), Changed<CardLook>>,
    art: Query<(), With<FaceArt>>,
) {
    for (entity, look, children) in &cards {
        for child in children.into_iter().flatten() {
            if art.contains(*child) {
                commands.entity(*child).despawn();
            }
        }
        let art = commands
            .spawn((
                FaceArt,
                Transform::from_xyz(0.0, 0.0, 0.02),
                Visibility::default(),
                Pickable::IGNORE,
                ChildOf(entity),
            ))
            .id();
        match (look.face_up, look.card) {
            (true, Some(card)) => draw_face(&mut commands, &fonts, &locale, art, card),
            _ => draw_back(&mut commands, &fonts, art),
        }
    }
}

fn text2d(fonts: &Fonts, value: impl Into<String>, size: f32, color: Color) -> impl Bundle {
    (
        Text2d::new(value),
        TextFont::from_font_size(size).with_font(fonts.regular.clone()),
        TextColor(color),
        Pickable::IGNORE,
    )
}

fn draw_face(commands: &mut Commands, fonts: &Fonts, locale: &Locale, art: Entity, card: Card) {
    let ink = look::card_ink(card);
    let half = CARD_SIZE / 2.0;
    commands.spawn((
        ChildOf(art),
        Sprite::from_color(look::card_hue(card), CARD_SIZE),
        Pickable::IGNORE,
    ));
    // The corner stays visible when cards overlap in a fan: value above symbol.
    commands.spawn((
        ChildOf(art),
        text2d(fonts, look::card_corner(card), 26.0, ink),
        Anchor::TOP_LEFT,
        Transform::from_xyz(-half.x + 5.0, half.y - 2.0, 0.1),
    ));
    commands.spawn((
        ChildOf(art),
        text2d(fonts, look::card_symbol(card), 16.0, ink),
        Anchor::TOP_LEFT,
        Transform::from_xyz(-half.x + 6.0, half.y - 32.0, 0.1),
    ));
    if card.is_action() {
        // Left-aligned in the strip a fanned hand leaves visible (66 of 80 px), in short lines.
        commands.spawn((
            ChildOf(art),
            text2d(
                fonts,
                face_name(locale, card),
                face_name_size(locale, card),
                ink,
            ),
            Anchor::TOP_LEFT,
            Transform::from_xyz(-half.x + 4.0, 4.0, 0.1),
        ));
    } else {
        commands.spawn((
            ChildOf(art),
            text2d(fonts, look::card_symbol(card), 38.0, ink),
            Transform::from_xyz(6.0, -6.0, 0.1),
        ));
        let label = if card.is_maiden() {
            locale.t("iv-face-maiden")
        } else if card.is_supporter() {
            locale.t("iv-face-squire")
        } else {
            String::new()
        };
        commands.spawn((
            ChildOf(art),
            text2d(fonts, label, 12.0, ink),
            Transform::from_xyz(0.0, -half.y + 12.0, 0.1),
        ));
    }
}

/// An action card's name on its face: a word a line, never split within a word.
pub fn face_name(locale: &Locale, card: Card) -> String {
    let name = locale.text(&words::card_words(card, words::Form::Bare));
    // Short words share a line ("Mise à", "Lance"), so that no line is a lone "à".
    let mut lines: Vec<String> = Vec::new();
    for word in name.split(' ') {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= 8 => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines.join("\n")
}

/// The name's size on the face: eight letters fill the 62 px strip a fanned hand leaves visible
/// at 11.5 px (DejaVu Sans); a longer word is set smaller to fit rather than split: Outmaneuver
/// (11 letters, 6.9 px wide per px of size) at 8.4 px, Countercharge (13, 7.45) at 8.3 px.
pub fn face_name_size(locale: &Locale, card: Card) -> f32 {
    let longest = face_name(locale, card)
        .split('\n')
        .map(|w| w.chars().count())
        .max()
        .unwrap_or(0);
    if longest <= 8 {
        11.5
    } else {
        (11.5 * 8.0 / longest as f32).max(6.5)
    }
}

fn draw_back(commands: &mut Commands, fonts: &Fonts, art: Entity) {
    commands.spawn((
        ChildOf(art),
        Sprite::from_color(Color::srgb(0.42, 0.12, 0.12), CARD_SIZE),
        Pickable::IGNORE,
    ));
    commands.spawn((
        ChildOf(art),
        Sprite::from_color(Color::srgb(0.55, 0.18, 0.16), CARD_SIZE - Vec2::splat(14.0)),
        Transform::from_xyz(0.0, 0.0, 0.05),
        Pickable::IGNORE,
    ));
    commands.spawn((
        ChildOf(art),
        text2d(fonts, "♛", 34.0, theme::GOLD),
        Transform::from_xyz(0.0, 0.0, 0.1),
    ));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::locale::Language;

    /// Play-test point 10: no action card's name is split within a word on its face
    /// ("Outma-neuver" read as two words); each line is a whole word of the name.
    #[test]
    fn action_names_are_never_split_within_a_word() {
        for language in [Language::English, Language::French] {
            let (locale, _) = Locale::new(language);
            for card in Card::ALL {
                if !card.is_action() {
                    continue;
                }
                let face = face_name(&locale, card);
                let name = locale.text(&words::card_words(card, words::Form::Bare));
                assert_eq!(face.replace('\n', " "), name, "{face:?}");
                assert!((6.5..=11.5).contains(&face_name_size(&locale, card)));
            }
        }
    }
}
