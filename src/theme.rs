//! Colours, symbols and reusable UI pieces. The five tournament colours differ by symbol as well
//! as by hue, so that no one needs to tell red from green to play.

use bevy::prelude::*;
use ivanhoe_rules::{Card, Colour, Kind};

use crate::assets::Fonts;

/// The table's felt.
pub const TABLE: Color = Color::srgb(0.11, 0.23, 0.17);
/// Panels and bars.
pub const PANEL: Color = Color::srgba(0.06, 0.07, 0.09, 0.86);
/// Ordinary text.
pub const TEXT: Color = Color::srgb(0.94, 0.91, 0.84);
/// Muted text.
pub const MUTED: Color = Color::srgb(0.65, 0.65, 0.62);
/// Gold: titles, highlights of legal choices.
pub const GOLD: Color = Color::srgb(0.95, 0.78, 0.32);
/// A button at rest.
pub const BUTTON: Color = Color::srgb(0.20, 0.24, 0.30);
/// A hovered or focused button.
pub const BUTTON_HOT: Color = Color::srgb(0.33, 0.40, 0.50);
/// A button that cannot be pressed.
pub const BUTTON_OFF: Color = Color::srgb(0.14, 0.15, 0.17);

/// The hue of a tournament colour.
pub fn colour_hue(colour: Colour) -> Color {
    match colour {
        Colour::Purple => Color::srgb(0.50, 0.30, 0.66),
        Colour::Red => Color::srgb(0.80, 0.22, 0.20),
        Colour::Blue => Color::srgb(0.22, 0.44, 0.80),
        Colour::Yellow => Color::srgb(0.90, 0.76, 0.20),
        Colour::Green => Color::srgb(0.30, 0.62, 0.30),
    }
}

/// The symbol of a colour: jousting lance, sword, axe, morningstar, no weapon.
pub fn colour_symbol(colour: Colour) -> &'static str {
    match colour {
        Colour::Purple => "♛",
        Colour::Red => "⚔",
        Colour::Blue => "◆",
        Colour::Yellow => "★",
        Colour::Green => "♣",
    }
}

/// A colour's name with its symbol, capitalised: "⚔ Red".
pub fn colour_label(colour: Colour) -> String {
    let name = colour.name();
    format!(
        "{} {}{}",
        colour_symbol(colour),
        name[..1].to_uppercase(),
        &name[1..]
    )
}

/// The background of a card's face.
pub fn card_hue(card: Card) -> Color {
    match card.kind() {
        Kind::Colour(c) => colour_hue(c),
        Kind::Supporter if card.is_maiden() => Color::srgb(0.93, 0.82, 0.84),
        Kind::Supporter => Color::srgb(0.88, 0.86, 0.80),
        Kind::Action if card == Card::Ivanhoe => Color::srgb(0.96, 0.86, 0.55),
        Kind::Action => Color::srgb(0.93, 0.89, 0.76),
    }
}

/// The ink of a card's face (dark on light faces, light on dark ones).
pub fn card_ink(card: Card) -> Color {
    match card.kind() {
        Kind::Colour(Colour::Yellow) => Color::srgb(0.15, 0.12, 0.05),
        Kind::Colour(_) => Color::WHITE,
        _ => Color::srgb(0.16, 0.12, 0.10),
    }
}

/// The big mark in the corner of a card: its value, or a mark for action cards.
pub fn card_corner(card: Card) -> String {
    if card.is_display_card() {
        card.value().to_string()
    } else {
        "✦".into()
    }
}

/// The small symbol under the corner value.
pub fn card_symbol(card: Card) -> &'static str {
    match card.kind() {
        Kind::Colour(c) => colour_symbol(c),
        Kind::Supporter if card.is_maiden() => "❦",
        Kind::Supporter => "✚",
        Kind::Action => "",
    }
}

/// A text bundle with the game's font.
pub fn text(fonts: &Fonts, value: impl Into<String>, size: f32, color: Color) -> impl Bundle {
    (
        Text::new(value),
        TextFont::from_font_size(size).with_font(fonts.regular.clone()),
        TextColor(color),
    )
}

/// A button: a panel with a label, and whatever marks what it does.
pub fn button(fonts: &Fonts, label: impl Into<String>, marker: impl Bundle) -> impl Bundle {
    button_node(fonts, label, Val::Auto, 20.0, TEXT, marker)
}

/// A button of a fixed width, so that rows of buttons stay put when a label changes.
pub fn wide_button(
    fonts: &Fonts,
    label: impl Into<String>,
    width: f32,
    marker: impl Bundle,
) -> impl Bundle {
    button_node(fonts, label, px(width), 20.0, TEXT, marker)
}

/// A button with a label of the given size and ink (dark ink on light colours).
pub fn button_node(
    fonts: &Fonts,
    label: impl Into<String>,
    width: Val,
    size: f32,
    ink: Color,
    marker: impl Bundle,
) -> impl Bundle {
    (
        Button,
        Node {
            width,
            padding: UiRect::axes(px(16), px(8)),
            margin: UiRect::all(px(4)),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(6)),
            ..default()
        },
        BackgroundColor(BUTTON),
        BorderColor::all(Color::NONE),
        marker,
        children![(
            text(fonts, label, size, ink),
            TextLayout::linebreak(LineBreak::NoWrap)
        )],
    )
}

/// The ink that reads on a button or chip of a colour: dark on yellow, light on the others.
pub fn ink_on(colour: Colour) -> Color {
    match colour {
        Colour::Yellow => Color::srgb(0.15, 0.12, 0.05),
        _ => Color::WHITE,
    }
}

/// The root of a screen: a full-window column with its content centred.
pub fn screen_root(name: &'static str, gap: f32) -> impl Bundle {
    (Name::new(name), centred_column(gap))
}

/// The whole window as a column, its content centred, `gap` between rows.
fn centred_column(gap: f32) -> Node {
    Node {
        width: percent(100),
        height: percent(100),
        flex_direction: FlexDirection::Column,
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Center,
        row_gap: px(gap),
        ..default()
    }
}

/// A screen over the table (the hand-off, the match's menu): the whole window, darkened by
/// `shade` (0 to 1), its content in a centred column; `z` orders it among overlays.
pub fn overlay(z: i32, gap: f32, shade: f32) -> impl Bundle {
    (
        GlobalZIndex(z),
        Node {
            position_type: PositionType::Absolute,
            ..centred_column(gap)
        },
        BackgroundColor(Color::srgba(0.02, 0.03, 0.04, shade)),
    )
}

/// A headline in the bold font, in gold.
pub fn headline(fonts: &Fonts, value: impl Into<String>, size: f32) -> impl Bundle {
    (
        Text::new(value),
        TextFont::from_font_size(size).with_font(fonts.bold.clone()),
        TextColor(GOLD),
    )
}
