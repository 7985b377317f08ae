//! Power: the window updates only when something happens. Bevy's reactive update mode (its
//! settings for desktop applications) waits for input between frames; while anything on the
//! table moves or runs on a clock (a flight, a computer player's turn, a pause after a
//! tournament, a notice, a flash, a hand shown for a moment) this asks for the next frame.

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
    app.add_systems(Last, keep_awake.run_if(busy));
}

/// Whether the next frame is needed without waiting for input.
fn busy(
    screen: Res<State<Screen>>,
    moving: Query<(), With<TweenAnim>>,
    session: Option<Res<Session>>,
    table: Option<Res<Table>>,
    interlude: Res<Interlude>,
    notice: Res<Notice>,
    flashes: Query<(), With<super::present::Flash>>,
    next_screen: Res<NextState<Screen>>,
    next_phase: Option<Res<NextState<super::MatchPhase>>>,
    mut settle: Local<u32>,
) -> bool {
    // A screen or phase about to change, or just changed: its first frames are drawn without
    // waiting for input (the title's "drawn" report counts them too).
    if pending(&next_screen) || next_phase.as_deref().is_some_and(pending) {
        *settle = 3;
        return true;
    }
    if screen.is_changed() {
        *settle = 3;
    }
    if *settle > 0 {
        *settle -= 1;
        return true;
    }
    if *screen.get() == Screen::Loading || !moving.is_empty() || !flashes.is_empty() {
        return true;
    }
    if *screen.get() != Screen::Match {
        return false;
    }
    let computer_decides = session
        .as_ref()
        .and_then(|s| s.deciding().map(|seat| !s.is_human(seat)))
        .unwrap_or(false);
    computer_decides
        || interlude.0.is_some()
        || notice.0.is_some()
        || table.is_some_and(|t| t.revealed.is_some())
}

fn pending<S: bevy::state::state::FreelyMutableState>(next: &NextState<S>) -> bool {
    !matches!(next, NextState::Unchanged)
}

fn keep_awake(mut redraw: MessageWriter<RequestRedraw>) {
    redraw.write(RequestRedraw);
}
