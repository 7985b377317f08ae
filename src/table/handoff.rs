//! Several people at one screen: before a person decides, a hand-off screen hides every hand
//! until they confirm they are the one looking. With one person, their hand is always the view.

use bevy::prelude::*;
use rules_core::Seat;

use super::{MatchSystems, Notice, Seating, Viewer};
use shell::assets::Fonts;
use shell::locale::{Locale, Msg};
use shell::menu::{Activate, Layer, MenuFocus, MenuItem};
use shell::screens::Screen;
use shell::screens::SeatSetup;
use shell::theme;

/// The hand-off check: a game reads a person's input after it.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct HandOffSystems;

/// The hand-off screen, waiting for this seat's player.
#[derive(Component)]
pub struct HandOff(pub Seat);

/// The hand-off cover's overlay layer: the match's menu opens above it.
pub const COVER_LAYER: i32 = 10;

/// The viewer of a match with at most one person: that person, or nobody.
pub fn single_viewer(seats: &[SeatSetup]) -> Option<Seat> {
    match super::view::humans(seats) {
        1 => (0..seats.len()).find(|&s| super::view::is_human(seats, s)),
        _ => None,
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        hand_off.in_set(MatchSystems::Input).in_set(HandOffSystems),
    );
}

/// Covers the table when the screen must pass to another person. It runs at the start of the
/// frame (a match just dealt) and again right after each decision is applied (see `apply`), so
/// that the frame which shows the next seat deciding never shows the last person's hand.
/// Whatever the last person was told (a refusal such as "You hold no Ivanhoe.") goes with them.
pub(super) fn hand_off(
    mut commands: Commands,
    session: Res<Seating>,
    mut viewer: ResMut<Viewer>,
    fonts: Res<Fonts>,
    locale: Res<Locale>,
    shown: Query<&HandOff>,
    mut focus: ResMut<MenuFocus>,
    mut notice: ResMut<Notice>,
    mut follows: ResMut<super::pointer::PanelFollows>,
) {
    if session.humans() < 2 {
        return;
    }
    let Some(seat) = session.deciding else {
        return;
    };
    if !session.is_human(seat) {
        // Computer players' turns are played with every hand hidden.
        if viewer.0.is_some() {
            viewer.0 = None;
        }
        return;
    }
    if viewer.0 == Some(seat) || shown.iter().any(|h| h.0 == seat) {
        return;
    }
    viewer.0 = None;
    notice.0 = None;
    *follows = super::pointer::PanelFollows::Focus;
    let name = session.seats[seat].name.clone();
    focus.0 = Some(0);
    let root = commands
        .spawn((
            Name::new("Hand-off screen"),
            HandOff(seat),
            Layer(COVER_LAYER),
            DespawnOnExit(Screen::Match),
            theme::overlay(10, 18.0, 0.96),
        ))
        .id();
    commands.spawn((
        ChildOf(root),
        theme::text(
            &fonts,
            locale.text(&Msg::new("handoff-pass").with("name", name.clone())),
            40.0,
            theme::GOLD,
        ),
    ));
    commands.spawn((
        ChildOf(root),
        theme::text(&fonts, locale.t("handoff-look-away"), 18.0, theme::MUTED),
    ));
    commands
        .spawn((
            ChildOf(root),
            theme::button(
                &fonts,
                locale.text(&Msg::new("handoff-show").with("name", name.clone())),
                (MenuItem::at(0), Name::new("Show my hand")),
            ),
        ))
        .observe(
            move |_: On<Activate>,
                  mut commands: Commands,
                  mut viewer: ResMut<Viewer>,
                  mut focus: ResMut<MenuFocus>| {
                viewer.0 = Some(seat);
                focus.0 = None;
                commands.entity(root).despawn();
            },
        );
}
