//! After each event: the zones filled from what the screen sees (the kit flies what moved), a
//! hand shown for a moment while it is shown, the tournaments counted.

use bevy::prelude::*;
use ivanhoe_rules::{Colour, Event};

use super::super::cards::{self, CardFace};
use super::super::{Ivanhoe, Tournaments, layout};
use super::wanted::{Shown, wanted_cards, wanted_tokens};
use super::{Place, Places, token};
use shell::art::Art;
use table::animation::Pace;
use table::zones::{self, FacePieces, Holds, News, ZonesChanged};

/// How long a hand shown to everyone stays shown, at normal speed.
const REVEALED_FOR: f32 = 2.5;

/// Follows the match: each event as a hint of which piece flies where, then every zone filled
/// from what the screen sees.
#[allow(clippy::too_many_arguments)]
pub(super) fn sync(
    mut commands: Commands,
    mut news: News<Ivanhoe>,
    (pace, time): (Pace, Res<Time>),
    (mut places, mut won): (ResMut<Places>, ResMut<Tournaments>),
    zone_query: Query<(Entity, Option<&Holds>), With<Place>>,
    (cards, tokens): (FacePieces<CardFace>, FacePieces<Colour>),
    mut changed: ResMut<ZonesChanged>,
    art: Res<Art>,
) {
    let followed = news.follow(&mut places);
    if followed.afresh {
        places.own.revealed = None;
        won.0 = 0;
    }
    for event in &followed.events {
        match event {
            Event::HandRevealed { .. } if pace.settling() => {}
            Event::HandRevealed { seat, hand } => {
                let shown_for = pace
                    .speed()
                    .scale(REVEALED_FOR)
                    .max(std::time::Duration::from_millis(800));
                places.own.revealed =
                    Some((*seat, hand.clone(), Timer::new(shown_for, TimerMode::Once)));
            }
            Event::TournamentWon { .. } => won.0 += 1,
            _ => {}
        }
    }
    // A hand shown for a moment goes face down again.
    let hidden = places
        .own
        .revealed
        .as_mut()
        .is_some_and(|(_, _, timer)| timer.tick(time.delta()).is_finished());
    if hidden {
        places.own.revealed = None;
    }
    if !(followed.changed || hidden) {
        return;
    }
    let (seen, viewer) = (&news.seen, &news.viewer);
    let o = &seen.observation;
    let shown = Shown {
        own: viewer.0.filter(|v| *v == seen.seat),
        open_hands: &seen.open_hands,
        revealed: (places.own.revealed.as_ref()).map(|(s, hand, _)| (*s, hand.as_slice())),
        over: seen.deciding.is_none(),
    };
    let places = &*places;
    let mut fill = places.filling(&mut commands, zone_query, &followed.hinted, &mut changed);
    fill.fill(
        &cards,
        |by_zone| wanted_cards(o, &shown, places, by_zone),
        // A back may turn out to be any card, and any card may turn face down.
        |from: &CardFace, to: &CardFace| from.0.is_none() || to.0.is_none(),
        if followed.dealt { 0.03 } else { 0.15 },
        |commands, _| {
            let at = layout::arrangement(Place::Deck, places.bottom, places.players).place(0, 1);
            cards::spawn_card(commands, &art, at)
        },
    );
    // Tokens never change colour: a token won flies from its colour's stack.
    fill.fill(
        &tokens,
        |_| wanted_tokens(o, places),
        zones::never,
        0.15,
        |commands, colour| {
            let at = layout::pool_place(colour.index(), 0);
            commands.spawn(token(&art, *colour, at)).id()
        },
    );
}
