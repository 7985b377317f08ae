//! Hostile input (issue 16): every file Castle Lords reads — scenario files, match records and
//! the components data file — answers arbitrary bytes and wrong JSON with an error that says
//! something, never a panic.

use castle_lords_rules::{Components, Options, RuleSet, State};
use rules_conformance::hostile;

/// Scenario format: unknown fields and wrong values are refused with a message (docs/scenario-format.md).
#[test]
fn scenario_files_refuse_hostile_input_without_panicking() {
    hostile::check_scenarios(
        "castle-lords",
        castle_lords_rules::scenario::run_scenario,
        env!("CARGO_MANIFEST_DIR"),
    );
}

/// Match records (`replay`): a wrong record is refused, never replayed into a panic.
#[test]
fn match_records_refuse_hostile_input_without_panicking() {
    let mut two = Options::new(2, RuleSet::Basic);
    two.two_player_variant = true;
    hostile::check_records::<State>(&[two, Options::new(6, RuleSet::Advanced)]);
}

/// RULINGS §2 components (default, a data file): a wrong file is refused naming the field.
#[test]
fn components_files_refuse_hostile_input_without_panicking() {
    hostile::check_reader(
        "castle-lords components",
        Components::from_json,
        &[castle_lords_rules::components::DEFAULT_COMPONENTS_JSON.to_string()],
    );
}
