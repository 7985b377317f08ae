//! Castle Lords' levels on evidence: its rows of docs/AI.md's leads ([`LEADS`]) and the tables
//! whose chances are checked ([`CHECKED`]), read through [`bots::BotGame`]. Rows name their
//! rule set; two seats is the two-player variant.

use crate::State;
use rules_core::Game;

use Difficulty::{Expert, Hard, Normal};
use bots::calibration::{Checked, checked};
use bots::levels::leads::sections::{EVIDENCE, NORMAL_EASY_OTHERS};
use bots::levels::leads::{EXPERT_20000, HARD_5000, SHIPPED_HARD, games, not_shown, shown};
use bots::{Difficulty, Lead};

const CASTLE: &str = State::NAME;
const BASIC: Option<&str> = Some("basic");
const INTERMEDIATE: Option<&str> = Some("intermediate");
const ADVANCED: Option<&str> = Some("advanced");
const HARD_CASTLE: &str = "Hard against the Castle Lords heuristic that holds back (2026-11-26)";
const EXPERT_CASTLE: &str =
    "Expert against hard, Castle Lords, again (2026-11-24, four-round rollouts)";

/// Castle Lords' rows of docs/AI.md's table in "Levels offered, on evidence", in its order.
#[rustfmt::skip]
pub(super) const LEADS: &[Lead] = &[
    // Normal against easy: one normal against easies (two seats: head to head), 300 and 100
    // deals of seed 1, each played once per rotation of the seats. Played again on 2026-11-27
    // (at 362ec9c): the very same games as its section reports.
    shown(CASTLE, BASIC, 2, Normal, games(480.5, 600), None, 1, NORMAL_EASY_OTHERS),
    shown(CASTLE, BASIC, 3, Normal, games(189.5, 300), None, 1, NORMAL_EASY_OTHERS),
    shown(CASTLE, BASIC, 4, Normal, games(244.0, 400), None, 1, NORMAL_EASY_OTHERS),
    shown(CASTLE, BASIC, 5, Normal, games(355.0, 500), None, 1, NORMAL_EASY_OTHERS),
    shown(CASTLE, BASIC, 6, Normal, games(445.5, 600), None, 1, NORMAL_EASY_OTHERS),
    shown(CASTLE, INTERMEDIATE, 2, Normal, games(543.0, 600), None, 1, NORMAL_EASY_OTHERS),
    shown(CASTLE, INTERMEDIATE, 3, Normal, games(176.0, 300), None, 1, NORMAL_EASY_OTHERS),
    shown(CASTLE, INTERMEDIATE, 4, Normal, games(177.5, 400), None, 1, NORMAL_EASY_OTHERS),
    shown(CASTLE, INTERMEDIATE, 5, Normal, games(261.0, 500), None, 1, NORMAL_EASY_OTHERS),
    shown(CASTLE, INTERMEDIATE, 6, Normal, games(331.5, 600), None, 1, NORMAL_EASY_OTHERS),
    shown(CASTLE, ADVANCED, 2, Normal, games(506.0, 600), None, 1, NORMAL_EASY_OTHERS),
    shown(CASTLE, ADVANCED, 3, Normal, games(195.5, 300), None, 1, NORMAL_EASY_OTHERS),
    shown(CASTLE, ADVANCED, 4, Normal, games(166.25, 400), None, 1, NORMAL_EASY_OTHERS),
    shown(CASTLE, ADVANCED, 5, Normal, games(131.0 + 7.0 / 30.0, 500), None, 1, NORMAL_EASY_OTHERS),
    shown(CASTLE, ADVANCED, 6, Normal, games(129.0 + 1.0 / 3.0, 600), None, 1, NORMAL_EASY_OTHERS),
    // Hard against normal: since its heuristic holds back (2026-11-26), hard was measured
    // against it on a deal or three per table, its search at 5,000 iterations without its time
    // limit: too few games, and not the level as shipped. Not shown, so not offered, until
    // measured as intermediate play was at two, three and four seats on 2026-11-27 (hard won
    // every one of 100, 102 and 100 games, seed 45).
    not_shown(CASTLE, BASIC, 2, Hard, games(6.0, 6), HARD_5000, 1, HARD_CASTLE),
    not_shown(CASTLE, BASIC, 3, Hard, games(3.0, 3), HARD_5000, 1, HARD_CASTLE),
    not_shown(CASTLE, BASIC, 4, Hard, games(4.0, 4), HARD_5000, 1, HARD_CASTLE),
    not_shown(CASTLE, BASIC, 5, Hard, games(3.0, 5), HARD_5000, 1, HARD_CASTLE),
    not_shown(CASTLE, BASIC, 6, Hard, games(2.0, 2), HARD_5000, 1, HARD_CASTLE),
    shown(CASTLE, INTERMEDIATE, 2, Hard, games(100.0, 100), SHIPPED_HARD, 45, EVIDENCE),
    shown(CASTLE, INTERMEDIATE, 3, Hard, games(102.0, 102), SHIPPED_HARD, 45, EVIDENCE),
    shown(CASTLE, INTERMEDIATE, 4, Hard, games(100.0, 100), SHIPPED_HARD, 45, EVIDENCE),
    not_shown(CASTLE, INTERMEDIATE, 5, Hard, games(5.0, 5), HARD_5000, 1, HARD_CASTLE),
    not_shown(CASTLE, INTERMEDIATE, 6, Hard, games(2.0, 2), HARD_5000, 1, HARD_CASTLE),
    not_shown(CASTLE, ADVANCED, 2, Hard, games(6.0, 6), HARD_5000, 1, HARD_CASTLE),
    not_shown(CASTLE, ADVANCED, 3, Hard, games(3.0, 3), HARD_5000, 1, HARD_CASTLE),
    not_shown(CASTLE, ADVANCED, 4, Hard, games(4.0, 4), HARD_5000, 1, HARD_CASTLE),
    not_shown(CASTLE, ADVANCED, 5, Hard, games(3.0, 5), HARD_5000, 1, HARD_CASTLE),
    not_shown(CASTLE, ADVANCED, 6, Hard, games(13.0 / 3.0, 6), HARD_5000, 1, HARD_CASTLE),
    // Expert against hard, two-player variant of intermediate play, once the heuristic held
    // back: expert's search at 20,000 iterations against hard's 5,000, neither with its time
    // limit, 30 games.
    not_shown(CASTLE, INTERMEDIATE, 2, Expert, games(25.0, 30), EXPERT_20000, 11, EXPERT_CASTLE),
];

/// Castle Lords' tables whose chance correction was fitted on some seeds and checked on
/// another, as docs/AI.md's table in "Honest chances" reports them. Not checked (see there for
/// why): intermediate play at 5 and 6 seats and basic play at 6 (no correction); basic play at
/// 2 seats and advanced play at 2 and 3 (they borrow intermediate play's correction, unchecked).
pub(super) const CHECKED: &[Checked] = &[
    checked(CASTLE, INTERMEDIATE, 2, &[1], (2, 3_132, 400)),
    checked(CASTLE, INTERMEDIATE, 3, &[1, 2], (3, 2_264, 200)),
    checked(CASTLE, INTERMEDIATE, 4, &[1], (2, 4_531, 200)),
    checked(CASTLE, BASIC, 3, &[1], (2, 3_308, 300)),
    checked(CASTLE, BASIC, 4, &[1], (2, 4_693, 200)),
    checked(CASTLE, BASIC, 5, &[1], (2, 5_712, 300)),
    checked(CASTLE, ADVANCED, 4, &[1], (2, 3_255, 200)),
    checked(CASTLE, ADVANCED, 5, &[1], (2, 2_335, 300)),
    checked(CASTLE, ADVANCED, 6, &[1], (2, 1_200, 400)),
];
