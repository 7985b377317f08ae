//! The choice being made: the picks so far, the focus, and what continues a legal path from them.

use bevy::prelude::*;
use rules_core::Seat;

use crate::Seen;
use crate::selection::Selection;
use shell::locale::Msg;

use super::{Picks, TakeBack};
use crate::Action;

/// The decision a person at the screen is making.
#[derive(Resource)]
pub struct Choice<G: Picks> {
    /// The deciding person's seat, `None` when no person decides.
    pub seat: Option<Seat>,
    /// The legal actions and the picks made.
    pub selection: Selection<Action<G>, G::Pick>,
    /// The focus: an index into [`Choice::ring`].
    pub focus: usize,
    /// The hand's cards in the order they lie, each copy with its piece.
    pub hand: Vec<(Option<Entity>, G::Pick)>,
    pub(super) next: Vec<G::Pick>,
    pub(super) ring: Vec<G::Pick>,
    pub(super) hand_stops: usize,
    pub(super) buttons: Vec<G::Pick>,
    /// The piece last focused or clicked, for the pick about to be made.
    pub(super) pointed: Option<Entity>,
    /// The piece of the hand this decision plays, once picked.
    pub(super) chosen: Option<Entity>,
    pub(super) built_at: usize,
    /// In a guided match, the picks of the scripted action, and the step's words.
    pub(super) guide: Option<(Vec<G::Pick>, Msg)>,
    /// In a guided match, the one pick offered now.
    pub(super) guided: Option<G::Pick>,
    /// A pick the focus visits only because a hint put it there (a button the ring leaves out,
    /// such as Ivanhoe's Withdraw), so that Enter takes what the hint suggests.
    pub(super) hinted: Option<G::Pick>,
}

impl<G: Picks> Default for Choice<G> {
    fn default() -> Self {
        Self {
            seat: None,
            selection: Selection::default(),
            focus: 0,
            hand: Vec::new(),
            next: Vec::new(),
            ring: Vec::new(),
            hand_stops: 0,
            buttons: Vec::new(),
            pointed: None,
            chosen: None,
            built_at: 0,
            guide: None,
            guided: None,
            hinted: None,
        }
    }
}

impl<G: Picks> Choice<G> {
    /// What may be picked next (nothing when no person decides).
    pub fn next_picks(&self) -> Vec<G::Pick> {
        self.next.clone()
    }

    /// Every stop of the focus, in order: the hand's cards where they open the ring (each copy
    /// its own stop), then the game's other stops.
    pub fn ring(&self) -> Vec<G::Pick> {
        self.ring.clone()
    }

    /// The prompt's buttons.
    pub fn buttons(&self) -> Vec<G::Pick> {
        self.buttons.clone()
    }

    /// The focused pick.
    pub fn focused(&self) -> Option<G::Pick> {
        self.ring
            .get(self.focus.min(self.ring.len().saturating_sub(1)))
            .copied()
    }

    /// The piece under the focus: the copy at the focus where the hand opens the ring, else the
    /// first copy of the focused kind in the hand.
    pub fn focused_piece(&self) -> Option<Entity> {
        let focused = self.focused()?;
        let at = self.focus.min(self.ring.len().saturating_sub(1));
        if at < self.hand_stops {
            return self.hand.get(at).and_then(|(piece, _)| *piece);
        }
        self.hand
            .iter()
            .find(|(_, p)| *p == focused)
            .and_then(|(piece, _)| *piece)
    }

    /// Puts the focus on `pick` (of identical cards in the hand, the first copy). A pick that
    /// may be made now but that the focus does not visit (a button such as Ivanhoe's Withdraw)
    /// joins the ring until the next pick, so that Enter takes it.
    pub fn focus_on(&mut self, pick: G::Pick) {
        if !self.ring.contains(&pick) && self.next.contains(&pick) {
            self.hinted = Some(pick);
            self.ring.push(pick);
        }
        if let Some(at) = self.ring.iter().position(|p| *p == pick) {
            self.focus = at;
        }
    }

    /// The choice `seat` has in `seen`, no pick made, its hand's cards with their pieces: what
    /// a hint in a replay puts its badges on (nobody decides there, so the table's own choice
    /// stays empty).
    pub fn as_seen_by(seen: &Seen<G>, seat: Seat, hand: Vec<(Option<Entity>, G::Pick)>) -> Self {
        let mut choice = Self {
            seat: Some(seat),
            selection: Selection::new(G::paths(seen)),
            hand,
            ..Self::default()
        };
        choice.rebuild(seen);
        choice
    }

    /// In a guided match, the pick the guide points at now: the only one offered.
    pub fn guided(&self) -> Option<G::Pick> {
        self.guided
    }

    /// Whether `pick` may be picked now.
    pub fn allows(&self, pick: G::Pick) -> bool {
        if self.seat.is_none() {
            return false;
        }
        if G::takes_back(pick).is_some() {
            return !self.selection.picks().is_empty();
        }
        if let Some(guided) = self.guided {
            return pick == guided && self.next.contains(&pick);
        }
        match G::stands_for(self, pick) {
            Some(stand_in) => stand_in.is_ok(),
            None => self.next.contains(&pick),
        }
    }

    /// The piece of the hand's first copy of `pick`, once laid out.
    pub fn hand_piece(&self, pick: G::Pick) -> Option<Entity> {
        self.hand
            .iter()
            .find(|(_, p)| *p == pick)
            .and_then(|(e, _)| *e)
    }

    /// Whether `pick` is a card of the hand.
    pub(super) fn in_hand(&self, pick: G::Pick) -> bool {
        self.hand.iter().any(|(_, p)| *p == pick)
    }

    /// Works out again what follows from the picks made: the next picks, the ring, the buttons.
    pub(super) fn rebuild(&mut self, seen: &Seen<G>) {
        if self.seat.is_none() {
            self.next.clear();
            self.ring.clear();
            self.buttons.clear();
            self.hand_stops = 0;
            return;
        }
        self.next = self.selection.next_picks();
        let made = self.selection.picks();
        self.guided = self.guide.as_ref().and_then(|(path, _)| {
            (path.len() > made.len() && path[..made.len()] == *made).then(|| path[made.len()])
        });
        let mut ring: Vec<G::Pick> = Vec::new();
        if G::hand_in_ring(seen, self) {
            ring.extend(self.hand.iter().map(|(_, p)| *p));
        }
        self.hand_stops = ring.len();
        let guided = self.guided.filter(|g| !ring.contains(g));
        self.hinted = self.hinted.filter(|h| self.next.contains(h));
        for pick in G::stops(seen, self)
            .into_iter()
            .chain(guided)
            .chain(self.hinted)
        {
            if !ring.contains(&pick) {
                ring.push(pick);
            }
        }
        self.ring = ring;
        self.buttons = G::buttons(seen, self);
    }

    /// Puts the focus on the first stop that may be picked.
    pub(super) fn focus_first_legal(&mut self) {
        self.focus = self.ring.iter().position(|p| self.allows(*p)).unwrap_or(0);
    }

    pub(super) fn take_back(&mut self, how: TakeBack) {
        let left = match how {
            TakeBack::Last => self.selection.picks().len().saturating_sub(1),
            TakeBack::All => 0,
        };
        self.take_back_to(left);
    }

    /// Takes back picks until `left` remain.
    pub(super) fn take_back_to(&mut self, left: usize) {
        while self.selection.picks().len() > left && self.selection.back() {}
        if !self.selection.picks().iter().any(|p| self.in_hand(*p)) {
            self.chosen = None;
        }
    }
}
