//! A person's hand keeps its places while they decide: a card played leaves a gap, so the card
//! under the pointer does not change, through a whole turn of several decisions and, where the
//! game has turns others answer ([`TableGame::turn_holder`]: Ivanhoe's action cards), through the
//! answers too. A card that comes in goes to the end, where the order the cards came in puts it,
//! so that the hand lies the same when the table is laid again (a match resumed); the table
//! jumping lays it afresh.

use bevy::prelude::*;
use rules_core::Seat;

use super::{Holds, Places, Slot, TablePlace, Zone, ZonesChanged};
use crate::{Seating, Seen, TableGame, TableReset, Viewer};

/// The pieces of the viewer's hand by place, gaps as `None`.
#[derive(Debug, Default)]
pub struct HandPlaces {
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

/// Puts the viewer's hand of game `G` (places `P`) in its kept places after each fill (a fill
/// closes a hand up), and gives its zone as many places, gaps included; every other hand closes
/// up. Runs after the game's fill, before the arrangement.
#[allow(clippy::too_many_arguments)]
pub fn keep_hand_places<G, P>(
    seen: Res<Seen<G>>,
    viewer: Res<Viewer>,
    seating: Res<Seating>,
    mut resets: MessageReader<TableReset>,
    mut places: ResMut<Places<P, P::Face, P::Own>>,
    holds: Query<&Holds>,
    mut slots: Query<&mut Slot>,
    mut zones: Query<(&P, &mut Zone)>,
    mut changed: ResMut<ZonesChanged>,
) where
    G: TableGame,
    P: TablePlace,
    P::Face: Send + Sync + 'static,
    P::Own: Send + Sync + 'static,
{
    if resets.read().count() > 0 || places.is_added() {
        places.hand = HandPlaces::default();
    }
    let own = viewer.0.filter(|v| *v == seen.seat);
    let mut span = None;
    if let Some((seat, zone)) = own.and_then(|s| Some((s, *places.zones.get(&P::hand(s)?)?))) {
        let mut lying: Vec<(usize, Entity)> = (holds.get(zone).into_iter())
            .flat_map(|held| held.iter())
            .filter_map(|piece| slots.get(piece).ok().map(|slot| (slot.0, piece)))
            .collect();
        lying.sort();
        let lying: Vec<Entity> = lying.into_iter().map(|(_, piece)| piece).collect();
        let turn = seen.deciding.and_then(|_| G::turn_holder(&seen.board));
        let keep = seating.deciding == Some(seat) || turn == Some(seat);
        places.hand.follow(seat, &lying, keep);
        for (at, piece) in places.hand.slots.iter().enumerate() {
            if let Some(mut slot) = piece.and_then(|p| slots.get_mut(p).ok())
                && slot.0 != at
            {
                slot.0 = at;
                changed.0 = true;
            }
        }
        span = keep.then_some(places.hand.slots.len());
    }
    for (place, mut zone) in &mut zones {
        let Some(seat) = (0..places.players).find(|&s| P::hand(s) == Some(*place)) else {
            continue;
        };
        let wanted = if Some(seat) == own { span } else { None };
        if zone.span != wanted {
            zone.span = wanted;
            changed.0 = true;
        }
    }
}
