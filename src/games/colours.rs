//! The check that colour is never the only sign and never a trap: every set of colours the game
//! tells apart (Ivanhoe's five tournament colours, the seats' colours of Castle Lords' banners
//! and Of Knights and Ninjas' gems, Castle Lords' emblems, Of Knights and Ninjas' card groups,
//! Skirmish's six values)
//! stays at least `colour_vision::THRESHOLD` apart (CIEDE2000) for typical eyes and under
//! simulated protanopia, deuteranopia and tritanopia. Each colour also has its emblem, mark or
//! picture; this keeps the colour itself a quick cue for everyone.

use bevy::prelude::*;

/// A palette in the colour crate's terms: names and gamma-encoded sRGB.
fn palette(colours: Vec<(String, Color)>) -> Vec<(String, [f32; 3])> {
    colours
        .into_iter()
        .map(|(name, colour)| {
            let c = colour.to_srgba();
            (name, [c.red, c.green, c.blue])
        })
        .collect()
}

/// Every palette of the game, named.
fn palettes() -> Vec<(&'static str, Vec<(String, [f32; 3])>)> {
    use ivanhoe_rules::Colour;
    let ivanhoe = Colour::ALL
        .iter()
        .map(|c| (c.name().to_string(), super::ivanhoe::look::colour_hue(*c)))
        .collect();
    let seats = (0..6)
        .map(|s| (format!("seat {s}"), crate::shell::theme::seat_hue(s)))
        .collect();
    // The emblems of the published components (a data file may define up to eight; their
    // colours past these four are a cue only, the emblem's picture is on every card).
    let emblems = castle_lords_rules::Components::standard()
        .emblems()
        .iter()
        .enumerate()
        .map(|(e, name)| (name.clone(), super::castle_lords::look::emblem_hue(e)))
        .collect();
    let groups = knights_ninjas_rules::Card::ALL
        .iter()
        .map(|c| (format!("{c:?}"), super::knights_ninjas::look::card_hue(*c)))
        .collect::<Vec<_>>();
    // One card of each group: cards of one group share their colour on purpose.
    let mut distinct: Vec<(String, Color)> = Vec::new();
    for (name, colour) in groups {
        if !distinct.iter().any(|(_, c)| *c == colour) {
            distinct.push((name, colour));
        }
    }
    let values = skirmish_rules::Card::ALL
        .iter()
        .map(|c| (format!("{c:?}"), super::skirmish::look::card_hue(*c)))
        .collect();
    vec![
        ("ivanhoe-colours", palette(ivanhoe)),
        ("seat-colours", palette(seats)),
        ("castle-lords-emblems", palette(emblems)),
        ("knights-ninjas-card-groups", palette(distinct)),
        ("skirmish-card-values", palette(values)),
    ]
}

/// The rule of issue 46: two colours the game tells apart stay apart for every eye.
#[test]
fn every_palette_stays_apart_for_colour_blind_eyes() {
    let mut failures = Vec::new();
    for (what, colours) in palettes() {
        let named: Vec<(&str, [f32; 3])> = colours.iter().map(|(n, c)| (n.as_str(), *c)).collect();
        if let Err(clashes) = colour_vision::check(&named, colour_vision::THRESHOLD) {
            failures.extend(clashes.iter().map(|c| format!("{what}: {c}")));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The check catches what it is for: the seats' colours with a brick red and an olive green,
/// far apart for typical eyes, fail it under deuteranopia.
#[test]
fn the_check_fails_on_colours_a_colour_blind_eye_confuses() {
    let mut seats = palettes().swap_remove(1).1;
    seats[0].1 = [0.70, 0.35, 0.15];
    seats[3].1 = [0.45, 0.50, 0.15];
    let named: Vec<(&str, [f32; 3])> = seats.iter().map(|(n, c)| (n.as_str(), *c)).collect();
    let clashes = colour_vision::check(&named, colour_vision::THRESHOLD).unwrap_err();
    let between = |vision| {
        clashes
            .iter()
            .any(|c| c.vision == vision && c.first == "seat 0" && c.second == "seat 3")
    };
    assert!(between(colour_vision::Vision::Deuteranopia), "{clashes:?}");
    assert!(!between(colour_vision::Vision::Typical), "{clashes:?}");
}
