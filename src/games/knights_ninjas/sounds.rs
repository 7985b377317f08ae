//! What Of Knights and Ninjas' events sound like: cards drawn, played and discarded, the deck
//! shuffled, an attack marching, a fortification falling, gems taken or stolen and clinking as
//! they arrive, a fanfare for the match won. Every event is decided here, so that a new one
//! must be.

use knights_ninjas_rules::Event;

use table::sound::Sound;

/// The sound of `event`, if any.
pub fn sound(event: &Event) -> Option<Sound> {
    match event {
        Event::Dealt { .. } | Event::Reshuffled { .. } => Some(Sound::Shuffle),
        Event::Drew { .. } | Event::TakenByPrincess { .. } => Some(Sound::Draw),
        Event::Fortified { .. }
        | Event::Responded { .. }
        | Event::Traitored { .. }
        | Event::CastleScaled { .. } => Some(Sound::Play),
        Event::MinstrelDiscarded { .. }
        | Event::Discarded { .. }
        | Event::Executed { .. }
        | Event::MinstrelStopped { .. }
        | Event::CardsDiscarded { .. } => Some(Sound::Discard),
        Event::AttackPlayed { .. } => Some(Sound::March),
        Event::FortificationDestroyed { .. } => Some(Sound::Fall),
        Event::GemsTaken { .. } | Event::HighwaymanSteal { .. } => Some(Sound::Stolen),
        Event::GemsArrived { .. } => Some(Sound::Clink),
        Event::DeckRanOut { .. } | Event::GameWon { .. } => Some(Sound::Fanfare),
        // Told in words alone: a turn beginning or ending, an attack let through or repelled, a
        // steal let pass.
        Event::TurnStarted { .. }
        | Event::Unanswered { .. }
        | Event::Repelled { .. }
        | Event::Passed { .. }
        | Event::TurnEnded { .. } => None,
    }
}
