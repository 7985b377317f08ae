//! Where each of the 110 physical cards lies, followed from the engine's events alone.
//!
//! The engine speaks of card *kinds* (a red 3, the Shield); the table shows 110 card entities.
//! This model gives every physical card a number (`CardId`, 0..110, one entity each) and moves
//! those numbers between zones as the events say, so the animated table never diffs states. It is
//! pure: [`TableModel::check`] compares it with the engine's state, which the tests do after
//! every action of whole games.

use ivanhoe_rules::events::Origin;
use ivanhoe_rules::{Card, Event, FaceUp, Play, State};
use rules_core::Seat;

/// One physical card (and its entity): 0..110.
pub type CardId = u8;

/// The number of physical cards.
pub const CARD_COUNT: usize = ivanhoe_rules::cards::DECK_SIZE;

/// Where a card lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Zone {
    /// The draw pile (face down).
    Deck,
    /// A player's hand.
    Hand(Seat),
    /// A player's display.
    Display(Seat),
    /// The Shield lying before a player.
    Shield(Seat),
    /// The Stunned card lying before a player.
    Stunned(Seat),
    /// A Shield or Stunned card just played, waiting for the Ivanhoe window to close.
    Pending,
    /// The discard pile (face up).
    Discard,
}

/// A card that changed zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    /// The card.
    pub card: CardId,
    /// Where it was.
    pub from: Zone,
    /// Where it is now.
    pub to: Zone,
}

/// The zones of every physical card, and the face of each card the table has seen.
#[derive(Clone, Debug)]
pub struct TableModel {
    deck: Vec<CardId>,
    hands: Vec<Vec<CardId>>,
    displays: Vec<Vec<CardId>>,
    shield: Option<(Seat, CardId)>,
    stunned: Option<(Seat, CardId)>,
    pending: Option<CardId>,
    discard: Vec<CardId>,
    faces: Vec<Option<Card>>,
    /// The physical card a person chose from their hand, when several show the same face: the
    /// next card of that face to leave that hand is this one.
    preferred: Option<CardId>,
}

impl TableModel {
    /// All 110 cards in the deck, faces unknown, before the deal.
    pub fn new(players: usize) -> Self {
        Self {
            deck: (0..CARD_COUNT as CardId).collect(),
            hands: vec![Vec::new(); players],
            displays: vec![Vec::new(); players],
            shield: None,
            stunned: None,
            pending: None,
            discard: Vec::new(),
            faces: vec![None; CARD_COUNT],
            preferred: None,
        }
    }

    /// The card a physical card shows, once the table has seen it.
    pub fn face(&self, card: CardId) -> Option<Card> {
        self.faces[card as usize]
    }

    /// The cards of a zone, in order (for piles, the top card is the last).
    pub fn cards(&self, zone: Zone) -> Vec<CardId> {
        match zone {
            Zone::Deck => self.deck.clone(),
            Zone::Hand(s) => self.hands[s].clone(),
            Zone::Display(s) => self.displays[s].clone(),
            Zone::Shield(s) => self
                .shield
                .filter(|(h, _)| *h == s)
                .map(|(_, c)| c)
                .into_iter()
                .collect(),
            Zone::Stunned(s) => self
                .stunned
                .filter(|(h, _)| *h == s)
                .map(|(_, c)| c)
                .into_iter()
                .collect(),
            Zone::Pending => self.pending.into_iter().collect(),
            Zone::Discard => self.discard.clone(),
        }
    }

    /// Where a card lies: its zone and its place in it.
    pub fn zone_of(&self, card: CardId) -> Option<(Zone, usize)> {
        Self::zones(self.hands.len()).into_iter().find_map(|zone| {
            self.cards(zone)
                .iter()
                .position(|&c| c == card)
                .map(|i| (zone, i))
        })
    }

    /// Where every card lies, indexed by card number (one pass over the zones).
    pub fn placements(&self) -> Vec<(Zone, usize)> {
        let mut at = vec![(Zone::Deck, 0); CARD_COUNT];
        for zone in Self::zones(self.hands.len()) {
            for (i, id) in self.cards(zone).into_iter().enumerate() {
                at[id as usize] = (zone, i);
            }
        }
        at
    }

    /// Every zone of a table of `players`.
    pub fn zones(players: usize) -> Vec<Zone> {
        let mut zones = vec![Zone::Deck, Zone::Pending, Zone::Discard];
        for s in 0..players {
            zones.extend([
                Zone::Hand(s),
                Zone::Display(s),
                Zone::Shield(s),
                Zone::Stunned(s),
            ]);
        }
        zones
    }

    /// Follows one event; returns the cards it moved, in order.
    pub fn apply(&mut self, event: &Event) -> Vec<Move> {
        let mut moves = Vec::new();
        match event {
            Event::Dealt { hands, .. } => {
                for (seat, hand) in hands.iter().enumerate() {
                    // A hand this screen may not see comes as `None`: as many cards, faces unknown.
                    let faces: Vec<Option<Card>> = match hand {
                        Some(cards) => cards.iter().copied().map(Some).collect(),
                        None => vec![None; ivanhoe_rules::HAND_SIZE],
                    };
                    for card in faces {
                        let id = self.deck.pop().expect("the deck holds the deal");
                        self.faces[id as usize] = card;
                        self.hands[seat].push(id);
                        moves.push(Move {
                            card: id,
                            from: Zone::Deck,
                            to: Zone::Hand(seat),
                        });
                    }
                }
            }
            Event::DeckShuffled { .. } => {
                for id in std::mem::take(&mut self.discard) {
                    self.deck.push(id);
                    moves.push(Move {
                        card: id,
                        from: Zone::Discard,
                        to: Zone::Deck,
                    });
                }
            }
            Event::Drew { seat, card } => {
                if let Some(id) = self.deck.pop() {
                    self.faces[id as usize] = *card;
                    self.hands[*seat].push(id);
                    moves.push(Move {
                        card: id,
                        from: Zone::Deck,
                        to: Zone::Hand(*seat),
                    });
                }
            }
            Event::CardPlayed { seat, card } => {
                let id = self.take_from_hand(*seat, *card);
                self.displays[*seat].push(id);
                moves.push(Move {
                    card: id,
                    from: Zone::Hand(*seat),
                    to: Zone::Display(*seat),
                });
            }
            Event::ActionPlayed { seat, play } => {
                let id = self.take_from_hand(*seat, play.card());
                let to = if matches!(play, Play::Shield | Play::Stunned(_)) {
                    self.pending = Some(id);
                    Zone::Pending
                } else {
                    self.discard.push(id);
                    Zone::Discard
                };
                moves.push(Move {
                    card: id,
                    from: Zone::Hand(*seat),
                    to,
                });
            }
            Event::ActionCancelled { by, .. } => {
                if let Some(id) = self.pending.take() {
                    self.discard.push(id);
                    moves.push(Move {
                        card: id,
                        from: Zone::Pending,
                        to: Zone::Discard,
                    });
                }
                let id = self.take_from_hand(*by, Card::Ivanhoe);
                self.discard.push(id);
                moves.push(Move {
                    card: id,
                    from: Zone::Hand(*by),
                    to: Zone::Discard,
                });
            }
            Event::Discarded { seat, from, .. } => {
                let (id, zone) = match from {
                    Origin::Display(p) => (
                        self.displays[*seat].remove(*p as usize),
                        Zone::Display(*seat),
                    ),
                    Origin::Shield => (
                        self.shield.take().expect("a Shield lies there").1,
                        Zone::Shield(*seat),
                    ),
                    Origin::Stunned => (
                        self.stunned.take().expect("a Stunned lies there").1,
                        Zone::Stunned(*seat),
                    ),
                };
                self.discard.push(id);
                moves.push(Move {
                    card: id,
                    from: zone,
                    to: Zone::Discard,
                });
            }
            Event::CardMoved { from, to, .. } => {
                let id = self.displays[*from]
                    .pop()
                    .expect("Riposte takes a display card");
                self.displays[*to].push(id);
                moves.push(Move {
                    card: id,
                    from: Zone::Display(*from),
                    to: Zone::Display(*to),
                });
            }
            Event::CardRetreated { seat, position, .. } => {
                let id = self.displays[*seat].remove(*position as usize);
                self.hands[*seat].push(id);
                moves.push(Move {
                    card: id,
                    from: Zone::Display(*seat),
                    to: Zone::Hand(*seat),
                });
            }
            Event::CardTaken { from, to, card } => {
                let id = match card {
                    Some(card) => self.take_from_hand(*from, *card),
                    None => self.hands[*from].pop().expect("Knock Down takes a card"),
                };
                self.hands[*to].push(id);
                moves.push(Move {
                    card: id,
                    from: Zone::Hand(*from),
                    to: Zone::Hand(*to),
                });
            }
            Event::Swapped {
                seat,
                mine,
                target,
                theirs,
                my_card_to,
                their_card_to,
                ..
            } => {
                // The engine says where each card lands; the table only moves them.
                let my_id = self.face_up_id(*seat, *mine);
                let their_id = self.face_up_id(*target, *theirs);
                self.take(*seat, *mine);
                self.take(*target, *theirs);
                let to_them = self.put(*target, *my_card_to, my_id);
                let to_me = self.put(*seat, *their_card_to, their_id);
                moves.push(Move {
                    card: my_id,
                    from: face_up_zone(*seat, *mine),
                    to: to_them,
                });
                moves.push(Move {
                    card: their_id,
                    from: face_up_zone(*target, *theirs),
                    to: to_me,
                });
            }
            Event::HandRevealed { seat, hand } => self.reveal(*seat, hand),
            Event::ShieldPlaced { seat } => {
                if let Some(id) = self.pending.take() {
                    self.shield = Some((*seat, id));
                    moves.push(Move {
                        card: id,
                        from: Zone::Pending,
                        to: Zone::Shield(*seat),
                    });
                }
            }
            Event::StunnedPlaced { seat, .. } => {
                if let Some(id) = self.pending.take() {
                    self.stunned = Some((*seat, id));
                    moves.push(Move {
                        card: id,
                        from: Zone::Pending,
                        to: Zone::Stunned(*seat),
                    });
                }
            }
            _ => {}
        }
        moves
    }

    /// Learns the faces of `seat`'s hand, shown to all: the cards already known keep theirs, the
    /// others take the rest in order.
    pub fn reveal(&mut self, seat: Seat, hand: &[Card]) {
        let mut rest = hand.to_vec();
        let mut unknown = Vec::new();
        for &id in &self.hands[seat] {
            match self.faces[id as usize].and_then(|f| rest.iter().position(|&c| c == f)) {
                Some(at) => {
                    rest.remove(at);
                }
                None => unknown.push(id),
            }
        }
        for (id, card) in unknown.into_iter().zip(rest) {
            self.faces[id as usize] = Some(card);
        }
    }

    /// Says which physical card leaves next when its face is played from its hand: the copy a
    /// person focused or clicked among identical cards. Used by the next card taken from a
    /// hand, and forgotten then.
    pub fn prefer(&mut self, card: CardId) {
        self.preferred = Some(card);
    }

    fn take_from_hand(&mut self, seat: Seat, card: Card) -> CardId {
        let preferred = self.preferred.take();
        let hand = &mut self.hands[seat];
        let at = preferred
            .and_then(|p| hand.iter().position(|&id| id == p))
            .filter(|&at| self.faces[hand[at] as usize] == Some(card))
            .or_else(|| {
                hand.iter()
                    .rposition(|&id| self.faces[id as usize] == Some(card))
            })
            .unwrap_or(hand.len() - 1);
        let id = hand.remove(at);
        self.faces[id as usize] = Some(card);
        id
    }

    /// The card lying face up at `at` before `seat`, if one lies there and its face is known.
    pub fn face_up(&self, seat: Seat, at: FaceUp) -> Option<Card> {
        let index = match at {
            FaceUp::Display(i) => i as usize,
            FaceUp::Shield | FaceUp::Stunned => 0,
        };
        let id = *self.cards(face_up_zone(seat, at)).get(index)?;
        self.face(id)
    }

    fn face_up_id(&self, seat: Seat, at: FaceUp) -> CardId {
        match at {
            FaceUp::Display(i) => self.displays[seat][i as usize],
            FaceUp::Shield => self.shield.expect("a Shield lies there").1,
            FaceUp::Stunned => self.stunned.expect("a Stunned lies there").1,
        }
    }

    /// Takes the card at `at` before `seat` off the table.
    fn take(&mut self, seat: Seat, at: FaceUp) {
        match at {
            FaceUp::Display(i) => {
                self.displays[seat].remove(i as usize);
            }
            FaceUp::Shield => self.shield = None,
            FaceUp::Stunned => self.stunned = None,
        }
    }

    /// Puts card `id` at `at` before `seat` (a display place: inserted there).
    fn put(&mut self, seat: Seat, at: FaceUp, id: CardId) -> Zone {
        match at {
            FaceUp::Display(i) => {
                let i = (i as usize).min(self.displays[seat].len());
                self.displays[seat].insert(i, id);
                Zone::Display(seat)
            }
            FaceUp::Shield => {
                self.shield = Some((seat, id));
                Zone::Shield(seat)
            }
            FaceUp::Stunned => {
                self.stunned = Some((seat, id));
                Zone::Stunned(seat)
            }
        }
    }

    /// Compares the model, fed the events as the `seen` seats see them, with the engine's
    /// state: the same cards in the hands of those seats and as many in the others, the same
    /// display sequences, Shield and Stunned before the same players, the same discard pile and
    /// deck size. Returns what differs.
    pub fn check(&self, state: &State, seen: &[Seat]) -> Result<(), String> {
        let faces =
            |ids: &[CardId]| -> Vec<Option<Card>> { ids.iter().map(|&id| self.face(id)).collect() };
        for seat in state.seats() {
            if !seen.contains(&seat) {
                if self.hands[seat].len() != state.hand(seat).len() {
                    return Err(format!(
                        "hand of seat {seat}: table {} cards, engine {}",
                        self.hands[seat].len(),
                        state.hand(seat).len()
                    ));
                }
            } else {
                let mut mine: Vec<Option<Card>> = faces(&self.hands[seat]);
                let mut theirs: Vec<Option<Card>> = state.hand(seat).iter().map(Some).collect();
                mine.sort_by_key(|c| c.map(|c| c.index()));
                theirs.sort_by_key(|c| c.map(|c| c.index()));
                if mine != theirs {
                    return Err(format!(
                        "hand of seat {seat}: table {mine:?}, engine {theirs:?}"
                    ));
                }
            }
            let display: Vec<Option<Card>> =
                state.display(seat).iter().copied().map(Some).collect();
            if faces(&self.displays[seat]) != display {
                return Err(format!(
                    "display of seat {seat}: table {:?}, engine {display:?}",
                    faces(&self.displays[seat])
                ));
            }
        }
        if self.shield.map(|(s, _)| s) != state.shield() {
            return Err(format!(
                "Shield: table {:?}, engine {:?}",
                self.shield,
                state.shield()
            ));
        }
        if self.stunned.map(|(s, _)| s) != state.stunned() {
            return Err(format!(
                "Stunned: table {:?}, engine {:?}",
                self.stunned,
                state.stunned()
            ));
        }
        let discard: Vec<Option<Card>> = state.discard().iter().copied().map(Some).collect();
        if faces(&self.discard) != discard {
            return Err(format!(
                "discard: table {:?}, engine {discard:?}",
                faces(&self.discard)
            ));
        }
        if self.deck.len() != state.deck().len() {
            return Err(format!(
                "deck: table {} cards, engine {}",
                self.deck.len(),
                state.deck().len()
            ));
        }
        let pending_special = state
            .pending()
            .is_some_and(|p| matches!(p.play, Play::Shield | Play::Stunned(_)));
        if self.pending.is_some() != pending_special {
            return Err(format!("pending Shield/Stunned: table {:?}", self.pending));
        }
        Ok(())
    }
}

/// The zone of a face-up card named by an Outwit.
pub fn face_up_zone(seat: Seat, at: FaceUp) -> Zone {
    match at {
        FaceUp::Display(_) => Zone::Display(seat),
        FaceUp::Shield => Zone::Shield(seat),
        FaceUp::Stunned => Zone::Stunned(seat),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ivanhoe_rules::{Action, Options};
    use rules_core::{Game, GameRng, Status};

    /// The table follows whole random games from the events alone, as a screen with nobody, one
    /// person or everybody sees them, and always agrees with the engine: the hands of the seats
    /// at the screen card for card, the others card for card in number, every face-up card in
    /// its place, 110 cards in all.
    #[test]
    fn the_table_follows_random_games_from_the_events_it_may_see() {
        for players in 2..=5 {
            let everyone: Vec<Seat> = (0..players).collect();
            for seen in [vec![], vec![1], everyone] {
                for seed in 0..8u64 {
                    follow(players, seed, &seen);
                }
            }
        }
    }

    fn follow(players: usize, seed: u64, seen: &[Seat]) {
        let mut events = Vec::new();
        let mut state = State::new_game(&Options::players(players), seed, &mut events).unwrap();
        let mut model = TableModel::new(players);
        for e in &events {
            model.apply(&e.seen_by(seen));
        }
        model.check(&state, seen).unwrap();
        let mut rng = GameRng::new(seed ^ 0xA5);
        let mut legal: Vec<Action> = Vec::new();
        while let Status::Decision(_) = state.status() {
            state.legal_actions(&mut legal);
            let action = legal[rng.below(legal.len())];
            events.clear();
            state.apply(&action, &mut events).unwrap();
            for e in &events {
                model.apply(&e.seen_by(seen));
            }
            if let Err(why) = model.check(&state, seen) {
                panic!("{players} players, seed {seed}, seen by {seen:?}, after {action}: {why}");
            }
            let total: usize = TableModel::zones(players)
                .iter()
                .map(|&z| model.cards(z).len())
                .sum();
            assert_eq!(total, CARD_COUNT);
        }
    }
}
