//! The list of saved matches, opened from the title: each row resumes its match, plays it back
//! or deletes it.

use bevy::prelude::*;

use crate::assets::Fonts;
use crate::locale::{Locale, Msg};
use crate::menu::{Activate, Layer, MenuFocus, MenuItem};
use crate::saves::{SavedMatches, Saves, now};
use crate::screen::{Catalogue, Screen};
use crate::theme;

use super::{TitleStale, describe, resume, watch};

/// The list of saved matches, over the title: each row resumes its match (not a finished one),
/// plays it back from the deal, or deletes it; Back (Esc) closes the list.
#[derive(Component)]
pub(super) struct SavedList;

pub(super) const LIST_LAYER: i32 = 20;

pub(super) fn open_saved_list(
    _: On<Activate>,
    mut commands: Commands,
    fonts: Res<Fonts>,
    locale: Res<Locale>,
    catalogue: Res<Catalogue>,
    matches: Res<SavedMatches>,
    mut focus: ResMut<MenuFocus>,
) {
    spawn_saved_list(
        &mut commands,
        &fonts,
        &locale,
        &catalogue,
        &matches,
        &mut focus,
    );
}

pub(super) fn spawn_saved_list(
    commands: &mut Commands,
    fonts: &Fonts,
    locale: &Locale,
    catalogue: &Catalogue,
    matches: &SavedMatches,
    focus: &mut MenuFocus,
) {
    focus.0 = Some(0);
    let root = commands
        .spawn((
            Name::new("Saved matches"),
            SavedList,
            Layer(LIST_LAYER),
            DespawnOnExit(Screen::Title),
            theme::overlay(LIST_LAYER, 10.0, 0.94),
        ))
        .id();
    commands.spawn((
        ChildOf(root),
        theme::headline(fonts, locale.t("saved-title"), 44.0),
    ));
    let now = now();
    let mut order = 0;
    for (row, (key, save)) in matches.0.iter().enumerate() {
        let line = commands
            .spawn((
                ChildOf(root),
                Node {
                    column_gap: px(12),
                    ..default()
                },
            ))
            .id();
        let label = if save.over {
            locale.text(&Msg::new("saved-finished").with("match", describe(save, catalogue, now)))
        } else {
            locale.text(&describe(save, catalogue, now))
        };
        let row = row as u32 + 1;
        commands
            .spawn((
                ChildOf(line),
                theme::button_node(
                    fonts,
                    label,
                    px(780),
                    18.0,
                    theme::TEXT,
                    (
                        MenuItem::at(order).in_row(row).enabled(!save.over),
                        Name::new(format!("Resume {key}")),
                    ),
                ),
            ))
            .observe(resume(key.clone(), save.clone()));
        commands
            .spawn((
                ChildOf(line),
                theme::wide_button(
                    fonts,
                    locale.t("saved-replay"),
                    120.0,
                    (
                        MenuItem::at(order + 1).in_row(row),
                        Name::new(format!("Replay {key}")),
                    ),
                ),
            ))
            .observe(watch(save.clone()));
        let key = key.clone();
        commands
            .spawn((
                ChildOf(line),
                theme::wide_button(
                    fonts,
                    locale.t("saved-delete"),
                    120.0,
                    (
                        MenuItem::at(order + 2).in_row(row),
                        Name::new(format!("Delete {key}")),
                    ),
                ),
            ))
            .observe(
                move |_: On<Activate>,
                      mut commands: Commands,
                      fonts: Res<Fonts>,
                      locale: Res<Locale>,
                      catalogue: Res<Catalogue>,
                      saves: Option<Res<Saves>>,
                      mut matches: ResMut<SavedMatches>,
                      mut focus: ResMut<MenuFocus>,
                      lists: Query<Entity, With<SavedList>>| {
                    if let Some(saves) = saves
                        && let Err(error) = saves.0.delete(&key)
                    {
                        warn!("the saved match {key} could not be deleted: {error}");
                        return;
                    }
                    matches.0.retain(|(k, _)| *k != key);
                    commands.insert_resource(TitleStale(0));
                    for list in &lists {
                        commands.entity(list).despawn();
                    }
                    spawn_saved_list(
                        &mut commands,
                        &fonts,
                        &locale,
                        &catalogue,
                        &matches,
                        &mut focus,
                    );
                },
            );
        order += 3;
    }
    commands
        .spawn((
            ChildOf(root),
            theme::wide_button(
                fonts,
                locale.t("back-esc"),
                320.0,
                (
                    MenuItem::at(order).on_back(),
                    Name::new("Back to the title"),
                ),
            ),
        ))
        .observe(
            move |_: On<Activate>, mut commands: Commands, mut focus: ResMut<MenuFocus>| {
                commands.entity(root).despawn();
                focus.0 = Some(0);
            },
        );
}
