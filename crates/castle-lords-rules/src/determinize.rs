//! Sampling a full state that agrees with one seat's observation: the hidden cards (other
//! hands beyond what the seat saw go into them, the deck order, the next hands' shuffles) are
//! dealt at random from the cards that seat has not seen. Bots search such samples.

use rules_core::GameRng;

use crate::cards::{ArmyTraits, Card, Cards};
use crate::observation::Observation;
use crate::options::RuleSet;

/// The player forming an army knows they can still complete it: their hidden cards must allow
/// that. Picks (at random) a characteristic the army could be completed with, and takes from
/// the shuffled `pool` the unseen cards of it their hand needs. Returns those cards.
pub(crate) fn army_support(
    obs: &Observation,
    castle: usize,
    pool: &mut Vec<Card>,
    rng: &mut GameRng,
) -> Cards {
    let seat = obs.turn;
    let rules = obs.options.rules;
    let c = &obs.castles[castle];
    let d = c.defenders.len();
    let helped = rules == RuleSet::Intermediate
        && c.boxes.position(seat).is_some()
        && c.boxes.controller(rules) != Some(seat);
    let needed = if helped { d.max(1) } else { d + 1 };
    let common = obs.army.common_traits(rules.army_traits());
    let known = obs.known_hands[seat];
    let known_counts = known.trait_counts();
    let pool_counts: Cards = pool.iter().copied().collect();
    let pool_counts = pool_counts.trait_counts();
    let hidden = obs.hand_sizes[seat] - known.len();
    let short = |b: usize| needed.saturating_sub(obs.army.len() + known_counts[b] as usize);
    let candidates: Vec<usize> = (0..12)
        .filter(|&b| common & (1 << b) != 0)
        .filter(|&b| short(b) <= hidden.min(pool_counts[b] as usize))
        .collect();
    let Some(&bit) = rng.choose(&candidates) else {
        debug_assert!(false, "the army under way could never be completed");
        return Cards::new();
    };
    let mut want = short(bit);
    let mut taken = Cards::new();
    let mut i = 0;
    while want > 0 && i < pool.len() {
        if pool[i].traits() & (1 << bit) != 0 {
            taken.add(pool.swap_remove(i));
            want -= 1;
        } else {
            i += 1;
        }
    }
    rng.shuffle(pool);
    taken
}
