//! A real match to save, and small helpers the tests share.

use ivanhoe_rules::{Options, State};
use rules_core::{Game, MatchRecord, record_match};
use saves::{SaveError, SavedMatch, SavedSeat};

/// The record of a two-seat Ivanhoe match after `steps` legal actions (each the first legal
/// one), its options as JSON, with the final state's fingerprint.
pub fn played_record(steps: usize) -> MatchRecord<serde_json::Value> {
    let options = Options::players(2);
    let seed = 20_251_125;
    let mut events = Vec::new();
    let mut state = State::new_game(&options, seed, &mut events).expect("two seats deal");
    let mut actions = Vec::new();
    let mut legal = Vec::new();
    for _ in 0..steps {
        state.legal_actions(&mut legal);
        let Some(action) = legal.first().cloned() else {
            break;
        };
        state
            .apply(&action, &mut events)
            .expect("a legal action applies");
        actions.push(action);
    }
    let record = record_match(&options, seed, &actions, &state);
    MatchRecord {
        game: record.game,
        options: serde_json::to_value(&record.options).expect("options are JSON"),
        seed: record.seed,
        actions: record.actions,
        final_state: record.final_state,
    }
}

/// A save of a match in progress (no final fingerprint), last saved at `saved`.
pub fn save_at(saved: u64) -> SavedMatch {
    let mut record = played_record(6);
    record.final_state = None;
    let mut save = SavedMatch::new(
        record,
        vec![
            SavedSeat {
                name: "Wilfred".to_string(),
                computer: None,
            },
            SavedSeat {
                name: "Rowena".to_string(),
                computer: Some(rules_core::Difficulty::Hard),
            },
        ],
        saved.saturating_sub(100),
    );
    save.saved = saved;
    save
}

/// A save's JSON with `from` replaced by `to` (which must occur).
pub fn edited(save: &SavedMatch, from: &str, to: &str) -> String {
    let json = save.to_json();
    assert!(json.contains(from), "{from} is not in {json}");
    json.replacen(from, to, 1)
}

/// An unreadable save of one kind.
pub struct Unreadable {
    /// Its key, naming the kind.
    pub name: &'static str,
    /// Its bytes.
    pub bytes: Vec<u8>,
    /// Whether an error is the variant it must give.
    pub is_variant: fn(&SaveError) -> bool,
    /// What its error's message must start with.
    pub words: &'static str,
}

/// Unreadable saves of every kind, each with the variant it must give and words its message
/// must start with.
pub fn unreadable_saves() -> Vec<Unreadable> {
    let save = save_at(1_764_040_000);
    let json = save.to_json();
    vec![
        Unreadable {
            name: "truncated",
            bytes: json.as_bytes()[..json.len() / 2].to_vec(),
            is_variant: |e| matches!(e, SaveError::Truncated(_)),
            words: "ends early: the file was cut short",
        },
        Unreadable {
            name: "random-bytes",
            bytes: vec![0x8f, 0x00, 0xff, 0x13, 0x37, 0xc3, 0x28],
            is_variant: |e| matches!(e, SaveError::NotASave(_)),
            words: "is not a save file: it is not text",
        },
        Unreadable {
            name: "not-json",
            bytes: b"{\n  \"format\": 1,\n  \"record\": @\n}".to_vec(),
            is_variant: |e| matches!(e, SaveError::NotASave(_)),
            words: "is not a save file: expected value at line 3 column 13",
        },
        Unreadable {
            name: "wrong-type",
            bytes: edited(&save, "\"seed\": 20251125", "\"seed\": \"twenty\"").into_bytes(),
            is_variant: |e| matches!(e, SaveError::Invalid(_)),
            words: "is damaged or was edited: invalid type: string \"twenty\", expected u64",
        },
        Unreadable {
            name: "future",
            bytes: edited(&save, "\"format\": 1", "\"format\": 2,\n  \"cloud\": true").into_bytes(),
            is_variant: |e| matches!(e, SaveError::NewerFormat { found: 2 }),
            words: "was written by a newer version of the game (save format 2; this version reads up to 1)",
        },
        Unreadable {
            name: "unknown-game",
            bytes: edited(&save, "\"game\": \"ivanhoe\"", "\"game\": \"chess\"").into_bytes(),
            is_variant: |e| matches!(e, SaveError::UnknownGame(g) if g == "chess"),
            words: "is for a game this version does not know: 'chess'",
        },
    ]
}
