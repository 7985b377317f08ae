//! Hostile input: the files Skirmish reads, match records and scenario files, answer arbitrary
//! bytes and wrong JSON with an error that says something, never a panic.

use rules_conformance::hostile;
use skirmish_rules::{Options, State};

/// Match records (`replay`): a wrong record is refused, never replayed into a panic.
#[test]
fn match_records_refuse_hostile_input_without_panicking() {
    hostile::check_records::<State>(&[Options::players(2), Options::players(4)]);
}

/// Scenario format: unknown fields and wrong values are refused with a message
/// (docs/scenario-format.md, section "Skirmish"), never a panic.
#[test]
fn scenario_files_refuse_hostile_input_without_panicking() {
    hostile::check_scenarios(
        "skirmish",
        skirmish_rules::scenario::run_scenario,
        env!("CARGO_MANIFEST_DIR"),
    );
}
