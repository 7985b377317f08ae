//! Castle Lords in words, for players: cards by name, each event as a line of the log, the big
//! moments as flashes, why a choice is not allowed now, and what each piece is. Every sentence
//! is a message of `i18n/<language>/castle-lords.ftl` (beside it); this file only picks the message
//! and its arguments. A card travels as codes (`$type`, `$emblem`) so that each language gives
//! it its own article; castles and players travel as names, the same in every language.

use super::CastleLords;
use bevy::prelude::*;
use castle_lords_rules::{
    Action, Card, Components, Crown, Crowns, DiscardReason, Event, RuleError, RuleSet, State,
};
use rules_core::{Game, Seat};

use shell::locale::{Arg, Msg};
use shell::theme;
use table::cue::{Cue, Cues};
use table::{Seating, handoff};

use super::look::{self, type_code};

pub use table::speaker::Speaker;

/// `msg` with the card's codes: its type, and its emblem's name in the components (the
/// standard ones are translated; a table's own are shown as they are).
pub fn with_card(msg: Msg, card: Card, components: &Components) -> Msg {
    let emblem = card.emblem().map_or_else(String::new, |e| {
        components
            .emblems()
            .get(e)
            .cloned()
            .unwrap_or_else(|| (e + 1).to_string())
    });
    msg.with("type", type_code(card)).with("emblem", emblem)
}

/// A card's name ("knight of the lion", "Ivanhoé").
pub fn card_name(card: Card, components: &Components) -> Msg {
    with_card(Msg::new("castle-card"), card, components)
}

/// A card's name with its article, where the language gives it one ("the knight of the lion").
pub fn the_card(card: Card, components: &Components) -> Msg {
    with_card(Msg::new("castle-the-card"), card, components)
}

/// The word at the foot of a card's face: its emblem's name (the wild cards' own name).
pub fn foot_word(card: Card, components: &Components) -> Msg {
    let id = if card.is_wild() {
        "castle-card"
    } else {
        "castle-emblem"
    };
    with_card(Msg::new(id), card, components)
}

/// The big mark in a card's corner: its type's initial in the language shown.
pub fn type_mark(card: Card) -> Msg {
    Msg::new("castle-type-mark").with("type", type_code(card))
}

/// A castle's name (a proper name, the same in every language).
pub fn castle_name(castle: u8, components: &Components) -> String {
    components
        .castles()
        .get(castle as usize)
        .map_or_else(|| (castle + 1).to_string(), |c| c.name.clone())
}

/// A rule set as the messages select on it.
pub fn rules_code(rules: RuleSet) -> &'static str {
    match rules {
        RuleSet::Basic => "basic",
        RuleSet::Intermediate => "intermediate",
        RuleSet::Advanced => "advanced",
    }
}

fn crown_code(crown: Crown) -> &'static str {
    match crown {
        Crown::Duke => "duke",
        Crown::King => "king",
        Crown::Hand => "hand",
    }
}

fn a_crown(crown: Crown) -> Msg {
    Msg::new("castle-a-crown").with("crown", crown_code(crown))
}

/// Cards in a list: "knight of the lion, archer of the boar and Locksley", or "nothing".
fn cards(cards: &[Card], components: &Components) -> Msg {
    let mut named: Vec<Msg> = cards
        .iter()
        .map(|c| with_card(Msg::new("castle-listed-card"), *c, components))
        .collect();
    let msg = Msg::new("castle-cards").with("count", named.len());
    match named.pop() {
        Some(last) => msg.with("last", last).with("rest", Arg::List(named)),
        None => msg,
    }
}

/// How Castle Lords' words name the players (`$name`; "someone" past the names), the person at
/// the screen `you` as "you".
pub fn speaker(names: &[String], you: Option<Seat>) -> Speaker<'_> {
    Speaker::new(names, you, "name", "castle-someone")
}

/// The end of a match: its winners, or none. The person at the screen, among several winners,
/// is named last ("Rowena and you").
fn match_won(winners: &[Seat], who: &Speaker) -> Msg {
    let mut winners = winners.to_vec();
    winners.sort_by_key(|s| who.is_you(*s));
    match winners.as_slice() {
        [] => Msg::new("castle-match-no-winner"),
        [one] => who.says("castle-match-won", *one),
        [rest @ .., last] => {
            let rest: Vec<String> = rest
                .iter()
                .map(|s| who.names().get(*s).cloned().unwrap_or_default())
                .collect();
            let you = if who.is_you(*last) { "yes" } else { "no" };
            Msg::new("castle-match-shared")
                .with("names", rest.join(", "))
                .with("last", who.named(*last))
                .with("you", you)
        }
    }
}

/// The event as a line of the log, if it says something a player follows; `who` names the
/// players.
pub fn describe(event: &Event, who: &Speaker, components: &Components) -> Option<Msg> {
    let by = |id: &'static str, seat: &Seat| who.says(id, *seat);
    let card = |msg: Msg, c: &Card| with_card(msg, *c, components);
    let castle = |c: &u8| castle_name(*c, components);
    Some(match event {
        Event::HandStarted { hand, first_player } => {
            by("castle-hand-started", first_player).with("hand", *hand)
        }
        Event::Dealt { .. } => Msg::new("castle-dealt"),
        Event::TurnStarted { .. } => return None,
        Event::LastRoundBegan => Msg::new("castle-last-round"),
        Event::Drew {
            seat,
            card: Some(c),
        } => card(by("castle-drew", seat), c),
        Event::Drew { seat, card: None } => by("castle-drew-hidden", seat),
        Event::TurnSkipped { seat } => by("castle-turn-skipped", seat),
        Event::Offered { seat, card: c } => card(by("castle-offered", seat), c),
        Event::Proposed { seat, card: c } => card(by("castle-proposed", seat), c),
        Event::Declined { seat } => by("castle-declined", seat),
        Event::Exchanged {
            seat,
            with,
            gave,
            got,
            ..
        } => who
            .between("castle-exchanged", ("name", *seat), ("with", *with))
            .with(
                "got",
                with_card(Msg::new("castle-got-card"), *got, components),
            )
            .with("gave", the_card(*gave, components)),
        Event::ProposalReturned { .. } => return None,
        Event::OfferToDungeon { card: c, .. } => card(Msg::new("castle-offer-to-dungeon"), c),
        Event::AttackBegun { seat, castle: c } => {
            by("castle-attack-begun", seat).with("castle", castle(c))
        }
        Event::ArmyCardAdded { card: c, .. } => card(Msg::new("castle-army-card-added"), c),
        Event::ArmyPlayed {
            seat,
            castle: c,
            army,
        } => by("castle-army-played", seat)
            .with("castle", castle(c))
            .with("count", army.len()),
        Event::DefendersToDungeon {
            castle: c,
            cards: d,
        } if !d.is_empty() => Msg::new("castle-defenders-to-dungeon")
            .with("castle", castle(c))
            .with("cards", cards(d, components)),
        Event::DefendersToHand {
            castle: c,
            seat,
            cards: d,
        } if !d.is_empty() => by("castle-defenders-to-hand", seat)
            .with("castle", castle(c))
            .with("cards", cards(d, components)),
        Event::DefendersToDungeon { .. } | Event::DefendersToHand { .. } => return None,
        Event::BannerPlaced { seat, castle: c } => {
            by("castle-banner-placed", seat).with("castle", castle(c))
        }
        Event::BannerMoved {
            seat, castle: c, ..
        } => by("castle-banner-moved", seat).with("castle", castle(c)),
        Event::BannersStayed { .. } | Event::BannersShifted { .. } => return None,
        Event::BannerToDungeon { seat, castle: c } => {
            by("castle-banner-to-dungeon", seat).with("castle", castle(c))
        }
        Event::CastleCaptured {
            castle: c,
            seat: Some(s),
            ..
        } => by("castle-captured", s).with("castle", castle(c)),
        Event::CastleCaptured {
            castle: c,
            seat: None,
            ..
        } => Msg::new("castle-no-lord").with("castle", castle(c)),
        Event::ReclaimBegun { seat } => by("castle-reclaim-begun", seat),
        Event::Discarded {
            seat,
            card: c,
            reason,
        } => match reason {
            DiscardReason::HandLimit => card(by("castle-discarded-to-limit", seat), c),
            DiscardReason::Reclaim => card(by("castle-discarded-to-reclaim", seat), c),
        },
        Event::BannerReclaimed { seat } => by("castle-banner-reclaimed", seat),
        Event::Passed { seat } => by("castle-passed", seat),
        Event::HandDiscarded { seat, cards: d } => {
            by("castle-hand-discarded", seat).with("cards", cards(d, components))
        }
        Event::HandScored { hand, scores } => {
            let parts: Vec<Msg> = scores
                .iter()
                .enumerate()
                .map(|(s, p)| by("castle-seat-points", &s).with("points", *p))
                .collect();
            Msg::new("castle-hand-scored")
                .with("hand", *hand)
                .with("scores", Arg::List(parts))
        }
        Event::CrownWon { seat, crown } => {
            by("castle-crown-won", seat).with("crown", a_crown(*crown))
        }
        Event::MatchWon { winners } => match_won(winners, who),
    })
}

/// The big moments, as a flash over the table and its colour; `who` names the players.
pub fn flash(event: &Event, who: &Speaker) -> Option<(Msg, Color)> {
    match event {
        Event::LastRoundBegan => Some((
            Msg::new("castle-flash-last-round"),
            Color::srgb(1.0, 0.6, 0.4),
        )),
        Event::CrownWon { seat, crown } => Some((
            who.says("castle-flash-crown", *seat)
                .with("symbol", look::crown_symbol(*crown))
                .with("crown", a_crown(*crown)),
            look::crown_hue(*crown),
        )),
        Event::MatchWon { winners } if !winners.is_empty() => {
            Some((match_won(winners, who), theme::GOLD))
        }
        _ => None,
    }
}

/// Why the engine refused `action` in `state`, for the person who made it. (The engine's own
/// words are for developers; the action tells which shortfall an army has.)
pub fn refusal(error: &RuleError, action: &Action, state: &State) -> Msg {
    let components = state.options().components();
    let rules = rules_code(state.rules());
    let castle = |c: &u8| castle_name(*c, components);
    match error {
        RuleError::GameOver => Msg::new("castle-match-over"),
        RuleError::WrongDecision { .. } => {
            Msg::new("castle-refusal-wrong-decision").with("asked", state.phase().name())
        }
        RuleError::NotInHand { .. } => Msg::new("castle-refusal-not-in-hand"),
        RuleError::NoProposal { .. } => Msg::new("castle-refusal-no-proposal"),
        RuleError::NoSuchCastle { .. } => Msg::new("castle-refusal-no-such-castle"),
        RuleError::ArmyMismatch { card, .. } => {
            with_card(Msg::new("castle-refusal-army-mismatch"), *card, components)
                .with("rules", rules)
        }
        RuleError::ArmyTooSmall {
            castle: c, needed, ..
        } => {
            let why = match action {
                Action::Attack(_) => "in-hand",
                Action::Add(_) => "complete",
                _ => "smaller",
            };
            Msg::new("castle-refusal-army-too-small")
                .with("castle", castle(c))
                .with("needed", *needed)
                .with("rules", rules)
                .with("why", why)
        }
        RuleError::NoBannerInReserve { castle: c } => {
            Msg::new("castle-refusal-no-banner-in-reserve").with("castle", castle(c))
        }
        RuleError::MustAttack => Msg::new("castle-refusal-must-attack"),
        RuleError::ReclaimNotAdvanced => Msg::new("castle-refusal-reclaim-not-advanced"),
        RuleError::NoBannerInDungeon => Msg::new("castle-refusal-no-banner-in-dungeon"),
        RuleError::ReclaimCost { held } => {
            Msg::new("castle-refusal-reclaim-cost").with("held", *held)
        }
    }
}

/// What a card does, for the rules card.
pub fn card_text(card: Card, components: &Components, rules: RuleSet) -> Msg {
    if card.is_wild() {
        with_card(Msg::new("castle-card-text-wild"), card, components)
    } else {
        with_card(Msg::new("castle-card-text"), card, components).with("rules", rules_code(rules))
    }
}

/// Two lines of the rules card: what a piece is, then more (why it cannot be chosen now).
pub fn two_lines(first: Msg, second: Msg) -> Msg {
    Msg::new("castle-two-lines")
        .with("first", first)
        .with("second", second)
}

/// Where a banner lies, for its description.
#[derive(Clone)]
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

/// What a banner is and does where it lies, under `rules`; `you` when it is the person's at the
/// screen ("your banner").
pub fn banner_text(
    name: &str,
    you: bool,
    symbol: &str,
    at: Option<BannerPlace>,
    rules: RuleSet,
) -> Msg {
    let msg = match at {
        Some(BannerPlace::Box {
            castle,
            number,
            boxes,
            lord,
        }) => Msg::new("castle-banner-in-box")
            .with("castle", castle)
            .with("number", number)
            .with("boxes", boxes)
            .with("lord", if lord { "yes" } else { "no" }),
        Some(BannerPlace::Dungeon) => Msg::new("castle-banner-in-dungeon"),
        Some(BannerPlace::Reserve) | None => Msg::new("castle-banner-in-reserve"),
    };
    msg.with("name", name)
        .with("you", if you { "yes" } else { "no" })
        .with("symbol", symbol)
        .with("rules", rules_code(rules))
}

/// What a crown is won for.
pub fn crown_text(crown: Crown) -> Msg {
    Msg::new("castle-crown-text").with("crown", crown_code(crown))
}

/// A seat's crowns in words and symbols ("♚ 1 king's crown", "♔ 2 duke's crowns"), or "no
/// crown".
pub fn crowns(crowns: Crowns) -> Vec<Msg> {
    let parts: Vec<Msg> = [
        (crowns.king, Crown::King, "castle-crowns-king"),
        (crowns.duke, Crown::Duke, "castle-crowns-duke"),
        (crowns.hand, Crown::Hand, "castle-crowns-hand"),
    ]
    .into_iter()
    .filter(|(n, _, _)| *n > 0)
    .map(|(n, crown, id)| {
        Msg::new(id)
            .with("symbol", look::crown_symbol(crown))
            .with("count", n)
    })
    .collect();
    if parts.is_empty() {
        vec![Msg::new("castle-no-crown")]
    } else {
        parts
    }
}

/// The match's components: castles and cards are told by their names in it; the person at the
/// screen, when only one plays, is "you".
impl Cues for CastleLords {
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
        let who = speaker(&names, handoff::single_viewer(&seating.seats));
        Cue {
            line: describe(&seen, &who, components),
            flash: flash(&seen, &who),
            sound: super::sounds::sound(&seen),
        }
    }
}

#[cfg(test)]
mod tests;
