//! Hostile input: the one file Skirmish reads, a match record, answers arbitrary bytes and
//! wrong JSON with an error that says something, never a panic.

use rules_conformance::hostile;
use skirmish_rules::{Options, State};

/// Match records (`replay`): a wrong record is refused, never replayed into a panic.
#[test]
fn match_records_refuse_hostile_input_without_panicking() {
    hostile::check_records::<State>(&[Options::players(2), Options::players(4)]);
}
