//! The beginner (`ivanhoe_rules::players::Beginner`, the arena's `beginner` seat): a plain, steady
//! player that never plays an action card, and exists for Ivanhoe only.

use bots::arena::{self, ArenaConfig, Schedule, SeatKind};
use bots::{Bot, BotGame, RandomBot};
use ivanhoe_rules::players::Beginner;
use ivanhoe_rules::{Action, Card, Colour, Options, Phase, Play, State};
use rules_core::{Game, Status};

/// What `card` adds to a display in a tournament of `colour` (every card counts 1 in green).
fn worth(card: Card, colour: Colour) -> u32 {
    if colour == Colour::Green {
        1
    } else {
        u32::from(card.value())
    }
}

/// Plays one game of `players` in which the seats in `beginners` are beginners and the others
/// alternate between the heuristic and random play; checks every beginner decision with
/// `check` (its observation, the legal actions, its choice). Returns how many actions the game
/// took, failing if it does not end.
fn play_game(
    players: usize,
    seed: u64,
    beginners: &[usize],
    mut check: impl FnMut(&ivanhoe_rules::Observation, &[Action], Action),
) -> usize {
    let mut bots: Vec<Box<dyn Bot<State>>> = (0..players)
        .map(|s| -> Box<dyn Bot<State>> {
            if beginners.contains(&s) {
                Box::new(Beginner::new())
            } else if s % 2 == 0 {
                State::heuristic(seed * 13 + s as u64)
            } else {
                Box::new(RandomBot::<State>::new(seed * 13 + s as u64))
            }
        })
        .collect();
    let mut events = Vec::new();
    let mut game = State::new_game(&Options::players(players), seed, &mut events).unwrap();
    let mut legal = Vec::new();
    let mut actions = 0;
    while let Status::Decision(seat) = game.status() {
        game.legal_actions(&mut legal);
        let observation = game.observe(seat);
        let action = bots[seat].choose(&observation, &legal);
        assert!(
            legal.contains(&action),
            "{} chose '{action}', not in {legal:?}",
            bots[seat].name()
        );
        if beginners.contains(&seat) {
            check(&observation, &legal, action);
        }
        events.clear();
        game.apply(&action, &mut events).unwrap();
        actions += 1;
        assert!(actions < 20_000, "the game does not end");
    }
    actions
}

/// The beginner's rule: no action card ever, Ivanhoe included (it passes in every window);
/// checked at every one of its decisions over many whole games at every table size.
#[test]
fn the_beginner_never_plays_an_action_card() {
    let mut windows = 0;
    let mut action_cards_held = 0;
    for players in 2..=5 {
        for seed in 0..40 {
            play_game(players, seed, &[0, players - 1], |o, legal, action| {
                if let Action::Play(play) = action {
                    assert!(!play.card().is_action(), "the beginner played '{action}'");
                }
                assert_ne!(action, Action::Ivanhoe);
                if legal.contains(&Action::Ivanhoe) {
                    windows += 1;
                }
                if o.phase == Phase::Play && o.hand.iter().any(Card::is_action) {
                    action_cards_held += 1;
                }
            });
        }
    }
    // The check means something only if the beginner was offered action cards and Ivanhoe.
    assert!(action_cards_held > 100, "{action_cards_held}");
    assert!(windows > 0, "the beginner never held Ivanhoe in a window");
}

/// Starting a tournament (RULINGS §1: the starter announces a colour they can play, then plays
/// a card of it or a supporter): the beginner announces the colour whose cards add up to the
/// most in its hand and opens with its lowest card of that colour.
#[test]
fn the_beginner_starts_in_its_strongest_colour_with_its_lowest_card() {
    let mut openings = 0;
    for seed in 0..60 {
        play_game(4, seed, &[1, 2], |o, legal, action| match o.phase {
            Phase::ChooseColour => {
                let Action::ChooseColour(chosen) = action else {
                    panic!("'{action}' announces no colour");
                };
                let held = |c: Colour| -> u32 {
                    o.hand
                        .iter()
                        .filter(|k| k.colour() == Some(c))
                        .map(|k| worth(k, c))
                        .sum()
                };
                for a in legal {
                    if let Action::ChooseColour(other) = a {
                        assert!(
                            held(chosen) >= held(*other),
                            "chose {chosen} ({}) over {other} ({}) with {:?}",
                            held(chosen),
                            held(*other),
                            o.hand
                        );
                    }
                }
            }
            Phase::FirstCard => {
                let colour = o.colour.unwrap();
                let lowest = o
                    .hand
                    .iter()
                    .filter(|c| c.colour() == Some(colour))
                    .min_by_key(|c| c.value());
                if let Some(lowest) = lowest {
                    assert_eq!(action, Action::Play(Play::Card(lowest)), "{:?}", o.hand);
                    openings += 1;
                }
            }
            _ => {}
        });
    }
    assert!(openings > 50, "only {openings} openings were checked");
}

/// Tables of beginners alone, and beginners among other players, play whole games to the end
/// with legal actions only (checked by `play_game`), at every table size.
#[test]
fn the_beginner_plays_legal_games_to_the_end() {
    for players in 2..=5 {
        for seed in 0..25 {
            let everyone: Vec<usize> = (0..players).collect();
            play_game(players, seed, &everyone, |_, _, _| {});
            play_game(
                players,
                seed + 100,
                &[seed as usize % players],
                |_, _, _| {},
            );
        }
    }
}

/// The arena seat: `beginner` parses and plays Ivanhoe; for the two other games, which have no
/// beginner, the arena refuses it with a clear message instead of failing mid-run.
#[test]
fn the_beginner_seat_plays_ivanhoe_and_is_refused_elsewhere() {
    let seats: Vec<SeatKind> = "beginner,normal,beginner"
        .split(',')
        .map(|s| s.parse().unwrap())
        .collect();
    let config = ArenaConfig {
        seats,
        schedule: Schedule {
            deals: 3,
            seed: 5,
            threads: 1,
            max_actions: 50_000,
            on_game: None,
        },
    };
    let report = arena::run::<State>(&Options::players(3), &config).unwrap();
    assert_eq!(report.results[0].kind, "beginner");
    assert_eq!(report.results[0].games, 18);
    assert_eq!(report.violations, 0);
    assert_eq!(report.unfinished, 0);

    let castle_lords = arena::run::<castle_lords_rules::State>(
        &castle_lords_rules::Options::new(3, castle_lords_rules::RuleSet::Basic),
        &config,
    );
    let error = castle_lords.expect_err("Castle Lords has no beginner");
    assert!(
        error.contains("Castle Lords has no beginner seat"),
        "{error}"
    );
    let knights = arena::run::<knights_ninjas_rules::State>(
        &knights_ninjas_rules::Options::players(3),
        &config,
    );
    assert!(
        knights
            .expect_err("no beginner either")
            .contains("Of Knights and Ninjas has no beginner seat")
    );
}
