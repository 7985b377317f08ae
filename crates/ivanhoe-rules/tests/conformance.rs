//! The collection's conformance suite (`rules_conformance`, issue 16) on every Ivanhoe
//! table its registry entry lists: random play to the end with the engine's promises checked after
//! every action.

use ivanhoe_rules::{Action, Card, Colour, FaceUp, Options, Play, State};
use rules_conformance::{Suite, check_game};
use rules_core::{Game, GameRng};

/// An action drawn from the whole action space, legal or not.
fn any_action(rng: &mut GameRng) -> Action {
    let seat = rng.below(6);
    let pos = rng.below(8) as u8;
    let colour = Colour::ALL[rng.below(5)];
    let face_up = |rng: &mut GameRng| match rng.below(4) {
        0 => FaceUp::Shield,
        1 => FaceUp::Stunned,
        _ => FaceUp::Display(rng.below(6) as u8),
    };
    let play = match rng.below(18) {
        0 => Play::Unhorse(colour),
        1 => Play::ChangeWeapon(colour),
        2 => Play::DropWeapon,
        3 => Play::BreakLance(seat),
        4 => Play::Riposte(seat),
        5 => Play::Dodge(seat, pos),
        6 => Play::Retreat(pos),
        7 => Play::KnockDown(seat),
        8 => Play::Outmaneuver,
        9 => Play::Charge,
        10 => Play::Countercharge,
        11 => Play::Disgrace,
        12 => Play::Adapt,
        13 => Play::Outwit {
            mine: face_up(rng),
            target: seat,
            theirs: face_up(rng),
        },
        14 => Play::Shield,
        15 => Play::Stunned(seat),
        _ => {
            let displayable: Vec<Card> = Card::ALL
                .into_iter()
                .filter(|c| c.is_display_card())
                .collect();
            Play::Card(displayable[rng.below(displayable.len())])
        }
    };
    match rng.below(10) {
        0 => Action::ChooseColour(colour),
        1 => Action::Stay,
        2 => Action::Withdraw,
        3 => Action::Keep(pos),
        4 => Action::Ivanhoe,
        5 => Action::Pass,
        6 => Action::Token(colour),
        7 => Action::ReturnToken(colour),
        _ => Action::Play(play),
    }
}

/// RULINGS "Shared engine rules" and §1, 2 to 5 players: invariants, legal lists, refusals that
/// name their rule and change nothing, determinism, records, hidden information.
#[test]
fn ivanhoe_passes_the_conformance_suite() {
    let seats = State::INFO.seats.clone();
    check_game(&Suite::<State> {
        tables: seats.map(Options::players).collect(),
        any_action: |_, rng| any_action(rng),
        max_actions: 20_000,
        games_per_table: 12,
    });
}
