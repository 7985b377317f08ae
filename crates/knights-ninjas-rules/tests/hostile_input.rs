//! Hostile input (issue 16): every file Of Knights and Ninjas reads — scenario files, match
//! records and the components data file — answers arbitrary bytes and wrong JSON with an error
//! that says something, never a panic.

use knights_ninjas_rules::{Components, Options, State};
use rules_conformance::hostile;

/// Scenario format: unknown fields and wrong values are refused with a message (docs/scenario-format.md).
#[test]
fn scenario_files_refuse_hostile_input_without_panicking() {
    hostile::check_scenarios(
        "knights-ninjas",
        knights_ninjas_rules::scenario::run_scenario,
        env!("CARGO_MANIFEST_DIR"),
    );
}

/// Match records (`replay`): a wrong record is refused, never replayed into a panic.
#[test]
fn match_records_refuse_hostile_input_without_panicking() {
    hostile::check_records::<State>(&[Options::players(2), Options::players(6)]);
}

/// RULINGS §3 components (default, a data file): a wrong file is refused naming the field.
#[test]
fn components_files_refuse_hostile_input_without_panicking() {
    hostile::check_reader(
        "knights-ninjas components",
        Components::from_json,
        &[knights_ninjas_rules::components::DEFAULT_COMPONENTS_JSON.to_string()],
    );
}
