//! The games the command line can drive, by name.

use clap::ValueEnum;
use rules_core::Game;

/// The most games one `simulate` may play: a run that long already takes hours, and a bound
/// turns a mistyped count into an error instead of a run with no end.
pub const MAX_GAMES: u64 = 10_000_000;

/// The most deals one `arena` may play (each is played once per seat rotation, by bots that
/// may search).
pub const MAX_DEALS: u64 = 1_000_000;

/// The most actions a game may take before it counts as unfinished.
pub const MAX_ACTIONS: u64 = 10_000_000;

/// The most worker threads a command may start.
pub const MAX_THREADS: u64 = 256;

/// A game of the collection.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum GameKind {
    /// Reiner Knizia's Ivanhoe.
    Ivanhoe,
    /// Castle Lords (Tilsit's Ivanhoë).
    CastleLords,
    /// Of Knights and Ninjas.
    KnightsNinjas,
}

/// The rule set of Castle Lords.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Rules {
    /// Basic rules.
    Basic,
    /// Intermediate rules.
    Intermediate,
    /// Advanced rules.
    Advanced,
}

impl From<Rules> for castle_lords_rules::RuleSet {
    fn from(rules: Rules) -> Self {
        match rules {
            Rules::Basic => castle_lords_rules::RuleSet::Basic,
            Rules::Intermediate => castle_lords_rules::RuleSet::Intermediate,
            Rules::Advanced => castle_lords_rules::RuleSet::Advanced,
        }
    }
}

impl GameKind {
    /// Every game, in menu order.
    pub const ALL: [GameKind; 3] = [
        GameKind::Ivanhoe,
        GameKind::CastleLords,
        GameKind::KnightsNinjas,
    ];

    /// The name used on the command line and in records.
    pub fn name(self) -> &'static str {
        match self {
            GameKind::Ivanhoe => ivanhoe_rules::State::NAME,
            GameKind::CastleLords => castle_lords_rules::State::NAME,
            GameKind::KnightsNinjas => knights_ninjas_rules::State::NAME,
        }
    }

    /// The seats a table of this game may have (Castle Lords: 2 with the variant only).
    pub fn seats(self) -> std::ops::RangeInclusive<usize> {
        match self {
            GameKind::Ivanhoe => 2..=5,
            GameKind::CastleLords => 2..=6,
            GameKind::KnightsNinjas => 2..=6,
        }
    }

    /// Refuses a player count outside the game's seat range, before anything is sized by it.
    pub fn check_players(self, players: usize) -> Result<(), String> {
        let seats = self.seats();
        if seats.contains(&players) {
            Ok(())
        } else {
            Err(format!(
                "--players: {} is for {} to {} players, not {players}",
                self.name(),
                seats.start(),
                seats.end()
            ))
        }
    }

    /// The game named `name`.
    pub fn from_name(name: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|g| g.name() == name)
    }
}
