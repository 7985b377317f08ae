//! The app shell: screens, menus, controls, settings, theme, fonts and sound. It knows no game: the
//! title offers the games that registered in its [`screen::Catalogue`].

use bevy::prelude::*;

pub mod art;
pub mod assets;
pub mod audio;
pub mod backdrop;
pub mod input;
pub mod load;
pub mod locale;
pub mod menu;
pub mod online;
pub mod pictures;
pub mod saves;
pub mod scale;
pub mod screen;
pub mod screens;
pub mod settings;
pub mod text;
pub mod theme;
pub mod typing;

/// The shell's plugins (the fonts' loading is the windowed app's: see [`load::plugin`]).
pub fn plugin(app: &mut App) {
    app.init_resource::<settings::AnimationSpeed>()
        .init_resource::<settings::HintSettings>()
        .init_resource::<settings::LastSetups>()
        .init_resource::<settings::ResultsRecord>()
        .init_resource::<settings::SettingsProblem>()
        .init_resource::<pictures::Pictures>();
    app.add_plugins((
        audio::plugin,
        backdrop::plugin,
        locale::plugin,
        input::plugin,
        menu::plugin,
        online::plugin,
        saves::plugin,
        scale::plugin,
        screens::plugin,
    ));
}
