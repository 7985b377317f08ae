//! Power: the window updates only when something happens. Bevy's reactive update mode (its
//! settings for desktop applications) waits for input between frames; while anything on the
//! table moves or runs on a clock (a flight, a computer player's turn, a search for a hint or for
//! the turning points, a replay playing, a pause
//! after a tournament, a notice, a flash, a hand shown for a moment) this asks for the next
//! frame, and for a few frames after any input, decision or change of screen, whose effects are
//! built over the next updates.

use bevy::ecs::system::SystemParam;
use bevy::input::gamepad::GamepadButtonChangedEvent;
use bevy::input::keyboard::KeyboardInput;
use bevy::input::mouse::{MouseButtonInput, MouseWheel};
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::WinitSettings;
use bevy_tweening::TweenAnim;

use super::Notice;
use super::{Interlude, Seating, TableBusy};
use shell::screens::Screen;

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
    seating: Res<Seating>,
    table_busy: Res<TableBusy>,
    flashes: Query<(), With<super::flash::Flash>>,
    interlude: Res<Interlude>,
    notice: Res<Notice>,
    next_screen: Res<NextState<Screen>>,
    mut input: InputSeen,
    (allows, replay): (Res<super::Allows>, Res<super::replay::ReplayStatus>),
    searching: Res<super::Searching>,
    mut settle: Local<u32>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    // Input, a screen or phase about to change or just changed: the next few frames are drawn
    // without waiting (the title's "drawn" report counts them too).
    // A decision applied likewise: the person's choice, prompt and highlights that follow it
    // are built on the next frames.
    if input.any()
        || seating.is_changed()
        || pending(&next_screen)
        || table_busy.0
        || screen.is_changed()
    {
        *settle = 3;
    }
    let settling = *settle > 0;
    *settle = settle.saturating_sub(1);
    // (In a replay nobody thinks: a paused replay waits for input like a still table.)
    let computer_decides = *screen.get() == Screen::Match
        && allows.computers_here
        && seating.deciding.is_some_and(|seat| !seating.is_human(seat));
    let busy = settling
        || *screen.get() == Screen::Loading
        || !moving.is_empty()
        || !flashes.is_empty()
        || computer_decides
        || searching.hint
        || searching.turning
        || (allows.watching_record && replay.playing)
        || (*screen.get() == Screen::Match
            && (interlude.0.is_some() || notice.0.is_some() || table_busy.0));
    if busy {
        redraw.write(RequestRedraw);
    }
}

fn pending<S: bevy::state::state::FreelyMutableState>(next: &NextState<S>) -> bool {
    !matches!(next, NextState::Unchanged)
}
