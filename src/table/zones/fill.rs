//! One frame's fill of a game's zones from the view: for each kind of piece (cards, banners,
//! gems), what each zone holds now, what it should hold, the plan between them ([`reconcile`])
//! and its flights ([`carry_out`]). A game says only what each zone should hold, which face may
//! become which, how far apart the flights leave and how a missing piece is made.

use std::collections::{HashMap, HashSet};

use bevy::prelude::*;

use super::{FacePieces, Holds, ZonesChanged, carry_out, current, faces_by_zone, reconcile};

/// The zones being filled this frame, the cost of a flight between two of them, and where the
/// moves go: each [`Filling::fill`] moves one kind of piece.
pub struct Filling<'a, 'w, 's, C> {
    commands: &'a mut Commands<'w, 's>,
    zones: Vec<(Entity, Option<&'a Holds>)>,
    cost: C,
    changed: &'a mut ZonesChanged,
}

impl<'a, 'w, 's, C: Fn(Entity, Entity) -> u32> Filling<'a, 'w, 's, C> {
    /// A fill of `zones` (each with the pieces it holds: a game's query of its zones, those
    /// with its place), a flight from one zone to another costing `cost` (the hinted flights
    /// cheapest), the moves marked in `changed` for [`super::arrange`].
    pub fn new(
        commands: &'a mut Commands<'w, 's>,
        zones: impl IntoIterator<Item = (Entity, Option<&'a Holds>)>,
        cost: C,
        changed: &'a mut ZonesChanged,
    ) -> Self {
        Self {
            commands,
            zones: zones.into_iter().collect(),
            cost,
            changed,
        }
    }

    /// Moves the pieces of faces `F` so that each zone holds what `wanted` says, given what each
    /// zone holds now (by face, in slot order: a hand keeps the order it lies in). A piece may
    /// take another face where `becomes(from, to)` (a back turning out to be a card); flights
    /// leave `step` seconds apart; `spawn` makes a piece the table lacks. Of identical pieces,
    /// one a person chose ([`super::Leaving`]) is the one that leaves.
    pub fn fill<F: Clone + PartialEq + Send + Sync + 'static>(
        &mut self,
        pieces: &FacePieces<F>,
        wanted: impl FnOnce(&HashMap<Entity, Vec<F>>) -> Vec<(Entity, Vec<F>)>,
        becomes: impl Fn(&F, &F) -> bool,
        step: f32,
        spawn: impl FnMut(&mut Commands, &F) -> Entity,
    ) {
        let now = current(&self.zones, pieces);
        let wanted = wanted(&faces_by_zone(&now));
        let leaving: HashSet<Entity> = (now.iter().flat_map(|(_, held)| held))
            .map(|(piece, _)| *piece)
            .filter(|piece| pieces.get(*piece).is_ok_and(|(_, _, chosen)| chosen))
            .collect();
        let plan = reconcile(&now, &wanted, &leaving, becomes, &self.cost);
        carry_out(self.commands, plan, step, spawn, self.changed);
    }
}

/// For [`Filling::fill`]: pieces that never change their face (a banner, a gem, a crown).
pub fn never<F>(_: &F, _: &F) -> bool {
    false
}
