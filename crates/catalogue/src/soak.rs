//! One game of a soak run, heuristic and random players alternating, with the engine's
//! promises checked after every action; and the tally a run keeps (what `ivanhoe-cli soak`
//! prints). [`crate::Entry::soak`] plays one.

use bots::{Bot, BotGame, RandomBot};
use rules_core::{GameRng, Status};
use serde::Serialize;

/// How many problems of each kind are kept in words.
const EXAMPLES: usize = 10;

/// One game of a run: which it is and where it stops.
#[derive(Clone, Debug)]
pub struct Soaked<'a> {
    /// The game's seed.
    pub seed: u64,
    /// The game's number in the run: its seats alternate between the game's heuristic and a
    /// random player, starting with the heuristic at seat `index mod 2`.
    pub index: u64,
    /// A game still running after this many actions counts as unfinished.
    pub max_actions: u64,
    /// Where it was played, in words, for the problems' examples.
    pub where_: &'a str,
}

/// The tally of a soak run, as the command line prints it.
#[derive(Debug, Default, Serialize)]
pub struct Summary {
    /// Games asked for.
    pub games: u64,
    /// Tables the games were shared out over.
    pub tables: usize,
    /// Worker threads.
    pub threads: u64,
    /// The run's seed.
    pub seed: u64,
    /// Games that ended.
    pub completed: u64,
    /// Games that did not end (too long, or stopped by a problem).
    pub unfinished: u64,
    /// Actions applied in all.
    pub actions: u64,
    /// Invariant violations found after an action (must be 0).
    pub invariant_violations: u64,
    /// Listed actions the engine refused (must be 0).
    pub refused_legal_actions: u64,
    /// Decisions with an empty legal list while the game went on (must be 0).
    pub empty_legal_lists: u64,
    /// Bot choices outside the legal list (must be 0).
    pub illegal_bot_actions: u64,
    /// Panics caught, in the engine or a bot (must be 0).
    pub panics: u64,
    /// The first problems, in words, with the table, game and action where they happened.
    pub examples: Vec<String>,
    /// Wall-clock seconds of the run.
    pub elapsed_sec: f64,
    /// Games per second.
    pub games_per_sec: f64,
    /// Actions per second.
    pub actions_per_sec: f64,
}

impl Summary {
    /// Every problem counted: 0 for a clean run.
    pub fn problems(&self) -> u64 {
        self.invariant_violations
            + self.refused_legal_actions
            + self.empty_legal_lists
            + self.illegal_bot_actions
            + self.panics
            + self.unfinished
    }

    /// Keeps `example` in words, while fewer than ten are kept.
    pub fn note(&mut self, example: String) {
        if self.examples.len() < EXAMPLES {
            self.examples.push(example);
        }
    }

    /// Adds `other`'s counts and examples to these.
    pub fn add(&mut self, other: Summary) {
        self.completed += other.completed;
        self.unfinished += other.unfinished;
        self.actions += other.actions;
        self.invariant_violations += other.invariant_violations;
        self.refused_legal_actions += other.refused_legal_actions;
        self.empty_legal_lists += other.empty_legal_lists;
        self.illegal_bot_actions += other.illegal_bot_actions;
        self.panics += other.panics;
        for e in other.examples {
            self.note(e);
        }
    }
}

/// Plays one game of `G`, heuristic and random players alternating, recording into `s`.
pub(crate) fn soak_game<G: BotGame>(options: &G::Options, game: &Soaked, s: &mut Summary) {
    let Soaked {
        seed,
        index,
        max_actions,
        where_,
    } = *game;
    let mut events = Vec::new();
    let mut game = match G::new_game(options, seed, &mut events) {
        Ok(game) => game,
        Err(e) => {
            s.unfinished += 1;
            s.note(format!("{where_}: setup refused: {e}"));
            return;
        }
    };
    let mut bots: Vec<Box<dyn Bot<G>>> = (0..game.num_players())
        .map(|seat| {
            let bot_seed = GameRng::derived(seed, 1 + seat as u64).next_u64();
            if (seat as u64 + index).is_multiple_of(2) {
                G::heuristic(bot_seed)
            } else {
                Box::new(RandomBot::<G>::new(bot_seed)) as Box<dyn Bot<G>>
            }
        })
        .collect();
    let mut legal = Vec::new();
    let mut actions = 0u64;
    let finished = loop {
        let seat = match game.status() {
            Status::Over(_) => break true,
            Status::Decision(seat) => seat,
        };
        if actions >= max_actions {
            break false;
        }
        game.legal_actions(&mut legal);
        if legal.is_empty() {
            s.empty_legal_lists += 1;
            s.note(format!(
                "{where_}, action {actions}: seat {seat} has nothing legal"
            ));
            break false;
        }
        let mut action = bots[seat].choose(&game.observe(seat), &legal);
        if !legal.contains(&action) {
            s.illegal_bot_actions += 1;
            s.note(format!(
                "{where_}, action {actions}: a bot chose '{action}', not legal"
            ));
            action = legal[0].clone();
        }
        events.clear();
        if let Err(e) = game.apply(&action, &mut events) {
            s.refused_legal_actions += 1;
            s.note(format!(
                "{where_}, action {actions}: '{action}' listed but refused: {e}"
            ));
            break false;
        }
        actions += 1;
        let violations = game.invariant_violations();
        if !violations.is_empty() {
            s.invariant_violations += violations.len() as u64;
            s.note(format!(
                "{where_}, after action {actions} ('{action}'): {violations:?}"
            ));
        }
    };
    s.actions += actions;
    if finished {
        s.completed += 1;
    } else {
        s.unfinished += 1;
    }
}
