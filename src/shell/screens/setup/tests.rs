/// The browser page's `?seed=N` deals its matches from N; a malformed or absent one deals at
/// random (no seed).
#[test]
fn a_page_address_names_the_seed() {
    assert_eq!(seed_in_query("?seed=42"), Some(42));
    assert_eq!(seed_in_query("?game=some-game&seed=7"), Some(7));
    assert_eq!(seed_in_query(""), None);
    assert_eq!(seed_in_query("?seed=seven"), None);
    assert_eq!(seed_in_query("?seeds=4"), None);
}

use super::*;
use rules_core::Difficulty;

/// The kinds the seat's button steps through, from a person back to a person.
fn cycle(levels: &[Difficulty]) -> Vec<SeatKind> {
    let mut kinds = vec![SeatKind::Human];
    loop {
        let next = kinds.last().unwrap().next(levels);
        if next == SeatKind::Human {
            return kinds;
        }
        kinds.push(next);
    }
}

/// The default setup at `seats` seats under rule set number `rules`.
fn table_setup(rules: usize, seats: usize) -> MatchSetup {
    let mut setup = MatchSetup {
        rules,
        ..Default::default()
    };
    setup.set_players(seats, &(seats..=seats));
    setup
}

/// Every table of the catalogue, by game, rule set and seat count.
fn tables() -> Vec<(GameEntry, usize, usize)> {
    let mut out = Vec::new();
    for game in catalogue::infos() {
        let entry = GameEntry::registered(game.name).expect("registered");
        for rules in 0..entry.rule_sets().len().max(1) {
            for seats in entry.seats() {
                out.push((entry.clone(), rules, seats));
            }
        }
    }
    out
}

/// The seat's button steps through a person and exactly the levels offered at this table:
/// the game's, under its rule set, at its number of seats.
#[test]
fn the_seat_button_offers_the_tables_levels() {
    for (entry, rules, seats) in tables() {
        let name = entry.name();
        let levels = catalogue::find(name)
            .expect("catalogued")
            .offered_levels(entry.rule_set_name(rules), seats);
        let mut wanted = vec![SeatKind::Human];
        wanted.extend(levels.iter().map(|l| SeatKind::Computer(*l)));
        assert_eq!(
            cycle(levels),
            wanted,
            "{name}, rules {rules}, {seats} seats"
        );
        let setup = table_setup(rules, seats);
        assert_eq!(setup.levels(Some(&entry), name), levels);
    }
}

/// A level the table lacks becomes its strongest below (or its weakest, with none below).
#[test]
fn a_level_the_table_lacks_becomes_its_strongest_below() {
    let levels = [Difficulty::Easy, Difficulty::Hard];
    let computer = SeatKind::Computer;
    assert_eq!(
        computer(Difficulty::Expert).fitted(&levels),
        computer(Difficulty::Hard)
    );
    assert_eq!(
        computer(Difficulty::Normal).fitted(&levels),
        computer(Difficulty::Easy)
    );
    assert_eq!(SeatKind::Human.fitted(&levels), SeatKind::Human);
    assert_eq!(
        computer(Difficulty::Hard).fitted(&levels),
        computer(Difficulty::Hard)
    );
}

/// Seats follow the table's levels whenever the rule set or the number of seats changes:
/// after any change, every computer seat plays a level the table offers.
#[test]
fn the_seats_fit_the_chosen_rule_set_and_seat_count() {
    for (entry, rules, seats) in tables() {
        let name = entry.name();
        let mut setup = table_setup(rules, seats);
        for seat in &mut setup.seats[1..] {
            seat.kind = SeatKind::Computer(Difficulty::Expert);
        }
        setup.fit_levels(Some(&entry), name);
        let levels = setup.levels(Some(&entry), name);
        for seat in &setup.seats {
            match seat.kind {
                SeatKind::Computer(level) => assert!(
                    levels.contains(&level),
                    "{name}, rules {rules}, {seats} seats: {level:?} is not offered"
                ),
                SeatKind::Human | SeatKind::Remote => {}
            }
        }
        assert_eq!(setup.seats[0].kind, SeatKind::Human);
    }
}
