//! The checks every engine of the collection must pass, written once (in the manner of
//! OpenSpiel's `basic_tests`) and run from each engine's tests with one call per table:
//!
//! - [`check_game`]: random play to the end of every table a game has, with the engine's
//!   promises checked after every action (invariants, legal list, refusals, determinism,
//!   observations, serialization); see [`Suite`].
//! - [`hostile`]: every file the project reads (scenarios, match records, component data),
//!   fed arbitrary bytes and structurally valid but wrong JSON, must give an error that says
//!   something, never a panic.

pub mod hostile;
mod suite;

pub use suite::{Suite, check_game};

use crate::{Game, GameRng, Status};

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
