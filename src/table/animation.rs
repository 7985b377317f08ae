//! How things move: every card and token has a [`Placement`] (where it should lie); when it
//! changes, a bevy_tweening tween carries the entity there, lifted above the table on the way.
//! The animation speed is a setting, down to instant. While anything moves, the table is busy:
//! bots wait, and a press of the player skips to the end.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_tweening::{Delay, Lens, Tween, TweenAnim};

use crate::shell::settings::AnimationSpeed;

/// For a frame or two the table lays itself out at once, without flights, flashes or pauses: a
/// match put back from its save, a decision taken back. The events of those frames are the
/// match so far, not news.
#[derive(Resource, Default, Debug)]
pub struct Settle(u8);

impl Settle {
    /// Settles this frame and the next (a layout may need the frame after its events).
    pub fn begin(&mut self) {
        self.0 = 2;
    }

    /// Whether the table is settling now.
    pub fn active(&self) -> bool {
        self.0 > 0
    }
}

/// The pace of the table: the player's animation speed, or instant while it settles. Whatever
/// flies, flashes or waits asks this rather than the setting.
#[derive(SystemParam)]
pub struct Pace<'w> {
    speed: Res<'w, AnimationSpeed>,
    settle: Res<'w, Settle>,
}

impl Pace<'_> {
    /// The speed to animate at now.
    pub fn speed(&self) -> AnimationSpeed {
        if self.settle.active() {
            AnimationSpeed::Instant
        } else {
            *self.speed
        }
    }

    /// Whether the table is settling: no flash, no pause, nothing shown for a moment.
    pub fn settling(&self) -> bool {
        self.settle.active()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Settle>();
    app.add_systems(Last, |mut settle: ResMut<Settle>| {
        if settle.0 > 0 {
            settle.0 -= 1;
        }
    });
}

/// Where an entity should lie, and at what scale.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct Placement {
    /// Position (z orders piles and fans).
    pub at: Vec3,
    /// Uniform scale.
    pub scale: f32,
}

/// Moves a transform along a straight line while lifting it above everything (so a card in
/// flight passes over the table), scaling it on the way.
#[derive(Clone, Copy, Debug)]
pub struct FlightLens {
    start: Transform,
    end: Placement,
}

impl Lens<Transform> for FlightLens {
    fn lerp(&mut self, mut target: Mut<Transform>, ratio: f32) {
        let mut at = self.start.translation.lerp(self.end.at, ratio);
        at.z += 300.0 * (ratio * std::f32::consts::PI).sin();
        if ratio >= 1.0 {
            at.z = self.end.at.z;
        }
        target.translation = at;
        target.scale = self.start.scale.lerp(Vec3::splat(self.end.scale), ratio);
    }
}

/// Sends an entity to `to`: at once when the speed is instant, else a flight of `seconds`
/// (normal speed) after `delay` seconds.
pub fn fly(
    commands: &mut Commands,
    entity: Entity,
    from: &Transform,
    to: Placement,
    speed: AnimationSpeed,
    delay: f32,
    seconds: f32,
) {
    let duration = speed.scale(seconds);
    if duration.is_zero() {
        commands
            .entity(entity)
            .remove::<TweenAnim>()
            .insert(Transform::from_translation(to.at).with_scale(Vec3::splat(to.scale)));
        return;
    }
    let lens = FlightLens {
        start: *from,
        end: to,
    };
    let tween = Tween::new(EaseFunction::CubicInOut, duration, lens);
    let wait = speed.scale(delay);
    let anim = if wait.is_zero() {
        TweenAnim::new(tween)
    } else {
        TweenAnim::new(Delay::new(wait).then(tween))
    };
    commands.entity(entity).insert(anim);
}

/// Whether nothing on the table moves.
pub fn idle(anims: Query<(), With<TweenAnim>>) -> bool {
    anims.is_empty()
}

/// Ends every running flight at once (the player pressed a key or clicked while cards moved).
pub fn skip(commands: &mut Commands, moving: &Query<(Entity, &Placement), With<TweenAnim>>) {
    for (entity, placement) in moving {
        commands.entity(entity).remove::<TweenAnim>().insert(
            Transform::from_translation(placement.at).with_scale(Vec3::splat(placement.scale)),
        );
    }
}
