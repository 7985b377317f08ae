//! Castle Lords through the real app without a window: whole matches from the deal to the
//! winner's screen, in each rule set, with 3 and 6 seats, with computer players and with people
//! playing by keyboard, gamepad and mouse. After every frame the table's zones must hold
//! exactly the cards, banners, crowns and castle tags of the engine's state: the presentation
//! never drifts from the engine.

use std::collections::HashMap;

use bevy::prelude::*;
use bots::Difficulty;
use castle_lords_rules::{Card, Crown, RuleSet, State as Engine};
use ivanhoe::games::castle_lords::CastleLords;
use ivanhoe::games::castle_lords::{
    BannerOf, CardFace, CastleButton, CastleChoice, CastlePanel, HandPhase, Place, Places, Session,
    TagOf, Target,
};
use ivanhoe::shell::screens::{MatchSetup, MatchSummary, Screen, SeatKind, SeatSetup};
use ivanhoe::table::Viewer;
use ivanhoe::table::handoff::HandOff;
use ivanhoe::table::zones::{Face, HeldBy};
use leafwing_input_manager::user_input::Buttonlike;
use rules_core::{Game, GameRng, Seat};

mod common;
use common::{click, screen, tap};

const BOT: SeatKind = SeatKind::Computer(Difficulty::Normal);
const RULES: [RuleSet; 3] = [RuleSet::Basic, RuleSet::Intermediate, RuleSet::Advanced];

fn setup(kinds: &[SeatKind], rules: RuleSet, seed: u64) -> MatchSetup {
    MatchSetup {
        seats: kinds
            .iter()
            .enumerate()
            .map(|(i, kind)| SeatSetup {
                name: format!("Lord {}", i + 1),
                kind: *kind,
            })
            .collect(),
        seed: Some(seed),
        // The setup counts rule sets in the registry entry's order.
        rules: <Engine as Game>::INFO
            .rule_sets
            .iter()
            .position(|r| r.name == rules.to_string())
            .expect("every rule set is registered"),
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
/// state says (hands as counts, the viewer's own hand card by card).
fn check_table(app: &mut App) {
    if screen(app) != Screen::Match || app.world().get_resource::<Places>().is_none() {
        return;
    }
    let cards = zone_contents::<CardFace>(app);
    let banners = zone_contents::<BannerOf>(app);
    let crowns = zone_contents::<Crown>(app);
    let tags = zone_contents::<TagOf>(app);
    let world = app.world();
    let session = world.resource::<Session>();
    let state = &session.engine();
    let viewer = world.resource::<Viewer>().0;
    let bottom = world.resource::<Places>().bottom;
    // Through the pause after a hand is scored, the table shows that hand (the next deal waits):
    // only the crowns, just won, must already be the engine's.
    let holding = world.resource::<Places>().own.holding_scored_hand();
    let get = |place: Place| cards.get(&place).cloned().unwrap_or_default();
    let faces = |place: Place| -> Vec<Card> {
        sorted(get(place).into_iter().filter_map(|f| f.0).collect())
    };
    let total: usize = cards.values().map(Vec::len).sum();
    assert_eq!(total, 66, "every card is on the table once");
    for s in state.seats() {
        let c = state.crowns(s);
        let held = crowns.get(&Place::Crowns(s)).cloned().unwrap_or_default();
        let count = |k: Crown| held.iter().filter(|x| **x == k).count() as u32;
        assert_eq!(
            (count(Crown::King), count(Crown::Duke), count(Crown::Hand)),
            (c.king, c.duke, c.hand),
            "seat {s}'s crowns"
        );
    }
    if holding {
        return;
    }
    assert_eq!(
        get(Place::Deck).len(),
        state.deck().len(),
        "the deck's size"
    );
    assert_eq!(
        faces(Place::Dungeon),
        sorted(state.dungeon().iter().collect()),
        "the dungeon"
    );
    assert_eq!(
        faces(Place::Offer),
        sorted(state.offer().into_iter().collect()),
        "the offer"
    );
    assert_eq!(
        faces(Place::Army),
        sorted(state.army().iter().collect()),
        "the army"
    );
    for s in state.seats() {
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
                hand.iter().all(|f| f.0.is_none()),
                "seat {s}'s hand is face down to this screen"
            );
        }
        assert_eq!(
            faces(Place::Proposal(s)),
            sorted(state.proposal(s).into_iter().collect()),
            "seat {s}'s proposal"
        );
        let reserve = banners.get(&Place::Reserve(s)).map_or(0, Vec::len);
        assert_eq!(reserve, state.reserve(s), "seat {s}'s reserve");
        let in_dungeon = banners
            .get(&Place::DungeonBanners)
            .map_or(0, |b| b.iter().filter(|o| o.0 == s).count());
        assert_eq!(
            in_dungeon,
            state.dungeon_banners(s),
            "seat {s}'s banners in the dungeon"
        );
        let lordships: Vec<u8> = tags
            .get(&Place::Lordships(s))
            .map_or(Vec::new(), |t| t.iter().map(|t| t.0).collect());
        let mut controlled: Vec<u8> = (0..state.castles().len())
            .filter(|&c| state.controller(c) == Some(s))
            .map(|c| c as u8)
            .collect();
        let mut lordships_sorted = lordships.clone();
        lordships_sorted.sort();
        controlled.sort();
        assert_eq!(
            lordships_sorted, controlled,
            "the castles seat {s} is lord of"
        );
    }
    for (c, castle) in state.castles().iter().enumerate() {
        let c8 = c as u8;
        assert_eq!(
            faces(Place::Castle(c8)),
            sorted(castle.defenders.iter().collect()),
            "castle {c}'s defenders"
        );
        for (b, holder) in castle.boxes.iter().enumerate() {
            let shown: Vec<Seat> = banners
                .get(&Place::Box(c8, b as u8))
                .map_or(Vec::new(), |v| v.iter().map(|o| o.0).collect());
            assert_eq!(
                shown,
                holder.into_iter().collect::<Vec<_>>(),
                "castle {c}, box {b}"
            );
        }
        let home = tags.get(&Place::TagHome(c8)).map_or(0, Vec::len);
        assert_eq!(
            home == 1,
            state.controller(c).is_none(),
            "castle {c}'s tag at home"
        );
    }
}

/// Runs until the winner's screen, with `each_frame` acting for the people at the screen, and
/// checks the table after every frame. Returns the phases seen.
fn play_to_results(
    app: &mut App,
    max_frames: usize,
    mut each_frame: impl FnMut(&mut App),
) -> Vec<HandPhase> {
    let mut phases = Vec::new();
    for _ in 0..max_frames {
        each_frame(app);
        app.update();
        check_table(app);
        if let Some(phase) = app.world().get_resource::<State<HandPhase>>()
            && !phases.contains(phase.get())
        {
            phases.push(*phase.get());
        }
        if screen(app) == Screen::Results {
            return phases;
        }
    }
    let session = app
        .world()
        .get_resource::<Session>()
        .map(|s| s.actions.len());
    panic!("no winner after {max_frames} frames ({session:?} actions)");
}

/// Rules are the engine's, in each rule set, at the smallest and the largest table: computer
/// players play from the deal to the winner's screen, and the table follows every event.
#[test]
fn computer_players_play_each_rule_set_to_the_winner_with_3_and_6_seats() {
    for rules in RULES {
        for seats in [3, 6] {
            let mut app = app(setup(&vec![BOT; seats], rules, 11 + seats as u64));
            let phases = play_to_results(&mut app, 60_000, |_| {});
            for phase in [
                HandPhase::Exchange,
                HandPhase::Attack,
                HandPhase::Scoring,
                HandPhase::Over,
            ] {
                assert!(
                    phases.contains(&phase),
                    "{rules}, {seats} seats went through {phase:?}"
                );
            }
            let summary = app.world().resource::<MatchSummary>();
            assert_eq!(summary.seats.len(), seats);
            assert!(summary.footer.contains(&rules.to_string()));
        }
    }
}

/// The two-player variant the command line offers plays at the table too.
#[test]
fn the_two_player_variant_plays_to_the_winner() {
    let mut app = app(setup(&[BOT, BOT], RuleSet::Basic, 4));
    play_to_results(&mut app, 60_000, |_| {});
}

fn choice(app: &App) -> Option<(Vec<Target>, Vec<usize>, usize)> {
    common::choice::<CastleLords>(app)
}

fn actions(app: &App) -> usize {
    common::decisions::<CastleLords>(app)
}

/// Plays a whole match in which the people decide with a device that moves a focus: the focus
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
    play_to_results(app, 60_000, |app| {
        let turn = common::cursor_turn::<CastleLords, B>(app, &mut rng, &next, &previous, &select);
        decided += usize::from(turn);
    });
    decided
}

/// A person plays Castle Lords with the keyboard alone (basic play, 3 seats): arrows move the
/// focus over hand cards, proposals, castles and buttons; Enter chooses.
#[test]
fn a_person_plays_castle_lords_with_the_keyboard() {
    let mut app = app(setup(&[SeatKind::Human, BOT, BOT], RuleSet::Basic, 3));
    let decided = play_with_cursor(
        &mut app,
        3,
        KeyCode::ArrowRight,
        KeyCode::ArrowLeft,
        KeyCode::Enter,
    );
    assert!(decided > 10, "seat 0 made {decided} decisions by keyboard");
}

/// A person plays with a gamepad alone (advanced play, 4 seats): the D-pad and A.
#[test]
fn a_person_plays_castle_lords_with_a_gamepad() {
    let mut app = app(setup(
        &[BOT, SeatKind::Human, BOT, BOT],
        RuleSet::Advanced,
        5,
    ));
    common::connect_gamepad(&mut app);
    let decided = play_with_cursor(
        &mut app,
        5,
        GamepadButton::DPadRight,
        GamepadButton::DPadLeft,
        GamepadButton::South,
    );
    assert!(decided > 10, "seat 1 made {decided} decisions by gamepad");
}

/// The entity the mouse clicks for a pick, or presses (a prompt button).
fn click_target(app: &mut App, target: Target) -> bool {
    let seat = app
        .world()
        .resource::<CastleChoice>()
        .seat
        .expect("a person decides");
    let world = app.world_mut();
    let zones = world.resource::<Places>().zones.clone();
    let in_zone = |world: &mut World, place: Place, face: Option<Card>| -> Option<Entity> {
        let zone = zones[&place];
        let mut q = world.query::<(Entity, &Face<CardFace>, &HeldBy)>();
        q.iter(world)
            .find(|(_, f, h)| h.0 == zone && (face.is_none() || f.0.0 == face))
            .map(|(e, _, _)| e)
    };
    let entity = match target {
        Target::Card(card) => in_zone(world, Place::Hand(seat), Some(card)),
        Target::Proposal(s) => in_zone(world, Place::Proposal(s), None),
        Target::Castle(c) => {
            let mut q = world.query::<(Entity, &CastlePanel)>();
            q.iter(world).find(|(_, p)| p.0 == c).map(|(e, _)| e)
        }
        Target::Button(b) => {
            let mut q = world.query::<(Entity, &CastleButton)>();
            let button = q
                .iter(world)
                .find(|(_, x)| x.0 == Target::Button(b))
                .map(|(e, _)| e);
            if let Some(button) = button {
                world.entity_mut(button).insert(Interaction::Pressed);
                return true;
            }
            return false;
        }
    };
    match entity {
        Some(e) => {
            click(app, e);
            true
        }
        None => false,
    }
}

/// A person plays with the mouse alone (intermediate play, 6 seats): clicking hand cards,
/// proposals, castles and the prompt's buttons.
#[test]
fn a_person_plays_castle_lords_with_the_mouse() {
    let mut app = app(setup(
        &[SeatKind::Human, BOT, BOT, BOT, BOT, BOT],
        RuleSet::Intermediate,
        8,
    ));
    let mut rng = GameRng::new(8);
    let mut decided = 0;
    let mut kinds = std::collections::HashSet::new();
    play_to_results(&mut app, 60_000, |app| {
        if choice(app).is_none() {
            return;
        }
        // Prompt buttons appear in the UI step of a frame: let it run once.
        app.update();
        let Some((ring, legal, _)) = choice(app) else {
            return;
        };
        if legal.is_empty() {
            return;
        }
        let target = ring[legal[rng.below(legal.len())]];
        let before = actions(app);
        assert!(click_target(app, target), "nothing to click for {target:?}");
        app.update();
        if actions(app) > before {
            decided += 1;
            kinds.insert(std::mem::discriminant(&target));
        }
    });
    assert!(decided > 10, "seat 0 made {decided} decisions by mouse");
    assert!(
        kinds.len() >= 3,
        "clicks covered cards, castles and buttons: {kinds:?}"
    );
}

/// Two people share the screen: whenever a different person must decide, a proposal in the
/// exchange included, the hand-off screen hides every hand until they confirm; then only their
/// hand shows.
#[test]
fn people_at_one_screen_hand_off_for_every_decision_including_proposals() {
    let mut app = app(setup(
        &[SeatKind::Human, SeatKind::Human, BOT],
        RuleSet::Basic,
        9,
    ));
    let mut rng = GameRng::new(9);
    let mut hand_offs = Vec::new();
    let mut proposals_handed_off = 0;
    play_to_results(&mut app, 60_000, |app| {
        let shown = {
            let world = app.world_mut();
            let mut q = world.query::<&HandOff>();
            q.iter(world).next().map(|h| h.0)
        };
        if let Some(seat) = shown {
            assert_eq!(
                app.world().resource::<Viewer>().0,
                None,
                "no hand shows behind the hand-off"
            );
            let session = app.world().resource::<Session>();
            if matches!(
                session.engine().phase(),
                castle_lords_rules::Phase::Propose { .. }
            ) {
                proposals_handed_off += 1;
            }
            hand_offs.push(seat);
            tap(app, KeyCode::Enter);
            return;
        }
        let Some((ring, legal, _)) = choice(app) else {
            return;
        };
        if legal.is_empty() {
            return;
        }
        let target = ring[legal[rng.below(legal.len())]];
        app.world_mut()
            .write_message(ivanhoe::games::castle_lords::PickRequest(target));
    });
    assert!(
        hand_offs.contains(&0) && hand_offs.contains(&1),
        "both people were handed the screen"
    );
    assert!(
        proposals_handed_off > 0,
        "a proposal out of turn was handed off too"
    );
}

/// A pick the rules refuse changes nothing and says why in words written for players (no seat
/// numbers, no card codes, no castle numbers).
#[test]
fn a_refused_pick_changes_nothing_and_says_why() {
    use ivanhoe::games::castle_lords::PickRequest;
    use ivanhoe::table::Notice;
    let mut app = app(setup(&[SeatKind::Human, BOT, BOT], RuleSet::Basic, 12));
    let mut rng = GameRng::new(12);
    let mut refusals = Vec::new();
    play_to_results(&mut app, 60_000, |app| {
        let Some((ring, legal, _)) = choice(app) else {
            return;
        };
        let refused: Vec<Target> = (0..ring.len())
            .filter(|i| !legal.contains(i))
            .map(|i| ring[i])
            .filter(|t| !matches!(t, Target::Button(_)))
            .collect();
        if let Some(&target) = refused.first()
            && refusals.len() < 20
        {
            let before = actions(app);
            app.world_mut().write_message(PickRequest(target));
            app.update();
            assert_eq!(actions(app), before, "a refused pick changes nothing");
            let notice = app
                .world()
                .resource::<Notice>()
                .0
                .as_ref()
                .map(|(t, _)| t.clone());
            let text = notice.expect("a refused pick says why");
            for bad in ["#", "seat ", "@", " K1", " A2"] {
                assert!(!text.contains(bad), "{text:?} is written for players");
            }
            refusals.push(text);
        }
        if legal.is_empty() {
            return;
        }
        let target = ring[legal[rng.below(legal.len())]];
        app.world_mut().write_message(PickRequest(target));
    });
    assert!(refusals.len() >= 3, "refusals seen: {refusals:?}");
    assert!(
        refusals
            .iter()
            .any(|r| r.contains("shares no") || r.contains("needs an army")),
        "an army's rule was explained: {refusals:?}"
    );
}

/// At the end of a hand the scored hand stays on the table through the pause (castles, their
/// defenders and banners as scored, the crowns flying in), and the next deal follows it: the
/// table then equals the engine again.
#[test]
fn a_scored_hand_stays_on_the_table_until_the_next_deal() {
    let mut app = app(setup(&[BOT, BOT, BOT], RuleSet::Basic, 21));
    app.insert_resource(ivanhoe::shell::settings::AnimationSpeed::Normal);
    let mut held_frames = 0;
    let mut releases = 0;
    let mut was_holding = false;
    play_to_results(&mut app, 200_000, |app| {
        let holding = app.world().resource::<Places>().own.holding_scored_hand();
        if holding {
            held_frames += 1;
            assert!(
                app.world()
                    .resource::<ivanhoe::table::Interlude>()
                    .0
                    .is_some(),
                "a hand is held only through the pause of its scoring"
            );
        }
        if was_holding && !holding {
            releases += 1;
        }
        was_holding = holding;
    });
    assert!(
        releases >= 1,
        "a scored hand was held and then the next hand dealt"
    );
    assert!(
        held_frames > 10,
        "the scored hand stayed for the pause ({held_frames} frames)"
    );
}

/// Play-test point 14, and the rule behind it: at every decision the focus rests on a legal
/// choice, and a refused pick (S with the army too small) leaves it there; so a person who
/// presses only Enter and S — as a keyboard player who does not think of the arrows, or the
/// browser test — always moves the game on, in every rule set, to the winner's screen. Every
/// prompt button the rules would refuse now reads as unavailable.
#[test]
fn enter_and_s_alone_always_move_the_game_on() {
    for (i, rules) in RULES.into_iter().enumerate() {
        let mut app = app(setup(&[SeatKind::Human, BOT, BOT], rules, 30 + i as u64));
        let mut presses = 0;
        let mut rng = GameRng::new(i as u64);
        play_to_results(&mut app, 60_000, |app| {
            let Some((ring, legal, focus)) = choice(app) else {
                return;
            };
            assert!(
                legal.contains(&focus),
                "{rules:?}: the focus rests on a legal choice, not {:?}",
                ring.get(focus)
            );
            // Buttons the rules refuse look unavailable.
            app.update();
            let allowed: Vec<_> = {
                let choice = app.world().resource::<CastleChoice>();
                if choice.seat.is_none() {
                    return;
                }
                choice
                    .buttons()
                    .into_iter()
                    .map(|b| (b, choice.allows(b)))
                    .collect()
            };
            let world = app.world_mut();
            let mut buttons = world.query::<(&CastleButton, &BackgroundColor)>();
            for (button, background) in buttons.iter(world) {
                let usable = allowed
                    .iter()
                    .find(|(b, _)| *b == button.0)
                    .map(|(_, u)| *u);
                if usable == Some(false) {
                    assert_eq!(
                        background.0,
                        ivanhoe::shell::theme::BUTTON_OFF,
                        "{rules:?}: {:?} looks unavailable",
                        button.0
                    );
                }
            }
            // S first now and then (refused while the army is too small), then Enter.
            if rng.below(3) == 0 {
                tap(app, KeyCode::KeyS);
            }
            tap(app, KeyCode::Enter);
            presses += 1;
        });
        assert!(presses > 10, "{rules:?}: the person decided by Enter");
    }
}

/// Play-test point 4, in this game: identical cards of a hand are each a focus stop. The arrows
/// walk the hand one card at a time, past a second copy, with exactly the focused copy lit.
#[test]
fn identical_cards_are_each_a_focus_stop() {
    let mut checked = 0;
    for seed in 0..6u64 {
        let mut app = app(setup(
            &[SeatKind::Human, BOT, BOT],
            RuleSet::Intermediate,
            seed,
        ));
        let mut rng = GameRng::new(seed);
        for _ in 0..20_000 {
            if checked >= 3 || screen(&app) != Screen::Match {
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
            let cards = ring
                .iter()
                .take_while(|t| matches!(t, Target::Card(_)))
                .count();
            let twins = (1..cards).any(|i| ring[..i].contains(&ring[i]));
            if !twins {
                common::move_focus(&mut app, focus, legal[rng.below(legal.len())]);
                tap(&mut app, KeyCode::Enter);
                app.update();
                continue;
            }
            common::move_focus(&mut app, focus, 0);
            common::walk_the_hand(
                &mut app,
                cards,
                |app| app.world().resource::<CastleChoice>().focus,
                |app| {
                    let seat = app.world().resource::<CastleChoice>().seat.unwrap();
                    app.world().resource::<Places>().zones[&Place::Hand(seat)]
                },
            );
            checked += 1;
            // On with the game: choose a legal pick.
            let Some((_, legal, focus)) = choice(&app) else {
                continue;
            };
            common::move_focus(&mut app, focus, legal[0]);
            tap(&mut app, KeyCode::Enter);
        }
    }
    assert!(checked > 0, "a hand held two identical cards");
}

/// Saving and resuming (each rule set): the match saved after every decision comes back from
/// the title's Continue after a restart with the engine's state byte for byte, the table equal
/// to it from the first frame, settled, and plays on.
#[test]
fn a_saved_match_resumes_exactly_as_it_was() {
    for (i, rules) in RULES.into_iter().enumerate() {
        common::check_resume::<CastleLords>(
            "castle-lords",
            setup(&[BOT, BOT, BOT, BOT], rules, 40 + i as u64),
            30 + 10 * i,
            check_table,
        );
    }
}
