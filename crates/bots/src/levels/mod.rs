//! The levels a game offers its players ([`Difficulty`]), which of them each table offers on the
//! evidence of the game's leads ([`crate::BotGame::LEADS`], [`offered_levels`]), and whether a
//! table's win chances are checked ([`chances_checked`]).

pub mod leads;

use crate::BotGame;

pub use leads::{LEAD_MIN_GAMES, Lead, Unit};
/// The levels, defined below the engines (in `rules-core`) so that saves name them without the
/// bots; the bots build a player of each ([`crate::BotGame::bot`]).
pub use rules_core::Difficulty;

/// The rule set a table of `G` plays under the rule set named `rules` (its registry name): the
/// game's default (the first of its registry entry's) when `rules` is `None`; `None` for a
/// game with one set of rules. An error for a rule set the game lacks.
fn table_rules<G: BotGame>(rules: Option<&str>) -> Result<Option<&'static str>, String> {
    Ok(G::INFO.rule_set(rules)?.map(|r| r.name))
}

/// Whether docs/AI.md shows `level` stronger than the level just below it (easy for normal,
/// normal for hard, hard for expert) at a table of `seats` of `G` under the rule set named
/// `rules` (its registry name, `rules_core::registry::RuleSetInfo::name`; `None` for a game
/// with one set of rules, or for the game's default set): a row of [`BotGame::LEADS`] whose
/// evidence passes [`Lead::verdict`]. Easy, the floor, is never "shown stronger", nor is any
/// level under a rule set the game lacks.
pub fn shown_stronger<G: BotGame>(rules: Option<&str>, seats: usize, level: Difficulty) -> bool {
    let Ok(rules) = table_rules::<G>(rules) else {
        return false;
    };
    G::LEADS.iter().any(|l| {
        l.rules == rules && l.seats == seats && l.level == level && l.shown && l.verdict().is_ok()
    })
}

/// Whether the win chances the hint shows at a table of `seats` of `G` under the rule set named
/// `rules` (as [`shown_stronger`] names them) are checked: the game's correction for that seat
/// count ([`BotGame::chance_correction`]) was fitted on games of some seeds and reported on
/// games of another ([`BotGame::CHECKED`], docs/AI.md "Honest chances"). Where it is not, a
/// chance is the search's own or borrows another table's correction, unchecked, and the hint
/// should show only the ranking.
pub fn chances_checked<G: BotGame>(rules: Option<&str>, seats: usize) -> bool {
    let Ok(rules) = table_rules::<G>(rules) else {
        return false;
    };
    G::CHECKED
        .iter()
        .any(|c| c.rules == rules && c.seats == seats)
}

/// The levels the setup offers for a table of `seats` of `G` under the rule set named `rules`
/// (as [`shown_stronger`] names them), weakest first.
///
/// Easy is offered at every table. Each level above it is offered only where docs/AI.md shows
/// it stronger than the level just below it at this table ([`shown_stronger`]), and only if
/// that level is offered too: a level that is not shown stronger is not offered, and neither
/// is any above it. A rule set the game lacks gets easy alone.
pub fn offered_levels<G: BotGame>(rules: Option<&str>, seats: usize) -> &'static [Difficulty] {
    const ALL: &[Difficulty] = &Difficulty::ALL;
    let offered = 1 + ALL[1..]
        .iter()
        .take_while(|level| shown_stronger::<G>(rules, seats, **level))
        .count();
    &ALL[..offered]
}
