//! After each decision: the zones filled from the view (the kit flies what moved), and cards
//! redrawn when their face or the language changes.

use bevy::prelude::*;
use castle_lords_rules::{Crown, Event};
use rules_core::Game;

use crate::layout::{self};
use crate::{CastleLords, Seen};
use shell::art::Art;
use shell::assets::Fonts;
use table::Interlude;
use table::animation::Pace;
use table::faces::{DrawFace, Pen};
use table::zones::{self, Holds, News, Zone, ZonesChanged};

use super::pieces::{draw_back, draw_face, spawn_banner, spawn_card, spawn_crown, spawn_tag};
use super::wanted::{View, wanted_banners, wanted_cards, wanted_crowns, wanted_tags};
use super::{BannerOf, CardFace, Place, Places, TagOf};

/// Follows the engine: each event as a hint of what flies where, then every zone filled from
/// the view.
pub(super) fn sync(
    mut commands: Commands,
    mut news: News<CastleLords>,
    mut places: ResMut<Places>,
    mut zone_query: Query<(Entity, Option<&Holds>, &mut Zone, &Place)>,
    cards: zones::FacePieces<CardFace>,
    banners: zones::FacePieces<BannerOf>,
    crowns: zones::FacePieces<Crown>,
    tags: zones::FacePieces<TagOf>,
    mut changed: ResMut<ZonesChanged>,
    pace: Pace,
    (fonts, pictures): (Res<Fonts>, Res<Art>),
    interlude: Res<Interlude>,
) {
    let followed = news.follow(&mut places);
    if followed.afresh {
        // No scored hand is held any more.
        places.own.hand = None;
    }
    let (seen, viewer) = (&news.seen, &news.viewer);
    let state = &seen.board;
    let mut hinted = places.own.hand.clone().unwrap_or_default();
    hinted.extend(followed.hinted);
    let mut dealt = followed.dealt;
    let mut scored = false;
    let mut hold = false;
    for event in &followed.events {
        scored |= matches!(event, Event::HandScored { .. });
        // The scored hand stays on the table through the pause; the next deal waits for it.
        // Not while the table settles: it shows the match as it stands, with no pause.
        hold |= scored && matches!(event, Event::HandStarted { .. }) && !pace.settling();
    }
    let release = places.own.hand.is_some() && interlude.0.is_none();
    if hold {
        places.own.hand = Some(hinted.clone());
    }
    let holding = places.own.hand.is_some() && !release;
    // The seat the screen sees from sits at the bottom (the viewer, else the last one).
    let bottom = seen.seat;
    let turned = bottom != places.bottom;
    if !followed.changed && !turned && !release {
        return;
    }
    if release {
        places.own.hand = None;
        dealt = true;
    }
    if turned {
        places.bottom = bottom;
        for (_, _, mut zone, place) in &mut zone_query {
            let arrangement = places.arrangement(*place);
            if zone.arrangement != arrangement {
                zone.arrangement = arrangement;
            }
        }
    }
    let view = View::of(seen, viewer.0);
    let places = &*places;
    let mut fill = places.filling(
        &mut commands,
        zone_query.iter().map(|(e, h, _, _)| (e, h)),
        &hinted,
        &mut changed,
    );
    let o = &view.observation;
    fill.fill(
        &crowns,
        |_| wanted_crowns(o, places),
        zones::never,
        0.4,
        |commands, crown| spawn_crown(commands, &pictures, *crown),
    );
    if !holding {
        fill.fill(
            &cards,
            |by_zone| wanted_cards(&view, places, by_zone),
            // A card may turn face down, or a back turn out to be any card.
            |from: &CardFace, to: &CardFace| from.0.is_none() || to.0.is_none(),
            if dealt { 0.03 } else { 0.12 },
            |commands, _| {
                spawn_card(
                    commands,
                    &pictures,
                    layout::pile(layout::DECK_AT).place(0, 1),
                )
            },
        );
        fill.fill(
            &banners,
            |_| wanted_banners(o, places),
            zones::never,
            0.15,
            |commands, banner| {
                let at = layout::dungeon_banners().place(0, 1);
                spawn_banner(commands, &fonts, &pictures, banner.0, at)
            },
        );
        let components = state.options().components();
        fill.fill(
            &tags,
            |_| wanted_tags(o, places),
            zones::never,
            0.2,
            |commands, tag| {
                let name = &components.castles()[tag.0 as usize].name;
                spawn_tag(
                    commands,
                    &fonts,
                    tag.0,
                    name,
                    layout::tag_home(tag.0 as usize, 1).place(0, 1),
                )
            },
        );
    }
}

/// A card as the table draws it: the face, or the back; every face again when the language
/// changes (a face has words: its type's initial, its emblem).
impl DrawFace for CardFace {
    type Context = Res<'static, Seen>;
    const REDRAWN_IN_EACH_LANGUAGE: bool = true;

    fn draw(&self, commands: &mut Commands, root: Entity, pen: &Pen, seen: &Res<Seen>) {
        match self.0 {
            Some(card) => draw_face(
                commands,
                pen.fonts,
                pen.art,
                pen.locale,
                seen.board.options().components(),
                root,
                card,
            ),
            None => draw_back(commands, pen.art, root),
        }
    }
}
