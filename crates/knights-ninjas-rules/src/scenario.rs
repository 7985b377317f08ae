//! Scenario files: a starting position (or a seed), actions in the text notation, and
//! expectations checked along the way. The format is documented in
//! `docs/scenario-format.md` (section "Of Knights and Ninjas").

use std::collections::BTreeMap;

use rules_core::scenario::expect_eq;
use rules_core::{Failure, Game, GameRng, Report, RuleViolation, ScenarioError, Seat, Status};
use serde::Deserialize;

use crate::action::Action;
use crate::cards::{Card, Cards};
use crate::events::Event;
use crate::options::Options;
use crate::state::{Kingdom, Phase, State};

/// The game's name in scenario files.
pub const GAME: &str = "knights-ninjas";

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Scenario {
    game: String,
    name: String,
    description: String,
    #[serde(default)]
    options: Option<Options>,
    #[serde(default)]
    seed: u64,
    #[serde(default)]
    position: Option<Position>,
    /// Checked before the first step.
    #[serde(default)]
    start: Option<Expect>,
    #[serde(default)]
    steps: Vec<Step>,
    #[serde(default)]
    expect: Option<Expect>,
}

/// A position to start from, at the turn's choice of `turn` (after their draw), or before their
/// turn begins with `begin_turn`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Position {
    turn: Seat,
    #[serde(default)]
    begin_turn: bool,
    #[serde(default)]
    first_turn: bool,
    hands: Vec<Vec<Card>>,
    #[serde(default)]
    kingdoms: Option<Vec<Kingdom>>,
    /// The whole deck, top card first; omitted: every card not placed elsewhere, shuffled.
    #[serde(default)]
    deck: Option<Vec<Card>>,
    /// With an omitted deck: these cards on top (first drawn first), the rest below.
    #[serde(default)]
    deck_top: Vec<Card>,
    /// The discard pile, bottom first; omitted with a given deck: every card not placed.
    #[serde(default)]
    discard: Option<Vec<Card>>,
    #[serde(default)]
    reshuffles: Option<u32>,
    #[serde(default)]
    target: Option<u8>,
}

/// One step: an action, optionally with the rule that must refuse it, or expectations to
/// check after it.
type Step = rules_core::scenario::Step<Expect>;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MotionExpect {
    from: Seat,
    to: Seat,
    gems: u8,
}

/// Expectations, each optional.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct Expect {
    decision: Option<Seat>,
    phase: Option<String>,
    turn: Option<Seat>,
    hands: Option<BTreeMap<String, Vec<Card>>>,
    hand_sizes: Option<Vec<usize>>,
    gems: Option<Vec<u8>>,
    kingdoms: Option<BTreeMap<String, Kingdom>>,
    target: Option<u8>,
    reshuffles: Option<u32>,
    deck_size: Option<usize>,
    discard: Option<Vec<Card>>,
    moving: Option<Option<MotionExpect>>,
    rival: Option<Option<Seat>>,
    winner: Option<Seat>,
    over: Option<bool>,
    legal_includes: Option<Vec<String>>,
    #[serde(alias = "not_legal")]
    legal_excludes: Option<Vec<String>>,
    legal_exactly: Option<Vec<String>>,
    sees: Option<BTreeMap<String, serde_json::Value>>,
    events: Option<Vec<String>>,
}

fn malformed(why: impl std::fmt::Display) -> ScenarioError {
    ScenarioError::Malformed(why.to_string())
}

/// Runs a scenario file: sets up its position, applies its steps, checks its expectations.
pub fn run_scenario(json: &str) -> Result<Report, ScenarioError> {
    let scenario: Scenario = serde_json::from_str(json).map_err(malformed)?;
    if scenario.game != GAME {
        return Err(malformed(format!(
            "the scenario is for game '{}', not '{GAME}'",
            scenario.game
        )));
    }
    if scenario.description.trim().is_empty() {
        return Err(malformed("the scenario needs a description"));
    }
    let mut events = Vec::new();
    let mut state = match &scenario.position {
        Some(position) => {
            let options = scenario
                .options
                .clone()
                .unwrap_or_else(|| Options::players(position.hands.len()));
            build(position, &options, scenario.seed, &mut events)?
        }
        None => {
            let options = scenario.options.clone().unwrap_or_default();
            State::new_game(&options, scenario.seed, &mut events)
                .map_err(|e| malformed(format!("options: {e}")))?
        }
    };
    let mut failures = Vec::new();
    let mut checked = 0;
    if let Some(expect) = &scenario.start {
        check(expect, &state, &events, None, &mut failures, &mut checked)?;
        // Tell them apart from the final expectations, which are also after no step.
        for f in &mut failures {
            f.what = format!("start {}", f.what);
        }
    }
    for (i, step) in scenario.steps.iter().enumerate() {
        let (text, error, expect) = (step.action(), step.error(), step.expect());
        let (seat, action_text) = split_seat(text);
        let action: Action = action_text
            .parse()
            .map_err(|e| malformed(format!("step {i}: {e}")))?;
        if let Some(seat) = seat {
            let actual = match state.status() {
                Status::Decision(s) => Some(s),
                Status::Over(_) => None,
            };
            let before = failures.len();
            expect_eq(
                &mut failures,
                &mut checked,
                Some(i),
                "decision",
                &Some(seat),
                &actual,
            );
            if failures.len() > before {
                // Applying another seat's action would only pile up unrelated failures.
                return Ok(report(&scenario, i, checked, failures));
            }
        }
        events.clear();
        let before = state.clone();
        match (state.apply(&action, &mut events), error) {
            (Ok(()), None) => {}
            (Ok(()), Some(rule)) => failures.push(Failure {
                step: Some(i),
                what: "error".into(),
                expected: rule.into(),
                actual: "accepted".into(),
            }),
            (Err(e), Some(rule)) => {
                rules_core::scenario::expect_refusal(
                    &mut failures,
                    &mut checked,
                    Some(i),
                    rule,
                    e.rule(),
                );
                let unchanged = state == before;
                expect_eq(
                    &mut failures,
                    &mut checked,
                    Some(i),
                    "unchanged",
                    &true,
                    &unchanged,
                );
            }
            (Err(e), None) => {
                return Err(ScenarioError::Illegal {
                    step: i,
                    action: text.to_string(),
                    rule: e.rule().to_string(),
                    message: e.to_string(),
                });
            }
        }
        for v in state.invariant_violations() {
            failures.push(Failure {
                step: Some(i),
                what: "invariants".into(),
                expected: "none violated".into(),
                actual: v,
            });
        }
        if let Some(expect) = expect {
            check(
                expect,
                &state,
                &events,
                Some(i),
                &mut failures,
                &mut checked,
            )?;
        }
    }
    if let Some(expect) = &scenario.expect {
        check(expect, &state, &events, None, &mut failures, &mut checked)?;
    }
    Ok(report(&scenario, scenario.steps.len(), checked, failures))
}

fn report(scenario: &Scenario, steps: usize, checked: usize, failures: Vec<Failure>) -> Report {
    Report {
        name: scenario.name.clone(),
        steps,
        checked,
        failures,
    }
}

/// `"2: respond KING"` → (Some(2), "respond KING").
fn split_seat(text: &str) -> (Option<Seat>, &str) {
    if let Some((head, rest)) = text.split_once(':')
        && let Ok(seat) = head.trim().parse::<Seat>()
    {
        return (Some(seat), rest.trim());
    }
    (None, text.trim())
}

fn seat_key(key: &str, n: usize, what: &str) -> Result<Seat, ScenarioError> {
    match key.parse::<Seat>() {
        Ok(s) if s < n => Ok(s),
        _ => Err(malformed(format!(
            "{what}: '{key}' is not a seat of this table"
        ))),
    }
}

fn check(
    e: &Expect,
    state: &State,
    events: &[Event],
    step: Option<usize>,
    failures: &mut Vec<Failure>,
    checked: &mut usize,
) -> Result<(), ScenarioError> {
    let n = state.players();
    let mut eq = |what: &str, expected: &dyn std::fmt::Debug, actual: &dyn std::fmt::Debug| {
        *checked += 1;
        let (expected, actual) = (format!("{expected:?}"), format!("{actual:?}"));
        if expected != actual {
            failures.push(Failure {
                step,
                what: what.to_string(),
                expected,
                actual,
            });
        }
    };
    if let Some(seat) = e.decision {
        let actual = match state.status() {
            Status::Decision(s) => Some(s),
            Status::Over(_) => None,
        };
        eq("decision", &Some(seat), &actual);
    }
    if let Some(phase) = &e.phase {
        eq("phase", phase, &state.phase().name());
    }
    if let Some(turn) = e.turn {
        eq("turn", &turn, &state.turn());
    }
    if let Some(hands) = &e.hands {
        for (key, cards) in hands {
            let seat = seat_key(key, n, "expect.hands")?;
            let expected: Cards = cards.iter().copied().collect();
            eq(&format!("hands[{seat}]"), &expected, state.hand(seat));
        }
    }
    if let Some(sizes) = &e.hand_sizes {
        let actual: Vec<usize> = (0..n).map(|s| state.hand(s).len()).collect();
        eq("hand_sizes", sizes, &actual);
    }
    if let Some(gems) = &e.gems {
        let actual: Vec<u8> = state.kingdoms().iter().map(|k| k.gems).collect();
        eq("gems", gems, &actual);
    }
    if let Some(kingdoms) = &e.kingdoms {
        for (key, kingdom) in kingdoms {
            let seat = seat_key(key, n, "expect.kingdoms")?;
            eq(&format!("kingdoms[{seat}]"), kingdom, state.kingdom(seat));
        }
    }
    if let Some(target) = e.target {
        eq("target", &target, &state.target());
    }
    if let Some(r) = e.reshuffles {
        eq("reshuffles", &r, &state.reshuffles());
    }
    if let Some(size) = e.deck_size {
        eq("deck_size", &size, &state.deck().len());
    }
    if let Some(discard) = &e.discard {
        eq("discard", discard, &state.discard());
    }
    if let Some(moving) = &e.moving {
        let expected = moving.as_ref().map(|m| (m.from, m.to, m.gems));
        let actual = state.motion().map(|m| (m.from, m.to, m.gems));
        eq("moving", &expected, &actual);
    }
    if let Some(rival) = e.rival {
        eq("rival", &rival, &state.attack().map(|a| a.defender));
    }
    if let Some(w) = e.winner {
        let actual = match state.status() {
            Status::Over(o) => o.winners,
            Status::Decision(_) => Vec::new(),
        };
        eq("winner", &vec![w], &actual);
    }
    if let Some(over) = e.over {
        eq("over", &over, &(state.phase() == Phase::Over));
    }
    if let Some(names) = &e.events {
        // The named events must occur in this order among the step's events.
        let all: Vec<String> = events.iter().map(|e| e.name().to_string()).collect();
        let mut rest = all.iter();
        let in_order = names.iter().all(|name| rest.any(|got| got == name));
        eq("events", names, if in_order { names } else { &all });
    }
    rules_core::scenario::Common {
        legal_includes: e.legal_includes.as_deref(),
        legal_excludes: e.legal_excludes.as_deref(),
        legal_exactly: e.legal_exactly.as_deref(),
        sees: e.sees.as_ref(),
    }
    .check(state, step, failures, checked)?;
    Ok(())
}

/// Sets up a position, refusing one that does not add up.
fn build(
    p: &Position,
    options: &Options,
    seed: u64,
    events: &mut Vec<Event>,
) -> Result<State, ScenarioError> {
    options
        .validate()
        .map_err(|e| malformed(format!("options: {e}")))?;
    let n = options.players;
    let components = options.components();
    if p.hands.len() != n {
        return Err(malformed(format!(
            "position.hands: {} hands for {n} players",
            p.hands.len()
        )));
    }
    if p.turn >= n {
        return Err(malformed(format!(
            "position.turn: no seat {} at a table of {n}",
            p.turn
        )));
    }
    let kingdoms = match &p.kingdoms {
        Some(k) if k.len() != n => {
            return Err(malformed(format!(
                "position.kingdoms: {} kingdoms for {n} players",
                k.len()
            )));
        }
        Some(k) => k.clone(),
        None => vec![
            Kingdom {
                gems: components.gems_per_player(),
                ..Kingdom::default()
            };
            n
        ],
    };
    for (s, k) in kingdoms.iter().enumerate() {
        for (role, slot, name) in [
            (Card::Castle, k.castle, "castle"),
            (Card::Archer, k.archer, "archer"),
            (Card::Minstrel, k.minstrel, "minstrel"),
        ] {
            if let Some(card) = slot
                && card != role
                && card != Card::Jester
            {
                return Err(malformed(format!(
                    "position.kingdoms[{s}].{name}: holds {role} or JESTER, not {card}"
                )));
            }
        }
    }
    if kingdoms[p.turn].minstrel.is_some() && !p.begin_turn {
        return Err(malformed(format!(
            "position.kingdoms[{}].minstrel: the Minstrel leaves at the start of its owner's turn; use begin_turn to start before it",
            p.turn
        )));
    }
    let owned: u32 = kingdoms.iter().map(|k| k.gems as u32).sum();
    let in_play = components.gems_per_player() as u32 * n as u32;
    if owned != in_play {
        return Err(malformed(format!(
            "position.kingdoms: the gems add up to {owned}, but {in_play} are in play ({} per player)",
            components.gems_per_player()
        )));
    }

    let (reshuffles, target) = match (p.reshuffles, p.target) {
        (Some(r), Some(t)) if components.target_after(r) != t => {
            return Err(malformed(format!(
                "position.target: {t} does not follow {r} reshuffles (that gives {})",
                components.target_after(r)
            )));
        }
        (Some(r), _) => (r, components.target_after(r)),
        (None, Some(t)) if t < components.target_minimum() || t > components.target_start() => {
            return Err(malformed(format!(
                "position.target: {t} is outside {}..={}",
                components.target_minimum(),
                components.target_start()
            )));
        }
        (None, Some(t)) => ((components.target_start() - t) as u32, t),
        (None, None) => (0, components.target_start()),
    };

    let mut placed = Cards::new();
    let mut place = |c: Card| placed.add(c);
    p.hands.iter().flatten().copied().for_each(&mut place);
    for k in &kingdoms {
        [k.castle, k.archer, k.minstrel]
            .into_iter()
            .flatten()
            .for_each(&mut place);
    }
    p.deck.iter().flatten().copied().for_each(&mut place);
    p.deck_top.iter().copied().for_each(&mut place);
    p.discard.iter().flatten().copied().for_each(&mut place);
    let full = components.full_deck();
    let excess: Vec<String> = Card::ALL
        .iter()
        .filter(|c| placed.count(**c) > full.count(**c))
        .map(|c| format!("{} {c} (the game has {})", placed.count(*c), full.count(*c)))
        .collect();
    if !excess.is_empty() {
        return Err(malformed(format!(
            "position: more cards placed than exist: {}",
            excess.join(", ")
        )));
    }
    let mut rest = full;
    rest.remove_all(&placed);

    let mut rng = GameRng::new(seed);
    let (deck, discard) = match (&p.deck, &p.discard) {
        (Some(_), _) if !p.deck_top.is_empty() => {
            return Err(malformed("position.deck_top: only with an omitted deck"));
        }
        (Some(deck), Some(discard)) => {
            if !rest.is_empty() {
                return Err(malformed(format!(
                    "position: the cards do not add up; not placed anywhere: {:?}",
                    rest
                )));
            }
            (deck.iter().rev().copied().collect(), discard.clone())
        }
        (Some(deck), None) => (deck.iter().rev().copied().collect(), rest.iter().collect()),
        (None, discard) => {
            let mut below: Vec<Card> = rest.iter().collect();
            rng.shuffle(&mut below);
            below.extend(p.deck_top.iter().rev());
            (below, discard.clone().unwrap_or_default())
        }
    };

    let hands: Vec<Cards> = p
        .hands
        .iter()
        .map(|h| h.iter().copied().collect())
        .collect();
    let mut state = State::blank(options.clone(), rng, deck, hands);
    state.kingdoms = kingdoms;
    state.discard = discard;
    state.reshuffles = reshuffles;
    state.target = target;
    state.first_turn = p.first_turn;
    state.turn = p.turn;
    if p.begin_turn {
        state.begin_turn(p.turn, events);
    }
    Ok(state)
}

#[cfg(test)]
mod tests;
