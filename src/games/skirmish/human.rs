//! A person's decisions. Every legal action of the engine is a path of picks — a card of the
//! hand, then one card or the pair where the hand holds two of it; later the rival to hit — and
//! the table offers only picks that continue a legal path (`table::selection`). The mouse picks
//! what it clicks (a card, a rival's plate or hand); the keyboard and the gamepad move a focus
//! over the same choices. A pick the rules refuse says why.

use super::Skirmish;
use bevy::prelude::*;
use rules_core::{Game, Seat};
use skirmish_rules::{Action, Card, Phase, Play};

use super::present::{Place, SeatPanel, SkFace};
use super::{Seen, TurnPhase, words};
use shell::locale::Msg;
use table::decide::{Choice, Picks};
use table::handoff::single_viewer;
use table::zones::TablePieces;
use table::{AwaySeats, Seating};

/// One thing a person points at or presses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pick {
    /// A card of their hand, by value.
    Card(Card),
    /// The card picked alone (where the hand holds two of it).
    One,
    /// The card picked with its twin: a pair.
    Pair,
    /// The rival the played cards hit.
    Rival(Seat),
    /// Take back the last pick (never part of an action).
    Back,
}

/// The picks that make up `action` among `legal`: a card alone needs no second pick unless the
/// same card may also be played as a pair.
pub fn path(action: &Action, legal: &[Action]) -> Vec<Pick> {
    match *action {
        Action::Play(play) => {
            let pair = Action::Play(Play::pair(play.card));
            if play.pair {
                vec![Pick::Card(play.card), Pick::Pair]
            } else if legal.contains(&pair) {
                vec![Pick::Card(play.card), Pick::One]
            } else {
                vec![Pick::Card(play.card)]
            }
        }
        Action::Target(seat) => vec![Pick::Rival(seat)],
    }
}

/// The decision a person at the screen is making.
pub type SkChoice = Choice<Skirmish>;

/// What the decision screen reads of the table: the hands' cards and the seats' plates.
pub type Pieces<'w, 's> = TablePieces<'w, 's, Place, SkFace, (), SeatPanel>;

impl Picks for Skirmish {
    type Pick = Pick;
    type Pieces = Pieces<'static, 'static>;
    const BACK: Option<Pick> = Some(Pick::Back);

    fn paths(seen: &Seen) -> Vec<(Action, Vec<Pick>)> {
        seen.legal
            .iter()
            .map(|a| (*a, path(a, &seen.legal)))
            .collect()
    }

    fn hand(pieces: &Pieces, seen: &Seen, seat: Seat) -> Vec<(Option<Entity>, Pick)> {
        let held: Vec<SkFace> = seen
            .observation
            .hand
            .iter()
            .map(|c| SkFace(Some(c)))
            .collect();
        pieces.hand(Place::Hand(seat), seat, held, |face| face.0.map(Pick::Card))
    }

    /// A card of the hand; a rival's plate or hand.
    fn pick_of(pieces: &Pieces, choice: &SkChoice, entity: Entity) -> Option<Pick> {
        if let Some(panel) = pieces.panel(entity) {
            return Some(Pick::Rival(panel.0));
        }
        match pieces.card(entity)? {
            (face, Place::Hand(s)) if Some(s) == choice.seat => face.0.map(Pick::Card),
            (_, Place::Hand(s)) => Some(Pick::Rival(s)),
            _ => None,
        }
    }

    fn stops(seen: &Seen, choice: &SkChoice) -> Vec<Pick> {
        Self::buttons(seen, choice)
    }

    /// What may come next that is not a card of the hand (one or the pair, the rivals), and
    /// Back once something is picked.
    fn buttons(_seen: &Seen, choice: &SkChoice) -> Vec<Pick> {
        let mut out: Vec<Pick> = choice
            .next_picks()
            .into_iter()
            .filter(|p| !matches!(p, Pick::Card(_)))
            .collect();
        if !choice.selection.picks().is_empty() {
            out.push(Pick::Back);
        }
        out
    }

    fn prompt(
        seen: &Seen,
        seating: &Seating,
        away: &AwaySeats,
        choice: &SkChoice,
        phase: &TurnPhase,
    ) -> Option<Msg> {
        prompt(seen, seating, away, choice, *phase)
    }

    fn refusal(seen: &Seen, seating: &Seating, choice: &SkChoice, pick: Pick) -> Msg {
        why_not(seen, seating, choice, pick)
    }

    fn label(seen: &Seen, seating: &Seating, pick: Pick) -> Msg {
        let names = seating.names();
        match pick {
            Pick::Card(card) => words::card_name(card),
            Pick::One => Msg::new("sk-btn-one"),
            Pick::Pair => Msg::new("sk-btn-pair"),
            Pick::Rival(s) => Msg::new("sk-btn-hit")
                .with("rival", names.get(s).cloned().unwrap_or_default())
                .with(
                    "strength",
                    seen.observation.strength.get(s).copied().unwrap_or(0),
                ),
            Pick::Back => Msg::new("sk-btn-back"),
        }
    }

    /// What a hit does that the table can vouch for: a rival put out, or what it leaves them.
    fn why(seen: &Seen, seating: &Seating, action: &Action) -> Option<Msg> {
        let Action::Target(seat) = *action else {
            return None;
        };
        let hit = seen.observation.pending?.total();
        let left = seen.observation.strength.get(seat)?.saturating_sub(hit);
        let names = seating.names();
        Some(
            Msg::new("sk-why-hit")
                .with("rival", names.get(seat).cloned().unwrap_or_default())
                .with("left", left),
        )
    }
}

/// Why `pick` cannot be picked now: the engine's refusal of the simplest action it would start.
pub fn why_not(seen: &Seen, seating: &Seating, _choice: &SkChoice, pick: Pick) -> Msg {
    let names = seating.names();
    let action = match pick {
        Pick::Card(card) => Action::Play(Play::single(card)),
        Pick::Rival(seat) => Action::Target(seat),
        Pick::One | Pick::Pair | Pick::Back => return Msg::new("sk-refuse-not-now"),
    };
    if seen.board.phase() == Phase::Target && matches!(pick, Pick::Card(_)) {
        return Msg::new("sk-refuse-target-first");
    }
    if seen.board.phase() == Phase::Play && matches!(pick, Pick::Rival(_)) {
        return Msg::new("sk-refuse-play-first");
    }
    let mut trial = seen.board.clone();
    match trial.apply(&action, &mut Vec::new()) {
        Err(error) => words::refusal(&error, &names, single_viewer(&seating.seats)),
        Ok(()) => Msg::new("sk-refuse-not-now"),
    }
}

/// What the table asks the person deciding, in words.
pub fn asked(seen: &Seen, choice: &SkChoice) -> Msg {
    if let Some(Pick::Card(card)) = choice.selection.picks().first() {
        return Msg::new("sk-ask-one-or-pair").with("card", words::card_name(*card));
    }
    match seen.observation.pending {
        Some(play) => Msg::new("sk-ask-target").with("play", words::play_words(play)),
        None => Msg::new("sk-ask-play"),
    }
}

/// The prompt's line ([`table::decide::Picks::prompt`]): the question put to the person
/// deciding, else who decides and how, or the match's end.
pub(super) fn prompt(
    seen: &Seen,
    seating: &Seating,
    away: &AwaySeats,
    choice: &SkChoice,
    phase: TurnPhase,
) -> Option<Msg> {
    let names = seating.names();
    let said = |id: &'static str, s: Seat| Some(Msg::new(id).with("who", names[s].clone()));
    match (phase, choice.seat) {
        (TurnPhase::Over, _) => Some(Msg::new("sk-prompt-over")),
        (_, Some(_)) => Some(asked(seen, choice)),
        _ => match seen.deciding {
            // Under a hand-off cover: the person called to the screen.
            Some(s) if seating.is_human(s) => said("sk-turn", s),
            Some(s) if seating.remote_prompt(s, away).is_some() => seating.remote_prompt(s, away),
            Some(s) => said("sk-prompt-thinking", s),
            None => None,
        },
    }
}
