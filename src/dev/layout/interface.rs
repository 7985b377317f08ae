//! The check of the interface (Bevy UI nodes) at one stop: text past its box, a box past the
//! window, two texts of one layer over each other.

use bevy::prelude::*;
use bevy::text::TextLayoutInfo;
use bevy::ui::{CalculatedClip, ComputedNode, UiGlobalTransform};

use super::{SLACK, TEXT_SLACK};

/// A node's box in physical pixels: its corners, top-left then bottom-right.
pub(super) fn rect(node: &ComputedNode, at: &UiGlobalTransform) -> Rect {
    Rect::from_center_size(at.translation, node.size)
}

/// What is wrong with the interface as laid out now, each in words naming the element.
pub fn check(world: &mut World) -> Vec<String> {
    let window = {
        let mut windows = world.query::<&Window>();
        windows
            .iter(world)
            .next()
            .map(|w| Vec2::new(w.physical_width() as f32, w.physical_height() as f32))
    };
    let Some(window) = window else {
        return vec!["no window".into()];
    };
    // A text's laid-out size leaves out the interface's scale (`shell::scale`); its box has it.
    let ui_scale = world.get_resource::<UiScale>().map_or(1.0, |s| s.0);
    let mut nodes = world.query::<(
        Entity,
        &ComputedNode,
        &UiGlobalTransform,
        &InheritedVisibility,
        Option<&ChildOf>,
        Option<&TextLayoutInfo>,
        Option<&Node>,
        Option<&CalculatedClip>,
    )>();
    struct Seen {
        entity: Entity,
        rect: Rect,
        parent: Option<Entity>,
        text: bool,
        text_size: Vec2,
        clips: bool,
        clipped: bool,
    }
    let seen: Vec<Seen> = nodes
        .iter(world)
        .filter(|(_, node, _, visible, ..)| visible.get() && node.size.min_element() > 0.0)
        // What shows of a box in a scrolling or clipping one is what its clip leaves.
        .map(|(entity, node, at, _, parent, text, style, clip)| Seen {
            entity,
            rect: match clip {
                Some(clip) => rect(node, at).intersect(clip.clip),
                None => rect(node, at),
            },
            clipped: clip.is_some(),
            parent: parent.map(ChildOf::parent),
            text: text.is_some(),
            text_size: text.map_or(Vec2::ZERO, |t| t.size * ui_scale),
            clips: style.is_some_and(|s| {
                s.overflow.x != OverflowAxis::Visible || s.overflow.y != OverflowAxis::Visible
            }),
        })
        .collect();
    let by_entity: std::collections::HashMap<Entity, &Seen> =
        seen.iter().map(|s| (s.entity, s)).collect();
    let mut problems = Vec::new();
    for node in &seen {
        let name = describe(world, node.entity);
        // Past the window's edges.
        let r = node.rect;
        if past_window(r, window) {
            problems.push(format!(
                "{name} runs past the window's edge ({})",
                show(r, window)
            ));
        }
        // Text larger than its own box.
        if node.text
            && !node.clipped
            && (node.text_size.x > r.width() + TEXT_SLACK
                || node.text_size.y > r.height() + TEXT_SLACK)
        {
            problems.push(format!(
                "{name}: its text ({:.0}×{:.0}) is larger than its box ({:.0}×{:.0})",
                node.text_size.x,
                node.text_size.y,
                r.width(),
                r.height()
            ));
        }
        // Text out of the box it sits in (a button's label wider than the button), unless
        // that box scrolls or clips on purpose.
        if node.text
            && !node.clipped
            && let Some(parent) = node.parent.and_then(|p| by_entity.get(&p))
            && !parent.clips
            && (r.min.x < parent.rect.min.x - SLACK
                || r.max.x > parent.rect.max.x + SLACK
                || r.min.y < parent.rect.min.y - SLACK
                || r.max.y > parent.rect.max.y + SLACK)
        {
            problems.push(format!(
                "{name} runs out of its box ({:.0} px wide in {:.0})",
                r.width(),
                parent.rect.width()
            ));
        }
    }
    // Two texts drawn over each other, in the same layer (a modal over a dimmed screen is in
    // a layer of its own).
    let texts: Vec<&Seen> = seen.iter().filter(|s| s.text).collect();
    let layer = |world: &World, entity: Entity| -> i32 {
        let mut at = Some(entity);
        while let Some(e) = at {
            if let Some(z) = world.get::<GlobalZIndex>(e) {
                return z.0;
            }
            at = world.get::<ChildOf>(e).map(ChildOf::parent);
        }
        0
    };
    for (i, a) in texts.iter().enumerate() {
        for b in &texts[i + 1..] {
            let overlap = a.rect.intersect(b.rect);
            if overlap.width() > 3.0
                && overlap.height() > 3.0
                && layer(world, a.entity) == layer(world, b.entity)
            {
                problems.push(format!(
                    "{} and {} overlap",
                    describe(world, a.entity),
                    describe(world, b.entity)
                ));
            }
        }
    }
    problems
}

/// Whether box `r` runs past the edges of a window of `window` physical pixels.
pub(super) fn past_window(r: Rect, window: Vec2) -> bool {
    r.min.x < -SLACK || r.min.y < -SLACK || r.max.x > window.x + SLACK || r.max.y > window.y + SLACK
}

pub(super) fn show(r: Rect, window: Vec2) -> String {
    format!(
        "from {:.0},{:.0} to {:.0},{:.0} in {:.0}×{:.0}",
        r.min.x, r.min.y, r.max.x, r.max.y, window.x, window.y
    )
}

/// An element in words: its text (cut short) and the name of its nearest named box.
pub(super) fn describe(world: &World, entity: Entity) -> String {
    let text = world
        .get::<Text>(entity)
        .map(|t| t.0.clone())
        .or_else(|| world.get::<Text2d>(entity).map(|t| t.0.clone()))
        .map(|t| {
            let s: String = t.chars().take(40).collect();
            format!("\"{s}\"")
        })
        .unwrap_or_else(|| "a box".into());
    let mut at = Some(entity);
    while let Some(e) = at {
        if let Some(name) = world.get::<Name>(e) {
            return format!("{text} ({name})");
        }
        at = world.get::<ChildOf>(e).map(ChildOf::parent);
    }
    text
}
