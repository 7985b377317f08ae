//! Computer opponents for every game of the collection, generic over [`rules_core::Game`].
//!
//! - [`Bot`]: the one interface a computer player implements. It decides from an observation and
//!   the legal actions alone; see its documentation for why it cannot reach the full state.
//! - [`RandomBot`]: uniform over the legal actions (the ladder's floor).
//! - [`BotGame`]: what a game gives its computer players, implemented beside its engine (each
//!   rules crate's `players` module): its rule-based play (its `Heuristic`, written from the
//!   rules), the playbook of its searches and its levels' evidence ([`BotGame::LEADS`],
//!   [`BotGame::CHECKED`], written with [`levels::leads`]); a game may add a plain, steady
//!   player, the yardstick of the normal level ([`BotGame::beginner`], the arena's `beginner`
//!   seat). This crate names no game.
//! - [`Ismcts`]: single-observer Information Set MCTS (Cowling, Powley & Whitehouse 2012) over
//!   determinizations sampled with [`Game::determinize`], with a game-specific [`Playbook`] for
//!   its rollouts and truncated-rollout evaluation.
//! - [`Difficulty`]: the levels a game offers its players, and [`BotGame::bot`] to build one.
//! - [`arena`]: plays duplicate deals between seat kinds and reports win rates with Wilson
//!   intervals and think times.
//!
//! Every random choice goes through [`GameRng`], so a bot built with a seed and an
//! iteration budget plays the same moves on every platform.

#![warn(missing_docs)]

pub mod analysis;
pub mod arena;
pub mod calibration;
pub mod ismcts;
pub mod levels;
mod random;
mod rule_based;
pub mod scoring;
pub mod stats;

use std::time::Duration;

use rules_core::{Game, GameRng};

pub use ismcts::{Budget, Ismcts, IsmctsConfig, Playbook, RootEstimate, UniformPlaybook};
pub use levels::{
    Difficulty, LEAD_MIN_GAMES, Lead, Unit, chances_checked, offered_levels, shown_stronger,
};
pub use random::RandomBot;
pub use rule_based::{RuleBased, Rules};

/// A computer player of game `G`.
///
/// # Why a bot cannot see the full state
///
/// [`Bot::choose`] receives only `&G::Observation` (what the bot's seat may know) and the legal
/// actions. Each engine's observation type is built by `Game::observe` and holds no hidden card,
/// and no method of [`Game`] turns an observation back into the real state:
/// [`Game::determinize`] deals the unseen cards *at random*, so a search bot only ever sees
/// samples consistent with what it knows. Bots are built before the game exists and are
/// `'static` (no borrowed state) and [`Send`] (so the game may run them on another thread while
/// it keeps the state), which rules out holding a reference to the state. The guarantee is
/// therefore made by the types, not by convention.
pub trait Bot<G: Game>: Send + 'static {
    /// Chooses one of `legal` (never empty) for the observing seat. The returned action must be
    /// one of `legal`; the arena counts any other as a violation.
    fn choose(&mut self, observation: &G::Observation, legal: &[G::Action]) -> G::Action;

    /// Thinks about the decision for about `slice` at most and returns the action once it is
    /// chosen, `None` while it is still thinking: for a program with one thread (the browser),
    /// which must keep drawing frames while a search bot thinks. The caller passes the same
    /// observation and legal actions on every call until an action comes back. By default the
    /// bot decides at once with [`Bot::choose`]; the search bots think in slices, and their time
    /// budget counts only the slices, so a decision gets the same thought either way.
    fn think(
        &mut self,
        observation: &G::Observation,
        legal: &[G::Action],
        slice: Duration,
    ) -> Option<G::Action> {
        let _ = slice;
        Some(self.choose(observation, legal))
    }

    /// A short name for reports (`random`, `heuristic`, `ismcts`, ...).
    fn name(&self) -> String;
}

/// A game the bots know how to play well: its heuristic and the playbook its searches use.
/// Every game gets [`RandomBot`] and a plain [`Ismcts`] without this trait.
pub trait BotGame: Game + 'static {
    /// The rollout policy and evaluation of this game's searches.
    type Playbook: Playbook<Self>;

    /// The game's playbook.
    fn playbook() -> Self::Playbook;

    /// The playbook of `difficulty`'s searches (hard and expert): the game's
    /// [`BotGame::playbook`], unless a level of this game searches differently.
    fn playbook_for(difficulty: Difficulty) -> Self::Playbook {
        let _ = difficulty;
        Self::playbook()
    }

    /// How this game's search chances at a table of `players` seats become honest ones
    /// ([`analysis::analyse`]), fitted by `ivanhoe-cli calibrate --fit` (docs/AI.md, "Honest
    /// chances"); none by default, and none at a seat count not fitted. Whether a table's
    /// correction was checked on games of another seed: [`chances_checked`].
    fn chance_correction(players: usize) -> calibration::Correction {
        let _ = players;
        calibration::Correction::NONE
    }

    /// The correction at the table `observation` is seen at, of `players` seats: the
    /// [`BotGame::chance_correction`] of that seat count, unless the game corrects its rule sets
    /// apart (reading the rule set from the observation's options).
    fn table_chance_correction(
        observation: &Self::Observation,
        players: usize,
    ) -> calibration::Correction {
        let _ = observation;
        Self::chance_correction(players)
    }

    /// The evidence for the game's levels above easy at every table where they were measured,
    /// in the order of docs/AI.md's table in "Levels offered, on evidence" (a test checks the
    /// two agree): [`offered_levels`] offers a level only where a row shows it stronger than the
    /// level below ([`Lead::verdict`]). Rows that do not (too few games, not at the shipped
    /// budget, or an interval reaching the share) are kept as data so the reason stays in view.
    const LEADS: &'static [Lead];

    /// The tables whose [`BotGame::chance_correction`] was fitted on some seeds and checked on
    /// another, as docs/AI.md's table in "Honest chances" reports them (a test checks the two
    /// agree): where [`chances_checked`] is true.
    const CHECKED: &'static [calibration::Checked];

    /// The game's rule-based player, its random choices drawn from `seed`.
    fn heuristic(seed: u64) -> Box<dyn Bot<Self>>;

    /// A plain, steady player to measure the levels against (the arena's `beginner` seat), its
    /// random choices drawn from `seed`; `None` for a game that has none.
    fn beginner(seed: u64) -> Option<Box<dyn Bot<Self>>> {
        let _ = seed;
        None
    }

    /// A bot of `difficulty`, its random choices drawn from `seed`.
    fn bot(difficulty: Difficulty, seed: u64) -> Box<dyn Bot<Self>> {
        match difficulty {
            Difficulty::Easy => Box::new(Blunders::new(Self::heuristic(seed), 0.25, seed)),
            Difficulty::Normal => Self::heuristic(seed),
            Difficulty::Hard | Difficulty::Expert => {
                let budget = difficulty.search_budget().expect("search levels have one");
                Box::new(Self::level_search_bot(difficulty, budget, seed))
            }
        }
    }

    /// An ISMCTS bot with this game's playbook (the hard level's) and the given budget.
    fn search_bot(budget: Budget, seed: u64) -> Ismcts<Self, Self::Playbook> {
        Self::level_search_bot(Difficulty::Hard, budget, seed)
    }

    /// An ISMCTS bot with `level`'s playbook ([`BotGame::playbook_for`]) and the given budget.
    fn level_search_bot(
        level: Difficulty,
        budget: Budget,
        seed: u64,
    ) -> Ismcts<Self, Self::Playbook> {
        Ismcts::new(
            IsmctsConfig {
                budget,
                ..IsmctsConfig::default()
            },
            Self::playbook_for(level),
            seed,
        )
    }
}

/// Wraps a bot so that a share of its decisions are uniformly random: a beginner who mostly
/// plays sensibly but blunders. Forced decisions (one legal action) are not counted.
pub struct Blunders<G: Game> {
    inner: Box<dyn Bot<G>>,
    rate: f64,
    rng: GameRng,
    /// The decision the inner bot is thinking over (its legal actions), between slices of
    /// [`Bot::think`]: the blunder was already drawn for it.
    thinking_about: Option<Vec<G::Action>>,
}

impl<G: Game> Blunders<G> {
    /// `inner`, with a uniformly random action instead of its own at the given `rate` (0 to 1).
    pub fn new(inner: Box<dyn Bot<G>>, rate: f64, seed: u64) -> Self {
        Self {
            inner,
            rate,
            rng: GameRng::derived(seed, 0xB1A7),
            thinking_about: None,
        }
    }

    /// A uniformly random action, drawn at the wrapper's rate.
    fn blunder(&mut self, legal: &[G::Action]) -> Option<G::Action> {
        // Compare in integer steps so the draw is a u64 on every platform.
        let threshold = (self.rate.clamp(0.0, 1.0) * 1_000_000.0) as u64;
        (legal.len() > 1 && self.rng.next_u64() % 1_000_000 < threshold)
            .then(|| legal[self.rng.below(legal.len())].clone())
    }
}

impl<G: Game + 'static> Bot<G> for Blunders<G> {
    fn choose(&mut self, observation: &G::Observation, legal: &[G::Action]) -> G::Action {
        self.thinking_about = None;
        match self.blunder(legal) {
            Some(action) => action,
            None => self.inner.choose(observation, legal),
        }
    }

    fn think(
        &mut self,
        observation: &G::Observation,
        legal: &[G::Action],
        slice: Duration,
    ) -> Option<G::Action> {
        if self.thinking_about.as_deref() != Some(legal)
            && let Some(action) = self.blunder(legal)
        {
            self.thinking_about = None;
            return Some(action);
        }
        let action = self.inner.think(observation, legal, slice);
        self.thinking_about = action.is_none().then(|| legal.to_vec());
        action
    }

    fn name(&self) -> String {
        format!("{}+blunders", self.inner.name())
    }
}
