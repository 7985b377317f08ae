//! The table kit's tests on its own small game, Skirmish, through the real app without a window:
//! whole matches from the deal to the winner's screen at every table size with computer players;
//! a person deciding by keyboard, gamepad and mouse; a saved match resumed; the guided first
//! match walked from the title. After every frame the table's hands, piles and played cards must
//! equal the engine's state: the presentation never drifts from the engine. A match lasts at
//! most 18 turns, so each test takes seconds.

use std::collections::HashMap;

use bevy::prelude::*;
use bots::Difficulty;
use ivanhoe::games::skirmish::Skirmish;
use ivanhoe::games::skirmish::{
    Pick, Place, Places, SeatPanel, Session, SkButton, SkChoice, SkFace, TurnPhase,
};
use ivanhoe::shell::screens::{
    ActiveGame, Catalogue, MatchSetup, MatchSummary, Screen, SeatKind, SeatSetup,
};
use ivanhoe::table::Viewer;
use ivanhoe::table::guide::{GuideText, Guided};
use ivanhoe::table::zones::{Face, HeldBy};
use leafwing_input_manager::user_input::Buttonlike;
use rules_core::{Game, GameRng};
use skirmish_rules::{Card, Phase, State as Engine};

mod common;
use common::{Device, click, click_button, screen, tap};

const BOT: SeatKind = SeatKind::Computer(Difficulty::Easy);

fn setup(kinds: &[SeatKind], seed: u64) -> MatchSetup {
    MatchSetup {
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
    }
}

/// The app at this game's table.
fn app(setup: MatchSetup) -> App {
    common::app_at(<Engine as Game>::NAME, setup)
}

fn sorted(mut cards: Vec<Card>) -> Vec<Card> {
    cards.sort();
    cards
}

/// The presentation never drifts from the engine: every card is on the table once, the deck and
/// the hands hold as many as the engine's, the discard pile and the played cards are the
/// engine's, and a hand shows its faces only to its own seat's person.
fn check_table(app: &mut App) {
    if screen(app) != Screen::Match || app.world().get_resource::<Places>().is_none() {
        return;
    }
    let cards: HashMap<Place, Vec<SkFace>> =
        common::zone_contents(app, |world| world.resource::<Places>().zones.clone());
    let world = app.world();
    let state = world.resource::<Session>().engine();
    let viewer = world.resource::<Viewer>().0;
    let bottom = world.resource::<Places>().bottom;
    let get = |place: Place| cards.get(&place).cloned().unwrap_or_default();
    let faces =
        |place: Place| -> Vec<Card> { get(place).into_iter().filter_map(|f| f.0).collect() };
    let total: usize = cards.values().map(Vec::len).sum();
    assert_eq!(
        total,
        skirmish_rules::cards::DECK_SIZE,
        "every card is on the table once"
    );
    assert_eq!(
        get(Place::Deck).len(),
        state.deck().len(),
        "the deck's size"
    );
    assert!(
        get(Place::Deck).iter().all(|f| f.0.is_none()),
        "the deck is face down"
    );
    assert_eq!(
        faces(Place::Discard),
        state.discard(),
        "the discard pile, in order"
    );
    assert_eq!(
        faces(Place::Played),
        state.pending().map_or(Vec::new(), |p| p.cards().collect()),
        "the cards played this turn"
    );
    for s in 0..state.players() {
        let hand = get(Place::Hand(s));
        assert_eq!(hand.len(), state.hand(s).len(), "seat {s}'s hand size");
        if viewer == Some(s) && bottom == s {
            assert_eq!(
                sorted(faces(Place::Hand(s))),
                sorted(state.hand(s).iter().collect()),
                "the viewer's hand"
            );
        } else {
            assert!(
                hand.iter().all(|f| f.0.is_none()),
                "seat {s}'s hand is face down to this screen"
            );
        }
    }
}

/// Runs until the winner's screen, with `each_frame` acting for the people at the screen, and
/// checks the table after every frame. Returns the phases seen.
fn play_to_results(app: &mut App, mut each_frame: impl FnMut(&mut App)) -> Vec<TurnPhase> {
    let mut phases = Vec::new();
    for _ in 0..20_000 {
        each_frame(app);
        app.update();
        check_table(app);
        if let Some(phase) = app
            .world()
            .get_resource::<bevy::state::state::State<TurnPhase>>()
            && !phases.contains(phase.get())
        {
            phases.push(*phase.get());
        }
        if screen(app) == Screen::Results {
            return phases;
        }
    }
    panic!("no winner after 20,000 frames");
}

/// Computer players play whole matches at every table size, two, three and four seats, and
/// the table follows every event to the winner's screen, through every phase.
#[test]
fn computer_players_play_to_the_winner_at_every_table_size() {
    for (seats, seed) in [(2, 1), (3, 2), (4, 3), (4, 4)] {
        let mut app = app(setup(&vec![BOT; seats], seed));
        let phases = play_to_results(&mut app, |_| {});
        for phase in [TurnPhase::Play, TurnPhase::Target, TurnPhase::Over] {
            assert!(
                phases.contains(&phase),
                "{seats} seats went through {phase:?}"
            );
        }
        let summary = app.world().resource::<MatchSummary>();
        assert_eq!(summary.seats.len(), seats);
        assert!(!summary.winners.is_empty());
    }
}

/// Where each card lies now, by its entity.
fn card_places(app: &mut App) -> HashMap<Entity, Place> {
    let world = app.world_mut();
    let Some(places) = world.get_resource::<Places>() else {
        return HashMap::new();
    };
    let by_zone: HashMap<Entity, Place> = places.zones.iter().map(|(p, e)| (*e, *p)).collect();
    let mut cards = world.query_filtered::<(Entity, &HeldBy), With<Face<SkFace>>>();
    cards
        .iter(world)
        .filter_map(|(card, held)| Some((card, *by_zone.get(&held.0)?)))
        .collect()
}

/// The cards that fly are the ones the rules moved: when a turn ends, the cards played go from
/// the middle to the discard pile and the player's new cards from the deck to the hand, never a
/// played card into the hand (turning face down) while a card of the deck turns up on the
/// discard pile, which would end in the same table. The only moves in a match are the deal and
/// the draws (deck to a hand), a play (a hand to the middle) and the discard (the middle to the
/// pile).
#[test]
fn the_cards_that_fly_are_the_ones_the_rules_moved() {
    for (seats, seed) in [(2, 11), (4, 12)] {
        let mut app = app(setup(&vec![BOT; seats], seed));
        let mut before = card_places(&mut app);
        let mut moves = 0;
        for _ in 0..20_000 {
            app.update();
            let now = card_places(&mut app);
            for (card, to) in &now {
                let Some(from) = before.get(card).filter(|from| *from != to) else {
                    continue;
                };
                moves += 1;
                let named = matches!(
                    (from, to),
                    (Place::Deck, Place::Hand(_))
                        | (Place::Hand(_), Place::Played)
                        | (Place::Played, Place::Discard)
                );
                assert!(named, "seed {seed}: a card flew from {from:?} to {to:?}");
            }
            before = now;
            if screen(&app) == Screen::Results {
                break;
            }
        }
        assert_eq!(
            screen(&app),
            Screen::Results,
            "seed {seed}: the match ended"
        );
        assert!(moves >= 5, "seed {seed}: {moves} moves seen");
    }
}

fn choice(app: &App) -> Option<(Vec<Pick>, Vec<usize>, usize)> {
    common::choice::<Skirmish>(app)
}

fn actions(app: &App) -> usize {
    common::decisions::<Skirmish>(app)
}

/// Plays a whole match in which the person decides with a device that moves a focus: the focus
/// is moved to a random legal choice, step by step, then chosen. Returns the decisions made.
fn play_with_cursor<B: Buttonlike + Clone>(
    app: &mut App,
    seed: u64,
    next: B,
    previous: B,
    select: B,
) -> usize {
    let mut rng = GameRng::new(seed);
    let mut decided = 0;
    play_to_results(app, |app| {
        let turn = common::cursor_turn::<Skirmish, B>(app, &mut rng, &next, &previous, &select);
        decided += usize::from(turn);
    });
    decided
}

/// A person plays with the keyboard alone: the arrows move the focus over the hand, one card
/// or the pair, and the rival; Enter chooses. Each of their turns is two decisions.
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
    let total: usize = decided.iter().sum();
    assert!(total >= 10, "the person decided {decided:?} times");
}

/// A person plays with a gamepad alone, at a table of four.
#[test]
fn a_person_plays_with_a_gamepad() {
    let mut app = app(setup(&[BOT, SeatKind::Human, BOT, BOT], 6));
    common::connect_gamepad(&mut app);
    let decided = play_with_cursor(
        &mut app,
        6,
        GamepadButton::DPadRight,
        GamepadButton::DPadLeft,
        GamepadButton::South,
    );
    assert!(decided >= 2, "the person decided {decided} times");
}

/// The piece or button standing for `pick` on the screen: a card of the deciding seat's hand,
/// a rival's plate, or the prompt's button.
fn entity_of(app: &mut App, pick: Pick) -> Option<Entity> {
    let world = app.world_mut();
    match pick {
        Pick::Card(card) => {
            let seat = world.resource::<SkChoice>().seat?;
            let hand = world.resource::<Places>().zones[&Place::Hand(seat)];
            let mut pieces = world.query::<(Entity, &Face<SkFace>, &HeldBy)>();
            pieces
                .iter(world)
                .find(|(_, face, held)| held.0 == hand && face.0.0 == Some(card))
                .map(|(e, _, _)| e)
        }
        Pick::Rival(seat) => {
            let mut panels = world.query::<(Entity, &SeatPanel)>();
            panels
                .iter(world)
                .find(|(_, panel)| panel.0 == seat)
                .map(|(e, _)| e)
        }
        _ => {
            let mut buttons = world.query::<(Entity, &SkButton)>();
            buttons
                .iter(world)
                .find(|(_, button)| button.0 == pick)
                .map(|(e, _)| e)
        }
    }
}

/// Makes `pick` by the mouse: a click on its piece, or a press of its button.
fn click_pick(app: &mut App, pick: Pick) -> bool {
    let Some(entity) = entity_of(app, pick) else {
        return false;
    };
    match pick {
        Pick::Card(_) | Pick::Rival(_) => click(app, entity),
        _ => click_button(app, entity),
    }
    true
}

/// A person plays with the mouse alone: cards of the hand, the one-or-pair buttons and rivals'
/// plates are clicked; a pair is played at some point.
#[test]
fn a_person_plays_with_the_mouse() {
    let mut pairs = 0;
    let mut decided = 0;
    for seed in [8, 9, 10] {
        let mut app = app(setup(&[SeatKind::Human, BOT], seed));
        let mut rng = GameRng::new(seed);
        play_to_results(&mut app, |app| {
            let Some((ring, legal, _)) = choice(app) else {
                return;
            };
            if legal.is_empty() {
                return;
            }
            // The pair whenever it is offered, else a random legal pick.
            let pick = if legal.iter().any(|&i| ring[i] == Pick::Pair) {
                Pick::Pair
            } else {
                ring[legal[rng.below(legal.len())]]
            };
            let before = actions(app);
            if click_pick(app, pick) {
                app.update();
                if actions(app) > before {
                    decided += 1;
                    pairs += usize::from(pick == Pick::Pair);
                }
            }
        });
    }
    assert!(decided >= 8, "the person decided {decided} times");
    assert!(pairs > 0, "a pair was played by clicks");
}

/// A pick that names a card the person cannot play now (a card while a target is asked for)
/// is refused, changes nothing, and says why.
#[test]
fn a_card_picked_while_a_rival_is_asked_for_is_refused() {
    let mut app = app(setup(&[SeatKind::Human, BOT], 11));
    for _ in 0..400 {
        let choice = app.world().resource::<SkChoice>();
        if choice.seat.is_some()
            && app.world().resource::<Session>().engine().phase() == Phase::Target
        {
            break;
        }
        if let Some((ring, legal, _)) = self::choice(&app)
            && let Some(&i) = legal.first()
        {
            click_pick(&mut app, ring[i]);
        }
        app.update();
    }
    let session = app.world().resource::<Session>();
    assert_eq!(
        session.engine().phase(),
        Phase::Target,
        "a target is asked for"
    );
    let before = session.actions.len();
    let card = session.engine().hand(0).iter().next().expect("a card left");
    app.world_mut()
        .write_message(ivanhoe::table::decide::PickRequest(Pick::Card(card)));
    app.update();
    assert_eq!(actions(&app), before, "nothing was decided");
    let notice = app.world().resource::<ivanhoe::table::Notice>();
    let said = notice
        .0
        .as_ref()
        .map(|(t, _)| t.clone())
        .unwrap_or_default();
    assert!(
        said.contains("choose the rival"),
        "the refusal says why: {said}"
    );
}

/// A saved match resumes exactly as it was, the table laid as before.
#[test]
fn a_saved_match_resumes_exactly_as_it_was() {
    // In a play and in a target decision, early: a match of four may end in ten decisions.
    for (seed, decisions) in [(3, 2), (4, 5), (5, 6)] {
        common::check_resume::<Skirmish>(
            "skirmish",
            setup(&[BOT, BOT, BOT, BOT], seed),
            decisions,
            check_table,
        );
    }
}

/// The guided first match, reached from the game's setup by the keyboard ("Learn to play"; the
/// title does not offer the test game outside the developers' build), is walked on the picks it
/// points at, each legal, to the guide's closing words, then on to the winner's screen;
/// nothing is saved.
#[test]
fn the_guided_match_is_walked_to_its_end_by_keyboard_on_legal_picks() {
    let store = saves::MemoryStore::new();
    let device = Device::Keyboard;
    let mut app = common::app_at_title(&store, device);
    let names: Vec<&str> = {
        let catalogue = app.world().resource::<Catalogue>();
        catalogue.offered().map(|g| g.name()).collect()
    };
    assert!(
        !names.contains(&"skirmish"),
        "the title offers the edition's games alone"
    );
    app.world_mut()
        .resource_mut::<NextState<ActiveGame>>()
        .set(ActiveGame("skirmish"));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Setup);
    app.update();
    device.press(&mut app, "Learn to play");
    app.update();
    assert_eq!(screen(&app), Screen::Match, "the guide is at the table");
    let script: Vec<String> = {
        let guided = app.world().resource::<Guided<Skirmish>>();
        guided.0.script.iter().map(ToString::to_string).collect()
    };
    let made = |app: &App| -> Vec<String> {
        let session = app.world().resource::<Session>();
        session.actions.iter().map(ToString::to_string).collect()
    };
    let guide_text = |app: &mut App| -> String {
        let world = app.world_mut();
        let mut texts = world.query_filtered::<&Text, With<GuideText>>();
        texts.iter(world).map(|t| t.0.clone()).collect()
    };
    for _ in 0..20_000 {
        if made(&app).len() >= script.len() {
            break;
        }
        let choice = app.world().resource::<SkChoice>();
        if choice.seat.is_some() {
            let guided = choice.guided().expect("the guide points at a pick");
            assert_eq!(choice.focused(), Some(guided), "the focus rests on it");
            assert!(choice.allows(guided), "the guided pick {guided:?} is legal");
            assert!(
                !guide_text(&mut app).is_empty(),
                "the step's words are shown"
            );
            tap(&mut app, KeyCode::Enter);
        }
        app.update();
    }
    assert_eq!(
        made(&app)[..script.len()],
        script[..],
        "the match follows the script"
    );
    app.update();
    assert!(
        guide_text(&mut app).starts_with("That is the guide"),
        "the closing words: {}",
        guide_text(&mut app)
    );
    for _ in 0..20_000 {
        if screen(&app) == Screen::Results {
            assert!(store.keys().is_empty(), "a guided match saves nothing");
            return;
        }
        if app.world().resource::<SkChoice>().seat.is_some() {
            tap(&mut app, KeyCode::Enter);
        }
        app.update();
    }
    panic!("no winner after the guide");
}
