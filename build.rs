//! Finds the games at the table: every folder under `src/games` with a `Cargo.toml` is a game's
//! crate, and the app takes each as a module of [`games`](src/games.rs) and adds its plugin. So a
//! game comes to the table by its folder and its dependency line in `Cargo.toml`, with no list
//! of games to edit here; a folder whose crate the app does not depend on stops the build with a
//! line saying what to add.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::{env, fs};

fn main() {
    let root =
        PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("Cargo sets CARGO_MANIFEST_DIR"));
    let folder = root.join("src/games");
    println!("cargo::rerun-if-changed={}", folder.display());
    println!("cargo::rerun-if-changed=Cargo.toml");
    let manifest = fs::read_to_string(root.join("Cargo.toml")).expect("the app's Cargo.toml");
    let mut games: Vec<(String, String)> = fs::read_dir(&folder)
        .unwrap_or_else(|e| panic!("{}: {e}", folder.display()))
        .map(|e| e.expect("a folder entry").path())
        .filter(|p| p.join("Cargo.toml").is_file())
        .map(|dir| {
            let module = dir.file_name().unwrap().to_string_lossy().into_owned();
            let (package, library) = names(&dir.join("Cargo.toml"));
            let depends = manifest.lines().any(|l| {
                l.trim_start()
                    .strip_prefix(&package)
                    .is_some_and(|rest| rest.trim_start().starts_with(['=', '.']))
            });
            if !depends {
                panic!(
                    "src/games/{module} holds the game crate {package}, which the app does not \
                     depend on: add `{package} = {{ path = \"src/games/{module}\" }}` under \
                     [dependencies] in Cargo.toml"
                );
            }
            (module, library)
        })
        .collect();
    games.sort();
    let mut out = String::new();
    for (module, library) in &games {
        writeln!(out, "pub use {library} as {module};").unwrap();
    }
    out.push_str("\n/// Every game's plugin (the order is the catalogue's, set after).\nfn add_every_game(app: &mut App) {\n");
    for (_, library) in &games {
        writeln!(out, "    app.add_plugins({library}::plugin);").unwrap();
    }
    out.push_str("}\n");
    let target = Path::new(&env::var("OUT_DIR").unwrap()).join("games.rs");
    fs::write(&target, out).unwrap_or_else(|e| panic!("{}: {e}", target.display()));
}

/// A crate's package name and the name its library is used by, from its manifest.
fn names(manifest: &Path) -> (String, String) {
    let text =
        fs::read_to_string(manifest).unwrap_or_else(|e| panic!("{}: {e}", manifest.display()));
    let mut section = "";
    let (mut package, mut library) = (None, None);
    for line in text.lines().map(str::trim) {
        if line.starts_with('[') {
            section = line;
        } else if let Some(value) = line.strip_prefix("name").map(str::trim_start) {
            let Some(value) = value.strip_prefix('=') else {
                continue;
            };
            let value = value.trim().trim_matches('"').to_string();
            match section {
                "[package]" => package = Some(value),
                "[lib]" => library = Some(value),
                _ => {}
            }
        }
    }
    let package = package.unwrap_or_else(|| panic!("{}: no [package] name", manifest.display()));
    let library = library.unwrap_or_else(|| package.replace('-', "_"));
    (package, library)
}
