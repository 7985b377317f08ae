//! Taking back: a person playing alone at the screen takes back their own decisions, one at a
//! time, as far as the last point where chance decided something or hidden information was
//! shown (the engines mark those events: `Game::is_undo_barrier`), and never past another
//! seat's decision. The match is replayed from its record without the last action, so the
//! state is exactly the earlier one; the table jumps back ([`TableReset`]), settled.
//!
//! With several people at the screen a decision stands: taking back would show the next person
//! what the last one had chosen, then changed.

use bevy::prelude::*;
use leafwing_input_manager::prelude::ActionState;

use super::bots;
use super::jump::{Jump, TableReset};
use crate::handoff::{HandOff, HandOffSystems};
use crate::pause::MatchMenu;
use crate::{AtTable, MatchSystems, Notice, Session, Source, TableGame};
use rules_core::Game;
use shell::input::{Control, Controls, PressUsed};
use shell::locale::Locale;

/// Asks to take back the last decision of the person at the screen (the U key, a gamepad's X,
/// the match menu's button).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct TakeBack;

/// How many decisions the person at the screen may take back now, or why none (a message id):
/// the match menu's button is enabled only when there is one.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TakeBackRoom(pub Result<usize, &'static str>);

impl Default for TakeBackRoom {
    fn default() -> Self {
        Self(Err("undo-nothing-yet"))
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<TakeBack>().add_message::<TableReset>();
    app.init_resource::<TakeBackRoom>();
    app.add_systems(
        Update,
        take_back_key
            .in_set(MatchSystems::Input)
            .after(HandOffSystems),
    );
}

pub(crate) fn add<G: TableGame>(app: &mut App) {
    app.add_systems(
        Update,
        take_back::<G>
            .in_set(MatchSystems::Apply)
            .before(super::apply::ApplySystems)
            .run_if(in_state(AtTable(G::Engine::NAME)).and_then(Source::local)),
    );
    app.add_systems(
        Update,
        measure_room::<G>
            .in_set(MatchSystems::Apply)
            .after(super::apply::ApplySystems)
            .run_if(in_state(AtTable(G::Engine::NAME)).and_then(Source::local)),
    );
}

fn measure_room<G: TableGame>(session: Res<Session<G>>, mut room: ResMut<TakeBackRoom>) {
    if session.is_changed() {
        room.set_if_neq(TakeBackRoom(room_to_take_back(&session)));
    }
}

/// The U key (or a gamepad's X) at the table, while no menu or cover is up.
fn take_back_key(
    controls: Single<&ActionState<Control>, With<Controls>>,
    menus: Query<(), With<MatchMenu>>,
    covers: Query<(), With<HandOff>>,
    mut used: ResMut<PressUsed>,
    mut requests: MessageWriter<TakeBack>,
) {
    if used.0 || !menus.is_empty() || !covers.is_empty() {
        return;
    }
    if controls.just_pressed(&Control::Undo) {
        requests.write(TakeBack);
        used.0 = true;
    }
}

/// How many decisions the person at the screen may take back now, or why none, in words.
/// The reason is a message id.
pub fn room_to_take_back<G: TableGame>(session: &Session<G>) -> Result<usize, &'static str> {
    if session.humans() != 1 {
        return Err(if session.humans() == 0 {
            "undo-only-the-person"
        } else {
            "undo-several-people"
        });
    }
    let Some(person) = (0..session.seats.len()).find(|&s| session.is_human(s)) else {
        return Err("undo-only-the-person");
    };
    match rules_core::undo::undoable(&session.steps, person) {
        0 => Err(match session.steps.last() {
            None => "undo-nothing-yet",
            Some(step) if step.seat != person => "undo-another-decided",
            Some(_) => "undo-barrier",
        }),
        n => Ok(n),
    }
}

fn take_back<G: TableGame>(
    mut commands: Commands,
    mut requests: MessageReader<TakeBack>,
    mut jump: Jump<G>,
    mut notice: ResMut<Notice>,
    locale: Res<Locale>,
) {
    if requests.read().count() == 0 {
        return;
    }
    if let Err(why) = room_to_take_back(jump.session()) {
        notice.show(locale.t(why));
        return;
    }
    let mut actions = jump.session().actions.clone();
    let Some(taken) = actions.pop() else {
        return;
    };
    if let Err(error) = jump.to(actions) {
        // The same engine replaying its own record: this would be a bug, not a player's.
        error!("taking back failed: the match {error}");
        notice.show(locale.t("undo-failed"));
        return;
    }
    info!("decision taken back: {taken}");
    // Computer players start afresh (one may have begun thinking about the decision undone).
    bots::seat_bots(&mut commands, jump.session());
    notice.inform(locale.t("undo-done"));
}
