//! The game in words: the log's lines and each card's rules, in the project's own phrasing.

use ivanhoe_rules::{Card, Event, FaceUp, Play};

use crate::theme::colour_label;

/// A log line for an event; `None` for events the log leaves out (draws and passes are shown
/// on the table).
pub fn describe(event: &Event, names: &[String]) -> Option<String> {
    let n = |s: usize| {
        names
            .get(s)
            .cloned()
            .unwrap_or_else(|| format!("Seat {}", s + 1))
    };
    Some(match event {
        Event::Dealt { dealer, .. } => format!("{} deals eight cards to everyone.", n(*dealer)),
        Event::DeckShuffled { cards } => {
            format!("The discard pile is shuffled into a new deck of {cards} cards.")
        }
        Event::HandRevealed { seat, .. } => {
            format!("{} cannot start a tournament and shows his hand.", n(*seat))
        }
        Event::TournamentStarted { starter, colour } => {
            format!(
                "{} starts a {} tournament.",
                n(*starter),
                colour_label(*colour)
            )
        }
        Event::CardPlayed { seat, card } => format!("{} plays {}.", n(*seat), card.name()),
        Event::ActionPlayed { seat, play } => {
            format!("{} plays {}.", n(*seat), play_words(*play, names))
        }
        Event::Kept { seat, card, .. } => format!("{} keeps {}.", n(*seat), card.name()),
        Event::ActionCancelled { by, card } => {
            format!("Ivanhoe! {} cancels {}.", n(*by), card.name())
        }
        Event::ColourChanged { from, to } => {
            format!(
                "The tournament changes from {} to {}.",
                colour_label(*from),
                colour_label(*to)
            )
        }
        Event::Discarded { seat, card, .. } => format!("{} discards {}.", n(*seat), card.name()),
        Event::CardMoved { from, to, card } => {
            format!("{} takes {} from {}.", n(*to), card.name(), n(*from))
        }
        Event::CardRetreated { seat, card, .. } => {
            format!("{} takes {} back to his hand.", n(*seat), card.name())
        }
        Event::CardTaken { from, to, .. } => {
            format!("{} takes a card from {}'s hand.", n(*to), n(*from))
        }
        Event::Swapped {
            seat,
            my_card,
            target,
            their_card,
            ..
        } => format!(
            "{} swaps his {} for {}'s {}.",
            n(*seat),
            my_card.name(),
            n(*target),
            their_card.name()
        ),
        Event::ShieldPlaced { seat } => format!("{} is protected by the Shield.", n(*seat)),
        Event::StunnedPlaced { seat, .. } => format!("{} is stunned: one card per turn.", n(*seat)),
        Event::Stayed { seat, total } => format!("{} stays in with {}.", n(*seat), total),
        Event::Withdrew { seat } => format!("{} withdraws.", n(*seat)),
        Event::TokenReturned { seat, colour } => {
            format!(
                "{} returns a {} token for the maiden.",
                n(*seat),
                colour_label(*colour)
            )
        }
        Event::TournamentWon { seat, colour } => format!(
            "{} wins the {} tournament!",
            n(*seat),
            colour_label(*colour)
        ),
        Event::TokenWon { seat, colour } => {
            format!("{} takes a {} token.", n(*seat), colour_label(*colour))
        }
        Event::GameWon { seat } => format!("{} wins the game!", n(*seat)),
        Event::GameDrawn => "Nobody can start a tournament: the game ends drawn.".into(),
        Event::TurnStarted { .. } | Event::Drew { .. } | Event::Passed { .. } => return None,
    })
}

/// An action card with its targets, in words.
pub fn play_words(play: Play, names: &[String]) -> String {
    let n = |s: usize| {
        names
            .get(s)
            .cloned()
            .unwrap_or_else(|| format!("Seat {}", s + 1))
    };
    let face = |at: FaceUp| match at {
        FaceUp::Display(i) => format!("display card {}", i + 1),
        FaceUp::Shield => "Shield".to_string(),
        FaceUp::Stunned => "Stunned".to_string(),
    };
    match play {
        Play::Card(c) => c.name(),
        Play::Unhorse(c) => format!("Unhorse: purple becomes {}", colour_label(c)),
        Play::ChangeWeapon(c) => format!("Change Weapon: now {}", colour_label(c)),
        Play::DropWeapon => "Drop Weapon: now green".into(),
        Play::BreakLance(t) => format!("Break Lance on {}", n(t)),
        Play::Riposte(t) => format!("Riposte on {}", n(t)),
        Play::Dodge(t, i) => format!("Dodge on {}'s display card {}", n(t), i + 1),
        Play::Retreat(i) => format!("Retreat of display card {}", i + 1),
        Play::KnockDown(t) => format!("Knock Down on {}", n(t)),
        Play::Outmaneuver => "Outmaneuver".into(),
        Play::Charge => "Charge".into(),
        Play::Countercharge => "Countercharge".into(),
        Play::Disgrace => "Disgrace".into(),
        Play::Adapt => "Adapt".into(),
        Play::Outwit {
            mine,
            target,
            theirs,
        } => {
            format!(
                "Outwit: his {} for {}'s {}",
                face(mine),
                n(target),
                face(theirs)
            )
        }
        Play::Shield => "Shield".into(),
        Play::Stunned(t) => format!("Stunned on {}", n(t)),
    }
}

/// What a card does, in a sentence or two.
pub fn rules_text(card: Card) -> String {
    let text = match card {
        Card::M6 => {
            "Maiden, worth 6 in any tournament but purple. At most one in a display; whoever withdraws with her gives back a token."
        }
        Card::S2 | Card::S3 => "Squire: counts its value in any tournament but purple.",
        Card::Unhorse => "Purple tournament only: it becomes red, blue or yellow.",
        Card::ChangeWeapon => "Red, blue or yellow tournament: change to another of those three.",
        Card::DropWeapon => "Red, blue or yellow tournament: it becomes green.",
        Card::Shield => "Lay it before you: action cards of others no longer touch your display.",
        Card::Stunned => {
            "Lay it before an opponent: he may add only one card to his display per turn."
        }
        Card::Ivanhoe => {
            "Play at any moment to cancel an action card another player has just played."
        }
        Card::BreakLance => {
            "An opponent discards every purple card of his display (not his last card)."
        }
        Card::Riposte => "Take the newest card of an opponent's display onto yours.",
        Card::Dodge => "Discard any one card of an opponent's display.",
        Card::Retreat => "Take one card of your display back into your hand.",
        Card::KnockDown => "Take a random card from an opponent's hand.",
        Card::Outmaneuver => "Every opponent discards the newest card of his display.",
        Card::Charge => "Everyone discards the display cards of the lowest value in play.",
        Card::Countercharge => "Everyone discards the display cards of the highest value in play.",
        Card::Disgrace => "Everyone discards his supporters (squires and maidens).",
        Card::Adapt => {
            "Everyone keeps one card of each value in his display and discards the rest."
        }
        Card::Outwit => "Swap one of your face-up cards with one of an opponent's.",
        _ => {
            let colour = card.colour().map(colour_label).unwrap_or_default();
            return format!(
                "{colour} {v}: adds {v} to your display in a {colour} tournament.",
                v = card.value()
            );
        }
    };
    text.to_string()
}
