//! The cards lying face up before each seat (its display, the Shield, the Stunned card), followed
//! from the events, so that a line of the log names a targeted card as it lay when the event
//! happened ("Outwit: your red 3 for Rebecca's purple 4"), before the table moved it.

use ivanhoe_rules::events::Origin;
use ivanhoe_rules::{Card, Event, FaceUp};
use rules_core::Seat;

/// The face-up cards of a table, as the events leave them.
#[derive(Clone, Debug, Default)]
pub struct FaceUpCards {
    displays: Vec<Vec<Card>>,
    shield: Option<Seat>,
    stunned: Option<Seat>,
}

impl FaceUpCards {
    /// A table of `players` seats before the first tournament: nothing lies face up.
    pub fn new(players: usize) -> Self {
        Self {
            displays: vec![Vec::new(); players],
            shield: None,
            stunned: None,
        }
    }

    /// The card lying face up at `at` before `seat`, if one lies there.
    pub fn face_up(&self, seat: Seat, at: FaceUp) -> Option<Card> {
        match at {
            FaceUp::Display(i) => self.displays.get(seat)?.get(i as usize).copied(),
            FaceUp::Shield => (self.shield == Some(seat)).then_some(Card::Shield),
            FaceUp::Stunned => (self.stunned == Some(seat)).then_some(Card::Stunned),
        }
    }

    /// Follows one event.
    pub fn apply(&mut self, event: &Event) {
        match *event {
            Event::CardPlayed { seat, card } => self.display(seat).push(card),
            Event::ShieldPlaced { seat } => self.shield = Some(seat),
            Event::StunnedPlaced { seat, .. } => self.stunned = Some(seat),
            Event::Discarded { seat, from, .. } => match from {
                Origin::Display(p) => self.take(seat, FaceUp::Display(p)),
                Origin::Shield => self.shield = None,
                Origin::Stunned => self.stunned = None,
            },
            Event::CardMoved { from, to, card } => {
                self.display(from).pop();
                self.display(to).push(card);
            }
            Event::CardRetreated { seat, position, .. } => {
                self.take(seat, FaceUp::Display(position))
            }
            Event::Swapped {
                seat,
                mine,
                my_card,
                target,
                theirs,
                their_card,
                my_card_to,
                their_card_to,
            } => {
                self.take(seat, mine);
                self.take(target, theirs);
                self.put(target, my_card_to, my_card);
                self.put(seat, their_card_to, their_card);
            }
            _ => {}
        }
    }

    fn display(&mut self, seat: Seat) -> &mut Vec<Card> {
        if self.displays.len() <= seat {
            self.displays.resize_with(seat + 1, Vec::new);
        }
        &mut self.displays[seat]
    }

    fn take(&mut self, seat: Seat, at: FaceUp) {
        match at {
            FaceUp::Display(i) => {
                let display = self.display(seat);
                if (i as usize) < display.len() {
                    display.remove(i as usize);
                }
            }
            FaceUp::Shield => self.shield = None,
            FaceUp::Stunned => self.stunned = None,
        }
    }

    fn put(&mut self, seat: Seat, at: FaceUp, card: Card) {
        match at {
            FaceUp::Display(i) => {
                let display = self.display(seat);
                display.insert((i as usize).min(display.len()), card);
            }
            FaceUp::Shield => self.shield = Some(seat),
            FaceUp::Stunned => self.stunned = Some(seat),
        }
    }
}
