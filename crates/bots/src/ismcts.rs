//! Single-observer Information Set Monte Carlo Tree Search (SO-ISMCTS), after Cowling, Powley
//! and Whitehouse, "Information Set Monte Carlo Tree Search", IEEE TCIAIG 4(2), 2012.
//!
//! One tree is grown for the observing seat. Each iteration:
//!
//! 1. **Determinize**: [`Game::determinize`] deals the cards the observer has not seen at random,
//!    giving one full state consistent with the observation.
//! 2. **Select**: from the root, while every action legal in this determinization already has a
//!    child, pick the child maximising `r/n + c·sqrt(ln n'/n)`, where `n'` (availability) counts
//!    the iterations in which that child was legal. Children are keyed by (acting seat, action),
//!    so the same node is reached whenever the same seat takes the same action, whatever the
//!    hidden cards. Decisions with a single legal action (most reaction windows) are
//!    applied without a node: they carry no choice and would only deepen the tree.
//! 3. **Expand**: add one child for an untried legal action, chosen at random.
//! 4. **Roll out**: play on with the game's [`Playbook`] policy until the game ends or the
//!    playbook cuts the rollout short, in which case it estimates each seat's reward.
//! 5. **Backpropagate**: each node on the path adds the reward of the seat that acted into it.
//!
//! The move played is the root child visited most often.
//!
//! A search can run at once ([`Ismcts::search`], [`Bot::choose`]) or a slice at a time
//! ([`Bot::think`]): the tree is kept between slices, and the time budget counts only the time
//! spent searching, so both ways give a decision the same thought.

use std::marker::PhantomData;
use std::time::Duration;

// `std::time::Instant` panics on wasm32-unknown-unknown: web-time reads the browser's clock
// there and is std's `Instant` elsewhere.
use web_time::Instant;

use rules_core::{Game, GameRng, Seat, Status};

use crate::Bot;

/// The policy and evaluation a search uses in its rollouts, specific to a game.
///
/// Its methods see determinized states: samples dealt from the observer's observation, never the
/// real game, so a playbook may read every card of the sample.
pub trait Playbook<G: Game>: Send + 'static {
    /// The next rollout action for the deciding seat of `state`. `legal` is scratch space the
    /// playbook may fill with `state.legal_actions`. An action the engine refuses is replaced
    /// by a uniformly random legal one, so a fast policy may construct actions directly.
    fn rollout_action(&self, state: &G, legal: &mut Vec<G::Action>, rng: &mut GameRng)
    -> G::Action;

    /// Whether the rollout stops at `state`, reached by an action that produced `events`, after
    /// `steps` rollout actions. `marks` is a counter for the playbook's own use (for instance the
    /// rounds the rollout has seen end), zero when each rollout starts. A stopped rollout is
    /// scored by [`Playbook::evaluate`].
    fn cutoff(&self, state: &G, events: &[G::Event], steps: u32, marks: &mut u32) -> bool;

    /// Each seat's expected reward (in `0..=1`, summing to about 1) in a state where the game is
    /// not over, written into `rewards` (one entry per seat).
    fn evaluate(&self, state: &G, rewards: &mut [f64]);
}

/// The playbook any game gets for free: uniformly random rollouts, cut after `max_steps`
/// actions and scored as an even share (a game that long is treated as undecided).
#[derive(Clone, Copy, Debug)]
pub struct UniformPlaybook {
    /// The longest rollout, in actions.
    pub max_steps: u32,
}

impl Default for UniformPlaybook {
    fn default() -> Self {
        Self { max_steps: 2_000 }
    }
}

impl<G: Game> Playbook<G> for UniformPlaybook {
    fn rollout_action(
        &self,
        state: &G,
        legal: &mut Vec<G::Action>,
        rng: &mut GameRng,
    ) -> G::Action {
        state.legal_actions(legal);
        legal[rng.below(legal.len())].clone()
    }

    fn cutoff(&self, _state: &G, _events: &[G::Event], steps: u32, _marks: &mut u32) -> bool {
        steps >= self.max_steps
    }

    fn evaluate(&self, state: &G, rewards: &mut [f64]) {
        let share = 1.0 / state.num_players() as f64;
        rewards.iter_mut().for_each(|r| *r = share);
    }
}

pub use rules_core::Budget;

/// Search settings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct IsmctsConfig {
    /// When to stop searching. With neither limit set, 1,000 iterations.
    pub budget: Budget,
    /// The UCB exploration constant `c` (rewards lie in 0..=1; the paper uses 0.7).
    pub exploration: f64,
}

impl Default for IsmctsConfig {
    fn default() -> Self {
        Self {
            budget: Budget::iterations(1_000),
            exploration: 0.7,
        }
    }
}

/// What the last search did, for benchmarks and reports.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SearchStats {
    /// Iterations run.
    pub iterations: u64,
    /// Nodes in the tree, the root included.
    pub nodes: usize,
    /// Wall-clock time of the search.
    pub elapsed: Duration,
    /// Rollout actions the engine refused (the random fallback replaced them).
    pub refused_rollout_actions: u64,
}

/// What a search found of one root action: how often it went that way, and what it expects
/// of it for the deciding seat.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct RootEstimate {
    /// Iterations that took this action at the root.
    pub visits: u32,
    /// The deciding seat's mean reward over those iterations: its estimated chance of winning
    /// (a share when several win, an estimate where a rollout was cut short), in `0..=1`;
    /// `None` for an action never tried.
    pub chance: Option<f64>,
}

const NONE: u32 = u32::MAX;

/// One node: the action that leads to it from its parent, and its statistics.
struct Node<A> {
    action: A,
    /// The seat that took `action`: the rewards summed here are that seat's.
    seat: Seat,
    first_child: u32,
    next_sibling: u32,
    visits: u32,
    /// How many times this node's action was legal when its parent was passed through.
    available: u32,
    reward: f64,
}

/// An ISMCTS player of `G`, its rollouts guided by the playbook `P`.
pub struct Ismcts<G: Game, P> {
    config: IsmctsConfig,
    playbook: P,
    rng: GameRng,
    last: SearchStats,
    /// The search [`Bot::think`] has under way, kept between its slices.
    pending: Option<Run<G::Action>>,
    game: PhantomData<fn() -> G>,
}

/// One search: its tree and what it has cost so far.
struct Run<A> {
    /// The decision searched: its legal actions, to know a call to [`Bot::think`] is about it.
    legal: Vec<A>,
    nodes: Vec<Node<A>>,
    stats: SearchStats,
    root_seat: Option<Seat>,
}

impl<A: Clone> Run<A> {
    fn new(legal: &[A]) -> Self {
        Run {
            legal: legal.to_vec(),
            nodes: vec![Node {
                action: legal[0].clone(),
                seat: 0,
                first_child: NONE,
                next_sibling: NONE,
                visits: 0,
                available: 0,
                reward: 0.0,
            }],
            stats: SearchStats::default(),
            root_seat: None,
        }
    }
}

/// Scratch buffers reused across the iterations of one search.
struct Scratch<G: Game> {
    legal: Vec<G::Action>,
    /// The events of the actions applied, the last one's from `fresh` on: the older ones are
    /// dropped a batch at a time ([`Scratch::next_events`]), not at every step.
    events: Vec<G::Event>,
    fresh: usize,
    path: Vec<u32>,
    compatible: Vec<u32>,
    tried: Vec<bool>,
    rewards: Vec<f64>,
}

impl<G: Game> Scratch<G> {
    /// Makes room for the events of the next action: [`Game::apply`] appends them after the
    /// older ones, which are dropped only once they are many (dropping events one step at a
    /// time cost the rollouts a branch per event they could not predict).
    fn next_events(&mut self) {
        if self.events.len() >= 64 {
            self.events.clear();
        }
        self.fresh = self.events.len();
    }

    /// The events of the last action applied.
    fn last_events(&self) -> &[G::Event] {
        &self.events[self.fresh..]
    }
}

impl<G: Game, P: Playbook<G>> Ismcts<G, P> {
    /// A search player with `config` and `playbook`, drawing its samples from `seed`.
    pub fn new(config: IsmctsConfig, playbook: P, seed: u64) -> Self {
        Self {
            config,
            playbook,
            rng: GameRng::new(seed),
            last: SearchStats::default(),
            pending: None,
            game: PhantomData,
        }
    }

    /// The statistics of the last search.
    pub fn last_search(&self) -> SearchStats {
        self.last
    }

    /// The settings.
    pub fn config(&self) -> &IsmctsConfig {
        &self.config
    }

    /// Searches from `observation` and returns, for each action of `legal`, how many times the
    /// root child of that action was visited (0 for an action never tried).
    pub fn search(&mut self, observation: &G::Observation, legal: &[G::Action]) -> Vec<u32> {
        self.estimate(observation, legal)
            .iter()
            .map(|e| e.visits)
            .collect()
    }

    /// Searches from `observation` and returns, for each action of `legal`, its visits and the
    /// deciding seat's estimated chance of winning after it.
    pub fn estimate(
        &mut self,
        observation: &G::Observation,
        legal: &[G::Action],
    ) -> Vec<RootEstimate> {
        let mut run = Run::new(legal);
        self.advance(&mut run, observation, None);
        self.finish(run)
    }

    /// [`Ismcts::estimate`] a slice at a time: searches `slice` longer (at least one iteration)
    /// and returns the estimates once the budget is spent, `None` until then. A search under
    /// way goes on if it is about the same legal actions; otherwise a new one starts. Called
    /// with the same question each time, it gives what one [`Ismcts::estimate`] call would
    /// with an iteration budget.
    pub fn estimate_in_slices(
        &mut self,
        observation: &G::Observation,
        legal: &[G::Action],
        slice: Duration,
    ) -> Option<Vec<RootEstimate>> {
        let mut run = match self.pending.take() {
            Some(run) if run.legal == legal => run,
            _ => Run::new(legal),
        };
        if !self.advance(&mut run, observation, Some(slice)) {
            self.pending = Some(run);
            return None;
        }
        Some(self.finish(run))
    }

    /// Ends the search [`Ismcts::estimate_in_slices`] has under way where it stands, before its
    /// budget is spent (a wall-clock limit the budget cannot see, such as a browser's frames
    /// between slices), and returns its estimates; `None` when no search is under way or it is
    /// about other legal actions.
    pub fn stop_slices(&mut self, legal: &[G::Action]) -> Option<Vec<RootEstimate>> {
        let run = self.pending.take().filter(|run| run.legal == legal)?;
        Some(self.finish(run))
    }

    /// Runs iterations of `run` until the budget is spent (true) or, with a `slice`, until the
    /// slice is (false: the search goes on at the next call).
    fn advance(
        &mut self,
        run: &mut Run<G::Action>,
        observation: &G::Observation,
        slice: Option<Duration>,
    ) -> bool {
        let start = Instant::now();
        let budget = self.config.budget;
        let max_iterations = match (budget.iterations, budget.time) {
            (None, None) => Some(1_000),
            (n, _) => n,
        };
        let mut s = Scratch::<G> {
            legal: Vec::new(),
            events: Vec::new(),
            fresh: 0,
            path: Vec::new(),
            compatible: Vec::new(),
            tried: Vec::new(),
            rewards: Vec::new(),
        };
        let spent_before = run.stats.elapsed;
        let first = run.stats.iterations;
        loop {
            let now = start.elapsed();
            run.stats.elapsed = spent_before + now;
            if max_iterations.is_some_and(|n| run.stats.iterations >= n)
                || budget.time.is_some_and(|t| run.stats.elapsed >= t)
            {
                return true;
            }
            // At least one iteration per slice, so that any slice makes progress.
            if slice.is_some_and(|t| now >= t) && run.stats.iterations > first {
                return false;
            }
            let state = G::determinize(observation, &mut self.rng);
            if run.root_seat.is_none()
                && let Status::Decision(seat) = state.status()
            {
                run.root_seat = Some(seat);
            }
            self.iterate(state, &mut run.nodes, &mut s, &mut run.stats);
            run.stats.iterations += 1;
        }
    }

    /// The visits and estimate of each root action of a finished `run`, in the order of its
    /// legal actions.
    fn finish(&mut self, run: Run<G::Action>) -> Vec<RootEstimate> {
        let Run {
            legal,
            nodes,
            mut stats,
            root_seat,
        } = run;
        stats.nodes = nodes.len();
        self.last = stats;
        let mut visits = vec![0; legal.len()];
        let mut rewards = vec![0.0; legal.len()];
        let mut c = nodes[0].first_child;
        while c != NONE {
            let node = &nodes[c as usize];
            if Some(node.seat) == root_seat
                && let Some(i) = legal.iter().position(|a| *a == node.action)
            {
                visits[i] += node.visits;
                rewards[i] += node.reward;
            }
            c = node.next_sibling;
        }
        visits
            .into_iter()
            .zip(rewards)
            .map(|(visits, reward)| RootEstimate {
                visits,
                chance: (visits > 0).then(|| reward / f64::from(visits)),
            })
            .collect()
    }

    /// One iteration on the determinization `state`: select, expand, roll out, backpropagate.
    fn iterate(
        &mut self,
        mut state: G,
        nodes: &mut Vec<Node<G::Action>>,
        s: &mut Scratch<G>,
        stats: &mut SearchStats,
    ) {
        let players = state.num_players();
        s.path.clear();
        s.events.clear();
        s.fresh = 0;
        let mut current = 0u32;
        // Selection and expansion.
        loop {
            let seat = match state.status() {
                Status::Over(_) => break,
                Status::Decision(seat) => seat,
            };
            state.legal_actions(&mut s.legal);
            if s.legal.len() == 1 {
                s.next_events();
                if state.apply(&s.legal[0], &mut s.events).is_err() {
                    break;
                }
                continue;
            }
            s.tried.clear();
            s.tried.resize(s.legal.len(), false);
            s.compatible.clear();
            let mut c = nodes[current as usize].first_child;
            while c != NONE {
                let node = &nodes[c as usize];
                if node.seat == seat
                    && let Some(i) = s.legal.iter().position(|a| *a == node.action)
                {
                    s.tried[i] = true;
                    s.compatible.push(c);
                }
                c = node.next_sibling;
            }
            for &c in &s.compatible {
                nodes[c as usize].available += 1;
            }
            let untried = s.legal.len() - s.compatible.len();
            if untried > 0 {
                let mut k = self.rng.below(untried);
                let i = (0..s.legal.len())
                    .find(|&i| {
                        if s.tried[i] {
                            return false;
                        }
                        if k == 0 {
                            return true;
                        }
                        k -= 1;
                        false
                    })
                    .expect("an untried action exists");
                let child = nodes.len() as u32;
                let parent = &mut nodes[current as usize];
                let sibling = parent.first_child;
                parent.first_child = child;
                nodes.push(Node {
                    action: s.legal[i].clone(),
                    seat,
                    first_child: NONE,
                    next_sibling: sibling,
                    visits: 0,
                    available: 1,
                    reward: 0.0,
                });
                s.path.push(child);
                s.next_events();
                if state.apply(&s.legal[i], &mut s.events).is_err() {
                    stats.refused_rollout_actions += 1;
                }
                break;
            }
            let exploration = self.config.exploration;
            let mut best = s.compatible[0];
            let mut best_score = f64::NEG_INFINITY;
            for &c in &s.compatible {
                let node = &nodes[c as usize];
                let n = node.visits.max(1) as f64;
                let score =
                    node.reward / n + exploration * ((node.available as f64).ln() / n).sqrt();
                if score > best_score {
                    best_score = score;
                    best = c;
                }
            }
            s.path.push(best);
            current = best;
            s.next_events();
            if state
                .apply(&nodes[best as usize].action, &mut s.events)
                .is_err()
            {
                stats.refused_rollout_actions += 1;
                break;
            }
        }
        // Rollout.
        s.rewards.clear();
        s.rewards.resize(players, 0.0);
        let mut steps = 0u32;
        let mut marks = 0u32;
        loop {
            if let Status::Over(outcome) = state.status() {
                for &w in &outcome.winners {
                    s.rewards[w] = 1.0 / outcome.winners.len() as f64;
                }
                break;
            }
            if self
                .playbook
                .cutoff(&state, s.last_events(), steps, &mut marks)
            {
                self.playbook.evaluate(&state, &mut s.rewards);
                break;
            }
            let action = self
                .playbook
                .rollout_action(&state, &mut s.legal, &mut self.rng);
            s.next_events();
            if state.apply(&action, &mut s.events).is_err() {
                stats.refused_rollout_actions += 1;
                state.legal_actions(&mut s.legal);
                let fallback = s.legal[self.rng.below(s.legal.len())].clone();
                s.next_events();
                if state.apply(&fallback, &mut s.events).is_err() {
                    // The engine refused its own legal action: score the game as undecided
                    // rather than loop.
                    self.playbook.evaluate(&state, &mut s.rewards);
                    break;
                }
            }
            steps += 1;
        }
        // Backpropagation.
        nodes[0].visits += 1;
        for &i in &s.path {
            let node = &mut nodes[i as usize];
            node.visits += 1;
            node.reward += s.rewards[node.seat];
        }
    }
}

impl<G: Game + 'static, P: Playbook<G>> Bot<G> for Ismcts<G, P> {
    fn choose(&mut self, observation: &G::Observation, legal: &[G::Action]) -> G::Action {
        self.pending = None;
        if legal.len() == 1 {
            return legal[0].clone();
        }
        let visits = self.search(observation, legal);
        most_visited(legal, &visits)
    }

    fn think(
        &mut self,
        observation: &G::Observation,
        legal: &[G::Action],
        slice: Duration,
    ) -> Option<G::Action> {
        if legal.len() == 1 {
            self.pending = None;
            return Some(legal[0].clone());
        }
        let estimates = self.estimate_in_slices(observation, legal, slice)?;
        let visits: Vec<u32> = estimates.iter().map(|e| e.visits).collect();
        Some(most_visited(legal, &visits))
    }

    fn name(&self) -> String {
        "ismcts".to_string()
    }
}

/// The action with the most visits; the first listed wins ties, so the choice is deterministic.
fn most_visited<A: Clone>(legal: &[A], visits: &[u32]) -> A {
    let mut best = 0;
    for (i, &v) in visits.iter().enumerate() {
        if v > visits[best] {
            best = i;
        }
    }
    legal[best].clone()
}
