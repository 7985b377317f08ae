//! Castle Lords: the rule-based player ([`Heuristic`]) and the playbook of its searches
//! ([`CastleLordsPlaybook`]).
//!
//! The game in brief (RULINGS §2): each turn a player draws two cards, trades one card through a
//! face-up exchange, and may attack one castle with an army of cards that share an emblem (basic)
//! or a type or an emblem (intermediate, advanced), bigger than its defenders. Only who controls
//! each castle when the hand ends scores, so a castle taken early is a castle others may take
//! back: the art is to take castles late, with armies too big to be answered, and to spend cards
//! the hand limit would waste anyway.

use castle_lords_rules::{
    Action, ArmyTraits, Card, Castle, Event, Observation, Phase, RuleSet, State,
};
use rules_core::{Game, GameRng, Seat, Status};

use crate::ismcts::Playbook;
use crate::scoring::{best_by, checked_choice, softmax_rewards};
use crate::{Bot, BotGame, Difficulty};

impl BotGame for State {
    type Playbook = CastleLordsPlaybook;

    fn playbook() -> CastleLordsPlaybook {
        CastleLordsPlaybook::default()
    }

    /// The default rule set's (intermediate play's): [`chance_correction`].
    fn chance_correction(players: usize) -> crate::calibration::Correction {
        chance_correction(RuleSet::Intermediate, players)
    }

    /// The table's rule set's ([`chance_correction`]), read from the observation's options.
    fn table_chance_correction(
        observation: &Observation,
        players: usize,
    ) -> crate::calibration::Correction {
        chance_correction(observation.options.rules, players)
    }

    /// Expert plays its rollouts out to the end of the hand in intermediate play: with four
    /// times hard's iterations it can afford them, and there they make it measurably stronger
    /// than hard, where four-round rollouts did not (docs/AI.md, "Expert against hard, Castle
    /// Lords, again").
    fn playbook_for(difficulty: Difficulty) -> CastleLordsPlaybook {
        match difficulty {
            Difficulty::Expert => CastleLordsPlaybook::expert(),
            _ => CastleLordsPlaybook::default(),
        }
    }

    fn heuristic(seed: u64) -> Box<dyn Bot<State>> {
        Box::new(Heuristic::new(seed))
    }
}

/// How the search's chances become honest ones at a table of `players` seats under `rules`,
/// fitted per rule set and seat count on games between normal players (seed 1; seeds 1 and 2
/// at three seats of intermediate play; at two seats, the two-player variant), the commands in
/// docs/AI.md, "Honest chances", which reports each on games of another seed. A rule set
/// without a correction of its own at a seat count borrows intermediate play's, unchecked
/// ([`crate::chances_checked`] is false there, as at the seat counts without one: basic and
/// advanced play at two seats, where their own fits failed their check, and advanced play at
/// three).
pub fn chance_correction(rules: RuleSet, players: usize) -> crate::calibration::Correction {
    use crate::calibration::Correction;
    match (rules, players) {
        (RuleSet::Basic, 3) => Correction {
            slope: 0.768,
            shift: -0.211,
        },
        (RuleSet::Basic, 4) => Correction {
            slope: 0.824,
            shift: -0.172,
        },
        (RuleSet::Basic, 5) => Correction {
            slope: 0.735,
            shift: -0.044,
        },
        (RuleSet::Advanced, 4) => Correction {
            slope: 0.530,
            shift: -0.050,
        },
        (RuleSet::Advanced, 5) => Correction {
            slope: 0.531,
            shift: -0.005,
        },
        (RuleSet::Advanced, 6) => Correction {
            slope: 0.976,
            shift: -0.363,
        },
        (_, 2) => Correction {
            slope: 0.730,
            shift: -0.163,
        },
        (_, 3) => Correction {
            slope: 0.665,
            shift: -0.039,
        },
        (_, 4) => Correction {
            slope: 0.858,
            shift: -0.082,
        },
        _ => Correction::NONE,
    }
}

/// The most seats a table may have.
const SEATS: usize = 6;
/// The most castles a data file may define.
const CASTLES: usize = 8;

// ----- what a seat may know, from an observation or (in rollouts) a sampled state ---------------

/// Everything the heuristic reads, built without allocating from an [`Observation`] or, inside
/// a search, from a determinized [`State`] (where it reads only what the seat could know).
struct View<'a> {
    me: Seat,
    players: usize,
    rules: RuleSet,
    phase: Phase,
    hand: castle_lords_rules::Cards,
    castles: &'a [Castle],
    values: [u32; CASTLES],
    reserve: [u8; SEATS],
    dungeon_banners: [u8; SEATS],
    kings: [u32; SEATS],
    hand_sizes: [u8; SEATS],
    deck_size: usize,
    /// Cards in the deck when the hand began (for how far the hand has gone).
    deck_start: usize,
    last_round: bool,
    offer: Option<Card>,
    proposals: [Option<Card>; SEATS],
    army: castle_lords_rules::Cards,
    hand_limit: usize,
    // Computed once per view from the fields above: the heuristic asks them of every castle it
    // weighs, many times a decision.
    controllers: [Option<Seat>; CASTLES],
    scores: [u32; SEATS],
    /// The hand's [`ArmyTraits::trait_counts`].
    hand_counts: [u8; 12],
    /// The same without the wild cards.
    plain_counts: [u8; 12],
    /// The characteristics the army under way shares, within those the rules allow.
    army_common: u16,
    /// How many opponents' turns remain before the hand ends, as [`hold_chance`] counts them.
    opp_turns: f64,
}

fn values_of(options: &castle_lords_rules::Options) -> ([u32; CASTLES], usize, usize) {
    let components = options.components();
    let mut values = [0; CASTLES];
    for (v, c) in values.iter_mut().zip(components.castles()) {
        *v = c.value;
    }
    let deal = components.deal(options.players);
    let deck_start = components
        .raw()
        .total_cards
        .saturating_sub(deal.cards * options.players);
    (values, deal.hand_limit, deck_start)
}

impl<'a> View<'a> {
    fn from_observation(o: &'a Observation) -> Self {
        let (values, hand_limit, deck_start) = values_of(&o.options);
        let mut v = View {
            me: o.seat,
            players: o.options.players,
            rules: o.options.rules,
            phase: o.phase,
            hand: o.hand,
            castles: &o.castles,
            values,
            reserve: [0; SEATS],
            dungeon_banners: [0; SEATS],
            kings: [0; SEATS],
            hand_sizes: [0; SEATS],
            deck_size: o.deck_size,
            deck_start,
            last_round: o.last_round,
            offer: o.offer,
            proposals: [None; SEATS],
            army: o.army,
            hand_limit,
            controllers: [None; CASTLES],
            scores: [0; SEATS],
            hand_counts: [0; 12],
            plain_counts: [0; 12],
            army_common: 0,
            opp_turns: 0.0,
        };
        for s in 0..v.players.min(SEATS) {
            v.reserve[s] = o.reserve[s];
            v.dungeon_banners[s] = o.dungeon_banners[s];
            v.kings[s] = king_progress(o.options.rules, o.crowns[s]);
            v.proposals[s] = o.proposals[s];
            v.hand_sizes[s] = o.hand_sizes[s].min(255) as u8;
        }
        v.derive();
        v
    }

    /// The view of the deciding seat of a sampled state (rollouts only).
    fn from_state(state: &'a State, me: Seat) -> Self {
        let options = Game::options(state);
        let (values, hand_limit, deck_start) = values_of(options);
        let mut v = View {
            me,
            players: state.players(),
            rules: state.rules(),
            phase: state.phase(),
            hand: *state.hand(me),
            castles: state.castles(),
            values,
            reserve: [0; SEATS],
            dungeon_banners: [0; SEATS],
            kings: [0; SEATS],
            hand_sizes: [0; SEATS],
            deck_size: state.deck().len(),
            deck_start,
            last_round: state.last_round(),
            offer: state.offer(),
            proposals: [None; SEATS],
            army: *state.army(),
            hand_limit,
            controllers: [None; CASTLES],
            scores: [0; SEATS],
            hand_counts: [0; 12],
            plain_counts: [0; 12],
            army_common: 0,
            opp_turns: 0.0,
        };
        for s in 0..v.players.min(SEATS) {
            v.reserve[s] = state.reserve(s) as u8;
            v.dungeon_banners[s] = state.dungeon_banners(s) as u8;
            v.kings[s] = king_progress(state.rules(), state.crowns(s));
            v.proposals[s] = state.proposal(s);
            v.hand_sizes[s] = state.hand(s).len().min(255) as u8;
        }
        v.derive();
        v
    }

    /// Fills in the fields computed from the others: the hand's groups in every step, the
    /// table's in the attack steps that read them (the exchange and the discards judge cards
    /// by the hand alone).
    fn derive(&mut self) {
        self.hand_counts = self.hand.trait_counts();
        if !matches!(self.phase, Phase::Main | Phase::Army { .. }) {
            return;
        }
        for c in 0..self.castles.len().min(CASTLES) {
            let holder = self.castles[c].boxes.controller(self.rules);
            self.controllers[c] = holder;
            if let Some(s) = holder.filter(|&s| s < SEATS) {
                self.scores[s] += self.values[c];
            }
        }
        // Wild cards count in every group.
        let wild = self.hand.count(Card::IVANHOE) + self.hand.count(Card::LOCKSLEY);
        self.plain_counts = self.hand_counts.map(|n| n - wild);
        self.army_common = self.army.common_traits(self.allowed());
        self.opp_turns = opponents_turns_left(self.players, self.deck_size, self.last_round);
    }

    fn allowed(&self) -> u16 {
        self.rules.army_traits()
    }

    fn controller(&self, c: usize) -> Option<Seat> {
        self.controllers[c]
    }

    /// The points of the castles `seat` controls now.
    fn score(&self, seat: Seat) -> u32 {
        self.scores[seat]
    }

    /// The army size `seat` needs against castle `c` (RULINGS §2: outnumber the defenders; in
    /// intermediate play a banner on a castle one does not control lets an army equal them).
    fn needed(&self, seat: Seat, c: usize) -> usize {
        let castle = &self.castles[c];
        let d = castle.defenders.len();
        let helped = self.rules == RuleSet::Intermediate
            && castle.boxes.position(seat).is_some()
            && self.controller(c) != Some(seat);
        if helped { d.max(1) } else { d + 1 }
    }

    /// How far through the hand's deck we are: 0 at the deal, 1 in the last round.
    fn progress(&self) -> f64 {
        if self.last_round || self.deck_start == 0 {
            1.0
        } else {
            1.0 - (self.deck_size as f64 / self.deck_start as f64).min(1.0)
        }
    }

    /// What a card in hand is worth, in castle points: early in the hand cards are the
    /// material of the armies that will decide it; in the last round they are discarded with
    /// the hand anyway; and a card the hand limit would throw away this turn is worth little.
    fn card_worth(&self, spent: usize) -> f64 {
        if self.last_round {
            return 0.15;
        }
        let base = 1.3 - 0.8 * self.progress();
        if self.rules != RuleSet::Advanced && self.hand.len() >= self.hand_limit + spent {
            // Over the limit after this attack too: these cards would be discarded.
            return 0.2;
        }
        base
    }
}

/// Crowns that bring `seat` towards winning the match: king's crowns, or advanced hand crowns.
fn king_progress(rules: RuleSet, crowns: castle_lords_rules::Crowns) -> u32 {
    match rules {
        RuleSet::Advanced => crowns.hand,
        _ => crowns.king,
    }
}

// ----- banners and control ------------------------------------------------------------------------

/// The banner boxes of a castle, box 1 first.
#[derive(Clone, Copy)]
struct BoxList {
    slots: [Option<Seat>; 8],
    len: usize,
}

fn box_list(castle: &Castle) -> BoxList {
    let mut slots = [None; 8];
    let len = castle.boxes.len().min(8);
    for (i, s) in castle.boxes.iter().take(len).enumerate() {
        slots[i] = s;
    }
    BoxList { slots, len }
}

/// Who controls a castle: box 1 (basic, intermediate), the highest occupied box (advanced).
fn controller(rules: RuleSet, b: &BoxList) -> Option<Seat> {
    match rules {
        RuleSet::Advanced => b.slots[..b.len].iter().flatten().last().copied(),
        _ => b.slots[0],
    }
}

/// The boxes after `seat` takes the castle (RULINGS §2 and the engine's documented readings):
/// its banner to box 1, the others shifting towards the dungeon; basic moves a banner already
/// there and shifts only those before it; a controller's banners stay (basic, intermediate).
fn boxes_after(rules: RuleSet, mut b: BoxList, seat: Seat) -> BoxList {
    let own = match rules {
        RuleSet::Advanced => None,
        _ => b.slots[..b.len].iter().position(|&s| s == Some(seat)),
    };
    if own == Some(0) || b.len == 0 {
        return b;
    }
    let upto = match (rules, own) {
        (RuleSet::Basic, Some(j)) => {
            b.slots[j] = None;
            j
        }
        (_, Some(j)) => {
            b.slots[j] = None;
            b.len
        }
        (_, None) => b.len,
    };
    let last = upto.min(b.len - 1);
    for i in (1..=last).rev() {
        b.slots[i] = b.slots[i - 1];
    }
    b.slots[0] = Some(seat);
    b
}

// ----- cards ---------------------------------------------------------------------------------------

/// How much `card` matters to a hand of these [`ArmyTraits::trait_counts`]: the size of the
/// largest group (emblem, or type where allowed) it belongs to, wild cards counted in; wild
/// cards themselves are kept above all.
fn keep_value_in(counts: &[u8; 12], card: Card, allowed: u16) -> f64 {
    if card.is_wild() {
        return 50.0;
    }
    let mut traits = card.traits() & allowed;
    let mut best = 0u8;
    let mut second = 0u8;
    // A soldier has two characteristics (an emblem and a type): visit only those bits.
    while traits != 0 {
        let n = counts[traits.trailing_zeros() as usize];
        traits &= traits - 1;
        if n > best {
            second = best;
            best = n;
        } else if n > second {
            second = n;
        }
    }
    // A card in two groups is a little more flexible than one in a single group.
    best as f64 + 0.1 * second as f64
}

/// The card (among `candidates`) that matters least to a hand of these
/// [`ArmyTraits::trait_counts`].
fn least_useful(
    counts: &[u8; 12],
    allowed: u16,
    candidates: impl Iterator<Item = Card>,
) -> Option<Card> {
    let mut best: Option<(f64, Card)> = None;
    for c in candidates {
        let v = keep_value_in(counts, c, allowed);
        if best.is_none_or(|(b, _)| v < b) {
            best = Some((v, c));
        }
    }
    best.map(|(_, c)| c)
}

/// The [`ArmyTraits::trait_counts`] of a hand of these counts once `card` joins it.
fn with_card(counts: &[u8; 12], card: Card) -> [u8; 12] {
    let traits = card.traits();
    let mut with = *counts;
    for (b, n) in with.iter_mut().enumerate() {
        *n += u8::from(traits & (1 << b) != 0);
    }
    with
}

/// How an army against one castle would be formed: the shared characteristic and its size.
#[derive(Clone, Copy, Debug)]
struct Plan {
    bit: usize,
    size: usize,
}

/// The army to raise against castle `c` from `v.army` (cards already committed) and the hand:
/// the characteristic that needs the fewest wild cards, and, among those, the smallest group
/// (keeping the big one for later) unless cards are to be spent freely (the last round, or
/// cards the hand limit would discard), then the biggest. Its size: the cards needed, plus the
/// cards the hand limit would discard, plus up to [`GARRISON_EXTRA`] more of the group; in the
/// last round every card of the group.
fn plan_army(v: &View, c: usize) -> Option<Plan> {
    let common = v.army_common;
    let needed = v.needed(v.me, c);
    let counts = &v.hand_counts;
    let plain_counts = &v.plain_counts;
    let have = v.army.len();
    let overflow = if v.rules != RuleSet::Advanced {
        (v.hand.len() + have).saturating_sub(needed + v.hand_limit)
    } else {
        0
    };
    let spend_freely = v.last_round || overflow > 0;
    let mut best: Option<((usize, i64), Plan)> = None;
    for b in 0..12 {
        if common & (1 << b) == 0 || have + (counts[b] as usize) < needed {
            continue;
        }
        let plain_n = plain_counts[b] as usize;
        let wilds = needed.saturating_sub(have + plain_n);
        let size = if v.last_round {
            (have + plain_n).max(needed)
        } else {
            (needed + overflow + GARRISON_EXTRA)
                .min(have + plain_n)
                .max(needed)
        };
        let tie = if spend_freely {
            -(plain_n as i64)
        } else {
            plain_n as i64
        };
        let key = (wilds, tie);
        if best.as_ref().is_none_or(|(k, _)| key < *k) {
            best = Some((key, Plan { bit: b, size }));
        }
    }
    best.map(|(_, p)| p)
}

/// The chance a castle held by an army of `army` cards is still held when the hand ends (see
/// [`hold_over`]).
fn hold_chance(v: &View, army: usize) -> f64 {
    hold_over(v.rules, army, v.opp_turns)
}

/// The chance a castle held by an army of `army` cards is still held after `opp_turns` of the
/// opponents' turns. Each turn an opponent answers an army of one card often, of five rarely
/// (they need a group of six).
fn hold_over(rules: RuleSet, army: usize, opp_turns: f64) -> f64 {
    let row = usize::from(rules != RuleSet::Basic);
    let ln_keep = LN_KEEP_PER_TURN[row][army.clamp(1, ARMIES) - 1];
    (opp_turns * ln_keep).exp()
}

/// About how many turns of a seat's opponents remain before the hand ends: the deck lasts
/// `deck / (2 · players)` more rounds (two cards a turn), then comes the last round.
fn opponents_turns_left(players: usize, deck: usize, last_round: bool) -> f64 {
    let n = players as f64;
    let rounds_left = if last_round {
        0.0
    } else {
        deck as f64 / (2.0 * n)
    };
    (rounds_left + 1.0) * (n - 1.0)
}

/// The largest army [`hold_chance`] tells apart; bigger ones count as this size (an opponent's
/// turn answers it about once in 300,000).
const ARMIES: usize = 24;

/// `ln(1 - p)` for the chance `p = 0.4 · reach^(army - 1)` that one opponent's turn answers an
/// army, per army size from 1 (basic: `reach` 0.5; intermediate, advanced: 0.6). A table, since
/// a search weighs every castle at every attack step of its rollouts.
static LN_KEEP_PER_TURN: std::sync::LazyLock<[[f64; ARMIES]; 2]> = std::sync::LazyLock::new(|| {
    [0.5f64, 0.6].map(|reach| std::array::from_fn(|i| (-0.4 * reach.powi(i as i32)).ln_1p()))
});

/// What placing a new banner costs: little while the reserve lasts, more for the last one.
fn banner_cost(v: &View) -> f64 {
    match v.reserve[v.me] {
        0 | 1 => 1.5,
        2 => 1.0,
        _ => 0.6,
    }
}

/// Advanced play: the deepest banner controls, so what matters is whose banner will be the
/// deepest once the attacks still to come have pushed the others into the dungeon. Their
/// number is taken as Poisson: most turns bring an attack somewhere, and the last round many
/// (every player must attack while they can).
fn control_chance(b: &BoxList, seat: Seat, lambda: f64) -> f64 {
    let slots = &b.slots[..b.len];
    let Some(deepest) = slots.iter().rposition(Option::is_some) else {
        return 0.0;
    };
    // The window of future attack counts for which `seat`'s deepest banner ends up controlling.
    let Some(mine) = slots.iter().rposition(|&s| s == Some(seat)) else {
        return 0.0;
    };
    let last = b.len - 1;
    let low = if mine == deepest {
        0
    } else {
        last - deepest + 1
    };
    let high = last - mine;
    let mut p = (-lambda).exp();
    let mut total = 0.0;
    for k in 0..=high {
        if k > 0 {
            p *= lambda / k as f64;
        }
        if k >= low {
            total += p;
        }
    }
    total
}

/// The expected number of attacks by the other players still to come on one castle before
/// the hand ends (our own attacks are ours to choose).
fn attacks_to_come(v: &View) -> f64 {
    let castles = v.castles.len().max(1) as f64;
    let n = v.players as f64;
    let cards: f64 = (0..v.players.min(SEATS))
        .filter(|&s| s != v.me)
        .map(|s| v.hand_sizes[s] as f64)
        .sum();
    let turns = v.deck_size as f64 / 2.0 * (n - 1.0) / n;
    // About one attack in two turns while drawing; in the last round the cards in hand (and
    // the ones still to be drawn) go into forced attacks of about three cards each.
    (0.5 * turns + cards / 3.0 + v.deck_size as f64 * (n - 1.0) / n / 3.0) / castles
}

/// The gain of an advanced attack: chances of control before and after, for us and for the
/// rivals whose chances it takes, plus the defenders won into the hand.
fn advanced_score(v: &View, c: usize, plan: Plan, before: &BoxList, after: &BoxList) -> f64 {
    let value = v.values[c] as f64;
    let lambda = FUTURE_ATTACKS * attacks_to_come(v);
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

/// Cards of the army's group added beyond the needed ones (and, in basic and intermediate play,
/// beyond those the hand limit would discard), in every rule set, before the last round: a
/// castle held by a big garrison is answered rarely (in advanced play that also keeps the
/// banners on it where they are), where one taken with just enough cards is taken back by the
/// next army.
///
/// Measured as one `normal` seat against `easy` ones (the heuristic with one decision in four
/// random), 300 duplicate deals of seed 13, with [`HOLD_BACK_ROUNDS`] and [`banners_kept`] in
/// place; the share of the games it won with no extra card, then with 4: basic play, 2 seats
/// 79.6% and 81.5%, 4 seats 36.7% and 57.6%; intermediate play, 2 seats 88.7% and 88.6%, 4
/// seats 31.5% and 49.5%; advanced play, 5 seats 24.0% and 28.1% (28.3% with 8). Before, with
/// no hold-back and a cruder estimate of the attacks to come, advanced play against three
/// random players had measured 80.4% with no extra card and 77.6% with 4.
const GARRISON_EXTRA: usize = 4;

/// Basic and intermediate play: in the last this many rounds of drawing, an attack is made
/// only with a hand over the hand limit. Everyone must attack in the last round while they can,
/// with every card of an army's group, so a castle taken just before it with cards the limit
/// would have kept is mostly taken back, and those cards were the material of the last round's
/// own attacks. One `normal` seat against `easy` ones (300 deals of seed 13, with
/// [`GARRISON_EXTRA`]): basic play, 3 seats, 45.1% of the games without the rule, 49.7% with 1
/// round, 56.7% with 2, 67.2% with 3; intermediate play, 4 seats, 34.2%, 46.3%, 49.5% and
/// 41.7%: two rounds suit both rule sets.
const HOLD_BACK_ROUNDS: f64 = 2.0;

/// Advanced play: the banners kept in reserve for the last round (no attack places them before
/// it). Once every banner is placed, a player cannot attack any more (a reclaim costs three
/// cards), and in the last round attacks are forced: the last banners placed push the deepest
/// ones off the castles and decide who controls them. One `normal` seat against `easy` ones
/// (300 deals of seed 13, with [`GARRISON_EXTRA`]): keeping none, 3 seats 53.8% of the games,
/// 5 seats 20.7%, 6 seats 18.3%; keeping one, 62.2%, 26.9%, 21.3%; keeping two, 50.7%, 28.1%,
/// 22.7% (the fair share: 33.3%, 20%, 16.7%). With five or six players each castle sees more
/// attacks, and two banners kept measured best there.
fn banners_kept(players: usize) -> u8 {
    if players >= 5 { 2 } else { 1 }
}

/// Whether the heuristic holds back from attacking now ([`HOLD_BACK_ROUNDS`], [`banners_kept`]);
/// never in the last round, where an attack is compulsory.
fn holds_back(v: &View) -> bool {
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

/// Advanced: how much of [`attacks_to_come`]'s estimate the chance of control counts. Taken
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
        if scores[s] >= castle_lords_rules::CROWN_POINTS && scores[s] == top {
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
fn attack_score(v: &View, c: usize, plan: Plan) -> f64 {
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
    let keep_before = hold_chance(v, effective(d, &before, ctrl_before));
    let keep_after = hold_chance(v, effective(plan.size, &after, ctrl_after));
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

// ----- the rule-based player ------------------------------------------------------------------------

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

/// The heuristic's choice in view `v` among `legal`.
fn decide(v: &View, legal: &[Action]) -> Action {
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
fn quick_choice(v: &View) -> Option<Action> {
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
fn main_choice(
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
fn army_step(v: &View, c: usize, legal: impl Fn(&Action) -> bool) -> Option<Action> {
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
    let mut weighed = [(0.0, Card::IVANHOE); castle_lords_rules::cards::CARD_KINDS];
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

/// Rollouts and evaluation for Castle Lords searches.
///
/// Rollouts play the heuristic (read from the deciding seat's part of the sampled state only:
/// its hand and the public table), with one decision in `random_one_in` uniformly random. They
/// stop when the hand under way is scored, after `rounds` rounds of turns (per rule set; 0:
/// play the hand out), or after `max_steps` actions. Each seat's chances are then a softmax of `beta ·
/// progress`, where progress counts the crowns that win the match (king's crowns, or advanced
/// hand crowns), `points_weight` per point of the castles held, and, within a hand, the share
/// of the hand's crown the seat may expect ([`CastleLordsPlaybook::crown_shares`]).
///
/// Why stop early: a hand lasts 15 turns on average and over 30 at its start, so rollouts that
/// play it out cost five times more early in a hand than late, and the search's time per
/// decision swung with them. In advanced play, where the deepest banner controls and a castle
/// changes hands less, two rounds decide as well as the whole hand at the same iterations. In
/// basic and intermediate play, once a castle counts by the chance its garrison holds it
/// ([`CastleLordsPlaybook::castle_points`]), four rounds decide as well as the whole hand
/// (intermediate) or better (basic); two or three rounds decide worse (docs/AI.md, "Castle
/// Lords rollouts").
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CastleLordsPlaybook {
    /// One rollout decision in `random_one_in` is uniformly random (0: never).
    pub random_one_in: u32,
    /// The softmax temperature.
    pub beta: f64,
    /// What a point of castles held is worth, in crowns.
    pub points_weight: f64,
    /// Rollouts stop after this many rounds of turns (every seat's turn once), for each rule
    /// set in the order of [`RuleSet::ALL`]; 0 plays the hand out.
    pub rounds: [u32; 3],
    /// A card in hand counted as this many points of castles still to take, when a rollout
    /// stops within a hand.
    pub card_points: f64,
    /// How many points of lead make a seat `e` times likelier to top the hand.
    pub spread: f64,
    /// Rollouts stop after this many actions.
    pub max_steps: u32,
}

impl Default for CastleLordsPlaybook {
    fn default() -> Self {
        Self {
            random_one_in: 10,
            beta: 2.0,
            points_weight: 0.06,
            rounds: [4, 4, 2],
            card_points: 1.0,
            spread: 3.0,
            max_steps: 400,
        }
    }
}

impl CastleLordsPlaybook {
    /// The expert level's playbook: rollouts that play out the hand in intermediate play;
    /// elsewhere hard's (four rounds in basic play, where they beat whole-hand rollouts at the
    /// same iterations, two in advanced play).
    pub fn expert() -> Self {
        Self {
            rounds: [4, 0, 2],
            ..Self::default()
        }
    }

    /// The rollouts' rounds under `rules`.
    pub fn rounds_for(&self, rules: RuleSet) -> u32 {
        let i = RuleSet::ALL.iter().position(|r| *r == rules).unwrap_or(0);
        self.rounds[i]
    }

    /// The points each seat may expect from the castles it controls when the hand ends. In
    /// basic and intermediate play, where the first box controls and any bigger army takes a
    /// castle, each castle counts its value times the chance its garrison holds it through the
    /// opponents' turns left ([`hold_over`], as the heuristic judges attacks): a castle taken
    /// with one card early in the hand is worth little, one taken with five in the last round
    /// nearly all. In advanced play, where the deepest banner controls, at its value.
    fn castle_points(state: &State) -> [f64; SEATS] {
        let players = state.num_players();
        let rules = state.rules();
        let opp_turns = opponents_turns_left(players, state.deck().len(), state.last_round());
        let mut points = [0.0; SEATS];
        for (c, castle) in state.castles().iter().enumerate() {
            let Some(holder) = state.controller(c).filter(|&h| h < players) else {
                continue;
            };
            let hold = match rules {
                RuleSet::Advanced => 1.0,
                _ => hold_over(rules, castle.defenders.len(), opp_turns),
            };
            points[holder] += state.castle_value(c) as f64 * hold;
        }
        points
    }

    /// Each seat's expected share of the crown the hand under way gives its top scorer (a
    /// king's crown, which also needs `CROWN_POINTS`; in advanced play a hand crown), from
    /// the castles it may expect to keep ([`CastleLordsPlaybook::castle_points`]) and the cards
    /// it may still fight with: a softmax of those points over `spread`. At the start of a hand
    /// every seat expects about the same.
    fn crown_shares(&self, state: &State) -> [f64; SEATS] {
        let players = state.num_players();
        let mut points = Self::castle_points(state);
        for (s, p) in points.iter_mut().enumerate().take(players) {
            *p += self.card_points * state.hand(s).len() as f64;
        }
        let top = points[..players].iter().copied().fold(f64::MIN, f64::max);
        let mut shares = [0.0; SEATS];
        let mut sum = 0.0;
        for s in 0..players {
            shares[s] = ((points[s] - top) / self.spread).exp();
            sum += shares[s];
        }
        let needed = castle_lords_rules::CROWN_POINTS as f64;
        for s in 0..players {
            shares[s] /= sum;
            if state.rules() != RuleSet::Advanced {
                shares[s] *= (points[s] / needed).min(1.0);
            }
        }
        shares
    }
}

/// The heuristic's choice for `seat` in a sampled state, as [`decide`] makes it. Listing the
/// legal actions costs more than the choice itself in most steps: where the choice needs no
/// list (see [`quick_choice`], [`main_choice`], [`army_step`]), only the chosen action is checked.
fn rollout_choice(state: &State, seat: Seat, legal: &mut Vec<Action>) -> Action {
    let v = View::from_state(state, seat);
    let quick = match v.phase {
        Phase::Army { castle } => army_step(&v, castle as usize, |a| state.check(a).is_ok()),
        Phase::Main => {
            let attacks = (0..v.castles.len().min(CASTLES)).map(|c| Action::Attack(c as u8));
            let others = [Action::Reclaim, Action::Pass];
            main_choice(&v, attacks.chain(others), |a| state.check(a).is_ok())
        }
        _ => quick_choice(&v).filter(|a| state.check(a).is_ok()),
    };
    if let Some(a) = quick {
        return a;
    }
    state.legal_actions(legal);
    decide(&v, legal)
}

impl Playbook<State> for CastleLordsPlaybook {
    fn rollout_action(&self, state: &State, legal: &mut Vec<Action>, rng: &mut GameRng) -> Action {
        let Status::Decision(seat) = state.status() else {
            state.legal_actions(legal);
            return legal[0];
        };
        if self.random_one_in > 0 && rng.below(self.random_one_in as usize) == 0 {
            state.legal_actions(legal);
            return legal[rng.below(legal.len())];
        }
        rollout_choice(state, seat, legal)
    }

    fn cutoff(&self, state: &State, events: &[Event], steps: u32, marks: &mut u32) -> bool {
        if steps >= self.max_steps || events.iter().any(|e| matches!(e, Event::HandScored { .. })) {
            return true;
        }
        let rounds = self.rounds_for(state.rules());
        if rounds == 0 {
            return false;
        }
        // `marks` counts the turns begun since the rollout started.
        *marks += events
            .iter()
            .filter(|e| matches!(e, Event::TurnStarted { .. }))
            .count() as u32;
        *marks > rounds * state.num_players() as u32
    }

    fn evaluate(&self, state: &State, rewards: &mut [f64]) {
        let rules = state.rules();
        let shares = self.crown_shares(state);
        softmax_rewards(state, rewards, self.beta, |s| {
            let crowns = state.crowns(s);
            let mut progress = king_progress(rules, crowns) as f64 + shares[s];
            if rules != RuleSet::Advanced {
                progress += 0.1 * crowns.duke as f64;
            }
            // At the start of a hand nobody holds a castle, so this adds nothing there.
            progress + self.points_weight * state.score(s) as f64
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use castle_lords_rules::Options;

    /// Plays a 4-player game under `rules` by the heuristic until `turns` turns have begun.
    fn game_after(rules: RuleSet, turns: usize) -> State {
        let mut events = Vec::new();
        let mut game =
            State::new_game(&Options::new(4, rules), 3, &mut events).expect("valid options");
        let mut legal = Vec::new();
        let mut begun = 0;
        while begun < turns {
            let Status::Decision(seat) = game.status() else {
                panic!("the game ended early")
            };
            game.legal_actions(&mut legal);
            let action = decide(&View::from_state(&game, seat), &legal);
            events.clear();
            game.apply(&action, &mut events).expect("legal");
            begun += events
                .iter()
                .filter(|e| matches!(e, Event::TurnStarted { .. }))
                .count();
        }
        game
    }

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

    /// The levels' horizons: hard's intermediate rollouts stop after four rounds, expert's play
    /// the hand out (what its duel against hard measured); both stop after four rounds in basic
    /// play and two in advanced play.
    #[test]
    fn expert_plays_intermediate_rollouts_to_the_end_of_the_hand() {
        let hard = State::playbook_for(Difficulty::Hard);
        let expert = State::playbook_for(Difficulty::Expert);
        assert_eq!(hard, State::playbook());
        assert_eq!(hard.rounds_for(RuleSet::Intermediate), 4);
        assert_eq!(expert.rounds_for(RuleSet::Intermediate), 0);
        for rules in [RuleSet::Basic, RuleSet::Advanced] {
            assert_eq!(expert.rounds_for(rules), hard.rounds_for(rules), "{rules}");
        }
        // Four players: hard stops once 16 turns have begun after the rollout's first; expert
        // goes on until the hand is scored.
        let state = game_after(RuleSet::Intermediate, 2);
        let turn = [Event::TurnStarted {
            seat: 0,
            last_round: false,
        }];
        let (mut hard_marks, mut expert_marks) = (0, 0);
        for begun in 1..=16 {
            assert!(!hard.cutoff(&state, &turn, begun, &mut hard_marks));
        }
        assert!(hard.cutoff(&state, &turn, 17, &mut hard_marks));
        for begun in 1..=40 {
            assert!(!expert.cutoff(&state, &turn, begun, &mut expert_marks));
        }
    }

    /// The rollout horizon: a rollout stops once its rule set's rounds of turns have begun after
    /// the turn it started in, or when the hand is scored, and never with 0 rounds before then.
    #[test]
    fn rollouts_stop_after_their_rounds_or_the_hand() {
        let state = game_after(RuleSet::Advanced, 2);
        let turn = [Event::TurnStarted {
            seat: 0,
            last_round: false,
        }];
        let two_rounds = CastleLordsPlaybook::default();
        assert_eq!(two_rounds.rounds_for(RuleSet::Advanced), 2);
        assert_eq!(two_rounds.rounds_for(RuleSet::Intermediate), 4);
        let mut marks = 0;
        for begun in 1..=8 {
            assert!(
                !two_rounds.cutoff(&state, &turn, begun, &mut marks),
                "turn {begun}"
            );
        }
        assert!(two_rounds.cutoff(&state, &turn, 9, &mut marks));

        let whole_hand = CastleLordsPlaybook {
            rounds: [0; 3],
            ..two_rounds
        };
        let mut marks = 0;
        for begun in 1..=40 {
            assert!(!whole_hand.cutoff(&state, &turn, begun, &mut marks));
        }
        let scored = [Event::HandScored {
            hand: 1,
            scores: vec![0; 4],
        }];
        assert!(whole_hand.cutoff(&state, &scored, 41, &mut 0));
    }

    /// The rollout policy is the heuristic: where a rollout skips listing the legal actions, it
    /// still chooses what the heuristic chooses from the whole list, in every rule set and
    /// every phase of whole games (played as rollouts play them, one action in four random).
    #[test]
    fn rollouts_choose_as_the_heuristic_does() {
        for rules in RuleSet::ALL {
            for (players, seed) in (3..=6).flat_map(|p| (0..5).map(move |s| (p, s))) {
                let mut events = Vec::new();
                let mut game = State::new_game(&Options::new(players, rules), seed, &mut events)
                    .expect("valid options");
                let (mut legal, mut scratch) = (Vec::new(), Vec::new());
                let mut rng = GameRng::new(seed);
                let mut decisions = 0;
                while let Status::Decision(seat) = game.status() {
                    game.legal_actions(&mut legal);
                    let heuristic = decide(&View::from_state(&game, seat), &legal);
                    let rollout = rollout_choice(&game, seat, &mut scratch);
                    assert_eq!(
                        rollout,
                        heuristic,
                        "{rules}, seed {seed}, {:?}",
                        game.phase()
                    );
                    let played = if rng.below(4) == 0 {
                        legal[rng.below(legal.len())]
                    } else {
                        heuristic
                    };
                    game.apply(&played, &mut events).expect("a legal action");
                    decisions += 1;
                }
                assert!(decisions > 100, "{rules}: the game ended after {decisions}");
            }
        }
    }

    /// Where a rollout stops within a hand, a castle counts by the chance its garrison holds it
    /// to the end of the hand (basic and intermediate play): less than its value, more for a
    /// bigger garrison, and never for a seat that does not control it. In advanced play, where
    /// the deepest banner controls, castles count at their value.
    #[test]
    fn castles_count_by_the_chance_their_garrison_holds_them() {
        for rules in RuleSet::ALL {
            // The first position of the game with a castle held (the heuristic attacks late).
            let state = (4..40)
                .map(|turns| game_after(rules, turns))
                .find(|s| (0..s.castles().len()).any(|c| s.controller(c).is_some()))
                .expect("a castle is taken within 40 turns");
            assert!(
                !state.last_round(),
                "{rules}: the position is within the hand"
            );
            let points = CastleLordsPlaybook::castle_points(&state);
            for (s, &expected) in points.iter().enumerate().take(4) {
                let score = state.score(s) as f64;
                if rules == RuleSet::Advanced {
                    assert!((expected - score).abs() < 1e-9, "{rules}, seat {s}");
                } else if score > 0.0 {
                    assert!(expected > 0.0 && expected < score, "{rules}, seat {s}");
                } else {
                    assert_eq!(expected, 0.0, "{rules}, seat {s}");
                }
            }
        }
        let turns = opponents_turns_left(4, 20, false);
        for rules in [RuleSet::Basic, RuleSet::Intermediate] {
            for army in 1..10 {
                assert!(hold_over(rules, army, turns) < hold_over(rules, army + 1, turns));
            }
            assert!(
                hold_over(rules, 2, turns) < hold_over(rules, 2, opponents_turns_left(4, 0, true))
            );
        }
    }

    /// Within a hand, the seat with the most castle points and cards expects the most of the
    /// hand's crown, and the shares of a basic or intermediate hand stay below one crown.
    #[test]
    fn the_crown_shares_follow_points_and_cards() {
        let playbook = CastleLordsPlaybook::default();
        let state = game_after(RuleSet::Intermediate, 12);
        let shares = playbook.crown_shares(&state);
        let castles = CastleLordsPlaybook::castle_points(&state);
        let points = |s: usize| castles[s] + playbook.card_points * state.hand(s).len() as f64;
        let best = (0..4)
            .max_by(|&a, &b| points(a).total_cmp(&points(b)))
            .unwrap();
        for s in 0..4 {
            assert!(shares[s] <= shares[best], "seat {s}: {shares:?}");
        }
        let total: f64 = shares.iter().sum();
        assert!(total > 0.0 && total <= 1.0 + 1e-9, "{shares:?}");
    }
}
