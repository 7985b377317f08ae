//! Every scenario file under `scenarios/` is one test, named after its file, and must pass:
//! one file per rule or ruling of the crate's doc comment (src/lib.rs), which its description
//! names.

fn main() {
    scenario_harness::run(
        env!("CARGO_MANIFEST_DIR"),
        skirmish_rules::scenario::run_scenario,
    );
}
