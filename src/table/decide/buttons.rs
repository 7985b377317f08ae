//! The prompt's buttons: rebuilt from the choice, styled by focus and pointer, and armed only a
//! moment after they appear so a press meant for the screen before does not choose.

use bevy::prelude::*;

use crate::hud::PromptRow;
use crate::{Seating, Seen};
use shell::assets::Fonts;
use shell::locale::Locale;
use shell::theme;

use super::choice::Choice;
use super::{ARMS_AFTER, PickRequest, Picks, PromptButton, Unarmed};

/// The pointer observers of [`Unarmed`] are added once for every game.
#[derive(Resource, Default)]
pub(super) struct ButtonsWatched;

/// The pointer came over a button not yet armed.
pub(super) fn pointer_over_unarmed(over: On<Pointer<Over>>, mut buttons: Query<&mut Unarmed>) {
    if let Ok(mut unarmed) = buttons.get_mut(over.event_target()) {
        unarmed.under_pointer = true;
    }
}

/// The pointer left a button not yet armed: it is armed.
pub(super) fn pointer_out_arms(
    out: On<Pointer<Out>>,
    mut commands: Commands,
    buttons: Query<(), With<Unarmed>>,
) {
    if buttons.contains(out.event_target()) {
        commands.entity(out.event_target()).remove::<Unarmed>();
    }
}

/// A new prompt button is armed the first frame it shows unless the pointer is over it then;
/// one under the pointer is armed once the pointer leaves it or after [`ARMS_AFTER`].
pub(super) fn arm_buttons<G: Picks>(
    mut commands: Commands,
    time: Res<Time<Real>>,
    mut buttons: Query<(Entity, &mut Unarmed), With<PromptButton<G::Pick>>>,
) {
    let now = time.elapsed();
    for (entity, mut unarmed) in &mut buttons {
        let shown = *unarmed.shown.get_or_insert(now);
        if !unarmed.under_pointer || now.saturating_sub(shown) >= ARMS_AFTER {
            commands.entity(entity).remove::<Unarmed>();
        }
    }
}

pub(super) fn press_buttons<G: Picks>(
    buttons: Query<
        (&Interaction, &PromptButton<G::Pick>),
        (Changed<Interaction>, Without<Unarmed>),
    >,
    mut picks: MessageWriter<PickRequest<G::Pick>>,
) {
    for (interaction, button) in &buttons {
        if *interaction == Interaction::Pressed {
            picks.write(PickRequest(button.0));
        }
    }
}

pub(super) fn rebuild_buttons<G: Picks>(
    mut commands: Commands,
    fonts: Res<Fonts>,
    seating: Res<Seating>,
    seen: Res<Seen<G>>,
    choice: Res<Choice<G>>,
    rows: Query<Entity, With<PromptRow>>,
    buttons: Query<Entity, With<PromptButton<G::Pick>>>,
    mut shown: Local<Vec<(G::Pick, String)>>,
    locale: Res<Locale>,
) {
    // Labels are words from the language files: rendered again only when what they say may
    // have changed, not every frame.
    let unchanged = !choice.is_changed() && !seen.is_changed() && !locale.is_changed();
    if unchanged && buttons.iter().count() == shown.len() {
        return;
    }
    let wanted: Vec<(G::Pick, String)> = choice
        .buttons
        .iter()
        .map(|p| (*p, locale.text(&G::label(&seen, &seating, *p))))
        .collect();
    if *shown == wanted && buttons.iter().count() == wanted.len() {
        return;
    }
    for entity in &buttons {
        commands.entity(entity).despawn();
    }
    let Ok(row) = rows.single() else {
        return;
    };
    for (pick, label) in &wanted {
        let ink = G::hue(*pick).map_or(theme::TEXT, |(ink, _)| ink);
        commands.spawn((
            ChildOf(row),
            theme::button_node(
                &fonts,
                label.clone(),
                Val::Auto,
                17.0,
                ink,
                (
                    PromptButton(*pick),
                    Unarmed::default(),
                    Name::new(label.clone()),
                ),
            ),
        ));
    }
    *shown = wanted;
}

/// A button the rules would refuse now reads as unavailable (its refusal says why when it is
/// pressed); the focused one has a white border; the one under the pointer lights up.
pub(super) fn style_buttons<G: Picks>(
    choice: Res<Choice<G>>,
    mut buttons: Query<(
        &PromptButton<G::Pick>,
        &Interaction,
        Has<Unarmed>,
        &mut BorderColor,
        &mut BackgroundColor,
        &Children,
    )>,
    mut inks: Query<&mut TextColor>,
) {
    let focused = choice.focused();
    for (button, interaction, unarmed, mut border, mut background, children) in &mut buttons {
        let pick = button.0;
        let usable = choice.allows(pick) || G::offered_to_all(pick);
        // A button that came under a resting pointer does not light up: it takes no click yet.
        let hot =
            focused == Some(pick) || (usable && !unarmed && *interaction != Interaction::None);
        let wanted_border = BorderColor::all(if focused == Some(pick) {
            Color::WHITE
        } else {
            Color::NONE
        });
        if *border != wanted_border {
            *border = wanted_border;
        }
        let (ink, base) = match G::hue(pick) {
            Some(hue) => hue,
            None if usable => (theme::TEXT, theme::BUTTON),
            None => (theme::MUTED, theme::BUTTON_OFF),
        };
        let wanted_background = if hot { base.lighter(0.12) } else { base };
        if background.0 != wanted_background {
            background.0 = wanted_background;
        }
        for child in children {
            if let Ok(mut colour) = inks.get_mut(*child)
                && colour.0 != ink
            {
                colour.0 = ink;
            }
        }
    }
}
