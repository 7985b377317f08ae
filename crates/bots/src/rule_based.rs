//! A game's rule-based player from its decision alone ([`Rules`]): the seeded fallback and the
//! safety checks every such player needs, written once.

use std::fmt::{Debug, Display};
use std::marker::PhantomData;

use rules_core::{Game, GameRng};

use crate::Bot;
use crate::scoring::checked_choice;

/// A game's rule-based decision, written from its rules.
pub trait Rules: Game {
    /// One of `legal` (never empty), from what the deciding seat may know.
    fn decide(observation: &Self::Observation, legal: &[Self::Action]) -> Self::Action;
}

/// The rule-based player of game `G` ([`Rules::decide`]), made safe by [`checked_choice`]: a
/// forced decision is taken without thought, and a choice outside the legal actions (a bug,
/// which fails debug builds) is replaced by one drawn from its seed.
pub struct RuleBased<G> {
    rng: GameRng,
    game: PhantomData<fn() -> G>,
}

impl<G> RuleBased<G> {
    /// The player; `seed` is used only if a decision must fall back on chance.
    pub fn new(seed: u64) -> Self {
        Self {
            rng: GameRng::new(seed),
            game: PhantomData,
        }
    }
}

impl<G> Bot<G> for RuleBased<G>
where
    G: Rules + 'static,
    G::Action: Copy + Display + Debug,
{
    fn choose(&mut self, observation: &G::Observation, legal: &[G::Action]) -> G::Action {
        checked_choice(
            legal,
            || G::decide(observation, legal),
            || legal[self.rng.below(legal.len())],
        )
    }

    fn name(&self) -> String {
        "heuristic".to_string()
    }
}
