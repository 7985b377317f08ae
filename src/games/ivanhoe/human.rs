//! A person's decisions: pointer clicks on cards, tokens, plates and prompt buttons, and the
//! focus cursor of the keyboard and gamepad, all become [`PickRequest`]s over the same
//! [`Selection`] of legal actions. A pick that is not legal is refused with the engine's reason,
//! in words.
//!
//! The focus cursor visits every card of the hand (so a keyboard player can read what an
//! unplayable card does and why it is blocked) and the prompt's choices, and rests on a legal
//! one; never on Withdraw while anything else may be done: withdrawing takes its own key (W,
//! or a shoulder button) or a click, so no stray Enter ends a tournament.

use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;
use bevy_tweening::TweenAnim;
use ivanhoe_rules::{Action, Card, Phase};
use leafwing_input_manager::prelude::*;
use rules_core::Seat;

use super::cards::CardEntity;
use super::choices::{ButtonPick, Pick, Selection, aimed_cards};
use super::hud::{PlateEntity, PromptButton};
use super::model::{CardId, Zone};
use super::present::{Table, TokenEntity};
use super::words;
use super::{Decision, Seen};
use crate::shell::input::{Control, Controls, PressUsed};
use crate::shell::menu::MenuItem;
use crate::table::Notice;
use crate::table::Seating;
use crate::table::animation::{self, Placement};
use crate::table::handoff;
use crate::table::highlight::Highlight;
use crate::table::keys::{TableKeys, step_focus};
use crate::table::pause::OpenMatchMenu;
use crate::table::selection::Outcome;
use crate::table::{Interlude, MatchSystems, Viewer};

/// The decision a person at the screen is building, if it is theirs to make.
#[derive(Resource, Default, Debug)]
pub struct HumanChoice {
    /// The deciding seat, when a person decides and sees their hand.
    pub seat: Option<Seat>,
    /// The legal actions and the picks made.
    pub selection: Selection,
    /// The focus cursor: an index into [`HumanChoice::ring`].
    pub focus: usize,
    /// The hand's physical cards in the order they lie, identical ones each in its place.
    hand: Vec<(CardId, Card)>,
    /// The physical card last focused or clicked, for the pick about to be made.
    pointed: Option<CardId>,
    /// The physical card of the hand this decision plays, once picked.
    chosen: Option<CardId>,
    /// Whether the first pick may be any card of the hand (a turn, or a tournament's opening).
    turn: bool,
    built_at: usize,
}

impl HumanChoice {
    /// The picks that may come next (empty when no person decides).
    pub fn next_picks(&self) -> Vec<Pick> {
        if self.seat.is_some() {
            self.selection.next_picks()
        } else {
            Vec::new()
        }
    }

    /// What the focus cursor visits, in order: at the start of a turn every card of the hand,
    /// playable or not, identical cards each once (two purple 5s are two stops), then the
    /// prompt's choices; later, the legal picks. Never Withdraw while anything else may be
    /// done; when withdrawing is all that is left, it is the choice the focus rests on.
    pub fn ring(&self) -> Vec<Pick> {
        let next = self.next_picks();
        let withdraw = Pick::Button(ButtonPick::Withdraw);
        let forced = next == [withdraw];
        let mut ring: Vec<Pick> = Vec::new();
        if self.hand_opens_the_ring() {
            ring.extend(self.hand.iter().map(|&(_, c)| Pick::HandCard(c)));
        }
        for pick in next {
            if (pick != withdraw || forced) && !ring.contains(&pick) {
                ring.push(pick);
            }
        }
        ring
    }

    fn hand_opens_the_ring(&self) -> bool {
        self.turn && self.selection.picks().is_empty()
    }

    /// The pick under the focus cursor.
    pub fn focused(&self) -> Option<Pick> {
        let ring = self.ring();
        ring.get(self.focus.min(ring.len().saturating_sub(1)))
            .copied()
    }

    /// The physical card under the focus cursor: the copy at the focus where the hand opens
    /// the ring, else the first copy of the focused kind.
    pub fn focused_card(&self) -> Option<CardId> {
        let Some(Pick::HandCard(kind)) = self.focused() else {
            return None;
        };
        let at = self.focus.min(self.ring().len().saturating_sub(1));
        if self.hand_opens_the_ring() {
            return self.hand.get(at).map(|&(id, _)| id);
        }
        self.hand
            .iter()
            .find(|&&(_, c)| c == kind)
            .map(|&(id, _)| id)
    }

    /// Puts the focus on the first legal choice of the ring (a playable card, else Stay, ...).
    fn focus_first_legal(&mut self) {
        let next = self.next_picks();
        self.focus = self
            .ring()
            .iter()
            .position(|p| next.contains(p))
            .unwrap_or(0);
    }
}

/// A person pointed at or chose something.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PickRequest(pub Pick);

/// The systems that read a person's input (the hand-off screen runs before them).
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct HumanInput;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HumanChoice>();
    app.add_message::<PickRequest>();
    app.add_systems(
        Update,
        (refresh, keys, prompt_buttons, handle_picks)
            .chain()
            .in_set(MatchSystems::Input)
            .in_set(HumanInput)
            .in_set(super::IvanhoeSystems)
            .after(TableKeys),
    );
    app.add_systems(
        Update,
        highlight
            .in_set(MatchSystems::Ui)
            .in_set(super::IvanhoeSystems),
    );
    app.add_observer(on_click);
}

/// Builds the selection when a person's decision comes up (and the hand-off is done). With one
/// person at the screen, an Ivanhoe window in which they can only pass is passed for them: no
/// other person is there to learn anything from it (RULINGS §1, hidden information).
fn refresh(
    seating: Res<Seating>,
    seen: Res<Seen>,
    viewer: Res<Viewer>,
    interlude: Res<Interlude>,
    table: Res<Table>,
    mut choice: ResMut<HumanChoice>,
    mut decisions: MessageWriter<Decision>,
) {
    let seat = crate::table::person_to_decide(&seating, &seen, &viewer, &interlude);
    let Some(seat) = seat else {
        if choice.seat.is_some() {
            choice.seat = None;
        }
        return;
    };
    if choice.seat == Some(seat) && choice.built_at == seating.decisions {
        return;
    }
    let legal = &seen.legal;
    let phase = seen.board.phase();
    if matches!(phase, Phase::Reaction { .. })
        && legal.as_slice() == [Action::Pass]
        && handoff::single_viewer(&seating.seats) == Some(seat)
    {
        decisions.write(Decision {
            seat,
            action: Action::Pass,
        });
        choice.seat = None;
        choice.built_at = seating.decisions;
        return;
    }
    let hand: Vec<(CardId, Card)> = table
        .hand_in_order(seat)
        .into_iter()
        .filter_map(|id| Some((id, table.model.face(id)?)))
        .collect();
    *choice = HumanChoice {
        seat: Some(seat),
        selection: super::choices::selection(&seen.board, legal),
        focus: 0,
        hand,
        pointed: None,
        chosen: None,
        turn: matches!(phase, Phase::Play | Phase::FirstCard),
        built_at: seating.decisions,
    };
    choice.focus_first_legal();
}

/// Keyboard and gamepad: move the focus over the choices, choose, go back, end the turn.
fn keys(
    controls: Single<&ActionState<Control>, With<Controls>>,
    menus: Query<(), With<MenuItem>>,
    mut used: ResMut<PressUsed>,
    mut choice: ResMut<HumanChoice>,
    mut picks: MessageWriter<PickRequest>,
    mut open_menu: MessageWriter<OpenMatchMenu>,
) {
    if used.0 || !menus.is_empty() {
        return; // a menu (the hand-off screen, the match's menu) has the keys
    }
    // Escape takes back a pick under way; with none (or nobody deciding: a computer player's
    // turn, a replay), it opens the menu.
    if controls.just_pressed(&Control::Menu)
        || (controls.just_pressed(&Control::Back)
            && (choice.seat.is_none() || choice.selection.picks().is_empty()))
    {
        open_menu.write(OpenMatchMenu);
        used.0 = true;
        return;
    }
    let ring = choice.ring();
    if ring.is_empty() {
        return;
    }
    if let Some(focus) = step_focus(&controls, choice.focus, ring.len()) {
        choice.focus = focus;
    } else if controls.just_pressed(&Control::Select) {
        if let Some(pick) = choice.focused() {
            choice.pointed = choice.focused_card();
            picks.write(PickRequest(pick));
        }
    } else if controls.just_pressed(&Control::Back) {
        picks.write(PickRequest(Pick::Button(ButtonPick::Back)));
    } else if controls.just_pressed(&Control::Stay) {
        picks.write(PickRequest(Pick::Button(ButtonPick::Stay)));
    } else if controls.just_pressed(&Control::Withdraw) {
        picks.write(PickRequest(Pick::Button(ButtonPick::Withdraw)));
    } else {
        return;
    }
    used.0 = true;
}

fn prompt_buttons(
    buttons: Query<(&Interaction, &PromptButton), Changed<Interaction>>,
    mut picks: MessageWriter<PickRequest>,
) {
    for (interaction, button) in &buttons {
        if *interaction == Interaction::Pressed {
            picks.write(PickRequest(button.0));
        }
    }
}

/// Turns picks into decisions, or says why a pick is refused. Cancel and Back take picks back;
/// a pick already made, picked again, takes back everything from it on.
fn handle_picks(
    mut requests: MessageReader<PickRequest>,
    mut choice: ResMut<HumanChoice>,
    mut table: ResMut<Table>,
    seating: Res<Seating>,
    seen: Res<Seen>,
    mut decisions: MessageWriter<Decision>,
    mut notice: ResMut<Notice>,
    mut commands: Commands,
    moving: Query<(Entity, &Placement), With<TweenAnim>>,
) {
    for PickRequest(pick) in requests.read() {
        if !moving.is_empty() {
            animation::skip(&mut commands, &moving);
        }
        let Some(seat) = choice.seat else {
            continue;
        };
        // The copy of a card pointed at (the focus, or the click) is the one this pick means.
        let pointed = choice.pointed.take();
        match pick {
            Pick::Button(ButtonPick::Cancel) => {
                while choice.selection.back() {}
                choice.chosen = None;
                choice.focus_first_legal();
                continue;
            }
            Pick::Button(ButtonPick::Back) => {
                choice.selection.back();
                if choice.selection.picks().is_empty() {
                    choice.chosen = None;
                }
                choice.focus_first_legal();
                continue;
            }
            _ => {}
        }
        if let Some(at) = choice.selection.picks().iter().position(|p| p == pick) {
            while choice.selection.picks().len() > at {
                choice.selection.back();
            }
            choice.focus_first_legal();
            continue;
        }
        let outcome = choice.selection.pick(*pick);
        if outcome != Outcome::NotLegal
            && let Pick::HandCard(kind) = pick
        {
            choice.chosen = pointed
                .filter(|id| table.model.face(*id) == Some(*kind))
                .or(choice.chosen);
        }
        match outcome {
            Outcome::Complete(action) => {
                if let Some(card) = choice.chosen.take() {
                    table.model.prefer(card);
                }
                decisions.write(Decision { seat, action });
                choice.seat = None;
                return;
            }
            Outcome::Continue => choice.focus_first_legal(),
            Outcome::NotLegal => notice.show(refusal(&seating, &seen, seat, *pick)),
        }
    }
}

/// Why a pick is not legal now, in words, from the engine's refusal where the pick is a whole
/// action.
fn refusal(seating: &Seating, seen: &Seen, seat: Seat, pick: Pick) -> String {
    let state = &seen.board;
    let names = seating.names();
    let who = words::Speaker::new(&names, Some(seat));
    let action = match pick {
        Pick::HandCard(card) => return words::why_not(state, card, &who),
        Pick::Button(ButtonPick::Stay) => Action::Stay,
        Pick::Button(ButtonPick::Withdraw) => Action::Withdraw,
        Pick::Button(ButtonPick::Ivanhoe) => Action::Ivanhoe,
        Pick::Button(ButtonPick::Pass) => Action::Pass,
        _ => return "That is not one of the choices now.".into(),
    };
    match state.check(&action) {
        Err(error) => words::refusal(&error, seat, state, &who),
        Ok(()) => "Not now.".into(),
    }
}

/// The pick a card stands for: its own (a hand card, a display card, Shield, Stunned) or, where
/// a player is to be chosen, its owner.
fn card_pick(table: &Table, choice: &HumanChoice, card: CardEntity) -> Option<Pick> {
    let (zone, index) = table.model.zone_of(card.0)?;
    pick_at(table, choice, card, zone, index)
}

fn pick_at(
    table: &Table,
    choice: &HumanChoice,
    card: CardEntity,
    zone: Zone,
    index: usize,
) -> Option<Pick> {
    let seat_pick = |s: Seat, own: Pick| {
        if !choice.selection.allows(own) && choice.selection.allows(Pick::Seat(s)) {
            Pick::Seat(s)
        } else {
            own
        }
    };
    Some(match zone {
        Zone::Hand(s) if Some(s) == choice.seat => {
            Pick::HandCard(table.model.face(card.0).unwrap_or(Card::G1))
        }
        Zone::Hand(s) => Pick::Seat(s),
        Zone::Display(s) => seat_pick(s, Pick::DisplayCard(s, index as u8)),
        Zone::Shield(s) => seat_pick(s, Pick::Shield(s)),
        Zone::Stunned(s) => seat_pick(s, Pick::Stunned(s)),
        Zone::Deck | Zone::Discard | Zone::Pending => return None,
    })
}

/// A click picks what it hits; a right click (or any click off the choices' objects) with the
/// secondary button takes the last pick back.
fn on_click(
    click: On<Pointer<Click>>,
    table: Option<Res<Table>>,
    mut choice: ResMut<HumanChoice>,
    cards: Query<&CardEntity>,
    tokens: Query<&TokenEntity>,
    plates: Query<&PlateEntity>,
    mut picks: MessageWriter<PickRequest>,
) {
    let Some(table) = table else {
        return;
    };
    if click.button == PointerButton::Secondary {
        if choice.seat.is_some() {
            picks.write(PickRequest(Pick::Button(ButtonPick::Back)));
        }
        return;
    }
    if click.button != PointerButton::Primary {
        return;
    }
    let entity = click.event_target();
    let pick = if let Ok(card) = cards.get(entity) {
        choice.pointed = Some(card.0);
        card_pick(&table, &choice, *card)
    } else if let Ok(token) = tokens.get(entity) {
        Some(Pick::Token(token.colour))
    } else if let Ok(plate) = plates.get(entity) {
        Some(Pick::Seat(plate.0))
    } else {
        None
    };
    if let Some(pick) = pick {
        picks.write(PickRequest(pick));
    }
}

/// Marks the legal choices, the focus, the picks made, and the cards an action card aims at.
fn highlight(
    table: Res<Table>,
    choice: Res<HumanChoice>,
    seen: Res<Seen>,
    mut cards: Query<(&CardEntity, &mut Highlight)>,
) {
    let next = choice.next_picks();
    let focused = choice.focused();
    let focused_card = choice.focused_card();
    let picked = choice.selection.picks();
    let aimed = aimed_cards(&seen.board);
    let places = table.model.placements();
    for (card, mut highlight) in &mut cards {
        let (zone, index) = places[card.0 as usize];
        let own = match zone {
            Zone::Display(s) => Some(Pick::DisplayCard(s, index as u8)),
            Zone::Shield(s) => Some(Pick::Shield(s)),
            Zone::Stunned(s) => Some(Pick::Stunned(s)),
            _ => None,
        };
        // Of identical cards in the hand, only the copy under the focus is marked as focused.
        let is_focused = |pick: Pick| match zone {
            Zone::Hand(s) if Some(s) == choice.seat => focused_card == Some(card.0),
            _ => Some(pick) == focused,
        };
        let mark = match pick_at(&table, &choice, *card, zone, index) {
            Some(pick)
                if choice.seat.is_some()
                    && picked.contains(&pick)
                    && !(matches!(pick, Pick::HandCard(_))
                        && choice.chosen.is_some_and(|c| c != card.0)) =>
            {
                Highlight::Picked
            }
            Some(pick) if is_focused(pick) && next.contains(&pick) => Highlight::Focused,
            Some(pick) if is_focused(pick) => Highlight::FocusedBlocked,
            Some(pick) if next.contains(&pick) => Highlight::Legal,
            _ if own.is_some_and(|p| aimed.contains(&p)) => Highlight::Targeted,
            _ => Highlight::None,
        };
        if *highlight != mark {
            *highlight = mark;
        }
    }
}
