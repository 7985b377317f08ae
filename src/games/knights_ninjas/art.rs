//! Of Knights and Ninjas' pictures: every card type, the fortification, the gems, the back: files written by `scripts/make-art` (listed in
//! `scripts/art-list.txt`), which the shell loads once the title shows (`shell::art::register`).

use rules_core::Game;

use shell::art::GamePictures;

/// Of Knights and Ninjas' pictures: every card type, the fortification, the gems, the back.
pub struct KnightsNinjasArt;

impl GamePictures for KnightsNinjasArt {
    const GAME: &'static str = <knights_ninjas_rules::State as Game>::NAME;
    const PATHS: &'static [&'static str] = &[
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
    ];
}
