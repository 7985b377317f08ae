//! Every level of every game plays legal games to the end, and the Castle Lords and Of Knights
//! and Ninjas heuristics beat random players.

use bots::arena::{self, ArenaConfig, ArenaReport, Schedule, SeatKind};
use bots::{BotGame, Budget, Difficulty};

/// A table of every level: random, easy, normal (the heuristic) and two searches with the
/// game's playbook standing in for hard and expert (a small iteration budget keeps the test
/// fast; the levels differ from them only in their budgets).
fn every_level(iterations: u64) -> Vec<SeatKind> {
    vec![
        SeatKind::Level(Difficulty::Easy),
        SeatKind::Level(Difficulty::Normal),
        SeatKind::Search(Budget::iterations(iterations)),
        SeatKind::Random,
    ]
}

fn run<G: BotGame>(options: &G::Options, seats: Vec<SeatKind>, deals: u64, seed: u64) -> ArenaReport
where
    G::Options: Sync,
{
    let config = ArenaConfig {
        seats,
        schedule: Schedule {
            deals,
            seed,
            threads: 2,
            max_actions: 100_000,
            on_game: None,
        },
    };
    let report = arena::run::<G>(options, &config).unwrap();
    assert_eq!(report.violations, 0, "{report:#?}");
    assert_eq!(report.refused_legal_actions, 0, "{report:#?}");
    assert_eq!(report.unfinished, 0, "{report:#?}");
    report
}

/// The smallest and the largest official table of a game, from its registry entry.
fn seat_range<G: BotGame>() -> [usize; 2] {
    let seats = &G::INFO.seats;
    [*seats.start(), *seats.end()]
}

#[test]
fn every_level_plays_legal_castle_lords() {
    for rules in castle_lords_rules::RuleSet::ALL {
        let options = castle_lords_rules::Options::new(4, rules);
        run::<castle_lords_rules::State>(&options, every_level(4), 1, 7);
    }
    // The smallest and largest official tables (a Castle Lords rollout plays out the hand, so
    // the search is kept tiny).
    for players in seat_range::<castle_lords_rules::State>() {
        let options =
            castle_lords_rules::Options::new(players, castle_lords_rules::RuleSet::Advanced);
        let mut seats = vec![SeatKind::Heuristic, SeatKind::Search(Budget::iterations(3))];
        seats.resize(players, SeatKind::Level(Difficulty::Easy));
        run::<castle_lords_rules::State>(&options, seats, 1, 8);
    }
}

#[test]
fn every_level_plays_legal_knights_and_ninjas() {
    let options = knights_ninjas_rules::Options::players(4);
    run::<knights_ninjas_rules::State>(&options, every_level(40), 3, 7);
    for players in seat_range::<knights_ninjas_rules::State>() {
        let options = knights_ninjas_rules::Options::players(players);
        let mut seats = vec![
            SeatKind::Heuristic,
            SeatKind::Search(Budget::iterations(60)),
        ];
        seats.resize(players, SeatKind::Level(Difficulty::Easy));
        run::<knights_ninjas_rules::State>(&options, seats, 2, 8);
    }
}

#[test]
fn every_level_plays_legal_ivanhoe() {
    let options = ivanhoe_rules::Options::players(4);
    run::<ivanhoe_rules::State>(&options, every_level(40), 2, 7);
}

/// The heuristics against three random players on fixed deals (docs/AI.md measured 99% in
/// intermediate Castle Lords, 82–83% in advanced and 78% in Of Knights and Ninjas): a bound of
/// half the games can only fail if a heuristic truly got worse.
#[test]
fn the_heuristics_beat_random_players() {
    let seats = || {
        vec![
            SeatKind::Heuristic,
            SeatKind::Random,
            SeatKind::Random,
            SeatKind::Random,
        ]
    };
    let castle = castle_lords_rules::Options::new(4, castle_lords_rules::RuleSet::Intermediate);
    let report = run::<castle_lords_rules::State>(&castle, seats(), 10, 2024);
    let heuristic = &report.results[0];
    assert!(heuristic.win_rate > 0.5, "{heuristic:?}");
    assert!(heuristic.ci95[0] > 0.25, "{heuristic:?}");

    // Advanced play, where the heuristic once won 42% (docs/AI.md: 82–83% now).
    let castle = castle_lords_rules::Options::new(4, castle_lords_rules::RuleSet::Advanced);
    let report = run::<castle_lords_rules::State>(&castle, seats(), 10, 2024);
    let heuristic = &report.results[0];
    assert!(heuristic.win_rate > 0.5, "{heuristic:?}");
    assert!(heuristic.ci95[0] > 0.25, "{heuristic:?}");

    let ninjas = knights_ninjas_rules::Options::players(4);
    let report = run::<knights_ninjas_rules::State>(&ninjas, seats(), 25, 2024);
    let heuristic = &report.results[0];
    assert!(heuristic.win_rate > 0.5, "{heuristic:?}");
    assert!(heuristic.ci95[0] > 0.25, "{heuristic:?}");
}

/// A level is offered only where docs/AI.md's leads (`bots::shown_stronger`, the rows of the
/// game's `BotGame::LEADS` that meet the rule: at least 100 games, the level as shipped, the
/// interval's lower end above the share) show it stronger than the level just below it at that
/// table, and that level is offered: easy everywhere, then each level up to the first without a
/// lead.
#[test]
fn levels_are_offered_where_they_measured_stronger_than_the_level_below() {
    use Difficulty::{Easy, Hard, Normal};
    use bots::{offered_levels, shown_stronger};
    use castle_lords_rules::State as CastleLords;
    use ivanhoe_rules::State as Ivanhoe;
    use knights_ninjas_rules::State as KnightsNinjas;
    offered_where_shown_stronger::<Ivanhoe>();
    offered_where_shown_stronger::<CastleLords>();
    offered_where_shown_stronger::<KnightsNinjas>();
    // The evidence, as docs/AI.md has it ("Levels offered, on evidence"): hard beat normal
    // players at three to five seats of Ivanhoe, not head to head (55.3% [49.7%, 60.9%] of
    // 300); at every seat count of Of Knights and Ninjas.
    assert_eq!(offered_levels::<Ivanhoe>(None, 2), [Easy, Normal]);
    for seats in 3..=5 {
        assert_eq!(offered_levels::<Ivanhoe>(None, seats), [Easy, Normal, Hard]);
    }
    for seats in 2..=6 {
        assert_eq!(
            offered_levels::<KnightsNinjas>(None, seats),
            [Easy, Normal, Hard]
        );
    }
    // Castle Lords: hard measured at its shipped budget on 100 games or more only in
    // intermediate play at two, three and four seats (it won all 100, 102 and 100); the earlier
    // runs (a few games at 5,000 iterations without the time limit) do not count, so hard is
    // not offered at the other tables.
    for seats in [2, 3, 4] {
        assert_eq!(
            offered_levels::<CastleLords>(Some("intermediate"), seats),
            [Easy, Normal, Hard]
        );
    }
    for seats in [5, 6] {
        assert_eq!(
            offered_levels::<CastleLords>(Some("intermediate"), seats),
            [Easy, Normal]
        );
    }
    for rules in ["basic", "advanced"] {
        for seats in 2..=6 {
            assert_eq!(
                offered_levels::<CastleLords>(Some(rules), seats),
                [Easy, Normal],
                "{rules} {seats}"
            );
        }
    }
    // The default rule set is intermediate.
    for seats in 2..=6 {
        assert_eq!(
            offered_levels::<CastleLords>(None, seats),
            offered_levels::<CastleLords>(Some("intermediate"), seats)
        );
    }
    assert!(!shown_stronger::<Ivanhoe>(None, 4, Easy));
    // A rule set the game lacks, named to a game of several or of one, gets easy alone.
    assert_eq!(
        offered_levels::<CastleLords>(Some("no such rules"), 4),
        [Easy]
    );
    assert_eq!(offered_levels::<Ivanhoe>(Some("basic"), 4), [Easy]);
}

/// At every table of `G`'s registry entry: easy first, normal shown stronger than easy, each
/// level offered shown stronger than the one below, the next one not, and never expert.
fn offered_where_shown_stronger<G: BotGame>() {
    use Difficulty::{Easy, Expert, Normal};
    let info = G::INFO;
    let sets: Vec<Option<&str>> = if info.rule_sets.is_empty() {
        vec![None]
    } else {
        info.rule_sets.iter().map(|r| Some(r.name)).collect()
    };
    for rules in sets {
        for seats in info.all_seats() {
            let levels = bots::offered_levels::<G>(rules, seats);
            assert_eq!(levels[0], Easy, "{} {rules:?} {seats}", info.name);
            // Normal beats easy at every table: in Castle Lords since its heuristic holds
            // back before the last round (four-seat intermediate play: 44.4% [39.6%,
            // 49.3%] of the games of one normal against three easies, a fair share being
            // 25%; it was 27.5% [23.4%, 32.1%]).
            assert!(
                bots::shown_stronger::<G>(rules, seats, Normal),
                "{} {rules:?} {seats}",
                info.name
            );
            for pair in levels.windows(2) {
                assert!(
                    bots::shown_stronger::<G>(rules, seats, pair[1]),
                    "{:?} offered without a lead: {} {rules:?} {seats}",
                    pair[1],
                    info.name
                );
            }
            let next = Difficulty::ALL.get(levels.len());
            assert!(
                next.is_none_or(|l| !bots::shown_stronger::<G>(rules, seats, *l)),
                "{next:?} measured stronger but not offered: {} {rules:?} {seats}",
                info.name
            );
            // Expert is shown stronger than hard nowhere at its shipped budget.
            assert!(!levels.contains(&Expert), "{} {rules:?} {seats}", info.name);
        }
    }
}
