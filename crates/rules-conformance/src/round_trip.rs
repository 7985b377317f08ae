//! What a server sends its clients reads back from JSON unchanged: every event as emitted and as
//! each single seat, all seats together and no seat (a spectator) see it, and every seat's
//! observation. Serialising, reading back and serialising again gives the same bytes.

use serde::de::DeserializeOwned;

use super::{Views, json};
use rules_core::{Game, Seat};

/// Checks `events` (those of one step, `at` naming it) and `views` (every seat's observation
/// after it) through JSON and back.
pub(super) fn check_serde_round_trip<G: Game>(
    events: &[G::Event],
    views: &Views<G>,
    at: &str,
) -> Result<(), String> {
    let seats = views.texts.len();
    let everyone: Vec<Seat> = (0..seats).collect();
    for (i, event) in events.iter().enumerate() {
        let emitted = json(event);
        round_trip::<G::Event>(&emitted, || format!("{at}: event {i} as emitted"))?;
        // Most views show the event whole: the same bytes need no second reading.
        let view = |seen: G::Event, who: &dyn Fn() -> String| {
            let text = json(&seen);
            if text == emitted {
                Ok(())
            } else {
                round_trip::<G::Event>(&text, || format!("{at}: event {i} as {} sees it", who()))
            }
        };
        for seat in 0..seats {
            view(G::event_seen_by(event, &[seat]), &|| format!("seat {seat}"))?;
        }
        view(G::event_seen_by(event, &everyone), &|| {
            "every seat together".into()
        })?;
        view(G::event_seen_by(event, &[]), &|| "a spectator".into())?;
    }
    for (seat, text) in views.texts.iter().enumerate() {
        round_trip::<G::Observation>(text, || format!("{at}: seat {seat}'s observation"))?;
    }
    Ok(())
}

/// `text`, a value's JSON, read back as a `T` and serialised again gives the same bytes; `what`
/// names the value.
fn round_trip<T: serde::Serialize + DeserializeOwned>(
    text: &str,
    what: impl Fn() -> String,
) -> Result<(), String> {
    let back: T = serde_json::from_str(text)
        .map_err(|e| format!("{} does not read back from JSON ({e}): {text}", what()))?;
    let again = json(&back);
    if again == text {
        Ok(())
    } else {
        Err(format!(
            "{} changes through JSON: {text} reads back as {again}",
            what()
        ))
    }
}
