//! After each decision: the zones filled from the view (the kit flies what moved), the bottom seat
//! followed, and cards redrawn when their face changes.

use std::collections::{HashMap, HashSet};

use bevy::prelude::*;
use bevy::sprite::Anchor;
use skirmish_rules::{Event, Observation};

use shell::art::{self, Art};
use table::faces::{DrawFace, Pen};
use table::zones::{self, Arrivals, Holds, ZonesChanged};
use table::{TableReset, Viewer};

use super::super::layout::{self, CARD_SIZE};
use super::super::{Seen, TableEvent, look};
use super::{Place, Places, SkFace, spawn_card};

/// Follows the engine: each event as a hint of what flies where, then every zone filled from
/// what the screen sees.
#[allow(clippy::too_many_arguments)]
pub(super) fn sync(
    mut commands: Commands,
    seen: Res<Seen>,
    viewer: Res<Viewer>,
    mut events: MessageReader<TableEvent>,
    mut places: ResMut<Places>,
    zone_query: Query<(Entity, Option<&Holds>), With<Place>>,
    cards: zones::FacePieces<SkFace>,
    mut changed: ResMut<ZonesChanged>,
    mut resets: MessageReader<TableReset>,
    pictures: Res<Art>,
) {
    if resets.read().count() > 0 || seen.is_added() {
        // A new match, or the table jumps: the events that follow are the whole match so far.
        places.arrivals.clear();
    }
    let mut hinted = HashSet::new();
    let mut any = false;
    let mut dealt = false;
    for table::TableEvent(event) in events.read() {
        any = true;
        arrive(&mut places.arrivals, event);
        hints(event, &mut hinted);
        dealt |= matches!(event, Event::Dealt { .. });
    }
    if !any && !seen.is_changed() && !viewer.is_changed() {
        return;
    }
    let hand_shown = viewer.0 == Some(seen.seat);
    let mut fill = places.filling(&mut commands, zone_query, &hinted, &mut changed);
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
        if dealt { 0.05 } else { 0.12 },
        |commands, _| {
            spawn_card(
                commands,
                &pictures,
                layout::pile(layout::DECK_AT).place(0, 1),
            )
        },
    );
}

/// Follows the cards into and out of the hands (cards the screen may not see included: a hand
/// is laid in this order only when shown).
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

/// The moves an event names, as (from, to) places (`None`: from anywhere), so that the table
/// flies the cards the event moved, not others that merely look the same.
fn hints(event: &Event, out: &mut HashSet<(Option<Place>, Place)>) {
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
