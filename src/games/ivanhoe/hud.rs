//! What surrounds the cards: each seat's plate (name, total, hand size, Shield/Stunned, turn),
//! pile counts, the prompt with its buttons, the game log in words, and a rules card for the
//! card under the pointer or the focus.

use crate::shell::locale::Msg;
use bevy::prelude::*;
use ivanhoe_rules::{Card, Phase};
use rules_core::Seat;

use super::choices::{ButtonPick, Pick};
use super::human::HumanChoice;
use super::layout::{self, DECK_AT, DISCARD_AT, POOL_AT};
use super::look;
use super::words;
use super::{Seen, TournamentPhase};
use crate::shell::assets::Fonts;
use crate::shell::screens::Screen;
use crate::shell::theme;
use crate::table::Seating;
use crate::table::hud::{
    Hovered, PanelFollows, PromptText, RulesCard, table_label, write_rules_card,
};
use crate::table::{MatchSystems, Viewer, handoff};

/// A seat's name plate (clicking it names that player as a target).
#[derive(Component, Clone, Copy, Debug)]
pub struct PlateEntity(pub Seat);

/// A button of the prompt, standing for a pick.
pub type PromptButton = crate::table::decide::PromptButton<Pick>;

/// The banner's text.
#[derive(Component)]
pub struct BannerText;

#[derive(Component)]
struct PlateText(Seat);

#[derive(Component)]
struct PileCount(bool);

#[derive(Component)]
struct PoolCount(ivanhoe_rules::Colour);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (plates, piles, banner_text, prompt, rules_card, pool_counts)
            .in_set(MatchSystems::Ui)
            .in_set(super::IvanhoeSystems),
    );
}

/// Spawns the HUD of a match: plates, pile counts, the pool's counts and the goal, prompt bar,
/// notice, log, rules card and the menu button.
pub fn spawn_hud(commands: &mut Commands, seating: &Seating, fonts: &Fonts, viewer: Option<Seat>) {
    let players = seating.seats.len();
    for seat in 0..players {
        let place = layout::seat_place(seat, viewer, players);
        commands.spawn((
            Name::new(format!("Plate of seat {seat}")),
            PlateEntity(seat),
            Sprite::from_color(theme::PANEL, layout::PLATE_SIZE),
            Transform::from_translation(place.plate.extend(30.0)),
            Pickable::default(),
            DespawnOnExit(Screen::Match),
            children![(
                PlateText(seat),
                Text2d::new(seating.seats[seat].name.clone()),
                TextFont::from_font_size(15.0).with_font(fonts.regular.clone()),
                TextColor(theme::TEXT),
                Transform::from_xyz(0.0, 0.0, 0.1),
                Pickable::IGNORE,
            )],
        ));
    }
    for (is_deck, at) in [(true, DECK_AT), (false, DISCARD_AT)] {
        commands.spawn((
            PileCount(is_deck),
            table_label(fonts, "", 14.0, at + Vec2::new(0.0, -58.0)),
        ));
    }
    for colour in ivanhoe_rules::Colour::ALL {
        let at = layout::pool_place(colour.index(), 0).truncate() + Vec2::new(0.0, -24.0);
        commands.spawn((PoolCount(colour), table_label(fonts, "×5", 13.0, at)));
    }
    let to_win = ivanhoe_rules::Options::players(players).tokens_to_win();
    commands.spawn((
        Name::new("Goal"),
        table_label(
            fonts,
            format!("Tokens: the first to hold {to_win} colours wins"),
            13.0,
            POOL_AT + Vec2::new(0.0, -44.0),
        ),
    ));
    crate::table::hud::spawn(commands, fonts, layout::NOTICE_BOTTOM);
}

fn pool_counts(
    table: Res<super::present::Table>,
    mut counts: Query<(&PoolCount, &mut Text2d, &mut Visibility)>,
) {
    if !table.is_changed() {
        return;
    }
    for (count, mut text, mut visibility) in &mut counts {
        let n = table
            .tokens
            .iter()
            .filter(|(_, c, h)| *c == count.0 && h.is_none())
            .count();
        let line = format!("×{n}");
        if text.0 != line {
            text.0 = line;
        }
        *visibility = if n == 0 {
            Visibility::Hidden
        } else {
            Visibility::Inherited
        };
    }
}

/// Plates follow the viewer round the table (the person deciding sits at the bottom), say each
/// seat's total, hand, tokens and cards before them, and light up as targets.
fn plates(
    seating: Res<Seating>,
    seen: Res<Seen>,
    choice: Res<HumanChoice>,
    viewer: Res<Viewer>,
    mut texts: Query<(
        &PlateText,
        &mut Text2d,
        &mut TextColor,
        Option<&bevy::text::TextLayoutInfo>,
    )>,
    mut plates: Query<(&PlateEntity, &mut Sprite, &mut Transform)>,
) {
    let state = &seen.board;
    let deciding = seating.deciding;
    let to_win = ivanhoe_rules::Options::players(seating.seats.len()).tokens_to_win();
    // A long line (a long name, a total, Shield and Stunned) widens its plate rather than
    // spilling past it; the width is the one laid out last frame.
    let mut widths = vec![layout::PLATE_SIZE.x; seating.seats.len()];
    for (plate, mut text, mut colour, laid_out) in &mut texts {
        let s = plate.0;
        if let Some(info) = laid_out
            && info.scale_factor > 0.0
            && let Some(width) = widths.get_mut(s)
        {
            *width = width.max(info.size.x / info.scale_factor + 20.0);
        }
        let mut line = String::new();
        if deciding == Some(s) {
            line.push_str("▶ ");
        }
        line.push_str(&seating.seats[s].name);
        if state.colour().is_some() {
            if state.is_in(s) {
                line.push_str(&format!("  {}", state.total(s)));
            } else {
                line.push_str("  out");
            }
        }
        line.push_str(&format!(
            " · {} in hand · {}/{to_win}",
            state.hand(s).len(),
            state.tokens(s).len()
        ));
        if state.shield() == Some(s) {
            line.push_str(" · Shield");
        }
        if state.stunned() == Some(s) {
            line.push_str(" · Stunned");
        }
        if text.0 != line {
            text.0 = line;
        }
        colour.0 = if deciding == Some(s) {
            theme::GOLD
        } else {
            theme::TEXT
        };
    }
    let next = choice.next_picks();
    let focused = choice.focused();
    let aimed = super::choices::aimed_seat(state);
    let players = seating.seats.len();
    for (plate, mut sprite, mut transform) in &mut plates {
        let pick = Pick::Seat(plate.0);
        sprite.color = if focused == Some(pick) {
            theme::BUTTON_HOT.lighter(0.2)
        } else if next.contains(&pick) {
            Color::srgb(0.45, 0.36, 0.12)
        } else if aimed == Some(plate.0) {
            Color::srgb(0.55, 0.16, 0.10)
        } else {
            theme::PANEL
        };
        let width = widths.get(plate.0).copied().unwrap_or(layout::PLATE_SIZE.x);
        let size = Vec2::new(width, layout::PLATE_SIZE.y);
        if sprite.custom_size != Some(size) {
            sprite.custom_size = Some(size);
        }
        // A widened plate stays on the table.
        let mut at = layout::seat_place(plate.0, viewer.0, players)
            .plate
            .extend(30.0);
        let room = (theme::TABLE_SIZE.x - width) / 2.0 - 4.0;
        at.x = at.x.clamp(-room, room);
        if transform.translation != at {
            transform.translation = at;
        }
    }
}

fn piles(seen: Res<Seen>, mut counts: Query<(&PileCount, &mut Text2d)>) {
    for (pile, mut text) in &mut counts {
        let line = if pile.0 {
            format!("Deck {}", seen.board.deck().len())
        } else {
            format!("Discard {}", seen.board.discard().len())
        };
        if text.0 != line {
            text.0 = line;
        }
    }
}

fn banner_text(seen: Res<Seen>, mut texts: Query<&mut Text2d, With<BannerText>>) {
    let line = match seen.board.colour() {
        Some(c) => look::colour_label(c),
        None => "No tournament".into(),
    };
    for mut text in &mut texts {
        if text.0 != line {
            text.0 = line.clone();
        }
    }
}

/// What the table asks, in words.
fn prompt_line(
    seating: &Seating,
    seen: &Seen,
    choice: &HumanChoice,
    phase: TournamentPhase,
) -> String {
    let state = &seen.board;
    let names = seating.names();
    match phase {
        TournamentPhase::TournamentWon => return "The tournament is won.".into(),
        TournamentPhase::GameOver => return "The game is over.".into(),
        _ => {}
    }
    let Some(seat) = seating.deciding else {
        return String::new();
    };
    let faces = |s: Seat, at| words::face_up_card(state, s, at);
    if choice.seat != Some(seat) {
        let who = words::Speaker::new(&names, handoff::single_viewer(&seating.seats));
        return match state.phase() {
            Phase::Reaction { .. } => {
                let what = state
                    .pending()
                    .map(|p| {
                        format!(
                            "{} {}",
                            who.does(p.actor, "plays"),
                            words::play_words(p.play, p.actor, &who, &faces)
                        )
                    })
                    .unwrap_or_default();
                format!("{what}. Waiting for the answers…")
            }
            _ if seating.is_human(seat) => format!("{}'s turn.", names[seat]),
            _ => format!("{} is thinking…", names[seat]),
        };
    }
    let who = words::Speaker::new(&names, Some(seat));
    let picks = choice.selection.picks();
    match state.phase() {
        Phase::ChooseColour => "Your turn to start a tournament: choose its colour.".into(),
        Phase::FirstCard => {
            let colour = state.colour().map(|c| c.name()).unwrap_or_default();
            format!("Open the {colour} tournament: play a {colour} card or a supporter.")
        }
        Phase::Play => match picks.first() {
            None if !choice
                .next_picks()
                .iter()
                .any(|p| matches!(p, Pick::HandCard(_))) =>
            {
                if choice
                    .next_picks()
                    .contains(&Pick::Button(ButtonPick::Stay))
                {
                    format!(
                        "Your turn: {} against {}. No card can be played: Stay (S) or Withdraw (W).",
                        state.total(seat),
                        state.best_other_total(seat)
                    )
                } else {
                    format!(
                        "Your turn: {} against {}. No card can be played: Withdraw (W).",
                        state.total(seat),
                        state.best_other_total(seat)
                    )
                }
            }
            None => format!(
                "Your turn: {} against {}. Play cards, then Stay (S) or Withdraw (W).",
                state.total(seat),
                state.best_other_total(seat)
            ),
            Some(Pick::HandCard(card)) => match (card, picks.len()) {
                (Card::Outwit, 1) => "Outwit: choose one of your face-up cards.".into(),
                (Card::Outwit, _) => {
                    "Outwit: choose an opponent's face-up card to swap with.".into()
                }
                (Card::Unhorse | Card::ChangeWeapon, _) => {
                    format!("{}: choose the new colour.", card.name())
                }
                (Card::Dodge, _) => "Dodge: choose a card of an opponent's display.".into(),
                (Card::Retreat, _) => "Retreat: choose a card of your display to take back.".into(),
                _ => format!("{}: choose a player.", card.name()),
            },
            Some(_) => "Choose.".into(),
        },
        Phase::AdaptKeep { keep } => {
            let value = state
                .pending()
                .map(|p| p.keeps[keep].value)
                .unwrap_or_default();
            format!("Adapt: keep one of your display cards of value {value}.")
        }
        Phase::Reaction { .. } => match state.pending() {
            Some(p) => format!(
                "{} {}. Cancel it with Ivanhoe?",
                who.does(p.actor, "plays"),
                words::play_words(p.play, p.actor, &who, &faces)
            ),
            None => "Cancel the card just played with Ivanhoe?".into(),
        },
        Phase::ChooseToken { .. } => {
            "You won a purple tournament: take a token of a colour you lack.".into()
        }
        Phase::ReturnToken { .. } => {
            "You withdrew with a maiden: give back one of your tokens.".into()
        }
        Phase::Over => String::new(),
    }
}

fn prompt(
    seating: Res<Seating>,
    seen: Res<Seen>,
    choice: Res<HumanChoice>,
    phase: Res<State<TournamentPhase>>,
    mut prompt: Query<&mut Text, With<PromptText>>,
) {
    let line = prompt_line(&seating, &seen, &choice, *phase.get());
    for mut text in &mut prompt {
        if text.0 != line {
            text.0 = line.clone();
        }
    }
}

/// The label of a pick shown as a button (colours, tokens and the turn's buttons).
pub(super) fn button_label(pick: Pick) -> Option<String> {
    Some(match pick {
        Pick::Colour(c) | Pick::Token(c) => look::colour_label(c),
        Pick::Button(ButtonPick::Stay) => "Stay (S)".into(),
        Pick::Button(ButtonPick::Withdraw) => "Withdraw (W)".into(),
        Pick::Button(ButtonPick::Ivanhoe) => "Ivanhoe!".into(),
        Pick::Button(ButtonPick::Pass) => "Pass".into(),
        Pick::Button(ButtonPick::Cancel) => "Cancel (Esc)".into(),
        Pick::Button(ButtonPick::Back) => "Back".into(),
        _ => return None,
    })
}

fn rules_card(
    hovered: Res<Hovered>,
    follows: Res<PanelFollows>,
    choice: Res<HumanChoice>,
    seating: Res<Seating>,
    seen: Res<Seen>,
    handoffs: Query<(), With<handoff::HandOff>>,
    looks: Query<&super::cards::CardLook>,
    locale: Res<crate::shell::locale::Locale>,
    mut texts: RulesCard,
) {
    let from_hover = hovered
        .0
        .iter()
        .rev()
        .filter(|_| follows.pointer())
        .find_map(|&e| looks.get(e).ok())
        .filter(|l| l.face_up)
        .and_then(|l| l.card);
    let from_focus = match choice.focused() {
        Some(Pick::HandCard(card)) => Some(card),
        Some(Pick::DisplayCard(s, i)) => seen.board.display(s).get(i as usize).copied(),
        _ => None,
    };
    let shown = if !handoffs.is_empty() {
        None
    } else {
        from_hover.or(from_focus)
    };
    let line = shown.map(|card| {
        let mut line = format!(
            "{} — {}",
            words::capitalise(&card.name()),
            words::rules_text(card)
        );
        if let Some(seat) = choice.seat
            && seen.board.hand(seat).contains(card)
            && !choice.selection.allows(Pick::HandCard(card))
            && choice.selection.picks().is_empty()
            && matches!(seen.board.phase(), Phase::Play | Phase::FirstCard)
        {
            let names = seating.names();
            let who = words::Speaker::new(&names, Some(seat));
            line.push_str(&format!(
                "\nNot playable now: {}",
                words::why_not(&seen.board, card, &who)
            ));
        }
        line
    });
    write_rules_card(&mut texts, &locale, line.map(Msg::english));
}
