//! Power: the window updates only when something happens. Bevy's reactive update mode (its
//! settings for desktop applications) waits for input between frames; while anything on the
//! table moves or runs on a clock (a flight, a computer player's turn, a pause after a
//! tournament, a notice, a flash, a hand shown for a moment) this asks for the next frame, and
//! for a few frames after any input, decision or change of screen, whose effects are built over
//! the next updates.

use bevy::ecs::system::SystemParam;
use bevy::input::gamepad::GamepadButtonChangedEvent;
use bevy::input::keyboard::KeyboardInput;
use bevy::input::mouse::{MouseButtonInput, MouseWheel};
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::WinitSettings;
use bevy_tweening::TweenAnim;

use super::hud::Notice;
use super::{Interlude, Session, Table};
use crate::screens::Screen;

/// Waits for input when nothing moves (windowed builds only: the headless app has no window).
pub fn plugin(app: &mut App) {
    app.insert_resource(WinitSettings::desktop_app());
    app.add_systems(Last, keep_awake);
}

/// Input of any device: what it changes (a screen rebuilt, a button's state) may show a frame
/// or two later, so the frames after it are drawn without waiting.
#[derive(SystemParam)]
struct InputSeen<'w, 's> {
    keys: MessageReader<'w, 's, KeyboardInput>,
    buttons: MessageReader<'w, 's, MouseButtonInput>,
    wheel: MessageReader<'w, 's, MouseWheel>,
    pads: MessageReader<'w, 's, GamepadButtonChangedEvent>,
}

impl InputSeen<'_, '_> {
    fn any(&mut self) -> bool {
        // Each reader is read to the end, so the next frame sees only new input.
        let keys = self.keys.read().count();
        let buttons = self.buttons.read().count();
        let wheel = self.wheel.read().count();
        let pads = self.pads.read().count();
        keys + buttons + wheel + pads > 0
    }
}

/// Asks for the next frame when it is needed without waiting for input.
fn keep_awake(
    screen: Res<State<Screen>>,
    moving: Query<(), With<TweenAnim>>,
    session: Option<Res<Session>>,
    table: Option<Res<Table>>,
    interlude: Res<Interlude>,
    notice: Res<Notice>,
    flashes: Query<(), With<super::present::Flash>>,
    next_screen: Res<NextState<Screen>>,
    next_phase: Option<Res<NextState<super::MatchPhase>>>,
    mut input: InputSeen,
    mut settle: Local<u32>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    // Input, a screen or phase about to change or just changed: the next few frames are drawn
    // without waiting (the title's "drawn" report counts them too).
    // A decision applied likewise: the person's choice, prompt and highlights that follow it
    // are built on the next frames.
    if input.any()
        || session.as_ref().is_some_and(|s| s.is_changed())
        || pending(&next_screen)
        || next_phase.as_deref().is_some_and(pending)
        || screen.is_changed()
    {
        *settle = 3;
    }
    let settling = *settle > 0;
    *settle = settle.saturating_sub(1);
    let computer_decides = *screen.get() == Screen::Match
        && session
            .as_ref()
            .and_then(|s| s.deciding().map(|seat| !s.is_human(seat)))
            .unwrap_or(false);
    let busy = settling
        || *screen.get() == Screen::Loading
        || !moving.is_empty()
        || !flashes.is_empty()
        || computer_decides
        || (*screen.get() == Screen::Match
            && (interlude.0.is_some()
                || notice.0.is_some()
                || table.is_some_and(|t| t.revealed.is_some())));
    if busy {
        redraw.write(RequestRedraw);
    }
}

fn pending<S: bevy::state::state::FreelyMutableState>(next: &NextState<S>) -> bool {
    !matches!(next, NextState::Unchanged)
}
