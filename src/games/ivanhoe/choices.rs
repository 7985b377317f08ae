//! A human builds an action one pick at a time: a hand card, then its target, then (Outwit) the
//! second card. Every legal action of the engine becomes a path of picks; what may be picked next
//! is whatever continues a legal path. So the table only ever offers legal choices, and mouse,
//! keyboard and gamepad share one model. Pure: it asks the engine, it knows no rule.

use ivanhoe_rules::{Action, Card, Colour, FaceUp, Phase, Play, RuleError, State};
use rules_core::Seat;

/// One thing a player points at or presses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pick {
    /// A card of the player's own hand (by kind: two red 3s are the same choice).
    HandCard(Card),
    /// A colour (tournament colour, Unhorse, Change Weapon).
    Colour(Colour),
    /// A player (Break Lance, Riposte, Knock Down, Stunned).
    Seat(Seat),
    /// A display card of a player, by position.
    DisplayCard(Seat, u8),
    /// The Shield before a player.
    Shield(Seat),
    /// The Stunned card before a player.
    Stunned(Seat),
    /// A token colour (after a purple win, or returned for a maiden).
    Token(Colour),
    /// A button of the prompt.
    Button(ButtonPick),
}

/// The prompt's buttons.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ButtonPick {
    /// End the turn and stay in.
    Stay,
    /// Withdraw from the tournament.
    Withdraw,
    /// Cancel the action card just played.
    Ivanhoe,
    /// Let it stand.
    Pass,
    /// Take back every pick of the action being built (never part of an action).
    Cancel,
    /// Take back the last pick (never part of an action).
    Back,
}

/// The picks that make up `action` for the seat deciding in `state`.
pub fn path(state: &State, action: &Action) -> Vec<Pick> {
    let actor = state.status_seat();
    match *action {
        Action::ChooseColour(c) => vec![Pick::Colour(c)],
        Action::Play(play) => {
            let card = Pick::HandCard(play.card());
            match play {
                Play::Card(_)
                | Play::DropWeapon
                | Play::Outmaneuver
                | Play::Charge
                | Play::Countercharge
                | Play::Disgrace
                | Play::Adapt
                | Play::Shield => vec![card],
                Play::Unhorse(c) | Play::ChangeWeapon(c) => vec![card, Pick::Colour(c)],
                Play::BreakLance(t) | Play::Riposte(t) | Play::KnockDown(t) | Play::Stunned(t) => {
                    vec![card, Pick::Seat(t)]
                }
                Play::Dodge(t, p) => vec![card, Pick::DisplayCard(t, p)],
                Play::Retreat(p) => vec![card, Pick::DisplayCard(actor, p)],
                Play::Outwit {
                    mine,
                    target,
                    theirs,
                } => {
                    vec![card, face_up(actor, mine), face_up(target, theirs)]
                }
            }
        }
        Action::Stay => vec![Pick::Button(ButtonPick::Stay)],
        Action::Withdraw => vec![Pick::Button(ButtonPick::Withdraw)],
        Action::Ivanhoe => vec![Pick::Button(ButtonPick::Ivanhoe)],
        Action::Pass => vec![Pick::Button(ButtonPick::Pass)],
        Action::Keep(p) => {
            let seat = match (state.phase(), state.pending()) {
                (Phase::AdaptKeep { keep }, Some(pending)) => pending.keeps[keep].seat,
                _ => actor,
            };
            vec![Pick::DisplayCard(seat, p)]
        }
        Action::Token(c) | Action::ReturnToken(c) => vec![Pick::Token(c)],
    }
}

fn face_up(seat: Seat, at: FaceUp) -> Pick {
    match at {
        FaceUp::Display(i) => Pick::DisplayCard(seat, i),
        FaceUp::Shield => Pick::Shield(seat),
        FaceUp::Stunned => Pick::Stunned(seat),
    }
}

/// The face-up cards an action card waiting in the Ivanhoe window aims at: Dodge's card,
/// Retreat's, Riposte's newest card, both cards of an Outwit.
pub fn aimed_cards(state: &State) -> Vec<Pick> {
    let Some(pending) = state.pending() else {
        return Vec::new();
    };
    match pending.play {
        Play::Dodge(t, i) => vec![Pick::DisplayCard(t, i)],
        Play::Retreat(i) => vec![Pick::DisplayCard(pending.actor, i)],
        Play::Riposte(t) => {
            let newest = state.display(t).len().saturating_sub(1);
            vec![Pick::DisplayCard(t, newest as u8)]
        }
        Play::Outwit {
            mine,
            target,
            theirs,
        } => vec![face_up(pending.actor, mine), face_up(target, theirs)],
        _ => Vec::new(),
    }
}

/// The player an action card waiting in the Ivanhoe window aims at, if it aims at one.
pub fn aimed_seat(state: &State) -> Option<Seat> {
    match state.pending()?.play {
        Play::BreakLance(t)
        | Play::Riposte(t)
        | Play::Dodge(t, _)
        | Play::KnockDown(t)
        | Play::Stunned(t) => Some(t),
        Play::Outwit { target, .. } => Some(target),
        _ => None,
    }
}

/// The seat whose decision it is (the game is not over when a human is asked).
trait StatusSeat {
    fn status_seat(&self) -> Seat;
}

impl StatusSeat for State {
    fn status_seat(&self) -> Seat {
        match self.status() {
            rules_core::Status::Decision(seat) => seat,
            rules_core::Status::Over(_) => self.turn(),
        }
    }
}

/// The legal actions of a decision with their paths, and the picks made so far.
pub type Selection = table::selection::Selection<Action, Pick>;
#[cfg(test)]
use table::selection::Outcome;

/// A fresh selection over the legal actions of `state`'s current decision.
pub fn selection(state: &State, legal: &[Action]) -> Selection {
    Selection::new(legal.iter().map(|a| (*a, path(state, a))).collect())
}

/// Why a hand card cannot be played now: the engine's refusals of every way it could be played
/// (each target, colour and face-up card), distinct, the most frequent first. The table puts
/// them in words (`words::why_not`).
pub fn refusals(state: &State, card: Card) -> Vec<RuleError> {
    let actor = state.status_seat();
    if card == Card::Ivanhoe {
        return vec![RuleError::IvanhoeOutsideWindow];
    }
    let others: Vec<Seat> = state.seats().filter(|&s| s != actor).collect();
    let positions = |seat: Seat| 0..state.display(seat).len().max(1) as u8;
    let face_ups = |seat: Seat| {
        let mut all: Vec<FaceUp> = positions(seat).map(FaceUp::Display).collect();
        all.extend([FaceUp::Shield, FaceUp::Stunned]);
        all
    };
    let mut plays: Vec<Play> = Vec::new();
    match card {
        Card::Unhorse => plays.extend(Colour::ALL.map(Play::Unhorse)),
        Card::ChangeWeapon => plays.extend(Colour::ALL.map(Play::ChangeWeapon)),
        Card::DropWeapon => plays.push(Play::DropWeapon),
        Card::BreakLance => plays.extend(others.iter().map(|&t| Play::BreakLance(t))),
        Card::Riposte => plays.extend(others.iter().map(|&t| Play::Riposte(t))),
        Card::KnockDown => plays.extend(others.iter().map(|&t| Play::KnockDown(t))),
        Card::Stunned => plays.extend(others.iter().map(|&t| Play::Stunned(t))),
        Card::Dodge => {
            for &t in &others {
                plays.extend(positions(t).map(|p| Play::Dodge(t, p)));
            }
        }
        Card::Retreat => plays.extend(positions(actor).map(Play::Retreat)),
        Card::Outmaneuver => plays.push(Play::Outmaneuver),
        Card::Charge => plays.push(Play::Charge),
        Card::Countercharge => plays.push(Play::Countercharge),
        Card::Disgrace => plays.push(Play::Disgrace),
        Card::Adapt => plays.push(Play::Adapt),
        Card::Shield => plays.push(Play::Shield),
        Card::Outwit => {
            for mine in face_ups(actor) {
                for &target in &others {
                    for theirs in face_ups(target) {
                        plays.push(Play::Outwit {
                            mine,
                            target,
                            theirs,
                        });
                    }
                }
            }
        }
        _ => plays.push(Play::Card(card)),
    }
    let mut counted: Vec<(RuleError, usize)> = Vec::new();
    for play in plays {
        if let Err(error) = state.check(&Action::Play(play)) {
            match counted.iter_mut().find(|(e, _)| *e == error) {
                Some((_, n)) => *n += 1,
                None => counted.push((error, 1)),
            }
        }
    }
    counted.sort_by_key(|(_, n)| std::cmp::Reverse(*n));
    counted.into_iter().map(|(e, _)| e).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use ivanhoe_rules::Options;
    use rules_core::{Game, GameRng, Status};

    /// Every legal action can be built pick by pick, and nothing illegal can: the picks offered
    /// are exactly the continuations of legal actions (RULINGS §1: the table enforces the rules
    /// by asking the engine).
    #[test]
    fn every_legal_action_and_only_those_can_be_picked() {
        for seed in 0..20u64 {
            let mut events = Vec::new();
            let mut state = State::new_game(
                &Options::players(2 + (seed as usize % 4)),
                seed,
                &mut events,
            )
            .unwrap();
            let mut rng = GameRng::new(seed);
            let mut legal = Vec::new();
            while let Status::Decision(_) = state.status() {
                state.legal_actions(&mut legal);
                let selection = selection(&state, &legal);
                for action in &legal {
                    let mut s = selection.clone();
                    let mut outcome = Outcome::Continue;
                    for pick in path(&state, action) {
                        assert_ne!(outcome, Outcome::NotLegal);
                        outcome = s.pick(pick);
                        if let Outcome::Complete(done) = outcome {
                            assert_eq!(&done, action, "picks complete another action");
                            break;
                        }
                    }
                    assert_eq!(outcome, Outcome::Complete(*action));
                }
                // A hand card with no legal play is not offered.
                for card in state.hand(state.status_seat()).kinds() {
                    let playable = legal
                        .iter()
                        .any(|a| matches!(a, Action::Play(p) if p.card() == card));
                    assert_eq!(selection.allows(Pick::HandCard(card)), playable, "{card:?}");
                    if !playable {
                        assert!(!refusals(&state, card).is_empty(), "{card:?} says why");
                    }
                }
                let action = legal[rng.below(legal.len())];
                state.apply(&action, &mut events).unwrap();
            }
        }
    }
}
