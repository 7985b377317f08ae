//! What each zone should hold, read from the view, and which way the events say the pieces went.

use std::collections::{HashMap, HashSet};

use bevy::prelude::*;
use knights_ninjas_rules::{Card, Event, Observation, Play};
use rules_core::Seat;

use table::zones::{Arrivals, FollowEvents};

use super::{FORTS, Gem, KnFace, Place, Places};
use crate::gem_colours::GemColours;

pub(super) fn play_faces(play: &Play) -> Vec<KnFace> {
    play.physical()
        .map(|c| KnFace::played(c, play.role))
        .collect()
}

/// Of Knights and Ninjas' events: the cards into and out of the hands ([`arrive`]), the moves
/// each names as the viewer may see it ([`hints`]); a deal or a reshuffle sends many at once.
impl FollowEvents for Place {
    type Event = Event;

    fn arrive(arrivals: &mut Arrivals<KnFace>, event: &Event) {
        arrive(arrivals, event);
    }

    fn hints(
        event: &Event,
        viewer: Option<Seat>,
        _: &GemColours,
        out: &mut HashSet<(Option<Place>, Place)>,
    ) {
        hints(&event.seen_by(viewer.as_slice()), out);
    }

    fn deals(event: &Event) -> bool {
        matches!(event, Event::Dealt { .. } | Event::Reshuffled { .. })
    }
}

/// Follows the cards into and out of the hands (cards the screen may not see included: a hand
/// is laid in this order only when shown).
fn arrive(arrivals: &mut Arrivals<KnFace>, event: &Event) {
    let leave = |arrivals: &mut Arrivals<KnFace>, seat: Seat, play: &Play| {
        for card in play.physical() {
            arrivals.leave(seat, &KnFace::of(card));
        }
    };
    match event {
        Event::Dealt { hands, .. } => {
            arrivals.clear();
            for (s, hand) in hands.iter().enumerate() {
                arrivals.arrive(s, hand.iter().flatten().map(|c| KnFace::of(*c)));
            }
        }
        Event::Drew {
            seat,
            card: Some(card),
        } => arrivals.arrive(*seat, [KnFace::of(*card)]),
        Event::TakenByPrincess { by, card, .. } => arrivals.arrive(*by, [KnFace::of(*card)]),
        Event::Discarded { seat, card } => arrivals.leave(*seat, &KnFace::of(*card)),
        Event::Fortified { seat, play }
        | Event::Responded { seat, play }
        | Event::AttackPlayed {
            attacker: seat,
            play,
            ..
        }
        | Event::HighwaymanSteal { by: seat, play, .. } => leave(arrivals, *seat, play),
        _ => {}
    }
}

/// What every card zone should show: the hands face down but the viewer's (`hand_shown`), and
/// those of `open_hands` (a replay's, every seat's observation).
pub(super) fn wanted_cards(
    o: &Observation,
    hand_shown: bool,
    open_hands: &[Observation],
    places: &Places,
    current: &HashMap<Entity, Vec<KnFace>>,
) -> Vec<(Entity, Vec<KnFace>)> {
    let now = |place: Place| -> &[KnFace] {
        current
            .get(&places.zones[&place])
            .map_or(&[], |v| v.as_slice())
    };
    let zone = |place: Place| places.zones[&place];
    let mut ladders = Vec::new();
    let mut attack = Vec::new();
    let mut traitors = Vec::new();
    let mut response = Vec::new();
    if let Some(a) = &o.attack {
        ladders.extend(a.ladders.iter().flat_map(play_faces));
        if let Some(x) = &a.exchange {
            attack = play_faces(&x.play);
            traitors.extend(x.traitors.iter().flat_map(|p| play_faces(&p.play)));
            if let Some(r) = &x.response {
                response = play_faces(&r.play);
            }
        }
    }
    let highwaymen: Vec<KnFace> = o
        .motion
        .iter()
        .flat_map(|m| m.highwaymen.iter().flat_map(|p| play_faces(&p.play)))
        .collect();
    let mut out = vec![
        (zone(Place::Deck), vec![KnFace::default(); o.deck_size]),
        (
            zone(Place::Discard),
            o.discard.iter().map(|&c| KnFace::of(c)).collect(),
        ),
        (zone(Place::Ladders), ladders),
        (zone(Place::Attack), attack),
        (zone(Place::Traitors), traitors),
        (zone(Place::Response), response),
        (zone(Place::Highwaymen), highwaymen),
    ];
    for s in 0..places.players {
        let hand = if s == o.seat && hand_shown {
            let held = o.hand.iter().map(KnFace::of).collect();
            places.arrivals.lay(s, held, now(Place::Hand(s)))
        } else if let Some(open) = open_hands.get(s) {
            let held = open.hand.iter().map(KnFace::of).collect();
            places.arrivals.lay(s, held, now(Place::Hand(s)))
        } else {
            vec![KnFace::default(); o.hand_sizes[s]]
        };
        out.push((zone(Place::Hand(s)), hand));
        let k = &o.kingdoms[s];
        for (i, role) in FORTS.into_iter().enumerate() {
            let face = k.slot(role).map(|c| KnFace::played(c, role));
            out.push((zone(Place::Fort(s, i as u8)), face.into_iter().collect()));
        }
    }
    out
}

pub(super) fn wanted_gems(o: &Observation, places: &Places) -> Vec<(Entity, Vec<Gem>)> {
    let colours = |seats: Vec<Seat>| seats.into_iter().map(Gem).collect();
    let mut out: Vec<(Entity, Vec<Gem>)> = (0..places.players)
        .map(|s| {
            (
                places.zones[&Place::Gems(s)],
                colours(places.own.kingdom(s, o.kingdoms[s].gems as usize)),
            )
        })
        .collect();
    let moving = o.motion.as_ref().map_or(Vec::new(), |m| {
        places.own.in_motion(m.from, m.gems as usize)
    });
    out.push((places.zones[&Place::Flight], colours(moving)));
    out
}

/// The moves an event names, as (from, to) places (`None`: from anywhere), so that the table
/// flies the pieces the event moved, not others that merely look the same.
fn hints(event: &Event, out: &mut HashSet<(Option<Place>, Place)>) {
    let mut hint = |from: Option<Place>, to: Place| {
        out.insert((from, to));
    };
    match event {
        Event::Dealt { hands, .. } => {
            for s in 0..hands.len() {
                hint(Some(Place::Deck), Place::Hand(s));
            }
        }
        Event::Drew { seat, .. } => hint(Some(Place::Deck), Place::Hand(*seat)),
        Event::Reshuffled { .. } => hint(Some(Place::Discard), Place::Deck),
        Event::Fortified { seat, play } => {
            if let Some(i) = FORTS.iter().position(|&r| r == play.role) {
                hint(Some(Place::Hand(*seat)), Place::Fort(*seat, i as u8));
            }
        }
        Event::Discarded { seat, .. } => hint(Some(Place::Hand(*seat)), Place::Discard),
        Event::AttackPlayed { attacker, play, .. } => {
            let to = if play.role == Card::Ladder {
                Place::Ladders
            } else {
                Place::Attack
            };
            hint(Some(Place::Hand(*attacker)), to);
        }
        Event::Responded { seat, play } => {
            let to = if play.role == Card::Traitor {
                Place::Traitors
            } else {
                Place::Response
            };
            hint(Some(Place::Hand(*seat)), to);
        }
        Event::Traitored { by, .. } => hint(Some(Place::Hand(*by)), Place::Traitors),
        Event::TakenByPrincess { by, .. } => {
            hint(Some(Place::Attack), Place::Hand(*by));
            hint(Some(Place::Hand(*by)), Place::Discard);
        }
        Event::GemsTaken { from, .. } => hint(Some(Place::Gems(*from)), Place::Flight),
        Event::HighwaymanSteal { by, .. } => hint(Some(Place::Hand(*by)), Place::Highwaymen),
        Event::GemsArrived { seat, .. } => hint(Some(Place::Flight), Place::Gems(*seat)),
        _ => {}
    }
    // Whatever leaves the table goes to the discard pile.
    hint(None, Place::Discard);
}
