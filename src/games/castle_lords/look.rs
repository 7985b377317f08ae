//! How Castle Lords' pieces look. Emblems and seats differ by symbol as well as by colour, so
//! that no one needs to tell colours apart to play; a soldier's type has its own mark.

use bevy::prelude::*;
use castle_lords_rules::{Card, Crown, Crowns, Soldier};

pub use crate::shell::theme::{seat_hue, seat_ink, seat_symbol};

/// The hue of an emblem (0-based), for the card's band.
pub fn emblem_hue(emblem: usize) -> Color {
    const HUES: [Color; 8] = [
        Color::srgb(0.76, 0.30, 0.16),
        Color::srgb(0.22, 0.40, 0.70),
        Color::srgb(0.40, 0.30, 0.18),
        Color::srgb(0.26, 0.52, 0.28),
        Color::srgb(0.55, 0.30, 0.60),
        Color::srgb(0.20, 0.55, 0.60),
        Color::srgb(0.62, 0.55, 0.20),
        Color::srgb(0.45, 0.45, 0.48),
    ];
    HUES[emblem % HUES.len()]
}

/// The symbol of an emblem (0-based).
pub fn emblem_symbol(emblem: usize) -> &'static str {
    const MARKS: [&str; 8] = ["☀", "☾", "✿", "✠", "♣", "♠", "♥", "♦"];
    MARKS[emblem % MARKS.len()]
}

/// The mark of a soldier's type.
pub fn soldier_mark(soldier: Soldier) -> &'static str {
    match soldier {
        Soldier::Knight => "K",
        Soldier::Infantryman => "I",
        Soldier::Crossbowman => "C",
        Soldier::Archer => "A",
    }
}

/// The background of a card's face.
pub fn card_hue(card: Card) -> Color {
    match card.emblem() {
        Some(e) => emblem_hue(e),
        None => Color::srgb(0.93, 0.82, 0.45),
    }
}

/// The ink on a card's face.
pub fn card_ink(card: Card) -> Color {
    if card.is_wild() {
        Color::srgb(0.16, 0.12, 0.08)
    } else {
        Color::WHITE
    }
}

/// The big mark of a card: its type's letter, or a star for the wild cards.
pub fn card_corner(card: Card) -> &'static str {
    match card.soldier_type() {
        Some(t) => soldier_mark(t),
        None => "✦",
    }
}

/// The small mark under it: the emblem's symbol, or the wild card's initial.
pub fn card_symbol(card: Card) -> &'static str {
    match card.emblem() {
        Some(e) => emblem_symbol(e),
        None if card == Card::IVANHOE => "Ivanhoé",
        None => "Locksley",
    }
}

/// The symbol of a crown.
pub fn crown_symbol(crown: Crown) -> &'static str {
    match crown {
        Crown::Duke => "♔",
        Crown::King => "♚",
        Crown::Hand => "♛",
    }
}

/// The colour of a crown.
pub fn crown_hue(crown: Crown) -> Color {
    match crown {
        Crown::Duke => Color::srgb(0.78, 0.80, 0.84),
        Crown::King | Crown::Hand => Color::srgb(0.95, 0.78, 0.30),
    }
}

/// A seat's crowns in words and symbols ("♚ 1 king's crown, ♔ 2 duke's crowns").
pub fn crowns_line(crowns: Crowns) -> String {
    let mut parts = Vec::new();
    for (n, crown, one, many) in [
        (crowns.king, Crown::King, "king's crown", "king's crowns"),
        (crowns.duke, Crown::Duke, "duke's crown", "duke's crowns"),
        (crowns.hand, Crown::Hand, "hand won", "hands won"),
    ] {
        if n > 0 {
            let word = if n == 1 { one } else { many };
            parts.push(format!("{} {n} {word}", crown_symbol(crown)));
        }
    }
    if parts.is_empty() {
        "no crown".into()
    } else {
        parts.join(", ")
    }
}
