//! The checks every engine of the collection must pass, written once (in the manner of
//! OpenSpiel's `basic_tests`) and run from each engine's tests with one call per table:
//!
//! - [`check_game`]: random play to the end of every table a game has, with the engine's
//!   promises checked after every action (invariants, legal list, refusals, determinism,
//!   observations, serialization, taking steps back); see [`Suite`].
//! - [`hostile`]: every file the project reads (scenarios, match records, component data),
//!   fed arbitrary bytes and structurally valid but wrong JSON, must give an error that says
//!   something, never a panic.
//! - [`act`], [`act_as`], [`barriers`]: decisions applied one by one, for the engines' tests of
//!   which events close the way back.

pub mod hostile;
mod round_trip;
mod steps;
mod suite;
mod undo;

pub use steps::{act, act_as, barriers};
pub use suite::{Suite, check_game};

use serde::Serialize;

use rules_core::{Game, GameRng, Status};

/// A value's JSON, as the checks compare them.
fn json<T: Serialize + ?Sized>(value: &T) -> String {
    serde_json::to_string(value).expect("game values serialize to JSON")
}

/// Every seat's observation of one state, seat 0 first, with its JSON.
struct Views<G: Game> {
    observations: Vec<G::Observation>,
    texts: Vec<String>,
}

impl<G: Game> Views<G> {
    fn of(game: &G) -> Self {
        let observations: Vec<G::Observation> =
            (0..game.num_players()).map(|s| game.observe(s)).collect();
        let texts = observations.iter().map(json).collect();
        Self {
            observations,
            texts,
        }
    }
}

/// Plays `G` from `options` and `seed` with uniformly random legal actions, at most `limit`
/// of them; returns the state reached and the actions taken.
pub fn random_game<G: Game>(options: &G::Options, seed: u64, limit: usize) -> (G, Vec<G::Action>) {
    let mut events = Vec::new();
    let mut game = G::new_game(options, seed, &mut events)
        .unwrap_or_else(|e| panic!("{}: {options:?} set up no game: {e}", G::NAME));
    let mut rng = GameRng::derived(seed, 1);
    let mut legal = Vec::new();
    let mut actions = Vec::new();
    while actions.len() < limit && matches!(game.status(), Status::Decision(_)) {
        game.legal_actions(&mut legal);
        let action = legal[rng.below(legal.len())].clone();
        events.clear();
        game.apply(&action, &mut events)
            .unwrap_or_else(|e| panic!("{}: listed action {action} refused: {e}", G::NAME));
        actions.push(action);
    }
    (game, actions)
}
