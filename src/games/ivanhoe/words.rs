//! The game in words: the log's lines, the refusals, each card's rules, in the project's own
//! phrasing and for players: seats by name (or "you"), cards by name, never the engine's
//! notation or seat numbers.

use bevy::prelude::{Color, Luminance};
use ivanhoe_rules::{Card, Colour, Event, FaceUp, Kind, Play, RuleError, State};
use rules_core::Seat;

use super::model::TableModel;
use crate::shell::locale::Msg;
use crate::shell::theme;
use crate::table::cue::{Cue, Cues};
pub use crate::table::speaker::Speaker;
use crate::table::{Seating, handoff};

/// How Ivanhoe's words name the players (`$who`; "another player" past the names), the person
/// at the screen `you` as "you".
pub fn speaker(names: &[String], you: Option<Seat>) -> Speaker<'_> {
    Speaker::new(names, you, "who", "iv-another-player")
}

/// What Ivanhoe's words say of a seat besides the subject of a sentence.
pub trait SpeakerExt {
    /// The seat as an object: "you", or the name.
    fn name(&self, seat: Seat) -> Msg;
    /// A card lying before `seat`: "your red 3", "Rebecca's purple 4".
    fn whose(&self, seat: Seat, card: Card) -> Msg;
}

impl SpeakerExt for Speaker<'_> {
    fn name(&self, seat: Seat) -> Msg {
        self.says("iv-person", seat)
    }

    fn whose(&self, seat: Seat, card: Card) -> Msg {
        self.says("iv-whose", seat)
            .with("bare", card_words(card, Form::Bare))
            .with("the", card_words(card, Form::The))
    }
}

/// How a card's name stands in a sentence (French puts an article before colour cards and
/// supporters, and none after a possessive).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// As an object: "red 4" ("le 4 rouge").
    The,
    /// After a possessive: "your red 4" ("votre 4 rouge").
    Bare,
    /// At the start of a sentence: "Red 4" ("Le 4 rouge").
    Start,
}

/// The id of an action card's name in the language files: "break-lance".
pub fn action_code(card: Card) -> String {
    card.code().to_lowercase().replace('_', "-")
}

/// A card's name.
pub fn card_words(card: Card, form: Form) -> Msg {
    let suffix = match form {
        Form::The => "",
        Form::Bare => "-bare",
        Form::Start => "-start",
    };
    match card.kind() {
        Kind::Colour(c) => Msg::new(format!("iv-colour-card{suffix}"))
            .with("colour", c.name())
            .with("value", card.value()),
        Kind::Supporter if card.is_maiden() => Msg::new(format!("iv-maiden{suffix}")),
        Kind::Supporter => Msg::new(format!("iv-squire{suffix}")).with("value", card.value()),
        Kind::Action if form == Form::The && matches!(card, Card::Shield | Card::Stunned) => {
            Msg::new("iv-action-the")
                .with("card", action_code(card))
                .with("name", card_words(card, Form::Bare))
        }
        Kind::Action => Msg::new("iv-action").with("card", action_code(card)),
    }
}

/// A card's name as a thing in a sentence.
pub fn card_name(card: Card) -> Msg {
    card_words(card, Form::The)
}

/// A colour's name, as said of a tournament or a token.
pub fn colour(c: Colour) -> Msg {
    Msg::new("iv-colour").with("colour", c.name())
}

/// A colour's name, as said of a card ("no purple card"; French makes it agree).
pub fn colour_of_card(c: Colour) -> Msg {
    Msg::new("iv-colour-f").with("colour", c.name())
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
) -> Option<Msg> {
    Some(match event {
        Event::Dealt { dealer, .. } => who.says("iv-dealt", *dealer),
        Event::DeckShuffled { cards } => Msg::new("iv-deck-shuffled").with("cards", *cards),
        Event::HandRevealed { seat, .. } => who.says("iv-hand-revealed", *seat),
        Event::TournamentStarted { starter, colour: c } => who
            .says("iv-tournament-started", *starter)
            .with("colour", colour(*c)),
        Event::CardPlayed { seat, card } => {
            who.says("iv-played", *seat).with("card", card_name(*card))
        }
        Event::ActionPlayed { seat, play } => who
            .says("iv-played", *seat)
            .with("card", play_words(*play, *seat, who, cards)),
        Event::Kept { seat, card, .. } => who.says("iv-kept", *seat).with("card", card_name(*card)),
        Event::ActionCancelled { by, card } => {
            who.says("iv-cancelled", *by).with("card", card_name(*card))
        }
        Event::ColourChanged { from, to } => Msg::new("iv-colour-changed")
            .with("from", colour(*from))
            .with("to", colour(*to)),
        Event::Discarded { seat, card, .. } => who
            .says("iv-discarded", *seat)
            .with("card", card_name(*card)),
        Event::CardMoved { from, to, card } => who
            .says("iv-card-moved", *to)
            .with("card", card_name(*card))
            .with("from", who.name(*from))
            .with("from_you", who.you_word(*from)),
        Event::CardRetreated { seat, card, .. } => who
            .says("iv-card-retreated", *seat)
            .with("card", card_name(*card)),
        Event::CardTaken { from, to, .. } => who
            .says("iv-card-taken", *to)
            .with("from", who.name(*from))
            .with("from_you", who.you_word(*from)),
        Event::Swapped {
            seat,
            my_card,
            target,
            their_card,
            ..
        } => who
            .says("iv-swapped", *seat)
            .with("mine", card_name(*my_card))
            .with("theirs", who.whose(*target, *their_card)),
        Event::ShieldPlaced { seat } => who.says("iv-shield-placed", *seat),
        Event::StunnedPlaced { seat, .. } => who.says("iv-stunned-placed", *seat),
        Event::Stayed { seat, total } => who.says("iv-stayed", *seat).with("total", *total),
        Event::Withdrew { seat } => who.says("iv-withdrew", *seat),
        Event::TokenReturned { seat, colour: c } => who
            .says("iv-token-returned", *seat)
            .with("colour", colour(*c)),
        Event::TournamentWon { seat, colour: c } => who
            .says("iv-tournament-won", *seat)
            .with("colour", colour(*c)),
        Event::TokenWon { seat, colour: c } => {
            who.says("iv-token-won", *seat).with("colour", colour(*c))
        }
        Event::GameWon { seat } => who.says("iv-game-won", *seat),
        Event::GameDrawn => Msg::new("iv-game-drawn"),
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
) -> Msg {
    let whose = |seat: Seat, at: FaceUp| match cards(seat, at) {
        Some(card) => who.whose(seat, card),
        None => Msg::new("iv-a-card"),
    };
    let on = |id: &'static str, target: Seat| Msg::new(id).with("target", who.name(target));
    match play {
        Play::Card(c) => card_name(c),
        Play::Unhorse(c) => Msg::new("iv-play-unhorse").with("colour", colour(c)),
        Play::ChangeWeapon(c) => Msg::new("iv-play-change-weapon").with("colour", colour(c)),
        Play::DropWeapon => Msg::new("iv-play-drop-weapon"),
        Play::BreakLance(t) => on("iv-play-break-lance", t),
        Play::Riposte(t) => on("iv-play-riposte", t),
        Play::Dodge(t, i) => Msg::new("iv-play-dodge").with("card", whose(t, FaceUp::Display(i))),
        Play::Retreat(i) => {
            Msg::new("iv-play-retreat").with("card", whose(actor, FaceUp::Display(i)))
        }
        Play::KnockDown(t) => on("iv-play-knock-down", t),
        Play::Outmaneuver => card_name(Card::Outmaneuver),
        Play::Charge => card_name(Card::Charge),
        Play::Countercharge => card_name(Card::Countercharge),
        Play::Disgrace => card_name(Card::Disgrace),
        Play::Adapt => card_name(Card::Adapt),
        Play::Outwit {
            mine,
            target,
            theirs,
        } => Msg::new("iv-play-outwit")
            .with("mine", whose(actor, mine))
            .with("theirs", whose(target, theirs)),
        Play::Shield => card_name(Card::Shield),
        Play::Stunned(t) => on("iv-play-stunned", t),
    }
}

/// Why the engine refused an action, for players: from the typed error, with names and card
/// names (never seat numbers, positions or the engine's notation). `actor` is who tried.
pub fn refusal(error: &RuleError, actor: Seat, state: &State, who: &Speaker) -> Msg {
    let start = |c: Card| card_words(c, Form::Start);
    match error {
        RuleError::GameOver => Msg::new("iv-no-game"),
        RuleError::WrongDecision { .. } => Msg::new("iv-wrong-decision"),
        RuleError::NotInHand {
            card: Card::Ivanhoe,
        } => who.says("iv-no-ivanhoe", actor),
        RuleError::NotInHand { card } => {
            who.says("iv-not-in-hand", actor).with("card", start(*card))
        }
        RuleError::ColourWithoutCard { colour: c } => who
            .says("iv-colour-without-card", actor)
            .with("colour", colour(*c))
            .with("colourf", colour_of_card(*c)),
        RuleError::PurpleTwice => Msg::new("iv-purple-twice"),
        RuleError::FirstCard { colour: c } => Msg::new("iv-first-card")
            .with("colour", colour(*c))
            .with("colourf", colour_of_card(*c)),
        RuleError::WrongColour { card, colour: c } => Msg::new("iv-wrong-colour")
            .with("card", start(*card))
            .with("colour", colour(*c)),
        RuleError::MaidenLimit => Msg::new("iv-maiden-limit"),
        RuleError::StunnedLimit => who.says("iv-stunned-limit", actor),
        RuleError::ChangesNothing { card } => {
            Msg::new("iv-changes-nothing").with("card", start(*card))
        }
        RuleError::BadColourChange { card, colour: c } => Msg::new("iv-bad-colour-change")
            .with("card", start(*card))
            .with("colour", colour(*c)),
        RuleError::BadTarget { card, target, .. } => {
            let id = if *target == actor {
                "iv-target-self"
            } else if *target >= state.players() {
                "iv-target-none"
            } else if !state.is_in(*target) {
                "iv-target-withdrawn"
            } else if state.display(*target).is_empty() {
                "iv-target-empty"
            } else {
                "iv-target-not"
            };
            let mut msg = Msg::new(id).with("card", start(*card));
            if *target < state.players() {
                msg = msg.with("target", who.name(*target));
            }
            msg
        }
        RuleError::Shielded { target } => who.says("iv-shielded", *target),
        RuleError::OutwitShielded { target } => who.says("iv-outwit-shielded", *target),
        RuleError::LastCard => Msg::new("iv-last-card"),
        RuleError::NoSuchPosition { seat, .. } => who.says("iv-no-such-position", *seat),
        RuleError::NoSuchFaceUp { seat, .. } => {
            Msg::new("iv-no-such-face-up").with("target", who.name(*seat))
        }
        RuleError::StayWithoutPlay => Msg::new("iv-stay-without-play"),
        RuleError::StayNotHighest { total, best } => Msg::new("iv-stay-not-highest")
            .with("total", *total)
            .with("best", *best),
        RuleError::IvanhoeOutsideWindow => Msg::new("iv-ivanhoe-outside"),
        RuleError::BadKeep { value, .. } => Msg::new("iv-bad-keep").with("value", *value),
        RuleError::BadToken { colour: c, .. } => {
            Msg::new("iv-bad-token").with("colour", colour(*c))
        }
        RuleError::BadReturn { colour: c } => {
            who.says("iv-bad-return", actor).with("colour", colour(*c))
        }
    }
}

/// Why a hand card cannot be played now, in words: the most frequent of the engine's refusals
/// over every way the card could be played (two at most).
pub fn why_not(state: &State, card: Card, who: &Speaker) -> Msg {
    let actor = match state.status() {
        rules_core::Status::Decision(seat) => seat,
        rules_core::Status::Over(_) => state.turn(),
    };
    let mut reasons: Vec<Msg> = Vec::new();
    for error in super::choices::refusals(state, card) {
        let reason = refusal(&error, actor, state, who);
        if !reasons.contains(&reason) {
            reasons.push(reason);
        }
    }
    reasons.truncate(2);
    match reasons.len() {
        0 => Msg::new("iv-nothing-to-act-on").with("card", card_words(card, Form::Start)),
        1 => reasons.remove(0),
        _ => Msg::new("iv-two-reasons")
            .with("first", reasons.remove(0))
            .with("second", reasons.remove(0)),
    }
}

/// What a card does, in a sentence or two. The display cards' values are checked against the
/// engine's totals by a test.
pub fn rules_text(card: Card) -> Msg {
    match card.kind() {
        Kind::Colour(Colour::Green) => Msg::new("iv-text-green"),
        Kind::Colour(c) => Msg::new("iv-text-colour")
            .with("colour", colour(c))
            .with("value", card.value()),
        Kind::Supporter if card.is_maiden() => {
            Msg::new("iv-text-maiden").with("value", card.value())
        }
        Kind::Supporter => Msg::new("iv-text-squire").with("value", card.value()),
        Kind::Action => Msg::new(format!("iv-text-{}", action_code(card))),
    }
}

/// The rules card of `card`: its name and what it does.
pub fn rules_card(card: Card) -> Msg {
    Msg::new("iv-rules-card")
        .with("card", card_words(card, Form::Start))
        .with("text", rules_text(card))
}

/// The big moments, as a flash over the table and its colour.
pub fn flash(event: &Event, who: &Speaker) -> Option<(Msg, Color)> {
    Some(match event {
        Event::ActionCancelled { by, .. } => {
            let name = who.names().get(*by).cloned().unwrap_or_default();
            (Msg::new("iv-flash-ivanhoe").with("who", name), theme::GOLD)
        }
        Event::TournamentWon { seat, colour: c } => (
            who.says("iv-flash-tournament", *seat)
                .with("colour", colour(*c)),
            super::look::colour_hue(*c).lighter(0.2),
        ),
        Event::GameWon { seat } => (who.says("iv-game-won", *seat), theme::GOLD),
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
        let who = speaker(&names, handoff::single_viewer(&seating.seats));
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
    use crate::shell::locale::{Language, Locale};
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
            let text = rules_text(card).to_string();
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
    /// capitals, no gendered pronouns; in French as in English, with every word found.
    fn assert_for_players(msg: &Msg) {
        let french = Locale::new(Language::French).0;
        let rendered = french.render_checked(Language::French, msg);
        assert!(
            rendered.as_ref().is_ok_and(|t| !t.contains('[')),
            "{msg:?} in French: {rendered:?}"
        );
        let rendered = french.render_checked(Language::English, msg);
        assert!(rendered.is_ok(), "{msg:?} in English: {rendered:?}");
        let text = &msg.to_string();
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
                let who = speaker(&names, Some(seat));
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
                    let who = speaker(&names, Some(seat));
                    let faces = |s: Seat, at| face_up_card(&state, s, at);
                    let msg = play_words(pending.play, pending.actor, &who, &faces);
                    assert_for_players(&msg);
                    let text = msg.to_string();
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

    /// Verbs and pronouns agree with "you" (the person at the screen) and with a name, in
    /// both languages.
    #[test]
    fn you_take_the_plain_verb() {
        let names = vec!["Wilfred".to_string(), "Rowena".to_string()];
        let who = speaker(&names, Some(0));
        let played = |seat| {
            who.says("iv-played", seat)
                .with("card", card_name(Card::Charge))
        };
        assert_eq!(played(0).to_string(), "You play Charge.");
        assert_eq!(played(1).to_string(), "Rowena plays Charge.");
        let french = Locale::new(Language::French).0;
        assert_eq!(french.text(&played(0)), "Vous jouez Charge.");
        assert_eq!(french.text(&played(1)), "Rowena joue Charge.");
        let withdrew = who
            .says("iv-card-retreated", 0)
            .with("card", card_name(Card::R3));
        assert_eq!(withdrew.to_string(), "You take red 3 back into your hand.");
        let swapped = who.whose(1, Card::P4);
        assert_eq!(swapped.to_string(), "Rowena's purple 4");
        assert_eq!(french.text(&swapped), "le 4 violet de Rowena");
        assert_eq!(french.text(&who.whose(0, Card::P4)), "votre 4 violet");
    }

    /// The person at the screen, playing alone, is "you" in every line and flash whose player
    /// is a seat (issue 45), its verb agreeing in both languages ("You play", "Vous jouez",
    /// "Vous êtes protégé"); the same lines said of a seat by name keep the third person
    /// ("Wilfred plays", "Wilfred joue"). The events are every one whose line has a player as
    /// its subject (the Ivanhoe flash only names its player: "Ivanhoe! — Wilfred").
    #[test]
    fn every_line_agrees_with_you() {
        use crate::table::speaker::agreement;
        use ivanhoe_rules::events::Origin;
        let names: Vec<String> = ["Wilfred", "Rowena"].map(String::from).to_vec();
        let events = [
            Event::Dealt {
                dealer: 0,
                hands: Vec::new(),
            },
            Event::HandRevealed {
                seat: 0,
                hand: vec![Card::Charge],
            },
            Event::TournamentStarted {
                starter: 0,
                colour: Colour::Red,
            },
            Event::CardPlayed {
                seat: 0,
                card: Card::R3,
            },
            Event::ActionPlayed {
                seat: 0,
                play: Play::BreakLance(1),
            },
            Event::Kept {
                seat: 0,
                position: 0,
                card: Card::R3,
            },
            Event::ActionCancelled {
                by: 0,
                card: Card::Charge,
            },
            Event::Discarded {
                seat: 0,
                card: Card::R3,
                from: Origin::Display(0),
            },
            Event::CardMoved {
                from: 1,
                to: 0,
                card: Card::R3,
            },
            Event::CardRetreated {
                seat: 0,
                position: 0,
                card: Card::R3,
            },
            Event::CardTaken {
                from: 1,
                to: 0,
                card: None,
            },
            Event::Swapped {
                seat: 0,
                mine: FaceUp::Display(0),
                my_card: Card::R3,
                target: 1,
                theirs: FaceUp::Display(0),
                their_card: Card::P4,
                my_card_to: FaceUp::Display(0),
                their_card_to: FaceUp::Display(0),
            },
            Event::ShieldPlaced { seat: 0 },
            Event::StunnedPlaced { by: 1, seat: 0 },
            Event::Stayed { seat: 0, total: 9 },
            Event::Withdrew { seat: 0 },
            Event::TokenReturned {
                seat: 0,
                colour: Colour::Blue,
            },
            Event::TournamentWon {
                seat: 0,
                colour: Colour::Yellow,
            },
            Event::TokenWon {
                seat: 0,
                colour: Colour::Green,
            },
            Event::GameWon { seat: 0 },
        ];
        let locale = Locale::new(Language::English).0;
        // Ivanhoe's flash names the knight alone ("Ivanhoé! — Wilfred"): no verb to agree.
        let (told, wrong) = agreement::check_events(
            &locale,
            "Wilfred",
            &events,
            &["iv-flash-ivanhoe"],
            |event, you| {
                let who = speaker(&names, you);
                let flashed = flash(event, &who).map(|(msg, _)| msg);
                describe(event, &who, &|_, _| None)
                    .into_iter()
                    .chain(flashed)
                    .collect()
            },
        );
        assert!(told.len() >= 21, "{} messages told: {told:?}", told.len());
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    /// Every event of random matches has its line (but draws, passes and turns, shown on the
    /// table), and every line and flash reads in both languages with every word found.
    #[test]
    fn every_event_is_told_in_both_languages() {
        use ivanhoe_rules::Options;
        use rules_core::{Game, GameRng, Status};
        let names: Vec<String> = ["Wilfred", "Rowena", "Brian", "Rebecca", "Cedric"]
            .map(String::from)
            .to_vec();
        let mut told = std::collections::HashSet::new();
        for seed in 0..20u64 {
            let players = 2 + seed as usize % 4;
            let mut events = Vec::new();
            let mut state = State::new_game(&Options::players(players), seed, &mut events).unwrap();
            let mut rng = GameRng::new(seed);
            let mut legal = Vec::new();
            let mut model = TableModel::new(players);
            loop {
                for event in events.drain(..) {
                    let who = speaker(&names, Some((seed % 2) as usize));
                    let line = describe(&event, &who, &|s, at| model.face_up(s, at));
                    model.apply(&event);
                    let silent = matches!(
                        event,
                        Event::TurnStarted { .. } | Event::Drew { .. } | Event::Passed { .. }
                    );
                    assert_eq!(line.is_none(), silent, "{event:?}");
                    if let Some(line) = line {
                        assert_for_players(&line);
                        told.insert(std::mem::discriminant(&event));
                    }
                    if let Some((flash, _)) = flash(&event, &who) {
                        assert_for_players(&flash);
                    }
                }
                let Status::Decision(_) = state.status() else {
                    break;
                };
                state.legal_actions(&mut legal);
                let action = legal[rng.below(legal.len())];
                state.apply(&action, &mut events).unwrap();
            }
        }
        assert!(told.len() >= 15, "{} kinds of event told", told.len());
    }

    /// Every card's name and rules text read in both languages.
    #[test]
    fn every_card_is_named_and_explained_in_both_languages() {
        for card in Card::ALL {
            assert_for_players(&rules_card(card));
            for form in [Form::The, Form::Bare, Form::Start] {
                assert_for_players(&card_words(card, form));
            }
        }
    }
}
