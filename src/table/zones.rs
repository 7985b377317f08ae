//! Zones and pieces: every place on the table that holds cards, banners or crowns (a hand, a
//! castle, the deck, the dungeon, a seat's reserve) is a [`Zone`] entity, and every piece is an
//! entity [`HeldBy`] its zone (a Bevy relationship, as `ChildOf` is), in [`Slot`] order. A game
//! says what each zone should hold, as the seats at this screen may see it; [`reconcile`] works
//! out which piece goes where (the fewest and most natural moves: a card that changed zones
//! flies, the rest stay), and [`arrange`] lays every zone out from its [`Arrangement`] and sends
//! what moved on its flight.

use std::collections::{HashMap, HashSet};

use bevy::prelude::*;
use bevy_tweening::TweenAnim;

use super::animation::Pace;
use super::animation::{self, Placement};
use super::flip::Flipping;

mod fill;
mod follow;
mod hand;
mod news;
mod pieces;
mod places;
mod wiring;

pub use fill::{Filling, never};
pub use follow::follow_bottom;
pub use hand::{HandPlaces, keep_hand_places};
pub use news::{FollowEvents, Followed, News};
pub use pieces::TablePieces;
pub use places::{Places, SeatLayout, SeatPlace, TablePlace, along_the_top, faces_by_zone};
pub use wiring::add;

/// A place on the table that holds pieces, and how it lays them out.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct Zone {
    /// How the pieces lie.
    pub arrangement: Arrangement,
    /// When set, each piece lies at its own slot number out of this many places, gaps kept (a
    /// hand keeping its places while its player decides, a row of token places); otherwise the
    /// pieces close up in slot order.
    pub span: Option<usize>,
    /// How long a piece takes to fly here, in seconds at normal speed.
    pub flight: f32,
}

impl Zone {
    /// A zone laid out as `arrangement`, pieces closing up, flights of 0.45 s.
    pub fn new(arrangement: Arrangement) -> Self {
        Zone {
            arrangement,
            span: None,
            flight: 0.45,
        }
    }

    /// The same zone, its pieces keeping their slot numbers out of `span` places.
    pub fn spanning(self, span: usize) -> Self {
        Zone {
            span: Some(span),
            ..self
        }
    }

    /// The same zone, pieces flying here in `seconds`.
    pub fn flying(self, seconds: f32) -> Self {
        Zone {
            flight: seconds,
            ..self
        }
    }
}

/// How a zone lays out its pieces.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Arrangement {
    /// Stacked, each piece `step` further than the one below it (a deck, a dungeon).
    Pile {
        /// Where the first piece lies.
        at: Vec3,
        /// From each piece to the next.
        step: Vec3,
        /// The pieces' scale.
        scale: f32,
    },
    /// A row of overlapping pieces centred on `centre`, `spacing` apart, squeezed to `width`,
    /// the later ones on top (a hand, an army).
    Fan {
        /// The row's middle.
        centre: Vec3,
        /// From a piece's centre to the next, when there is room.
        spacing: f32,
        /// The most the row spans, from the first piece's centre to the last's.
        width: f32,
        /// The pieces' scale.
        scale: f32,
    },
}

impl Arrangement {
    /// Where the `index`-th of `count` pieces lies.
    pub fn place(self, index: usize, count: usize) -> Placement {
        let i = index as f32;
        match self {
            Arrangement::Pile { at, step, scale } => Placement {
                at: at + step * i,
                scale,
            },
            Arrangement::Fan {
                centre,
                spacing,
                width,
                scale,
            } => {
                let n = count.max(1) as f32;
                let step = if n > 1.0 {
                    spacing.min(width / (n - 1.0))
                } else {
                    0.0
                };
                Placement {
                    at: centre + Vec3::new((i - (n - 1.0) / 2.0) * step, 0.0, i * 0.5),
                    scale,
                }
            }
        }
    }
}

/// The zone holding a piece.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
#[relationship(relationship_target = Holds)]
pub struct HeldBy(pub Entity);

/// The pieces a zone holds (in no particular order: see [`Slot`]).
#[derive(Component, Debug, Default)]
#[relationship_target(relationship = HeldBy)]
pub struct Holds(Vec<Entity>);

/// A piece's place in its zone's order, 0 first.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Slot(pub usize);

/// What a piece shows, of type `F` (a card face or its back, a banner's owner, a crown).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Face<F: Send + Sync + 'static>(pub F);

/// A piece a person chose to play ([`crate::decide::PieceChosen`]): of identical pieces in its
/// zone, it is the one that leaves, so the card that flies is the one pointed at. It stays on
/// the piece until the piece travels, or another is chosen.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Leaving;

/// The pieces of faces `F` a fill reads ([`Filling::fill`]): what each shows, its slot, and
/// whether it was chosen to leave ([`Leaving`]).
pub type FacePieces<'w, 's, F> = Query<'w, 's, (&'static Face<F>, &'static Slot, Has<Leaving>)>;

/// Marks the piece a person's decision plays as [`Leaving`], and no other.
pub fn mark_leaving(
    mut commands: Commands,
    mut chosen: MessageReader<crate::decide::PieceChosen>,
    marked: Query<Entity, With<Leaving>>,
) {
    for crate::decide::PieceChosen(piece) in chosen.read() {
        for old in &marked {
            commands.entity(old).remove::<Leaving>();
        }
        if let Ok(mut entity) = commands.get_entity(*piece) {
            entity.insert(Leaving);
        }
    }
}

/// Seconds (at normal speed) a piece waits before flying to its new place, so that moves read
/// one after another.
#[derive(Component, Clone, Copy, Debug)]
pub struct Stagger(pub f32);

/// Set when zones changed: [`arrange`] lays them out in the same frame.
#[derive(Resource, Default, Debug)]
pub struct ZonesChanged(pub bool);

/// One piece to move by [`reconcile`]: into `zone` at `slot`, showing `face`.
#[derive(Clone, Debug, PartialEq)]
pub struct Move<F> {
    /// The piece; `None` for a piece to spawn (none was free to come).
    pub piece: Option<Entity>,
    /// Its zone from now on.
    pub zone: Entity,
    /// Its place in the zone.
    pub slot: usize,
    /// What it shows from now on.
    pub face: F,
    /// Whether it changes zones (and so flies, in the order of the moves).
    pub travels: bool,
    /// Whether it travels showing another face than it did: it turns over on the way.
    pub turns: bool,
}

/// What [`reconcile`] decided: the moves, and the pieces no zone wants any more.
#[derive(Clone, Debug, PartialEq)]
pub struct Plan<F> {
    /// Every piece that changes zone, slot or face, and pieces to spawn.
    pub moves: Vec<Move<F>>,
    /// Pieces to despawn.
    pub leftover: Vec<Entity>,
}

/// Works out how the pieces now on the table (`current`: each zone with its pieces and faces,
/// in slot order) come to lie as `wanted` says (each zone with the faces it should show, in
/// order). A piece stays in its zone when its face is still wanted there; the others move to
/// zones that lack pieces. A free piece goes where `becomes` allows (a face-down card may turn
/// out to be any card; a card may turn face down) at the lowest `cost(from, to)` (the game's
/// idea of what just happened: the offer goes to the hand that took it), showing the same
/// face first. Of identical pieces in a zone that keeps fewer of them, the ones `leaving`
/// (chosen by a person) are the ones freed. Zones missing from `wanted` keep what they hold.
pub fn reconcile<F: Clone + PartialEq>(
    current: &[(Entity, Vec<(Entity, F)>)],
    wanted: &[(Entity, Vec<F>)],
    leaving: &HashSet<Entity>,
    becomes: impl Fn(&F, &F) -> bool,
    cost: impl Fn(Entity, Entity) -> u32,
) -> Plan<F> {
    let held: HashMap<Entity, &Vec<(Entity, F)>> =
        current.iter().map(|(z, pieces)| (*z, pieces)).collect();
    // Per wanted zone: each wanted face matched to a piece already there, or a gap.
    let mut kept: Vec<(Entity, Vec<Option<Entity>>)> = Vec::new();
    let mut free: Vec<(Entity, Entity, F)> = Vec::new();
    for (zone, faces) in wanted {
        let pieces: &[(Entity, F)] = held.get(zone).map_or(&[], |p| p.as_slice());
        let mut used = vec![false; pieces.len()];
        let slots = faces
            .iter()
            .map(|face| {
                let free = |i: usize, f: &F| !used[i] && f == face;
                let found = (pieces.iter().enumerate())
                    .position(|(i, (p, f))| free(i, f) && !leaving.contains(p))
                    .or_else(|| (pieces.iter().enumerate()).position(|(i, (_, f))| free(i, f)))?;
                used[found] = true;
                Some(pieces[found].0)
            })
            .collect();
        for (i, (piece, face)) in pieces.iter().enumerate() {
            if !used[i] {
                free.push((*zone, *piece, face.clone()));
            }
        }
        kept.push((*zone, slots));
    }
    let mut plan = Plan {
        moves: Vec::new(),
        leftover: Vec::new(),
    };
    for ((zone, slots), (_, faces)) in kept.iter().zip(wanted) {
        let pieces: &[(Entity, F)] = held.get(zone).map_or(&[], |p| p.as_slice());
        for (slot, (piece, face)) in slots.iter().zip(faces).enumerate() {
            match piece {
                Some(piece) => {
                    let old_slot = pieces.iter().position(|(p, _)| p == piece);
                    if old_slot != Some(slot) {
                        plan.moves.push(Move {
                            piece: Some(*piece),
                            zone: *zone,
                            slot,
                            face: face.clone(),
                            travels: false,
                            turns: false,
                        });
                    }
                }
                None => {
                    let best = free
                        .iter()
                        .enumerate()
                        .filter(|(_, (_, _, f))| f == face || becomes(f, face))
                        .min_by_key(|(_, (from, _, f))| (cost(*from, *zone), f != face))
                        .map(|(i, _)| i);
                    let found = best.map(|i| free.remove(i));
                    plan.moves.push(Move {
                        piece: found.as_ref().map(|(_, piece, _)| *piece),
                        zone: *zone,
                        slot,
                        face: face.clone(),
                        travels: true,
                        turns: found.is_some_and(|(_, _, was)| was != *face),
                    });
                }
            }
        }
    }
    plan.leftover = free.into_iter().map(|(_, piece, _)| piece).collect();
    plan
}

/// The pieces of face type `F` each of `zones` holds, in slot order: [`reconcile`]'s
/// `current`. Zones without such pieces are listed empty.
pub fn current<F: Clone + Send + Sync + 'static>(
    zones: &[(Entity, Option<&Holds>)],
    pieces: &FacePieces<F>,
) -> Vec<(Entity, Vec<(Entity, F)>)> {
    zones
        .iter()
        .map(|(zone, holds)| {
            let mut list: Vec<(usize, Entity, F)> = holds
                .map(|h| {
                    h.iter()
                        .filter_map(|p| pieces.get(p).ok().map(|(f, s, _)| (s.0, p, f.0.clone())))
                        .collect()
                })
                .unwrap_or_default();
            list.sort_by_key(|(slot, _, _)| *slot);
            (*zone, list.into_iter().map(|(_, p, f)| (p, f)).collect())
        })
        .collect()
}

/// The longest a move waits for the ones before it: a deal of sixty cards still starts
/// moving at once, faster, instead of leaving cards waiting with their new face.
const MOST_STAGGER: f32 = 0.8;

/// Carries out a [`Plan`]: relations, slots and faces change at once; the pieces that travel
/// are staggered `step` seconds apart in the plan's order (closer when there are many, so that
/// none waits longer than [`MOST_STAGGER`]). Pieces to spawn come from `spawn`.
pub fn carry_out<F: Clone + Send + Sync + 'static>(
    commands: &mut Commands,
    plan: Plan<F>,
    step: f32,
    mut spawn: impl FnMut(&mut Commands, &F) -> Entity,
    changed: &mut ZonesChanged,
) {
    let travelling = plan.moves.iter().filter(|m| m.travels).count().max(1);
    let step = step.min(MOST_STAGGER / travelling as f32);
    let mut order = 0.0;
    for m in plan.moves {
        let piece = m.piece.unwrap_or_else(|| spawn(commands, &m.face));
        let mut entity = commands.entity(piece);
        entity.insert((HeldBy(m.zone), Slot(m.slot), Face(m.face)));
        if m.travels {
            entity.insert(Stagger(order)).remove::<Leaving>();
            order += step;
        }
        if m.turns {
            entity.insert(Flipping::default());
        }
    }
    for piece in plan.leftover {
        commands.entity(piece).despawn();
    }
    changed.0 = true;
}

/// Lays every zone out and sends the pieces whose place changed on their flight.
pub fn arrange(
    mut commands: Commands,
    mut changed: ResMut<ZonesChanged>,
    pace: Pace,
    zones: Query<(&Zone, &Holds)>,
    mut pieces: Query<(
        &Slot,
        &Transform,
        &mut Placement,
        Option<&Stagger>,
        Option<&mut Flipping>,
    )>,
) {
    if !changed.0 {
        return;
    }
    changed.0 = false;
    let speed = pace.speed();
    for (zone, holds) in &zones {
        let mut order: Vec<(usize, Entity)> = holds
            .iter()
            .filter_map(|p| pieces.get(p).ok().map(|(slot, ..)| (slot.0, p)))
            .collect();
        order.sort();
        let count = match zone.span {
            Some(span) => span.max(order.last().map_or(0, |(slot, _)| slot + 1)),
            None => order.len(),
        };
        for (rank, (slot, piece)) in order.into_iter().enumerate() {
            let Ok((_, transform, mut placement, stagger, flipping)) = pieces.get_mut(piece) else {
                continue;
            };
            let index = if zone.span.is_some() { slot } else { rank };
            let target = zone.arrangement.place(index, count);
            let delay = stagger.map_or(0.0, |s| s.0);
            if *placement != target {
                *placement = target;
                let turns = flipping.is_some();
                if let Some(mut flipping) = flipping {
                    flipping.timed(speed.scale(delay), speed.scale(zone.flight));
                }
                animation::fly(
                    &mut commands,
                    piece,
                    transform,
                    target,
                    speed,
                    delay,
                    zone.flight,
                    turns,
                );
            }
            if stagger.is_some() {
                commands.entity(piece).remove::<Stagger>();
            }
        }
    }
}

/// Whether any piece is still in flight.
pub fn moving(anims: Query<(), With<TweenAnim>>) -> bool {
    !anims.is_empty()
}

/// A hand as the rules count it (`held`, each copy once) with the piece of each card in the
/// order they lie in `zone`, left to right (`pieces`: each piece, what it shows, where and at
/// which slot); cards not laid out yet come last, without a piece. Identical cards stay distinct
/// entries, so each is its own focus stop and names its own piece.
pub fn hand_pieces<'a, K: Clone + PartialEq + 'a>(
    zone: Option<Entity>,
    held: Vec<K>,
    pieces: impl Iterator<Item = (Entity, Option<K>, &'a HeldBy, &'a Slot)>,
) -> Vec<(Option<Entity>, K)> {
    let mut lying: Vec<(usize, Entity, K)> = pieces
        .filter(|(_, _, by, _)| Some(by.0) == zone)
        .filter_map(|(e, kind, _, slot)| Some((slot.0, e, kind?)))
        .collect();
    lying.sort_by_key(|(slot, _, _)| *slot);
    let mut left = held;
    let mut out = Vec::with_capacity(left.len());
    for (_, piece, kind) in lying {
        if let Some(at) = left.iter().position(|k| *k == kind) {
            out.push((Some(piece), left.remove(at)));
        }
    }
    out.extend(left.into_iter().map(|k| (None, k)));
    out
}

/// The faces `wanted` for a zone, in the order of those `kept` there still wanted, then the new
/// ones: a zone that gains a piece shows it at the end, and nothing else moves.
pub fn stable<F: Clone + PartialEq>(kept: &[F], mut wanted: Vec<F>) -> Vec<F> {
    let mut out = Vec::with_capacity(wanted.len());
    for face in kept {
        if let Some(i) = wanted.iter().position(|w| w == face) {
            out.push(wanted.remove(i));
        }
    }
    out.extend(wanted);
    out
}

/// The order the cards of each seat's hand came in, followed from the match's events. A hand
/// laid out from what is seen knows only which cards it holds, so a card that comes back (a
/// take-back, a replay's step back) would lie last; laid out in this order, with what is seen
/// having the last word ([`Arrivals::lay`]), it keeps its order through every jump, since the
/// table then follows the whole match's events again from the deal.
#[derive(Clone, Debug)]
pub struct Arrivals<F> {
    hands: Vec<Vec<F>>,
}

impl<F> Default for Arrivals<F> {
    fn default() -> Self {
        Self { hands: Vec::new() }
    }
}

impl<F: Clone + PartialEq> Arrivals<F> {
    /// Forgets every hand: the table follows the match again from its start.
    pub fn clear(&mut self) {
        self.hands.clear();
    }

    /// `faces` came into `seat`'s hand, in this order.
    pub fn arrive(&mut self, seat: usize, faces: impl IntoIterator<Item = F>) {
        if self.hands.len() <= seat {
            self.hands.resize_with(seat + 1, Vec::new);
        }
        self.hands[seat].extend(faces);
    }

    /// One `face` left `seat`'s hand (the first copy of it, when it holds several).
    pub fn leave(&mut self, seat: usize, face: &F) {
        if let Some(hand) = self.hands.get_mut(seat)
            && let Some(at) = hand.iter().position(|f| f == face)
        {
            hand.remove(at);
        }
    }

    /// `seat`'s hand (`held`) in the order its cards came, those the events have not shown
    /// coming yet last: they are the newest (the table follows this frame's events after the
    /// decision screen reads the hand).
    pub fn newest_last(&self, seat: usize, held: Vec<F>) -> Vec<F> {
        stable(self.hands.get(seat).map_or(&[], Vec::as_slice), held)
    }

    /// `seat`'s hand as the rules hold it (`held`), in the order its cards came. Cards the
    /// events did not show coming were there before the table followed them (the first deal,
    /// when the table is set after it): they come first, in the order they lie now (`lying`).
    pub fn lay(&self, seat: usize, held: Vec<F>, lying: &[F]) -> Vec<F> {
        let mut unknown = held;
        let mut known = Vec::with_capacity(unknown.len());
        for face in self.hands.get(seat).into_iter().flatten() {
            if let Some(at) = unknown.iter().position(|f| f == face) {
                known.push(unknown.remove(at));
            }
        }
        let mut out = stable(lying, unknown);
        out.extend(known);
        out
    }
}

#[cfg(test)]
mod tests;
