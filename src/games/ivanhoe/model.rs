//! Where each of the 110 physical cards lies: drawn from what the screen sees, moved by the
//! events.
//!
//! The engine speaks of card *kinds* (a red 3, the Shield); the table shows 110 card entities.
//! This model gives every physical card a number (`CardId`, 0..110, one entity each). What the
//! screen sees (a seat's observation) is the truth: [`TableModel::of_seen`] lays the whole table
//! out from it, as after a jump. The events are hints for what flies where: [`TableModel::apply`]
//! moves card numbers as each event says, so the card that was played is the one that flies,
//! and [`TableModel::agrees`] then checks the result against the observation. It is pure:
//! [`TableModel::check`] compares it with the engine's state, which the tests do after every
//! action of whole games.

use ivanhoe_rules::events::Origin;
use ivanhoe_rules::{Card, Event, FaceUp, Observation, Play, State};
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

    /// The table as `observation` shows it, and in a replay `open_hands` (every seat's
    /// observation, each hand face up): every card numbered afresh, zone by zone, the deck
    /// taking whatever is left so that all 110 cards always lie somewhere. The hands keep the
    /// observation's order; a hand the screen may not see holds the cards the observing seat
    /// knows to be there, then backs.
    pub fn of_seen(observation: &Observation, open_hands: &[Observation]) -> Self {
        let players = observation.hand_sizes.len();
        let mut model = Self::new(players);
        let mut ids = std::mem::take(&mut model.deck).into_iter();
        let mut lay = |faces: &mut dyn Iterator<Item = Option<Card>>,
                       zone: &mut Vec<CardId>,
                       known: &mut Vec<Option<Card>>| {
            for face in faces {
                if let Some(id) = ids.next() {
                    known[id as usize] = face;
                    zone.push(id);
                }
            }
        };
        let faces = &mut model.faces;
        for seat in 0..players {
            let shown = if seat == observation.seat {
                Some(&observation.hand)
            } else {
                open_hands.get(seat).map(|o| &o.hand)
            };
            let size = observation.hand_sizes[seat];
            let known: Vec<Option<Card>> = match shown {
                Some(hand) => hand.iter().map(Some).collect(),
                None => observation
                    .known_hands
                    .get(seat)
                    .into_iter()
                    .flat_map(|k| k.iter())
                    .map(Some)
                    .chain(std::iter::repeat(None))
                    .take(size)
                    .collect(),
            };
            lay(&mut known.into_iter(), &mut model.hands[seat], faces);
            lay(
                &mut observation.displays[seat].iter().copied().map(Some),
                &mut model.displays[seat],
                faces,
            );
        }
        let mut one = |card: Card, faces: &mut Vec<Option<Card>>| {
            let mut lying = Vec::new();
            lay(&mut std::iter::once(Some(card)), &mut lying, faces);
            lying.pop()
        };
        model.shield = observation
            .shield
            .and_then(|s| one(Card::Shield, faces).map(|id| (s, id)));
        model.stunned = observation
            .stunned
            .and_then(|s| one(Card::Stunned, faces).map(|id| (s, id)));
        model.pending = observation
            .pending
            .as_ref()
            .filter(|p| matches!(p.play, Play::Shield | Play::Stunned(_)))
            .and_then(|p| one(p.play.card(), faces));
        lay(
            &mut observation.discard.iter().copied().map(Some),
            &mut model.discard,
            faces,
        );
        // The deck: what is left, faces unknown, in the observation's number when all is well.
        model.deck = ids.collect();
        model
    }

    /// Makes the faces of the hands the screen sees exactly the observation's: the observing
    /// seat's, in a replay every seat's, and every hand once the match is over. The events
    /// only guess which card a hidden hand gave up (a Knock Down seen by nobody takes "a card"),
    /// so a face the table guessed may be wrong: it is forgotten, and the cards keep their
    /// numbers.
    pub fn learn(&mut self, observation: &Observation, open_hands: &[Observation]) {
        let over = !matches!(observation.status, rules_core::Status::Decision(_));
        for seat in 0..self.hands.len() {
            let hand: Option<Vec<Card>> = if seat == observation.seat {
                Some(observation.hand.iter().collect())
            } else if let Some(open) = open_hands.get(seat) {
                Some(open.hand.iter().collect())
            } else if over {
                observation
                    .known_hands
                    .get(seat)
                    .map(|h| h.iter().collect())
            } else {
                None
            };
            if let Some(hand) = hand {
                let mut rest = hand.clone();
                for &id in &self.hands[seat] {
                    if let Some(face) = self.faces[id as usize] {
                        match rest.iter().position(|&c| c == face) {
                            Some(at) => {
                                rest.remove(at);
                            }
                            None => self.faces[id as usize] = None,
                        }
                    }
                }
                self.reveal(seat, &hand);
            }
        }
    }

    /// Checks the model against what the screen sees: every hand's size, the cards of the
    /// observing seat's hand (and in a replay of every hand) that the model knows, every
    /// display in order, the Shield, the Stunned card, a Shield or Stunned waiting on the
    /// Ivanhoe window, the discard pile and the deck's size. Returns what differs.
    pub fn agrees(
        &self,
        observation: &Observation,
        open_hands: &[Observation],
    ) -> Result<(), String> {
        let faces =
            |ids: &[CardId]| -> Vec<Option<Card>> { ids.iter().map(|&id| self.face(id)).collect() };
        if self.hands.len() != observation.hand_sizes.len() {
            return Err(format!(
                "seats: table {}, seen {}",
                self.hands.len(),
                observation.hand_sizes.len()
            ));
        }
        for (seat, hand) in self.hands.iter().enumerate() {
            if hand.len() != observation.hand_sizes[seat] {
                return Err(format!(
                    "hand of seat {seat}: table {} cards, seen {}",
                    hand.len(),
                    observation.hand_sizes[seat]
                ));
            }
            let shown = if seat == observation.seat {
                Some(&observation.hand)
            } else {
                open_hands.get(seat).map(|o| &o.hand)
            };
            if let Some(shown) = shown {
                let mut rest: Vec<Card> = shown.iter().collect();
                for face in faces(hand).into_iter().flatten() {
                    match rest.iter().position(|&c| c == face) {
                        Some(at) => {
                            rest.remove(at);
                        }
                        None => {
                            return Err(format!(
                                "hand of seat {seat}: the table holds {face:?}, not seen there"
                            ));
                        }
                    }
                }
            }
            let display: Vec<Option<Card>> = observation.displays[seat]
                .iter()
                .copied()
                .map(Some)
                .collect();
            if faces(&self.displays[seat]) != display {
                return Err(format!(
                    "display of seat {seat}: table {:?}, seen {display:?}",
                    faces(&self.displays[seat])
                ));
            }
        }
        if self.shield.map(|(s, _)| s) != observation.shield {
            return Err(format!(
                "Shield: table {:?}, seen {:?}",
                self.shield, observation.shield
            ));
        }
        if self.stunned.map(|(s, _)| s) != observation.stunned {
            return Err(format!(
                "Stunned: table {:?}, seen {:?}",
                self.stunned, observation.stunned
            ));
        }
        let pending_special = observation
            .pending
            .as_ref()
            .is_some_and(|p| matches!(p.play, Play::Shield | Play::Stunned(_)));
        if self.pending.is_some() != pending_special {
            return Err(format!("pending Shield/Stunned: table {:?}", self.pending));
        }
        let discard: Vec<Option<Card>> = observation.discard.iter().copied().map(Some).collect();
        if faces(&self.discard) != discard {
            return Err(format!(
                "discard: table {:?}, seen {discard:?}",
                faces(&self.discard)
            ));
        }
        if self.deck.len() != observation.deck_size {
            return Err(format!(
                "deck: table {} cards, seen {}",
                self.deck.len(),
                observation.deck_size
            ));
        }
        Ok(())
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

    /// The table drawn from one seat's observation alone, at any moment of random games,
    /// lays out every card where the engine has it: that seat's hand card for card, the
    /// others card for card in number, every face-up card in its place, 110 cards in all. In a
    /// replay (every seat's observation) every hand is card for card.
    #[test]
    fn the_table_is_drawn_from_what_a_seat_sees_at_any_moment() {
        for players in 2..=5 {
            for seed in 0..6u64 {
                let mut events = Vec::new();
                let mut state =
                    State::new_game(&Options::players(players), seed, &mut events).unwrap();
                let mut rng = GameRng::new(seed ^ 0x5A);
                let mut legal: Vec<Action> = Vec::new();
                loop {
                    let everyone: Vec<Observation> =
                        (0..players).map(|s| state.observe(s)).collect();
                    for (seat, seen) in everyone.iter().enumerate() {
                        let model = TableModel::of_seen(seen, &[]);
                        let at = format!("{players} players, seed {seed}, seat {seat}");
                        model
                            .check(&state, &[seat])
                            .unwrap_or_else(|why| panic!("{at}: {why}"));
                        model
                            .agrees(seen, &[])
                            .unwrap_or_else(|why| panic!("{at}: {why}"));
                        let total: usize = TableModel::zones(players)
                            .iter()
                            .map(|&z| model.cards(z).len())
                            .sum();
                        assert_eq!(total, CARD_COUNT, "{at}");
                    }
                    let open = TableModel::of_seen(&everyone[0], &everyone);
                    let all: Vec<Seat> = (0..players).collect();
                    open.check(&state, &all).unwrap();
                    let Status::Decision(_) = state.status() else {
                        break;
                    };
                    state.legal_actions(&mut legal);
                    let action = legal[rng.below(legal.len())];
                    events.clear();
                    state.apply(&action, &mut events).unwrap();
                }
            }
        }
    }

    /// A table that missed an event (a card played, not followed) does not agree with what
    /// the screen sees, and says where: the table is then drawn again from the observation.
    #[test]
    fn a_table_that_missed_an_event_disagrees_with_what_is_seen() {
        let mut events = Vec::new();
        let mut state = State::new_game(&Options::players(3), 4, &mut events).unwrap();
        let mut model = TableModel::new(3);
        for e in &events {
            model.apply(e);
        }
        let mut legal: Vec<Action> = Vec::new();
        let mut missed = None;
        while missed.is_none() {
            let Status::Decision(_) = state.status() else {
                panic!("a card is played before the end");
            };
            state.legal_actions(&mut legal);
            let action = legal[0];
            events.clear();
            state.apply(&action, &mut events).unwrap();
            for e in &events {
                if missed.is_none() && matches!(e, Event::CardPlayed { .. }) {
                    missed = Some(e.clone());
                } else {
                    model.apply(e);
                }
            }
        }
        let seat = state.turn();
        let why = model.agrees(&state.observe(seat), &[]).unwrap_err();
        assert!(
            why.contains("hand of seat") || why.contains("display of seat"),
            "{why}"
        );
        let drawn = TableModel::of_seen(&state.observe(seat), &[]);
        drawn.agrees(&state.observe(seat), &[]).unwrap();
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
            // What each seat sees agrees with the table the events moved, once the faces of
            // the hand it sees are learnt from it.
            for seat in 0..players {
                let observation = state.observe(seat);
                let mut learnt = model.clone();
                learnt.learn(&observation, &[]);
                if let Err(why) = learnt.agrees(&observation, &[]) {
                    panic!("{players} players, seed {seed}, seat {seat}, after {action}: {why}");
                }
            }
            let total: usize = TableModel::zones(players)
                .iter()
                .map(|&z| model.cards(z).len())
                .sum();
            assert_eq!(total, CARD_COUNT);
        }
    }
}
