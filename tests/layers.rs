//! The layers of the game stay apart (docs/ARCHITECTURE.md): what the crates' dependencies
//! cannot say. The shell (`src/shell`), the table kit (`src/table`) and each game
//! (`src/games/<game>`) are crates of their own, so the compiler keeps the shell from the kit and
//! the games, the kit from the games and each game from the others; here, a game reads the match
//! only as the screen may see it, and no sentence for players is written in Rust.

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

/// Text for players lives in the language files (each crate's i18n/), rendered from messages: the
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
    // The renderer's own errors are for developers (the console), as are the reports of the
    // agreement check the games' tests run and what a build script says.
    let for_developers = ["shell/locale.rs", "table/speaker/agreement.rs", "build.rs"];
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
