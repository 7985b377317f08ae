//! The table's own pieces, drawn in the world rather than as interface nodes: its labels,
//! names, tags and hint badges (every `Text2d`). A label counts when it can be read: one that
//! lies mostly under a card or plate drawn above it (a card's name under the next card of a
//! fanned hand) is hidden on purpose and left alone. What it finds: two readable labels over
//! each other, a readable label partly under another piece or under an interface panel (the
//! hint's panel over a plate), and a label past the window's edge. Two pieces of one zone may
//! overlap (a fan, an army: the zone's arrangement chooses what of each card shows), and a
//! piece in flight or turning over, or a flash (a moment's announcement on its own dark band,
//! over everything), is passing by: neither counts.

use bevy::prelude::*;
use bevy::sprite::Anchor;
use bevy::text::TextLayoutInfo;
use bevy::ui::{ComputedNode, UiGlobalTransform};

use crate::shell::art::Art;
use crate::table::flash::Flash;
use crate::table::flip::Flipping;
use crate::table::zones::HeldBy;

use super::interface::{describe, past_window, show};

/// The share of a label a piece above it must cover for the label to count as hidden on
/// purpose (a card's name under the next card of a fan).
const HIDDEN: f32 = 0.5;

/// The share of a label a piece above it may cover before the label counts as partly hidden:
/// the rounded corner of a card brushing a letter's edge is not a problem.
const BRUSHED: f32 = 0.12;

/// How far (physical pixels, each way) two boxes must overlap to count.
const OVERLAP: f32 = 3.0;

struct Piece {
    entity: Entity,
    rect: Rect,
    z: f32,
    root: Entity,
    /// The zone its piece lies in, if any.
    zone: Option<Entity>,
}

/// What is wrong with the table's labels as laid out now. `panels_count`: whether interface
/// panels over the table count (not while a modal dims the table).
pub fn check(world: &mut World, panels_count: bool) -> Vec<String> {
    let Some((camera, camera_at)) = table_camera(world) else {
        return Vec::new();
    };
    let scale = {
        let mut windows = world.query::<&Window>();
        windows.iter(world).next().map_or(1.0, Window::scale_factor)
    };
    let window = {
        let mut windows = world.query::<&Window>();
        windows
            .iter(world)
            .next()
            .map(|w| Vec2::new(w.physical_width() as f32, w.physical_height() as f32))
            .unwrap_or(Vec2::ONE)
    };
    // A box in the world, in physical pixels of the window.
    let project = |local: Rect, at: &GlobalTransform| -> Option<Rect> {
        let corners = [
            local.min,
            local.max,
            Vec2::new(local.min.x, local.max.y),
            Vec2::new(local.max.x, local.min.y),
        ];
        let mut out = Rect::from_center_size(Vec2::ZERO, Vec2::ZERO);
        for (i, c) in corners.into_iter().enumerate() {
            let p = camera
                .world_to_viewport(&camera_at, at.transform_point(c.extend(0.0)))
                .ok()?
                * scale;
            out = if i == 0 {
                Rect::from_corners(p, p)
            } else {
                out.union_point(p)
            };
        }
        Some(out)
    };
    let local = |size: Vec2, anchor: Option<&Anchor>| -> Rect {
        let anchor = anchor.map_or(Vec2::ZERO, |a| a.0);
        let min = -(anchor + Vec2::splat(0.5)) * size;
        Rect::from_corners(min, min + size)
    };
    let root_of = |world: &World, entity: Entity| -> Entity {
        let mut at = entity;
        while let Some(parent) = world.get::<ChildOf>(at).map(ChildOf::parent) {
            at = parent;
        }
        at
    };

    let mut texts_query = world.query_filtered::<(
        Entity,
        &TextLayoutInfo,
        &GlobalTransform,
        &InheritedVisibility,
        Option<&Anchor>,
    ), With<Text2d>>();
    let mut labels = Vec::new();
    for (entity, layout, at, visible, anchor) in texts_query.iter(world) {
        if !visible.get() || layout.size.min_element() <= 0.0 {
            continue;
        }
        if let Some(rect) = project(local(layout.size / scale, anchor), at) {
            labels.push(Piece {
                entity,
                rect,
                z: at.translation().z,
                root: entity,
                zone: None,
            });
        }
    }
    for label in &mut labels {
        label.root = root_of(world, label.entity);
        label.zone = world.get::<HeldBy>(label.root).map(|h| h.0);
    }
    // What flies, turns over or flashes is passing by.
    labels.retain(|l| {
        world.get::<bevy_tweening::TweenAnim>(l.root).is_none()
            && world.get::<Flipping>(l.root).is_none()
            && world.get::<Flash>(l.root).is_none()
    });

    // The pieces that hide what lies under them: cards and plates (the card shape, or a plain
    // opaque rectangle); not pictures nor the thin line inside a card's edge, which let most
    // of what is under them show.
    let card = world.get_resource::<Art>().map(|art| art.common("card"));
    let mut sprites_query = world.query::<(
        Entity,
        &Sprite,
        &GlobalTransform,
        &InheritedVisibility,
        Option<&Anchor>,
    )>();
    let mut covers = Vec::new();
    for (entity, sprite, at, visible, anchor) in sprites_query.iter(world) {
        let opaque = sprite.color.alpha() >= 0.9
            && (sprite.image == Handle::default() || Some(&sprite.image) == card.as_ref());
        let Some(size) = sprite.custom_size else {
            continue;
        };
        if !visible.get() || !opaque || size.min_element() <= 0.0 {
            continue;
        }
        if let Some(rect) = project(local(size, anchor), at) {
            covers.push(Piece {
                entity,
                rect,
                z: at.translation().z,
                root: entity,
                zone: None,
            });
        }
    }
    for cover in &mut covers {
        cover.root = root_of(world, cover.entity);
        cover.zone = world.get::<HeldBy>(cover.root).map(|h| h.0);
    }

    let area = |r: Rect| r.width().max(0.0) * r.height().max(0.0);
    let covered_by = |label: &Piece, cover: &Piece| -> f32 {
        if cover.root == label.root || cover.z <= label.z {
            return 0.0;
        }
        area(label.rect.intersect(cover.rect)) / area(label.rect).max(1.0)
    };
    let same_zone = |label: &Piece, cover: &Piece| label.zone.is_some() && label.zone == cover.zone;
    let readable: Vec<&Piece> = labels
        .iter()
        .filter(|l| covers.iter().all(|c| covered_by(l, c) < HIDDEN))
        .collect();

    let mut problems = Vec::new();
    for label in &readable {
        let name = describe(world, label.entity);
        let r = label.rect;
        if past_window(r, window) {
            problems.push(format!(
                "{name} (on the table) runs past the window's edge ({})",
                show(r, window)
            ));
        }
        if let Some(cover) = covers
            .iter()
            .find(|c| !same_zone(label, c) && covered_by(label, c) >= BRUSHED)
        {
            problems.push(format!(
                "{name} (on the table) lies partly under {}",
                describe(world, cover.entity)
            ));
        }
    }
    for (i, a) in readable.iter().enumerate() {
        for b in &readable[i + 1..] {
            let o = a.rect.intersect(b.rect);
            if o.width() > OVERLAP && o.height() > OVERLAP {
                problems.push(format!(
                    "{} and {} overlap on the table",
                    describe(world, a.entity),
                    describe(world, b.entity)
                ));
            }
        }
    }
    if panels_count {
        for (panel, rect) in panels(world, window) {
            for label in &readable {
                let o = label.rect.intersect(rect);
                if o.width() > OVERLAP && o.height() > OVERLAP {
                    problems.push(format!(
                        "{} covers {} on the table",
                        describe(world, panel),
                        describe(world, label.entity)
                    ));
                }
            }
        }
    }
    problems
}

/// The camera that draws the table: the 2D camera (the interface is drawn by the same one).
fn table_camera(world: &mut World) -> Option<(Camera, GlobalTransform)> {
    let mut cameras = world.query_filtered::<(&Camera, &GlobalTransform), With<Camera2d>>();
    cameras
        .iter(world)
        .find(|(c, _)| c.is_active)
        .map(|(c, t)| (c.clone(), *t))
}

/// The interface's opaque panels (a painted background), but those that fill most of the
/// window (a screen's backdrop): each with its box in physical pixels.
fn panels(world: &mut World, window: Vec2) -> Vec<(Entity, Rect)> {
    let mut nodes = world.query::<(
        Entity,
        &ComputedNode,
        &UiGlobalTransform,
        &InheritedVisibility,
        &BackgroundColor,
    )>();
    nodes
        .iter(world)
        .filter(|(_, node, _, visible, bg)| {
            visible.get()
                && bg.0.alpha() >= 0.5
                && node.size.x * node.size.y < 0.5 * window.x * window.y
        })
        .map(|(e, node, at, ..)| (e, Rect::from_center_size(at.translation, node.size)))
        .collect()
}
