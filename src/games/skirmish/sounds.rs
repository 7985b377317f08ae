//! What Skirmish's events sound like: the deal shuffled, cards played and drawn, a hit, a seat
//! put out, a fanfare for the match won. Every event is decided here, so that a new one must be.

use skirmish_rules::Event;

use table::sound::Sound;

/// The sound of `event`, if any.
pub fn sound(event: &Event) -> Option<Sound> {
    match event {
        Event::Dealt { .. } => Some(Sound::Shuffle),
        Event::Drew { .. } => Some(Sound::Draw),
        Event::Played { .. } => Some(Sound::Play),
        Event::Hit { .. } => Some(Sound::March),
        Event::Out { .. } => Some(Sound::Fall),
        Event::Discarded { .. } => Some(Sound::Discard),
        Event::MatchOver { .. } => Some(Sound::Fanfare),
        // Told in words alone: a turn beginning, a seat passed over.
        Event::TurnStarted { .. } | Event::PassedOver { .. } => None,
    }
}
