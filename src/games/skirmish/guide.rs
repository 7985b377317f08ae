//! Skirmish's guided first match, as data for the kit's guide (`table::guide`): three players
//! (the person and two computer players), a deal, and the script of its first two turns and a
//! half, every seat's decisions included, in which the person plays a pair, chooses a rival, sees
//! a rival put out and is left one hit from winning.
//!
//! The deal (seed 9) gives the person 3, 4 and 4; the engine checks the script whenever the
//! guide is played: a decision it refuses is never pointed at (the tests walk the whole guide
//! through the real app).

use bots::Difficulty;
use skirmish_rules::Action::{Play as Plays, Target};
use skirmish_rules::{Action, Card, Play};

use shell::locale::Msg;
use table::guide::Guide;

/// The deal's seed: the person (seat 0) holds a pair of 4s and opens the match.
const SEED: u64 = 9;

/// Every decision of the guided part, by index: seat 0 is the person, 1 Sir Roland, 2 Lady
/// Akemi.
const SCRIPT: [Action; 7] = [
    // 0  you: the pair of 4s
    Plays(Play::pair(Card::Four)),
    // 1  you: on Roland, 10 → 2; you draw back to three cards
    Target(1),
    // 2  Roland: a 6
    Plays(Play::single(Card::Six)),
    // 3  Roland: on Akemi, 10 → 4
    Target(2),
    // 4  Akemi: a pair of 6s
    Plays(Play::pair(Card::Six)),
    // 5  Akemi: on Roland, who is out
    Target(1),
    // 6  you: a 5, enough to put Akemi out
    Plays(Play::single(Card::Five)),
];

/// The words shown from a decision on.
const WORDS: [(usize, &str); 4] = [
    (0, "guide-sk-pair"),
    (1, "guide-sk-target"),
    (2, "guide-sk-others"),
    (6, "guide-sk-finish"),
];

/// Skirmish's guided first match.
pub fn guide() -> Guide<super::Skirmish> {
    Guide {
        seats: vec![
            (Msg::new("guide-sk-you"), None),
            (Msg::new("guide-sk-roland"), Some(Difficulty::Easy)),
            (Msg::new("guide-sk-akemi"), Some(Difficulty::Easy)),
        ],
        seed: SEED,
        // The game has one rule set.
        rules: 0,
        script: SCRIPT.to_vec(),
        words: WORDS.iter().map(|(at, id)| (*at, Msg::new(*id))).collect(),
        closing: Msg::new("guide-sk-done"),
        panel_width: 60.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules_core::{Game, Status};
    use skirmish_rules::{Event, Options};

    /// The script is legal on the guide's deal, every seat's decision in its turn, and shows
    /// what it says: a pair played, a rival put out (Roland, by Akemi's pair of 6s), and the
    /// person left holding the card that wins (Akemi at 4 strength, the person's 5 played).
    #[test]
    fn the_script_plays_on_its_deal_and_teaches_its_moments() {
        let guide = guide();
        let mut events = Vec::new();
        let mut game =
            skirmish_rules::State::new_game(&Options::players(3), guide.seed, &mut events).unwrap();
        for action in &guide.script {
            let Status::Decision(_) = game.status() else {
                panic!("the match ended before {action}");
            };
            game.apply(action, &mut events).unwrap();
        }
        assert!(
            events.contains(&Event::Out { seat: 1 }),
            "Roland is put out"
        );
        assert_eq!(game.strength(2), 4);
        assert_eq!(game.status(), Status::Decision(0));
        assert_eq!(game.pending(), Some(Play::single(Card::Five)));
        guide.assert_words_render();
    }
}
