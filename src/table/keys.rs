//! The table's share of a person's keys and buttons, the same in every game: F (or Y) changes the
//! animation speed, and a press while pieces fly only ends the flights. The games' own key
//! systems run after [`TableKeys`] and move their focus with [`step_focus`].

use bevy::prelude::*;
use bevy_tweening::TweenAnim;
use leafwing_input_manager::prelude::ActionState;

use super::animation::{self, Placement};
use super::handoff::HandOffSystems;
use super::pointer::PanelFollows;
use super::{MatchSystems, Notice};
use shell::input::{Control, Controls, PressUsed};
use shell::locale::{Locale, Msg};
use shell::menu::MenuItem;
use shell::settings::AnimationSpeed;

/// The table's key handling: the games' key systems run after it.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TableKeys;

/// The controls a person uses to decide: any of them, pressed while pieces fly, ends the
/// flights instead.
const DECIDING: [Control; 8] = [
    Control::Select,
    Control::Back,
    Control::Next,
    Control::Previous,
    Control::Up,
    Control::Down,
    Control::Stay,
    Control::Withdraw,
];

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        table_keys
            .in_set(MatchSystems::Input)
            .in_set(TableKeys)
            .after(HandOffSystems),
    );
}

fn table_keys(
    controls: Single<&ActionState<Control>, With<Controls>>,
    menus: Query<(), With<MenuItem>>,
    mut used: ResMut<PressUsed>,
    mut speed: ResMut<AnimationSpeed>,
    mut notice: ResMut<Notice>,
    locale: Res<Locale>,
    mut commands: Commands,
    moving: Query<(Entity, &Placement), With<TweenAnim>>,
    mut follows: ResMut<PanelFollows>,
) {
    if DECIDING.iter().any(|c| controls.just_pressed(c)) {
        follows.set_if_neq(PanelFollows::Focus);
    }
    if controls.just_pressed(&Control::Speed) {
        *speed = speed.next();
        notice.inform(locale.text(&Msg::new("menu-animations").with("speed", speed.label())));
    }
    if used.0 || !menus.is_empty() {
        return; // a menu (the hand-off screen, the match's menu) has the keys
    }
    let pressed = DECIDING.iter().any(|c| controls.just_pressed(c));
    if pressed && !moving.is_empty() {
        // The press that ends the flights does nothing else.
        animation::skip(&mut commands, &moving);
        used.0 = true;
    }
}

/// The focus after this frame's presses over `len` choices: the next or previous one, stopping
/// at the ends rather than wrapping round to the far side; `None` when no moving key was pressed.
pub fn step_focus(controls: &ActionState<Control>, focus: usize, len: usize) -> Option<usize> {
    let last = len.checked_sub(1)?;
    if controls.just_pressed(&Control::Next) || controls.just_pressed(&Control::Down) {
        Some((focus + 1).min(last))
    } else if controls.just_pressed(&Control::Previous) || controls.just_pressed(&Control::Up) {
        Some(focus.min(last).saturating_sub(1))
    } else {
        None
    }
}
