//! The Credits, over the title: who made the games, and every outside picture set, typeface and
//! sound with its licence, as the licences ask (CC BY 3.0 asks that the authors be named where
//! the work is used). The authors of the pictures are read from `assets/CREDITS.md`, which
//! `scripts/make-art` writes, so the screen and the file cannot disagree.

use bevy::prelude::*;

use crate::assets::Fonts;
use crate::locale::{Locale, Msg};
use crate::menu::{Activate, Layer, MenuFocus, MenuItem};
use crate::screen::Screen;
use crate::theme;

/// The credits file, as shipped beside the pictures.
const CREDITS: &str = include_str!("../../../assets/CREDITS.md");

const CREDITS_LAYER: i32 = 20;

/// The authors of the pictures, in the order the credits file first names them.
pub fn picture_authors() -> Vec<&'static str> {
    let mut authors: Vec<&str> = Vec::new();
    for line in CREDITS.lines() {
        // A row of the pictures' table: | `art/...` | [icon](url) | Author |
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        if cells.len() == 5 && cells[1].starts_with("`art/") && !authors.contains(&cells[3]) {
            authors.push(cells[3]);
        }
    }
    authors
}

/// The credits' paragraphs, in the language shown.
pub fn paragraphs() -> Vec<Msg> {
    vec![
        Msg::new("credits-games"),
        Msg::new("credits-pictures").with("authors", picture_authors().join(", ")),
        Msg::new("credits-fonts"),
        Msg::new("credits-sounds"),
        Msg::new("credits-code"),
    ]
}

/// Opens the credits over the title; Back (Esc) closes them.
pub(super) fn open(
    _: On<Activate>,
    mut commands: Commands,
    fonts: Res<Fonts>,
    locale: Res<Locale>,
    mut focus: ResMut<MenuFocus>,
) {
    focus.0 = Some(0);
    let root = commands
        .spawn((
            Name::new("Credits"),
            Layer(CREDITS_LAYER),
            DespawnOnExit(Screen::Title),
            theme::overlay(CREDITS_LAYER, 14.0, 0.96),
        ))
        .id();
    commands.spawn((
        ChildOf(root),
        theme::headline(&fonts, locale.t("credits-title"), 44.0),
    ));
    for paragraph in paragraphs() {
        commands.spawn((
            ChildOf(root),
            theme::text(&fonts, locale.text(&paragraph), 17.0, theme::TEXT),
            // One width for every paragraph, so that their left edges line up, kept inside the
            // window. A share of the parent's width (`percent`) made Bevy measure the pictures'
            // paragraph a line taller than it is drawn, which left a gap under it.
            Node {
                width: px(880),
                max_width: vw(92),
                ..default()
            },
        ));
    }
    commands
        .spawn((
            ChildOf(root),
            theme::wide_button(
                &fonts,
                locale.t("back-esc"),
                320.0,
                (MenuItem::at(0).on_back(), Name::new("Close the credits")),
            ),
        ))
        .observe(
            move |_: On<Activate>, mut commands: Commands, mut focus: ResMut<MenuFocus>| {
                commands.entity(root).despawn();
                focus.0 = Some(0);
            },
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::Language;

    /// The licences' rule: the Credits name every author of a picture the game shows, and every
    /// typeface shipped in `assets/fonts`, with its licence, in each language.
    #[test]
    fn the_credits_name_every_outside_picture_and_typeface() {
        let authors = picture_authors();
        for name in ["Lorc", "Delapouite"] {
            assert!(authors.contains(&name), "{authors:?}");
        }
        // The workspace's root (this crate lies at src/shell).
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
        let mut families: Vec<String> = std::fs::read_dir(format!("{root}/assets/fonts"))
            .unwrap()
            .filter_map(|f| f.ok()?.file_name().into_string().ok())
            .filter_map(|f| f.strip_suffix(".ttf").map(String::from))
            .map(|f| f.split('-').next().unwrap_or_default().to_string())
            .collect();
        families.sort();
        families.dedup();
        // The files' family names as the credits write them.
        let written = |family: &str| match family {
            "DejaVuSans" => "DejaVu Sans".to_string(),
            other => other.to_string(),
        };
        for language in [Language::English, Language::French] {
            let (locale, _) = Locale::new(language);
            let text: String = paragraphs()
                .iter()
                .map(|p| locale.render_checked(language, p).unwrap())
                .collect::<Vec<_>>()
                .join("\n");
            for author in &authors {
                assert!(text.contains(author), "{language:?}: {author}");
            }
            for family in &families {
                assert!(text.contains(&written(family)), "{language:?}: {family}");
            }
            for licence in ["CC BY 3.0", "SIL Open Font License", "Bitstream Vera"] {
                assert!(text.contains(licence), "{language:?}: {licence}");
            }
        }
    }
}
