//! Builds the app's language files into the game. Each crate of the app keeps its words beside
//! its code, in `i18n/<code>/*.ftl` (the shell's, the table kit's, each game's under
//! `src/games/<game>/i18n`), so a game brings its words by bringing its folder, with no list to
//! edit. Within one crate every language must have the same files: one missing stops the build
//! with a line naming it.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::{env, fs};

fn main() {
    // This crate lies at src/shell; the app's crates all lie under the workspace's src/.
    let workspace =
        PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("Cargo sets CARGO_MANIFEST_DIR"))
            .join("../..");
    let mut folders = Vec::new();
    find_word_folders(&workspace.join("src"), &mut folders);
    folders.sort();
    // A new game comes with a new dependency line in the workspace's manifest: that reruns this
    // search. Watching src/ itself would rebuild every crate above the shell on any edit.
    println!(
        "cargo::rerun-if-changed={}",
        workspace.join("Cargo.toml").display()
    );
    let mut out = String::from(
        "/// The language files, built in: (language code, path from the workspace's root, text).\n\
         pub const FILES: &[(&str, &str, &str)] = &[\n",
    );
    let mut codes_seen: Option<(PathBuf, BTreeSet<String>)> = None;
    for folder in &folders {
        println!("cargo::rerun-if-changed={}", folder.display());
        let codes = write_folder(&workspace, folder, &mut out);
        match &codes_seen {
            None => codes_seen = Some((folder.clone(), codes)),
            Some((first, seen)) if *seen != codes => panic!(
                "{} has the languages {codes:?} but {} has {seen:?}: every crate's words come \
                 in every language",
                folder.display(),
                first.display()
            ),
            Some(_) => {}
        }
    }
    out.push_str("];\n");
    let target = Path::new(&env::var("OUT_DIR").unwrap()).join("language_files.rs");
    fs::write(&target, out).unwrap_or_else(|e| panic!("{}: {e}", target.display()));
}

/// Every folder named `i18n` under `dir`.
fn find_word_folders(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.expect("a folder entry").path();
        if !path.is_dir() {
            continue;
        }
        if path.file_name().is_some_and(|n| n == "i18n") {
            found.push(path);
        } else {
            find_word_folders(&path, found);
        }
    }
}

/// The files of one crate's `i18n` folder, each language's, as lines of `FILES`; returns its
/// languages' codes.
fn write_folder(workspace: &Path, folder: &Path, out: &mut String) -> BTreeSet<String> {
    let shown = folder
        .strip_prefix(workspace)
        .unwrap_or(folder)
        .display()
        .to_string();
    let mut languages: Vec<(String, BTreeSet<String>)> = Vec::new();
    let mut dirs: Vec<_> = fs::read_dir(folder)
        .unwrap_or_else(|e| panic!("{}: {e}", folder.display()))
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
    let every: BTreeSet<&String> = languages.iter().flat_map(|(_, f)| f).collect();
    for (code, files) in &languages {
        for name in &every {
            if !files.contains(*name) {
                panic!(
                    "{shown}/{code}/{name}.ftl is missing: every language has the same files \
                     (another language has {name}.ftl)"
                );
            }
            let path = folder.join(code).join(format!("{name}.ftl"));
            writeln!(
                out,
                "    ({code:?}, \"{shown}/{code}/{name}.ftl\", include_str!({:?})),",
                path.display().to_string()
            )
            .unwrap();
        }
    }
    languages.into_iter().map(|(code, _)| code).collect()
}
