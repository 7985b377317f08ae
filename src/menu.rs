//! Menu buttons that work alike with the mouse (click), the keyboard and a gamepad (a focus
//! moved with the arrows or the D-pad, chosen with Enter or A). A button does its work in an
//! observer of [`Activate`].

use bevy::prelude::*;
use leafwing_input_manager::prelude::*;

use crate::input::{Control, Controls};
use crate::theme;

/// A focusable menu button; buttons are visited in `order`.
#[derive(Component, Clone, Copy, Debug)]
pub struct MenuItem {
    /// Place in the focus order.
    pub order: u32,
    /// Whether it can be pressed.
    pub enabled: bool,
}

impl MenuItem {
    /// An enabled button at `order`.
    pub fn at(order: u32) -> Self {
        Self {
            order,
            enabled: true,
        }
    }
}

/// A menu button was pressed (clicked, or chosen with the keyboard or a gamepad).
#[derive(EntityEvent, Debug, Clone, Copy)]
pub struct Activate {
    /// The button.
    pub entity: Entity,
}

/// The focused button's order, if any has focus.
#[derive(Resource, Default, Debug)]
pub struct MenuFocus(pub Option<u32>);

/// Menu input runs before the table's, so a press is used once.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct MenuSystems;

/// Clicks, focus moves and styling of menu buttons.
pub fn plugin(app: &mut App) {
    app.init_resource::<MenuFocus>();
    app.add_systems(Update, (click, keys, style).chain().in_set(MenuSystems));
}

fn click(
    mut commands: Commands,
    buttons: Query<(Entity, &Interaction, &MenuItem), Changed<Interaction>>,
) {
    for (entity, interaction, item) in &buttons {
        if *interaction == Interaction::Pressed && item.enabled {
            commands.trigger(Activate { entity });
        }
    }
}

fn keys(
    mut commands: Commands,
    controls: Single<&ActionState<Control>, With<Controls>>,
    items: Query<(Entity, &MenuItem)>,
    mut focus: ResMut<MenuFocus>,
) {
    let mut order: Vec<(u32, Entity)> = items
        .iter()
        .filter(|(_, i)| i.enabled)
        .map(|(e, i)| (i.order, e))
        .collect();
    if order.is_empty() {
        return;
    }
    order.sort_by_key(|(o, _)| *o);
    let at = focus
        .0
        .and_then(|f| order.iter().position(|(o, _)| *o == f));
    let step = |delta: isize| -> u32 {
        let n = order.len() as isize;
        let i = match at {
            Some(i) => (i as isize + delta).rem_euclid(n),
            None => 0,
        };
        order[i as usize].0
    };
    if controls.just_pressed(&Control::Next) {
        focus.0 = Some(step(1));
    } else if controls.just_pressed(&Control::Previous) {
        focus.0 = Some(step(-1));
    } else if controls.just_pressed(&Control::Select) {
        match at {
            Some(i) => commands.trigger(Activate { entity: order[i].1 }),
            None => focus.0 = Some(order[0].0),
        }
    }
}

fn style(
    focus: Res<MenuFocus>,
    mut buttons: Query<(
        &MenuItem,
        &Interaction,
        &mut BackgroundColor,
        &mut BorderColor,
    )>,
) {
    for (item, interaction, mut background, mut border) in &mut buttons {
        let focused = focus.0 == Some(item.order);
        background.0 = if !item.enabled {
            theme::BUTTON_OFF
        } else if focused || *interaction != Interaction::None {
            theme::BUTTON_HOT
        } else {
            theme::BUTTON
        };
        *border = BorderColor::all(if focused { theme::GOLD } else { Color::NONE });
    }
}
