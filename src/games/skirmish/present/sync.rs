//! After each decision: the zones filled from the view (the kit flies what moved), the bottom seat
//! followed, and cards redrawn when their face changes.

use std::collections::{HashMap, HashSet};

use bevy::prelude::*;
use bevy::sprite::Anchor;
use rules_core::Seat;
use skirmish_rules::{Event, Observation};

use shell::art::{self, Art};
use table::faces::{DrawFace, Pen};
use table::zones::{self, Arrivals, FollowEvents, Holds, News, ZonesChanged};

use super::super::layout::{self, CARD_SIZE};
use super::super::{Skirmish, look};
use super::{Place, Places, SkFace, spawn_card};

/// Follows the engine: each event as a hint of what flies where, then every zone filled from
/// what the screen sees.
pub(super) fn sync(
    mut commands: Commands,
    mut news: News<Skirmish>,
    mut places: ResMut<Places>,
    zone_query: Query<(Entity, Option<&Holds>), With<Place>>,
    cards: zones::FacePieces<SkFace>,
    mut changed: ResMut<ZonesChanged>,
    pictures: Res<Art>,
) {
    let followed = news.follow(&mut places);
    if !followed.changed {
        return;
    }
    let (seen, viewer) = (&news.seen, &news.viewer);
    let hand_shown = viewer.0 == Some(seen.seat);
    let mut fill = places.filling(&mut commands, zone_query, &followed.hinted, &mut changed);
    fill.fill(
        &cards,
        |by_zone| {
            wanted(
                &seen.observation,
                hand_shown,
                &seen.open_hands,
                &places,
                by_zone,
            )
        },
        // A back may turn out to be any card, and a card may turn face down.
        |from: &SkFace, to: &SkFace| from.0.is_none() || to.0.is_none() || from == to,
        if followed.dealt { 0.05 } else { 0.12 },
        |commands, _| {
            spawn_card(
                commands,
                &pictures,
                layout::pile(layout::DECK_AT).place(0, 1),
            )
        },
    );
}

/// Skirmish's events: the cards into and out of the hands (the hidden ones too: a hand is laid
/// in this order only when shown), and the moves each names, so that the table flies the cards
/// the event moved, not others that merely look the same.
impl FollowEvents for Place {
    type Event = Event;

    fn arrive(arrivals: &mut Arrivals<SkFace>, event: &Event) {
        match event {
            Event::Dealt { hands } => {
                arrivals.clear();
                for (s, hand) in hands.iter().enumerate() {
                    arrivals.arrive(s, hand.iter().flatten().map(|c| SkFace(Some(*c))));
                }
            }
            Event::Drew {
                seat,
                card: Some(card),
            } => arrivals.arrive(*seat, [SkFace(Some(*card))]),
            Event::Played { seat, play } => {
                for card in play.cards() {
                    arrivals.leave(*seat, &SkFace(Some(card)));
                }
            }
            _ => {}
        }
    }

    fn hints(event: &Event, _: Option<Seat>, _: &(), out: &mut HashSet<(Option<Place>, Place)>) {
        let mut hint = |from: Option<Place>, to: Place| {
            out.insert((from, to));
        };
        match event {
            Event::Dealt { hands } => {
                for s in 0..hands.len() {
                    hint(Some(Place::Deck), Place::Hand(s));
                }
            }
            Event::Drew { seat, .. } => hint(Some(Place::Deck), Place::Hand(*seat)),
            Event::Played { seat, .. } => hint(Some(Place::Hand(*seat)), Place::Played),
            Event::Discarded { .. } => hint(Some(Place::Played), Place::Discard),
            _ => {}
        }
    }

    fn deals(event: &Event) -> bool {
        matches!(event, Event::Dealt { .. })
    }
}

/// What every zone should show: the hands face down but the viewer's (`hand_shown`) and those
/// of `open_hands` (a replay's, every seat's observation).
fn wanted(
    o: &Observation,
    hand_shown: bool,
    open_hands: &[Observation],
    places: &Places,
    current: &HashMap<Entity, Vec<SkFace>>,
) -> Vec<(Entity, Vec<SkFace>)> {
    let zone = |place: Place| places.zones[&place];
    let faces = |cards: &skirmish_rules::Cards| cards.iter().map(|c| SkFace(Some(c))).collect();
    let played = o.pending.map_or(Vec::new(), |play| {
        play.cards().map(|c| SkFace(Some(c))).collect()
    });
    let mut out = vec![
        (zone(Place::Deck), vec![SkFace::default(); o.deck_size]),
        (
            zone(Place::Discard),
            o.discard.iter().map(|&c| SkFace(Some(c))).collect(),
        ),
        (zone(Place::Played), played),
    ];
    for s in 0..places.players {
        let lying = current
            .get(&zone(Place::Hand(s)))
            .map_or(&[][..], |v| v.as_slice());
        let hand = if s == o.seat && hand_shown {
            places.arrivals.lay(s, faces(&o.hand), lying)
        } else if let Some(open) = open_hands.get(s) {
            places.arrivals.lay(s, faces(&open.hand), lying)
        } else {
            vec![SkFace::default(); o.hand_sizes[s]]
        };
        out.push((zone(Place::Hand(s)), hand));
    }
    out
}

/// A card as the table draws it: the value's colour, its digit in the corner and large in the
/// middle, its pips at the foot; or the back.
impl DrawFace for SkFace {
    type Context = ();

    fn draw(&self, commands: &mut Commands, root: Entity, pen: &Pen, _: &()) {
        let half = CARD_SIZE / 2.0;
        let Some(card) = self.0 else {
            let hue = Color::srgb(0.18, 0.20, 0.34);
            let emblem = pen.art.common("laurels");
            art::card_back(commands, pen.art, root, CARD_SIZE, hue, emblem, 46.0);
            return;
        };
        let colour = look::card_ink(card);
        art::card_face(
            commands,
            pen.art,
            root,
            CARD_SIZE,
            look::card_hue(card),
            colour,
        );
        let text = |value: String, size: f32, font: &Handle<Font>| {
            (
                Text2d::new(value),
                TextFont::from_font_size(size).with_font(font.clone()),
                TextColor(colour),
                Pickable::IGNORE,
            )
        };
        // The corner reads in a fan; the middle says the value large, the pips under it.
        commands.spawn((
            ChildOf(root),
            text(look::card_mark(card), 26.0, &pen.fonts.regular),
            Anchor::TOP_LEFT,
            Transform::from_xyz(-half.x + 6.0, half.y - 2.0, 0.1),
        ));
        commands.spawn((
            ChildOf(root),
            text(look::card_mark(card), 48.0, &pen.fonts.display),
            Transform::from_xyz(4.0, 6.0, 0.1),
        ));
        commands.spawn((
            ChildOf(root),
            text(look::card_pips(card), 11.0, &pen.fonts.regular),
            Transform::from_xyz(0.0, -half.y + 14.0, 0.1),
        ));
    }
}
