//! Taking a step back is exact and safe, for every step that closes no way back (no event of
//! it is a barrier, [`Game::is_undo_barrier`]):
//!
//! - the match replayed without it ([`replay_prefix`]) is the state before it, byte for byte;
//! - it teaches no seat anything hidden, nor anything chance decided: from any state dealt from
//!   what a seat saw before it (`determinize`), the same action shows that seat the same table
//!   after it. A step that drew, shuffled, took a card at random or showed a hidden card would
//!   show the seat something else in some such state, so it must be a barrier.

use serde_json::Value;

use super::{Views, json};
use rules_core::undo::replay_prefix;
use rules_core::{Game, GameRng, Seat, Status};

/// The match replayed from `options` and `seed` through `before` (every action before the
/// step) is `state_before`, the state's JSON as it was before the step.
pub(super) fn check_replay_before_step<G: Game>(
    options: &G::Options,
    seed: u64,
    before: &[G::Action],
    state_before: &str,
    at: &str,
) -> Result<(), String> {
    let replayed = replay_prefix::<G>(options, seed, before)
        .map_err(|e| format!("{at}: no barrier, but the match before it does not replay: {e}"))?;
    if json(&replayed) == state_before {
        Ok(())
    } else {
        Err(format!(
            "{at}: no barrier, but the match replayed without it is not the state before it"
        ))
    }
}

/// `seat` applied `action` to a state every seat saw as `before`, and every seat sees the
/// result as `after`; no event of it is a barrier. Each seat must see the same after the same
/// action in a state dealt from its view before.
pub(super) fn check_barrierless_step_reveals_nothing<G: Game>(
    before: &Views<G>,
    after: &Views<G>,
    seat: Seat,
    action: &G::Action,
    rng: &mut GameRng,
    at: &str,
) -> Result<(), String> {
    for (viewer, view) in before.observations.iter().enumerate() {
        let mut sample = G::determinize(view, rng);
        let mut events = Vec::new();
        // A state in which the action is refused (it plays a card this seat could not see
        // and the sample dealt elsewhere) checks nothing.
        if sample.status() != Status::Decision(seat) || sample.apply(action, &mut events).is_err() {
            continue;
        }
        let real = &after.texts[viewer];
        let seen = json(&sample.observe(viewer));
        if &seen != real {
            return Err(format!(
                "{at}: no event is a barrier, yet seat {viewer} learns something hidden or left \
                 to chance: after the same action in a state dealt from what it saw before \
                 (events {}), it sees otherwise; fields real vs dealt: {}",
                json(&events),
                differing_fields(real, &seen)
            ));
        }
    }
    Ok(())
}

/// The top-level fields in which two JSON objects differ.
fn differing_fields(a: &str, b: &str) -> String {
    let parse = |t: &str| serde_json::from_str::<Value>(t).unwrap_or(Value::Null);
    match (parse(a), parse(b)) {
        (Value::Object(a), Value::Object(b)) => a
            .iter()
            .filter(|(k, v)| b.get(*k) != Some(*v))
            .map(|(k, v)| format!("{k}: {v} vs {}", b.get(k).unwrap_or(&Value::Null)))
            .collect::<Vec<_>>()
            .join("; "),
        _ => format!("{a} vs {b}"),
    }
}
