//! Where everything lies on Castle Lords' 1280 × 720 table. The viewer (the person deciding, or
//! the one person at the screen) sits at the bottom with their hand large; the other seats sit
//! along the top in clockwise order. The castles stand in a row across the middle with their
//! banner boxes under them, the deck on the left, the dungeon on the right; the exchange and the
//! army being formed lie between the castles and the viewer's hand.

use bevy::prelude::*;
use rules_core::Seat;

use table::zones::{self, Arrangement, SeatPlace};

/// A card's size at scale 1.
pub const CARD_SIZE: Vec2 = Vec2::new(80.0, 112.0);
/// A banner's size.
pub const BANNER_SIZE: Vec2 = Vec2::new(26.0, 26.0);
/// A castle's panel.
pub const CASTLE_SIZE: Vec2 = Vec2::new(196.0, 122.0);
/// A seat's plate.
pub const PLATE_SIZE: Vec2 = Vec2::new(236.0, 112.0);
/// The size of the tag carrying a castle's name to its lord.
pub const TAG_SIZE: Vec2 = Vec2::new(112.0, 22.0);

/// The deck's place.
pub const DECK_AT: Vec2 = Vec2::new(-585.0, 112.0);
/// The dungeon's cards.
pub const DUNGEON_AT: Vec2 = Vec2::new(585.0, 130.0);
/// The dungeon's banners, under its cards.
pub const DUNGEON_BANNERS_AT: Vec2 = Vec2::new(585.0, 40.0);
/// The offered card.
pub const OFFER_AT: Vec2 = Vec2::new(-250.0, -62.0);
/// The first proposal; the others follow to the right.
pub const PROPOSALS_AT: Vec2 = Vec2::new(-110.0, -62.0);
/// From one proposal to the next.
pub const PROPOSAL_STEP: f32 = 96.0;
/// The army being formed.
pub const ARMY_AT: Vec2 = Vec2::new(0.0, -62.0);
/// Where a crown appears before it flies to its winner.
pub const CROWN_SOURCE: Vec2 = Vec2::new(0.0, -10.0);
/// The notice's distance above the window's bottom edge: above the viewer's hand.
pub const NOTICE_BOTTOM: f32 = 166.0;

/// Where the seats sit: the viewer's plate high enough that a four- or five-line rules card
/// (bottom left) stays clear of it; the others, clockwise after the viewer's seat, from left
/// to right along the top.
pub const SEATS: zones::SeatLayout = zones::SeatLayout {
    own_plate: Vec2::new(-480.0, -172.0),
    own_hand: Vec2::new(0.0, -288.0),
    width: 1240.0,
    other_plate: Vec2::new(0.0, 258.0),
    other_hand: Vec2::new(62.0, 226.0),
};

/// Where `seat` sits, with `bottom` at the bottom of `players` seats.
pub fn seat_place(seat: Seat, bottom: Seat, players: usize) -> SeatPlace {
    SEATS.place(seat, bottom, players)
}

/// The centre of castle `c` of `castles`.
pub fn castle_at(c: usize, castles: usize) -> Vec2 {
    let step = 212.0;
    Vec2::new((c as f32 - (castles as f32 - 1.0) / 2.0) * step, 118.0)
}

/// The centre of box `b` (0-based) of castle `c`, under its panel.
pub fn box_at(c: usize, castles: usize, b: usize, boxes: usize) -> Vec2 {
    let centre = castle_at(c, castles);
    let step = BANNER_SIZE.x + 10.0;
    Vec2::new(
        centre.x + (b as f32 - (boxes as f32 - 1.0) / 2.0) * step,
        centre.y - CASTLE_SIZE.y / 2.0 - 22.0,
    )
}

/// Where a seat's hand lies.
pub fn hand(place: SeatPlace) -> Arrangement {
    if place.own {
        Arrangement::Fan {
            centre: place.hand.extend(20.0),
            spacing: 70.0,
            width: 520.0,
            scale: 0.9,
        }
    } else {
        Arrangement::Fan {
            centre: place.hand.extend(34.0),
            spacing: 10.0,
            width: 120.0,
            scale: 0.28,
        }
    }
}

/// Where a seat's reserve banners lie, in its plate.
pub fn reserve(place: SeatPlace) -> Arrangement {
    Arrangement::Fan {
        centre: (place.plate + Vec2::new(-52.0, -32.0)).extend(36.0),
        spacing: 22.0,
        width: 100.0,
        scale: 0.8,
    }
}

/// Where a seat's crowns lie, in its plate.
pub fn crowns(place: SeatPlace) -> Arrangement {
    Arrangement::Fan {
        centre: (place.plate + Vec2::new(-62.0, -2.0)).extend(36.0),
        spacing: 22.0,
        width: 90.0,
        scale: 1.0,
    }
}

/// Where the name tags of the castles a seat holds lie, in its plate.
pub fn lordships(place: SeatPlace) -> Arrangement {
    Arrangement::Fan {
        centre: (place.plate + Vec2::new(62.0, -2.0)).extend(36.0),
        spacing: 30.0,
        width: 90.0,
        scale: 0.7,
    }
}

/// Where castle `c`'s name tag lies while no one holds it.
pub fn tag_home(c: usize, castles: usize) -> Arrangement {
    Arrangement::Pile {
        at: (box_at(c, castles, 0, 1) + Vec2::new(0.0, -30.0)).extend(8.0),
        step: Vec3::ZERO,
        scale: 1.0,
    }
}

/// The defenders of castle `c`.
pub fn defenders(c: usize, castles: usize) -> Arrangement {
    Arrangement::Fan {
        centre: (castle_at(c, castles) + Vec2::new(0.0, -14.0)).extend(6.0),
        spacing: 22.0,
        width: 130.0,
        scale: 0.5,
    }
}

/// A pile of cards (the deck, the dungeon).
pub fn pile(at: Vec2) -> Arrangement {
    Arrangement::Pile {
        at: at.extend(1.0),
        step: Vec3::new(-0.1, 0.12, 0.2),
        scale: 0.62,
    }
}

/// A single spot (the offer, a proposal, a banner box).
pub fn spot(at: Vec2, scale: f32) -> Arrangement {
    Arrangement::Pile {
        at: at.extend(12.0),
        step: Vec3::new(0.0, 0.0, 0.2),
        scale,
    }
}

/// The army being formed.
pub fn army() -> Arrangement {
    Arrangement::Fan {
        centre: ARMY_AT.extend(16.0),
        spacing: 60.0,
        width: 300.0,
        scale: 0.7,
    }
}

/// The dungeon's banners.
pub fn dungeon_banners() -> Arrangement {
    Arrangement::Fan {
        centre: DUNGEON_BANNERS_AT.extend(14.0),
        spacing: 22.0,
        width: 100.0,
        scale: 0.8,
    }
}

/// The proposal of the `index`-th other seat (clockwise after the player whose turn it is).
pub fn proposal_at(index: usize) -> Vec2 {
    PROPOSALS_AT + Vec2::new(index as f32 * PROPOSAL_STEP, 0.0)
}
