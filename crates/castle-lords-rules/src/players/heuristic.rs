//! The rule-based player, [`Heuristic`]: its choice in every phase, from a [`View`].

use crate::{Action, Card, Observation, Phase, State};

use super::CASTLES;
use super::armies::{keep_value_in, least_useful, plan_army, with_card};
use super::attacks::{attack_score, holds_back};
use super::view::View;
use bots::scoring::best_by;
use bots::{RuleBased, Rules};

/// Rule-based Castle Lords, deciding from the observation alone.
///
/// - **Cards** are judged by the largest group (emblem, or type where armies may share one)
///   they belong to; Ivanhoé and Locksley, who join any army, are kept above all.
/// - **Exchange**: it offers its least useful card; proposes its least useful card for an offer
///   that would join a bigger group than that card's; picks the proposal that joins its biggest
///   group.
/// - **Attacks**: each castle it can take is scored in expected points at the end of the hand:
///   its value times the chance the army holds it until then (fewer opponents' turns left, a
///   bigger army), plus a share of the value it takes from a rival (more when that rival leads
///   or is ahead in crowns), less what the cards and the banner are worth. Cards are worth less
///   as the hand goes on, little when the hand limit would discard them, and almost nothing in
///   the last round. It attacks the best castle when that is worth it, but holds back before
///   the last round, where attacks are forced: in basic and intermediate play in the last two
///   rounds of drawing, unless the hand is over its limit; in advanced play with its last
///   banner (its last two at five or six seats).
/// - **Armies** use the characteristic that needs the fewest wild cards; they are big enough,
///   plus the cards the hand limit would discard anyway, plus up to four more cards of the
///   group (a big garrison is answered rarely), and in the last round every card that fits
///   (the hand is discarded once no attack is possible).
/// - **Reclaims** (advanced): when out of banners with at least five cards, or low on banners
///   with a big hand.
/// - **Discards**: the least useful cards.
pub type Heuristic = RuleBased<State>;

impl Rules for State {
    fn decide(observation: &Observation, legal: &[Action]) -> Action {
        decide(&View::from_observation(observation), legal)
    }
}

/// The heuristic's choice in view `v` among `legal`.
pub(super) fn decide(v: &View, legal: &[Action]) -> Action {
    let allowed = v.allowed();
    let fallback = legal[0];
    match v.phase {
        Phase::Offer | Phase::Reclaim { .. } | Phase::Discard => quick_choice(v)
            .filter(|a| legal.contains(a))
            .unwrap_or(fallback),
        Phase::Propose { .. } => match quick_choice(v) {
            Some(a) if legal.contains(&a) => a,
            _ => fallback,
        },
        Phase::Pick => best_by(legal, |a| match a {
            Action::Pick(s) => {
                let card = v.proposals.get(*s).copied().flatten()?;
                Some(keep_value_in(
                    &with_card(&v.hand_counts, card),
                    card,
                    allowed,
                ))
            }
            _ => None,
        }),
        Phase::Main => {
            main_choice(v, legal.iter().copied(), |a| legal.contains(a)).unwrap_or(fallback)
        }
        Phase::Army { castle } => {
            army_step(v, castle as usize, |a| legal.contains(a)).unwrap_or(fallback)
        }
        Phase::Over => fallback,
    }
}

/// The heuristic's choice in the steps where it needs no list of the legal actions: the
/// card to offer, to propose (or to decline), to discard. Any card in hand is legal there, so
/// a rollout asks the rules about this one card only. `None` where the phase needs the list
/// (the attack step, a pick, an army) or the hand is empty.
pub(super) fn quick_choice(v: &View) -> Option<Action> {
    let allowed = v.allowed();
    let counts = &v.hand_counts;
    match v.phase {
        Phase::Offer => least_useful(counts, allowed, v.hand.kinds()).map(Action::Offer),
        Phase::Reclaim { .. } | Phase::Discard => {
            least_useful(counts, allowed, v.hand.kinds()).map(Action::Discard)
        }
        Phase::Propose { .. } => {
            let offer = v.offer?;
            let wanted = keep_value_in(&with_card(counts, offer), offer, allowed);
            let give = least_useful(counts, allowed, v.hand.kinds().filter(|c| !c.is_wild()));
            Some(match give {
                Some(g) if wanted > keep_value_in(counts, g, allowed) + 0.5 => Action::Propose(g),
                _ => Action::Decline,
            })
        }
        _ => None,
    }
}

/// The attack step: the best castle, a reclaim, or pass. `candidates` are weighed first (ties
/// go to the earlier one), then `legal` is asked about them from the best down, so a rollout
/// checks one or two actions rather than listing them all. `None` when nothing weighed is
/// legal.
pub(super) fn main_choice(
    v: &View,
    candidates: impl Iterator<Item = Action>,
    legal: impl Fn(&Action) -> bool,
) -> Option<Action> {
    let mut weighed = [(0.0, Action::Pass); CASTLES + 2];
    let mut n = 0;
    for a in candidates.take(weighed.len()) {
        let score = match a {
            Action::Attack(c) => {
                let c = c as usize;
                let Some(plan) = plan_army(v, c).filter(|_| !holds_back(v)) else {
                    continue;
                };
                attack_score(v, c, plan)
            }
            Action::Reclaim => {
                let reserve = v.reserve[v.me];
                let hand = v.hand.len();
                if v.last_round {
                    // A reclaim in the last round forces an attack after it: only for one
                    // worth making (passing there merely discards the hand).
                    if reserve > 0 {
                        continue;
                    }
                    let best_attack = (0..v.castles.len())
                        .filter_map(|c| plan_army(v, c).map(|p| attack_score(v, c, p)))
                        .fold(f64::NEG_INFINITY, f64::max);
                    if best_attack > 0.5 {
                        best_attack - 0.5
                    } else {
                        continue;
                    }
                } else if (reserve == 0 && hand >= 5) || (reserve <= 1 && hand >= 9) {
                    0.5
                } else {
                    continue;
                }
            }
            Action::Pass => 0.0,
            _ => continue,
        };
        weighed[n] = (score, a);
        n += 1;
    }
    // A stable sort: equal scores keep the candidates' order.
    weighed[..n].sort_by(|a, b| b.0.total_cmp(&a.0));
    weighed[..n].iter().map(|&(_, a)| a).find(|a| legal(a))
}

/// One step of forming the army against castle `c`: add the next card of the plan, or launch.
/// `legal` says whether an action is legal: the cards are weighed first and asked about in
/// order of preference, so a rollout checks one or two cards rather than the whole hand.
/// `None` when nothing weighed is legal.
pub(super) fn army_step(v: &View, c: usize, legal: impl Fn(&Action) -> bool) -> Option<Action> {
    let plan = plan_army(v, c);
    let size = plan.map_or(0, |p| p.size);
    if v.army.len() >= size.max(v.needed(v.me, c)) && legal(&Action::Confirm) {
        return Some(Action::Confirm);
    }
    let allowed = v.allowed();
    let bit = plan.map(|p| 1u16 << p.bit);
    let counts = &v.hand_counts;
    // Plain cards of the plan's group first, the one that matters least elsewhere first; wild
    // cards only when the plan needs them. Ties keep the hand's order.
    let mut weighed = [(0.0, Card::IVANHOE); crate::cards::CARD_KINDS];
    let mut n = 0;
    for card in v.hand.kinds() {
        let fits = bit.is_none_or(|b| card.traits() & b != 0);
        let score = if !fits {
            1_000.0
        } else if card.is_wild() {
            500.0
        } else {
            keep_value_in(counts, card, allowed & !bit.unwrap_or(0))
        };
        weighed[n] = (score, card);
        n += 1;
    }
    weighed[..n].sort_by(|a, b| a.0.total_cmp(&b.0));
    weighed[..n]
        .iter()
        .map(|&(_, card)| Action::Add(card))
        .find(|a| legal(a))
        .or_else(|| legal(&Action::Confirm).then_some(Action::Confirm))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::players::attacks::HOLD_BACK_ROUNDS;
    use crate::{Options, RuleSet};
    use rules_core::{Game, GameRng, Status};

    /// Every attack-step decision of whole games of `rules` at each table size (the heuristic
    /// playing every seat, one action in four random so that hands and tables vary), with the
    /// view the heuristic decided from and its choice.
    fn attack_steps(rules: RuleSet, mut check: impl FnMut(&View, Action)) {
        for (players, seed) in (3..=6).flat_map(|p| (0..4).map(move |s| (p, s))) {
            let mut events = Vec::new();
            let mut game = State::new_game(&Options::new(players, rules), seed, &mut events)
                .expect("valid options");
            let mut legal = Vec::new();
            let mut rng = GameRng::new(seed);
            while let Status::Decision(seat) = game.status() {
                game.legal_actions(&mut legal);
                let view = View::from_state(&game, seat);
                let choice = decide(&view, &legal);
                if view.phase == Phase::Main {
                    check(&view, choice);
                }
                let played = if rng.below(4) == 0 {
                    legal[rng.below(legal.len())]
                } else {
                    choice
                };
                game.apply(&played, &mut events).expect("a legal action");
            }
        }
    }

    /// Basic and intermediate play: in the last two rounds of drawing the heuristic attacks only
    /// with a hand over its limit (it keeps the cards for the last round's forced attacks), and
    /// it still attacks there and earlier in the hand.
    #[test]
    fn the_last_rounds_of_drawing_hold_back_attacks_within_the_hand_limit() {
        for rules in [RuleSet::Basic, RuleSet::Intermediate] {
            let (mut held, mut attacks_late, mut attacks_early) = (0, 0, 0);
            attack_steps(rules, |v, choice| {
                let late = !v.last_round
                    && v.deck_size as f64 <= HOLD_BACK_ROUNDS * 2.0 * v.players as f64;
                let attack = matches!(choice, Action::Attack(_));
                if late && v.hand.len() <= v.hand_limit {
                    assert!(!attack, "{rules}: attacked with {} cards", v.hand.len());
                    held += 1;
                } else if late && attack {
                    attacks_late += 1;
                } else if attack && !v.last_round {
                    attacks_early += 1;
                }
            });
            assert!(
                held > 0 && attacks_early > 0,
                "{rules}: {held}, {attacks_early}"
            );
            assert!(attacks_late > 0, "{rules}: no attack over the hand limit");
        }
    }

    /// Advanced play: before the last round the heuristic never places its last banner (its
    /// last two at five or six seats), and it does attack with the banners before those.
    #[test]
    fn advanced_play_keeps_banners_for_the_last_round() {
        let (mut held, mut attacks) = (0, 0);
        attack_steps(RuleSet::Advanced, |v, choice| {
            let kept = if v.players >= 5 { 2 } else { 1 };
            let attack = matches!(choice, Action::Attack(_));
            if !v.last_round && v.reserve[v.me] <= kept && v.reserve[v.me] > 0 {
                assert!(
                    !attack,
                    "{} seats, {} banners left",
                    v.players, v.reserve[v.me]
                );
                held += 1;
            } else if attack {
                attacks += 1;
            }
        });
        assert!(held > 0 && attacks > 0, "{held}, {attacks}");
    }
}
