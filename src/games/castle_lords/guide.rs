//! Castle Lords' guided first match, as data for the kit's guide (`table::guide`): intermediate
//! play, three players (the person and two computer players), a deal, and the script of its
//! whole first hand, every seat's decisions included, to the hand's scoring. It meets the
//! game's main decisions: the exchange (offering a card, proposing one or nothing, taking a
//! proposal), armies whose soldiers share a type or an emblem, taking castles (empty ones,
//! defended ones, and one where the person's banner lets equal numbers do), the dungeon (the
//! defenders an army drives out, an offer nobody answers, a banner pushed past the last box, a
//! hand that cannot attack in the last round) and the crowns of the hand.
//!
//! The deal and the script were found by `crates/bots/examples/castle_lords_guide_deal.rs`
//! (seed 1869, the others at the normal level, the person following the rule the words state:
//! offer the card that fits the rest of the hand least, propose it only for an offer that
//! fits better, take the proposal that fits best, attack the most valuable castle one can take
//! with as few soldiers as it takes). Its `show` prints the script and the words' ids below.
//! The engine checks the script whenever the guide is played: a decision it refuses is never
//! pointed at (the tests walk the whole guide through the real app).

use bots::Difficulty;
use castle_lords_rules::Action::*;
use castle_lords_rules::{Action, Card, Components, RuleSet, Soldier, State};
use rules_core::Game;

use shell::locale::Msg;
use table::guide::Guide;

use super::words;

/// The deal's seed.
const SEED: u64 = 1869;

/// A knight of the emblem numbered `emblem` (from 1, as in the cards' codes).
fn k(emblem: usize) -> Card {
    Card::soldier(Soldier::Knight, emblem - 1)
}

/// An infantryman of the emblem numbered `emblem`.
fn i(emblem: usize) -> Card {
    Card::soldier(Soldier::Infantryman, emblem - 1)
}

/// A crossbowman of the emblem numbered `emblem`.
fn c(emblem: usize) -> Card {
    Card::soldier(Soldier::Crossbowman, emblem - 1)
}

/// An archer of the emblem numbered `emblem`.
fn a(emblem: usize) -> Card {
    Card::soldier(Soldier::Archer, emblem - 1)
}

/// Every decision of the guided part, by index: seat 0 is the person.
fn script() -> Vec<Action> {
    vec![
        // 0 you: offer-first
        Offer(a(4)),
        // 1 William: watch-answers
        Propose(c(3)),
        // 2 Matilda
        Propose(k(1)),
        // 3 you: pick-first
        Pick(2),
        // 4 you: attack-empty
        Attack(0),
        // 5 you: add-one
        Add(i(3)),
        // 6 you: launch-first
        Confirm,
        // 7 William: watch
        Offer(c(3)),
        // 8 Matilda
        Decline,
        // 9 you: decline-first
        Decline,
        // 10 William: watch
        Attack(1),
        // 11 William
        Add(a(1)),
        // 12 William
        Confirm,
        // 13 Matilda
        Offer(c(1)),
        // 14 you: propose-first
        Propose(i(4)),
        // 15 William: watch
        Decline,
        // 16 Matilda
        Attack(2),
        // 17 Matilda
        Add(a(3)),
        // 18 Matilda
        Confirm,
        // 19 you: offer
        Offer(c(3)),
        // 20 William: watch-answers
        Decline,
        // 21 Matilda
        Decline,
        // 22 you: attack
        Attack(1),
        // 23 you: army
        Add(k(1)),
        // 24 you: add
        Add(k(1)),
        // 25 you: launch-dungeon-first
        Confirm,
        // 26 William: watch
        Offer(i(4)),
        // 27 Matilda
        Propose(i(4)),
        // 28 you: decline
        Decline,
        // 29 William: watch
        Pass,
        // 30 Matilda
        Offer(i(1)),
        // 31 you: decline
        Decline,
        // 32 William: watch
        Decline,
        // 33 Matilda
        Attack(0),
        // 34 Matilda
        Add(i(4)),
        // 35 Matilda
        Add(i(2)),
        // 36 Matilda
        Confirm,
        // 37 you: offer
        Offer(i(4)),
        // 38 William: watch-answers
        Propose(i(4)),
        // 39 Matilda
        Decline,
        // 40 you: attack-banner
        Attack(0),
        // 41 you: army
        Add(k(1)),
        // 42 you: add
        Add(i(1)),
        // 43 you: launch-dungeon
        Confirm,
        // 44 William: watch
        Offer(c(3)),
        // 45 Matilda
        Decline,
        // 46 you: propose
        Propose(i(4)),
        // 47 William: watch
        Pass,
        // 48 Matilda
        Offer(k(3)),
        // 49 you: decline
        Decline,
        // 50 William: watch
        Decline,
        // 51 Matilda
        Attack(3),
        // 52 Matilda
        Add(k(3)),
        // 53 Matilda
        Confirm,
        // 54 you: offer
        Offer(k(2)),
        // 55 William: watch-answers
        Propose(c(2)),
        // 56 Matilda
        Propose(k(2)),
        // 57 you: pick
        Pick(1),
        // 58 you: attack
        Attack(2),
        // 59 you: army
        Add(c(1)),
        // 60 you: add
        Add(c(1)),
        // 61 you: launch-dungeon
        Confirm,
        // 62 William: watch
        Offer(i(1)),
        // 63 Matilda
        Decline,
        // 64 you: decline
        Decline,
        // 65 William: watch
        Attack(4),
        // 66 William
        Add(a(3)),
        // 67 William
        Confirm,
        // 68 Matilda
        Offer(i(1)),
        // 69 you: decline
        Decline,
        // 70 William: watch
        Decline,
        // 71 Matilda
        Pass,
        // 72 you: offer
        Offer(a(1)),
        // 73 William: watch-answers
        Decline,
        // 74 Matilda
        Propose(i(3)),
        // 75 you: attack
        Attack(3),
        // 76 you: army
        Add(c(1)),
        // 77 you: add
        Add(c(2)),
        // 78 you: launch-dungeon
        Confirm,
        // 79 William: watch
        Offer(c(4)),
        // 80 Matilda
        Decline,
        // 81 you: propose
        Propose(a(1)),
        // 82 William: watch
        Attack(0),
        // 83 William
        Add(k(4)),
        // 84 William
        Add(k(2)),
        // 85 William
        Add(k(2)),
        // 86 William
        Confirm,
        // 87 Matilda: castle-lost
        Offer(k(2)),
        // 88 you: decline
        Decline,
        // 89 William: watch
        Propose(i(2)),
        // 90 Matilda
        Pass,
        // 91 you: offer
        Offer(i(3)),
        // 92 William: watch-answers
        Decline,
        // 93 Matilda
        Decline,
        // 94 you: attack-banner
        Attack(0),
        // 95 you: army
        Add(c(2)),
        // 96 you: add
        Add(c(3)),
        // 97 you: add
        Add(c(4)),
        // 98 you: launch-dungeon
        Confirm,
        // 99 William: watch
        Offer(k(2)),
        // 100 Matilda
        Propose(k(4)),
        // 101 you: decline
        Decline,
        // 102 William: watch
        Pass,
        // 103 William
        Discard(i(2)),
        // 104 Matilda
        Offer(i(3)),
        // 105 you: decline
        Decline,
        // 106 William: watch
        Decline,
        // 107 Matilda
        Attack(1),
        // 108 Matilda
        Add(k(4)),
        // 109 Matilda
        Add(c(4)),
        // 110 Matilda
        Add(a(4)),
        // 111 Matilda
        Confirm,
        // 112 you: offer
        Offer(i(3)),
        // 113 William: watch-answers
        Decline,
        // 114 Matilda
        Decline,
        // 115 you: attack-banner
        Attack(1),
        // 116 you: army
        Add(i(4)),
        // 117 you: add
        Add(c(4)),
        // 118 you: add
        Add(Card::LOCKSLEY),
        // 119 you: launch-dungeon
        Confirm,
        // 120 William: watch
        Offer(k(3)),
        // 121 Matilda
        Decline,
        // 122 you: propose
        Propose(c(1)),
        // 123 William: watch
        Attack(0),
        // 124 William
        Add(c(2)),
        // 125 William
        Add(a(2)),
        // 126 William
        Add(a(2)),
        // 127 William
        Confirm,
        // 128 Matilda: banner-dungeon
        Offer(k(3)),
        // 129 you: decline
        Decline,
        // 130 William: watch
        Decline,
        // 131 Matilda
        Attack(0),
        // 132 Matilda
        Add(a(1)),
        // 133 Matilda
        Add(a(4)),
        // 134 Matilda
        Add(a(2)),
        // 135 Matilda
        Add(a(2)),
        // 136 Matilda
        Confirm,
        // 137 you: offer
        Offer(k(4)),
        // 138 William: watch-answers
        Propose(c(1)),
        // 139 Matilda
        Decline,
        // 140 you: attack
        Attack(4),
        // 141 you: army
        Add(k(3)),
        // 142 you: add
        Add(c(3)),
        // 143 you: launch-dungeon
        Confirm,
        // 144 William: watch
        Offer(i(2)),
        // 145 Matilda
        Propose(c(4)),
        // 146 you: decline
        Decline,
        // 147 William: watch
        Attack(0),
        // 148 William
        Add(a(3)),
        // 149 William
        Add(a(1)),
        // 150 William
        Add(a(1)),
        // 151 William
        Add(a(4)),
        // 152 William
        Confirm,
        // 153 Matilda
        Offer(k(1)),
        // 154 you: decline
        Decline,
        // 155 William: watch
        Decline,
        // 156 Matilda
        Attack(0),
        // 157 Matilda
        Add(c(2)),
        // 158 Matilda
        Add(k(2)),
        // 159 Matilda
        Add(k(2)),
        // 160 Matilda
        Add(i(2)),
        // 161 Matilda
        Confirm,
        // 162 you: last-round
        Offer(c(1)),
        // 163 William: watch-answers
        Decline,
        // 164 Matilda
        Decline,
        // 165 you: pass-last
        Pass,
        // 166 William: hand-empty
        Offer(c(4)),
        // 167 Matilda
        Decline,
        // 168 William
        Attack(0),
        // 169 William
        Add(a(4)),
        // 170 William
        Add(k(4)),
        // 171 William
        Add(k(4)),
        // 172 William
        Add(i(4)),
        // 173 William
        Add(i(4)),
        // 174 William
        Confirm,
        // 175 Matilda
        Offer(i(2)),
        // 176 William
        Decline,
        // 177 William
        Offer(Card::IVANHOE),
    ]
}

/// The words shown from a decision on.
const WORDS: [(usize, &str); 97] = [
    (0, "guide-cl-offer-first"),
    (1, "guide-cl-watch-answers"),
    (3, "guide-cl-pick-first"),
    (4, "guide-cl-attack-empty"),
    (5, "guide-cl-add-one"),
    (6, "guide-cl-launch-first"),
    (7, "guide-cl-watch"),
    (9, "guide-cl-decline-first"),
    (10, "guide-cl-watch"),
    (14, "guide-cl-propose-first"),
    (15, "guide-cl-watch"),
    (19, "guide-cl-offer"),
    (20, "guide-cl-watch-answers"),
    (22, "guide-cl-attack"),
    (23, "guide-cl-army"),
    (24, "guide-cl-add"),
    (25, "guide-cl-launch-dungeon-first"),
    (26, "guide-cl-watch"),
    (28, "guide-cl-decline"),
    (29, "guide-cl-watch"),
    (31, "guide-cl-decline"),
    (32, "guide-cl-watch"),
    (37, "guide-cl-offer"),
    (38, "guide-cl-watch-answers"),
    (40, "guide-cl-attack-banner"),
    (41, "guide-cl-army"),
    (42, "guide-cl-add"),
    (43, "guide-cl-launch-dungeon"),
    (44, "guide-cl-watch"),
    (46, "guide-cl-propose"),
    (47, "guide-cl-watch"),
    (49, "guide-cl-decline"),
    (50, "guide-cl-watch"),
    (54, "guide-cl-offer"),
    (55, "guide-cl-watch-answers"),
    (57, "guide-cl-pick"),
    (58, "guide-cl-attack"),
    (59, "guide-cl-army"),
    (60, "guide-cl-add"),
    (61, "guide-cl-launch-dungeon"),
    (62, "guide-cl-watch"),
    (64, "guide-cl-decline"),
    (65, "guide-cl-watch"),
    (69, "guide-cl-decline"),
    (70, "guide-cl-watch"),
    (72, "guide-cl-offer"),
    (73, "guide-cl-watch-answers"),
    (75, "guide-cl-attack"),
    (76, "guide-cl-army"),
    (77, "guide-cl-add"),
    (78, "guide-cl-launch-dungeon"),
    (79, "guide-cl-watch"),
    (81, "guide-cl-propose"),
    (82, "guide-cl-watch"),
    (87, "guide-cl-castle-lost"),
    (88, "guide-cl-decline"),
    (89, "guide-cl-watch"),
    (91, "guide-cl-offer"),
    (92, "guide-cl-watch-answers"),
    (94, "guide-cl-attack-banner"),
    (95, "guide-cl-army"),
    (96, "guide-cl-add"),
    (97, "guide-cl-add"),
    (98, "guide-cl-launch-dungeon"),
    (99, "guide-cl-watch"),
    (101, "guide-cl-decline"),
    (102, "guide-cl-watch"),
    (105, "guide-cl-decline"),
    (106, "guide-cl-watch"),
    (112, "guide-cl-offer"),
    (113, "guide-cl-watch-answers"),
    (115, "guide-cl-attack-banner"),
    (116, "guide-cl-army"),
    (117, "guide-cl-add"),
    (118, "guide-cl-add"),
    (119, "guide-cl-launch-dungeon"),
    (120, "guide-cl-watch"),
    (122, "guide-cl-propose"),
    (123, "guide-cl-watch"),
    (128, "guide-cl-banner-dungeon"),
    (129, "guide-cl-decline"),
    (130, "guide-cl-watch"),
    (137, "guide-cl-offer"),
    (138, "guide-cl-watch-answers"),
    (140, "guide-cl-attack"),
    (141, "guide-cl-army"),
    (142, "guide-cl-add"),
    (143, "guide-cl-launch-dungeon"),
    (144, "guide-cl-watch"),
    (146, "guide-cl-decline"),
    (147, "guide-cl-watch"),
    (154, "guide-cl-decline"),
    (155, "guide-cl-watch"),
    (162, "guide-cl-last-round"),
    (163, "guide-cl-watch-answers"),
    (165, "guide-cl-pass-last"),
    (166, "guide-cl-hand-empty"),
];

/// The seats' names.
const SEATS: [&str; 3] = ["guide-cl-you", "guide-cl-william", "guide-cl-matilda"];

/// The words shown from decision `at` on, with what the step is about: its card (offered,
/// proposed, added to the army), its castle and the castle's points (attacked, or the army's),
/// the seat whose proposal it takes.
fn words_at(script: &[Action], at: usize, id: &'static str) -> Msg {
    let components = Components::standard();
    let mut msg = Msg::new(id);
    match script[at] {
        Offer(card) | Propose(card) | Add(card) | Discard(card) => {
            msg = words::with_card(msg, card, components);
        }
        Pick(seat) => msg = msg.with("name", Msg::new(SEATS[seat])),
        _ => {}
    }
    // The castle of an attack, and of the army formed for it (the turn's attack comes first).
    let castle = match script[at] {
        Attack(castle) => Some(castle),
        Add(_) | Confirm => script[..at].iter().rev().find_map(|action| match action {
            Attack(castle) => Some(*castle),
            _ => None,
        }),
        _ => None,
    };
    if let Some(castle) = castle {
        let points = components
            .castles()
            .get(castle as usize)
            .map_or(0, |c| c.value);
        msg = msg
            .with("castle", words::castle_name(castle, components))
            .with("points", points);
    }
    msg
}

/// Castle Lords' guided first match.
pub fn guide() -> Guide<super::CastleLords> {
    let script = script();
    let words = WORDS
        .iter()
        .map(|&(at, id)| (at, words_at(&script, at, id)))
        .collect();
    Guide {
        seats: vec![
            (Msg::new(SEATS[0]), None),
            (Msg::new(SEATS[1]), Some(Difficulty::Easy)),
            (Msg::new(SEATS[2]), Some(Difficulty::Easy)),
        ],
        seed: SEED,
        // Intermediate play, as the setup counts the rule sets.
        rules: {
            let name = RuleSet::Intermediate.to_string();
            <State as Game>::INFO
                .rule_sets
                .iter()
                .position(|r| r.name == name)
                .unwrap_or_default()
        },
        script,
        words,
        closing: Msg::new("guide-cl-done"),
        panel_width: 60.0,
    }
}

#[cfg(test)]
mod tests;
