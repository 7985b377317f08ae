//! What happened: every change of the table, in order, for logs and animation.

use rules_core::Seat;
use serde::{Deserialize, Serialize};

use crate::cards::Card;
use crate::state::Crown;

/// Why a card went from a hand to the dungeon.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DiscardReason {
    /// Down to the hand limit at the end of a turn.
    HandLimit,
    /// Part of the three-card cost of reclaiming a banner.
    Reclaim,
}

/// One change of the table. Castles are indices (`#0` first), boxes are 1-based as on the
/// castle card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A hand of the match began; the cards were shuffled together.
    HandStarted {
        /// The hand's number, 1 first.
        hand: u32,
        /// Who plays first in it.
        first_player: Seat,
    },
    /// The deal: each seat's cards (`None` for hands the viewer may not see).
    Dealt {
        /// Each seat's hand.
        hands: Vec<Option<Vec<Card>>>,
    },
    /// A seat's turn began.
    TurnStarted {
        /// The seat.
        seat: Seat,
        /// Whether it is a last-round turn (it began with an empty deck: no draw, forced
        /// attack).
        last_round: bool,
    },
    /// The first turn with an empty deck began: from now on nobody draws and attacks are forced.
    LastRoundBegan,
    /// A card was drawn (`None` when the viewer may not see it).
    Drew {
        /// The seat.
        seat: Seat,
        /// The card.
        card: Option<Card>,
    },
    /// A player with no cards passed their turn.
    TurnSkipped {
        /// The seat.
        seat: Seat,
    },
    /// The player whose turn it is offered a card, face up.
    Offered {
        /// The seat.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// Another player proposed a card, face up.
    Proposed {
        /// The seat.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// Another player proposed nothing.
    Declined {
        /// The seat.
        seat: Seat,
    },
    /// The offer and one proposal changed hands.
    Exchanged {
        /// The player whose turn it is.
        seat: Seat,
        /// The player whose proposal was taken.
        with: Seat,
        /// The offered card, now in `with`'s hand.
        gave: Card,
        /// The proposed card, now in `seat`'s hand.
        got: Card,
        /// Whether it was forced (a single proposal).
        forced: bool,
    },
    /// A proposal not taken went back to its owner's hand.
    ProposalReturned {
        /// The owner.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// Nobody proposed: the offered card went to the dungeon.
    OfferToDungeon {
        /// The seat.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// The player chose the castle to attack.
    AttackBegun {
        /// The seat.
        seat: Seat,
        /// The castle.
        castle: u8,
    },
    /// A card joined the army being formed (face up).
    ArmyCardAdded {
        /// The seat.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// The army took the castle and now defends it.
    ArmyPlayed {
        /// The attacker.
        seat: Seat,
        /// The castle.
        castle: u8,
        /// The army.
        army: Vec<Card>,
    },
    /// The old defenders went to the dungeon (basic, intermediate).
    DefendersToDungeon {
        /// The castle.
        castle: u8,
        /// The cards.
        cards: Vec<Card>,
    },
    /// The old defenders went to the attacker's hand (advanced).
    DefendersToHand {
        /// The castle.
        castle: u8,
        /// The attacker.
        seat: Seat,
        /// The cards.
        cards: Vec<Card>,
    },
    /// A banner came from the reserve onto box 1.
    BannerPlaced {
        /// The owner.
        seat: Seat,
        /// The castle.
        castle: u8,
    },
    /// The attacker's banner already on the castle moved to box 1.
    BannerMoved {
        /// The owner.
        seat: Seat,
        /// The castle.
        castle: u8,
        /// The box it left (1-based).
        from_box: usize,
    },
    /// The attacker already controlled the castle: the banners stayed where they were.
    BannersStayed {
        /// The castle.
        castle: u8,
    },
    /// The banners on a castle after a shift towards the dungeon (box 1 first).
    BannersShifted {
        /// The castle.
        castle: u8,
        /// Each box's banner, box 1 first.
        boxes: Vec<Option<Seat>>,
    },
    /// A banner was pushed past the last box onto the dungeon card.
    BannerToDungeon {
        /// The owner.
        seat: Seat,
        /// The castle it left.
        castle: u8,
    },
    /// Control of a castle changed.
    CastleCaptured {
        /// The castle.
        castle: u8,
        /// The new controller.
        seat: Option<Seat>,
        /// The former controller.
        previous: Option<Seat>,
    },
    /// The player began to reclaim a banner (three discards follow).
    ReclaimBegun {
        /// The seat.
        seat: Seat,
    },
    /// A card went from a hand to the dungeon.
    Discarded {
        /// The seat.
        seat: Seat,
        /// The card.
        card: Card,
        /// Why.
        reason: DiscardReason,
    },
    /// A banner came back from the dungeon to its owner's reserve.
    BannerReclaimed {
        /// The owner.
        seat: Seat,
    },
    /// The player attacked nothing this turn.
    Passed {
        /// The seat.
        seat: Seat,
    },
    /// In the last round, a player who could not attack discarded their whole hand.
    HandDiscarded {
        /// The seat.
        seat: Seat,
        /// The cards.
        cards: Vec<Card>,
    },
    /// Every hand was empty: the hand was scored.
    HandScored {
        /// The hand's number.
        hand: u32,
        /// Each seat's points.
        scores: Vec<u32>,
    },
    /// A crown was won.
    CrownWon {
        /// The seat.
        seat: Seat,
        /// Which crown.
        crown: Crown,
    },
    /// The match is won (several winners when tied).
    MatchWon {
        /// The winners, in seat order.
        winners: Vec<Seat>,
    },
}

impl Event {
    /// Whether this event closes the way back for undo ([`rules_core::Game::is_undo_barrier`]):
    /// chance decided something, or a hidden card was shown. Every variant is decided here, so
    /// that a new one must be.
    pub fn is_undo_barrier(&self) -> bool {
        match self {
            // Chance: a new hand's shuffle, its deal, a draw.
            Event::HandStarted { .. } | Event::Dealt { .. } | Event::Drew { .. } => true,
            // Hidden cards shown: a last-round pass lays the whole hand face up in the dungeon,
            // cards the others had not seen.
            Event::HandDiscarded { .. } => true,
            // Decisions and their sure consequences, every card face up or known to all: the
            // exchange, armies and defenders, banners, reclaims, discards chosen from the hand,
            // scoring and crowns (a hand is scored when every hand and the deck are empty, so
            // the end of the match shows nothing hidden).
            Event::TurnStarted { .. }
            | Event::LastRoundBegan
            | Event::TurnSkipped { .. }
            | Event::Offered { .. }
            | Event::Proposed { .. }
            | Event::Declined { .. }
            | Event::Exchanged { .. }
            | Event::ProposalReturned { .. }
            | Event::OfferToDungeon { .. }
            | Event::AttackBegun { .. }
            | Event::ArmyCardAdded { .. }
            | Event::ArmyPlayed { .. }
            | Event::DefendersToDungeon { .. }
            | Event::DefendersToHand { .. }
            | Event::BannerPlaced { .. }
            | Event::BannerMoved { .. }
            | Event::BannersStayed { .. }
            | Event::BannersShifted { .. }
            | Event::BannerToDungeon { .. }
            | Event::CastleCaptured { .. }
            | Event::ReclaimBegun { .. }
            | Event::Discarded { .. }
            | Event::BannerReclaimed { .. }
            | Event::Passed { .. }
            | Event::HandScored { .. }
            | Event::CrownWon { .. }
            | Event::MatchWon { .. } => false,
        }
    }

    /// This event as the `seats` together may see it (the people at one screen, or one seat):
    /// a card none of them may see is replaced by `None`. No seats is a spectator's view.
    pub fn seen_by(&self, seats: &[Seat]) -> Event {
        let visible = |seat: Seat| seats.contains(&seat);
        match self {
            Event::Dealt { hands } => Event::Dealt {
                hands: rules_core::hands::dealt_hands_seen_by(hands, seats),
            },
            Event::Drew { seat, card } => Event::Drew {
                seat: *seat,
                card: if visible(*seat) { *card } else { None },
            },
            other => other.clone(),
        }
    }

    /// The event's name, as in its serialized `event` field (`castle_captured`).
    pub fn name(&self) -> String {
        serde_json::to_value(self)
            .ok()
            .and_then(|v| v.get("event").and_then(|e| e.as_str().map(String::from)))
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_and_deals_are_hidden_from_others() {
        let drew = Event::Drew {
            seat: 1,
            card: Some(Card::IVANHOE),
        };
        assert_eq!(drew.seen_by(&[1]), drew);
        assert_eq!(
            drew.seen_by(&[0]),
            Event::Drew {
                seat: 1,
                card: None
            }
        );
        let dealt = Event::Dealt {
            hands: vec![Some(vec![Card::IVANHOE]), Some(vec![Card::LOCKSLEY])],
        };
        assert_eq!(
            dealt.seen_by(&[]),
            Event::Dealt {
                hands: vec![None, None]
            }
        );
        assert_eq!(drew.name(), "drew");
    }
}
