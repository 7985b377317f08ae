//! How Castle Lords' pieces look. Emblems and seats differ by symbol as well as by colour, so
//! that no one needs to tell colours apart to play; a soldier's type has its own mark, its
//! initial in the language shown (`words::type_mark`).

use bevy::prelude::*;
use castle_lords_rules::{Card, Crown, Soldier};

pub use shell::theme::{seat_hue, seat_ink, seat_symbol};

/// The hue of an emblem (0-based), for the card's band.
pub fn emblem_hue(emblem: usize) -> Color {
    const HUES: [Color; 8] = [
        // The published file's four, apart for colour-blind eyes too (the test below); the
        // emblem's picture is on every card besides.
        Color::srgb(0.84, 0.30, 0.12),
        Color::srgb(0.18, 0.34, 0.72),
        Color::srgb(0.32, 0.20, 0.12),
        Color::srgb(0.36, 0.64, 0.36),
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

/// The pictures of the emblems in `assets/art/castle-lords`, in the order of the published
/// data file's emblems (lion, eagle, boar, stag), then four more for a data file with more.
const EMBLEM_PICTURES: [&str; 8] = [
    "emblem-lion",
    "emblem-eagle",
    "emblem-boar",
    "emblem-stag",
    "emblem-bear",
    "emblem-wolf",
    "emblem-griffin",
    "emblem-unicorn",
];

/// The picture of emblem `emblem` named `name` by the data file: the picture of that name when
/// there is one, else the emblem's by its place.
pub fn emblem_picture(emblem: usize, name: &str) -> &'static str {
    let wanted = format!("emblem-{}", name.to_lowercase());
    EMBLEM_PICTURES
        .iter()
        .find(|p| **p == wanted)
        .copied()
        .unwrap_or(EMBLEM_PICTURES[emblem % EMBLEM_PICTURES.len()])
}

/// The picture of a card's soldier type, or of the wild card itself: named as its type's code
/// in the messages.
pub fn card_picture(card: Card) -> &'static str {
    type_code(card)
}

/// A card's type as the messages select on it (and the name of its picture).
pub(super) fn type_code(card: Card) -> &'static str {
    match card.soldier_type() {
        Some(Soldier::Knight) => "knight",
        Some(Soldier::Infantryman) => "infantryman",
        Some(Soldier::Crossbowman) => "crossbowman",
        Some(Soldier::Archer) => "archer",
        None if card == Card::IVANHOE => "ivanhoe",
        None => "locksley",
    }
}

/// The picture of a crown.
pub fn crown_picture(crown: Crown) -> &'static str {
    match crown {
        Crown::Duke => "crown-duke",
        Crown::King => "crown-king",
        Crown::Hand => "crown-hand",
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

/// The big mark of a wild card, where a soldier has its type's initial.
pub const WILD_MARK: &str = "✦";

/// The small mark under the corner's: the emblem's symbol (none on a wild card).
pub fn card_symbol(card: Card) -> &'static str {
    card.emblem().map_or("", emblem_symbol)
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

/// One of the game's pictures (its `art` collection's) by name; a blank when it is not there,
/// as in the headless tests.
pub fn image(art: &shell::art::Art, name: &str) -> Handle<Image> {
    art.game(<castle_lords_rules::State as rules_core::Game>::NAME, name)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rule of issue 46: the emblems of the published components stay apart for every
    /// eye, typical and under simulated protanopia, deuteranopia and tritanopia. A data file may
    /// define up to eight; their colours past these four are a cue only, the emblem's picture is
    /// on every card.
    #[test]
    fn the_emblems_colours_stay_apart_for_colour_blind_eyes() {
        let palette: Vec<(String, [f32; 3])> = castle_lords_rules::Components::standard()
            .emblems()
            .iter()
            .enumerate()
            .map(|(e, name)| {
                (
                    name.clone(),
                    emblem_hue(e).to_srgba().to_f32_array_no_alpha(),
                )
            })
            .collect();
        colour_vision::assert_apart("castle-lords-emblems", &palette);
    }
}
