//! The game in words: the log's lines, the refusals, each card's rules, in the project's own
//! phrasing and for players: seats by name (or "you"), cards by name, never the engine's
//! notation or seat numbers.

use bevy::prelude::{Color, Luminance};
use ivanhoe_rules::{Card, Colour, Event, FaceUp, Play, RuleError, State};
use rules_core::Seat;

use super::model::TableModel;
use crate::shell::theme;
use crate::table::cue::{Cue, Cues};
use crate::table::{Seating, handoff};

/// How the table names the players to whoever reads: the person at the screen is "you" when
/// only one person plays (with several, lines stay by name, since the screen passes on).
#[derive(Clone, Copy, Debug)]
pub struct Speaker<'a> {
    names: &'a [String],
    you: Option<Seat>,
}

impl<'a> Speaker<'a> {
    /// Names the seats by `names`, and `you` as "you".
    pub fn new(names: &'a [String], you: Option<Seat>) -> Self {
        Self { names, you }
    }

    /// The seat as an object: "you", or the name.
    pub fn name(&self, seat: Seat) -> String {
        if self.you == Some(seat) {
            return "you".into();
        }
        self.names
            .get(seat)
            .cloned()
            .unwrap_or_else(|| "another player".into())
    }

    /// The seat as a subject, with `verb` agreeing: "You play", "Rebecca plays".
    pub fn does(&self, seat: Seat, verb: &str) -> String {
        if self.you == Some(seat) {
            format!("You {}", plain(verb))
        } else {
            format!("{} {verb}", self.name(seat))
        }
    }

    /// The seat's possessive: "your", "Rebecca's".
    pub fn whose(&self, seat: Seat) -> String {
        if self.you == Some(seat) {
            "your".into()
        } else {
            format!("{}'s", self.name(seat))
        }
    }
}

/// The plain form of a verb in the third person ("plays" → "play", "takes" → "take").
fn plain(verb: &str) -> String {
    let (first, rest) = verb.split_once(' ').unwrap_or((verb, ""));
    let base = match first {
        "is" => "are".to_string(),
        "has" => "have".to_string(),
        "cannot" | "may" | "must" => first.to_string(),
        w if w.ends_with("ches") || w.ends_with("shes") || w.ends_with("sses") => {
            w[..w.len() - 2].to_string()
        }
        w if w.ends_with("ies") => format!("{}y", &w[..w.len() - 3]),
        w if w.ends_with('s') => w[..w.len() - 1].to_string(),
        w => w.to_string(),
    };
    if rest.is_empty() {
        base
    } else {
        format!("{base} {rest}")
    }
}

/// The first letter in capitals.
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// What lies face up at `at` before `seat`, if anything does.
pub fn face_up_card(state: &State, seat: Seat, at: FaceUp) -> Option<Card> {
    match at {
        FaceUp::Display(i) => state.display(seat).get(i as usize).copied(),
        FaceUp::Shield => (state.shield() == Some(seat)).then_some(Card::Shield),
        FaceUp::Stunned => (state.stunned() == Some(seat)).then_some(Card::Stunned),
    }
}

/// A log line for an event; `None` for events the log leaves out (draws and passes are shown
/// on the table). `cards` says what lay face up where, before the event.
pub fn describe(
    event: &Event,
    who: &Speaker,
    cards: &dyn Fn(Seat, FaceUp) -> Option<Card>,
) -> Option<String> {
    Some(match event {
        Event::Dealt { dealer, .. } => {
            format!("{} eight cards to everyone.", who.does(*dealer, "deals"))
        }
        Event::DeckShuffled { cards } => {
            format!("The discard pile is shuffled into a new deck of {cards} cards.")
        }
        Event::HandRevealed { seat, .. } => format!(
            "{} start a tournament and {} {} hand.",
            who.does(*seat, "cannot"),
            if who.you == Some(*seat) {
                "show"
            } else {
                "shows"
            },
            if who.you == Some(*seat) {
                "your"
            } else {
                "their"
            }
        ),
        Event::TournamentStarted { starter, colour } => {
            format!(
                "{} a {} tournament.",
                who.does(*starter, "starts"),
                colour.name()
            )
        }
        Event::CardPlayed { seat, card } => {
            format!("{} {}.", who.does(*seat, "plays"), card.name())
        }
        Event::ActionPlayed { seat, play } => {
            format!(
                "{} {}.",
                who.does(*seat, "plays"),
                play_words(*play, *seat, who, cards)
            )
        }
        Event::Kept { seat, card, .. } => format!("{} {}.", who.does(*seat, "keeps"), card.name()),
        Event::ActionCancelled { by, card } => {
            format!("Ivanhoe! {} {}.", who.does(*by, "cancels"), card.name())
        }
        Event::ColourChanged { from, to } => {
            format!(
                "The tournament changes from {} to {}.",
                from.name(),
                to.name()
            )
        }
        Event::Discarded { seat, card, .. } => {
            format!("{} {}.", who.does(*seat, "discards"), card.name())
        }
        Event::CardMoved { from, to, card } => format!(
            "{} {} from {}.",
            who.does(*to, "takes"),
            card.name(),
            who.name(*from)
        ),
        Event::CardRetreated { seat, card, .. } => format!(
            "{} {} back into {} hand.",
            who.does(*seat, "takes"),
            card.name(),
            if who.you == Some(*seat) {
                "your"
            } else {
                "their"
            }
        ),
        Event::CardTaken { from, to, .. } => format!(
            "{} a card from {} hand.",
            who.does(*to, "takes"),
            who.whose(*from)
        ),
        Event::Swapped {
            seat,
            my_card,
            target,
            their_card,
            ..
        } => format!(
            "{} {} for {} {}.",
            who.does(*seat, "swaps"),
            my_card.name(),
            who.whose(*target),
            their_card.name()
        ),
        Event::ShieldPlaced { seat } => {
            format!("{} protected by the Shield.", who.does(*seat, "is"))
        }
        Event::StunnedPlaced { seat, .. } => {
            format!("{} stunned: one card a turn.", who.does(*seat, "is"))
        }
        Event::Stayed { seat, total } => format!("{} in with {total}.", who.does(*seat, "stays")),
        Event::Withdrew { seat } => format!("{}.", who.does(*seat, "withdraws")),
        Event::TokenReturned { seat, colour } => format!(
            "{} a {} token for the maiden.",
            who.does(*seat, "gives back"),
            colour.name()
        ),
        Event::TournamentWon { seat, colour } => format!(
            "{} the {} tournament!",
            who.does(*seat, "wins"),
            colour.name()
        ),
        Event::TokenWon { seat, colour } => {
            format!("{} a {} token.", who.does(*seat, "takes"), colour.name())
        }
        Event::GameWon { seat } => format!("{} the game!", who.does(*seat, "wins")),
        Event::GameDrawn => "Nobody can start a tournament: the game ends drawn.".into(),
        Event::TurnStarted { .. } | Event::Drew { .. } | Event::Passed { .. } => return None,
    })
}

/// An action card with its targets, in words, the targeted cards by name: "Outwit: your red 3
/// for Rebecca's purple 4". `cards` says what lies face up where.
pub fn play_words(
    play: Play,
    actor: Seat,
    who: &Speaker,
    cards: &dyn Fn(Seat, FaceUp) -> Option<Card>,
) -> String {
    let card = |seat: Seat, at: FaceUp| {
        cards(seat, at)
            .map(|c| c.name())
            .unwrap_or_else(|| "card".into())
    };
    match play {
        Play::Card(c) => c.name(),
        Play::Unhorse(c) => format!("Unhorse: purple becomes {}", c.name()),
        Play::ChangeWeapon(c) => format!("Change Weapon: the tournament becomes {}", c.name()),
        Play::DropWeapon => "Drop Weapon: the tournament becomes green".into(),
        Play::BreakLance(t) => format!("Break Lance on {}", who.name(t)),
        Play::Riposte(t) => format!("Riposte on {}", who.name(t)),
        Play::Dodge(t, i) => format!("Dodge on {} {}", who.whose(t), card(t, FaceUp::Display(i))),
        Play::Retreat(i) => format!("Retreat, taking back {}", card(actor, FaceUp::Display(i))),
        Play::KnockDown(t) => format!("Knock Down on {}", who.name(t)),
        Play::Outmaneuver => "Outmaneuver".into(),
        Play::Charge => "Charge".into(),
        Play::Countercharge => "Countercharge".into(),
        Play::Disgrace => "Disgrace".into(),
        Play::Adapt => "Adapt".into(),
        Play::Outwit {
            mine,
            target,
            theirs,
        } => format!(
            "Outwit: {} {} for {} {}",
            who.whose(actor),
            card(actor, mine),
            who.whose(target),
            card(target, theirs)
        ),
        Play::Shield => "Shield".into(),
        Play::Stunned(t) => format!("Stunned on {}", who.name(t)),
    }
}

/// Why the engine refused an action, for players: from the typed error, with names and card
/// names (never seat numbers, positions or the engine's notation). `actor` is who tried.
pub fn refusal(error: &RuleError, actor: Seat, state: &State, who: &Speaker) -> String {
    let card_name = |c: Card| capitalise(&c.name());
    match error {
        RuleError::GameOver => "The game is over.".into(),
        RuleError::WrongDecision { .. } => "That does not answer what the table asks now.".into(),
        RuleError::NotInHand {
            card: Card::Ivanhoe,
        } => {
            format!("{} no Ivanhoe.", who.does(actor, "holds"))
        }
        RuleError::NotInHand { card } => {
            format!("{} is not in {} hand.", card_name(*card), who.whose(actor))
        }
        RuleError::ColourWithoutCard { colour } => format!(
            "{} no {} card and no supporter, so cannot announce {}.",
            who.does(actor, "holds"),
            colour.name(),
            colour.name()
        ),
        RuleError::PurpleTwice => {
            "The last tournament was purple: this one may not be purple again.".into()
        }
        RuleError::FirstCard { colour } => format!(
            "A {c} tournament opens with a {c} card or a supporter.",
            c = colour.name()
        ),
        RuleError::WrongColour { card, colour } => format!(
            "{} does not fit a {} tournament.",
            card_name(*card),
            colour.name()
        ),
        RuleError::MaidenLimit => "A display may hold only one maiden.".into(),
        RuleError::StunnedLimit => format!(
            "{} stunned: one card a turn into the display.",
            who.does(actor, "is")
        ),
        RuleError::ChangesNothing { card } => {
            format!("{} would change nothing now.", card_name(*card))
        }
        RuleError::BadColourChange { card, colour } => format!(
            "{} cannot make the tournament {}.",
            card_name(*card),
            colour.name()
        ),
        RuleError::BadTarget { card, target, .. } => {
            let why = if *target == actor {
                "it must target an opponent".to_string()
            } else if *target >= state.players() {
                "no such player".to_string()
            } else if !state.is_in(*target) {
                format!("{} has withdrawn", who.name(*target))
            } else if state.display(*target).is_empty() {
                format!("{} has no card in the tournament yet", who.name(*target))
            } else {
                format!("{} cannot be targeted", who.name(*target))
            };
            format!("{}: {why}.", card_name(*card))
        }
        RuleError::Shielded { target } => {
            format!(
                "{} display is protected by the Shield.",
                capitalise(&who.whose(*target))
            )
        }
        RuleError::OutwitShielded { target } => format!(
            "{} shielded: only a Shield or Stunned card can be swapped with them.",
            who.does(*target, "is")
        ),
        RuleError::LastCard => "That would leave a display without cards.".into(),
        RuleError::NoSuchPosition { seat, .. } => {
            format!(
                "{} display has no such card.",
                capitalise(&who.whose(*seat))
            )
        }
        RuleError::NoSuchFaceUp { seat, .. } => {
            format!("That card does not lie before {}.", who.name(*seat))
        }
        RuleError::StayWithoutPlay => "To stay, play at least one card this turn.".into(),
        RuleError::StayNotHighest { total, best } => {
            format!("To stay, a total must beat every other: {total} does not beat {best}.")
        }
        RuleError::IvanhoeOutsideWindow => {
            "Ivanhoe only cancels an action card another player has just played.".into()
        }
        RuleError::BadKeep { value, .. } => {
            format!("Keep one of the display cards of value {value}.")
        }
        RuleError::BadToken { colour, .. } => {
            format!("A {} token cannot be taken now.", colour.name())
        }
        RuleError::BadReturn { colour } => format!(
            "{} no {} token to give back.",
            who.does(actor, "holds"),
            colour.name()
        ),
    }
}

/// Why a hand card cannot be played now, in words: the most frequent of the engine's refusals
/// over every way the card could be played (two at most).
pub fn why_not(state: &State, card: Card, who: &Speaker) -> String {
    let actor = match state.status() {
        rules_core::Status::Decision(seat) => seat,
        rules_core::Status::Over(_) => state.turn(),
    };
    let mut texts: Vec<String> = Vec::new();
    for error in super::choices::refusals(state, card) {
        let text = refusal(&error, actor, state, who);
        if !texts.contains(&text) {
            texts.push(text);
        }
    }
    texts.truncate(2);
    if texts.is_empty() {
        return format!("{} has nothing to act on now.", capitalise(&card.name()));
    }
    texts.join(" ")
}

/// The colours a display card counts in, and what it counts: written for the rules card and
/// checked against the engine's totals by a test.
fn value_words(card: Card) -> String {
    let v = card.value();
    match card.colour() {
        Some(Colour::Green) => "Joins green tournaments only; counts 1.".into(),
        Some(c) => format!("Joins {} tournaments only; counts {v}.", c.name()),
        None if card.is_maiden() => format!(
            "A supporter: joins a tournament of any colour; counts {v}, or 1 in green. At most \
             one in a display; whoever withdraws with her gives back a token."
        ),
        None => {
            format!("A supporter: joins a tournament of any colour; counts {v}, or 1 in green.")
        }
    }
}

/// What a card does, in a sentence or two.
pub fn rules_text(card: Card) -> String {
    let text = match card {
        Card::Unhorse => "Purple tournament only: it becomes red, blue or yellow.",
        Card::ChangeWeapon => "Red, blue or yellow tournament: change to another of those three.",
        Card::DropWeapon => "Red, blue or yellow tournament: it becomes green.",
        Card::Shield => "Lay it before you: others' action cards no longer touch your display.",
        Card::Stunned => {
            "Lay it before an opponent: they may add only one card to their display each turn."
        }
        Card::Ivanhoe => {
            "Play it at any moment to cancel an action card another player has just played."
        }
        Card::BreakLance => {
            "An opponent discards every purple card of their display (not their last card)."
        }
        Card::Riposte => "Take the newest card of an opponent's display onto yours.",
        Card::Dodge => "Discard any one card of an opponent's display.",
        Card::Retreat => "Take one card of your display back into your hand.",
        Card::KnockDown => "Take a random card from an opponent's hand.",
        Card::Outmaneuver => "Every opponent discards the newest card of their display.",
        Card::Charge => "Everyone discards the display cards of the lowest value in play.",
        Card::Countercharge => "Everyone discards the display cards of the highest value in play.",
        Card::Disgrace => "Everyone discards their supporters (squires and maidens).",
        Card::Adapt => {
            "Everyone keeps one card of each value in their display and discards the rest."
        }
        Card::Outwit => "Swap one of your face-up cards with one of an opponent's.",
        _ => return value_words(card),
    };
    text.to_string()
}

/// The big moments, as a flash over the table and its colour.
pub fn flash(event: &Event, who: &Speaker) -> Option<(String, Color)> {
    Some(match event {
        Event::ActionCancelled { by, .. } => (
            format!(
                "Ivanhoe! — {}",
                who.names.get(*by).cloned().unwrap_or_default()
            ),
            theme::GOLD,
        ),
        Event::TournamentWon { seat, colour } => (
            format!(
                "{} the {} tournament",
                who.does(*seat, "wins"),
                colour.name()
            ),
            super::look::colour_hue(*colour).lighter(0.2),
        ),
        Event::GameWon { seat } => (
            format!("{} the game!", who.does(*seat, "wins")),
            theme::GOLD,
        ),
        _ => return None,
    })
}

/// Where every card lies as the events told it: a line names the face-up cards as they lay
/// when the event happened.
impl Cues for State {
    type Memory = TableModel;
    const FLASH_Y: f32 = super::layout::FLASH_Y;

    fn remember(_seen: &super::Seen, seating: &Seating) -> TableModel {
        TableModel::new(seating.seats.len())
    }

    fn cue(model: &mut TableModel, event: &Event, seating: &Seating, _viewer: Option<Seat>) -> Cue {
        let names = seating.names();
        let who = Speaker::new(&names, handoff::single_viewer(&seating.seats));
        // In words before the model moves: the cards named lie where the event found them.
        let line = describe(event, &who, &|seat, at| model.face_up(seat, at));
        model.apply(event);
        Cue {
            line,
            flash: flash(event, &who),
            sound: super::sounds::sound(event),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ivanhoe_rules::display_total;

    /// What the rules card says a display card counts in a tournament of `colour`: "counts N",
    /// or "or M in green" for green.
    fn stated_value(text: &str, colour: Colour) -> u32 {
        let number_after = |key: &str| -> Option<u32> {
            let at = text.find(key)? + key.len();
            text[at..]
                .split(|c: char| !c.is_ascii_digit())
                .find(|w| !w.is_empty())?
                .parse()
                .ok()
        };
        if colour == Colour::Green
            && let Some(at) = text.find(" in green")
        {
            let before = &text[..at];
            let digits: String = before
                .chars()
                .rev()
                .take_while(|c| c.is_ascii_digit())
                .collect();
            return digits.chars().rev().collect::<String>().parse().unwrap();
        }
        number_after("counts ").expect("the text states a value")
    }

    /// Every display card's rules text states, for every tournament colour it may join, the
    /// value the engine counts for it there (supporters count in purple too, and 1 in green;
    /// every green card counts 1: RULINGS §1).
    #[test]
    fn display_card_texts_state_the_engines_values() {
        for card in Card::ALL {
            if !card.is_display_card() {
                continue;
            }
            let text = rules_text(card);
            for colour in Colour::ALL {
                let joins = card.colour().is_none_or(|c| c == colour);
                if !joins {
                    assert!(
                        text.contains("only"),
                        "{text}: must say it joins its colour only"
                    );
                    continue;
                }
                assert_eq!(
                    stated_value(&text, colour),
                    display_total(&[card], Some(colour)),
                    "{card:?} in {colour:?}: {text}"
                );
            }
            assert!(!text.contains("but purple"), "{text}");
        }
    }

    /// Text free of the engine's notation: no seat numbers or positions, no card codes in
    /// capitals, no gendered pronouns.
    fn assert_for_players(text: &str) {
        let lower = format!(" {} ", text.to_lowercase());
        assert!(!lower.contains("seat"), "{text}");
        assert!(!text.contains('#'), "{text}");
        assert!(
            !lower.contains(" he ") && !lower.contains(" his "),
            "{text}"
        );
        assert!(!lower.contains("display card 1"), "{text}");
        let shouting = text
            .split(|c: char| !c.is_ascii_alphabetic())
            .any(|w| w.len() > 2 && w.chars().all(|c| c.is_ascii_uppercase()));
        assert!(!shouting, "engine notation in {text}");
    }

    /// Every refusal a player can meet in random games (each unplayable hand card, and every
    /// illegal Stay, Withdraw, Ivanhoe or Pass) reads as words for players, from the engine's
    /// typed errors (RULINGS §1's rules, never its notation).
    #[test]
    fn refusals_are_written_for_players() {
        use ivanhoe_rules::{Action, Options};
        use rules_core::{Game, GameRng, Status};
        let names: Vec<String> = ["Wilfred", "Rowena", "Brian", "Rebecca", "Cedric"]
            .map(String::from)
            .to_vec();
        let mut kinds = std::collections::HashSet::new();
        for seed in 0..12u64 {
            let players = 2 + seed as usize % 4;
            let mut events = Vec::new();
            let mut state = State::new_game(&Options::players(players), seed, &mut events).unwrap();
            let mut rng = GameRng::new(seed);
            let mut legal = Vec::new();
            while let Status::Decision(seat) = state.status() {
                let who = Speaker::new(&names, Some(seat));
                state.legal_actions(&mut legal);
                for card in state.hand(seat).kinds() {
                    let playable = legal
                        .iter()
                        .any(|a| matches!(a, Action::Play(p) if p.card() == card));
                    if !playable {
                        assert_for_players(&why_not(&state, card, &who));
                    }
                }
                for action in [
                    Action::Stay,
                    Action::Withdraw,
                    Action::Ivanhoe,
                    Action::Pass,
                ] {
                    if let Err(error) = state.check(&action) {
                        kinds.insert(std::mem::discriminant(&error));
                        assert_for_players(&refusal(&error, seat, &state, &who));
                    }
                }
                let action = legal[rng.below(legal.len())];
                state.apply(&action, &mut events).unwrap();
            }
        }
        assert!(kinds.len() >= 3, "several kinds of refusal were read");
    }

    /// An action card's targets are named by card, not by position (point 12): "Outwit: your
    /// red 3 for Rowena's purple 4", whatever the play in random games.
    #[test]
    fn targets_are_named_by_their_cards() {
        use ivanhoe_rules::Options;
        use rules_core::{Game, GameRng, Status};
        let names: Vec<String> = ["Wilfred", "Rowena", "Brian", "Rebecca", "Cedric"]
            .map(String::from)
            .to_vec();
        let mut named = 0;
        for seed in 0..30u64 {
            let mut events = Vec::new();
            let mut state = State::new_game(&Options::players(4), seed, &mut events).unwrap();
            let mut rng = GameRng::new(seed);
            let mut legal = Vec::new();
            while let Status::Decision(seat) = state.status() {
                if let Some(pending) = state.pending() {
                    let who = Speaker::new(&names, Some(seat));
                    let faces = |s: Seat, at| face_up_card(&state, s, at);
                    let text = play_words(pending.play, pending.actor, &who, &faces);
                    assert_for_players(&text);
                    let aimed: Vec<(Seat, FaceUp)> = match pending.play {
                        Play::Dodge(t, i) => vec![(t, FaceUp::Display(i))],
                        Play::Retreat(i) => vec![(pending.actor, FaceUp::Display(i))],
                        Play::Outwit {
                            mine,
                            target,
                            theirs,
                        } => vec![(pending.actor, mine), (target, theirs)],
                        _ => Vec::new(),
                    };
                    for (s, at) in aimed {
                        let card = face_up_card(&state, s, at).expect("the target lies there");
                        assert!(text.contains(&card.name()), "{text} names {}", card.name());
                        named += 1;
                    }
                }
                state.legal_actions(&mut legal);
                let action = legal[rng.below(legal.len())];
                state.apply(&action, &mut events).unwrap();
            }
        }
        assert!(named > 5, "{named} targets named");
    }

    /// Verbs agree with "you".
    #[test]
    fn you_take_the_plain_verb() {
        let names = vec!["Wilfred".to_string(), "Rowena".to_string()];
        let who = Speaker::new(&names, Some(0));
        assert_eq!(who.does(0, "plays"), "You play");
        assert_eq!(who.does(0, "is"), "You are");
        assert_eq!(who.does(0, "touches"), "You touch");
        assert_eq!(who.does(0, "gives back"), "You give back");
        assert_eq!(who.does(1, "plays"), "Rowena plays");
        assert_eq!(who.whose(0), "your");
        assert_eq!(who.whose(1), "Rowena's");
    }
}
