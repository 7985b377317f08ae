//! The levels of the computer players ([`Difficulty`]) and how long a search may think
//! ([`Budget`]): plain values that saves and programs name without depending on the bots, which
//! depend on every engine. The bots (crate `bots`) build a player of each level and re-export
//! both types.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use serde::{Deserialize, Serialize};

/// The levels a game offers its players, weakest first.
///
/// | level | what it is |
/// | --- | --- |
/// | `easy` | the game's heuristic, but one decision in four is uniformly random |
/// | `normal` | the game's heuristic (the rule-based player of the game's bots, `BotGame::heuristic`) |
/// | `hard` | ISMCTS, 5,000 iterations per decision, at most 250 ms |
/// | `expert` | ISMCTS, 20,000 iterations per decision, at most 1 s |
///
/// docs/AI.md reports how they measure against each other, and the bots' `offered_levels`
/// offers a level only at the tables (game, rule set, seat count) where it measured stronger
/// than the level below it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Difficulty {
    /// A beginner: sensible play with frequent blunders.
    Easy,
    /// Sensible rule-based play.
    Normal,
    /// Search: ISMCTS within 250 ms per decision on one core.
    Hard,
    /// Deeper search: ISMCTS within 1 s per decision on one core.
    Expert,
}

impl Difficulty {
    /// Every level, weakest first.
    pub const ALL: [Difficulty; 4] = [
        Difficulty::Easy,
        Difficulty::Normal,
        Difficulty::Hard,
        Difficulty::Expert,
    ];

    /// The level's name (`easy`, `normal`, `hard`, `expert`).
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Normal => "normal",
            Difficulty::Hard => "hard",
            Difficulty::Expert => "expert",
        }
    }

    /// The search budget of the ISMCTS levels (`None` for the rule-based ones).
    pub fn search_budget(self) -> Option<Budget> {
        match self {
            Difficulty::Easy | Difficulty::Normal => None,
            Difficulty::Hard => Some(Budget {
                iterations: Some(5_000),
                time: Some(Duration::from_millis(250)),
            }),
            Difficulty::Expert => Some(Budget {
                iterations: Some(20_000),
                time: Some(Duration::from_millis(1_000)),
            }),
        }
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Difficulty {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Difficulty::ALL
            .into_iter()
            .find(|d| d.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| format!("'{s}' is not a difficulty (easy, normal, hard, expert)"))
    }
}

/// How long a search runs: it stops at whichever limit comes first. With only an iteration
/// limit, a seeded search is reproducible; a time limit makes it depend on the machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Budget {
    /// The most iterations.
    pub iterations: Option<u64>,
    /// The most wall-clock time.
    pub time: Option<Duration>,
}

impl Budget {
    /// A budget of `n` iterations.
    pub fn iterations(n: u64) -> Self {
        Self {
            iterations: Some(n),
            time: None,
        }
    }

    /// A budget of `d` wall-clock time.
    pub fn time(d: Duration) -> Self {
        Self {
            iterations: None,
            time: Some(d),
        }
    }
}
