//! The judgement the heuristic and the playbook share: what cards are worth in a colour, a
//! hand's strength in it, which tokens a seat gains, when an opponent must be blocked, and a
//! seat's standing.

use crate::{Card, Cards, Colour, State};
use rules_core::Seat;

/// The average printed value of a colour's fourteen cards: purple cards are worth more than
/// yellow ones, so a hand's strength in a colour is measured in "average cards" of it.
fn average_value(colour: Colour) -> f64 {
    match colour {
        Colour::Purple => 62.0 / 14.0,
        Colour::Red => 52.0 / 14.0,
        Colour::Blue => 46.0 / 14.0,
        Colour::Yellow => 40.0 / 14.0,
        Colour::Green => 1.0,
    }
}

/// What `card` adds to a display total in a tournament of `colour`.
pub(super) fn worth(card: Card, colour: Colour) -> u32 {
    if colour == Colour::Green {
        1
    } else {
        card.value() as u32
    }
}

/// The kinds that fit each colour (a supporter, or a card of the colour), in code order, by the
/// colour's place in [`Colour::ALL`]: the searches' rollouts look a hand over for one colour
/// many times a rollout, and a colour takes only 5 to 7 of the 35 kinds. A constant, so that
/// reading it costs no check that it was built (a test compares it with the rule).
const FITTING: [&[Card]; 5] = {
    use Card::*;
    [
        &[P3, P4, P5, P7, S2, S3, M6],
        &[R3, R4, R5, S2, S3, M6],
        &[B2, B3, B4, B5, S2, S3, M6],
        &[Y2, Y3, Y4, S2, S3, M6],
        &[G1, S2, S3, M6],
    ]
};

/// The kinds that may go to a display in a tournament of `colour`, in code order.
pub(super) fn fitting(colour: Colour) -> &'static [Card] {
    FITTING[colour as usize]
}

/// What `hand` can add in `colour`, in points; the maiden counts only when `maiden_ok`.
fn potential(hand: &Cards, colour: Colour, maiden_ok: bool) -> u32 {
    fitting(colour)
        .iter()
        .filter(|c| maiden_ok || !c.is_maiden())
        .map(|&c| worth(c, colour) * hand.count(c) as u32)
        .sum()
}

/// A hand's strength in `colour` in average cards of that colour (see [`average_value`]).
pub(super) fn strength(hand: &Cards, colour: Colour, maiden_ok: bool) -> f64 {
    potential(hand, colour, maiden_ok) as f64 / average_value(colour)
}

/// Whether winning a tournament of `colour` gains `seat` a token: purple always does (the winner
/// picks any colour they lack), another colour only when they lack it.
pub(super) fn gains(tokens: crate::Tokens, colour: Colour) -> bool {
    colour == Colour::Purple || !tokens.has(colour)
}

/// Whether an opponent of `me` still in the tournament would win the game with this
/// tournament's token: then it must be contested whatever it is worth to `me`.
///
/// `tokens` and `in_tournament` read seat by seat, for `players` seats, so that the rollouts can
/// ask a state without copying its tokens.
pub(super) fn must_block(
    players: usize,
    tokens: impl Fn(Seat) -> crate::Tokens,
    in_tournament: impl Fn(Seat) -> bool,
    me: Seat,
    colour: Colour,
    to_win: u32,
) -> bool {
    (0..players).any(|s| {
        s != me && in_tournament(s) && tokens(s).len() + 1 >= to_win && gains(tokens(s), colour)
    })
}

/// How good the position of `me` is in the tournament under way, in points: the lead (a lead
/// of any size is worth a lot, a bigger one a little more), the hand's reserve in the colour,
/// Shield and Stunned. Used to judge action cards by what they change.
pub(super) fn standing(state: &State, me: Seat) -> f64 {
    let Some(colour) = state.colour() else {
        return 0.0;
    };
    if !state.is_in(me) {
        return -20.0;
    }
    let lead = state.total(me) as f64 - state.best_other_total(me) as f64;
    let lead = if lead > 0.0 {
        2.0 + 0.3 * lead.min(10.0)
    } else {
        lead.max(-15.0)
    };
    let maiden_ok = state.tokens(me).is_empty() && !state.display(me).contains(&Card::M6);
    let mut score = lead + 0.5 * potential(state.hand(me), colour, maiden_ok) as f64;
    if !gains(state.tokens(me), colour) {
        score -= 8.0;
    }
    if state.stunned() == Some(me) {
        score -= 2.5;
    }
    if state.shield() == Some(me) {
        score += 1.5;
    }
    score
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether `card` may go to a display in a tournament of `colour`.
    fn fits(card: Card, colour: Colour) -> bool {
        card.is_supporter() || card.colour() == Some(colour)
    }

    /// The constant table of the kinds that fit each colour is what [`fits`] says, in code order.
    #[test]
    fn fitting_lists_the_kinds_that_fit_each_colour_in_code_order() {
        for colour in Colour::ALL {
            let expected: Vec<Card> = Card::ALL
                .iter()
                .copied()
                .filter(|&c| fits(c, colour))
                .collect();
            assert_eq!(fitting(colour), expected.as_slice(), "{colour}");
        }
    }
}
