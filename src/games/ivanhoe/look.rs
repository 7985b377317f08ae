//! How Ivanhoe's pieces look: the five tournament colours differ by symbol as well as by hue, so
//! that no one needs to tell red from green to play; card faces and their ink.

use bevy::prelude::*;

use ivanhoe_rules::{Card, Colour, Kind};
use shell::locale::Msg;

/// The hue of a tournament colour.
pub fn colour_hue(colour: Colour) -> Color {
    match colour {
        // Apart in lightness as well as hue, so that they stay apart for colour-blind eyes
        // (the test below checks it); each also has its emblem.
        Colour::Purple => Color::srgb(0.66, 0.40, 0.80),
        Colour::Red => Color::srgb(0.76, 0.14, 0.12),
        Colour::Blue => Color::srgb(0.14, 0.30, 0.68),
        Colour::Yellow => Color::srgb(0.92, 0.78, 0.22),
        Colour::Green => Color::srgb(0.40, 0.72, 0.36),
    }
}

/// The symbol of a colour: jousting lance, sword, axe, morningstar, no weapon.
pub fn colour_symbol(colour: Colour) -> &'static str {
    match colour {
        Colour::Purple => "♛",
        Colour::Red => "⚔",
        Colour::Blue => "◆",
        Colour::Yellow => "★",
        Colour::Green => "♣",
    }
}

/// A colour's name with its symbol, capitalised: "⚔ Red".
pub fn colour_label(colour: Colour) -> Msg {
    Msg::new("iv-colour-label")
        .with("symbol", colour_symbol(colour))
        .with("colour", colour.name())
}

/// The background of a card's face.
pub fn card_hue(card: Card) -> Color {
    match card.kind() {
        Kind::Colour(c) => colour_hue(c),
        Kind::Supporter if card.is_maiden() => Color::srgb(0.93, 0.82, 0.84),
        Kind::Supporter => Color::srgb(0.88, 0.86, 0.80),
        Kind::Action if card == Card::Ivanhoe => Color::srgb(0.96, 0.86, 0.55),
        Kind::Action => Color::srgb(0.93, 0.89, 0.76),
    }
}

/// The ink of a card's face (dark on light faces, light on dark ones).
pub fn card_ink(card: Card) -> Color {
    match card.kind() {
        Kind::Colour(Colour::Yellow | Colour::Green) => Color::srgb(0.15, 0.12, 0.05),
        Kind::Colour(_) => Color::WHITE,
        _ => Color::srgb(0.16, 0.12, 0.10),
    }
}

/// The big mark in the corner of a card: its value, or a mark for action cards.
pub fn card_corner(card: Card) -> String {
    if card.is_display_card() {
        card.value().to_string()
    } else {
        "✦".into()
    }
}

/// The name of a card's picture in `assets/art/ivanhoe`: its colour's emblem, its supporter,
/// or the action card's own.
pub fn card_picture(card: Card) -> String {
    match card.kind() {
        Kind::Colour(c) => colour_picture(c).into(),
        Kind::Supporter if card.is_maiden() => "maiden".into(),
        Kind::Supporter => "squire".into(),
        Kind::Action => action_code(card),
    }
}

/// The id of an action card's name in the language files: "break-lance".
pub fn action_code(card: Card) -> String {
    card.code().to_lowercase().replace('_', "-")
}

/// The name of a colour's emblem in `assets/art/ivanhoe` (it marks its cards and tokens, so
/// that the colour is never the only sign).
pub fn colour_picture(colour: Colour) -> &'static str {
    match colour {
        Colour::Purple => "colour-purple",
        Colour::Red => "colour-red",
        Colour::Blue => "colour-blue",
        Colour::Yellow => "colour-yellow",
        Colour::Green => "colour-green",
    }
}

/// The small symbol under the corner value.
pub fn card_symbol(card: Card) -> &'static str {
    match card.kind() {
        Kind::Colour(c) => colour_symbol(c),
        Kind::Supporter if card.is_maiden() => "❦",
        Kind::Supporter => "✚",
        Kind::Action => "",
    }
}

/// The ink that reads on a button or chip of a colour: dark on yellow, light on the others.
pub fn ink_on(colour: Colour) -> Color {
    match colour {
        Colour::Yellow | Colour::Green => Color::srgb(0.15, 0.12, 0.05),
        _ => Color::WHITE,
    }
}

/// One of the game's pictures (its `art` collection's) by name; a blank when it is not there,
/// as in the headless tests.
pub fn image(art: &shell::art::Art, name: &str) -> Handle<Image> {
    art.game(<ivanhoe_rules::State as rules_core::Game>::NAME, name)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rule of issue 46: the five tournament colours stay apart for every eye, typical and
    /// under simulated protanopia, deuteranopia and tritanopia (each also has its emblem).
    #[test]
    fn the_tournament_colours_stay_apart_for_colour_blind_eyes() {
        let palette: Vec<(String, [f32; 3])> = Colour::ALL
            .iter()
            .map(|c| {
                (
                    c.name().to_string(),
                    colour_hue(*c).to_srgba().to_f32_array_no_alpha(),
                )
            })
            .collect();
        colour_vision::assert_apart("ivanhoe-colours", &palette);
    }

    /// Every card shows a picture that exists, and no two kinds of card share one (a card says
    /// what it is at a glance, not only by its colour or its name).
    #[test]
    fn every_card_has_a_picture_of_its_own() {
        // The workspace's root, where the assets lie: this crate is src/games/ivanhoe.
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../..");
        let mut seen = std::collections::HashMap::new();
        for card in Card::ALL {
            let name = card_picture(card);
            let path = format!("{root}/assets/art/ivanhoe/{name}.png");
            assert!(std::path::Path::new(&path).is_file(), "{card:?}: {path}");
            // Cards of one kind share their picture: a colour's cards, the maidens, the squires.
            let kind = match card.kind() {
                Kind::Colour(c) => format!("{c:?}"),
                Kind::Supporter if card.is_maiden() => "maiden".into(),
                Kind::Supporter => "squire".into(),
                Kind::Action => card.name().to_string(),
            };
            if let Some(other) = seen.insert(name.clone(), kind.clone()) {
                assert_eq!(other, kind, "{name} shows two kinds of card");
            }
        }
    }
}
