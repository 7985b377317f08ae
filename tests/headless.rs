//! The real game app without a window: `MinimalPlugins` plus the game's own plugins. Whole
//! matches run through the screens to the winner's; people's seats are played through the
//! leafwing controls (simulated keyboard and gamepad) and through pointer clicks.

use std::time::Duration;

use bevy::camera::NormalizedRenderTarget;
use bevy::input::gamepad::{GamepadConnection, GamepadConnectionEvent};
use bevy::picking::backend::HitData;
use bevy::picking::pointer::{Location, PointerButton, PointerId};
use bevy::prelude::*;
use bots::Difficulty;
use ivanhoe::screens::{MatchSetup, Screen, SeatKind, SeatSetup};
use ivanhoe::table::animation::AnimationSpeed;
use ivanhoe::table::choices::Pick;
use ivanhoe::table::human::HumanChoice;
use ivanhoe::table::model::Zone;
use ivanhoe::table::{
    CardEntity, MatchPhase, PlateEntity, PromptButton, Session, Table, ThinkingMode, TokenEntity,
};
use leafwing_input_manager::user_input::Buttonlike;
use rules_core::GameRng;

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

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
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
    if let Err(why) = table.model.check(&session.state) {
        panic!("the table differs from the engine: {why}");
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
        .map(|s| (s.actions.len(), s.state.phase()));
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
        if let Some(phase) = app.world().get_resource::<State<MatchPhase>>() {
            phases.insert(*phase.get());
        }
    });
    for phase in [
        MatchPhase::Starting,
        MatchPhase::Turn,
        MatchPhase::TournamentWon,
        MatchPhase::GameOver,
    ] {
        assert!(phases.contains(&phase), "the match went through {phase:?}");
    }
    app.update();
    assert_eq!(
        card_entities(&mut app),
        0,
        "the match's entities go with its screen"
    );
    let summary = app.world().resource::<ivanhoe::table::MatchSummary>();
    assert!(summary.winner.is_some() || summary.seats.iter().all(|(_, t)| t.len() < 4));
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

fn tap(app: &mut App, input: impl Buttonlike + Clone) {
    input.clone().press(app.world_mut());
    app.update();
    input.release(app.world_mut());
}

/// The buttons of a device that moves a focus cursor over the choices.
struct Cursor<B> {
    next: B,
    select: B,
    back: B,
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
        for _ in 0..rng.below(next.len()) {
            tap(app, cursor.next.clone());
        }
        if rng.below(10) == 0 {
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
        select: KeyCode::Enter,
        back: KeyCode::Escape,
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
        select: GamepadButton::South,
        back: GamepadButton::East,
    };
    let decided = play_with_cursor(&mut app, 5, pad);
    assert!(decided > 10, "seat 1 made {decided} decisions by gamepad");
}

fn click(app: &mut App, entity: Entity) {
    let location = Location {
        target: NormalizedRenderTarget::None {
            width: 1280,
            height: 720,
        },
        position: Vec2::ZERO,
    };
    let hit = HitData::new(Entity::PLACEHOLDER, 0.0, None, None);
    let event = Pointer::new(
        PointerId::Mouse,
        location,
        Click {
            button: PointerButton::Primary,
            hit,
            duration: Duration::from_millis(80),
            count: 1,
        },
        entity,
    );
    app.world_mut().trigger(event);
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
    use ivanhoe::table::human::PickRequest;
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
    let notice = &app.world().resource::<ivanhoe::table::hud::Notice>().0;
    assert!(notice.is_some(), "a refused pick is explained");

    // A hand card that cannot be played now is refused with the engine's rule.
    let choice = app.world().resource::<HumanChoice>();
    let seat = choice.seat.expect("seat 0 decides");
    let hand: Vec<ivanhoe_rules::Card> = app
        .world()
        .resource::<Session>()
        .state
        .hand(seat)
        .kinds()
        .collect();
    if let Some(card) = hand
        .into_iter()
        .find(|c| !choice.selection.allows(Pick::HandCard(*c)))
    {
        app.world_mut()
            .resource_mut::<ivanhoe::table::hud::Notice>()
            .0 = None;
        app.world_mut()
            .write_message(PickRequest(Pick::HandCard(card)));
        app.update();
        assert_eq!(app.world().resource::<Session>().actions.len(), before);
        let (text, _) = app
            .world()
            .resource::<ivanhoe::table::hud::Notice>()
            .0
            .clone()
            .expect("explained");
        assert!(!text.is_empty());
    }
}
