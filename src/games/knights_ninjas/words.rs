//! The game in words for players: the log's lines, the flashes of the big moments, what each
//! card does, why a card cannot be played, and the table's labels. Every word is a message of
//! `i18n/<language>/knights-ninjas.ftl` (beside it), so each language has its own grammar: a card
//! goes to a message as its code (`knight`), which chooses its name, gender and article there
//! (a/an, un/une, le/la/l'); a count chooses the plural of its words, verbs included. Neutral
//! ("their turn") and in the project's own words.

use super::KnightsNinjas;
use bevy::prelude::*;
use knights_ninjas_rules::{Card, Event, Play, RuleError};
use rules_core::Seat;

use shell::locale::{Locale, Msg, Words};
use shell::theme;
use table::cue::{Cue, Cues};
use table::{Seating, handoff};

pub use table::speaker::Speaker;

/// A card's code in the language files (`knight`, `highwayman`): it chooses the card's name and
/// article there.
pub fn code(card: Card) -> String {
    card.name().to_ascii_lowercase()
}

/// The message `id` about `card` (its `$card`).
fn about(id: &'static str, card: Card) -> Msg {
    Msg::new(id).with("card", code(card))
}

/// A card's name: "Knight".
pub fn card_name(card: Card) -> Msg {
    about("kn-card", card)
}

/// A card with its article: "a Knight", "an Archer".
pub fn a_card(card: Card) -> Msg {
    about("kn-a-card", card)
}

/// A play in words: "a Knight", "a Jester as a Dragon", "a revolt of 3 Peasants".
pub fn play_words(play: Play) -> Msg {
    play_as("kn-play", play)
}

/// A play at the start of a sentence: "A Knight".
pub fn play_at_start(play: Play) -> Msg {
    play_as("kn-play-start", play)
}

/// A play already named: "the Knight", "the revolt".
fn the_play(play: Play) -> Msg {
    play_as("kn-the-play", play)
}

fn play_as(id: &'static str, play: Play) -> Msg {
    let kind = if play.role == Card::Peasant && play.size() > 1 {
        match (play.natural, play.jesters) {
            (_, 0) => "revolt",
            (0, _) => "revolt-jesters",
            _ => "revolt-mixed",
        }
    } else if play.natural == 0 && play.jesters > 0 {
        "jester"
    } else {
        "card"
    };
    about(id, play.role)
        .with("kind", kind)
        .with("peasants", play.natural)
        .with("jesters", play.jesters)
}

/// A count of gems: "1 gem", "3 gems".
pub fn gems(n: u8) -> Msg {
    Msg::new("kn-gems").with("gems", n)
}

/// What a card does, for the rules card.
pub fn card_text(card: Card) -> Msg {
    Msg::new(format!("kn-text-{}", code(card)))
}

/// Seats named in words: a seat's name (its number, should a seat have no name).
fn namer(names: &[String]) -> impl Fn(Seat) -> String + '_ {
    |s| {
        names
            .get(s)
            .cloned()
            .unwrap_or_else(|| format!("#{}", s + 1))
    }
}

/// How Of Knights and Ninjas' words name the players (each message by its own argument:
/// `$who`, `$by`, `$first`; "someone" past the names), the person at the screen `you` as "you".
pub fn speaker(names: &[String], you: Option<Seat>) -> Speaker<'_> {
    Speaker::new(names, you, "who", "kn-someone")
}

/// The winners of a shared win, for a message's "A, B and C": every name but the last with
/// commas (`$names`), the last (`$last`), how many (`$count`), and whether the person at the
/// screen is among them (`$you`: they are then named last, "Brian and you").
fn winners(msg: Msg, seats: &[Seat], who: &Speaker) -> Msg {
    let mut seats = seats.to_vec();
    seats.sort_by_key(|s| who.is_you(*s));
    let you = seats.last().is_some_and(|s| who.is_you(*s));
    let mut names: Vec<String> = seats.iter().map(|s| namer(who.names())(*s)).collect();
    let last = names.pop().unwrap_or_default();
    msg.with("names", names.join(", "))
        .with("last", last)
        .with("count", seats.len())
        .with("you", if you { "yes" } else { "no" })
}

/// One line for the log, or `None` for an event not worth one; `who` names the players.
/// `attack` is the attack card under way, which a Traitor turns round.
pub fn describe(event: &Event, who: &Speaker, attack: Option<Play>) -> Option<Msg> {
    let said = |id: &'static str, seat: Seat| who.says_as(id, "who", seat);
    Some(match event {
        Event::Dealt { first, .. } => who.says_as("kn-log-dealt", "first", *first),
        Event::TurnStarted { seat, .. } => said("kn-log-turn", *seat),
        Event::MinstrelDiscarded { seat, .. } => said("kn-log-minstrel-leaves", *seat),
        Event::Drew { seat, card } => match card {
            Some(card) => said("kn-log-drew", *seat).with("card", code(*card)),
            None => said("kn-log-drew-hidden", *seat),
        },
        Event::Reshuffled { target, .. } => Msg::new("kn-log-reshuffled").with("target", *target),
        Event::Fortified { seat, play } => {
            said("kn-log-fortified", *seat).with("play", play_words(*play))
        }
        Event::Discarded { seat, card } => {
            said("kn-log-discarded", *seat).with("card", code(*card))
        }
        Event::AttackPlayed {
            attacker,
            defender,
            play,
        } => who
            .between(
                "kn-log-attack",
                ("attacker", *attacker),
                ("defender", *defender),
            )
            .with("play", play_words(*play)),
        Event::Responded { seat, play } => {
            said("kn-log-answered", *seat).with("play", play_words(*play))
        }
        Event::Unanswered { seat } => said("kn-log-unanswered", *seat),
        Event::Traitored { by, against } => who
            .between("kn-log-traitor", ("by", *by), ("against", *against))
            .with("play", attack.map_or(Msg::new("kn-the-attack"), the_play)),
        Event::TakenByPrincess { by, play, .. } => who
            .says_as("kn-log-princess", "by", *by)
            .with("play", play_words(*play)),
        Event::Executed { by, play } => who
            .says_as("kn-log-executed", "by", *by)
            .with("play", play_words(*play)),
        Event::MinstrelStopped { by, play } => who
            .says_as("kn-log-minstrel-stops", "by", *by)
            .with("play", play_words(*play)),
        Event::Repelled { seat } => said("kn-log-repelled", *seat),
        Event::FortificationDestroyed { seat, role, by, .. } => said("kn-log-brought-down", *seat)
            .with("card", code(*role))
            .with("by", about("kn-a-card-start", *by)),
        Event::CastleScaled { seat } => said("kn-log-scaled", *seat),
        Event::GemsTaken { from, to, gems } => who
            .between("kn-log-gems-taken", ("from", *from), ("to", *to))
            .with("gems", *gems),
        Event::Passed { .. } => return None,
        Event::HighwaymanSteal { by, from, gems, .. } => who
            .between("kn-log-stolen", ("by", *by), ("from", *from))
            .with("gems", *gems),
        Event::GemsArrived { seat, gems, total } => said("kn-log-arrived", *seat)
            .with("gems", *gems)
            .with("total", *total),
        Event::CardsDiscarded { .. } => return None,
        Event::TurnEnded { .. } => return None,
        Event::GameWon { seat, gems, .. } => said("kn-log-won", *seat).with("gems", *gems),
        Event::DeckRanOut {
            winners: seats,
            gems,
        } => winners(Msg::new("kn-log-deck-ran-out"), seats, who).with("gems", *gems),
    })
}

/// The big moments, as a flash over the table and its colour; `who` names the players (the
/// person at the screen, when only one plays, is "you").
pub fn flash(event: &Event, who: &Speaker) -> Option<(Msg, Color)> {
    let by = |id: &'static str, seat: Seat| who.says_as(id, "by", seat);
    match event {
        Event::HighwaymanSteal {
            by: thief, gems, ..
        } => Some((
            by("kn-flash-stolen", *thief).with("gems", *gems),
            theme::GOLD,
        )),
        Event::Traitored {
            by: traitor,
            against,
        } => Some((
            who.between("kn-flash-traitor", ("by", *traitor), ("against", *against)),
            theme::TEXT,
        )),
        Event::TakenByPrincess { by: princess, .. } => {
            Some((by("kn-flash-princess", *princess), theme::TEXT))
        }
        Event::FortificationDestroyed { seat, role, by, .. } => Some((
            who.says_as("kn-flash-brought-down", "who", *seat)
                .with("card", code(*role))
                .with("by", about("kn-a-card-start", *by)),
            theme::TEXT,
        )),
        Event::CastleScaled { seat } => {
            Some((who.says_as("kn-flash-scaled", "who", *seat), theme::TEXT))
        }
        Event::Executed {
            by: executioner, ..
        } => Some((by("kn-flash-executed", *executioner), theme::TEXT)),
        Event::MinstrelStopped { by: minstrel, .. } => {
            Some((by("kn-flash-minstrel", *minstrel), theme::TEXT))
        }
        Event::Reshuffled { target, .. } => Some((
            Msg::new("kn-flash-reshuffled").with("target", *target),
            theme::GOLD,
        )),
        Event::GameWon { seat, .. } => {
            Some((who.says_as("kn-flash-won", "who", *seat), theme::GOLD))
        }
        Event::DeckRanOut { winners: seats, .. } => Some((
            winners(Msg::new("kn-flash-deck-ran-out"), seats, who),
            theme::GOLD,
        )),
        _ => None,
    }
}

/// Why the engine refused an action, for players: each rule's own message, with seats named and
/// cards in each language's grammar (never the engine's English, which speaks of seat numbers
/// and the notation). `you` is the person at the screen, said "you".
pub fn refusal(error: &RuleError, names: &[String], you: Option<Seat>) -> Msg {
    let who = namer(names);
    let seat_msg = |id: &'static str, seat: Seat| Msg::new(id).with("seat", who(seat));
    match error {
        RuleError::GameOver => Msg::new("kn-refuse-game-over"),
        RuleError::WrongDecision { .. } => Msg::new("kn-refuse-wrong-decision"),
        RuleError::NotInHand { .. } => Msg::new("kn-refuse-not-in-hand"),
        RuleError::OneAtATime { play } => {
            Msg::new("kn-refuse-one-at-a-time").with("play", play_at_start(*play))
        }
        RuleError::NotAnAttackCard { role } => about("kn-refuse-not-attack", *role),
        RuleError::NotAResponse { role } => about("kn-refuse-not-answer", *role),
        RuleError::NotAFortification { role } => about("kn-refuse-not-fortification", *role),
        RuleError::NotAHighwayman { role } => about("kn-refuse-not-highwayman", *role),
        RuleError::Rival { target, .. } if *target >= names.len() => {
            Msg::new("kn-refuse-no-such-seat")
        }
        RuleError::Rival { target, .. } => {
            speaker(names, you).says_as("kn-refuse-self", "target", *target)
        }
        RuleError::OneRival { rival } => Msg::new("kn-refuse-one-rival").with("rival", who(*rival)),
        RuleError::MinstrelProtects { seat } => seat_msg("kn-refuse-minstrel", *seat),
        RuleError::CastleBlocks { seat, role } => {
            about("kn-refuse-castle", *role).with("seat", who(*seat))
        }
        RuleError::ArcherBlocks { seat, role } => {
            about("kn-refuse-archer", *role).with("seat", who(*seat))
        }
        RuleError::LadderUnderArcher { seat } => seat_msg("kn-refuse-ladder-archer", *seat),
        RuleError::DragonArcher { seat } => seat_msg("kn-refuse-dragon-archer", *seat),
        RuleError::NeedsCastle { seat, role } => {
            about("kn-refuse-needs-castle", *role).with("seat", who(*seat))
        }
        RuleError::CastleScaled { seat } => seat_msg("kn-refuse-castle-scaled", *seat),
        RuleError::NeedsArcher { seat } => seat_msg("kn-refuse-needs-archer", *seat),
        RuleError::OneOfAKind { seat, role } => {
            about("kn-refuse-one-of-a-kind", *role).with("seat", who(*seat))
        }
        RuleError::StoppedOnlyByEnemies { attack, response } => {
            about("kn-refuse-only-enemies", *attack).with("response", a_card(*response))
        }
        RuleError::PrincessTarget { attack } => about("kn-refuse-princess", *attack),
        RuleError::TraitorTarget { attack } => about("kn-refuse-traitor", *attack),
        RuleError::ExecutionerTarget { attack } => about("kn-refuse-executioner", *attack),
        RuleError::StrengthResponse { attack, response } => {
            about("kn-refuse-strength", *response).with("attack", a_card(*attack))
        }
        RuleError::MustDiscard => Msg::new("kn-refuse-must-discard"),
    }
}

/// Words on the table itself (the cards' names, the fortification places), to spawn on a
/// `Text2d` entity: drawn in the language shown, and again when it changes (the shell's
/// [`Words`]).
pub fn label(locale: &Locale, msg: Msg) -> (Text2d, Words) {
    (Text2d::new(locale.text(&msg)), Words(msg))
}

/// The attack under way: its answer is told against it ("the Knight is stopped"). The person at
/// the screen, when only one plays, is "you".
impl Cues for KnightsNinjas {
    type Memory = Option<Play>;
    const FLASH_Y: f32 = super::layout::FLASH_Y;

    fn remember(_seen: &super::Seen, _seating: &Seating) -> Option<Play> {
        None
    }

    fn cue(
        attack: &mut Option<Play>,
        event: &Event,
        seating: &Seating,
        viewer: Option<Seat>,
    ) -> Cue {
        let seen = event.seen_by(viewer.as_slice());
        if let Event::AttackPlayed { play, .. } = &seen {
            *attack = Some(*play);
        }
        let names = seating.names();
        let who = speaker(&names, handoff::single_viewer(&seating.seats));
        Cue {
            line: describe(&seen, &who, *attack),
            flash: flash(&seen, &who),
            sound: super::sounds::sound(&seen),
        }
    }
}

#[cfg(test)]
mod tests;
