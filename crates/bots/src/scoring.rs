//! Pieces the rule-based players and the playbooks of every game share: picking the best-scored
//! action, and turning each seat's progress into chances of winning.

use rules_core::{Game, Status};

/// The legal action with the highest score (the first listed among equals); actions scored
/// `None` are not candidates. Falls back to the first legal action.
pub fn best_by<A: Copy>(legal: &[A], score: impl Fn(&A) -> Option<f64>) -> A {
    let mut best: Option<(f64, A)> = None;
    for a in legal {
        if let Some(s) = score(a)
            && best.as_ref().is_none_or(|(b, _)| s > *b)
        {
            best = Some((s, *a));
        }
    }
    best.map_or(legal[0], |(_, a)| a)
}

/// Each seat's chances in `state`, written into `rewards`: the outcome's rewards once the game
/// is over, else a softmax of `beta · progress(seat)` (a seat ahead by `1/beta` of progress is
/// `e` times likelier to win).
pub fn softmax_rewards<G: Game>(
    state: &G,
    rewards: &mut [f64],
    beta: f64,
    progress: impl Fn(usize) -> f64,
) {
    if let Status::Over(outcome) = state.status() {
        rewards.copy_from_slice(&outcome.rewards(rewards.len()));
        return;
    }
    let mut sum = 0.0;
    for (s, r) in rewards.iter_mut().enumerate() {
        *r = (beta * progress(s)).exp();
        sum += *r;
    }
    rewards.iter_mut().for_each(|r| *r /= sum);
}

/// A rule-based player's decision, made safe: a forced decision is taken without thought, and a
/// decision outside `legal` (a bug, which fails debug builds) is replaced by `fallback()`.
pub fn checked_choice<A: Copy + PartialEq + std::fmt::Display + std::fmt::Debug>(
    legal: &[A],
    decide: impl FnOnce() -> A,
    fallback: impl FnOnce() -> A,
) -> A {
    if legal.len() == 1 {
        return legal[0];
    }
    let action = decide();
    if legal.contains(&action) {
        action
    } else {
        debug_assert!(false, "the heuristic chose '{action}', not in {legal:?}");
        fallback()
    }
}
