//! The measured leads of each level over the level below it ([`Lead`]), the shapes each game's
//! rows take ([`shown`], [`not_shown`]), and what they share: the levels' budgets as measured
//! and the docs/AI.md sections several games' rows cite. Each game lists its own rows
//! ([`crate::BotGame::LEADS`]).

use std::time::Duration;

use super::Difficulty;
use crate::{Budget, stats};

/// How a lead's games are counted ([`Lead::n`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Unit {
    /// Whole games (matches), each deal played once per rotation of the seats: `n` counts the
    /// games, `wins` the level's wins in them (a win shared by k seats counts 1/k).
    Games,
    /// Deals with the seats rotated, for tables whose matches take hours: `n` counts the deals,
    /// `wins` the level's share of each deal's rotations summed (so each deal counts once).
    Deals,
}

impl Unit {
    /// `games` or `deals`, as docs/AI.md writes it.
    pub fn name(self) -> &'static str {
        match self {
            Unit::Games => "games",
            Unit::Deals => "deals",
        }
    }
}

/// The fewest games (or deals) a lead must rest on.
pub const LEAD_MIN_GAMES: u64 = 100;

/// A measured lead of `level` over the level just below it in [`Difficulty::ALL`] (easy for
/// normal, normal for hard, hard for expert) at a table of `seats` of `game` (under the rule
/// set `rules`, for a game that has several; seats a variant adds included), with its
/// evidence: with two seats the two levels head to head, with more one seat of `level` against
/// the others all of the level below. It shows the level stronger ([`Lead::verdict`]) when it
/// rests on at least [`LEAD_MIN_GAMES`] games or deals, was measured with the level's search
/// as shipped ([`Difficulty::search_budget`]), and the lower end of its 95% Wilson interval is
/// above the lower level's share, 1/seats.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Lead {
    /// The game's [`Game::NAME`](rules_core::Game::NAME).
    pub game: &'static str,
    /// The rule set's registry name; `None` for a game with one set of rules.
    pub rules: Option<&'static str>,
    /// Seats at the table.
    pub seats: usize,
    /// The level measured against the level below it.
    pub level: Difficulty,
    /// What `level` won ([`Unit`]).
    pub wins: f64,
    /// Games or deals played ([`Unit`]).
    pub n: u64,
    /// What `n` counts.
    pub unit: Unit,
    /// The budget `level`'s search played with in these games (`None` for the levels that do
    /// not search, easy and normal).
    pub budget: Option<Budget>,
    /// The arena's seed.
    pub seed: u64,
    /// The docs/AI.md section (its heading) that reports the games and their command.
    pub section: &'static str,
    /// Whether docs/AI.md claims the lead shown: a row kept only as data, its evidence short of
    /// [`Lead::verdict`], says `false` (a test checks the claim against the verdict).
    pub shown: bool,
}

impl Lead {
    /// The lower level's share: 1/seats (an even share head to head).
    pub fn share(&self) -> f64 {
        1.0 / self.seats.max(1) as f64
    }

    /// The 95% Wilson interval of `wins` out of `n`.
    pub fn interval(&self) -> (f64, f64) {
        stats::wilson(self.wins, self.n as f64, stats::Z95)
    }

    /// Whether `level` played as shipped: its search budget, iterations and time limit, is
    /// [`Difficulty::search_budget`] (none for easy and normal).
    pub fn as_shipped(&self) -> bool {
        self.budget == self.level.search_budget()
    }

    /// `Ok` when the evidence shows `level` stronger than the level below it, otherwise every
    /// reason it does not.
    pub fn verdict(&self) -> Result<(), Vec<&'static str>> {
        let mut reasons = Vec::new();
        if self.n < LEAD_MIN_GAMES {
            reasons.push("fewer than 100");
        }
        if !self.as_shipped() {
            reasons.push("not at the level's shipped budget");
        }
        if self.interval().0 <= self.share() {
            reasons.push("lower end not above the share");
        }
        if reasons.is_empty() {
            Ok(())
        } else {
            Err(reasons)
        }
    }

    /// The row's cells as docs/AI.md's table in "Levels offered, on evidence" writes them, all
    /// but the last column (the command): game, rules, seats, level, wins/n, unit, 95%
    /// interval, share, time limit, seed, section, shown.
    pub fn cells(&self) -> Vec<String> {
        let percent = |x: f64| format!("{:.1}%", 100.0 * x);
        let (low, high) = self.interval();
        vec![
            self.game.to_string(),
            self.rules.unwrap_or("—").to_string(),
            self.seats.to_string(),
            self.level.name().to_string(),
            format!("{}/{}", wins_text(self.wins), self.n),
            self.unit.name().to_string(),
            format!("[{}, {}]", percent(low), percent(high)),
            percent(self.share()),
            budget_text(self.budget),
            self.seed.to_string(),
            format!("\"{}\"", self.section),
            match self.verdict() {
                Ok(()) => "**yes**".to_string(),
                Err(reasons) => format!("no: {}", reasons.join("; ")),
            },
        ]
    }
}

/// Wins as docs/AI.md writes them: whole, or with two decimals at most (a shared win).
fn wins_text(wins: f64) -> String {
    let text = format!("{wins:.2}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// A search budget as docs/AI.md's levels table writes it: its time limit, then its iterations.
fn budget_text(budget: Option<Budget>) -> String {
    let Some(budget) = budget else {
        return "— (no search)".to_string();
    };
    let time = budget
        .time
        .map_or("none".to_string(), |t| format!("{} ms", t.as_millis()));
    match budget.iterations {
        Some(n) if n >= 1_000 => format!("{time} ({},{:03} it.)", n / 1_000, n % 1_000),
        Some(n) => format!("{time} ({n} it.)"),
        None => time,
    }
}

/// The hard level as shipped ([`Difficulty::search_budget`]).
pub const SHIPPED_HARD: Option<Budget> = Some(Budget {
    iterations: Some(5_000),
    time: Some(Duration::from_millis(250)),
});
/// Hard's iterations without its time limit, as some earlier runs played it.
pub const HARD_5000: Option<Budget> = Some(Budget {
    iterations: Some(5_000),
    time: None,
});
/// Expert at four times hard's iterations, without a time limit.
pub const EXPERT_20000: Option<Budget> = Some(Budget {
    iterations: Some(20_000),
    time: None,
});

/// A row of a game's [`crate::BotGame::LEADS`] that shows its level stronger
/// ([`Lead::verdict`]).
#[allow(clippy::too_many_arguments)]
pub const fn shown(
    game: &'static str,
    rules: Option<&'static str>,
    seats: usize,
    level: Difficulty,
    (wins, n, unit): (f64, u64, Unit),
    budget: Option<Budget>,
    seed: u64,
    section: &'static str,
) -> Lead {
    Lead {
        game,
        rules,
        seats,
        level,
        wins,
        n,
        unit,
        budget,
        seed,
        section,
        shown: true,
    }
}

/// A row of a game's [`crate::BotGame::LEADS`] kept as data: its evidence does not show its
/// level stronger.
#[allow(clippy::too_many_arguments)]
pub const fn not_shown(
    game: &'static str,
    rules: Option<&'static str>,
    seats: usize,
    level: Difficulty,
    evidence: (f64, u64, Unit),
    budget: Option<Budget>,
    seed: u64,
    section: &'static str,
) -> Lead {
    Lead {
        shown: false,
        ..shown(game, rules, seats, level, evidence, budget, seed, section)
    }
}

/// `wins` out of `n` whole games.
pub const fn games(wins: f64, n: u64) -> (f64, u64, Unit) {
    (wins, n, Unit::Games)
}

/// The docs/AI.md sections that rows of several games cite.
pub mod sections {
    /// Normal against easy, where a game's own section does not report it.
    pub const NORMAL_EASY_OTHERS: &str = "Levels offered, by game, rule set and seat count";
    /// Hard against normal, the first measure.
    pub const HARD_NORMAL: &str = "Hard against normal at every table size (2026-11-25)";
    /// The section of the table of every lead.
    pub const EVIDENCE: &str = "Levels offered, on evidence";
}

#[cfg(test)]
mod tests {
    use super::*;
    use Difficulty::{Hard, Normal};

    #[test]
    fn the_rule_needs_enough_games_the_shipped_budget_and_a_lower_end_above_the_share() {
        let base = shown(
            "a-game",
            None,
            4,
            Hard,
            games(60.0, 100),
            SHIPPED_HARD,
            1,
            sections::EVIDENCE,
        );
        assert_eq!(base.verdict(), Ok(()));
        let few = Lead {
            n: 99,
            wins: 60.0,
            ..base
        };
        assert_eq!(few.verdict(), Err(vec!["fewer than 100"]));
        let unlimited = Lead {
            budget: HARD_5000,
            ..base
        };
        assert_eq!(
            unlimited.verdict(),
            Err(vec!["not at the level's shipped budget"])
        );
        // 33/100 at four seats: [24.6%, 42.6%], the lower end below 25%.
        let close = Lead { wins: 33.0, ..base };
        assert_eq!(close.verdict(), Err(vec!["lower end not above the share"]));
        let two = Lead {
            seats: 2,
            wins: 55.0,
            ..base
        };
        assert_eq!(two.share(), 0.5);
        assert!(two.verdict().is_err());
        let normal = Lead {
            level: Normal,
            budget: None,
            ..base
        };
        assert!(normal.as_shipped());
        assert!(
            !Lead {
                budget: None,
                ..base
            }
            .as_shipped()
        );
        assert_eq!(budget_text(SHIPPED_HARD), "250 ms (5,000 it.)");
        assert_eq!(budget_text(HARD_5000), "none (5,000 it.)");
        assert_eq!(budget_text(None), "— (no search)");
        assert_eq!(wins_text(480.5), "480.5");
        assert_eq!(wins_text(13.0 / 3.0), "4.33");
        assert_eq!(wins_text(98.0), "98");
    }
}
