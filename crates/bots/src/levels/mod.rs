//! The levels a game offers its players ([`Difficulty`]), which of them each table offers on the
//! evidence of [`LEADS`] ([`offered_levels`]), and whether a table's win chances are checked
//! ([`chances_checked`]).

mod leads;

use crate::calibration;
use rules_core::Game;

pub use leads::{LEAD_MIN_GAMES, LEADS, Lead, Unit};
/// The levels, defined below the engines (in `rules-core`) so that saves name them without the
/// bots; the bots build a player of each ([`crate::BotGame::bot`]).
pub use rules_core::Difficulty;

/// The rule set a table of the game named `name` plays under `rules`: Castle Lords without a
/// rule set plays its default one; the other games have one set (`None`).
fn table_rules(name: &str, rules: Option<&str>) -> Option<String> {
    match (name == castle_lords_rules::State::NAME, rules) {
        (false, _) => None,
        (true, Some(r)) => Some(r.to_string()),
        (true, None) => Some(castle_lords_rules::RuleSet::default().to_string()),
    }
}

/// Whether docs/AI.md shows `level` stronger than the level just below it (easy for normal,
/// normal for hard, hard for expert) at a table of `seats` of the game named `name` (its
/// [`Game::NAME`]) under the rule set named `rules` (its registry name,
/// `rules_core::registry::RuleSetInfo::name`; `None` for a game with one set of rules, or for
/// the game's default set): a row of [`LEADS`] whose evidence passes [`Lead::verdict`]. Easy,
/// the floor, is never "shown stronger".
pub fn shown_stronger(name: &str, rules: Option<&str>, seats: usize, level: Difficulty) -> bool {
    let rules = table_rules(name, rules);
    LEADS.iter().any(|l| {
        l.game == name
            && l.rules == rules.as_deref()
            && l.seats == seats
            && l.level == level
            && l.shown
            && l.verdict().is_ok()
    })
}

/// Whether the win chances the hint shows at a table of `seats` of the game named `name` under
/// the rule set named `rules` (as [`shown_stronger`] names them) are checked: the game's
/// correction for that seat count ([`BotGame::chance_correction`]) was fitted on games of some
/// seeds and reported on games of another ([`calibration::CHECKED`], docs/AI.md "Honest
/// chances"). Where it is not, a chance is the search's own or borrows another table's
/// correction, unchecked, and the hint should show only the ranking.
///
/// [`BotGame::chance_correction`]: crate::BotGame::chance_correction
pub fn chances_checked(name: &str, rules: Option<&str>, seats: usize) -> bool {
    let rules = table_rules(name, rules);
    calibration::CHECKED
        .iter()
        .any(|c| c.game == name && c.rules == rules.as_deref() && c.seats == seats)
}

/// The levels the setup offers for a table of `seats` of the game named `name` under the rule
/// set named `rules` (as [`shown_stronger`] names them), weakest first.
///
/// Easy is offered at every table. Each level above it is offered only where docs/AI.md shows
/// it stronger than the level just below it at this table ([`shown_stronger`]), and only if
/// that level is offered too: a level that is not shown stronger is not offered, and neither
/// is any above it. A name no game has (or a rule set its game lacks) gets easy alone.
pub fn offered_levels(name: &str, rules: Option<&str>, seats: usize) -> &'static [Difficulty] {
    const ALL: &[Difficulty] = &Difficulty::ALL;
    let known_rules = match (name == castle_lords_rules::State::NAME, rules) {
        (true, Some(r)) => castle_lords_rules::RuleSet::ALL
            .into_iter()
            .any(|set| set.to_string() == r),
        _ => true,
    };
    let known = rules_core::registry::GAMES.iter().any(|g| g.name == name) && known_rules;
    if !known {
        return &ALL[..1];
    }
    let offered = 1 + ALL[1..]
        .iter()
        .take_while(|level| shown_stronger(name, rules, seats, **level))
        .count();
    &ALL[..offered]
}

#[cfg(test)]
mod tests {
    use super::leads::{ADVANCED, BASIC, CASTLE, INTERMEDIATE, IVANHOE, NINJAS};
    use super::*;
    use crate::BotGame;

    pub(super) fn docs() -> String {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/AI.md");
        std::fs::read_to_string(path).expect("docs/AI.md")
    }

    /// The cells of a markdown table row, trimmed (`| a | b |` gives `a`, `b`).
    fn cells(line: &str) -> Vec<String> {
        let inner = line.trim().trim_start_matches('|').trim_end_matches('|');
        inner.split('|').map(|c| c.trim().to_string()).collect()
    }

    /// The rows of the first table after the heading `heading` whose header starts with
    /// `header`, each as its cells.
    pub(super) fn table_after(docs: &str, heading: &str, header: &str) -> Vec<Vec<String>> {
        let start = docs
            .lines()
            .position(|l| l.trim_start_matches('#').trim() == heading && l.starts_with('#'))
            .unwrap_or_else(|| panic!("docs/AI.md has no heading \"{heading}\""));
        let mut lines = docs.lines().skip(start + 1);
        lines
            .by_ref()
            .find(|l| l.starts_with(header))
            .unwrap_or_else(|| panic!("no table \"{header} ...\" under \"{heading}\""));
        lines
            .skip(1) // the | --- | line
            .take_while(|l| l.starts_with('|'))
            .map(cells)
            .collect()
    }
    /// The tables whose chances are checked (fitted on some seeds, reported on another), and
    /// only those: where Castle Lords' basic or advanced play has no correction of its own, it
    /// borrows intermediate play's unchecked.
    #[test]
    fn chances_are_checked_where_a_correction_was_reported_on_another_seed() {
        for seats in 2..=5 {
            assert!(chances_checked(IVANHOE, None, seats), "ivanhoe {seats}");
        }
        for seats in 2..=6 {
            assert_eq!(
                chances_checked(NINJAS, None, seats),
                NINJAS_CHECKED.contains(&seats),
                "knights-ninjas {seats}"
            );
        }
        for (rules, checked) in [
            (BASIC, BASIC_CHECKED),
            (INTERMEDIATE, INTERMEDIATE_CHECKED),
            (ADVANCED, ADVANCED_CHECKED),
        ] {
            for seats in 2..=6 {
                assert_eq!(
                    chances_checked(CASTLE, rules, seats),
                    checked.contains(&seats),
                    "{rules:?} {seats}"
                );
            }
        }
        for seats in 2..=6 {
            assert_eq!(
                chances_checked(CASTLE, None, seats),
                chances_checked(CASTLE, INTERMEDIATE, seats),
                "the default rule set, {seats} seats"
            );
        }
        assert!(!chances_checked("no such game", None, 4));
        assert!(!chances_checked(CASTLE, Some("no such rules"), 4));
    }

    /// Of Knights and Ninjas' seat counts whose chances are checked.
    const NINJAS_CHECKED: &[usize] = &[2, 3, 4, 5];
    /// Castle Lords' seat counts whose chances are checked, per rule set (two seats: the
    /// two-player variant).
    const BASIC_CHECKED: &[usize] = &[3, 4, 5];
    const INTERMEDIATE_CHECKED: &[usize] = &[2, 3, 4];
    const ADVANCED_CHECKED: &[usize] = &[4, 5, 6];

    /// The correction the analysis applies at a table of `seats` of `game` under `rules`.
    fn correction(game: &str, rules: Option<&str>, seats: usize) -> calibration::Correction {
        match game {
            IVANHOE => ivanhoe_rules::State::chance_correction(seats),
            NINJAS => knights_ninjas_rules::State::chance_correction(seats),
            CASTLE => {
                let rules = table_rules(game, rules).expect("a rule set");
                let set = castle_lords_rules::RuleSet::ALL
                    .into_iter()
                    .find(|set| set.to_string() == rules)
                    .expect("a rule set of Castle Lords");
                crate::castle_lords::chance_correction(set, seats)
            }
            other => panic!("{other}"),
        }
    }

    /// Every checked table has a correction of its own (a rule set other than the default one
    /// has one apart from the default's); every correction is checked at its table, unless it
    /// is borrowed from the default rule set; each seed it was reported on played no part in
    /// fitting it.
    #[test]
    fn checked_tables_have_their_own_correction() {
        use calibration::Correction;
        for c in calibration::CHECKED {
            let own = correction(c.game, c.rules, c.seats);
            assert_ne!(own, Correction::NONE, "{c:?}");
            if c.rules.is_some() && c.rules != INTERMEDIATE {
                assert_ne!(own, correction(c.game, INTERMEDIATE, c.seats), "{c:?}");
            }
            assert!(!c.fitted_on.contains(&c.reported_on), "{c:?}");
        }
        let tables = [
            (IVANHOE, None),
            (NINJAS, None),
            (CASTLE, INTERMEDIATE),
            (CASTLE, BASIC),
            (CASTLE, ADVANCED),
        ];
        for (game, rules) in tables {
            for seats in 1..=8 {
                let own = correction(game, rules, seats);
                let borrowed = game == CASTLE
                    && rules != INTERMEDIATE
                    && own == correction(game, INTERMEDIATE, seats);
                if own != Correction::NONE && !borrowed {
                    assert!(
                        chances_checked(game, rules, seats),
                        "{game} {rules:?} {seats}: a correction never checked"
                    );
                }
            }
        }
    }

    /// docs/AI.md's "Honest chances" table reports each checked table with its correction and
    /// the seed, estimates and games it was reported on.
    #[test]
    fn docs_honest_chances_list_the_checked_tables() {
        let docs = docs();
        let rows = table_after(&docs, "Honest chances", "| table | correction");
        for c in calibration::CHECKED {
            let info = rules_core::registry::game(c.game).expect("a game of the registry");
            let table = match c.rules {
                Some(rules) if c.rules != INTERMEDIATE => {
                    format!("{} ({rules}), {} seats", info.display_name, c.seats)
                }
                _ => format!("{}, {} seats", info.display_name, c.seats),
            };
            let correction = correction(c.game, c.rules, c.seats);
            let signed = |x: f64| format!("{x:.3}").replace('-', "−");
            let row = rows
                .iter()
                .find(|r| r[0] == table)
                .unwrap_or_else(|| panic!("\"Honest chances\" has no row \"{table}\""));
            assert_eq!(
                row[1],
                format!("{}, {}", signed(correction.slope), signed(correction.shift)),
                "{table}"
            );
            let thousands = |n: u64| {
                if n >= 1_000 {
                    format!("{},{:03}", n / 1_000, n % 1_000)
                } else {
                    n.to_string()
                }
            };
            assert_eq!(
                row[2],
                format!(
                    "seed {}: {} estimates, {} games",
                    c.reported_on,
                    thousands(c.estimates),
                    c.games
                ),
                "{table}"
            );
        }
    }
}
