//! How a match comes to the table: a new deal of the setup's seats, or a saved match put back as
//! it was (its record replayed through the engine). Either way the table is laid from the
//! events the people at this screen saw, and a match put back arrives settled: nothing flies,
//! nothing flashes.

use bevy::prelude::*;
use rules_core::Seat;

use super::bots;
use super::jump::{Replayed, replay};
use crate::Engine;
use crate::animation::Settle;
use crate::guide::{GuideBook, Guided};
use crate::{Action, Options};
use crate::{
    Interlude, SaveSlot, Seating, Seen, Session, Source, TableEvent, TableGame, Viewer, handoff,
    seats_at_screen,
};
use rules_core::Game;
use shell::locale::{Locale, Msg};
use shell::saves::{MatchStart, SaveProblems, Saves, now};
use shell::screens::{MatchSetup, RecordLine, Screen, SeatKind, SeatSetup};

/// The set of the system that starts a match: a game's own start-up systems (spawning its
/// table) run after it, when the [`Session`] exists.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct StartMatch;

/// The seats of a save, as the setup would have them.
fn seats_of(save: &saves::SavedMatch) -> Vec<SeatSetup> {
    save.seats
        .iter()
        .map(|seat| SeatSetup {
            name: seat.name.clone(),
            kind: seat.computer.map_or(SeatKind::Human, SeatKind::Computer),
        })
        .collect()
}

/// A saved match of `G`, put back: its seats, seed, actions and the replay. An error says what
/// is wrong with the save.
fn resume<G: TableGame>(
    save: &saves::SavedMatch,
) -> Result<(Vec<SeatSetup>, u64, Vec<Action<G>>, Replayed<G>), Msg> {
    let record = save
        .record_of::<Engine<G>>()
        .map_err(|e| shell::saves::save_fault(&e).0)?;
    let seats = seats_of(save);
    let mut actions = Vec::with_capacity(record.actions.len());
    for (index, text) in record.actions.iter().enumerate() {
        let action: Action<G> =
            text.parse()
                .map_err(|e: <Action<G> as std::str::FromStr>::Err| {
                    Msg::new("record-bad-notation")
                        .with("game", Msg::new(format!("game-{}", G::Engine::NAME)))
                        .with("decision", index + 1)
                        .with("action", text.clone())
                        .with("error", e.to_string())
                })?;
        actions.push(action);
    }
    let replayed = replay::<G>(
        &record.options,
        record.seed,
        &actions,
        &seats_at_screen(&seats),
    )?;
    if replayed.state.num_players() != seats.len() {
        return Err(Msg::new("record-seat-count")
            .with("seats", seats.len())
            .with("players", replayed.state.num_players()));
    }
    Ok((seats, record.seed, actions, replayed))
}

/// A record of `G` to watch: its seats (every one a computer player's, so that nobody at the
/// screen decides; numbered when the record names none), seed and every action, checked by
/// replaying them all. An error says in words what is wrong with it.
fn to_watch<G: TableGame>(
    save: &saves::SavedMatch,
) -> Result<(Vec<SeatSetup>, u64, Vec<Action<G>>, Options<G>), Msg> {
    let mut numbered = save.clone();
    if numbered.seats.is_empty() {
        // A record with no seats: the table's size is the options' (a record that does not
        // replay fails just below, with its reason).
        let players = save
            .record_of::<Engine<G>>()
            .ok()
            .and_then(|record| rules_core::play_record::<Engine<G>>(&record).ok())
            .map_or(0, |g| g.num_players());
        numbered.seats = (1..=players)
            .map(|n| saves::SavedSeat {
                name: Msg::new("record-player").with("number", n).to_string(),
                computer: Some(::bots::Difficulty::Normal),
            })
            .collect();
    }
    let (seats, seed, actions, _) = resume::<G>(&numbered)?;
    let seats = seats
        .into_iter()
        .map(|seat| SeatSetup {
            kind: match seat.kind {
                SeatKind::Computer(level) => SeatKind::Computer(level),
                SeatKind::Human | SeatKind::Remote => {
                    SeatKind::Computer(::bots::Difficulty::Normal)
                }
            },
            ..seat
        })
        .collect();
    let options = numbered
        .record_of::<Engine<G>>()
        .map_err(|e| shell::saves::save_fault(&e).0)?
        .options;
    Ok((seats, seed, actions, options))
}

/// Whether `save` puts a match of `G` back (the title's check before it offers it).
pub(crate) fn check_resume<G: TableGame>(save: &saves::SavedMatch) -> Result<(), Msg> {
    resume::<G>(save).map(|_| ())
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn start_match<G: TableGame>(
    mut commands: Commands,
    setup: Res<MatchSetup>,
    mut start: ResMut<MatchStart>,
    stores: Option<Res<Saves>>,
    mut problems: ResMut<SaveProblems>,
    locale: Res<Locale>,
    mut next_screen: ResMut<NextState<Screen>>,
    time: Res<Time<Real>>,
    mut events: MessageWriter<TableEvent<G>>,
    mut next_phase: ResMut<NextState<G::Phase>>,
    mut viewer: ResMut<Viewer>,
    mut interlude: ResMut<Interlude>,
    mut settle: ResMut<Settle>,
    mut source: ResMut<Source>,
    book: Option<Res<GuideBook<G>>>,
) {
    // A fresh deal each match unless the setup names one: time since start-up is different
    // every time a person clicks "Start", and needs no OS randomness (none on the web).
    let fresh_seed = || {
        let nanos = time.elapsed().as_nanos() as u64;
        nanos.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x1BD1_1BDA_A9FC_1A22
    };
    let mut tape = None;
    let mut guided = None;
    let (seats, seed, actions, replayed, slot) = match std::mem::take(&mut *start) {
        MatchStart::Guide => {
            let Some(book) = book else {
                error!("{} has no guided match", G::Engine::NAME);
                next_screen.set(Screen::Title);
                return;
            };
            let guide = (book.0)();
            let seats: Vec<SeatSetup> = guide
                .seats
                .iter()
                .map(|(name, level)| SeatSetup {
                    name: locale.text(name),
                    kind: level.map_or(SeatKind::Human, SeatKind::Computer),
                })
                .collect();
            let options = G::options_for(&MatchSetup {
                seats: seats.clone(),
                seed: Some(guide.seed),
                rules: guide.rules,
            });
            let replayed = match replay::<G>(&options, guide.seed, &[], &seats_at_screen(&seats)) {
                Ok(replayed) => replayed,
                Err(error) => {
                    error!("cannot start the guided match: the deal {error}");
                    next_screen.set(Screen::Title);
                    return;
                }
            };
            // A guided match is never saved: it has no key.
            let slot = SaveSlot {
                key: String::new(),
                started: now(),
            };
            let seed = guide.seed;
            guided = Some(guide);
            commands.insert_resource(RecordLine::default());
            (seats, seed, Vec::new(), replayed, slot)
        }
        MatchStart::Deal => {
            let seed = setup.seed.unwrap_or_else(fresh_seed);
            let started = now();
            let replayed = match replay::<G>(
                &G::options_for(&setup),
                seed,
                &[],
                &seats_at_screen(&setup.seats),
            ) {
                Ok(replayed) => replayed,
                Err(error) => {
                    // The setup screen offers only the game's seat range; anything else is a
                    // bug to report, not a crash.
                    error!("cannot start the match: the deal {error}");
                    next_screen.set(Screen::Title);
                    return;
                }
            };
            let slot = SaveSlot {
                key: saves::new_key(G::Engine::NAME, started, seed),
                started,
            };
            (setup.seats.clone(), seed, Vec::new(), replayed, slot)
        }
        MatchStart::Resume { key, save } => match resume::<G>(&save) {
            Ok((seats, seed, actions, replayed)) => {
                let slot = SaveSlot {
                    key,
                    started: save.started,
                };
                (seats, seed, actions, replayed, slot)
            }
            Err(error) => {
                // Kept as it is, out of the way, and said on the title.
                let line = match stores.as_ref().map(|s| s.0.set_aside(&key)) {
                    Some(Ok(place)) => Msg::new("resume-failed-set-aside")
                        .with("key", key.clone())
                        .with("error", error)
                        .with("place", place.to_string()),
                    _ => Msg::new("resume-failed")
                        .with("key", key.clone())
                        .with("error", error),
                };
                let line = locale.text(&line);
                warn!("{line}");
                problems.0.push(line);
                next_screen.set(Screen::Title);
                return;
            }
        },
        // The remote source's start (just before this) has put the match at the table.
        MatchStart::Online => return,
        MatchStart::Replay { save, at, search } => {
            let watched = to_watch::<G>(&save).and_then(|(seats, seed, actions, options)| {
                let every_seat: Vec<Seat> = (0..seats.len()).collect();
                // Opened at a turning point: the table stands there, settled, and the hint
                // of the decision comes once it does.
                let at = at.unwrap_or(0).min(actions.len());
                let replayed = replay::<G>(&options, seed, &actions[..at], &every_seat)?;
                Ok((seats, seed, actions, replayed, at))
            });
            match watched {
                Ok((seats, seed, all, replayed, at)) => {
                    let shown = all[..at].to_vec();
                    tape = Some(all);
                    if at > 0 {
                        commands.insert_resource(crate::hint::HintOnArrival::new(at, search));
                    }
                    let slot = SaveSlot {
                        key: String::new(),
                        started: save.started,
                    };
                    (seats, seed, shown, replayed, slot)
                }
                Err(error) => {
                    // Said on the title; the record is only read, so it stays where it is.
                    let line = locale.text(&Msg::new("watch-failed").with("error", error));
                    warn!("{line}");
                    problems.0.push(line);
                    next_screen.set(Screen::Title);
                    return;
                }
            }
        }
    };
    let hands_open = tape.is_some();
    let guided_now = guided.is_some();
    let at_screen = if hands_open {
        (0..seats.len()).collect()
    } else {
        seats_at_screen(&seats)
    };
    let Replayed { state, seen, steps } = replayed;
    let session = Session::<G> {
        state,
        seats,
        seed,
        actions,
        steps,
        save: slot,
        at_screen,
        hands_open,
    };
    viewer.0 = handoff::single_viewer(&session.seats);
    interlude.0 = None;
    NextState::set_if_neq(&mut *next_phase, G::table_phase(&session.state));
    bots::seat_bots(&mut commands, &session);
    if !session.actions.is_empty() {
        // Put back as it was: the table lays itself out from the whole match at once.
        settle.begin();
    }
    events.write_batch(seen.into_iter().map(TableEvent));
    match guided {
        Some(guide) => commands.insert_resource(Guided(guide)),
        None => commands.remove_resource::<Guided<G>>(),
    }
    match tape {
        Some(actions) => {
            *source = Source::Replay;
            commands.insert_resource(super::Allows::of(Source::Replay));
            commands.insert_resource(super::replay::Replay::<G>::new(actions));
        }
        None => {
            *source = Source::Local;
            commands.insert_resource(super::Allows::of(Source::Local));
            commands.remove_resource::<super::replay::Replay<G>>();
        }
    }
    info!(
        "match {}: {}, {} seats, seed {seed}, {} decisions",
        if *source == Source::Replay {
            "watched"
        } else if guided_now {
            "guided"
        } else if session.actions.is_empty() {
            "started"
        } else {
            "resumed"
        },
        G::Engine::NAME,
        session.seats.len(),
        session.actions.len()
    );
    commands.insert_resource(Seating::of(&session));
    commands.insert_resource(Seen::of(&session, viewer.0.unwrap_or(0)));
    commands.insert_resource(session);
}

pub(crate) fn end_match<G: TableGame>(mut commands: Commands) {
    commands.remove_resource::<Session<G>>();
    commands.remove_resource::<Seen<G>>();
    commands.insert_resource(Seating::default());
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A saved seat is a person when it names no level, else a computer player of its level.
    #[test]
    fn saved_seats_come_back_as_they_sat() {
        let save = saves::SavedMatch {
            format: saves::FORMAT,
            record: rules_core::MatchRecord {
                game: catalogue::games()[0].name().into(),
                options: serde_json::Value::Null,
                seed: 1,
                actions: Vec::new(),
                final_state: None,
            },
            seats: vec![
                saves::SavedSeat {
                    name: "Rowena".into(),
                    computer: None,
                },
                saves::SavedSeat {
                    name: "Brian".into(),
                    computer: Some(::bots::Difficulty::Hard),
                },
            ],
            started: 0,
            saved: 0,
            over: false,
        };
        let seats = seats_of(&save);
        assert_eq!(seats[0].kind, SeatKind::Human);
        assert_eq!(seats[1].kind, SeatKind::Computer(::bots::Difficulty::Hard));
        assert_eq!(seats[1].name, "Brian");
    }

    /// The clock the saves are stamped with is the wall clock, not zero.
    #[test]
    fn saves_are_stamped_with_the_wall_clock() {
        assert!(now() > 1_700_000_000);
    }
}
