//! The HUD every table shares, around the game's own pieces: the prompt bar across the top
//! (the game writes its line and buttons), the menu button (the hint's beside it: `hint`), a notice toast for refusals, the
//! scrollable log, and the rules card for the piece under the pointer or the focus.

use bevy::prelude::*;

use super::handoff::HandOff;
use super::{GameLog, MatchSystems, Notice};
use shell::assets::Fonts;
use shell::locale::{Locale, Msg, Words};
use shell::screens::Screen;
use shell::theme;

pub use super::pointer::{Hovered, PanelFollows};

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

/// The buttons at the bar's top right corner: the menu's, and those others put before it (the
/// hint's, `hint::plugin`).
#[derive(Component)]
pub struct CornerButtons;

/// Asks for the match's menu (the menu button, Escape with nothing picked: `pause`).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct OpenMatchMenu;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<OpenMatchMenu>();
    app.add_plugins(super::pointer::plugin);
    app.add_systems(
        Update,
        (log_panel, snap_log_to_lines, notice_toast, menu_button).in_set(MatchSystems::Ui),
    );
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
    // The menu button, top right, over the bar: drawn above it always (two root nodes with no
    // order between them may swap, and the bar's translucent panel then dims the button).
    commands.spawn((
        Name::new("Menu button"),
        DespawnOnExit(Screen::Match),
        GlobalZIndex(1),
        CornerButtons,
        Node {
            position_type: PositionType::Absolute,
            top: px(0),
            right: px(6),
            flex_direction: FlexDirection::Row,
            ..default()
        },
        children![theme::button_node(
            fonts,
            "",
            Val::Auto,
            16.0,
            theme::TEXT,
            (MenuButton, Name::new("Menu"), Words(Msg::new("hud-menu"))),
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
    // A scrollbar at its right edge shows that it scrolls and how far back one is.
    let log = commands
        .spawn((
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
                padding: UiRect::new(px(8), px(14), px(8), px(8)),
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
        ))
        .id();
    commands.spawn((
        Name::new("Game log's scrollbar"),
        DespawnOnExit(Screen::Match),
        GlobalZIndex(1),
        bevy::ui_widgets::Scrollbar {
            target: log,
            orientation: bevy::ui_widgets::ControlOrientation::Vertical,
            min_thumb_length: 12.0,
        },
        Node {
            position_type: PositionType::Absolute,
            bottom: px(10),
            right: px(9),
            width: px(6),
            height: px(LOG_LINE * 10.0 + 8.0),
            ..default()
        },
        children![(
            bevy::ui_widgets::ScrollbarThumb {
                border_radius: BorderRadius::all(px(3)),
                ..default()
            },
            BackgroundColor(theme::MUTED.with_alpha(0.6)),
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
            // Written every frame by the game's rules card (`write_rules_card`).
            RulesText,
            theme::text(fonts, "", 14.0, theme::MUTED),
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

/// How far the log's top edge lies above the window's bottom edge.
pub const LOG_TOP: f32 = 6.0 + LOG_LINE * 10.0 + 16.0;

/// What the rules card says when no card is pointed at: its message.
pub const POINT_AT_A_CARD: &str = "hud-point-at-a-card";

/// The rules card's text, for the piece pointed at or focused; with nothing to describe, how to
/// get something described.
pub type RulesCard<'w, 's> =
    Query<'w, 's, (&'static mut Text, &'static mut TextColor), With<RulesText>>;

/// Writes `text` on the rules card (the invitation to point at a card when `None`).
pub fn write_rules_card(card: &mut RulesCard, locale: &Locale, text: Option<Msg>) {
    let (text, ink) = match text {
        Some(text) => (locale.text(&text), theme::TEXT),
        None => (locale.t(POINT_AT_A_CARD), theme::MUTED),
    };
    for (mut body, mut colour) in card {
        if body.0 != text {
            body.0 = text.clone();
            colour.0 = ink;
        }
    }
}

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

/// The log scrolls by whole lines, so its top line never shows cut in half (the wheel's step
/// is not a line's height). The newest position, far past the end, is left for the layout to
/// clamp.
fn snap_log_to_lines(
    mut scroll: Query<&mut ScrollPosition, (With<LogScroll>, Changed<ScrollPosition>)>,
) {
    for mut position in &mut scroll {
        if position.y < f32::MAX / 8.0 {
            let snapped = (position.y / LOG_LINE).round() * LOG_LINE;
            if snapped != position.y {
                position.y = snapped;
            }
        }
    }
}

/// The notice, while there is one, in its toast; none while a hand-off cover is up, so nothing
/// said to one person is read by the next.
fn notice_toast(
    notice: Res<Notice>,
    covers: Query<(), With<HandOff>>,
    mut texts: Query<(&mut Text, &ChildOf), With<NoticeText>>,
    mut backgrounds: Query<&mut BackgroundColor>,
) {
    let line = match &notice.0 {
        Some((text, _)) if covers.is_empty() => text.clone(),
        _ => String::new(),
    };
    for (mut text, parent) in &mut texts {
        if shell::text::write(&mut text, &line)
            && let Ok(mut background) = backgrounds.get_mut(parent.parent())
        {
            background.0 = if line.is_empty() {
                Color::NONE
            } else {
                theme::PANEL
            };
        }
    }
}
