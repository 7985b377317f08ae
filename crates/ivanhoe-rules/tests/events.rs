//! What events show each seat.

use ivanhoe_rules::{Options, State};
use rules_core::Game;

/// Events as a seat sees them hide the cards other seats drew.
#[test]
fn events_hide_other_seats_draws() {
    let mut events = Vec::new();
    let state = State::new_game(&Options::players(3), 5, &mut events).unwrap();
    let drawer = state.turn();
    let other = (drawer + 1) % 3;
    let drew = events
        .iter()
        .find(|e| matches!(e, ivanhoe_rules::Event::Drew { .. }))
        .unwrap();
    assert!(matches!(
        drew.seen_by(&[drawer]),
        ivanhoe_rules::Event::Drew { card: Some(_), .. }
    ));
    assert!(matches!(
        drew.seen_by(&[other]),
        ivanhoe_rules::Event::Drew { card: None, .. }
    ));
    let dealt = events[0].seen_by(&[other]);
    let ivanhoe_rules::Event::Dealt { hands, .. } = dealt else {
        panic!("the deal comes first")
    };
    for (s, h) in hands.iter().enumerate() {
        assert_eq!(h.is_some(), s == other);
    }
}
