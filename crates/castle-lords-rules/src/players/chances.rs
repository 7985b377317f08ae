//! The chances the heuristic weighs: that a garrison holds its castle to the end of the hand,
//! and (advanced play) that a banner ends up controlling one.

use crate::RuleSet;
use rules_core::Seat;

use super::banners::BoxList;

/// The chance a castle held by an army of `army` cards is still held after `opp_turns` of the
/// opponents' turns. Each turn an opponent answers an army of one card often, of five rarely
/// (they need a group of six).
pub(super) fn hold_over(rules: RuleSet, army: usize, opp_turns: f64) -> f64 {
    let row = usize::from(rules != RuleSet::Basic);
    let ln_keep = LN_KEEP_PER_TURN[row][army.clamp(1, ARMIES) - 1];
    (opp_turns * ln_keep).exp()
}

/// About how many turns of a seat's opponents remain before the hand ends: the deck lasts
/// `deck / (2 · players)` more rounds (two cards a turn), then comes the last round.
pub(super) fn opponents_turns_left(players: usize, deck: usize, last_round: bool) -> f64 {
    let n = players as f64;
    let rounds_left = if last_round {
        0.0
    } else {
        deck as f64 / (2.0 * n)
    };
    (rounds_left + 1.0) * (n - 1.0)
}

/// The largest army [`hold_over`] tells apart; bigger ones count as this size (an opponent's
/// turn answers it about once in 300,000).
const ARMIES: usize = 24;

/// `ln(1 - p)` for the chance `p = 0.4 · reach^(army - 1)` that one opponent's turn answers an
/// army, per army size from 1 (basic: `reach` 0.5; intermediate, advanced: 0.6). A table, since
/// a search weighs every castle at every attack step of its rollouts.
static LN_KEEP_PER_TURN: std::sync::LazyLock<[[f64; ARMIES]; 2]> = std::sync::LazyLock::new(|| {
    [0.5f64, 0.6].map(|reach| std::array::from_fn(|i| (-0.4 * reach.powi(i as i32)).ln_1p()))
});

/// Advanced play: the deepest banner controls, so what matters is whose banner will be the
/// deepest once the attacks still to come have pushed the others into the dungeon. Their
/// number is taken as Poisson: most turns bring an attack somewhere, and the last round many
/// (every player must attack while they can).
pub(super) fn control_chance(b: &BoxList, seat: Seat, lambda: f64) -> f64 {
    let slots = &b.slots[..b.len];
    let Some(deepest) = slots.iter().rposition(Option::is_some) else {
        return 0.0;
    };
    // The window of future attack counts for which `seat`'s deepest banner ends up controlling.
    let Some(mine) = slots.iter().rposition(|&s| s == Some(seat)) else {
        return 0.0;
    };
    let last = b.len - 1;
    let low = if mine == deepest {
        0
    } else {
        last - deepest + 1
    };
    let high = last - mine;
    let mut p = (-lambda).exp();
    let mut total = 0.0;
    for k in 0..=high {
        if k > 0 {
            p *= lambda / k as f64;
        }
        if k >= low {
            total += p;
        }
    }
    total
}
