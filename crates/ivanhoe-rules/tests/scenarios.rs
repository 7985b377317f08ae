//! Every scenario file under `scenarios/` is one test, named after its file: the rulebook's sample tournaments and one file per ruling of RULINGS §1.

fn main() {
    scenario_harness::run(
        env!("CARGO_MANIFEST_DIR"),
        ivanhoe_rules::scenario::run_scenario,
    );
}
