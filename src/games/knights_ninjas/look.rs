//! How the cards look: each family of card has its colour and every card its own mark, so that
//! a card reads from its corner in a fan; a Jester on the table shows what it stands for.

use bevy::prelude::*;
use knights_ninjas_rules::Card;

pub use shell::theme::{seat_hue, seat_symbol};

/// The card's colour by family: fighters, fortifications, attack cards, answers, the
/// Highwayman, the Jester.
pub fn card_hue(card: Card) -> Color {
    match card {
        // Apart for colour-blind eyes too (the test below); each card has its picture besides.
        Card::Peasant | Card::Soldier | Card::Knight | Card::King => Color::srgb(0.72, 0.56, 0.30),
        Card::Castle | Card::Archer | Card::Minstrel => Color::srgb(0.46, 0.48, 0.52),
        Card::Ladder | Card::Catapult | Card::Dragon | Card::Ninja => Color::srgb(0.70, 0.18, 0.14),
        Card::Princess | Card::Executioner | Card::Traitor => Color::srgb(0.16, 0.28, 0.62),
        Card::Highwayman => Color::srgb(0.10, 0.40, 0.30),
        Card::Jester => Color::srgb(0.66, 0.40, 0.78),
    }
}

/// The ink on a card.
pub fn card_ink(_card: Card) -> Color {
    Color::srgb(0.98, 0.96, 0.90)
}

/// The name of the card's picture in `assets/art/knights-ninjas`.
pub fn card_picture(card: Card) -> &'static str {
    match card {
        Card::Peasant => "peasant",
        Card::Soldier => "soldier",
        Card::Knight => "knight",
        Card::King => "king",
        Card::Castle => "castle",
        Card::Archer => "archer",
        Card::Minstrel => "minstrel",
        Card::Ladder => "ladder",
        Card::Catapult => "catapult",
        Card::Dragon => "dragon",
        Card::Ninja => "ninja",
        Card::Highwayman => "highwayman",
        Card::Princess => "princess",
        Card::Executioner => "executioner",
        Card::Traitor => "traitor",
        Card::Jester => "jester",
    }
}

/// The picture of a seat's gems: each seat's colour has a gem of its own cut, so that gems
/// are told apart by shape as well as by colour (in the order of `theme::seat_hue`).
pub fn gem_picture(seat: usize) -> &'static str {
    const GEMS: [&str; 6] = [
        "gem-red",
        "gem-blue",
        "gem-yellow",
        "gem-green",
        "gem-purple",
        "gem-white",
    ];
    GEMS[seat % GEMS.len()]
}

/// The card's mark: its strength for the fighters, a symbol for the others.
pub fn card_mark(card: Card) -> &'static str {
    match card {
        Card::Peasant => "1",
        Card::Soldier => "2",
        Card::Knight => "3",
        Card::King => "4",
        Card::Castle => "♜",
        Card::Archer => "➶",
        Card::Minstrel => "♪",
        Card::Ladder => "☰",
        Card::Catapult => "☄",
        Card::Dragon => "♨",
        Card::Ninja => "✦",
        Card::Highwayman => "¤",
        Card::Princess => "♕",
        Card::Executioner => "⚔",
        Card::Traitor => "⇄",
        Card::Jester => "☺",
    }
}

/// One of the game's pictures (its `art` collection's) by name; a blank when it is not there,
/// as in the headless tests.
pub fn image(art: &shell::art::Art, name: &str) -> Handle<Image> {
    art.game(
        <knights_ninjas_rules::State as rules_core::Game>::NAME,
        name,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rule of issue 46: the card groups' colours stay apart for every eye, typical and
    /// under simulated protanopia, deuteranopia and tritanopia. One card of each group: cards
    /// of one group share their colour on purpose.
    #[test]
    fn the_card_groups_colours_stay_apart_for_colour_blind_eyes() {
        let mut palette: Vec<(String, [f32; 3])> = Vec::new();
        for card in Card::ALL {
            let colour = card_hue(card).to_srgba().to_f32_array_no_alpha();
            if !palette.iter().any(|(_, c)| *c == colour) {
                palette.push((format!("{card:?}"), colour));
            }
        }
        colour_vision::assert_apart("knights-ninjas-card-groups", &palette);
    }
}
