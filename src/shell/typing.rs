//! A line of text typed at the keyboard (a seat's name, a server's address, a room's code): the
//! keys every field answers alike.

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;

/// Applies this frame's key presses to `value`, the field's text, and says whether the typing
/// ended: Enter or Tab keep the text, Escape puts `before` back, Backspace takes the last
/// character off, and each printable character typed goes through `admit` (given the text so
/// far), which returns the character to add, changed (a code's capitals) or `None` to refuse it
/// (a full field, a letter codes never have). `ended` comes in true when the frame already ended
/// the typing (a click elsewhere): the keys are then read and ignored.
pub fn type_keys(
    keys: &mut MessageReader<KeyboardInput>,
    value: &mut String,
    before: &str,
    mut ended: bool,
    mut admit: impl FnMut(&str, char) -> Option<char>,
) -> bool {
    for key in keys.read() {
        if key.state != ButtonState::Pressed || ended {
            continue;
        }
        match key.key_code {
            KeyCode::Enter | KeyCode::NumpadEnter | KeyCode::Tab => ended = true,
            KeyCode::Escape => {
                before.clone_into(value);
                ended = true;
            }
            KeyCode::Backspace => {
                value.pop();
            }
            _ => {
                // Text the key produced (dead keys and layouts included), or its character.
                let text = match (&key.text, &key.logical_key) {
                    (Some(text), _) => text.as_str(),
                    (None, Key::Character(text)) => text.as_str(),
                    _ => "",
                };
                for c in text.chars().filter(|c| !c.is_control()) {
                    if let Some(c) = admit(value, c) {
                        value.push(c);
                    }
                }
            }
        }
    }
    ended
}
