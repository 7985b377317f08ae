//! The match is saved after every decision (and as soon as it is dealt), under its key in the
//! store of saves: a match record (options, seed, every action) with its seats. The store
//! writes atomically, so a crash while saving leaves the last save whole.

use bevy::prelude::*;
use rules_core::{MatchRecord, fingerprint};
use saves::{SavedMatch, SavedSeat};

use crate::{AtTable, MatchSystems, Notice, Session, Source, TableGame, guide};
use rules_core::Game;
use shell::locale::{Locale, Msg};
use shell::saves::{LastMatch, Saves, now};
use shell::screens::{RecordLine, SeatKind, SeatSetup};
use shell::settings::ResultsRecord;

pub(crate) fn add<G: TableGame>(app: &mut App) {
    app.add_systems(
        Update,
        save::<G>
            .in_set(MatchSystems::Apply)
            .after(super::apply::ApplySystems)
            .run_if(
                in_state(AtTable(G::Engine::NAME))
                    .and_eager(resource_exists::<Saves>)
                    .and_eager(Source::local)
                    .and_eager(guide::unguided::<G>),
            ),
    );
    app.add_systems(
        Update,
        tally::<G>
            .in_set(MatchSystems::Apply)
            .after(super::apply::ApplySystems)
            .run_if(
                in_state(AtTable(G::Engine::NAME))
                    .and_eager(Source::local)
                    .and_eager(guide::unguided::<G>),
            ),
    );
}

/// The save of `session`'s match as it stands, stamped `saved`.
pub fn saved_match<G: TableGame>(session: &Session<G>, saved: u64) -> SavedMatch {
    let state = session.engine();
    let over = state.outcome().is_some();
    let options = serde_json::to_value(state.options()).unwrap_or_else(|e| {
        // Options are plain data; this would be a bug in a game's options, worth a line.
        error!("{}'s options do not serialise: {e}", G::Engine::NAME);
        serde_json::Value::Null
    });
    SavedMatch {
        format: saves::FORMAT,
        record: MatchRecord {
            game: G::Engine::NAME.to_string(),
            options,
            seed: session.seed,
            actions: session.actions.iter().map(ToString::to_string).collect(),
            final_state: over.then(|| fingerprint(state)),
        },
        seats: session
            .seats
            .iter()
            .map(|seat| SavedSeat {
                name: seat.name.clone(),
                computer: match seat.kind {
                    SeatKind::Human | SeatKind::Remote => None,
                    SeatKind::Computer(level) => Some(level),
                },
            })
            .collect(),
        started: session.save.started,
        saved,
        over,
    }
}

/// Saves the match whenever it changed: dealt, a decision applied, a decision taken back.
fn save<G: TableGame>(
    session: Res<Session<G>>,
    saves: Res<Saves>,
    mut notice: ResMut<Notice>,
    locale: Res<Locale>,
    mut last_failure: Local<Option<String>>,
) {
    if !session.is_changed() {
        return;
    }
    let save = saved_match(&session, now());
    match saves.0.write(&session.save.key, &save) {
        Ok(()) => *last_failure = None,
        Err(error) => {
            let line = locale.text(&Msg::new("save-failed").with("error", error.to_string()));
            warn!("{line}");
            // Said once, not after every decision.
            if last_failure.as_deref() != Some(line.as_str()) {
                notice.show(line.clone());
                *last_failure = Some(line);
            }
        }
    }
}

/// The person's record: when a match with one person at the screen ends, it counts as played
/// (and won, if the person is among the winners) against its opponents' level; the winner's
/// screen shows the tally.
fn tally<G: TableGame>(
    session: Res<Session<G>>,
    mut record: ResMut<ResultsRecord>,
    mut line: ResMut<RecordLine>,
    mut last: ResMut<LastMatch>,
    mut counted: Local<Option<String>>,
) {
    let Some(outcome) = session.engine().outcome() else {
        return;
    };
    if counted.as_deref() == Some(session.save.key.as_str()) {
        return;
    }
    *counted = Some(session.save.key.clone());
    last.0 = Some(saved_match(&session, now()));
    let Some((person, opponents)) = opposition(&session.seats) else {
        line.0 = None;
        return;
    };
    let tally = record
        .games
        .entry(G::Engine::NAME.to_string())
        .or_default()
        .entry(opponents.clone())
        .or_default();
    tally.played += 1;
    if outcome.winners.contains(&person) {
        tally.won += 1;
    }
    let against = match opponents.as_str() {
        "mixed" => Msg::new("record-against-mixed"),
        level => Msg::new("record-against-level").with("level", Msg::new(format!("level-{level}"))),
    };
    line.0 = Some(
        Msg::new("record-line")
            .with("against", against)
            .with("won", tally.won)
            .with("played", tally.played),
    );
}

/// The one person's seat and their opponents' level in words (`normal`, or `mixed`), for a
/// table of one person and computer players; `None` for any other table.
fn opposition(seats: &[SeatSetup]) -> Option<(usize, String)> {
    let mut people = seats
        .iter()
        .enumerate()
        .filter(|(_, s)| s.kind == SeatKind::Human);
    let (person, _) = people.next()?;
    if people.next().is_some() {
        return None;
    }
    let mut levels = seats.iter().filter_map(|s| match s.kind {
        SeatKind::Computer(level) => Some(level),
        SeatKind::Human | SeatKind::Remote => None,
    });
    let first = levels.next()?;
    Some((
        person,
        if levels.all(|l| l == first) {
            first.to_string()
        } else {
            "mixed".to_string()
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::bots::Difficulty;

    fn seat(kind: SeatKind) -> SeatSetup {
        SeatSetup {
            name: String::new(),
            kind,
        }
    }

    /// The record counts a person's matches against computer players by their level; several
    /// people, or none, are not counted.
    #[test]
    fn a_match_is_counted_against_its_opponents_level() {
        let person = seat(SeatKind::Human);
        let normal = seat(SeatKind::Computer(Difficulty::Normal));
        let hard = seat(SeatKind::Computer(Difficulty::Hard));
        assert_eq!(
            opposition(&[normal.clone(), person.clone(), normal.clone()]),
            Some((1, "normal".into()))
        );
        assert_eq!(
            opposition(&[person.clone(), normal.clone(), hard.clone()]),
            Some((0, "mixed".into()))
        );
        assert_eq!(opposition(&[person.clone(), person.clone()]), None);
        assert_eq!(opposition(&[normal.clone(), hard]), None);
        assert_eq!(opposition(&[person]), None);
    }
}
