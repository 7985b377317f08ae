//! Which of the Castle Lords heuristic's decisions chance improves (docs/AI.md, "Where the
//! Castle Lords heuristic is weak"): seats that play the heuristic but let chance, or a fixed
//! change, take some of its decisions, on duplicate deals.
//!
//! ```sh
//! cargo run --release -p bots --example castle_lords_slips -- \
//!     <rules> <players> <deals> <seed> <threads> <seat> <seat> ...
//! ```
//!
//! A seat is a level (`easy`, `normal`, `hard`, `expert`) or `slip:<letters>[@<percent>]`: the
//! heuristic, with `percent` (25 unless given) of some decisions changed. Lower-case letters
//! name the steps whose decision is then uniformly random: `o` offer, `p` propose, `k` pick,
//! `m` the attack step, `a` the army, `r` a reclaim's discards, `d` discards (`slip:opkmard` is
//! the easy level's chance, drawn by steps). `M` with another capital changes the attack step
//! instead: `ME` attacks a random castle where the heuristic passes, `MC` attacks another
//! castle than the heuristic's, `ML` passes where the heuristic attacks; digits after `ML` limit
//! it to attacks made (all that apply) `1` while more than 24 cards are in the deck, `2` with
//! 24 or fewer (but some), `3` on a castle nobody controls, `4` on a rival's castle, `5` on our
//! own, `6` with a hand over the basic hand limit (10; 8 at five seats, 6 at six), `7` with one
//! within it, `8` before the last round. With 2 players the two-player variant is played.
//! Prints each seat's win rate with its 95% Wilson interval.

#[path = "common/args.rs"]
mod args;

use std::process::ExitCode;

use bots::arena::{self, Contender, Schedule};
use bots::{Bot, BotGame, Difficulty};
use castle_lords_rules::{Action, Observation, Phase, State};
use rules_core::GameRng;

/// The heuristic with some of its decisions changed, as the seat's letters say.
struct Slips {
    inner: Box<dyn Bot<State>>,
    letters: String,
    percent: u64,
    rng: GameRng,
}

fn step_letter(phase: Phase) -> char {
    match phase {
        Phase::Offer => 'o',
        Phase::Propose { .. } => 'p',
        Phase::Pick => 'k',
        Phase::Main => 'm',
        Phase::Army { .. } => 'a',
        Phase::Reclaim { .. } => 'r',
        Phase::Discard => 'd',
        Phase::Over => 'x',
    }
}

/// Whether an attack on castle `c` meets every digit condition among `letters`.
fn attack_meets(letters: &str, o: &Observation, c: usize) -> bool {
    let holder = o.controller(c);
    let limit = match o.options.players {
        5 => 8,
        6 => 6,
        _ => 10,
    };
    let tests = [
        ('1', o.deck_size > 24),
        ('2', o.deck_size <= 24 && o.deck_size > 0),
        ('3', holder.is_none()),
        ('4', holder.is_some_and(|s| s != o.seat)),
        ('5', holder == Some(o.seat)),
        ('6', o.hand.len() > limit),
        ('7', o.hand.len() <= limit),
        ('8', !o.last_round),
    ];
    tests
        .iter()
        .all(|&(digit, holds)| !letters.contains(digit) || holds)
}

impl Bot<State> for Slips {
    fn choose(&mut self, o: &Observation, legal: &[Action]) -> Action {
        if legal.len() > 1
            && self.letters.contains(step_letter(o.phase))
            && self.rng.next_u64() % 100 < self.percent
        {
            return legal[self.rng.below(legal.len())];
        }
        let chosen = self.inner.choose(o, legal);
        if o.phase != Phase::Main
            || !self.letters.contains('M')
            || self.rng.next_u64() % 100 >= self.percent
        {
            return chosen;
        }
        let attacks: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|a| matches!(a, Action::Attack(_)))
            .collect();
        match chosen {
            Action::Pass if self.letters.contains('E') && !attacks.is_empty() => {
                attacks[self.rng.below(attacks.len())]
            }
            Action::Attack(c)
                if self.letters.contains('L')
                    && legal.contains(&Action::Pass)
                    && attack_meets(&self.letters, o, c as usize) =>
            {
                Action::Pass
            }
            Action::Attack(c) if self.letters.contains('C') && attacks.len() > 1 => {
                let others: Vec<Action> = attacks
                    .iter()
                    .copied()
                    .filter(|a| *a != Action::Attack(c))
                    .collect();
                others[self.rng.below(others.len())]
            }
            _ => chosen,
        }
    }

    fn name(&self) -> String {
        format!("slip:{}@{}", self.letters, self.percent)
    }
}

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("castle_lords_slips: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: Vec<String>) -> Result<(), String> {
    let usage = "usage: castle_lords_slips <rules> <players> <deals> <seed> <threads> <seat> ...";
    let (fixed, seats) = args.split_at_checked(5).ok_or(usage)?;
    let rules = args::rule_set(&fixed[0])?;
    let number = args::number;
    let players = number(&fixed[1])? as usize;
    let (deals, seed, threads) = (number(&fixed[2])?, number(&fixed[3])?, number(&fixed[4])?);
    let options = args::table(players, rules, seats.len(), usage)?;
    let mut contenders = Vec::new();
    for spec in seats {
        let make: Box<dyn Fn(u64) -> Box<dyn Bot<State>> + Sync> =
            if let Some(rest) = spec.strip_prefix("slip:") {
                let (letters, percent) = rest.split_once('@').unwrap_or((rest, "25"));
                let (letters, percent) = (letters.to_string(), number(percent)?);
                Box::new(move |seed| -> Box<dyn Bot<State>> {
                    Box::new(Slips {
                        inner: State::bot(Difficulty::Normal, seed),
                        letters: letters.clone(),
                        percent,
                        rng: GameRng::derived(seed, 0xB1A7),
                    })
                })
            } else {
                let level: Difficulty = spec.parse()?;
                Box::new(move |seed| State::bot(level, seed))
            };
        contenders.push(Contender {
            label: spec.clone(),
            make,
        });
    }
    let schedule = Schedule {
        deals,
        seed,
        threads: threads as usize,
        max_actions: 100_000,
        on_game: None,
    };
    let report = arena::run_contenders::<State>(&options, &contenders, &schedule)?;
    for kind in &report.results {
        println!(
            "{:>14} {:6.1}% [{:.1}%, {:.1}%] of {}",
            kind.kind,
            100.0 * kind.win_rate,
            100.0 * kind.ci95[0],
            100.0 * kind.ci95[1],
            kind.games
        );
    }
    Ok(())
}
