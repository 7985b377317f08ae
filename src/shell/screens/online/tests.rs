use super::*;

/// Every table the setup can make is one the protocol accepts: its seats, rule set,
/// variant and levels (the setup offers only the catalogue entry's `offered_levels`).
#[test]
fn every_setup_makes_a_table_the_protocol_accepts() {
    for game in catalogue::infos() {
        let entry = super::super::GameEntry::registered(game.name).expect("registered");
        for rules in 0..entry.rule_sets().len().max(1) {
            for seats in entry.seats() {
                let mut setup = MatchSetup {
                    rules,
                    ..Default::default()
                };
                setup.set_players(seats, &(seats..=seats));
                let levels = catalogue::find(game.name)
                    .expect("catalogued")
                    .offered_levels(entry.rule_set_name(rules), seats);
                for seat in &mut setup.seats[1..] {
                    seat.kind = SeatKind::Computer(*levels.last().expect("a level"));
                }
                let spec = table_spec(&setup, &entry);
                assert!(
                    spec.engine_options().is_ok(),
                    "{} rules {rules} seats {seats}: {:?}",
                    game.name,
                    spec.engine_options()
                );
            }
        }
    }
}

/// The name online is the first person's of the setup.
#[test]
fn the_name_online_is_the_first_persons() {
    let mut setup = MatchSetup::default();
    setup.seats[0].kind = SeatKind::Computer(rules_core::Difficulty::Easy);
    setup.seats[1].kind = SeatKind::Human;
    assert_eq!(player_name(&setup), setup.seats[1].name);
}
