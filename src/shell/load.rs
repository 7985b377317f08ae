//! The assets loaded before the title: the fonts, the shared pictures and the sounds, while
//! [`Screen::Loading`] shows.

use bevy::prelude::*;
use bevy_asset_loader::prelude::*;

use crate::art::Art;
use crate::assets::{Fonts, Sounds};
use crate::screen::Screen;

/// Loads the assets while [`Screen::Loading`] shows; a missing or broken file leads to
/// [`Screen::AssetError`], which names it.
pub fn plugin(app: &mut App) {
    app.add_loading_state(
        LoadingState::new(Screen::Loading)
            .continue_to_state(Screen::Title)
            .on_failure_continue_to_state(Screen::AssetError)
            .load_collection::<Fonts>()
            .load_collection::<Art>()
            .load_collection::<Sounds>(),
    );
}
