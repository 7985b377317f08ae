//! The player's settings that outlive a match.

use std::time::Duration;

use bevy::prelude::*;

/// How fast the table animates.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum AnimationSpeed {
    /// Slower, for following every card.
    Relaxed,
    /// The default.
    #[default]
    Normal,
    /// Quicker.
    Fast,
    /// No animation: things jump to their place.
    Instant,
}

impl AnimationSpeed {
    /// In words.
    pub fn label(self) -> &'static str {
        match self {
            AnimationSpeed::Relaxed => "relaxed",
            AnimationSpeed::Normal => "normal",
            AnimationSpeed::Fast => "fast",
            AnimationSpeed::Instant => "instant",
        }
    }

    /// The next setting, cycling.
    pub fn next(self) -> Self {
        match self {
            AnimationSpeed::Relaxed => AnimationSpeed::Normal,
            AnimationSpeed::Normal => AnimationSpeed::Fast,
            AnimationSpeed::Fast => AnimationSpeed::Instant,
            AnimationSpeed::Instant => AnimationSpeed::Relaxed,
        }
    }

    /// A duration of the normal speed, at this speed.
    pub fn scale(self, seconds: f32) -> Duration {
        let factor = match self {
            AnimationSpeed::Relaxed => 1.6,
            AnimationSpeed::Normal => 1.0,
            AnimationSpeed::Fast => 0.45,
            AnimationSpeed::Instant => 0.0,
        };
        Duration::from_secs_f32(seconds * factor)
    }
}
