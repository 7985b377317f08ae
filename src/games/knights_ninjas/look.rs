//! How the cards look: each family of card has its colour and every card its own mark, so that
//! a card reads from its corner in a fan; a Jester on the table shows what it stands for.

use bevy::prelude::*;
use knights_ninjas_rules::Card;

pub use crate::shell::theme::{seat_hue, seat_symbol};

/// The card's colour by family: fighters, fortifications, attack cards, answers, the
/// Highwayman, the Jester.
pub fn card_hue(card: Card) -> Color {
    match card {
        Card::Peasant | Card::Soldier | Card::Knight | Card::King => Color::srgb(0.62, 0.50, 0.32),
        Card::Castle | Card::Archer | Card::Minstrel => Color::srgb(0.45, 0.47, 0.50),
        Card::Ladder | Card::Catapult | Card::Dragon | Card::Ninja => Color::srgb(0.66, 0.22, 0.18),
        Card::Princess | Card::Executioner | Card::Traitor => Color::srgb(0.22, 0.36, 0.64),
        Card::Highwayman => Color::srgb(0.22, 0.48, 0.28),
        Card::Jester => Color::srgb(0.52, 0.28, 0.60),
    }
}

/// The ink on a card.
pub fn card_ink(_card: Card) -> Color {
    Color::srgb(0.98, 0.96, 0.90)
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
