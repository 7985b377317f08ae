//! After each decision: the zones filled from the view (the kit flies what moved), the bottom seat
//! followed, and cards redrawn when their face or the language changes.

use bevy::prelude::*;
use bevy::sprite::Anchor;
use knights_ninjas_rules::Event;

use crate::layout::{self, CARD_SIZE};
use crate::{KnightsNinjas, look, words};
use shell::art::{self, Art};
use shell::locale::Msg;
use table::Seating;
use table::faces::{DrawFace, Pen};
use table::zones::{self, Holds, News, ZonesChanged};

use super::pieces::{spawn_card, spawn_gem};
use super::wanted::{wanted_cards, wanted_gems};
use super::{Decisive, Gem, KnFace, Place, Places};

/// Follows the engine: each event as a hint of what flies where, then every zone filled from
/// what the screen sees.
#[allow(clippy::too_many_arguments)]
pub(super) fn sync(
    mut commands: Commands,
    seating: Res<Seating>,
    mut news: News<KnightsNinjas>,
    mut places: ResMut<Places>,
    zone_query: Query<(Entity, Option<&Holds>), With<Place>>,
    cards: zones::FacePieces<KnFace>,
    gems: zones::FacePieces<Gem>,
    mut changed: ResMut<ZonesChanged>,
    mut decisive: ResMut<Decisive>,
    pictures: Res<Art>,
) {
    let followed = news.follow(&mut places);
    if followed.afresh {
        decisive.0.clear();
        places.own.clear();
    }
    let (seen, viewer) = (&news.seen, &news.viewer);
    let names = seating.names();
    let who = words::speaker(&names, table::handoff::single_viewer(&seating.seats));
    for event in &followed.events {
        places.own.follow(event);
        // The last few flashes the person now looking may see are the match's decisive
        // moments, for the winner's screen.
        let seen_event = event.seen_by(viewer.0.as_slice());
        if let Some((text, _)) = words::flash(&seen_event, &who)
            && !matches!(seen_event, Event::GameWon { .. } | Event::DeckRanOut { .. })
        {
            decisive.0.push(text);
            if decisive.0.len() > 3 {
                decisive.0.remove(0);
            }
        }
    }
    if !followed.changed {
        return;
    }
    let hand_shown = viewer.0 == Some(seen.seat);
    let o = &seen.observation;
    let mut fill = places.filling(&mut commands, zone_query, &followed.hinted, &mut changed);
    fill.fill(
        &cards,
        |by_zone| wanted_cards(o, hand_shown, &seen.open_hands, &places, by_zone),
        // A back may turn out to be any card, a card may turn face down, and a Jester may stand
        // for something else.
        |from: &KnFace, to: &KnFace| {
            from.card.is_none() || to.card.is_none() || from.card == to.card
        },
        if followed.dealt { 0.03 } else { 0.12 },
        |commands, _| {
            spawn_card(
                commands,
                &pictures,
                layout::pile(layout::DECK_AT).place(0, 1),
            )
        },
    );
    // The count is conserved, so a gem is spawned only when the colours turn out other than
    // the table was built with (a table built from a snapshot: an online resume).
    fill.fill(
        &gems,
        |_| wanted_gems(o, &places),
        zones::never,
        0.08,
        |commands, gem| spawn_gem(commands, &pictures, *gem, layout::flight().place(0, 1)),
    );
}

/// A card as the table draws it: the face (with what a Jester stands for), or the back.
impl DrawFace for KnFace {
    type Context = ();

    fn draw(&self, commands: &mut Commands, root: Entity, pen: &Pen, _: &()) {
        let half = CARD_SIZE / 2.0;
        let text = |value: Msg, size: f32, ink: Color| {
            (
                words::label(pen.locale, value),
                TextFont::from_font_size(size).with_font(pen.fonts.regular.clone()),
                TextColor(ink),
                Pickable::IGNORE,
            )
        };
        // A mark is a symbol, the same in every language.
        let mark = |value: &str, size: f32, ink: Color| {
            (
                Text2d::new(value),
                TextFont::from_font_size(size).with_font(pen.fonts.regular.clone()),
                TextColor(ink),
                Pickable::IGNORE,
            )
        };
        match self.card {
            Some(card) => {
                let ink = look::card_ink(card);
                let hue = look::card_hue(card);
                art::card_face(commands, pen.art, root, CARD_SIZE, hue, ink);
                // The corner reads in a fan: the mark, then the name.
                commands.spawn((
                    ChildOf(root),
                    mark(look::card_mark(card), 24.0, ink),
                    Anchor::TOP_LEFT,
                    Transform::from_xyz(-half.x + 5.0, half.y - 2.0, 0.1),
                ));
                commands.spawn((
                    ChildOf(root),
                    art::picture(
                        look::image(pen.art, look::card_picture(card)),
                        ink.with_alpha(0.9),
                        46.0,
                    ),
                    Transform::from_xyz(8.0, 2.0, 0.1),
                    Pickable::IGNORE,
                ));
                commands.spawn((
                    ChildOf(root),
                    (
                        words::label(pen.locale, words::card_name(card)),
                        TextFont::from_font_size(12.0).with_font(pen.fonts.display.clone()),
                        TextColor(ink),
                        Pickable::IGNORE,
                    ),
                    Transform::from_xyz(0.0, -half.y + 12.0, 0.1),
                ));
                if let Some(role) = self.stands_for {
                    // A Jester on the table: what it stands for, on a band across it.
                    commands.spawn((
                        ChildOf(root),
                        Sprite::from_color(look::card_hue(role), Vec2::new(CARD_SIZE.x, 26.0)),
                        Transform::from_xyz(0.0, -22.0, 0.08),
                        Pickable::IGNORE,
                    ));
                    commands.spawn((
                        ChildOf(root),
                        text(
                            Msg::new("kn-jester-band").with("card", words::code(role)),
                            10.0,
                            look::card_ink(role),
                        ),
                        Transform::from_xyz(0.0, -22.0, 0.12),
                    ));
                }
            }
            None => {
                let hue = Color::srgb(0.30, 0.14, 0.14);
                let emblem = look::image(pen.art, "back");
                art::card_back(commands, pen.art, root, CARD_SIZE, hue, emblem, 42.0);
            }
        }
    }
}
