//! The list itself: the one place in the collection that names every engine.

use std::sync::OnceLock;

use rules_core::registry::GameInfo;

use crate::Entry;
use crate::entry::Catalogued;

static IVANHOE: Catalogued<ivanhoe_rules::State> =
    Catalogued::new(ivanhoe_rules::scenario::run_scenario);
static CASTLE_LORDS: Catalogued<castle_lords_rules::State> =
    Catalogued::new(castle_lords_rules::scenario::run_scenario);
static KNIGHTS_NINJAS: Catalogued<knights_ninjas_rules::State> =
    Catalogued::new(knights_ninjas_rules::scenario::run_scenario);
static SKIRMISH: Catalogued<skirmish_rules::State> =
    Catalogued::new(skirmish_rules::scenario::run_scenario);

/// In menu order (Skirmish, the table kit's test game, last).
static GAMES: [&dyn Entry; 4] = [&IVANHOE, &CASTLE_LORDS, &KNIGHTS_NINJAS, &SKIRMISH];

/// Every game, in menu order.
pub fn games() -> &'static [&'static dyn Entry] {
    &GAMES
}

/// The game named `name` (its registry name, `Game::NAME`).
pub fn find(name: &str) -> Option<&'static dyn Entry> {
    GAMES.iter().copied().find(|g| g.name() == name)
}

/// Every game's registry entry, in menu order: the games as plain data, for what reads their
/// names, seats and options alone.
pub fn infos() -> &'static [&'static GameInfo] {
    // Gathered once from the entries, so the list of games stays the one above.
    static INFOS: OnceLock<Vec<&'static GameInfo>> = OnceLock::new();
    INFOS.get_or_init(|| GAMES.iter().map(|g| g.info()).collect())
}

/// The registry entry of the game named `name`.
pub fn info(name: &str) -> Option<&'static GameInfo> {
    find(name).map(|g| g.info())
}

/// The names of the games, in menu order, joined with commas: what an error naming no game
/// lists.
pub fn names() -> String {
    let names: Vec<&str> = GAMES.iter().map(|g| g.name()).collect();
    names.join(", ")
}

#[cfg(test)]
mod tests {
    use rules_core::{Difficulty, Status};

    use super::*;

    /// Registry: names are unique and every game has seats for at least two; `info` finds each
    /// game's entry by its name and nothing by another.
    #[test]
    fn names_are_unique_and_seat_ranges_sensible() {
        let games = infos();
        for (i, g) in games.iter().enumerate() {
            assert!(games[..i].iter().all(|o| o.name != g.name), "{}", g.name);
            assert!(*g.seats.start() >= 2 && g.seats.start() <= g.seats.end());
            assert_eq!(info(g.name), Some(*g));
        }
        assert!(info("chess").is_none());
    }

    /// The catalogue lists each game once with its registry entry (`infos`, in the same order),
    /// and `find` finds each by its name and nothing by another.
    #[test]
    fn names_are_the_registrys_unique_and_found() {
        let names: Vec<&str> = games().iter().map(|g| g.name()).collect();
        let registered: Vec<&str> = infos().iter().map(|g| g.name).collect();
        assert_eq!(names, registered);
        assert_eq!(names.join(", "), super::names());
        for (i, game) in games().iter().enumerate() {
            assert!(
                names[..i].iter().all(|n| *n != game.name()),
                "{}",
                game.name()
            );
            let found = find(game.name()).expect("found by its name");
            assert_eq!(found.name(), game.name());
            assert_eq!(found.title(), game.info().display_name);
        }
        assert!(find("chess").is_none());
        assert!(find("").is_none());
    }

    /// Every game deals at its smallest and largest official table and plays a seeded match to
    /// its end with computer players, through the type-erased table alone: their every action
    /// legal, accepted, and counted.
    #[test]
    fn every_game_plays_a_seeded_match_to_the_end_with_its_bots() {
        for game in games() {
            let seats = &game.info().seats;
            for players in [*seats.start(), *seats.end()] {
                let options = serde_json::json!({ "players": players });
                game.check_options(&options).unwrap();
                let mut table = game.deal(options, 11).unwrap();
                assert_eq!((table.players(), table.seq()), (players, 0));
                let mut seq = 0;
                while let Status::Decision(seat) = table.status() {
                    assert!(seq < 100_000, "{} {players}: no end in sight", game.name());
                    let level = [Difficulty::Easy, Difficulty::Normal][seat % 2];
                    let action = table.bot_job(level, seq).expect("a decision")();
                    assert!(table.legal().contains(&action), "{action}");
                    let pending = table.prepare(&action).unwrap();
                    table.commit(pending);
                    seq += 1;
                    assert_eq!(table.seq(), seq);
                }
                assert!(table.legal().is_empty());
                assert!(table.bot_job(Difficulty::Normal, 0).is_none());
                let over = table.prepare("anything").err().unwrap();
                assert_eq!(over.kind, crate::RejectionKind::Over, "{}", game.name());
            }
        }
    }

    /// The options the command line writes as JSON are those the engines' constructors make.
    #[test]
    fn json_options_are_the_engines_own() {
        let check = |name: &str, json: serde_json::Value, own: serde_json::Value| {
            find(name).unwrap().check_options(&json).unwrap();
            assert_eq!(json_round_trip(name, json), own, "{name}");
        };
        check(
            "ivanhoe",
            serde_json::json!({ "players": 3 }),
            serde_json::to_value(ivanhoe_rules::Options::players(3)).unwrap(),
        );
        check(
            "knights-ninjas",
            serde_json::json!({ "players": 5 }),
            serde_json::to_value(knights_ninjas_rules::Options::players(5)).unwrap(),
        );
        check(
            "castle-lords",
            serde_json::json!({ "players": 2, "rules": "advanced", "two_player_variant": true }),
            serde_json::to_value(castle_lords_rules::Options {
                two_player_variant: true,
                ..castle_lords_rules::Options::new(2, castle_lords_rules::RuleSet::Advanced)
            })
            .unwrap(),
        );
        check(
            "skirmish",
            serde_json::json!({ "players": 4 }),
            serde_json::to_value(skirmish_rules::Options::players(4)).unwrap(),
        );
    }

    /// `json` read as `name`'s options and written again.
    fn json_round_trip(name: &str, json: serde_json::Value) -> serde_json::Value {
        match name {
            "ivanhoe" => {
                let o: ivanhoe_rules::Options = serde_json::from_value(json).unwrap();
                serde_json::to_value(o).unwrap()
            }
            "castle-lords" => {
                let o: castle_lords_rules::Options = serde_json::from_value(json).unwrap();
                serde_json::to_value(o).unwrap()
            }
            "knights-ninjas" => {
                let o: knights_ninjas_rules::Options = serde_json::from_value(json).unwrap();
                serde_json::to_value(o).unwrap()
            }
            "skirmish" => {
                let o: skirmish_rules::Options = serde_json::from_value(json).unwrap();
                serde_json::to_value(o).unwrap()
            }
            other => panic!("{other}"),
        }
    }
}
