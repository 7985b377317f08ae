//! The save format: round trips, and every kind of unreadable save named in words.

use saves::{FORMAT, MAX_BYTES, SaveError, SavedMatch};

use crate::common::{edited, save_at, unreadable_saves};

#[test]
fn a_save_round_trips_through_json() {
    let save = save_at(1_764_040_000);
    let json = save.to_json();
    assert!(json.contains("\"format\": 1"), "{json}");
    assert_eq!(SavedMatch::from_json(&json).unwrap(), save);
    assert_eq!(SavedMatch::from_bytes(json.as_bytes()).unwrap(), save);
}

#[test]
fn a_new_save_has_the_current_format_and_is_not_over() {
    let save = save_at(500);
    assert_eq!(save.format, FORMAT);
    assert!(!save.over);
    assert!(save.started <= save.saved);
}

#[test]
fn every_unreadable_save_gives_its_variant_with_a_message_naming_the_problem() {
    for u in unreadable_saves() {
        let error = SavedMatch::from_bytes(&u.bytes).unwrap_err();
        assert!((u.is_variant)(&error), "{}: {error:?}", u.name);
        let message = error.to_string();
        assert!(message.starts_with(u.words), "{}: {message}", u.name);
    }
}

#[test]
fn a_save_cut_short_anywhere_says_it_ends_early() {
    let json = save_at(1).to_json().replace("Rowena", "Zoë");
    let bytes = json.as_bytes();
    for end in 0..bytes.len() - 1 {
        match SavedMatch::from_bytes(&bytes[..end]) {
            Err(SaveError::Truncated(_)) => {}
            other => panic!("cut at {end}: {other:?}"),
        }
    }
}

#[test]
fn an_empty_file_says_it_is_empty() {
    for text in ["", "  \n", "\u{feff}"] {
        let error = SavedMatch::from_json(text).unwrap_err();
        assert_eq!(
            error.to_string(),
            "ends early: the file was cut short (it is empty)"
        );
    }
}

#[test]
fn a_truncated_save_names_where_it_stops() {
    let json = save_at(1).to_json();
    let error = SavedMatch::from_json(&json[..json.len() / 2]).unwrap_err();
    assert!(error.to_string().contains("(at line "), "{error}");
}

#[test]
fn json_that_is_not_an_object_is_not_a_save() {
    for (text, words) in [
        ("[1, 2]", "is not a save file: it holds a list, not a save"),
        (
            "\"save\"",
            "is not a save file: it holds a string, not a save",
        ),
        ("null", "is not a save file: it holds null, not a save"),
        ("{}", "is not a save file: it has no format version"),
    ] {
        assert_eq!(SavedMatch::from_json(text).unwrap_err().to_string(), words);
    }
}

#[test]
fn a_format_version_that_no_version_wrote_is_not_a_save() {
    for format in ["0", "-1", "1.5", "\"1\"", "null"] {
        let text = format!("{{\"format\": {format}}}");
        let error = SavedMatch::from_json(&text).unwrap_err();
        assert!(
            matches!(error, SaveError::NotASave(_)),
            "{format}: {error:?}"
        );
        assert!(error.to_string().contains(format), "{error}");
    }
}

#[test]
fn a_newer_format_is_reported_before_any_unknown_field() {
    let text = r#"{"format": 7, "hologram": {"depth": 3}}"#;
    let error = SavedMatch::from_json(text).unwrap_err();
    assert_eq!(
        error.to_string(),
        "was written by a newer version of the game (save format 7; this version reads up to 1)"
    );
    let huge = r#"{"format": 18446744073709551615}"#;
    assert!(matches!(
        SavedMatch::from_json(huge),
        Err(SaveError::NewerFormat { found: u64::MAX })
    ));
}

#[test]
fn a_misspelt_field_is_refused_and_named() {
    let save = save_at(1);
    let text = edited(&save, "\"over\"", "\"ovr\"");
    let error = SavedMatch::from_json(&text).unwrap_err();
    assert!(matches!(error, SaveError::Invalid(_)), "{error:?}");
    assert!(error.to_string().contains("unknown field `ovr`"), "{error}");
    let text = edited(&save, "\"seed\"", "\"sed\"");
    let error = SavedMatch::from_json(&text).unwrap_err();
    assert!(error.to_string().contains("unknown field `sed`"), "{error}");
}

#[test]
fn a_missing_field_is_named() {
    let save = save_at(1);
    let text = edited(&save, "\"over\": false", "\"saved2\": 0").replace(",\n  \"saved2\": 0", "");
    let error = SavedMatch::from_json(&text).unwrap_err();
    assert!(
        error.to_string().contains("missing field `over`"),
        "{error}"
    );
}

#[test]
fn an_unknown_level_is_named() {
    let text = edited(&save_at(1), "\"hard\"", "\"godlike\"");
    let error = SavedMatch::from_json(&text).unwrap_err();
    assert!(error.to_string().contains("godlike"), "{error}");
}

#[test]
fn a_seat_count_no_table_of_the_game_has_is_refused() {
    let mut save = save_at(1);
    save.seats.truncate(1);
    let error = SavedMatch::from_json(&save.to_json()).unwrap_err();
    assert_eq!(
        error.to_string(),
        "is damaged or was edited: it seats 1 players, and Ivanhoe has no table for 1"
    );
}

#[test]
fn a_byte_order_mark_left_by_an_editor_is_skipped() {
    let save = save_at(1);
    let text = format!("\u{feff}{}", save.to_json());
    assert_eq!(SavedMatch::from_json(&text).unwrap(), save);
}

#[test]
fn a_file_larger_than_any_save_is_refused_unread() {
    let big = vec![b' '; MAX_BYTES as usize + 1];
    let error = SavedMatch::from_bytes(&big).unwrap_err();
    assert!(matches!(error, SaveError::TooLarge { .. }), "{error:?}");
    assert!(error.to_string().starts_with("is too large to be a save"));
}

#[test]
fn record_of_a_save_of_another_game_says_which() {
    let error = save_at(1)
        .record_of::<castle_lords_rules::State>()
        .unwrap_err();
    assert!(matches!(error, SaveError::WrongGame { .. }), "{error:?}");
    assert_eq!(
        error.to_string(),
        "is a match of 'ivanhoe', not of 'castle-lords'"
    );
}

#[test]
fn record_of_with_options_the_game_refuses_names_the_problem() {
    let mut save = save_at(1);
    save.record.options = serde_json::json!({"players": "two"});
    let error = save.record_of::<ivanhoe_rules::State>().unwrap_err();
    assert!(matches!(error, SaveError::BadOptions { .. }), "{error:?}");
    assert!(
        error.to_string().starts_with(
            "has options that 'ivanhoe' does not accept: invalid type: string \"two\""
        ),
        "{error}"
    );
}

#[test]
fn record_of_keeps_seed_actions_and_fingerprint() {
    let save = save_at(1);
    let record = save.record_of::<ivanhoe_rules::State>().unwrap();
    assert_eq!(record.options, ivanhoe_rules::Options::players(2));
    assert_eq!(record.seed, save.record.seed);
    assert_eq!(record.actions, save.record.actions);
    assert_eq!(record.final_state, save.record.final_state);
}

#[test]
fn unix_now_is_after_this_test_was_written() {
    assert!(saves::unix_now() > 1_764_000_000);
}
