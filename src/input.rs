//! The player's controls through leafwing-input-manager: one set of actions, bound to the
//! keyboard and any gamepad, drives the menus and the table. (The mouse points and clicks
//! through Bevy's picking; see `table::human` and `menu`.)

use bevy::prelude::*;
use leafwing_input_manager::prelude::*;

/// What a player can ask for, whatever the device.
#[derive(Actionlike, PartialEq, Eq, Clone, Copy, Hash, Debug, Reflect)]
pub enum Control {
    /// Move the focus to the previous choice.
    Previous,
    /// Move the focus to the next choice.
    Next,
    /// Choose the focused thing (also skips a running animation).
    Select,
    /// Take back the last pick; leave a menu.
    Back,
    /// End the turn, staying in the tournament.
    Stay,
    /// Withdraw from the tournament.
    Withdraw,
    /// Cycle the animation speed.
    Speed,
}

/// The default bindings: arrows, Enter/Space, Escape, S, W, F on the keyboard; D-pad or left
/// stick, A, B, right and left shoulder, Y on a gamepad.
pub fn default_map() -> InputMap<Control> {
    InputMap::default()
        .with_multiple([
            (Control::Previous, KeyCode::ArrowLeft),
            (Control::Previous, KeyCode::ArrowUp),
            (Control::Next, KeyCode::ArrowRight),
            (Control::Next, KeyCode::ArrowDown),
            (Control::Next, KeyCode::Tab),
            (Control::Select, KeyCode::Enter),
            (Control::Select, KeyCode::Space),
            (Control::Back, KeyCode::Escape),
            (Control::Back, KeyCode::Backspace),
            (Control::Stay, KeyCode::KeyS),
            (Control::Withdraw, KeyCode::KeyW),
            (Control::Speed, KeyCode::KeyF),
        ])
        .with_multiple([
            (Control::Previous, GamepadButton::DPadLeft),
            (Control::Previous, GamepadButton::DPadUp),
            (Control::Next, GamepadButton::DPadRight),
            (Control::Next, GamepadButton::DPadDown),
            (Control::Select, GamepadButton::South),
            (Control::Back, GamepadButton::East),
            (Control::Stay, GamepadButton::RightTrigger),
            (Control::Withdraw, GamepadButton::LeftTrigger),
            (Control::Speed, GamepadButton::North),
        ])
        .with_multiple([
            (Control::Previous, GamepadControlDirection::LEFT_LEFT),
            (Control::Previous, GamepadControlDirection::LEFT_UP),
            (Control::Next, GamepadControlDirection::LEFT_RIGHT),
            (Control::Next, GamepadControlDirection::LEFT_DOWN),
        ])
}

/// The entity that holds the controls' state.
#[derive(Component)]
pub struct Controls;

/// Registers the controls and spawns their holder.
pub fn plugin(app: &mut App) {
    app.add_plugins(InputManagerPlugin::<Control>::default());
    app.add_systems(Startup, |mut commands: Commands| {
        commands.spawn((Name::new("Controls"), Controls, default_map()));
    });
}
