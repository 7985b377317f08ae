//! What Ivanhoe's events sound like: cards drawn, played and discarded, the deck shuffled,
//! tokens clinking, a fanfare for a tournament and the game won. Every event is decided here,
//! so that a new one must be.

use ivanhoe_rules::Event;

use table::sound::Sound;

/// The sound of `event`, if any.
pub fn sound(event: &Event) -> Option<Sound> {
    match event {
        Event::Dealt { .. } | Event::DeckShuffled { .. } => Some(Sound::Shuffle),
        Event::Drew { .. } | Event::CardRetreated { .. } | Event::CardTaken { .. } => {
            Some(Sound::Draw)
        }
        Event::CardPlayed { .. }
        | Event::ActionPlayed { .. }
        | Event::CardMoved { .. }
        | Event::Swapped { .. }
        | Event::ShieldPlaced { .. }
        | Event::StunnedPlaced { .. } => Some(Sound::Play),
        Event::Discarded { .. } | Event::ActionCancelled { .. } => Some(Sound::Discard),
        Event::TokenWon { .. } | Event::TokenReturned { .. } => Some(Sound::Clink),
        Event::TournamentWon { .. } | Event::GameWon { .. } => Some(Sound::Fanfare),
        // Told in words alone: whose turn, a colour, a choice, a pass, the game drawn.
        Event::TurnStarted { .. }
        | Event::HandRevealed { .. }
        | Event::TournamentStarted { .. }
        | Event::Kept { .. }
        | Event::Passed { .. }
        | Event::ColourChanged { .. }
        | Event::Stayed { .. }
        | Event::Withdrew { .. }
        | Event::GameDrawn => None,
    }
}
