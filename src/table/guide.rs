//! A guided first match: a prepared deal played on the real engine, in which the table points
//! at what to do and says why, step by step. The kit's part is generic over the game: a game
//! supplies its [`Guide`] as data (the seats, the seed, the script of every decision of the
//! guided part, each seat's included, and the words shown from each decision on), and the kit
//!
//! - plays the computer players' scripted decisions (`source::bots`), so the deal unfolds the
//!   same way every time;
//! - steers the decision screen (`decide`): the focus rests on the pick that makes the scripted
//!   action, only that pick is offered, and any other is refused with the step's words;
//! - shows the step's words in a panel under the prompt bar;
//! - saves nothing and counts nothing in the person's record (`source::saving`).
//!
//! After the script the guide's closing words stay, and the match goes on as any other, to the
//! winner's screen; the match menu's Leave ends it at any time.

use bevy::prelude::*;
use bots::Difficulty;
use rules_core::Seat;

use super::{AtTable, MatchSystems, Seating, TableGame};
use crate::Action;
use rules_core::Game;
use shell::assets::Fonts;
use shell::locale::{Locale, Msg};
use shell::screens::Screen;
use shell::theme;

/// A game's guided first match, as data.
#[derive(Clone, Debug)]
pub struct Guide<G: TableGame> {
    /// The seats: each one's name, and its computer player's level (`None`: the person).
    pub seats: Vec<(Msg, Option<Difficulty>)>,
    /// The deal's seed.
    pub seed: u64,
    /// The rule set, as the setup counts them (`MatchSetup::rules`).
    pub rules: usize,
    /// Every decision of the guided part, in order, whoever makes it.
    pub script: Vec<Action<G>>,
    /// The words shown from a decision on (its index in the match's record), in order.
    pub words: Vec<(usize, Msg)>,
    /// The words shown once the script is played.
    pub closing: Msg,
    /// The width of the words' panel, in percent of the window's, centred under the prompt:
    /// narrow enough to leave uncovered what the game shows at the top of the table.
    pub panel_width: f32,
}

impl<G: TableGame> Guide<G> {
    /// The scripted decision after `decisions` decisions, if the guide still leads.
    pub fn action_at(&self, decisions: usize) -> Option<&Action<G>> {
        self.script.get(decisions)
    }

    /// The words shown after `decisions` decisions.
    pub fn words_at(&self, decisions: usize) -> &Msg {
        if decisions >= self.script.len() {
            return &self.closing;
        }
        self.words
            .iter()
            .rev()
            .find(|(from, _)| *from <= decisions)
            .map_or(&self.closing, |(_, msg)| msg)
    }

    /// Every message the guide shows, for the check that each renders in every language.
    pub fn messages(&self) -> Vec<&Msg> {
        let names = self.seats.iter().map(|(name, _)| name);
        names
            .chain(self.words.iter().map(|(_, m)| m))
            .chain(std::iter::once(&self.closing))
            .collect()
    }

    /// The person's seat.
    pub fn person(&self) -> Option<Seat> {
        self.seats.iter().position(|(_, level)| level.is_none())
    }

    /// Checks, for the games' tests, that every step's words, the seats' names and the closing
    /// words render (not empty) in every language, and that the steps' words come in order.
    pub fn assert_words_render(&self) {
        use shell::locale::Language;
        let (locale, problems) = Locale::new(Language::English);
        assert!(problems.is_empty(), "{problems:?}");
        for language in Language::ALL {
            for msg in self.messages() {
                let text = locale
                    .render_checked(language, msg)
                    .unwrap_or_else(|e| panic!("{msg:?} in {language:?}: {e}"));
                assert!(!text.is_empty(), "{msg:?} in {language:?}");
            }
        }
        let steps: Vec<usize> = self.words.iter().map(|w| w.0).collect();
        assert!(steps.is_sorted_by(|a, b| a < b), "steps {steps:?}");
    }
}

/// A game's guide, registered by its plugin: the setup offers "Learn to play" for a game whose
/// catalogue entry says it has one.
#[derive(Resource)]
pub struct GuideBook<G: TableGame>(pub fn() -> Guide<G>);

/// The guide of the match at the table, while it is a guided one.
#[derive(Resource)]
pub struct Guided<G: TableGame>(pub Guide<G>);

/// Whether the match at the table is not a guided one (a run condition).
pub fn unguided<G: TableGame>(guided: Option<Res<Guided<G>>>) -> bool {
    guided.is_none()
}

/// The panel of the guide's words, under the prompt bar.
#[derive(Component)]
pub struct GuidePanel;

/// The text of [`GuidePanel`].
#[derive(Component)]
pub struct GuideText;

pub(crate) fn add<G: TableGame>(app: &mut App) {
    let here = AtTable(G::Engine::NAME);
    app.add_systems(OnEnter(here), spawn_panel::<G>.after(super::StartMatch));
    app.add_systems(OnExit(here), |mut commands: Commands| {
        commands.remove_resource::<Guided<G>>();
    });
    app.add_systems(
        Update,
        show_words::<G>
            .in_set(MatchSystems::Ui)
            .run_if(in_state(here).and_then(resource_exists::<Guided<G>>)),
    );
}

fn spawn_panel<G: TableGame>(
    mut commands: Commands,
    guided: Option<Res<Guided<G>>>,
    fonts: Res<Fonts>,
) {
    let Some(guided) = guided else {
        return;
    };
    let margin = (100.0 - guided.0.panel_width.clamp(10.0, 100.0)) / 2.0;
    commands.spawn((
        Name::new("Guide"),
        GuidePanel,
        DespawnOnExit(Screen::Match),
        Node {
            position_type: PositionType::Absolute,
            top: px(super::hud::PROMPT_HEIGHT + 6.0),
            left: percent(margin),
            right: percent(margin),
            padding: UiRect::axes(px(14), px(8)),
            justify_content: JustifyContent::Center,
            ..default()
        },
        BackgroundColor(theme::PANEL),
        BorderColor::all(theme::TEXT),
        children![(
            GuideText,
            theme::text(&fonts, "", 17.0, theme::TEXT),
            TextLayout::justify(Justify::Center),
        )],
    ));
}

/// Writes the words of the step the match is at.
fn show_words<G: TableGame>(
    guided: Res<Guided<G>>,
    seating: Res<Seating>,
    locale: Res<Locale>,
    mut texts: Query<&mut Text, With<GuideText>>,
) {
    let words = locale.text(guided.0.words_at(seating.decisions));
    shell::text::write_all(&mut texts, &words);
}
