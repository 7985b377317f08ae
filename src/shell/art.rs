//! The pictures on the cards and pieces: white on transparent, tinted by the game, written by
//! `scripts/make-art` from the game-icons.net set (CC BY 3.0, credited in `assets/CREDITS.md`
//! and on the Credits screen) and the project's own shapes (`scripts/art-shapes`). The list of
//! files is `scripts/art-list.txt`; a test checks it against the paths here, since the browser
//! cannot list a folder.

use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy::sprite::{BorderRect, SliceScaleMode, SpriteImageMode, TextureSlicer};
use bevy_asset_loader::mapped::AssetFileStem;
use bevy_asset_loader::prelude::*;

use super::theme;

/// The pictures of each game and those every screen shares, by file name without `.png`.
#[derive(AssetCollection, Resource, Clone, Default)]
pub struct Art {
    /// Ivanhoe's: the colours' emblems, the supporters, each action card, the back.
    #[asset(
        paths(
            "art/ivanhoe/adapt.png",
            "art/ivanhoe/back.png",
            "art/ivanhoe/break-lance.png",
            "art/ivanhoe/change-weapon.png",
            "art/ivanhoe/charge.png",
            "art/ivanhoe/colour-blue.png",
            "art/ivanhoe/colour-green.png",
            "art/ivanhoe/colour-purple.png",
            "art/ivanhoe/colour-red.png",
            "art/ivanhoe/colour-yellow.png",
            "art/ivanhoe/countercharge.png",
            "art/ivanhoe/disgrace.png",
            "art/ivanhoe/dodge.png",
            "art/ivanhoe/drop-weapon.png",
            "art/ivanhoe/ivanhoe.png",
            "art/ivanhoe/knock-down.png",
            "art/ivanhoe/maiden.png",
            "art/ivanhoe/outmaneuver.png",
            "art/ivanhoe/outwit.png",
            "art/ivanhoe/retreat.png",
            "art/ivanhoe/riposte.png",
            "art/ivanhoe/shield.png",
            "art/ivanhoe/squire.png",
            "art/ivanhoe/stunned.png",
            "art/ivanhoe/tournament.png",
            "art/ivanhoe/unhorse.png",
        ),
        collection(typed, mapped)
    )]
    pub ivanhoe: HashMap<AssetFileStem, Handle<Image>>,
    /// Castle Lords': the soldiers, the emblems, Ivanhoé and Locksley, the pieces, the back.
    #[asset(
        paths(
            "art/castle-lords/archer.png",
            "art/castle-lords/back.png",
            "art/castle-lords/banner.png",
            "art/castle-lords/castle.png",
            "art/castle-lords/crossbowman.png",
            "art/castle-lords/crown-duke.png",
            "art/castle-lords/crown-hand.png",
            "art/castle-lords/crown-king.png",
            "art/castle-lords/dungeon.png",
            "art/castle-lords/emblem-bear.png",
            "art/castle-lords/emblem-boar.png",
            "art/castle-lords/emblem-eagle.png",
            "art/castle-lords/emblem-griffin.png",
            "art/castle-lords/emblem-lion.png",
            "art/castle-lords/emblem-stag.png",
            "art/castle-lords/emblem-unicorn.png",
            "art/castle-lords/emblem-wolf.png",
            "art/castle-lords/infantryman.png",
            "art/castle-lords/ivanhoe.png",
            "art/castle-lords/knight.png",
            "art/castle-lords/locksley.png",
        ),
        collection(typed, mapped)
    )]
    pub castle_lords: HashMap<AssetFileStem, Handle<Image>>,
    /// Of Knights and Ninjas': every card type, the fortification, the gems, the back.
    #[asset(
        paths(
            "art/knights-ninjas/archer.png",
            "art/knights-ninjas/back.png",
            "art/knights-ninjas/castle.png",
            "art/knights-ninjas/catapult.png",
            "art/knights-ninjas/dragon.png",
            "art/knights-ninjas/executioner.png",
            "art/knights-ninjas/fortification.png",
            "art/knights-ninjas/gem-blue.png",
            "art/knights-ninjas/gem-green.png",
            "art/knights-ninjas/gem-purple.png",
            "art/knights-ninjas/gem-red.png",
            "art/knights-ninjas/gem-white.png",
            "art/knights-ninjas/gem-yellow.png",
            "art/knights-ninjas/highwayman.png",
            "art/knights-ninjas/jester.png",
            "art/knights-ninjas/king.png",
            "art/knights-ninjas/kingdom.png",
            "art/knights-ninjas/knight.png",
            "art/knights-ninjas/ladder.png",
            "art/knights-ninjas/minstrel.png",
            "art/knights-ninjas/ninja.png",
            "art/knights-ninjas/peasant.png",
            "art/knights-ninjas/princess.png",
            "art/knights-ninjas/soldier.png",
            "art/knights-ninjas/traitor.png",
        ),
        collection(typed, mapped)
    )]
    pub knights_ninjas: HashMap<AssetFileStem, Handle<Image>>,
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
}

impl Art {
    /// A picture of `set` by name; a blank (the default image, drawn as nothing) when the
    /// name is not there, as in the headless tests, which load no files.
    fn from(set: &HashMap<AssetFileStem, Handle<Image>>, name: &str) -> Handle<Image> {
        set.get(name).cloned().unwrap_or_default()
    }

    /// One of Ivanhoe's pictures.
    pub fn ivanhoe(&self, name: &str) -> Handle<Image> {
        Self::from(&self.ivanhoe, name)
    }

    /// One of Castle Lords' pictures.
    pub fn castle_lords(&self, name: &str) -> Handle<Image> {
        Self::from(&self.castle_lords, name)
    }

    /// One of Of Knights and Ninjas' pictures.
    pub fn knights_ninjas(&self, name: &str) -> Handle<Image> {
        Self::from(&self.knights_ninjas, name)
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

    /// The browser cannot list a folder, so the files are named in this module: every picture
    /// `scripts/make-art` writes is loaded, and nothing loaded is missing from the list.
    #[test]
    fn the_loaded_pictures_are_those_make_art_writes() {
        let root = env!("CARGO_MANIFEST_DIR");
        let source = std::fs::read_to_string(format!("{root}/src/shell/art.rs")).unwrap();
        let listed: std::collections::BTreeSet<String> = source
            .lines()
            .filter_map(|l| l.trim().strip_prefix("\"art/"))
            .filter_map(|l| l.strip_suffix(".png\","))
            .map(String::from)
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
