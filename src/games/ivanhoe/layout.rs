//! Where things lie on the table: the viewer sits at the bottom, the others clockwise around
//! (next on the left, then across, then right). World units are logical pixels of a 1280 × 720
//! table; the camera scales it to fit any window.

use bevy::prelude::*;
use rules_core::Seat;

use super::place::Place;
use table::zones::{Arrangement, Zone as KitZone};

/// Where flashes show: the middle of the table, between the piles.
pub const FLASH_Y: f32 = 36.0;

/// A card's size at scale 1.
pub const CARD_SIZE: Vec2 = Vec2::new(80.0, 112.0);
/// The table the camera always shows whole.
pub use shell::theme::TABLE_SIZE;

/// Where the draw pile lies.
pub const DECK_AT: Vec2 = Vec2::new(-170.0, 32.0);
/// Where the discard pile lies.
pub const DISCARD_AT: Vec2 = Vec2::new(170.0, 32.0);
/// Where a Shield or Stunned waits during the Ivanhoe window.
pub const PENDING_AT: Vec2 = Vec2::new(100.0, 40.0);
/// Where the tournament banner hangs.
pub const BANNER_AT: Vec2 = Vec2::new(0.0, 88.0);
/// Where the pool of tokens lies.
pub const POOL_AT: Vec2 = Vec2::new(0.0, 36.0);
/// A name plate's size.
pub const PLATE_SIZE: Vec2 = Vec2::new(250.0, 24.0);
/// A token's size: large enough to read its colour's symbol at a glance.
pub const TOKEN_SIZE: f32 = 30.0;
/// How far above the window's bottom edge the notice sits: between the person's plate and
/// hand.
pub const NOTICE_BOTTOM: f32 = 160.0;
/// The height of the prompt bar across the top, in logical pixels.
pub const PROMPT_HEIGHT: f32 = table::hud::PROMPT_HEIGHT;
/// The widest the person's own hand spreads, so that ten cards stay clear of the log and the
/// rules card.
pub const OWN_HAND_WIDTH: f32 = 540.0;

/// The place of one seat around the table.
#[derive(Clone, Copy, Debug)]
pub struct SeatPlace {
    /// Whether this is the viewer's own place (bottom, big cards).
    pub own: bool,
    /// The centre of the display.
    pub display: Vec2,
    /// Scale of display cards.
    pub display_scale: f32,
    /// The centre of the hand.
    pub hand: Vec2,
    /// Scale of hand cards.
    pub hand_scale: f32,
    /// Where the name plate's text is centred.
    pub plate: Vec2,
    /// Where the row of tokens starts (centred).
    pub tokens: Vec2,
    /// Where the Shield lies.
    pub shield: Vec2,
    /// Where the Stunned card lies.
    pub stunned: Vec2,
    /// Scale of Shield and Stunned.
    pub special_scale: f32,
}

/// The place of `seat` when `viewer` sits at the bottom (a spectator sees seat 0 there).
pub fn seat_place(seat: Seat, viewer: Option<Seat>, players: usize) -> SeatPlace {
    let bottom = viewer.unwrap_or(0);
    let r = (seat + players - bottom) % players;
    if r == 0 {
        return SeatPlace {
            own: true,
            display: Vec2::new(0.0, -75.0),
            display_scale: 0.9,
            hand: Vec2::new(0.0, -268.0),
            hand_scale: 1.0,
            plate: Vec2::new(0.0, -150.0),
            tokens: Vec2::new(0.0, -181.0),
            shield: Vec2::new(300.0, -75.0),
            stunned: Vec2::new(380.0, -75.0),
            special_scale: 0.7,
        };
    }
    let anchors: &[Vec2] = match players {
        2 => &[Vec2::new(0.0, 215.0)],
        3 => &[Vec2::new(-330.0, 190.0), Vec2::new(330.0, 190.0)],
        4 => &[
            Vec2::new(-430.0, 40.0),
            Vec2::new(0.0, 215.0),
            Vec2::new(430.0, 40.0),
        ],
        _ => &[
            Vec2::new(-470.0, 40.0),
            Vec2::new(-250.0, 205.0),
            Vec2::new(250.0, 205.0),
            Vec2::new(470.0, 40.0),
        ],
    };
    let a = anchors[(r - 1).min(anchors.len() - 1)];
    SeatPlace {
        own: false,
        display: a,
        display_scale: 0.7,
        hand: a + Vec2::new(0.0, 80.0),
        hand_scale: 0.35,
        plate: a + Vec2::new(0.0, -60.0),
        tokens: a + Vec2::new(0.0, -91.0),
        shield: a + Vec2::new(-95.0, 80.0),
        stunned: a + Vec2::new(95.0, 80.0),
        special_scale: 0.45,
    }
}

/// How the zone of `place` lays its pieces out when `bottom` sits at the bottom of `players`
/// seats: the piles, the pending Shield or Stunned, each seat's hand and display fanned, its
/// Shield and Stunned, its row of tokens, and the pool's stack of each colour.
pub fn arrangement(place: Place, bottom: Seat, players: usize) -> Arrangement {
    // A pile's cards lie 0.2 apart in depth, more than the layers of a face (up to 0.12), so no
    // lower card's text shows through the card above.
    let pile = |at: Vec2, z: f32, step: Vec3| Arrangement::Pile {
        at: at.extend(z),
        step,
        scale: 0.85,
    };
    let seat = |s: Seat| seat_place(s, Some(bottom), players);
    match place {
        Place::Deck => pile(DECK_AT, 1.0, Vec3::new(-0.15, 0.15, 0.2)),
        Place::Discard => pile(DISCARD_AT, 1.0, Vec3::new(0.1, 0.1, 0.2)),
        Place::Pending => pile(PENDING_AT, 5.0, Vec3::ZERO),
        Place::Hand(s) => {
            let place = seat(s);
            let (spacing, width) = if place.own {
                (66.0, OWN_HAND_WIDTH)
            } else {
                (14.0, 150.0)
            };
            Arrangement::Fan {
                centre: place.hand.extend(10.0),
                spacing,
                width,
                scale: place.hand_scale,
            }
        }
        Place::Display(s) => {
            let place = seat(s);
            let (spacing, width) = if place.own {
                (36.0, 460.0)
            } else {
                (24.0, 230.0)
            };
            Arrangement::Fan {
                centre: place.display.extend(10.0),
                spacing,
                width,
                scale: place.display_scale,
            }
        }
        Place::Shield(s) => Arrangement::Pile {
            at: seat(s).shield.extend(3.0),
            step: Vec3::ZERO,
            scale: seat(s).special_scale,
        },
        Place::Stunned(s) => Arrangement::Pile {
            at: seat(s).stunned.extend(3.0),
            step: Vec3::ZERO,
            scale: seat(s).special_scale,
        },
        // A seat's row under its plate: five places, one per colour won, in colour order.
        Place::Tokens(s) => Arrangement::Fan {
            centre: seat(s).tokens.extend(40.0),
            spacing: TOKEN_SIZE + 4.0,
            width: 5.0 * (TOKEN_SIZE + 4.0),
            scale: 1.0,
        },
        Place::Pool(colour) => Arrangement::Pile {
            at: pool_place(colour as usize, 0),
            step: Vec3::new(0.0, 2.0, 0.1),
            scale: 0.9,
        },
    }
}

/// The zone of `place` as the table is laid, with seat 0 at the bottom: a row of tokens keeps
/// a place for each colour, and tokens fly more slowly than cards.
pub fn zone(place: Place, players: usize) -> KitZone {
    let zone = KitZone::new(arrangement(place, 0, players));
    match place {
        Place::Tokens(_) => zone.spanning(5).flying(0.6),
        Place::Pool(_) => zone.flying(0.6),
        _ => zone,
    }
}

/// Where a token of the pool lies: a stack per colour.
pub fn pool_place(colour_index: usize, depth: usize) -> Vec3 {
    POOL_AT.extend(40.0 + depth as f32 * 0.1)
        + Vec3::new(
            (colour_index as f32 - 2.0) * (TOKEN_SIZE + 6.0),
            depth as f32 * 2.0,
            0.0,
        )
}
