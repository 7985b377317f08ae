//! A save made from a real match replays to the same state.

use rules_core::{fingerprint, play_record};
use saves::{MemoryStore, SaveError, SaveStore, SavedMatch, SavedSeat};

use crate::common::{played_record, save_at};

#[test]
fn a_save_of_a_real_match_plays_back_to_the_same_fingerprint() {
    let record = played_record(12);
    assert_eq!(record.actions.len(), 12);
    let expected = record.final_state.clone().unwrap();
    let seats = vec![
        SavedSeat {
            name: "You".to_string(),
            computer: None,
        },
        SavedSeat {
            name: "Bot".to_string(),
            computer: Some(rules_core::Difficulty::Normal),
        },
    ];
    let save = SavedMatch::new(record, seats, 1_764_040_000);
    let store = MemoryStore::new();
    store.write("ivanhoe-1764040000-0001", &save).unwrap();
    let read = store.list().remove(0).read.unwrap();

    let typed = read.record_of::<ivanhoe_rules::State>().unwrap();
    let state: ivanhoe_rules::State = play_record(&typed).unwrap();
    assert_eq!(fingerprint(&state), expected);
    let state: ivanhoe_rules::State = read.replay().unwrap();
    assert_eq!(fingerprint(&state), expected);
}

#[test]
fn a_match_in_progress_replays_without_a_fingerprint() {
    let save = save_at(1);
    assert!(save.record.final_state.is_none());
    let state: ivanhoe_rules::State = save.replay().unwrap();
    assert_eq!(fingerprint(&state), played_record(6).final_state.unwrap());
}

#[test]
fn an_action_that_does_not_fit_the_rules_is_named() {
    let mut save = save_at(1);
    save.record.actions.push("play Z9".to_string());
    let error = save.replay::<ivanhoe_rules::State>().unwrap_err();
    assert!(matches!(error, SaveError::Unplayable(_)), "{error:?}");
    let message = error.to_string();
    assert!(
        message.starts_with("does not fit the game's rules: action 6 ('play Z9')"),
        "{message}"
    );
}

#[test]
fn a_wrong_final_fingerprint_does_not_fit_the_rules() {
    let mut save = save_at(1);
    save.record.final_state = Some("0".repeat(64));
    let error = save.replay::<ivanhoe_rules::State>().unwrap_err();
    assert!(matches!(error, SaveError::Unplayable(_)), "{error:?}");
}

#[test]
fn seats_that_differ_from_the_options_table_are_refused() {
    let mut save = save_at(1);
    save.seats.push(save.seats[0].clone());
    let error = save.replay::<ivanhoe_rules::State>().unwrap_err();
    assert_eq!(
        error.to_string(),
        "does not fit the game's rules: its options set a table of 2 seats, but it names 3 seats"
    );
}

#[test]
fn options_that_set_up_no_table_are_named() {
    let mut save = save_at(1);
    save.record.options = serde_json::json!({"players": 9});
    let error = save.replay::<ivanhoe_rules::State>().unwrap_err();
    assert!(matches!(error, SaveError::BadOptions { .. }), "{error:?}");
    assert!(
        error
            .to_string()
            .starts_with("has options that 'ivanhoe' does not accept"),
        "{error}"
    );
}

/// A match record as `ivanhoe-cli simulate --record` writes it opens to watch: no seats (the
/// game numbers them), over because it holds its final state.
#[test]
fn a_command_line_record_opens_to_watch_without_seats() {
    let record = played_record(12);
    let json = serde_json::to_string_pretty(&record).unwrap();
    let watched = SavedMatch::to_watch(json.as_bytes()).unwrap();
    assert!(watched.seats.is_empty());
    assert!(
        watched.over,
        "a record with its final state is a finished match"
    );
    assert_eq!(watched.record, record);
    let typed = watched.record_of::<ivanhoe_rules::State>().unwrap();
    let state: ivanhoe_rules::State = play_record(&typed).unwrap();
    assert_eq!(Some(fingerprint(&state)), record.final_state);
}

/// A save opens to watch as it is, seats and all.
#[test]
fn a_save_opens_to_watch_as_it_is() {
    let save = save_at(7);
    assert_eq!(
        SavedMatch::to_watch(save.to_json().as_bytes()).unwrap(),
        save
    );
}

/// What is neither a save nor a record says so, and a record of an unknown game names it.
#[test]
fn what_cannot_be_watched_says_why() {
    let error = SavedMatch::to_watch(br#"{"hello": 1}"#).unwrap_err();
    assert!(
        error
            .to_string()
            .contains("neither a save nor a match record"),
        "{error}"
    );
    let mut record = played_record(2);
    record.game = "chess".to_string();
    let json = serde_json::to_string(&record).unwrap();
    let error = SavedMatch::to_watch(json.as_bytes()).unwrap_err();
    assert!(
        matches!(error, SaveError::UnknownGame(ref g) if g == "chess"),
        "{error:?}"
    );
    let error = SavedMatch::to_watch(b"{\"game\": \"ivanhoe\", ").unwrap_err();
    assert!(matches!(error, SaveError::Truncated(_)), "{error:?}");
    let error = SavedMatch::to_watch(&[0xff, 0xfe, 0x00]).unwrap_err();
    assert!(matches!(error, SaveError::NotASave(_)), "{error:?}");
}
