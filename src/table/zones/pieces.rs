//! What a game's decision screen reads of its table ([`TablePieces`]): the cards by zone, the
//! panels that stand for a choice (a castle, a kingdom), and the game's [`Places`]. The same in
//! every game that lays its table in zones; the game names its keys.

use std::hash::Hash;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use rules_core::Seat;

use super::{Face, HeldBy, Places, Slot, hand_pieces};

/// The cards on the table (faces `F`), the panels `Panel` a person may point at, and the
/// table's [`Places`] (keys `P`, the game's own `X`), absent until the table is laid.
#[derive(SystemParam)]
pub struct TablePieces<'w, 's, P, F, X, Panel>
where
    P: Send + Sync + 'static,
    F: Send + Sync + 'static,
    X: Send + Sync + 'static,
    Panel: Component,
{
    places: Option<Res<'w, Places<P, F, X>>>,
    cards: Query<'w, 's, (Entity, &'static Face<F>, &'static HeldBy, &'static Slot)>,
    panels: Query<'w, 's, &'static Panel>,
}

impl<P, F, X, Panel> TablePieces<'_, '_, P, F, X, Panel>
where
    P: Copy + Eq + Hash + Send + Sync + 'static,
    F: Clone + PartialEq + Send + Sync + 'static,
    X: Send + Sync + 'static,
    Panel: Component,
{
    /// The hand at `place` (`seat`'s, holding `held`) as the decision screen's stops: each
    /// card's pick (`pick`, none for a card that is no choice) with the piece that shows it, in
    /// the order the hand lies (cards not laid out yet last, in the order they came).
    pub fn hand<K: Clone + PartialEq>(
        &self,
        place: P,
        seat: Seat,
        held: Vec<F>,
        pick: impl Fn(&F) -> Option<K>,
    ) -> Vec<(Option<Entity>, K)> {
        let zone = self
            .places
            .as_ref()
            .and_then(|p| p.zones.get(&place).copied());
        let held = match self.places.as_ref() {
            Some(places) => places.in_hand_order(seat, held),
            None => held,
        };
        let lying = self
            .cards
            .iter()
            .map(|(e, face, by, slot)| (e, pick(&face.0), by, slot));
        hand_pieces(zone, held.iter().filter_map(&pick).collect(), lying)
    }

    /// The panel `entity` is, if it is one.
    pub fn panel(&self, entity: Entity) -> Option<&Panel> {
        self.panels.get(entity).ok()
    }

    /// The card `entity` is: its face and the place of the zone that holds it.
    pub fn card(&self, entity: Entity) -> Option<(&F, P)> {
        self.card_at(entity).map(|(face, place, _)| (face, place))
    }

    /// The card `entity` is: its face, the place of the zone that holds it and its slot there
    /// (in a zone that closes up, its index: the third card of a display).
    pub fn card_at(&self, entity: Entity) -> Option<(&F, P, usize)> {
        let (_, face, by, slot) = self.cards.get(entity).ok()?;
        Some((&face.0, self.places.as_ref()?.place_of(by.0)?, slot.0))
    }
}
