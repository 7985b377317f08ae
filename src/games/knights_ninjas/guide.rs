//! Of Knights and Ninjas' guided first match, as data for the kit's guide (`table::guide`): three
//! players (the person and two computer players), a deal, and the script of its first round and
//! a half, every seat's decisions included, in which the person fortifies, breaks into a rival's
//! fortified kingdom (a Catapult on a Castle), plays a Jester as a Knight, watches a Dragon burn
//! their Castle, answers an attack, and steals back their own gems in flight with a Highwayman.
//!
//! The deal and the script were found by `crates/bots/examples/knights_ninjas_guide_deal.rs`
//! (seed 2102, every seat at the normal level, steered towards the guide's moments). The engine
//! checks the script whenever the guide is played: a decision it refuses is never pointed at
//! (the tests walk the whole guide through the real app).

use bots::Difficulty;
use knights_ninjas_rules::Action::*;
use knights_ninjas_rules::{Action, Card, Play};

use shell::locale::Msg;
use table::guide::Guide;

/// The deal's seed: the person (seat 0) opens the match.
const SEED: u64 = 2102;

/// Every decision of the guided part, by index: seat 0 is the person, 1 Sir Roland, 2 Lady
/// Akemi.
const SCRIPT: [Action; 18] = [
    // 0  you: fortifying
    Fortify(Play::card(Card::Castle)),
    // 1  you
    End,
    // 2  Roland
    Fortify(Play::card(Card::Castle)),
    // 3  Roland
    End,
    // 4  Akemi: a turn that plays nothing
    Discard(Card::Soldier),
    // 5  you: through Roland's Castle
    Attack {
        target: 1,
        play: Play::card(Card::Catapult),
    },
    // 6  Roland: nothing undoes a Catapult
    Pass,
    // 7  you: the Jester, as a Knight
    Attack {
        target: 1,
        play: Play::jester(Card::Knight),
    },
    // 8  Roland: no answer
    Pass,
    // 9  Roland: 3 gems fly to you
    Pass,
    // 10 Akemi
    Pass,
    // 11 Roland: a Dragon on you
    Attack {
        target: 0,
        play: Play::card(Card::Dragon),
    },
    // 12 you (nothing stops it in your hand: passed for you)
    Pass,
    // 13 Akemi: a Knight on you
    Attack {
        target: 0,
        play: Play::card(Card::Knight),
    },
    // 14 you: the answer
    Respond(Play::card(Card::Peasant)),
    // 15 you: 2 gems fly to Akemi; the Highwayman
    Steal(Play::card(Card::Highwayman)),
    // 16 Roland
    Pass,
    // 17 Akemi
    Pass,
];

/// The words shown from a decision on.
const WORDS: [(usize, &str); 14] = [
    (0, "guide-kn-fortify"),
    (1, "guide-kn-end-fortifying"),
    (2, "guide-kn-others"),
    (4, "guide-kn-discard"),
    (5, "guide-kn-catapult"),
    (6, "guide-kn-catapult-answer"),
    (7, "guide-kn-jester"),
    (8, "guide-kn-answer-window"),
    (9, "guide-kn-flight"),
    (11, "guide-kn-turn-over"),
    (12, "guide-kn-dragon"),
    (14, "guide-kn-answer"),
    (15, "guide-kn-steal"),
    (16, "guide-kn-steal-window"),
];

/// Of Knights and Ninjas' guided first match.
pub fn guide() -> Guide<super::KnightsNinjas> {
    Guide {
        seats: vec![
            (Msg::new("guide-kn-you"), None),
            (Msg::new("guide-kn-roland"), Some(Difficulty::Easy)),
            (Msg::new("guide-kn-akemi"), Some(Difficulty::Easy)),
        ],
        seed: SEED,
        // The game has one rule set.
        rules: 0,
        script: SCRIPT.to_vec(),
        words: WORDS.iter().map(|(at, id)| (*at, Msg::new(*id))).collect(),
        closing: Msg::new("guide-kn-done"),
        panel_width: 60.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use knights_ninjas_rules::{Event, Options, Phase};
    use rules_core::{Game, Status};

    /// What the person meets in the guide, each a moment it teaches.
    #[derive(Debug, Default)]
    struct Met {
        fortified: bool,
        broke_in: bool,
        took_gems_after_breaking_in: bool,
        answered: bool,
        stole_in_flight: bool,
        played_a_jester: bool,
    }

    /// The guide teaches only what the rules allow: the engine accepts every scripted decision
    /// of the guide's deal, the person opens the match, and the person makes the decisions the
    /// guide is about: fortifying, an attack through a rival's fortification that goes on to
    /// take gems, an answer to an attack, a Highwayman stealing gems in flight, and a Jester.
    #[test]
    fn every_scripted_decision_is_legal_and_the_person_meets_each_taught_moment() {
        let guide = guide();
        assert_eq!(guide.person(), Some(0));
        let options = Options::players(guide.seats.len());
        let mut events = Vec::new();
        let mut state =
            knights_ninjas_rules::State::new_game(&options, guide.seed, &mut events).expect("deal");
        assert_eq!(state.turn(), 0, "the person opens the match");
        let mut met = Met::default();
        let mut broke_in_this_turn = false;
        for (at, action) in guide.script.iter().enumerate() {
            let Status::Decision(seat) = state.status() else {
                panic!("the match is over before decision {at}");
            };
            let mut legal = Vec::new();
            state.legal_actions(&mut legal);
            assert!(
                legal.contains(action),
                "decision {at}: {action} is not legal"
            );
            if seat == 0 {
                match *action {
                    Fortify(p) if p.natural == 1 => met.fortified = true,
                    Attack { target, play } => {
                        let k = state.kingdom(target);
                        if k.castle.is_some() || k.archer.is_some() {
                            met.broke_in = true;
                            broke_in_this_turn = true;
                        }
                        met.played_a_jester |= play.jesters > 0;
                    }
                    Respond(_) => met.answered = true,
                    Steal(p) if p.natural == 1 => met.stole_in_flight = true,
                    _ => {}
                }
            }
            events.clear();
            state.apply(action, &mut events).expect("legal");
            let gems_came = events
                .iter()
                .any(|e| matches!(e, Event::GemsArrived { seat: 0, .. }));
            met.took_gems_after_breaking_in |= broke_in_this_turn && gems_came;
            if state.turn() != 0 {
                broke_in_this_turn = false;
            }
        }
        assert!(
            met.fortified
                && met.broke_in
                && met.took_gems_after_breaking_in
                && met.answered
                && met.stole_in_flight
                && met.played_a_jester,
            "the person meets every taught moment: {met:?}"
        );
        assert_eq!(
            state.phase(),
            Phase::Main,
            "the script ends as a turn begins"
        );
        assert_eq!(state.turn(), 0, "the person plays on from their own turn");
    }

    /// Every step's words, the seats' names and the closing words render in English and French.
    #[test]
    fn every_step_of_the_guide_has_its_words_in_each_language() {
        let guide = guide();
        guide.assert_words_render();
        assert!(
            guide.words.iter().all(|(at, _)| *at < guide.script.len()),
            "every step's words come within the script"
        );
    }
}
