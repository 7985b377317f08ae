//! The rule-based player, [`Heuristic`]: what cards are worth, its plans of attack against each
//! rival, and its choice in every phase, from a [`View`].

use crate::{Action, Card, Cards, Observation, Phase, Play, State};
use rules_core::Seat;

use bots::{RuleBased, Rules};

use super::view::View;

/// What a card in hand is worth, in gems: the attack cards by what they take, the answers by
/// what they save, the Jester most (it is any card).
fn worth(card: Card) -> f64 {
    match card {
        Card::Peasant => 0.4,
        Card::Soldier => 0.7,
        Card::Knight => 1.0,
        Card::King => 1.3,
        Card::Castle => 0.8,
        Card::Archer => 0.9,
        Card::Minstrel => 1.0,
        Card::Ladder => 0.5,
        Card::Catapult => 0.7,
        Card::Dragon => 1.5,
        Card::Ninja => 1.7,
        Card::Highwayman => 1.2,
        Card::Princess => 0.9,
        Card::Executioner => 1.3,
        Card::Traitor => 1.3,
        Card::Jester => 1.8,
    }
}

fn play_worth(play: Play) -> f64 {
    play.natural as f64 * worth(play.role) + play.jesters as f64 * worth(Card::Jester)
}

/// One card of `role` from `hand` (not yet counted in `used`): the card itself, else a Jester.
pub(super) fn take(hand: &Cards, used: &mut Cards, role: Card) -> Option<Play> {
    if hand.count(role) > used.count(role) {
        used.add(role);
        return Some(Play::card(role));
    }
    if hand.count(Card::Jester) > used.count(Card::Jester) {
        used.add(Card::Jester);
        return Some(Play::jester(role));
    }
    None
}

/// An attack on one rival: its first card and its value (expected gems, less the cards).
#[derive(Clone, Copy, Debug)]
struct Plan {
    first: Play,
    value: f64,
}

/// The best way to take gems from `rival` this turn, from the fortifications as they stand.
///
/// Three shapes: a Ninja alone (takes 2, whatever the walls; only an Executioner stops it); a
/// Dragon after any Archer is gone (takes 2; an Executioner or a Princess stops it); a strength
/// card (or a revolt of Peasants) after the Archer is gone and the Castle scaled or broken.
/// Expected gems fall with the rival's hand (their chance of an answer) and count more against
/// the leader, and much more when they win the game.
fn best_plan(v: &View, rival: Seat) -> Option<Plan> {
    let k = v.kingdoms[rival];
    if k.minstrel.is_some() {
        return None;
    }
    let gems = k.gems as f64;
    if gems == 0.0 {
        return None;
    }
    let scaled = v.attack.is_some_and(|a| !a.ladders.is_empty());
    let mine = v.gems(v.me) as f64;
    let target = v.target as f64;
    let leader_bonus = if v.leader() == Some(rival) { 0.3 } else { 0.0 };
    let worth_of = |taken: f64| {
        let mut w = taken * (1.0 + leader_bonus);
        if mine + taken >= target {
            w += 6.0;
        }
        w
    };
    let executioner = v.holds_chance(rival, 0.045);
    let answer = v.holds_chance(rival, 0.25);
    let mut best: Option<Plan> = None;
    let mut consider = |plan: Plan| {
        if best.is_none_or(|b| plan.value > b.value) {
            best = Some(plan);
        }
    };

    // A Ninja, whatever the walls.
    let mut used = Cards::new();
    if let Some(p) = take(&v.hand, &mut used, Card::Ninja) {
        let taken = gems.min(2.0) * (1.0 - executioner);
        consider(Plan {
            first: p,
            value: worth_of(taken) - play_worth(p),
        });
    }

    // Clearing the Archer: an Archer duel, or a Catapult (it also brings down the Castle).
    let mut used = Cards::new();
    let mut steps: Vec<Play> = Vec::new();
    let mut castle = k.castle.is_some() && !scaled;
    if k.archer.is_some() {
        if let Some(p) = take(&v.hand, &mut used, Card::Archer) {
            steps.push(p);
        } else if castle && let Some(p) = take(&v.hand, &mut used, Card::Catapult) {
            steps.push(p);
            castle = false;
        } else {
            return best;
        }
    }
    let prep: f64 = steps.iter().map(|&p| play_worth(p)).sum();

    // A Dragon: the Castle does not stop it.
    let mut dragon_used = used;
    if let Some(p) = take(&v.hand, &mut dragon_used, Card::Dragon) {
        let princess = v.holds_chance(rival, 0.03);
        let taken = gems.min(2.0) * (1.0 - executioner - princess).max(0.1);
        consider(Plan {
            first: steps.first().copied().unwrap_or(p),
            value: worth_of(taken) - prep - play_worth(p),
        });
    }

    // Scaling or breaking the Castle, then a strength card.
    if castle {
        if let Some(p) = take(&v.hand, &mut used, Card::Ladder) {
            steps.push(p);
        } else if let Some(p) = take(&v.hand, &mut used, Card::Catapult) {
            steps.push(p);
        } else {
            return best;
        }
    }
    let prep: f64 = steps.iter().map(|&p| play_worth(p)).sum();
    let rest = {
        let mut r = v.hand;
        r.remove_all(&used);
        r
    };
    let jesters = rest.count(Card::Jester);
    let mut strength_plays: Vec<Play> = Vec::new();
    for role in [Card::King, Card::Knight, Card::Soldier] {
        if rest.contains(role) {
            strength_plays.push(Play::card(role));
        } else if jesters > 0 {
            strength_plays.push(Play::jester(role));
        }
    }
    let peasants = rest.count(Card::Peasant);
    if peasants > 0 {
        strength_plays.push(Play::revolt(peasants, 0));
    }
    for p in strength_plays {
        let s = p.strength() as f64;
        // A stronger answer, a Traitor or a Princess may meet it; a Highwayman may take the
        // gems on their way.
        let taken = gems.min(s) * (1.0 - answer * 0.6) * 0.9;
        consider(Plan {
            first: steps.first().copied().unwrap_or(p),
            value: worth_of(taken) - prep - play_worth(p),
        });
    }
    best
}

/// What a fortification `role` before our kingdom is worth now, in gems.
fn fortify_value(v: &View, role: Card) -> f64 {
    let k = v.kingdoms[v.me];
    if k.slot(role).is_some() {
        return f64::NEG_INFINITY;
    }
    let gems = v.gems(v.me) as f64;
    match role {
        // Walls guard the gems against every strength card until broken.
        Card::Castle => 0.25 * gems + 0.2,
        Card::Archer => 0.3 * gems + 0.2,
        // A Minstrel protects for one round only; it is worth more kept as an answer.
        Card::Minstrel => 0.1 * gems - 0.5,
        _ => f64::NEG_INFINITY,
    }
}

/// The turn's choice (`Main`) or the next card of the attack (`Attack`).
fn attack_or_else(v: &View, legal: &[Action]) -> Action {
    let mut best: Option<(f64, Action)> = None;
    let mut consider = |score: f64, a: Action| {
        if legal.contains(&a) && best.is_none_or(|(b, _)| score > b) {
            best = Some((score, a));
        }
    };
    let rivals: Vec<Seat> = match (v.phase, v.attack) {
        (Phase::Attack, Some(a)) => vec![a.defender],
        _ => (0..v.players).filter(|&s| s != v.me).collect(),
    };
    for r in rivals {
        if let Some(plan) = best_plan(v, r)
            && plan.value > 0.2
        {
            consider(
                plan.value,
                Action::Attack {
                    target: r,
                    play: plan.first,
                },
            );
        }
    }
    if v.phase == Phase::Attack {
        consider(0.0, Action::End);
        return best.map_or(legal[0], |(_, a)| a);
    }
    for role in [Card::Castle, Card::Archer, Card::Minstrel] {
        let value = fortify_value(v, role);
        if value > 0.0 {
            // The card itself, a Jester only for a Castle or an Archer that matters.
            if v.hand.contains(role) {
                consider(value - worth(role) * 0.3, Action::Fortify(Play::card(role)));
            } else if value > 1.5 {
                consider(value - 1.0, Action::Fortify(Play::jester(role)));
            }
        }
    }
    // Otherwise: play nothing and discard the card we miss least.
    if let Some(card) = least_needed(v) {
        consider(0.0, Action::Discard(card));
    }
    consider(-1.0, Action::End);
    best.map_or(legal[0], |(_, a)| a)
}

/// The card to discard: the least worth, fortifications that cannot be laid counting little.
fn least_needed(v: &View) -> Option<Card> {
    let k = v.kingdoms[v.me];
    v.hand
        .kinds()
        .map(|c| {
            let mut w = worth(c);
            // A second fortification of a kind waits until the first falls.
            if c.can_fortify() && k.slot(c).is_some() {
                w -= 0.4;
            }
            (w, c)
        })
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, c)| c)
}

/// Answering the attack card aimed at us.
fn respond(v: &View, legal: &[Action]) -> Action {
    let Some(attack) = v.attack else {
        return Action::Pass;
    };
    let Some(exchange) = attack.exchange.as_ref() else {
        return Action::Pass;
    };
    let role = exchange.play.role;
    let other = attack.other(v.me);
    let gems = v.gems(v.me) as f64;
    let k = v.kingdoms[v.me];
    // What letting it through costs.
    let stake = match role {
        Card::Ninja => gems.min(2.0) + if k.archer.is_some() { 0.5 } else { 0.0 },
        Card::Dragon => gems.min(2.0) + if k.castle.is_some() { 0.5 } else { 0.0 },
        Card::Archer => 0.2 * gems,
        Card::Catapult => 0.4 * gems,
        Card::Ladder => 0.2 * gems,
        _ => gems.min(exchange.play.strength() as f64),
    };
    // Saving the whole stake for the game: near the end, every gem counts more.
    let danger = if v.gems(other) as f64 + stake >= v.target as f64 {
        6.0
    } else {
        0.0
    };
    let mut best = (0.0, Action::Pass);
    for a in legal {
        let Action::Respond(p) = a else { continue };
        let cost = play_worth(*p);
        let value = match p.role {
            Card::Traitor => {
                // Turned back on its owner: we keep ours and may take theirs.
                stake + danger + (v.gems(other) as f64).min(exchange.play.strength() as f64) * 0.6
                    - cost
            }
            Card::Princess => stake + danger + 0.8 - cost,
            Card::Executioner => stake + danger + 0.3 - cost,
            Card::Minstrel => stake + danger + 0.3 - cost * 0.8,
            r if r.has_strength() => {
                let left = (exchange.play.strength() as f64 - p.strength() as f64).max(0.0);
                let saved = stake - gems.min(left);
                let d = if left == 0.0 { danger } else { 0.0 };
                saved + d - cost
            }
            _ => continue,
        };
        if value > best.0 {
            best = (value, *a);
        }
    }
    best.1
}

/// The Highwayman window: steal gems in motion when they are worth the card, always when they
/// would win the game for their receiver or for us.
fn interrupt(v: &View, legal: &[Action]) -> Action {
    let Some(m) = v.motion else {
        return Action::Pass;
    };
    let gems = m.gems as f64;
    let mut value = gems;
    if v.gems(m.to) + m.gems >= v.target {
        value += 6.0;
    }
    if v.gems(v.me) + m.gems >= v.target {
        value += 6.0;
    }
    if v.leader() == Some(m.to) {
        value += 0.3 * gems;
    }
    let natural = Action::Steal(Play::card(Card::Highwayman));
    let jester = Action::Steal(Play::jester(Card::Highwayman));
    if legal.contains(&natural) && value > worth(Card::Highwayman) * 0.8 {
        natural
    } else if legal.contains(&jester) && value > worth(Card::Jester) {
        jester
    } else {
        Action::Pass
    }
}

/// The heuristic's choice in view `v` among `legal`.
pub(super) fn decide(v: &View, legal: &[Action]) -> Action {
    let action = match v.phase {
        Phase::Main | Phase::Attack => attack_or_else(v, legal),
        Phase::Fortify => {
            let mut best = (0.0, Action::End);
            for a in legal {
                if let Action::Fortify(p) = a
                    && p.natural == 1
                {
                    let value = fortify_value(v, p.role);
                    if value > best.0 {
                        best = (value, *a);
                    }
                }
            }
            best.1
        }
        Phase::Respond => respond(v, legal),
        Phase::Interrupt => interrupt(v, legal),
        Phase::Over => legal[0],
    };
    if legal.contains(&action) {
        action
    } else {
        legal[0]
    }
}

/// Rule-based Of Knights and Ninjas, deciding from the observation alone.
///
/// - **Attacking**: for each rival it works out the cheapest way to their gems from their
///   fortifications: a Ninja alone; a Dragon once any Archer is gone; or a strength card (or a
///   revolt) once the Archer is gone (an Archer duel or a Catapult) and the Castle scaled (a
///   Ladder) or broken (a Catapult). Each plan is valued in expected gems (less the bigger the
///   rival's hand, their chance of an answer), more against the leader and much more when it wins
///   the game, less the cards it spends. It plays the first card of the best plan when that is
///   worth it, and goes on while the plan does.
/// - **Fortifying**: a Castle or an Archer when no attack is worth it, the more the more gems it
///   guards; a Minstrel is kept as an answer.
/// - **Otherwise** it discards the card it misses least (Peasants, Ladders, a second Castle).
/// - **Answers**: it compares what letting the card through costs (its gems, fortifications)
///   with each answer: a Traitor (which may also take the attacker's gems), a Princess (which
///   takes the Knight), an Executioner, a Minstrel, or a strength card that cuts the loss, each
///   less what the card is worth. Near the end, a loss that would let the attacker win is
///   answered whatever it costs.
/// - **Highwayman**: steals moving gems when they are worth the card, and always when they win
///   the game for the receiver or for itself. A Jester stands in for a missing card only where
///   it is worth more than a Jester.
pub type Heuristic = RuleBased<State>;

impl Rules for State {
    fn decide(observation: &Observation, legal: &[Action]) -> Action {
        decide(&View::from_observation(observation), legal)
    }
}
