//! Sound: every event of every game is told (a line in the log, but for the few the table
//! alone shows), and the events the issue lists sound as it says; the table plays one sound a
//! frame, rings for a person's turn once, ticks for a refusal, and is silent while it tells the
//! match again after a jump; the sound files decode with Bevy's own decoder, and stay small.
//!
//! The sounds are read as the kit's `PlaySound` messages: the headless app has no audio device.

use std::collections::BTreeSet;
use std::time::Duration;

use bevy::prelude::*;
use bots::BotGame;
use ivanhoe::games::ivanhoe::human::{HumanChoice, PickRequest};
use ivanhoe::games::ivanhoe::{Session, choices::Pick};
use ivanhoe::shell::screens::{MatchSetup, Screen, SeatKind, SeatSetup};
use ivanhoe::shell::settings::AnimationSpeed;
use ivanhoe::table::cue::{Cue, Cues};
use ivanhoe::table::sound::{PlaySound, Sound};
use ivanhoe::table::{Decision, EngineEvent, Seating, Seen, TableEvent};
use rules_core::{Game, GameRng, Status};

#[allow(dead_code)] // the other test files use the rest
mod common;
use common::screen;

const BOT: SeatKind = SeatKind::Computer(bots::Difficulty::Normal);

/// A person at seat 0 and computer players at the others.
fn setup(seats: usize, seed: u64, rules: usize) -> MatchSetup {
    MatchSetup {
        seats: (0..seats)
            .map(|i| SeatSetup {
                name: format!("Player {}", i + 1),
                kind: if i == 0 { SeatKind::Human } else { BOT },
            })
            .collect(),
        seed: Some(seed),
        rules,
    }
}

// ---------------------------------------------------------------------------------------------
// Every event told, through the games' own cue functions.

/// Every event of a whole match of `G` (seat 0 the person alone at the screen, every seat
/// played by the engine's heuristic players), as the screen sees it, with its cue.
fn a_match_told<G: Cues>(seats: usize, seed: u64, rules: usize) -> Vec<(EngineEvent<G>, Cue)> {
    let setup = setup(seats, seed, rules);
    let options = G::options_for(&setup);
    let mut events = Vec::new();
    let mut state = G::Engine::new_game(&options, seed, &mut events).expect("a deal");
    let mut players: Vec<_> = (0..seats as u64)
        .map(|s| G::Engine::heuristic(seed * 31 + s))
        .collect();
    let mut seating = Seating {
        seats: setup.seats.clone(),
        deciding: None,
        decisions: 0,
    };
    let deciding = |state: &G::Engine| match state.status() {
        Status::Decision(seat) => Some(seat),
        Status::Over(_) => None,
    };
    seating.deciding = deciding(&state);
    // What the cue step remembers is made from the table as it stands after the deal.
    let seen = Seen::<G> {
        seat: 0,
        observation: state.observe(0),
        board: state.clone(),
        deciding: seating.deciding,
        legal: Vec::new(),
        open_hands: Vec::new(),
    };
    let mut memory = G::remember(&seen, &seating);
    let mut told = Vec::new();
    let mut tell = |events: &mut Vec<EngineEvent<G>>, seating: &Seating| {
        for event in events.drain(..) {
            let event = G::Engine::event_seen_by(&event, &[0]);
            let cue = G::cue(&mut memory, &event, seating, Some(0));
            told.push((event, cue));
        }
    };
    tell(&mut events, &seating);
    let mut legal = Vec::new();
    for _ in 0..20_000 {
        let Some(seat) = deciding(&state) else {
            return told;
        };
        state.legal_actions(&mut legal);
        let action = players[seat].choose(&state.observe(seat), &legal);
        state.apply(&action, &mut events).expect("a legal action");
        seating.deciding = deciding(&state);
        seating.decisions += 1;
        tell(&mut events, &seating);
    }
    panic!("{}: the match of seed {seed} did not end", G::Engine::NAME);
}

/// Checks every event of `told`: a log line unless `table_only` (the few each game leaves to
/// the table), and the sound `listed` says for the kinds the issue names. Returns the listed
/// sounds that were heard.
fn check_told<G: Cues>(
    told: &[(EngineEvent<G>, Cue)],
    table_only: impl Fn(&EngineEvent<G>) -> bool,
    listed: impl Fn(&EngineEvent<G>) -> Option<Sound>,
) -> BTreeSet<Sound> {
    let mut heard = BTreeSet::new();
    for (event, cue) in told {
        assert!(
            table_only(event) || cue.line.is_some(),
            "{}: no line in the log for {event:?}",
            G::Engine::NAME
        );
        if let Some(sound) = listed(event) {
            assert_eq!(cue.sound, Some(sound), "{}: {event:?}", G::Engine::NAME);
            heard.insert(sound);
        }
    }
    heard
}

/// Ivanhoe: cards drawn, played (action cards too) and discarded; the deal and the deck
/// shuffled; a fanfare for a tournament and the game won; tokens clinking. Told on the table
/// alone: a turn beginning, a card drawn (the hand shows it), a pass in the Ivanhoe window.
#[test]
fn every_ivanhoe_event_is_told_and_the_listed_ones_sound() {
    use ivanhoe::games::ivanhoe::Ivanhoe;
    use ivanhoe_rules::Event;
    let listed = |event: &Event| match event {
        Event::Drew { .. } => Some(Sound::Draw),
        Event::CardPlayed { .. } | Event::ActionPlayed { .. } => Some(Sound::Play),
        Event::Discarded { .. } => Some(Sound::Discard),
        Event::Dealt { .. } | Event::DeckShuffled { .. } => Some(Sound::Shuffle),
        Event::TournamentWon { .. } | Event::GameWon { .. } => Some(Sound::Fanfare),
        Event::TokenWon { .. } => Some(Sound::Clink),
        _ => None,
    };
    let table_only = |event: &Event| {
        matches!(
            event,
            Event::TurnStarted { .. } | Event::Drew { .. } | Event::Passed { .. }
        )
    };
    let mut heard = BTreeSet::new();
    for (seats, seed) in [(2, 1), (3, 2), (4, 3), (5, 4)] {
        heard.extend(check_told::<Ivanhoe>(
            &a_match_told::<Ivanhoe>(seats, seed, 0),
            table_only,
            listed,
        ));
    }
    let wanted = [
        Sound::Draw,
        Sound::Play,
        Sound::Discard,
        Sound::Shuffle,
        Sound::Fanfare,
        Sound::Clink,
    ];
    assert_eq!(heard, wanted.into(), "every listed sound came up");
}

/// Castle Lords: cards drawn, offered, added to an army and discarded; the deal; an army
/// marching on a castle; a banner falling into the dungeon; a fanfare for a castle taken and
/// the match won. Told on the table alone: a turn beginning, a proposal going back to its
/// hand, banners staying or shifting, an empty castle's defenders.
#[test]
fn every_castle_lords_event_is_told_and_the_listed_ones_sound() {
    use castle_lords_rules::Event;
    use ivanhoe::games::castle_lords::CastleLords;
    let listed = |event: &Event| match event {
        Event::Drew { .. } => Some(Sound::Draw),
        Event::Offered { .. } | Event::ArmyCardAdded { .. } => Some(Sound::Play),
        Event::Discarded { .. } | Event::HandDiscarded { .. } => Some(Sound::Discard),
        Event::Dealt { .. } => Some(Sound::Shuffle),
        Event::AttackBegun { .. } => Some(Sound::March),
        Event::BannerToDungeon { .. } => Some(Sound::Fall),
        Event::CastleCaptured { seat: Some(_), .. } => Some(Sound::Fanfare),
        Event::MatchWon { winners } if !winners.is_empty() => Some(Sound::Fanfare),
        _ => None,
    };
    let table_only = |event: &Event| match event {
        Event::TurnStarted { .. }
        | Event::ProposalReturned { .. }
        | Event::BannersStayed { .. }
        | Event::BannersShifted { .. } => true,
        Event::DefendersToDungeon { cards, .. } | Event::DefendersToHand { cards, .. } => {
            cards.is_empty()
        }
        _ => false,
    };
    let mut heard = BTreeSet::new();
    // Every rule set (basic, intermediate, advanced), two seats (the variant) to five.
    for (seats, seed, rules) in [(2, 1, 0), (3, 2, 1), (4, 3, 2), (5, 4, 0)] {
        heard.extend(check_told::<CastleLords>(
            &a_match_told::<CastleLords>(seats, seed, rules),
            table_only,
            listed,
        ));
    }
    let wanted = [
        Sound::Draw,
        Sound::Play,
        Sound::Discard,
        Sound::Shuffle,
        Sound::March,
        Sound::Fall,
        Sound::Fanfare,
    ];
    assert_eq!(heard, wanted.into(), "every listed sound came up");
}

/// Of Knights and Ninjas: cards drawn, played (fortifications, answers) and discarded; the deal
/// and the deck shuffled again; an attack marching; a fortification falling; gems taken or
/// stolen, and clinking as they arrive; a fanfare for the game won. Told on the table alone: a
/// steal let pass, the cards of an attack going to the discard pile, a turn ending.
#[test]
fn every_knights_ninjas_event_is_told_and_the_listed_ones_sound() {
    use ivanhoe::games::knights_ninjas::KnightsNinjas;
    use knights_ninjas_rules::Event;
    let listed = |event: &Event| match event {
        Event::Drew { .. } => Some(Sound::Draw),
        Event::Fortified { .. } | Event::Responded { .. } => Some(Sound::Play),
        Event::Discarded { .. } => Some(Sound::Discard),
        Event::Dealt { .. } | Event::Reshuffled { .. } => Some(Sound::Shuffle),
        Event::AttackPlayed { .. } => Some(Sound::March),
        Event::FortificationDestroyed { .. } => Some(Sound::Fall),
        Event::GemsTaken { .. } | Event::HighwaymanSteal { .. } => Some(Sound::Stolen),
        Event::GemsArrived { .. } => Some(Sound::Clink),
        Event::GameWon { .. } | Event::DeckRanOut { .. } => Some(Sound::Fanfare),
        _ => None,
    };
    let table_only = |event: &Event| {
        matches!(
            event,
            Event::Passed { .. } | Event::CardsDiscarded { .. } | Event::TurnEnded { .. }
        )
    };
    let mut heard = BTreeSet::new();
    for (seats, seed) in [(2, 1), (3, 2), (4, 3), (5, 4)] {
        heard.extend(check_told::<KnightsNinjas>(
            &a_match_told::<KnightsNinjas>(seats, seed, 0),
            table_only,
            listed,
        ));
    }
    let wanted = [
        Sound::Draw,
        Sound::Play,
        Sound::Discard,
        Sound::Shuffle,
        Sound::March,
        Sound::Fall,
        Sound::Stolen,
        Sound::Clink,
        Sound::Fanfare,
    ];
    assert_eq!(heard, wanted.into(), "every listed sound came up");
}

/// Skirmish, the kit's test game: the deal shuffled, cards played and drawn, a hit marching, a
/// player falling out, a fanfare for the match won. Told on the table alone: the played cards
/// going to the discard pile.
#[test]
fn every_skirmish_event_is_told_and_the_listed_ones_sound() {
    use ivanhoe::games::skirmish::Skirmish;
    use skirmish_rules::Event;
    let listed = |event: &Event| match event {
        Event::Dealt { .. } => Some(Sound::Shuffle),
        Event::Drew { .. } => Some(Sound::Draw),
        Event::Played { .. } => Some(Sound::Play),
        Event::Hit { .. } => Some(Sound::March),
        Event::Out { .. } => Some(Sound::Fall),
        Event::Discarded { .. } => Some(Sound::Discard),
        Event::MatchOver { .. } => Some(Sound::Fanfare),
        _ => None,
    };
    let table_only = |event: &Event| matches!(event, Event::Discarded { .. });
    let mut heard = BTreeSet::new();
    for (seats, seed) in [(2, 1), (3, 2), (4, 3)] {
        heard.extend(check_told::<Skirmish>(
            &a_match_told::<Skirmish>(seats, seed, 0),
            table_only,
            listed,
        ));
    }
    let wanted = [
        Sound::Shuffle,
        Sound::Draw,
        Sound::Play,
        Sound::March,
        Sound::Fall,
        Sound::Discard,
        Sound::Fanfare,
    ];
    assert_eq!(heard, wanted.into(), "every listed sound came up");
}

// ---------------------------------------------------------------------------------------------
// What the table plays, in the headless app.

/// One frame as the test sees it at its end: the sounds asked for, Ivanhoe's events, who
/// decides and whether a person's choice is offered.
#[derive(Clone, Debug, Default)]
struct Frame {
    sounds: Vec<Sound>,
    events: Vec<ivanhoe_rules::Event>,
    deciding: Option<usize>,
    offered: bool,
}

#[derive(Resource, Default)]
struct Heard(Vec<Frame>);

fn listen(
    mut sounds: MessageReader<PlaySound>,
    mut events: MessageReader<TableEvent<ivanhoe::games::ivanhoe::Ivanhoe>>,
    seating: Option<Res<Seating>>,
    choice: Option<Res<HumanChoice>>,
    mut heard: ResMut<Heard>,
) {
    heard.0.push(Frame {
        sounds: sounds.read().map(|s| s.0).collect(),
        events: events.read().map(|e| e.0.clone()).collect(),
        deciding: seating.and_then(|s| s.deciding),
        offered: choice.is_some_and(|c| c.seat.is_some()),
    });
}

/// Ivanhoe's table in the headless app, pieces moving at once, every frame's sounds heard.
fn listening_app(kinds: &[SeatKind], seed: u64) -> App {
    let setup = MatchSetup {
        seats: kinds
            .iter()
            .enumerate()
            .map(|(i, kind)| SeatSetup {
                name: format!("Player {}", i + 1),
                kind: *kind,
            })
            .collect(),
        seed: Some(seed),
        rules: 0,
    };
    let mut app = ivanhoe::headless_app(Duration::from_millis(50));
    app.init_resource::<Heard>();
    app.add_systems(Last, listen);
    app.insert_resource(setup);
    app.insert_resource(AnimationSpeed::Instant);
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Match);
    app.update();
    app
}

fn is_event_sound(sound: &Sound) -> bool {
    !matches!(sound, Sound::Turn | Sound::Refused)
}

/// A whole match of computer players, through the app: the deal shuffles, each frame plays at
/// most one of its events' sounds, the one that matters most (a tournament won is a fanfare,
/// not the token that came with it), and nothing calls a person.
#[test]
fn the_table_plays_one_sound_a_frame_the_one_that_matters_most() {
    let mut app = listening_app(&[BOT, BOT, BOT], 21);
    for _ in 0..40_000 {
        if screen(&app) == Screen::Results {
            break;
        }
        app.update();
    }
    assert_eq!(screen(&app), Screen::Results, "the match ends");
    let frames = &app.world().resource::<Heard>().0;
    let mut won = 0;
    for frame in frames {
        let sounds: Vec<&Sound> = frame.sounds.iter().filter(|s| is_event_sound(s)).collect();
        assert!(sounds.len() <= 1, "one sound a frame: {frame:?}");
        assert!(
            !frame.sounds.contains(&Sound::Turn),
            "nobody to call: {frame:?}"
        );
        if frame.events.iter().any(|e| {
            matches!(
                e,
                ivanhoe_rules::Event::TournamentWon { .. } | ivanhoe_rules::Event::GameWon { .. }
            )
        }) {
            assert_eq!(sounds, vec![&Sound::Fanfare], "{frame:?}");
            won += 1;
        }
        if frame
            .events
            .iter()
            .any(|e| matches!(e, ivanhoe_rules::Event::Dealt { .. }))
        {
            assert_eq!(sounds, vec![&Sound::Shuffle], "{frame:?}");
        }
    }
    assert!(won >= 2, "tournaments were won: {won}");
}

/// The bell rings once each time the decision passes to the person: once for a stretch of
/// their decisions (the cards of one turn), never for a stretch the table decides for them (a
/// pass in the Ivanhoe window they cannot answer), never while another seat decides.
#[test]
fn the_bell_rings_once_each_time_the_choice_comes_to_the_person() {
    let mut app = listening_app(&[SeatKind::Human, BOT, BOT], 22);
    let mut rng = GameRng::new(22);
    for _ in 0..40_000 {
        if screen(&app) != Screen::Match {
            break;
        }
        let session = app.world().resource::<Session>();
        if app.world().resource::<HumanChoice>().seat == Some(0)
            && session.engine().status() == Status::Decision(0)
        {
            let mut legal = Vec::new();
            session.engine().legal_actions(&mut legal);
            let action = legal[rng.below(legal.len())];
            app.world_mut()
                .write_message(Decision::<ivanhoe::games::ivanhoe::Ivanhoe> { seat: 0, action });
        }
        app.update();
    }
    assert_eq!(screen(&app), Screen::Results, "the match ends");
    let frames = &app.world().resource::<Heard>().0;
    // The frames in stretches of one seat deciding.
    let mut stretches: Vec<(Option<usize>, Vec<&Frame>)> = Vec::new();
    for frame in frames {
        match stretches.last_mut() {
            Some((seat, stretch)) if *seat == frame.deciding => stretch.push(frame),
            _ => stretches.push((frame.deciding, vec![frame])),
        }
    }
    let mut called = 0;
    for (seat, stretch) in &stretches {
        let bells = stretch
            .iter()
            .filter(|f| f.sounds.contains(&Sound::Turn))
            .count();
        let offered = stretch.iter().any(|f| f.offered);
        if *seat == Some(0) && offered {
            assert_eq!(bells, 1, "one bell for the person's stretch");
            let first_offer = stretch.iter().position(|f| f.offered);
            let bell = stretch.iter().position(|f| f.sounds.contains(&Sound::Turn));
            assert_eq!(bell, first_offer, "it rings as the choice comes");
            called += 1;
        } else {
            assert_eq!(bells, 0, "no bell while seat {seat:?} decides");
        }
    }
    assert!(called >= 5, "the person was called: {called}");
}

/// A match left while the person was called, and begun again with the person to decide first,
/// calls them again.
#[test]
fn a_new_match_calls_the_person_again() {
    let turns = |app: &App| {
        app.world()
            .resource::<Heard>()
            .0
            .iter()
            .filter(|f| f.sounds.contains(&Sound::Turn))
            .count()
    };
    let offered = |app: &mut App| {
        for _ in 0..2_000 {
            if app.world().resource::<HumanChoice>().seat.is_some() {
                return app.world().resource::<Session>().actions.len();
            }
            app.update();
        }
        panic!("the person is never asked");
    };
    // A deal in which the person decides first.
    let mut app = (1..40)
        .map(|seed| listening_app(&[SeatKind::Human, BOT], seed))
        .find_map(|mut app| (offered(&mut app) == 0).then_some(app))
        .expect("a deal the person opens");
    assert_eq!(turns(&app), 1);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Match);
    app.update();
    assert_eq!(offered(&mut app), 0, "the same deal, the person first");
    assert_eq!(turns(&app), 2, "called again");
}

/// A pick the rules refuse ticks softly, as its notice shows; a legal one does not.
#[test]
fn a_refused_pick_ticks() {
    let mut app = listening_app(&[SeatKind::Human, BOT], 23);
    for _ in 0..2_000 {
        if app.world().resource::<HumanChoice>().seat.is_some() {
            break;
        }
        app.update();
    }
    assert!(app.world().resource::<HumanChoice>().seat.is_some());
    app.world_mut().resource_mut::<Heard>().0.clear();
    // A card of another seat's display: not a pick of anyone's.
    app.world_mut()
        .write_message(PickRequest(Pick::DisplayCard(1, 9)));
    app.update();
    let frames = app.world().resource::<Heard>().0.clone();
    assert!(
        app.world().resource::<ivanhoe::table::Notice>().0.is_some(),
        "the notice says why"
    );
    let refused: usize = frames
        .iter()
        .map(|f| f.sounds.iter().filter(|s| **s == Sound::Refused).count())
        .sum();
    assert_eq!(refused, 1, "{frames:?}");
    // A legal pick: no tick.
    app.world_mut().resource_mut::<Heard>().0.clear();
    let next = app.world().resource::<HumanChoice>().next_picks();
    app.world_mut().write_message(PickRequest(next[0]));
    app.update();
    let frames = &app.world().resource::<Heard>().0;
    assert!(
        frames.iter().all(|f| !f.sounds.contains(&Sound::Refused)),
        "{frames:?}"
    );
}

/// Taking back a decision tells the match again from the deal, quietly: no shuffle, no card,
/// no bell is heard then.
#[test]
fn a_match_told_again_after_a_take_back_is_silent() {
    let mut app = listening_app(&[SeatKind::Human, BOT, BOT], 24);
    let mut rng = GameRng::new(24);
    let mut taken_back = 0;
    for _ in 0..40_000 {
        if taken_back == 3 || screen(&app) != Screen::Match {
            break;
        }
        let person_decides = app.world().resource::<HumanChoice>().seat == Some(0)
            && app.world().resource::<Session>().engine().status() == Status::Decision(0);
        if !person_decides {
            app.update();
            continue;
        }
        let before = app.world().resource::<Session>().actions.len();
        let action = match a_decision_that_can_be_taken_back(&app) {
            Some(action) => action,
            None => {
                let mut legal = Vec::new();
                let session = app.world().resource::<Session>();
                session.engine().legal_actions(&mut legal);
                legal[rng.below(legal.len())]
            }
        };
        let can_take_back = a_decision_that_can_be_taken_back(&app).is_some();
        app.world_mut()
            .write_message(Decision::<ivanhoe::games::ivanhoe::Ivanhoe> { seat: 0, action });
        app.update();
        if !can_take_back {
            continue;
        }
        assert_eq!(app.world().resource::<Session>().actions.len(), before + 1);
        app.world_mut().resource_mut::<Heard>().0.clear();
        common::tap(&mut app, KeyCode::KeyU);
        for _ in 0..4 {
            app.update();
        }
        assert_eq!(
            app.world().resource::<Session>().actions.len(),
            before,
            "taken back"
        );
        let frames = &app.world().resource::<Heard>().0;
        assert!(
            frames.iter().any(|f| !f.events.is_empty()),
            "the match was told again"
        );
        assert!(
            frames.iter().all(|f| f.sounds.is_empty()),
            "silent: {:?}",
            frames.iter().map(|f| &f.sounds).collect::<Vec<_>>()
        );
        taken_back += 1;
    }
    assert_eq!(taken_back, 3, "decisions were taken back");
}

/// The first of the deciding person's legal actions after which they decide again and that
/// closes no way back (a card played mid-turn), if any.
fn a_decision_that_can_be_taken_back(app: &App) -> Option<ivanhoe_rules::Action> {
    let state = app.world().resource::<Session>().engine();
    let Status::Decision(seat) = state.status() else {
        return None;
    };
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    legal.into_iter().find(|action| {
        let mut after = state.clone();
        let mut events = Vec::new();
        after.apply(action, &mut events).is_ok()
            && !events.iter().any(ivanhoe_rules::State::is_undo_barrier)
            && after.status() == Status::Decision(seat)
    })
}

// ---------------------------------------------------------------------------------------------
// The files.

fn sound_files() -> Vec<std::path::PathBuf> {
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/sounds");
    let mut files: Vec<_> = std::fs::read_dir(&folder)
        .expect("assets/sounds")
        .map(|e| e.expect("an entry").path())
        .collect();
    files.sort();
    files
}

/// Every sound is Ogg Vorbis that Bevy's own decoder reads: mono at 22 050 Hz, a moment long
/// (the music a loop of 14.4 s, not one sample more, so that it joins itself without a gap);
/// all of them together are well under a mebibyte.
#[test]
fn the_sounds_decode_with_bevys_decoder_and_stay_small() {
    use bevy::audio::{AudioSource, Decodable, Source};
    let files = sound_files();
    assert_eq!(files.len(), 12, "{files:?}");
    let mut total = 0;
    for file in files {
        assert_eq!(file.extension().and_then(|e| e.to_str()), Some("ogg"));
        let bytes = std::fs::read(&file).expect("readable");
        total += bytes.len();
        let source = AudioSource {
            bytes: bytes.into(),
        };
        let decoder = source.decoder();
        assert_eq!(decoder.channels().get(), 1, "{file:?}");
        assert_eq!(decoder.sample_rate().get(), 22_050, "{file:?}");
        let samples = decoder.count();
        let name = file.file_stem().and_then(|s| s.to_str()).unwrap_or("");
        if name == "music" {
            assert_eq!(samples, 14 * 22_050 + 22_050 * 2 / 5, "the loop, exactly");
        } else {
            assert!(
                (2_000..3 * 22_050).contains(&samples),
                "{name}: {samples} samples"
            );
        }
    }
    assert!(total < 512 * 1024, "{total} bytes");
}

// ---------------------------------------------------------------------------------------------
// The settings: the title's and the match menu's buttons, the music, the volume.

fn music_loops(app: &mut App) -> Vec<f32> {
    let mut query = app
        .world_mut()
        .query_filtered::<&PlaybackSettings, With<ivanhoe::shell::audio::MusicLoop>>();
    query
        .iter(app.world())
        .map(|s| s.volume.to_linear())
        .collect()
}

fn effects(app: &mut App) -> Vec<f32> {
    let mut query = app
        .world_mut()
        .query_filtered::<(&PlaybackSettings, &Name), With<AudioPlayer>>();
    query
        .iter(app.world())
        .filter(|(_, name)| name.as_str() == "Sound")
        .map(|(s, _)| s.volume.to_linear())
        .collect()
}

fn button_text(app: &mut App, name: &str) -> String {
    let button = common::button_named(app, name).expect(name);
    let children = app.world().get::<Children>(button).expect("a label");
    children
        .iter()
        .find_map(|c| app.world().get::<Text>(c).map(|t| t.0.clone()))
        .expect("a text")
}

/// The title's Sound button cycles the volume and its Music button turns the loop off and on,
/// each saying the setting; the background loop plays at a third of the volume while music is
/// on and the sound is not off; the table's sounds play at the volume, and none when it is
/// off; the match menu has the same buttons.
#[test]
fn the_sound_buttons_set_the_volume_and_the_music() {
    use ivanhoe::shell::assets::Sounds;
    use ivanhoe::shell::audio::{BackgroundMusic, SoundVolume};
    let mut app = ivanhoe::headless_app(Duration::from_millis(50));
    // The sounds "loaded" (no asset server here: empty handles, and no audio device).
    let none = Handle::<AudioSource>::default;
    app.insert_resource(Sounds {
        draw: none(),
        play: none(),
        discard: none(),
        shuffle: none(),
        fanfare: none(),
        march: none(),
        banner: none(),
        clink: none(),
        stolen: none(),
        turn: none(),
        refused: none(),
        music: none(),
    });
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.update();
    app.update();
    assert_eq!(button_text(&mut app, "Sound volume"), "Sound: 100%");
    assert_eq!(button_text(&mut app, "Music"), "Music: on");
    assert_eq!(music_loops(&mut app), vec![0.3], "the loop, quietly");

    let volume = common::button_named(&mut app, "Sound volume").expect("on the title");
    common::click_button(&mut app, volume);
    app.update();
    assert_eq!(*app.world().resource::<SoundVolume>(), SoundVolume::Off);
    assert_eq!(button_text(&mut app, "Sound volume"), "Sound: off");
    assert!(
        music_loops(&mut app).is_empty(),
        "no music with the sound off"
    );
    common::click_button(&mut app, volume);
    app.update();
    assert_eq!(button_text(&mut app, "Sound volume"), "Sound: 25%");
    assert_eq!(music_loops(&mut app), vec![0.3 * 0.25]);

    let music = common::button_named(&mut app, "Music").expect("on the title");
    common::click_button(&mut app, music);
    app.update();
    assert_eq!(
        *app.world().resource::<BackgroundMusic>(),
        BackgroundMusic::Off
    );
    assert_eq!(button_text(&mut app, "Music"), "Music: off");
    assert!(music_loops(&mut app).is_empty(), "music off");

    // The table's sounds, at the volume; none with the sound off.
    app.world_mut().write_message(PlaySound(Sound::Fanfare));
    app.update();
    assert_eq!(effects(&mut app), vec![0.25]);
    *app.world_mut().resource_mut::<SoundVolume>() = SoundVolume::Off;
    app.world_mut().write_message(PlaySound(Sound::Draw));
    app.update();
    let playing = effects(&mut app);
    assert!(
        playing.len() <= 1 && playing.iter().all(|v| *v > 0.0),
        "nothing more plays: {playing:?}"
    );

    // The match menu offers the same buttons.
    let setup = setup(2, 5, 0);
    app.insert_resource(setup);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Match);
    app.update();
    app.world_mut()
        .write_message(ivanhoe::table::pause::OpenMatchMenu);
    app.update();
    app.update();
    let volume = common::button_named(&mut app, "Sound volume").expect("in the match menu");
    common::click_button(&mut app, volume);
    app.update();
    assert_eq!(*app.world().resource::<SoundVolume>(), SoundVolume::Quarter);
    assert_eq!(button_text(&mut app, "Sound volume"), "Sound: 25%");
    let music = common::button_named(&mut app, "Music").expect("in the match menu");
    common::click_button(&mut app, music);
    app.update();
    assert_eq!(button_text(&mut app, "Music"), "Music: on");
    assert_eq!(music_loops(&mut app), vec![0.3 * 0.25]);
}
