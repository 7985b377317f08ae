//! The game in words: the log's lines, the refusals, each card's rules, in the project's own
//! phrasing and for players: seats by name (or "you"), cards by name, never the engine's
//! notation or seat numbers.

use bevy::prelude::{Color, Luminance};
use ivanhoe_rules::{Card, Colour, Event, FaceUp, Kind, Play, RuleError, State};
use rules_core::Seat;

use shell::locale::Msg;
use shell::theme;
use table::cue::{Cue, Cues};
use table::{Seating, handoff};

use super::Ivanhoe;
use super::face_up::FaceUpCards;
use super::look::action_code;

pub use table::speaker::Speaker;

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

/// The face-up cards as the events told them: a line names them as they lay when the event
/// happened.
impl Cues for Ivanhoe {
    type Memory = FaceUpCards;
    const FLASH_Y: f32 = super::layout::FLASH_Y;

    fn remember(_seen: &super::Seen, seating: &Seating) -> FaceUpCards {
        FaceUpCards::new(seating.seats.len())
    }

    fn cue(
        model: &mut FaceUpCards,
        event: &Event,
        seating: &Seating,
        _viewer: Option<Seat>,
    ) -> Cue {
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
mod tests;
