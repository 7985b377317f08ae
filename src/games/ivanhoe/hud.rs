//! What surrounds the cards: each seat's plate (name, total, hand size, Shield/Stunned, turn),
//! pile counts, the prompt with its buttons, the game log in words, and a rules card for the
//! card under the pointer or the focus.

use crate::shell::locale::{Locale, Msg, Words};
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
use crate::table::hud::{
    Hovered, PanelFollows, PromptText, RulesCard, table_label, write_rules_card,
};
use crate::table::{AwaySeats, Seating};
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
            crate::table::spotlight::SeatPlate(seat),
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
            Words(Msg::new("iv-deck").with("n", 0)),
        ));
    }
    for colour in ivanhoe_rules::Colour::ALL {
        let at = layout::pool_place(colour.index(), 0).truncate() + Vec2::new(0.0, -24.0);
        commands.spawn((
            PoolCount(colour),
            table_label(fonts, "", 13.0, at),
            Words(Msg::new("iv-pool-count").with("n", 5)),
        ));
    }
    let to_win = ivanhoe_rules::Options::players(players).tokens_to_win();
    commands.spawn((
        Name::new("Goal"),
        table_label(fonts, "", 13.0, POOL_AT + Vec2::new(0.0, -44.0)),
        Words(Msg::new("iv-goal").with("n", to_win)),
    ));
    crate::table::hud::spawn(commands, fonts, layout::NOTICE_BOTTOM);
}

fn pool_counts(
    table: Res<super::present::Table>,
    mut counts: Query<(&PoolCount, &mut Words, &mut Visibility)>,
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
        let line = Msg::new("iv-pool-count").with("n", n);
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
    locale: Res<Locale>,
) {
    let state = &seen.board;
    let deciding = seating.deciding;
    let goal = ivanhoe_rules::Options::players(seating.seats.len()).tokens_to_win();
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
                line.push_str(&format!("  {}", locale.t("iv-plate-out")));
            }
        }
        let hand = Msg::new("iv-plate-hand").with("n", state.hand(s).len());
        let tokens = state.tokens(s).len();
        line.push_str(&format!(" · {} · {tokens}/{goal}", locale.text(&hand)));
        if state.shield() == Some(s) {
            line.push_str(&format!(" · {}", locale.t("iv-plate-shield")));
        }
        if state.stunned() == Some(s) {
            line.push_str(&format!(" · {}", locale.t("iv-plate-stunned")));
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

fn piles(seen: Res<Seen>, mut counts: Query<(&PileCount, &mut Words)>) {
    for (pile, mut text) in &mut counts {
        let line = if pile.0 {
            Msg::new("iv-deck").with("n", seen.board.deck().len())
        } else {
            Msg::new("iv-discard").with("n", seen.board.discard().len())
        };
        if text.0 != line {
            text.0 = line;
        }
    }
}

fn banner_text(seen: Res<Seen>, mut texts: Query<&mut Words, With<BannerText>>) {
    let line = match seen.board.colour() {
        Some(c) => look::colour_label(c),
        None => Msg::new("iv-no-tournament"),
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
    away: &AwaySeats,
    seen: &Seen,
    choice: &HumanChoice,
    phase: TournamentPhase,
) -> Option<Msg> {
    let state = &seen.board;
    let names = seating.names();
    match phase {
        TournamentPhase::TournamentWon => return Some(Msg::new("iv-prompt-tournament-won")),
        TournamentPhase::GameOver => return Some(Msg::new("iv-prompt-game-over")),
        _ => {}
    }
    let seat = seating.deciding?;
    let faces = |s: Seat, at| words::face_up_card(state, s, at);
    if choice.seat != Some(seat) {
        let who = words::speaker(&names, handoff::single_viewer(&seating.seats));
        return Some(match state.phase() {
            Phase::Reaction { .. } => {
                let play = state
                    .pending()
                    .map(|p| {
                        who.says("iv-plays", p.actor)
                            .with("play", words::play_words(p.play, p.actor, &who, &faces))
                    })
                    .unwrap_or_else(|| Msg::new("iv-prompt-ivanhoe-unknown"));
                Msg::new("iv-prompt-waiting").with("play", play)
            }
            _ if seating.is_human(seat) => {
                Msg::new("iv-prompt-their-turn").with("who", names[seat].clone())
            }
            _ => seating
                .remote_prompt(seat, away)
                .unwrap_or_else(|| Msg::new("iv-prompt-thinking").with("who", names[seat].clone())),
        });
    }
    let who = words::speaker(&names, Some(seat));
    let picks = choice.selection.picks();
    let totals = |id: &'static str| {
        Msg::new(id)
            .with("total", state.total(seat))
            .with("best", state.best_other_total(seat))
    };
    Some(match state.phase() {
        Phase::ChooseColour => Msg::new("iv-prompt-choose-colour"),
        Phase::FirstCard => {
            let colour = state.colour().unwrap_or(ivanhoe_rules::Colour::Purple);
            Msg::new("iv-prompt-first-card")
                .with("colour", words::colour(colour))
                .with("colourf", words::colour_of_card(colour))
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
                    totals("iv-prompt-stay-or-withdraw")
                } else {
                    totals("iv-prompt-withdraw")
                }
            }
            None => totals("iv-prompt-play"),
            Some(Pick::HandCard(card)) => match (card, picks.len()) {
                (Card::Outwit, 1) => Msg::new("iv-prompt-outwit-mine"),
                (Card::Outwit, _) => Msg::new("iv-prompt-outwit-theirs"),
                (Card::Unhorse | Card::ChangeWeapon, _) => {
                    Msg::new("iv-prompt-new-colour").with("card", words::card_name(*card))
                }
                (Card::Dodge, _) => Msg::new("iv-prompt-dodge"),
                (Card::Retreat, _) => Msg::new("iv-prompt-retreat"),
                _ => Msg::new("iv-prompt-player").with("card", words::card_name(*card)),
            },
            Some(_) => Msg::new("iv-prompt-choose"),
        },
        Phase::AdaptKeep { keep } => {
            let value = state
                .pending()
                .map(|p| p.keeps[keep].value)
                .unwrap_or_default();
            Msg::new("iv-prompt-adapt").with("value", value)
        }
        Phase::Reaction { .. } => match state.pending() {
            Some(p) => Msg::new("iv-prompt-ivanhoe").with(
                "play",
                who.says("iv-plays", p.actor)
                    .with("play", words::play_words(p.play, p.actor, &who, &faces)),
            ),
            None => Msg::new("iv-prompt-ivanhoe-unknown"),
        },
        Phase::ChooseToken { .. } => Msg::new("iv-prompt-choose-token"),
        Phase::ReturnToken { .. } => Msg::new("iv-prompt-return-token"),
        Phase::Over => return None,
    })
}

fn prompt(
    seating: Res<Seating>,
    away: Res<AwaySeats>,
    seen: Res<Seen>,
    choice: Res<HumanChoice>,
    phase: Res<State<TournamentPhase>>,
    locale: Res<Locale>,
    mut prompt: Query<&mut Text, With<PromptText>>,
) {
    let line = prompt_line(&seating, &away, &seen, &choice, *phase.get())
        .map(|msg| locale.text(&msg))
        .unwrap_or_default();
    for mut text in &mut prompt {
        if text.0 != line {
            text.0 = line.clone();
        }
    }
}

/// The label of a pick shown as a button (colours, tokens and the turn's buttons).
pub(super) fn button_label(pick: Pick) -> Option<Msg> {
    Some(match pick {
        Pick::Colour(c) | Pick::Token(c) => look::colour_label(c),
        Pick::Button(ButtonPick::Stay) => Msg::new("iv-stay"),
        Pick::Button(ButtonPick::Withdraw) => Msg::new("iv-withdraw"),
        Pick::Button(ButtonPick::Ivanhoe) => Msg::new("iv-ivanhoe"),
        Pick::Button(ButtonPick::Pass) => Msg::new("iv-pass"),
        Pick::Button(ButtonPick::Cancel) => Msg::new("iv-cancel"),
        Pick::Button(ButtonPick::Back) => Msg::new("iv-back"),
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
    locale: Res<Locale>,
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
        if let Some(seat) = choice.seat
            && seen.board.hand(seat).contains(card)
            && !choice.selection.allows(Pick::HandCard(card))
            && choice.selection.picks().is_empty()
            && matches!(seen.board.phase(), Phase::Play | Phase::FirstCard)
        {
            let names = seating.names();
            let who = words::speaker(&names, Some(seat));
            return Msg::new("iv-rules-not-playable")
                .with("card", words::card_words(card, words::Form::Start))
                .with("text", words::rules_text(card))
                .with("why", words::why_not(&seen.board, card, &who));
        }
        words::rules_card(card)
    });
    write_rules_card(&mut texts, &locale, line);
}
