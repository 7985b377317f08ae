//! What each seat knows of the others' hands, and dealing hidden hands for determinization:
//! the bookkeeping every game of the collection keeps the same way. A card that enters a hand
//! in view of everyone (taken face up from the table, an exchange) is known to every other
//! seat until it leaves that hand face up; a card drawn is known to its holder alone.

use serde::{Deserialize, Serialize};

use crate::{CardCounts, CardKind, Seat};

/// For every viewer and holder, the cards the viewer knows to be in the holder's hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(bound = "K: CardKind + Serialize + for<'a> Deserialize<'a>")]
pub struct KnownHands<K: CardKind, const N: usize> {
    players: usize,
    /// `cells[viewer * players + holder]`.
    cells: Vec<CardCounts<K, N>>,
}

impl<K: CardKind, const N: usize> KnownHands<K, N> {
    /// Nobody knows anything of anybody's hand.
    pub fn new(players: usize) -> Self {
        Self {
            players,
            cells: vec![CardCounts::new(); players * players],
        }
    }

    /// Rebuilt from one seat's observation (`known_hands[h]`, as [`KnownHands::seen_by`] gives
    /// it): that seat's knowledge only; what the others knew is not in the observation.
    pub fn of_observer(seat: Seat, known_hands: &[CardCounts<K, N>]) -> Self {
        let mut known = Self::new(known_hands.len());
        for (holder, cards) in known_hands.iter().enumerate() {
            if holder != seat {
                *known.get_mut(seat, holder) = *cards;
            }
        }
        known
    }

    /// The cards `viewer` knows to be in `holder`'s hand.
    pub fn get(&self, viewer: Seat, holder: Seat) -> &CardCounts<K, N> {
        &self.cells[viewer * self.players + holder]
    }

    /// The cards `viewer` knows to be in `holder`'s hand, to change.
    pub fn get_mut(&mut self, viewer: Seat, holder: Seat) -> &mut CardCounts<K, N> {
        &mut self.cells[viewer * self.players + holder]
    }

    /// What `seat` knows of every hand, its own `hand` whole: the observation's view.
    pub fn seen_by(&self, seat: Seat, hand: &CardCounts<K, N>) -> Vec<CardCounts<K, N>> {
        (0..self.players)
            .map(|h| if h == seat { *hand } else { *self.get(seat, h) })
            .collect()
    }

    /// What everyone knows of every hand, holder by holder: the cards every other seat knows
    /// to be there (what one seat alone was shown stays hidden). A spectator's view.
    pub fn public(&self) -> Vec<CardCounts<K, N>> {
        (0..self.players)
            .map(|holder| {
                let mut viewers = (0..self.players).filter(|&v| v != holder);
                let Some(first) = viewers.next() else {
                    return CardCounts::new();
                };
                let mut common = *self.get(first, holder);
                for viewer in viewers {
                    let known = self.get(viewer, holder);
                    let mut counts = *common.counts();
                    for (c, k) in counts.iter_mut().zip(known.counts()) {
                        *c = (*c).min(*k);
                    }
                    common = CardCounts::from_counts(counts);
                }
                common
            })
            .collect()
    }

    /// `card` left `holder`'s hand in view of everyone: nobody knows it there any more.
    pub fn left_openly(&mut self, holder: Seat, card: K) {
        for viewer in 0..self.players {
            self.get_mut(viewer, holder).remove(card);
        }
    }

    /// `card` entered `holder`'s hand in view of everyone: every other seat knows it there.
    pub fn entered_openly(&mut self, holder: Seat, card: K) {
        for viewer in (0..self.players).filter(|&v| v != holder) {
            self.get_mut(viewer, holder).add(card);
        }
    }

    /// Everyone forgets everything (a new hand is dealt).
    pub fn forget_all(&mut self) {
        self.cells.iter_mut().for_each(CardCounts::clear);
    }

    /// Every viewer's knowledge, viewer by viewer (for invariant checks).
    pub fn iter(&self) -> impl Iterator<Item = (Seat, Seat, &CardCounts<K, N>)> {
        let n = self.players;
        self.cells
            .iter()
            .enumerate()
            .map(move |(i, c)| (i / n, i % n, c))
    }
}

/// The hands of a deal as the `seats` together may see it (the people at one screen, or one
/// seat; none for a spectator): each hand its holder's to see, every other one `None`. How
/// every game's deal event hides the hands dealt face down.
pub fn dealt_hands_seen_by<H: Clone>(hands: &[Option<H>], seats: &[Seat]) -> Vec<Option<H>> {
    hands
        .iter()
        .enumerate()
        .map(|(s, h)| if seats.contains(&s) { h.clone() } else { None })
        .collect()
}

/// Deals every hand for a state sampled from `seat`'s observation: its own `hand` as it is,
/// each other hand its known cards (`known_hands[h]`) and then cards from the end of `pool`
/// (the unseen cards, shuffled) up to its size. A spectator's observation (`Game::observe_public`)
/// shows only the public part of `seat`'s hand: the rest is dealt from `pool` like the others'.
///
/// # Panics
///
/// When `pool` is too small to fill the hands: the observation's counts do not add up, which
/// the engine's invariants rule out.
pub fn deal_hidden<K: CardKind, const N: usize>(
    seat: Seat,
    hand: &CardCounts<K, N>,
    known_hands: &[CardCounts<K, N>],
    hand_sizes: &[usize],
    pool: &mut Vec<K>,
) -> Vec<CardCounts<K, N>> {
    (0..hand_sizes.len())
        .map(|h| {
            let mut dealt = if h == seat { *hand } else { known_hands[h] };
            while dealt.len() < hand_sizes[h] {
                dealt.add(pool.pop().expect("the unseen cards fill every hand"));
            }
            dealt
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    enum Suit {
        A,
        B,
    }

    impl CardKind for Suit {
        const ALL: &'static [Self] = &[Suit::A, Suit::B];
        fn index(self) -> usize {
            self as usize
        }
    }

    /// RULINGS "Shared engine rules": a card taken face up is known to the others until it
    /// leaves the hand face up; the holder's own view is its whole hand.
    #[test]
    fn open_moves_are_known_to_the_others_until_played() {
        let mut known = KnownHands::<Suit, 2>::new(3);
        known.entered_openly(1, Suit::A);
        assert_eq!(known.get(0, 1).count(Suit::A), 1);
        assert_eq!(known.get(1, 1).count(Suit::A), 0);
        let hand: CardCounts<Suit, 2> = [Suit::B].into_iter().collect();
        assert_eq!(known.seen_by(1, &hand)[1], hand);
        let rebuilt = KnownHands::of_observer(2, &known.seen_by(2, &hand));
        assert_eq!(rebuilt.get(2, 1), known.get(2, 1));
        assert!(rebuilt.get(0, 1).is_empty());
        known.left_openly(1, Suit::A);
        assert!(known.get(0, 1).is_empty() && known.get(2, 1).is_empty());
    }

    /// Determinization keeps known cards and fills each hand to its size from the pool.
    #[test]
    fn hidden_hands_keep_known_cards() {
        let own: CardCounts<Suit, 2> = [Suit::A].into_iter().collect();
        let known = [CardCounts::new(), [Suit::B].into_iter().collect()];
        let mut pool = vec![Suit::A, Suit::A];
        let hands = deal_hidden(0, &own, &known, &[1, 2], &mut pool);
        assert_eq!(hands[0], own);
        assert_eq!((hands[1].count(Suit::A), hands[1].count(Suit::B)), (1, 1));
        assert_eq!(pool.len(), 1);
    }
}
