//! How good a choice is, as the search sees it from the deciding seat's observation alone: each
//! legal choice with the deciding seat's estimated chance of winning the match after it, and
//! the cost of a choice made against the best one found. `ivanhoe-cli analyse` prints this for
//! every decision of a match record.
//!
//! The estimate starts as the search's own ([`Ismcts::estimate`](crate::Ismcts::estimate)): the
//! mean reward of the iterations that took a choice, where a finished rollout scores 1 for a
//! winner (shared among several) and 0 otherwise, and a rollout cut short scores the game's
//! playbook estimate. Those can be overconfident (the favourite's mean is the best of several
//! noisy means, and rollouts play worse than people), so each game's correction
//! ([`BotGame::table_chance_correction`], a [`crate::calibration::Correction`] fitted by
//! `ivanhoe-cli calibrate --fit` on other games than those that report it) turns them into
//! honest chances; docs/AI.md has the tables.
//!
//! It sees only the observation: the hidden cards of every sample are dealt at random by
//! [`Game::determinize`](rules_core::Game::determinize), so the same observation gives the same
//! analysis whatever the real deal.

use std::time::Duration;

use rules_core::{GameRng, Seat, Status};
// `std::time::Instant` panics on wasm32-unknown-unknown: web-time reads the browser's clock.
use web_time::Instant;

use crate::{BotGame, Budget, Ismcts};

/// One legal choice as the search estimates it.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice<A> {
    /// The choice.
    pub action: A,
    /// Iterations of the search that took it.
    pub visits: u32,
    /// The deciding seat's estimated chance of winning the match after it (`0..=1`), the
    /// table's correction ([`BotGame::table_chance_correction`]) applied; `None` when the
    /// search never tried it.
    pub chance: Option<f64>,
    /// The search's own estimate, before the correction.
    pub raw: Option<f64>,
}

/// One decision analysed, from the deciding seat's side.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis<A> {
    /// Every legal choice, the search's favourite first (most visits; the order of the legal
    /// actions breaks ties).
    pub choices: Vec<Choice<A>>,
    /// Iterations the search ran.
    pub iterations: u64,
}

impl<A: PartialEq> Analysis<A> {
    /// The choice the search prefers.
    pub fn best(&self) -> &Choice<A> {
        &self.choices[0]
    }

    /// The seat's chance with its best choice: what the position is worth to it.
    pub fn chance(&self) -> f64 {
        self.best().chance.unwrap_or(0.0)
    }

    /// The search's own estimate of the best choice, before the correction (what a new
    /// correction is fitted on).
    pub fn raw_chance(&self) -> f64 {
        self.best().raw.unwrap_or(0.0)
    }

    /// The estimate of `action`, if it is one of the choices.
    pub fn choice(&self, action: &A) -> Option<&Choice<A>> {
        self.choices.iter().find(|c| c.action == *action)
    }

    /// How much estimated chance `action` gives up against the best choice (0 for the best, and
    /// never below 0); `None` when it was not tried or is not a choice here.
    pub fn cost(&self, action: &A) -> Option<f64> {
        let chance = self.choice(action)?.chance?;
        Some((self.chance() - chance).max(0.0))
    }
}

/// An analysis under way, run whole ([`analyse`]) or a slice at a time ([`Analyser::run`]) where
/// a frame may not wait for it (the browser, which has one thread).
pub struct Analyser<G: BotGame> {
    search: Ismcts<G, G::Playbook>,
    observation: G::Observation,
    legal: Vec<G::Action>,
    players: usize,
}

impl<G: BotGame> Analyser<G> {
    /// The analysis of the decision of the seat that observes `observation`, whose legal choices
    /// are `legal`, with a search of `budget` drawing its samples from `seed`; `None` when
    /// `legal` is empty (a seat that decides has a choice).
    pub fn new(
        observation: G::Observation,
        legal: Vec<G::Action>,
        budget: Budget,
        seed: u64,
    ) -> Option<Self> {
        if legal.is_empty() {
            return None;
        }
        let players = G::determinize(&observation, &mut GameRng::new(seed)).num_players();
        Some(Self {
            search: G::search_bot(budget, seed),
            observation,
            legal,
            players,
        })
    }

    /// Searches on, for `slice` (at least one iteration) or, with `None`, to the end of the
    /// budget; the analysis once the budget is spent, `None` until then. An iteration budget
    /// gives the same analysis however it is sliced.
    pub fn run(&mut self, slice: Option<Duration>) -> Option<Analysis<G::Action>> {
        let estimates = match slice {
            Some(slice) => self
                .search
                .estimate_in_slices(&self.observation, &self.legal, slice)?,
            None => self.search.estimate(&self.observation, &self.legal),
        };
        Some(self.analysis(estimates))
    }

    /// Ends an analysis run in slices where it stands, before its budget is spent (the browser's
    /// wall-clock limit, which counts the frames between slices); `None` before its first slice.
    pub fn stop(&mut self) -> Option<Analysis<G::Action>> {
        let estimates = self.search.stop_slices(&self.legal)?;
        Some(self.analysis(estimates))
    }

    /// The choices ranked and their chances corrected, from the search's estimates.
    fn analysis(&self, estimates: Vec<crate::RootEstimate>) -> Analysis<G::Action> {
        let correction = G::table_chance_correction(&self.observation, self.players);
        let mut order: Vec<usize> = (0..self.legal.len()).collect();
        // Most visited first; ties keep the legal order, so the favourite is the move the search
        // would play.
        order.sort_by_key(|&i| std::cmp::Reverse(estimates[i].visits));
        let choices = order
            .into_iter()
            .map(|i| Choice {
                action: self.legal[i].clone(),
                visits: estimates[i].visits,
                chance: estimates[i]
                    .chance
                    .map(|p| correction.apply(p, self.players)),
                raw: estimates[i].chance,
            })
            .collect();
        Analysis {
            choices,
            iterations: self.search.last_search().iterations,
        }
    }

    /// Iterations searched so far, in this analysis.
    pub fn iterations(&self) -> u64 {
        self.search.last_search().iterations
    }
}

/// Analyses the decision of the seat that observes `observation`, whose legal choices are
/// `legal` (at least one), with a search of `budget` drawing its samples from `seed`. With an
/// iteration budget the analysis is reproducible.
///
/// # Panics
/// When `legal` is empty: a seat that decides has a choice.
pub fn analyse<G: BotGame>(
    observation: &G::Observation,
    legal: &[G::Action],
    budget: Budget,
    seed: u64,
) -> Analysis<G::Action> {
    Analyser::<G>::new(observation.clone(), legal.to_vec(), budget, seed)
        .expect("a decision has at least one legal action")
        .run(None)
        .expect("a search without a slice runs to its budget")
}

/// One decision of a match as the analysis estimates it, from the deciding seat's side.
#[derive(Clone, Debug, PartialEq)]
pub struct DecisionEstimate<A> {
    /// Decisions made before it.
    pub index: usize,
    /// The seat that made it.
    pub seat: Seat,
    /// The choice made.
    pub action: A,
    /// The seat's chance before it, with its best choice ([`Analysis::chance`]).
    pub before: f64,
    /// The seat's chance after the choice made; `None` when the search never tried it.
    pub after: Option<f64>,
    /// The choice the search preferred.
    pub best: A,
    /// The search's iterations, and the seed its samples were drawn from: the same search again
    /// (with these iterations and no time limit) finds the same estimates.
    pub search: (u64, u64),
}

/// A whole match's decisions analysed one after another (those with a single legal action are
/// skipped), each from its deciding seat's observation, whole or a slice at a time.
pub struct MatchAnalyser<G: BotGame> {
    state: G,
    actions: Vec<G::Action>,
    next: usize,
    budget: Budget,
    seed: u64,
    current: Option<Analyser<G>>,
    estimates: Vec<DecisionEstimate<G::Action>>,
}

impl<G: BotGame> MatchAnalyser<G> {
    /// The analysis of the match dealt as `state` and played by `actions`, each decision's
    /// search with `budget`, its samples drawn from `seed` and the decision's index.
    pub fn new(state: G, actions: Vec<G::Action>, budget: Budget, seed: u64) -> Self {
        Self {
            state,
            actions,
            next: 0,
            budget,
            seed,
            current: None,
            estimates: Vec::new(),
        }
    }

    /// The seed of the search of the decision after `index` others.
    fn decision_seed(&self, index: usize) -> u64 {
        self.seed ^ index as u64
    }

    /// Decisions gone through, and in all.
    pub fn progress(&self) -> (usize, usize) {
        (self.next, self.actions.len())
    }

    /// Analyses on, for `slice` (at least one search iteration) or, with `None`, to the end;
    /// every decision's estimate once the last is done, `None` until then. An action the rules
    /// refuse (a record that does not replay) ends it with the engine's reason.
    #[allow(clippy::type_complexity)]
    pub fn run(
        &mut self,
        slice: Option<Duration>,
    ) -> Option<Result<Vec<DecisionEstimate<G::Action>>, String>> {
        let start = Instant::now();
        let mut legal = Vec::new();
        let mut events = Vec::new();
        while self.next < self.actions.len() {
            if slice.is_some_and(|s| start.elapsed() >= s) {
                return None;
            }
            let index = self.next;
            let action = self.actions[index].clone();
            let Status::Decision(seat) = self.state.status() else {
                return Some(Err(format!(
                    "decision {index}: the match is over, yet the record goes on"
                )));
            };
            if self.current.is_none() {
                self.state.legal_actions(&mut legal);
                if !legal.contains(&action) {
                    return Some(Err(format!(
                        "decision {index} ({action}) is not legal for seat {seat}"
                    )));
                }
                if legal.len() > 1 {
                    self.current = Analyser::new(
                        self.state.observe(seat),
                        legal.clone(),
                        self.budget,
                        self.decision_seed(index),
                    );
                }
            }
            if let Some(analyser) = &mut self.current {
                let left = slice.map(|s| s.saturating_sub(start.elapsed()));
                let analysis = analyser.run(left.map(|l| l.max(Duration::from_micros(1))))?;
                self.current = None;
                self.estimates.push(DecisionEstimate {
                    index,
                    seat,
                    action: action.clone(),
                    before: analysis.chance(),
                    after: analysis.choice(&action).and_then(|c| c.chance),
                    best: analysis.best().action.clone(),
                    search: (analysis.iterations, self.decision_seed(index)),
                });
            }
            events.clear();
            if let Err(e) = self.state.apply(&action, &mut events) {
                return Some(Err(format!("decision {index} ({action}): refused: {e}")));
            }
            self.next += 1;
        }
        Some(Ok(std::mem::take(&mut self.estimates)))
    }
}

/// A decision that turned the match, for one seat.
#[derive(Clone, Debug, PartialEq)]
pub struct TurningPoint<A> {
    /// The decision.
    pub estimate: DecisionEstimate<A>,
    /// How much estimated chance it moved: for the person's own decisions what the choice made
    /// gave up against the best (negative), for an opponent's how much its chance rose since
    /// its previous decision (positive).
    pub change: f64,
}

/// The least change a turning point shows: smaller ones are the estimate's own noise.
pub const TURNING_THRESHOLD: f64 = 0.03;

/// The turning points of a match analysed by [`MatchAnalyser`], seen from `person` at a table
/// of `players`: the person's decisions that cost the most estimated chance (the choice made
/// against the best found) and the opponents' after which their chance had risen the most
/// since their previous decision (from the fair share at the deal), at most `most` of each,
/// biggest first, none under [`TURNING_THRESHOLD`].
pub fn turning_points<A: Clone>(
    estimates: &[DecisionEstimate<A>],
    person: Seat,
    players: usize,
    most: usize,
) -> (Vec<TurningPoint<A>>, Vec<TurningPoint<A>>) {
    let fair = 1.0 / players.max(1) as f64;
    let mut last = vec![fair; players];
    let mut costs = Vec::new();
    let mut gains = Vec::new();
    for e in estimates {
        let Some(after) = e.after else {
            continue;
        };
        if e.seat == person {
            let cost = e.before - after;
            if cost >= TURNING_THRESHOLD {
                costs.push(TurningPoint {
                    estimate: e.clone(),
                    change: -cost,
                });
            }
        } else if let Some(previous) = last.get_mut(e.seat) {
            let gain = after - *previous;
            *previous = after;
            if gain >= TURNING_THRESHOLD {
                gains.push(TurningPoint {
                    estimate: e.clone(),
                    change: gain,
                });
            }
        }
    }
    let biggest = |list: &mut Vec<TurningPoint<A>>| {
        list.sort_by(|a, b| b.change.abs().total_cmp(&a.change.abs()));
        list.truncate(most);
    };
    biggest(&mut costs);
    biggest(&mut gains);
    (costs, gains)
}
