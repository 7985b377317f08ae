//! The collection's conformance suite (`rules_conformance`) on every Skirmish table, 2 to 4
//! players.

use rules_conformance::{Suite, check_game};
use rules_core::{Game, GameRng};
use skirmish_rules::{Action, Card, Options, Play, State};

/// Any action of the whole action space, legal or not: any card alone or paired, any seat up
/// to beyond the largest table.
fn random_action(rng: &mut GameRng) -> Action {
    let card = *rng.choose(&Card::ALL).unwrap();
    match rng.below(3) {
        0 => Action::Play(Play::single(card)),
        1 => Action::Play(Play::pair(card)),
        _ => Action::Target(rng.below(6)),
    }
}

/// Invariants, legal lists, refusals that name their rule and change nothing, determinism,
/// records, hidden information and undo, at 2, 3 and 4 seats.
#[test]
fn skirmish_passes_the_conformance_suite() {
    let seats = State::INFO.seats.clone();
    check_game(&Suite::<State> {
        tables: seats.map(Options::players).collect(),
        any_action: |_, rng| random_action(rng),
        // Each turn discards one or two of the 18 cards for good: at most 36 actions.
        max_actions: 36,
        games_per_table: 64,
    });
}
