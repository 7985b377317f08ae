//! Whether a palette's colours stay apart for colour-blind players.
//!
//! A game that tells things apart by colour (seats, suits, hints) should also mark them with a
//! shape, an emblem or a word; this crate checks the colour half of that promise. [`check`]
//! takes every pair of a palette, shows both colours as a person with each kind of
//! dichromacy would see them ([`simulate`], after Machado, Oliveira & Fernandes 2009), and
//! measures how far apart they look ([`difference`], the CIEDE2000 colour difference). Any
//! pair that falls closer than the threshold (normally [`THRESHOLD`]) is a [`Clash`], named in
//! words a test's failure message can show as it is.
//!
//! Plain standard-library arithmetic, no dependencies, so a test of any crate can run it.

#![warn(missing_docs)]

use std::fmt;

/// The smallest CIEDE2000 difference ([`difference`]) that two colours a game tells apart
/// should keep under every [`Vision`].
///
/// Why 10:
/// - One unit of ΔE00 is roughly a just-noticeable difference between two large patches side
///   by side under ideal viewing (the often-quoted 2.3 is the same idea for the older CIELAB
///   ΔE*ab). A game's marks are small, seen briefly, apart from each other on a busy table,
///   and the difference needed to see two colours as different grows quickly as the mark
///   shrinks (Stone, Szafir & Setlur, "An engineering model for color difference as a function
///   of size", Color and Imaging Conference, 2014). So the limit must be several times a
///   just-noticeable difference: about 10 is where colours differ at a glance rather than on
///   inspection, the order categorical palettes for charts aim at.
/// - It is attainable, and little more would not be: the Okabe–Ito palette (Okabe & Ito,
///   "Color Universal Design", 2002), the usual reference of a palette made for colour-blind
///   readers, keeps all eight of its colours at least 10.9 apart under every vision here (the
///   crate's test `check_passes_on_the_okabe_ito_palette_made_for_colour_blind_readers`),
///   while a plain six-colour palette of saturated red, blue, yellow, green, purple and white
///   brings its blue and purple to about 6 under protanopia. A limit of 12 or more would fail
///   Okabe–Ito itself.
/// - Colour is never the only signal in this game (each colour also carries a shape, emblem
///   or word), so colour need only be the quick cue, not a sure one; a pair below 10 is one a
///   player with that vision would have to study. The cure is usually lightness, the one
///   axis every vision keeps.
pub const THRESHOLD: f32 = 10.0;

/// A colour as a gamma-encoded sRGB triple, each channel 0 to 1 (what Bevy's `Color::srgb`
/// takes). Channels outside 0 to 1 are clamped wherever this crate reads one.
pub type Rgb = [f32; 3];

/// A kind of colour vision that [`simulate`] can show a colour under.
///
/// The three dichromacies are the complete forms (severity 1.0 in Machado et al.), the worst
/// case of each: a palette that passes for them passes for the milder anomalous trichromacies
/// (protanomaly, deuteranomaly, tritanomaly) that are more common.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Vision {
    /// Typical trichromatic vision: the colour as it is.
    Typical,
    /// No working long-wavelength ("red") cones: reds look dark and close to greens.
    Protanopia,
    /// No working medium-wavelength ("green") cones, the most common form: reds, greens,
    /// browns and oranges close together.
    Deuteranopia,
    /// No working short-wavelength ("blue") cones, rare: blues close to greens, yellows close
    /// to pinks and greys.
    Tritanopia,
}

impl Vision {
    /// Every vision [`check`] tries, typical vision first.
    pub const ALL: [Vision; 4] = [
        Vision::Typical,
        Vision::Protanopia,
        Vision::Deuteranopia,
        Vision::Tritanopia,
    ];

    /// The name used in messages: "typical vision", "protanopia", …
    pub fn name(self) -> &'static str {
        match self {
            Vision::Typical => "typical vision",
            Vision::Protanopia => "protanopia",
            Vision::Deuteranopia => "deuteranopia",
            Vision::Tritanopia => "tritanopia",
        }
    }

    /// The matrix that takes linear RGB as seen with typical vision to linear RGB as seen with
    /// this vision; `None` for typical vision.
    fn matrix(self) -> Option<&'static [[f64; 3]; 3]> {
        match self {
            Vision::Typical => None,
            Vision::Protanopia => Some(&PROTANOPIA),
            Vision::Deuteranopia => Some(&DEUTERANOPIA),
            Vision::Tritanopia => Some(&TRITANOPIA),
        }
    }
}

impl fmt::Display for Vision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

// The simulation matrices of G. M. Machado, M. M. Oliveira and L. A. F. Fernandes, "A
// Physiologically-based Model for Simulation of Color Vision Deficiency", IEEE Transactions on
// Visualization and Computer Graphics 15(6), 1291–1298, 2009, at severity 1.0 (dichromacy),
// from the table of precomputed matrices the authors publish with the paper
// (https://www.inf.ufrgs.br/~oliveira/pubs_files/CVD_Simulation/CVD_Simulation.html). They act
// on LINEAR RGB (the paper's model works in the display's linear primaries), row by row:
// [R', G', B'] = M · [R, G, B]. Every row sums to 1 (to 6 decimals), so greys are kept; the
// values here are those the paper's table gives, as also found in its many reproductions
// (e.g. colour-science's `CVD_MATRICES_MACHADO2010`, the colorspace package).
const PROTANOPIA: [[f64; 3]; 3] = [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
];
const DEUTERANOPIA: [[f64; 3]; 3] = [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.011820, 0.042940, 0.968881],
];
const TRITANOPIA: [[f64; 3]; 3] = [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.303900],
];

/// The colour `rgb` as a person with `vision` would see it, as sRGB again.
///
/// The colour is decoded to linear RGB, multiplied by the vision's Machado et al. (2009)
/// matrix, clamped to what a display can show and encoded back to sRGB. Typical vision gives
/// the colour back as it is (clamped to 0 to 1). Greys stay the same grey under every vision.
pub fn simulate(vision: Vision, rgb: Rgb) -> Rgb {
    let Some(m) = vision.matrix() else {
        return rgb.map(|c| clamp01(f64::from(c)) as f32);
    };
    let lin = linear(rgb);
    let mut out = [0.0f32; 3];
    for (channel, row) in out.iter_mut().zip(m) {
        let value = row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2];
        *channel = encode(clamp01(value)) as f32;
    }
    out
}

/// How different `a` and `b` look, as the CIEDE2000 colour difference ΔE00 (CIE 142-2001).
///
/// Both colours are taken to CIE XYZ under the sRGB standard's D65 white, then to CIELAB,
/// where the formula is applied with its standard weights (kL = kC = kH = 1). 0 is the same
/// colour; about 1 is a just-noticeable difference between large patches; black against
/// white is 100. Symmetric in `a` and `b`. No vision is simulated here: to compare colours as
/// a colour-blind person would, pass them through [`simulate`] first (as [`check`] does).
pub fn difference(a: Rgb, b: Rgb) -> f32 {
    ciede2000(lab(a), lab(b)) as f32
}

/// Two colours of a palette that look too much alike under one vision, found by [`check`].
#[derive(Clone, Debug, PartialEq)]
pub struct Clash {
    /// The vision under which the two colours are too close.
    pub vision: Vision,
    /// The name of the colour that comes first in the palette.
    pub first: String,
    /// The name of the colour that comes later in the palette.
    pub second: String,
    /// Their CIEDE2000 difference ([`difference`]) as seen under `vision`.
    pub difference: f32,
    /// The threshold the check asked for, which `difference` falls short of.
    pub threshold: f32,
}

impl fmt::Display for Clash {
    /// "purple and blue are 7.3 apart under deuteranopia (at least 10 needed)".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} and {} are {:.1} apart under {} (at least {} needed)",
            self.first, self.second, self.difference, self.vision, self.threshold
        )
    }
}

/// Panics when two colours of `palette` (named `what` in the message) fall closer than
/// [`THRESHOLD`] under some [`Vision`], naming every clash: a game's test of its palette in one
/// call.
pub fn assert_apart(what: &str, palette: &[(String, Rgb)]) {
    let named: Vec<(&str, Rgb)> = palette.iter().map(|(n, c)| (n.as_str(), *c)).collect();
    if let Err(clashes) = check(&named, THRESHOLD) {
        let lines: Vec<String> = clashes.iter().map(|c| format!("{what}: {c}")).collect();
        panic!("{}", lines.join("\n"));
    }
}

/// Every pair of `palette` under every [`Vision`] (typical vision included) that falls closer
/// than `threshold` ([`THRESHOLD`] unless the caller has reason otherwise).
///
/// The palette is a list of (name, sRGB colour) for the colours the game tells apart; the names
/// only serve the messages. `Ok(())` when every pair keeps at least `threshold` apart under
/// every vision; otherwise every clash, ordered by vision (as in [`Vision::ALL`]) and then by
/// the pair's place in the palette, the first-listed colour as [`Clash::first`]. Two entries
/// with the same colour clash (at 0) whatever their names; a palette of fewer than two
/// colours always passes.
pub fn check(palette: &[(&str, Rgb)], threshold: f32) -> Result<(), Vec<Clash>> {
    let mut clashes = Vec::new();
    for vision in Vision::ALL {
        let seen: Vec<Rgb> = palette
            .iter()
            .map(|&(_, rgb)| simulate(vision, rgb))
            .collect();
        for i in 0..palette.len() {
            for j in i + 1..palette.len() {
                let difference = difference(seen[i], seen[j]);
                if difference < threshold {
                    clashes.push(Clash {
                        vision,
                        first: palette[i].0.to_string(),
                        second: palette[j].0.to_string(),
                        difference,
                        threshold,
                    });
                }
            }
        }
    }
    if clashes.is_empty() {
        Ok(())
    } else {
        Err(clashes)
    }
}

fn clamp01(value: f64) -> f64 {
    value.clamp(0.0, 1.0)
}

/// sRGB transfer function, encoded to linear (IEC 61966-2-1).
fn decode(c: f64) -> f64 {
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// sRGB transfer function, linear to encoded (IEC 61966-2-1).
fn encode(c: f64) -> f64 {
    if c <= 0.003_130_8 {
        c * 12.92
    } else {
        1.055 * c.powf(1.0 / 2.4) - 0.055
    }
}

fn linear(rgb: Rgb) -> [f64; 3] {
    rgb.map(|c| decode(clamp01(f64::from(c))))
}

/// Linear sRGB to CIE XYZ (D65), the sRGB standard's matrix; Y of white is 1.
const RGB_TO_XYZ: [[f64; 3]; 3] = [
    [0.412_456_4, 0.357_576_1, 0.180_437_5],
    [0.212_672_9, 0.715_152_2, 0.072_175_0],
    [0.019_333_9, 0.119_192_0, 0.950_304_1],
];

/// sRGB to CIELAB, relative to sRGB's white (the matrix's row sums, D65), so that greys have
/// a* = b* = 0 exactly.
fn lab(rgb: Rgb) -> [f64; 3] {
    let lin = linear(rgb);
    let xyz = RGB_TO_XYZ.map(|row| row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2]);
    let white = RGB_TO_XYZ.map(|row| row[0] + row[1] + row[2]);
    let f = |t: f64| {
        const DELTA: f64 = 6.0 / 29.0;
        if t > DELTA * DELTA * DELTA {
            t.cbrt()
        } else {
            t / (3.0 * DELTA * DELTA) + 4.0 / 29.0
        }
    };
    let fx = f(xyz[0] / white[0]);
    let fy = f(xyz[1] / white[1]);
    let fz = f(xyz[2] / white[2]);
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// The CIEDE2000 difference of two CIELAB colours, kL = kC = kH = 1, following the steps of
/// Sharma, Wu & Dalal, "The CIEDE2000 color-difference formula: implementation notes,
/// supplementary test data, and mathematical observations", Color Research & Application
/// 30(1), 21–30, 2005.
fn ciede2000(lab1: [f64; 3], lab2: [f64; 3]) -> f64 {
    let [l1, a1, b1] = lab1;
    let [l2, a2, b2] = lab2;
    let pow7 = |x: f64| x.powi(7);
    let twenty_five_7 = pow7(25.0);

    // 1. a' (the a axis stretched for neutral colours), C', h'.
    let c_mean = ((a1.hypot(b1)) + (a2.hypot(b2))) / 2.0;
    let g = 0.5 * (1.0 - (pow7(c_mean) / (pow7(c_mean) + twenty_five_7)).sqrt());
    let a1p = (1.0 + g) * a1;
    let a2p = (1.0 + g) * a2;
    let c1p = a1p.hypot(b1);
    let c2p = a2p.hypot(b2);
    let hue = |b: f64, ap: f64| {
        if b == 0.0 && ap == 0.0 {
            0.0
        } else {
            b.atan2(ap).to_degrees().rem_euclid(360.0)
        }
    };
    let h1p = hue(b1, a1p);
    let h2p = hue(b2, a2p);

    // 2. ΔL', ΔC', ΔH'.
    let dlp = l2 - l1;
    let dcp = c2p - c1p;
    let chroma_product = c1p * c2p;
    let dhp = if chroma_product == 0.0 {
        0.0
    } else {
        let d = h2p - h1p;
        if d > 180.0 {
            d - 360.0
        } else if d < -180.0 {
            d + 360.0
        } else {
            d
        }
    };
    let dhp_big = 2.0 * chroma_product.sqrt() * (dhp.to_radians() / 2.0).sin();

    // 3. The weighting functions.
    let lp_mean = (l1 + l2) / 2.0;
    let cp_mean = (c1p + c2p) / 2.0;
    let hp_mean = if chroma_product == 0.0 {
        h1p + h2p
    } else if (h1p - h2p).abs() <= 180.0 {
        (h1p + h2p) / 2.0
    } else if h1p + h2p < 360.0 {
        (h1p + h2p + 360.0) / 2.0
    } else {
        (h1p + h2p - 360.0) / 2.0
    };
    let cos_deg = |deg: f64| deg.to_radians().cos();
    let t = 1.0 - 0.17 * cos_deg(hp_mean - 30.0)
        + 0.24 * cos_deg(2.0 * hp_mean)
        + 0.32 * cos_deg(3.0 * hp_mean + 6.0)
        - 0.20 * cos_deg(4.0 * hp_mean - 63.0);
    let d_theta = 30.0 * (-((hp_mean - 275.0) / 25.0).powi(2)).exp();
    let r_c = 2.0 * (pow7(cp_mean) / (pow7(cp_mean) + twenty_five_7)).sqrt();
    let l_offset = (lp_mean - 50.0).powi(2);
    let s_l = 1.0 + 0.015 * l_offset / (20.0 + l_offset).sqrt();
    let s_c = 1.0 + 0.045 * cp_mean;
    let s_h = 1.0 + 0.015 * cp_mean * t;
    let r_t = -(2.0 * d_theta).to_radians().sin() * r_c;

    let l_term = dlp / s_l;
    let c_term = dcp / s_c;
    let h_term = dhp_big / s_h;
    (l_term * l_term + c_term * c_term + h_term * h_term + r_t * c_term * h_term).sqrt()
}

#[cfg(test)]
mod tests;
