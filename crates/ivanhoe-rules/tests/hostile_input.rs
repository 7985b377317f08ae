//! Hostile input (issue 16): every file Ivanhoe reads — scenario files and match records —
//! answers arbitrary bytes and wrong JSON with an error that says something, never a panic.

use ivanhoe_rules::{Options, State};
use rules_conformance::hostile;

/// Scenario format: unknown fields and wrong values are refused with a message (docs/scenario-format.md).
#[test]
fn scenario_files_refuse_hostile_input_without_panicking() {
    hostile::check_scenarios(
        "ivanhoe",
        ivanhoe_rules::scenario::run_scenario,
        env!("CARGO_MANIFEST_DIR"),
    );
}

/// Match records (`replay`): a wrong record is refused, never replayed into a panic.
#[test]
fn match_records_refuse_hostile_input_without_panicking() {
    hostile::check_records::<State>(&[Options::players(2), Options::players(5)]);
}
