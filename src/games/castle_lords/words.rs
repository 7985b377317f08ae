//! Castle Lords in words, for players: cards by name, each event as a line of the log, the big
//! moments as flashes, why a choice is not allowed now, and what each piece is. Every sentence
//! is a message of `assets/i18n/<language>/castle-lords.ftl`; this file only picks the message
//! and its arguments. A card travels as codes (`$type`, `$emblem`) so that each language gives
//! it its own article; castles and players travel as names, the same in every language.

use bevy::prelude::*;
use castle_lords_rules::{
    Action, Card, Components, Crown, Crowns, DiscardReason, Event, RuleError, RuleSet, Soldier,
    State,
};
use rules_core::{Game, Seat};

use super::look;
use crate::shell::locale::{Arg, Msg};
use crate::shell::theme;
use crate::table::cue::{Cue, Cues};
pub use crate::table::speaker::Speaker;
use crate::table::{Seating, handoff};

/// A card's type as the messages select on it (and the name of its picture).
pub(super) fn type_code(card: Card) -> &'static str {
    match card.soldier_type() {
        Some(Soldier::Knight) => "knight",
        Some(Soldier::Infantryman) => "infantryman",
        Some(Soldier::Crossbowman) => "crossbowman",
        Some(Soldier::Archer) => "archer",
        None if card == Card::IVANHOE => "ivanhoe",
        None => "locksley",
    }
}

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
        let who = speaker(&names, handoff::single_viewer(&seating.seats));
        Cue {
            line: describe(&seen, &who, components),
            flash: flash(&seen, &who),
            sound: super::sounds::sound(&seen),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use bots::Bot;
    use bots::castle_lords::Heuristic;
    use castle_lords_rules::Options;
    use castle_lords_rules::cards::CARD_KINDS;
    use rules_core::{RuleViolation, Status};

    use super::*;
    use crate::games::castle_lords::Seen as TableSeen;
    use crate::games::castle_lords::{hud, human};
    use crate::shell::locale::{Language, Locale};
    use crate::shell::screens::{SeatKind, SeatSetup};
    use crate::table::decide::Picks;

    const NAMES: [&str; 6] = [
        "Wilfred",
        "Rowena",
        "Isaac",
        "Rebecca",
        "Cedric",
        "Athelstane",
    ];
    const RULES: [RuleSet; 3] = [RuleSet::Basic, RuleSet::Intermediate, RuleSet::Advanced];

    /// What the checks found wrong, and the messages already checked (each is checked once).
    #[derive(Default)]
    struct Checked {
        problems: Vec<String>,
        seen: HashSet<String>,
    }

    impl Checked {
        /// `msg` renders in every language without a missing message, a Fluent error or a
        /// raw id, and each message inside it renders on its own too.
        fn check(&mut self, locale: &Locale, msg: &Msg) {
            if !self.seen.insert(format!("{msg:?}")) {
                return;
            }
            for language in Language::ALL {
                match locale.render_checked(language, msg) {
                    Ok(text) if text.contains('[') || text.contains('{') || text.is_empty() => self
                        .problems
                        .push(format!("{} in {}: {text:?}", msg.id(), language.code())),
                    Ok(_) => {}
                    Err(problem) => self
                        .problems
                        .push(format!("{problem} in {}", language.code())),
                }
            }
        }
    }

    /// The events that say something a player follows: every kind but the turn's start, a
    /// proposal going home, banners staying or shifting, and an empty castle's defenders.
    fn has_a_line(event: &Event) -> bool {
        match event {
            Event::TurnStarted { .. }
            | Event::ProposalReturned { .. }
            | Event::BannersStayed { .. }
            | Event::BannersShifted { .. } => false,
            Event::DefendersToDungeon { cards, .. } | Event::DefendersToHand { cards, .. } => {
                !cards.is_empty()
            }
            _ => true,
        }
    }

    /// Every action that could be tried now: each card kind offered, proposed, added and
    /// discarded, each seat's proposal, each castle, each button.
    fn every_action(players: usize, castles: usize) -> Vec<Action> {
        let mut all = vec![
            Action::Decline,
            Action::Confirm,
            Action::Reclaim,
            Action::Pass,
        ];
        for card in (0..CARD_KINDS).map(Card::from_index) {
            all.extend([
                Action::Offer(card),
                Action::Propose(card),
                Action::Add(card),
                Action::Discard(card),
            ]);
        }
        all.extend((0..players).map(Action::Pick));
        all.extend((0..castles as u8).map(Action::Attack));
        all
    }

    /// One seeded match played by computer players: every event's cue (seen by the first seat
    /// and by no one), every refusal of every action the rules refuse, what the prompt asks
    /// and the buttons' labels, in every language.
    fn play(rules: RuleSet, players: usize, seed: u64, locale: &Locale, checked: &mut Checked) {
        let mut options = Options::new(players, rules);
        options.two_player_variant = players == 2;
        let mut events = Vec::new();
        let mut state = State::new_game(&options, seed, &mut events).expect("valid options");
        let mut bots: Vec<Heuristic> = (0..players)
            .map(|s| Heuristic::new(seed + s as u64))
            .collect();
        let mut seating = Seating {
            seats: NAMES[..players]
                .iter()
                .map(|name| SeatSetup {
                    name: name.to_string(),
                    kind: SeatKind::Human,
                })
                .collect(),
            deciding: None,
            decisions: 0,
        };
        let mut memory = options.components().clone();
        let actions = every_action(players, options.components().castles().len());
        let mut legal = Vec::new();
        let mut refused = HashSet::new();
        // One seat, a different one in each match, as the person playing alone at the screen,
        // who reads "you".
        let names = seating.names();
        let who = speaker(&names, Some(seed as usize % players));
        loop {
            for event in &events {
                for viewer in [Some(0), None] {
                    let cue = State::cue(&mut memory, event, &seating, viewer);
                    if has_a_line(event) && cue.line.is_none() {
                        checked.problems.push(format!("no log line for {event:?}"));
                    }
                    for msg in cue.line.iter().chain(cue.flash.iter().map(|(m, _)| m)) {
                        checked.check(locale, msg);
                    }
                }
                let line = describe(event, &who, &memory);
                let flashed = flash(event, &who).map(|(msg, _)| msg);
                for msg in line.iter().chain(flashed.iter()) {
                    checked.check(locale, msg);
                }
            }
            events.clear();
            let Status::Decision(seat) = state.status() else {
                break;
            };
            seating.deciding = Some(seat);
            state.legal_actions(&mut legal);
            let seen = TableSeen {
                seat,
                observation: state.observe(seat),
                board: state.clone(),
                deciding: Some(seat),
                legal: legal.clone(),
                open_hands: Vec::new(),
            };
            checked.check(locale, &hud::asked(&seating, &seen, state.phase(), seat));
            for action in &actions {
                if let Err(error) = state.check(action) {
                    refused.insert(error.rule());
                    checked.check(locale, &refusal(&error, action, &state));
                }
                let pick = human::target_of(*action);
                checked.check(locale, &State::label(&seen, &seating, pick));
            }
            let action = bots[seat].choose(&state.observe(seat), &legal);
            state.apply(&action, &mut events).expect("a legal action");
            seating.decisions += 1;
        }
        assert!(
            refused.len() >= 4,
            "{rules}, {players} seats: few refusals tried: {refused:?}"
        );
    }

    /// The rule that every word of Castle Lords is in the language files: whole matches of
    /// each rule set with 2 (the two-player variant) to 6 seats, every event's log line and
    /// flash, every refusal, every prompt and button, and every card's text render in English
    /// and French, and every event a player follows has its line.
    #[test]
    fn every_word_of_castle_lords_renders_in_every_language() {
        let (locale, problems) = Locale::new(Language::English);
        assert!(problems.is_empty(), "{problems:?}");
        let mut checked = Checked::default();
        for (n, rules) in RULES.into_iter().enumerate() {
            for players in 2..=6 {
                play(
                    rules,
                    players,
                    40 + n as u64 * 10 + players as u64,
                    &locale,
                    &mut checked,
                );
            }
        }
        let components = Components::standard();
        for rules in RULES {
            for card in (0..CARD_KINDS).map(Card::from_index) {
                for msg in [
                    card_text(card, components, rules),
                    card_name(card, components),
                    the_card(card, components),
                    foot_word(card, components),
                    type_mark(card),
                ] {
                    checked.check(&locale, &msg);
                }
            }
            for (place, lord) in [(0, true), (0, false), (1, false), (2, false)] {
                let at = match place {
                    0 => Some(BannerPlace::Box {
                        castle: "York".into(),
                        number: 2,
                        boxes: 4,
                        lord,
                    }),
                    1 => Some(BannerPlace::Dungeon),
                    _ => Some(BannerPlace::Reserve),
                };
                for you in [false, true] {
                    let text = banner_text("Rowena", you, "☾", at.clone(), rules);
                    checked.check(&locale, &text);
                }
            }
        }
        for crown in [Crown::Duke, Crown::King, Crown::Hand] {
            checked.check(&locale, &crown_text(crown));
        }
        let crowns_held = Crowns {
            duke: 2,
            king: 1,
            hand: 1,
        };
        for msg in super::crowns(crowns_held)
            .iter()
            .chain(&super::crowns(Crowns::default()))
        {
            checked.check(&locale, msg);
        }
        assert!(
            checked.problems.is_empty(),
            "{} problems:\n{}",
            checked.problems.len(),
            checked.problems.join("\n")
        );
    }

    /// The rule that French gives each card its article: "le" before a consonant, "l'" before a
    /// vowel, none before a hero's name; English keeps "the".
    #[test]
    fn french_gives_each_card_its_article() {
        let (mut locale, _) = Locale::new(Language::French);
        let components = Components::standard();
        let knight = Card::soldier(Soldier::Knight, 0);
        let archer = Card::soldier(Soldier::Archer, 1);
        assert_eq!(
            locale.text(&the_card(knight, components)),
            "le chevalier du lion"
        );
        assert_eq!(
            locale.text(&the_card(archer, components)),
            "l'archer de l'aigle"
        );
        assert_eq!(locale.text(&the_card(Card::IVANHOE, components)), "Ivanhoé");
        locale.set_language(Language::English);
        assert_eq!(
            locale.text(&the_card(knight, components)),
            "the knight of the lion"
        );
        assert_eq!(
            locale.text(&the_card(Card::LOCKSLEY, components)),
            "Locksley"
        );
    }

    /// The person at the screen, playing alone, is "you" in every line and flash whose player
    /// is a seat (issue 45, "Vous pioche", "York a pour seigneur Vous"), its verb and
    /// possessive agreeing in both languages ("You draw", "Your banner", "Vous piochez",
    /// "York : vous en êtes désormais le seigneur"); the same lines said of a seat by name
    /// keep the third person ("Wilfred draws", "Wilfred pioche"). The events are every one
    /// whose line or flash has a player as its subject; the rule of agreement is the kit's
    /// (`table::speaker::agreement`).
    #[test]
    fn every_line_agrees_with_you() {
        use crate::table::speaker::agreement;
        let (locale, _) = Locale::new(Language::English);
        let components = Components::standard();
        let names: Vec<String> = NAMES[..3].iter().map(|n| n.to_string()).collect();
        let knight = Card::soldier(Soldier::Knight, 0);
        let archer = Card::soldier(Soldier::Archer, 1);
        let events = [
            Event::HandStarted {
                hand: 2,
                first_player: 0,
            },
            Event::Drew {
                seat: 0,
                card: Some(knight),
            },
            Event::Drew {
                seat: 0,
                card: None,
            },
            Event::TurnSkipped { seat: 0 },
            Event::Offered {
                seat: 0,
                card: knight,
            },
            Event::Proposed {
                seat: 0,
                card: archer,
            },
            Event::Declined { seat: 0 },
            Event::Exchanged {
                seat: 0,
                with: 1,
                gave: archer,
                got: knight,
                forced: false,
            },
            Event::AttackBegun { seat: 0, castle: 0 },
            Event::ArmyPlayed {
                seat: 0,
                castle: 0,
                army: vec![knight, archer],
            },
            Event::DefendersToHand {
                castle: 0,
                seat: 0,
                cards: vec![knight, Card::IVANHOE],
            },
            Event::BannerPlaced { seat: 0, castle: 0 },
            Event::BannerMoved {
                seat: 0,
                castle: 0,
                from_box: 2,
            },
            Event::BannerToDungeon { seat: 0, castle: 0 },
            Event::CastleCaptured {
                castle: 0,
                seat: Some(0),
                previous: Some(1),
            },
            Event::ReclaimBegun { seat: 0 },
            Event::Discarded {
                seat: 0,
                card: knight,
                reason: DiscardReason::HandLimit,
            },
            Event::Discarded {
                seat: 0,
                card: knight,
                reason: DiscardReason::Reclaim,
            },
            Event::BannerReclaimed { seat: 0 },
            Event::Passed { seat: 0 },
            Event::HandDiscarded {
                seat: 0,
                cards: vec![knight, archer],
            },
            Event::HandScored {
                hand: 1,
                scores: vec![12, 8, 3],
            },
            Event::CrownWon {
                seat: 0,
                crown: Crown::King,
            },
            Event::MatchWon { winners: vec![0] },
            Event::MatchWon {
                winners: vec![1, 0],
            },
            Event::MatchWon {
                winners: vec![0, 1, 2],
            },
        ];
        let (told, wrong) =
            agreement::check_events(&locale, "Wilfred", &events, &[], |event, you| {
                let who = speaker(&names, you);
                let flashed = flash(event, &who).map(|(msg, _)| msg);
                describe(event, &who, components)
                    .into_iter()
                    .chain(flashed)
                    .collect()
            });
        assert!(told.len() >= 26, "{} messages told: {told:?}", told.len());
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    /// The person at the screen where another player acts: "Rowena takes your knight of the
    /// lion", "…, que vous aviez proposé"; a castle of theirs in natural French ("York : vous
    /// en êtes désormais le seigneur", not "York a pour seigneur vous"); and among several
    /// winners, named last, the verb agreeing ("Rowena et vous vous partagez la partie !").
    #[test]
    fn you_are_named_where_another_player_acts() {
        let (mut locale, _) = Locale::new(Language::English);
        let components = Components::standard();
        let names: Vec<String> = NAMES[..3].iter().map(|n| n.to_string()).collect();
        let who = speaker(&names, Some(0));
        let knight = Card::soldier(Soldier::Knight, 0);
        let archer = Card::soldier(Soldier::Archer, 1);
        let line = |event: Event| describe(&event, &who, components).expect("a line");
        let exchanged = line(Event::Exchanged {
            seat: 1,
            with: 0,
            gave: archer,
            got: knight,
            forced: false,
        });
        let captured = line(Event::CastleCaptured {
            castle: 0,
            seat: Some(0),
            previous: Some(1),
        });
        let shared = line(Event::MatchWon {
            winners: vec![0, 1],
        });
        assert_eq!(
            locale.text(&exchanged),
            "Rowena takes your knight of the lion for the archer of the eagle."
        );
        assert_eq!(locale.text(&captured), "You are now lord of York.");
        assert_eq!(locale.text(&shared), "Rowena and you share the match!");
        locale.set_language(Language::French);
        assert_eq!(
            locale.text(&exchanged),
            "Rowena échange l'archer de l'aigle contre le chevalier du lion, que vous aviez proposé."
        );
        assert_eq!(
            locale.text(&captured),
            "York : vous en êtes désormais le seigneur."
        );
        assert_eq!(
            locale.text(&shared),
            "Rowena et vous vous partagez la partie !"
        );
    }
}
