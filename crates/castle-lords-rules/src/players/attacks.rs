//! What an attack is worth, in expected castle points, and when the heuristic holds back from
//! attacking; with the measured weights behind both.

use crate::RuleSet;
use rules_core::Seat;

use super::SEATS;
use super::armies::Plan;
use super::banners::{BoxList, box_list, boxes_after, controller};
use super::chances::control_chance;
use super::view::View;

/// What placing a new banner costs: little while the reserve lasts, more for the last one.
fn banner_cost(v: &View) -> f64 {
    match v.reserve[v.me] {
        0 | 1 => 1.5,
        2 => 1.0,
        _ => 0.6,
    }
}

/// The gain of an advanced attack: chances of control before and after, for us and for the
/// rivals whose chances it takes, plus the defenders won into the hand.
fn advanced_score(v: &View, c: usize, plan: Plan, before: &BoxList, after: &BoxList) -> f64 {
    let value = v.values[c] as f64;
    let lambda = FUTURE_ATTACKS * v.attacks_to_come();
    let mut gain =
        value * (control_chance(after, v.me, lambda) - control_chance(before, v.me, lambda));
    for r in (0..v.players).filter(|&r| r != v.me) {
        let lost = control_chance(before, r, lambda) - control_chance(after, r, lambda);
        gain += ADVANCED_DENIAL * value * lost * denial_weight(v, r);
    }
    let d = v.castles[c].defenders.len();
    gain += d as f64 * v.card_worth(0);
    gain - plan.size as f64 * v.card_worth(plan.size) - banner_cost(v) + ADVANCED_EAGERNESS
}

/// Added to every advanced attack's score: attacking whenever a banner is at hand, at the best
/// castle, beat weighing each attack on its own (4 players against three random players, 100
/// deals, seed 1: 27.8% of the games without it, 37.9% with 1, 40.3% with 3, the same above;
/// measured before [`FUTURE_ATTACKS`] and [`ADVANCED_DENIAL`]).
/// Banners placed early are the deep ones that control at the end, and the defenders come back
/// to the hand, so an attack costs a single card.
const ADVANCED_EAGERNESS: f64 = 3.0;

/// Basic and intermediate play: in the last this many rounds of drawing, an attack is made
/// only with a hand over the hand limit. Everyone must attack in the last round while they can,
/// with every card of an army's group, so a castle taken just before it with cards the limit
/// would have kept is mostly taken back, and those cards were the material of the last round's
/// own attacks. One `normal` seat against `easy` ones (300 deals of seed 13, with
/// [`GARRISON_EXTRA`]): basic play, 3 seats, 45.1% of the games without the rule, 49.7% with 1
/// round, 56.7% with 2, 67.2% with 3; intermediate play, 4 seats, 34.2%, 46.3%, 49.5% and
/// 41.7%: two rounds suit both rule sets.
///
/// [`GARRISON_EXTRA`]: super::armies::GARRISON_EXTRA
pub(super) const HOLD_BACK_ROUNDS: f64 = 2.0;

/// Advanced play: the banners kept in reserve for the last round (no attack places them before
/// it). Once every banner is placed, a player cannot attack any more (a reclaim costs three
/// cards), and in the last round attacks are forced: the last banners placed push the deepest
/// ones off the castles and decide who controls them. One `normal` seat against `easy` ones
/// (300 deals of seed 13, with [`GARRISON_EXTRA`]): keeping none, 3 seats 53.8% of the games,
/// 5 seats 20.7%, 6 seats 18.3%; keeping one, 62.2%, 26.9%, 21.3%; keeping two, 50.7%, 28.1%,
/// 22.7% (the fair share: 33.3%, 20%, 16.7%). With five or six players each castle sees more
/// attacks, and two banners kept measured best there.
///
/// [`GARRISON_EXTRA`]: super::armies::GARRISON_EXTRA
pub(super) fn banners_kept(players: usize) -> u8 {
    if players >= 5 { 2 } else { 1 }
}

/// Whether the heuristic holds back from attacking now ([`HOLD_BACK_ROUNDS`], [`banners_kept`]);
/// never in the last round, where an attack is compulsory.
pub(super) fn holds_back(v: &View) -> bool {
    if v.last_round {
        return false;
    }
    match v.rules {
        RuleSet::Advanced => v.reserve[v.me] <= banners_kept(v.players),
        _ => {
            v.hand.len() <= v.hand_limit
                && v.deck_size as f64 <= HOLD_BACK_ROUNDS * 2.0 * v.players as f64
        }
    }
}

/// Advanced: how much of [`View::attacks_to_come`]'s estimate the chance of control counts. Taken
/// whole, it expected so many attacks on every castle that no banner seemed to keep control,
/// every attack scored about alike, and the heuristic won 42.3% of the games against three
/// random players (100 deals, seed 1; the old docs/AI.md figure). Against three random players
/// (100 deals, seed 1, with no extra card) it won 74% counting none, 83.0% with 0.02, 82.4% with
/// 0.05, 77.8% with 0.15, 70.2% with 0.3; the attacks the other seats make mostly go elsewhere,
/// and our own next attack can take a castle back.
const FUTURE_ATTACKS: f64 = 0.02;

/// Advanced: what keeping a castle from a rival is worth beside taking it ourselves. Only the
/// top score of a hand wins its crown, so the leader's castles matter more than their points:
/// against three random players (500 deals, seed 1) 75.4% of the games without it, 81.0% at 1,
/// 81.5% at 2, 82.4% at 4, 82.4% at 6, 82.2% at 10.
const ADVANCED_DENIAL: f64 = 4.0;

/// Intermediate: what a first banner on a castle is worth, as a share of its value. Without it
/// the heuristic waited for the end of the hand while random players planted banners and
/// took castles back with equal armies: one random player against three heuristics won 20.5%
/// of the games (100 deals, seed 1); 13.0% at 0.1, 10.2% at 0.25, 5.4% at 0.4.
const PLANT_WEIGHT: f64 = 0.4;

/// What taking a king's crown (or keeping one from a rival) is worth, in castle points. With
/// points alone, heuristics shared the castles out and none reached a crown while a random
/// player sometimes did: one random player against three heuristics won 57.9% of the games
/// in intermediate play (100 deals, seed 1); with this bonus 25.5%.
const CROWN_WEIGHT: f64 = 6.0;

/// Basic and intermediate: only the top score of 10 points or more wins the king's crown that
/// brings the match closer, so points are worth far more where they cross that line. Returns
/// how taking castle `c` changes, if the table stayed as it is, whether we would win a king's
/// crown, plus most of what it takes from rivals who would.
fn crown_swing(v: &View, c: usize, previous: Option<Seat>) -> f64 {
    let mut scores = [0u32; SEATS];
    for (s, score) in scores.iter_mut().enumerate().take(v.players.min(SEATS)) {
        *score = v.score(s);
    }
    let mut after = scores;
    if previous != Some(v.me) {
        after[v.me] += v.values[c];
        if let Some(p) = previous {
            after[p] -= v.values[c];
        }
    }
    let king = |scores: &[u32; SEATS], s: Seat| -> f64 {
        let top = scores.iter().copied().max().unwrap_or(0);
        if scores[s] >= crate::CROWN_POINTS && scores[s] == top {
            1.0
        } else {
            0.0
        }
    };
    let mut swing = king(&after, v.me) - king(&scores, v.me);
    for r in (0..v.players.min(SEATS)).filter(|&r| r != v.me) {
        swing += 0.8 * (king(&scores, r) - king(&after, r));
    }
    swing
}

/// What control of a castle is worth to a rival beyond its points: a lot when they are the one
/// about to win the match or lead the hand.
fn denial_weight(v: &View, rival: Seat) -> f64 {
    let mine = v.score(v.me);
    let theirs = v.score(rival);
    let mut w: f64 = if theirs >= mine { 0.5 } else { 0.3 };
    if v.kings[rival] > v.kings[v.me] {
        w += 0.3;
    }
    w
}

/// The expected gain of attacking castle `c` with `plan`, in castle points.
pub(super) fn attack_score(v: &View, c: usize, plan: Plan) -> f64 {
    let castle = &v.castles[c];
    let value = v.values[c] as f64;
    let before = box_list(castle);
    let after = boxes_after(v.rules, before, v.me);
    let ctrl_before = controller(v.rules, &before);
    let ctrl_after = controller(v.rules, &after);
    let d = castle.defenders.len();
    if v.rules == RuleSet::Advanced {
        return advanced_score(v, c, plan, &before, &after);
    }
    // Intermediate: a rival with a banner on the castle needs only to equal its defenders.
    let helped = |b: &BoxList, holder: Option<Seat>| {
        v.rules == RuleSet::Intermediate
            && b.slots[..b.len]
                .iter()
                .any(|&s| s.is_some() && s != holder && s != Some(v.me))
    };
    let effective = |army: usize, b: &BoxList, holder: Option<Seat>| {
        army.saturating_sub(usize::from(helped(b, holder))).max(1)
    };
    let keep_before = v.hold_chance(effective(d, &before, ctrl_before));
    let keep_after = v.hold_chance(effective(plan.size, &after, ctrl_after));
    let mut gain = 0.0;
    if ctrl_after == Some(v.me) {
        gain += value * keep_after;
    }
    if ctrl_before == Some(v.me) {
        gain -= value * keep_before;
    } else if let Some(r) = ctrl_before
        && ctrl_after != Some(r)
    {
        gain += value * keep_before * denial_weight(v, r);
    }
    gain += CROWN_WEIGHT * keep_after * crown_swing(v, c, ctrl_before);
    let own_banner = before.slots[..before.len].contains(&Some(v.me));
    let banner_cost = if own_banner { 0.0 } else { banner_cost(v) };
    if v.rules == RuleSet::Intermediate && !own_banner {
        // A banner left on the castle lets a later army merely equal its defenders.
        gain += PLANT_WEIGHT * value;
    }
    // A banner of ours pushed into the dungeon is lost (basic, intermediate) or costs three
    // cards to reclaim (advanced).
    let pushed = before.len > 0
        && before.slots[before.len - 1] == Some(v.me)
        && after.slots[after.len - 1] != Some(v.me);
    let push_cost = if pushed && ctrl_before != Some(v.me) {
        0.5
    } else {
        0.0
    };
    gain - plan.size as f64 * v.card_worth(plan.size) - banner_cost - push_cost
}
