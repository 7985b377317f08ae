//! What a match is set up with: each seat a person at this screen or a computer player of some
//! level, with a name; the table's options; and what the setup turns into (the match's options,
//! the seats).

use std::ops::RangeInclusive;

use bevy::prelude::*;
use rules_core::Difficulty;

use crate::locale::Msg;
use crate::screen::GameEntry;
use crate::settings::{SeatMemory, SetupMemory};

/// A computer player's level, in words (the message `level-<name>`).
pub fn level(difficulty: Difficulty) -> Msg {
    Msg::new(format!("level-{}", difficulty.name()))
}

/// Who sits at a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatKind {
    /// A person at this screen.
    Human,
    /// A computer player.
    Computer(Difficulty),
    /// A person playing online from elsewhere: the server sends what they decide.
    Remote,
}

impl SeatKind {
    /// In words.
    pub fn label(self) -> Msg {
        match self {
            SeatKind::Human => Msg::new("seat-person"),
            SeatKind::Computer(d) => Msg::new("seat-computer").with("level", level(d)),
            SeatKind::Remote => Msg::new("seat-remote"),
        }
    }

    /// The kind after this one on the seat's button: a person, then each of `levels` (the
    /// levels offered for the game and rule set, weakest first), then a person again.
    pub(super) fn next(self, levels: &[Difficulty]) -> SeatKind {
        let at = match self {
            SeatKind::Human | SeatKind::Remote => Some(0),
            SeatKind::Computer(d) => levels.iter().position(|l| *l == d).map(|i| i + 1),
        };
        match at.and_then(|i| levels.get(i)) {
            Some(level) => SeatKind::Computer(*level),
            None => SeatKind::Human,
        }
    }

    /// This kind at a table that offers only `levels`: a level it does not offer becomes the
    /// strongest one it does (a seat of the last match carried over to another game, or a
    /// table whose rule set changed).
    pub(super) fn fitted(self, levels: &[Difficulty]) -> SeatKind {
        match self {
            SeatKind::Computer(d) if !levels.contains(&d) => levels
                .iter()
                .rev()
                .find(|l| **l < d)
                .or(levels.first())
                .map_or(SeatKind::Human, |l| SeatKind::Computer(*l)),
            kind => kind,
        }
    }
}

/// One seat of the match to start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatSetup {
    /// The name shown at the table.
    pub name: String,
    /// Who plays it.
    pub kind: SeatKind,
}

/// The match the setup screen prepares.
#[derive(Resource, Clone, Debug)]
pub struct MatchSetup {
    /// The seats, clockwise (2 to 5).
    pub seats: Vec<SeatSetup>,
    /// The deal's seed; a fresh one per match when `None`.
    pub seed: Option<u64>,
    /// The rule set, an index into the game's [`GameEntry::rule_sets`] (0
    /// for a game with one set of rules).
    pub rules: usize,
}

pub(super) const NAMES: [&str; 10] = [
    "Wilfred",
    "Rowena",
    "Brian",
    "Rebecca",
    "Cedric",
    "Athelstane",
    "Isaac",
    "Maurice",
    "Reginald",
    "Ulrica",
];

impl Default for MatchSetup {
    fn default() -> Self {
        let mut seats = vec![SeatSetup {
            name: NAMES[0].into(),
            kind: SeatKind::Human,
        }];
        for name in &NAMES[1..4] {
            seats.push(SeatSetup {
                name: (*name).into(),
                kind: SeatKind::Computer(Difficulty::Normal),
            });
        }
        Self {
            seats,
            seed: None,
            rules: 0,
        }
    }
}

impl MatchSetup {
    /// The levels offered at this table: the game's, under the chosen rule set, at this number
    /// of seats (a level is offered only where it measured stronger than the one below it).
    pub(super) fn levels(&self, entry: Option<&GameEntry>, game: &str) -> &'static [Difficulty] {
        let rules = entry.and_then(|e| e.rule_set_name(self.rules));
        // A game the catalogue lacks offers easy alone.
        let easy: &'static [Difficulty] = &[Difficulty::Easy];
        catalogue::find(game).map_or(easy, |g| g.offered_levels(rules, self.seats.len()))
    }

    /// Fits every seat to the levels offered at this table (see [`SeatKind::fitted`]).
    pub(super) fn fit_levels(&mut self, entry: Option<&GameEntry>, game: &str) {
        let levels = self.levels(entry, game);
        for seat in &mut self.seats {
            seat.kind = seat.kind.fitted(levels);
        }
    }

    /// Sets the number of seats within the game's range, adding computer players or removing
    /// the last seats.
    pub fn set_players(&mut self, players: usize, range: &RangeInclusive<usize>) {
        let players = players.clamp(*range.start(), *range.end());
        self.seats.truncate(players);
        while self.seats.len() < players {
            let name = self.unused_name(0);
            self.seats.push(SeatSetup {
                name,
                kind: SeatKind::Computer(Difficulty::Normal),
            });
        }
    }

    /// The setup as the settings keep it.
    pub fn memory(&self) -> SetupMemory {
        SetupMemory {
            seats: self
                .seats
                .iter()
                .map(|seat| SeatMemory {
                    name: seat.name.clone(),
                    level: match seat.kind {
                        SeatKind::Human | SeatKind::Remote => "person".into(),
                        SeatKind::Computer(level) => level.to_string(),
                    },
                })
                .collect(),
            rules: self.rules,
        }
    }

    /// Puts back a setup the settings kept. A seat whose level is not one this version knows
    /// (a hand-edited file) becomes a normal computer player; an empty list of seats is
    /// ignored.
    pub fn recall(&mut self, memory: &SetupMemory) {
        if memory.seats.is_empty() {
            return;
        }
        self.seats = memory
            .seats
            .iter()
            .map(|seat| SeatSetup {
                name: seat.name.clone(),
                kind: match seat.level.as_str() {
                    "person" => SeatKind::Human,
                    level => SeatKind::Computer(level.parse().unwrap_or(Difficulty::Normal)),
                },
            })
            .collect();
        self.rules = memory.rules;
    }

    pub(super) fn unused_name(&self, from: usize) -> String {
        (0..NAMES.len())
            .map(|i| NAMES[(from + i) % NAMES.len()])
            .find(|n| self.seats.iter().all(|s| s.name != *n))
            // Never short: a table has fewer seats than there are names.
            .unwrap_or(NAMES[from % NAMES.len()])
            .into()
    }
}
