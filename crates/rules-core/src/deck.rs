//! Drawing from a deck that is refilled from its discard pile, the same for every game that
//! reshuffles: when the deck is empty, the discard pile is shuffled into a new deck at once —
//! before a draw, and again as soon as a draw takes the last card — and an empty discard pile
//! is left alone. What else a reshuffle does (an event,
//! a falling target) is the game's own business, so the draw reports when one happened.

use crate::GameRng;

/// What one draw did, in order: a reshuffle before it, the card (none when both piles were
/// empty), a reshuffle after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Draw<C> {
    /// The new deck's size, when the deck was empty and the discard pile became the deck.
    pub reshuffled_before: Option<usize>,
    /// The card drawn.
    pub card: Option<C>,
    /// The new deck's size, when the draw took the last card and the discard pile became
    /// the deck.
    pub reshuffled_after: Option<usize>,
}

/// Shuffles `discard` into an empty `deck`; the new deck's size, or `None` when nothing
/// happened (the deck was not empty, or the discard pile was).
pub fn refill<C>(deck: &mut Vec<C>, discard: &mut Vec<C>, rng: &mut GameRng) -> Option<usize> {
    if !deck.is_empty() || discard.is_empty() {
        return None;
    }
    std::mem::swap(deck, discard);
    rng.shuffle(deck);
    Some(deck.len())
}

/// Draws the top card of `deck` (its last element), refilling it from `discard` before the
/// draw when it is empty and after the draw when it runs out.
pub fn draw<C>(deck: &mut Vec<C>, discard: &mut Vec<C>, rng: &mut GameRng) -> Draw<C> {
    let reshuffled_before = refill(deck, discard, rng);
    let card = deck.pop();
    let reshuffled_after = match card {
        Some(_) => refill(deck, discard, rng),
        None => None,
    };
    Draw {
        reshuffled_before,
        card,
        reshuffled_after,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RULINGS §1/§3: the deck running out is refilled from the discard pile at once.
    #[test]
    fn the_last_card_drawn_refills_the_deck_at_once() {
        let mut rng = GameRng::new(1);
        let (mut deck, mut discard) = (vec![1], vec![2, 3]);
        let d = draw(&mut deck, &mut discard, &mut rng);
        assert_eq!(
            (d.reshuffled_before, d.card, d.reshuffled_after),
            (None, Some(1), Some(2))
        );
        assert!(discard.is_empty() && deck.len() == 2);
    }

    /// RULINGS §1: with both piles empty no card is drawn, and an empty pile is not reshuffled.
    #[test]
    fn empty_piles_draw_nothing() {
        let mut rng = GameRng::new(1);
        let (mut deck, mut discard) = (Vec::<u8>::new(), Vec::new());
        let d = draw(&mut deck, &mut discard, &mut rng);
        assert_eq!(
            (d.reshuffled_before, d.card, d.reshuffled_after),
            (None, None, None)
        );
        let (mut deck, mut discard) = (Vec::new(), vec![5]);
        let d = draw(&mut deck, &mut discard, &mut rng);
        assert_eq!(
            (d.reshuffled_before, d.card, d.reshuffled_after),
            (Some(1), Some(5), None)
        );
    }
}
