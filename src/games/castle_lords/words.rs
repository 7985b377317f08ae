//! Castle Lords in words, for players: cards by name, each event as a line of the log, the big
//! moments as flashes, and why a choice is not allowed now.

use bevy::prelude::*;
use castle_lords_rules::{
    Card, Components, Crown, DiscardReason, Event, RuleError, RuleSet, State,
};
use rules_core::{Game, Seat};

use super::look;
use crate::shell::theme;
use crate::table::Seating;
use crate::table::cue::{Cue, Cues};

/// A card's name ("knight of the lion", "Ivanhoé").
pub fn card_name(card: Card, components: &Components) -> String {
    components.card_name(card)
}

/// The word at the foot of a card's face: its emblem's name.
pub fn short_name(card: Card, components: &Components) -> String {
    match card.emblem() {
        Some(e) => components
            .emblems()
            .get(e)
            .cloned()
            .unwrap_or_else(|| format!("emblem {}", e + 1)),
        None => String::new(),
    }
}

/// A castle's name.
pub fn castle_name(castle: u8, components: &Components) -> String {
    components
        .castles()
        .get(castle as usize)
        .map_or_else(|| format!("castle {}", castle + 1), |c| c.name.clone())
}

fn crown_name(crown: Crown) -> &'static str {
    match crown {
        Crown::Duke => "a duke's crown",
        Crown::King => "a king's crown",
        Crown::Hand => "the hand's crown",
    }
}

fn list(cards: &[Card], components: &Components) -> String {
    let names: Vec<String> = cards.iter().map(|c| card_name(*c, components)).collect();
    match names.len() {
        0 => "nothing".into(),
        1 => names[0].clone(),
        n => format!("{} and {}", names[..n - 1].join(", "), names[n - 1]),
    }
}

/// The event as a line of the log, if it says something a player follows.
pub fn describe(event: &Event, names: &[String], components: &Components) -> Option<String> {
    let who = |s: usize| names.get(s).cloned().unwrap_or_else(|| "someone".into());
    let card = |c: &Card| card_name(*c, components);
    let castle = |c: &u8| castle_name(*c, components);
    Some(match event {
        Event::HandStarted { hand, first_player } => {
            format!("Hand {hand} begins; {} plays first.", who(*first_player))
        }
        Event::Dealt { .. } => "The cards are dealt.".into(),
        Event::TurnStarted { .. } => return None,
        Event::LastRoundBegan => {
            "The deck is out: the last round begins, and attacks are compulsory.".into()
        }
        Event::Drew {
            seat,
            card: Some(c),
        } => format!("{} draws the {}.", who(*seat), card(c)),
        Event::Drew { seat, card: None } => format!("{} draws a card.", who(*seat)),
        Event::TurnSkipped { seat } => format!("{} has no cards and passes.", who(*seat)),
        Event::Offered { seat, card: c } => format!("{} offers the {}.", who(*seat), card(c)),
        Event::Proposed { seat, card: c } => format!("{} proposes the {}.", who(*seat), card(c)),
        Event::Declined { seat } => format!("{} proposes nothing.", who(*seat)),
        Event::Exchanged {
            seat,
            with,
            gave,
            got,
            ..
        } => format!(
            "{} takes {}'s {} for the {}.",
            who(*seat),
            who(*with),
            card(got),
            card(gave)
        ),
        Event::ProposalReturned { .. } => return None,
        Event::OfferToDungeon { card: c, .. } => {
            format!("No one proposes: the {} goes to the dungeon.", card(c))
        }
        Event::AttackBegun { seat, castle: c } => {
            format!("{} marches on {}.", who(*seat), castle(c))
        }
        Event::ArmyCardAdded { card: c, .. } => format!("The {} joins the army.", card(c)),
        Event::ArmyPlayed {
            seat,
            castle: c,
            army,
        } => format!(
            "{} takes {} with {}.",
            who(*seat),
            castle(c),
            soldiers(army.len())
        ),
        Event::DefendersToDungeon { castle: c, cards } if !cards.is_empty() => format!(
            "The defenders of {} ({}) are thrown into the dungeon.",
            castle(c),
            list(cards, components)
        ),
        Event::DefendersToHand {
            castle: c,
            seat,
            cards,
        } if !cards.is_empty() => format!(
            "The defenders of {} ({}) join {}'s hand.",
            castle(c),
            list(cards, components),
            who(*seat)
        ),
        Event::DefendersToDungeon { .. } | Event::DefendersToHand { .. } => return None,
        Event::BannerPlaced { seat, castle: c } => {
            format!("{}'s banner is planted on {}.", who(*seat), castle(c))
        }
        Event::BannerMoved {
            seat, castle: c, ..
        } => {
            format!(
                "{}'s banner moves to the first box of {}.",
                who(*seat),
                castle(c)
            )
        }
        Event::BannersStayed { .. } | Event::BannersShifted { .. } => return None,
        Event::BannerToDungeon { seat, castle: c } => format!(
            "{}'s banner is pushed off {} into the dungeon.",
            who(*seat),
            castle(c)
        ),
        Event::CastleCaptured {
            castle: c,
            seat: Some(s),
            ..
        } => format!("{} is now lord of {}.", who(*s), castle(c)),
        Event::CastleCaptured {
            castle: c,
            seat: None,
            ..
        } => format!("{} has no lord.", castle(c)),
        Event::ReclaimBegun { seat } => {
            format!(
                "{} pays three cards to free a banner from the dungeon.",
                who(*seat)
            )
        }
        Event::Discarded {
            seat,
            card: c,
            reason,
        } => match reason {
            DiscardReason::HandLimit => {
                format!("{} discards the {} (hand limit).", who(*seat), card(c))
            }
            DiscardReason::Reclaim => format!("{} pays the {}.", who(*seat), card(c)),
        },
        Event::BannerReclaimed { seat } => {
            format!("{}'s banner comes back from the dungeon.", who(*seat))
        }
        Event::Passed { seat } => format!("{} attacks nothing.", who(*seat)),
        Event::HandDiscarded { seat, cards } => format!(
            "{} cannot attack and discards {}.",
            who(*seat),
            list(cards, components)
        ),
        Event::HandScored { hand, scores } => {
            let parts: Vec<String> = scores
                .iter()
                .enumerate()
                .map(|(s, p)| format!("{} {p}", who(s)))
                .collect();
            format!("Hand {hand} scored: {}.", parts.join(", "))
        }
        Event::CrownWon { seat, crown } => format!("{} wins {}.", who(*seat), crown_name(*crown)),
        Event::MatchWon { winners } => match winners.as_slice() {
            [] => "The match ends without a winner.".into(),
            [one] => format!("{} wins the match!", who(*one)),
            many => {
                let all: Vec<String> = many.iter().map(|s| who(*s)).collect();
                format!("{} share the match!", all.join(" and "))
            }
        },
    })
}

/// The big moments, as a flash over the table and its colour.
pub fn flash(event: &Event, names: &[String]) -> Option<(String, Color)> {
    let who = |s: usize| names.get(s).cloned().unwrap_or_else(|| "someone".into());
    match event {
        Event::LastRoundBegan => Some((
            "Last round: attacks are compulsory".into(),
            Color::srgb(1.0, 0.6, 0.4),
        )),
        Event::CrownWon { seat, crown } => Some((
            format!(
                "{} {} wins {}",
                look::crown_symbol(*crown),
                who(*seat),
                crown_name(*crown)
            ),
            look::crown_hue(*crown),
        )),
        Event::MatchWon { winners } if !winners.is_empty() => {
            let all: Vec<String> = winners.iter().map(|s| who(*s)).collect();
            Some((
                format!("{} wins the match!", all.join(" and ")),
                theme::GOLD,
            ))
        }
        _ => None,
    }
}

/// Why the engine refused a choice, for the person who made it.
pub fn refusal(error: &RuleError, components: &Components, rules: RuleSet) -> String {
    let castle = |c: &u8| castle_name(*c, components);
    match error {
        RuleError::GameOver => "The match is over.".into(),
        RuleError::WrongDecision { expected, .. } => {
            format!("That is not what the table asks now: {expected}.")
        }
        RuleError::NotInHand { .. } => "That card is not in your hand.".into(),
        RuleError::NoProposal { .. } => "That player proposed no card.".into(),
        RuleError::NoSuchCastle { .. } => "There is no such castle.".into(),
        RuleError::ArmyMismatch { card, what } => format!(
            "The {} shares no {what} with the rest of the army.",
            card_name(*card, components)
        ),
        RuleError::ArmyTooSmall {
            castle: c,
            needed,
            why,
        } => format!(
            "Taking {} needs an army of {} sharing {} — {why}.",
            castle(c),
            soldiers(*needed),
            shared(rules)
        ),
        RuleError::NoBannerInReserve { castle: c } => {
            format!("No banner is left in reserve to plant on {}.", castle(c))
        }
        RuleError::MustAttack => {
            "In the last round an attack that can be made must be made.".into()
        }
        RuleError::ReclaimNotAdvanced => {
            "Banners come back from the dungeon only in advanced play.".into()
        }
        RuleError::NoBannerInDungeon => "None of your banners is in the dungeon.".into(),
        RuleError::ReclaimCost { held } => {
            format!("Freeing a banner costs 3 cards, and your hand holds {held}.")
        }
    }
}

/// A number of soldiers in words: "1 soldier", "3 soldiers".
pub fn soldiers(n: usize) -> String {
    if n == 1 {
        "1 soldier".into()
    } else {
        format!("{n} soldiers")
    }
}

/// What the soldiers of an army share under `rules`.
fn shared(rules: RuleSet) -> &'static str {
    match rules {
        RuleSet::Basic => "an emblem",
        RuleSet::Intermediate | RuleSet::Advanced => "an emblem or a type",
    }
}

/// What a card does, for the rules card.
pub fn card_text(card: Card, components: &Components, rules: RuleSet) -> String {
    if card.is_wild() {
        format!(
            "{}: wild — joins any army, sharing every emblem and type.",
            card_name(card, components)
        )
    } else {
        format!(
            "The {}: fights in an army whose soldiers share {}.",
            card_name(card, components),
            shared(rules)
        )
    }
}

/// Where a banner lies, for its description.
pub enum BannerPlace {
    /// In a castle's banner box, `number` of `boxes` (1 is the first).
    Box {
        castle: String,
        number: usize,
        boxes: usize,
        /// Whether this banner makes its seat the castle's lord.
        lord: bool,
    },
    /// In the dungeon.
    Dungeon,
    /// In its seat's reserve.
    Reserve,
}

/// What a banner is and does where it lies, under `rules`.
pub fn banner_text(name: &str, symbol: &str, at: Option<BannerPlace>, rules: RuleSet) -> String {
    let whose = format!("{symbol} {name}'s banner");
    let lordship = match rules {
        RuleSet::Advanced => "the banner in the deepest box makes the lord",
        RuleSet::Basic | RuleSet::Intermediate => "the banner in the first box makes the lord",
    };
    match at {
        Some(BannerPlace::Box {
            castle,
            number,
            boxes,
            lord,
        }) => {
            let role = if lord {
                format!("{name} is its lord")
            } else {
                lordship.to_string()
            };
            format!(
                "{whose}, box {number} of {boxes} on {castle}: {role}. Each new banner pushes it a \
                 box towards the dungeon."
            )
        }
        Some(BannerPlace::Dungeon) => match rules {
            RuleSet::Advanced => {
                format!(
                    "{whose}, in the dungeon: in a turn, three cards paid into the dungeon free it."
                )
            }
            RuleSet::Basic | RuleSet::Intermediate => {
                format!("{whose}, in the dungeon: lost until the next hand.")
            }
        },
        Some(BannerPlace::Reserve) | None => {
            format!("{whose}, in reserve: an army that takes a castle plants it there.")
        }
    }
}

/// What a crown is won for.
pub fn crown_text(crown: Crown) -> String {
    match crown {
        Crown::Duke => "A duke's crown: won for a hand scored at 10 points or more, but not the top score.",
        Crown::King => "A king's crown: won for the top score of a hand; the first with two wins the match.",
        Crown::Hand => "The hand's crown: won for the top score of a hand; the most crowns after the last hand win the match.",
    }
    .to_string()
}

/// The match's components: castles and cards are told by their names in it.
impl Cues for State {
    type Memory = Components;
    const FLASH_Y: f32 = -10.0;

    fn remember(seen: &super::Seen, _seating: &Seating) -> Components {
        seen.board.options().components().clone()
    }

    fn cue(
        components: &mut Components,
        event: &Event,
        seating: &Seating,
        viewer: Option<Seat>,
    ) -> Cue {
        let seen = event.seen_by(viewer.as_slice());
        let names = seating.names();
        Cue {
            line: describe(&seen, &names, components),
            flash: flash(&seen, &names),
            sound: super::sounds::sound(&seen),
        }
    }
}
