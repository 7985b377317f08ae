//! Where everything lies on the 1280 × 720 table. The seat the screen is seen from sits at the
//! bottom, its plate at the left and its hand large in the middle; the others' plates stand
//! along the top in clockwise order, each with its hand beside it. The middle of the table holds
//! the deck on the left, the discard pile on the right and, between them, the cards being played.

use bevy::prelude::*;
use rules_core::Seat;

use table::zones::{self, Arrangement, SeatPlace};

/// A card's size at scale 1.
pub const CARD_SIZE: Vec2 = Vec2::new(84.0, 118.0);
/// A seat's plate.
pub const PLATE_SIZE: Vec2 = Vec2::new(250.0, 96.0);

/// The deck's place.
pub const DECK_AT: Vec2 = Vec2::new(-330.0, 30.0);
/// The discard pile's place.
pub const DISCARD_AT: Vec2 = Vec2::new(330.0, 30.0);
/// The cards played this turn, while their target is chosen.
pub const PLAYED_AT: Vec2 = Vec2::new(0.0, 30.0);
/// The line under the middle of the table: the cards left to draw.
pub const STATUS_AT: Vec2 = Vec2::new(0.0, -70.0);
/// The notice's distance above the window's bottom edge: above the hand.
pub const NOTICE_BOTTOM: f32 = 176.0;
/// The height of the flashes over the table.
pub const FLASH_Y: f32 = 105.0;

/// Where the seats sit: the bottom seat's plate high enough that the rules card under it (five
/// lines of the longest French text) clears it; the others along the top, low enough that a
/// guide's words, three lines under the prompt, leave their plates clear.
pub const SEATS: zones::SeatLayout = zones::SeatLayout {
    own_plate: Vec2::new(-480.0, -150.0),
    own_hand: Vec2::new(40.0, -262.0),
    width: 1200.0,
    other_plate: Vec2::new(-40.0, 195.0),
    other_hand: Vec2::new(130.0, 195.0),
};

/// Where `seat` sits, with `bottom` at the bottom of `players` seats.
pub fn seat_place(seat: Seat, bottom: Seat, players: usize) -> SeatPlace {
    SEATS.place(seat, bottom, players)
}

/// Where a seat's hand lies: fanned large at the bottom, small and close beside a rival's
/// plate.
pub fn hand(place: SeatPlace) -> Arrangement {
    if place.own {
        Arrangement::Fan {
            centre: place.hand.extend(20.0),
            spacing: 100.0,
            width: 420.0,
            scale: 1.0,
        }
    } else {
        Arrangement::Fan {
            centre: place.hand.extend(34.0),
            spacing: 16.0,
            width: 60.0,
            scale: 0.4,
        }
    }
}

/// A pile of cards (the deck, the discard pile).
pub fn pile(at: Vec2) -> Arrangement {
    Arrangement::Pile {
        at: at.extend(1.0),
        step: Vec3::new(-0.1, 0.12, 0.2),
        scale: 0.8,
    }
}

/// The cards played this turn, side by side.
pub fn played() -> Arrangement {
    Arrangement::Fan {
        centre: PLAYED_AT.extend(16.0),
        spacing: 92.0,
        width: 200.0,
        scale: 1.0,
    }
}
