//! The real game app without a window: `MinimalPlugins` plus the game's own plugins. Whole
//! matches run through the screens to the winner's; people's seats are played through the
//! leafwing controls (simulated keyboard and gamepad) and through pointer clicks.

use std::time::Duration;

use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;
use bots::Difficulty;
use ivanhoe::games::ivanhoe::choices::Pick;
use ivanhoe::games::ivanhoe::human::HumanChoice;
use ivanhoe::games::ivanhoe::{
    CardEntity, Lying, Place, PlateEntity, PromptButton, Session, TokenEntity, TournamentPhase,
};
use ivanhoe::shell::screens::{MatchSetup, Screen, SeatKind, SeatSetup};
use ivanhoe::shell::settings::AnimationSpeed;
use ivanhoe::table::ThinkingMode;
use leafwing_input_manager::user_input::Buttonlike;
use rules_core::GameRng;

mod common;
use common::{click, click_with, screen, tap};

fn seats(kinds: &[SeatKind]) -> MatchSetup {
    MatchSetup {
        seats: kinds
            .iter()
            .enumerate()
            .map(|(i, kind)| SeatSetup {
                name: format!("Player {}", i + 1),
                kind: *kind,
            })
            .collect(),
        seed: Some(7),
        rules: 0,
    }
}

const BOT: SeatKind = SeatKind::Computer(Difficulty::Normal);

/// The game's plugins on MinimalPlugins; time advances 50 ms per update.
fn app(setup: MatchSetup, speed: AnimationSpeed) -> App {
    app_thinking(setup, speed, ThinkingMode::Background)
}

/// [`app`], with computer players thinking as `mode` says.
fn app_thinking(setup: MatchSetup, speed: AnimationSpeed, mode: ThinkingMode) -> App {
    let mut app = ivanhoe::headless_app(Duration::from_millis(50));
    app.insert_resource(setup);
    app.insert_resource(speed);
    app.insert_resource(mode);
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Match);
    app.update();
    app
}

/// The table as it lies.
fn lying(app: &App) -> Lying<'_> {
    Lying::of(app.world()).expect("the table is laid")
}

fn card_entities(app: &mut App) -> usize {
    app.world_mut()
        .query::<&CardEntity>()
        .iter(app.world())
        .count()
}

/// Checks, each frame, what must always hold at the table: 110 card entities, the table's
/// cards lying as the engine has them (the viewer's hand face up), and the tokens too.
fn check_table(app: &mut App) {
    if screen(app) != Screen::Match {
        return;
    }
    assert_eq!(
        card_entities(app),
        110,
        "every card is an entity for the whole match"
    );
    let world = app.world();
    let (Some(table), Some(session)) = (Lying::of(world), world.get_resource::<Session>()) else {
        return;
    };
    let viewer = world.resource::<ivanhoe::table::Viewer>().0;
    let seen = world.resource::<ivanhoe::games::ivanhoe::Seen>().seat;
    let face_up: Vec<usize> = viewer.filter(|v| *v == seen).into_iter().collect();
    if let Err(why) = table.check(session.engine(), &face_up) {
        panic!("the table differs from the engine: {why}");
    }
    // The tokens lie as the engine has them: each seat's row holds the colours it has won,
    // in colour order, and each colour's stack in the pool the rest of that colour.
    let mut rows: Vec<(Place, Vec<ivanhoe_rules::Colour>)> = Vec::new();
    for colour in ivanhoe_rules::Colour::ALL {
        let won = (0..session.seats.len())
            .filter(|&s| session.engine().tokens(s).has(colour))
            .count();
        rows.push((Place::Pool(colour.index() as u8), vec![colour; 5 - won]));
    }
    for seat in 0..session.seats.len() {
        rows.push((
            Place::Tokens(seat),
            session.engine().tokens(seat).colours().collect(),
        ));
    }
    for (row, colours) in rows {
        let lying: Vec<_> = (table.pieces(row).into_iter())
            .map(|token| {
                assert!(
                    world.get::<TokenEntity>(token).is_some(),
                    "only tokens in {row:?}"
                );
                world
                    .get::<ivanhoe::table::zones::Face<ivanhoe_rules::Colour>>(token)
                    .expect("a token shows its colour")
                    .0
            })
            .collect();
        assert_eq!(lying, colours, "the tokens of {row:?}");
    }
}

/// Runs until the winner's screen, with `each_frame` acting for the people at the screen.
fn play_to_results(
    app: &mut App,
    max_frames: usize,
    mut each_frame: impl FnMut(&mut App, usize),
) -> usize {
    for frame in 0..max_frames {
        each_frame(app, frame);
        app.update();
        check_table(app);
        if screen(app) == Screen::Results {
            return frame;
        }
    }
    let session = app
        .world()
        .get_resource::<Session>()
        .map(|s| (s.actions.len(), s.engine().phase()));
    panic!("no winner after {max_frames} frames: {session:?}");
}

/// Rules are the engine's: a match of four computer players runs from the deal to the
/// winner's screen through the real app, and the cards despawn with the match.
#[test]
fn computer_players_play_a_match_to_the_results_screen() {
    let mut app = app(seats(&[BOT, BOT, BOT, BOT]), AnimationSpeed::Instant);
    assert_eq!(screen(&app), Screen::Match);
    let mut phases = std::collections::HashSet::new();
    play_to_results(&mut app, 40_000, |app, _| {
        if let Some(phase) = app.world().get_resource::<State<TournamentPhase>>() {
            phases.insert(*phase.get());
        }
    });
    for phase in [
        TournamentPhase::Starting,
        TournamentPhase::Turn,
        TournamentPhase::TournamentWon,
        TournamentPhase::GameOver,
    ] {
        assert!(phases.contains(&phase), "the match went through {phase:?}");
    }
    app.update();
    assert_eq!(
        card_entities(&mut app),
        0,
        "the match's entities go with its screen"
    );
    let summary = app
        .world()
        .resource::<ivanhoe::shell::screens::MatchSummary>();
    assert!(!summary.winners.is_empty() || summary.seats.iter().all(|s| s.score < 4));
}

/// Animations at normal speed: bots wait for the table to be still, and the match still ends.
#[test]
fn animated_match_of_two_computer_players_ends() {
    let mut app = app(seats(&[BOT, BOT]), AnimationSpeed::Fast);
    play_to_results(&mut app, 60_000, |_, _| {});
}

/// In the browser, computer players think a slice of each frame (there is one thread): search
/// bots (`hard`) still decide legally, the table follows the engine, and the match goes on.
#[test]
fn search_players_thinking_in_slices_play_on() {
    let hard = SeatKind::Computer(Difficulty::Hard);
    let mut app = app_thinking(
        seats(&[hard, hard, BOT]),
        AnimationSpeed::Instant,
        ThinkingMode::Slices(Duration::from_millis(2)),
    );
    let decisions = |app: &App| app.world().resource::<Session>().actions.len();
    let mut frames = 0;
    while decisions(&app) < 40 {
        app.update();
        check_table(&mut app);
        frames += 1;
        assert!(frames < 20_000, "only {} decisions", decisions(&app));
        assert_eq!(screen(&app), Screen::Match);
    }
}

fn human_turn(app: &App) -> Option<Vec<Pick>> {
    let choice = app.world().resource::<HumanChoice>();
    choice.seat.map(|_| choice.next_picks())
}

/// The buttons of a device that moves a focus cursor over the choices.
struct Cursor<B> {
    next: B,
    previous: B,
    select: B,
    back: B,
    withdraw: B,
}

/// Plays a whole match in which the people's decisions are made with a cursor device: the
/// focus moved a random number of steps, sometimes a pick taken back, then a choice. Returns
/// how many decisions were made so.
fn play_with_cursor<B: Buttonlike + Clone>(app: &mut App, seed: u64, cursor: Cursor<B>) -> usize {
    let mut rng = GameRng::new(seed);
    let mut decided = 0;
    play_to_results(app, 40_000, |app, _| {
        let Some(next) = human_turn(app) else {
            return;
        };
        if next.is_empty() {
            return;
        }
        let before = app.world().resource::<Session>().actions.len();
        // Withdraw is never under the focus: it has its own button.
        if next
            == [Pick::Button(
                ivanhoe::games::ivanhoe::choices::ButtonPick::Withdraw,
            )]
        {
            tap(app, cursor.withdraw.clone());
            decided += 1;
            return;
        }
        let ring = app.world().resource::<HumanChoice>().ring().len();
        let step = if rng.below(2) == 0 {
            cursor.next.clone()
        } else {
            cursor.previous.clone()
        };
        for _ in 0..rng.below(ring.max(1)) {
            tap(app, step.clone());
        }
        // Back takes a pick back; with none to take back it would open the match's menu.
        if rng.below(10) == 0
            && !app
                .world()
                .resource::<HumanChoice>()
                .selection
                .picks()
                .is_empty()
        {
            tap(app, cursor.back.clone());
        }
        tap(app, cursor.select.clone());
        if app.world().resource::<Session>().actions.len() > before {
            decided += 1;
        }
    });
    decided
}

/// A person plays with the keyboard alone: arrows move the focus over the legal choices,
/// Enter chooses, Escape takes a pick back. Every decision of seat 0 is made so.
#[test]
fn a_person_plays_a_whole_match_with_the_keyboard() {
    let mut app = app(seats(&[SeatKind::Human, BOT, BOT]), AnimationSpeed::Instant);
    let keys = Cursor {
        next: KeyCode::ArrowRight,
        previous: KeyCode::ArrowLeft,
        select: KeyCode::Enter,
        back: KeyCode::Escape,
        withdraw: KeyCode::KeyW,
    };
    let decided = play_with_cursor(&mut app, 3, keys);
    assert!(decided > 10, "seat 0 made {decided} decisions by keyboard");
}

/// A person plays with a gamepad: the D-pad moves the focus, A chooses, B goes back.
#[test]
fn a_person_plays_a_whole_match_with_a_gamepad() {
    let mut app = app(seats(&[BOT, SeatKind::Human]), AnimationSpeed::Instant);
    common::connect_gamepad(&mut app);
    app.update();
    let pad = Cursor {
        next: GamepadButton::DPadRight,
        previous: GamepadButton::DPadLeft,
        select: GamepadButton::South,
        back: GamepadButton::East,
        withdraw: GamepadButton::LeftTrigger,
    };
    let decided = play_with_cursor(&mut app, 5, pad);
    assert!(decided > 10, "seat 1 made {decided} decisions by gamepad");
}

/// The entity a pointer clicks for a pick: a card, a token, a plate, or a prompt button
/// (pressed through its `Interaction`, as Bevy's UI picking does).
fn click_pick(app: &mut App, pick: Pick) -> bool {
    let seat = app
        .world()
        .resource::<HumanChoice>()
        .seat
        .expect("a person decides");
    let lying = Lying::of(app.world()).expect("the table is laid");
    let card = |place: Place| -> Option<Entity> {
        let cards = lying.cards(place);
        let index = match pick {
            Pick::DisplayCard(_, i) => i as usize,
            _ => 0,
        };
        cards.get(index).copied()
    };
    let on_table = match pick {
        Pick::HandCard(c) => {
            (lying.cards(Place::Hand(seat)).into_iter()).find(|&card| lying.face(card) == Some(c))
        }
        Pick::DisplayCard(s, _) => card(Place::Display(s)),
        Pick::Shield(s) => card(Place::Shield(s)),
        Pick::Stunned(s) => card(Place::Stunned(s)),
        _ => None,
    };
    let world = app.world_mut();
    let target = match pick {
        Pick::HandCard(_) | Pick::DisplayCard(..) | Pick::Shield(_) | Pick::Stunned(_) => on_table,
        Pick::Seat(s) => {
            let mut plates = world.query::<(Entity, &PlateEntity)>();
            plates.iter(world).find(|(_, p)| p.0 == s).map(|(e, _)| e)
        }
        Pick::Token(colour) => {
            let mut tokens = world.query_filtered::<
                (Entity, &ivanhoe::table::zones::Face<ivanhoe_rules::Colour>),
                With<TokenEntity>,
            >();
            tokens
                .iter(world)
                .find(|(_, t)| t.0 == colour)
                .map(|(e, _)| e)
        }
        Pick::Colour(_) | Pick::Button(_) => {
            let mut buttons = world.query::<(Entity, &PromptButton)>();
            let button = buttons
                .iter(world)
                .find(|(_, b)| b.0 == pick)
                .map(|(e, _)| e);
            if let Some(button) = button {
                world.entity_mut(button).insert(Interaction::Pressed);
                return true;
            }
            return false;
        }
    };
    match target {
        Some(entity) => {
            click(app, entity);
            true
        }
        None => false,
    }
}

/// A person plays with the mouse alone: clicking hand cards, targets, colour and token
/// buttons, Stay and Withdraw, and the Ivanhoe window's buttons.
#[test]
fn a_person_plays_a_whole_match_with_pointer_clicks() {
    let mut decided = 0;
    let mut kinds = std::collections::HashSet::new();
    // Whole matches until the clicks have covered three kinds of pick (one deal may offer the
    // person only cards and buttons).
    for seed in [11, 12, 13] {
        if kinds.len() >= 3 && decided > 10 {
            break;
        }
        let mut setup = seats(&[SeatKind::Human, BOT, BOT, BOT]);
        setup.seed = Some(seed);
        let mut app = app(setup, AnimationSpeed::Instant);
        let mut rng = GameRng::new(seed);
        play_to_results(&mut app, 40_000, |app, _| {
            let Some(next) = human_turn(app) else {
                return;
            };
            if next.is_empty() {
                return;
            }
            // Prompt buttons appear in the UI step of a frame: let it run once.
            app.update();
            let Some(next) = human_turn(app) else {
                return;
            };
            let pick = next[rng.below(next.len())];
            let before = app.world().resource::<Session>().actions.len();
            assert!(click_pick(app, pick), "nothing to click for {pick:?}");
            app.update();
            if app.world().resource::<Session>().actions.len() > before {
                decided += 1;
                kinds.insert(std::mem::discriminant(&pick));
            }
        });
    }
    assert!(decided > 10, "seat 0 made {decided} decisions by pointer");
    assert!(
        kinds.len() >= 3,
        "clicks covered cards, buttons and more: {kinds:?}"
    );
}

/// A pick the engine would refuse is not applied: it leaves the match as it was and says why.
#[test]
fn an_illegal_pick_changes_nothing_and_says_why() {
    use ivanhoe::games::ivanhoe::human::PickRequest;
    let mut app = app(seats(&[SeatKind::Human, BOT]), AnimationSpeed::Instant);
    for _ in 0..2_000 {
        app.update();
        if human_turn(&app).is_some_and(|n| !n.is_empty()) {
            break;
        }
    }
    let before = app.world().resource::<Session>().actions.len();
    app.world_mut()
        .write_message(PickRequest(Pick::DisplayCard(1, 9)));
    app.update();
    assert_eq!(app.world().resource::<Session>().actions.len(), before);
    let notice = &app.world().resource::<ivanhoe::table::Notice>().0;
    assert!(notice.is_some(), "a refused pick is explained");

    // A hand card that cannot be played now is refused with the engine's rule.
    let choice = app.world().resource::<HumanChoice>();
    let seat = choice.seat.expect("seat 0 decides");
    let hand: Vec<ivanhoe_rules::Card> = app
        .world()
        .resource::<Session>()
        .engine()
        .hand(seat)
        .kinds()
        .collect();
    if let Some(card) = hand
        .into_iter()
        .find(|c| !choice.selection.allows(Pick::HandCard(*c)))
    {
        app.world_mut().resource_mut::<ivanhoe::table::Notice>().0 = None;
        app.world_mut()
            .write_message(PickRequest(Pick::HandCard(card)));
        app.update();
        assert_eq!(app.world().resource::<Session>().actions.len(), before);
        let (text, _) = app
            .world()
            .resource::<ivanhoe::table::Notice>()
            .0
            .clone()
            .expect("explained");
        assert!(!text.is_empty());
    }
}

// ---------------------------------------------------------------------------------------------
// What players met at the table (issue "Ivanhoe as players find it"): each test names the point.

use ivanhoe::games::ivanhoe::choices::ButtonPick;
use ivanhoe::games::ivanhoe::{Highlight, layout};
use ivanhoe::table::Notice;
use ivanhoe::table::Viewer;
use ivanhoe::table::handoff::HandOff;
use ivanhoe::table::hud::{POINT_AT_A_CARD, RulesText};

const HUMAN: SeatKind = SeatKind::Human;

/// Updates until `done` holds; false after `max` frames.
fn run_until(app: &mut App, max: usize, mut done: impl FnMut(&mut App) -> bool) -> bool {
    for _ in 0..max {
        if done(app) {
            return true;
        }
        app.update();
        check_table(app);
    }
    done(app)
}

fn hand_off_shown(app: &mut App) -> Option<usize> {
    let mut query = app.world_mut().query::<&HandOff>();
    query.iter(app.world()).next().map(|h| h.0)
}

fn actions(app: &App) -> usize {
    app.world().resource::<Session>().actions.len()
}

/// Plays on (people's decisions at random, hand-offs accepted with Enter) until `done`.
fn play_until(
    app: &mut App,
    rng: &mut GameRng,
    max: usize,
    mut done: impl FnMut(&mut App) -> bool,
) -> bool {
    for _ in 0..max {
        if done(app) {
            return true;
        }
        if screen(app) != Screen::Match {
            return false;
        }
        if hand_off_shown(app).is_some() {
            tap(app, KeyCode::Enter);
        } else if human_turn(app).is_some() {
            decide_randomly(app, rng);
        } else {
            app.update();
        }
        check_table(app);
    }
    done(app)
}

/// Makes the current person's decision with a random legal action, built through picks.
fn decide_randomly(app: &mut App, rng: &mut GameRng) {
    use ivanhoe::games::ivanhoe::human::PickRequest;
    loop {
        let Some(next) = human_turn(app) else {
            return;
        };
        let next: Vec<Pick> = next
            .into_iter()
            .filter(|p| *p != Pick::Button(ButtonPick::Withdraw) || rng.below(4) == 0)
            .collect();
        let Some(&pick) = next.get(rng.below(next.len().max(1))) else {
            return;
        };
        let before = actions(app);
        app.world_mut().write_message(PickRequest(pick));
        app.update();
        if actions(app) > before {
            return;
        }
    }
}

/// Hand-off (point 1): the Enter or Space that says "I am Rowena" shows the hand and does
/// nothing else: no card played, no colour announced, no pick made for the next person.
#[test]
fn the_key_that_accepts_the_hand_off_acts_for_nobody() {
    for key in [KeyCode::Enter, KeyCode::Space] {
        let mut app = app(seats(&[HUMAN, HUMAN, BOT]), AnimationSpeed::Instant);
        let mut rng = GameRng::new(3);
        let mut handoffs = 0u64;
        for _ in 0..6 {
            // People decide (without the hand-off) until the screen must pass.
            let passes = |app: &mut App| hand_off_shown(app).is_some();
            let mut r = GameRng::new(handoffs);
            assert!(
                run_until(&mut app, 5_000, |app| {
                    if !passes(app) && human_turn(app).is_some() {
                        decide_randomly(app, &mut r);
                    }
                    passes(app)
                }),
                "a hand-off comes"
            );
            let seat = hand_off_shown(&mut app).unwrap();
            let before = actions(&app);
            tap(&mut app, key);
            app.update();
            assert_eq!(
                hand_off_shown(&mut app),
                None,
                "{key:?} accepts the hand-off"
            );
            assert_eq!(app.world().resource::<Viewer>().0, Some(seat));
            assert_eq!(
                actions(&app),
                before,
                "{key:?} decided nothing for seat {seat}"
            );
            let choice = app.world().resource::<HumanChoice>();
            assert!(choice.selection.picks().is_empty(), "no pick was made");
            handoffs += 1;
            decide_randomly(&mut app, &mut rng);
        }
        assert_eq!(handoffs, 6);
    }
}

/// Plates turn with the table (point 2): when the screen passes to another person, each name
/// plate moves to its seat's new place, so displays and tokens sit under their owner's name.
#[test]
fn name_plates_turn_with_the_viewer() {
    let mut app = app(seats(&[HUMAN, HUMAN, BOT, BOT]), AnimationSpeed::Instant);
    let mut rng = GameRng::new(5);
    let mut viewers = std::collections::HashSet::new();
    for _ in 0..8 {
        assert!(run_until(&mut app, 5_000, |app| {
            if hand_off_shown(app).is_some() {
                tap(app, KeyCode::Enter);
            }
            human_turn(app).is_some()
        }));
        let viewer = app.world().resource::<Viewer>().0.expect("a person looks");
        viewers.insert(viewer);
        let mut plates = app.world_mut().query::<(&PlateEntity, &Transform)>();
        for (plate, transform) in plates.iter(app.world()) {
            let place = layout::seat_place(plate.0, Some(viewer), 4);
            assert_eq!(
                transform.translation.truncate(),
                place.plate,
                "plate of seat {} with seat {viewer} at the screen",
                plate.0
            );
        }
        decide_randomly(&mut app, &mut rng);
    }
    assert_eq!(viewers.len(), 2, "both people took the screen");
}

fn rules_text(app: &mut App) -> String {
    let mut query = app.world_mut().query_filtered::<&Text, With<RulesText>>();
    query.single(app.world()).unwrap().0.clone()
}

/// The rules card is blank behind the hand-off screen (point 3): the last person's hand card
/// does not stay readable there.
#[test]
fn the_rules_card_is_blank_behind_the_hand_off() {
    let mut app = app(seats(&[HUMAN, HUMAN]), AnimationSpeed::Instant);
    let mut rng = GameRng::new(9);
    let mut seen = 0;
    for _ in 0..6 {
        assert!(play_until(&mut app, &mut rng, 5_000, |app| {
            hand_off_shown(app).is_some()
        }));
        app.update();
        let placeholder = app
            .world()
            .resource::<ivanhoe::shell::locale::Locale>()
            .t(POINT_AT_A_CARD);
        assert_eq!(rules_text(&mut app), placeholder);
        seen += 1;
        tap(&mut app, KeyCode::Enter);
        // The new person's focus shows a card of their own hand.
        app.update();
    }
    assert!(seen > 0, "a hand-off came");
}

/// Focus never defaults to Withdraw, no arrow key reaches it, and the Enter that ends a flight
/// does nothing else (point 4): withdrawing takes W, a shoulder button or a click.
#[test]
fn the_focus_never_rests_on_withdraw() {
    let mut app = app(seats(&[HUMAN, BOT, BOT]), AnimationSpeed::Instant);
    let withdraw = Pick::Button(ButtonPick::Withdraw);
    let mut rng = GameRng::new(21);
    let mut decisions = 0;
    let mut withdraw_was_legal = 0;
    while decisions < 40 && screen(&app) == Screen::Match {
        if !run_until(&mut app, 5_000, |app| {
            human_turn(app).is_some() || screen(app) != Screen::Match
        }) || screen(&app) != Screen::Match
        {
            break;
        }
        let choice = app.world().resource::<HumanChoice>();
        // Withdrawing as the only legal choice is no stray Enter's doing: the focus rests there.
        if choice.next_picks() == [withdraw] {
            decide_randomly(&mut app, &mut rng);
            continue;
        }
        assert_ne!(
            choice.focused(),
            Some(withdraw),
            "the focus starts off Withdraw"
        );
        if choice.next_picks().contains(&withdraw) {
            withdraw_was_legal += 1;
        }
        for key in [KeyCode::ArrowLeft, KeyCode::ArrowLeft, KeyCode::ArrowUp] {
            tap(&mut app, key);
            assert_ne!(
                app.world().resource::<HumanChoice>().focused(),
                Some(withdraw)
            );
        }
        for _ in 0..12 {
            tap(&mut app, KeyCode::ArrowRight);
            assert_ne!(
                app.world().resource::<HumanChoice>().focused(),
                Some(withdraw)
            );
        }
        decide_randomly(&mut app, &mut rng);
        decisions += 1;
    }
    assert!(
        withdraw_was_legal > 5,
        "Withdraw was a choice {withdraw_was_legal} times"
    );

    // With animations on, the Enter pressed while cards fly only ends the flights.
    let mut app = app_thinking(
        seats(&[HUMAN, BOT]),
        AnimationSpeed::Relaxed,
        ThinkingMode::Background,
    );
    // Cards and tokens in flight (a banner's colour or a flash may tween as well).
    let moving = |app: &mut App| {
        let mut q = app.world_mut().query_filtered::<(), (
            With<bevy_tweening::TweenAnim>,
            With<ivanhoe::table::animation::Placement>,
        )>();
        q.iter(app.world()).count()
    };
    let mut skipped = 0;
    for _ in 0..20_000 {
        app.update();
        if human_turn(&app).is_some() && moving(&mut app) > 0 {
            let before = actions(&app);
            tap(&mut app, KeyCode::Enter);
            assert_eq!(actions(&app), before, "the Enter only ended the flights");
            assert_eq!(moving(&mut app), 0);
            skipped += 1;
            if skipped == 3 {
                break;
            }
        } else if human_turn(&app).is_some() {
            let mut rng = GameRng::new(skipped as u64);
            decide_randomly(&mut app, &mut rng);
        }
    }
    assert!(
        skipped > 0,
        "a flight was skipped during a person's decision"
    );
}

fn click_button(app: &mut App, pick: Pick) -> bool {
    let world = app.world_mut();
    let mut buttons = world.query::<(Entity, &PromptButton)>();
    let Some(button) = buttons
        .iter(world)
        .find(|(_, b)| b.0 == pick)
        .map(|(e, _)| e)
    else {
        return false;
    };
    world.entity_mut(button).insert(Interaction::Pressed);
    app.update();
    true
}

fn right_click(app: &mut App, entity: Entity) {
    click_with(app, entity, PointerButton::Secondary);
}

/// An action card picked by mouse can be taken back by mouse (point 5): the Cancel button, a
/// right click, or clicking the picked card again.
#[test]
fn a_mouse_player_takes_back_an_action_card() {
    let mut ways = std::collections::HashSet::new();
    for seed in 0..40u64 {
        let mut setup = seats(&[HUMAN, BOT, BOT, BOT]);
        setup.seed = Some(seed);
        let mut app = app(setup, AnimationSpeed::Instant);
        let mut rng = GameRng::new(seed);
        for _ in 0..30 {
            if !run_until(&mut app, 5_000, |app| human_turn(app).is_some()) {
                break;
            }
            app.update();
            // An action card whose play needs a target.
            let choice = app.world().resource::<HumanChoice>();
            let card = choice.next_picks().into_iter().find(|p| {
                let mut s = choice.selection.clone();
                matches!(p, Pick::HandCard(c) if c.is_action())
                    && s.pick(*p) == ivanhoe::table::selection::Outcome::Continue
            });
            let Some(card) = card else {
                decide_randomly(&mut app, &mut rng);
                continue;
            };
            let way = ways.len() % 3;
            assert!(click_pick(&mut app, card));
            app.update();
            let picked = |app: &App| {
                app.world()
                    .resource::<HumanChoice>()
                    .selection
                    .picks()
                    .len()
            };
            assert_eq!(picked(&app), 1, "the card is picked");
            match way {
                0 => assert!(click_button(&mut app, Pick::Button(ButtonPick::Cancel))),
                1 => {
                    let any = lying(&app).cards(Place::Deck)[0];
                    right_click(&mut app, any);
                    app.update();
                }
                _ => {
                    assert!(click_pick(&mut app, card));
                    app.update();
                }
            }
            assert_eq!(picked(&app), 0, "way {way} took the card back");
            ways.insert(way);
            if ways.len() == 3 {
                return;
            }
            decide_randomly(&mut app, &mut rng);
        }
    }
    panic!("only {ways:?} of the three ways were tried: no action card with a target came");
}

/// The hand does not re-centre while its player decides (point 6): after a card is played by
/// click, every other card of the hand lies where it lay, so a second click hits what the
/// pointer was on.
#[test]
fn the_hand_stays_put_while_its_player_decides() {
    let mut app = app(seats(&[HUMAN, BOT, BOT]), AnimationSpeed::Instant);
    let mut rng = GameRng::new(4);
    let mut checked = 0;
    for _ in 0..60 {
        if !run_until(&mut app, 5_000, |app| human_turn(app).is_some()) {
            break;
        }
        app.update();
        let choice = app.world().resource::<HumanChoice>();
        let seat = choice.seat.unwrap();
        let display_card = choice
            .next_picks()
            .into_iter()
            .find(|p| matches!(p, Pick::HandCard(c) if c.is_display_card()));
        let in_play = matches!(
            app.world().resource::<Session>().engine().phase(),
            ivanhoe_rules::Phase::Play
        );
        let (Some(card), true) = (display_card, in_play) else {
            decide_randomly(&mut app, &mut rng);
            continue;
        };
        let places = |app: &mut App| -> Vec<(Entity, Vec3)> {
            let hand = lying(app).cards(Place::Hand(seat));
            hand.into_iter()
                .map(|card| {
                    let p = app
                        .world()
                        .get::<ivanhoe::table::animation::Placement>(card);
                    (card, p.unwrap().at)
                })
                .collect()
        };
        let before = places(&mut app);
        assert!(click_pick(&mut app, card));
        app.update();
        app.update();
        if app.world().resource::<Session>().deciding() != Some(seat) {
            continue;
        }
        for (id, at) in places(&mut app) {
            if let Some((_, was)) = before.iter().find(|(i, _)| *i == id) {
                assert_eq!(at.x, was.x, "card {id} stayed in its slot");
            }
        }
        checked += 1;
        if checked == 5 {
            return;
        }
    }
    assert!(checked > 0, "a person played a card and went on deciding");
}

/// The keyboard reaches unplayable cards (point 7): the focus visits every card of the hand,
/// marks an unplayable one as blocked, and the rules card says why; Enter on it is refused.
#[test]
fn the_keyboard_focus_reads_unplayable_cards() {
    let mut app = app(seats(&[HUMAN, BOT, BOT]), AnimationSpeed::Instant);
    let mut rng = GameRng::new(8);
    for _ in 0..60 {
        if !run_until(&mut app, 5_000, |app| human_turn(app).is_some()) {
            break;
        }
        app.update();
        let choice = app.world().resource::<HumanChoice>();
        let ring = choice.ring();
        let next = choice.next_picks();
        let Some(at) = ring
            .iter()
            .position(|p| matches!(p, Pick::HandCard(_)) && !next.contains(p))
        else {
            decide_randomly(&mut app, &mut rng);
            continue;
        };
        let blocked = ring[at];
        let from = choice.focus;
        let key = if at > from {
            KeyCode::ArrowRight
        } else {
            KeyCode::ArrowLeft
        };
        for _ in 0..at.abs_diff(from) {
            tap(&mut app, key);
        }
        app.update();
        assert_eq!(
            app.world().resource::<HumanChoice>().focused(),
            Some(blocked)
        );
        let text = rules_text(&mut app);
        assert!(text.contains("Not playable now:"), "{text}");
        let mut marks = app.world_mut().query::<&Highlight>();
        assert!(
            marks
                .iter(app.world())
                .any(|h| *h == Highlight::FocusedBlocked),
            "the blocked card shows the focus"
        );
        let before = actions(&app);
        app.world_mut().resource_mut::<Notice>().0 = None;
        tap(&mut app, KeyCode::Enter);
        app.update();
        assert_eq!(actions(&app), before);
        assert!(
            app.world().resource::<Notice>().0.is_some(),
            "refused, with the reason"
        );
        return;
    }
    panic!("no turn with an unplayable card came");
}

/// Refusals are written for players (point 11): no seat numbers, positions or the engine's
/// notation in any refusal the table shows during whole matches.
#[test]
fn refusals_shown_are_written_for_players() {
    use ivanhoe::games::ivanhoe::human::PickRequest;
    let mut app = app(seats(&[HUMAN, BOT, BOT, BOT]), AnimationSpeed::Instant);
    let mut rng = GameRng::new(13);
    let mut shown = 0;
    for _ in 0..80 {
        if !run_until(&mut app, 5_000, |app| human_turn(app).is_some()) {
            break;
        }
        let choice = app.world().resource::<HumanChoice>();
        let blocked: Vec<Pick> = choice
            .ring()
            .into_iter()
            .chain([
                Pick::Button(ButtonPick::Stay),
                Pick::Button(ButtonPick::Ivanhoe),
            ])
            .filter(|p| !choice.next_picks().contains(p))
            .collect();
        for pick in blocked {
            app.world_mut().resource_mut::<Notice>().0 = None;
            app.world_mut().write_message(PickRequest(pick));
            app.update();
            let Some((text, _)) = app.world().resource::<Notice>().0.clone() else {
                continue;
            };
            shown += 1;
            let lower = text.to_lowercase();
            assert!(!lower.contains("seat"), "{text}");
            assert!(!text.contains('#'), "{text}");
            assert!(
                !lower.contains(" he ") && !lower.contains(" his "),
                "{text}"
            );
            let shouting = text
                .split(|c: char| !c.is_ascii_alphabetic())
                .any(|w| w.len() > 2 && w.chars().all(|c| c.is_ascii_uppercase()));
            assert!(!shouting, "engine notation in {text}");
        }
        decide_randomly(&mut app, &mut rng);
    }
    assert!(shown > 10, "{shown} refusals read");
}

/// The Ivanhoe window (point 13): with one person at the screen, they are asked only when they
/// hold Ivanhoe; with several, everyone still in is asked alike, and the Ivanhoe button of a
/// person without the card looks unusable.
#[test]
fn the_ivanhoe_window_asks_only_whom_it_must() {
    use ivanhoe::shell::theme;
    let mut app = app(seats(&[HUMAN, BOT, BOT, BOT]), AnimationSpeed::Instant);
    let mut rng = GameRng::new(17);
    let mut windows = 0;
    for _ in 0..120 {
        if !run_until(&mut app, 20_000, |app| {
            human_turn(app).is_some() || screen(app) != Screen::Match
        }) || screen(&app) != Screen::Match
        {
            break;
        }
        let state = &app.world().resource::<Session>().engine();
        if matches!(state.phase(), ivanhoe_rules::Phase::Reaction { .. }) {
            windows += 1;
            assert!(
                state.hand(0).contains(ivanhoe_rules::Card::Ivanhoe),
                "a lone person without Ivanhoe is not stopped by the window"
            );
        }
        decide_randomly(&mut app, &mut rng);
    }
    let _ = windows;

    let mut app = crate::app(seats(&[HUMAN, HUMAN, BOT]), AnimationSpeed::Instant);
    let mut rng = GameRng::new(19);
    let mut offered_without = 0;
    for _ in 0..300 {
        if !run_until(&mut app, 20_000, |app| {
            human_turn(app).is_some() || hand_off_shown(app).is_some()
        }) {
            break;
        }
        if hand_off_shown(&mut app).is_some() {
            tap(&mut app, KeyCode::Enter);
            continue;
        }
        app.update();
        let choice = app.world().resource::<HumanChoice>();
        let seat = choice.seat.unwrap();
        let state = &app.world().resource::<Session>().engine();
        if matches!(state.phase(), ivanhoe_rules::Phase::Reaction { .. })
            && !state.hand(seat).contains(ivanhoe_rules::Card::Ivanhoe)
        {
            offered_without += 1;
            let mut buttons = app.world_mut().query::<(&PromptButton, &BackgroundColor)>();
            let (_, colour) = buttons
                .iter(app.world())
                .find(|(b, _)| b.0 == Pick::Button(ButtonPick::Ivanhoe))
                .expect("the window is offered alike to every person");
            assert_eq!(
                colour.0,
                theme::BUTTON_OFF,
                "and looks unusable without the card"
            );
            if offered_without == 3 {
                return;
            }
        }
        decide_randomly(&mut app, &mut rng);
    }
    assert!(offered_without > 0, "a person without Ivanhoe met a window");
}

/// Escape does what the title says (point 8): on the setup screen it goes back to the title; at
/// the table, with nothing to take back, it opens the match's menu, and the match waits until
/// the menu is closed (Escape again).
#[test]
fn escape_goes_back_and_opens_the_match_menu() {
    let mut app = ivanhoe::headless_app(Duration::from_millis(50));
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Setup);
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Setup);
    tap(&mut app, KeyCode::Escape);
    app.update();
    assert_eq!(screen(&app), Screen::Title, "Escape leaves the setup");

    let mut app = app_thinking(
        seats(&[HUMAN, BOT, BOT]),
        AnimationSpeed::Instant,
        ThinkingMode::Background,
    );
    assert!(run_until(&mut app, 5_000, |app| human_turn(app).is_some()));
    let menus = |app: &mut App| {
        let mut q = app
            .world_mut()
            .query_filtered::<(), With<ivanhoe::table::pause::MatchMenu>>();
        q.iter(app.world()).count()
    };
    tap(&mut app, KeyCode::Escape);
    app.update();
    assert_eq!(menus(&mut app), 1, "the match's menu opened");
    let before = actions(&app);
    for _ in 0..50 {
        tap(&mut app, KeyCode::KeyS);
    }
    assert_eq!(
        actions(&app),
        before,
        "nothing reaches the table under the menu"
    );
    tap(&mut app, KeyCode::Escape);
    app.update();
    assert_eq!(menus(&mut app), 0, "Escape resumes");
    assert_eq!(screen(&app), Screen::Match);
}

/// The cards an action card aims at are marked on the table while the others may answer it
/// (point 12): Dodge's card, Retreat's, Riposte's newest card, both cards of an Outwit.
#[test]
fn the_cards_an_action_aims_at_are_marked() {
    use ivanhoe_rules::{FaceUp, Phase, Play};
    let mut marked = 0;
    for seed in 0..20u64 {
        let mut setup = seats(&[BOT, BOT, BOT, BOT]);
        setup.seed = Some(seed);
        let mut app = app(setup, AnimationSpeed::Instant);
        for _ in 0..6_000 {
            app.update();
            if screen(&app) != Screen::Match {
                break;
            }
            let session = app.world().resource::<Session>();
            let Some(pending) = session.engine().pending() else {
                continue;
            };
            if !matches!(session.engine().phase(), Phase::Reaction { .. }) {
                continue;
            }
            let aimed: Vec<(Place, usize)> = match pending.play {
                Play::Dodge(t, i) => vec![(Place::Display(t), i as usize)],
                Play::Retreat(i) => vec![(Place::Display(pending.actor), i as usize)],
                Play::Riposte(t) => {
                    vec![(Place::Display(t), session.engine().display(t).len() - 1)]
                }
                Play::Outwit {
                    mine,
                    target,
                    theirs,
                } => [(pending.actor, mine), (target, theirs)]
                    .into_iter()
                    .map(|(s, at)| match at {
                        FaceUp::Display(i) => (Place::Display(s), i as usize),
                        FaceUp::Shield => (Place::Shield(s), 0),
                        FaceUp::Stunned => (Place::Stunned(s), 0),
                    })
                    .collect(),
                _ => continue,
            };
            let play = pending.play;
            app.update();
            let still = app
                .world()
                .resource::<Session>()
                .engine()
                .pending()
                .map(|p| p.play);
            if still != Some(play) {
                continue; // answered within the frame: nothing left to mark
            }
            let table = lying(&app);
            let entities: Vec<Entity> = aimed
                .iter()
                .map(|&(place, i)| table.cards(place)[i])
                .collect();
            for entity in entities {
                assert_eq!(
                    app.world().get::<Highlight>(entity),
                    Some(&Highlight::Targeted),
                    "{play:?}"
                );
            }
            marked += 1;
            if marked >= 5 {
                return;
            }
        }
    }
    assert!(marked > 0, "an aimed action card came");
}

// ---------------------------------------------------------------------------------------------
// What a newcomer meets in the first hour (the play-test's points, by number).

use ivanhoe::games::ivanhoe::CardFace;
use ivanhoe::table::Seating;
use ivanhoe::table::pause::{LeaveQuestion, MatchMenu};

/// Whether the frame just drawn shows a person's hand, or what they were told, to somebody
/// else: when the screen must pass to another person, nothing of a hand shows face up and no
/// notice is left (play-test points 1 and 2).
fn check_nothing_crosses_the_hand_off(app: &mut App) {
    if screen(app) != Screen::Match {
        return;
    }
    let seating = app.world().resource::<Seating>().clone();
    let Some(deciding) = seating.deciding else {
        return;
    };
    if seating.humans() < 2 || !seating.is_human(deciding) {
        return;
    }
    let viewer = app.world().resource::<Viewer>().0;
    if viewer == Some(deciding) {
        return;
    }
    assert_eq!(
        viewer, None,
        "no hand is the view while seat {deciding} is called"
    );
    assert!(
        hand_off_shown(app).is_some(),
        "the cover is up in the very frame seat {deciding} is called"
    );
    let notice = app.world().resource::<Notice>().0.clone();
    assert!(
        notice.is_none(),
        "no notice outlives the hand-off: {notice:?}"
    );
    let table = lying(app);
    let hands: Vec<Entity> = (0..seating.seats.len())
        .flat_map(|s| table.cards(Place::Hand(s)))
        .collect();
    for card in hands {
        let face = app
            .world()
            .get::<ivanhoe::table::zones::Face<CardFace>>(card);
        assert_eq!(
            face.unwrap().0,
            CardFace(None),
            "a hand card shows its face under the cover"
        );
    }
}

/// Play-test points 1 and 2: a refusal said to one person ("You hold no Ivanhoe.") is gone
/// before the next person is called, and the frame that shows the next person's turn shows no
/// card of the last person's hand.
#[test]
fn nothing_of_a_person_crosses_the_hand_off() {
    let mut app = app(seats(&[HUMAN, HUMAN, BOT]), AnimationSpeed::Instant);
    let mut rng = GameRng::new(11);
    let mut handed = 0;
    while handed < 8 {
        assert!(run_until(&mut app, 5_000, |app| {
            if hand_off_shown(app).is_some() {
                tap(app, KeyCode::Enter);
            }
            check_nothing_crosses_the_hand_off(app);
            human_turn(app).is_some()
        }));
        // The person asks for something refused, then decides on.
        let choice = app.world().resource::<HumanChoice>();
        let ivanhoe = Pick::Button(ButtonPick::Ivanhoe);
        if !choice.selection.allows(ivanhoe) {
            use ivanhoe::games::ivanhoe::human::PickRequest;
            app.world_mut().write_message(PickRequest(ivanhoe));
            app.update();
            assert!(
                app.world().resource::<Notice>().0.is_some(),
                "refused in words"
            );
        }
        let seat = app.world().resource::<HumanChoice>().seat;
        decide_randomly(&mut app, &mut rng);
        check_nothing_crosses_the_hand_off(&mut app);
        let next = app.world().resource::<Seating>().deciding;
        if next != seat && next.is_some_and(|s| app.world().resource::<Seating>().is_human(s)) {
            handed += 1;
        }
    }
}

/// Play-test point 6: Escape (or Start) on a hand-off cover opens the match's menu, which is
/// drawn alone, the cover hidden and deaf under it; closing the menu brings the cover back.
/// Leaving the match asks first, and Escape there keeps the match.
#[test]
fn escape_on_a_cover_opens_the_menu_and_leaving_asks_first() {
    use ivanhoe::shell::menu::MenuItem;
    let mut app = app(seats(&[HUMAN, HUMAN]), AnimationSpeed::Instant);
    let mut rng = GameRng::new(2);
    assert!(play_until(&mut app, &mut rng, 5_000, |app| hand_off_shown(
        app
    )
    .is_some()));
    let cover = |app: &mut App| {
        let mut q = app.world_mut().query_filtered::<Entity, With<HandOff>>();
        q.single(app.world()).unwrap()
    };
    let cover_button_enabled = |app: &mut App| {
        let mut q = app.world_mut().query::<(&MenuItem, &Name)>();
        q.iter(app.world())
            .find(|(_, n)| n.as_str() == "Show my hand")
            .map(|(i, _)| i.enabled)
            .unwrap()
    };
    let menus = |app: &mut App| {
        let mut q = app.world_mut().query_filtered::<(), With<MatchMenu>>();
        q.iter(app.world()).count()
    };
    for key in [KeyCode::Escape, KeyCode::Escape] {
        tap(&mut app, key);
        app.update();
        assert_eq!(menus(&mut app), 1, "Escape on the cover opens the menu");
        let c = cover(&mut app);
        assert_eq!(app.world().get::<Visibility>(c), Some(&Visibility::Hidden));
        assert!(
            !cover_button_enabled(&mut app),
            "the cover waits under the menu"
        );
        // Escape again: Resume.
        tap(&mut app, KeyCode::Escape);
        app.update();
        assert_eq!(menus(&mut app), 0, "Escape resumes");
        let c = cover(&mut app);
        assert_ne!(app.world().get::<Visibility>(c), Some(&Visibility::Hidden));
        assert!(cover_button_enabled(&mut app), "the cover answers again");
        assert!(
            hand_off_shown(&mut app).is_some(),
            "still waiting for the person"
        );
    }
    // Leave the match: the menu asks first.
    let questions = |app: &mut App| {
        let mut q = app.world_mut().query_filtered::<(), With<LeaveQuestion>>();
        q.iter(app.world()).count()
    };
    tap(&mut app, KeyCode::Escape);
    app.update();
    // Down through Resume, Take back (when there is one to take), Animations, Sound, Music,
    // Hints and Hint search, to Leave.
    let leave = common::button_named(&mut app, "Leave the match").expect("in the menu");
    let leave = app
        .world()
        .get::<ivanhoe::shell::menu::MenuItem>(leave)
        .expect("a menu button")
        .order;
    for _ in 0..8 {
        if app.world().resource::<ivanhoe::shell::menu::MenuFocus>().0 == Some(leave) {
            break;
        }
        tap(&mut app, KeyCode::ArrowDown);
    }
    tap(&mut app, KeyCode::Enter);
    app.update();
    assert_eq!(questions(&mut app), 1, "Leave asks first");
    assert_eq!(screen(&app), Screen::Match);
    tap(&mut app, KeyCode::Escape);
    app.update();
    assert_eq!(questions(&mut app), 0, "Escape keeps the match");
    assert_eq!(menus(&mut app), 1, "back in the menu");
    assert_eq!(screen(&app), Screen::Match);
    tap(&mut app, KeyCode::Enter);
    app.update();
    assert_eq!(questions(&mut app), 1);
    tap(&mut app, KeyCode::ArrowDown);
    tap(&mut app, KeyCode::Enter);
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Title, "confirmed, the match is left");
}

/// The physical cards of `seat`'s hand, left to right, each its entity (and its name in a
/// failure).
fn hand_cards(app: &App, seat: usize) -> Vec<(Entity, Entity)> {
    let hand = lying(app).cards(Place::Hand(seat));
    hand.into_iter().map(|card| (card, card)).collect()
}

/// The physical cards of `seat`'s hand and where each lies (its slot's place on the table).
fn hand_places(app: &mut App, seat: usize) -> Vec<(Entity, f32)> {
    let world = app.world();
    hand_cards(app, seat)
        .into_iter()
        .map(|(id, e)| {
            let p = world
                .get::<ivanhoe::table::animation::Placement>(e)
                .unwrap();
            (id, p.at.x)
        })
        .collect()
}

/// Play-test point 7: after an action card is played and the others have answered it, the
/// rest of the hand lies where it lay, so the card under the pointer is the same.
#[test]
fn the_hand_keeps_its_places_after_an_action_card() {
    use ivanhoe::games::ivanhoe::human::PickRequest;
    let mut app = app(seats(&[HUMAN, BOT, BOT]), AnimationSpeed::Instant);
    let mut rng = GameRng::new(8);
    let mut checked = 0;
    for _ in 0..400 {
        if checked == 4 || screen(&app) != Screen::Match {
            break;
        }
        if !run_until(&mut app, 5_000, |app| human_turn(app).is_some()) {
            break;
        }
        app.update();
        let Some(next) = human_turn(&app) else {
            continue;
        };
        let seat = app.world().resource::<HumanChoice>().seat.unwrap();
        let in_play = matches!(
            app.world().resource::<Session>().engine().phase(),
            ivanhoe_rules::Phase::Play
        );
        let action = next
            .iter()
            .find(|p| matches!(p, Pick::HandCard(c) if c.is_action()));
        let (Some(&card), true) = (action, in_play) else {
            decide_randomly(&mut app, &mut rng);
            continue;
        };
        let before = hand_places(&mut app, seat);
        let actions_before = actions(&app);
        // The action card, then random picks of its targets.
        app.world_mut().write_message(PickRequest(card));
        app.update();
        while actions(&app) == actions_before {
            let Some(next) = human_turn(&app) else { break };
            let targets: Vec<Pick> = next
                .into_iter()
                .filter(|p| !matches!(p, Pick::Button(_)))
                .collect();
            let Some(&pick) = targets.get(rng.below(targets.len().max(1))) else {
                break;
            };
            app.world_mut().write_message(PickRequest(pick));
            app.update();
        }
        if actions(&app) == actions_before {
            decide_randomly(&mut app, &mut rng);
            continue;
        }
        // The others answer; the person decides again in the same turn.
        let again = run_until(&mut app, 5_000, |app| human_turn(app).is_some());
        let state = app.world().resource::<Session>().engine();
        if !again || state.turn() != seat || actions(&app) <= actions_before + 1 {
            continue;
        }
        for (id, x) in hand_places(&mut app, seat) {
            if let Some((_, was)) = before.iter().find(|(i, _)| *i == id) {
                assert_eq!(x, *was, "card {id} stayed in its slot after {card:?}");
            }
        }
        checked += 1;
    }
    assert!(
        checked > 0,
        "a person played an action card the others answered"
    );
}

/// The hand cards marked as under the focus.
fn focused_hand_cards(app: &mut App, seat: usize) -> Vec<Entity> {
    let world = app.world();
    hand_cards(app, seat)
        .into_iter()
        .filter(|(_, e)| {
            matches!(
                world.get::<Highlight>(*e),
                Some(Highlight::Focused | Highlight::FocusedBlocked)
            )
        })
        .map(|(id, _)| id)
        .collect()
}

/// Runs to the next decision of a person: their seat, and their hand as it lies, each card
/// with what it shows; `None` once the match is over.
fn next_person_hand(
    app: &mut App,
) -> Option<(usize, Vec<Entity>, Vec<Option<ivanhoe_rules::Card>>)> {
    if screen(app) != Screen::Match || !run_until(app, 5_000, |app| human_turn(app).is_some()) {
        return None;
    }
    app.update();
    let seat = app.world().resource::<HumanChoice>().seat.unwrap();
    let table = lying(app);
    let hand = table.cards(Place::Hand(seat));
    let faces = hand.iter().map(|&card| table.face(card)).collect();
    Some((seat, hand, faces))
}

/// Play-test point 4: identical cards are each their own focus stop. The arrows walk every
/// card of the hand, one lit at a time, past a second purple 5 to the prompt's choices; and the
/// copy chosen with Enter is the one that leaves the hand.
#[test]
fn identical_cards_are_each_a_focus_stop() {
    let mut app = app(seats(&[HUMAN, BOT, BOT]), AnimationSpeed::Instant);
    let mut rng = GameRng::new(13);
    let mut checked = 0;
    for _ in 0..600 {
        if checked == 3 {
            break;
        }
        let Some((seat, hand, faces)) = next_person_hand(&mut app) else {
            break;
        };
        let choice = app.world().resource::<HumanChoice>();
        let ring = choice.ring();
        let twin = (1..faces.len()).find(|&i| {
            faces[..i].contains(&faces[i])
                && choice.selection.allows(Pick::HandCard(faces[i].unwrap()))
        });
        let opens = ring.len() >= hand.len()
            && (faces.iter().zip(&ring)).all(|(face, p)| *p == Pick::HandCard(face.unwrap()));
        let (Some(twin), true) = (twin, opens) else {
            decide_randomly(&mut app, &mut rng);
            continue;
        };
        // Walk to the start, then along the whole ring.
        for _ in 0..ring.len() {
            tap(&mut app, KeyCode::ArrowLeft);
        }
        app.update();
        for step in 0..ring.len() {
            let focus = app.world().resource::<HumanChoice>().focus;
            assert_eq!(focus, step, "Right moves one stop at a time");
            let lit = focused_hand_cards(&mut app, seat);
            if step < hand.len() {
                assert_eq!(lit, vec![hand[step]], "exactly the focused copy is lit");
            } else {
                assert!(lit.is_empty(), "no card is lit on the prompt's choices");
            }
            tap(&mut app, KeyCode::ArrowRight);
            app.update();
        }
        // Back to the second copy, and choose it.
        for _ in 0..ring.len() {
            tap(&mut app, KeyCode::ArrowLeft);
        }
        for _ in 0..twin {
            tap(&mut app, KeyCode::ArrowRight);
        }
        app.update();
        assert_eq!(focused_hand_cards(&mut app, seat), vec![hand[twin]]);
        let before = actions(&app);
        tap(&mut app, KeyCode::Enter);
        app.update();
        if actions(&app) == before {
            // The card asks for a target: this deal shows nothing more here.
            decide_randomly(&mut app, &mut rng);
            continue;
        }
        let left: Vec<Entity> = lying(&app).cards(Place::Hand(seat));
        assert!(
            !left.contains(&hand[twin]) && hand[..twin].iter().all(|id| left.contains(id)),
            "the focused copy left the hand, not its twin"
        );
        checked += 1;
    }
    assert!(checked > 0, "a hand held two playable identical cards");
}

/// Of identical cards, the copy a person clicks is the one that flies (the kit's `Leaving`):
/// clicked, the first of two copies leaves the hand and the later one stays, though the table
/// would free the later copy were nothing chosen.
#[test]
fn the_copy_of_identical_cards_clicked_is_the_one_that_leaves() {
    let mut app = app(seats(&[HUMAN, BOT, BOT]), AnimationSpeed::Instant);
    let mut rng = GameRng::new(13);
    let mut checked = 0;
    for _ in 0..600 {
        if checked == 3 {
            break;
        }
        let Some((seat, hand, faces)) = next_person_hand(&mut app) else {
            break;
        };
        let choice = app.world().resource::<HumanChoice>();
        let pair = (1..faces.len()).find_map(|later| {
            let first = faces[..later].iter().position(|f| *f == faces[later])?;
            let allowed = choice.selection.allows(Pick::HandCard(faces[later]?));
            allowed.then_some((first, later))
        });
        let Some((first, later)) = pair else {
            decide_randomly(&mut app, &mut rng);
            continue;
        };
        let before = actions(&app);
        click(&mut app, hand[first]);
        app.update();
        if actions(&app) == before {
            // The card asks for a target: this deal shows nothing more here.
            decide_randomly(&mut app, &mut rng);
            continue;
        }
        let left = lying(&app).cards(Place::Hand(seat));
        assert!(
            !left.contains(&hand[first]) && left.contains(&hand[later]),
            "the copy clicked left the hand, not its twin"
        );
        checked += 1;
    }
    assert!(checked > 0, "a hand held two playable identical cards");
}

/// The physical card under the focus.
fn focused_card(app: &App) -> Option<Entity> {
    let piece = app.world().resource::<HumanChoice>().focused_piece()?;
    app.world().get::<CardEntity>(piece).map(|_| piece)
}

/// Play-test point 5: the rules card follows the device used last. A pointer left resting on
/// a card (the last person's, at one screen) does not decide what it shows; once the pointer
/// moves, it does; a key press gives it back to the focus.
#[test]
fn the_rules_card_follows_the_last_device_used() {
    let mut app = app(seats(&[HUMAN, BOT]), AnimationSpeed::Instant);
    let mut rng = GameRng::new(17);
    let mut checked = false;
    for _ in 0..200 {
        assert!(run_until(&mut app, 5_000, |app| human_turn(app).is_some()));
        app.update();
        let seat = app.world().resource::<HumanChoice>().seat.unwrap();
        let focused = focused_card(&app);
        let table = lying(&app);
        let other = table.cards(Place::Hand(seat)).into_iter().find(|&card| {
            Some(card) != focused && table.face(card) != focused.and_then(|f| table.face(f))
        });
        let (Some(focused), Some(other)) = (focused, other) else {
            decide_randomly(&mut app, &mut rng);
            continue;
        };
        let name = |app: &App, piece: Entity| {
            let card = lying(app).face(piece).unwrap();
            use ivanhoe::games::ivanhoe::words;
            words::card_words(card, words::Form::Start).to_string()
        };
        let other_entity = other;
        common::rest_pointer_on(&mut app, other_entity);
        app.update();
        assert!(
            rules_text(&mut app).starts_with(&name(&app, focused)),
            "a resting pointer does not take the card from the focus"
        );
        common::move_pointer_over(&mut app, other_entity);
        app.update();
        assert!(
            rules_text(&mut app).starts_with(&name(&app, other)),
            "a moving pointer shows what it points at"
        );
        tap(&mut app, KeyCode::ArrowRight);
        tap(&mut app, KeyCode::ArrowLeft);
        app.update();
        let focused = focused_card(&app).unwrap();
        assert!(
            rules_text(&mut app).starts_with(&name(&app, focused)),
            "a key gives the card back to the focus"
        );
        checked = true;
        break;
    }
    assert!(checked);
}

/// The focus rests on a legal choice at every decision (Withdraw only where it is all that is
/// left), so a person pressing only Enter plays the whole match to the winner's screen
/// (play-test point 14, in this game).
#[test]
fn enter_alone_always_moves_the_match_on() {
    let mut app = app(seats(&[HUMAN, BOT, BOT]), AnimationSpeed::Instant);
    let mut presses = 0;
    play_to_results(&mut app, 40_000, |app, _| {
        let Some(next) = human_turn(app) else {
            return;
        };
        let choice = app.world().resource::<HumanChoice>();
        let focused = choice.focused().expect("a choice is focused");
        assert!(
            next.contains(&focused),
            "the focus rests on a legal choice, not {focused:?}"
        );
        tap(app, KeyCode::Enter);
        presses += 1;
    });
    assert!(presses > 10);
}

/// The click on the hand-off cover's button ("I am Rowena: show my hand") lifts the cover,
/// shows that person's hand, and does nothing else.
#[test]
fn the_click_that_lifts_the_cover_acts_for_nobody() {
    let mut app = app(seats(&[HUMAN, HUMAN, BOT]), AnimationSpeed::Instant);
    let mut rng = GameRng::new(6);
    for _ in 0..4 {
        assert!(play_until(&mut app, &mut rng, 5_000, |app| hand_off_shown(
            app
        )
        .is_some()));
        let seat = hand_off_shown(&mut app).unwrap();
        let before = actions(&app);
        let button = {
            let world = app.world_mut();
            let mut q = world.query::<(Entity, &Name, &Button)>();
            q.iter(world)
                .find(|(_, n, _)| n.as_str() == "Show my hand")
                .map(|(e, _, _)| e)
                .expect("the cover's button")
        };
        app.world_mut()
            .entity_mut(button)
            .insert(Interaction::Pressed);
        app.update();
        app.update();
        assert_eq!(hand_off_shown(&mut app), None, "the click lifted the cover");
        assert_eq!(app.world().resource::<Viewer>().0, Some(seat));
        assert_eq!(actions(&app), before, "the click decided nothing");
        assert!(
            app.world()
                .resource::<HumanChoice>()
                .selection
                .picks()
                .is_empty()
        );
        decide_randomly(&mut app, &mut rng);
    }
}

/// The first of the deciding person's legal actions that the engine does not mark as closing
/// the way back and after which the same person decides again (a card played mid-turn), if any.
fn a_decision_that_can_be_taken_back(app: &App) -> Option<ivanhoe_rules::Action> {
    use rules_core::Game;
    let session = app.world().resource::<Session>();
    let state = session.engine();
    let rules_core::Status::Decision(seat) = state.status() else {
        return None;
    };
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    legal.into_iter().find(|action| {
        let mut after = state.clone();
        let mut events = Vec::new();
        after.apply(action, &mut events).is_ok()
            && !events.iter().any(ivanhoe_rules::State::is_undo_barrier)
            && after.status() == rules_core::Status::Decision(seat)
    })
}

/// Saving and resuming: the match is saved after every decision; the game started again offers
/// it on the title as Continue, and Enter puts it back exactly (the engine's state byte for
/// byte), the table agreeing with the engine from the first frame, settled (nothing flies), and
/// play goes on from there.
#[test]
fn a_saved_match_resumes_exactly_as_it_was() {
    let store = saves::MemoryStore::new();
    let setup = seats(&[HUMAN, BOT, BOT]);
    let mut app = common::app_saving_in("ivanhoe", setup, &store);
    let mut rng = GameRng::new(11);
    assert!(
        play_until(&mut app, &mut rng, 20_000, |app| actions(app) >= 25
            && human_turn(app).is_some()),
        "the match reaches 25 decisions with the person to decide"
    );
    let before = rules_core::fingerprint(app.world().resource::<Session>().engine());
    let decisions = actions(&app);
    let (key, text) = common::the_save(&store);
    drop(app);

    let mut app = common::restart_with(&store, AnimationSpeed::Normal);
    assert_eq!(screen(&app), Screen::Title);
    assert!(
        common::button_named(&mut app, "Continue").is_some(),
        "the title offers Continue"
    );
    // Continue is the title's first button: Enter takes it.
    tap(&mut app, KeyCode::Enter);
    app.update();
    assert_eq!(screen(&app), Screen::Match);
    check_table(&mut app);
    {
        let session = app.world().resource::<Session>();
        assert_eq!(session.actions.len(), decisions);
        assert_eq!(
            rules_core::fingerprint(session.engine()),
            before,
            "the engine's state, byte for byte"
        );
    }
    app.update();
    check_table(&mut app);
    assert!(
        !common::anything_flies(&mut app),
        "a match put back arrives settled"
    );
    // It goes on saving under the same key.
    let mut rng = GameRng::new(12);
    assert!(play_until(&mut app, &mut rng, 20_000, |app| actions(app)
        > decisions + 3));
    assert_eq!(common::the_save(&store).0, key);
    assert_ne!(
        common::the_save(&store).1,
        text,
        "saved again as play went on"
    );
}

/// Undo (playing alone at the screen): U takes back the person's last decision, leaving the
/// engine's state byte for byte as it was before it and the table agreeing with it; with no
/// decision of theirs since another seat decided, or after a decision that drew or showed a
/// card, nothing is taken back and the notice says why.
#[test]
fn a_person_alone_takes_back_their_own_decisions() {
    use ivanhoe::table::{Decision, Notice};
    let mut app = app(seats(&[HUMAN, BOT, BOT]), AnimationSpeed::Instant);
    let mut rng = GameRng::new(5);
    let notice = |app: &App| {
        app.world()
            .resource::<Notice>()
            .0
            .as_ref()
            .map(|(text, _)| text.clone())
            .unwrap_or_default()
    };
    let mut taken_back = 0;
    let mut stood = 0;
    let mut refused_after_another_seat = false;
    for _ in 0..40 {
        assert!(play_until(&mut app, &mut rng, 20_000, |app| human_turn(
            app
        )
        .is_some()));
        let person_decided_last = {
            let session = app.world().resource::<Session>();
            session.steps.last().is_some_and(|s| s.seat == 0)
        };
        if !person_decided_last && !refused_after_another_seat && actions(&app) > 0 {
            // Another seat decided last: nothing of the person's to take back.
            let before = rules_core::fingerprint(app.world().resource::<Session>().engine());
            tap(&mut app, KeyCode::KeyU);
            app.update();
            let session = app.world().resource::<Session>();
            assert_eq!(rules_core::fingerprint(session.engine()), before);
            assert!(
                notice(&app).contains("another player has decided"),
                "says why: {}",
                notice(&app)
            );
            refused_after_another_seat = true;
        }
        let Some(action) = a_decision_that_can_be_taken_back(&app) else {
            decide_randomly(&mut app, &mut rng);
            continue;
        };
        let before = rules_core::fingerprint(app.world().resource::<Session>().engine());
        let decisions = actions(&app);
        app.world_mut()
            .write_message(Decision::<ivanhoe::games::ivanhoe::Ivanhoe> { seat: 0, action });
        app.update();
        assert_eq!(actions(&app), decisions + 1, "the decision was applied");
        tap(&mut app, KeyCode::KeyU);
        app.update();
        check_table(&mut app);
        let session = app.world().resource::<Session>();
        assert_eq!(session.actions.len(), decisions, "one decision taken back");
        assert_eq!(
            rules_core::fingerprint(session.engine()),
            before,
            "the state before the decision, byte for byte"
        );
        taken_back += 1;
        decide_randomly(&mut app, &mut rng);
        // A decision that closed the way back (a card drawn or shown) stands.
        let closed = {
            let session = app.world().resource::<Session>();
            session
                .steps
                .last()
                .is_some_and(|s| s.seat == 0 && s.barrier)
        };
        if closed {
            // Computer players may decide meanwhile; nothing is taken back either way.
            let made = actions(&app);
            tap(&mut app, KeyCode::KeyU);
            app.update();
            assert!(
                actions(&app) >= made,
                "a decision that drew or showed stands"
            );
            stood += 1;
            assert!(
                notice(&app).contains("stands") || notice(&app).contains("another player"),
                "says why: {}",
                notice(&app)
            );
        }
    }
    assert!(taken_back >= 5, "decisions were taken back: {taken_back}");
    assert!(stood >= 1, "a decision that closed the way back was tried");
    assert!(refused_after_another_seat);
}

/// Undo is for one person alone: with two people at the screen a decision stands.
#[test]
fn with_two_people_at_the_screen_a_decision_stands() {
    use ivanhoe::table::Decision;
    let mut app = app(seats(&[HUMAN, HUMAN]), AnimationSpeed::Instant);
    let mut rng = GameRng::new(3);
    for _ in 0..20 {
        assert!(play_until(&mut app, &mut rng, 20_000, |app| {
            human_turn(app).is_some() && a_decision_that_can_be_taken_back(app).is_some()
        }));
        let action = a_decision_that_can_be_taken_back(&app).expect("found above");
        let seat = app
            .world()
            .resource::<HumanChoice>()
            .seat
            .expect("a person decides");
        app.world_mut()
            .write_message(Decision::<ivanhoe::games::ivanhoe::Ivanhoe> { seat, action });
        app.update();
        let decisions = actions(&app);
        tap(&mut app, KeyCode::KeyU);
        app.update();
        assert_eq!(actions(&app), decisions, "nothing is taken back");
    }
}

/// A prompt button that appears under a resting pointer (the button just clicked replaced by
/// another in its place, as Withdraw follows Stay) takes no click until the pointer has left it:
/// a second click meant for the button gone decides nothing. Once the pointer has left, the
/// button answers.
#[test]
fn a_button_that_appears_under_the_pointer_takes_no_click_until_it_leaves() {
    use ivanhoe::table::decide::{PromptButton, Unarmed};
    let mut app = app(seats(&[HUMAN, BOT, BOT]), AnimationSpeed::Instant);
    let withdraw = Pick::Button(ButtonPick::Withdraw);
    let mut checked = false;
    for _ in 0..60 {
        // The frame the person's decision comes up: its buttons have just appeared.
        assert!(run_until(&mut app, 5_000, |app| human_turn(app).is_some()));
        let button = {
            let world = app.world_mut();
            let mut buttons = world.query::<(Entity, &PromptButton<Pick>)>();
            buttons
                .iter(world)
                .find(|(_, b)| b.0 == withdraw)
                .map(|(e, _)| e)
        };
        let Some(button) = button else {
            // No Withdraw here: decide and wait for another turn.
            let picks = human_turn(&app).unwrap();
            let pick = picks
                .into_iter()
                .find(|p| *p != withdraw)
                .unwrap_or(withdraw);
            app.world_mut()
                .write_message(ivanhoe::games::ivanhoe::human::PickRequest(pick));
            app.update();
            continue;
        };
        assert!(
            app.world().get::<Unarmed>(button).is_some(),
            "new, not yet armed"
        );
        let decisions = app.world().resource::<ivanhoe::table::Seating>().decisions;
        // The pointer rests where the button appeared; a click there decides nothing.
        common::rest_pointer_on(&mut app, button);
        app.update();
        common::click_button(&mut app, button);
        app.update();
        assert_eq!(
            app.world().resource::<ivanhoe::table::Seating>().decisions,
            decisions,
            "a click on a button that came under the pointer withdraws nobody"
        );
        // The pointer leaves it and comes back: now it answers.
        common::pointer_leaves(&mut app, button);
        app.update();
        assert!(
            app.world().get::<Unarmed>(button).is_none(),
            "armed once left"
        );
        common::click_button(&mut app, button);
        app.update();
        assert_ne!(
            app.world().resource::<ivanhoe::table::Seating>().decisions,
            decisions,
            "the button answers once the pointer has left it"
        );
        checked = true;
        break;
    }
    assert!(checked, "a turn with Withdraw came");
}

/// A match of two seats played with random legal actions from the first seed on, up to the
/// first decision of seat 0 at which withdrawing hands the tournament to seat 1 and seat 1, to
/// start the next one, holds nothing it may start with: its seed, the actions so far, and the
/// hand seat 1 will show.
fn a_match_before_a_shown_hand() -> (u64, Vec<String>, Vec<ivanhoe_rules::Card>) {
    use ivanhoe_rules::{Action, Event, Options, State};
    use rules_core::{Game, Status};
    let options = Options {
        players: 2,
        ..Options::default()
    };
    for seed in 0..1_000 {
        let mut events = Vec::new();
        let mut state = State::new_game(&options, seed, &mut events).expect("a deal");
        let mut rng = GameRng::derived(seed, 7);
        let (mut legal, mut actions) = (Vec::new(), Vec::new());
        while let Status::Decision(seat) = state.status() {
            state.legal_actions(&mut legal);
            if seat == 0 && legal.contains(&Action::Withdraw) {
                let mut after = state.clone();
                events.clear();
                after.apply(&Action::Withdraw, &mut events).expect("legal");
                if let Some(hand) = events.iter().find_map(|e| match e {
                    Event::HandRevealed { seat: 1, hand } => Some(hand.clone()),
                    _ => None,
                }) {
                    return (seed, actions, hand);
                }
            }
            let action = *rng.choose(&legal).expect("a decision has actions");
            actions.push(action.to_string());
            state.apply(&action, &mut events).expect("legal");
        }
    }
    panic!("no match of the first thousand seeds shows a hand");
}

/// A starter who cannot start a tournament shows their hand (RULINGS: a public event):
/// the person at the screen sees the rival's hand face up, card for card, for a moment, then
/// face down again; the table matches the engine throughout. Reached from a save of a match
/// just before it, in which the person withdraws (the W key) and the rival, winning the
/// tournament, must start the next one with no card to start it.
#[test]
fn a_starter_who_cannot_start_shows_their_hand_for_a_moment() {
    let (seed, actions, hand) = a_match_before_a_shown_hand();
    let record = rules_core::MatchRecord {
        game: "ivanhoe".to_string(),
        options: serde_json::json!({ "players": 2 }),
        seed,
        actions,
        final_state: None,
    };
    let seats = vec![
        saves::SavedSeat {
            name: "Player 1".into(),
            computer: None,
        },
        saves::SavedSeat {
            name: "Player 2".into(),
            computer: Some(Difficulty::Easy),
        },
    ];
    let store = saves::MemoryStore::new();
    let save = saves::SavedMatch::new(record, seats, 1_800_000_000);
    store.put_raw(
        &saves::new_key("ivanhoe", 1_800_000_000, 1),
        &save.to_json(),
    );
    let mut app = common::restart_with(&store, AnimationSpeed::Normal);
    tap(&mut app, KeyCode::Enter);
    app.update();
    assert_eq!(screen(&app), Screen::Match, "Continue resumes the save");
    for _ in 0..2_000 {
        let choice = app.world().resource::<HumanChoice>();
        if choice.seat == Some(0) && choice.hand.iter().all(|(piece, _)| piece.is_some()) {
            break;
        }
        app.update();
        check_table(&mut app);
    }
    let rival_faces = |app: &App| lying(app).faces(Place::Hand(1));
    assert!(
        rival_faces(&app).iter().all(Option::is_none),
        "the rival's hand lies face down before"
    );
    tap(&mut app, KeyCode::KeyW);
    let mut shown_for = 0;
    let mut hidden_again = false;
    for _ in 0..400 {
        app.update();
        check_table(&mut app);
        let faces = rival_faces(&app);
        if faces.iter().all(Option::is_some) && !faces.is_empty() {
            let mut faces: Vec<_> = faces.into_iter().flatten().collect();
            let mut shown = hand.clone();
            faces.sort();
            shown.sort();
            assert_eq!(faces, shown, "the hand shown is the hand the rules show");
            shown_for += 1;
        } else if shown_for > 0 {
            hidden_again = faces.iter().all(Option::is_none);
            break;
        }
    }
    // Shown for a moment (2.5 s at normal speed, 50 ms a frame), then face down again.
    assert!(shown_for >= 20, "the hand was shown for {shown_for} frames");
    assert!(hidden_again, "the hand lies face down again");
}
