//! The seat whose turn it is stands in a pool of warm light: a soft glow under its plate (or
//! kingdom), fading in where the turn goes and out where it leaves. Each game marks its seats'
//! plates with [`SeatPlate`]; the kit lights the one [`Seating::deciding`] names.

use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

use super::{MatchSystems, Seating};
use shell::screens::Screen;
use shell::theme;

/// A seat's plate (or kingdom): the light of its turn falls under it, as large as the plate
/// and a margin round it.
#[derive(Component, Clone, Copy, Debug)]
pub struct SeatPlate(pub rules_core::Seat);

/// The pool of light, one per table.
#[derive(Component, Debug)]
struct Spotlight {
    /// The seat it lights (it stays there while fading out).
    seat: Option<rules_core::Seat>,
    /// How bright it is, 0 to 1.
    strength: f32,
}

/// How bright the pool is at its heart (the glow's alpha).
const STRENGTH: f32 = 0.4;

/// How fast it fades, per second (the whole way in a quarter of a second).
const FADE: f32 = 4.0;

/// The glow: white at its heart, falling off smoothly to nothing at its edge.
#[derive(Resource)]
struct Glow(Handle<Image>);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, make_glow);
    app.add_systems(OnEnter(Screen::Match), spawn);
    app.add_systems(Update, follow.in_set(MatchSystems::Ui));
}

/// Made once (no image assets in the headless tests: the glow is then the default image).
fn make_glow(mut commands: Commands, images: Option<ResMut<Assets<Image>>>) {
    let handle = images.map_or_else(Handle::default, |mut images| images.add(glow_image(64)));
    commands.insert_resource(Glow(handle));
}

fn glow_image(size: u32) -> Image {
    let mut data = Vec::with_capacity((size * size * 4) as usize);
    let half = size as f32 / 2.0;
    for y in 0..size {
        for x in 0..size {
            let d = Vec2::new(x as f32 + 0.5 - half, y as f32 + 0.5 - half).length() / half;
            let t = (1.0 - d).clamp(0.0, 1.0);
            // Smooth both at the heart and at the edge.
            let alpha = t * t * (3.0 - 2.0 * t);
            data.extend_from_slice(&[255, 255, 255, (alpha * 255.0) as u8]);
        }
    }
    Image::new(
        Extent3d {
            width: size,
            height: size,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    )
}

fn spawn(mut commands: Commands, glow: Res<Glow>) {
    commands.spawn((
        Name::new("Spotlight"),
        Spotlight {
            seat: None,
            strength: 0.0,
        },
        Sprite {
            image: glow.0.clone(),
            color: theme::GOLD.with_alpha(0.0),
            custom_size: Some(Vec2::ONE),
            ..default()
        },
        // Over the felt and its veil, under every piece.
        Transform::from_xyz(0.0, 0.0, -8.0),
        Pickable::IGNORE,
        DespawnOnExit(Screen::Match),
    ));
}

fn follow(
    time: Res<Time>,
    seating: Option<Res<Seating>>,
    plates: Query<(&SeatPlate, &GlobalTransform, &Sprite), Without<Spotlight>>,
    mut lights: Query<(&mut Spotlight, &mut Transform, &mut Sprite)>,
) {
    let deciding = seating.and_then(|s| s.deciding);
    for (mut light, mut at, mut sprite) in &mut lights {
        // Out where the turn left, then in where it went.
        let wanted = if light.seat == deciding && deciding.is_some() {
            1.0
        } else {
            0.0
        };
        let step = FADE * time.delta_secs();
        light.strength = if wanted > light.strength {
            (light.strength + step).min(1.0)
        } else {
            (light.strength - step).max(0.0)
        };
        if light.strength == 0.0 && light.seat != deciding {
            light.seat = deciding;
        }
        let plate = light
            .seat
            .and_then(|seat| plates.iter().find(|(p, ..)| p.0 == seat));
        match plate {
            Some((_, plate_at, plate_sprite)) => {
                let size = plate_sprite.custom_size.unwrap_or(Vec2::splat(100.0));
                let (scale, _, centre) = plate_at.to_scale_rotation_translation();
                at.translation = centre.truncate().extend(-8.0);
                sprite.custom_size = Some(size * scale.truncate() + Vec2::new(180.0, 120.0));
                sprite.color = theme::GOLD.with_alpha(STRENGTH * light.strength);
            }
            None => sprite.color = theme::GOLD.with_alpha(0.0),
        }
    }
}
