use super::*;

#[test]
fn ciede2000_matches_the_published_test_data_of_sharma_wu_and_dalal() {
    // (L1, a1, b1, L2, a2, b2, ΔE00): pairs 1, 2, 3, 7, 9, 11, 13, 16, 17, 18, 25, 26, 33
    // and 34 of Table 1 of Sharma, Wu & Dalal (2005), chosen to cover the blue rotation
    // term, neutral colours (the G term), the hue wrap-around at 0°/360° and both ends of
    // the lightness scale.
    const PAIRS: [[f64; 7]; 14] = [
        [50.0, 2.6772, -79.7751, 50.0, 0.0, -82.7485, 2.0425],
        [50.0, 3.1571, -77.2803, 50.0, 0.0, -82.7485, 2.8615],
        [50.0, 2.8361, -74.0200, 50.0, 0.0, -82.7485, 3.4412],
        [50.0, 0.0, 0.0, 50.0, -1.0, 2.0, 2.3669],
        [50.0, 2.49, -0.001, 50.0, -2.49, 0.0009, 7.1792],
        [50.0, 2.49, -0.001, 50.0, -2.49, 0.0011, 7.2195],
        [50.0, -0.001, 2.49, 50.0, 0.0009, -2.49, 4.8045],
        [50.0, 2.5, 0.0, 50.0, 0.0, -2.5, 4.3065],
        [50.0, 2.5, 0.0, 73.0, 25.0, -18.0, 27.1492],
        [50.0, 2.5, 0.0, 61.0, -5.0, 29.0, 22.8977],
        [
            60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644,
        ],
        [
            63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.2630,
        ],
        [90.8027, -2.0831, 1.4410, 91.1528, -1.6435, 0.0447, 1.4441],
        [2.0776, 0.0795, -1.1350, 0.9033, -0.0636, -0.5514, 0.9082],
    ];
    for p in PAIRS {
        let forward = ciede2000([p[0], p[1], p[2]], [p[3], p[4], p[5]]);
        let backward = ciede2000([p[3], p[4], p[5]], [p[0], p[1], p[2]]);
        assert!((forward - p[6]).abs() < 1e-4, "{p:?}: got {forward}");
        assert!(
            (backward - p[6]).abs() < 1e-4,
            "{p:?} reversed: got {backward}"
        );
    }
}

#[test]
fn white_against_black_is_100_and_a_colour_against_itself_is_0() {
    assert!((difference([1.0; 3], [0.0; 3]) - 100.0).abs() < 1e-3);
    assert_eq!(difference([0.3, 0.6, 0.2], [0.3, 0.6, 0.2]), 0.0);
}

#[test]
fn difference_is_symmetric() {
    let (a, b) = ([0.80, 0.20, 0.18], [0.20, 0.42, 0.82]);
    assert_eq!(difference(a, b), difference(b, a));
}

#[test]
fn srgb_white_and_greys_are_neutral_in_cielab() {
    let white = lab([1.0; 3]);
    assert!((white[0] - 100.0).abs() < 1e-9 && white[1].abs() < 1e-9 && white[2].abs() < 1e-9);
    let grey = lab([0.5; 3]);
    assert!(grey[1].abs() < 1e-9 && grey[2].abs() < 1e-9);
    // sRGB 0.5 is 21.4% of white's luminance: L* 53.39.
    assert!((grey[0] - 53.39).abs() < 0.01, "{grey:?}");
}

#[test]
fn pure_red_has_the_cielab_values_of_the_srgb_standard() {
    // sRGB red in CIELAB (D65): 53.24, 80.09, 67.20 (Lindbloom's calculator and others).
    let red = lab([1.0, 0.0, 0.0]);
    let expected = [53.24, 80.09, 67.20];
    for (got, want) in red.iter().zip(expected) {
        assert!((got - want).abs() < 0.01, "{red:?}");
    }
}

#[test]
fn simulation_leaves_greys_unchanged_under_every_vision() {
    for vision in Vision::ALL {
        for level in [0.0, 0.18, 0.5, 0.73, 1.0] {
            let seen = simulate(vision, [level; 3]);
            for channel in seen {
                assert!(
                    (channel - level).abs() < 1e-4,
                    "{vision}: {level} became {seen:?}"
                );
            }
        }
    }
}

#[test]
fn typical_vision_leaves_every_colour_as_it_is() {
    let colour = [0.58, 0.32, 0.70];
    assert_eq!(simulate(Vision::Typical, colour), colour);
}

#[test]
fn every_simulation_matrix_keeps_white_white() {
    for m in [PROTANOPIA, DEUTERANOPIA, TRITANOPIA] {
        for row in m {
            assert!((row.iter().sum::<f64>() - 1.0).abs() < 2e-6, "{row:?}");
        }
    }
}

#[test]
fn simulation_stays_within_the_displayable_range() {
    for vision in Vision::ALL {
        for rgb in [
            [1.0, 0.0, 0.0],
            [0.0, 1.0, 0.0],
            [0.0, 0.0, 1.0],
            [2.0, -1.0, 0.5],
        ] {
            let seen = simulate(vision, rgb);
            assert!(
                seen.iter().all(|c| (0.0..=1.0).contains(c)),
                "{vision}: {seen:?}"
            );
        }
    }
}

#[test]
fn missing_red_or_green_cones_make_red_and_green_alike_but_not_blue_and_yellow() {
    // A brick red and an olive green of about the same lightness: far apart for typical
    // vision (34), close for deuteranopes (1.3) and protanopes (8.1, the red darker);
    // blue and yellow stay far apart for both.
    let (red, green) = ([0.70, 0.35, 0.15], [0.45, 0.50, 0.15]);
    assert!(difference(red, green) > 30.0);
    let deutan = difference(
        simulate(Vision::Deuteranopia, red),
        simulate(Vision::Deuteranopia, green),
    );
    assert!(deutan < 2.0, "{deutan}");
    let protan = difference(
        simulate(Vision::Protanopia, red),
        simulate(Vision::Protanopia, green),
    );
    assert!(protan < THRESHOLD, "{protan}");
    for vision in [Vision::Protanopia, Vision::Deuteranopia] {
        let (blue, yellow) = ([0.20, 0.40, 0.85], [0.95, 0.80, 0.20]);
        let far = difference(simulate(vision, blue), simulate(vision, yellow));
        assert!(far > 40.0, "{vision}: {far}");
    }
}

#[test]
fn tritanopia_makes_blue_and_green_alike() {
    // A teal blue and a sea green: 28 apart for typical vision, 4.9 for tritanopes.
    let (blue, green) = ([0.20, 0.55, 0.70], [0.30, 0.58, 0.45]);
    assert!(difference(blue, green) > 20.0);
    let seen = difference(
        simulate(Vision::Tritanopia, blue),
        simulate(Vision::Tritanopia, green),
    );
    assert!(seen < 6.0, "{seen}");
}

#[test]
fn check_fails_on_a_red_green_pair_and_names_the_visions_that_confuse_it() {
    let palette = [("red", [0.70, 0.35, 0.15]), ("green", [0.45, 0.50, 0.15])];
    let clashes = check(&palette, THRESHOLD).unwrap_err();
    let visions: Vec<Vision> = clashes.iter().map(|c| c.vision).collect();
    assert!(visions.contains(&Vision::Protanopia), "{clashes:?}");
    assert!(visions.contains(&Vision::Deuteranopia), "{clashes:?}");
    assert!(!visions.contains(&Vision::Typical), "{clashes:?}");
    for clash in &clashes {
        assert_eq!(
            (clash.first.as_str(), clash.second.as_str()),
            ("red", "green")
        );
        assert!(clash.difference < THRESHOLD);
        assert_eq!(clash.threshold, THRESHOLD);
    }
}

#[test]
fn check_passes_on_clearly_distinct_colours() {
    let palette = [
        ("black", [0.0, 0.0, 0.0]),
        ("white", [1.0, 1.0, 1.0]),
        ("blue", [0.10, 0.30, 0.85]),
        ("orange", [0.95, 0.60, 0.10]),
    ];
    assert_eq!(check(&palette, THRESHOLD), Ok(()));
}

#[test]
fn check_passes_on_the_okabe_ito_palette_made_for_colour_blind_readers() {
    // Okabe & Ito (2002), "Color Universal Design": its eight colours, as published in hex.
    let hex = |h: u32| [(h >> 16) & 255, (h >> 8) & 255, h & 255].map(|c| c as f32 / 255.0);
    let palette = [
        ("black", hex(0x000000)),
        ("orange", hex(0xE69F00)),
        ("sky blue", hex(0x56B4E9)),
        ("bluish green", hex(0x009E73)),
        ("yellow", hex(0xF0E442)),
        ("blue", hex(0x0072B2)),
        ("vermillion", hex(0xD55E00)),
        ("reddish purple", hex(0xCC79A7)),
    ];
    assert_eq!(check(&palette, THRESHOLD), Ok(()));
    // Its closest pair (orange and reddish purple under tritanopia, 10.9) would fail at 12.
    assert!(check(&palette, 12.0).is_err());
}

#[test]
fn check_looks_at_typical_vision_too() {
    let palette = [("red", [0.80, 0.20, 0.18]), ("brick", [0.78, 0.22, 0.18])];
    let clashes = check(&palette, THRESHOLD).unwrap_err();
    assert_eq!(clashes[0].vision, Vision::Typical);
    assert_eq!(clashes.len(), Vision::ALL.len());
}

#[test]
fn check_compares_every_pair_not_only_neighbours() {
    // The first and the last are the same colour; the middle one is far from both.
    let palette = [
        ("a", [0.9, 0.9, 0.9]),
        ("b", [0.1, 0.1, 0.1]),
        ("c", [0.9, 0.9, 0.9]),
    ];
    let clashes = check(&palette, THRESHOLD).unwrap_err();
    assert_eq!(clashes.len(), Vision::ALL.len());
    assert!(
        clashes
            .iter()
            .all(|c| c.first == "a" && c.second == "c" && c.difference == 0.0)
    );
}

#[test]
fn check_of_an_empty_or_single_colour_palette_passes() {
    assert_eq!(check(&[], THRESHOLD), Ok(()));
    assert_eq!(check(&[("red", [1.0, 0.0, 0.0])], THRESHOLD), Ok(()));
}

#[test]
fn a_clash_names_both_colours_the_vision_and_the_distance() {
    let clash = Clash {
        vision: Vision::Deuteranopia,
        first: "purple".into(),
        second: "blue".into(),
        difference: 7.26,
        threshold: 10.0,
    };
    assert_eq!(
        clash.to_string(),
        "purple and blue are 7.3 apart under deuteranopia (at least 10 needed)"
    );
    let typical = Clash {
        vision: Vision::Typical,
        ..clash
    };
    assert!(
        typical
            .to_string()
            .ends_with("under typical vision (at least 10 needed)")
    );
}

/// `assert_apart` fails on a palette with a clash, naming the palette and the pair.
#[test]
#[should_panic(expected = "seats: red and olive")]
fn assert_apart_names_the_palette_and_the_pair_that_clash() {
    let palette = [
        ("red".to_string(), [0.70, 0.35, 0.15]),
        ("olive".to_string(), [0.45, 0.50, 0.15]),
    ];
    assert_apart("seats", &palette);
}

/// `assert_apart` passes a palette whose colours differ in lightness.
#[test]
fn assert_apart_passes_black_white_and_a_blue() {
    let palette = [
        ("black".to_string(), [0.0, 0.0, 0.0]),
        ("white".to_string(), [1.0, 1.0, 1.0]),
        ("blue".to_string(), [0.0, 0.45, 0.70]),
    ];
    assert_apart("plain", &palette);
}
