//! The table as it lies, read from the world: the pieces of each place in slot order and what
//! each card shows, and how that compares with the engine. The tests check it after every frame
//! of whole matches.

use bevy::prelude::*;
use ivanhoe_rules::{Card, Play, State};
use rules_core::Seat;

use super::super::cards::{CardEntity, CardFace};
use super::{Place, Places};
use table::zones::{Face, Holds, Slot};

/// The table as it lies in `world`, once it is laid.
pub struct Lying<'w> {
    world: &'w World,
    places: &'w Places,
}

impl<'w> Lying<'w> {
    /// The table of the match at the table, if one is laid.
    pub fn of(world: &'w World) -> Option<Self> {
        let places = world.get_resource::<Places>()?;
        Some(Self { world, places })
    }

    /// The zone entity of `place`.
    pub fn zone(&self, place: Place) -> Entity {
        self.places.zones[&place]
    }

    /// The pieces `place` holds, in slot order (for a hand, left to right).
    pub fn pieces(&self, place: Place) -> Vec<Entity> {
        let world = self.world;
        let mut lying: Vec<(usize, Entity)> = (world.get::<Holds>(self.zone(place)))
            .into_iter()
            .flat_map(|holds| holds.iter())
            .filter_map(|piece| world.get::<Slot>(piece).map(|slot| (slot.0, piece)))
            .collect();
        lying.sort();
        lying.into_iter().map(|(_, piece)| piece).collect()
    }

    /// The cards `place` holds, in slot order.
    pub fn cards(&self, place: Place) -> Vec<Entity> {
        let mut cards = self.pieces(place);
        cards.retain(|&piece| self.world.get::<CardEntity>(piece).is_some());
        cards
    }

    /// What `card` shows: its face, or `None` for its back.
    pub fn face(&self, card: Entity) -> Option<Card> {
        self.world
            .get::<Face<CardFace>>(card)
            .and_then(|face| face.0.0)
    }

    /// What the cards of `place` show, in slot order.
    pub fn faces(&self, place: Place) -> Vec<Option<Card>> {
        self.cards(place)
            .into_iter()
            .map(|c| self.face(c))
            .collect()
    }

    /// Compares the table with the engine's state: every hand as many cards as the engine's,
    /// the hands of `face_up` seats showing exactly the engine's cards and any other hand
    /// showing only cards it holds; the same display sequences; the Shield and the Stunned card
    /// before the same players, a Shield or Stunned waiting on the Ivanhoe window; the same
    /// discard pile and deck size. Returns what differs.
    pub fn check(&self, state: &State, face_up: &[Seat]) -> Result<(), String> {
        let sorted = |mut cards: Vec<Card>| {
            cards.sort_by_key(|c| c.index());
            cards
        };
        for seat in state.seats() {
            let hand = self.faces(Place::Hand(seat));
            let engine: Vec<Card> = state.hand(seat).iter().collect();
            if hand.len() != engine.len() {
                return Err(format!(
                    "hand of seat {seat}: table {} cards, engine {}",
                    hand.len(),
                    engine.len()
                ));
            }
            let shown: Vec<Card> = hand.iter().flatten().copied().collect();
            if face_up.contains(&seat) && shown.len() != hand.len() {
                return Err(format!("hand of seat {seat}: face down, table {hand:?}"));
            }
            let mut rest = engine.clone();
            for card in &shown {
                match rest.iter().position(|c| c == card) {
                    Some(at) => {
                        rest.remove(at);
                    }
                    None => {
                        return Err(format!(
                            "hand of seat {seat}: table {:?}, engine {:?}",
                            sorted(shown.clone()),
                            sorted(engine)
                        ));
                    }
                }
            }
            let display: Vec<Option<Card>> =
                state.display(seat).iter().copied().map(Some).collect();
            if self.faces(Place::Display(seat)) != display {
                return Err(format!(
                    "display of seat {seat}: table {:?}, engine {display:?}",
                    self.faces(Place::Display(seat))
                ));
            }
            for (place, card, before) in [
                (Place::Shield(seat), Card::Shield, state.shield()),
                (Place::Stunned(seat), Card::Stunned, state.stunned()),
            ] {
                let wanted = if before == Some(seat) {
                    vec![Some(card)]
                } else {
                    Vec::new()
                };
                if self.faces(place) != wanted {
                    return Err(format!(
                        "{place:?}: table {:?}, engine {before:?}",
                        self.faces(place)
                    ));
                }
            }
        }
        let discard: Vec<Option<Card>> = state.discard().iter().copied().map(Some).collect();
        if self.faces(Place::Discard) != discard {
            return Err(format!(
                "discard: table {:?}, engine {discard:?}",
                self.faces(Place::Discard)
            ));
        }
        let deck = self.faces(Place::Deck);
        if deck.len() != state.deck().len() || deck.iter().any(Option::is_some) {
            return Err(format!(
                "deck: table {deck:?}, engine {} cards face down",
                state.deck().len()
            ));
        }
        let pending: Vec<Option<Card>> = (state.pending())
            .filter(|p| matches!(p.play, Play::Shield | Play::Stunned(_)))
            .map(|p| p.play.card())
            .into_iter()
            .map(Some)
            .collect();
        if self.faces(Place::Pending) != pending {
            return Err(format!(
                "pending Shield/Stunned: table {:?}, engine {pending:?}",
                self.faces(Place::Pending)
            ));
        }
        Ok(())
    }
}
