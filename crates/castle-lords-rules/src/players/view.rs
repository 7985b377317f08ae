//! What a seat may know, from an observation or (in rollouts) a sampled state: the [`View`] the
//! heuristic reads.

use crate::{ArmyTraits, Card, Castle, Observation, Phase, RuleSet, State};
use rules_core::{Game, Seat};

use super::chances::{hold_over, opponents_turns_left};
use super::{CASTLES, SEATS};

/// Everything the heuristic reads, built without allocating from an [`Observation`] or, inside
/// a search, from a determinized [`State`] (where it reads only what the seat could know).
pub(super) struct View<'a> {
    pub(super) me: Seat,
    pub(super) players: usize,
    pub(super) rules: RuleSet,
    pub(super) phase: Phase,
    pub(super) hand: crate::Cards,
    pub(super) castles: &'a [Castle],
    pub(super) values: [u32; CASTLES],
    pub(super) reserve: [u8; SEATS],
    dungeon_banners: [u8; SEATS],
    pub(super) kings: [u32; SEATS],
    pub(super) hand_sizes: [u8; SEATS],
    pub(super) deck_size: usize,
    /// Cards in the deck when the hand began (for how far the hand has gone).
    deck_start: usize,
    pub(super) last_round: bool,
    pub(super) offer: Option<Card>,
    pub(super) proposals: [Option<Card>; SEATS],
    pub(super) army: crate::Cards,
    pub(super) hand_limit: usize,
    // Computed once per view from the fields above: the heuristic asks them of every castle it
    // weighs, many times a decision.
    controllers: [Option<Seat>; CASTLES],
    scores: [u32; SEATS],
    /// The hand's [`ArmyTraits::trait_counts`].
    pub(super) hand_counts: [u8; 12],
    /// The same without the wild cards.
    pub(super) plain_counts: [u8; 12],
    /// The characteristics the army under way shares, within those the rules allow.
    pub(super) army_common: u16,
    /// How many opponents' turns remain before the hand ends, as [`hold_chance`] counts them.
    ///
    /// [`hold_chance`]: View::hold_chance
    pub(super) opp_turns: f64,
}

fn values_of(options: &crate::Options) -> ([u32; CASTLES], usize, usize) {
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

impl View<'_> {
    /// The chance a castle held by an army of `army` cards is still held when the hand ends
    /// (`chances::hold_over`, over the opponents' turns left).
    pub(super) fn hold_chance(&self, army: usize) -> f64 {
        hold_over(self.rules, army, self.opp_turns)
    }

    /// The expected number of attacks by the other players still to come on one castle before
    /// the hand ends (our own attacks are ours to choose).
    pub(super) fn attacks_to_come(&self) -> f64 {
        let castles = self.castles.len().max(1) as f64;
        let n = self.players as f64;
        let cards: f64 = (0..self.players.min(SEATS))
            .filter(|&s| s != self.me)
            .map(|s| self.hand_sizes[s] as f64)
            .sum();
        let turns = self.deck_size as f64 / 2.0 * (n - 1.0) / n;
        // About one attack in two turns while drawing; in the last round the cards in hand (and
        // the ones still to be drawn) go into forced attacks of about three cards each.
        (0.5 * turns + cards / 3.0 + self.deck_size as f64 * (n - 1.0) / n / 3.0) / castles
    }
}

impl<'a> View<'a> {
    pub(super) fn from_observation(o: &'a Observation) -> Self {
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
    pub(super) fn from_state(state: &'a State, me: Seat) -> Self {
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

    pub(super) fn allowed(&self) -> u16 {
        self.rules.army_traits()
    }

    fn controller(&self, c: usize) -> Option<Seat> {
        self.controllers[c]
    }

    /// The points of the castles `seat` controls now.
    pub(super) fn score(&self, seat: Seat) -> u32 {
        self.scores[seat]
    }

    /// The army size `seat` needs against castle `c` (RULINGS §2: outnumber the defenders; in
    /// intermediate play a banner on a castle one does not control lets an army equal them).
    pub(super) fn needed(&self, seat: Seat, c: usize) -> usize {
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
    pub(super) fn card_worth(&self, spent: usize) -> f64 {
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
pub(super) fn king_progress(rules: RuleSet, crowns: crate::Crowns) -> u32 {
    match rules {
        RuleSet::Advanced => crowns.hand,
        _ => crowns.king,
    }
}
