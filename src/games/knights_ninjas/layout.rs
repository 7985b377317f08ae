//! Where everything lies on the 1280 × 720 table. The seat the screen is seen from sits at the
//! bottom, its kingdom at the left and its hand large in the middle; the others' kingdoms stand
//! along the top in clockwise order. The middle of the table is the field: the deck on the left,
//! the discard pile on the right, and between them the attack under way — Ladders, the attack
//! card, the Traitors that turned it, the answer — with the gems in flight above it.

use bevy::prelude::*;
use rules_core::Seat;

use table::zones::{self, Arrangement, SeatPlace};

/// A card's size at scale 1.
pub const CARD_SIZE: Vec2 = Vec2::new(80.0, 112.0);
/// A gem's size.
pub const GEM_SIZE: Vec2 = Vec2::new(14.0, 14.0);
/// A kingdom's panel.
pub const KINGDOM_SIZE: Vec2 = Vec2::new(236.0, 150.0);

/// The deck's place.
pub const DECK_AT: Vec2 = Vec2::new(-560.0, 60.0);
/// The discard pile's place.
pub const DISCARD_AT: Vec2 = Vec2::new(560.0, 60.0);
/// The Ladders raised this turn.
pub const LADDERS_AT: Vec2 = Vec2::new(-330.0, 40.0);
/// The attack card (or revolt).
pub const ATTACK_AT: Vec2 = Vec2::new(-160.0, 40.0);
/// The Traitors that turned it.
pub const TRAITORS_AT: Vec2 = Vec2::new(0.0, 40.0);
/// The answer that met it.
pub const RESPONSE_AT: Vec2 = Vec2::new(160.0, 40.0);
/// The Highwaymen played on the gems in flight.
pub const HIGHWAYMEN_AT: Vec2 = Vec2::new(330.0, 40.0);
/// The gems in flight.
pub const FLIGHT_AT: Vec2 = Vec2::new(0.0, 130.0);
/// The line that says how many gems win, under the field.
pub const TARGET_AT: Vec2 = Vec2::new(0.0, -30.0);
/// The field's places, with the messages of their names, for the labels under them.
pub const FIELD: [(Vec2, &str); 5] = [
    (LADDERS_AT, "kn-field-ladders"),
    (ATTACK_AT, "kn-field-attack"),
    (TRAITORS_AT, "kn-field-traitors"),
    (RESPONSE_AT, "kn-field-answer"),
    (HIGHWAYMEN_AT, "kn-field-highwaymen"),
];
/// The notice's distance above the window's bottom edge: above the hand.
pub const NOTICE_BOTTOM: f32 = 166.0;
/// The height of the flashes over the table.
pub const FLASH_Y: f32 = -20.0;

/// Where the seats sit (a seat's plate is its kingdom's panel): the bottom seat's kingdom high
/// enough that the card panel under it, seven lines of the longest French card text, clears
/// it; the others along the top, each hand right of its panel's middle, clear of its two lines
/// of words and of the gems.
pub const SEATS: zones::SeatLayout = zones::SeatLayout {
    own_plate: Vec2::new(-500.0, -125.0),
    own_hand: Vec2::new(60.0, -288.0),
    width: 1250.0,
    other_plate: Vec2::new(0.0, 222.0),
    other_hand: Vec2::new(80.0, 232.0),
};

/// Where `seat` sits, with `bottom` at the bottom of `players` seats.
pub fn seat_place(seat: Seat, bottom: Seat, players: usize) -> SeatPlace {
    SEATS.place(seat, bottom, players)
}
/// Where fortification place `index` (Castle, Archer, Minstrel) lies in a kingdom's panel.
pub fn fortification_offset(index: usize) -> Vec2 {
    Vec2::new(-90.0 + index as f32 * 40.0, -28.0)
}

/// The three fortification places of a kingdom, left to right: Castle, Archer, Minstrel.
pub fn fortification(place: SeatPlace, index: usize) -> Arrangement {
    spot(place.plate + fortification_offset(index), 0.45)
}

/// A kingdom's gems, in rows in its panel.
pub fn gems(place: SeatPlace) -> Arrangement {
    Arrangement::Fan {
        centre: (place.plate + Vec2::new(72.0, -30.0)).extend(30.0),
        spacing: 9.0,
        width: 80.0,
        scale: 1.0,
    }
}

/// Where a seat's hand lies.
pub fn hand(place: SeatPlace) -> Arrangement {
    if place.own {
        Arrangement::Fan {
            centre: place.hand.extend(20.0),
            spacing: 74.0,
            width: 640.0,
            scale: 0.9,
        }
    } else {
        Arrangement::Fan {
            centre: place.hand.extend(34.0),
            spacing: 10.0,
            width: 100.0,
            scale: 0.25,
        }
    }
}

/// A pile of cards (the deck, the discard pile).
pub fn pile(at: Vec2) -> Arrangement {
    Arrangement::Pile {
        at: at.extend(1.0),
        step: Vec3::new(-0.1, 0.12, 0.2),
        scale: 0.7,
    }
}

/// Cards side by side in the field.
pub fn row(at: Vec2) -> Arrangement {
    Arrangement::Fan {
        centre: at.extend(16.0),
        spacing: 26.0,
        width: 150.0,
        scale: 0.7,
    }
}

/// A single spot.
pub fn spot(at: Vec2, scale: f32) -> Arrangement {
    Arrangement::Pile {
        at: at.extend(12.0),
        step: Vec3::new(0.0, 0.0, 0.2),
        scale,
    }
}

/// The gems in flight.
pub fn flight() -> Arrangement {
    Arrangement::Fan {
        centre: FLIGHT_AT.extend(60.0),
        spacing: 20.0,
        width: 240.0,
        scale: 1.6,
    }
}
