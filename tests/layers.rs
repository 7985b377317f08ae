//! The layers of the game stay apart (docs/ARCHITECTURE.md): the app shell imports no game and
//! no table; the table kit imports no game's rules crate and no game's folder; a game's folder
//! imports no other game's.

use std::fs;
use std::path::{Path, PathBuf};

fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            out.extend(sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out
}

/// Every line of the sources under `dir` that names one of `forbidden`.
fn offending(dir: &str, forbidden: &[&str]) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src").join(dir);
    let mut found = Vec::new();
    for file in sources(&root) {
        let text = fs::read_to_string(&file).expect("a readable source");
        for (n, line) in text.lines().enumerate() {
            if line.trim_start().starts_with("//") {
                continue;
            }
            if forbidden.iter().any(|f| line.contains(f)) {
                found.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
            }
        }
    }
    found
}

const RULES_CRATES: [&str; 3] = [
    "ivanhoe_rules",
    "castle_lords_rules",
    "knights_ninjas_rules",
];

#[test]
fn the_shell_knows_no_game_and_no_table() {
    let mut forbidden = RULES_CRATES.to_vec();
    forbidden.extend(["crate::games", "crate::table"]);
    let found = offending("shell", &forbidden);
    assert!(
        found.is_empty(),
        "the shell reaches into a game:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_table_kit_imports_no_rules_crate_and_no_game() {
    let mut forbidden = RULES_CRATES.to_vec();
    forbidden.push("crate::games");
    let found = offending("table", &forbidden);
    assert!(
        found.is_empty(),
        "the table kit reaches into a game:\n{}",
        found.join("\n")
    );
}

#[test]
fn a_game_folder_imports_no_other_game() {
    let games = [
        ("ivanhoe", ["castle_lords", "knights_ninjas"]),
        ("castle_lords", ["ivanhoe_rules", "games::ivanhoe"]),
    ];
    for (game, others) in games {
        let found = offending(&format!("games/{game}"), &others);
        assert!(
            found.is_empty(),
            "{game} reaches into another game:\n{}",
            found.join("\n")
        );
    }
}

/// A game's presentation reads only what the people at the screen may see (`table::Seen` and the
/// events as they see them), never the engine's full state: an online table, whose state stays on
/// a server, is driven the same way.
#[test]
fn the_games_read_no_full_engine_state() {
    let found = offending("games", &[".engine()", ".observe("]);
    assert!(
        found.is_empty(),
        "a game reads the engine's full state:\n{}",
        found.join("\n")
    );
}
