//! The layers of the game stay apart (docs/ARCHITECTURE.md): the table kit imports no game's rules
//! crate and no game's folder; a game's folder imports no other game's, and reads the match only
//! as the screen may see it. (The app shell is a crate of its own, `src/shell`, which depends on
//! no rules crate and not on the app: the compiler keeps it from the table and the games.)

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
    offending_in(dir, forbidden, false)
}

/// The line numbers (from 0) of `file`'s `text` that are test code: all of a module's
/// `tests.rs` (declared `#[cfg(test)] mod tests;` beside the code it tests), else
/// [`test_module_lines`].
fn test_lines(file: &Path, text: &str) -> Vec<usize> {
    if file.file_name().is_some_and(|n| n == "tests.rs") {
        return (0..text.lines().count()).collect();
    }
    test_module_lines(text)
}

/// The line numbers (from 0) of `text` inside a `#[cfg(test)]` module: from the attribute to the
/// brace that closes the module.
fn test_module_lines(text: &str) -> Vec<usize> {
    // A file that is test code as a whole says so at its top.
    if text.lines().any(|l| l.trim() == "#![cfg(test)]") {
        return (0..text.lines().count()).collect();
    }
    let mut inside = Vec::new();
    let mut depth: Option<i32> = None;
    let mut armed = false;
    for (n, line) in text.lines().enumerate() {
        let code = line.trim_start();
        if depth.is_none() && code.starts_with("#[cfg(test)]") {
            armed = true;
        }
        if armed && depth.is_none() && code.contains("mod ") && code.contains('{') {
            depth = Some(0);
        }
        if armed {
            inside.push(n);
        }
        if let Some(d) = depth.as_mut() {
            *d += line.matches('{').count() as i32 - line.matches('}').count() as i32;
            if *d <= 0 {
                depth = None;
                armed = false;
            }
        }
    }
    inside
}

/// As [`offending`]; with `skip_tests`, the lines of `#[cfg(test)]` modules are not read (unit
/// tests may run the engine to check the table against it).
fn offending_in(dir: &str, forbidden: &[&str], skip_tests: bool) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src").join(dir);
    let mut found = Vec::new();
    for file in sources(&root) {
        let text = fs::read_to_string(&file).expect("a readable source");
        let tests = if skip_tests {
            test_lines(&file, &text)
        } else {
            Vec::new()
        };
        for (n, line) in text.lines().enumerate() {
            if line.trim_start().starts_with("//") || tests.contains(&n) {
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

/// The game folders under `src/games`, by name (`ivanhoe`, `castle_lords`, ...): every one on
/// disk, so a game added is covered without a change here.
fn game_folders() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src")
        .join("games");
    let mut names: Vec<String> = fs::read_dir(&root)
        .expect("src/games")
        .map(|e| e.expect("a folder entry").path())
        .filter(|p| p.is_dir())
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Whether `text` holds `word` as a whole identifier.
fn names_word(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        let ident = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
        !ident(before) && !ident(after)
    })
}

/// The `use` statements of a source, each on one line with its spaces squeezed (a grouped
/// `use crate::games::{a, b}` over several lines reads as one).
fn use_statements(text: &str) -> Vec<String> {
    let code: String = text
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join(" ");
    let mut out = Vec::new();
    let mut rest = code.as_str();
    while let Some(at) = rest.find("use ") {
        let start_ok = rest[..at]
            .chars()
            .next_back()
            .is_none_or(|c| !c.is_alphanumeric() && c != '_');
        let tail = &rest[at..];
        let Some(end) = tail.find(';') else { break };
        if start_ok {
            out.push(tail[..end].split_whitespace().collect::<Vec<_>>().join(" "));
        }
        rest = &tail[end..];
    }
    out
}

/// A game's folder names no other game: not its folder (`crate::games::other`, or from inside
/// a game `super::super::other`, `super::other` from its `mod.rs`, grouped or not) and not its
/// rules crate (`other_rules`).
#[test]
fn a_game_folder_imports_no_other_game() {
    let games = game_folders();
    assert!(games.len() >= 3, "the three games' folders: {games:?}");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src")
        .join("games");
    let mut found = Vec::new();
    for game in &games {
        for file in sources(&root.join(game)) {
            let text = fs::read_to_string(&file).expect("a readable source");
            for other in games.iter().filter(|o| *o != game) {
                let crate_name = format!("{other}_rules");
                for (n, line) in text.lines().enumerate() {
                    let code = line.split("//").next().unwrap_or("");
                    if names_word(code, &crate_name) || code.contains(&format!("games::{other}")) {
                        found.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
                    }
                }
                for statement in use_statements(&text) {
                    let relative = statement.contains("games::")
                        || statement.contains("super::super::")
                        || (file.ends_with("mod.rs") && statement.contains("super::"));
                    if relative && names_word(&statement, other) {
                        found.push(format!("{}: {statement}", file.display()));
                    }
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "a game reaches into another game:\n{}",
        found.join("\n")
    );
}

/// The checks above see a grouped import over several lines, and a relative one.
#[test]
fn the_import_check_sees_grouped_and_relative_paths() {
    let text = "use crate::games::{\n    castle_lords,\n    knights_ninjas::Place,\n};\nuse super::super::ivanhoe::Table;";
    let uses = use_statements(text);
    assert_eq!(uses.len(), 2, "{uses:?}");
    assert!(names_word(&uses[0], "castle_lords") && names_word(&uses[0], "knights_ninjas"));
    assert!(names_word(&uses[1], "ivanhoe"));
    assert!(!names_word("ivanhoe_rules::Card", "ivanhoe"));
}

/// A game reads the match as the screen may see it: [`Seating`] (seats, who decides, how many
/// decisions) and `Seen`, never the kit's `Session`, whose engine state holds every hidden card.
/// (Each game's folder names the `Session` type once, for the tests that check its table against
/// the engine.)
#[test]
fn the_games_never_take_the_session() {
    let found: Vec<String> = offending("games", &["Session"])
        .into_iter()
        .filter(|line| !line.contains("pub type Session ="))
        .collect();
    assert!(
        found.is_empty(),
        "a game takes the match's full Session:\n{}",
        found.join("\n")
    );
}

/// A game's presentation reads only what the people at the screen may see (`table::Seen` and the
/// events as they see them), never the engine's full state: an online table, whose state stays on
/// a server, is driven the same way. (A game's unit tests may observe the engine they run, to
/// check the table against it.)
#[test]
fn the_games_read_no_full_engine_state() {
    let found = offending_in("games", &[".engine()", ".observe("], true);
    assert!(
        found.is_empty(),
        "a game reads the engine's full state:\n{}",
        found.join("\n")
    );
}

/// The engine-state check skips a unit-test module, and only it: the code before and after it
/// is still read.
#[test]
fn only_test_modules_are_skipped() {
    let text = "fn a() {}\n#[cfg(test)]\nmod tests {\n    fn b() {\n        x.observe(0);\n    }\n}\nfn c() { x.observe(1); }";
    assert_eq!(test_module_lines(text), vec![1, 2, 3, 4, 5, 6]);
}

/// The string literals of a line of Rust (escaped quotes kept inside; char literals ignored).
fn literals(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = line.chars().peekable();
    let mut current: Option<String> = None;
    while let Some(c) = chars.next() {
        match (&mut current, c) {
            (None, '"') => current = Some(String::new()),
            (None, '\'') => {
                // A char literal ('"') or a lifetime ('a): skip to its end, if any.
                let rest: String = chars.clone().take(3).collect();
                if rest.chars().nth(1) == Some('\'') || rest.starts_with('\\') {
                    for n in chars.by_ref() {
                        if n == '\'' {
                            break;
                        }
                    }
                }
            }
            (Some(text), '\\') => {
                if let Some(n) = chars.next() {
                    text.push(n);
                }
            }
            (Some(_), '"') => out.push(current.take().unwrap_or_default()),
            (Some(text), c) => text.push(c),
            (None, _) => {}
        }
    }
    out
}

/// Whether a literal reads as words for players: two words, or a capitalised word.
fn reads_as_words(text: &str) -> bool {
    // A format string's placeholders ("{tokens}") are names of values, not words.
    let mut bare = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ if depth == 0 => bare.push(c),
            _ => {}
        }
    }
    let text = bare.as_str();
    let words: Vec<&str> = text
        .split(|c: char| !c.is_alphabetic() && c != '\'')
        .filter(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 2)
        .collect();
    let capitalised = words.first().is_some_and(|w| {
        let mut cs = w.chars();
        cs.next().is_some_and(char::is_uppercase) && cs.all(char::is_lowercase)
    });
    words.len() >= 2 && text.contains(' ') || capitalised
}

/// Text for players lives in the language files (assets/i18n), rendered from messages: the
/// shell, the table kit and the games write no sentence of their own. What is not for players
/// is left out: entity names, the log macros, panics, ids of messages and settings.
#[test]
fn no_sentence_for_players_is_written_in_rust() {
    let not_for_players = [
        "Name::new(",
        "info!(",
        "warn!(",
        "error!(",
        "debug!(",
        "expect(",
        "panic!(",
        "#[",
        "include_str!(",
        "screen_root(",
        // A table that disagrees with the engine reports it to developers, in the console.
        "Err(format!(",
    ];
    // The renderer's own errors are for developers (the console).
    let for_developers = ["shell/locale.rs"];
    let mut found = Vec::new();
    for dir in ["shell", "table", "games"] {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src").join(dir);
        for file in sources(&root) {
            if for_developers.iter().any(|f| file.ends_with(f)) {
                continue;
            }
            let text = fs::read_to_string(&file).expect("a readable source");
            let tests = test_lines(&file, &text);
            // A log macro's or a panic's arguments may run over several lines: skipped until
            // its parentheses close.
            let mut depth = 0i32;
            let mut names = false;
            for (n, line) in text.lines().enumerate() {
                let code = line.trim_start();
                if code.starts_with("//") || tests.contains(&n) {
                    continue;
                }
                let balance = line.matches('(').count() as i32 - line.matches(')').count() as i32;
                if depth > 0 {
                    depth += balance;
                    continue;
                }
                if not_for_players.iter().any(|m| line.contains(m)) {
                    depth = balance.max(0);
                    continue;
                }
                // The setup's default names are people's names, the same in every language.
                if line.contains("const NAMES") {
                    names = true;
                }
                if names {
                    names = !line.contains("];");
                    continue;
                }
                for literal in literals(line) {
                    if reads_as_words(&literal) {
                        found.push(format!("{}:{}: {literal:?}", file.display(), n + 1));
                    }
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "words for players written in Rust:\n{}",
        found.join("\n")
    );
}

/// The scan above sees sentences, and lets ids and paths pass.
#[test]
fn the_words_scan_tells_sentences_from_ids() {
    assert!(reads_as_words("Leave the match"));
    assert!(reads_as_words("Paused"));
    assert!(!reads_as_words("menu-leave"));
    assert!(!reads_as_words(" · {} · {tokens}/{goal}"));
    assert!(reads_as_words("{n} cards in hand"));
    assert!(!reads_as_words("fonts/DejaVuSans.ttf"));
    assert_eq!(
        literals(r#"notice.show("The replay cannot go there.".into()); let c = '"';"#),
        vec!["The replay cannot go there.".to_string()]
    );
}
