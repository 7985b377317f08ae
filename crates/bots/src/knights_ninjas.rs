//! Of Knights and Ninjas: the rule-based player ([`Heuristic`]) and the playbook of its searches
//! ([`KnightsNinjasPlaybook`]).
//!
//! The game in brief (RULINGS §3): a race for gems. On his turn a player attacks one rival,
//! fortifies, or discards a card. Castles and Archers stop most attacks until broken (Ladder,
//! Catapult, Archer, Ninja, Dragon); each attack card meets at most one answer (a stronger card,
//! a Traitor that turns it back, a Princess, an Executioner, a Minstrel); gems in motion may be
//! stolen by a Highwayman. The first to own the target number of gems wins.

use knights_ninjas_rules::{
    Action, Attack, Card, Cards, Event, Kingdom, Motion, Observation, Phase, Play, State,
};
use rules_core::{Game, GameRng, Seat, Status};

use crate::ismcts::Playbook;
use crate::scoring::{checked_choice, softmax_rewards};
use crate::{Bot, BotGame};

impl BotGame for State {
    type Playbook = KnightsNinjasPlaybook;

    fn playbook() -> KnightsNinjasPlaybook {
        KnightsNinjasPlaybook::default()
    }

    /// Fitted per seat count on games of seed 1 between normal players (the commands are in
    /// docs/AI.md, "Honest chances", which reports each correction on games of seed 2).
    fn chance_correction(players: usize) -> crate::calibration::Correction {
        use crate::calibration::Correction;
        match players {
            // Two seats: the search is too timid (a slope above 1), not overconfident.
            2 => Correction {
                slope: 1.429,
                shift: -0.638,
            },
            3 => Correction {
                slope: 0.793,
                shift: -0.292,
            },
            4 => Correction {
                slope: 0.772,
                shift: -0.238,
            },
            5 => Correction {
                slope: 0.810,
                shift: -0.167,
            },
            // Six seats: fitted on seed 1, it failed on seed 2 (docs/AI.md), so none.
            _ => Correction::NONE,
        }
    }

    fn heuristic(seed: u64) -> Box<dyn Bot<State>> {
        Box::new(Heuristic::new(seed))
    }
}

/// The most seats a table may have.
const SEATS: usize = 6;

/// What a seat may know, built without allocating from an [`Observation`] or, inside a search,
/// from a determinized [`State`] (reading only the deciding seat's hand and the table).
struct View<'a> {
    me: Seat,
    players: usize,
    phase: Phase,
    hand: Cards,
    kingdoms: &'a [Kingdom],
    target: u8,
    attack: Option<&'a Attack>,
    motion: Option<&'a Motion>,
    hand_sizes: [u8; SEATS],
}

impl<'a> View<'a> {
    fn from_observation(o: &'a Observation) -> Self {
        let mut hand_sizes = [0; SEATS];
        for (h, &n) in hand_sizes.iter_mut().zip(&o.hand_sizes) {
            *h = n.min(255) as u8;
        }
        View {
            me: o.seat,
            players: o.options.players,
            phase: o.phase,
            hand: o.hand,
            kingdoms: &o.kingdoms,
            target: o.target,
            attack: o.attack.as_ref(),
            motion: o.motion.as_ref(),
            hand_sizes,
        }
    }

    fn from_state(state: &'a State, me: Seat) -> Self {
        let players = state.players();
        let mut hand_sizes = [0; SEATS];
        for (s, h) in hand_sizes.iter_mut().enumerate().take(players) {
            *h = state.hand(s).len().min(255) as u8;
        }
        View {
            me,
            players,
            phase: state.phase(),
            hand: *state.hand(me),
            kingdoms: state.kingdoms(),
            target: state.target(),
            attack: state.attack(),
            motion: state.motion(),
            hand_sizes,
        }
    }

    fn gems(&self, seat: Seat) -> u8 {
        self.kingdoms[seat].gems
    }

    /// The rival with the most gems (the one closest to winning).
    fn leader(&self) -> Option<Seat> {
        (0..self.players)
            .filter(|&s| s != self.me)
            .max_by_key(|&s| (self.gems(s), std::cmp::Reverse(s)))
    }

    /// The chance `seat` holds at least one of `copies` kinds of answer among his cards: about
    /// 4% of the deck per kind per card in hand.
    fn holds_chance(&self, seat: Seat, share: f64) -> f64 {
        let h = self.hand_sizes[seat.min(SEATS - 1)] as f64;
        1.0 - (1.0 - share).powf(h)
    }
}

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
fn take(hand: &Cards, used: &mut Cards, role: Card) -> Option<Play> {
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
/// Expected gems fall with the rival's hand (his chance of an answer) and count more against
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
                // Turned back on its owner: we keep ours and may take his.
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
fn decide(v: &View, legal: &[Action]) -> Action {
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
/// - **Attacking**: for each rival it works out the cheapest way to his gems from his
///   fortifications: a Ninja alone; a Dragon once any Archer is gone; or a strength card (or a
///   revolt) once the Archer is gone (an Archer duel or a Catapult) and the Castle scaled (a
///   Ladder) or broken (a Catapult). Each plan is valued in expected gems (less the bigger the
///   rival's hand, his chance of an answer), more against the leader and much more when it wins
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
pub struct Heuristic {
    rng: GameRng,
}

impl Heuristic {
    /// The heuristic; `seed` is used only if a decision must fall back on chance.
    pub fn new(seed: u64) -> Self {
        Self {
            rng: GameRng::new(seed),
        }
    }
}

impl Bot<State> for Heuristic {
    fn choose(&mut self, observation: &Observation, legal: &[Action]) -> Action {
        checked_choice(
            legal,
            || decide(&View::from_observation(observation), legal),
            || legal[self.rng.below(legal.len())],
        )
    }

    fn name(&self) -> String {
        "heuristic".to_string()
    }
}

// ----- the search playbook ------------------------------------------------------------------------

/// Rollouts and evaluation for Of Knights and Ninjas searches.
///
/// Rollouts play the heuristic (from the deciding seat's hand and the table of the sampled
/// state), one decision in `random_one_in` uniformly random. They stop after `turns` turns or
/// `max_steps` actions; each seat's chances are then a softmax of `beta · (gems +
/// hand_weight · cards + fortification_weight · fortifications)`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct KnightsNinjasPlaybook {
    /// One rollout decision in `random_one_in` is uniformly random (0: never).
    pub random_one_in: u32,
    /// The softmax temperature.
    pub beta: f64,
    /// What a card in hand is worth, in gems.
    pub hand_weight: f64,
    /// What a Castle or an Archer standing is worth, in gems.
    pub fortification_weight: f64,
    /// Rollouts stop after this many turns have ended (0: play the game out).
    pub turns: u32,
    /// Rollouts stop after this many actions.
    pub max_steps: u32,
}

impl Default for KnightsNinjasPlaybook {
    fn default() -> Self {
        Self {
            random_one_in: 10,
            beta: 0.8,
            hand_weight: 0.15,
            fortification_weight: 0.3,
            turns: 12,
            max_steps: 400,
        }
    }
}

impl Playbook<State> for KnightsNinjasPlaybook {
    fn rollout_action(&self, state: &State, legal: &mut Vec<Action>, rng: &mut GameRng) -> Action {
        state.legal_actions(legal);
        if legal.len() == 1 {
            return legal[0];
        }
        if self.random_one_in > 0 && rng.below(self.random_one_in as usize) == 0 {
            return legal[rng.below(legal.len())];
        }
        let Status::Decision(seat) = state.status() else {
            return legal[0];
        };
        decide(&View::from_state(state, seat), legal)
    }

    fn cutoff(&self, _state: &State, events: &[Event], steps: u32, marks: &mut u32) -> bool {
        *marks += events
            .iter()
            .filter(|e| matches!(e, Event::TurnEnded { .. }))
            .count() as u32;
        steps >= self.max_steps || (self.turns > 0 && *marks >= self.turns)
    }

    fn evaluate(&self, state: &State, rewards: &mut [f64]) {
        softmax_rewards(state, rewards, self.beta, |s| {
            let k = state.kingdom(s);
            let forts = k.castle.is_some() as u8 + k.archer.is_some() as u8;
            k.gems as f64
                + self.hand_weight * state.hand(s).len() as f64
                + self.fortification_weight * forts as f64
        });
    }
}
