/// A card that comes back into a hand takes its old place when the table follows the match
/// again: the hand is laid in arrival order, not in the rules' order nor the order it lay in.
#[test]
fn a_hand_is_laid_in_the_order_its_cards_came() {
    let mut arrivals = Arrivals::default();
    arrivals.arrive(1, ['q', 'a', 'q']);
    arrivals.arrive(1, ['k']);
    arrivals.leave(1, &'q');
    assert_eq!(arrivals.lay(1, vec!['a', 'k', 'q'], &[]), ['a', 'q', 'k']);
    // What is seen has the last word: a card gone is gone, and one the events missed was
    // there first, in the order it lies.
    assert_eq!(
        arrivals.lay(1, vec!['k', 'z', 'y'], &['y', 'k', 'z']),
        ['y', 'z', 'k']
    );
    assert_eq!(arrivals.lay(0, vec!['b', 'a'], &['a', 'b']), ['a', 'b']);
    arrivals.clear();
    assert_eq!(arrivals.lay(1, vec!['k', 'a'], &[]), ['k', 'a']);
}

/// Identical cards of a hand are distinct entries, in the order they lie; cards the rules
/// count but the table has not laid out yet come last, and pieces no longer held are dropped.
#[test]
fn a_hand_in_lying_order_keeps_every_copy() {
    let zone = Entity::from_raw_u32(100).unwrap();
    let elsewhere = Entity::from_raw_u32(101).unwrap();
    let piece = |i: u32| Entity::from_raw_u32(i).unwrap();
    let held = vec!['a', 'b', 'b', 'c'];
    let lying = [
        (piece(1), Some('b'), HeldBy(zone), Slot(2)),
        (piece(2), Some('c'), HeldBy(zone), Slot(0)),
        (piece(3), Some('b'), HeldBy(zone), Slot(1)),
        (piece(4), Some('z'), HeldBy(zone), Slot(3)),
        (piece(5), Some('a'), HeldBy(elsewhere), Slot(0)),
    ];
    let pieces = lying.iter().map(|(e, k, h, s)| (*e, *k, h, s));
    assert_eq!(
        hand_pieces(Some(zone), held, pieces),
        vec![
            (Some(piece(2)), 'c'),
            (Some(piece(3)), 'b'),
            (Some(piece(1)), 'b'),
            (None, 'a')
        ]
    );
}

use super::*;

fn ids(n: u32) -> Vec<Entity> {
    (0..n)
        .map(|i| Entity::from_raw_u32(i + 1).unwrap())
        .collect()
}

/// A card played from a hand to a castle moves; the rest of the hand stays.
#[test]
fn a_card_that_changes_zones_moves_and_the_rest_stay() {
    let e = ids(6);
    let (hand, castle) = (e[0], e[1]);
    let current = vec![
        (hand, vec![(e[2], 'a'), (e[3], 'b'), (e[4], 'c')]),
        (castle, vec![]),
    ];
    let wanted = vec![(hand, vec!['a', 'c']), (castle, vec!['b'])];
    let plan = reconcile(&current, &wanted, &HashSet::new(), |_, _| false, |_, _| 0);
    assert_eq!(plan.leftover, vec![]);
    assert_eq!(
        plan.moves,
        vec![
            Move {
                piece: Some(e[4]),
                zone: hand,
                slot: 1,
                face: 'c',
                travels: false,
                turns: false
            },
            Move {
                piece: Some(e[3]),
                zone: castle,
                slot: 0,
                face: 'b',
                travels: true,
                turns: false
            },
        ]
    );
}

/// A face-down card turns out to be the card wanted, from the zone the game names cheapest.
#[test]
fn hidden_pieces_take_the_face_wanted_from_the_cheapest_zone() {
    let e = ids(8);
    let (deck, hand_a, hand_b, offer) = (e[0], e[1], e[2], e[3]);
    let current = vec![
        (deck, vec![(e[4], None)]),
        (hand_a, vec![(e[5], None)]),
        (hand_b, vec![(e[6], None)]),
        (offer, vec![]),
    ];
    let wanted = vec![
        (deck, vec![None]),
        (hand_a, vec![None]),
        (hand_b, vec![]),
        (offer, vec![Some('k')]),
    ];
    let plan = reconcile(
        &current,
        &wanted,
        &HashSet::new(),
        |from: &Option<char>, _| from.is_none(),
        |from, _| if from == hand_b { 0 } else { 5 },
    );
    assert_eq!(plan.moves.len(), 1);
    assert_eq!(plan.moves[0].piece, Some(e[6]));
    assert_eq!(plan.moves[0].face, Some('k'));
    assert!(
        plan.moves[0].turns,
        "a face-down card turns over on its way"
    );
    assert!(plan.leftover.is_empty());
}

/// Of two identical cards in a hand, the copy a person chose is the one that flies (the card
/// that flies is the one played), whichever slot it lies in; without a choice, the later copy.
#[test]
fn the_copy_chosen_is_the_one_that_leaves() {
    let e = ids(6);
    let (hand, display) = (e[0], e[1]);
    let current = vec![
        (hand, vec![(e[2], 'r'), (e[3], 'y'), (e[4], 'r')]),
        (display, vec![]),
    ];
    let wanted = vec![(hand, vec!['r', 'y']), (display, vec!['r'])];
    let flies = |leaving: &[Entity]| {
        let leaving: HashSet<Entity> = leaving.iter().copied().collect();
        let plan = reconcile(&current, &wanted, &leaving, |_, _| false, |_, _| 0);
        let flight = plan.moves.iter().find(|m| m.travels).expect("a card flies");
        assert_eq!(flight.zone, display);
        flight.piece
    };
    assert_eq!(flies(&[e[2]]), Some(e[2]), "the first copy, chosen, flies");
    assert_eq!(flies(&[e[4]]), Some(e[4]), "the second copy, chosen, flies");
    assert_eq!(flies(&[]), Some(e[4]));
}

/// Nothing free to come: a piece is spawned; nothing wanted: it goes.
#[test]
fn missing_pieces_are_spawned_and_unwanted_ones_removed() {
    let e = ids(4);
    let (crowns, other) = (e[0], e[1]);
    let current = vec![(crowns, vec![]), (other, vec![(e[2], 'x')])];
    let wanted = vec![(crowns, vec!['d']), (other, vec![])];
    let plan = reconcile(&current, &wanted, &HashSet::new(), |_, _| false, |_, _| 0);
    assert_eq!(plan.moves[0].piece, None);
    assert_eq!(plan.leftover, vec![e[2]]);
}

#[test]
fn a_fan_squeezes_to_its_width_and_centres() {
    let fan = Arrangement::Fan {
        centre: Vec3::ZERO,
        spacing: 50.0,
        width: 100.0,
        scale: 1.0,
    };
    assert_eq!(fan.place(0, 1).at.x, 0.0);
    assert_eq!(fan.place(0, 2).at.x, -25.0);
    assert_eq!(fan.place(0, 5).at.x, -50.0);
    assert_eq!(fan.place(4, 5).at.x, 50.0);
}

/// The seats other than the bottom one share the top row equally, in turn order after the
/// bottom seat from left to right (clockwise round the table); the bottom seat is not in it.
#[test]
fn the_other_seats_share_the_top_row_in_turn_order() {
    // Four seats, seat 2 at the bottom: 3, 0, 1 from left to right across 1200.
    let x = |seat| along_the_top(seat, 2, 4, 1200.0);
    assert_eq!(x(2), None);
    assert_eq!(x(3), Some(-400.0));
    assert_eq!(x(0), Some(0.0));
    assert_eq!(x(1), Some(400.0));
    // Two seats: the other one in the middle.
    assert_eq!(along_the_top(0, 1, 2, 1200.0), Some(0.0));
}

/// A game's seat layout puts the bottom seat's plate and hand where it says, and each other
/// seat's at the same offsets from its share of the top row.
#[test]
fn a_seat_layout_offsets_each_other_seat_from_its_share_of_the_top_row() {
    let layout = SeatLayout {
        own_plate: Vec2::new(-480.0, -150.0),
        own_hand: Vec2::new(40.0, -262.0),
        width: 1200.0,
        other_plate: Vec2::new(-40.0, 195.0),
        other_hand: Vec2::new(130.0, 200.0),
    };
    let own = layout.place(2, 2, 4);
    assert!(own.own);
    assert_eq!((own.plate, own.hand), (layout.own_plate, layout.own_hand));
    let left = layout.place(3, 2, 4);
    assert!(!left.own);
    assert_eq!(left.plate, Vec2::new(-440.0, 195.0));
    assert_eq!(left.hand, Vec2::new(-270.0, 200.0));
}
