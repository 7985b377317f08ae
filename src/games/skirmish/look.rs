//! How the cards look: each value has its colour, apart for colour-blind eyes too, and its digit
//! in the corner and pips in the middle, so that a card reads from its corner in a fan.

use bevy::prelude::*;
use skirmish_rules::Card;

pub use shell::theme::{seat_hue, seat_symbol};

/// The card's colour: cool for the low values, warm for the high, so that a strong card stands
/// out in a hand; apart in lightness as well as hue, so that colour-blind eyes tell them apart
/// too (the test below checks the six).
pub fn card_hue(card: Card) -> Color {
    match card {
        Card::One => Color::srgb(0.16, 0.22, 0.52),
        Card::Two => Color::srgb(0.26, 0.56, 0.76),
        Card::Three => Color::srgb(0.10, 0.44, 0.30),
        Card::Four => Color::srgb(0.90, 0.78, 0.28),
        Card::Five => Color::srgb(0.80, 0.38, 0.08),
        Card::Six => Color::srgb(0.46, 0.08, 0.14),
    }
}

/// The ink on a card: dark on the light yellow of the 4, light on the others.
pub fn card_ink(card: Card) -> Color {
    match card {
        Card::Four => Color::srgb(0.14, 0.11, 0.06),
        _ => Color::srgb(0.98, 0.96, 0.90),
    }
}

/// The card's mark: its value's digit, the same in every language.
pub fn card_mark(card: Card) -> String {
    card.value().to_string()
}

/// The card's pips: one sword for each point of its value.
pub fn card_pips(card: Card) -> String {
    "⚔".repeat(card.value() as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rule of issue 46: the six values' colours stay apart for every eye, typical and
    /// under simulated protanopia, deuteranopia and tritanopia (each also has its digit).
    #[test]
    fn the_values_colours_stay_apart_for_colour_blind_eyes() {
        let palette: Vec<(String, [f32; 3])> = Card::ALL
            .iter()
            .map(|c| {
                (
                    format!("{c:?}"),
                    card_hue(*c).to_srgba().to_f32_array_no_alpha(),
                )
            })
            .collect();
        colour_vision::assert_apart("skirmish-card-values", &palette);
    }
}
