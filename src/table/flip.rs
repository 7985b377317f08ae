//! A card turning over as it travels: drawn from the deck into its owner's hand it shows its
//! back for the first half of the flight, turns edge-on at the top of the arc (the flight
//! narrows it: [`crate::animation::FlightLens`]) and lands face up; a card put face
//! down turns the other way. Each game draws its faces ([`new_art`] keeps the old drawing while
//! the new one waits hidden); the kit swaps them halfway. At the instant speed nothing moves
//! and the new face shows at once.

use std::time::Duration;

use bevy::prelude::*;
use bevy_tweening::TweenAnim;

/// A piece whose face changes while it travels: it turns over halfway.
#[derive(Component, Debug, Default)]
pub struct Flipping {
    /// When it is halfway, from the flight's start (its delay and half its length); `None`
    /// until the flight is sent.
    halfway: Option<Timer>,
    /// Frames since it began: a flight is sent in the frame the face changes, or the next.
    frames: u8,
}

impl Flipping {
    /// The flight is sent: it is halfway after `delay` and half of `length`.
    pub fn timed(&mut self, delay: Duration, length: Duration) {
        self.halfway = Some(Timer::new(delay + length / 2, TimerMode::Once));
    }
}

/// The drawing a turning piece shows until halfway.
#[derive(Component, Debug)]
pub struct Outgoing;

/// The drawing a turning piece shows from halfway, hidden until then.
#[derive(Component, Debug)]
pub struct Incoming;

/// Replaces a piece's drawing (its children for which `is_art` holds) with a new one spawned
/// from `bundle`: at once, or, while the piece turns over, kept until halfway with the new one
/// hidden. Returns the new drawing's root, for the game to draw into.
pub fn new_art(
    commands: &mut Commands,
    piece: Entity,
    children: Option<&Children>,
    is_art: impl Fn(Entity) -> bool,
    flipping: bool,
    bundle: impl Bundle,
) -> Entity {
    for child in children.into_iter().flatten() {
        if !is_art(*child) {
            continue;
        }
        if flipping {
            commands
                .entity(*child)
                .insert(Outgoing)
                .remove::<Incoming>();
        } else {
            commands.entity(*child).despawn();
        }
    }
    let root = commands.spawn((bundle, ChildOf(piece))).id();
    if flipping {
        commands.entity(root).insert((Incoming, Visibility::Hidden));
    } else {
        commands.entity(root).insert(Visibility::Inherited);
    }
    root
}

/// Halfway (or when the flight ended early: skipped, or never sent), the new drawing shows.
fn turn(
    mut commands: Commands,
    time: Res<Time>,
    mut pieces: Query<(Entity, &mut Flipping, Option<&Children>, Has<TweenAnim>)>,
    outgoing: Query<(), With<Outgoing>>,
    incoming: Query<(), With<Incoming>>,
) {
    for (piece, mut flipping, children, flying) in &mut pieces {
        flipping.frames = flipping.frames.saturating_add(1);
        let halfway = match &mut flipping.halfway {
            Some(timer) => timer.tick(time.delta()).is_finished(),
            None => false,
        };
        // Halfway; or, a few frames on, no flight (skipped, or none was sent).
        if !halfway && (flying || flipping.frames < 3) {
            continue;
        }
        for child in children.into_iter().flatten() {
            if outgoing.contains(*child) {
                commands.entity(*child).despawn();
            } else if incoming.contains(*child) {
                commands
                    .entity(*child)
                    .remove::<Incoming>()
                    .insert(Visibility::Inherited);
            }
        }
        commands.entity(piece).remove::<Flipping>();
    }
}

/// A drawing left hidden under a piece that no longer turns (its turn ended before the drawing
/// came) shows, and an old one goes.
fn tidy(
    mut commands: Commands,
    incoming: Query<(Entity, &ChildOf), With<Incoming>>,
    outgoing: Query<(Entity, &ChildOf), With<Outgoing>>,
    flipping: Query<(), With<Flipping>>,
) {
    for (child, parent) in &incoming {
        if !flipping.contains(parent.parent()) {
            commands
                .entity(child)
                .remove::<Incoming>()
                .insert(Visibility::Inherited);
        }
    }
    for (child, parent) in &outgoing {
        if !flipping.contains(parent.parent()) {
            commands.entity(child).despawn();
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PostUpdate, (turn, tidy).chain());
}
