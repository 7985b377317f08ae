//! What a frame's events tell a game's fill: the cards that came into and left each hand, the
//! moves the events name (so that the copy that flies is the one that moved), whether a deal is
//! under way, and whether the table starts afresh. Every game's fill reads its events this way;
//! what a game does besides with an event (a hand shown for a moment, a scored hand held) it
//! does with [`Followed::events`].

use std::collections::HashSet;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use rules_core::Seat;

use super::{Arrivals, Places, TablePlace};
use crate::{EngineEvent, Seen, TableEvent, TableGame, TableReset, Viewer};

/// How a game's places follow its events. Implemented by the game's place type, beside what
/// each place should show.
pub trait FollowEvents: TablePlace {
    /// The game's event.
    type Event;

    /// Follows the cards into and out of each hand (hidden ones included: a hand is laid in
    /// this order only when it is shown).
    fn arrive(arrivals: &mut Arrivals<Self::Face>, event: &Self::Event);

    /// Adds the moves `event` names, as `viewer` may see it, as (from, to) places (`None`:
    /// from anywhere).
    fn hints(
        event: &Self::Event,
        viewer: Option<Seat>,
        own: &Self::Own,
        out: &mut HashSet<(Option<Self>, Self)>,
    );

    /// Whether `event` deals cards: many fly at once, each starting soon after the last.
    fn deals(event: &Self::Event) -> bool;
}

/// A game's view of the match and the frame's news: its events and the table's jumps.
#[derive(SystemParam)]
pub struct News<'w, 's, G: TableGame> {
    /// What the screen sees now.
    pub seen: Res<'w, Seen<G>>,
    /// Who looks at the screen now.
    pub viewer: Res<'w, Viewer>,
    events: MessageReader<'w, 's, TableEvent<G>>,
    resets: MessageReader<'w, 's, TableReset>,
}

/// What [`News::follow`] read this frame.
pub struct Followed<P: FollowEvents> {
    /// The frame's events, in order.
    pub events: Vec<P::Event>,
    /// The moves they name ([`FollowEvents::hints`]), for [`Places::filling`].
    pub hinted: HashSet<(Option<P>, P)>,
    /// Whether one of them deals ([`FollowEvents::deals`]).
    pub dealt: bool,
    /// Whether the table starts afresh: a new match, or a jump (a decision taken back, a match
    /// resumed, a replay sought), after which the events are the whole match so far. The hands'
    /// arrivals were cleared, so that each hand follows its cards again from the deal.
    pub afresh: bool,
    /// Whether there is anything to fill: an event, a fresh start, a new view or viewer.
    pub changed: bool,
}

impl<G: TableGame> News<'_, '_, G> {
    /// Reads the frame's events into `places`' arrivals and returns what they say.
    pub fn follow<P>(&mut self, places: &mut Places<P, P::Face, P::Own>) -> Followed<P>
    where
        P: FollowEvents<Event = EngineEvent<G>>,
    {
        let afresh = self.resets.read().count() > 0 || self.seen.is_added();
        if afresh {
            places.arrivals.clear();
        }
        let events: Vec<P::Event> = self.events.read().map(|e| e.0.clone()).collect();
        let mut hinted = HashSet::new();
        let mut dealt = false;
        for event in &events {
            P::arrive(&mut places.arrivals, event);
            P::hints(event, self.viewer.0, &places.own, &mut hinted);
            dealt |= P::deals(event);
        }
        let changed =
            afresh || !events.is_empty() || self.seen.is_changed() || self.viewer.is_changed();
        Followed {
            events,
            hinted,
            dealt,
            afresh,
            changed,
        }
    }
}
