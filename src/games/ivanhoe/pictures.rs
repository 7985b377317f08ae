//! The pictures beside each card of Ivanhoe's rules (`rules-ivanhoe-card-<code>`): the faces the
//! table draws (`cards.rs`), from the same looks.

use ivanhoe_rules::{Card, Colour, Kind};

use super::cards::{face_name, face_name_size};
use super::look;
use shell::locale::Locale;
use shell::pictures::{Picture, Shape};

/// The pictures of the rules' entry `code`: a colour's cards (its values, lowest to highest), a
/// supporter, an action card, the five tokens.
pub fn of(code: &str, locale: &Locale) -> Vec<Picture> {
    if code == "token" {
        return Colour::ALL
            .iter()
            .map(|&colour| {
                Picture::piece(
                    Shape::Tile,
                    look::colour_hue(colour),
                    look::ink_on(colour),
                    look::colour_symbol(colour),
                )
            })
            .collect();
    }
    let mut values: Vec<u8> = Vec::new();
    Card::ALL
        .iter()
        .filter(|&&card| matches_code(card, code))
        .filter(|card| {
            // One picture per value: a colour's cards, not its every copy.
            let fresh = !values.contains(&card.value());
            values.push(card.value());
            fresh
        })
        .map(|&card| face(card, locale))
        .collect()
}

/// Whether `card` is what the rules' entry `code` is about: a colour's initial, a supporter's
/// code, an action card's.
fn matches_code(card: Card, code: &str) -> bool {
    match card.kind() {
        Kind::Colour(colour) => colour.name()[..1] == *code,
        Kind::Supporter => card.code().eq_ignore_ascii_case(code),
        Kind::Action => look::action_code(card) == code,
    }
}

/// The face of `card`, as the table draws it.
pub fn face(card: Card, locale: &Locale) -> Picture {
    let picture = Picture::card(
        look::card_hue(card),
        look::card_ink(card),
        look::card_corner(card),
        look::card_symbol(card),
    );
    if card.is_action() {
        return picture.with_middle(face_name(locale, card), face_name_size(locale, card) * 1.1);
    }
    let foot = if card.is_maiden() {
        locale.t("iv-face-maiden")
    } else if card.is_supporter() {
        locale.t("iv-face-squire")
    } else {
        String::new()
    };
    picture.with_foot(foot)
}

#[cfg(test)]
mod tests {
    use super::*;
    use shell::locale::Language;
    use shell::screens::rules::Book;

    /// Every entry of Ivanhoe's card pages has its picture: the colours' every value, the
    /// supporters, each action card, the tokens of the five colours.
    #[test]
    fn every_card_of_the_rules_has_its_picture() {
        let (locale, _) = Locale::new(Language::English);
        let book = Book::of("ivanhoe", &locale);
        let mut shown = 0;
        for code in book.entries() {
            let pictures = of(code, &locale);
            assert!(!pictures.is_empty(), "{code} has no picture");
            shown += pictures.len();
        }
        // 4 purple, 3 red, 4 blue, 3 yellow and 1 green value, 3 supporters, each kind of
        // action card once, 5 tokens.
        let actions = Card::ALL.iter().filter(|c| c.is_action()).count();
        assert_eq!(actions, 17, "the twenty action cards are seventeen kinds");
        assert_eq!(shown, 4 + 3 + 4 + 3 + 1 + 3 + actions + 5);
        assert_eq!(of("p", &locale)[3].corner, "7");
        assert_eq!(of("no-such-card", &locale), Vec::new());
    }
}
