//! The loading screen: shown while bevy_asset_loader fetches the fonts. It uses Bevy's built-in
//! font, since ours are what is loading.

use bevy::prelude::*;

use super::Screen;
use crate::theme;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Loading), spawn);
}

fn spawn(mut commands: Commands) {
    commands.spawn((
        theme::screen_root("Loading screen", 0.0),
        DespawnOnExit(Screen::Loading),
        children![(
            Text::new("Loading…"),
            TextFont::from_font_size(32.0),
            TextColor(theme::MUTED)
        )],
    ));
}
