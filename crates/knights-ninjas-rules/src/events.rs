//! What happened: every change of the table, in order, for logs and animation.

use rules_core::Seat;
use serde::{Deserialize, Serialize};

use crate::action::Play;
use crate::cards::Card;

/// One change of the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// The deal: two cards to each seat (hidden from the others), and who plays first.
    Dealt {
        /// The first player.
        first: Seat,
        /// Each seat's hand; `None` for hands the viewer may not see.
        hands: Vec<Option<Vec<Card>>>,
    },
    /// A seat's turn began; it draws this many cards.
    TurnStarted {
        /// The seat.
        seat: Seat,
        /// Cards to draw: 1 on the game's first turn, 2 otherwise.
        draws: u8,
    },
    /// The Minstrel before the kingdom of the player whose turn begins was discarded.
    MinstrelDiscarded {
        /// The seat.
        seat: Seat,
        /// The physical card (`MINSTREL` or `JESTER`).
        card: Card,
    },
    /// A card was drawn (`None` when the viewer may not see it).
    Drew {
        /// The seat.
        seat: Seat,
        /// The card.
        card: Option<Card>,
    },
    /// The discard pile became the new deck and the target fell.
    Reshuffled {
        /// The new deck's size.
        cards: usize,
        /// The gems that win from now on.
        target: u8,
    },
    /// A fortification was laid before the player's kingdom (or a Minstrel, as a response).
    Fortified {
        /// The seat.
        seat: Seat,
        /// The card, as announced.
        play: Play,
    },
    /// The player played nothing and discarded this card.
    Discarded {
        /// The seat.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// An attack card (or revolt) was played.
    AttackPlayed {
        /// The attacker.
        attacker: Seat,
        /// The rival attacked.
        defender: Seat,
        /// The cards, as announced.
        play: Play,
    },
    /// The seat the attack card was aimed at answered it.
    Responded {
        /// The seat.
        seat: Seat,
        /// The response, as announced.
        play: Play,
    },
    /// The seat the attack card was aimed at let it through unanswered.
    Unanswered {
        /// The seat.
        seat: Seat,
    },
    /// A Traitor turned the attack card against the other party.
    Traitored {
        /// Who played the Traitor.
        by: Seat,
        /// The seat the card now attacks.
        against: Seat,
    },
    /// A Princess took the attacking card into her player's hand (a Jester comes back free).
    TakenByPrincess {
        /// Who played the Princess.
        by: Seat,
        /// The attack card, as it was announced.
        play: Play,
        /// The physical card taken into the hand.
        card: Card,
    },
    /// An Executioner discarded the attack card; the attacker's turn ends.
    Executed {
        /// Who played the Executioner.
        by: Seat,
        /// The attack card.
        play: Play,
    },
    /// A Minstrel answered the attack card: it is discarded and the attacker's turn ends.
    MinstrelStopped {
        /// Who played the Minstrel.
        by: Seat,
        /// The attack card.
        play: Play,
    },
    /// No gems move (the response matched or beat the attack, or the kingdom owns none): the
    /// cards are discarded and the attacker may go on.
    Repelled {
        /// The seat the card was aimed at.
        seat: Seat,
    },
    /// A fortification was destroyed or removed.
    FortificationDestroyed {
        /// The kingdom's seat.
        seat: Seat,
        /// Castle or Archer.
        role: Card,
        /// The physical card discarded (`JESTER` for an announced Jester).
        card: Card,
        /// The attack card that did it.
        by: Card,
    },
    /// A Ladder scaled the Castle: strength cards may attack over it this turn.
    CastleScaled {
        /// The kingdom's seat.
        seat: Seat,
    },
    /// Gems left a kingdom, in motion toward a seat.
    GemsTaken {
        /// The kingdom they left.
        from: Seat,
        /// The seat about to receive them.
        to: Seat,
        /// How many.
        gems: u8,
    },
    /// The asked seat let the moving gems go by.
    Passed {
        /// The seat.
        seat: Seat,
    },
    /// A Highwayman stole the moving gems.
    HighwaymanSteal {
        /// The thief, now about to receive them.
        by: Seat,
        /// The seat that was about to receive them.
        from: Seat,
        /// How many.
        gems: u8,
        /// The card, as announced.
        play: Play,
    },
    /// Gems arrived in a kingdom.
    GemsArrived {
        /// The seat.
        seat: Seat,
        /// How many arrived.
        gems: u8,
        /// The seat's gems now.
        total: u8,
    },
    /// Cards left the table for the discard pile.
    CardsDiscarded {
        /// The physical cards.
        cards: Vec<Card>,
    },
    /// The turn ended.
    TurnEnded {
        /// The seat.
        seat: Seat,
    },
    /// The deck ran out again with the target already at its lowest: the match ends, and the
    /// seats owning the most gems share the win (without this the match could go on for ever
    /// once gems stop moving; the rules leave it open, see the crate's docs).
    DeckRanOut {
        /// The seats owning the most gems.
        winners: Vec<Seat>,
        /// Their gems.
        gems: u8,
    },
    /// The game is won: gems arrived and the seat owns the target.
    GameWon {
        /// The winner.
        seat: Seat,
        /// His gems.
        gems: u8,
        /// The target at that moment.
        target: u8,
    },
}

impl Event {
    /// The event's name in scenario files (`gems_arrived`, ...).
    pub fn name(&self) -> &'static str {
        match self {
            Event::Dealt { .. } => "dealt",
            Event::TurnStarted { .. } => "turn_started",
            Event::MinstrelDiscarded { .. } => "minstrel_discarded",
            Event::Drew { .. } => "drew",
            Event::Reshuffled { .. } => "reshuffled",
            Event::Fortified { .. } => "fortified",
            Event::Discarded { .. } => "discarded",
            Event::AttackPlayed { .. } => "attack_played",
            Event::Responded { .. } => "responded",
            Event::Unanswered { .. } => "unanswered",
            Event::Traitored { .. } => "traitored",
            Event::TakenByPrincess { .. } => "taken_by_princess",
            Event::Executed { .. } => "executed",
            Event::MinstrelStopped { .. } => "minstrel_stopped",
            Event::Repelled { .. } => "repelled",
            Event::FortificationDestroyed { .. } => "fortification_destroyed",
            Event::CastleScaled { .. } => "castle_scaled",
            Event::GemsTaken { .. } => "gems_taken",
            Event::Passed { .. } => "passed",
            Event::HighwaymanSteal { .. } => "highwayman_steal",
            Event::GemsArrived { .. } => "gems_arrived",
            Event::CardsDiscarded { .. } => "cards_discarded",
            Event::TurnEnded { .. } => "turn_ended",
            Event::GameWon { .. } => "game_won",
            Event::DeckRanOut { .. } => "deck_ran_out",
        }
    }

    /// Whether this event closes the way back for undo ([`rules_core::Game::is_undo_barrier`]):
    /// chance decided something, or a hidden card was shown. Every variant is decided here, so
    /// that a new one must be.
    pub fn is_undo_barrier(&self) -> bool {
        match self {
            // Chance: the deal, a draw, the discard pile shuffled into a new deck.
            Event::Dealt { .. } | Event::Drew { .. } | Event::Reshuffled { .. } => true,
            // Decisions and their sure consequences, every card face up or known to all: cards
            // played from the hand, answers, fortifications falling, gems moving and stolen
            // (a Highwayman is played face up, nothing is taken at random), the Princess's card
            // taken into a hand in view of all, the end of a turn and the win (hands stay hidden
            // when the game is over).
            Event::TurnStarted { .. }
            | Event::MinstrelDiscarded { .. }
            | Event::Fortified { .. }
            | Event::Discarded { .. }
            | Event::AttackPlayed { .. }
            | Event::Responded { .. }
            | Event::Unanswered { .. }
            | Event::Traitored { .. }
            | Event::TakenByPrincess { .. }
            | Event::Executed { .. }
            | Event::MinstrelStopped { .. }
            | Event::Repelled { .. }
            | Event::FortificationDestroyed { .. }
            | Event::CastleScaled { .. }
            | Event::GemsTaken { .. }
            | Event::Passed { .. }
            | Event::HighwaymanSteal { .. }
            | Event::GemsArrived { .. }
            | Event::CardsDiscarded { .. }
            | Event::TurnEnded { .. }
            | Event::DeckRanOut { .. }
            | Event::GameWon { .. } => false,
        }
    }

    /// This event as the `seats` together may see it (the people at one screen, or one seat):
    /// a card none of them may see is replaced by `None`. No seats is a spectator's view.
    pub fn seen_by(&self, seats: &[Seat]) -> Event {
        let visible = |seat: Seat| seats.contains(&seat);
        match self {
            Event::Dealt { first, hands } => Event::Dealt {
                first: *first,
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

    #[test]
    fn hidden_cards_are_redacted_for_other_viewers() {
        let drew = Event::Drew {
            seat: 1,
            card: Some(Card::Jester),
        };
        assert_eq!(drew.seen_by(&[1]), drew);
        assert_eq!(
            drew.seen_by(&[0]),
            Event::Drew {
                seat: 1,
                card: None
            }
        );
        let dealt = Event::Dealt {
            first: 0,
            hands: vec![Some(vec![Card::King]), Some(vec![Card::Ninja])],
        };
        assert_eq!(
            dealt.seen_by(&[]),
            Event::Dealt {
                first: 0,
                hands: vec![None, None]
            }
        );
    }
}
