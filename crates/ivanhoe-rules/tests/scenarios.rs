//! Every scenario file under `scenarios/` is one test, named after its file: the rulebook's
//! sample tournaments and one file per ruling of RULINGS §1.

use std::path::{Path, PathBuf};

use libtest_mimic::{Arguments, Failed, Trial};

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            files(&path, out);
        } else if path.extension().is_some_and(|x| x == "json") {
            out.push(path);
        }
    }
}

fn run(path: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let report = ivanhoe_rules::scenario::run_scenario(&text).map_err(|e| e.to_string())?;
    if report.passed() {
        Ok(())
    } else {
        let lines: Vec<String> = report
            .failures
            .iter()
            .map(|f| {
                let at = f
                    .step
                    .map_or("at the end".to_string(), |s| format!("after step {s}"));
                format!(
                    "{at}: {}: expected {}, got {}",
                    f.what, f.expected, f.actual
                )
            })
            .collect();
        Err(lines.join("\n").into())
    }
}

fn main() {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios");
    let mut paths = Vec::new();
    files(&root, &mut paths);
    assert!(
        !paths.is_empty(),
        "no scenario files under {}",
        root.display()
    );
    let trials = paths
        .into_iter()
        .map(|path| {
            let name = path
                .strip_prefix(&root)
                .expect("under the root")
                .with_extension("")
                .display()
                .to_string();
            Trial::test(name, move || run(&path))
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}
