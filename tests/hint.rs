//! Hints through the real app without a window (`table::hint`): in each game a person asks for
//! a hint at every one of their decisions of a whole match against computer players, by the
//! keyboard (H), the gamepad (Select) and the mouse (the Hint button) in turn, and takes it
//! with Enter. Each hint's choices are legal for the engine, the focus rests on the best
//! one's next pick, and the hint was computed from the seat's observation alone: another deal
//! that looks the same to the seat gives the same hint. Where the game's words can say why a
//! choice is worth taking, the panel says it beside the choice.

use std::time::Duration;

use bevy::prelude::*;
use bots::Difficulty;
use bots::analysis::analyse;
use ivanhoe::shell::locale::Locale;
use ivanhoe::shell::screens::{MatchSetup, Screen, SeatKind, SeatSetup};
use ivanhoe::table::Action;
use ivanhoe::table::decide::{Choice, Picks};
use ivanhoe::table::hint::{Hint, HintButton, HintTimeLimit};
use ivanhoe::table::{Seating, Seen, Session};
use rules_core::{Game, GameRng};

mod common;
use common::{click_button, screen, tap};

const BOT: SeatKind = SeatKind::Computer(Difficulty::Normal);

fn setup(seats: usize, seed: u64, rules: usize) -> MatchSetup {
    MatchSetup {
        seats: (0..seats)
            .map(|i| SeatSetup {
                name: format!("Seat {}", i + 1),
                kind: if i == 0 { SeatKind::Human } else { BOT },
            })
            .collect(),
        seed: Some(seed),
        rules,
    }
}

/// How the person asks: H, a gamepad's Select, a click on the Hint button.
#[derive(Clone, Copy, Debug)]
enum Ask {
    Key,
    Pad,
    Click,
}

fn ask(app: &mut App, how: Ask) {
    match how {
        Ask::Key => tap(app, KeyCode::KeyH),
        Ask::Pad => tap(app, GamepadButton::Select),
        Ask::Click => {
            let world = app.world_mut();
            let button = world
                .query_filtered::<Entity, With<HintButton>>()
                .single(world)
                .expect("the Hint button");
            click_button(app, button);
        }
    }
}

/// Whether the person at seat 0 decides now with a hint offered: the Hint button shows.
fn hint_offered(app: &mut App) -> bool {
    let world = app.world_mut();
    let mut slots = world.query_filtered::<&ChildOf, With<HintButton>>();
    let Ok(slot) = slots.single(world).map(|c| c.parent()) else {
        return false;
    };
    world
        .get::<Node>(slot)
        .is_some_and(|n| n.display != Display::None)
}

/// Plays a whole match of `G` at `setup`, the person asking for a hint at each decision and
/// taking it. Returns how many hints were checked, and how many of their choices said why.
fn play_taking_hints<G: Picks>(setup: MatchSetup) -> (usize, usize) {
    let mut app = common::app_at(G::Engine::NAME, setup);
    common::connect_gamepad(&mut app);
    // No time limit: the iterations alone decide, so the check below can compute the hint again.
    app.insert_resource(HintTimeLimit(None));
    app.update();
    let ways = [Ask::Key, Ask::Pad, Ask::Click];
    let (mut hints, mut whys) = (0, 0);
    for _ in 0..400_000 {
        if screen(&app) == Screen::Results {
            return (hints, whys);
        }
        if !hint_offered(&mut app) {
            take_a_forced_decision::<G>(&mut app);
            app.update();
            continue;
        }
        let before = app.world().resource::<Seating>().decisions;
        ask(&mut app, ways[hints % ways.len()]);
        wait_for_hint::<G>(&mut app);
        let mut best = check_hint::<G>(&mut app);
        whys += check_whys::<G>(&mut app);
        check_badges::<G>(&mut app);
        check_chances_shown::<G>(&mut app);
        hints += 1;
        // Every other hint, the person starts the second choice instead, where it starts with
        // a pick of its own and goes on: from there the focus follows the best choice that
        // goes on from that pick.
        if hints % 2 == 0
            && let Some(second) = second_choice_started::<G>(&mut app)
        {
            best = second;
        }
        // Enter alone until the decision is made: the focus follows the hint's picks, buttons
        // (Ivanhoe's Withdraw, the colours) included, so Enter never takes another choice.
        for _ in 0..8 {
            if app.world().resource::<Seating>().decisions != before {
                break;
            }
            let next = next_pick::<G>(&app, &best);
            let focused = app.world().resource::<Choice<G>>().focused();
            assert_eq!(focused, next, "the focus rests on the hint's next pick");
            tap(&mut app, KeyCode::Enter);
            app.update();
        }
        let session = app.world().resource::<Session<G>>();
        assert_eq!(
            session.actions.get(before),
            Some(&best),
            "Enter took the hint's choice"
        );
    }
    panic!("the match did not end");
}

/// A hint shows its chances as numbers only at a table where the corrected chances were
/// checked on games they were not fitted on (`bots::chances_checked`); elsewhere it ranks the
/// choices without a number and says why.
fn check_chances_shown<G: Picks>(app: &mut App) {
    let world = app.world_mut();
    let (calibrated, checked) = {
        let hint = world.resource::<Hint<G>>();
        let seen = world.resource::<Seen<G>>();
        let seats = world.resource::<Seating>().seats.len();
        let rules = G::rule_set(seen.board.options());
        (
            hint.calibrated,
            bots::chances_checked::<G::Engine>(rules.as_deref(), seats),
        )
    };
    assert_eq!(
        calibrated, checked,
        "numbers only where the chances were checked"
    );
    let mut texts = world.query::<&Text>();
    let panel: Vec<String> = texts
        .iter(world)
        .map(|t| t.0.clone())
        .filter(|t| t.contains("deals tried"))
        .collect();
    assert_eq!(panel.len(), 1, "one hint panel: {panel:?}");
    if calibrated {
        assert!(panel[0].contains('%'), "chances as numbers: {}", panel[0]);
    } else {
        assert!(!panel[0].contains('%'), "no number: {}", panel[0]);
        assert!(
            panel[0].contains("No chance to win is shown"),
            "{}",
            panel[0]
        );
    }
}

/// Each of the hint's best choices wears one badge on the piece or the prompt button of its next
/// pick (choices that start with the same pick share the better one's), a button's as a child
/// of that button.
fn check_badges<G: Picks>(app: &mut App) {
    use ivanhoe::table::decide::PromptButton;
    use ivanhoe::table::hint::HintBadge;
    let best: Vec<Action<G>> = app
        .world()
        .resource::<Hint<G>>()
        .best()
        .into_iter()
        .map(|(a, _)| a)
        .collect();
    let world = app.world_mut();
    let on_buttons: Vec<G::Pick> = {
        let mut badges = world.query_filtered::<&ChildOf, With<HintBadge>>();
        let parents: Vec<Entity> = badges.iter(world).map(|c| c.parent()).collect();
        let mut buttons = world.query::<(Entity, &PromptButton<G::Pick>)>();
        buttons
            .iter(world)
            .filter(|(e, _)| parents.contains(e))
            .map(|(_, b)| b.0)
            .collect()
    };
    let buttons: Vec<G::Pick> = {
        let mut buttons = world.query::<&PromptButton<G::Pick>>();
        buttons.iter(world).map(|b| b.0).collect()
    };
    for action in &best {
        if let Some(pick) = next_pick::<G>(app, action)
            && buttons.contains(&pick)
        {
            assert!(
                on_buttons.contains(&pick),
                "the button {pick:?} of a choice the hint names wears a badge"
            );
        }
    }
}

/// Starts the hint's second choice by the mouse when it begins with a pick no better choice
/// begins with and goes on after it; returns the choice Enter should then complete: the best
/// the analysis ranks among those that go on from that pick.
fn second_choice_started<G: Picks>(app: &mut App) -> Option<Action<G>> {
    let (first, ranked) = {
        let hint = app.world().resource::<Hint<G>>();
        let best = hint.best();
        let second = best.get(1)?.0.clone();
        let ranked: Vec<Action<G>> = hint
            .analysis
            .iter()
            .flat_map(|a| &a.choices)
            .map(|c| c.action.clone())
            .collect();
        let choice = app.world().resource::<Choice<G>>();
        let path = |a: &Action<G>| {
            choice
                .selection
                .candidates()
                .find(|(x, _)| x == a)
                .map(|(_, p)| p.to_vec())
        };
        let second_path = path(&second)?;
        let best_path = path(&best[0].0)?;
        if second_path.len() < 2 || best_path.first() == second_path.first() {
            return None;
        }
        let first = second_path[0];
        let goes_on: Vec<Action<G>> = ranked
            .into_iter()
            .filter(|a| path(a).is_some_and(|p| p.len() >= 2 && p[0] == first))
            .collect();
        (first, goes_on)
    };
    if !common::click_pick::<G>(app, first) {
        return None;
    }
    app.update();
    ranked.into_iter().next()
}

/// Updates until the hint asked for is ready (the search runs on a background task), then
/// checks that the panel is in words.
fn wait_for_hint<G: Picks>(app: &mut App) {
    let mut waited = 0;
    while app
        .world()
        .get_resource::<Hint<G>>()
        .is_none_or(|h| h.analysis.is_none())
    {
        assert!(waited < 6_000, "the hint never came");
        std::thread::sleep(Duration::from_millis(2));
        app.update();
        waited += 1;
    }
    app.update();
    check_words(app, "hint-");
}

/// Every text on screen is in words: none shows a message's id (`prefix…`) for want of its
/// words in the language files.
fn check_words(app: &mut App, prefix: &str) {
    let world = app.world_mut();
    let mut texts = world.query::<&Text>();
    for text in texts.iter(world) {
        assert!(
            !text.0.contains(prefix),
            "a message without words: {:?}",
            text.0
        );
    }
}

/// A decision of the person with one choice (no hint is offered there): Enter takes it.
fn take_a_forced_decision<G: Picks>(app: &mut App) {
    let choice = app.world().resource::<Choice<G>>();
    if choice.seat.is_some() && app.world().resource::<Seen<G>>().legal.len() == 1 {
        tap(app, KeyCode::Enter);
    }
}

/// The next pick of `action` after the picks made.
fn next_pick<G: Picks>(app: &App, action: &Action<G>) -> Option<G::Pick> {
    let choice = app.world().resource::<Choice<G>>();
    let made = choice.selection.picks().len();
    choice
        .selection
        .candidates()
        .find(|(a, _)| a == action)
        .and_then(|(_, path)| path.get(made).copied())
}

/// The hint's choices are legal in the engine's state; the focus is on the best one's first
/// pick where the focus may rest there; another deal that looks the same to the seat, analysed
/// with the hint's seed and budget, gives the same analysis. Returns the best choice.
fn check_hint<G: Picks>(app: &mut App) -> Action<G> {
    let world = app.world();
    let hint = world.resource::<Hint<G>>();
    let seen = world.resource::<Seen<G>>();
    let session = world.resource::<Session<G>>();
    let analysis = hint.analysis.clone().expect("done");
    let mut legal = Vec::new();
    session.engine().legal_actions(&mut legal);
    let best = hint.best();
    assert!(!best.is_empty(), "a hint names at least one choice");
    assert!(best.len() <= 3);
    for (action, chance) in &best {
        assert!(legal.contains(action), "{action:?} is legal for the engine");
        assert!((0.0..=1.0).contains(chance));
    }
    assert_eq!(
        seen.legal, legal,
        "the view's legal actions are the engine's"
    );
    let other = G::Engine::determinize(
        &seen.observation,
        &mut GameRng::new(hint.decisions as u64 + 77),
    );
    let again = analyse::<G::Engine>(&other.observe(hint.seat), &legal, hint.budget, hint.seed);
    assert_eq!(
        again, analysis,
        "another deal that looks the same to the seat gives the same hint"
    );
    let choice = world.resource::<Choice<G>>();
    let first = next_pick::<G>(app, &best[0].0);
    if first.is_some_and(|p| choice.ring().contains(&p)) {
        assert_eq!(
            choice.focused(),
            first,
            "the focus rests on the best choice"
        );
    }
    best[0].0.clone()
}

/// The lines of why of the hint's choices (`Picks::why`) stand in the panel beside them.
/// Returns how many there were.
fn check_whys<G: Picks>(app: &mut App) -> usize {
    let world = app.world_mut();
    let lines: Vec<String> = {
        let hint = world.resource::<Hint<G>>();
        let seen = world.resource::<Seen<G>>();
        let seating = world.resource::<Seating>();
        let locale = world.resource::<Locale>();
        hint.best()
            .iter()
            .filter_map(|(action, _)| G::why(seen, seating, action))
            .map(|why| locale.text(&why))
            .collect()
    };
    let mut texts = world.query::<&Text>();
    let shown: Vec<String> = texts.iter(world).map(|t| t.0.clone()).collect();
    for line in &lines {
        assert!(
            shown.iter().any(|t| t.contains(line.as_str())),
            "{line:?} in the panel: {shown:?}"
        );
    }
    lines.len()
}

/// Ivanhoe, three seats: a hint at every decision of the person's match, each legal and drawn
/// from what the seat sees, many of its choices with a line of why.
#[test]
fn ivanhoe_hints_are_legal_and_seen_from_the_seat() {
    let (hints, whys) = play_taking_hints::<ivanhoe::games::ivanhoe::Ivanhoe>(setup(3, 11, 0));
    assert!(hints >= 10, "{hints} hints");
    assert!(whys >= hints, "{whys} lines of why in {hints} hints");
}

/// Of Knights and Ninjas, three seats.
#[test]
fn knights_ninjas_hints_are_legal_and_seen_from_the_seat() {
    let (hints, whys) =
        play_taking_hints::<ivanhoe::games::knights_ninjas::KnightsNinjas>(setup(3, 5, 0));
    // A short match: the person, taking the hints, wins it in a few turns.
    assert!(hints >= 4, "{hints} hints");
    assert!(whys >= 1, "{whys} lines of why in {hints} hints");
}

/// Castle Lords, three seats, the default rule set (intermediate).
#[test]
fn castle_lords_hints_are_legal_and_seen_from_the_seat() {
    let (hints, whys) =
        play_taking_hints::<ivanhoe::games::castle_lords::CastleLords>(setup(3, 3, 0));
    assert!(hints >= 10, "{hints} hints");
    assert!(whys >= 1, "{whys} lines of why in {hints} hints");
}

/// The turning points of a match of one person against computer players (the person choosing
/// at random, so some choices cost): the winner's screen finds them, lists the person's
/// costliest choices and the opponents' biggest gains, and one of them opens the replay at that
/// decision, every hand open, with the hint of the seat deciding there shown, computed from
/// what that seat saw then.
#[test]
fn turning_points_open_the_replay_there_with_the_hint() {
    use ivanhoe::shell::screens::TurningPoints;
    use ivanhoe::table::{Decision, Source};
    type G = ivanhoe::games::knights_ninjas::KnightsNinjas;
    let mut app = common::app_at(
        <<G as ivanhoe::table::TableGame>::Engine as rules_core::Game>::NAME,
        setup(3, 8, 0),
    );
    app.insert_resource(HintTimeLimit(None));
    app.insert_resource(ivanhoe::table::turning::FindTurningPoints(true));
    let mut rng = GameRng::new(8);
    for _ in 0..200_000 {
        if screen(&app) == Screen::Results {
            break;
        }
        let world = app.world();
        let seen = world.resource::<Seen<G>>();
        if world.resource::<Choice<G>>().seat == Some(0) && !seen.legal.is_empty() {
            let action = seen.legal[rng.below(seen.legal.len())];
            app.world_mut()
                .write_message(Decision::<G> { seat: 0, action });
        }
        app.update();
    }
    assert_eq!(screen(&app), Screen::Results);
    let mut found = None;
    for _ in 0..60_000 {
        if let TurningPoints::Found(lines) = app.world().resource::<TurningPoints>() {
            found = Some(lines.clone());
            break;
        }
        std::thread::sleep(Duration::from_millis(2));
        app.update();
    }
    let lines = found.expect("the turning points are found");
    for _ in 0..3 {
        app.update();
    }
    check_words(&mut app, "turning-");
    check_words(&mut app, "hint-");
    assert!(
        lines.iter().any(|l| l.cost),
        "a person choosing at random made a costly choice: {lines:?}"
    );
    assert!(lines.len() <= 6);
    assert!(lines.windows(2).all(|w| w[0].decisions <= w[1].decisions));
    // Each is a button; the first opens the replay there.
    let at = lines[0].decisions;
    app.update();
    let button = common::button_named(&mut app, &format!("Turning point {at}"))
        .expect("the turning point's button");
    click_button(&mut app, button);
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(screen(&app), Screen::Match);
    assert_eq!(*app.world().resource::<Source>(), Source::Replay);
    assert_eq!(app.world().resource::<Session<G>>().actions.len(), at);
    wait_for_hint::<G>(&mut app);
    let world = app.world();
    let hint = world.resource::<Hint<G>>();
    let session = world.resource::<Session<G>>();
    let seat = session.deciding().expect("a decision there");
    assert_eq!(hint.seat, seat, "the hint is the deciding seat's");
    let observation = session.engine().observe(seat);
    let mut legal = Vec::new();
    session.engine().legal_actions(&mut legal);
    let other =
        <G as ivanhoe::table::TableGame>::Engine::determinize(&observation, &mut GameRng::new(99));
    let again = analyse::<<G as ivanhoe::table::TableGame>::Engine>(
        &other.observe(seat),
        &legal,
        hint.budget,
        hint.seed,
    );
    assert_eq!(
        hint.analysis.as_ref(),
        Some(&again),
        "computed from what the seat saw then"
    );
    // The same search as the turning point's, so the hint agrees with its words: the best
    // choice it names comes first.
    let (iterations, seed) = lines[0].search;
    assert_eq!(hint.budget.iterations, Some(iterations));
    assert_eq!(hint.budget.time, None);
    assert_eq!(hint.seed, seed);
    // The turning point names the decision by where the replay stands ("100 / 307").
    let said = app.world().resource::<Locale>().text(&lines[0].words);
    let count = if at == 1 { "decision" } else { "decisions" };
    assert!(
        said.starts_with(&format!("After {at} {count}:")),
        "{said} names the replay's place, {at}"
    );
    // Badges in the replay too, on the pieces of the seat's choice.
    let badges = {
        let world = app.world_mut();
        world
            .query_filtered::<(), With<ivanhoe::table::hint::HintBadge>>()
            .iter(world)
            .count()
    };
    assert!(badges >= 1, "the replay's hint wears its badges");
    // Stop watching comes back to the winner's screen, its turning points still there.
    app.world_mut()
        .write_message(ivanhoe::table::pause::OpenMatchMenu);
    app.update();
    let stop = common::button_named(&mut app, "Stop watching").expect("in the replay's menu");
    click_button(&mut app, stop);
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(screen(&app), Screen::Results, "back to the winner's screen");
    assert!(
        common::button_named(&mut app, &format!("Turning point {at}")).is_some(),
        "its turning points can be opened again"
    );
}
