//! The HUD every table shares, around the game's own pieces: the prompt bar across the top
//! (the game writes its line and buttons), the menu button, a notice toast for refusals, the
//! scrollable log, and the rules card for the piece under the pointer or the focus.

use bevy::prelude::*;

use super::pause::OpenMatchMenu;
use super::{GameLog, MatchSystems, Notice};
use crate::shell::assets::Fonts;
use crate::shell::screens::Screen;
use crate::shell::theme;

/// The prompt bar's height, in logical pixels.
pub const PROMPT_HEIGHT: f32 = 40.0;

/// The prompt's line of text (the game writes it).
#[derive(Component)]
pub struct PromptText;

/// The row of the prompt's buttons (the game fills it).
#[derive(Component)]
pub struct PromptRow;

/// The rules card's text (the game writes it).
#[derive(Component)]
pub struct RulesText;

#[derive(Component)]
struct NoticeText;

#[derive(Component)]
struct LogText;

#[derive(Component)]
struct LogScroll;

#[derive(Component)]
struct MenuButton;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hovered>();
    app.add_systems(
        Update,
        (log_panel, notice_toast, menu_button).in_set(MatchSystems::Ui),
    );
    app.add_observer(on_over);
    app.add_observer(on_out);
}

/// The pieces under the pointer, the last entered last, for a game's rules card: a piece may lie
/// on another (a banner on a castle), and both are under the pointer at once.
#[derive(Resource, Default, Debug)]
pub struct Hovered(pub Vec<Entity>);

fn on_over(over: On<Pointer<Over>>, mut hovered: ResMut<Hovered>) {
    let entity = over.event_target();
    hovered.0.retain(|&e| e != entity);
    hovered.0.push(entity);
}

fn on_out(out: On<Pointer<Out>>, mut hovered: ResMut<Hovered>) {
    let entity = out.event_target();
    hovered.0.retain(|&e| e != entity);
}

/// Spawns the shared HUD of a match; the notice toast sits `notice_bottom` pixels above the
/// window's bottom edge, where the game's layout leaves room.
pub fn spawn(commands: &mut Commands, fonts: &Fonts, notice_bottom: f32) {
    // The prompt bar across the top: one line, always the same height.
    commands.spawn((
        Name::new("Prompt bar"),
        DespawnOnExit(Screen::Match),
        Node {
            position_type: PositionType::Absolute,
            top: px(0),
            left: px(0),
            right: px(0),
            height: px(PROMPT_HEIGHT),
            flex_direction: FlexDirection::Row,
            align_items: AlignItems::Center,
            padding: UiRect::axes(px(12), px(0)),
            column_gap: px(12),
            overflow: Overflow::clip(),
            ..default()
        },
        BackgroundColor(theme::PANEL),
        children![
            (
                PromptText,
                theme::text(fonts, "", 17.0, theme::TEXT),
                TextLayout::linebreak(LineBreak::NoWrap),
                Node {
                    flex_shrink: 1.0,
                    ..default()
                }
            ),
            (
                PromptRow,
                Node {
                    flex_direction: FlexDirection::Row,
                    flex_shrink: 0.0,
                    ..default()
                }
            ),
        ],
    ));
    // The menu button, top right, over the bar.
    commands.spawn((
        Name::new("Menu button"),
        DespawnOnExit(Screen::Match),
        Node {
            position_type: PositionType::Absolute,
            top: px(0),
            right: px(6),
            ..default()
        },
        children![theme::button_node(
            fonts,
            "Menu",
            Val::Auto,
            16.0,
            theme::TEXT,
            (MenuButton, Name::new("Menu")),
        )],
    ));
    // Refusals and notices: a toast of their own, so the bar never wraps, in the gap between
    // the person's plate and hand, where it covers no one's cards.
    commands.spawn((
        Name::new("Notice"),
        DespawnOnExit(Screen::Match),
        GlobalZIndex(5),
        Node {
            position_type: PositionType::Absolute,
            bottom: px(notice_bottom),
            left: px(0),
            right: px(0),
            justify_content: JustifyContent::Center,
            ..default()
        },
        Pickable::IGNORE,
        children![(
            Node {
                padding: UiRect::axes(px(12), px(4)),
                border_radius: BorderRadius::all(px(6)),
                ..default()
            },
            BackgroundColor(Color::NONE),
            children![(
                NoticeText,
                theme::text(fonts, "", 16.0, Color::srgb(1.0, 0.7, 0.6)),
            )],
        )],
    ));
    // The log, bottom right: every line, scrolled to the newest, the wheel scrolls back. Its
    // view is exactly ten lines high and clips at its content, so no line shows cut in half.
    commands.spawn((
        Name::new("Game log"),
        DespawnOnExit(Screen::Match),
        LogScroll,
        bevy::ui_widgets::ScrollArea,
        Node {
            position_type: PositionType::Absolute,
            bottom: px(6),
            right: px(6),
            width: px(290),
            height: px(LOG_LINE * 10.0 + 16.0),
            padding: UiRect::all(px(8)),
            overflow: Overflow::scroll_y(),
            overflow_clip_margin: OverflowClipMargin::content_box(),
            flex_direction: FlexDirection::Column,
            ..default()
        },
        BackgroundColor(theme::PANEL),
        children![(
            LogText,
            theme::text(fonts, "", 13.0, theme::TEXT),
            bevy::text::LineHeight::Px(LOG_LINE)
        )],
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
            theme::text(fonts, POINT_AT_A_CARD, 14.0, theme::MUTED)
        )],
    ));
}

/// A muted line of text lying on the table at `at` (pile counts, the pool's counts, the goal).
pub fn table_label(fonts: &Fonts, text: impl Into<String>, size: f32, at: Vec2) -> impl Bundle {
    (
        Text2d::new(text),
        TextFont::from_font_size(size).with_font(fonts.regular.clone()),
        TextColor(theme::MUTED),
        Transform::from_translation(at.extend(30.0)),
        Pickable::IGNORE,
        DespawnOnExit(Screen::Match),
    )
}

/// The log's line height, in logical pixels.
const LOG_LINE: f32 = 16.0;

/// What the rules card says when no card is pointed at.
pub const POINT_AT_A_CARD: &str = "Point at a card, or move the focus to it, to read what it does.";

fn menu_button(
    buttons: Query<&Interaction, (Changed<Interaction>, With<MenuButton>)>,
    mut open: MessageWriter<OpenMatchMenu>,
) {
    if buttons.iter().any(|i| *i == Interaction::Pressed) {
        open.write(OpenMatchMenu);
    }
}

fn log_panel(
    log: Res<GameLog>,
    mut texts: Query<&mut Text, With<LogText>>,
    mut scroll: Query<&mut ScrollPosition, With<LogScroll>>,
) {
    if !log.is_changed() {
        return;
    }
    let body = log.0.join("\n");
    for mut text in &mut texts {
        text.0 = body.clone();
    }
    // A new line brings the log back to the newest (the layout clamps the position).
    for mut position in &mut scroll {
        position.y = f32::MAX / 4.0;
    }
}

/// The rules card shows the card under the pointer or the focus, and for a hand card that
/// cannot be played, why. Behind the hand-off screen it shows nothing, so no card of the last
/// person's hand stays readable there.
/// The notice, while there is one, in its toast.
fn notice_toast(
    notice: Res<Notice>,
    mut texts: Query<(&mut Text, &ChildOf), With<NoticeText>>,
    mut backgrounds: Query<&mut BackgroundColor>,
) {
    if !notice.is_changed() {
        return;
    }
    let line = notice
        .0
        .as_ref()
        .map(|(t, _)| t.clone())
        .unwrap_or_default();
    for (mut text, parent) in &mut texts {
        if text.0 != line {
            text.0 = line.clone();
            if let Ok(mut background) = backgrounds.get_mut(parent.parent()) {
                background.0 = if line.is_empty() {
                    Color::NONE
                } else {
                    theme::PANEL
                };
            }
        }
    }
}
