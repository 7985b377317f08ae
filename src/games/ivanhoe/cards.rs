//! Ivanhoe's cards: a face drawn by code (colour, value, symbol, name) or a back, redrawn by the
//! kit whenever a card's [`CardFace`] changes ([`table::faces::redraw_cards`]).

use super::words;
use bevy::prelude::*;
use bevy::sprite::Anchor;
use ivanhoe_rules::Card;
use shell::locale::Locale;

use super::layout::CARD_SIZE;
use super::look;
use shell::art::{self, Art};
use shell::assets::Fonts;
use table::animation::Placement;
use table::faces::{DrawFace, Pen};

/// One of the 110 physical cards: its face is a [`table::zones::Face`] of [`CardFace`].
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardEntity;

/// What a card shows: its face, or its back (`None`: the deck, a hand the screen may not see).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub struct CardFace(pub Option<Card>);

/// A card at `at`, showing its back until the table gives it a face.
pub fn spawn_card(commands: &mut Commands, art: &Art, at: Placement) -> Entity {
    commands
        .spawn((
            Name::new("Card"),
            CardEntity,
            table::piece::card(art, at, CARD_SIZE),
        ))
        .id()
}

impl DrawFace for CardFace {
    type Context = ();

    /// An action card's name is set as text in the language shown.
    const REDRAWN_IN_EACH_LANGUAGE: bool = true;

    fn draw(&self, commands: &mut Commands, root: Entity, pen: &Pen, _: &()) {
        match self.0 {
            Some(card) => draw_face(commands, pen.fonts, pen.art, pen.locale, root, card),
            None => draw_back(commands, pen.art, root),
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

/// A face: the card's colour on a round-cornered card, a line inside its edge, its value and
/// emblem in the top corner (what a fanned hand leaves visible), and its picture: large on a
/// colour card or a supporter, under the name on an action card.
fn draw_face(
    commands: &mut Commands,
    fonts: &Fonts,
    art: &Art,
    locale: &Locale,
    face: Entity,
    card: Card,
) {
    let ink = look::card_ink(card);
    let half = CARD_SIZE / 2.0;
    let picture = look::image(art, &look::card_picture(card));
    art::card_face(commands, art, face, CARD_SIZE, look::card_hue(card), ink);
    // The corner stays visible when cards overlap in a fan: value above emblem.
    commands.spawn((
        ChildOf(face),
        text2d(fonts, look::card_corner(card), 26.0, ink),
        Anchor::TOP_LEFT,
        Transform::from_xyz(-half.x + 6.0, half.y - 3.0, 0.1),
    ));
    if card.is_action() {
        // Left-aligned in the strip a fanned hand leaves visible (66 of 80 px), in short lines,
        // in the period face; the picture below it.
        commands.spawn((
            ChildOf(face),
            (
                Text2d::new(face_name(locale, card)),
                TextFont::from_font_size(face_name_size(locale, card))
                    .with_font(fonts.display.clone()),
                TextColor(ink),
                Pickable::IGNORE,
            ),
            Anchor::TOP_LEFT,
            // Below the corner mark's line (26 px type: 31 px of box).
            Transform::from_xyz(-half.x + 6.0, half.y - 35.0, 0.1),
        ));
        commands.spawn((
            ChildOf(face),
            art::picture(picture, ink.with_alpha(0.85), 34.0),
            Transform::from_xyz(6.0, -half.y + 24.0, 0.1),
            Pickable::IGNORE,
        ));
    } else {
        commands.spawn((
            ChildOf(face),
            art::picture(picture.clone(), ink, 18.0),
            Transform::from_xyz(-half.x + 15.0, half.y - 40.0, 0.1),
            Pickable::IGNORE,
        ));
        commands.spawn((
            ChildOf(face),
            art::picture(picture, ink.with_alpha(0.9), 46.0),
            Transform::from_xyz(8.0, -8.0, 0.1),
            Pickable::IGNORE,
        ));
        let label = if card.is_maiden() {
            locale.t("iv-face-maiden")
        } else if card.is_supporter() {
            locale.t("iv-face-squire")
        } else {
            String::new()
        };
        commands.spawn((
            ChildOf(face),
            (
                Text2d::new(label),
                TextFont::from_font_size(13.0).with_font(fonts.display.clone()),
                TextColor(ink),
                Pickable::IGNORE,
            ),
            Transform::from_xyz(0.0, -half.y + 13.0, 0.1),
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
/// at 13.5 px (Junicode Bold, narrower than DejaVu Sans); a longer word is set smaller to fit
/// rather than split: Outmaneuver (11 letters) at 9.8 px, Countercharge (13) at 8.3 px.
pub fn face_name_size(locale: &Locale, card: Card) -> f32 {
    let longest = face_name(locale, card)
        .split('\n')
        .map(|w| w.chars().count())
        .max()
        .unwrap_or(0);
    if longest <= 8 {
        13.5
    } else {
        (13.5 * 8.0 / longest as f32).max(7.5)
    }
}

/// A back: deep red with a gold line inside its edge and the tournament's banner in the middle.
fn draw_back(commands: &mut Commands, art: &Art, face: Entity) {
    let hue = Color::srgb(0.42, 0.12, 0.12);
    art::card_back(
        commands,
        art,
        face,
        CARD_SIZE,
        hue,
        look::image(art, "back"),
        46.0,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use shell::locale::Language;

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
                assert!((7.5..=13.5).contains(&face_name_size(&locale, card)));
            }
        }
    }
}
