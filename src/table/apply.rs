//! The apply step: the only place the match changes. Decisions go through the engine; its
//! events go to the table; the match's phase follows the engine's.

use std::time::Duration;

use bevy::prelude::*;
use ivanhoe_rules::Event;
use rules_core::Game;

use super::animation::{self, AnimationSpeed};
use super::hud::Notice;
use super::{
    Decision, Interlude, MatchPhase, MatchSummary, MatchSystems, Session, TableEvent, phase_of,
};
use crate::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (apply_decisions, end_interlude.run_if(animation::idle))
            .chain()
            .in_set(MatchSystems::Apply),
    );
}

/// Applies the first valid decision of the frame (one per frame, so that the table shows each
/// in turn). A decision the engine refuses changes nothing; its rule is shown in words.
fn apply_decisions(
    mut commands: Commands,
    mut decisions: MessageReader<Decision>,
    mut session: ResMut<Session>,
    mut events: MessageWriter<TableEvent>,
    mut next_phase: ResMut<NextState<MatchPhase>>,
    mut interlude: ResMut<Interlude>,
    mut notice: ResMut<Notice>,
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
            notice.show(format!("Not allowed: {error}"));
            continue;
        }
        session.actions.push(decision.action);
        let won = out.iter().any(|e| matches!(e, Event::TournamentWon { .. }));
        let over = session.deciding().is_none();
        for e in out {
            events.write(TableEvent(e));
        }
        if over {
            next_phase.set(MatchPhase::GameOver);
            interlude.0 = Some(pause(*speed, 2.5));
            commands.insert_resource(summary(&session));
        } else if won {
            session.tournaments += 1;
            next_phase.set(MatchPhase::TournamentWon);
            interlude.0 = Some(pause(*speed, 1.4));
        } else {
            next_phase.set(phase_of(&session.state));
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

fn summary(session: &Session) -> MatchSummary {
    let winner = match session.state.status() {
        rules_core::Status::Over(outcome) => outcome
            .winners
            .first()
            .map(|&s| session.seats[s].name.clone()),
        rules_core::Status::Decision(_) => None,
    };
    MatchSummary {
        winner,
        seats: session
            .seats
            .iter()
            .enumerate()
            .map(|(s, seat)| {
                (
                    seat.name.clone(),
                    session.state.tokens(s).colours().collect(),
                )
            })
            .collect(),
        tournaments: session.tournaments,
        actions: session.actions.len(),
    }
}

/// After the pause of a won tournament, play goes on; after the game's, the winner's screen.
fn end_interlude(
    time: Res<Time>,
    mut interlude: ResMut<Interlude>,
    session: Res<Session>,
    mut next_phase: ResMut<NextState<MatchPhase>>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    let Some(timer) = interlude.0.as_mut() else {
        return;
    };
    if !timer.tick(time.delta()).is_finished() {
        return;
    }
    interlude.0 = None;
    if session.deciding().is_none() {
        next_screen.set(Screen::Results);
    } else {
        next_phase.set(phase_of(&session.state));
    }
}
