//! The pictures beside each entry of Castle Lords' rules (`rules-castle-lords-card-<code>`): the
//! cards and pieces as the table draws them (`present.rs`), from the same looks and words.

use bevy::prelude::*;
use castle_lords_rules::{Card, Components, Crown, Soldier};

use super::look;
use super::words;
use shell::locale::Locale;
use shell::pictures::{Picture, Shape};
use shell::theme;

/// The pictures of the rules' entry `code`: a soldier type's cards in every emblem, a wild
/// card, a castle, its name marker, the banners of three nobles, the dungeon (where cards go
/// face down), a crown.
pub fn of(code: &str, locale: &Locale) -> Vec<Picture> {
    let components = Components::standard();
    if let Some(soldier) = Soldier::ALL
        .into_iter()
        .find(|s| {
            s.letter()
                .eq_ignore_ascii_case(&code.chars().next().unwrap_or(' '))
        })
        .filter(|_| code.len() == 1)
    {
        return (0..components.emblems().len())
            .map(|emblem| face(Card::soldier(soldier, emblem), components, locale))
            .collect();
    }
    let castle = components.castles().first();
    match code {
        "ivanhoe" => vec![face(Card::IVANHOE, components, locale)],
        "locksley" => vec![face(Card::LOCKSLEY, components, locale)],
        "castle" => castle
            .map(|castle| {
                Picture::card(
                    Color::srgb(0.30, 0.27, 0.24),
                    theme::TEXT,
                    castle.value.to_string(),
                    "",
                )
                .with_middle("♜", 34.0)
                .with_foot(castle.name.clone())
            })
            .into_iter()
            .collect(),
        "castle-marker" => castle
            .map(|castle| {
                Picture::piece(Shape::Tile, Color::srgb(0.16, 0.14, 0.12), theme::TEXT, "")
                    .with_middle(castle.name.clone(), 10.0)
            })
            .into_iter()
            .collect(),
        "banner" => (0..3)
            .map(|seat| {
                Picture::piece(
                    Shape::Tile,
                    look::seat_hue(seat),
                    look::seat_ink(seat),
                    look::seat_symbol(seat),
                )
            })
            .collect(),
        // The dungeon is a face-down pile: a card's back.
        "dungeon" => vec![
            Picture::card(Color::srgb(0.16, 0.22, 0.36), theme::GOLD, "", "")
                .with_middle("♜", 34.0),
        ],
        "crown-duke" => vec![crown(Crown::Duke)],
        "crown-king" => vec![crown(Crown::King)],
        "crown-hand" => vec![crown(Crown::Hand)],
        _ => Vec::new(),
    }
}

/// A card's face: its type's initial and its emblem in the corner, the emblem large, the
/// emblem's name at the foot; a wild card's mark and its name.
fn face(card: Card, components: &Components, locale: &Locale) -> Picture {
    let foot = locale.text(&words::foot_word(card, components));
    if card.is_wild() {
        return Picture::card(
            look::card_hue(card),
            look::card_ink(card),
            look::WILD_MARK,
            "",
        )
        .with_middle(foot, 13.0);
    }
    Picture::card(
        look::card_hue(card),
        look::card_ink(card),
        locale.text(&words::type_mark(card)),
        look::card_symbol(card),
    )
    .with_foot(foot)
}

fn crown(crown: Crown) -> Picture {
    Picture::piece(
        Shape::Tile,
        Color::srgba(0.05, 0.05, 0.06, 0.85),
        look::crown_hue(crown),
        look::crown_symbol(crown),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use shell::locale::Language;
    use shell::screens::rules::Book;

    /// Every entry of Castle Lords' card pages has its picture, in each language.
    #[test]
    fn every_entry_of_the_rules_has_its_picture() {
        for language in Language::ALL {
            let (locale, _) = Locale::new(language);
            let book = Book::of("castle-lords", &locale);
            let mut entries = 0;
            for code in book.entries() {
                let pictures = of(code, &locale);
                assert!(!pictures.is_empty(), "{code} has no picture");
                assert!(pictures.iter().all(|p| !p.middle.is_empty()), "{code}");
                entries += 1;
            }
            assert!(entries >= 13, "{entries} entries");
        }
        // A soldier's entry shows it in every emblem the deck holds, the stag included.
        let english = Locale::new(Language::English).0;
        for code in ["k", "i", "c", "a"] {
            let feet: Vec<String> = of(code, &english).into_iter().map(|p| p.foot).collect();
            assert_eq!(feet.len(), Components::standard().emblems().len(), "{code}");
            for emblem in ["lion", "eagle", "boar", "stag"] {
                assert!(
                    feet.iter().any(|f| f.to_lowercase().contains(emblem)),
                    "{code}: {emblem} among {feet:?}"
                );
            }
        }
        assert!(of("no-such-piece", &Locale::new(Language::English).0).is_empty());
    }
}
