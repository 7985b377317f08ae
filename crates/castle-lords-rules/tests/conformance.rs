//! The collection's conformance suite (`rules_conformance`, issue 16) on every Castle
//! Lords table: the three rule sets with 3 to 6 players, and the two-player variant.

use castle_lords_rules::{Action, Card, Options, RuleSet, State};
use rules_conformance::{Suite, check_game};
use rules_core::Game;

/// Every action the notation can express for this table, legal or not.
fn action_space(players: usize, castles: usize) -> Vec<Action> {
    let mut all = vec![
        Action::Decline,
        Action::Confirm,
        Action::Reclaim,
        Action::Pass,
    ];
    for i in 0..castle_lords_rules::cards::CARD_KINDS {
        let c = Card::from_index(i);
        all.extend([
            Action::Offer(c),
            Action::Propose(c),
            Action::Add(c),
            Action::Discard(c),
        ]);
    }
    all.extend((0..players + 1).map(Action::Pick));
    all.extend((0..castles as u8 + 1).map(Action::Attack));
    all
}

/// RULINGS "Shared engine rules" and §2, every rule set and table size: invariants, legal
/// lists, refusals that name their rule and change nothing, determinism, records, hidden
/// information, and every match ending.
#[test]
fn castle_lords_passes_the_conformance_suite() {
    let info = State::INFO;
    let mut tables = Vec::new();
    for rules in RuleSet::ALL {
        for players in info.all_seats() {
            let mut options = Options::new(players, rules);
            options.two_player_variant = info.variant_for(players).is_some();
            tables.push(options);
        }
    }
    check_game(&Suite::<State> {
        tables,
        any_action: |state, rng| {
            let space = action_space(state.num_players(), state.castles().len());
            space[rng.below(space.len())]
        },
        max_actions: 200_000,
        games_per_table: 3,
    });
}
