//! What the tests of the real app share: the screen showing, and a person's presses and clicks
//! as Bevy's input and picking deliver them.

use std::time::Duration;

use bevy::camera::NormalizedRenderTarget;
use bevy::picking::backend::HitData;
use bevy::picking::pointer::{Location, PointerId};
use bevy::prelude::*;
use ivanhoe::shell::screens::Screen;
use leafwing_input_manager::user_input::Buttonlike;

/// The screen showing.
pub fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// A press and release of `input` over one update: a tap.
pub fn tap(app: &mut App, input: impl Buttonlike + Clone) {
    input.clone().press(app.world_mut());
    app.update();
    input.release(app.world_mut());
}

/// A left click on `entity`.
#[allow(dead_code)]
pub fn click(app: &mut App, entity: Entity) {
    click_with(app, entity, PointerButton::Primary);
}

fn location() -> Location {
    Location {
        target: NormalizedRenderTarget::None {
            width: 1280,
            height: 720,
        },
        position: Vec2::ZERO,
    }
}

/// A pointer click of `button` on `entity`, as Bevy's picking sends it.
#[allow(dead_code)]
pub fn click_with(app: &mut App, entity: Entity, button: PointerButton) {
    let hit = HitData::new(Entity::PLACEHOLDER, 0.0, None, None);
    let event = Pointer::new(
        PointerId::Mouse,
        location(),
        Click {
            button,
            hit,
            duration: Duration::from_millis(80),
            count: 1,
        },
        entity,
    );
    app.world_mut().trigger(event);
}

/// The mouse pointer comes to rest over `entity` without moving since: Bevy's picking says it
/// is over it (as it does when a piece slides under a resting pointer), and nothing more.
#[allow(dead_code)]
pub fn rest_pointer_on(app: &mut App, entity: Entity) {
    let hit = HitData::new(Entity::PLACEHOLDER, 0.0, None, None);
    let event = Pointer::new(PointerId::Mouse, location(), Over { hit }, entity);
    app.world_mut().trigger(event);
}

/// The mouse pointer leaves `entity`, as Bevy's picking says it.
#[allow(dead_code)]
pub fn pointer_leaves(app: &mut App, entity: Entity) {
    let hit = HitData::new(Entity::PLACEHOLDER, 0.0, None, None);
    let event = Pointer::new(PointerId::Mouse, location(), Out { hit }, entity);
    app.world_mut().trigger(event);
}

/// The mouse pointer moves over `entity`.
#[allow(dead_code)]
pub fn move_pointer_over(app: &mut App, entity: Entity) {
    rest_pointer_on(app, entity);
    let hit = HitData::new(Entity::PLACEHOLDER, 0.0, None, None);
    let moved = Move {
        hit,
        delta: Vec2::new(3.0, 1.0),
    };
    let event = Pointer::new(PointerId::Mouse, location(), moved, entity);
    app.world_mut().trigger(event);
}

/// The app at the table of `game` (its engine's name), time advancing 50 ms per update, pieces
/// moving at once.
#[allow(dead_code)]
pub fn app_at(game: &'static str, setup: ivanhoe::shell::screens::MatchSetup) -> App {
    app_saving_in(game, setup, &saves::MemoryStore::new())
}

/// [`app_at`], saving its match in `store`.
#[allow(dead_code)]
pub fn app_saving_in(
    game: &'static str,
    setup: ivanhoe::shell::screens::MatchSetup,
    store: &saves::MemoryStore,
) -> App {
    let mut app = ivanhoe::headless_app(Duration::from_millis(50));
    app.insert_resource(ivanhoe::shell::saves::Saves(std::sync::Arc::new(
        store.clone(),
    )));
    app.insert_resource(setup);
    app.insert_resource(ivanhoe::shell::settings::AnimationSpeed::Instant);
    app.update();
    app.world_mut()
        .resource_mut::<NextState<ivanhoe::shell::screens::ActiveGame>>()
        .set(ivanhoe::shell::screens::ActiveGame(game));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Match);
    app.update();
    app
}

/// The faces each place of a game's table holds, in slot order: `zones` maps each place to its
/// zone entity.
#[allow(dead_code)]
pub fn zone_contents<F: Clone + Send + Sync + 'static, P: Copy + Eq + std::hash::Hash>(
    app: &mut App,
    zones: impl Fn(&World) -> std::collections::HashMap<P, Entity>,
) -> std::collections::HashMap<P, Vec<F>> {
    use ivanhoe::table::zones::{Face, HeldBy, Slot};
    let world = app.world_mut();
    let by_zone: std::collections::HashMap<Entity, P> =
        zones(world).into_iter().map(|(p, e)| (e, p)).collect();
    let mut query = world.query::<(&Face<F>, &HeldBy, &Slot)>();
    let mut out: std::collections::HashMap<P, Vec<(usize, F)>> = Default::default();
    for (face, held, slot) in query.iter(world) {
        let place = by_zone[&held.0];
        out.entry(place).or_default().push((slot.0, face.0.clone()));
    }
    out.into_iter()
        .map(|(p, mut v)| {
            v.sort_by_key(|(s, _)| *s);
            (p, v.into_iter().map(|(_, f)| f).collect())
        })
        .collect()
}

/// Moves a focus cursor from choice `from` to choice `to` with the arrow keys, a press a step.
#[allow(dead_code)]
pub fn move_focus(app: &mut App, from: usize, to: usize) {
    move_focus_with(app, from, to, KeyCode::ArrowRight, KeyCode::ArrowLeft);
}

/// Moves a focus cursor from choice `from` to choice `to` with a device's `next` and
/// `previous` buttons, a press a step.
#[allow(dead_code)]
pub fn move_focus_with<B: Buttonlike + Clone>(
    app: &mut App,
    from: usize,
    to: usize,
    next: B,
    previous: B,
) {
    let button = if to > from { next } else { previous };
    for _ in 0..to.abs_diff(from) {
        tap(app, button.clone());
    }
}

/// Walks the focus over the first `cards` choices (a hand's cards, from the first), a press a
/// step, checking at each stop that the focus (`focus`) is there and that exactly one piece of
/// the hand's zone (`zone`) is lit.
#[allow(dead_code)]
pub fn walk_the_hand(
    app: &mut App,
    cards: usize,
    focus: impl Fn(&App) -> usize,
    zone: impl Fn(&App) -> Entity,
) {
    for step in 0..cards {
        app.update();
        assert_eq!(focus(app), step, "Right moves one stop at a time");
        let hand = zone(app);
        assert_eq!(
            lit_in(app, hand),
            1,
            "one card of the hand lit at stop {step}"
        );
        tap(app, KeyCode::ArrowRight);
    }
}

/// How many pieces lying in `zone` are marked as under the focus (choosable or not).
#[allow(dead_code)]
pub fn lit_in(app: &mut App, zone: Entity) -> usize {
    use ivanhoe::table::highlight::Highlight;
    use ivanhoe::table::zones::HeldBy;
    let world = app.world_mut();
    let mut pieces = world.query::<(&HeldBy, &Highlight)>();
    pieces
        .iter(world)
        .filter(|(held, mark)| {
            held.0 == zone && matches!(mark, Highlight::Focused | Highlight::FocusedBlocked)
        })
        .count()
}

/// The game started again, as a player would after closing it: a fresh app whose saves are
/// `store`'s, on the title screen, pieces moving at `speed`.
#[allow(dead_code)]
pub fn restart_with(
    store: &saves::MemoryStore,
    speed: ivanhoe::shell::settings::AnimationSpeed,
) -> App {
    let mut app = ivanhoe::headless_app(Duration::from_millis(50));
    app.insert_resource(ivanhoe::shell::saves::Saves(std::sync::Arc::new(
        store.clone(),
    )));
    app.insert_resource(speed);
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.update();
    app
}

/// Every text under `root`, in the order they are drawn.
#[allow(dead_code)]
pub fn texts_under(app: &mut App, root: Entity) -> Vec<String> {
    let world = app.world_mut();
    let mut children = world.query::<&Children>();
    let mut texts = world.query::<&Text>();
    let mut out = Vec::new();
    let mut stack = vec![root];
    while let Some(entity) = stack.pop() {
        if let Ok(text) = texts.get(world, entity) {
            out.push(text.0.clone());
        }
        if let Ok(kids) = children.get(world, entity) {
            stack.extend(kids.iter().rev());
        }
    }
    out
}

/// The entity of the menu button named `name`, if it is on screen.
#[allow(dead_code)]
pub fn button_named(app: &mut App, name: &str) -> Option<Entity> {
    let mut query = app
        .world_mut()
        .query_filtered::<(Entity, &Name), With<ivanhoe::shell::menu::MenuItem>>();
    query
        .iter(app.world())
        .find(|(_, n)| n.as_str() == name)
        .map(|(e, _)| e)
}

/// Whether anything on the table is flying.
#[allow(dead_code)]
pub fn anything_flies(app: &mut App) -> bool {
    let mut query = app
        .world_mut()
        .query_filtered::<(), With<bevy_tweening::TweenAnim>>();
    query.iter(app.world()).next().is_some()
}

/// The only save in `store`: its key and text.
#[allow(dead_code)]
pub fn the_save(store: &saves::MemoryStore) -> (String, String) {
    let keys = store.keys();
    assert_eq!(keys.len(), 1, "one match, one save: {keys:?}");
    let text = store.raw(&keys[0]).expect("the save's text");
    (keys[0].clone(), text)
}

/// Saving and resuming, in any game: `setup` (computer players only) played to `decisions`
/// decisions, saving in memory; the game started again on those saves; Enter on the title's
/// Continue. The match must come back with the engine's state byte for byte, the table passing
/// `check_table` from the first frame and settled (nothing flying at normal speed), and play
/// must go on from there, saving under the same key.
#[allow(dead_code)]
pub fn check_resume<G: ivanhoe::table::TableGame>(
    game: &'static str,
    setup: ivanhoe::shell::screens::MatchSetup,
    decisions: usize,
    check_table: fn(&mut App),
) {
    use ivanhoe::table::Session;
    let store = saves::MemoryStore::new();
    let mut app = app_saving_in(game, setup, &store);
    let made = |app: &App| app.world().resource::<Session<G>>().actions.len();
    for _ in 0..50_000 {
        if made(&app) >= decisions {
            break;
        }
        app.update();
        check_table(&mut app);
    }
    assert!(
        made(&app) >= decisions,
        "{game}: the match reaches {decisions} decisions"
    );
    let before = rules_core::fingerprint(app.world().resource::<Session<G>>().engine());
    let at = made(&app);
    let (key, _) = the_save(&store);
    drop(app);

    let mut app = restart_with(&store, ivanhoe::shell::settings::AnimationSpeed::Normal);
    assert!(
        button_named(&mut app, "Continue").is_some(),
        "{game}: Continue offered; problems {:?}; saves {:?}",
        app.world()
            .resource::<ivanhoe::shell::saves::SaveProblems>()
            .0,
        app.world()
            .resource::<ivanhoe::shell::saves::SavedMatches>()
            .0
            .iter()
            .map(|(k, s)| (k.clone(), s.over, s.record.actions.len()))
            .collect::<Vec<_>>()
    );
    tap(&mut app, KeyCode::Enter);
    app.update();
    assert_eq!(screen(&app), Screen::Match, "{game}");
    check_table(&mut app);
    let session = app.world().resource::<Session<G>>();
    assert_eq!(session.actions.len(), at, "{game}");
    assert_eq!(
        rules_core::fingerprint(session.engine()),
        before,
        "{game}: the engine's state, byte for byte"
    );
    app.update();
    check_table(&mut app);
    assert!(!anything_flies(&mut app), "{game}: put back settled");
    for _ in 0..50_000 {
        // The screen first: the match's session is gone once the winner's screen shows.
        if screen(&app) != Screen::Match || made(&app) > at + 3 {
            break;
        }
        app.update();
        check_table(&mut app);
    }
    assert!(
        screen(&app) == Screen::Results || made(&app) > at + 3,
        "{game}: play goes on"
    );
    assert_eq!(the_save(&store).0, key, "{game}: saved under the same key");
}

/// A mouse click on the menu button `entity`, as Bevy's UI picking delivers it (its
/// `Interaction` pressed, then released).
#[allow(dead_code)]
pub fn click_button(app: &mut App, entity: Entity) {
    app.world_mut()
        .entity_mut(entity)
        .insert(Interaction::Pressed);
    app.update();
    if let Ok(mut e) = app.world_mut().get_entity_mut(entity) {
        e.insert(Interaction::None);
    }
}

/// Connects a gamepad: its buttons then press through leafwing as a player's would.
#[allow(dead_code)]
pub fn connect_gamepad(app: &mut App) {
    use bevy::input::gamepad::{GamepadConnection, GamepadConnectionEvent};
    let gamepad = app.world_mut().spawn(Name::new("Test gamepad")).id();
    app.world_mut().write_message(GamepadConnectionEvent {
        gamepad,
        connection: GamepadConnection::Connected {
            name: "Test gamepad".into(),
            vendor_id: None,
            product_id: None,
        },
    });
    app.update();
}

/// Makes `pick` by the mouse as a person would: a click on the prompt's button for it, else on
/// the piece the game says stands for it (the focused copy first, for a card of the hand).
/// False when nothing on the screen stands for it yet.
#[allow(dead_code)]
pub fn click_pick<G: ivanhoe::table::decide::Picks>(app: &mut App, pick: G::Pick) -> bool {
    use bevy::ecs::system::{RunSystemOnce, StaticSystemParam};
    use ivanhoe::table::decide::{Choice, PromptButton};
    let world = app.world_mut();
    let mut buttons = world.query::<(Entity, &PromptButton<G::Pick>)>();
    if let Some(button) = buttons
        .iter(world)
        .find(|(_, b)| b.0 == pick)
        .map(|(e, _)| e)
    {
        click_button(app, button);
        return true;
    }
    let piece = world
        .run_system_once(
            move |pieces: StaticSystemParam<G::Pieces>,
                  choice: Res<Choice<G>>,
                  all: Query<Entity, With<Pickable>>| {
                let stands = |e: Entity| G::pick_of(&pieces, &choice, e) == Some(pick);
                choice
                    .focused_piece()
                    .filter(|&e| stands(e))
                    .or_else(|| all.iter().find(|&e| stands(e)))
            },
        )
        .ok()
        .flatten();
    match piece {
        Some(piece) => {
            click(app, piece);
            true
        }
        None => false,
    }
}

/// A person's one device, for tests that a screen can be used with it alone.
#[allow(dead_code)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Device {
    Keyboard,
    Gamepad,
    Mouse,
}

#[allow(dead_code)]
impl Device {
    pub const ALL: [Device; 3] = [Device::Keyboard, Device::Gamepad, Device::Mouse];

    /// Makes the device ready: a gamepad is connected.
    pub fn connect(self, app: &mut App) {
        if self == Device::Gamepad {
            connect_gamepad(app);
        }
    }

    /// Presses the menu button named `name` as this device's person does: the mouse clicks
    /// it; the keyboard and the gamepad move the focus to it (Tab; → on the pad), then choose
    /// it (Enter; A). Panics when the button is missing or the focus never reaches it.
    pub fn press(self, app: &mut App, name: &str) {
        let button =
            button_named(app, name).unwrap_or_else(|| panic!("no button {name:?} on screen"));
        if self == Device::Mouse {
            click_button(app, button);
            return;
        }
        let order = app
            .world()
            .get::<ivanhoe::shell::menu::MenuItem>(button)
            .map(|item| item.order);
        for _ in 0..64 {
            if app.world().resource::<ivanhoe::shell::menu::MenuFocus>().0 == order {
                match self {
                    Device::Keyboard => tap(app, KeyCode::Enter),
                    _ => tap(app, GamepadButton::South),
                }
                return;
            }
            match self {
                Device::Keyboard => tap(app, KeyCode::Tab),
                _ => tap(app, GamepadButton::DPadRight),
            }
            app.update();
        }
        panic!("{self:?}: the focus never reached {name:?}");
    }
}

/// The app on the title screen (saves in `store`, pieces moving at once), with `device` ready.
#[allow(dead_code)]
pub fn app_at_title(store: &saves::MemoryStore, device: Device) -> App {
    let mut app = ivanhoe::headless_app(Duration::from_millis(50));
    app.insert_resource(ivanhoe::shell::saves::Saves(std::sync::Arc::new(
        store.clone(),
    )));
    app.insert_resource(ivanhoe::shell::settings::AnimationSpeed::Instant);
    app.update();
    // The headless app loads no files: the title follows loading as in the game (tests/app.rs
    // goes through the real loading).
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.update();
    assert_eq!(screen(&app), Screen::Title);
    device.connect(&mut app);
    app.update();
    app
}

/// `game`'s guided first match, reached from the title by `device` alone: "New game" for the
/// game, then "Learn to play" on its setup.
#[allow(dead_code)]
pub fn guide_from_title(store: &saves::MemoryStore, game: &str, device: Device) -> App {
    let mut app = app_at_title(store, device);
    device.press(&mut app, &format!("New game: {game}"));
    app.update();
    assert_eq!(screen(&app), Screen::Setup, "{device:?}: {game}'s setup");
    device.press(&mut app, "Learn to play");
    app.update();
    assert_eq!(screen(&app), Screen::Match, "{device:?}: {game}'s guide");
    app
}

/// The choice a person at the screen is making, if any: the focus ring's picks, the places in
/// it of those the rules allow now, and where the focus rests.
#[allow(dead_code)]
pub fn choice<G: ivanhoe::table::decide::Picks>(
    app: &App,
) -> Option<(Vec<G::Pick>, Vec<usize>, usize)> {
    let choice = app.world().resource::<ivanhoe::table::decide::Choice<G>>();
    choice.seat?;
    let ring = choice.ring();
    let legal: Vec<usize> = (0..ring.len())
        .filter(|&i| choice.allows(ring[i]))
        .collect();
    Some((ring, legal, choice.focus))
}

/// How many decisions the match at the table has made.
#[allow(dead_code)]
pub fn decisions<G: ivanhoe::table::TableGame>(app: &App) -> usize {
    app.world()
        .resource::<ivanhoe::table::Session<G>>()
        .actions
        .len()
}

/// One frame of a person who decides with a device that moves a focus (keys, a gamepad's
/// pad): if a choice is open, the focus is moved to a legal pick drawn by `rng`, step by step
/// with `next` and `previous`, and `select` is pressed. Whether that made a decision.
#[allow(dead_code)]
pub fn cursor_turn<G: ivanhoe::table::decide::Picks, B: Buttonlike + Clone>(
    app: &mut App,
    rng: &mut rules_core::GameRng,
    next: &B,
    previous: &B,
    select: &B,
) -> bool {
    let Some((_, legal, focus)) = choice::<G>(app) else {
        return false;
    };
    if legal.is_empty() {
        return false;
    }
    let goal = legal[rng.below(legal.len())];
    move_focus_with(app, focus, goal, next.clone(), previous.clone());
    let before = decisions::<G>(app);
    tap(app, select.clone());
    decisions::<G>(app) > before
}
