use super::*;

fn scenario(position: &str, steps: &str) -> String {
    format!(
        r#"{{"game": "knights-ninjas", "name": "t", "description": "d",
            "options": {{"players": 2}}, "position": {position}, "steps": {steps}}}"#
    )
}

#[test]
fn positions_that_do_not_add_up_are_refused() {
    let too_many = scenario(
        r#"{"turn": 0, "hands": [["KING","KING","KING","KING","KING","KING"], []]}"#,
        "[]",
    );
    let e = run_scenario(&too_many).unwrap_err();
    assert!(e.to_string().contains("6 KING (the game has 5)"), "{e}");
    let gems = scenario(
        r#"{"turn": 0, "hands": [[], []], "kingdoms": [{"gems": 5}, {"gems": 4}]}"#,
        "[]",
    );
    let e = run_scenario(&gems).unwrap_err();
    assert!(e.to_string().contains("gems add up to 9, but 10"), "{e}");
    let slot = scenario(
        r#"{"turn": 0, "hands": [[], []], "kingdoms": [{"gems": 5, "castle": "KNIGHT"}, {"gems": 5}]}"#,
        "[]",
    );
    let e = run_scenario(&slot).unwrap_err();
    assert!(e.to_string().contains("kingdoms[0].castle"), "{e}");
    let short = scenario(
        r#"{"turn": 0, "hands": [[], []], "deck": ["KING"], "discard": []}"#,
        "[]",
    );
    let e = run_scenario(&short).unwrap_err();
    assert!(e.to_string().contains("do not add up"), "{e}");
}

#[test]
fn a_step_by_the_wrong_seat_is_a_failure() {
    let text = scenario(
        r#"{"turn": 0, "hands": [["KING"], []]}"#,
        r#"["1: discard KING"]"#,
    );
    let report = run_scenario(&text).unwrap();
    assert!(!report.passed());
    assert_eq!(report.failures[0].what, "decision");
}

#[test]
fn an_unexpected_rule_error_stops_the_scenario() {
    let text = scenario(r#"{"turn": 0, "hands": [["KING"], []]}"#, r#"["end"]"#);
    match run_scenario(&text) {
        Err(ScenarioError::Illegal { rule, .. }) => assert_eq!(rule, "must-discard"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn events_must_occur_in_the_order_named() {
    let position = r#"{"turn": 0, "hands": [["KING"], []]}"#;
    let step = |names: &str| {
        scenario(
            position,
            &format!(r#"[{{"action": "0: discard KING", "expect": {{"events": {names}}}}}]"#),
        )
    };
    let ok = run_scenario(&step(r#"["discarded", "turn_ended", "drew"]"#)).unwrap();
    assert!(ok.passed() && ok.checked == 2, "{ok:?}");
    let bad = run_scenario(&step(r#"["turn_ended", "discarded"]"#)).unwrap();
    assert_eq!(bad.failures.len(), 1);
    assert!(bad.failures[0].actual.contains("turn_started"), "{bad:?}");
}

#[test]
fn seat_prefixes_split_only_on_a_number() {
    assert_eq!(split_seat("2: respond KING"), (Some(2), "respond KING"));
    assert_eq!(
        split_seat("attack @1 JESTER:NINJA"),
        (None, "attack @1 JESTER:NINJA")
    );
}
