//! Why a choice may be worth taking, in one line for a hint: what an attack does to the castles
//! and the score, and what an exchange brings in, all of it face up to the deciding seat.

use castle_lords_rules::{Action, Phase, State};
use rules_core::{Game, Seat};

use super::words::{castle_name, the_card};
use shell::locale::Msg;

/// The line for `action` taken by `seat` on `board` (a table rebuilt from that seat's
/// observation: only its hand and what lies face up are real, and only they are read).
pub fn why(board: &State, seat: Seat, action: &Action) -> Option<Msg> {
    let components = board.options().components();
    match *action {
        Action::Attack(castle) => attack(board, seat, castle, action),
        Action::Confirm => match board.phase() {
            Phase::Army { castle } => attack(board, seat, castle, action),
            _ => None,
        },
        Action::Pick(from) => board
            .proposal(from)
            .map(|card| Msg::new("castle-why-pick").with("card", the_card(card, components))),
        _ => None,
    }
}

/// An attack on `castle` begun or launched by `first`: an attack once begun always ends in a
/// winning army (the engine lists only steps that can), so its outcome is read off a copy of
/// the table where the army is completed from the seat's own hand.
fn attack(board: &State, seat: Seat, castle: u8, first: &Action) -> Option<Msg> {
    let mut after = board.clone();
    let mut events = Vec::new();
    after.apply(first, &mut events).ok()?;
    let mut legal = Vec::new();
    for _ in 0..64 {
        if !matches!(after.phase(), Phase::Army { .. }) {
            break;
        }
        after.legal_actions(&mut legal);
        let step = if legal.contains(&Action::Confirm) {
            Action::Confirm
        } else {
            *legal.first()?
        };
        after.apply(&step, &mut events).ok()?;
    }
    if matches!(after.phase(), Phase::Army { .. }) || after.hand_number() != board.hand_number() {
        return None;
    }
    let c = castle as usize;
    let name = castle_name(castle, board.options().components());
    let (before, score) = (board.score(seat), after.score(seat));
    let id = match (board.controller(c), after.controller(c)) {
        (Some(held), Some(now)) if held != seat && now == seat => "castle-why-take-from",
        (None, Some(now)) if now == seat => "castle-why-take",
        _ if score > before => "castle-why-score",
        _ => return None,
    };
    Some(
        Msg::new(id)
            .with("castle", name)
            .with("value", board.castle_value(c) as i64)
            .with("before", before as i64)
            .with("after", score as i64),
    )
}
