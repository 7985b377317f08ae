//! The player's controls through leafwing-input-manager: one set of actions, bound to the
//! keyboard and any gamepad, drives the menus and the table. (The mouse points and clicks
//! through Bevy's picking; see `table::human` and `menu`.)
//!
//! Two guards keep a press honest:
//! - a tap shorter than a frame (key down and up between two updates, as slow software
//!   rendering or a scripted key press gives) still counts as one press ([`catch_taps`]);
//! - a press is used once: whatever acts on it first (a menu button, the hand-off screen) marks
//!   it [`PressUsed`], and nothing later in the frame acts on it again.

use bevy::prelude::*;
use leafwing_input_manager::plugin::InputManagerSystem;
use leafwing_input_manager::prelude::*;

/// What a player can ask for, whatever the device.
#[derive(Actionlike, PartialEq, Eq, Clone, Copy, Hash, Debug, Reflect)]
pub enum Control {
    /// Move the focus to the previous choice (left).
    Previous,
    /// Move the focus to the next choice (right).
    Next,
    /// Move the focus up (a menu's row above; on the table, the previous choice).
    Up,
    /// Move the focus down (a menu's row below; on the table, the next choice).
    Down,
    /// Choose the focused thing (also skips a running animation).
    Select,
    /// Take back the last pick; leave a menu; with nothing to take back, the match's menu.
    Back,
    /// Open the match's menu (a gamepad's Start).
    Menu,
    /// End the turn, staying in the tournament.
    Stay,
    /// Withdraw from the tournament.
    Withdraw,
    /// Cycle the animation speed.
    Speed,
    /// Take back the last decision (playing alone at the screen).
    Undo,
    /// In a replay, ten decisions back.
    JumpBack,
    /// In a replay, ten decisions on.
    JumpOn,
    /// Ask for a hint (or hide the one shown).
    Hint,
}

/// The keyboard's bindings: arrows, Tab, Enter/Space, Escape/Backspace, S, W, F, U, H, Page Up
/// and Page Down.
pub const KEYS: [(Control, KeyCode); 17] = [
    (Control::Previous, KeyCode::ArrowLeft),
    (Control::Next, KeyCode::ArrowRight),
    (Control::Up, KeyCode::ArrowUp),
    (Control::Down, KeyCode::ArrowDown),
    (Control::Next, KeyCode::Tab),
    (Control::Select, KeyCode::Enter),
    (Control::Select, KeyCode::Space),
    (Control::Back, KeyCode::Escape),
    (Control::Back, KeyCode::Backspace),
    (Control::Stay, KeyCode::KeyS),
    (Control::Withdraw, KeyCode::KeyW),
    (Control::Speed, KeyCode::KeyF),
    (Control::Select, KeyCode::NumpadEnter),
    (Control::Undo, KeyCode::KeyU),
    (Control::JumpBack, KeyCode::PageUp),
    (Control::JumpOn, KeyCode::PageDown),
    (Control::Hint, KeyCode::KeyH),
];

/// A gamepad's bindings: D-pad, A, B, Start, right and left shoulder, X, right and left
/// trigger, and Select (View, Back) for a hint.
pub const PAD: [(Control, GamepadButton); 13] = [
    (Control::Previous, GamepadButton::DPadLeft),
    (Control::Next, GamepadButton::DPadRight),
    (Control::Up, GamepadButton::DPadUp),
    (Control::Down, GamepadButton::DPadDown),
    (Control::Select, GamepadButton::South),
    (Control::Back, GamepadButton::East),
    (Control::Menu, GamepadButton::Start),
    (Control::Stay, GamepadButton::RightTrigger),
    (Control::Withdraw, GamepadButton::LeftTrigger),
    (Control::Undo, GamepadButton::West),
    (Control::JumpBack, GamepadButton::LeftTrigger2),
    (Control::JumpOn, GamepadButton::RightTrigger2),
    (Control::Hint, GamepadButton::Select),
];

/// The default bindings: [`KEYS`], Shift+Tab back through the choices, [`PAD`], Y for the
/// speed and the left stick for moving.
pub fn default_map() -> InputMap<Control> {
    // Shift+Tab is the longer chord, so it wins over Tab alone (leafwing's default clash
    // strategy): it moves back, never on.
    let shift_tab = |shift| ButtonlikeChord::new([shift, KeyCode::Tab]);
    InputMap::default()
        .with_multiple(KEYS)
        .with(Control::Previous, shift_tab(KeyCode::ShiftLeft))
        .with(Control::Previous, shift_tab(KeyCode::ShiftRight))
        .with_multiple(PAD)
        .with(Control::Speed, GamepadButton::North)
        .with_multiple([
            (Control::Previous, GamepadControlDirection::LEFT_LEFT),
            (Control::Up, GamepadControlDirection::LEFT_UP),
            (Control::Next, GamepadControlDirection::LEFT_RIGHT),
            (Control::Down, GamepadControlDirection::LEFT_DOWN),
        ])
}

/// The entity that holds the controls' state.
#[derive(Component)]
pub struct Controls;

/// Whether this frame's press has been acted on already (cleared at the start of each frame).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PressUsed(pub bool);

/// Registers the controls and spawns their holder.
pub fn plugin(app: &mut App) {
    app.add_plugins(InputManagerPlugin::<Control>::default());
    app.init_resource::<PressUsed>();
    app.add_systems(Startup, |mut commands: Commands| {
        commands.spawn((Name::new("Controls"), Controls, default_map()));
    });
    app.add_systems(
        PreUpdate,
        (catch_taps, |mut used: ResMut<PressUsed>| used.0 = false)
            .in_set(InputManagerSystem::ManualControl),
    );
}

/// The action state reads what is held, so two kinds of key press leave no trace in it: a key
/// pressed and released between two frames, and a key released and pressed again between two
/// frames (it looks held throughout). Every key press of the frame is a press of its control
/// here; leafwing releases it next frame if the key is up.
fn catch_taps(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut controls: Query<&mut ActionState<Control>, With<Controls>>,
) {
    let Some(keys) = keys else {
        return;
    };
    // Shift+Tab goes back: the chord's control, not Tab's own.
    let shifted = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    for mut state in &mut controls {
        for (control, key) in KEYS {
            let control = match control {
                Control::Next if key == KeyCode::Tab && shifted => Control::Previous,
                control => control,
            };
            if keys.just_pressed(key) && !state.just_pressed(&control) {
                state.release(&control);
                state.press(&control);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use leafwing_input_manager::user_input::Buttonlike;

    /// A key tapped between two frames is one press of its control (seen in the game: under
    /// slow rendering, quick taps were lost).
    #[test]
    fn a_tap_shorter_than_a_frame_is_a_press() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, bevy::input::InputPlugin, plugin));
        app.update();
        // Both the key's down and up messages arrive before the next update.
        KeyCode::Enter.press(app.world_mut());
        KeyCode::Enter.release(app.world_mut());
        app.update();
        let mut query = app
            .world_mut()
            .query_filtered::<&ActionState<Control>, With<Controls>>();
        let state = query.single(app.world()).unwrap();
        assert!(state.just_pressed(&Control::Select));
        app.update();
        let state = query.single(app.world()).unwrap();
        assert!(!state.pressed(&Control::Select), "released the frame after");

        // Released and pressed again between two frames: a second press, not a held key.
        KeyCode::Enter.press(app.world_mut());
        app.update();
        KeyCode::Enter.release(app.world_mut());
        KeyCode::Enter.press(app.world_mut());
        app.update();
        let state = query.single(app.world()).unwrap();
        assert!(
            state.just_pressed(&Control::Select),
            "the second press counts"
        );
    }
}
