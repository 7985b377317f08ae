//! No input makes reading a save panic: random bytes, damaged saves, and hand-made malformed
//! JSON each give an error in words.

use saves::{SaveError, SavedMatch};

use crate::common::save_at;

/// A small seeded generator (Knuth's MMIX LCG), so that every run reads the same bytes.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        self.0 >> 33
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Whether a player could read `error`: a sentence, not debug output.
fn reads_as_words(error: &SaveError) -> bool {
    let text = error.to_string();
    !text.is_empty() && !text.contains("Error(") && !text.contains("Error {")
}

/// Reads `bytes` both ways, as bytes and as (lossy) text; returns the error if either fails.
fn read_both(bytes: &[u8]) -> Option<SaveError> {
    let from_bytes = SavedMatch::from_bytes(bytes);
    let from_text = SavedMatch::from_json(&String::from_utf8_lossy(bytes));
    match (from_bytes, from_text) {
        (Err(e), _) | (_, Err(e)) => Some(e),
        (Ok(_), Ok(_)) => None,
    }
}

#[test]
fn random_bytes_never_panic_and_give_an_error_in_words() {
    let mut rng = Lcg(0x5eed);
    for _ in 0..200 {
        let len = rng.below(300);
        let bytes: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
        let error = read_both(&bytes).expect("random bytes are not a save");
        assert!(reads_as_words(&error), "{error}");
    }
}

#[test]
fn random_json_like_text_never_panics() {
    let alphabet = b"{}[]:,\"0123456789.-eE \n\\truefalsnformatrecordseats";
    let mut rng = Lcg(42);
    for _ in 0..200 {
        let len = rng.below(200);
        let mut text = String::from("{\"format\": 1, ");
        text.extend((0..len).map(|_| alphabet[rng.below(alphabet.len())] as char));
        if let Some(error) = read_both(text.as_bytes()) {
            assert!(reads_as_words(&error), "{error}");
        }
    }
}

#[test]
fn a_save_damaged_at_random_places_never_panics() {
    let json = save_at(1).to_json().into_bytes();
    let mut rng = Lcg(7);
    for _ in 0..200 {
        let mut bytes = json.clone();
        for _ in 0..1 + rng.below(4) {
            let at = rng.below(bytes.len());
            match rng.below(3) {
                0 => bytes[at] = rng.next() as u8,
                1 => {
                    bytes.remove(at);
                }
                _ => bytes.insert(at, rng.next() as u8),
            }
        }
        if let Some(error) = read_both(&bytes) {
            assert!(reads_as_words(&error), "{error}");
        }
    }
}

#[test]
fn hand_made_malformed_saves_give_errors_not_panics() {
    let save = save_at(1).to_json();
    let deep_list = "[".repeat(100_000);
    let deep_object = format!("{{\"format\": 1, \"record\": {}", "{\"a\":".repeat(50_000));
    let long_string = format!("{{\"format\": 1, \"x\": \"{}\"}}", "a".repeat(1_000_000));
    let malformed: Vec<String> = vec![
        "{\"format\": 1}".into(),
        "{\"format\": 1, \"record\": null}".into(),
        "{\"format\": 1e999}".into(),
        "{\"format\": 1.0}".into(),
        "{\"format\": 4294967297}".into(),
        "{\"format\": -0}".into(),
        "{\"format\": NaN}".into(),
        "{\"format\": 1, \"format\": 2}".into(),
        "{\"format\": \"\\ud800\"}".into(),
        "{\"format\": 1,}".into(),
        "{'format': 1}".into(),
        "\u{0}".into(),
        "\u{feff}\u{feff}{}".into(),
        deep_list,
        deep_object,
        long_string,
        save.replace("\"seed\": 20251125", "\"seed\": 1e3"),
        save.replace("\"seed\": 20251125", "\"seed\": -5"),
        save.replace("\"seed\": 20251125", "\"seed\": 99999999999999999999999"),
        save.replace("\"saved\": 1", "\"saved\": null"),
        save.replace("\"over\": false", "\"over\": \"no\""),
        save.replace("\"seats\": [", "\"seats\": [null, "),
        save.replace("\"actions\": [", "\"actions\": [7, "),
        save.replace("\"game\": \"ivanhoe\"", "\"game\": \"\""),
        save.replace("\"game\": \"ivanhoe\"", "\"game\": [\"ivanhoe\"]"),
        save.replace("\"options\": {", "\"options\": {\"players\": 99, "),
        save.replace("\"name\": \"Wilfred\"", "\"name\": \"\\u0000\""),
        format!("{save}{save}"),
        format!("{save} trailing"),
    ];
    for (i, text) in malformed.iter().enumerate() {
        // A few are odd but still saves (a duplicated option, which the game reads later).
        if let Some(error) = read_both(text.as_bytes()) {
            assert!(reads_as_words(&error), "{i}: {error}");
        }
    }
    // Options the game cannot deal read as a save, and replaying it says so.
    let bad_players = save.replace("\"players\": 2", "\"players\": 99");
    let read = SavedMatch::from_json(&bad_players).unwrap();
    let error = read.replay::<ivanhoe_rules::State>().unwrap_err();
    assert!(reads_as_words(&error), "{error}");
}
