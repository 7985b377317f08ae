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

use ivanhoe_rules::{Card, FaceUp, Observation, Play};
use rules_core::Seat;

mod checks;
mod moves;

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
mod tests;
