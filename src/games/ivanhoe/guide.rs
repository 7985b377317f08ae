//! Ivanhoe's guided first match, as data for the kit's guide (`table::guide`): three players (the
//! person and two computer players), a deal, and the script of its first two tournaments, every
//! seat's decisions included, which meets the game's main decisions: choosing a colour, playing
//! and staying, a maiden, the Ivanhoe window, action cards (Outwit) and withdrawing.
//!
//! The deal and the script were found by `crates/bots/examples/ivanhoe_guide_deal.rs` (seed
//! 146, every seat at the normal level, the person answering Riposte with Ivanhoe). The
//! engine checks the script whenever the guide is played: a decision it refuses is never
//! pointed at (the tests walk the whole guide through the real app).

use bots::Difficulty;
use ivanhoe_rules::Action::*;
use ivanhoe_rules::{Action, Card, Colour, FaceUp, Play};

use shell::locale::Msg;
use table::guide::Guide;

/// The deal's seed.
const SEED: u64 = 146;

/// Every decision of the guided part, by index: seat 0 is the person.
const SCRIPT: [Action; 33] = [
    // 0  you: the tournament's colour
    ChooseColour(Colour::Yellow),
    // 1  you
    Play(Play::Card(Card::Y2)),
    // 2  you
    Stay,
    // 3  Brian
    Play(Play::Card(Card::Y3)),
    // 4  Brian
    Stay,
    // 5  Rebecca
    Play(Play::Card(Card::Y3)),
    // 6  Rebecca
    Play(Play::Card(Card::S3)),
    // 7  Rebecca
    Stay,
    // 8  you: the maiden
    Play(Play::Card(Card::M6)),
    // 9  you
    Stay,
    // 10 Brian: aims at your maiden
    Play(Play::Riposte(0)),
    // 11 Rebecca
    Pass,
    // 12 you: the Ivanhoe window
    Ivanhoe,
    // 13 Brian
    Play(Play::Card(Card::Y4)),
    // 14 Brian
    Play(Play::Card(Card::Y3)),
    // 15 Brian
    Stay,
    // 16 Rebecca
    Play(Play::Outmaneuver),
    // 17 you (no Ivanhoe left: passed for you)
    Pass,
    // 18 Brian
    Pass,
    // 19 Rebecca
    Withdraw,
    // 20 you: an action card
    Play(Play::Outwit {
        mine: FaceUp::Display(0),
        target: 1,
        theirs: FaceUp::Display(1),
    }),
    // 21 Brian
    Pass,
    // 22 you: a squire
    Play(Play::Card(Card::S2)),
    // 23 you
    Stay,
    // 24 Brian: you win yellow
    Withdraw,
    // 25 you
    ChooseColour(Colour::Green),
    // 26 you
    Play(Play::Card(Card::G1)),
    // 27 you
    Stay,
    // 28 Brian
    Withdraw,
    // 29 Rebecca
    Play(Play::Card(Card::G1)),
    // 30 Rebecca
    Play(Play::Card(Card::G1)),
    // 31 Rebecca
    Stay,
    // 32 you: withdrawing
    Withdraw,
];

/// The words shown from a decision on.
const WORDS: [(usize, &str); 22] = [
    (0, "guide-iv-colour"),
    (1, "guide-iv-first-card"),
    (2, "guide-iv-stay"),
    (3, "guide-iv-others"),
    (8, "guide-iv-maiden"),
    (9, "guide-iv-stay-ahead"),
    (10, "guide-iv-watch"),
    (11, "guide-iv-riposte"),
    (12, "guide-iv-ivanhoe"),
    (13, "guide-iv-cancelled"),
    (16, "guide-iv-watch"),
    (17, "guide-iv-outmaneuver"),
    (20, "guide-iv-outwit"),
    (21, "guide-iv-outwit-window"),
    (22, "guide-iv-squire"),
    (23, "guide-iv-stay-ahead"),
    (24, "guide-iv-last-in"),
    (25, "guide-iv-green"),
    (26, "guide-iv-green-card"),
    (27, "guide-iv-stay-green"),
    (28, "guide-iv-watch"),
    (32, "guide-iv-withdraw"),
];

/// Ivanhoe's guided first match.
pub fn guide() -> Guide<super::Ivanhoe> {
    Guide {
        seats: vec![
            (Msg::new("guide-iv-you"), None),
            (Msg::new("guide-iv-brian"), Some(Difficulty::Easy)),
            (Msg::new("guide-iv-rebecca"), Some(Difficulty::Easy)),
        ],
        seed: SEED,
        rules: 0,
        script: SCRIPT.to_vec(),
        words: WORDS.iter().map(|(at, id)| (*at, Msg::new(*id))).collect(),
        closing: Msg::new("guide-iv-done"),
        // Between the opponents' hands and displays, which lie left and right of it.
        panel_width: 34.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules_core::{Game, Status};

    /// The guide teaches only what the rules allow: the engine accepts every scripted decision
    /// of the guide's deal, and the person makes the decisions the guide is about.
    #[test]
    fn every_scripted_decision_is_legal() {
        let guide = guide();
        let mut events = Vec::new();
        let mut state = ivanhoe_rules::State::new_game(
            &ivanhoe_rules::Options::players(3),
            guide.seed,
            &mut events,
        )
        .expect("deal");
        let mut person = Vec::new();
        for (at, action) in guide.script.iter().enumerate() {
            let Status::Decision(seat) = state.status() else {
                panic!("the match is over before decision {at}");
            };
            if seat == 0 {
                person.push(*action);
            }
            let mut legal = Vec::new();
            state.legal_actions(&mut legal);
            assert!(
                legal.contains(action),
                "decision {at}: {action} is not legal"
            );
            events.clear();
            state.apply(action, &mut events).expect("legal");
        }
        for taught in [
            "colour",
            "stay",
            "play M6",
            "ivanhoe",
            "play OUTWIT",
            "withdraw",
        ] {
            assert!(
                person.iter().any(|a| a.to_string().starts_with(taught)),
                "the person meets {taught}"
            );
        }
    }

    /// Every step's words, the seats' names and the closing words render in English and French.
    #[test]
    fn every_step_of_the_guide_has_its_words_in_each_language() {
        let guide = guide();
        guide.assert_words_render();
    }
}
