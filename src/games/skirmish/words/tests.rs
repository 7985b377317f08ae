use super::*;
use bots::Bot;
use rules_core::{Game, Status};
use shell::locale::{Language, Locale};
use skirmish_rules::{Action, Heuristic, Options};

fn names() -> Vec<String> {
    ["Rowena", "Brian", "Rebecca", "Isaac"]
        .map(String::from)
        .to_vec()
}

/// `msg` in every language, each checked: no missing message or argument, no id in brackets.
fn render_everywhere(locale: &Locale, msg: &Msg) {
    for language in Language::ALL {
        let text = locale
            .render_checked(language, msg)
            .unwrap_or_else(|problem| panic!("{} {problem}", language.code()));
        assert!(
            !text.is_empty() && !text.contains('[') && !text.contains('{'),
            "{} {}: {text:?}",
            language.code(),
            msg.id()
        );
    }
}

/// Plays read as players say them: a card, a pair, in both languages.
#[test]
fn plays_in_words() {
    assert_eq!(play_words(Play::single(Card::Four)).to_string(), "a 4");
    assert_eq!(
        play_words(Play::pair(Card::Six)).to_string(),
        "a pair of 6s"
    );
    let (locale, _) = Locale::new(Language::French);
    assert_eq!(
        locale.text(&play_words(Play::pair(Card::Six))),
        "une paire de 6"
    );
}

/// A hit names both players, the person at the screen as "you", with the damage and what is
/// left.
#[test]
fn a_hit_says_who_hit_whom_and_what_is_left() {
    let names = names();
    let hit = Event::Hit {
        by: 0,
        target: 1,
        damage: 8,
        strength: 2,
    };
    let line = |you| {
        describe(&hit, &speaker(&names, you))
            .expect("a line")
            .to_string()
    };
    assert_eq!(line(None), "Rowena hits Brian for 8: 2 strength left.");
    assert_eq!(line(Some(0)), "You hit Brian for 8: 2 strength left.");
    assert_eq!(line(Some(1)), "Rowena hits you for 8: 2 strength left.");
}

/// Shared winners are named as people say them, and the person among them last.
#[test]
fn shared_winners_are_named_with_and() {
    let over = Event::MatchOver {
        winners: vec![0, 2],
        strength: 4,
    };
    let (won, _) = flash(&over, &speaker(&names(), None)).expect("a flash");
    assert_eq!(won.to_string(), "Rowena and Rebecca win the match!");
    let (won, _) = flash(&over, &speaker(&names(), Some(0))).expect("a flash");
    assert_eq!(won.to_string(), "Rebecca and you win the match!");
    let (locale, _) = Locale::new(Language::French);
    assert_eq!(
        locale.text(&describe(&over, &speaker(&names(), None)).unwrap()),
        "Rowena et Rebecca partagent la victoire avec 4 de force."
    );
}

/// Every refusal of the rules reads in every language, for every seat it may name, the person
/// at the screen included.
#[test]
fn every_refusal_reads_in_every_language() {
    let (locale, _) = Locale::new(Language::English);
    let names = names();
    for target in 0..6 {
        for error in [
            RuleError::GameOver,
            RuleError::WrongDecision {
                expected: "a play",
                action: "target 1".into(),
            },
            RuleError::NotInHand {
                cards: "4 4".into(),
            },
            RuleError::Rival { target, why: "out" },
        ] {
            for you in [None, Some(0)] {
                render_everywhere(&locale, &refusal(&error, &names, you));
            }
        }
    }
}

/// Every event of seeded matches at two, three and four seats reads in every language, as each
/// seat and as a spectator see it, and so do its flash; each match's last line names its
/// winners.
#[test]
fn every_event_of_whole_matches_reads_in_every_language() {
    let (locale, _) = Locale::new(Language::English);
    let names = names();
    for players in 2..=4 {
        let mut events = Vec::new();
        let mut game =
            skirmish_rules::State::new_game(&Options::players(players), 7, &mut events).unwrap();
        let mut bot = Heuristic::new(3);
        while let Status::Decision(seat) = game.status() {
            let mut legal: Vec<Action> = Vec::new();
            game.legal_actions(&mut legal);
            let action = bot.choose(&game.observe(seat), &legal);
            game.apply(&action, &mut events).unwrap();
        }
        let names = &names[..players];
        for event in &events {
            for viewer in (0..players).map(Some).chain([None]) {
                let seen = event.seen_by(viewer.as_slice());
                let who = speaker(names, viewer);
                if let Some(line) = describe(&seen, &who) {
                    render_everywhere(&locale, &line);
                }
                if let Some((text, _)) = flash(&seen, &who) {
                    render_everywhere(&locale, &text);
                }
            }
        }
        assert!(matches!(events.last(), Some(Event::MatchOver { .. })));
    }
}
