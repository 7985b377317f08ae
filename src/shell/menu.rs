//! Menu buttons that work alike with the mouse (click), the keyboard and a gamepad (a focus
//! moved with the arrows or the D-pad, chosen with Enter or A). A button does its work in an
//! observer of [`Activate`].
//!
//! Buttons sit in rows: Left and Right (and Tab) walk the reading order, Up and Down go to the
//! row above or below, to the button nearest in its row. A screen's "back" button also answers
//! Escape, Backspace and a gamepad's B.

use bevy::prelude::*;
use leafwing_input_manager::prelude::*;

use crate::input::{Control, Controls, PressUsed};
use crate::theme;

/// A focusable menu button; buttons are visited in `order`, and sit in `row`.
#[derive(Component, Clone, Copy, Debug)]
pub struct MenuItem {
    /// Place in the focus order.
    pub order: u32,
    /// Whether it can be pressed.
    pub enabled: bool,
    /// The row it sits in, for Up and Down (by default its own).
    pub row: u32,
    /// Whether Escape (or B) presses it: the screen's way back.
    pub back: bool,
}

impl MenuItem {
    /// An enabled button at `order`, alone in its row.
    pub fn at(order: u32) -> Self {
        Self {
            order,
            enabled: true,
            row: order,
            back: false,
        }
    }

    /// The same button in `row`.
    pub fn in_row(self, row: u32) -> Self {
        Self { row, ..self }
    }

    /// The same button, enabled or not.
    pub fn enabled(self, enabled: bool) -> Self {
        Self { enabled, ..self }
    }

    /// The same button, pressed by Escape too.
    pub fn on_back(self) -> Self {
        Self { back: true, ..self }
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

/// An overlay of menus drawn over the screen (a hand-off cover, the match's menu, a question
/// asked over that menu): of those present, only the highest layer is shown and answers; the
/// ones under it wait, hidden and deaf, until it closes. So nothing of a cover shows between a
/// menu's buttons, and two overlays never share the focus.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Layer(pub i32);

/// A button of a layer that waits under a higher one: disabled only for that while.
#[derive(Component)]
struct Dormant;

/// Clicks, focus moves and styling of menu buttons.
pub fn plugin(app: &mut App) {
    app.init_resource::<MenuFocus>();
    app.add_systems(Update, (click, keys, style).chain().in_set(MenuSystems));
    // After every Update system that opens or closes an overlay, before anything is drawn.
    app.add_systems(
        PostUpdate,
        only_the_top_layer.before(bevy::camera::visibility::VisibilitySystems::VisibilityPropagate),
    );
}

fn only_the_top_layer(
    mut commands: Commands,
    mut layers: Query<(Entity, &Layer, &mut Visibility)>,
    children: Query<&Children>,
    mut items: Query<(&mut MenuItem, Has<Dormant>)>,
) {
    let top = layers.iter().map(|(_, layer, _)| *layer).max();
    for (root, layer, mut visibility) in &mut layers {
        let awake = Some(*layer) == top;
        let wanted = if awake {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        if *visibility != wanted {
            *visibility = wanted;
        }
        for entity in std::iter::once(root).chain(children.iter_descendants(root)) {
            let Ok((mut item, dormant)) = items.get_mut(entity) else {
                continue;
            };
            if !awake && item.enabled {
                item.enabled = false;
                commands.entity(entity).insert(Dormant);
            } else if awake && dormant {
                item.enabled = true;
                commands.entity(entity).remove::<Dormant>();
            }
        }
    }
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

/// The button the focus goes to from `at` when `control` is pressed, among `items` sorted by
/// order (enabled ones only).
pub fn step(items: &[(MenuItem, Entity)], at: Option<usize>, control: Control) -> Option<usize> {
    let n = items.len();
    if n == 0 {
        return None;
    }
    let Some(at) = at else {
        return Some(0);
    };
    match control {
        Control::Next => Some((at + 1) % n),
        Control::Previous => Some((at + n - 1) % n),
        Control::Up | Control::Down => {
            let row = items[at].0.row;
            let mut rows: Vec<u32> = items.iter().map(|(i, _)| i.row).collect();
            rows.sort_unstable();
            rows.dedup();
            let r = rows.iter().position(|&r| r == row)?;
            let target = if control == Control::Down {
                rows[(r + 1) % rows.len()]
            } else {
                rows[(r + rows.len() - 1) % rows.len()]
            };
            // The same column where the row has one, else its last button.
            let column = items[..at].iter().filter(|(i, _)| i.row == row).count();
            let in_row: Vec<usize> = (0..n).filter(|&i| items[i].0.row == target).collect();
            in_row.get(column).or(in_row.last()).copied()
        }
        _ => Some(at),
    }
}

fn keys(
    mut commands: Commands,
    controls: Single<&ActionState<Control>, With<Controls>>,
    items: Query<(Entity, &MenuItem)>,
    mut focus: ResMut<MenuFocus>,
    mut used: ResMut<PressUsed>,
) {
    if used.0 {
        return; // a name being typed has the keys
    }
    let mut order: Vec<(MenuItem, Entity)> = items
        .iter()
        .filter(|(_, i)| i.enabled)
        .map(|(e, i)| (*i, e))
        .collect();
    if order.is_empty() {
        return;
    }
    order.sort_by_key(|(i, _)| i.order);
    let at = focus
        .0
        .and_then(|f| order.iter().position(|(i, _)| i.order == f));
    for control in [Control::Next, Control::Previous, Control::Up, Control::Down] {
        if controls.just_pressed(&control) {
            focus.0 = step(&order, at, control).map(|i| order[i].0.order);
            used.0 = true;
            return;
        }
    }
    if controls.just_pressed(&Control::Select) {
        match at {
            Some(i) => commands.trigger(Activate { entity: order[i].1 }),
            None => focus.0 = Some(order[0].0.order),
        }
        used.0 = true;
    } else if controls.just_pressed(&Control::Back)
        && let Some((_, entity)) = order.iter().find(|(i, _)| i.back)
    {
        commands.trigger(Activate { entity: *entity });
        used.0 = true;
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

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(rows: &[&[u32]]) -> Vec<(MenuItem, Entity)> {
        let mut items = Vec::new();
        for (r, orders) in rows.iter().enumerate() {
            for &o in *orders {
                items.push((MenuItem::at(o).in_row(r as u32), Entity::PLACEHOLDER));
            }
        }
        items
    }

    /// Up and Down go to the row above or below, keeping the column (the setup screen's rows of
    /// name and kind buttons), not to the previous button in reading order.
    #[test]
    fn up_and_down_move_between_rows_keeping_the_column() {
        let items = grid(&[&[1, 2], &[10, 11], &[12, 13], &[100]]);
        assert_eq!(step(&items, Some(3), Control::Up), Some(1), "13 → 2");
        assert_eq!(
            step(&items, Some(3), Control::Down),
            Some(5),
            "13 → 13's row below"
        );
        assert_eq!(
            step(&items, Some(5), Control::Down),
            Some(6),
            "13 → the only one"
        );
        assert_eq!(
            step(&items, Some(6), Control::Up),
            Some(4),
            "start → first of row"
        );
        assert_eq!(
            step(&items, Some(3), Control::Previous),
            Some(2),
            "reading order"
        );
    }
}
