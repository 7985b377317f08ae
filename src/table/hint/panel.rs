//! The hint's panel: the best few choices in words, each with its chance of winning.

use bevy::prelude::*;
use rules_core::Seat;

use crate::decide::{Choice, Picks};
use crate::{Seating, Seen};
use shell::assets::Fonts;
use shell::locale::{Locale, Msg};
use shell::screens::Screen;
use shell::theme;

use super::{Hint, HintContext, HintPanel, HintSlot, HintText};
use crate::Action;

pub(super) fn spawn_panel(mut commands: Commands, fonts: Res<Fonts>) {
    commands.spawn((
        Name::new("Hint"),
        HintPanel,
        DespawnOnExit(Screen::Match),
        GlobalZIndex(2),
        Node {
            position_type: PositionType::Absolute,
            // Over the log, in its column (growing upwards when it has more to say): the
            // tables keep nothing there, while a panel beside it would lie over a seat's
            // plate or a pile. The log shows again when the hint is hidden.
            bottom: px(6),
            right: px(6),
            width: px(290),
            min_height: px(crate::hud::LOG_TOP - 6.0),
            padding: UiRect::axes(px(10), px(8)),
            border: UiRect::all(px(1)),
            display: Display::None,
            ..default()
        },
        // Opaque: a seat's plate may lie under it, and its words must not show through.
        BackgroundColor(theme::PANEL.with_alpha(1.0)),
        BorderColor::all(theme::GOLD),
        Pickable::IGNORE,
        children![(HintText, theme::text(&fonts, "", 14.0, theme::TEXT))],
    ));
}

/// The Hint button shows while a hint is offered; the panel while one is asked for and not
/// hidden. When the search is done the focus moves to the best choice's next pick.
#[allow(clippy::too_many_arguments)]
pub(super) fn show<G: Picks>(
    hint: Option<Res<Hint<G>>>,
    context: HintContext<G>,
    mut choice: ResMut<Choice<G>>,
    locale: Res<Locale>,
    mut buttons: Query<&mut Node, (With<HintSlot>, Without<HintPanel>)>,
    mut panels: Query<&mut Node, With<HintPanel>>,
    mut texts: Query<&mut Text, With<HintText>>,
    mut focused_for: Local<Option<(usize, Seat, usize)>>,
) {
    let offered = context.offered();
    let (seating, seen) = (&context.seating, &context.seen);
    let display = |on: bool| if on { Display::Flex } else { Display::None };
    for mut node in &mut buttons {
        let wanted = display(offered.is_some());
        if node.display != wanted {
            node.display = wanted;
        }
    }
    let hint = hint.filter(|h| offered == Some(h.seat) && h.decisions == seating.decisions);
    for mut node in &mut panels {
        let wanted = display(hint.as_ref().is_some_and(|h| !h.hidden));
        if node.display != wanted {
            node.display = wanted;
        }
    }
    let Some(hint) = hint else {
        return;
    };
    if hint.is_changed() || seen.is_changed() || locale.is_changed() {
        let words = panel_words(&hint, seen, seating, &locale);
        shell::text::write_all(&mut texts, &words);
    }
    // When the search is done, and after each pick made: the focus goes to the best choice's
    // next pick, so Enter (or A) pressed again and again takes it.
    let at = (hint.decisions, hint.seat, choice.selection.picks().len());
    if hint.analysis.is_some() && !hint.hidden && *focused_for != Some(at) {
        *focused_for = Some(at);
        // The best choice that goes on from the picks made: after a pick of the second
        // choice, its next pick, not the first choice's.
        if let Some(pick) = hint
            .analysis
            .iter()
            .flat_map(|a| &a.choices)
            .find_map(|c| next_pick::<G>(&choice, &c.action))
        {
            choice.focus_on(pick);
        }
    }
}

/// The panel's words: the best choices, each named by its picks, with their chances.
pub(super) fn panel_words<G: Picks>(
    hint: &Hint<G>,
    seen: &Seen<G>,
    seating: &Seating,
    locale: &Locale,
) -> String {
    let Some(analysis) = &hint.analysis else {
        return locale.text(&Msg::new("hint-thinking"));
    };
    // In a replay the hint is the deciding seat's, whoever sits there.
    let name = hint
        .view
        .as_ref()
        .and_then(|_| seating.seats.get(hint.seat))
        .map(|s| s.name.clone());
    let seen = hint.view.as_deref().unwrap_or(seen);
    let title = match (&name, hint.calibrated) {
        (Some(name), true) => Msg::new("hint-title-of").with("name", name.clone()),
        (None, true) => Msg::new("hint-title"),
        (Some(name), false) => Msg::new("hint-title-ranked-of").with("name", name.clone()),
        (None, false) => Msg::new("hint-title-ranked"),
    };
    let mut lines = vec![locale.text(&title)];
    for (rank, (action, chance)) in hint.best().into_iter().enumerate() {
        let line = if hint.calibrated {
            Msg::new("hint-choice").with("chance", percent(chance))
        } else {
            Msg::new("hint-choice-ranked")
        }
        .with("rank", rank as i64 + 1)
        .with("choice", named(seen, seating, &action));
        let line = match G::why(seen, seating, &action) {
            Some(why) => Msg::new("hint-choice-why")
                .with("choice", line)
                .with("why", why),
            None => line,
        };
        lines.push(locale.text(&line));
    }
    let basis = match name {
        Some(name) => Msg::new("hint-basis-of").with("name", name),
        None => Msg::new("hint-basis"),
    };
    if !hint.calibrated {
        lines.push(locale.text(&Msg::new("hint-no-chance")));
    }
    lines.push(locale.text(&basis.with("deals", analysis.iterations as i64)));
    lines.join("\n")
}

/// `action` named by its picks in `seen`, one after the other ("Unhorse → Red").
pub fn named<G: Picks>(seen: &Seen<G>, seating: &Seating, action: &Action<G>) -> Msg {
    let path = G::paths(seen)
        .into_iter()
        .find(|(a, _)| a == action)
        .map(|(_, path)| path)
        .unwrap_or_default();
    let mut words = path.iter().rev().map(|p| G::pick_words(seen, seating, *p));
    let last = words.next().unwrap_or_else(|| Msg::new("hint-unnamed"));
    words.fold(last, |then, first| {
        Msg::new("hint-then")
            .with("first", first)
            .with("then", then)
    })
}

/// A chance as a whole percentage, never 0 or 100 unless it is certain.
pub(super) fn percent(chance: f64) -> i64 {
    let p = (chance * 100.0).round() as i64;
    match p {
        0 if chance > 0.0 => 1,
        100 if chance < 1.0 => 99,
        p => p,
    }
}

/// The next pick of `action`'s path after the picks made, if the picks made lie on it.
pub(super) fn next_pick<G: Picks>(choice: &Choice<G>, action: &Action<G>) -> Option<G::Pick> {
    let made = choice.selection.picks();
    choice
        .selection
        .candidates()
        .find(|(a, _)| a == action)
        .and_then(|(_, path)| path.get(made.len()).copied())
}
