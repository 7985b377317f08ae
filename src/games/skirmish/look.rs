//! How the cards look: each value has its colour, apart for colour-blind eyes too, and its digit
//! in the corner and pips in the middle, so that a card reads from its corner in a fan.

use bevy::prelude::*;
use skirmish_rules::Card;

pub use crate::shell::theme::{seat_hue, seat_symbol};

/// The card's colour: cool for the low values, warm for the high, so that a strong card stands
/// out in a hand (`games::colours` checks the six apart).
pub fn card_hue(card: Card) -> Color {
    match card {
        Card::One => Color::srgb(0.20, 0.36, 0.62),
        Card::Two => Color::srgb(0.16, 0.48, 0.46),
        Card::Three => Color::srgb(0.38, 0.52, 0.22),
        Card::Four => Color::srgb(0.72, 0.58, 0.18),
        Card::Five => Color::srgb(0.76, 0.38, 0.16),
        Card::Six => Color::srgb(0.62, 0.16, 0.20),
    }
}

/// The ink on a card.
pub fn card_ink(_card: Card) -> Color {
    Color::srgb(0.98, 0.96, 0.90)
}

/// The card's mark: its value's digit, the same in every language.
pub fn card_mark(card: Card) -> String {
    card.value().to_string()
}

/// The card's pips: one sword for each point of its value.
pub fn card_pips(card: Card) -> String {
    "⚔".repeat(card.value() as usize)
}
