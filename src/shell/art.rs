//! The pictures on the cards and pieces: white on transparent, tinted by the game, written by
//! `scripts/make-art` from the game-icons.net set (CC BY 3.0, credited in `assets/CREDITS.md`
//! and on the Credits screen) and the project's own shapes (`scripts/art-shapes`). The list of
//! files is `scripts/art-list.txt`; a test checks it against the paths of the collections (the
//! shared one here, each game's in its folder), since the browser cannot list a folder.

use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy::sprite::{BorderRect, SliceScaleMode, SpriteImageMode, TextureSlicer};
use bevy_asset_loader::mapped::AssetFileStem;
use bevy_asset_loader::prelude::*;

use super::theme;
use crate::screen::Screen;

/// The pictures every screen shares, by file name without `.png`, loaded before the title; and
/// each game's, loaded once the title shows ([`register`]).
#[derive(AssetCollection, Resource, Clone, Default)]
pub struct Art {
    /// Shared: a card's rounded face and edge line, the crown, the hint's bulb, and the like.
    #[asset(
        paths(
            "art/common/card.png",
            "art/common/card-edge.png",
            "art/common/crown.png",
            "art/common/felt.png",
            "art/common/hint.png",
            "art/common/laurels.png",
            "art/common/light.png",
            "art/common/log.png",
            "art/common/rules.png",
            "art/common/waiting.png",
        ),
        collection(typed, mapped)
    )]
    pub common: HashMap<AssetFileStem, Handle<Image>>,
    /// Each game's pictures, under its name (`Game::NAME`), by file name without `.png`.
    games: HashMap<&'static str, HashMap<&'static str, Handle<Image>>>,
}

/// A game's own pictures: the files of its folder under `assets/art`.
pub trait GamePictures: 'static {
    /// The game's name (`Game::NAME`).
    const GAME: &'static str;
    /// The pictures' paths under `assets/`: `art/<game>/<name>.png`.
    const PATHS: &'static [&'static str];
}

/// Starts loading the game's pictures `P` once the title shows, and gives [`Art`] their
/// handles at once: the title does not wait for them (in the browser, fetching, decoding and
/// uploading every game's pictures held it back by about a second), and a picture drawn before
/// its file is in shows as soon as it is. Without an asset server (the headless app, which
/// loads no files) the game's pictures are blanks.
pub fn register<P: GamePictures>(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), load::<P>);
}

fn load<P: GamePictures>(server: Option<Res<AssetServer>>, mut art: ResMut<Art>) {
    let Some(server) = server else {
        return;
    };
    if art.games.contains_key(P::GAME) {
        return;
    }
    let set = P::PATHS
        .iter()
        .map(|path| {
            let name = path.rsplit('/').next().unwrap_or(path);
            (name.trim_end_matches(".png"), server.load(*path))
        })
        .collect();
    art.games.insert(P::GAME, set);
}

impl Art {
    /// A picture of `set` by name; a blank (the default image, drawn as nothing) when the
    /// name is not there, as in the headless tests, which load no files.
    fn from(set: &HashMap<AssetFileStem, Handle<Image>>, name: &str) -> Handle<Image> {
        set.get(name).cloned().unwrap_or_default()
    }

    /// One of `game`'s pictures (by its `Game::NAME`); a blank when it is not there, as in the
    /// headless tests.
    pub fn game(&self, game: &str, name: &str) -> Handle<Image> {
        self.games
            .get(game)
            .and_then(|set| set.get(name).cloned())
            .unwrap_or_default()
    }

    /// One of the shared pictures.
    pub fn common(&self, name: &str) -> Handle<Image> {
        Self::from(&self.common, name)
    }

    /// A rounded card of `size` in `colour`: the shared shape stretched from its corners, so
    /// the corners keep their curve at any size.
    pub fn card(&self, colour: Color, size: Vec2) -> Sprite {
        self.sliced("card", colour, size)
    }

    /// The thin line inside a card's edge, in `colour`.
    pub fn card_edge(&self, colour: Color, size: Vec2) -> Sprite {
        self.sliced("card-edge", colour, size)
    }

    fn sliced(&self, name: &str, colour: Color, size: Vec2) -> Sprite {
        let image = self.common(name);
        if image == Handle::default() {
            // No file (the headless tests): a plain rectangle of the same size and colour.
            return Sprite::from_color(colour, size);
        }
        Sprite {
            image,
            color: colour,
            custom_size: Some(size),
            image_mode: SpriteImageMode::Sliced(TextureSlicer {
                border: BorderRect::all(12.0),
                center_scale_mode: SliceScaleMode::Stretch,
                sides_scale_mode: SliceScaleMode::Stretch,
                max_corner_scale: 1.0,
            }),
            ..default()
        }
    }
}

/// Lays a card's face under `parent`: round-cornered in `hue`, `size`, with a line in `ink`
/// inside its edge; the game draws its marks and picture over it.
pub fn card_face(
    commands: &mut Commands,
    art: &Art,
    parent: Entity,
    size: Vec2,
    hue: Color,
    ink: Color,
) {
    commands.spawn((ChildOf(parent), art.card(hue, size), Pickable::IGNORE));
    commands.spawn((
        ChildOf(parent),
        art.card_edge(ink.with_alpha(0.35), size - Vec2::splat(6.0)),
        Transform::from_xyz(0.0, 0.0, 0.05),
        Pickable::IGNORE,
    ));
}

/// Lays a card's back under `parent`: round-cornered in `hue`, `size`, a gold line inside its
/// edge and the game's `emblem` in gold in the middle, `emblem_size` wide.
pub fn card_back(
    commands: &mut Commands,
    art: &Art,
    parent: Entity,
    size: Vec2,
    hue: Color,
    emblem: Handle<Image>,
    emblem_size: f32,
) {
    commands.spawn((ChildOf(parent), art.card(hue, size), Pickable::IGNORE));
    commands.spawn((
        ChildOf(parent),
        art.card_edge(theme::GOLD.with_alpha(0.7), size - Vec2::splat(10.0)),
        Transform::from_xyz(0.0, 0.0, 0.05),
        Pickable::IGNORE,
    ));
    commands.spawn((
        ChildOf(parent),
        picture(emblem, theme::GOLD, emblem_size),
        Transform::from_xyz(0.0, 0.0, 0.1),
        Pickable::IGNORE,
    ));
}

/// A picture `image` in `colour`, `size` wide and high.
pub fn picture(image: Handle<Image>, colour: Color, size: f32) -> Sprite {
    Sprite {
        image,
        color: colour,
        custom_size: Some(Vec2::splat(size)),
        ..default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every `art.rs` under `dir`: the shared collection's and each game's.
    fn collections(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
        let mut found = Vec::new();
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                found.extend(collections(&path));
            } else if path.file_name().is_some_and(|n| n == "art.rs") {
                found.push(path);
            }
        }
        found
    }

    /// The browser cannot list a folder, so the files are named in the collections (this
    /// module's and each game's `art.rs`): every picture `scripts/make-art` writes is loaded,
    /// and nothing loaded is missing from the list.
    #[test]
    fn the_loaded_pictures_are_those_make_art_writes() {
        // The workspace's root (this crate lies at src/shell).
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
        let sources = collections(std::path::Path::new(&format!("{root}/src")));
        assert!(
            sources.len() > 1,
            "the shared collection and the games': {sources:?}"
        );
        let listed: std::collections::BTreeSet<String> = sources
            .iter()
            .flat_map(|f| {
                std::fs::read_to_string(f)
                    .unwrap()
                    .lines()
                    .map(String::from)
                    .collect::<Vec<_>>()
            })
            .filter_map(|l| {
                let name = l.trim().strip_prefix("\"art/")?.strip_suffix(".png\",")?;
                Some(name.to_string())
            })
            .collect();
        let mut written = std::collections::BTreeSet::new();
        for line in std::fs::read_to_string(format!("{root}/scripts/art-list.txt"))
            .unwrap()
            .lines()
        {
            if let Some(name) = line.split_whitespace().next()
                && !name.starts_with('#')
            {
                written.insert(name.to_string());
            }
        }
        for shape in std::fs::read_dir(format!("{root}/scripts/art-shapes")).unwrap() {
            let name = shape.unwrap().file_name().into_string().unwrap();
            written.insert(format!("common/{}", name.trim_end_matches(".svg")));
        }
        // The surfaces scripts/art-surfaces.py generates.
        written.insert("common/felt".into());
        written.insert("common/light".into());
        assert_eq!(listed, written);
        for name in &listed {
            assert!(
                std::path::Path::new(&format!("{root}/assets/art/{name}.png")).is_file(),
                "assets/art/{name}.png"
            );
        }
    }
}
