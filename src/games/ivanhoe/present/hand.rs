//! The viewer's hand keeps its places through their turn: a card that left leaves a gap, so the
//! card under the pointer does not change while they decide, the answers to an action card
//! included; a card that comes in goes to the end, where the order the cards came in puts it,
//! so that the hand lies the same when the table is laid again (a match resumed).

use bevy::prelude::*;
use rules_core::Seat;

use super::super::Seen;
use super::{Place, Places};
use table::zones::{Holds, Slot, Zone, ZonesChanged};
use table::{Seating, Viewer};

/// The pieces of one seat's hand by place, gaps as `None`.
#[derive(Debug, Default)]
pub(super) struct HandPlaces {
    seat: Option<Seat>,
    slots: Vec<Option<Entity>>,
}

impl HandPlaces {
    /// The hand of `seat` lies as `lying` (its pieces in slot order): kept with its gaps when
    /// `keep`, else laid afresh.
    fn follow(&mut self, seat: Seat, lying: &[Entity], keep: bool) {
        if !keep || self.seat != Some(seat) {
            self.seat = Some(seat);
            self.slots = lying.iter().copied().map(Some).collect();
            return;
        }
        for slot in &mut self.slots {
            if slot.is_some_and(|piece| !lying.contains(&piece)) {
                *slot = None;
            }
        }
        for &piece in lying {
            if !self.slots.contains(&Some(piece)) {
                self.slots.push(Some(piece));
            }
        }
    }
}

/// Puts the viewer's hand in its kept places after each fill (the fill closes a hand up), and
/// gives its zone as many places, gaps included; every other hand closes up.
pub(super) fn keep_places(
    seen: Res<Seen>,
    viewer: Res<Viewer>,
    seating: Res<Seating>,
    mut places: ResMut<Places>,
    holds: Query<&Holds>,
    mut slots: Query<&mut Slot>,
    mut zones: Query<(&Place, &mut Zone)>,
    mut changed: ResMut<ZonesChanged>,
) {
    let turn = seen.deciding.map(|_| seen.board.turn());
    let own = viewer.0.filter(|v| *v == seen.seat);
    let mut span = None;
    if let Some(seat) = own {
        let zone = places.zones[&Place::Hand(seat)];
        let mut lying: Vec<(usize, Entity)> = (holds.get(zone).into_iter().flat_map(|h| h.iter()))
            .filter_map(|piece| slots.get(piece).ok().map(|slot| (slot.0, piece)))
            .collect();
        lying.sort();
        let lying: Vec<Entity> = lying.into_iter().map(|(_, piece)| piece).collect();
        let keep = seating.deciding == Some(seat) || turn == Some(seat);
        places.own.hand.follow(seat, &lying, keep);
        for (at, piece) in places.own.hand.slots.iter().enumerate() {
            if let Some(mut slot) = piece.and_then(|p| slots.get_mut(p).ok())
                && slot.0 != at
            {
                slot.0 = at;
                changed.0 = true;
            }
        }
        span = keep.then_some(places.own.hand.slots.len());
    }
    for (place, mut zone) in &mut zones {
        let Place::Hand(s) = *place else { continue };
        let wanted = if Some(s) == own { span } else { None };
        if zone.span != wanted {
            zone.span = wanted;
            changed.0 = true;
        }
    }
}
