//! The collection's conformance suite (`rules_conformance`, issue 16) on every Of Knights
//! and Ninjas table, 2 to 6 players.

use knights_ninjas_rules::{Action, Card, Options, Play, State};
use rules_conformance::{Suite, check_game};
use rules_core::{Game, GameRng};

/// Any action of the whole action space, well-formed or not by the rules.
fn random_action(rng: &mut GameRng) -> Action {
    let roles: Vec<Card> = Card::ALL
        .into_iter()
        .filter(|c| *c != Card::Jester)
        .collect();
    let role = *rng.choose(&roles).unwrap();
    let (natural, jesters) = loop {
        let n = rng.below(4) as u8;
        let j = rng.below(3) as u8;
        if n + j > 0 {
            break (n, j);
        }
    };
    let play = Play {
        role,
        natural,
        jesters,
    };
    match rng.below(7) {
        0 => Action::Attack {
            target: rng.below(7),
            play,
        },
        1 => Action::Respond(play),
        2 => Action::Steal(play),
        3 => Action::Fortify(play),
        4 => Action::Discard(*rng.choose(&Card::ALL).unwrap()),
        5 => Action::Pass,
        _ => Action::End,
    }
}

/// RULINGS "Shared engine rules" and §3, 2 to 6 players: invariants, legal lists, refusals that
/// name their rule and change nothing, determinism, records, hidden information.
#[test]
fn knights_ninjas_passes_the_conformance_suite() {
    let seats = State::INFO.seats.clone();
    check_game(&Suite::<State> {
        tables: seats.map(Options::players).collect(),
        any_action: |_, rng| random_action(rng),
        max_actions: 20_000,
        games_per_table: 12,
    });
}
