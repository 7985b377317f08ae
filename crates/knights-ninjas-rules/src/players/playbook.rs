//! The playbook of Of Knights and Ninjas searches, [`KnightsNinjasPlaybook`]: rollouts by the
//! heuristic and the evaluation of where they stop.

use crate::{Action, Event, State};
use rules_core::{Game, GameRng, Status};

use bots::ismcts::Playbook;
use bots::scoring::softmax_rewards;

use super::heuristic::decide;
use super::view::View;

/// Rollouts and evaluation for Of Knights and Ninjas searches.
///
/// Rollouts play the heuristic (from the deciding seat's hand and the table of the sampled
/// state), one decision in `random_one_in` uniformly random. They stop after `turns` turns or
/// `max_steps` actions; each seat's chances are then a softmax of `beta · (gems +
/// hand_weight · cards + fortification_weight · fortifications)`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct KnightsNinjasPlaybook {
    /// One rollout decision in `random_one_in` is uniformly random (0: never).
    pub random_one_in: u32,
    /// The softmax temperature.
    pub beta: f64,
    /// What a card in hand is worth, in gems.
    pub hand_weight: f64,
    /// What a Castle or an Archer standing is worth, in gems.
    pub fortification_weight: f64,
    /// Rollouts stop after this many turns have ended (0: play the game out).
    pub turns: u32,
    /// Rollouts stop after this many actions.
    pub max_steps: u32,
}

impl Default for KnightsNinjasPlaybook {
    fn default() -> Self {
        Self {
            random_one_in: 10,
            beta: 0.8,
            hand_weight: 0.15,
            fortification_weight: 0.3,
            turns: 12,
            max_steps: 400,
        }
    }
}

impl Playbook<State> for KnightsNinjasPlaybook {
    fn rollout_action(&self, state: &State, legal: &mut Vec<Action>, rng: &mut GameRng) -> Action {
        state.legal_actions(legal);
        if legal.len() == 1 {
            return legal[0];
        }
        if self.random_one_in > 0 && rng.below(self.random_one_in as usize) == 0 {
            return legal[rng.below(legal.len())];
        }
        let Status::Decision(seat) = state.status() else {
            return legal[0];
        };
        decide(&View::from_state(state, seat), legal)
    }

    fn cutoff(&self, _state: &State, events: &[Event], steps: u32, marks: &mut u32) -> bool {
        *marks += events
            .iter()
            .filter(|e| matches!(e, Event::TurnEnded { .. }))
            .count() as u32;
        steps >= self.max_steps || (self.turns > 0 && *marks >= self.turns)
    }

    fn evaluate(&self, state: &State, rewards: &mut [f64]) {
        softmax_rewards(state, rewards, self.beta, |s| {
            let k = state.kingdom(s);
            let forts = k.castle.is_some() as u8 + k.archer.is_some() as u8;
            k.gems as f64
                + self.hand_weight * state.hand(s).len() as f64
                + self.fortification_weight * forts as f64
        });
    }
}
