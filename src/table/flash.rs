//! Flashes: a line of large text that shows for a moment over the middle of the table, on a
//! dark band (a tournament won, a crown given, the last round).

use bevy::prelude::*;
use bevy_tweening::lens::TransformScaleLens;
use bevy_tweening::{Tween, TweenAnim};

use super::MatchSystems;
use super::animation::Pace;
use shell::assets::Fonts;
use shell::screens::Screen;

/// A line of text that shows for a moment over the table.
#[derive(Component)]
pub struct Flash(Timer);

/// The dark band behind a flash.
#[derive(Component)]
struct FlashBand;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, fade_flashes.in_set(MatchSystems::Present));
}

/// Shows `text` in `color` at height `y` of the table, for a moment at `speed`.
pub fn show(
    commands: &mut Commands,
    fonts: &Fonts,
    text: String,
    pace: &Pace,
    color: Color,
    y: f32,
) {
    if pace.settling() {
        // A match put back, or a decision taken back: what it flashed is old news.
        return;
    }
    let speed = pace.speed();
    let shown = speed.scale(1.6).max(std::time::Duration::from_millis(700));
    // Over the middle of the table, on a dark band, clear of every plate.
    let mut entity = commands.spawn((
        Name::new("Flash"),
        Flash(Timer::new(shown, TimerMode::Once)),
        Text2d::new(text),
        TextFont::from_font_size(34.0).with_font(fonts.bold.clone()),
        TextColor(color),
        Transform::from_xyz(0.0, y, 500.0),
        Pickable::IGNORE,
        DespawnOnExit(Screen::Match),
        children![(
            FlashBand,
            Sprite::from_color(Color::srgba(0.02, 0.03, 0.04, 0.8), Vec2::new(760.0, 56.0)),
            Transform::from_xyz(0.0, 0.0, -0.1),
            Pickable::IGNORE,
        )],
    ));
    let grow = speed.scale(0.35);
    if !grow.is_zero() {
        let lens = TransformScaleLens {
            start: Vec3::splat(0.4),
            end: Vec3::ONE,
        };
        entity.insert((
            Transform::from_xyz(0.0, y, 500.0).with_scale(Vec3::splat(0.4)),
            TweenAnim::new(Tween::new(EaseFunction::BackOut, grow, lens)),
        ));
    }
}

fn fade_flashes(
    mut commands: Commands,
    time: Res<Time>,
    mut flashes: Query<(Entity, &mut Flash, &mut TextColor, &Children)>,
    mut bands: Query<&mut Sprite, With<FlashBand>>,
) {
    for (entity, mut flash, mut color, children) in &mut flashes {
        flash.0.tick(time.delta());
        let left = 1.0 - flash.0.fraction();
        let alpha = left.min(0.25) * 4.0;
        color.0.set_alpha(alpha);
        for child in children {
            if let Ok(mut band) = bands.get_mut(*child) {
                band.color.set_alpha(0.8 * alpha);
            }
        }
        if flash.0.is_finished() {
            commands.entity(entity).despawn();
        }
    }
}
