//! The screen shown when an asset is missing or broken: it says which, instead of a crash.

use bevy::asset::UntypedAssetLoadFailedEvent;
use bevy::prelude::*;

use crate::locale::Locale;
use crate::screen::Screen;
use crate::theme;

/// The asset failures seen while loading, in words.
#[derive(Resource, Default, Debug)]
pub struct AssetFailures(pub Vec<String>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AssetFailures>();
    // Registered by the asset plugin too; here so that a headless app without it runs.
    app.add_message::<UntypedAssetLoadFailedEvent>();
    app.add_systems(Update, record.run_if(in_state(Screen::Loading)));
    app.add_systems(OnEnter(Screen::AssetError), spawn);
}

fn record(
    mut failures: MessageReader<UntypedAssetLoadFailedEvent>,
    mut seen: ResMut<AssetFailures>,
) {
    for failure in failures.read() {
        seen.0.push(format!("{}: {}", failure.path, failure.error));
    }
}

fn spawn(mut commands: Commands, failures: Res<AssetFailures>, locale: Res<Locale>) {
    let detail = if failures.0.is_empty() {
        locale.t("assets-one-failed")
    } else {
        failures.0.join("\n")
    };
    error!("assets failed to load: {detail}");
    commands.spawn((
        theme::screen_root("Asset error screen", 16.0),
        DespawnOnExit(Screen::AssetError),
        children![
            (
                Text::new(locale.t("assets-incomplete")),
                TextFont::from_font_size(36.0),
                TextColor(theme::GOLD)
            ),
            (
                Text::new(detail),
                TextFont::from_font_size(18.0),
                TextColor(theme::TEXT)
            ),
            (
                Text::new(locale.t("assets-reinstall")),
                TextFont::from_font_size(18.0),
                TextColor(theme::MUTED)
            ),
        ],
    ));
}
