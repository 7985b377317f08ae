//! Of Knights and Ninjas through the real app without a window: whole games from the deal to the
//! winner's screen with 2 and 6 seats, with computer players and with people playing by
//! keyboard, gamepad and mouse. After every frame the table's kingdoms, hands, field and gems must
//! equal the engine's state: the presentation never drifts from the engine.

use std::collections::HashMap;

use bevy::prelude::*;
use bots::Difficulty;
use ivanhoe::games::knights_ninjas::KnightsNinjas;
use ivanhoe::games::knights_ninjas::{
    Gem, KnChoice, KnFace, Pick, Place, Places, Session, TurnPhase,
};
use ivanhoe::shell::screens::{MatchSetup, MatchSummary, Screen, SeatKind, SeatSetup};
use ivanhoe::table::Viewer;
use ivanhoe::table::handoff::HandOff;
use ivanhoe::table::zones::{Face, HeldBy};
use knights_ninjas_rules::{Action, Card, Event, Phase, State as Engine};
use leafwing_input_manager::user_input::Buttonlike;
use rules_core::{Game, GameRng};

mod common;
use common::{click, screen, tap};

const BOT: SeatKind = SeatKind::Computer(Difficulty::Normal);

fn setup(kinds: &[SeatKind], seed: u64) -> MatchSetup {
    MatchSetup {
        seats: kinds
            .iter()
            .enumerate()
            .map(|(i, kind)| SeatSetup {
                name: format!("Ruler {}", i + 1),
                kind: *kind,
            })
            .collect(),
        seed: Some(seed),
        rules: 0,
    }
}

/// The app at this game's table.
fn app(setup: MatchSetup) -> App {
    common::app_at(<Engine as Game>::NAME, setup)
}

/// The faces each place holds, in slot order.
fn zone_contents<F: Clone + Send + Sync + 'static>(app: &mut App) -> HashMap<Place, Vec<F>> {
    common::zone_contents(app, |world| world.resource::<Places>().zones.clone())
}

fn sorted(mut cards: Vec<Card>) -> Vec<Card> {
    cards.sort();
    cards
}

/// The presentation never drifts from the engine: every zone holds exactly what the engine's
/// state says (hands as counts, the viewer's own hand card by card), every gem is where the
/// engine counts it.
fn check_table(app: &mut App) {
    if screen(app) != Screen::Match || app.world().get_resource::<Places>().is_none() {
        return;
    }
    let cards = zone_contents::<KnFace>(app);
    let gems = zone_contents::<Gem>(app);
    let world = app.world();
    let state = world.resource::<Session>().engine();
    let viewer = world.resource::<Viewer>().0;
    let bottom = world.resource::<Places>().bottom;
    let get = |place: Place| cards.get(&place).cloned().unwrap_or_default();
    let faces = |place: Place| -> Vec<Card> {
        sorted(get(place).into_iter().filter_map(|f| f.card).collect())
    };
    let total: usize = cards.values().map(Vec::len).sum();
    assert_eq!(
        total,
        state.components().total_cards(),
        "every card is on the table once"
    );
    let gem_count = |place: Place| gems.get(&place).map_or(0, Vec::len);
    let all_gems: usize = gems.values().map(Vec::len).sum();
    assert_eq!(
        all_gems,
        state.components().gems_per_player() as usize * state.players(),
        "every gem is on the table once"
    );
    assert_eq!(
        get(Place::Deck).len(),
        state.deck().len(),
        "the deck's size"
    );
    let discard: Vec<Option<Card>> = get(Place::Discard).iter().map(|f| f.card).collect();
    let engine_discard: Vec<Option<Card>> = state.discard().iter().copied().map(Some).collect();
    assert_eq!(discard, engine_discard, "the discard pile, in order");
    for s in 0..state.players() {
        let hand = get(Place::Hand(s));
        assert_eq!(hand.len(), state.hand(s).len(), "seat {s}'s hand size");
        if viewer == Some(s) && bottom == s {
            assert_eq!(
                faces(Place::Hand(s)),
                sorted(state.hand(s).iter().collect()),
                "the viewer's hand"
            );
        } else {
            assert!(
                hand.iter().all(|f| f.card.is_none()),
                "seat {s}'s hand is face down to this screen"
            );
        }
        let k = state.kingdom(s);
        for (i, role) in [Card::Castle, Card::Archer, Card::Minstrel]
            .into_iter()
            .enumerate()
        {
            assert_eq!(
                faces(Place::Fort(s, i as u8)),
                k.slot(role).into_iter().collect::<Vec<_>>(),
                "seat {s}'s {role:?}"
            );
        }
        assert_eq!(
            gem_count(Place::Gems(s)),
            k.gems as usize,
            "seat {s}'s gems"
        );
    }
    assert_eq!(
        gem_count(Place::Flight),
        state.motion().map_or(0, |m| m.gems as usize),
        "the gems in flight"
    );
    let exchange = state.attack().and_then(|a| a.exchange.as_ref());
    assert_eq!(
        faces(Place::Attack),
        sorted(exchange.map_or(Vec::new(), |x| x.play.physical().collect())),
        "the attack card"
    );
    assert_eq!(
        faces(Place::Traitors).len(),
        exchange.map_or(0, |x| x
            .traitors
            .iter()
            .map(|t| t.play.size() as usize)
            .sum()),
        "the Traitors"
    );
    assert_eq!(
        faces(Place::Ladders).len(),
        state
            .attack()
            .map_or(0, |a| a.ladders.iter().map(|p| p.size() as usize).sum()),
        "the Ladders"
    );
}

/// A whole game as the engine played it: its events, from its record.
#[derive(Default)]
struct Played {
    phases: Vec<TurnPhase>,
    events: Vec<Event>,
}

/// Runs until the winner's screen, with `each_frame` acting for the people at the screen, and
/// checks the table after every frame. Returns the phases seen and the game's events.
fn play_to_results(
    app: &mut App,
    max_frames: usize,
    mut each_frame: impl FnMut(&mut App),
) -> Played {
    let mut phases = Vec::new();
    let mut record = None;
    for _ in 0..max_frames {
        each_frame(app);
        app.update();
        check_table(app);
        if let Some(session) = app.world().get_resource::<Session>() {
            record = Some((
                session.engine().options().clone(),
                session.seed,
                session.actions.clone(),
            ));
        }
        if let Some(phase) = app.world().get_resource::<State<TurnPhase>>()
            && !phases.contains(phase.get())
        {
            phases.push(*phase.get());
        }
        if screen(app) == Screen::Results {
            let (options, seed, actions) = record.expect("a game was played");
            let mut events = Vec::new();
            let mut state = Engine::new_game(&options, seed, &mut events).expect("the same deal");
            for action in &actions {
                state.apply(action, &mut events).expect("the same game");
            }
            return Played { phases, events };
        }
    }
    let actions = app
        .world()
        .get_resource::<Session>()
        .map(|s| s.actions.len());
    panic!("no winner after {max_frames} frames ({actions:?} actions)");
}

/// What the suite's games went through, for the checks that the table met each of the game's
/// moments.
#[derive(Default, Debug)]
struct Moments {
    steals: usize,
    double_steals: usize,
    traitor_chains: usize,
    princesses: usize,
    revolts: usize,
    reshuffles: usize,
    jesters_as: Vec<Card>,
}

impl Moments {
    fn add(&mut self, events: &[Event]) {
        let mut traitors_in_row = 0;
        let mut steals_in_row = 0;
        for e in events {
            match e {
                Event::HighwaymanSteal { .. } => {
                    self.steals += 1;
                    steals_in_row += 1;
                    if steals_in_row == 2 {
                        self.double_steals += 1;
                    }
                }
                Event::GemsArrived { .. } => steals_in_row = 0,
                Event::Traitored { .. } => {
                    traitors_in_row += 1;
                    if traitors_in_row == 2 {
                        self.traitor_chains += 1;
                    }
                }
                Event::AttackPlayed { play, .. } => {
                    traitors_in_row = 0;
                    if play.role == Card::Peasant && play.size() > 1 {
                        self.revolts += 1;
                    }
                }
                Event::TakenByPrincess { .. } => self.princesses += 1,
                Event::Reshuffled { .. } => self.reshuffles += 1,
                _ => {}
            }
            let play = match e {
                Event::AttackPlayed { play, .. }
                | Event::Responded { play, .. }
                | Event::Fortified { play, .. }
                | Event::HighwaymanSteal { play, .. } => Some(play),
                _ => None,
            };
            if let Some(play) = play
                && play.jesters > 0
                && !self.jesters_as.contains(&play.role)
            {
                self.jesters_as.push(play.role);
            }
        }
    }
}

/// Computer players play whole games at the smallest and the largest table, and the table
/// follows every event; across the games, every moment of the game comes up at the table.
#[test]
fn computer_players_play_to_the_winner_with_2_and_6_seats() {
    let mut moments = Moments::default();
    for (seats, seed) in [(2, 1), (2, 2), (6, 3), (6, 4)] {
        let mut app = app(setup(&vec![BOT; seats], seed));
        let played = play_to_results(&mut app, 80_000, |_| {});
        for phase in [TurnPhase::Turn, TurnPhase::Answer, TurnPhase::Over] {
            assert!(
                played.phases.contains(&phase),
                "{seats} seats went through {phase:?}"
            );
        }
        let summary = app.world().resource::<MatchSummary>();
        assert_eq!(summary.seats.len(), seats);
        assert!(!summary.winners.is_empty());
        moments.add(&played.events);
    }
    println!("{moments:?}");
    assert!(moments.steals > 0, "a Highwayman steal: {moments:?}");
    assert!(moments.princesses > 0, "a Princess: {moments:?}");
    assert!(moments.reshuffles > 0, "a reshuffle: {moments:?}");
    assert!(
        moments.double_steals > 0,
        "a steal stolen again: {moments:?}"
    );
    assert!(
        moments.traitor_chains > 0,
        "a Traitor chain of two: {moments:?}"
    );
    assert!(moments.revolts > 0, "a revolt: {moments:?}");
}

fn choice(app: &App) -> Option<(Vec<Pick>, Vec<usize>, usize)> {
    common::choice::<KnightsNinjas>(app)
}

fn actions(app: &App) -> usize {
    common::decisions::<KnightsNinjas>(app)
}

/// Plays a whole game in which the people decide with a device that moves a focus: the focus is
/// moved to a random legal choice, step by step, then chosen. Returns the decisions made.
fn play_with_cursor<B: Buttonlike + Clone>(
    app: &mut App,
    seed: u64,
    next: B,
    previous: B,
    select: B,
) -> usize {
    let mut rng = GameRng::new(seed);
    let mut decided = 0;
    play_to_results(app, 80_000, |app| {
        let turn =
            common::cursor_turn::<KnightsNinjas, B>(app, &mut rng, &next, &previous, &select);
        decided += usize::from(turn);
    });
    decided
}

/// A person plays with the keyboard alone (2 seats): arrows move the focus over the hand, the
/// Jester's roles, the revolt's sizes, the rivals and the buttons; Enter chooses.
#[test]
fn a_person_plays_with_the_keyboard() {
    let mut decided = Vec::new();
    for seed in [5, 6, 7] {
        let mut app = app(setup(&[SeatKind::Human, BOT], seed));
        decided.push(play_with_cursor(
            &mut app,
            seed,
            KeyCode::ArrowRight,
            KeyCode::ArrowLeft,
            KeyCode::Enter,
        ));
    }
    println!("decisions by game: {decided:?}");
    let total: usize = decided.iter().sum();
    assert!(total > 20, "the person decided {decided:?} times");
}

/// A person plays with a gamepad alone (6 seats, the others computers).
#[test]
fn a_person_plays_with_a_gamepad() {
    let mut app = app(setup(&[BOT, BOT, SeatKind::Human, BOT, BOT, BOT], 6));
    common::connect_gamepad(&mut app);
    let decided = play_with_cursor(
        &mut app,
        6,
        GamepadButton::DPadRight,
        GamepadButton::DPadLeft,
        GamepadButton::South,
    );
    assert!(decided > 3, "the person decided {decided} times");
}

/// A person plays with the mouse alone: cards of the hand, rivals' kingdoms and the prompt's
/// buttons are clicked.
#[test]
fn a_person_plays_with_the_mouse() {
    use ivanhoe::games::knights_ninjas::KingdomPanel;
    let mut app = app(setup(&[SeatKind::Human, BOT], 8));
    let mut rng = GameRng::new(8);
    let mut decided = 0;
    let mut clicks = 0;
    play_to_results(&mut app, 80_000, |app| {
        let Some((ring, legal, _)) = choice(app) else {
            return;
        };
        if legal.is_empty() {
            return;
        }
        let pick = ring[legal[rng.below(legal.len())]];
        let target = {
            let world = app.world_mut();
            match pick {
                Pick::Card(card) => {
                    let places = world.resource::<Places>();
                    let seat = world.resource::<KnChoice>().seat;
                    let hand = seat.map(|s| places.zones[&Place::Hand(s)]);
                    let mut q = world.query::<(Entity, &Face<KnFace>, &HeldBy)>();
                    q.iter(world)
                        .find(|(_, f, h)| Some(h.0) == hand && f.0.card == Some(card))
                        .map(|(e, _, _)| e)
                }
                Pick::Rival(s) => {
                    let mut q = world.query::<(Entity, &KingdomPanel)>();
                    q.iter(world).find(|(_, p)| p.0 == s).map(|(e, _)| e)
                }
                _ => {
                    let mut q =
                        world.query::<(Entity, &ivanhoe::games::knights_ninjas::KnButton)>();
                    q.iter(world).find(|(_, b)| b.0 == pick).map(|(e, _)| e)
                }
            }
        };
        let Some(entity) = target else {
            return;
        };
        let before = actions(app);
        clicks += 1;
        match pick {
            Pick::Card(_) | Pick::Rival(_) => click(app, entity),
            _ => {
                app.world_mut()
                    .entity_mut(entity)
                    .insert(Interaction::Pressed);
                // The button's press becomes a pick in the next frame's input step.
                app.update();
            }
        }
        app.update();
        if actions(app) > before {
            decided += 1;
        }
    });
    assert!(
        decided > 5,
        "the person decided {decided} times in {clicks} clicks"
    );
}

/// Fairness at one screen: with two people, the window to steal gems in flight looks the same
/// to the person asked whether they hold a Highwayman or not — the hand-off screen first, then
/// the same prompt and the same buttons — and never passes by itself.
#[test]
fn the_steal_window_looks_the_same_to_holders_and_others() {
    // Windows of the same number of gems are compared (a gem "flies", two gems "fly"), keyed
    // by whether the person asked holds a Highwayman and by the prompt's numbers.
    let mut seen: HashMap<(bool, String), (String, Vec<String>)> = HashMap::new();
    let mut compared = 0;
    for seed in 0..40u64 {
        if compared > 0 {
            break;
        }
        let mut app = app(setup(&[SeatKind::Human, SeatKind::Human, BOT], seed));
        let mut rng = GameRng::new(seed);
        for _ in 0..6_000 {
            if screen(&app) != Screen::Match {
                break;
            }
            // A hand-off screen: the next person takes the screen.
            let handoff = {
                let world = app.world_mut();
                let mut q = world.query_filtered::<Entity, With<HandOff>>();
                q.iter(world).next()
            };
            if handoff.is_some() {
                tap(&mut app, KeyCode::Enter);
                app.update();
                continue;
            }
            let asked_in_window = {
                let world = app.world();
                let state = world.resource::<Session>().engine();
                let deciding = world.resource::<Session>().deciding();
                (state.phase() == Phase::Interrupt)
                    .then_some(deciding)
                    .flatten()
                    .filter(|&s| s < 2)
                    .map(|s| {
                        (
                            s,
                            state.hand(s).contains(Card::Highwayman)
                                || state.hand(s).contains(Card::Jester),
                        )
                    })
            };
            if let Some((seat, holds)) = asked_in_window
                && let Some((ring, _, _)) = choice(&app)
                && app.world().resource::<KnChoice>().seat == Some(seat)
            {
                // The prompt, with names masked, and the buttons.
                let prompt = prompt_text(&mut app);
                let masked = mask_names(&prompt);
                let buttons = button_labels(&mut app);
                let _ = ring;
                let numbers: String = prompt.chars().filter(char::is_ascii_digit).collect();
                if let Some((p, b)) = seen.get(&(!holds, numbers.clone())) {
                    assert_eq!(&masked, p, "the same prompt for holders and others");
                    assert_eq!(&buttons, b, "the same buttons for holders and others");
                    compared += 1;
                }
                seen.insert((holds, numbers), (masked, buttons));
                // Let them pass, as anyone may.
                tap(&mut app, KeyCode::KeyS);
                app.update();
                continue;
            }
            if let Some((_, legal, focus)) = choice(&app)
                && !legal.is_empty()
            {
                let goal = legal[rng.below(legal.len())];
                let key = if goal > focus {
                    KeyCode::ArrowRight
                } else {
                    KeyCode::ArrowLeft
                };
                for _ in 0..goal.abs_diff(focus) {
                    tap(&mut app, key);
                }
                tap(&mut app, KeyCode::Enter);
            }
            app.update();
            check_table(&mut app);
        }
    }
    assert!(
        compared > 0,
        "a steal window of the same gems was met both by a holder and by a person without a \
         Highwayman"
    );
}

fn prompt_text(app: &mut App) -> String {
    let world = app.world_mut();
    let mut q = world.query_filtered::<&Text, With<ivanhoe::table::hud::PromptText>>();
    q.iter(world).map(|t| t.0.clone()).collect()
}

fn button_labels(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    let mut q = world.query::<(&Name, &ivanhoe::games::knights_ninjas::KnButton)>();
    let mut labels: Vec<String> = q.iter(world).map(|(n, _)| n.to_string()).collect();
    labels.sort();
    labels
}

fn mask_names(text: &str) -> String {
    let mut out = text.to_string();
    for i in 1..=6 {
        out = out.replace(&format!("Ruler {i}"), "…");
    }
    out.chars().filter(|c| !c.is_ascii_digit()).collect()
}

/// The Jester at the table: a person who plays one names the card it stands for from those legal
/// now, and the table shows what it stands for. Over enough games a person names it as every kind
/// it can stand for, each through the real app's picks.
#[test]
fn a_jester_is_named_as_each_kind_of_card() {
    let mut named: Vec<Card> = Vec::new();
    let kinds: Vec<Card> = Card::ALL
        .iter()
        .copied()
        .filter(|&c| c != Card::Jester)
        .collect();
    for seed in 0..400u64 {
        if kinds.iter().all(|k| named.contains(k)) {
            break;
        }
        let mut app = app(setup(&[SeatKind::Human, BOT], 1000 + seed));
        let mut rng = GameRng::new(seed);
        play_to_results(&mut app, 20_000, |app| {
            let Some((ring, legal, focus)) = choice(app) else {
                return;
            };
            if legal.is_empty() {
                return;
            }
            let mut allowed: Vec<Pick> = legal.iter().map(|&i| ring[i]).collect();
            // A Jester stands for a Highwayman only while gems fly: once that is all that is
            // left to name, the person keeps Jesters for that moment.
            let stealing = app.world().resource::<Session>().engine().phase() == Phase::Interrupt;
            let only_steal_left = kinds
                .iter()
                .all(|k| *k == Card::Highwayman || named.contains(k));
            if only_steal_left && !stealing && allowed.len() > 1 {
                allowed.retain(|p| *p != Pick::Card(Card::Jester));
            }
            let wanted = allowed
                .iter()
                .find(|p| matches!(p, Pick::StandsFor(k) if !named.contains(k)))
                .or_else(|| allowed.iter().find(|p| **p == Pick::Card(Card::Jester)))
                .copied()
                .unwrap_or_else(|| allowed[rng.below(allowed.len())]);
            let goal = ring.iter().position(|p| *p == wanted).expect("in the ring");
            common::move_focus(app, focus, goal);
            let before = actions(app);
            tap(app, KeyCode::Enter);
            // What the Jester was named as, in the action the person's picks made (a single
            // legal naming completes the action by itself).
            let session = app.world().resource::<Session>();
            if session.actions.len() > before
                && let Some(
                    Action::Attack { play, .. }
                    | Action::Respond(play)
                    | Action::Steal(play)
                    | Action::Fortify(play),
                ) = session.actions.last()
                && play.jesters > 0
                && !named.contains(&play.role)
            {
                named.push(play.role);
            }
        });
    }
    let missing: Vec<Card> = kinds.into_iter().filter(|k| !named.contains(k)).collect();
    assert!(missing.is_empty(), "never named: {missing:?}");
}

/// Whether `card`'s only legal use now is to be discarded (a Princess with no attack under
/// way): picking it would complete a discard by itself.
fn only_discard(app: &App, card: Card) -> bool {
    use ivanhoe::table::selection::Outcome;
    let mut selection = app.world().resource::<KnChoice>().selection.clone();
    matches!(
        selection.pick(Pick::Card(card)),
        Outcome::Complete(Action::Discard(_))
    )
}

/// Play-test point 3: one click (or one Enter) on a card whose only use is to be discarded does
/// not discard it and end the turn; the prompt offers "Discard it" and Back, and only that
/// button throws the card away. Checked by keyboard and by mouse, over several deals.
#[test]
fn one_pick_never_discards_a_card_and_ends_the_turn() {
    use ivanhoe::games::knights_ninjas::Btn;
    let mut by_key = 0;
    let mut by_click = 0;
    for seed in 0..12u64 {
        let mut app = app(setup(&[SeatKind::Human, BOT], seed));
        let mut rng = GameRng::new(seed);
        for _ in 0..20_000 {
            if screen(&app) != Screen::Match || by_key + by_click >= 8 {
                break;
            }
            if choice(&app).is_none() {
                app.update();
                continue;
            }
            // The cards dealt or drawn for this decision are laid out in the next frame: the
            // ring follows the hand as it lies.
            app.update();
            let Some((ring, legal, focus)) = choice(&app) else {
                continue;
            };
            let lonely = ring
                .iter()
                .position(|p| matches!(p, Pick::Card(c) if only_discard(&app, *c)));
            let Some(at) = lonely else {
                // Nothing to check in this decision: make a random legal one by keyboard.
                common::move_focus(&mut app, focus, legal[rng.below(legal.len())]);
                tap(&mut app, KeyCode::Enter);
                app.update();
                continue;
            };
            let Pick::Card(card) = ring[at] else {
                unreachable!()
            };
            let before = actions(&app);
            if (by_key + by_click) % 2 == 0 {
                common::move_focus(&mut app, focus, at);
                tap(&mut app, KeyCode::Enter);
                by_key += 1;
            } else {
                let entity = {
                    let world = app.world_mut();
                    let seat = world.resource::<KnChoice>().seat.unwrap();
                    let hand = world.resource::<Places>().zones[&Place::Hand(seat)];
                    let mut q = world.query::<(Entity, &Face<KnFace>, &HeldBy)>();
                    q.iter(world)
                        .find(|(_, f, h)| h.0 == hand && f.0.card == Some(card))
                        .map(|(e, _, _)| e)
                        .expect("the card lies in the hand")
                };
                click(&mut app, entity);
                by_click += 1;
            }
            app.update();
            assert_eq!(
                actions(&app),
                before,
                "one pick of {card:?} decided nothing"
            );
            let buttons = app.world().resource::<KnChoice>().buttons();
            assert!(
                buttons.contains(&Pick::Button(Btn::Discard))
                    && buttons.contains(&Pick::Button(Btn::Back)),
                "the prompt offers Discard it and Back for {card:?}: {buttons:?}"
            );
            let focused = app.world().resource::<KnChoice>().focused();
            assert_eq!(focused, Some(Pick::Button(Btn::Discard)));
            let discards = |app: &App| {
                let state = app.world().resource::<Session>().engine();
                state.discard().iter().filter(|c| **c == card).count()
            };
            let thrown = discards(&app);
            tap(&mut app, KeyCode::Enter);
            assert!(actions(&app) > before, "the button decides");
            assert_eq!(discards(&app), thrown + 1, "the button discards {card:?}");
        }
    }
    assert!(
        by_key > 0 && by_click > 0,
        "keys {by_key}, clicks {by_click}"
    );
}

/// The focus rests on a legal choice at every decision (a card that can be played, else the
/// prompt's button), so a person pressing only Enter, and S to end a turn, plays the whole game
/// to the winner's screen (play-test point 14, in this game).
#[test]
fn enter_and_s_alone_always_move_the_game_on() {
    for seed in [3u64, 4] {
        let mut app = app(setup(&[SeatKind::Human, BOT, BOT], seed));
        let mut rng = GameRng::new(seed);
        let mut presses = 0;
        play_to_results(&mut app, 80_000, |app| {
            let Some((ring, legal, focus)) = choice(app) else {
                return;
            };
            assert!(
                legal.contains(&focus),
                "the focus rests on a legal choice, not {:?}",
                ring.get(focus)
            );
            let key = if rng.below(4) == 0 {
                KeyCode::KeyS
            } else {
                KeyCode::Enter
            };
            tap(app, key);
            presses += 1;
        });
        assert!(presses > 10, "the person decided by Enter");
    }
}

/// A Jester on the table wears a band naming what it stands for ("as Dragon"), so the table
/// reads as the rules play it.
#[test]
fn a_jester_on_the_table_wears_its_band() {
    let mut bands = 0;
    for seed in [3u64, 4, 5] {
        let mut app = app(setup(&[BOT, BOT, BOT], seed));
        for _ in 0..40_000 {
            if screen(&app) != Screen::Match || bands >= 3 {
                break;
            }
            app.update();
            let world = app.world_mut();
            let mut jesters = world.query::<(Entity, &Face<KnFace>)>();
            let standing: Vec<(Entity, Card)> = jesters
                .iter(world)
                .filter_map(|(e, f)| {
                    (f.0.card == Some(Card::Jester)).then_some((e, f.0.stands_for?))
                })
                .collect();
            for (entity, role) in standing {
                let wanted = format!(
                    "as {}",
                    ivanhoe::games::knights_ninjas::words::card_name(role)
                );
                let mut texts = Vec::new();
                let mut stack = vec![entity];
                while let Some(e) = stack.pop() {
                    if let Some(children) = world.get::<Children>(e) {
                        stack.extend(children.iter());
                    }
                    if let Some(text) = world.get::<Text2d>(e) {
                        texts.push(text.0.clone());
                    }
                }
                assert!(
                    texts.contains(&wanted),
                    "a Jester standing for {role:?} reads {wanted:?}: {texts:?}"
                );
                bands += 1;
            }
        }
    }
    assert!(bands > 0, "a Jester stood for a card on the table");
}

/// Escape (or B) takes back the last pick of a play being built — a card, a Jester's role —
/// and with nothing to take back opens the match's menu.
#[test]
fn escape_takes_back_a_pick_then_opens_the_menu() {
    use ivanhoe::table::pause::MatchMenu;
    let mut app = app(setup(&[SeatKind::Human, BOT], 9));
    let mut checked = false;
    for _ in 0..20_000 {
        if screen(&app) != Screen::Match {
            break;
        }
        let Some((ring, legal, _)) = choice(&app) else {
            app.update();
            continue;
        };
        let picks_made = app.world().resource::<KnChoice>().selection.picks().len();
        let card = legal.iter().map(|&i| ring[i]).find(|p| {
            matches!(p, Pick::Card(_)) && {
                let mut s = app.world().resource::<KnChoice>().selection.clone();
                s.pick(*p) == ivanhoe::table::selection::Outcome::Continue
            }
        });
        let (Some(card), 0) = (card, picks_made) else {
            tap(&mut app, KeyCode::KeyS);
            app.update();
            continue;
        };
        app.world_mut()
            .write_message(ivanhoe::games::knights_ninjas::human::PickRequest(card));
        app.update();
        assert_eq!(
            app.world().resource::<KnChoice>().selection.picks(),
            &[card]
        );
        tap(&mut app, KeyCode::Escape);
        app.update();
        assert!(
            app.world()
                .resource::<KnChoice>()
                .selection
                .picks()
                .is_empty(),
            "Escape took the pick back"
        );
        let mut menus = app.world_mut().query_filtered::<(), With<MatchMenu>>();
        assert_eq!(menus.iter(app.world()).count(), 0, "and nothing else");
        tap(&mut app, KeyCode::Escape);
        app.update();
        let mut menus = app.world_mut().query_filtered::<(), With<MatchMenu>>();
        assert_eq!(
            menus.iter(app.world()).count(),
            1,
            "then Escape opens the menu"
        );
        checked = true;
        break;
    }
    assert!(checked, "a play took more than one pick");
}

/// Fairness of the answer windows: a computer player asked to answer an attack or to steal gems
/// shows its answer after the same wait — at least its level's thinking time — whether it could
/// do something or had only "let it pass", natively (thinking on another thread) and as in the
/// browser (thinking in slices of each frame). A quick pass would tell the table it holds nothing.
#[test]
fn computer_answers_take_the_same_time_whether_forced_or_not() {
    use ivanhoe::table::{Seating, ThinkingMode};
    let hard = SeatKind::Computer(Difficulty::Hard);
    let budget = Difficulty::Hard
        .search_budget()
        .and_then(|b| b.time)
        .expect("hard thinks for a while")
        .as_secs_f32();
    for mode in [
        ThinkingMode::Background,
        ThinkingMode::Slices(std::time::Duration::from_millis(8)),
    ] {
        let mut app = app(setup(&[SeatKind::Human, hard, hard], 12));
        app.insert_resource(mode);
        let (mut forced, mut free) = (0, 0);
        let mut opened: Option<(usize, f32, bool)> = None;
        // The computer players think on real clocks (a thread, or slices of each frame), so on
        // a busy machine each decision takes more frames: past 30,000 frames the loop goes on
        // (for at most ten minutes) until it has seen the forced answer it checks.
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(600);
        for frame in 0.. {
            if screen(&app) != Screen::Match || (forced >= 3 && free >= 1) {
                break;
            }
            if frame >= 30_000 && (forced > 0 || std::time::Instant::now() > deadline) {
                break;
            }
            // The person lets everything pass and ends turns at once.
            if choice(&app).is_some() {
                tap(&mut app, KeyCode::KeyS);
            }
            app.update();
            let now = app.world().resource::<Time>().elapsed_secs();
            let seating = app.world().resource::<Seating>().clone();
            let state = app.world().resource::<Session>().engine();
            if opened.is_some_and(|(at, _, _)| at != seating.decisions) {
                let (_, since, was_forced) = opened.take().unwrap();
                assert!(
                    now - since >= budget,
                    "{mode:?}: an answer came after {:.2} s, under the level's {budget} s",
                    now - since
                );
                if was_forced {
                    forced += 1;
                } else {
                    free += 1;
                }
            }
            let window = matches!(state.phase(), Phase::Respond | Phase::Interrupt);
            if opened.is_none() && window && seating.deciding.is_some_and(|s| !seating.is_human(s))
            {
                let mut legal = Vec::new();
                state.legal_actions(&mut legal);
                opened = Some((seating.decisions, now, legal == [Action::Pass]));
            }
        }
        assert!(
            forced > 0,
            "{mode:?}: a computer player had only 'let it pass'"
        );
    }
}

/// Play-test point 4, in this game: identical cards of a hand are each a focus stop. The arrows
/// walk the hand one card at a time, past a second copy, with exactly the focused copy lit.
#[test]
fn identical_cards_are_each_a_focus_stop() {
    let mut checked = 0;
    for seed in 0..8u64 {
        let mut app = app(setup(&[SeatKind::Human, BOT], seed));
        let mut rng = GameRng::new(seed);
        for _ in 0..20_000 {
            if checked >= 3 || screen(&app) != Screen::Match {
                break;
            }
            let Some((ring, legal, focus)) = choice(&app) else {
                app.update();
                continue;
            };
            let cards = app.world().resource::<KnChoice>().hand.len();
            let twins = (1..cards).any(|i| ring[..i].contains(&ring[i]));
            let fresh = app
                .world()
                .resource::<KnChoice>()
                .selection
                .picks()
                .is_empty();
            if !twins || !fresh {
                common::move_focus(&mut app, focus, legal[rng.below(legal.len())]);
                tap(&mut app, KeyCode::Enter);
                app.update();
                continue;
            }
            common::move_focus(&mut app, focus, 0);
            common::walk_the_hand(
                &mut app,
                cards,
                |app| app.world().resource::<KnChoice>().focus,
                |app| {
                    let seat = app.world().resource::<KnChoice>().seat.unwrap();
                    app.world().resource::<Places>().zones[&Place::Hand(seat)]
                },
            );
            checked += 1;
            tap(&mut app, KeyCode::KeyS);
            app.update();
        }
    }
    assert!(checked > 0, "a hand held two identical cards");
}

/// Saving and resuming: the match saved after every decision comes back from the title's
/// Continue after a restart with the engine's state byte for byte, the table equal to it from
/// the first frame (mid-attack included: several points are tried), settled, and plays on.
#[test]
fn a_saved_match_resumes_exactly_as_it_was() {
    for (seed, decisions) in [(3, 9), (4, 25), (5, 41)] {
        common::check_resume::<KnightsNinjas>(
            "knights-ninjas",
            setup(&[BOT, BOT, BOT], seed),
            decisions,
            check_table,
        );
    }
}

/// "Play again" on the winner's screen deals a new match whose kingdoms lie where the layout
/// puts them, each in its own place, as in the first match (they once all lay at the table's
/// centre, one over the other).
#[test]
fn play_again_lays_the_kingdoms_out_again() {
    use ivanhoe::games::knights_ninjas::KingdomPanel;
    let places = |app: &mut App| -> Vec<(usize, Vec2)> {
        let world = app.world_mut();
        let mut q = world.query::<(&KingdomPanel, &Transform)>();
        let mut all: Vec<(usize, Vec2)> = q
            .iter(world)
            .map(|(k, t)| (k.0, t.translation.truncate()))
            .collect();
        all.sort_by_key(|(s, _)| *s);
        all
    };
    let mut app = app(setup(&[BOT; 4], 21));
    app.update();
    let first = places(&mut app);
    assert_eq!(first.len(), 4);
    play_to_results(&mut app, 80_000, |_| {});
    let again = common::button_named(&mut app, "Play again").expect("Play again");
    common::click_button(&mut app, again);
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(screen(&app), Screen::Match);
    let second = places(&mut app);
    assert_eq!(second, first, "each kingdom where the first match had it");
    for (i, (_, a)) in second.iter().enumerate() {
        for (_, b) in &second[i + 1..] {
            assert!(a.distance(*b) > 50.0, "two kingdoms one over the other");
        }
    }
}

/// A gem keeps the colour of the kingdom it started in, for good: after gems have changed
/// kingdoms, a resumed match (laid out again from the events, as an online resume's snapshot
/// is) shows every kingdom's gems in the same colours as the live match did, and the colours
/// add up to the gems each seat started with.
#[test]
fn gems_keep_their_colours_through_a_resume() {
    let store = saves::MemoryStore::new();
    let mut app = common::app_saving_in("knights-ninjas", setup(&[BOT, BOT, BOT], 7), &store);
    let colours = |app: &mut App| -> Vec<(Place, Vec<usize>)> {
        let mut all: Vec<(Place, Vec<usize>)> = zone_contents::<Gem>(app)
            .into_iter()
            .map(|(place, gems)| (place, gems.into_iter().map(|g| g.0).collect()))
            .filter(|(_, gems): &(Place, Vec<usize>)| !gems.is_empty())
            .collect();
        all.sort_by_key(|(place, _)| format!("{place:?}"));
        all
    };
    let foreign = |all: &[(Place, Vec<usize>)]| {
        all.iter().any(|(place, gems)| match place {
            Place::Gems(s) => gems.iter().any(|g| g != s),
            _ => false,
        })
    };
    let settled = |app: &mut App| !common::anything_flies(app);
    let mut live = Vec::new();
    for _ in 0..60_000 {
        app.update();
        if screen(&app) == Screen::Results {
            break;
        }
        if screen(&app) != Screen::Match {
            continue;
        }
        let moving = app.world().resource::<Session>().engine().observe(0).motion;
        if moving.is_none() && settled(&mut app) {
            let now = colours(&mut app);
            if foreign(&now) {
                live = now;
                break;
            }
        }
    }
    assert!(
        foreign(&live),
        "gems changed kingdoms in this match ({:?})",
        screen(&app)
    );
    let mut count = [0usize; 3];
    for (_, gems) in &live {
        for g in gems {
            count[*g] += 1;
        }
    }
    assert!(
        count.iter().all(|&c| c == count[0]),
        "each colour counts the gems its seat started with: {count:?}"
    );
    drop(app);
    let mut app = common::restart_with(&store, ivanhoe::shell::settings::AnimationSpeed::Normal);
    tap(&mut app, KeyCode::Enter);
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(screen(&app), Screen::Match);
    assert_eq!(colours(&mut app), live, "the same colours where they lay");
}
