//! How Ivanhoe's pieces look: the five tournament colours differ by symbol as well as by hue, so
//! that no one needs to tell red from green to play; card faces and their ink.

use bevy::prelude::*;

use crate::shell::locale::Msg;
use ivanhoe_rules::{Card, Colour, Kind};

/// The hue of a tournament colour.
pub fn colour_hue(colour: Colour) -> Color {
    match colour {
        Colour::Purple => Color::srgb(0.50, 0.30, 0.66),
        Colour::Red => Color::srgb(0.80, 0.22, 0.20),
        Colour::Blue => Color::srgb(0.22, 0.44, 0.80),
        Colour::Yellow => Color::srgb(0.90, 0.76, 0.20),
        Colour::Green => Color::srgb(0.30, 0.62, 0.30),
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
        Kind::Colour(Colour::Yellow) => Color::srgb(0.15, 0.12, 0.05),
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
        Colour::Yellow => Color::srgb(0.15, 0.12, 0.05),
        _ => Color::WHITE,
    }
}
