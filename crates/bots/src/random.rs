//! The uniformly random player: the floor of the ladder, and a check that the engines' legal
//! lists are all a player ever needs.

use std::marker::PhantomData;

use rules_core::{Game, GameRng};

use crate::Bot;

/// Chooses uniformly among the legal actions.
pub struct RandomBot<G> {
    rng: GameRng,
    // `fn() -> G` keeps the bot `Send` whatever `G` is: it holds no `G`.
    game: PhantomData<fn() -> G>,
}

impl<G> RandomBot<G> {
    /// A random player drawing from `seed`.
    pub fn new(seed: u64) -> Self {
        Self {
            rng: GameRng::new(seed),
            game: PhantomData,
        }
    }
}

impl<G: Game + 'static> Bot<G> for RandomBot<G> {
    fn choose(&mut self, _observation: &G::Observation, legal: &[G::Action]) -> G::Action {
        legal[self.rng.below(legal.len())].clone()
    }

    fn name(&self) -> String {
        "random".to_string()
    }
}
