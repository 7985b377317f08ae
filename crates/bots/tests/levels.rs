//! Each game's level evidence (`BotGame::LEADS`, `BotGame::CHECKED`) against the rules of the
//! evidence and docs/AI.md's tables, which list every game's rows: the leads in "Levels offered,
//! on evidence", the checked tables in "Honest chances".

use bots::calibration::{Checked, Correction};
use bots::{BotGame, Difficulty, Lead, chances_checked, shown_stronger};
use castle_lords_rules::State as CastleLords;
use ivanhoe_rules::State as Ivanhoe;
use knights_ninjas_rules::State as KnightsNinjas;
use rules_core::registry::GameInfo;

const IVANHOE: &str = "ivanhoe";
const CASTLE: &str = "castle-lords";
const NINJAS: &str = "knights-ninjas";
const BASIC: Option<&str> = Some("basic");
const INTERMEDIATE: Option<&str> = Some("intermediate");
const ADVANCED: Option<&str> = Some("advanced");
const EVIDENCE: &str = "Levels offered, on evidence";

/// What these tests read of one game, its type set aside.
struct Evidence {
    info: &'static GameInfo,
    leads: &'static [Lead],
    checked: &'static [Checked],
    shown_stronger: fn(Option<&str>, usize, Difficulty) -> bool,
    chances_checked: fn(Option<&str>, usize) -> bool,
}

fn evidence<G: BotGame>() -> Evidence {
    Evidence {
        info: G::INFO,
        leads: G::LEADS,
        checked: G::CHECKED,
        shown_stronger: shown_stronger::<G>,
        chances_checked: chances_checked::<G>,
    }
}

/// Every game of the collection.
fn games() -> [Evidence; 3] {
    [
        evidence::<Ivanhoe>(),
        evidence::<CastleLords>(),
        evidence::<KnightsNinjas>(),
    ]
}

/// The game named `name`.
fn game(name: &str) -> Evidence {
    games()
        .into_iter()
        .find(|g| g.info.name == name)
        .unwrap_or_else(|| panic!("no game {name}"))
}

fn docs() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/AI.md");
    std::fs::read_to_string(path).expect("docs/AI.md")
}

/// The cells of a markdown table row, trimmed (`| a | b |` gives `a`, `b`).
fn cells(line: &str) -> Vec<String> {
    let inner = line.trim().trim_start_matches('|').trim_end_matches('|');
    inner.split('|').map(|c| c.trim().to_string()).collect()
}

/// The rows of the first table after the heading `heading` whose header starts with `header`,
/// each as its cells.
fn table_after(docs: &str, heading: &str, header: &str) -> Vec<Vec<String>> {
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

fn row_name(l: &Lead) -> String {
    let cells = l.cells();
    format!(
        "{} {} {} seats {}: {} {}",
        l.game,
        l.rules.unwrap_or("-"),
        l.seats,
        l.level,
        cells[4],
        l.unit.name()
    )
}

/// Every row claimed shown meets the rule (at least 100 games or deals, the level as shipped,
/// the interval's lower end above the share), and every row kept as data does not.
#[test]
fn every_lead_meets_the_rule_it_claims() {
    let mut wrong = Vec::new();
    for l in games().iter().flat_map(|g| g.leads) {
        match (l.shown, l.verdict()) {
            (true, Err(reasons)) => wrong.push(format!(
                "{} is marked shown but {} ({:?})",
                row_name(l),
                reasons.join("; "),
                l.interval()
            )),
            (false, Ok(())) => wrong.push(format!(
                "{} is marked not shown but meets the rule",
                row_name(l)
            )),
            _ => {}
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Each table is measured once per level, and every row names a table the game has, and the
/// game whose rows hold it.
#[test]
fn leads_name_real_tables_once() {
    let mut seen = std::collections::HashSet::new();
    for g in games() {
        let info = g.info;
        for l in g.leads {
            assert_eq!(l.game, info.name, "{}", row_name(l));
            assert!(
                seen.insert((l.game, l.rules, l.seats, l.level)),
                "{} twice",
                row_name(l)
            );
            let seats_ok = info.all_seats().any(|s| s == l.seats);
            assert!(seats_ok, "{}: no such table", row_name(l));
            assert_eq!(
                l.rules.is_some(),
                !info.rule_sets.is_empty(),
                "{}",
                row_name(l)
            );
            if let Some(r) = l.rules {
                assert!(
                    info.rule_sets.iter().any(|s| s.name == r),
                    "{}",
                    row_name(l)
                );
            }
            assert!(l.level > Difficulty::Easy, "{}", row_name(l));
        }
        for c in g.checked {
            assert_eq!(c.game, info.name, "{c:?}");
        }
    }
}

/// docs/AI.md's table in "Levels offered, on evidence" lists exactly every game's rows of
/// `LEADS`, each game's in its order, with the same figures; every section a row names is a
/// heading of docs/AI.md.
#[test]
fn docs_levels_table_lists_the_same_figures_as_leads() {
    let docs = docs();
    let rows = table_after(&docs, EVIDENCE, "| game | rules | seats | level |");
    let mut differing = Vec::new();
    let mut expected = Vec::new();
    let mut total = 0;
    for g in games() {
        // The game's rows of the table, in its order.
        let own: Vec<&Vec<String>> = rows.iter().filter(|r| r[0] == g.info.name).collect();
        total += g.leads.len();
        for (i, l) in g.leads.iter().enumerate() {
            // The row as LEADS would have it, its command taken from docs/AI.md's row.
            let command = own
                .get(i)
                .and_then(|r| r.last().cloned())
                .unwrap_or_default();
            expected.push(format!("| {} | {command} |", l.cells().join(" | ")));
            if own.get(i).is_none_or(|r| r[..r.len() - 1] != l.cells()[..]) {
                differing.push(format!("{} row {i}, {}", g.info.name, row_name(l)));
            }
        }
        if own.len() != g.leads.len() {
            differing.push(format!(
                "{}: {} rows for {}",
                g.info.name,
                own.len(),
                g.leads.len()
            ));
        }
    }
    assert!(
        differing.is_empty() && rows.len() == total,
        "docs/AI.md's levels table differs from LEADS ({} rows for {total}; {}); each game's \
         rows should read:\n{}",
        rows.len(),
        differing.join(", "),
        expected.join("\n")
    );
    for l in games().iter().flat_map(|g| g.leads) {
        let heading = docs
            .lines()
            .any(|h| h.starts_with('#') && h.trim_start_matches('#').trim() == l.section);
        assert!(heading, "{}: no section \"{}\"", row_name(l), l.section);
    }
}

#[test]
fn shown_stronger_reads_the_rows_that_meet_the_rule() {
    for g in games() {
        for l in g.leads {
            assert_eq!(
                (g.shown_stronger)(l.rules, l.seats, l.level),
                l.verdict().is_ok(),
                "{}",
                row_name(l)
            );
        }
    }
    assert!(!shown_stronger::<Ivanhoe>(None, 4, Difficulty::Easy));
    // Castle Lords without a rule set is its default, intermediate play.
    assert_eq!(
        shown_stronger::<CastleLords>(None, 4, Difficulty::Hard),
        shown_stronger::<CastleLords>(INTERMEDIATE, 4, Difficulty::Hard)
    );
}

/// The tables whose chances are checked (fitted on some seeds, reported on another), and
/// only those: where Castle Lords' basic or advanced play has no correction of its own, it
/// borrows intermediate play's unchecked.
#[test]
fn chances_are_checked_where_a_correction_was_reported_on_another_seed() {
    for seats in 2..=5 {
        assert!(chances_checked::<Ivanhoe>(None, seats), "ivanhoe {seats}");
    }
    for seats in 2..=6 {
        assert_eq!(
            chances_checked::<KnightsNinjas>(None, seats),
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
                chances_checked::<CastleLords>(rules, seats),
                checked.contains(&seats),
                "{rules:?} {seats}"
            );
        }
    }
    for seats in 2..=6 {
        assert_eq!(
            chances_checked::<CastleLords>(None, seats),
            chances_checked::<CastleLords>(INTERMEDIATE, seats),
            "the default rule set, {seats} seats"
        );
    }
    assert!(!chances_checked::<Ivanhoe>(Some("basic"), 4));
    assert!(!chances_checked::<CastleLords>(Some("no such rules"), 4));
}

/// Of Knights and Ninjas' seat counts whose chances are checked.
const NINJAS_CHECKED: &[usize] = &[2, 3, 4, 5];
/// Castle Lords' seat counts whose chances are checked, per rule set (two seats: the
/// two-player variant).
const BASIC_CHECKED: &[usize] = &[3, 4, 5];
const INTERMEDIATE_CHECKED: &[usize] = &[2, 3, 4];
const ADVANCED_CHECKED: &[usize] = &[4, 5, 6];

/// The correction the analysis applies at a table of `seats` of `game` under `rules`.
fn correction(game: &str, rules: Option<&str>, seats: usize) -> Correction {
    match game {
        IVANHOE => Ivanhoe::chance_correction(seats),
        NINJAS => KnightsNinjas::chance_correction(seats),
        CASTLE => {
            let rules = rules.unwrap_or("intermediate");
            let set = castle_lords_rules::RuleSet::ALL
                .into_iter()
                .find(|set| set.to_string() == rules)
                .expect("a rule set of Castle Lords");
            castle_lords_rules::players::chance_correction(set, seats)
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
    for c in games().iter().flat_map(|g| g.checked) {
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
    for (name, rules) in tables {
        for seats in 1..=8 {
            let own = correction(name, rules, seats);
            let borrowed = name == CASTLE
                && rules != INTERMEDIATE
                && own == correction(name, INTERMEDIATE, seats);
            if own != Correction::NONE && !borrowed {
                assert!(
                    (game(name).chances_checked)(rules, seats),
                    "{name} {rules:?} {seats}: a correction never checked"
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
    for g in games() {
        let info = g.info;
        for c in g.checked {
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
