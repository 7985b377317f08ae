//! The game in words for players: the log's lines, the flashes of the big moments, what each
//! card does, why a card cannot be played, and the labels of a person's choices. Neutral
//! ("their turn") and in the project's own words.

use bevy::prelude::*;
use knights_ninjas_rules::{Card, Event, Play, RuleError, State};
use rules_core::Seat;

use crate::shell::theme;
use crate::table::Seating;
use crate::table::cue::{Cue, Cues};

/// A card's name for players.
pub fn card_name(card: Card) -> String {
    card.name().to_string()
}

/// "a" or "an" before `word`.
fn article(word: &str) -> &'static str {
    match word.chars().next() {
        Some('A' | 'E' | 'I' | 'O' | 'U' | 'a' | 'e' | 'i' | 'o' | 'u') => "an",
        _ => "a",
    }
}

fn a_card(card: Card) -> String {
    let name = card_name(card);
    format!("{} {name}", article(&name))
}

/// A play in words: "a Knight", "a Jester as a Dragon", "a revolt of 3 Peasants".
pub fn play_words(play: Play) -> String {
    if play.role == Card::Peasant && play.size() > 1 {
        return match (play.natural, play.jesters) {
            (n, 0) => format!("a revolt of {n} Peasants"),
            (0, j) => format!("a revolt of {j} Jesters as Peasants"),
            (n, j) => format!(
                "a revolt of {n} Peasant{} and {j} Jester{} as Peasants",
                if n == 1 { "" } else { "s" },
                if j == 1 { "" } else { "s" }
            ),
        };
    }
    if play.natural == 0 && play.jesters > 0 {
        format!("a Jester as {}", a_card(play.role))
    } else {
        a_card(play.role)
    }
}

/// The count of gems in words: "1 gem", "3 gems".
pub fn gems(n: u8) -> String {
    if n == 1 {
        "1 gem".into()
    } else {
        format!("{n} gems")
    }
}

/// A count of gems and a verb agreeing with it: `gems_do(1, "flies", "fly")` is "1 gem flies",
/// `gems_do(3, "flies", "fly")` is "3 gems fly".
pub fn gems_do(n: u8, one: &str, many: &str) -> String {
    format!("{} {}", gems(n), if n == 1 { one } else { many })
}

/// What stands for a count of gems further on in a sentence: "it" or "them".
pub fn them(n: u8) -> &'static str {
    if n == 1 { "it" } else { "them" }
}

/// One line for the log, or `None` for an event not worth one. `attack` is the attack card under
/// way, which a Traitor turns round.
pub fn describe(event: &Event, names: &[String], attack: Option<Play>) -> Option<String> {
    let who = |s: usize| names.get(s).cloned().unwrap_or_else(|| "someone".into());
    Some(match event {
        Event::Dealt { first, .. } => {
            format!("Two cards each are dealt; {} plays first.", who(*first))
        }
        Event::TurnStarted { seat, .. } => format!("{}'s turn.", who(*seat)),
        Event::MinstrelDiscarded { seat, .. } => {
            format!(
                "{}'s Minstrel leaves: the kingdom may be attacked again.",
                who(*seat)
            )
        }
        Event::Drew { seat, card } => match card {
            Some(card) => format!("{} draws {}.", who(*seat), a_card(*card)),
            None => format!("{} draws a card.", who(*seat)),
        },
        Event::Reshuffled { target, .. } => format!(
            "The discard pile becomes the deck: {} now.",
            gems_do(*target, "wins", "win")
        ),
        Event::Fortified { seat, play } => {
            format!("{} fortifies with {}.", who(*seat), play_words(*play))
        }
        Event::Discarded { seat, card } => {
            format!(
                "{} plays nothing and discards {}.",
                who(*seat),
                a_card(*card)
            )
        }
        Event::AttackPlayed {
            attacker,
            defender,
            play,
        } => format!(
            "{} attacks {} with {}.",
            who(*attacker),
            who(*defender),
            play_words(*play)
        ),
        Event::Responded { seat, play } => {
            format!("{} answers with {}.", who(*seat), play_words(*play))
        }
        Event::Unanswered { seat } => format!("{} lets it through.", who(*seat)),
        Event::Traitored { by, against } => format!(
            "{}'s Traitor turns {} against {}.",
            who(*by),
            attack.map_or("the attack".into(), the_play),
            who(*against)
        ),
        Event::TakenByPrincess { by, play, .. } => format!(
            "{}'s Princess takes {} into their hand.",
            who(*by),
            play_words(*play)
        ),
        Event::Executed { by, play } => format!(
            "{}'s Executioner ends {}; the turn is over.",
            who(*by),
            play_words(*play)
        ),
        Event::MinstrelStopped { by, play } => format!(
            "{}'s Minstrel stops {}; the turn is over.",
            who(*by),
            play_words(*play)
        ),
        Event::Repelled { seat } => format!("{} holds: no gems move.", who(*seat)),
        Event::FortificationDestroyed { seat, role, by, .. } => format!(
            "{} brings down {}'s {}.",
            a_card(*by),
            who(*seat),
            card_name(*role)
        ),
        Event::CastleScaled { seat } => format!("A Ladder scales {}'s Castle.", who(*seat)),
        Event::GemsTaken { from, to, gems: n } => format!(
            "{} {}'s kingdom for {}.",
            capitalised(&gems_do(*n, "leaves", "leave")),
            who(*from),
            who(*to)
        ),
        Event::Passed { .. } => return None,
        Event::HighwaymanSteal {
            by, from, gems: n, ..
        } => format!(
            "{}'s Highwayman snatches {} on the way to {}.",
            who(*by),
            gems(*n),
            who(*from)
        ),
        Event::GemsArrived {
            seat,
            gems: n,
            total,
        } => format!(
            "{} {}, who now owns {}.",
            capitalised(&gems_do(*n, "reaches", "reach")),
            who(*seat),
            gems(*total)
        ),
        Event::CardsDiscarded { .. } => return None,
        Event::TurnEnded { .. } => return None,
        Event::GameWon { seat, gems: n, .. } => {
            format!("{} wins with {}!", who(*seat), gems(*n))
        }
        Event::DeckRanOut { winners, gems: n } => format!(
            "The deck ran out at the lowest target: {} {} with {}.",
            together(winners, &who),
            if winners.len() == 1 {
                "wins"
            } else {
                "share the win"
            },
            gems(*n)
        ),
    })
}

/// Seats by name: "Rowena", "Rowena and Brian", "Rowena, Brian and Rebecca".
fn together(seats: &[usize], who: &dyn Fn(usize) -> String) -> String {
    let names: Vec<String> = seats.iter().map(|s| who(*s)).collect();
    match names.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// A play already named: "the Knight", "the revolt".
fn the_play(play: Play) -> String {
    if play.role == Card::Peasant && play.size() > 1 {
        "the revolt".into()
    } else {
        format!("the {}", card_name(play.role))
    }
}

/// `text` with its first letter in capitals.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The big moments, as a flash over the table and its colour.
pub fn flash(event: &Event, names: &[String]) -> Option<(String, Color)> {
    let who = |s: usize| names.get(s).cloned().unwrap_or_else(|| "someone".into());
    match event {
        Event::HighwaymanSteal { by, gems: n, .. } => Some((
            format!("{}'s Highwayman snatches {}!", who(*by), gems(*n)),
            theme::GOLD,
        )),
        Event::Traitored { by, against } => Some((
            format!("Traitor! {} turns it on {}", who(*by), who(*against)),
            theme::TEXT,
        )),
        Event::TakenByPrincess { by, .. } => Some((
            format!("{}'s Princess takes the card", who(*by)),
            theme::TEXT,
        )),
        Event::FortificationDestroyed { seat, role, by, .. } => Some((
            format!(
                "{} brings down {}'s {}",
                capitalised(&a_card(*by)),
                who(*seat),
                card_name(*role)
            ),
            theme::TEXT,
        )),
        Event::CastleScaled { seat } => Some((
            format!("A Ladder scales {}'s Castle", who(*seat)),
            theme::TEXT,
        )),
        Event::Executed { by, .. } => Some((
            format!("{}'s Executioner ends the attack", who(*by)),
            theme::TEXT,
        )),
        Event::MinstrelStopped { by, .. } => Some((
            format!("{}'s Minstrel stops the attack", who(*by)),
            theme::TEXT,
        )),
        Event::Reshuffled { target, .. } => Some((
            format!("Reshuffle: {} now", gems_do(*target, "wins", "win")),
            theme::GOLD,
        )),
        Event::GameWon { seat, .. } => {
            Some((format!("{} wins the game!", who(*seat)), theme::GOLD))
        }
        Event::DeckRanOut { winners, .. } => Some((
            format!(
                "{} {} the game!",
                together(winners, &who),
                if winners.len() == 1 { "wins" } else { "win" }
            ),
            theme::GOLD,
        )),
        _ => None,
    }
}

/// What a card does, for the rules card.
pub fn card_text(card: Card) -> String {
    match card {
        Card::Peasant => "Strength 1. Attacks or answers by strength; several Peasants may rise together in a revolt.",
        Card::Soldier => "Strength 2. Attacks a rival's kingdom or answers an attack by strength.",
        Card::Knight => "Strength 3. Attacks or answers by strength; a Princess can take an attacking Knight.",
        Card::King => "Strength 4, the strongest. Attacks or answers by strength.",
        Card::Castle => "Fortifies a kingdom: attacks are stopped unless a Ladder, Catapult, Dragon or Ninja comes first.",
        Card::Archer => "Fortifies a kingdom (on the walls when a Castle stands): stops attacks until an attacking Archer or a Ninja removes it. Attacking, it removes a rival's Archer.",
        Card::Minstrel => "Guards a kingdom until its owner's next turn. Played as an answer, it stops the attack and ends the attacker's turn.",
        Card::Ladder => "Scales a rival's Castle for this turn, so strength cards attack over it; not while an Archer stands.",
        Card::Catapult => "Brings down a rival's Castle and the Archer on its walls; no answer undoes it.",
        Card::Dragon => "Burns past the Castle and takes 2 gems; cannot approach an Archer. An Executioner or a Princess stops it.",
        Card::Ninja => "Slips past every fortification and takes 2 gems; only an Executioner stops it.",
        Card::Highwayman => "Played out of turn, while gems are in flight: snatches them for its player. Another Highwayman may snatch them again.",
        Card::Princess => "Answers an attacking Knight or Dragon and takes it into her player's hand.",
        Card::Executioner => "Answers any attack card but a Ladder or Catapult: it is discarded and the attacker's turn ends.",
        Card::Traitor => "Answers a Peasant, Soldier, Knight or King and turns it back on its owner, past every fortification; it may be turned again.",
        Card::Jester => "Becomes any card when played: its player names it, and it is that card while on the table.",
    }
    .to_string()
}

/// Why the engine refused an action, for players: the engine's reason, with seats named.
pub fn refusal(error: &RuleError, names: &[String]) -> String {
    let mut text = error.to_string();
    for (seat, name) in names.iter().enumerate() {
        text = text.replace(&format!("seat {seat}'s"), &format!("{name}'s"));
        text = text.replace(&format!("seat {seat}"), name);
    }
    capitalised(&text) + "."
}

/// The attack under way: its answer is told against it ("the Knight is stopped").
impl Cues for State {
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
        Cue {
            line: describe(&seen, &names, *attack),
            flash: flash(&seen, &names),
            sound: super::sounds::sound(&seen),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every card says what it does, in words free of "his" and "her" for players.
    #[test]
    fn every_card_has_rules_text() {
        for &card in <Card as rules_core::CardKind>::ALL {
            let text = card_text(card);
            assert!(!text.is_empty());
            assert!(!text.contains(" his ") && !text.contains(" him "), "{text}");
        }
    }

    /// Plays read as players say them: a revolt, a Jester standing for a card.
    #[test]
    fn plays_in_words() {
        assert_eq!(play_words(Play::revolt(3, 0)), "a revolt of 3 Peasants");
        assert_eq!(
            play_words(Play::jester(Card::Dragon)),
            "a Jester as a Dragon"
        );
        assert_eq!(play_words(Play::card(Card::Archer)), "an Archer");
        assert_eq!(gems(1), "1 gem");
    }

    /// Counts of gems and their verbs agree in number (play-test: "1 gem fly", "1 gem leave",
    /// "1 gem reach").
    #[test]
    fn gems_and_their_verbs_agree() {
        let names: Vec<String> = ["Rowena", "Brian"].map(String::from).to_vec();
        let left = |n| {
            describe(
                &Event::GemsTaken {
                    from: 0,
                    to: 1,
                    gems: n,
                },
                &names,
                None,
            )
        };
        assert_eq!(
            left(1).as_deref(),
            Some("1 gem leaves Rowena's kingdom for Brian.")
        );
        assert_eq!(
            left(2).as_deref(),
            Some("2 gems leave Rowena's kingdom for Brian.")
        );
        let arrived = describe(
            &Event::GemsArrived {
                seat: 1,
                gems: 1,
                total: 4,
            },
            &names,
            None,
        );
        assert_eq!(
            arrived.as_deref(),
            Some("1 gem reaches Brian, who now owns 4 gems.")
        );
        assert_eq!(gems_do(1, "flies", "fly"), "1 gem flies");
        assert_eq!(them(1), "it");
        assert_eq!(them(3), "them");
    }

    /// The log says every step in words: a Traitor names the card it turns round.
    #[test]
    fn a_traitor_names_the_card_it_turns() {
        let names: Vec<String> = ["Rowena", "Brian"].map(String::from).to_vec();
        let line = describe(
            &Event::Traitored { by: 0, against: 1 },
            &names,
            Some(Play::card(Card::Knight)),
        );
        assert_eq!(
            line.as_deref(),
            Some("Rowena's Traitor turns the Knight against Brian.")
        );
    }
}
