//! The table turns with the seat it is seen from: when the view's seat changes (a hand-off to
//! another person, a replay seen from another seat), every zone takes the arrangement its place
//! has from the new bottom seat, and every seat's plate moves where its place puts it.

use bevy::prelude::*;

use crate::spotlight::SeatPlate;
use crate::{Seen, TableGame};

use super::{Places, TablePlace, Zone, ZonesChanged};

/// Follows the view's seat round the table of game `G`, whose places are `P`: the bottom seat,
/// the zones' arrangements and the plates' places ([`TablePlace::plate`]), once as the table is
/// laid and again whenever the seat changes. A game adds it before the kit's arrangement.
pub fn follow_bottom<G, P>(
    seen: Res<Seen<G>>,
    mut places: ResMut<Places<P, P::Face, P::Own>>,
    mut zones: Query<(&mut Zone, &P)>,
    mut plates: Query<(&SeatPlate, &mut Transform)>,
    mut changed: ResMut<ZonesChanged>,
) where
    G: TableGame,
    P: TablePlace,
    P::Face: Send + Sync + 'static,
    P::Own: Send + Sync + 'static,
{
    if !places.is_added() && places.bottom == seen.seat {
        return;
    }
    places.bottom = seen.seat;
    for (mut zone, place) in &mut zones {
        let arrangement = places.arrangement(*place);
        if zone.arrangement != arrangement {
            zone.arrangement = arrangement;
        }
    }
    for (plate, mut transform) in &mut plates {
        if let Some(at) = P::plate(plate.0, &places) {
            transform.translation = at.extend(transform.translation.z);
        }
    }
    changed.0 = true;
}
