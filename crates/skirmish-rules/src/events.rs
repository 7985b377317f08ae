//! What happened: every change of the table, in order, for logs and animation.

use rules_core::Seat;
use serde::{Deserialize, Serialize};

use crate::action::Play;
use crate::cards::Card;

/// One change of the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// The deal: three cards to each seat, face down.
    Dealt {
        /// Each seat's hand; `None` for hands the viewer may not see.
        hands: Vec<Option<Vec<Card>>>,
    },
    /// A seat's turn began: it plays next.
    TurnStarted {
        /// The seat.
        seat: Seat,
    },
    /// A seat in the game was passed over: it holds no card to play.
    PassedOver {
        /// The seat.
        seat: Seat,
    },
    /// Cards were played face up; a target is chosen next.
    Played {
        /// The seat that played them.
        seat: Seat,
        /// The cards.
        play: Play,
    },
    /// The played cards hit a rival.
    Hit {
        /// The seat that played them.
        by: Seat,
        /// The rival hit.
        target: Seat,
        /// The played cards' total.
        damage: u8,
        /// The rival's strength after the hit (never below 0).
        strength: u8,
    },
    /// A seat's strength fell to 0: it is out of the game.
    Out {
        /// The seat.
        seat: Seat,
    },
    /// The played cards went face up to the discard pile.
    Discarded {
        /// The cards.
        cards: Vec<Card>,
    },
    /// A seat drew a card from the deck (`None` when the viewer may not see it).
    Drew {
        /// The seat.
        seat: Seat,
        /// The card.
        card: Option<Card>,
    },
    /// The match is over: one seat alone is left in, or no seat in the game holds a card.
    MatchOver {
        /// The seats in the game with the most strength, in seat order.
        winners: Vec<Seat>,
        /// Their strength.
        strength: u8,
    },
}

impl Event {
    /// The event's name (`turn_started`, ...), as its JSON tag.
    pub fn name(&self) -> &'static str {
        match self {
            Event::Dealt { .. } => "dealt",
            Event::TurnStarted { .. } => "turn_started",
            Event::PassedOver { .. } => "passed_over",
            Event::Played { .. } => "played",
            Event::Hit { .. } => "hit",
            Event::Out { .. } => "out",
            Event::Discarded { .. } => "discarded",
            Event::Drew { .. } => "drew",
            Event::MatchOver { .. } => "match_over",
        }
    }

    /// Whether this event closes the way back for undo ([`rules_core::Game::is_undo_barrier`]):
    /// a hidden card was shown to someone. Every variant is decided here, so that a new one
    /// must be.
    pub fn is_undo_barrier(&self) -> bool {
        match self {
            // The deal and a draw show a face-down card to its new holder (the deck's order was
            // chance's, decided at the deal).
            Event::Dealt { .. } | Event::Drew { .. } => true,
            // Decisions and their sure consequences, every card in them face up: cards played
            // from the hand, the hit, a seat out, the discard, turns passing and the end (an out
            // seat's hand stays face down).
            Event::TurnStarted { .. }
            | Event::PassedOver { .. }
            | Event::Played { .. }
            | Event::Hit { .. }
            | Event::Out { .. }
            | Event::Discarded { .. }
            | Event::MatchOver { .. } => false,
        }
    }

    /// This event as the `seats` together may see it (the people at one screen, or one seat):
    /// a card none of them may see is replaced by `None`. No seats is a spectator's view.
    pub fn seen_by(&self, seats: &[Seat]) -> Event {
        let visible = |seat: Seat| seats.contains(&seat);
        match self {
            Event::Dealt { hands } => Event::Dealt {
                hands: rules_core::hands::dealt_hands_seen_by(hands, seats),
            },
            Event::Drew { seat, card } => Event::Drew {
                seat: *seat,
                card: if visible(*seat) { *card } else { None },
            },
            other => other.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A card dealt or drawn is seen by its holder alone; everything else by everyone.
    #[test]
    fn hidden_cards_are_redacted_for_other_viewers() {
        let drew = Event::Drew {
            seat: 1,
            card: Some(Card::Four),
        };
        assert_eq!(drew.seen_by(&[1]), drew);
        assert_eq!(drew.seen_by(&[0, 1]), drew);
        assert_eq!(
            drew.seen_by(&[0]),
            Event::Drew {
                seat: 1,
                card: None
            }
        );
        let dealt = Event::Dealt {
            hands: vec![Some(vec![Card::One]), Some(vec![Card::Six])],
        };
        assert_eq!(
            dealt.seen_by(&[1]),
            Event::Dealt {
                hands: vec![None, Some(vec![Card::Six])]
            }
        );
        assert_eq!(
            dealt.seen_by(&[]),
            Event::Dealt {
                hands: vec![None, None]
            }
        );
        let played = Event::Played {
            seat: 0,
            play: Play::pair(Card::Two),
        };
        assert_eq!(played.seen_by(&[]), played);
    }

    /// Only what shows a face-down card closes the way back.
    #[test]
    fn only_deals_and_draws_are_undo_barriers() {
        assert!(
            Event::Drew {
                seat: 0,
                card: None
            }
            .is_undo_barrier()
        );
        assert!(Event::Dealt { hands: vec![] }.is_undo_barrier());
        assert!(!Event::Out { seat: 1 }.is_undo_barrier());
        assert!(
            !Event::Played {
                seat: 0,
                play: Play::single(Card::One)
            }
            .is_undo_barrier()
        );
    }

    /// Events read back from JSON, tagged by their name.
    #[test]
    fn events_read_back_from_json_tagged_by_name() {
        let hit = Event::Hit {
            by: 0,
            target: 2,
            damage: 8,
            strength: 2,
        };
        let text = serde_json::to_string(&hit).unwrap();
        assert!(text.contains(r#""event":"hit""#), "{text}");
        assert_eq!(serde_json::from_str::<Event>(&text).unwrap(), hit);
        assert_eq!(hit.name(), "hit");
    }
}
