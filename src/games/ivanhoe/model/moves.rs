//! The model following the events: each moves the card numbers it names, so the card that
//! was played is the one that flies.

use ivanhoe_rules::events::Origin;
use ivanhoe_rules::{Card, Event, FaceUp, Play};
use rules_core::Seat;

use super::{CardId, Move, TableModel, Zone, face_up_zone};

impl TableModel {
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

    pub(super) fn take_from_hand(&mut self, seat: Seat, card: Card) -> CardId {
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

    pub(super) fn face_up_id(&self, seat: Seat, at: FaceUp) -> CardId {
        match at {
            FaceUp::Display(i) => self.displays[seat][i as usize],
            FaceUp::Shield => self.shield.expect("a Shield lies there").1,
            FaceUp::Stunned => self.stunned.expect("a Stunned lies there").1,
        }
    }

    /// Takes the card at `at` before `seat` off the table.
    pub(super) fn take(&mut self, seat: Seat, at: FaceUp) {
        match at {
            FaceUp::Display(i) => {
                self.displays[seat].remove(i as usize);
            }
            FaceUp::Shield => self.shield = None,
            FaceUp::Stunned => self.stunned = None,
        }
    }

    /// Puts card `id` at `at` before `seat` (a display place: inserted there).
    pub(super) fn put(&mut self, seat: Seat, at: FaceUp, id: CardId) -> Zone {
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
}
