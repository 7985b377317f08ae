//! The apply step: the only place the match changes. Decisions go through the engine; its
//! events go to the table; the game's phase follows the engine's.

use std::time::Duration;

use bevy::prelude::*;

use crate::Engine;
use crate::animation;
use crate::{
    AtTable, Decision, Interlude, MatchSystems, Notice, Seating, Session, Source, TableEvent,
    TableGame,
};
use rules_core::Game;
use shell::locale::{Locale, Msg};
use shell::screens::Screen;
use shell::settings::AnimationSpeed;

pub(crate) fn add<G: TableGame>(app: &mut App) {
    app.add_systems(
        Update,
        (
            apply_decisions::<G>,
            crate::handoff::hand_off,
            end_interlude::<G>.run_if(animation::idle),
            super::refresh_seen::<G>,
        )
            .chain()
            .in_set(MatchSystems::Apply)
            .in_set(ApplySystems)
            .run_if(in_state(AtTable(G::Engine::NAME)).and_then(Source::engine_here)),
    );
}

/// The apply step's systems within [`MatchSystems::Apply`]: taking back runs before them, saving
/// after them.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct ApplySystems;

/// Applies the first valid decision of the frame (one per frame, so that the table shows each
/// in turn). A decision the engine refuses changes nothing; its rule is shown in words.
fn apply_decisions<G: TableGame>(
    mut decisions: MessageReader<Decision<G>>,
    mut session: ResMut<Session<G>>,
    mut seating: ResMut<Seating>,
    mut events: MessageWriter<TableEvent<G>>,
    mut next_phase: ResMut<NextState<G::Phase>>,
    mut interlude: ResMut<Interlude>,
    mut notice: ResMut<Notice>,
    locale: Res<Locale>,
    speed: Res<AnimationSpeed>,
) {
    for decision in decisions.read() {
        if session.deciding() != Some(decision.seat) {
            warn!(
                "seat {} decided out of turn: {}",
                decision.seat, decision.action
            );
            continue;
        }
        let mut out = Vec::new();
        if let Err(error) = session.state.apply(&decision.action, &mut out) {
            notice.show(locale.text(&Msg::new("not-allowed").with("error", error.to_string())));
            continue;
        }
        session.actions.push(decision.action.clone());
        session
            .steps
            .push(rules_core::undo::Step::of::<Engine<G>>(decision.seat, &out));
        *seating = Seating::of(&session);
        match G::pause_after(&session.state, &out) {
            Some((phase, seconds)) => {
                NextState::set_if_neq(&mut *next_phase, phase);
                interlude.0 = Some(pause(*speed, seconds));
            }
            None => NextState::set_if_neq(&mut *next_phase, G::table_phase(&session.state)),
        }
        for e in out {
            events.write(TableEvent(G::Engine::event_seen_by(&e, &session.at_screen)));
        }
        break;
    }
    // Decisions beyond the first wait for nobody: they were made for a state that is gone.
    decisions.clear();
}

fn pause(speed: AnimationSpeed, seconds: f32) -> Timer {
    Timer::new(
        speed.scale(seconds).max(Duration::from_millis(300)),
        TimerMode::Once,
    )
}

/// After a pause (a tournament won), play goes on; after the game's end, the winner's screen.
fn end_interlude<G: TableGame>(
    time: Res<Time>,
    mut interlude: ResMut<Interlude>,
    session: Res<Session<G>>,
    mut next_phase: ResMut<NextState<G::Phase>>,
    mut next_screen: ResMut<NextState<Screen>>,
    source: Res<Source>,
) {
    let Some(timer) = interlude.0.as_mut() else {
        return;
    };
    if !timer.tick(time.delta()).is_finished() {
        return;
    }
    interlude.0 = None;
    if session.deciding().is_none() {
        // A replay stays on its last position; a match played ends on the winner's screen.
        if *source == Source::Local {
            next_screen.set(Screen::Results);
        }
    } else {
        NextState::set_if_neq(&mut *next_phase, G::table_phase(&session.state));
    }
}
