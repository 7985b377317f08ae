//! Bad scenario input is refused with a message that names the problem; nothing panics.

use ivanhoe_rules::scenario::run_scenario;
use rules_core::ScenarioError;

fn malformed(json: &str) -> String {
    match run_scenario(json) {
        Err(ScenarioError::Malformed(m)) => m,
        other => panic!("expected a malformed-scenario error, got {other:?}"),
    }
}

fn scenario(position: &str, steps: &str) -> String {
    format!(
        r#"{{"game":"ivanhoe","name":"t","options":{{"players":3}},"position":{position},"steps":{steps}}}"#
    )
}

#[test]
fn a_position_must_place_all_110_cards_unless_the_rest_is_shuffled() {
    let m = malformed(&scenario(r#"{"turn":0,"hands":[["R3"],[],[]]}"#, "[]"));
    assert!(m.contains("1 cards are placed, the game has 110"), "{m}");
}

#[test]
fn more_copies_than_the_game_has_are_refused() {
    let m = malformed(&scenario(
        r#"{"turn":0,"hands":[["R5","R5","R5"],[],[]],"deck_rest":"shuffled"}"#,
        "[]",
    ));
    assert!(m.contains("position.hands[0]") && m.contains("R5"), "{m}");
}

#[test]
fn two_maidens_in_a_display_are_refused() {
    let m = malformed(&scenario(
        r#"{"turn":0,"colour":"red","hands":[[],[],[]],"displays":[["M6","M6"],["R3"],[]],"deck_rest":"shuffled"}"#,
        "[]",
    ));
    assert!(m.contains("position.displays[0]: two maidens"), "{m}");
}

#[test]
fn action_cards_cannot_lie_in_a_display() {
    let m = malformed(&scenario(
        r#"{"turn":0,"colour":"red","hands":[[],[],[]],"displays":[["DODGE"],["R3"],[]],"deck_rest":"shuffled"}"#,
        "[]",
    ));
    assert!(m.contains("DODGE is an action card"), "{m}");
}

#[test]
fn per_seat_lists_must_match_the_player_count() {
    let m = malformed(&scenario(
        r#"{"turn":0,"hands":[[],[]],"deck_rest":"shuffled"}"#,
        "[]",
    ));
    assert!(m.contains("position.hands: 2 entries for 3 players"), "{m}");
}

#[test]
fn unknown_card_codes_and_fields_are_named() {
    let m = malformed(&scenario(
        r#"{"turn":0,"hands":[["R9"],[],[]],"deck_rest":"shuffled"}"#,
        "[]",
    ));
    assert!(
        m.contains("position.hands[0][0]") && m.contains("R9"),
        "{m}"
    );
    let m = malformed(r#"{"game":"ivanhoe","name":"t","colour":"red"}"#);
    assert!(m.contains("unknown field `colour`"), "{m}");
}

#[test]
fn a_tournament_needs_two_players_in_it_and_a_valid_turn() {
    let m = malformed(&scenario(
        r#"{"turn":0,"colour":"red","hands":[[],[],[]],"withdrawn":[1,2],"deck_rest":"shuffled"}"#,
        "[]",
    ));
    assert!(m.contains("needs two players"), "{m}");
    let m = malformed(&scenario(
        r#"{"turn":7,"hands":[[],[],[]],"deck_rest":"shuffled"}"#,
        "[]",
    ));
    assert!(m.contains("no seat 7"), "{m}");
}

#[test]
fn a_purple_tournament_cannot_follow_a_purple_one_in_a_position() {
    let m = malformed(&scenario(
        r#"{"turn":0,"colour":"purple","previous_colour":"purple","hands":[[],[],[]],"displays":[["P3"],["P4"],[]],"deck_rest":"shuffled"}"#,
        "[]",
    ));
    assert!(m.contains("purple"), "{m}");
}

#[test]
fn an_illegal_step_names_the_step_and_the_rule() {
    let json = scenario(
        r#"{"turn":0,"colour":"red","hands":[["M6"],[],[]],"displays":[["M6"],["R3"],[]],"deck_rest":"shuffled"}"#,
        r#"["0: play M6"]"#,
    );
    match run_scenario(&json) {
        Err(ScenarioError::Illegal { step, rule, .. }) => {
            assert_eq!(step, 0);
            assert_eq!(rule, "maiden-limit");
        }
        other => panic!("expected an illegal step, got {other:?}"),
    }
}

#[test]
fn a_step_by_the_wrong_seat_is_illegal() {
    let json = scenario(
        r#"{"turn":0,"colour":"red","hands":[["R4"],[],[]],"displays":[["R3"],["R5"],[]],"deck_rest":"shuffled"}"#,
        r#"["1: withdraw"]"#,
    );
    assert!(
        matches!(run_scenario(&json), Err(ScenarioError::Illegal { rule, .. }) if rule == "turn-order")
    );
}

#[test]
fn a_failed_expectation_is_reported_with_expected_and_actual() {
    let json = r#"{"game":"ivanhoe","name":"t","options":{"players":3},
        "position":{"turn":0,"colour":"red","hands":[["R4"],[],[]],"displays":[["R3"],["R5"],[]],"deck_rest":"shuffled"},
        "steps":[{"do":"0: play R4","expect":{"totals":[8,5,0]}}]}"#;
    let report = run_scenario(json).unwrap();
    assert_eq!(report.failures.len(), 1);
    assert_eq!(report.failures[0].what, "totals[0]");
    assert_eq!(report.failures[0].expected, "8");
    assert_eq!(report.failures[0].actual, "7");
}
