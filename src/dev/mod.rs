//! Helpers for developing the game, built only with the `dev` feature (`cargo run --features
//! dev`), as the bevy_new_2d template keeps its dev tools: the screenshot tour, state changes in
//! the log, and UI outlines on F12. The feature gates only this crate's code, so turning it on
//! rebuilds no dependency.

use bevy::prelude::*;
use bevy::state::state::StateTransitionEvent;

use crate::games::ivanhoe::TournamentPhase;
use crate::shell::screens::{ActiveGame, Screen};
use crate::table::AtTable;

mod layout;
mod tour;

/// The dev tools; the tour when `IVANHOE_TOUR` names a folder to save its screenshots in.
pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            log_transitions::<Screen>,
            log_transitions::<ActiveGame>,
            log_transitions::<AtTable>,
            log_transitions::<TournamentPhase>,
            toggle_outlines,
        ),
    );
    if let Some(dir) = std::env::var_os("IVANHOE_TOUR") {
        app.add_plugins(tour::plugin(dir.into()));
    }
    if let Some(report) = std::env::var_os("IVANHOE_LAYOUT") {
        app.add_plugins(layout::plugin(report.into()));
    }
}

/// Writes each change of the state `S` to the log.
fn log_transitions<S: States>(mut changes: MessageReader<StateTransitionEvent<S>>) {
    for change in changes.read().filter(|c| c.exited != c.entered) {
        info!(
            "{}: {:?} → {:?}",
            std::any::type_name::<S>()
                .rsplit("::")
                .next()
                .unwrap_or("state"),
            change.exited,
            change.entered
        );
    }
}

/// F12 outlines every UI node, to see what takes room and what clips.
fn toggle_outlines(
    mut commands: Commands,
    keys: Res<ButtonInput<KeyCode>>,
    mut on: Local<bool>,
    nodes: Query<(Entity, Has<Outline>), With<Node>>,
) {
    if !keys.just_pressed(KeyCode::F12) {
        return;
    }
    *on = !*on;
    for (node, outlined) in &nodes {
        match (*on, outlined) {
            (true, false) => {
                commands.entity(node).insert(Outline::new(
                    px(1),
                    px(0),
                    Color::srgb(1.0, 0.2, 0.6),
                ));
            }
            (false, true) => {
                commands.entity(node).remove::<Outline>();
            }
            _ => {}
        }
    }
}
