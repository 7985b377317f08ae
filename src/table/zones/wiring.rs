//! A game's zones at the table, wired in one call: its fill, the kit's redrawing and turning
//! after it, all before the arrangement; its places dropped as the match leaves the table.

use bevy::ecs::system::ScheduleSystem;
use bevy::prelude::*;
use rules_core::Game;

use super::{Places, TablePlace, follow_bottom, keep_hand_places};
use crate::faces::{DrawFace, redraw_cards};
use crate::{ArrangeZones, AtTable, MatchSystems, TableGame};

/// Wires the zones of game `G`, whose places are `P`: `fill` (the game's system that fills its
/// zones from the view after each event), then the viewer's hand put back in its kept places
/// ([`keep_hand_places`]), then its cards redrawn from their faces
/// ([`redraw_cards`]), then the zones and plates turned with the bottom seat
/// ([`follow_bottom`]), in [`MatchSystems::Present`] and the game's `set`, before
/// [`ArrangeZones`]. Its places are dropped as the match leaves the table, so that the next
/// match's are new (a resource inserted over an old one is not "added", and the table is turned
/// as it is laid).
pub fn add<G, P, M>(
    app: &mut App,
    fill: impl IntoScheduleConfigs<ScheduleSystem, M>,
    set: impl SystemSet,
) where
    G: TableGame,
    P: TablePlace,
    P::Face: DrawFace,
    P::Own: Send + Sync + 'static,
{
    app.add_systems(
        Update,
        (
            fill,
            keep_hand_places::<G, P>,
            redraw_cards::<P::Face>,
            follow_bottom::<G, P>,
        )
            .chain()
            .in_set(MatchSystems::Present)
            .in_set(set)
            .before(ArrangeZones),
    );
    app.add_systems(
        OnExit(AtTable(G::Engine::NAME)),
        |mut commands: Commands| commands.remove_resource::<Places<P, P::Face, P::Own>>(),
    );
}
