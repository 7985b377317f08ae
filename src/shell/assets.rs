//! The game's assets, loaded through bevy_asset_loader while the loading screen shows. Card
//! faces and the table are drawn by code; only the fonts (DejaVu, free licence in
//! `assets/fonts/LICENSE-DejaVu.txt`) come from files.

use bevy::prelude::*;
use bevy_asset_loader::prelude::*;

use crate::shell::screens::Screen;

/// The fonts of the game.
#[derive(AssetCollection, Resource, Clone)]
pub struct Fonts {
    /// Body text, card values and symbols.
    #[asset(path = "fonts/DejaVuSans.ttf")]
    pub regular: Handle<Font>,
    /// Titles.
    #[asset(path = "fonts/DejaVuSans-Bold.ttf")]
    pub bold: Handle<Font>,
}

/// Loads the assets while [`Screen::Loading`] shows; a missing or broken file leads to
/// [`Screen::AssetError`], which names it.
pub fn plugin(app: &mut App) {
    app.add_loading_state(
        LoadingState::new(Screen::Loading)
            .continue_to_state(Screen::Title)
            .on_failure_continue_to_state(Screen::AssetError)
            .load_collection::<Fonts>(),
    );
}
