//! The places of Ivanhoe's table, each the key of a zone entity: what the layout arranges and
//! the present step fills.

use bevy::prelude::*;
use ivanhoe_rules::Colour;
use rules_core::Seat;

/// A place on the table: the key of a zone entity.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// The draw pile (face down).
    Deck,
    /// The discard pile (face up).
    Discard,
    /// A Shield or Stunned card just played, waiting for the Ivanhoe window to close.
    Pending,
    /// A seat's hand.
    Hand(Seat),
    /// A seat's display.
    Display(Seat),
    /// The Shield lying before a seat.
    Shield(Seat),
    /// The Stunned card lying before a seat.
    Stunned(Seat),
    /// A seat's row of tokens.
    Tokens(Seat),
    /// The pool's stack of tokens of the colour of this index.
    Pool(u8),
}

impl Place {
    /// Every place of a table of `players` seats.
    pub fn all(players: usize) -> Vec<Place> {
        let mut all = vec![Place::Deck, Place::Discard, Place::Pending];
        for s in 0..players {
            all.extend([
                Place::Hand(s),
                Place::Display(s),
                Place::Shield(s),
                Place::Stunned(s),
                Place::Tokens(s),
            ]);
        }
        all.extend((0..Colour::ALL.len() as u8).map(Place::Pool));
        all
    }
}
