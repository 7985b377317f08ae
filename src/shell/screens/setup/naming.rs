//! Typing a seat's name: the field's length, letters and keys.

use bevy::input::keyboard::KeyboardInput;
use bevy::prelude::*;

use crate::input::PressUsed;
use crate::typing::type_keys;

use super::choices::MatchSetup;

/// The seat whose name is being typed, with its name before (put back by Escape, or when the
/// typing ends with nothing typed).
#[derive(Resource, Default, Debug)]
pub struct Typing(pub Option<(usize, String)>);

/// The longest name a seat may have: it must fit its plate at the table.
pub(super) const NAME_LENGTH: usize = 12;

/// While a name is typed, the keyboard types: letters go into the name, Backspace takes the
/// last one off, Enter or Tab (or a click anywhere) keeps it, Escape puts the old name back.
/// Nothing else answers those keys meanwhile.
pub(super) fn type_name(
    mut keys: MessageReader<KeyboardInput>,
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    mut typing: ResMut<Typing>,
    mut setup: ResMut<MatchSetup>,
    mut used: ResMut<PressUsed>,
) {
    let Some((seat, before)) = typing.0.clone() else {
        keys.clear();
        return;
    };
    if seat >= setup.seats.len() {
        typing.0 = None;
        return;
    }
    // The keys typed are the name's, not the menu's.
    used.0 = true;
    let clicked = mouse.is_some_and(|m| m.get_just_pressed().next().is_some());
    let mut name = setup.seats[seat].name.clone();
    let done = type_keys(&mut keys, &mut name, &before, clicked, |name, c| {
        (name.chars().count() < NAME_LENGTH).then_some(c)
    });
    if done {
        let kept = name.trim().to_string();
        name = if kept.is_empty() { before } else { kept };
        typing.0 = None;
    }
    if setup.seats[seat].name != name {
        setup.seats[seat].name = name;
    }
}
