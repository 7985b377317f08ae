//! Prints how far apart each pair of a palette stays under every vision, closest first: a tool
//! for choosing colours that pass the check.
//! Usage: cargo run -p colour-vision --example palette -- purple=0.5,0.3,0.66 red=0.8,0.22,0.2

use colour_vision::{THRESHOLD, Vision, difference, simulate};

fn main() {
    let mut palette = Vec::new();
    for arg in std::env::args().skip(1) {
        let Some((name, rgb)) = arg.split_once('=') else {
            eprintln!("{arg}: expected name=r,g,b");
            std::process::exit(2);
        };
        let parts: Vec<f32> = rgb.split(',').filter_map(|v| v.parse().ok()).collect();
        let [r, g, b] = parts[..] else {
            eprintln!("{arg}: expected three numbers from 0 to 1");
            std::process::exit(2);
        };
        palette.push((name.to_string(), [r, g, b]));
    }
    let mut rows = Vec::new();
    for vision in Vision::ALL {
        for (i, (a, ca)) in palette.iter().enumerate() {
            for (b, cb) in &palette[i + 1..] {
                let d = difference(simulate(vision, *ca), simulate(vision, *cb));
                rows.push((d, vision, a.clone(), b.clone()));
            }
        }
    }
    rows.sort_by(|x, y| x.0.total_cmp(&y.0));
    for (d, vision, a, b) in rows.iter().take(8) {
        let mark = if *d < THRESHOLD { "TOO CLOSE" } else { "" };
        println!("{d:6.2}  {vision:<14} {a} / {b} {mark}");
    }
}
