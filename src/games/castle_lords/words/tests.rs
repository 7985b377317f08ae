use std::collections::HashSet;

use bots::Bot;
use castle_lords_rules::cards::CARD_KINDS;
use castle_lords_rules::players::Heuristic;
use castle_lords_rules::{Options, Soldier};
use rules_core::{RuleViolation, Status};

use super::*;
use crate::Seen as TableSeen;
use crate::human;
use shell::locale::{Language, Locale};
use shell::screens::{SeatKind, SeatSetup};
use table::decide::Picks;

const NAMES: [&str; 6] = [
    "Wilfred",
    "Rowena",
    "Isaac",
    "Rebecca",
    "Cedric",
    "Athelstane",
];
const RULES: [RuleSet; 3] = [RuleSet::Basic, RuleSet::Intermediate, RuleSet::Advanced];

/// What the checks found wrong, and the messages already checked (each is checked once).
#[derive(Default)]
struct Checked {
    problems: Vec<String>,
    seen: HashSet<String>,
}

impl Checked {
    /// `msg` renders in every language without a missing message, a Fluent error or a
    /// raw id, and each message inside it renders on its own too.
    fn check(&mut self, locale: &Locale, msg: &Msg) {
        if !self.seen.insert(format!("{msg:?}")) {
            return;
        }
        for language in Language::ALL {
            match locale.render_checked(language, msg) {
                Ok(text) if text.contains('[') || text.contains('{') || text.is_empty() => self
                    .problems
                    .push(format!("{} in {}: {text:?}", msg.id(), language.code())),
                Ok(_) => {}
                Err(problem) => self
                    .problems
                    .push(format!("{problem} in {}", language.code())),
            }
        }
    }
}

/// The events that say something a player follows: every kind but the turn's start, a
/// proposal going home, banners staying or shifting, and an empty castle's defenders.
fn has_a_line(event: &Event) -> bool {
    match event {
        Event::TurnStarted { .. }
        | Event::ProposalReturned { .. }
        | Event::BannersStayed { .. }
        | Event::BannersShifted { .. } => false,
        Event::DefendersToDungeon { cards, .. } | Event::DefendersToHand { cards, .. } => {
            !cards.is_empty()
        }
        _ => true,
    }
}

/// Every action that could be tried now: each card kind offered, proposed, added and
/// discarded, each seat's proposal, each castle, each button.
fn every_action(players: usize, castles: usize) -> Vec<Action> {
    let mut all = vec![
        Action::Decline,
        Action::Confirm,
        Action::Reclaim,
        Action::Pass,
    ];
    for card in (0..CARD_KINDS).map(Card::from_index) {
        all.extend([
            Action::Offer(card),
            Action::Propose(card),
            Action::Add(card),
            Action::Discard(card),
        ]);
    }
    all.extend((0..players).map(Action::Pick));
    all.extend((0..castles as u8).map(Action::Attack));
    all
}

/// One seeded match played by computer players: every event's cue (seen by the first seat
/// and by no one), every refusal of every action the rules refuse, what the prompt asks
/// and the buttons' labels, in every language.
fn play(rules: RuleSet, players: usize, seed: u64, locale: &Locale, checked: &mut Checked) {
    let mut options = Options::new(players, rules);
    options.two_player_variant = players == 2;
    let mut events = Vec::new();
    let mut state = State::new_game(&options, seed, &mut events).expect("valid options");
    let mut bots: Vec<Heuristic> = (0..players)
        .map(|s| Heuristic::new(seed + s as u64))
        .collect();
    let mut seating = Seating {
        seats: NAMES[..players]
            .iter()
            .map(|name| SeatSetup {
                name: name.to_string(),
                kind: SeatKind::Human,
            })
            .collect(),
        deciding: None,
        decisions: 0,
    };
    let mut memory = options.components().clone();
    let actions = every_action(players, options.components().castles().len());
    let mut legal = Vec::new();
    let mut refused = HashSet::new();
    // One seat, a different one in each match, as the person playing alone at the screen,
    // who reads "you".
    let names = seating.names();
    let who = speaker(&names, Some(seed as usize % players));
    loop {
        for event in &events {
            for viewer in [Some(0), None] {
                let cue = CastleLords::cue(&mut memory, event, &seating, viewer);
                if has_a_line(event) && cue.line.is_none() {
                    checked.problems.push(format!("no log line for {event:?}"));
                }
                for msg in cue.line.iter().chain(cue.flash.iter().map(|(m, _)| m)) {
                    checked.check(locale, msg);
                }
            }
            let line = describe(event, &who, &memory);
            let flashed = flash(event, &who).map(|(msg, _)| msg);
            for msg in line.iter().chain(flashed.iter()) {
                checked.check(locale, msg);
            }
        }
        events.clear();
        let Status::Decision(seat) = state.status() else {
            break;
        };
        seating.deciding = Some(seat);
        state.legal_actions(&mut legal);
        let seen = TableSeen {
            seat,
            observation: state.observe(seat),
            board: state.clone(),
            deciding: Some(seat),
            legal: legal.clone(),
            open_hands: Vec::new(),
        };
        checked.check(locale, &human::asked(&seating, &seen, state.phase(), seat));
        for action in &actions {
            if let Err(error) = state.check(action) {
                refused.insert(error.rule());
                checked.check(locale, &refusal(&error, action, &state));
            }
            let pick = human::target_of(*action);
            checked.check(locale, &CastleLords::label(&seen, &seating, pick));
        }
        let action = bots[seat].choose(&state.observe(seat), &legal);
        state.apply(&action, &mut events).expect("a legal action");
        seating.decisions += 1;
    }
    assert!(
        refused.len() >= 4,
        "{rules}, {players} seats: few refusals tried: {refused:?}"
    );
}

/// The rule that every word of Castle Lords is in the language files: whole matches of
/// each rule set with 2 (the two-player variant) to 6 seats, every event's log line and
/// flash, every refusal, every prompt and button, and every card's text render in English
/// and French, and every event a player follows has its line.
#[test]
fn every_word_of_castle_lords_renders_in_every_language() {
    let (locale, problems) = Locale::new(Language::English);
    assert!(problems.is_empty(), "{problems:?}");
    let mut checked = Checked::default();
    for (n, rules) in RULES.into_iter().enumerate() {
        for players in 2..=6 {
            play(
                rules,
                players,
                40 + n as u64 * 10 + players as u64,
                &locale,
                &mut checked,
            );
        }
    }
    let components = Components::standard();
    for rules in RULES {
        for card in (0..CARD_KINDS).map(Card::from_index) {
            for msg in [
                card_text(card, components, rules),
                card_name(card, components),
                the_card(card, components),
                foot_word(card, components),
                type_mark(card),
            ] {
                checked.check(&locale, &msg);
            }
        }
        for (place, lord) in [(0, true), (0, false), (1, false), (2, false)] {
            let at = match place {
                0 => Some(BannerPlace::Box {
                    castle: "York".into(),
                    number: 2,
                    boxes: 4,
                    lord,
                }),
                1 => Some(BannerPlace::Dungeon),
                _ => Some(BannerPlace::Reserve),
            };
            for you in [false, true] {
                let text = banner_text("Rowena", you, "☾", at.clone(), rules);
                checked.check(&locale, &text);
            }
        }
    }
    for crown in [Crown::Duke, Crown::King, Crown::Hand] {
        checked.check(&locale, &crown_text(crown));
    }
    let crowns_held = Crowns {
        duke: 2,
        king: 1,
        hand: 1,
    };
    for msg in super::crowns(crowns_held)
        .iter()
        .chain(&super::crowns(Crowns::default()))
    {
        checked.check(&locale, msg);
    }
    assert!(
        checked.problems.is_empty(),
        "{} problems:\n{}",
        checked.problems.len(),
        checked.problems.join("\n")
    );
}

/// The rule that French gives each card its article: "le" before a consonant, "l'" before a
/// vowel, none before a hero's name; English keeps "the".
#[test]
fn french_gives_each_card_its_article() {
    let (mut locale, _) = Locale::new(Language::French);
    let components = Components::standard();
    let knight = Card::soldier(Soldier::Knight, 0);
    let archer = Card::soldier(Soldier::Archer, 1);
    assert_eq!(
        locale.text(&the_card(knight, components)),
        "le chevalier du lion"
    );
    assert_eq!(
        locale.text(&the_card(archer, components)),
        "l'archer de l'aigle"
    );
    assert_eq!(locale.text(&the_card(Card::IVANHOE, components)), "Ivanhoé");
    locale.set_language(Language::English);
    assert_eq!(
        locale.text(&the_card(knight, components)),
        "the knight of the lion"
    );
    assert_eq!(
        locale.text(&the_card(Card::LOCKSLEY, components)),
        "Locksley"
    );
}

/// The person at the screen, playing alone, is "you" in every line and flash whose player
/// is a seat (issue 45, "Vous pioche", "York a pour seigneur Vous"), its verb and
/// possessive agreeing in both languages ("You draw", "Your banner", "Vous piochez",
/// "York : vous en êtes désormais le seigneur"); the same lines said of a seat by name
/// keep the third person ("Wilfred draws", "Wilfred pioche"). The events are every one
/// whose line or flash has a player as its subject; the rule of agreement is the kit's
/// (`table::speaker::agreement`).
#[test]
fn every_line_agrees_with_you() {
    use table::speaker::agreement;
    let (locale, _) = Locale::new(Language::English);
    let components = Components::standard();
    let names: Vec<String> = NAMES[..3].iter().map(|n| n.to_string()).collect();
    let knight = Card::soldier(Soldier::Knight, 0);
    let archer = Card::soldier(Soldier::Archer, 1);
    let events = [
        Event::HandStarted {
            hand: 2,
            first_player: 0,
        },
        Event::Drew {
            seat: 0,
            card: Some(knight),
        },
        Event::Drew {
            seat: 0,
            card: None,
        },
        Event::TurnSkipped { seat: 0 },
        Event::Offered {
            seat: 0,
            card: knight,
        },
        Event::Proposed {
            seat: 0,
            card: archer,
        },
        Event::Declined { seat: 0 },
        Event::Exchanged {
            seat: 0,
            with: 1,
            gave: archer,
            got: knight,
            forced: false,
        },
        Event::AttackBegun { seat: 0, castle: 0 },
        Event::ArmyPlayed {
            seat: 0,
            castle: 0,
            army: vec![knight, archer],
        },
        Event::DefendersToHand {
            castle: 0,
            seat: 0,
            cards: vec![knight, Card::IVANHOE],
        },
        Event::BannerPlaced { seat: 0, castle: 0 },
        Event::BannerMoved {
            seat: 0,
            castle: 0,
            from_box: 2,
        },
        Event::BannerToDungeon { seat: 0, castle: 0 },
        Event::CastleCaptured {
            castle: 0,
            seat: Some(0),
            previous: Some(1),
        },
        Event::ReclaimBegun { seat: 0 },
        Event::Discarded {
            seat: 0,
            card: knight,
            reason: DiscardReason::HandLimit,
        },
        Event::Discarded {
            seat: 0,
            card: knight,
            reason: DiscardReason::Reclaim,
        },
        Event::BannerReclaimed { seat: 0 },
        Event::Passed { seat: 0 },
        Event::HandDiscarded {
            seat: 0,
            cards: vec![knight, archer],
        },
        Event::HandScored {
            hand: 1,
            scores: vec![12, 8, 3],
        },
        Event::CrownWon {
            seat: 0,
            crown: Crown::King,
        },
        Event::MatchWon { winners: vec![0] },
        Event::MatchWon {
            winners: vec![1, 0],
        },
        Event::MatchWon {
            winners: vec![0, 1, 2],
        },
    ];
    let (told, wrong) = agreement::check_events(&locale, "Wilfred", &events, &[], |event, you| {
        let who = speaker(&names, you);
        let flashed = flash(event, &who).map(|(msg, _)| msg);
        describe(event, &who, components)
            .into_iter()
            .chain(flashed)
            .collect()
    });
    assert!(told.len() >= 26, "{} messages told: {told:?}", told.len());
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The person at the screen where another player acts: "Rowena takes your knight of the
/// lion", "…, que vous aviez proposé"; a castle of theirs in natural French ("York : vous
/// en êtes désormais le seigneur", not "York a pour seigneur vous"); and among several
/// winners, named last, the verb agreeing ("Rowena et vous vous partagez la partie !").
#[test]
fn you_are_named_where_another_player_acts() {
    let (mut locale, _) = Locale::new(Language::English);
    let components = Components::standard();
    let names: Vec<String> = NAMES[..3].iter().map(|n| n.to_string()).collect();
    let who = speaker(&names, Some(0));
    let knight = Card::soldier(Soldier::Knight, 0);
    let archer = Card::soldier(Soldier::Archer, 1);
    let line = |event: Event| describe(&event, &who, components).expect("a line");
    let exchanged = line(Event::Exchanged {
        seat: 1,
        with: 0,
        gave: archer,
        got: knight,
        forced: false,
    });
    let captured = line(Event::CastleCaptured {
        castle: 0,
        seat: Some(0),
        previous: Some(1),
    });
    let shared = line(Event::MatchWon {
        winners: vec![0, 1],
    });
    assert_eq!(
        locale.text(&exchanged),
        "Rowena takes your knight of the lion for the archer of the eagle."
    );
    assert_eq!(locale.text(&captured), "You are now lord of York.");
    assert_eq!(locale.text(&shared), "Rowena and you share the match!");
    locale.set_language(Language::French);
    assert_eq!(
        locale.text(&exchanged),
        "Rowena échange l'archer de l'aigle contre le chevalier du lion, que vous aviez proposé."
    );
    assert_eq!(
        locale.text(&captured),
        "York : vous en êtes désormais le seigneur."
    );
    assert_eq!(
        locale.text(&shared),
        "Rowena et vous vous partagez la partie !"
    );
}
