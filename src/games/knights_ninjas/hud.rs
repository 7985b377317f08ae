//! The HUD: each kingdom's name, gems and hand, the gems that win and the piles, the prompt with
//! its buttons, and the rules card for what is under the pointer or the focus.

use crate::shell::locale::Msg;
use bevy::prelude::*;
use knights_ninjas_rules::{Card, Phase};
use rules_core::Seat;

use super::human::{Btn, KnChoice, Pick};
use super::present::{FORTS, Gem, GemColour, KingdomPanel, KingdomText, KnFace, Place, Places};
use super::{KnightsNinjasSystems, Seen, TurnPhase, layout, look, words};
use crate::shell::assets::Fonts;
use crate::shell::theme;
use crate::table::Seating;
use crate::table::hud::{
    Hovered, PanelFollows, PromptText, RulesCard, table_label, write_rules_card,
};
use crate::table::zones::{Face, HeldBy};
use crate::table::{MatchSystems, Viewer};

/// A button of the prompt.
pub type KnButton = crate::table::decide::PromptButton<Pick>;

#[derive(Component)]
struct StatusText;

#[derive(Component)]
struct PileText(bool);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (kingdoms, status, prompt, rules_card)
            .in_set(MatchSystems::Ui)
            .in_set(KnightsNinjasSystems),
    );
}

/// Spawns the HUD of a match: the status line, the piles' counts and the kit's frame.
pub fn spawn_hud(commands: &mut Commands, _seating: &Seating, fonts: &Fonts) {
    commands.spawn((StatusText, table_label(fonts, "", 20.0, layout::TARGET_AT)));
    for (at, name) in layout::FIELD {
        commands.spawn(table_label(fonts, name, 12.0, at + Vec2::new(0.0, -50.0)));
    }
    for (deck, at) in [(true, layout::DECK_AT), (false, layout::DISCARD_AT)] {
        commands.spawn((
            PileText(deck),
            table_label(fonts, "", 13.0, at + Vec2::new(0.0, 62.0)),
        ));
    }
    crate::table::hud::spawn(commands, fonts, layout::NOTICE_BOTTOM);
}

fn kingdoms(
    seating: Res<Seating>,
    seen: Res<Seen>,
    mut texts: Query<(&KingdomText, &mut Text2d, &mut TextColor)>,
) {
    if !seen.is_changed() {
        return;
    }
    let o = &seen.observation;
    for (text, mut body, mut colour) in &mut texts {
        let s = text.0;
        let mut line = String::new();
        if seen.deciding == Some(s) {
            line.push_str("▶ ");
        }
        line.push_str(&format!(
            "{} {}\n{} · {} in hand",
            look::seat_symbol(s),
            seating.seats[s].name,
            words::gems(o.kingdoms[s].gems),
            o.hand_sizes[s]
        ));
        if o.kingdoms[s].minstrel.is_some() {
            line.push_str("\nguarded by a Minstrel");
        }
        if body.0 != line {
            body.0 = line;
        }
        colour.0 = if seen.deciding == Some(s) {
            theme::GOLD
        } else {
            theme::TEXT
        };
    }
}

fn status(
    seen: Res<Seen>,
    mut texts: Query<&mut Text2d, With<StatusText>>,
    mut piles: Query<(&PileText, &mut Text2d), Without<StatusText>>,
) {
    if !seen.is_changed() {
        return;
    }
    let o = &seen.observation;
    let mut line = words::gems_do(o.target, "wins", "win");
    if o.reshuffles > 0 {
        line.push_str(&format!(
            " · {} reshuffle{}",
            o.reshuffles,
            if o.reshuffles == 1 { "" } else { "s" }
        ));
    }
    for mut text in &mut texts {
        if text.0 != line {
            text.0 = line.clone();
        }
    }
    for (pile, mut text) in &mut piles {
        let line = if pile.0 {
            format!("Deck: {}", o.deck_size)
        } else {
            format!("Discard: {}", o.discard.len())
        };
        if text.0 != line {
            text.0 = line;
        }
    }
}

/// What the table asks the person deciding, in words.
pub fn asked(seen: &Seen, names: &[String], choice: &KnChoice) -> String {
    let o = &seen.observation;
    let name = |s: Seat| names.get(s).cloned().unwrap_or_default();
    let picks = choice.selection.picks();
    if let Some(Pick::Card(card)) = picks.first() {
        let next = choice.selection.next_picks();
        return if next.iter().any(|p| matches!(p, Pick::StandsFor(_))) {
            "Jester: choose the card it stands for.".into()
        } else if next.iter().any(|p| matches!(p, Pick::Revolt { .. })) {
            "A revolt: choose how many Peasants march.".into()
        } else if next.iter().any(|p| matches!(p, Pick::Rival(_))) {
            format!("{}: choose the rival to attack.", words::card_name(*card))
        } else {
            format!("{}: choose what to do with it.", words::card_name(*card))
        };
    }
    match seen.board.phase() {
        Phase::Main => {
            "Your turn: attack a rival, fortify, play a special card, or discard a card.".into()
        }
        Phase::Fortify => "Fortify again, or end the turn (S).".into(),
        Phase::Attack => {
            let rival = o
                .attack
                .as_ref()
                .map(|a| name(a.defender))
                .unwrap_or_default();
            format!("Attack {rival} again, or end the turn (S).")
        }
        Phase::Respond => {
            let what = o
                .attack
                .as_ref()
                .and_then(|a| a.exchange.as_ref())
                .map(|x| words::play_words(x.play))
                .unwrap_or_default();
            format!(
                "{} comes at you: answer it, or let it through.",
                words::capitalised(&what)
            )
        }
        Phase::Interrupt => match &o.motion {
            // Gems a Highwayman took back for the kingdom they left fly home, not "from Rowena
            // to Rowena".
            Some(m) if m.from == m.to => format!(
                "{} back to {}: steal {}, or let {} pass.",
                words::capitalised(&words::gems_do(m.gems, "flies", "fly")),
                name(m.to),
                words::them(m.gems),
                words::them(m.gems)
            ),
            Some(m) => format!(
                "{} from {} to {}: steal {}, or let {} pass.",
                words::capitalised(&words::gems_do(m.gems, "flies", "fly")),
                name(m.from),
                name(m.to),
                words::them(m.gems),
                words::them(m.gems)
            ),
            None => String::new(),
        },
        Phase::Over => String::new(),
    }
}

fn prompt(
    seating: Res<Seating>,
    seen: Res<Seen>,
    choice: Res<KnChoice>,
    phase: Res<State<TurnPhase>>,
    mut texts: Query<&mut Text, With<PromptText>>,
) {
    let names = seating.names();
    let line = match (*phase.get(), choice.seat) {
        (TurnPhase::Over, _) => "The game is over.".into(),
        (_, Some(_)) => asked(&seen, &names, &choice),
        _ => match seen.deciding {
            // Under a hand-off cover: what the person called to the screen is asked, in the
            // same words whether they can do anything or not.
            Some(s) if seating.is_human(s) => match seen.board.phase() {
                Phase::Respond => format!("{} answers the attack.", names[s]),
                Phase::Interrupt => format!("{} may steal the gems in flight.", names[s]),
                _ => format!("{}'s turn.", names[s]),
            },
            Some(s) => match seen.board.phase() {
                Phase::Interrupt | Phase::Respond => {
                    format!("{} is deciding…", names[s])
                }
                _ => format!("{} is thinking…", names[s]),
            },
            None => String::new(),
        },
    };
    for mut text in &mut texts {
        if text.0 != line {
            text.0 = line.clone();
        }
    }
}

/// A button's label.
/// `in_flight`: the gems flying while the window to steal them is open (the pass button lets
/// "it" or "them" pass); `None` while an attack waits for an answer (it lets it through).
pub fn label(pick: Pick, names: &[String], in_flight: Option<u8>) -> String {
    match pick {
        Pick::StandsFor(card) => format!("as {} {}", look::card_mark(card), words::card_name(card)),
        Pick::Revolt { peasants, jesters } => match jesters {
            0 => format!("{peasants} Peasants"),
            _ if peasants == 0 => format!("{jesters} Jesters"),
            _ => format!(
                "{peasants} Peasants + {jesters} Jester{}",
                if jesters == 1 { "" } else { "s" }
            ),
        },
        Pick::Rival(s) => format!("Attack {}", names.get(s).cloned().unwrap_or_default()),
        Pick::Card(card) => words::card_name(card),
        Pick::Button(b) => match b {
            Btn::Fortify => "Fortify",
            Btn::Discard => "Discard it",
            Btn::Pass => {
                return match in_flight {
                    Some(n) => format!("Let {} pass (S)", words::them(n)),
                    None => "Let it through (S)".into(),
                };
            }
            Btn::End => "End the turn (S)",
            Btn::Steal => "Steal (Highwayman)",
            Btn::Back => "Back (Esc)",
        }
        .into(),
    }
}

/// The rules card: what the card, gem or kingdom under the pointer (or the focused pick) is,
/// and why a card of the hand cannot be played now.
#[allow(clippy::too_many_arguments)]
fn rules_card(
    seating: Res<Seating>,
    seen: Res<Seen>,
    choice: Res<KnChoice>,
    hovered: Res<Hovered>,
    follows: Res<PanelFollows>,
    viewer: Res<Viewer>,
    places: Res<Places>,
    cards: Query<(&Face<KnFace>, &HeldBy)>,
    gems: Query<(&GemColour, &HeldBy), With<Face<Gem>>>,
    panels: Query<&KingdomPanel>,
    locale: Res<crate::shell::locale::Locale>,
    mut texts: RulesCard,
) {
    // The pieces under the pointer count only while the pointer is the device in use.
    let pointed: &[Entity] = if follows.pointer() { &hovered.0 } else { &[] };
    let names = seating.names();
    let o = &seen.observation;
    let name = |s: Seat| names.get(s).cloned().unwrap_or_default();
    let describe_card = |face: KnFace, in_hand: bool| -> Option<String> {
        let card = face.card?;
        let mut text = format!("{} — {}", words::card_name(card), words::card_text(card));
        if let Some(role) = face.stands_for {
            text = format!(
                "A Jester standing for a {}. {}",
                words::card_name(role),
                words::card_text(role)
            );
        }
        if in_hand
            && viewer.0.is_some()
            && choice.seat.is_some()
            && choice.selection.picks().is_empty()
            && !choice.allows(Pick::Card(card))
        {
            text.push_str("\nNot playable now: ");
            text.push_str(&super::human::why_not(
                &seen,
                &names,
                &choice,
                Pick::Card(card),
            ));
        }
        Some(text)
    };
    let from_pointer = pointed.iter().rev().find_map(|&e| {
        if let Ok((face, held)) = cards.get(e) {
            let place = places.place_of(held.0);
            let in_hand = matches!(place, Some(Place::Hand(s)) if Some(s) == choice.seat);
            return describe_card(face.0, in_hand);
        }
        if let Ok((colour, held)) = gems.get(e) {
            let at = match places.place_of(held.0) {
                Some(Place::Gems(s)) => format!("in {}'s kingdom", name(s)),
                Some(Place::Flight) => "in flight".into(),
                _ => String::new(),
            };
            return Some(format!(
                "A gem of {}'s colour, {at}. Whoever owns {} wins.",
                name(colour.0),
                words::gems(o.target)
            ));
        }
        let panel = panels.get(e).ok()?;
        let k = &o.kingdoms[panel.0];
        let forts: Vec<String> = FORTS
            .iter()
            .filter(|r| k.slot(**r).is_some())
            .map(|r| words::card_name(*r))
            .collect();
        Some(format!(
            "{} {}'s kingdom: {}, {} in hand; {}.",
            look::seat_symbol(panel.0),
            name(panel.0),
            words::gems(k.gems),
            o.hand_sizes[panel.0],
            if forts.is_empty() {
                "no fortification".to_string()
            } else {
                format!("fortified by {}", forts.join(", "))
            }
        ))
    });
    let from_focus = || match choice.focused()? {
        Pick::Card(card) => describe_card(
            KnFace {
                card: Some(card),
                stands_for: None,
            },
            true,
        ),
        Pick::StandsFor(card) => Some(words::card_text(card)),
        Pick::Revolt { .. } => Some(words::card_text(Card::Peasant)),
        _ => None,
    };
    write_rules_card(
        &mut texts,
        &locale,
        from_pointer.or_else(from_focus).map(Msg::english),
    );
}
