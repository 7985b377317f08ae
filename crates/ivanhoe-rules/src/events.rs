//! What happened: every change of the table, in order, for logs and animation.

use rules_core::Seat;
use serde::{Deserialize, Serialize};

use crate::action::{FaceUp, Play};
use crate::cards::{Card, Colour};

/// Where a discarded card came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Origin {
    /// A display, at this position.
    Display(u8),
    /// The Shield lying before the player.
    Shield,
    /// The Stunned card lying before the player.
    Stunned,
}

/// One change of the table. Positions refer to the display as it is when the event happens.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// The deal: the dealer, and eight cards to each seat (hidden from the others).
    Dealt {
        /// The dealer.
        dealer: Seat,
        /// Each seat's hand; `None` for hands the viewer may not see.
        hands: Vec<Option<Vec<Card>>>,
    },
    /// The discard pile became the new deck.
    DeckShuffled {
        /// The new deck's size.
        cards: usize,
    },
    /// A seat's turn began.
    TurnStarted {
        /// The seat.
        seat: Seat,
        /// Whether this turn starts a tournament.
        starting: bool,
    },
    /// A card was drawn (`None` when the viewer may not see it).
    Drew {
        /// The seat.
        seat: Seat,
        /// The card.
        card: Option<Card>,
    },
    /// The starter could not start a tournament and showed their hand.
    HandRevealed {
        /// The seat.
        seat: Seat,
        /// The hand.
        hand: Vec<Card>,
    },
    /// A tournament began in this colour.
    TournamentStarted {
        /// The starter.
        starter: Seat,
        /// The colour announced.
        colour: Colour,
    },
    /// A card went from the hand onto the player's own display.
    CardPlayed {
        /// The seat.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// An action card was played, with its targets.
    ActionPlayed {
        /// The seat.
        seat: Seat,
        /// The card and its targets.
        play: Play,
    },
    /// An Adapt keep was chosen.
    Kept {
        /// The seat.
        seat: Seat,
        /// The position kept.
        position: u8,
        /// The card kept.
        card: Card,
    },
    /// Ivanhoe cancelled the action card just played; both went to the discard pile.
    ActionCancelled {
        /// Who played Ivanhoe.
        by: Seat,
        /// The cancelled card.
        card: Card,
    },
    /// The player let the action card stand.
    Passed {
        /// The seat.
        seat: Seat,
    },
    /// The tournament colour changed.
    ColourChanged {
        /// The old colour.
        from: Colour,
        /// The new colour.
        to: Colour,
    },
    /// A face-up card went to the discard pile.
    Discarded {
        /// Whose card.
        seat: Seat,
        /// The card.
        card: Card,
        /// Where it lay.
        from: Origin,
    },
    /// Riposte: the newest card of one display moved onto another.
    CardMoved {
        /// The display it left.
        from: Seat,
        /// The display it joined (on top).
        to: Seat,
        /// The card.
        card: Card,
    },
    /// Retreat: a display card went back to its owner's hand.
    CardRetreated {
        /// The seat.
        seat: Seat,
        /// The position it left.
        position: u8,
        /// The card.
        card: Card,
    },
    /// Knock Down: a card went from one hand to another (`None` when the viewer may not see it).
    CardTaken {
        /// The hand it left.
        from: Seat,
        /// The hand it joined.
        to: Seat,
        /// The card.
        card: Option<Card>,
    },
    /// Outwit: two face-up cards changed places.
    Swapped {
        /// The player of Outwit.
        seat: Seat,
        /// His card, where it lay.
        mine: FaceUp,
        /// That card.
        my_card: Card,
        /// The opponent.
        target: Seat,
        /// The opponent's card, where it lay.
        theirs: FaceUp,
        /// That card.
        their_card: Card,
        /// Where `my_card` lies now, before `target`: in the display in place of the card it
        /// replaced, on top of it (given for Shield or Stunned), or as Shield or Stunned.
        my_card_to: FaceUp,
        /// Where `their_card` lies now, before `seat`.
        their_card_to: FaceUp,
    },
    /// The Shield now lies before this seat.
    ShieldPlaced {
        /// The seat.
        seat: Seat,
    },
    /// The Stunned card now lies before this seat.
    StunnedPlaced {
        /// Who played it.
        by: Seat,
        /// The stunned seat.
        seat: Seat,
    },
    /// The turn ended with the player staying in, showing this total.
    Stayed {
        /// The seat.
        seat: Seat,
        /// His display total.
        total: u32,
    },
    /// The player withdrew from the tournament.
    Withdrew {
        /// The seat.
        seat: Seat,
    },
    /// A token went back to the pool (withdrawal with a maiden).
    TokenReturned {
        /// The seat.
        seat: Seat,
        /// The colour.
        colour: Colour,
    },
    /// The last player in the tournament won it.
    TournamentWon {
        /// The winner.
        seat: Seat,
        /// The tournament's final colour.
        colour: Colour,
    },
    /// A token was won (none is won for a colour the winner already holds).
    TokenWon {
        /// The seat.
        seat: Seat,
        /// The colour.
        colour: Colour,
    },
    /// The game is won.
    GameWon {
        /// The winner.
        seat: Seat,
    },
    /// The game ended without a winner: nobody could start and no card could be drawn.
    GameDrawn,
}

impl Event {
    /// Whether this event closes the way back for undo ([`rules_core::Game::is_undo_barrier`]):
    /// chance decided something, or a hidden card was shown. Every variant is decided here, so
    /// that a new one must be.
    pub fn is_undo_barrier(&self) -> bool {
        match self {
            // Chance: the deal, the draw, the reshuffle, Knock Down's card taken at random.
            Event::Dealt { .. }
            | Event::Drew { .. }
            | Event::DeckShuffled { .. }
            | Event::CardTaken { .. } => true,
            // Hidden cards shown: a starter who cannot start shows their hand; once the game is
            // over every observation shows every hand.
            Event::HandRevealed { .. } | Event::GameWon { .. } | Event::GameDrawn => true,
            // Whether a starter can announce a colour depends on their hidden hand: when nothing
            // could be drawn, their turn going on to the colour tells the table they can.
            Event::TurnStarted { starting, .. } => *starting,
            // Decisions and their sure consequences, every card face up or known to all: cards
            // played from the hand, action cards and their effects (Retreat's card goes back to
            // a hand in view of all), staying, withdrawing, tokens.
            Event::TournamentStarted { .. }
            | Event::CardPlayed { .. }
            | Event::ActionPlayed { .. }
            | Event::Kept { .. }
            | Event::ActionCancelled { .. }
            | Event::Passed { .. }
            | Event::ColourChanged { .. }
            | Event::Discarded { .. }
            | Event::CardMoved { .. }
            | Event::CardRetreated { .. }
            | Event::Swapped { .. }
            | Event::ShieldPlaced { .. }
            | Event::StunnedPlaced { .. }
            | Event::Stayed { .. }
            | Event::Withdrew { .. }
            | Event::TokenReturned { .. }
            | Event::TournamentWon { .. }
            | Event::TokenWon { .. } => false,
        }
    }

    /// This event as the `seats` together may see it (the people at one screen, or one seat):
    /// a card none of them may see is replaced by `None`. No seats is a spectator's view.
    pub fn seen_by(&self, seats: &[Seat]) -> Event {
        let visible = |seat: Seat| seats.contains(&seat);
        match self {
            Event::Dealt { dealer, hands } => Event::Dealt {
                dealer: *dealer,
                hands: rules_core::hands::dealt_hands_seen_by(hands, seats),
            },
            Event::Drew { seat, card } => Event::Drew {
                seat: *seat,
                card: if visible(*seat) { *card } else { None },
            },
            Event::CardTaken { from, to, card } => Event::CardTaken {
                from: *from,
                to: *to,
                card: if visible(*from) || visible(*to) {
                    *card
                } else {
                    None
                },
            },
            other => other.clone(),
        }
    }
}
