//! Where things lie on the table: the viewer sits at the bottom, the others clockwise around
//! (next on the left, then across, then right). World units are logical pixels of a 1280 × 720
//! table; the camera scales it to fit any window.

use bevy::prelude::*;
use rules_core::Seat;

use super::model::Zone;

/// Where flashes show: the middle of the table, between the piles.
pub const FLASH_Y: f32 = 36.0;

/// A card's size at scale 1.
pub const CARD_SIZE: Vec2 = Vec2::new(80.0, 112.0);
/// The table the camera always shows whole.
pub use crate::shell::theme::TABLE_SIZE;

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
/// A token's size.
pub const TOKEN_SIZE: f32 = 24.0;
/// How far above the window's bottom edge the notice sits: between the person's plate and
/// hand.
pub const NOTICE_BOTTOM: f32 = 160.0;
/// The height of the prompt bar across the top, in logical pixels.
pub const PROMPT_HEIGHT: f32 = crate::table::hud::PROMPT_HEIGHT;
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
            tokens: Vec2::new(0.0, -176.0),
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
        tokens: a + Vec2::new(0.0, -86.0),
        shield: a + Vec2::new(-95.0, 80.0),
        stunned: a + Vec2::new(95.0, 80.0),
        special_scale: 0.45,
    }
}

/// Where the `index`-th of `count` cards of `zone` lies: position (z orders the pile) and
/// scale.
pub fn card_place(
    zone: Zone,
    index: usize,
    count: usize,
    viewer: Option<Seat>,
    players: usize,
) -> (Vec3, f32) {
    let i = index as f32;
    match zone {
        // A pile's cards lie 0.2 apart in depth, more than the layers of a face (up to 0.12), so
        // no lower card's text shows through the card above.
        Zone::Deck => (
            DECK_AT.extend(1.0 + i * 0.2) + Vec3::new(-i * 0.15, i * 0.15, 0.0),
            0.85,
        ),
        Zone::Discard => (
            DISCARD_AT.extend(1.0 + i * 0.2) + Vec3::new(i * 0.1, i * 0.1, 0.0),
            0.85,
        ),
        Zone::Pending => (PENDING_AT.extend(5.0), 0.85),
        Zone::Hand(s) => {
            let place = seat_place(s, viewer, players);
            let (spacing, width) = if place.own {
                (66.0, OWN_HAND_WIDTH)
            } else {
                (14.0, 150.0)
            };
            fan(place.hand, place.hand_scale, index, count, spacing, width)
        }
        Zone::Display(s) => {
            let place = seat_place(s, viewer, players);
            let (spacing, width) = if place.own {
                (36.0, 460.0)
            } else {
                (24.0, 230.0)
            };
            fan(
                place.display,
                place.display_scale,
                index,
                count,
                spacing,
                width,
            )
        }
        Zone::Shield(s) => {
            let place = seat_place(s, viewer, players);
            (place.shield.extend(3.0), place.special_scale)
        }
        Zone::Stunned(s) => {
            let place = seat_place(s, viewer, players);
            (place.stunned.extend(3.0), place.special_scale)
        }
    }
}

/// A row of overlapping cards, left to right, the newest on top, squeezed to `width`.
fn fan(
    centre: Vec2,
    scale: f32,
    index: usize,
    count: usize,
    spacing: f32,
    width: f32,
) -> (Vec3, f32) {
    let n = count.max(1) as f32;
    let step = if n > 1.0 {
        spacing.min(width / (n - 1.0))
    } else {
        0.0
    };
    let x = centre.x + (index as f32 - (n - 1.0) / 2.0) * step;
    (Vec3::new(x, centre.y, 10.0 + index as f32), scale)
}

/// Where the `index`-th token of a seat lies: a row under the plate, the same for every seat.
pub fn token_place(seat: Seat, index: usize, viewer: Option<Seat>, players: usize) -> Vec3 {
    let place = seat_place(seat, viewer, players);
    place.tokens.extend(40.0) + Vec3::new((index as f32 - 2.0) * (TOKEN_SIZE + 4.0), 0.0, 0.0)
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
