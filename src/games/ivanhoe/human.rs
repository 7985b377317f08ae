//! A person's decisions: pointer clicks on cards, tokens, plates and prompt buttons, and the
//! focus cursor of the keyboard and gamepad, all become [`PickRequest`]s over the same
//! [`Selection`] of legal actions. A pick that is not legal is refused with the engine's reason,
//! in words.
//!
//! The focus cursor visits every card of the hand (so a keyboard player can read what an
//! unplayable card does and why it is blocked) and the prompt's choices, and rests on a legal
//! one; never on Withdraw while anything else may be done: withdrawing takes its own key (W,
//! or a shoulder button) or a click, so no stray Enter ends a tournament.

use super::Ivanhoe;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use ivanhoe_rules::{Action, Card, Colour, Phase};
use rules_core::Seat;
use shell::locale::Msg;

use super::cards::CardFace;
use super::choices::{ButtonPick, Pick, aimed_cards};
use super::present::{Follow, Place, PlateEntity, TokenEntity};
use super::words::SpeakerExt;
use super::{Seen, TournamentPhase, look, words};
use shell::input::Control;
use table::decide::{Choice, Picks, TakeBack};
use table::zones::{Face, TablePieces};
use table::{AwaySeats, Seating, handoff};

pub use table::decide::PickRequest;

/// The decision a person at the screen is building, if it is theirs to make.
pub type HumanChoice = Choice<Ivanhoe>;

/// What the decision screen reads of the table: where each card lies, the plates, the tokens.
#[derive(SystemParam)]
pub struct Pieces<'w, 's> {
    table: TablePieces<'w, 's, Place, CardFace, Follow, PlateEntity>,
    tokens: Query<'w, 's, &'static Face<Colour>, With<TokenEntity>>,
}

impl Picks for Ivanhoe {
    type Pick = Pick;
    type Pieces = Pieces<'static, 'static>;
    const BACK: Option<Pick> = Some(Pick::Button(ButtonPick::Back));

    fn paths(seen: &Seen) -> Vec<(Action, Vec<Pick>)> {
        seen.legal
            .iter()
            .map(|a| (*a, super::choices::path(&seen.board, a)))
            .collect()
    }

    fn hand(pieces: &Pieces, seen: &Seen, seat: Seat) -> Vec<(Option<Entity>, Pick)> {
        let held = seen.observation.hand.iter().map(|c| CardFace(Some(c)));
        (pieces.table).hand(Place::Hand(seat), seat, held.collect(), |face| {
            face.0.map(Pick::HandCard)
        })
    }

    /// A card stands for its own pick (a hand card, a display card, Shield, Stunned) or, where a
    /// player is to be chosen, its owner; a token for its colour; a plate for its seat.
    fn pick_of(pieces: &Pieces, choice: &HumanChoice, entity: Entity) -> Option<Pick> {
        if let Some((face, place, index)) = pieces.table.card_at(entity) {
            return pick_at(choice, *face, place, index);
        }
        if let Ok(token) = pieces.tokens.get(entity) {
            return Some(Pick::Token(token.0));
        }
        (pieces.table.panel(entity)).map(|plate| Pick::Seat(plate.0))
    }

    /// At the start of a turn every card of the hand, playable or not, opens the ring.
    fn hand_in_ring(seen: &Seen, choice: &HumanChoice) -> bool {
        matches!(seen.board.phase(), Phase::Play | Phase::FirstCard)
            && choice.selection.picks().is_empty()
    }

    /// The legal picks, never Withdraw while anything else may be done: withdrawing takes its
    /// own key (W, or a shoulder button) or a click, so no stray Enter ends a tournament. When
    /// withdrawing is all that is left, it is the choice the focus rests on.
    fn stops(_seen: &Seen, choice: &HumanChoice) -> Vec<Pick> {
        let next = choice.next_picks();
        let withdraw = Pick::Button(ButtonPick::Withdraw);
        let forced = next == [withdraw];
        next.into_iter()
            .filter(|p| *p != withdraw || forced)
            .collect()
    }

    /// Colours, tokens and the turn's buttons; the Ivanhoe window is offered alike to every
    /// person asked, holder or not (RULINGS §1); an action card being built can be taken back
    /// with the mouse too.
    fn buttons(seen: &Seen, choice: &HumanChoice) -> Vec<Pick> {
        let mut out: Vec<Pick> = choice
            .next_picks()
            .into_iter()
            .filter(|p| button_label(*p).is_some())
            .collect();
        let ivanhoe = Pick::Button(ButtonPick::Ivanhoe);
        if matches!(seen.board.phase(), Phase::Reaction { .. }) && !out.contains(&ivanhoe) {
            out.insert(0, ivanhoe);
        }
        if !choice.selection.picks().is_empty() {
            out.push(Pick::Button(ButtonPick::Cancel));
        }
        out
    }

    fn takes_back(pick: Pick) -> Option<TakeBack> {
        match pick {
            Pick::Button(ButtonPick::Back) => Some(TakeBack::Last),
            Pick::Button(ButtonPick::Cancel) => Some(TakeBack::All),
            _ => None,
        }
    }

    fn key_picks(control: Control) -> Vec<Pick> {
        match control {
            Control::Stay => vec![Pick::Button(ButtonPick::Stay)],
            Control::Withdraw => vec![Pick::Button(ButtonPick::Withdraw)],
            _ => Vec::new(),
        }
    }

    /// With one person at the screen, an Ivanhoe window in which they can only pass is passed
    /// for them: no other person is there to learn anything from it (RULINGS §1, hidden
    /// information).
    fn lone_pass(seen: &Seen) -> Option<Action> {
        (matches!(seen.board.phase(), Phase::Reaction { .. })
            && seen.legal.as_slice() == [Action::Pass])
        .then_some(Action::Pass)
    }

    fn prompt(
        seen: &Seen,
        seating: &Seating,
        away: &AwaySeats,
        choice: &HumanChoice,
        phase: &TournamentPhase,
    ) -> Option<Msg> {
        prompt_line(seating, away, seen, choice, *phase)
    }

    fn refusal(seen: &Seen, seating: &Seating, choice: &HumanChoice, pick: Pick) -> Msg {
        refusal(seating, seen, choice.seat.unwrap_or(seen.seat), pick)
    }

    fn label(_seen: &Seen, _seating: &Seating, pick: Pick) -> Msg {
        button_label(pick).unwrap_or_else(|| Msg::new("iv-prompt-choose"))
    }

    fn pick_words(seen: &Seen, seating: &Seating, pick: Pick) -> Msg {
        let names = seating.names();
        let who = words::speaker(&names, Some(seen.seat));
        match pick {
            Pick::HandCard(card) => words::card_words(card, words::Form::Start),
            Pick::Seat(s) => who.name(s),
            Pick::DisplayCard(s, i) => match seen.board.display(s).get(i as usize) {
                Some(card) => who.whose(s, *card),
                None => who.name(s),
            },
            Pick::Shield(s) => who.whose(s, Card::Shield),
            Pick::Stunned(s) => who.whose(s, Card::Stunned),
            Pick::Colour(_) | Pick::Token(_) | Pick::Button(_) => Self::label(seen, seating, pick),
        }
    }

    fn why(seen: &Seen, _seating: &Seating, action: &Action) -> Option<Msg> {
        super::why::why(&seen.board, seen.deciding.unwrap_or(seen.seat), action)
    }

    fn hue(pick: Pick) -> Option<(Color, Color)> {
        match pick {
            Pick::Colour(c) | Pick::Token(c) => Some((look::ink_on(c), look::colour_hue(c))),
            _ => None,
        }
    }

    /// The cards an action card waiting for its answers aims at.
    fn aimed(pieces: &Pieces, seen: &Seen, entity: Entity) -> bool {
        let Some((_, place, index)) = pieces.table.card_at(entity) else {
            return false;
        };
        let own = match place {
            Place::Display(s) => Pick::DisplayCard(s, index as u8),
            Place::Shield(s) => Pick::Shield(s),
            Place::Stunned(s) => Pick::Stunned(s),
            _ => return false,
        };
        aimed_cards(&seen.board).contains(&own)
    }
}

/// Why a pick is not legal now, in words, from the engine's refusal where the pick is a whole
/// action.
fn refusal(seating: &Seating, seen: &Seen, seat: Seat, pick: Pick) -> Msg {
    let state = &seen.board;
    let names = seating.names();
    let who = words::speaker(&names, Some(seat));
    let action = match pick {
        Pick::HandCard(card) => return words::why_not(state, card, &who),
        Pick::Button(ButtonPick::Stay) => Action::Stay,
        Pick::Button(ButtonPick::Withdraw) => Action::Withdraw,
        Pick::Button(ButtonPick::Ivanhoe) => Action::Ivanhoe,
        Pick::Button(ButtonPick::Pass) => Action::Pass,
        _ => return Msg::new("iv-not-a-choice"),
    };
    match state.check(&action) {
        Err(error) => words::refusal(&error, seat, state, &who),
        Ok(()) => Msg::new("iv-not-now"),
    }
}

/// What a card at `index` of `place` stands for in the decision being built.
fn pick_at(choice: &HumanChoice, face: CardFace, place: Place, index: usize) -> Option<Pick> {
    let seat_pick = |s: Seat, own: Pick| {
        if !choice.selection.allows(own) && choice.selection.allows(Pick::Seat(s)) {
            Pick::Seat(s)
        } else {
            own
        }
    };
    Some(match place {
        Place::Hand(s) if Some(s) == choice.seat => Pick::HandCard(face.0?),
        Place::Hand(s) => Pick::Seat(s),
        Place::Display(s) => seat_pick(s, Pick::DisplayCard(s, index as u8)),
        Place::Shield(s) => seat_pick(s, Pick::Shield(s)),
        Place::Stunned(s) => seat_pick(s, Pick::Stunned(s)),
        Place::Deck | Place::Discard | Place::Pending | Place::Tokens(_) | Place::Pool(_) => {
            return None;
        }
    })
}

/// What the table asks, in words.
pub(super) fn prompt_line(
    seating: &Seating,
    away: &AwaySeats,
    seen: &Seen,
    choice: &HumanChoice,
    phase: TournamentPhase,
) -> Option<Msg> {
    let state = &seen.board;
    let names = seating.names();
    match phase {
        TournamentPhase::TournamentWon => return Some(Msg::new("iv-prompt-tournament-won")),
        TournamentPhase::GameOver => return Some(Msg::new("iv-prompt-game-over")),
        _ => {}
    }
    let seat = seating.deciding?;
    let faces = |s: Seat, at| words::face_up_card(state, s, at);
    if choice.seat != Some(seat) {
        let who = words::speaker(&names, handoff::single_viewer(&seating.seats));
        return Some(match state.phase() {
            Phase::Reaction { .. } => {
                let play = state
                    .pending()
                    .map(|p| {
                        who.says("iv-plays", p.actor)
                            .with("play", words::play_words(p.play, p.actor, &who, &faces))
                    })
                    .unwrap_or_else(|| Msg::new("iv-prompt-ivanhoe-unknown"));
                Msg::new("iv-prompt-waiting").with("play", play)
            }
            _ if seating.is_human(seat) => {
                Msg::new("iv-prompt-their-turn").with("who", names[seat].clone())
            }
            _ => seating
                .remote_prompt(seat, away)
                .unwrap_or_else(|| Msg::new("iv-prompt-thinking").with("who", names[seat].clone())),
        });
    }
    let who = words::speaker(&names, Some(seat));
    let picks = choice.selection.picks();
    let totals = |id: &'static str| {
        Msg::new(id)
            .with("total", state.total(seat))
            .with("best", state.best_other_total(seat))
    };
    Some(match state.phase() {
        Phase::ChooseColour => Msg::new("iv-prompt-choose-colour"),
        Phase::FirstCard => {
            let colour = state.colour().unwrap_or(ivanhoe_rules::Colour::Purple);
            Msg::new("iv-prompt-first-card")
                .with("colour", words::colour(colour))
                .with("colourf", words::colour_of_card(colour))
        }
        Phase::Play => match picks.first() {
            None if !choice
                .next_picks()
                .iter()
                .any(|p| matches!(p, Pick::HandCard(_))) =>
            {
                if choice
                    .next_picks()
                    .contains(&Pick::Button(ButtonPick::Stay))
                {
                    totals("iv-prompt-stay-or-withdraw")
                } else {
                    totals("iv-prompt-withdraw")
                }
            }
            None => totals("iv-prompt-play"),
            Some(Pick::HandCard(card)) => match (card, picks.len()) {
                (Card::Outwit, 1) => Msg::new("iv-prompt-outwit-mine"),
                (Card::Outwit, _) => Msg::new("iv-prompt-outwit-theirs"),
                (Card::Unhorse | Card::ChangeWeapon, _) => {
                    Msg::new("iv-prompt-new-colour").with("card", words::card_name(*card))
                }
                (Card::Dodge, _) => Msg::new("iv-prompt-dodge"),
                (Card::Retreat, _) => Msg::new("iv-prompt-retreat"),
                _ => Msg::new("iv-prompt-player").with("card", words::card_name(*card)),
            },
            Some(_) => Msg::new("iv-prompt-choose"),
        },
        Phase::AdaptKeep { keep } => {
            let value = state
                .pending()
                .map(|p| p.keeps[keep].value)
                .unwrap_or_default();
            Msg::new("iv-prompt-adapt").with("value", value)
        }
        Phase::Reaction { .. } => match state.pending() {
            Some(p) => Msg::new("iv-prompt-ivanhoe").with(
                "play",
                who.says("iv-plays", p.actor)
                    .with("play", words::play_words(p.play, p.actor, &who, &faces)),
            ),
            None => Msg::new("iv-prompt-ivanhoe-unknown"),
        },
        Phase::ChooseToken { .. } => Msg::new("iv-prompt-choose-token"),
        Phase::ReturnToken { .. } => Msg::new("iv-prompt-return-token"),
        Phase::Over => return None,
    })
}

/// The label of a pick shown as a button (colours, tokens and the turn's buttons).
pub(super) fn button_label(pick: Pick) -> Option<Msg> {
    Some(match pick {
        Pick::Colour(c) | Pick::Token(c) => look::colour_label(c),
        Pick::Button(ButtonPick::Stay) => Msg::new("iv-stay"),
        Pick::Button(ButtonPick::Withdraw) => Msg::new("iv-withdraw"),
        Pick::Button(ButtonPick::Ivanhoe) => Msg::new("iv-ivanhoe"),
        Pick::Button(ButtonPick::Pass) => Msg::new("iv-pass"),
        Pick::Button(ButtonPick::Cancel) => Msg::new("iv-cancel"),
        Pick::Button(ButtonPick::Back) => Msg::new("iv-back"),
        _ => return None,
    })
}
