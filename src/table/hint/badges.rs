//! The hint's badges on the table, one on each choice the hint names, placed where its own piece
//! or button is; and the Hint button.

use bevy::ecs::system::{StaticSystemParam, SystemParamItem};
use bevy::prelude::*;

use crate::Seating;
use crate::decide::{Choice, Picks, PromptButton};
use crate::highlight::Highlight;
use shell::assets::Fonts;
use shell::locale::{Locale, Msg, Words};
use shell::theme;

use super::panel::{next_pick, percent};
use super::{Hint, HintBadge, HintButton, HintSlot};

/// Puts a badge (rank and chance) on the piece or the prompt button of each of the best
/// choices' next pick.
#[allow(clippy::too_many_arguments)]
pub(super) fn badges<G: Picks>(
    mut commands: Commands,
    hint: Option<Res<Hint<G>>>,
    choice: Res<Choice<G>>,
    seating: Res<Seating>,
    pieces: StaticSystemParam<G::Pieces>,
    marks: Query<(Entity, &Sprite), With<Highlight>>,
    buttons: Query<(Entity, &PromptButton<G::Pick>)>,
    badges: Query<Entity, With<HintBadge>>,
    fonts: Res<Fonts>,
    locale: Res<Locale>,
    mut shown: Local<Vec<(Entity, usize, i64)>>,
) {
    // In a replay nobody decides: the badges go on the pieces of the deciding seat's choice
    // as that seat saw it.
    let in_replay = hint
        .as_deref()
        .and_then(|h| h.view.as_deref().map(|view| (h.seat, view)))
        .filter(|_| choice.seat.is_none())
        .map(|(seat, view)| Choice::as_seen_by(view, seat, G::hand(&pieces, view, seat)));
    let choice = in_replay.as_ref().unwrap_or(&choice);
    let wanted = wanted_badges::<G>(hint.as_deref(), choice, &seating, &pieces, &marks, &buttons);
    if *shown == wanted && badges.iter().count() == wanted.len() && !locale.is_changed() {
        return;
    }
    for badge in &badges {
        commands.entity(badge).despawn();
    }
    let calibrated = hint.as_deref().is_none_or(|h| h.calibrated);
    for &(piece, rank, chance) in &wanted {
        let badge = if calibrated {
            Msg::new("hint-badge").with("chance", chance)
        } else {
            Msg::new("hint-badge-ranked")
        };
        let words = locale.text(&badge.with("rank", rank as i64 + 1));
        if buttons.contains(piece) {
            // A prompt button's badge sits inside it, after its label: the bar at the window's
            // top edge clips whatever would stand out of it.
            commands.spawn((
                HintBadge,
                ChildOf(piece),
                Node {
                    margin: UiRect::left(Val::Px(8.0)),
                    padding: UiRect::axes(Val::Px(5.0), Val::Px(1.0)),
                    border_radius: BorderRadius::all(Val::Px(4.0)),
                    ..default()
                },
                BackgroundColor(theme::PANEL),
                Pickable::IGNORE,
                children![(
                    Text::new(words),
                    TextFont::from_font_size(13.0).with_font(fonts.bold.clone()),
                    TextColor(theme::GOLD),
                    TextLayout::linebreak(LineBreak::NoWrap),
                )],
            ));
            continue;
        }
        let Ok((_, sprite)) = marks.get(piece) else {
            continue;
        };
        let height = sprite.custom_size.map_or(60.0, |s| s.y);
        // Just above the piece, narrower than a card of a fanned hand shows, so that it covers
        // neither this card's face nor a neighbour's badge.
        commands.spawn((
            HintBadge,
            ChildOf(piece),
            Sprite::from_color(theme::PANEL, Vec2::new(60.0, 20.0)),
            Transform::from_xyz(0.0, height / 2.0 + 13.0, 3.0),
            Pickable::IGNORE,
            children![(
                Text2d::new(words),
                TextFont::from_font_size(13.0).with_font(fonts.bold.clone()),
                TextColor(theme::GOLD),
                Transform::from_xyz(0.0, 0.0, 0.1),
            )],
        ));
    }
    *shown = wanted;
}

pub(super) fn wanted_badges<G: Picks>(
    hint: Option<&Hint<G>>,
    choice: &Choice<G>,
    seating: &Seating,
    pieces: &SystemParamItem<G::Pieces>,
    marks: &Query<(Entity, &Sprite), With<Highlight>>,
    buttons: &Query<(Entity, &PromptButton<G::Pick>)>,
) -> Vec<(Entity, usize, i64)> {
    let Some(hint) = hint
        .filter(|h| !h.hidden && h.decisions == seating.decisions && choice.seat == Some(h.seat))
    else {
        return Vec::new();
    };
    let mut wanted: Vec<(Entity, usize, i64)> = Vec::new();
    for (rank, (action, chance)) in hint.best().iter().enumerate() {
        let Some(pick) = next_pick::<G>(choice, action) else {
            continue;
        };
        // Two choices may start with the same pick (one card, two targets): the better one's
        // badge stays.
        let button = buttons.iter().find(|(_, b)| b.0 == pick).map(|(e, _)| e);
        let piece = button.or_else(|| choice.hand_piece(pick)).or_else(|| {
            let mut all: Vec<Entity> = marks
                .iter()
                .map(|(e, _)| e)
                .filter(|e| G::pick_of(pieces, choice, *e) == Some(pick))
                .collect();
            all.sort();
            all.first().copied()
        });
        if let Some(piece) = piece
            && !wanted.iter().any(|(e, _, _)| *e == piece)
        {
            wanted.push((piece, rank, percent(*chance)));
        }
    }
    wanted
}

/// The Hint button's bundle, for the HUD's top right corner: hidden until a hint is offered.
pub fn button(fonts: &Fonts) -> impl Bundle {
    (
        HintSlot,
        Node {
            display: Display::None,
            ..default()
        },
        children![theme::button_node(
            fonts,
            "",
            Val::Auto,
            16.0,
            theme::GOLD,
            (HintButton, Name::new("Hint"), Words(Msg::new("hud-hint"))),
        )],
    )
}
