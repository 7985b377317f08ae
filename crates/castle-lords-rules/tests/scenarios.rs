//! Every scenario file under `scenarios/` is one test, named after its file: one file per ruling of RULINGS §2 and the worked examples of seed 001.

fn main() {
    scenario_harness::run(
        env!("CARGO_MANIFEST_DIR"),
        castle_lords_rules::scenario::run_scenario,
    );
}
