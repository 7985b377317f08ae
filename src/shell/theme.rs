//! The app's colours and reusable UI pieces (text, buttons, screens, overlays), for every game.

use bevy::prelude::*;

use crate::assets::Fonts;

/// The table's size in world units: the camera always shows all of it, whatever the window.
pub const TABLE_SIZE: Vec2 = Vec2::new(1280.0, 720.0);

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
/// Something went wrong that the player should read (a save that could not be read).
pub const WARNING: Color = Color::srgb(0.96, 0.60, 0.48);
/// A button at rest.
pub const BUTTON: Color = Color::srgb(0.20, 0.24, 0.30);
/// A hovered or focused button.
pub const BUTTON_HOT: Color = Color::srgb(0.33, 0.40, 0.50);
/// A button that cannot be pressed.
pub const BUTTON_OFF: Color = Color::srgb(0.14, 0.15, 0.17);

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

/// A small button that fits in a bar (the replay's), its label at `size`; a `width` keeps a
/// row steady when the label changes.
pub fn small_button(
    fonts: &Fonts,
    label: impl Into<String>,
    width: Val,
    size: f32,
    marker: impl Bundle,
) -> impl Bundle {
    (
        Button,
        Node {
            width,
            padding: UiRect::axes(px(10), px(3)),
            margin: UiRect::horizontal(px(3)),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border_radius: BorderRadius::all(px(5)),
            ..default()
        },
        BackgroundColor(BUTTON),
        marker,
        children![(
            text(fonts, label, size, TEXT),
            TextLayout::linebreak(LineBreak::NoWrap)
        )],
    )
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

/// A headline in the period face, in gold.
pub fn headline(fonts: &Fonts, value: impl Into<String>, size: f32) -> impl Bundle {
    (
        Text::new(value),
        TextFont::from_font_size(size).with_font(fonts.display.clone()),
        TextColor(GOLD),
    )
}

/// A seat's colour (Castle Lords' banners, Of Knights and Ninjas' gems).
pub fn seat_hue(seat: usize) -> Color {
    // Apart in lightness as well as hue, so that they stay apart for colour-blind eyes
    // (the test below checks it); each seat also has its mark.
    const HUES: [Color; 6] = [
        Color::srgb(0.76, 0.14, 0.12),
        Color::srgb(0.14, 0.30, 0.68),
        Color::srgb(0.92, 0.78, 0.22),
        Color::srgb(0.40, 0.72, 0.36),
        Color::srgb(0.66, 0.40, 0.80),
        Color::srgb(0.93, 0.93, 0.91),
    ];
    HUES[seat % HUES.len()]
}

/// A seat's mark, beside its colour, so that no one needs to tell colours apart.
pub fn seat_symbol(seat: usize) -> &'static str {
    const MARKS: [&str; 6] = ["●", "▲", "■", "◆", "★", "✚"];
    MARKS[seat % MARKS.len()]
}

/// The ink that reads on a seat's colour.
pub fn seat_ink(seat: usize) -> Color {
    match seat % 6 {
        2 | 3 | 5 => Color::srgb(0.12, 0.10, 0.06),
        _ => Color::WHITE,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The seats' colours, named.
    fn seats() -> Vec<(String, [f32; 3])> {
        (0..6)
            .map(|s| {
                (
                    format!("seat {s}"),
                    seat_hue(s).to_srgba().to_f32_array_no_alpha(),
                )
            })
            .collect()
    }

    /// The rule of issue 46: the seats' colours (banners, gems, plates) stay apart for every
    /// eye, typical and under simulated protanopia, deuteranopia and tritanopia.
    #[test]
    fn the_seats_colours_stay_apart_for_colour_blind_eyes() {
        colour_vision::assert_apart("seat-colours", &seats());
    }

    /// The check catches what it is for: the seats' colours with a brick red and an olive
    /// green, far apart for typical eyes, fail it under deuteranopia.
    #[test]
    fn the_check_fails_on_colours_a_colour_blind_eye_confuses() {
        let mut seats = seats();
        seats[0].1 = [0.70, 0.35, 0.15];
        seats[3].1 = [0.45, 0.50, 0.15];
        let named: Vec<(&str, [f32; 3])> = seats.iter().map(|(n, c)| (n.as_str(), *c)).collect();
        let clashes = colour_vision::check(&named, colour_vision::THRESHOLD).unwrap_err();
        let between = |vision| {
            clashes
                .iter()
                .any(|c| c.vision == vision && c.first == "seat 0" && c.second == "seat 3")
        };
        assert!(between(colour_vision::Vision::Deuteranopia), "{clashes:?}");
        assert!(!between(colour_vision::Vision::Typical), "{clashes:?}");
    }
}
