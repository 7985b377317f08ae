//! Castle Lords' pictures: the soldiers, the emblems, Ivanhoé and Locksley, the pieces, the back: files written by `scripts/make-art` (listed in
//! `scripts/art-list.txt`), which the shell loads once the title shows (`shell::art::register`).

use rules_core::Game;

use shell::art::GamePictures;

/// Castle Lords' pictures: the soldiers, the emblems, Ivanhoé and Locksley, the pieces, the back.
pub struct CastleLordsArt;

impl GamePictures for CastleLordsArt {
    const GAME: &'static str = <castle_lords_rules::State as Game>::NAME;
    const PATHS: &'static [&'static str] = &[
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
    ];
}
