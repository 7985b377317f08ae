//! Castle Lords and Of Knights and Ninjas: no rule-based player has been written for them yet,
//! so their ladder is built from search alone, with uniformly random rollouts
//! ([`UniformPlaybook`]), which needs no knowledge of the game.
//!
//! - `normal` (and `heuristic` in the arena) stands in for a rule-based player with a shallow
//!   search: [`SHALLOW`] (300 iterations, at most 50 ms);
//! - `easy` is that search with one decision in four random;
//! - `hard` and `expert` are the same ISMCTS as for Ivanhoe with random rollouts and the budgets
//!   of [`crate::Difficulty::search_budget`].

use std::time::Duration;

use crate::ismcts::{Budget, Ismcts, IsmctsConfig, UniformPlaybook};
use crate::{Bot, BotGame};

/// The budget of the search that stands in for a rule-based player.
pub const SHALLOW: Budget = Budget {
    iterations: Some(300),
    time: Some(Duration::from_millis(50)),
};

fn shallow<G: BotGame<Playbook = UniformPlaybook>>(seed: u64) -> Box<dyn Bot<G>> {
    Box::new(Ismcts::<G, _>::new(
        IsmctsConfig {
            budget: SHALLOW,
            ..IsmctsConfig::default()
        },
        UniformPlaybook::default(),
        seed,
    ))
}

impl BotGame for castle_lords_rules::State {
    type Playbook = UniformPlaybook;

    fn playbook() -> UniformPlaybook {
        UniformPlaybook::default()
    }

    fn heuristic(seed: u64) -> Box<dyn Bot<Self>> {
        shallow(seed)
    }
}

impl BotGame for knights_ninjas_rules::State {
    type Playbook = UniformPlaybook;

    fn playbook() -> UniformPlaybook {
        UniformPlaybook::default()
    }

    fn heuristic(seed: u64) -> Box<dyn Bot<Self>> {
        shallow(seed)
    }
}
