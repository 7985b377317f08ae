//! The pictures beside each entry of Skirmish's rules (`rules-skirmish-card-<code>`): the cards
//! as the table draws them (`present/sync.rs`), from the same looks, and the table's pieces that
//! have an entry of their own (a pair, a seat's plate, the deck).

use skirmish_rules::Card;

use super::look;
use shell::locale::Locale;
use shell::pictures::{Picture, Shape};
use shell::theme;

/// The pictures of the rules' entry `code`: a card's face, a pair, the plates, the deck.
pub fn of(code: &str, _locale: &Locale) -> Vec<Picture> {
    match code {
        "pair" => vec![face(Card::Four), face(Card::Four)],
        "plate" => (0..3)
            .map(|seat| {
                Picture::piece(
                    Shape::Tile,
                    look::seat_hue(seat),
                    theme::TEXT,
                    look::seat_symbol(seat),
                )
            })
            .collect(),
        "deck" => vec![Picture::card(
            bevy::color::Color::srgb(0.18, 0.20, 0.34),
            theme::GOLD,
            "",
            "",
        )],
        "hit" => vec![face(Card::Six)],
        _ => Card::ALL
            .into_iter()
            .filter(|card| card.code() == code)
            .map(face)
            .collect(),
    }
}

/// A card's face as the table draws it: its value in the corner and large in the middle, its
/// pips at the foot.
fn face(card: Card) -> Picture {
    let mark = look::card_mark(card);
    Picture::card(look::card_hue(card), look::card_ink(card), &mark, "")
        .with_middle(&mark, 32.0)
        .with_foot(look::card_pips(card))
}

#[cfg(test)]
mod tests {
    use super::*;
    use shell::locale::Language;
    use shell::screens::rules::Book;

    /// Every entry of the rules' card pages has its picture: each of the six values, and the
    /// table's pieces named there.
    #[test]
    fn every_entry_of_the_rules_has_its_picture() {
        let (locale, _) = Locale::new(Language::English);
        let book = Book::of("skirmish", &locale);
        let codes: Vec<&str> = book.entries().collect();
        for code in &codes {
            assert!(!of(code, &locale).is_empty(), "{code} has no picture");
        }
        for card in Card::ALL {
            assert!(codes.contains(&card.code()), "{card:?} is in the rules");
        }
        assert!(of("no-such-card", &locale).is_empty());
    }
}
