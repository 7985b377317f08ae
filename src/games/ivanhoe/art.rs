//! Ivanhoe's pictures: the colours' emblems, the supporters, each action card, the back: files written by `scripts/make-art` (listed in
//! `scripts/art-list.txt`), which the shell loads once the title shows (`shell::art::register`).

use rules_core::Game;

use shell::art::GamePictures;

/// Ivanhoe's pictures: the colours' emblems, the supporters, each action card, the back.
pub struct IvanhoeArt;

impl GamePictures for IvanhoeArt {
    const GAME: &'static str = <ivanhoe_rules::State as Game>::NAME;
    const PATHS: &'static [&'static str] = &[
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
    ];
}
