//! What Castle Lords' events sound like: cards drawn, offered, exchanged and discarded, the deal,
//! an army marching on a castle, a banner falling into the dungeon, a fanfare for a castle, a
//! crown and the match won. Every event is decided here, so that a new one must be.

use castle_lords_rules::Event;

use table::sound::Sound;

/// The sound of `event`, if any.
pub fn sound(event: &Event) -> Option<Sound> {
    match event {
        Event::Dealt { .. } => Some(Sound::Shuffle),
        Event::Drew { .. } | Event::ProposalReturned { .. } | Event::DefendersToHand { .. } => {
            Some(Sound::Draw)
        }
        Event::Offered { .. }
        | Event::Proposed { .. }
        | Event::Exchanged { .. }
        | Event::ArmyCardAdded { .. }
        | Event::BannerPlaced { .. }
        | Event::BannerMoved { .. }
        | Event::BannerReclaimed { .. } => Some(Sound::Play),
        Event::OfferToDungeon { .. }
        | Event::DefendersToDungeon { .. }
        | Event::Discarded { .. }
        | Event::HandDiscarded { .. } => Some(Sound::Discard),
        Event::AttackBegun { .. } | Event::ArmyPlayed { .. } => Some(Sound::March),
        Event::BannerToDungeon { .. } => Some(Sound::Fall),
        Event::CastleCaptured { seat: Some(_), .. } | Event::CrownWon { .. } => {
            Some(Sound::Fanfare)
        }
        Event::MatchWon { winners } if !winners.is_empty() => Some(Sound::Fanfare),
        // Told in words alone (or not at all): a hand or a turn beginning, the last round, a
        // turn passed, nothing proposed, banners staying or shifting, a castle left without a
        // lord, a reclaim begun, a hand scored, a match without a winner.
        Event::HandStarted { .. }
        | Event::TurnStarted { .. }
        | Event::LastRoundBegan
        | Event::TurnSkipped { .. }
        | Event::Declined { .. }
        | Event::BannersStayed { .. }
        | Event::BannersShifted { .. }
        | Event::CastleCaptured { seat: None, .. }
        | Event::ReclaimBegun { .. }
        | Event::Passed { .. }
        | Event::HandScored { .. }
        | Event::MatchWon { .. } => None,
    }
}
