//! Ivanhoe's levels on evidence: its rows of docs/AI.md's leads ([`LEADS`]) and the tables
//! whose chances are checked ([`CHECKED`]), read through [`bots::BotGame`].

use crate::State;
use rules_core::Game;

use Difficulty::{Hard, Normal};
use bots::calibration::{Checked, checked};
use bots::levels::leads::sections::{EVIDENCE, HARD_NORMAL};
use bots::levels::leads::{SHIPPED_HARD, games, not_shown, shown};
use bots::{Difficulty, Lead};

const IVANHOE: &str = State::NAME;
const NORMAL_EASY_IVANHOE: &str = "Normal against easy (2026-11-25)";

/// Ivanhoe's rows of docs/AI.md's table in "Levels offered, on evidence", in its order.
#[rustfmt::skip]
pub(super) const LEADS: &[Lead] = &[
    // Normal against easy: one normal against easies (two seats: head to head), 1,000 deals of
    // seed 1 at two seats, 300 at more, each played once per rotation of the seats. Played
    // again on 2026-11-27 (at 362ec9c): the very same games as its section reports.
    shown(IVANHOE, None, 2, Normal, games(1698.0, 2000), None, 1, NORMAL_EASY_IVANHOE),
    shown(IVANHOE, None, 3, Normal, games(672.0, 900), None, 1, NORMAL_EASY_IVANHOE),
    shown(IVANHOE, None, 4, Normal, games(795.0, 1200), None, 1, NORMAL_EASY_IVANHOE),
    shown(IVANHOE, None, 5, Normal, games(950.0, 1500), None, 1, NORMAL_EASY_IVANHOE),
    // Hard against normal: one hard (as shipped) against normals, two seats head to head.
    // Four seats (measured before the heuristic's change of 2026-11-25) measured again on
    // 2026-11-27, on seed 45.
    not_shown(IVANHOE, None, 2, Hard, games(166.0, 300), SHIPPED_HARD, 1, HARD_NORMAL),
    shown(IVANHOE, None, 3, Hard, games(98.0, 240), SHIPPED_HARD, 1, HARD_NORMAL),
    shown(IVANHOE, None, 4, Hard, games(39.0, 100), SHIPPED_HARD, 45, EVIDENCE),
    shown(IVANHOE, None, 5, Hard, games(87.0, 200), SHIPPED_HARD, 1, HARD_NORMAL),
];

/// Ivanhoe's tables whose chance correction was fitted on some seeds and checked on another,
/// as docs/AI.md's table in "Honest chances" reports them.
pub(super) const CHECKED: &[Checked] = &[
    checked(IVANHOE, None, 2, &[1, 2, 3], (4, 3_216, 600)),
    checked(IVANHOE, None, 3, &[1], (2, 4_085, 400)),
    checked(IVANHOE, None, 4, &[1], (2, 7_123, 600)),
    checked(IVANHOE, None, 5, &[1], (2, 4_736, 300)),
];
