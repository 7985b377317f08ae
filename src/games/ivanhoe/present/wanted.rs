//! What each zone should hold, read from what the screen sees, and which way the events say the
//! pieces went.

use std::collections::{HashMap, HashSet};

use bevy::prelude::*;
use ivanhoe_rules::events::Origin;
use ivanhoe_rules::{Card, Colour, Event, FaceUp, Observation, Play};
use rules_core::Seat;

use table::zones::{Arrivals, FollowEvents};

use super::super::cards::CardFace;
use super::{Follow, Place, Places, left_in_pool};

/// What the screen shows of the match beside the observation: whose hand is face up.
pub(super) struct Shown<'a> {
    /// The seat whose hand the viewer holds, if the viewer is that seat.
    pub own: Option<Seat>,
    /// A replay's every seat's observation: every hand face up.
    pub open_hands: &'a [Observation],
    /// A hand shown to everyone for a moment.
    pub revealed: Option<(Seat, &'a [Card])>,
    /// The match is over: every hand the screen knows lies face up.
    pub over: bool,
}

/// Ivanhoe's events: the cards into and out of the hands ([`arrive`]), the moves each names
/// ([`hints`]); a deal or a shuffle sends many cards at once.
impl FollowEvents for Place {
    type Event = Event;

    fn arrive(arrivals: &mut Arrivals<CardFace>, event: &Event) {
        arrive(arrivals, event);
    }

    fn hints(
        event: &Event,
        _: Option<Seat>,
        _: &Follow,
        out: &mut HashSet<(Option<Place>, Place)>,
    ) {
        hints(event, out);
    }

    fn deals(event: &Event) -> bool {
        matches!(event, Event::Dealt { .. } | Event::DeckShuffled { .. })
    }
}

/// Follows the cards into and out of the hands, so that a shown hand lies in the order its
/// cards came (cards the screen may not see are not followed: such a hand lies face down).
fn arrive(arrivals: &mut Arrivals<CardFace>, event: &Event) {
    let face = |card: Card| CardFace(Some(card));
    match event {
        Event::Dealt { hands, .. } => {
            arrivals.clear();
            for (s, hand) in hands.iter().enumerate() {
                arrivals.arrive(s, hand.iter().flatten().map(|c| face(*c)));
            }
        }
        Event::Drew {
            seat,
            card: Some(card),
        } => arrivals.arrive(*seat, [face(*card)]),
        Event::CardPlayed { seat, card } => arrivals.leave(*seat, &face(*card)),
        Event::ActionPlayed { seat, play } => arrivals.leave(*seat, &face(play.card())),
        Event::ActionCancelled { by, .. } => arrivals.leave(*by, &face(Card::Ivanhoe)),
        Event::CardRetreated { seat, card, .. } => arrivals.arrive(*seat, [face(*card)]),
        Event::CardTaken {
            from,
            to,
            card: Some(card),
        } => {
            arrivals.leave(*from, &face(*card));
            arrivals.arrive(*to, [face(*card)]);
        }
        _ => {}
    }
}

/// What every card zone should show: the piles, the pending Shield or Stunned, and each seat's
/// hand (face up where `shown` says, laid in the order its cards came), display, Shield and
/// Stunned.
pub(super) fn wanted_cards(
    o: &Observation,
    shown: &Shown,
    places: &Places,
    current: &HashMap<Entity, Vec<CardFace>>,
) -> Vec<(Entity, Vec<CardFace>)> {
    let faces = |cards: &mut dyn Iterator<Item = Card>| cards.map(|c| CardFace(Some(c))).collect();
    let zone = |place: Place| places.zones[&place];
    let now = |place: Place| -> &[CardFace] {
        current
            .get(&places.zones[&place])
            .map_or(&[], |v| v.as_slice())
    };
    let pending: Vec<CardFace> = (o.pending.as_ref())
        .filter(|p| matches!(p.play, Play::Shield | Play::Stunned(_)))
        .map(|p| CardFace(Some(p.play.card())))
        .into_iter()
        .collect();
    let mut out = vec![
        (zone(Place::Deck), vec![CardFace(None); o.deck_size]),
        (zone(Place::Discard), faces(&mut o.discard.iter().copied())),
        (zone(Place::Pending), pending),
    ];
    for s in 0..places.players {
        let size = o.hand_sizes[s];
        let held: Option<Vec<Card>> = if shown.own == Some(s) && s == o.seat {
            Some(o.hand.iter().collect())
        } else if let Some(open) = shown.open_hands.get(s) {
            Some(open.hand.iter().collect())
        } else if let Some((_, hand)) = shown.revealed.filter(|(r, h)| *r == s && h.len() == size) {
            Some(hand.to_vec())
        } else if shown.over {
            // What the screen knows of the hand, the rest face down.
            let known: Vec<Card> = o
                .known_hands
                .get(s)
                .map_or(Vec::new(), |k| k.iter().collect());
            (known.len() == size).then_some(known)
        } else {
            None
        };
        let hand = match held {
            Some(held) => {
                let held = held.into_iter().map(|c| CardFace(Some(c))).collect();
                places.arrivals.lay(s, held, now(Place::Hand(s)))
            }
            None => vec![CardFace(None); size],
        };
        let one = |card: Card, here: bool| -> Vec<CardFace> {
            if here {
                vec![CardFace(Some(card))]
            } else {
                Vec::new()
            }
        };
        out.extend([
            (zone(Place::Hand(s)), hand),
            (
                zone(Place::Display(s)),
                faces(&mut o.displays[s].iter().copied()),
            ),
            (
                zone(Place::Shield(s)),
                one(Card::Shield, o.shield == Some(s)),
            ),
            (
                zone(Place::Stunned(s)),
                one(Card::Stunned, o.stunned == Some(s)),
            ),
        ]);
    }
    out
}

/// What every row of tokens should hold: the pool stacked by colour, each seat's row the colours
/// it has won, in colour order.
pub(super) fn wanted_tokens(o: &Observation, places: &Places) -> Vec<(Entity, Vec<Colour>)> {
    let won = &o.tokens;
    let mut out: Vec<(Entity, Vec<Colour>)> = Colour::ALL
        .into_iter()
        .map(|colour| {
            let stack = places.zones[&Place::Pool(colour.index() as u8)];
            (stack, vec![colour; left_in_pool(won, colour)])
        })
        .collect();
    for (seat, held) in won.iter().enumerate() {
        if let Some(row) = places.zones.get(&Place::Tokens(seat)) {
            out.push((*row, held.colours().collect()));
        }
    }
    out
}

/// The place of a face-up card named by an Outwit.
fn face_up_place(seat: Seat, at: FaceUp) -> Place {
    match at {
        FaceUp::Display(_) => Place::Display(seat),
        FaceUp::Shield => Place::Shield(seat),
        FaceUp::Stunned => Place::Stunned(seat),
    }
}

/// The moves an event names, as (from, to) places (`None`: from anywhere), so that the table
/// flies the cards the event moved, not others that merely look the same.
fn hints(event: &Event, out: &mut HashSet<(Option<Place>, Place)>) {
    let mut hint = |from: Place, to: Place| {
        out.insert((Some(from), to));
    };
    match event {
        Event::Dealt { hands, .. } => {
            for s in 0..hands.len() {
                hint(Place::Deck, Place::Hand(s));
            }
        }
        Event::DeckShuffled { .. } => hint(Place::Discard, Place::Deck),
        Event::Drew { seat, .. } => hint(Place::Deck, Place::Hand(*seat)),
        Event::CardPlayed { seat, .. } => hint(Place::Hand(*seat), Place::Display(*seat)),
        Event::ActionPlayed { seat, play } => {
            let to = if matches!(play, Play::Shield | Play::Stunned(_)) {
                Place::Pending
            } else {
                Place::Discard
            };
            hint(Place::Hand(*seat), to);
        }
        Event::ActionCancelled { by, .. } => {
            hint(Place::Pending, Place::Discard);
            hint(Place::Hand(*by), Place::Discard);
        }
        Event::Discarded { seat, from, .. } => {
            let from = match from {
                Origin::Display(_) => Place::Display(*seat),
                Origin::Shield => Place::Shield(*seat),
                Origin::Stunned => Place::Stunned(*seat),
            };
            hint(from, Place::Discard);
        }
        Event::CardMoved { from, to, .. } => hint(Place::Display(*from), Place::Display(*to)),
        Event::CardRetreated { seat, .. } => hint(Place::Display(*seat), Place::Hand(*seat)),
        Event::CardTaken { from, to, .. } => hint(Place::Hand(*from), Place::Hand(*to)),
        Event::Swapped {
            seat,
            mine,
            target,
            theirs,
            my_card_to,
            their_card_to,
            ..
        } => {
            hint(
                face_up_place(*seat, *mine),
                face_up_place(*target, *my_card_to),
            );
            hint(
                face_up_place(*target, *theirs),
                face_up_place(*seat, *their_card_to),
            );
        }
        Event::ShieldPlaced { seat } => hint(Place::Pending, Place::Shield(*seat)),
        Event::StunnedPlaced { seat, .. } => hint(Place::Pending, Place::Stunned(*seat)),
        _ => {}
    }
    // Whatever leaves the table goes to the discard pile.
    out.insert((None, Place::Discard));
}
