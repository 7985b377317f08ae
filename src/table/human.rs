//! A person's decisions: pointer clicks on cards, tokens, plates and prompt buttons, and the
//! focus cursor of the keyboard and gamepad, all become [`PickRequest`]s over the same
//! [`Selection`] of legal actions. A pick that is not legal is refused with the engine's reason.

use bevy::prelude::*;
use bevy_tweening::TweenAnim;
use ivanhoe_rules::{Action, Card};
use leafwing_input_manager::prelude::*;
use rules_core::{Game, Seat};

use super::animation::{self, AnimationSpeed, Placement};
use super::cards::{CardEntity, Highlight};
use super::choices::{ButtonPick, Outcome, Pick, Selection, why_not};
use super::hud::{Notice, PlateEntity, PromptButton};
use super::model::Zone;
use super::present::{Table, TokenEntity};
use super::{Decision, Interlude, MatchSystems, Session, Viewer};
use crate::input::{Control, Controls};
use crate::menu::MenuItem;

/// The decision a person at the screen is building, if it is his to make.
#[derive(Resource, Default, Debug)]
pub struct HumanChoice {
    /// The deciding seat, when a person decides and sees his hand.
    pub seat: Option<Seat>,
    /// The legal actions and the picks made.
    pub selection: Selection,
    /// The focus cursor: an index into the next picks.
    pub focus: usize,
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

    /// The pick under the focus cursor.
    pub fn focused(&self) -> Option<Pick> {
        let next = self.next_picks();
        next.get(self.focus.min(next.len().saturating_sub(1)))
            .copied()
    }
}

/// A person pointed at or chose something.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PickRequest(pub Pick);

/// The systems that read a person's input (the hand-off screen runs before them).
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct HumanInput;

/// The card under the pointer, for the rules card.
#[derive(Resource, Default, Debug)]
pub struct Hovered(pub Option<Entity>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HumanChoice>()
        .init_resource::<Hovered>();
    app.add_message::<PickRequest>();
    app.add_systems(
        Update,
        (refresh, keys, prompt_buttons, handle_picks)
            .chain()
            .in_set(MatchSystems::Input)
            .in_set(HumanInput),
    );
    app.add_systems(Update, highlight.in_set(MatchSystems::Ui));
    app.add_observer(on_click);
    app.add_observer(on_over);
    app.add_observer(on_out);
}

/// Builds the selection when a person's decision comes up (and the hand-off is done).
fn refresh(
    session: Res<Session>,
    viewer: Res<Viewer>,
    interlude: Res<Interlude>,
    mut choice: ResMut<HumanChoice>,
) {
    let seat = session
        .deciding()
        .filter(|&s| session.is_human(s) && viewer.0 == Some(s) && interlude.0.is_none());
    match seat {
        None => {
            if choice.seat.is_some() {
                choice.seat = None;
            }
        }
        Some(seat) => {
            if choice.seat != Some(seat) || choice.built_at != session.actions.len() {
                let mut legal = Vec::new();
                session.state.legal_actions(&mut legal);
                *choice = HumanChoice {
                    seat: Some(seat),
                    selection: Selection::new(&session.state, &legal),
                    focus: 0,
                    built_at: session.actions.len(),
                };
            }
        }
    }
}

/// Keyboard and gamepad: move the focus over the legal choices, choose, go back, end the turn.
fn keys(
    controls: Single<&ActionState<Control>, With<Controls>>,
    menus: Query<(), With<MenuItem>>,
    mut choice: ResMut<HumanChoice>,
    mut picks: MessageWriter<PickRequest>,
    mut speed: ResMut<AnimationSpeed>,
    mut commands: Commands,
    moving: Query<(Entity, &Placement), With<TweenAnim>>,
) {
    if controls.just_pressed(&Control::Speed) {
        *speed = speed.next();
    }
    if !menus.is_empty() {
        return; // the hand-off screen has the keys
    }
    let pressed = [
        Control::Select,
        Control::Back,
        Control::Next,
        Control::Previous,
        Control::Stay,
        Control::Withdraw,
    ]
    .iter()
    .any(|c| controls.just_pressed(c));
    if pressed && !moving.is_empty() {
        animation::skip(&mut commands, &moving);
        return;
    }
    let next = choice.next_picks();
    if next.is_empty() {
        return;
    }
    if controls.just_pressed(&Control::Next) {
        choice.focus = (choice.focus + 1) % next.len();
    } else if controls.just_pressed(&Control::Previous) {
        choice.focus = (choice.focus + next.len() - 1) % next.len();
    } else if controls.just_pressed(&Control::Select) {
        if let Some(pick) = choice.focused() {
            picks.write(PickRequest(pick));
        }
    } else if controls.just_pressed(&Control::Back) {
        choice.selection.back();
        choice.focus = 0;
    } else if controls.just_pressed(&Control::Stay) {
        picks.write(PickRequest(Pick::Button(ButtonPick::Stay)));
    } else if controls.just_pressed(&Control::Withdraw) {
        picks.write(PickRequest(Pick::Button(ButtonPick::Withdraw)));
    }
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

/// Turns picks into decisions, or says why a pick is refused.
fn handle_picks(
    mut requests: MessageReader<PickRequest>,
    mut choice: ResMut<HumanChoice>,
    session: Res<Session>,
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
        match choice.selection.pick(*pick) {
            Outcome::Complete(action) => {
                decisions.write(Decision { seat, action });
                choice.seat = None;
                return;
            }
            Outcome::Continue => choice.focus = 0,
            Outcome::NotLegal => notice.show(refusal(&session, *pick)),
        }
    }
}

/// Why a pick is not legal now, in the engine's words where the pick is a whole action.
fn refusal(session: &Session, pick: Pick) -> String {
    let state = &session.state;
    let action = match pick {
        Pick::HandCard(card) => return why_not(state, card),
        Pick::Button(ButtonPick::Stay) => Action::Stay,
        Pick::Button(ButtonPick::Withdraw) => Action::Withdraw,
        Pick::Button(ButtonPick::Ivanhoe) => Action::Ivanhoe,
        Pick::Button(ButtonPick::Pass) => Action::Pass,
        _ => return "That is not one of the choices now.".into(),
    };
    let mut probe = state.clone();
    match probe.apply(&action, &mut Vec::new()) {
        Err(error) => format!("Not allowed: {error}"),
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

fn on_click(
    click: On<Pointer<Click>>,
    table: Option<Res<Table>>,
    choice: Res<HumanChoice>,
    cards: Query<&CardEntity>,
    tokens: Query<&TokenEntity>,
    plates: Query<&PlateEntity>,
    mut picks: MessageWriter<PickRequest>,
) {
    let Some(table) = table else {
        return;
    };
    let entity = click.event_target();
    let pick = if let Ok(card) = cards.get(entity) {
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

fn on_over(
    over: On<Pointer<Over>>,
    cards: Query<(), With<CardEntity>>,
    mut hovered: ResMut<Hovered>,
) {
    if cards.contains(over.event_target()) {
        hovered.0 = Some(over.event_target());
    }
}

fn on_out(out: On<Pointer<Out>>, mut hovered: ResMut<Hovered>) {
    if hovered.0 == Some(out.event_target()) {
        hovered.0 = None;
    }
}

/// Marks the legal choices, the focus and the picks made.
fn highlight(
    table: Res<Table>,
    choice: Res<HumanChoice>,
    mut cards: Query<(&CardEntity, &mut Highlight)>,
) {
    let next = choice.next_picks();
    let focused = choice.focused();
    let picked = choice.selection.picks();
    let places = table.model.placements();
    for (card, mut highlight) in &mut cards {
        let (zone, index) = places[card.0 as usize];
        let mark = match pick_at(&table, &choice, *card, zone, index) {
            Some(pick) if choice.seat.is_some() && picked.contains(&pick) => Highlight::Picked,
            Some(pick) if Some(pick) == focused => Highlight::Focused,
            Some(pick) if next.contains(&pick) => Highlight::Legal,
            _ => Highlight::None,
        };
        if *highlight != mark {
            *highlight = mark;
        }
    }
}
