//! The game in words for players: the log's lines, the flashes of the big moments, what each
//! card is, why a pick is refused. Every word is a message of
//! `i18n/<language>/skirmish.ftl` (beside it), so each language has its own grammar; a count chooses
//! the plural of its words. Neutral ("their turn") and in the project's own words.

use super::Skirmish;
use bevy::prelude::*;
use rules_core::Seat;
use skirmish_rules::{Card, Event, Play, RuleError};

use shell::locale::Msg;
use shell::theme;
use table::cue::{Cue, Cues};
use table::speaker::Speaker;
use table::{Seating, handoff};

/// How Skirmish's words name the players (each message by its own argument: `$who`, `$by`),
/// the person at the screen `you` as "you".
pub fn speaker(names: &[String], you: Option<Seat>) -> Speaker<'_> {
    Speaker::new(names, you, "who", "sk-someone")
}

/// A card's name: "a 4".
pub fn card_name(card: Card) -> Msg {
    Msg::new("sk-card").with("value", card.value())
}

/// A play in words: "a 4", "a pair of 4s".
pub fn play_words(play: Play) -> Msg {
    Msg::new("sk-play")
        .with("value", play.card.value())
        .with("pair", if play.pair { "yes" } else { "no" })
}

/// The winners of a shared win, for a message's "A, B and C": every name but the last with
/// commas (`$names`), the last (`$last`), how many (`$count`), and whether the person at the
/// screen is among them (`$you`: they are then named last).
fn winners(msg: Msg, seats: &[Seat], who: &Speaker) -> Msg {
    let mut seats = seats.to_vec();
    seats.sort_by_key(|s| who.is_you(*s));
    let you = seats.last().is_some_and(|s| who.is_you(*s));
    let name = |s: Seat| {
        who.names()
            .get(s)
            .cloned()
            .unwrap_or_else(|| format!("#{}", s + 1))
    };
    let mut names: Vec<String> = seats.iter().map(|s| name(*s)).collect();
    let last = names.pop().unwrap_or_default();
    msg.with("names", names.join(", "))
        .with("last", last)
        .with("count", seats.len())
        .with("you", if you { "yes" } else { "no" })
}

/// One line for the log, or `None` for an event not worth one; `who` names the players.
pub fn describe(event: &Event, who: &Speaker) -> Option<Msg> {
    Some(match event {
        Event::Dealt { .. } => Msg::new("sk-log-dealt"),
        Event::TurnStarted { seat } => who.says("sk-log-turn", *seat),
        Event::PassedOver { seat } => who.says("sk-log-passed-over", *seat),
        Event::Played { seat, play } => who
            .says("sk-log-played", *seat)
            .with("play", play_words(*play)),
        Event::Hit {
            by,
            target,
            damage,
            strength,
        } => who
            .between("sk-log-hit", ("by", *by), ("target", *target))
            .with("damage", *damage)
            .with("strength", *strength),
        Event::Out { seat } => who.says("sk-log-out", *seat),
        Event::Drew { seat, card } => match card {
            Some(card) => who
                .says("sk-log-drew", *seat)
                .with("card", card_name(*card)),
            None => who.says("sk-log-drew-hidden", *seat),
        },
        Event::Discarded { .. } => return None,
        Event::MatchOver {
            winners: seats,
            strength,
        } => winners(Msg::new("sk-log-over"), seats, who).with("strength", *strength),
    })
}

/// The big moments, as a flash over the table and its colour; `who` names the players.
pub fn flash(event: &Event, who: &Speaker) -> Option<(Msg, Color)> {
    match event {
        Event::Out { seat } => Some((who.says("sk-flash-out", *seat), theme::WARNING)),
        Event::MatchOver { winners: seats, .. } => {
            Some((winners(Msg::new("sk-flash-won"), seats, who), theme::GOLD))
        }
        _ => None,
    }
}

/// Why the engine refused an action, for players: each rule's own message, seats named (never
/// the engine's English, which speaks of seat numbers and the notation).
pub fn refusal(error: &RuleError, names: &[String], you: Option<Seat>) -> Msg {
    match error {
        RuleError::GameOver => Msg::new("sk-refuse-over"),
        RuleError::WrongDecision { .. } => Msg::new("sk-refuse-not-now"),
        RuleError::NotInHand { .. } => Msg::new("sk-refuse-not-in-hand"),
        RuleError::Rival { target, .. } if *target >= names.len() => {
            Msg::new("sk-refuse-no-such-seat")
        }
        RuleError::Rival { target, .. } => {
            speaker(names, you).says_as("sk-refuse-rival", "target", *target)
        }
    }
}

impl Cues for Skirmish {
    type Memory = ();
    const FLASH_Y: f32 = super::layout::FLASH_Y;

    fn remember(_seen: &super::Seen, _seating: &Seating) {}

    fn cue(_: &mut (), event: &Event, seating: &Seating, viewer: Option<Seat>) -> Cue {
        let seen = event.seen_by(viewer.as_slice());
        let names = seating.names();
        let who = speaker(&names, handoff::single_viewer(&seating.seats));
        Cue {
            line: describe(&seen, &who),
            flash: flash(&seen, &who),
            sound: super::sounds::sound(&seen),
        }
    }
}

#[cfg(test)]
mod tests;
