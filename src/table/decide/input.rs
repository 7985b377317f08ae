//! The person's input: keys and gamepad moving the focus and picking, clicks on pieces, and each
//! pick applied to the choice.

use bevy::ecs::system::StaticSystemParam;
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;
use bevy_tweening::TweenAnim;
use leafwing_input_manager::prelude::ActionState;

use crate::animation::{self, Placement};
use crate::hud::OpenMatchMenu;
use crate::keys::step_focus;
use crate::selection::Outcome;
use crate::{Decision, Notice, Seating, Seen};
use shell::input::{Control, Controls, PressUsed};
use shell::locale::Locale;
use shell::menu::MenuItem;

use super::choice::Choice;
use super::{PickRequest, Picks, PieceChosen};

/// Keyboard and gamepad: move the focus over the choices and choose; the turn keys (S, W) take
/// their picks; Escape takes back a pick under way, else opens the menu.
pub(super) fn keys<G: Picks>(
    controls: Single<&ActionState<Control>, With<Controls>>,
    menus: Query<(), With<MenuItem>>,
    mut used: ResMut<PressUsed>,
    mut choice: ResMut<Choice<G>>,
    mut picks: MessageWriter<PickRequest<G::Pick>>,
    mut open_menu: MessageWriter<OpenMatchMenu>,
) {
    if used.0 || !menus.is_empty() {
        return; // a menu (the hand-off screen, the match's menu) has the keys
    }
    let picked = choice.seat.is_some() && !choice.selection.picks().is_empty();
    if controls.just_pressed(&Control::Menu) || (controls.just_pressed(&Control::Back) && !picked) {
        open_menu.write(OpenMatchMenu);
        used.0 = true;
        return;
    }
    if choice.seat.is_none() || choice.ring.is_empty() {
        return;
    }
    if let Some(focus) = step_focus(&controls, choice.focus, choice.ring.len()) {
        choice.focus = focus;
    } else if controls.just_pressed(&Control::Select) {
        if let Some(pick) = choice.focused() {
            choice.pointed = choice.focused_piece();
            picks.write(PickRequest(pick));
        }
    } else if controls.just_pressed(&Control::Back) {
        if let Some(back) = G::BACK {
            picks.write(PickRequest(back));
        }
    } else if let Some(control) = [Control::Stay, Control::Withdraw]
        .into_iter()
        .find(|c| controls.just_pressed(c))
    {
        let wanted = G::key_picks(control);
        let Some(pick) = wanted
            .iter()
            .find(|p| choice.allows(**p))
            .or(wanted.first())
        else {
            return;
        };
        picks.write(PickRequest(*pick));
    } else {
        return;
    }
    used.0 = true;
}

/// Turns picks into decisions, or says why a pick is refused. A pick already made, picked
/// again, takes back everything from it on.
#[allow(clippy::too_many_arguments)]
pub(super) fn handle_picks<G: Picks>(
    mut commands: Commands,
    mut requests: MessageReader<PickRequest<G::Pick>>,
    mut choice: ResMut<Choice<G>>,
    seen: Res<Seen<G>>,
    seating: Res<Seating>,
    mut decisions: MessageWriter<Decision<G>>,
    mut chosen_pieces: MessageWriter<PieceChosen>,
    mut notice: ResMut<Notice>,
    moving: Query<(Entity, &Placement), With<TweenAnim>>,
    locale: Res<Locale>,
) {
    for PickRequest(pick) in requests.read() {
        if !moving.is_empty() {
            animation::skip(&mut commands, &moving);
        }
        let Some(seat) = choice.seat else {
            continue;
        };
        let pointed = choice.pointed.take();
        if let Some(how) = G::takes_back(*pick) {
            choice.take_back(how);
            choice.rebuild(&seen);
            choice.focus_first_legal();
            continue;
        }
        let pick = match G::stands_for(&choice, *pick) {
            Some(Ok(stand_in)) => stand_in,
            Some(Err(why)) => {
                notice.show(locale.text(&why));
                continue;
            }
            None => *pick,
        };
        if let Some(at) = choice.selection.picks().iter().position(|p| *p == pick) {
            choice.take_back_to(at);
            choice.rebuild(&seen);
            choice.focus_first_legal();
            continue;
        }
        if let (Some(guided), Some((_, words))) = (choice.guided, &choice.guide)
            && pick != guided
        {
            // The guide points at one pick: any other is refused with the step's words.
            notice.show(locale.text(words));
            continue;
        }
        let outcome = choice.selection.pick(pick);
        if outcome != Outcome::NotLegal && choice.in_hand(pick) {
            let piece_of = |e: Entity| choice.hand.iter().find(|(p, _)| *p == Some(e));
            choice.chosen = pointed
                .filter(|e| piece_of(*e).is_some_and(|(_, p)| *p == pick))
                .or(choice.chosen)
                .or_else(|| choice.hand_piece(pick));
        }
        match outcome {
            Outcome::Complete(action) if !G::asks_first(&action, pick) => {
                if let Some(piece) = choice.chosen.take() {
                    chosen_pieces.write(PieceChosen(piece));
                }
                decisions.write(Decision { seat, action });
                choice.seat = None;
                choice.rebuild(&seen);
                return;
            }
            Outcome::Complete(_) | Outcome::Continue => {
                choice.rebuild(&seen);
                choice.focus_first_legal();
            }
            Outcome::NotLegal => {
                notice.show(locale.text(&G::refusal(&seen, &seating, &choice, pick)))
            }
        }
    }
}

/// Clicks: the pick the piece stands for; a right click takes the last pick back.
pub(super) fn on_click<G: Picks>(
    click: On<Pointer<Click>>,
    pieces: StaticSystemParam<G::Pieces>,
    mut choice: ResMut<Choice<G>>,
    mut picks: MessageWriter<PickRequest<G::Pick>>,
) {
    if choice.seat.is_none() {
        return;
    }
    match click.button {
        PointerButton::Secondary => {
            if let Some(back) = G::BACK {
                picks.write(PickRequest(back));
            }
        }
        PointerButton::Primary => {
            let entity = click.event_target();
            if let Some(pick) = G::pick_of(&pieces, &choice, entity) {
                if choice.hand.iter().any(|(p, _)| *p == Some(entity)) {
                    choice.pointed = Some(entity);
                }
                picks.write(PickRequest(pick));
            }
        }
        PointerButton::Middle => {}
    }
}
