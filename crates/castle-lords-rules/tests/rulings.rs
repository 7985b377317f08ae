//! One test per ruling of RULINGS §2 (and the shared engine rules), each named after the rule
//! it checks. Positions are given in the scenario format (see docs/scenario-format.md, section "Castle Lords").

use castle_lords_rules::{
    Action, Card, Crowns, Event, Options, Phase, Position, RuleError, RuleSet, State,
};
use rules_core::{Game, RuleViolation, Status};

fn opts(players: usize, rules: RuleSet) -> Options {
    Options::new(players, rules)
}

fn at(options: &Options, position: &str) -> State {
    let p: Position = serde_json::from_str(position).expect("a valid position");
    State::from_position(options, &p, 0, &mut Vec::new()).expect("a position that adds up")
}

fn act(state: &mut State, text: &str) -> Vec<Event> {
    let mut ev = Vec::new();
    let a: Action = text.parse().unwrap();
    state
        .apply(&a, &mut ev)
        .unwrap_or_else(|e| panic!("'{text}' refused: {e}"));
    ev
}

fn refuse(state: &mut State, text: &str) -> RuleError {
    let before = state.clone();
    let a: Action = text.parse().unwrap();
    let e = state.apply(&a, &mut Vec::new()).unwrap_err();
    assert_eq!(*state, before, "a refused action changed the state");
    e
}

fn card(code: &str) -> Card {
    code.parse().unwrap()
}

fn hand(state: &State, seat: usize) -> Vec<String> {
    state.hand(seat).iter().map(|c| c.to_string()).collect()
}

fn boxes(state: &State, c: usize) -> Vec<Option<usize>> {
    state.castles()[c].boxes.iter().collect()
}

#[test]
fn turn_draws_two_cards_or_fewer_when_the_deck_is_short() {
    let mut s = at(
        &opts(3, RuleSet::Basic),
        r#"{"hands":[["K1"],["K2"],[]],"deck":["A1","A2","A3"],"rest":"dungeon"}"#,
    );
    assert_eq!(hand(&s, 0), ["K1", "A1", "A2"]);
    act(&mut s, "offer K1");
    act(&mut s, "decline");
    act(&mut s, "pass");
    assert_eq!(hand(&s, 1), ["K2", "A3"]);
    assert!(!s.last_round());
}

#[test]
fn exchange_asks_the_others_clockwise_skipping_empty_hands() {
    let mut s = at(
        &opts(4, RuleSet::Basic),
        r#"{"hands":[["C1"],[],["C2"],["K1"]],"deck":["A1","A2"],"turn":3}"#,
    );
    act(&mut s, "offer A1");
    assert_eq!(s.status(), Status::Decision(0));
    act(&mut s, "propose C1");
    assert_eq!(
        s.status(),
        Status::Decision(2),
        "seat 1 holds nothing and is skipped"
    );
    act(&mut s, "propose C2");
    assert_eq!(s.phase(), Phase::Pick);
    assert_eq!(refuse(&mut s, "pick @1").rule(), "pick-a-proposal");
    act(&mut s, "pick @2");
    assert_eq!(
        hand(&s, 3),
        ["K1", "C2", "A2"],
        "codes in type order: K, I, C, A"
    );
    assert_eq!(hand(&s, 2), ["A1"]);
    assert_eq!(hand(&s, 0), ["C1"]);
}

#[test]
fn exchange_with_one_proposal_is_forced_and_with_none_goes_to_the_dungeon() {
    let pos = r#"{"hands":[["K1"],["C1"],["C2"]],"deck":["A1","A2"]}"#;
    let mut s = at(&opts(3, RuleSet::Basic), pos);
    act(&mut s, "offer A1");
    act(&mut s, "propose C1");
    let ev = act(&mut s, "decline");
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::Exchanged { forced: true, .. }))
    );
    assert_eq!(s.phase(), Phase::Main);
    let mut s = at(&opts(3, RuleSet::Basic), pos);
    act(&mut s, "offer A1");
    act(&mut s, "decline");
    act(&mut s, "decline");
    assert_eq!(s.dungeon().count(card("A1")), 1);
    assert_eq!(hand(&s, 0), ["K1", "A2"]);
}

#[test]
fn the_exchange_is_face_up_so_everyone_learns_where_the_cards_went() {
    let mut s = at(
        &opts(3, RuleSet::Basic),
        r#"{"hands":[["K1"],["C1"],["C2"]],"deck":["A1","A2"]}"#,
    );
    act(&mut s, "offer A1");
    assert_eq!(s.observe(2).offer, Some(card("A1")));
    act(&mut s, "propose C1");
    assert_eq!(s.observe(2).proposals[1], Some(card("C1")));
    act(&mut s, "decline");
    assert_eq!(s.observe(2).known_hands[1].count(card("A1")), 1);
    assert_eq!(s.observe(2).known_hands[0].count(card("C1")), 1);
    assert!(s.observe(1).known_hands[2].is_empty());
}

#[test]
fn army_steps_listed_always_lead_to_a_legal_attack() {
    let mut s = at(
        &opts(3, RuleSet::Basic),
        r#"{"hands":[["K1","A1","K2","IVANHOE"],[],[]],"deck":["C3","C4"],
            "castles":[{"defenders":["I3","K3"],"boxes":[1]}]}"#,
    );
    act(&mut s, "offer C4");
    act(&mut s, "attack #0");
    let mut legal = Vec::new();
    s.legal_actions(&mut legal);
    let texts: Vec<String> = legal.iter().map(ToString::to_string).collect();
    // Three cards are needed: emblem 1 (K1, A1, Ivanhoé) is the only way; K2 and C3 cannot.
    assert_eq!(texts, ["add K1", "add A1", "add IVANHOE"]);
    assert_eq!(refuse(&mut s, "add K2").rule(), "army-outnumbers");
    assert_eq!(refuse(&mut s, "confirm").rule(), "army-outnumbers");
}

#[test]
fn intermediate_banner_on_an_uncontrolled_castle_needs_only_to_equal() {
    let pos = r#"{"hands":[[],[],[]],"castles":[{"defenders":["K1","A1"],"boxes":[1,0]},{"defenders":["K3","A3"],"boxes":[0]}]}"#;
    let s = at(&opts(3, RuleSet::Intermediate), pos);
    assert_eq!(s.needed(0, 0), 2, "a banner on a castle held by another");
    assert_eq!(s.needed(0, 1), 3, "a controller still outnumbers");
    assert_eq!(s.needed(2, 0), 3, "no banner there");
    for rules in [RuleSet::Basic, RuleSet::Advanced] {
        let s = at(&opts(3, rules), pos.replace("[0]}", "[2]}").as_str());
        assert_eq!(s.needed(0, 0), 3, "{rules}: no advantage");
    }
}

#[test]
fn old_defenders_go_to_the_dungeon_except_in_advanced_to_the_attackers_hand() {
    let pos = r#"{"hands":[["A2","K2"],[],[]],"deck":["C3","C3"],"castles":[{"defenders":["C1"],"boxes":[1]}]}"#;
    for rules in RuleSet::ALL {
        let mut s = at(&opts(3, rules), pos);
        for a in ["offer C3", "attack #0", "add A2", "add K2", "confirm"] {
            act(&mut s, a);
        }
        let to_hand = s.hand(0).contains(card("C1"));
        let to_dungeon = s.dungeon().contains(card("C1"));
        assert_eq!(to_hand, rules == RuleSet::Advanced, "{rules}");
        assert_eq!(to_dungeon, rules != RuleSet::Advanced, "{rules}");
    }
}

fn attack_york(rules: RuleSet, players: usize, york_boxes: &str, army: &[&str]) -> State {
    let hand: Vec<String> = army.iter().map(|c| format!("\"{c}\"")).collect();
    let mut hands = vec!["[]".to_string(); players];
    hands[0] = format!("[{}]", hand.join(","));
    let pos = format!(
        r#"{{"hands":[{}],"deck":["C3","C3"],"castles":[{{"defenders":["K1"],"boxes":{york_boxes}}}]}}"#,
        hands.join(",")
    );
    let mut s = at(&opts(players, rules), &pos);
    act(&mut s, "offer C3");
    act(&mut s, "attack #0");
    for c in army {
        act(&mut s, &format!("add {c}"));
    }
    act(&mut s, "confirm");
    s
}

#[test]
fn a_new_banner_goes_to_box_one_and_pushes_the_last_to_the_dungeon() {
    let s = attack_york(RuleSet::Basic, 5, "[1,2,3,4]", &["A2", "K2"]);
    assert_eq!(boxes(&s, 0), [Some(0), Some(1), Some(2), Some(3)]);
    assert_eq!(s.dungeon_banners(4), 1);
    assert_eq!(s.reserve(0), 4);
}

#[test]
fn basic_own_banner_moves_to_box_one_and_only_the_banners_before_it_shift() {
    let s = attack_york(RuleSet::Basic, 5, "[1,2,0,3]", &["A2", "K2"]);
    assert_eq!(boxes(&s, 0), [Some(0), Some(1), Some(2), Some(3)]);
    assert_eq!(s.reserve(0), 4, "no new banner");
}

#[test]
fn intermediate_own_banner_moves_to_box_one_and_every_other_banner_shifts() {
    let s = attack_york(RuleSet::Intermediate, 5, "[1,0,2,3]", &["A2"]);
    assert_eq!(boxes(&s, 0), [Some(0), Some(1), None, Some(2)]);
    assert_eq!(s.dungeon_banners(3), 1);
}

#[test]
fn attacking_ones_own_castle_keeps_the_banners_except_in_advanced() {
    for rules in RuleSet::ALL {
        let s = attack_york(rules, 3, "[0,1]", &["A2", "K2"]);
        let expected = if rules == RuleSet::Advanced {
            vec![Some(0), Some(0), Some(1), None]
        } else {
            vec![Some(0), Some(1), None, None]
        };
        assert_eq!(boxes(&s, 0), expected, "{rules}");
    }
}

#[test]
fn control_is_box_one_except_in_advanced_the_highest_occupied_box() {
    let pos = r#"{"hands":[[],[],[]],"castles":[{"defenders":["K1"],"boxes":[1,2,0]}]}"#;
    assert_eq!(at(&opts(3, RuleSet::Basic), pos).controller(0), Some(1));
    assert_eq!(
        at(&opts(3, RuleSet::Intermediate), pos).controller(0),
        Some(1)
    );
    assert_eq!(at(&opts(3, RuleSet::Advanced), pos).controller(0), Some(0));
}

#[test]
fn advanced_needs_a_banner_in_reserve_to_attack() {
    let pos = r#"{"hands":[["A2","K2"],[],[]],"deck":["C1","C1"],"dungeon_banners":[5,0,0]}"#;
    let mut s = at(&opts(3, RuleSet::Advanced), pos);
    act(&mut s, "offer C1");
    assert_eq!(refuse(&mut s, "attack #0").rule(), "banner-in-reserve");
}

#[test]
fn advanced_reclaim_costs_three_cards_and_is_advanced_only() {
    let pos = r#"{"hands":[["A1","A2","A3"],[],[]],"deck":["C1","C1"],"dungeon_banners":[1,0,0]}"#;
    let mut s = at(&opts(3, RuleSet::Advanced), pos);
    act(&mut s, "offer C1");
    act(&mut s, "reclaim");
    for c in ["A1", "A2", "A3"] {
        act(&mut s, &format!("discard {c}"));
    }
    assert_eq!((s.reserve(0), s.dungeon_banners(0)), (5, 0));
    assert_eq!(s.phase(), Phase::Main);
    assert_eq!(refuse(&mut s, "reclaim").rule(), "reclaim-banner");
    let mut s = at(&opts(3, RuleSet::Basic), pos);
    act(&mut s, "offer C1");
    assert_eq!(refuse(&mut s, "reclaim").rule(), "reclaim-advanced");
}

#[test]
fn last_round_forces_an_attack_or_discards_the_whole_hand() {
    let mut s = at(
        &opts(3, RuleSet::Basic),
        r#"{"hands":[["K1","K2"],["C1"],[]],"rest":"dungeon"}"#,
    );
    assert!(s.last_round());
    act(&mut s, "offer K2");
    act(&mut s, "decline");
    assert_eq!(refuse(&mut s, "pass").rule(), "forced-attack");
    let mut s = at(
        &opts(3, RuleSet::Basic),
        r#"{"hands":[["K1","A2"],["C1"],[]],"rest":"dungeon",
            "castles":[{"defenders":["K3"],"boxes":[1]},{"defenders":["K4"],"boxes":[1]},
                       {"defenders":["I3"],"boxes":[1]},{"defenders":["I4"],"boxes":[1]},
                       {"defenders":["C4"],"boxes":[1]}]}"#,
    );
    act(&mut s, "offer K1");
    act(&mut s, "decline");
    let ev = act(&mut s, "pass");
    assert!(ev.iter().any(|e| matches!(e, Event::HandDiscarded { .. })));
    assert!(s.hand(0).is_empty());
}

#[test]
fn the_hand_ends_when_every_hand_is_empty_and_is_scored() {
    let mut s = at(
        &opts(3, RuleSet::Basic),
        r#"{"hands":[["A1"],[],[]],"rest":"dungeon",
            "castles":[{"defenders":["K1"],"boxes":[0]},{"defenders":["K2"],"boxes":[1]},
                       {"defenders":["K3"],"boxes":[0]},{"defenders":["K4"],"boxes":[1]},
                       {"defenders":["I1"],"boxes":[2]}]}"#,
    );
    let ev = act(&mut s, "offer A1");
    assert!(ev.iter().any(|e| matches!(e, Event::HandScored { .. })));
    assert_eq!(s.hand_scores(), [12, 10, 3]);
    assert_eq!(
        [s.crowns(0), s.crowns(1), s.crowns(2)],
        [
            Crowns {
                king: 1,
                ..Crowns::default()
            },
            Crowns {
                duke: 1,
                ..Crowns::default()
            },
            Crowns::default()
        ]
    );
    assert_eq!(s.hand_number(), 2);
    assert_eq!(
        s.status(),
        Status::Decision(1),
        "the next hand starts after seat 0"
    );
}

#[test]
fn hand_limit_applies_in_basic_and_intermediate_only() {
    let pos = r#"{"hands":[["K1","K2","K3","K4","I1","I2","I3","I4","A1","A2"],[],[]],"deck":["C3","C3"]}"#;
    for rules in RuleSet::ALL {
        let mut s = at(&opts(3, rules), pos);
        act(&mut s, "offer C3");
        act(&mut s, "pass");
        assert_eq!(
            s.phase() == Phase::Discard,
            rules != RuleSet::Advanced,
            "{rules}"
        );
    }
}

#[test]
fn two_players_need_the_variant_and_are_dealt_as_three_or_four() {
    assert!(State::new_game(&opts(2, RuleSet::Basic), 1, &mut Vec::new()).is_err());
    let mut o = opts(2, RuleSet::Basic);
    o.two_player_variant = true;
    let s = State::new_game(&o, 1, &mut Vec::new()).unwrap();
    assert_eq!(s.deck().len(), 66 - 12 - 2);
    assert_eq!(s.hand_limit(), 10);
}

#[test]
fn the_first_player_is_drawn_by_the_seed() {
    let firsts: std::collections::BTreeSet<usize> = (0..40)
        .map(|seed| {
            let s = State::new_game(&opts(4, RuleSet::Basic), seed, &mut Vec::new()).unwrap();
            s.turn()
        })
        .collect();
    assert_eq!(firsts.len(), 4);
}

#[test]
fn sole_winner_option_gives_only_the_top_scorer_a_crown() {
    let mut o = opts(3, RuleSet::Basic);
    o.sole_winner = true;
    let mut s = at(
        &o,
        r#"{"hands":[["A1"],[],[]],"rest":"dungeon",
            "castles":[{"defenders":["K1"],"boxes":[0]},{"defenders":["K2"],"boxes":[1]},
                       {"defenders":["K3"],"boxes":[0]},{"defenders":["K4"],"boxes":[1]}]}"#,
    );
    act(&mut s, "offer A1");
    assert_eq!(s.crowns(0).king, 1);
    assert_eq!(s.crowns(1), Crowns::default());
    let mut advanced = opts(3, RuleSet::Advanced);
    advanced.sole_winner = true;
    assert!(State::new_game(&advanced, 0, &mut Vec::new()).is_err());
}

#[test]
fn events_seen_by_others_hide_the_drawn_cards() {
    let mut ev = Vec::new();
    State::new_game(&opts(3, RuleSet::Advanced), 9, &mut ev).unwrap();
    for e in &ev {
        if let Event::Drew { seat, .. } = e {
            let other = (seat + 1) % 3;
            assert!(matches!(
                e.seen_by(&[other]),
                Event::Drew { card: None, .. }
            ));
            assert_eq!(e.seen_by(&[*seat]), *e);
        }
    }
}
