//! The property suite every engine passes. Each random game is played to its end, and after
//! every action the suite checks what the [`Game`] trait promises:
//!
//! - the invariants hold (`invariant_violations` is empty);
//! - while the game goes on the legal list is not empty, and every listed action is accepted;
//! - an action that is not listed (drawn from the engine's whole action space, or one that was
//!   legal somewhere else in the game) is refused, names its rule (`RuleViolation::rule`), and
//!   leaves the state as it was, byte for byte;
//! - every action's notation reads back as the same action;
//! - no observation leaks: for every seat, a state dealt at random from its observation
//!   (`determinize`) gives that seat the same observation, and so does a second such state —
//!   two states that differ only in cards the seat cannot see look the same to it; the samples
//!   do vary the hidden cards;
//! - a spectator's observation (`observe_public`) shows the table every seat sees, and of each
//!   hand only cards every other seat knows to be there; states dealt from it keep the
//!   invariants and the hands' sizes;
//! - every event (as emitted, and as each seat, all seats and no seat see it) and every seat's
//!   observation read back from JSON unchanged;
//! - a step none of whose events is an undo barrier can be taken back exactly and safely: the
//!   match replayed without it is the state before it (every such step of a match's first
//!   `REPLAY_EVERY_STEP_UNTIL` actions, more sparsely after), and it shows no seat anything
//!   hidden or left to chance (see `undo`).
//!
//! At the end of each game: replaying the same options, seed and actions gives byte-identical
//! states and events after every action; the match record survives JSON and replays to the
//! same final state; the options survive JSON; the table is one its registry entry lists.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

use super::round_trip::check_serde_round_trip;
use super::undo::{check_barrierless_step_reveals_nothing, check_replay_before_step};
use super::{Views, json};
use rules_core::{
    Game, GameRng, MatchRecord, RuleViolation, Seat, Status, fingerprint, play_record,
    record_match, undo,
};

/// What [`check_game`] plays: the tables of one game and the engine's own action generator.
pub struct Suite<G: Game> {
    /// Every table to play: each player count, rule set and variant the game has.
    pub tables: Vec<G::Options>,
    /// An action drawn from the whole action space of the game as set up in the state given,
    /// legal or not (wrong cards, seats beyond the table, decisions of other phases).
    pub any_action: fn(&G, &mut GameRng) -> G::Action,
    /// A random game not over after this many actions fails the suite.
    pub max_actions: usize,
    /// Games played per table (proptest's `PROPTEST_CASES`, when set, overrides it).
    pub games_per_table: u32,
}

/// How many not-listed actions are tried after each action.
const REFUSALS_PER_ACTION: usize = 6;

/// Observations are checked every this many actions (each check determinizes twice per seat).
const OBSERVE_EVERY: usize = 5;

/// A step that is no undo barrier is replayed from the start at every action until this many,
/// then at one action in every `actions / REPLAY_EVERY_STEP_UNTIL`: a replay costs the whole
/// match so far, and this keeps a long match's checks linear in its length.
const REPLAY_EVERY_STEP_UNTIL: usize = 2000;

/// Runs the suite: `games_per_table` random games (seeds chosen by proptest, which shrinks a
/// failing one) on each of `suite.tables`. Panics, failing the calling test, with the table,
/// the seed and the broken promise.
pub fn check_game<G: Game>(suite: &Suite<G>) {
    assert!(!suite.tables.is_empty(), "{}: no table to check", G::NAME);
    let per_table = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(suite.games_per_table);
    for options in &suite.tables {
        let mut runner = TestRunner::new(Config {
            cases: per_table,
            failure_persistence: None,
            ..Config::default()
        });
        runner
            .run(&any::<u64>(), |seed| {
                check_one_game(suite, options, seed).map_err(TestCaseError::fail)
            })
            .unwrap_or_else(|e| panic!("{} {}: {e}", G::NAME, json(options)));
    }
}

/// One state after one action, as the determinism check compares them.
struct Step {
    state: String,
    events: String,
}

fn check_one_game<G: Game>(
    suite: &Suite<G>,
    options: &G::Options,
    seed: u64,
) -> Result<(), String> {
    check_table::<G>(options)?;
    let mut events = Vec::new();
    let mut game = G::new_game(options, seed, &mut events).map_err(|e| format!("setup: {e}"))?;
    let mut steps = vec![Step {
        state: json(&game),
        events: json(&events),
    }];
    let mut views = Views::of(&game);
    check_serde_round_trip::<G>(&events, &views, "setup")?;
    let mut rng = GameRng::derived(seed, 0xC0F);
    // The undo checks draw their samples from their own generator, so that the playouts stay
    // those the other checks always played.
    let mut undo_rng = GameRng::derived(seed, 0x0DD);
    let mut next_replay = 0;
    let mut legal = Vec::new();
    let mut seen: Vec<G::Action> = Vec::new();
    let mut history = Vec::new();
    let mut varied = false;
    while let Status::Decision(seat) = game.status() {
        let at = history.len();
        if at >= suite.max_actions {
            return Err(format!("not over after {at} actions"));
        }
        game.legal_actions(&mut legal);
        if legal.is_empty() {
            return Err(format!(
                "action {at}: seat {seat} decides but nothing is legal"
            ));
        }
        for action in &legal {
            check_notation::<G>(action)?;
            if !seen.contains(action) {
                seen.push(action.clone());
            }
        }
        check_listed_accepted(&game, &legal, at)?;
        for i in 0..REFUSALS_PER_ACTION {
            let candidate = if i % 2 == 0 || seen.is_empty() {
                (suite.any_action)(&game, &mut rng)
            } else {
                seen[rng.below(seen.len())].clone()
            };
            if !legal.contains(&candidate) {
                check_refused(&game, &candidate, at)?;
            }
        }
        if at % OBSERVE_EVERY == 0 {
            varied |= check_observations(&game, &mut rng, at)?;
            check_public_observation(&game, at)?;
        }
        let action = legal[rng.below(legal.len())].clone();
        events.clear();
        game.apply(&action, &mut events)
            .map_err(|e| format!("action {at} '{action}': listed but refused: {e}"))?;
        let violations = game.invariant_violations();
        if !violations.is_empty() {
            return Err(format!("after action {at} '{action}': {violations:?}"));
        }
        check_seen_by_all(&game, &events, at)?;
        let step = format!("action {at} '{action}' by seat {seat}");
        let views_before = std::mem::replace(&mut views, Views::of(&game));
        check_serde_round_trip::<G>(&events, &views, &step)?;
        if !undo::Step::of::<G>(seat, &events).barrier {
            if at >= next_replay {
                check_replay_before_step::<G>(options, seed, &history, &steps[at].state, &step)?;
                next_replay = at + (at / REPLAY_EVERY_STEP_UNTIL).max(1);
            }
            check_barrierless_step_reveals_nothing(
                &views_before,
                &views,
                seat,
                &action,
                &mut undo_rng,
                &step,
            )?;
        }
        steps.push(Step {
            state: json(&game),
            events: json(&events),
        });
        history.push(action);
    }
    let mut after = Vec::new();
    game.legal_actions(&mut after);
    if !after.is_empty() {
        return Err(format!(
            "the game is over but {} actions are legal",
            after.len()
        ));
    }
    check_replay::<G>(options, seed, &history, &steps)?;
    check_record::<G>(options, seed, &history, &game)?;
    if !varied && history.len() > 2 * OBSERVE_EVERY {
        return Err("determinize never dealt a hidden card differently".into());
    }
    Ok(())
}

/// Every seat together sees every card of an event: hiding works per seat, and never loses what
/// happened (a table of all the seats shows the event itself).
fn check_seen_by_all<G: Game>(game: &G, events: &[G::Event], at: usize) -> Result<(), String> {
    let everyone: Vec<Seat> = (0..game.num_players()).collect();
    for event in events {
        if json(&G::event_seen_by(event, &everyone)) != json(event) {
            return Err(format!(
                "action {at}: {event:?} seen by every seat is not the event itself"
            ));
        }
    }
    Ok(())
}

/// The options survive JSON, and the table is one the game's registry entry ([`Game::INFO`]),
/// named as the game, lists.
fn check_table<G: Game>(options: &G::Options) -> Result<(), String> {
    let text = json(options);
    let back: G::Options =
        serde_json::from_str(&text).map_err(|e| format!("options do not read back: {e}"))?;
    if json(&back) != text {
        return Err(format!(
            "options changed through JSON: {text} → {}",
            json(&back)
        ));
    }
    let info = G::INFO;
    if info.name != G::NAME {
        return Err(format!("the registry entry is named '{}'", info.name));
    }
    let players = G::new_game(options, 0, &mut Vec::new())
        .map_err(|e| format!("setup: {e}"))?
        .num_players();
    if !info.all_seats().any(|s| s == players) {
        return Err(format!(
            "{players} seats, which the game's registry entry does not list"
        ));
    }
    Ok(())
}

fn check_notation<G: Game>(action: &G::Action) -> Result<(), String> {
    let text = action.to_string();
    match text.parse::<G::Action>() {
        Ok(back) if &back == action => Ok(()),
        Ok(back) => Err(format!("'{text}' reads back as '{back}'")),
        Err(e) => Err(format!("'{text}' does not read back: {e}")),
    }
}

fn check_listed_accepted<G: Game>(game: &G, legal: &[G::Action], at: usize) -> Result<(), String> {
    for action in legal {
        let mut copy = game.clone();
        if let Err(e) = copy.apply(action, &mut Vec::new()) {
            return Err(format!(
                "action {at}: '{action}' is listed but refused: {e}"
            ));
        }
    }
    Ok(())
}

fn check_refused<G: Game>(game: &G, action: &G::Action, at: usize) -> Result<(), String> {
    let before = json(game);
    let mut copy = game.clone();
    let mut events = Vec::new();
    match copy.apply(action, &mut events) {
        Ok(()) => Err(format!(
            "action {at}: '{action}' is not listed but accepted"
        )),
        Err(e) if e.rule().is_empty() || e.to_string().trim().is_empty() => Err(format!(
            "action {at}: '{action}' refused without a rule or a message: {e:?}"
        )),
        Err(e) if json(&copy) != before || !events.is_empty() => Err(format!(
            "action {at}: '{action}' refused ({}) but the state or events changed",
            e.rule()
        )),
        Err(_) => Ok(()),
    }
}

/// Checks every seat's observation against two states dealt from it; tells whether a sample
/// differed from the real state (so that the hidden cards really are dealt anew).
fn check_observations<G: Game>(game: &G, rng: &mut GameRng, at: usize) -> Result<bool, String> {
    let real = json(game);
    let mut varied = false;
    for seat in 0..game.num_players() {
        let observation = game.observe(seat);
        let seen = json(&observation);
        for _ in 0..2 {
            let sample = G::determinize(&observation, rng);
            if json(&sample.observe(seat)) != seen {
                return Err(format!(
                    "action {at}: seat {seat} sees a state dealt from its observation differently"
                ));
            }
            let violations = sample.invariant_violations();
            if !violations.is_empty() {
                return Err(format!(
                    "action {at}: a sample for seat {seat}: {violations:?}"
                ));
            }
            varied |= json(&sample) != real;
        }
    }
    Ok(varied)
}

/// The observation fields that depend on the observing seat: the seat and what it holds or
/// knows of hands. Every other field is the table every seat sees.
const SEAT_FIELDS: [&str; 3] = ["seat", "hand", "known_hands"];

/// Checks the spectator's observation: it shows what every seat's observation shows of the
/// table, of each hand only the cards every other seat knows to be there (its `hand` being
/// that part of seat 0's), and a state dealt from it keeps the invariants and every hand's
/// size. Its own generator, so that the playouts stay those the other checks always played.
fn check_public_observation<G: Game>(game: &G, at: usize) -> Result<(), String> {
    let value = |o: &G::Observation| serde_json::to_value(o).expect("observations serialize");
    let public = game.observe_public();
    let public_value = value(&public);
    let table = |v: &serde_json::Value| {
        let mut v = v.clone();
        if let Some(fields) = v.as_object_mut() {
            SEAT_FIELDS.iter().for_each(|f| {
                fields.remove(*f);
            });
        }
        v
    };
    let cards = |v: &serde_json::Value| -> Vec<String> {
        let mut cards: Vec<String> = (v.as_array().into_iter().flatten())
            .map(|c| c.to_string())
            .collect();
        cards.sort();
        cards
    };
    let known = |v: &serde_json::Value, holder: usize| cards(&v["known_hands"][holder]);
    if public_value["hand"] != public_value["known_hands"][0] {
        return Err(format!(
            "action {at}: the spectator's hand is not the public part of seat 0's"
        ));
    }
    for viewer in 0..game.num_players() {
        let seen = value(&game.observe(viewer));
        if table(&seen) != table(&public_value) {
            return Err(format!(
                "action {at}: the spectator sees another table than seat {viewer}"
            ));
        }
        for holder in (0..game.num_players()).filter(|&h| h != viewer) {
            let mut left = known(&seen, holder);
            for card in known(&public_value, holder) {
                let Some(i) = left.iter().position(|c| *c == card) else {
                    return Err(format!(
                        "action {at}: the spectator sees {card} in seat {holder}'s hand, which \
                         seat {viewer} does not know"
                    ));
                };
                left.remove(i);
            }
        }
    }
    let mut rng = GameRng::derived(at as u64, 0x5BEC);
    let sample = G::determinize(&public, &mut rng);
    let violations = sample.invariant_violations();
    if !violations.is_empty() {
        return Err(format!(
            "action {at}: a sample for the spectator: {violations:?}"
        ));
    }
    if value(&sample.observe(0))["hand_sizes"] != public_value["hand_sizes"] {
        return Err(format!(
            "action {at}: a sample for the spectator deals other hand sizes"
        ));
    }
    Ok(())
}

/// Replays the game from its options, seed and actions: the same states and events after every
/// action, byte for byte.
fn check_replay<G: Game>(
    options: &G::Options,
    seed: u64,
    history: &[G::Action],
    steps: &[Step],
) -> Result<(), String> {
    let mut events = Vec::new();
    let mut game = G::new_game(options, seed, &mut events).map_err(|e| format!("setup: {e}"))?;
    let compare = |at: &str, game: &G, events: &[G::Event], step: &Step| {
        if json(game) != step.state {
            Err(format!("replay: the state after {at} differs"))
        } else if json(events) != step.events {
            Err(format!("replay: the events of {at} differ"))
        } else {
            Ok(())
        }
    };
    compare("setup", &game, &events, &steps[0])?;
    for (i, action) in history.iter().enumerate() {
        events.clear();
        game.apply(action, &mut events)
            .map_err(|e| format!("replay: action {i} '{action}' refused: {e}"))?;
        compare(&format!("action {i}"), &game, &events, &steps[i + 1])?;
    }
    Ok(())
}

/// The match record survives JSON and replays to the same final state.
fn check_record<G: Game>(
    options: &G::Options,
    seed: u64,
    history: &[G::Action],
    game: &G,
) -> Result<(), String> {
    let record = record_match(options, seed, history, game);
    let text = json(&record);
    let back: MatchRecord<G::Options> =
        serde_json::from_str(&text).map_err(|e| format!("the record does not read back: {e}"))?;
    let replayed = play_record::<G>(&back).map_err(|e| format!("the record: {e}"))?;
    if fingerprint(&replayed) != fingerprint(game) {
        return Err("the record replays to another state".into());
    }
    Ok(())
}
