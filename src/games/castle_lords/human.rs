//! A person's decisions at Castle Lords' table. Every decision of the game is one pick: a card of
//! the hand (to offer, propose, add to the army or discard), a proposal (to take it), a castle
//! (to attack it) or a button (propose nothing, launch the army, free a banner, attack nothing).
//! The mouse picks what it clicks; the keyboard and the gamepad move a focus over the same
//! choices. A pick the rules refuse says why.

use super::CastleLords;
use bevy::prelude::*;
use castle_lords_rules::{Action, Card, Phase};
use rules_core::{Game, RuleViolation, Seat};
use shell::locale::Msg;

use super::present::{CardFace, CastlePanel, Held, Place};
use super::{HandPhase, Seen, words};
use shell::input::Control;
use table::decide::{Choice, Picks};
use table::zones::TablePieces;
use table::{AwaySeats, Seating};

pub use table::decide::PickRequest;

/// What a person can pick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// A card of their hand.
    Card(Card),
    /// A seat's proposal.
    Proposal(Seat),
    /// A castle.
    Castle(u8),
    /// A button of the prompt.
    Button(Button),
}

/// The prompt's buttons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Button {
    /// Propose nothing for the offer.
    Decline,
    /// Launch the army.
    Confirm,
    /// Free a banner from the dungeon (advanced play).
    Reclaim,
    /// Attack nothing this turn.
    Pass,
}

impl Button {
    /// The button's label.
    pub fn label(self) -> Msg {
        Msg::new(match self {
            Button::Decline => "castle-button-decline",
            Button::Confirm => "castle-button-confirm",
            Button::Reclaim => "castle-button-reclaim",
            Button::Pass => "castle-button-pass",
        })
    }
}

/// The action a pick stands for in `phase`, if it stands for one.
pub fn action_of(phase: Phase, target: Target) -> Option<Action> {
    Some(match (target, phase) {
        (Target::Card(c), Phase::Offer) => Action::Offer(c),
        (Target::Card(c), Phase::Propose { .. }) => Action::Propose(c),
        (Target::Card(c), Phase::Army { .. }) => Action::Add(c),
        (Target::Card(c), Phase::Reclaim { .. } | Phase::Discard) => Action::Discard(c),
        (Target::Proposal(s), Phase::Pick) => Action::Pick(s),
        (Target::Castle(c), Phase::Main) => Action::Attack(c),
        (Target::Button(Button::Decline), _) => Action::Decline,
        (Target::Button(Button::Confirm), _) => Action::Confirm,
        (Target::Button(Button::Reclaim), _) => Action::Reclaim,
        (Target::Button(Button::Pass), _) => Action::Pass,
        _ => return None,
    })
}

/// The pick that makes `action`: every decision of the game is one pick.
pub fn target_of(action: Action) -> Target {
    match action {
        Action::Offer(c) | Action::Propose(c) | Action::Add(c) | Action::Discard(c) => {
            Target::Card(c)
        }
        Action::Pick(s) => Target::Proposal(s),
        Action::Attack(c) => Target::Castle(c),
        Action::Decline => Target::Button(Button::Decline),
        Action::Confirm => Target::Button(Button::Confirm),
        Action::Reclaim => Target::Button(Button::Reclaim),
        Action::Pass => Target::Button(Button::Pass),
    }
}

/// The decision a person at the screen is making.
pub type CastleChoice = Choice<CastleLords>;

/// What the decision screen reads of the table: the cards, the castles' panels.
pub type Pieces<'w, 's> = TablePieces<'w, 's, Place, CardFace, Held, CastlePanel>;

impl Picks for CastleLords {
    type Pick = Target;
    type Pieces = Pieces<'static, 'static>;
    const BACK: Option<Target> = None;

    fn paths(seen: &Seen) -> Vec<(Action, Vec<Target>)> {
        seen.legal
            .iter()
            .map(|a| (*a, vec![target_of(*a)]))
            .collect()
    }

    fn hand(pieces: &Pieces, seen: &Seen, seat: Seat) -> Vec<(Option<Entity>, Target)> {
        let held: Vec<CardFace> = seen
            .observation
            .hand
            .iter()
            .map(|c| CardFace(Some(c)))
            .collect();
        pieces.hand(Place::Hand(seat), seat, held, |face| {
            face.0.map(Target::Card)
        })
    }

    /// A card of the hand, a proposal, a castle (its panel or its defenders).
    fn pick_of(pieces: &Pieces, choice: &CastleChoice, entity: Entity) -> Option<Target> {
        if let Some(panel) = pieces.panel(entity) {
            return Some(Target::Castle(panel.0));
        }
        let (face, place) = pieces.card(entity)?;
        match place {
            Place::Hand(s) if Some(s) == choice.seat => face.0.map(Target::Card),
            Place::Proposal(s) => Some(Target::Proposal(s)),
            Place::Castle(c) => Some(Target::Castle(c)),
            _ => None,
        }
    }

    /// The hand's cards are stops while a card is to be chosen.
    fn hand_in_ring(seen: &Seen, _choice: &CastleChoice) -> bool {
        matches!(
            seen.board.phase(),
            Phase::Offer
                | Phase::Propose { .. }
                | Phase::Army { .. }
                | Phase::Reclaim { .. }
                | Phase::Discard
        )
    }

    /// The proposals to take, or every castle (to read why one cannot be attacked), then the
    /// buttons.
    fn stops(seen: &Seen, choice: &CastleChoice) -> Vec<Target> {
        let state = &seen.board;
        let mut out: Vec<Target> = match state.phase() {
            Phase::Pick => state
                .seats()
                .filter(|&s| state.proposal(s).is_some())
                .map(Target::Proposal)
                .collect(),
            Phase::Main => (0..state.castles().len() as u8)
                .map(Target::Castle)
                .collect(),
            _ => Vec::new(),
        };
        out.extend(Self::buttons(seen, choice));
        out
    }

    /// The buttons that stand for a legal decision; Launch shows throughout the army's forming,
    /// where it says what is still missing.
    fn buttons(seen: &Seen, choice: &CastleChoice) -> Vec<Target> {
        let phase = seen.board.phase();
        [
            Button::Decline,
            Button::Confirm,
            Button::Reclaim,
            Button::Pass,
        ]
        .into_iter()
        .map(Target::Button)
        .filter(|t| {
            choice.selection.allows(*t)
                || (*t == Target::Button(Button::Confirm) && matches!(phase, Phase::Army { .. }))
        })
        .collect()
    }

    /// S launches the army, or attacks nothing.
    fn key_picks(control: Control) -> Vec<Target> {
        match control {
            Control::Stay => vec![
                Target::Button(Button::Confirm),
                Target::Button(Button::Pass),
            ],
            _ => Vec::new(),
        }
    }

    /// The engine's reason, else what the table asks now.
    fn prompt(
        seen: &Seen,
        seating: &Seating,
        away: &AwaySeats,
        choice: &CastleChoice,
        phase: &HandPhase,
    ) -> Option<Msg> {
        prompt(seen, seating, away, choice, *phase)
    }

    fn refusal(seen: &Seen, seating: &Seating, choice: &CastleChoice, target: Target) -> Msg {
        why_not(seen, target).unwrap_or_else(|| {
            let seat = choice.seat.unwrap_or(seen.seat);
            asked(seating, seen, seen.board.phase(), seat)
        })
    }

    /// The prompt's buttons are buttons; a card, a proposal or a castle says what picking it
    /// does.
    /// A card at the head of a hint's line takes a capital.
    fn pick_words(seen: &Seen, seating: &Seating, target: Target) -> Msg {
        match target {
            Target::Card(card) => words::with_card(
                Msg::new("castle-card-start"),
                card,
                seen.board.options().components(),
            ),
            _ => Self::label(seen, seating, target),
        }
    }

    fn why(seen: &Seen, _seating: &Seating, action: &Action) -> Option<Msg> {
        super::why::why(&seen.board, seen.deciding.unwrap_or(seen.seat), action)
    }

    fn label(seen: &Seen, seating: &Seating, target: Target) -> Msg {
        let components = seen.board.options().components();
        match target {
            Target::Button(b) => b.label(),
            Target::Card(card) => words::card_name(card, components),
            Target::Proposal(s) => Msg::new("castle-button-take-proposal")
                .with("name", seating.seats.get(s).map_or("", |p| &p.name)),
            Target::Castle(c) => {
                Msg::new("castle-button-attack").with("castle", words::castle_name(c, components))
            }
        }
    }
}

/// Why `target` cannot be picked now, in words (`None` when it can, or when it stands for no
/// decision at this point of the turn).
pub fn why_not(seen: &Seen, target: Target) -> Option<Msg> {
    let state = &seen.board;
    let action = action_of(state.phase(), target)?;
    if seen.legal.contains(&action) {
        return None;
    }
    let mut trial = state.clone();
    Some(match trial.apply(&action, &mut Vec::new()) {
        Err(error) => {
            debug!("refused by rule {}", error.rule());
            words::refusal(&error, &action, state)
        }
        Ok(()) => Msg::new("castle-refusal-not-now"),
    })
}

/// What the table asks of `seat` now, in words.
pub fn asked(seating: &Seating, seen: &Seen, phase: Phase, seat: Seat) -> Msg {
    let state = &seen.board;
    let components = state.options().components();
    match phase {
        Phase::Offer => Msg::new("castle-ask-offer"),
        Phase::Propose { .. } => {
            let asked = Msg::new("castle-ask-propose")
                .with("name", seating.seats[state.turn()].name.as_str());
            // The offer lies face up whenever a proposal is asked for.
            match state.offer() {
                Some(card) => words::with_card(asked, card, components),
                None => asked,
            }
        }
        Phase::Pick => Msg::new("castle-ask-pick"),
        Phase::Main if state.last_round() => Msg::new("castle-ask-last-round"),
        Phase::Main => Msg::new("castle-ask-attack"),
        Phase::Army { castle } => {
            Msg::new("castle-ask-army").with("castle", words::castle_name(castle, components))
        }
        Phase::Reclaim { left } => Msg::new("castle-ask-reclaim").with("left", left),
        Phase::Discard => Msg::new("castle-ask-discard").with("limit", state.hand_limit()),
        Phase::Over => {
            let _ = seat;
            Msg::new("castle-match-over")
        }
    }
}

/// The prompt's line ([`table::decide::Picks::prompt`]): the question put to the person
/// deciding, else who decides and how, a hand scored, or the match's end.
pub(super) fn prompt(
    seen: &Seen,
    seating: &Seating,
    away: &AwaySeats,
    choice: &CastleChoice,
    phase: HandPhase,
) -> Option<Msg> {
    let state = &seen.board;
    match (phase, choice.seat) {
        (HandPhase::Scoring, _) => Some(Msg::new("castle-prompt-scored")),
        (HandPhase::Over, _) => Some(Msg::new("castle-match-over")),
        (_, Some(seat)) => Some(asked(seating, seen, state.phase(), seat)),
        // A person called to the screen (under the hand-off cover) is named with what they
        // are asked; "thinking" is the computer players' word.
        _ => seating.deciding.map(|s| {
            if let Some(line) = seating.remote_prompt(s, away) {
                return line;
            }
            let id = match state.phase() {
                _ if !seating.is_human(s) => "castle-prompt-thinking",
                Phase::Propose { .. } => "castle-prompt-proposing",
                Phase::Discard => "castle-prompt-discarding",
                _ => "castle-prompt-turn",
            };
            Msg::new(id).with("name", seating.seats[s].name.as_str())
        }),
    }
}
