//! The prompt's line, the same in every game: the kit writes what the game's
//! [`Picks::prompt`] says (the question put to the person deciding, who is deciding and how, or
//! the match's end) into the prompt bar, in the language shown.

use bevy::prelude::*;

use crate::hud::PromptText;
use crate::{AwaySeats, Seating, Seen};
use shell::locale::Locale;

use super::Picks;
use super::choice::Choice;

/// Writes the prompt's line when it changes.
pub(super) fn write_prompt<G: Picks>(
    seating: Res<Seating>,
    away: Res<AwaySeats>,
    seen: Res<Seen<G>>,
    choice: Res<Choice<G>>,
    phase: Res<State<G::Phase>>,
    locale: Res<Locale>,
    mut texts: Query<&mut Text, With<PromptText>>,
) {
    let line = G::prompt(&seen, &seating, &away, &choice, phase.get())
        .map(|msg| locale.text(&msg))
        .unwrap_or_default();
    shell::text::write_all(&mut texts, &line);
}
