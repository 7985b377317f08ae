//! The rules screen ("How to play"): a game's rules page by page, then its cards a few to a
//! page, in the language shown, from the language files (each game's
//! `i18n/<language>/rules-<game>.ftl`).
//!
//! It is an overlay drawn above everything ([`RULES_LAYER`]), opened by an [`OpenRules`] message
//! from the title, a game's setup or the match's menu; closing it leaves what lay under it as it
//! was, the focus where it was (a match stays paused under its menu, which the rules' buttons
//! cover). The shell knows no game: a game's pages are found by its engine's name
//! ([`GameEntry::rules_prefix`](crate::screen::GameEntry::rules_prefix)) and counted by the messages the
//! files have (`rules-<game>-01-title`, `-02-title`, ... until one is missing; the cards are the
//! `rules-<game>-card-<code>-name` messages, in the English file's order).
//!
//! Pages turn with ← →, Page Up and Page Down, a gamepad's D-pad and shoulder buttons, or the
//! Previous and Next buttons; ↑ ↓ and the mouse wheel scroll a long page; Escape (B) closes.

use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::prelude::*;
use leafwing_input_manager::prelude::ActionState;

use crate::assets::Fonts;
use crate::input::{Control, Controls, PressUsed};
use crate::locale::{Language, Locale, Msg};
use crate::menu::{Activate, Layer, MenuFocus, MenuItem, MenuSystems};
use crate::pictures::{self, Pictures};
use crate::theme;

use crate::screen::Screen;

/// The rules' layer: above every other overlay (the hand-off cover, the match's menu and its
/// question, the title's list of saves), which wait hidden under it.
pub const RULES_LAYER: i32 = 50;

/// How many cards a page of the card-by-card reference lists.
pub const CARDS_PER_PAGE: usize = 4;

/// The focus orders of the rules' buttons: above any screen's, so that the order a screen's
/// focus had is kept for its return.
pub const PREVIOUS: u32 = 1000;
/// The Next button's focus order.
pub const NEXT: u32 = 1001;
/// The Close button's focus order.
pub const CLOSE: u32 = 1002;

/// How far a press of ↑ or ↓, or a line of the wheel, scrolls a page, in logical pixels.
const SCROLL_STEP: f32 = 48.0;

pub use crate::screen::rules_prefix as prefix;

/// Asks for the rules of a game (its engine's name), over whatever shows.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpenRules(pub &'static str);

/// A page of a game's rules.
#[derive(Clone, Debug, PartialEq)]
pub enum Page {
    /// A page of the rules: its title and its body (paragraphs separated by blank lines).
    Text {
        /// The page's title.
        title: Msg,
        /// Its body.
        body: Msg,
    },
    /// A page of the card-by-card reference: the codes of its cards.
    Cards(Vec<String>),
}

/// A paragraph of a page as shown: a card's name over its text, or a paragraph of the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Paragraph {
    /// The card's name, on a card page.
    pub name: Option<String>,
    /// The words.
    pub text: String,
}

/// A game's rules, page by page.
#[derive(Clone, Debug, PartialEq)]
pub struct Book {
    prefix: String,
    /// The pages: the rules', then the cards'.
    pub pages: Vec<Page>,
}

impl Book {
    /// The rules of `game` (its engine's name) as the language files have them; no page for a
    /// game without rules.
    pub fn of(game: &str, locale: &Locale) -> Book {
        let prefix = prefix(game);
        let mut pages = Vec::new();
        for n in 1.. {
            let title = format!("{prefix}-{n:02}-title");
            if !locale.has(Language::English, &title) {
                break;
            }
            pages.push(Page::Text {
                title: Msg::new(title),
                body: Msg::new(format!("{prefix}-{n:02}-body")),
            });
        }
        let cards = format!("{prefix}-card-");
        let codes: Vec<String> = Locale::ids(Language::English)
            .into_iter()
            .filter_map(|id| Some(id.strip_prefix(&cards)?.strip_suffix("-name")?.to_string()))
            .collect();
        pages.extend(
            codes
                .chunks(CARDS_PER_PAGE)
                .map(|codes| Page::Cards(codes.to_vec())),
        );
        Book { prefix, pages }
    }

    /// The codes of the card-by-card reference's entries, page after page.
    pub fn entries(&self) -> impl Iterator<Item = &str> {
        self.pages
            .iter()
            .flat_map(|page| match page {
                Page::Cards(codes) => codes.as_slice(),
                Page::Text { .. } => &[],
            })
            .map(String::as_str)
    }

    /// The rules' heading ("How to play Ivanhoe").
    pub fn heading(&self) -> Msg {
        Msg::new(format!("{}-heading", self.prefix))
    }

    /// The title of the page at `at`.
    pub fn title(&self, at: usize) -> Msg {
        match &self.pages[at] {
            Page::Text { title, .. } => title.clone(),
            Page::Cards(_) => Msg::new(format!("{}-cards-heading", self.prefix)),
        }
    }

    /// The messages of the page at `at`: for each paragraph (a card), its name's if any and its
    /// text's.
    pub fn messages(&self, at: usize) -> Vec<(Option<Msg>, Msg)> {
        match &self.pages[at] {
            Page::Text { body, .. } => vec![(None, body.clone())],
            Page::Cards(codes) => codes
                .iter()
                .map(|code| {
                    let card = format!("{}-card-{code}", self.prefix);
                    (
                        Some(Msg::new(format!("{card}-name"))),
                        Msg::new(format!("{card}-text")),
                    )
                })
                .collect(),
        }
    }

    /// The codes of the cards on the page at `at`, in order (none on a page of rules).
    pub fn codes(&self, at: usize) -> &[String] {
        match &self.pages[at] {
            Page::Cards(codes) => codes,
            Page::Text { .. } => &[],
        }
    }

    /// The paragraphs of the page at `at`, each message rendered by `render`.
    pub fn paragraphs(&self, at: usize, render: impl Fn(&Msg) -> String) -> Vec<Paragraph> {
        self.messages(at)
            .iter()
            .flat_map(|(name, text)| match name {
                Some(name) => vec![Paragraph {
                    name: Some(render(name)),
                    text: render(text),
                }],
                None => split_paragraphs(&render(text))
                    .into_iter()
                    .map(|text| Paragraph { name: None, text })
                    .collect(),
            })
            .collect()
    }
}

/// A body's paragraphs: its text cut at blank lines, each paragraph trimmed.
pub fn split_paragraphs(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current: Vec<&str> = Vec::new();
    for line in text.lines().chain(std::iter::once("")) {
        if line.trim().is_empty() {
            if !current.is_empty() {
                out.push(current.join("\n"));
                current.clear();
            }
        } else {
            current.push(line.trim());
        }
    }
    out
}

/// The open rules screen: the game's book, the page shown and the focus to give back.
#[derive(Component, Debug)]
pub struct RulesScreen {
    /// The game whose rules these are (its engine's name).
    pub game: &'static str,
    book: Book,
    page: usize,
    focus_before: Option<u32>,
}

impl RulesScreen {
    /// The page shown, from 0.
    pub fn page(&self) -> usize {
        self.page
    }

    /// How many pages the rules have.
    pub fn pages(&self) -> usize {
        self.book.pages.len()
    }

    /// The page `by` pages on (or back), within the book.
    fn turned(&self, by: isize) -> usize {
        self.page
            .saturating_add_signed(by)
            .min(self.pages().saturating_sub(1))
    }
}

/// The scrolling part of the page: its body.
#[derive(Component)]
pub struct RulesBody;

/// The rules screen, opened by [`OpenRules`].
pub(super) fn plugin(app: &mut App) {
    app.add_message::<OpenRules>();
    app.add_systems(
        Update,
        (
            turn_pages.before(MenuSystems),
            (
                open.run_if(on_message::<OpenRules>),
                show_page.run_if(any_with_component::<RulesScreen>),
            )
                .chain()
                .after(MenuSystems),
            scroll_by_wheel,
        )
            // Nothing to do, and no fonts yet, while the game loads.
            .run_if(not(in_state(Screen::Loading))),
    );
}

fn open(
    mut commands: Commands,
    mut requests: MessageReader<OpenRules>,
    shown: Query<(), With<RulesScreen>>,
    locale: Res<Locale>,
    screen: Res<State<Screen>>,
    mut focus: ResMut<MenuFocus>,
) {
    let Some(OpenRules(game)) = requests.read().last().copied() else {
        return;
    };
    if !shown.is_empty() {
        return;
    }
    let book = Book::of(game, &locale);
    if book.pages.is_empty() {
        warn!("the language files have no rules for {game}");
        return;
    }
    let focus_before = focus.0;
    focus.0 = Some(NEXT);
    commands.spawn((
        Name::new("Rules"),
        RulesScreen {
            game,
            book,
            page: 0,
            focus_before,
        },
        Layer(RULES_LAYER),
        DespawnOnExit(*screen.get()),
        theme::overlay(RULES_LAYER, 0.0, 0.94),
    ));
}

/// Draws the page shown, when the rules open and at each turn of a page.
fn show_page(
    mut commands: Commands,
    screens: Query<(Entity, &RulesScreen), Changed<RulesScreen>>,
    fonts: Res<Fonts>,
    locale: Res<Locale>,
    pictures: Option<Res<Pictures>>,
    mut focus: ResMut<MenuFocus>,
) {
    for (root, screen) in &screens {
        commands.entity(root).despawn_related::<Children>();
        let (at, last) = (screen.page, screen.pages() - 1);
        // The focus leaves a button that the page turned off.
        if at == last && focus.0 == Some(NEXT) {
            focus.0 = Some(CLOSE);
        } else if at == 0 && focus.0 == Some(PREVIOUS) {
            focus.0 = Some(NEXT);
        }
        let book = &screen.book;
        let panel = commands
            .spawn((
                ChildOf(root),
                Node {
                    width: px(920),
                    max_width: percent(94),
                    height: percent(92),
                    flex_direction: FlexDirection::Column,
                    padding: UiRect::axes(px(28), px(20)),
                    row_gap: px(10),
                    border_radius: BorderRadius::all(px(10)),
                    ..default()
                },
                BackgroundColor(theme::PANEL),
            ))
            .id();
        commands.spawn((
            ChildOf(panel),
            theme::text(&fonts, locale.text(&book.heading()), 18.0, theme::MUTED),
        ));
        commands.spawn((
            ChildOf(panel),
            theme::headline(&fonts, locale.text(&book.title(at)), 34.0),
        ));
        let body = commands
            .spawn((
                ChildOf(panel),
                Name::new("Rules page"),
                RulesBody,
                ScrollPosition::default(),
                Node {
                    flex_grow: 1.0,
                    min_height: px(0),
                    flex_direction: FlexDirection::Column,
                    row_gap: px(14),
                    padding: UiRect::right(px(12)),
                    overflow: Overflow::scroll_y(),
                    ..default()
                },
            ))
            .id();
        let codes = book.codes(at);
        for (n, paragraph) in book
            .paragraphs(at, |m| locale.text(m))
            .into_iter()
            .enumerate()
        {
            // A card's pictures, as the game draws it, to the left of its name and text.
            let drawn = codes
                .get(n)
                .zip(pictures.as_ref())
                .map(|(code, pictures)| pictures.of(screen.game, code, &locale))
                .unwrap_or_default();
            let row = commands
                .spawn((
                    ChildOf(body),
                    Node {
                        column_gap: px(14),
                        align_items: AlignItems::Center,
                        flex_shrink: 0.0,
                        ..default()
                    },
                ))
                .id();
            if !drawn.is_empty() {
                let shelf = commands
                    .spawn((
                        ChildOf(row),
                        Name::new("Pictures"),
                        Node {
                            column_gap: px(6),
                            align_items: AlignItems::Center,
                            flex_shrink: 0.0,
                            ..default()
                        },
                    ))
                    .id();
                for picture in &drawn {
                    pictures::spawn(&mut commands, shelf, &fonts, picture);
                }
            }
            let holder = commands
                .spawn((
                    ChildOf(row),
                    Node {
                        flex_direction: FlexDirection::Column,
                        row_gap: px(2),
                        flex_shrink: 1.0,
                        ..default()
                    },
                ))
                .id();
            if let Some(name) = paragraph.name {
                commands.spawn((ChildOf(holder), theme::headline(&fonts, name, 20.0)));
            }
            commands.spawn((
                ChildOf(holder),
                theme::text(&fonts, paragraph.text, 18.0, theme::TEXT),
            ));
        }
        let footer = commands
            .spawn((
                ChildOf(panel),
                Node {
                    flex_direction: FlexDirection::Row,
                    flex_wrap: FlexWrap::Wrap,
                    justify_content: JustifyContent::Center,
                    align_items: AlignItems::Center,
                    ..default()
                },
            ))
            .id();
        commands
            .spawn((
                ChildOf(footer),
                theme::wide_button(
                    &fonts,
                    locale.t("howto-previous"),
                    200.0,
                    (
                        MenuItem::at(PREVIOUS).enabled(at > 0),
                        Name::new("Previous page"),
                    ),
                ),
            ))
            .observe(
                move |_: On<Activate>, mut screens: Query<&mut RulesScreen>| {
                    turn(&mut screens, root, -1);
                },
            );
        commands.spawn((
            ChildOf(footer),
            Name::new("Page number"),
            Node {
                width: px(200),
                justify_content: JustifyContent::Center,
                ..default()
            },
            children![theme::text(
                &fonts,
                locale.text(
                    &Msg::new("howto-page")
                        .with("page", at + 1)
                        .with("pages", last + 1)
                ),
                18.0,
                theme::MUTED,
            )],
        ));
        commands
            .spawn((
                ChildOf(footer),
                theme::wide_button(
                    &fonts,
                    locale.t("howto-next"),
                    200.0,
                    (
                        MenuItem::at(NEXT).enabled(at < last),
                        Name::new("Next page"),
                    ),
                ),
            ))
            .observe(
                move |_: On<Activate>, mut screens: Query<&mut RulesScreen>| {
                    turn(&mut screens, root, 1);
                },
            );
        commands
            .spawn((
                ChildOf(footer),
                theme::wide_button(
                    &fonts,
                    locale.t("howto-close"),
                    200.0,
                    (MenuItem::at(CLOSE).on_back(), Name::new("Close the rules")),
                ),
            ))
            .observe(
                move |_: On<Activate>,
                      mut commands: Commands,
                      screens: Query<&RulesScreen>,
                      mut focus: ResMut<MenuFocus>| {
                    if let Ok(screen) = screens.get(root) {
                        focus.0 = screen.focus_before;
                        commands.entity(root).despawn();
                    }
                },
            );
        commands.spawn((
            ChildOf(panel),
            theme::text(&fonts, locale.t("howto-keys"), 14.0, theme::MUTED),
            TextLayout::justify(Justify::Center),
        ));
    }
}

/// Turns the rules at `root` `by` pages, if that is another page.
fn turn(screens: &mut Query<&mut RulesScreen>, root: Entity, by: isize) {
    if let Ok(screen) = screens.get_mut(root) {
        turn_by(screen, by);
    }
}

/// Turns `screen` `by` pages, if that is another page (else it stays unchanged).
fn turn_by(mut screen: Mut<RulesScreen>, by: isize) {
    let page = screen.turned(by);
    if page != screen.page {
        screen.page = page;
    }
}

/// The keys and a gamepad's buttons turn the pages and scroll them, before the menu's keys
/// would move the focus with them.
fn turn_pages(
    controls: Single<&ActionState<Control>, With<Controls>>,
    mut used: ResMut<PressUsed>,
    mut screens: Query<&mut RulesScreen>,
    mut bodies: Query<(&mut ScrollPosition, &ComputedNode), With<RulesBody>>,
) {
    if used.0 {
        return;
    }
    let Some(screen) = screens.iter_mut().next() else {
        return;
    };
    let pressed = |these: &[Control]| these.iter().any(|c| controls.just_pressed(c));
    if pressed(&[Control::Previous, Control::JumpBack, Control::Withdraw]) {
        turn_by(screen, -1);
    } else if pressed(&[Control::Next, Control::JumpOn, Control::Stay]) {
        turn_by(screen, 1);
    } else if pressed(&[Control::Up]) {
        scroll(&mut bodies, -SCROLL_STEP);
    } else if pressed(&[Control::Down]) {
        scroll(&mut bodies, SCROLL_STEP);
    } else {
        return;
    }
    used.0 = true;
}

/// The mouse wheel scrolls the page, wherever the pointer is: the rules cover the window.
fn scroll_by_wheel(
    mut wheel: MessageReader<MouseWheel>,
    mut bodies: Query<(&mut ScrollPosition, &ComputedNode), With<RulesBody>>,
) {
    let by: f32 = wheel
        .read()
        .map(|w| match w.unit {
            MouseScrollUnit::Line => -w.y * SCROLL_STEP,
            MouseScrollUnit::Pixel => -w.y,
        })
        .sum();
    if by != 0.0 {
        scroll(&mut bodies, by);
    }
}

/// Scrolls the page `by` logical pixels down (up when negative), within its text once it has
/// been laid out.
fn scroll(bodies: &mut Query<(&mut ScrollPosition, &ComputedNode), With<RulesBody>>, by: f32) {
    for (mut position, node) in bodies {
        let mut y = (position.y + by).max(0.0);
        if node.size() != Vec2::ZERO {
            let end = (node.content_size().y - node.size().y) * node.inverse_scale_factor();
            y = y.min(end.max(0.0));
        }
        if y != position.y {
            position.y = y;
        }
    }
}

#[cfg(test)]
mod tests;
