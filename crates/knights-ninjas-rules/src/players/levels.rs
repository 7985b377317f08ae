//! Of Knights and Ninjas' levels on evidence: its rows of docs/AI.md's leads ([`LEADS`]) and
//! the tables whose chances are checked ([`CHECKED`]), read through [`bots::BotGame`].

use crate::State;
use rules_core::Game;

use Difficulty::{Hard, Normal};
use bots::calibration::{Checked, checked};
use bots::levels::leads::sections::{EVIDENCE, HARD_NORMAL};
use bots::levels::leads::{SHIPPED_HARD, games, shown};
use bots::{Difficulty, Lead};

const NINJAS: &str = State::NAME;

/// Of Knights and Ninjas' rows of docs/AI.md's table in "Levels offered, on evidence", in its
/// order.
#[rustfmt::skip]
pub(super) const LEADS: &[Lead] = &[
    // Normal against easy: one normal against easies (two seats: head to head), 1,000 deals of
    // seed 1 at two seats, 300 at more, each played once per rotation of the seats; measured
    // before the deck ruling (a9267e1), again under it (two seats 69.3%, where it was 72.0%).
    shown(NINJAS, None, 2, Normal, games(1385.0, 2000), None, 1, EVIDENCE),
    shown(NINJAS, None, 3, Normal, games(358.0, 900), None, 1, EVIDENCE),
    shown(NINJAS, None, 4, Normal, games(387.0, 1200), None, 1, EVIDENCE),
    shown(NINJAS, None, 5, Normal, games(388.0, 1500), None, 1, EVIDENCE),
    shown(NINJAS, None, 6, Normal, games(395.0, 1800), None, 1, EVIDENCE),
    // Hard against normal: one hard (as shipped) against normals, two seats head to head.
    // Under the deck ruling (a9267e1): 2 seats deals 0 to 193 again, 3, 5 and 6 seats again
    // at 6e54930, 4 seats on 2026-11-27, on seed 45.
    shown(NINJAS, None, 2, Hard, games(327.0, 388), SHIPPED_HARD, 1, HARD_NORMAL),
    shown(NINJAS, None, 3, Hard, games(201.0, 300), SHIPPED_HARD, 1, HARD_NORMAL),
    shown(NINJAS, None, 4, Hard, games(51.0, 100), SHIPPED_HARD, 45, EVIDENCE),
    shown(NINJAS, None, 5, Hard, games(123.0, 300), SHIPPED_HARD, 1, HARD_NORMAL),
    shown(NINJAS, None, 6, Hard, games(104.0, 300), SHIPPED_HARD, 1, HARD_NORMAL),
];

/// Of Knights and Ninjas' tables whose chance correction was fitted on some seeds and checked
/// on another, as docs/AI.md's table in "Honest chances" reports them. Not checked: 6 seats
/// (no correction; see there for why).
pub(super) const CHECKED: &[Checked] = &[
    checked(NINJAS, None, 2, &[1], (2, 1_519, 300)),
    checked(NINJAS, None, 3, &[1], (2, 3_438, 600)),
    checked(NINJAS, None, 4, &[1], (2, 1_716, 400)),
    checked(NINJAS, None, 5, &[1], (2, 4_147, 600)),
];
