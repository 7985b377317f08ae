//! Builds the list of the game's language files into the game: every `assets/i18n/<code>/*.ftl`,
//! so a game's words are added by adding its files, with no list to edit. Each language must
//! have the same files: one missing in a language stops the build with a line naming it.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::Path;
use std::{env, fs};

fn main() {
    // This crate lies at src/shell; the words are the app's, at the workspace's root.
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/i18n");
    println!("cargo::rerun-if-changed={}", root.display());
    let mut languages: Vec<(String, BTreeSet<String>)> = Vec::new();
    let mut dirs: Vec<_> = fs::read_dir(&root)
        .unwrap_or_else(|e| panic!("{}: {e}", root.display()))
        .map(|e| e.expect("a folder entry").path())
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    for dir in dirs {
        let code = dir.file_name().unwrap().to_string_lossy().into_owned();
        let files = fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|e| e.expect("a folder entry").path())
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
            .collect();
        languages.push((code, files));
    }
    let mut out = String::from(
        "/// The language files, built in: (language code, file under `assets/i18n`, text).\n\
         pub const FILES: &[(&str, &str, &str)] = &[\n",
    );
    let every: BTreeSet<&String> = languages.iter().flat_map(|(_, f)| f).collect();
    for (code, files) in &languages {
        for name in &every {
            if !files.contains(*name) {
                panic!(
                    "assets/i18n/{code}/{name}.ftl is missing: every language has the same files \
                     (another language has {name}.ftl)"
                );
            }
            let path = root.join(code).join(format!("{name}.ftl"));
            writeln!(
                out,
                "    ({code:?}, \"{code}/{name}.ftl\", include_str!({:?})),",
                path.display().to_string()
            )
            .unwrap();
        }
    }
    out.push_str("];\n");
    let target = Path::new(&env::var("OUT_DIR").unwrap()).join("language_files.rs");
    fs::write(&target, out).unwrap_or_else(|e| panic!("{}: {e}", target.display()));
}
