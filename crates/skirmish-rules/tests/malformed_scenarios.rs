//! Scenario files that cannot be run are refused with a message naming the problem
//! (docs/scenario-format.md, section "Skirmish"): a position that does not add up names its
//! field, an unknown field is named, a step that is not notation is quoted.

use rules_core::ScenarioError;
use skirmish_rules::scenario::run_scenario;

/// A scenario at a table of `players` from `position`, with these steps and final `expect`.
fn scenario(players: usize, position: &str, steps: &str, expect: &str) -> String {
    format!(
        r#"{{"game": "skirmish", "name": "t", "description": "d",
            "options": {{"players": {players}}}, "position": {position},
            "steps": {steps}, "expect": {expect}}}"#
    )
}

/// The refusal of `text`, which must be a malformed file (not a report, not a refused step).
fn refusal(text: &str) -> String {
    match run_scenario(text) {
        Err(ScenarioError::Malformed(why)) => why,
        other => panic!("not refused as malformed: {other:?}\n{text}"),
    }
}

/// Position: a position that does not add up is refused naming its field, whatever part is
/// wrong: the seats (hands, strengths, the seat to act), the phase and the played cards, and
/// the cards (at most three of each value, all 18 once the deck and the discard pile are
/// given, every hand full while the deck lasts).
#[test]
fn positions_that_do_not_add_up_are_refused_naming_the_field() {
    let full = r#""hands": [["1", "2", "3"], ["1", "2", "3"], ["4", "5", "6"]]"#;
    let cases = [
        (
            r#"{"hands": [["1"], ["2"]]}"#,
            "position.hands: 2 hands for 3 players",
        ),
        (
            r#"{"hands": [["1", "2", "3", "4"], [], []], "deck": []}"#,
            "position.hands[0]: 4 cards; a hand holds at most 3",
        ),
        (
            &format!(r#"{{{full}, "strength": [10, 10]}}"#),
            "position.strength: 2 strengths for 3 players",
        ),
        (
            &format!(r#"{{{full}, "strength": [10, 11, 10]}}"#),
            "position.strength[1]: 11 is above the 10",
        ),
        (
            &format!(r#"{{{full}, "strength": [10, 0, 0]}}"#),
            "position.strength: 1 seat(s) in the game",
        ),
        (
            &format!(r#"{{{full}, "turn": 3}}"#),
            "position.turn: no seat 3 at a table of 3",
        ),
        (
            &format!(r#"{{{full}, "strength": [10, 0, 10], "turn": 1}}"#),
            "position.turn: seat 1 is out of the game",
        ),
        (
            &format!(r#"{{{full}, "phase": "over"}}"#),
            "position.phase: a position is set at a decision",
        ),
        (
            &format!(r#"{{{full}, "pending": ["4"]}}"#),
            "position.pending: played cards await a target only in phase target",
        ),
        (
            &format!(r#"{{{full}, "phase": "target"}}"#),
            "position.pending: phase target needs the played cards",
        ),
        (
            r#"{"hands": [["1", "2"], ["1"], []], "deck": [], "phase": "target", "pending": ["4", "3"]}"#,
            "position.pending: '4 3' is not a play",
        ),
        (
            r#"{"hands": [[], ["1"], ["2"]], "deck": []}"#,
            "position.hands[0]: seat 0 is to play but holds no card",
        ),
        (
            r#"{"hands": [["6", "6", "6"], [], []], "deck": ["6"]}"#,
            "position: 4 cards of value 6 (3 in hands, 1 in deck); the deck has 3 of each value",
        ),
        (
            &format!(r#"{{{full}, "deck": ["5"], "discard": []}}"#),
            "position: the cards do not add up to the deck's 18; placed nowhere: 1, 2, 3, 4, 4",
        ),
        (
            r#"{"hands": [["1", "2", "3"], ["1", "2"], ["4", "5", "6"]]}"#,
            "position.hands[1]: 2 cards while the deck has 10",
        ),
        (
            r#"{"hands": [["1", "2", "3"], [], []], "deck": [], "phase": "target", "pending": ["4"]}"#,
            "position.hands[0]: 3 cards and 1 played: more than the 3 a hand holds",
        ),
        (
            r#"{"hands": [["7"], [], []]}"#,
            "'7' is not a card code of Skirmish",
        ),
    ];
    for (position, message) in cases {
        let why = refusal(&scenario(3, position, "[]", "{}"));
        assert!(why.contains(message), "'{why}' should contain '{message}'");
    }
}

/// Position: a list of cards far longer than the game has is refused by its count, without
/// counting past what a hand's tally holds.
#[test]
fn a_huge_list_of_cards_is_refused_not_counted_past_its_width() {
    let deck = vec![r#""1""#; 300].join(", ");
    let position = format!(r#"{{"hands": [["2"], ["3"], ["4"]], "deck": [{deck}]}}"#);
    let why = refusal(&scenario(3, &position, "[]", "{}"));
    assert!(why.contains("300 cards of value 1 (300 in deck)"), "{why}");
    let hand = vec![r#""1""#; 300].join(", ");
    let expect = format!(r#"{{"hands": {{"0": [{hand}]}}}}"#);
    let text = scenario(
        3,
        r#"{"hands": [["2"], ["3"], ["4"]], "deck": []}"#,
        "[]",
        &expect,
    );
    let report = run_scenario(&text).unwrap();
    assert_eq!(report.failures[0].what, "hands[0]", "{report:?}");
}

/// Options: a table the game does not have is refused naming the field and the range, with a
/// position or a seeded deal.
#[test]
fn options_outside_two_to_four_players_are_refused() {
    let why = refusal(&scenario(
        5,
        r#"{"hands": [[], [], [], [], []]}"#,
        "[]",
        "{}",
    ));
    assert!(
        why.contains("options.players: Skirmish is for 2 to 4"),
        "{why}"
    );
    let dealt =
        r#"{"game": "skirmish", "name": "t", "description": "d", "options": {"players": 1}}"#;
    let why = refusal(dealt);
    assert!(
        why.contains("options.players: Skirmish is for 2 to 4"),
        "{why}"
    );
}

/// The file: an unknown field is refused naming it, at the top, in the position, in the
/// options, in a step and in an expectation.
#[test]
fn unknown_fields_are_refused_naming_them() {
    let position = r#"{"hands": [["1", "2", "3"], ["1", "2", "3"], ["4", "5", "6"]]}"#;
    let cases = [
        (
            r#"{"game": "skirmish", "name": "t", "description": "d", "seeds": 3}"#.to_string(),
            "unknown field `seeds`",
        ),
        (
            scenario(
                3,
                r#"{"hands": [[], [], []], "strenght": [1, 1, 1]}"#,
                "[]",
                "{}",
            ),
            "unknown field `strenght`",
        ),
        (
            r#"{"game": "skirmish", "name": "t", "description": "d", "options": {"players": 3, "rules": "x"}}"#
                .to_string(),
            "unknown field `rules`",
        ),
        (
            scenario(3, position, r#"[{"action": "play 1", "eror": "rival"}]"#, "{}"),
            "unknown field `eror`",
        ),
        (
            scenario(3, position, "[]", r#"{"strenth": [10, 10, 10]}"#),
            "unknown field `strenth`",
        ),
        (
            scenario(3, position, "[]", r#"{"phase": "attack"}"#),
            "unknown variant `attack`",
        ),
    ];
    for (text, message) in cases {
        let why = refusal(&text);
        assert!(why.contains(message), "'{why}' should contain '{message}'");
    }
}

/// The file: it is for this game, says which rule it checks, writes its steps in the notation
/// with a seat number before any colon, and names seats the table has.
#[test]
fn wrong_game_description_steps_and_seats_are_refused_naming_them() {
    let position = r#"{"hands": [["1", "2", "3"], ["1", "2", "3"], ["4", "5", "6"]]}"#;
    let cases = [
        (
            r#"{"game": "ivanhoe", "name": "t", "description": "d"}"#.to_string(),
            "the scenario is for game 'ivanhoe', not 'skirmish'",
        ),
        (
            r#"{"game": "skirmish", "name": "t", "description": " "}"#.to_string(),
            "the description says which rule is checked",
        ),
        (
            scenario(3, position, r#"["play 1 2"]"#, "{}"),
            "step 0: 'play 1 2': two cards played together must be of the same value",
        ),
        (
            scenario(3, position, r#"["x: play 1"]"#, "{}"),
            "'x: play 1': 'x' is not a seat",
        ),
        (
            scenario(3, position, "[]", r#"{"hands": {"3": []}}"#),
            "expect.hands: '3' is not a seat of this table",
        ),
        (
            scenario(3, position, "[]", r#"{"sees": {"9": {}}}"#),
            "expect.sees: '9' is not a seat",
        ),
        (
            scenario(3, position, "[]", r#"{"legal_includes": ["attack 1"]}"#),
            "expect.legal_includes: 'attack 1': unknown verb 'attack'",
        ),
    ];
    for (text, message) in cases {
        let why = refusal(&text);
        assert!(why.contains(message), "'{why}' should contain '{message}'");
    }
}
