//! The interface grows and shrinks with the window, as the table does: the camera keeps the
//! whole 1280 × 720 table in view at any size, and the interface, laid out for 1280 × 720, is
//! scaled by the smaller of the window's two ratios to it. At 1024 × 640 the screens fit as they
//! do at 1280 × 720; at 2560 × 1440 their text is as large beside the table as at 1280 × 720.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::theme::TABLE_SIZE;

/// The smallest scale: below it, text would be too small to read.
const SMALLEST: f32 = 0.5;

/// Scales the interface to the window, whenever the window's size changes.
pub fn plugin(app: &mut App) {
    app.add_systems(PreUpdate, follow_window);
}

/// The interface's scale for a window of `size` logical pixels.
pub fn scale_for(size: Vec2) -> f32 {
    (size.x / TABLE_SIZE.x)
        .min(size.y / TABLE_SIZE.y)
        .max(SMALLEST)
}

fn follow_window(
    windows: Query<&Window, (With<PrimaryWindow>, Changed<Window>)>,
    scale: Option<ResMut<UiScale>>,
) {
    // No interface without a window (the headless tests).
    let Some(mut scale) = scale else {
        return;
    };
    for window in &windows {
        let wanted = scale_for(window.size());
        if (scale.0 - wanted).abs() > 0.001 {
            scale.0 = wanted;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The interface fits every window the way it fits 1280 × 720: scaled by the smaller ratio.
    #[test]
    fn the_interface_scales_with_the_smaller_side() {
        assert_eq!(scale_for(Vec2::new(1280.0, 720.0)), 1.0);
        assert_eq!(scale_for(Vec2::new(2560.0, 1440.0)), 2.0);
        assert_eq!(scale_for(Vec2::new(1024.0, 640.0)), 0.8);
        assert_eq!(scale_for(Vec2::new(1920.0, 720.0)), 1.0);
        assert_eq!(scale_for(Vec2::new(100.0, 100.0)), SMALLEST);
    }
}
