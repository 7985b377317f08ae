//! Which decisions a player may take back (`Game::is_undo_barrier`), one test per rule: chance
//! (a draw, a new hand shuffled and dealt) and hidden cards shown (a last-round pass laying the
//! hand in the dungeon) close the way back; everything done face up does not. Positions are
//! given in the scenario format (see docs/scenario-format.md, section "Castle Lords").

use castle_lords_rules::{Event, Options, Position, RuleSet, State};
use rules_conformance::barriers;
use rules_core::{Seat, Status, Step, undoable};

fn at(players: usize, rules: RuleSet, position: &str) -> State {
    let p: Position = serde_json::from_str(position).expect("a valid position");
    State::from_position(&Options::new(players, rules), &p, 0, &mut Vec::new())
        .expect("a position that adds up")
}

/// Applies `action` for the seat deciding now; returns the step as undo sees it and its events.
fn act(state: &mut State, action: &str) -> (Step, Vec<Event>) {
    let Status::Decision(seat) = state.status() else {
        panic!("'{action}': the match is over")
    };
    rules_conformance::act_as(state, seat, action)
}

/// Applies `actions` in turn; the steps as undo sees them.
fn play(state: &mut State, actions: &[&str]) -> Vec<Step> {
    actions.iter().map(|a| act(state, a).0).collect()
}

const SHORT_DECK: &str = r#"{"hands":[["K1"],["K2"],[]],"deck":["A1","A2","A3"],"rest":"dungeon"}"#;

#[test]
fn offering_a_card_face_up_can_be_taken_back() {
    let mut s = at(3, RuleSet::Basic, SHORT_DECK);
    let (step, events) = act(&mut s, "offer K1");
    assert!(!step.barrier, "{events:?}");
}

#[test]
fn drawing_a_card_closes_the_way_back() {
    let mut s = at(3, RuleSet::Basic, SHORT_DECK);
    play(&mut s, &["offer K1", "decline"]);
    let (step, events) = act(&mut s, "pass");
    assert!(step.barrier);
    assert!(matches!(
        barriers::<State>(&events)[..],
        [Event::Drew { seat: 1, .. }]
    ));
}

#[test]
fn the_exchange_in_view_of_all_can_be_taken_back_but_only_by_the_last_to_decide() {
    let mut s = at(
        4,
        RuleSet::Basic,
        r#"{"hands":[["C1"],[],["C2"],["K1"]],"deck":["A1","A2"],"turn":3}"#,
    );
    let steps = play(&mut s, &["offer A1", "propose C1", "propose C2", "pick @2"]);
    assert!(steps.iter().all(|s| !s.barrier), "{steps:?}");
    let seats: Vec<Seat> = steps.iter().map(|s| s.seat).collect();
    assert_eq!(seats, [3, 0, 2, 3]);
    assert_eq!(
        undoable(&steps, 3),
        1,
        "the proposals of others come between"
    );
}

#[test]
fn attacking_and_taking_the_defenders_into_the_hand_can_be_taken_back() {
    // Advanced: the old defenders, face up on the castle, go into the attacker's hand in view
    // of all. With the deck empty nobody draws after the attack.
    let mut s = at(
        3,
        RuleSet::Advanced,
        r#"{"hands":[["A2","K2","C3"],[],[]],"rest":"dungeon",
            "castles":[{"defenders":["C1"],"boxes":[1]}]}"#,
    );
    let steps = play(&mut s, &["offer C3", "attack #0", "add A2", "add K2"]);
    let (confirm, events) = act(&mut s, "confirm");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::DefendersToHand { .. }))
    );
    assert!(!confirm.barrier, "{events:?}");
    let mut all = steps;
    all.push(confirm);
    assert_eq!(undoable(&all, 0), 5);
}

#[test]
fn discarding_to_reclaim_a_banner_can_be_taken_back() {
    let mut s = at(
        3,
        RuleSet::Advanced,
        r#"{"hands":[["A1","A2","A3"],[],[]],"deck":["C1","C1"],"dungeon_banners":[1,0,0]}"#,
    );
    let steps = play(
        &mut s,
        &[
            "offer C1",
            "reclaim",
            "discard A1",
            "discard A2",
            "discard A3",
        ],
    );
    assert!(steps.iter().all(|s| !s.barrier), "{steps:?}");
    assert_eq!(s.dungeon_banners(0), 0, "the banner is back");
}

#[test]
fn a_last_round_pass_shows_the_whole_hand_and_closes_the_way_back() {
    let mut s = at(
        3,
        RuleSet::Basic,
        r#"{"hands":[["K1","A2"],["C1"],[]],"rest":"dungeon",
            "castles":[{"defenders":["K3"],"boxes":[1]},{"defenders":["K4"],"boxes":[1]},
                       {"defenders":["I3"],"boxes":[1]},{"defenders":["I4"],"boxes":[1]},
                       {"defenders":["C4"],"boxes":[1]}]}"#,
    );
    play(&mut s, &["offer K1", "decline"]);
    let (step, events) = act(&mut s, "pass");
    assert!(step.barrier);
    assert!(matches!(
        barriers::<State>(&events)[..],
        [Event::HandDiscarded { seat: 0, .. }]
    ));
}

#[test]
fn a_new_hand_shuffled_and_dealt_closes_the_way_back() {
    let mut s = at(
        3,
        RuleSet::Basic,
        r#"{"hands":[["A1"],[],[]],"rest":"dungeon"}"#,
    );
    let (step, events) = act(&mut s, "offer A1");
    assert!(step.barrier);
    let closing = barriers::<State>(&events);
    assert!(matches!(closing[0], Event::HandStarted { hand: 2, .. }));
    assert!(matches!(closing[1], Event::Dealt { .. }));
}
