//! What each zone should hold, read from the view, and which way the events say the pieces went.

use std::collections::{HashMap, HashSet};

use bevy::prelude::*;
use castle_lords_rules::{Crown, Event, Observation};
use rules_core::Seat;

use crate::Seen;
use table::zones::{self, Arrivals, FollowEvents};

use super::{BannerOf, CardFace, Held, Place, Places, TagOf};

/// What the seats at this screen may see now: the observation of the seat at the bottom, its
/// hand shown only when it is the viewer's.
pub struct View {
    /// The observation of the bottom seat.
    pub observation: Observation,
    /// Whether its hand shows (it is the viewer's).
    pub hand_shown: bool,
    /// In a replay, every seat's hand, by seat: all lie face up.
    pub open_hands: Vec<castle_lords_rules::Cards>,
}

impl View {
    /// The view of what the screen sees, from its seat at the bottom, shown to `viewer`.
    pub fn of(seen: &Seen, viewer: Option<Seat>) -> View {
        View {
            observation: seen.observation.clone(),
            hand_shown: viewer == Some(seen.seat),
            open_hands: seen.open_hands.iter().map(|o| o.hand).collect(),
        }
    }
}

/// Castle Lords' events: the cards into and out of the hands ([`arrive`]), the moves each names
/// as the viewer may see it ([`hints`]); a hand's deal sends many cards at once.
impl FollowEvents for Place {
    type Event = Event;

    fn arrive(arrivals: &mut Arrivals<CardFace>, event: &Event) {
        arrive(arrivals, event);
    }

    fn hints(
        event: &Event,
        viewer: Option<Seat>,
        held: &Held,
        out: &mut HashSet<(Option<Place>, Place)>,
    ) {
        hints(&event.seen_by(viewer.as_slice()), held.boxes, out);
    }

    fn deals(event: &Event) -> bool {
        matches!(event, Event::Dealt { .. } | Event::HandStarted { .. })
    }
}

/// Follows the cards into and out of the hands (cards the screen may not see included: a hand
/// is laid in this order only when shown).
fn arrive(arrivals: &mut Arrivals<CardFace>, event: &Event) {
    match event {
        Event::HandStarted { .. } => arrivals.clear(),
        Event::Dealt { hands } => {
            for (s, hand) in hands.iter().enumerate() {
                arrivals.arrive(s, hand.iter().flatten().map(|c| CardFace(Some(*c))));
            }
        }
        Event::Drew {
            seat,
            card: Some(card),
        } => arrivals.arrive(*seat, [CardFace(Some(*card))]),
        Event::Exchanged {
            seat,
            with,
            gave,
            got,
            ..
        } => {
            arrivals.arrive(*with, [CardFace(Some(*gave))]);
            arrivals.arrive(*seat, [CardFace(Some(*got))]);
        }
        Event::ProposalReturned { seat, card } => arrivals.arrive(*seat, [CardFace(Some(*card))]),
        Event::DefendersToHand { seat, cards, .. } => {
            arrivals.arrive(*seat, cards.iter().map(|c| CardFace(Some(*c))));
        }
        Event::Offered { seat, card }
        | Event::Proposed { seat, card }
        | Event::ArmyCardAdded { seat, card }
        | Event::Discarded { seat, card, .. } => arrivals.leave(*seat, &CardFace(Some(*card))),
        Event::HandDiscarded { seat, cards } => {
            for card in cards {
                arrivals.leave(*seat, &CardFace(Some(*card)));
            }
        }
        _ => {}
    }
}

/// What every card zone should show.
pub(super) fn wanted_cards(
    view: &View,
    places: &Places,
    current: &HashMap<Entity, Vec<CardFace>>,
) -> Vec<(Entity, Vec<CardFace>)> {
    let o = &view.observation;
    let now = |place: Place| -> &[CardFace] {
        current
            .get(&places.zones[&place])
            .map_or(&[], |v| v.as_slice())
    };
    let faces = |cards: &castle_lords_rules::Cards| -> Vec<CardFace> {
        cards.iter().map(|c| CardFace(Some(c))).collect()
    };
    let mut out = vec![
        (
            places.zones[&Place::Deck],
            vec![CardFace(None); o.deck_size],
        ),
        (
            places.zones[&Place::Dungeon],
            zones::stable(now(Place::Dungeon), faces(&o.dungeon)),
        ),
        (
            places.zones[&Place::Offer],
            o.offer.map(|c| CardFace(Some(c))).into_iter().collect(),
        ),
        (
            places.zones[&Place::Army],
            zones::stable(now(Place::Army), faces(&o.army)),
        ),
    ];
    for s in 0..places.players {
        let hand = if s == o.seat && view.hand_shown {
            places.arrivals.lay(s, faces(&o.hand), now(Place::Hand(s)))
        } else if let Some(open) = view.open_hands.get(s) {
            places.arrivals.lay(s, faces(open), now(Place::Hand(s)))
        } else {
            vec![CardFace(None); o.hand_sizes[s]]
        };
        out.push((places.zones[&Place::Hand(s)], hand));
        out.push((
            places.zones[&Place::Proposal(s)],
            o.proposals[s]
                .map(|c| CardFace(Some(c)))
                .into_iter()
                .collect(),
        ));
    }
    for (c, castle) in o.castles.iter().enumerate() {
        let place = Place::Castle(c as u8);
        out.push((
            places.zones[&place],
            zones::stable(now(place), faces(&castle.defenders)),
        ));
    }
    out
}

pub(super) fn wanted_banners(o: &Observation, places: &Places) -> Vec<(Entity, Vec<BannerOf>)> {
    let mut out = Vec::new();
    for s in 0..places.players {
        out.push((
            places.zones[&Place::Reserve(s)],
            vec![BannerOf(s); o.reserve[s] as usize],
        ));
    }
    let mut dungeon = Vec::new();
    for (s, n) in o.dungeon_banners.iter().enumerate() {
        dungeon.extend(std::iter::repeat_n(BannerOf(s), *n as usize));
    }
    out.push((places.zones[&Place::DungeonBanners], dungeon));
    for (c, castle) in o.castles.iter().enumerate() {
        for (b, holder) in castle.boxes.iter().enumerate() {
            out.push((
                places.zones[&Place::Box(c as u8, b as u8)],
                holder.map(BannerOf).into_iter().collect(),
            ));
        }
    }
    out
}

pub(super) fn wanted_crowns(o: &Observation, places: &Places) -> Vec<(Entity, Vec<Crown>)> {
    (0..places.players)
        .map(|s| {
            let c = o.crowns[s];
            let mut list = vec![Crown::King; c.king as usize];
            list.extend(vec![Crown::Duke; c.duke as usize]);
            list.extend(vec![Crown::Hand; c.hand as usize]);
            (places.zones[&Place::Crowns(s)], list)
        })
        .collect()
}

pub(super) fn wanted_tags(o: &Observation, places: &Places) -> Vec<(Entity, Vec<TagOf>)> {
    let controllers: Vec<Option<Seat>> = (0..o.castles.len()).map(|c| o.controller(c)).collect();
    let mut out: Vec<(Entity, Vec<TagOf>)> = (0..places.players)
        .map(|s| {
            let held = (0..o.castles.len())
                .filter(|&c| controllers[c] == Some(s))
                .map(|c| TagOf(c as u8))
                .collect();
            (places.zones[&Place::Lordships(s)], held)
        })
        .collect();
    for (c, holder) in controllers.iter().enumerate() {
        out.push((
            places.zones[&Place::TagHome(c as u8)],
            holder
                .is_none()
                .then_some(TagOf(c as u8))
                .into_iter()
                .collect(),
        ));
    }
    out
}

/// The moves an event stands for, as (from, to) places; `None` from: anywhere.
fn hints(event: &Event, boxes: usize, out: &mut HashSet<(Option<Place>, Place)>) {
    use Place::*;
    let mut hint = |from: Option<Place>, to: Place| {
        out.insert((from, to));
    };
    match event {
        Event::HandStarted { .. } => {
            hint(None, Deck);
        }
        Event::Dealt { hands } => {
            for s in 0..hands.len() {
                hint(Some(Deck), Hand(s));
            }
        }
        Event::Drew { seat, .. } => hint(Some(Deck), Hand(*seat)),
        Event::Offered { seat, .. } => hint(Some(Hand(*seat)), Offer),
        Event::Proposed { seat, .. } => hint(Some(Hand(*seat)), Proposal(*seat)),
        Event::Exchanged { seat, with, .. } => {
            hint(Some(Offer), Hand(*with));
            hint(Some(Proposal(*with)), Hand(*seat));
        }
        Event::ProposalReturned { seat, .. } => hint(Some(Proposal(*seat)), Hand(*seat)),
        Event::OfferToDungeon { .. } => hint(Some(Offer), Dungeon),
        Event::ArmyCardAdded { seat, .. } => hint(Some(Hand(*seat)), Army),
        Event::ArmyPlayed { castle, .. } => hint(Some(Army), Castle(*castle)),
        Event::DefendersToDungeon { castle, .. } => hint(Some(Castle(*castle)), Dungeon),
        Event::DefendersToHand { castle, seat, .. } => hint(Some(Castle(*castle)), Hand(*seat)),
        Event::BannerPlaced { seat, castle } => hint(Some(Reserve(*seat)), Box(*castle, 0)),
        Event::BannerMoved {
            castle, from_box, ..
        } => hint(
            Some(Box(*castle, from_box.saturating_sub(1) as u8)),
            Box(*castle, 0),
        ),
        Event::BannersShifted { castle, .. } => {
            for b in 0..boxes.saturating_sub(1) {
                hint(Some(Box(*castle, b as u8)), Box(*castle, b as u8 + 1));
            }
        }
        Event::BannerToDungeon { castle, .. } => hint(
            Some(Box(*castle, boxes.saturating_sub(1) as u8)),
            DungeonBanners,
        ),
        Event::BannerReclaimed { seat } => hint(Some(DungeonBanners), Reserve(*seat)),
        Event::Discarded { seat, .. } | Event::HandDiscarded { seat, .. } => {
            hint(Some(Hand(*seat)), Dungeon)
        }
        Event::CastleCaptured {
            castle,
            seat: Some(seat),
            previous,
        } => {
            let from = match previous {
                Some(p) => Lordships(*p),
                None => TagHome(*castle),
            };
            hint(Some(from), Lordships(*seat));
        }
        _ => {}
    }
}
