//! Typing the server's address and a room's code: the keys the open field takes, and the pad of
//! the codes' letters for a gamepad.

use bevy::input::keyboard::KeyboardInput;
use bevy::prelude::*;
use online_protocol::limits::{ROOM_CODE_ALPHABET, ROOM_CODE_LEN};

use crate::input::PressUsed;
use crate::menu::MenuFocus;
use crate::online::{OnlineRequest, OnlineSettings, address_problem};
use crate::typing::type_keys;

use super::parts::after_code;
use super::{ADDRESS_LENGTH, Field, OnlineForm, PadKey, list_matches};

/// While a field is typed in, the keyboard types: a code takes the letters and digits of room
/// codes (in capitals), an address anything printable; Backspace takes the last one off,
/// Enter or Tab (or a click anywhere) keeps it, Escape puts the old text back.
#[allow(clippy::too_many_arguments)]
pub(super) fn type_field(
    mut keys: MessageReader<KeyboardInput>,
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    pad: Query<&Interaction, With<PadKey>>,
    mut form: ResMut<OnlineForm>,
    mut settings: ResMut<OnlineSettings>,
    mut used: ResMut<PressUsed>,
    mut focus: ResMut<MenuFocus>,
    mut requests: MessageWriter<OnlineRequest>,
) {
    let Some((field, before)) = form.typing.clone() else {
        keys.clear();
        return;
    };
    // The keyboard types into the field; the code's pad answers the gamepad (and the mouse),
    // through the menu, so only a frame with keys keeps the menu away.
    if field == Field::Address || !keys.is_empty() {
        used.0 = true;
    }
    let on_pad = pad.iter().any(|i| *i != Interaction::None);
    let clicked = !on_pad && mouse.is_some_and(|m| m.get_just_pressed().next().is_some());
    let mut value = match field {
        Field::Address => settings.server.clone(),
        Field::Code => form.code.clone(),
    };
    let done = type_keys(
        &mut keys,
        &mut value,
        &before,
        clicked,
        |value, c| match field {
            Field::Code => {
                let c = c.to_ascii_uppercase();
                (c.is_ascii()
                    && ROOM_CODE_ALPHABET.contains(&(c as u8))
                    && value.len() < ROOM_CODE_LEN)
                    .then_some(c)
            }
            Field::Address => (value.chars().count() < ADDRESS_LENGTH).then_some(c),
        },
    );
    match field {
        Field::Address => {
            if done {
                value = value.trim().to_string();
            }
            if settings.server != value {
                settings.server = value.clone();
            }
        }
        Field::Code => {
            if form.code != value {
                form.code = value;
            }
        }
    }
    if done {
        form.typing = None;
        if field == Field::Code {
            focus.0 = Some(after_code(&form.code));
        }
        // A new address: connect there.
        if field == Field::Address && settings.server != before {
            match settings.address() {
                Ok(address) => {
                    form.problem = None;
                    requests.write(OnlineRequest::Open {
                        url: address.url(),
                        resume: None,
                    });
                    list_matches(&settings, &address, &mut requests);
                }
                // Said plainly, and nothing is sent anywhere.
                Err(error) => form.problem = Some(address_problem(&error)),
            }
        }
    }
}
