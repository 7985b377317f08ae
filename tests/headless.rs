//! The real game app without a window: `MinimalPlugins` plus the game's own plugins. Whole
//! matches run through the screens to the winner's; people's seats are played through the
//! leafwing controls (simulated keyboard and gamepad) and through pointer clicks.

use std::time::Duration;

use bevy::input::gamepad::{GamepadConnection, GamepadConnectionEvent};
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;
use bots::Difficulty;
use ivanhoe::games::ivanhoe::choices::Pick;
use ivanhoe::games::ivanhoe::human::HumanChoice;
use ivanhoe::games::ivanhoe::model::Zone;
use ivanhoe::games::ivanhoe::{
    CardEntity, PlateEntity, PromptButton, Session, Table, TokenEntity, TournamentPhase,
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

fn card_entities(app: &mut App) -> usize {
    app.world_mut()
        .query::<&CardEntity>()
        .iter(app.world())
        .count()
}

/// Checks, each frame, what must always hold at the table: 110 card entities, and the table's
/// card places equal to the engine's.
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
    let (Some(table), Some(session)) = (
        world.get_resource::<Table>(),
        world.get_resource::<Session>(),
    ) else {
        return;
    };
    let at_screen = ivanhoe::table::seats_at_screen(&session.seats);
    if let Err(why) = table.model.check(session.engine(), &at_screen) {
        panic!("the table differs from the engine: {why}");
    }
    // The card entities are held by the zone entities the model puts them in.
    let mut wanted: Vec<(Entity, Entity)> = Vec::new();
    for zone in ivanhoe::games::ivanhoe::model::TableModel::zones(session.seats.len()) {
        let zone_entity = table.zone_entity(zone).expect("every zone is an entity");
        for id in table.model.cards(zone) {
            wanted.push((table.cards[id as usize], zone_entity));
        }
    }
    let world = app.world_mut();
    let mut held = world.query::<(Entity, &ivanhoe::table::zones::HeldBy)>();
    for (card, zone) in wanted {
        assert_eq!(
            held.get(world, card).map(|(_, h)| h.0).ok(),
            Some(zone),
            "card entity {card} lies in the zone entity of its place"
        );
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
    assert!(summary.winner.is_some() || summary.seats.iter().all(|s| s.score < 4));
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
    let gamepad = app.world_mut().spawn_empty().id();
    app.world_mut().write_message(GamepadConnectionEvent {
        gamepad,
        connection: GamepadConnection::Connected {
            name: "Test pad".into(),
            vendor_id: None,
            product_id: None,
        },
    });
    app.update();
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
    let world = app.world_mut();
    let table = world.resource::<Table>();
    let card = |zone: Zone, index: Option<usize>| -> Option<Entity> {
        let ids = table.model.cards(zone);
        let id = match index {
            Some(i) => *ids.get(i)?,
            None => *ids.first()?,
        };
        Some(table.cards[id as usize])
    };
    let target = match pick {
        Pick::HandCard(c) => table
            .model
            .cards(Zone::Hand(seat))
            .into_iter()
            .find(|&id| table.model.face(id) == Some(c))
            .map(|id| table.cards[id as usize]),
        Pick::DisplayCard(s, i) => card(Zone::Display(s), Some(i as usize)),
        Pick::Shield(s) => card(Zone::Shield(s), None),
        Pick::Stunned(s) => card(Zone::Stunned(s), None),
        Pick::Seat(s) => {
            let mut plates = world.query::<(Entity, &PlateEntity)>();
            plates.iter(world).find(|(_, p)| p.0 == s).map(|(e, _)| e)
        }
        Pick::Token(colour) => {
            let mut tokens = world.query::<(Entity, &TokenEntity)>();
            tokens
                .iter(world)
                .find(|(_, t)| t.colour == colour)
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
    let mut app = app(
        seats(&[SeatKind::Human, BOT, BOT, BOT]),
        AnimationSpeed::Instant,
    );
    let mut rng = GameRng::new(11);
    let mut decided = 0;
    let mut kinds = std::collections::HashSet::new();
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
        assert_eq!(rules_text(&mut app), POINT_AT_A_CARD);
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
                    let any = app.world().resource::<Table>().cards[0];
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
        let places = |app: &mut App| -> Vec<(u16, Vec3)> {
            let table = app.world().resource::<Table>();
            let ids = table.model.cards(Zone::Hand(seat));
            let entities: Vec<(u16, Entity)> = ids
                .iter()
                .map(|&id| (id as u16, table.cards[id as usize]))
                .collect();
            entities
                .into_iter()
                .map(|(id, e)| {
                    let p = app.world().get::<ivanhoe::table::animation::Placement>(e);
                    (id, p.unwrap().at)
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
            let aimed: Vec<(Zone, usize)> = match pending.play {
                Play::Dodge(t, i) => vec![(Zone::Display(t), i as usize)],
                Play::Retreat(i) => vec![(Zone::Display(pending.actor), i as usize)],
                Play::Riposte(t) => {
                    vec![(Zone::Display(t), session.engine().display(t).len() - 1)]
                }
                Play::Outwit {
                    mine,
                    target,
                    theirs,
                } => [(pending.actor, mine), (target, theirs)]
                    .into_iter()
                    .map(|(s, at)| match at {
                        FaceUp::Display(i) => (Zone::Display(s), i as usize),
                        FaceUp::Shield => (Zone::Shield(s), 0),
                        FaceUp::Stunned => (Zone::Stunned(s), 0),
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
            let table = app.world().resource::<Table>();
            let entities: Vec<Entity> = aimed
                .iter()
                .map(|&(zone, i)| table.cards[table.model.cards(zone)[i] as usize])
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
