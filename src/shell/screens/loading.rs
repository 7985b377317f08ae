//! The loading screen: shown while bevy_asset_loader fetches the fonts. It uses Bevy's built-in
//! font, since ours are what is loading.
//!
//! In the browser the page's own indicator (web/index.html) shows instead, and the camera stays
//! off until the fonts are in: without a GPU, a browser's WebGL spends about a fifth of a second
//! on each frame it draws, and the loading screen would cost several of them before the title.

use bevy::prelude::*;

use crate::locale::Locale;
use crate::screen::Screen;
use crate::theme;

/// Whether the page, rather than the game, shows that the game is loading.
pub const PAGE_SHOWS_LOADING: bool = cfg!(target_arch = "wasm32");

pub(super) fn plugin(app: &mut App) {
    if PAGE_SHOWS_LOADING {
        app.add_systems(OnExit(Screen::Loading), hand_over_from_page);
    } else {
        app.add_systems(OnEnter(Screen::Loading), spawn);
    }
}

fn spawn(mut commands: Commands, locale: Res<Locale>) {
    commands.spawn((
        theme::screen_root("Loading screen", 0.0),
        DespawnOnExit(Screen::Loading),
        children![(
            Text::new(locale.t("loading")),
            TextFont::from_font_size(32.0),
            TextColor(theme::MUTED)
        )],
    ));
}

/// Switches the camera on and removes the page's indicator (the element `#status`).
fn hand_over_from_page(mut cameras: Query<&mut Camera>) {
    for mut camera in &mut cameras {
        camera.is_active = true;
    }
    #[cfg(target_arch = "wasm32")]
    if let Some(status) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.get_element_by_id("status"))
    {
        status.remove();
    }
}
