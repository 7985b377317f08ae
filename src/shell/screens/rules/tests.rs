use super::*;

/// Every game of the collection, by name.
fn games() -> impl Iterator<Item = &'static str> {
    catalogue::games().iter().map(|g| g.name())
}

/// Every game has rules: pages of text, then its cards, a few to a page.
#[test]
fn every_game_has_pages_and_cards() {
    let (locale, _) = Locale::new(Language::English);
    for game in games() {
        let book = Book::of(game, &locale);
        let text = book
            .pages
            .iter()
            .filter(|p| matches!(p, Page::Text { .. }))
            .count();
        let cards: usize = book
            .pages
            .iter()
            .map(|p| match p {
                Page::Cards(codes) => codes.len(),
                Page::Text { .. } => 0,
            })
            .sum();
        assert!(text >= 10, "{game}: {text} pages of rules");
        assert!(cards >= 10, "{game}: {cards} cards");
        assert!(matches!(book.pages[text], Page::Cards(_)), "cards last");
    }
    assert!(Book::of("no-such-game", &locale).pages.is_empty());
}

/// Every page of every game reads in every language, in that language's own words (no
/// message falls back to English or to its id), and no page or paragraph is empty.
#[test]
fn every_page_reads_in_every_language() {
    let (locale, _) = Locale::new(Language::English);
    for game in games() {
        let book = Book::of(game, &locale);
        for language in Language::ALL {
            let render = |m: &Msg| {
                locale
                    .render_checked(language, m)
                    .unwrap_or_else(|e| panic!("{game} in {}: {e}", language.code()))
            };
            assert!(!render(&book.heading()).is_empty());
            for at in 0..book.pages.len() {
                assert!(!render(&book.title(at)).trim().is_empty());
                let paragraphs = book.paragraphs(at, render);
                assert!(!paragraphs.is_empty(), "{game} page {at}");
                for p in paragraphs {
                    assert!(!p.text.trim().is_empty(), "{game} page {at}");
                    assert!(p.name.is_none_or(|n| !n.trim().is_empty()));
                }
            }
        }
    }
}

/// A body's paragraphs are cut at its blank lines.
#[test]
fn a_body_is_cut_into_paragraphs_at_blank_lines() {
    assert_eq!(
        split_paragraphs("One.\n\nTwo,\nstill two.\n  \n\nThree."),
        vec!["One.", "Two,\nstill two.", "Three."]
    );
}
