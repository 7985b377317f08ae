use super::*;
use crate::CastleLords;
use castle_lords_rules::{Crown, Event, Phase};
use rules_core::Status;
use shell::locale::{Language, Locale};
use shell::screens::{MatchSetup, SeatKind, SeatSetup};
use table::TableGame;

/// The options the guided match is dealt with, as the kit's start makes them.
fn options(guide: &Guide<CastleLords>) -> castle_lords_rules::Options {
    let seats = guide
        .seats
        .iter()
        .map(|(_, level)| SeatSetup {
            name: String::new(),
            kind: level.map_or(SeatKind::Human, SeatKind::Computer),
        })
        .collect();
    CastleLords::options_for(&MatchSetup {
        seats,
        seed: Some(guide.seed),
        rules: guide.rules,
    })
}

/// The guide is played in intermediate play (armies of a shared type or emblem, the
/// helping banner, crowns from 10 points), at three seats, the person's the first.
#[test]
fn the_guide_is_a_three_seat_intermediate_match() {
    let guide = guide();
    let options = options(&guide);
    assert_eq!(options.rules, RuleSet::Intermediate);
    assert_eq!(options.players, 3);
    assert_eq!(guide.person(), Some(0));
}

/// The guide teaches only what the rules allow: the engine accepts every scripted decision
/// of the guide's deal; the person meets the exchange (an offer, a proposal, a decline, a
/// pick among proposals), an attack on an empty castle, an army of several soldiers that
/// share a type or an emblem, defenders driven into the dungeon, an attack where the
/// person's banner lets equal numbers do, the last round; and the script ends as the first
/// hand is scored, the person taking the king's crown.
#[test]
fn every_scripted_decision_is_legal_and_the_person_meets_each_taught_moment() {
    let guide = guide();
    let mut events = Vec::new();
    let mut state = State::new_game(&options(&guide), guide.seed, &mut events).expect("deal");
    let mut met = std::collections::BTreeSet::new();
    let mut legal = Vec::new();
    for (at, action) in guide.script.iter().enumerate() {
        let Status::Decision(seat) = state.status() else {
            panic!("the match is over before decision {at}");
        };
        assert!(
            !events.iter().any(|e| matches!(e, Event::HandScored { .. })),
            "the hand is scored before decision {at}"
        );
        state.legal_actions(&mut legal);
        assert!(
            legal.contains(action),
            "decision {at}: {action} is not legal"
        );
        if seat == 0 {
            match (state.phase(), action) {
                (_, Offer(_)) => met.insert("offer"),
                (_, Propose(_)) => met.insert("propose"),
                (_, Decline) => met.insert("decline"),
                (Phase::Pick, Pick(_)) => met.insert("pick"),
                (_, Attack(c)) => {
                    let c = *c as usize;
                    let castle = &state.castles()[c];
                    if castle.defenders.is_empty() {
                        met.insert("attack an empty castle")
                    } else if castle.boxes.position(0).is_some()
                        && state.needed(0, c) == castle.defenders.len()
                    {
                        met.insert("equal numbers with a banner on it")
                    } else {
                        met.insert("outnumber the defenders")
                    }
                }
                _ => false,
            };
            if state.last_round() {
                met.insert("the last round");
            }
        }
        events.clear();
        state.apply(action, &mut events).expect("legal");
        for event in &events {
            match event {
                Event::ArmyPlayed { seat: 0, army, .. } if army.len() >= 3 => {
                    met.insert("an army of three")
                }
                Event::DefendersToDungeon { .. } if seat == 0 => {
                    met.insert("defenders to the dungeon")
                }
                Event::CastleCaptured { seat: Some(0), .. } => met.insert("a castle taken"),
                Event::BannerToDungeon { .. } => met.insert("a banner to the dungeon"),
                Event::CrownWon {
                    seat: 0,
                    crown: Crown::King,
                } => met.insert("the king's crown"),
                _ => false,
            };
        }
    }
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::HandScored { hand: 1, .. })),
        "the script ends as the first hand is scored"
    );
    let taught = [
        "offer",
        "propose",
        "decline",
        "pick",
        "attack an empty castle",
        "outnumber the defenders",
        "equal numbers with a banner on it",
        "an army of three",
        "defenders to the dungeon",
        "a castle taken",
        "a banner to the dungeon",
        "the last round",
        "the king's crown",
    ];
    for moment in taught {
        assert!(met.contains(moment), "the person meets {moment}: {met:?}");
    }
}

/// At each of the person's decisions the guide has words of its own for it (what to do and
/// why), and every step's words, the seats' names and the closing words render in English
/// and French.
#[test]
fn every_step_of_the_guide_has_its_words_in_each_language() {
    let guide = guide();
    guide.assert_words_render();
    assert!(guide.words.iter().all(|(at, _)| *at < guide.script.len()));
    let mut events = Vec::new();
    let mut state = State::new_game(&options(&guide), guide.seed, &mut events).expect("deal");
    for (at, action) in guide.script.iter().enumerate() {
        if state.status() == Status::Decision(0) {
            assert!(
                guide.words.iter().any(|(from, _)| *from == at),
                "decision {at} ({action}) has words of its own"
            );
        }
        state.apply(action, &mut events).expect("legal");
    }
}

/// A step of the person's names what the guide points at: the card of an offer, a
/// proposal or an army, the castle attacked.
#[test]
fn a_step_names_its_card_and_castle() {
    let (locale, _) = Locale::new(Language::English);
    let guide = guide();
    let components = Components::standard();
    let mut events = Vec::new();
    let mut state = State::new_game(&options(&guide), guide.seed, &mut events).expect("deal");
    for (at, action) in guide.script.iter().enumerate() {
        let words = guide.words.iter().find(|(from, _)| *from == at);
        if let (Status::Decision(0), Some((_, msg))) = (state.status(), words) {
            let text = locale.text(msg);
            let name = match action {
                Offer(card) | Propose(card) | Add(card) => {
                    Some(locale.text(&words::card_name(*card, components)))
                }
                Attack(castle) => Some(words::castle_name(*castle, components)),
                _ => None,
            };
            if let Some(name) = name {
                assert!(text.contains(&name), "{at}: {text:?} names {name}");
            }
        }
        state.apply(action, &mut events).expect("legal");
    }
}
