//! The game's assets, loaded through bevy_asset_loader while the loading screen shows (`load`): the
//! fonts (DejaVu and Junicode, free licences in `assets/fonts/`), the shared pictures
//! (`super::art`; each game's load once the title shows) and the sounds (synthesised by
//! `scripts/make-sounds`). Every outside file is credited in `assets/CREDITS.md` and on the
//! Credits screen.

use bevy::prelude::*;
use bevy_asset_loader::prelude::*;

/// The fonts of the game.
#[derive(AssetCollection, Resource, Clone)]
pub struct Fonts {
    /// Body text, card values and symbols.
    #[asset(path = "fonts/DejaVuSans.ttf")]
    pub regular: Handle<Font>,
    /// Bold body text.
    #[asset(path = "fonts/DejaVuSans-Bold.ttf")]
    pub bold: Handle<Font>,
    /// The period face: titles, card names, the winner's screen (Junicode, free licence in
    /// `assets/fonts/LICENSE-Junicode.txt`).
    #[asset(path = "fonts/Junicode-Bold.ttf")]
    pub display: Handle<Font>,
}

/// The sounds of the game, Ogg Vorbis files written by `scripts/make-sounds`: what each is for
/// is the table kit's (`table::sound::Sound`).
#[derive(AssetCollection, Resource, Clone)]
pub struct Sounds {
    /// A card drawn.
    #[asset(path = "sounds/draw.ogg")]
    pub draw: Handle<AudioSource>,
    /// A card played.
    #[asset(path = "sounds/play.ogg")]
    pub play: Handle<AudioSource>,
    /// A card discarded.
    #[asset(path = "sounds/discard.ogg")]
    pub discard: Handle<AudioSource>,
    /// A shuffle.
    #[asset(path = "sounds/shuffle.ogg")]
    pub shuffle: Handle<AudioSource>,
    /// A fanfare: a tournament, a castle, a match won.
    #[asset(path = "sounds/fanfare.ogg")]
    pub fanfare: Handle<AudioSource>,
    /// An army marching.
    #[asset(path = "sounds/march.ogg")]
    pub march: Handle<AudioSource>,
    /// A banner falling.
    #[asset(path = "sounds/banner.ogg")]
    pub banner: Handle<AudioSource>,
    /// Gems clinking.
    #[asset(path = "sounds/clink.ogg")]
    pub clink: Handle<AudioSource>,
    /// Gems stolen.
    #[asset(path = "sounds/stolen.ogg")]
    pub stolen: Handle<AudioSource>,
    /// A small bell: a person's turn.
    #[asset(path = "sounds/turn.ogg")]
    pub turn: Handle<AudioSource>,
    /// A soft tick: a choice refused.
    #[asset(path = "sounds/refused.ogg")]
    pub refused: Handle<AudioSource>,
    /// The quiet background loop.
    #[asset(path = "sounds/music.ogg")]
    pub music: Handle<AudioSource>,
}
