//! How things move: every card and token has a [`Placement`] (where it should lie); when it
//! changes, a bevy_tweening tween carries the entity there, lifted above the table on the way.
//! The animation speed is a setting, down to instant. While anything moves, the table is busy:
//! bots wait, and a press of the player skips to the end.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_tweening::{Delay, Lens, Tween, TweenAnim};

use shell::settings::AnimationSpeed;

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

/// Carries a transform from where it lies to its [`Placement`] the way a hand carries a card:
/// along an arc (bowed towards the top of the screen, more for a longer way), lifted (a little
/// larger, and above everything, so it passes over the table), tilted into the turn, and set
/// down exactly where and as it should lie.
#[derive(Clone, Copy, Debug)]
pub struct FlightLens {
    start: Transform,
    end: Placement,
    /// Whether it turns over on the way: it narrows to its edge halfway and widens again
    /// ([`crate::flip`] swaps its faces there).
    turns: bool,
}

/// How far an arc bows out of the straight way, as a share of the way's length, and at most.
const ARC: f32 = 0.12;
const MOST_ARC: f32 = 70.0;

/// How much larger a piece is at the top of its flight, and how far it tilts (radians).
const LIFT: f32 = 0.06;
const TILT: f32 = 0.12;

impl FlightLens {
    /// The transform at `ratio` (0: where it started, 1: where it lies).
    fn at(&self, ratio: f32) -> Transform {
        let mut out = self.start;
        if ratio >= 1.0 {
            out.translation = self.end.at;
            out.scale = Vec3::splat(self.end.scale);
            return out;
        }
        let way = self.end.at.truncate() - self.start.translation.truncate();
        let arch = (ratio * std::f32::consts::PI).sin();
        // The bow's side: the one towards the top of the screen (a way straight up or down
        // bows to the right).
        let mut side = way.perp().normalize_or_zero();
        if side.y < 0.0 || (side.y == 0.0 && side.x < 0.0) {
            side = -side;
        }
        let bow = side * (way.length() * ARC).min(MOST_ARC) * arch;
        let mut at = self.start.translation.lerp(self.end.at, ratio);
        at += bow.extend(300.0 * arch);
        out.translation = at;
        out.scale = self.start.scale.lerp(Vec3::splat(self.end.scale), ratio) * (1.0 + LIFT * arch);
        if self.turns {
            out.scale.x *= (ratio * std::f32::consts::PI).cos().abs().max(0.02);
        }
        let tilt = if way.x.abs() > 1.0 {
            -way.x.signum() * TILT * arch
        } else {
            0.0
        };
        out.rotation = self.start.rotation * Quat::from_rotation_z(tilt);
        out
    }
}

impl Lens<Transform> for FlightLens {
    fn lerp(&mut self, mut target: Mut<Transform>, ratio: f32) {
        *target = self.at(ratio);
    }
}

/// Sends an entity to `to`: at once when the speed is instant, else a flight of `seconds`
/// (normal speed) after `delay` seconds, turning over on the way when it `turns`.
#[allow(clippy::too_many_arguments)]
pub fn fly(
    commands: &mut Commands,
    entity: Entity,
    from: &Transform,
    to: Placement,
    speed: AnimationSpeed,
    delay: f32,
    seconds: f32,
    turns: bool,
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
        turns,
    };
    // Quick to lift, slow to set down: the piece settles into its place.
    let tween = Tween::new(EaseFunction::QuadraticInOut, duration, lens);
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

#[cfg(test)]
mod tests {
    use super::*;

    fn lens() -> FlightLens {
        FlightLens {
            start: Transform::from_xyz(-200.0, -100.0, 5.0),
            end: Placement {
                at: Vec3::new(200.0, -100.0, 7.0),
                scale: 0.8,
            },
            turns: false,
        }
    }

    /// A flight starts where the piece lay and ends exactly at its placement, untilted.
    #[test]
    fn a_flight_ends_exactly_where_the_piece_lies() {
        let lens = lens();
        assert_eq!(lens.at(0.0).translation, Vec3::new(-200.0, -100.0, 5.0));
        let end = lens.at(1.0);
        assert_eq!(end.translation, Vec3::new(200.0, -100.0, 7.0));
        assert_eq!(end.scale, Vec3::splat(0.8));
        assert_eq!(end.rotation, Quat::IDENTITY);
    }

    /// Midway a piece is off the straight way (an arc bowed upwards), lifted above the table,
    /// larger than the straight scale, and tilted.
    #[test]
    fn midway_a_piece_arcs_lifts_and_tilts() {
        let mid = lens().at(0.5);
        assert!(mid.translation.y > -100.0 + 40.0, "{mid:?}");
        assert!(mid.translation.z > 250.0);
        assert!(mid.scale.x > 0.9 * 1.03);
        assert!(mid.rotation.to_euler(EulerRot::XYZ).2.abs() > 0.1);
    }

    /// A card that turns over is edge-on halfway and whole at both ends.
    #[test]
    fn a_card_turning_over_is_edge_on_halfway() {
        let lens = FlightLens {
            turns: true,
            ..lens()
        };
        assert!(lens.at(0.5).scale.x < 0.05);
        assert!(lens.at(0.1).scale.x > 0.9);
        assert_eq!(lens.at(1.0).scale, Vec3::splat(0.8));
    }
}
