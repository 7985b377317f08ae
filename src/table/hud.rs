//! What surrounds the cards: each seat's plate (name, total, hand size, Shield/Stunned, turn),
//! pile counts, the prompt with its buttons, the game log in words, and a rules card for the
//! card under the pointer or the focus.

use bevy::prelude::*;
use ivanhoe_rules::{Card, Phase};
use rules_core::Seat;

use super::choices::{ButtonPick, Pick};
use super::human::{Hovered, HumanChoice};
use super::layout::{self, DECK_AT, DISCARD_AT};
use super::{MatchPhase, MatchSystems, Session, words};
use crate::assets::Fonts;
use crate::screens::Screen;
use crate::theme;

/// A seat's name plate (clicking it names that player as a target).
#[derive(Component, Clone, Copy, Debug)]
pub struct PlateEntity(pub Seat);

/// A button of the prompt, standing for a pick.
#[derive(Component, Clone, Copy, Debug)]
pub struct PromptButton(pub Pick);

/// The banner's text.
#[derive(Component)]
pub struct BannerText;

#[derive(Component)]
struct PlateText(Seat);

#[derive(Component)]
struct PileCount(bool);

#[derive(Component)]
struct PromptText;

#[derive(Component)]
struct NoticeText;

#[derive(Component)]
struct PromptRow;

#[derive(Component)]
struct LogText;

#[derive(Component)]
struct RulesText;

/// The game so far, in words.
#[derive(Resource, Default, Debug)]
pub struct GameLog(pub Vec<String>);

impl GameLog {
    /// Adds a line.
    pub fn push(&mut self, line: String) {
        self.0.push(line);
        if self.0.len() > 300 {
            self.0.remove(0);
        }
    }
}

/// A short message for the person at the screen (why a pick was refused).
#[derive(Resource, Default, Debug)]
pub struct Notice(pub Option<(String, Timer)>);

impl Notice {
    /// Shows `text` for a few seconds.
    pub fn show(&mut self, text: String) {
        self.0 = Some((text, Timer::from_seconds(4.0, TimerMode::Once)));
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameLog>().init_resource::<Notice>();
    app.add_systems(
        OnEnter(Screen::Match),
        |mut log: ResMut<GameLog>, mut notice: ResMut<Notice>| {
            log.0.clear();
            notice.0 = None;
        },
    );
    app.add_systems(
        Update,
        (
            plates,
            piles,
            banner_text,
            prompt,
            rebuild_buttons,
            style_buttons,
            log_panel,
            rules_card,
            tick_notice,
        )
            .in_set(MatchSystems::Ui),
    );
}

/// Spawns the HUD of a match: plates, pile counts, prompt bar, log and rules card.
pub fn spawn_hud(commands: &mut Commands, session: &Session, fonts: &Fonts, viewer: Option<Seat>) {
    let players = session.seats.len();
    for seat in 0..players {
        let place = layout::seat_place(seat, viewer, players);
        commands.spawn((
            Name::new(format!("Plate of seat {seat}")),
            PlateEntity(seat),
            Sprite::from_color(theme::PANEL, Vec2::new(230.0, 24.0)),
            Transform::from_translation(place.plate.extend(30.0)),
            Pickable::default(),
            DespawnOnExit(Screen::Match),
            children![(
                PlateText(seat),
                Text2d::new(session.seats[seat].name.clone()),
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
            Text2d::new(""),
            TextFont::from_font_size(14.0).with_font(fonts.regular.clone()),
            TextColor(theme::MUTED),
            Transform::from_translation((at + Vec2::new(0.0, -62.0)).extend(30.0)),
            Pickable::IGNORE,
            DespawnOnExit(Screen::Match),
        ));
    }
    // The prompt bar across the top.
    commands.spawn((
        Name::new("Prompt bar"),
        DespawnOnExit(Screen::Match),
        Node {
            position_type: PositionType::Absolute,
            top: px(0),
            left: px(0),
            right: px(0),
            flex_direction: FlexDirection::Row,
            align_items: AlignItems::Center,
            padding: UiRect::axes(px(12), px(4)),
            column_gap: px(12),
            ..default()
        },
        BackgroundColor(theme::PANEL),
        children![
            (PromptText, theme::text(fonts, "", 18.0, theme::TEXT)),
            (
                PromptRow,
                Node {
                    flex_direction: FlexDirection::Row,
                    ..default()
                }
            ),
            (
                NoticeText,
                theme::text(fonts, "", 16.0, Color::srgb(1.0, 0.6, 0.5))
            ),
        ],
    ));
    // The log, bottom right.
    commands.spawn((
        Name::new("Game log"),
        DespawnOnExit(Screen::Match),
        Node {
            position_type: PositionType::Absolute,
            bottom: px(6),
            right: px(6),
            width: px(290),
            height: px(170),
            padding: UiRect::all(px(8)),
            overflow: Overflow::clip(),
            flex_direction: FlexDirection::ColumnReverse,
            ..default()
        },
        BackgroundColor(theme::PANEL),
        children![(LogText, theme::text(fonts, "", 13.0, theme::TEXT))],
    ));
    // The rules card, bottom left.
    commands.spawn((
        Name::new("Rules card"),
        DespawnOnExit(Screen::Match),
        Node {
            position_type: PositionType::Absolute,
            bottom: px(6),
            left: px(6),
            width: px(270),
            min_height: px(60),
            padding: UiRect::all(px(8)),
            ..default()
        },
        BackgroundColor(theme::PANEL),
        children![(
            RulesText,
            theme::text(
                fonts,
                "Point at a card to read what it does.",
                14.0,
                theme::MUTED
            )
        )],
    ));
}

fn plates(
    session: Res<Session>,
    choice: Res<HumanChoice>,
    mut texts: Query<(&PlateText, &mut Text2d, &mut TextColor)>,
    mut plates: Query<(&PlateEntity, &mut Sprite)>,
) {
    let state = &session.state;
    let deciding = session.deciding();
    for (plate, mut text, mut colour) in &mut texts {
        let s = plate.0;
        let mut line = String::new();
        if deciding == Some(s) {
            line.push_str("▶ ");
        }
        line.push_str(&session.seats[s].name);
        if state.colour().is_some() {
            if state.is_in(s) {
                line.push_str(&format!("  {}", state.total(s)));
            } else {
                line.push_str("  out");
            }
        }
        line.push_str(&format!("  · {} in hand", state.hand(s).len()));
        if state.shield() == Some(s) {
            line.push_str("  Shield");
        }
        if state.stunned() == Some(s) {
            line.push_str("  Stunned");
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
    for (plate, mut sprite) in &mut plates {
        let pick = Pick::Seat(plate.0);
        sprite.color = if focused == Some(pick) {
            theme::BUTTON_HOT.lighter(0.2)
        } else if next.contains(&pick) {
            Color::srgb(0.45, 0.36, 0.12)
        } else {
            theme::PANEL
        };
    }
}

fn piles(session: Res<Session>, mut counts: Query<(&PileCount, &mut Text2d)>) {
    for (pile, mut text) in &mut counts {
        let line = if pile.0 {
            format!("Deck {}", session.state.deck().len())
        } else {
            format!("Discard {}", session.state.discard().len())
        };
        if text.0 != line {
            text.0 = line;
        }
    }
}

fn banner_text(session: Res<Session>, mut texts: Query<&mut Text2d, With<BannerText>>) {
    let line = match session.state.colour() {
        Some(c) => theme::colour_label(c),
        None => "No tournament".into(),
    };
    for mut text in &mut texts {
        if text.0 != line {
            text.0 = line.clone();
        }
    }
}

/// What the table asks, in words.
fn prompt_line(session: &Session, choice: &HumanChoice, phase: MatchPhase) -> String {
    let state = &session.state;
    let names = session.names();
    match phase {
        MatchPhase::TournamentWon => return "The tournament is won.".into(),
        MatchPhase::GameOver => return "The game is over.".into(),
        _ => {}
    }
    let Some(seat) = session.deciding() else {
        return String::new();
    };
    if choice.seat != Some(seat) {
        let who = &names[seat];
        return match state.phase() {
            Phase::Reaction { .. } => {
                let what = state
                    .pending()
                    .map(|p| words::play_words(p.play, &names))
                    .unwrap_or_default();
                format!("Ivanhoe window: {what} — waiting for the players' answers…")
            }
            _ if session.is_human(seat) => format!("{who}'s turn."),
            _ => format!("{who} is thinking…"),
        };
    }
    let picks = choice.selection.picks();
    match state.phase() {
        Phase::ChooseColour => "Choose the colour of the tournament you start.".into(),
        Phase::FirstCard => {
            let colour = state.colour().map(theme::colour_label).unwrap_or_default();
            format!("Open the {colour} tournament: play a {colour} card or a supporter.")
        }
        Phase::Play => match picks.first() {
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
                "{} plays {}. Cancel it with Ivanhoe?",
                names[p.actor],
                words::play_words(p.play, &names)
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
    session: Res<Session>,
    choice: Res<HumanChoice>,
    phase: Res<State<MatchPhase>>,
    notice: Res<Notice>,
    mut prompt: Query<&mut Text, (With<PromptText>, Without<NoticeText>)>,
    mut notice_text: Query<&mut Text, (With<NoticeText>, Without<PromptText>)>,
) {
    let line = prompt_line(&session, &choice, *phase.get());
    for mut text in &mut prompt {
        if text.0 != line {
            text.0 = line.clone();
        }
    }
    let line = notice
        .0
        .as_ref()
        .map(|(t, _)| t.clone())
        .unwrap_or_default();
    for mut text in &mut notice_text {
        if text.0 != line {
            text.0 = line.clone();
        }
    }
}

/// The label of a pick shown as a button (colours, tokens and the turn's buttons).
fn button_label(pick: Pick) -> Option<String> {
    Some(match pick {
        Pick::Colour(c) | Pick::Token(c) => theme::colour_label(c),
        Pick::Button(ButtonPick::Stay) => "Stay (S)".into(),
        Pick::Button(ButtonPick::Withdraw) => "Withdraw (W)".into(),
        Pick::Button(ButtonPick::Ivanhoe) => "Ivanhoe!".into(),
        Pick::Button(ButtonPick::Pass) => "Pass".into(),
        _ => return None,
    })
}

fn rebuild_buttons(
    mut commands: Commands,
    fonts: Res<Fonts>,
    choice: Res<HumanChoice>,
    session: Res<Session>,
    rows: Query<Entity, With<PromptRow>>,
    buttons: Query<(Entity, &PromptButton)>,
    mut shown: Local<Vec<Pick>>,
) {
    let mut wanted: Vec<Pick> = choice
        .next_picks()
        .into_iter()
        .filter(|p| button_label(*p).is_some())
        .collect();
    // The Ivanhoe window is offered alike to every person asked, holder or not (RULINGS §1).
    if matches!(session.state.phase(), Phase::Reaction { .. })
        && choice.seat.is_some()
        && !wanted.contains(&Pick::Button(ButtonPick::Ivanhoe))
    {
        wanted.insert(0, Pick::Button(ButtonPick::Ivanhoe));
    }
    if *shown == wanted && buttons.iter().count() == wanted.len() {
        return;
    }
    for (entity, _) in &buttons {
        commands.entity(entity).despawn();
    }
    let Ok(row) = rows.single() else {
        return;
    };
    for pick in &wanted {
        let label = button_label(*pick).unwrap_or_default();
        let mut button = commands.spawn((
            ChildOf(row),
            theme::button(
                &fonts,
                label,
                (PromptButton(*pick), Name::new(format!("{pick:?}"))),
            ),
        ));
        if let Pick::Colour(c) | Pick::Token(c) = pick {
            button.insert(BackgroundColor(theme::colour_hue(*c)));
        }
    }
    *shown = wanted;
}

fn style_buttons(
    choice: Res<HumanChoice>,
    mut buttons: Query<(
        &PromptButton,
        &Interaction,
        &mut BorderColor,
        &mut BackgroundColor,
    )>,
) {
    let focused = choice.focused();
    let next = choice.next_picks();
    for (button, interaction, mut border, mut background) in &mut buttons {
        let hot = focused == Some(button.0) || *interaction != Interaction::None;
        *border = BorderColor::all(if focused == Some(button.0) {
            Color::WHITE
        } else {
            Color::NONE
        });
        let base = match button.0 {
            Pick::Colour(c) | Pick::Token(c) => theme::colour_hue(c),
            _ if !next.contains(&button.0) => theme::BUTTON_OFF,
            _ => theme::BUTTON,
        };
        background.0 = if hot { base.lighter(0.12) } else { base };
    }
}

fn log_panel(log: Res<GameLog>, mut texts: Query<&mut Text, With<LogText>>) {
    if !log.is_changed() {
        return;
    }
    let start = log.0.len().saturating_sub(11);
    let body = log.0[start..].join("\n");
    for mut text in &mut texts {
        text.0 = body.clone();
    }
}

fn rules_card(
    hovered: Res<Hovered>,
    choice: Res<HumanChoice>,
    session: Res<Session>,
    looks: Query<&super::cards::CardLook>,
    mut texts: Query<&mut Text, With<RulesText>>,
) {
    let from_hover = hovered
        .0
        .and_then(|e| looks.get(e).ok())
        .filter(|l| l.face_up)
        .and_then(|l| l.card);
    let from_focus = match choice.focused() {
        Some(Pick::HandCard(card)) => Some(card),
        Some(Pick::DisplayCard(s, i)) => session.state.display(s).get(i as usize).copied(),
        _ => None,
    };
    let Some(card) = from_hover.or(from_focus) else {
        return;
    };
    let mut line = format!("{} — {}", card.name(), words::rules_text(card));
    if let Some(seat) = choice.seat
        && session.state.hand(seat).contains(card)
        && !choice.selection.allows(Pick::HandCard(card))
        && choice.selection.picks().is_empty()
        && matches!(session.state.phase(), Phase::Play | Phase::FirstCard)
    {
        line.push_str(&format!(
            "\nNot playable now: {}",
            super::choices::why_not(&session.state, card)
        ));
    }
    for mut text in &mut texts {
        if text.0 != line {
            text.0 = line.clone();
        }
    }
}

fn tick_notice(time: Res<Time>, mut notice: ResMut<Notice>) {
    if let Some((_, timer)) = notice.0.as_mut()
        && timer.tick(time.delta()).is_finished()
    {
        notice.0 = None;
    }
}
