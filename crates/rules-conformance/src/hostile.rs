//! Hostile input: arbitrary bytes and well-formed JSON with wrong contents, fed to a reader
//! of one kind of file. A reader must answer every input with a value or an error that says
//! something; a panic (an index out of bounds, an allocation sized by the input, an `expect`
//! that trusted the file) fails the check, and proptest shrinks the input that caused it.

use std::fmt::Display;

use proptest::collection::{btree_map, vec};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use serde_json::Value;

/// How many inputs each check tries: proptest's `PROPTEST_CASES` when set, else 256.
fn runner() -> TestRunner {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(256);
    TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    })
}

/// A number where readers tend to break: 0, 1, -1, the widths' ends, floats out of range.
fn edge_number() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(Value::from(0)),
        Just(Value::from(1)),
        Just(Value::from(2)),
        Just(Value::from(7)),
        Just(Value::from(-1)),
        Just(Value::from(255)),
        Just(Value::from(256)),
        Just(Value::from(4_294_967_296u64)),
        Just(Value::from(u64::MAX)),
        Just(Value::from(i64::MIN)),
        Just(Value::from(1.5)),
        Just(Value::from(1e300)),
        any::<u64>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
    ]
}

/// Any JSON value, its strings drawn partly from `words` (the sample's own strings: card codes,
/// field values) so that wrong values are often plausible ones.
fn any_json(words: Vec<String>) -> impl Strategy<Value = Value> {
    let word = if words.is_empty() {
        "[a-zA-Z0-9@#:_ -]{0,12}".boxed()
    } else {
        prop_oneof![
            prop::sample::select(words),
            "[a-zA-Z0-9@#:_ -]{0,12}".prop_map(String::from),
        ]
        .boxed()
    };
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        edge_number(),
        word.prop_map(Value::from),
    ];
    leaf.prop_recursive(3, 24, 4, |inner| {
        prop_oneof![
            vec(inner.clone(), 0..4).prop_map(Value::Array),
            btree_map("[a-z_]{1,10}", inner, 0..4)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// Every string in `value`, keys included.
fn words(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::String(s) => out.push(s.clone()),
        Value::Array(items) => items.iter().for_each(|v| words(v, out)),
        Value::Object(map) => {
            for (k, v) in map {
                out.push(k.clone());
                words(v, out);
            }
        }
        _ => {}
    }
}

/// How many nodes `value` has (itself included).
fn count(value: &Value) -> usize {
    1 + match value {
        Value::Array(items) => items.iter().map(count).sum(),
        Value::Object(map) => map.values().map(count).sum(),
        _ => 0,
    }
}

/// One change to one node of a document.
#[derive(Clone, Debug)]
enum Mutation {
    /// The node becomes another value.
    Replace(Value),
    /// The node is removed from its array or object (the root stays).
    Remove,
    /// An object gets a field its type does not have; an array gets one more item.
    Add(String, Value),
}

/// Applies `mutation` to the node numbered `target` in depth-first order; `next` counts nodes.
fn mutate(value: &mut Value, target: usize, next: &mut usize, mutation: &Mutation) -> bool {
    if *next == target {
        match mutation {
            Mutation::Replace(v) => *value = v.clone(),
            Mutation::Remove => return false,
            Mutation::Add(key, v) => match value {
                Value::Object(map) => {
                    map.insert(key.clone(), v.clone());
                }
                Value::Array(items) => items.push(v.clone()),
                other => *other = v.clone(),
            },
        }
        *next = usize::MAX;
        return true;
    }
    *next += 1;
    match value {
        Value::Array(items) => {
            let mut keep = Vec::with_capacity(items.len());
            for mut item in std::mem::take(items) {
                if *next == usize::MAX || mutate(&mut item, target, next, mutation) {
                    keep.push(item);
                }
            }
            *items = keep;
        }
        Value::Object(map) => {
            let fields: Vec<(String, Value)> = std::mem::take(map).into_iter().collect();
            for (k, mut v) in fields {
                if *next == usize::MAX || mutate(&mut v, target, next, mutation) {
                    map.insert(k, v);
                }
            }
        }
        _ => {}
    }
    true
}

fn any_mutation(words: Vec<String>) -> impl Strategy<Value = Mutation> {
    prop_oneof![
        3 => any_json(words.clone()).prop_map(Mutation::Replace),
        1 => Just(Mutation::Remove),
        1 => ("[a-z_]{1,12}", any_json(words)).prop_map(|(k, v)| Mutation::Add(k, v)),
    ]
}

/// Checks one reader of one kind of file (`what` names it in failures) against hostile input:
///
/// - arbitrary bytes (read as text the way a file is, invalid UTF-8 replaced) must be refused
///   with an error whose message is not empty;
/// - each of `samples` (valid files of that kind), with one node replaced by any JSON value,
///   removed, or given an unknown field, and each sample cut short, must be read or refused
///   with a message — never panic.
///
/// Panics (failing the calling test) with the input that broke the reader.
pub fn check_reader<T, E: Display>(
    what: &str,
    read: impl Fn(&str) -> Result<T, E>,
    samples: &[String],
) {
    let refuses = |text: &str| -> Result<(), TestCaseError> {
        if let Err(e) = read(text) {
            prop_assert!(
                !e.to_string().trim().is_empty(),
                "{what}: an error without a message"
            );
        }
        Ok(())
    };
    runner()
        .run(&vec(any::<u8>(), 0..512), |bytes| {
            let text = String::from_utf8_lossy(&bytes);
            match read(&text) {
                Ok(_) => Err(TestCaseError::fail(format!(
                    "{what}: arbitrary bytes were accepted: {text:?}"
                ))),
                Err(e) => {
                    prop_assert!(!e.to_string().trim().is_empty());
                    Ok(())
                }
            }
        })
        .unwrap_or_else(|e| panic!("{what}, arbitrary bytes: {e}"));
    for sample in samples {
        let doc: Value = serde_json::from_str(sample)
            .unwrap_or_else(|e| panic!("{what}: a sample is not JSON: {e}"));
        read(sample).unwrap_or_else(|e| panic!("{what}: a sample is refused: {e}"));
        let mut found = Vec::new();
        words(&doc, &mut found);
        found.sort();
        found.dedup();
        let nodes = count(&doc);
        runner()
            .run(&(0..nodes, any_mutation(found)), |(target, mutation)| {
                let mut changed = doc.clone();
                mutate(&mut changed, target, &mut 0, &mutation);
                refuses(&changed.to_string())
            })
            .unwrap_or_else(|e| panic!("{what}, a mutated sample: {e}"));
        runner()
            .run(&(0..sample.len()), |cut| {
                let end = (0..=cut).rev().find(|&i| sample.is_char_boundary(i));
                refuses(&sample[..end.unwrap_or(0)])
            })
            .unwrap_or_else(|e| panic!("{what}, a sample cut short: {e}"));
    }
}

/// Checks the reading and replaying of match records of game `G` (what `replay` does with a
/// file) against hostile input, with a record of a short random game from each of `tables`
/// as the valid samples. See [`check_reader`].
pub fn check_records<G: rules_core::Game>(tables: &[G::Options]) {
    let samples: Vec<String> = tables
        .iter()
        .map(|options| {
            let (game, actions) = crate::random_game::<G>(options, 7, 200);
            let record = rules_core::record_match(options, 7, &actions, &game);
            serde_json::to_string(&record).expect("records serialize")
        })
        .collect();
    let read = |text: &str| -> Result<G, String> {
        let record: rules_core::MatchRecord<G::Options> =
            serde_json::from_str(text).map_err(|e| e.to_string())?;
        rules_core::play_record::<G>(&record).map_err(|e| e.to_string())
    };
    check_reader(&format!("{} match record", G::NAME), read, &samples);
}

/// The text of every `*.json` file under `dir`, in sorted path order (the samples of a kind of
/// file, e.g. a crate's scenarios).
pub fn json_files(dir: &std::path::Path) -> Vec<String> {
    fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        for entry in entries {
            let path = entry.expect("a readable directory entry").path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|x| x == "json") {
                out.push(path);
            }
        }
    }
    let mut paths = Vec::new();
    walk(dir, &mut paths);
    paths.sort();
    paths
        .iter()
        .map(|p| std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display())))
        .collect()
}

/// Checks a game's scenario runner (`run_scenario`) against hostile input, with every shipped
/// scenario under `<manifest_dir>/scenarios` as the valid samples. See [`check_reader`].
pub fn check_scenarios<T, E: Display>(
    game: &str,
    run_scenario: impl Fn(&str) -> Result<T, E>,
    manifest_dir: &str,
) {
    let samples = json_files(&std::path::Path::new(manifest_dir).join("scenarios"));
    check_reader(&format!("{game} scenario"), run_scenario, &samples);
}
