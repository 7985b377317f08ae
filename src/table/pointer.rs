//! What the rules card describes: the piece under the pointer or the one the focus rests on
//! ([`PanelFollows`], set by whichever device moved last), and the pieces under the pointer
//! ([`Hovered`]).

use bevy::prelude::*;

use shell::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hovered>()
        .init_resource::<PanelFollows>();
    app.add_observer(|_: On<Pointer<Move>>, mut follows: ResMut<PanelFollows>| {
        follows.set_if_neq(PanelFollows::Pointer);
    });
    // A match starts on the focus: the pointer left wherever the setup's click put it decides
    // nothing until it moves over the table.
    app.add_systems(
        OnEnter(Screen::Match),
        |mut follows: ResMut<PanelFollows>| *follows = PanelFollows::Focus,
    );
    app.add_observer(on_over);
    app.add_observer(on_out);
}

/// What the rules card follows: the pointer once it moves, the keyboard's or gamepad's focus
/// once one of their keys is pressed, and the focus again whenever the screen passes to
/// another person, so a pointer left resting by the last person decides nothing.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PanelFollows {
    /// The focus of the keyboard or gamepad.
    #[default]
    Focus,
    /// The mouse pointer.
    Pointer,
}

impl PanelFollows {
    /// Whether the piece under the pointer is the one to describe.
    pub fn pointer(self) -> bool {
        self == PanelFollows::Pointer
    }
}

/// The pieces under the pointer, the last entered last, for a game's rules card: a piece may lie
/// on another (a banner on a castle), and both are under the pointer at once.
#[derive(Resource, Default, Debug)]
pub struct Hovered(pub Vec<Entity>);

fn on_over(over: On<Pointer<Over>>, mut hovered: ResMut<Hovered>) {
    let entity = over.event_target();
    hovered.0.retain(|&e| e != entity);
    hovered.0.push(entity);
}

fn on_out(out: On<Pointer<Out>>, mut hovered: ResMut<Hovered>) {
    let entity = out.event_target();
    hovered.0.retain(|&e| e != entity);
}
