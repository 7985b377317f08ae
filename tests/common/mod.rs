//! What the tests of the real app share: the screen showing, and a person's presses and clicks
//! as Bevy's input and picking deliver them.

use std::time::Duration;

use bevy::camera::NormalizedRenderTarget;
use bevy::picking::backend::HitData;
use bevy::picking::pointer::{Location, PointerId};
use bevy::prelude::*;
use ivanhoe::shell::screens::Screen;
use leafwing_input_manager::user_input::Buttonlike;

/// The screen showing.
pub fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// A press and release of `input` over one update: a tap.
pub fn tap(app: &mut App, input: impl Buttonlike + Clone) {
    input.clone().press(app.world_mut());
    app.update();
    input.release(app.world_mut());
}

/// A left click on `entity`.
pub fn click(app: &mut App, entity: Entity) {
    click_with(app, entity, PointerButton::Primary);
}

/// A pointer click of `button` on `entity`, as Bevy's picking sends it.
pub fn click_with(app: &mut App, entity: Entity, button: PointerButton) {
    let location = Location {
        target: NormalizedRenderTarget::None {
            width: 1280,
            height: 720,
        },
        position: Vec2::ZERO,
    };
    let hit = HitData::new(Entity::PLACEHOLDER, 0.0, None, None);
    let event = Pointer::new(
        PointerId::Mouse,
        location,
        Click {
            button,
            hit,
            duration: Duration::from_millis(80),
            count: 1,
        },
        entity,
    );
    app.world_mut().trigger(event);
}
