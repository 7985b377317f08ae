//! A game's zones by place: the one map from the game's own keys for the places of its table
//! (a hand, a castle, the deck) to their zone entities and back, with the seat shown at the
//! bottom and the order each hand's cards came in, and beside them what only the game follows
//! (`own`). It is the game's resource: `Places<Place, Face, Own>` under a name of its own.

use std::collections::{HashMap, HashSet};
use std::fmt::Debug;
use std::hash::Hash;

use bevy::prelude::*;
use rules_core::Seat;

use shell::screens::Screen;

use super::{Arrangement, Arrivals, Filling, HandPlaces, Holds, Zone, ZonesChanged};

/// A game's key for the places of its table (a hand, a castle, the deck): the zone's component,
/// and how each place lays its pieces out. Implemented by the game's own type, so that a game
/// says where things lie without methods of its own on the kit's [`Places`].
pub trait TablePlace: Component + Copy + Eq + Hash + Debug {
    /// A card's face as the game's hands show it (the faces [`Places::arrivals`] follows).
    type Face: Clone + PartialEq;
    /// What the game follows beside its zones ([`Places::own`]).
    type Own;

    /// How this place's zone lays its pieces out, at the table `places` describes (the seat at
    /// the bottom, the seats, what the game follows).
    fn arrangement(self, places: &Places<Self, Self::Face, Self::Own>) -> Arrangement;

    /// Where `seat`'s plate lies at the table `places` describes, for a game whose plates
    /// move with the bottom seat ([`super::follow_bottom`]); `None` leaves it where it is.
    fn plate(_seat: Seat, _places: &Places<Self, Self::Face, Self::Own>) -> Option<Vec2> {
        None
    }

    /// The place of `seat`'s hand, which keeps its places while its person decides
    /// ([`super::keep_hand_places`]); `None` for a game whose hands close up at once.
    fn hand(_seat: Seat) -> Option<Self> {
        None
    }
}

/// Every zone of a table by its place `P` (the game's key), the seat at the bottom, the order
/// each hand's cards (faces `F`) came in, and what the game follows besides (`X`).
#[derive(Resource, Debug)]
pub struct Places<P, F, X = ()> {
    /// The zone entity of each place.
    pub zones: HashMap<P, Entity>,
    /// The place of each zone entity: looked up for every piece a move may take.
    places: HashMap<Entity, P>,
    /// The seat at the bottom: the one the screen is seen from.
    pub bottom: Seat,
    /// The order each hand's cards came in, from the events.
    pub arrivals: Arrivals<F>,
    /// The seats at the table.
    pub players: usize,
    /// What the game follows besides.
    pub own: X,
    /// The viewer's hand by place while they decide.
    pub(super) hand: HandPlaces,
}

impl<P: Copy + Eq + Hash, F: Clone + PartialEq, X> Places<P, F, X> {
    /// No zone yet, `bottom` at the bottom of a table of `players` seats; `own` beside.
    pub fn new(bottom: Seat, players: usize, own: X) -> Self {
        Self {
            zones: HashMap::new(),
            places: HashMap::new(),
            bottom,
            arrivals: Arrivals::default(),
            players,
            own,
            hand: HandPlaces::default(),
        }
    }

    /// `zone` is the zone entity of `place`.
    pub fn insert(&mut self, place: P, zone: Entity) {
        self.zones.insert(place, zone);
        self.places.insert(zone, place);
    }

    /// The place of a zone entity.
    pub fn place_of(&self, zone: Entity) -> Option<P> {
        self.places.get(&zone).copied()
    }

    /// `seat`'s hand (`held`) in the order the table lays it, the order its cards came in
    /// (cards not followed yet last): the decision screen takes the cards not laid out yet in
    /// this order, so that its choices keep their places once they lie.
    pub fn in_hand_order(&self, seat: Seat, held: Vec<F>) -> Vec<F> {
        self.arrivals.newest_last(seat, held)
    }

    /// What a piece's move from zone `from` to zone `to` costs [`super::reconcile`]: nothing
    /// along a move the events named (`hinted`: from a place, or from anywhere, to a place),
    /// else the same for every move, so that the plan follows what happened.
    pub fn cost(&self, hinted: &HashSet<(Option<P>, P)>, from: Entity, to: Entity) -> u32 {
        let (Some(from), Some(to)) = (self.place_of(from), self.place_of(to)) else {
            return 10;
        };
        if hinted.contains(&(Some(from), to)) || hinted.contains(&(None, to)) {
            0
        } else {
            10
        }
    }
}

impl<P: Copy + Eq + Hash, F: Clone + PartialEq, X> Places<P, F, X> {
    /// A fill of `zones` ([`Filling`]) in which a flight the events named (`hinted`) costs
    /// nothing and any other the same ([`Places::cost`]), the moves marked in `changed`.
    pub fn filling<'a, 'w, 's>(
        &'a self,
        commands: &'a mut Commands<'w, 's>,
        zones: impl IntoIterator<Item = (Entity, Option<&'a Holds>)>,
        hinted: &'a HashSet<(Option<P>, P)>,
        changed: &'a mut ZonesChanged,
    ) -> Filling<'a, 'w, 's, impl Fn(Entity, Entity) -> u32 + 'a> {
        let cost = move |from: Entity, to: Entity| self.cost(hinted, from, to);
        Filling::new(commands, zones, cost, changed)
    }
}

impl<P: TablePlace> Places<P, P::Face, P::Own> {
    /// How `place`'s zone lays its pieces out ([`TablePlace::arrangement`]).
    pub fn arrangement(&self, place: P) -> Arrangement {
        place.arrangement(self)
    }

    /// Spawns a zone for each of `places`, laid out as each place says, and keeps them: a
    /// table's zones, made once as its match comes to the table, gone when the match screen
    /// closes.
    pub fn spawn_zones(&mut self, commands: &mut Commands, places: impl IntoIterator<Item = P>) {
        for place in places {
            let zone = commands
                .spawn((
                    Name::new(format!("Zone {place:?}")),
                    place,
                    Zone::new(self.arrangement(place)),
                    DespawnOnExit(Screen::Match),
                ))
                .id();
            self.insert(place, zone);
        }
    }
}

/// What each zone holds now, by zone, as its pieces' faces in slot order: what a game reads
/// to lay a hand out in the order it lies ([`Arrivals::lay`]).
pub fn faces_by_zone<F: Clone>(current: &[(Entity, Vec<(Entity, F)>)]) -> HashMap<Entity, Vec<F>> {
    current
        .iter()
        .map(|(z, pieces)| (*z, pieces.iter().map(|(_, f)| f.clone()).collect()))
        .collect()
}

/// Where `seat` sits along the top of the table when `bottom` sits at the bottom: the centre (x)
/// of its share of a row `width` wide, centred on the table, the seats in turn order after the
/// bottom seat from left to right (clockwise round the table). `None` for the bottom seat.
pub fn along_the_top(seat: Seat, bottom: Seat, players: usize, width: f32) -> Option<f32> {
    if seat == bottom {
        return None;
    }
    let others = players.saturating_sub(1).max(1) as f32;
    let order = (seat + players - bottom) % players - 1;
    Some(-width / 2.0 + width / others * (order as f32 + 0.5))
}

/// Where a seat's plate (or kingdom) and hand lie, as seen from the seat at the bottom.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SeatPlace {
    /// Whether this is the seat at the bottom (large hand, face up to its person).
    pub own: bool,
    /// The plate's centre.
    pub plate: Vec2,
    /// The hand's centre.
    pub hand: Vec2,
}

/// Where a game seats its players: the bottom seat's plate and hand where it says, the others
/// along the top of the table ([`along_the_top`]), each at the same offsets from its share of
/// the row.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SeatLayout {
    /// The bottom seat's plate and hand.
    pub own_plate: Vec2,
    pub own_hand: Vec2,
    /// How wide the row of the other seats is.
    pub width: f32,
    /// Another seat's plate and hand: x from the centre of its share of the row, y the height.
    pub other_plate: Vec2,
    pub other_hand: Vec2,
}

impl SeatLayout {
    /// Where `seat` sits, with `bottom` at the bottom of `players` seats.
    pub fn place(&self, seat: Seat, bottom: Seat, players: usize) -> SeatPlace {
        match along_the_top(seat, bottom, players, self.width) {
            None => SeatPlace {
                own: true,
                plate: self.own_plate,
                hand: self.own_hand,
            },
            Some(x) => SeatPlace {
                own: false,
                plate: self.other_plate + Vec2::X * x,
                hand: self.other_hand + Vec2::X * x,
            },
        }
    }
}
