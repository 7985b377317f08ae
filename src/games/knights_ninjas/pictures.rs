//! The pictures beside each entry of Of Knights and Ninjas' rules
//! (`rules-knights-ninjas-card-<code>`): the cards as the table draws them (`present.rs`), from
//! the same looks and words, and the gems.

use knights_ninjas_rules::Card;

use super::look;
use super::words;
use shell::locale::Locale;
use shell::pictures::{Picture, Shape};

/// The pictures of the rules' entry `code`: a card's face, or the gems of three kingdoms.
pub fn of(code: &str, locale: &Locale) -> Vec<Picture> {
    if code == "gem" {
        return (0..3)
            .map(|seat| Picture::piece(Shape::Gem, look::seat_hue(seat), look::seat_hue(seat), ""))
            .collect();
    }
    Card::ALL
        .into_iter()
        .filter(|&card| words::code(card) == code)
        .map(|card| face(card, locale))
        .collect()
}

/// A card's face: its mark in the corner and large in the middle, its name at the foot.
fn face(card: Card, locale: &Locale) -> Picture {
    Picture::card(
        look::card_hue(card),
        look::card_ink(card),
        look::card_mark(card),
        "",
    )
    .with_middle(look::card_mark(card), 32.0)
    .with_foot(locale.text(&words::card_name(card)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use shell::locale::Language;
    use shell::screens::rules::Book;

    /// Every entry of the rules' card pages has its picture: each of the sixteen cards, and
    /// the gems.
    #[test]
    fn every_entry_of_the_rules_has_its_picture() {
        let (locale, _) = Locale::new(Language::English);
        let book = Book::of("knights-ninjas", &locale);
        let codes: Vec<&str> = book.entries().collect();
        for code in &codes {
            assert!(!of(code, &locale).is_empty(), "{code} has no picture");
        }
        for card in Card::ALL {
            assert!(
                codes.contains(&words::code(card).as_str()),
                "{card:?} is in the rules"
            );
        }
        assert_eq!(of("gem", &locale).len(), 3);
        assert!(of("no-such-card", &locale).is_empty());
    }
}
