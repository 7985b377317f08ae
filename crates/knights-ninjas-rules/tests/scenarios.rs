//! Every scenario file under `scenarios/` is one test, named after its file: one file per ruling of RULINGS §3 and the worked examples of seed 004.

fn main() {
    scenario_harness::run(
        env!("CARGO_MANIFEST_DIR"),
        knights_ninjas_rules::scenario::run_scenario,
    );
}
