//! The engine as the collection sees it: `State` implements `rules_core::Game` directly. The
//! entry points live here (dealing, the legal list, applying an action, observations,
//! determinization, invariants); the rules they call live in the modules named after them.

use crate::action::Action;
use crate::cards::{Card, Cards};
use crate::determinize::army_support;
use crate::error::RuleError;
use crate::events::Event;
use crate::observation::Observation;
use crate::options::Options;
use crate::state::{Phase, State};
use rules_core::{Game, GameRng, Seat, SetupError, Status};

impl Game for State {
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type Observation = Observation;
    type RuleError = RuleError;

    const NAME: &'static str = "castle-lords";
    const INFO: &'static rules_core::registry::GameInfo = crate::info::INFO;

    /// A new match: a random first player, then the first hand is dealt.
    fn new_game(options: &Options, seed: u64, ev: &mut Vec<Event>) -> Result<Self, SetupError> {
        options.validate()?;
        let n = options.players;
        let table = options.components().table(n);
        let mut rng = GameRng::new(seed);
        let first = rng.below(n);
        let mut state = State::blank(options.clone(), table, rng);
        state.first_player = first;
        state.start_hand(ev);
        Ok(state)
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn num_players(&self) -> usize {
        self.players()
    }

    fn status(&self) -> Status {
        State::status(self)
    }

    /// Every action the deciding seat may take now, in a deterministic order.
    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        let mut push = |a: Action| {
            if self.check(&a).is_ok() {
                out.push(a);
            }
        };
        let hand = &self.hands[self.turn];
        match self.phase {
            Phase::Over => {}
            Phase::Offer => hand.kinds().for_each(|c| push(Action::Offer(c))),
            Phase::Propose { seat } => {
                push(Action::Decline);
                self.hands[seat]
                    .kinds()
                    .for_each(|c| push(Action::Propose(c)));
            }
            Phase::Pick => self
                .seats()
                .filter(|&s| self.proposals[s].is_some())
                .for_each(|s| push(Action::Pick(s))),
            // The attack steps check every castle or card against the same hand and army: what
            // the checks read of them is taken once, and the checks are those `check` calls.
            Phase::Main => {
                let muster = self.muster(self.turn);
                for c in 0..self.castles.len() as u8 {
                    if self.check_attack_castle_with(self.turn, c, &muster).is_ok() {
                        out.push(Action::Attack(c));
                    }
                }
                let mut push = |a: Action| {
                    if self.check(&a).is_ok() {
                        out.push(a);
                    }
                };
                push(Action::Reclaim);
                push(Action::Pass);
            }
            Phase::Army { castle } => {
                let muster = self.muster(self.turn);
                for card in hand.kinds() {
                    if self
                        .check_add_with(self.turn, castle, card, &muster)
                        .is_ok()
                    {
                        out.push(Action::Add(card));
                    }
                }
                if self.check(&Action::Confirm).is_ok() {
                    out.push(Action::Confirm);
                }
            }
            Phase::Reclaim { .. } | Phase::Discard => {
                hand.kinds().for_each(|c| push(Action::Discard(c)))
            }
        }
    }

    /// Applies the deciding seat's action, appending its events; refused actions change nothing.
    fn apply(&mut self, action: &Action, ev: &mut Vec<Event>) -> Result<(), RuleError> {
        self.check(action)?;
        match (self.phase, *action) {
            (Phase::Offer, Action::Offer(c)) => self.offer_card(c, ev),
            (Phase::Propose { seat }, Action::Propose(c)) => self.propose(seat, Some(c), ev),
            (Phase::Propose { seat }, Action::Decline) => self.propose(seat, None, ev),
            (Phase::Pick, Action::Pick(s)) => self.exchange(s, false, ev),
            (Phase::Main, Action::Attack(c)) => self.begin_attack(c, ev),
            (Phase::Main, Action::Reclaim) => self.begin_reclaim(ev),
            (Phase::Main, Action::Pass) => self.pass(ev),
            (Phase::Army { .. }, Action::Add(c)) => self.add_to_army(c, ev),
            (Phase::Army { castle }, Action::Confirm) => self.launch(castle, ev),
            (Phase::Reclaim { .. } | Phase::Discard, Action::Discard(c)) => self.discard(c, ev),
            _ => unreachable!("check accepted only actions that fit the phase"),
        }
        Ok(())
    }

    fn event_seen_by(event: &Event, seats: &[Seat]) -> Event {
        event.seen_by(seats)
    }

    fn is_undo_barrier(event: &Event) -> bool {
        event.is_undo_barrier()
    }

    /// `seat`'s observation.
    fn observe(&self, seat: Seat) -> Observation {
        Observation {
            seat,
            options: self.options.clone(),
            hand: self.hands[seat],
            hand_sizes: self.hands.iter().map(Cards::len).collect(),
            known_hands: self.known.seen_by(seat, &self.hands[seat]),
            castles: self.castles.clone(),
            reserve: self.reserve.clone(),
            dungeon_banners: self.dungeon_banners.clone(),
            dungeon: self.dungeon,
            deck_size: self.deck.len(),
            crowns: self.crowns.clone(),
            hand_number: self.hand_number,
            first_player: self.first_player,
            turn: self.turn,
            phase: self.phase,
            last_round: self.last_round,
            offer: self.offer,
            proposals: self.proposals.clone(),
            army: self.army,
            hand_scores: self.hand_scores.clone(),
            status: self.status(),
        }
    }

    /// What a spectator may know: seat 0's observation with only the public part of each
    /// hand (nothing else in an observation depends on the seat).
    fn observe_public(&self) -> Observation {
        let mut observation = self.observe(0);
        observation.known_hands = self.known.public();
        observation.hand = observation.known_hands[0];
        observation
    }

    /// A state consistent with `obs`, its unseen cards dealt by `rng`.
    fn determinize(obs: &Observation, rng: &mut GameRng) -> Self {
        let n = obs.options.players;
        let table = obs.options.components().table(n);
        let mut unseen = table.full;
        let mut take = |c: Card| {
            let present = unseen.remove(c);
            debug_assert!(present, "{c} seen twice");
        };
        obs.hand.iter().for_each(&mut take);
        obs.castles
            .iter()
            .flat_map(|c| c.defenders.iter())
            .for_each(&mut take);
        obs.dungeon.iter().for_each(&mut take);
        obs.offer.into_iter().for_each(&mut take);
        obs.proposals.iter().flatten().copied().for_each(&mut take);
        obs.army.iter().for_each(&mut take);
        for (h, known) in obs.known_hands.iter().enumerate() {
            if h != obs.seat {
                known.iter().for_each(&mut take);
            }
        }
        let mut pool: Vec<Card> = unseen.iter().collect();
        rng.shuffle(&mut pool);
        // A spectator's observation shows only the public part of seat 0's hand: seat 0 is
        // sampled like the others then.
        let partial = obs.hand.len() < obs.hand_sizes[obs.seat];
        let mut seeded = vec![Cards::new(); n];
        if let Phase::Army { castle } = obs.phase
            && (obs.turn != obs.seat || partial)
        {
            seeded[obs.turn] = army_support(obs, castle as usize, &mut pool, rng);
        }
        // The cards known in each hand, and those that let a forming army be completed.
        let kept: Vec<Cards> = (0..n)
            .map(|h| {
                let mut cards = obs.known_hands[h];
                cards.add_all(&seeded[h]);
                cards
            })
            .collect();
        let mut own = obs.hand;
        own.add_all(&seeded[obs.seat]);
        let hands =
            rules_core::hands::deal_hidden(obs.seat, &own, &kept, &obs.hand_sizes, &mut pool);
        debug_assert_eq!(
            pool.len(),
            obs.deck_size,
            "the rest of the unseen cards is the deck"
        );
        let known = rules_core::KnownHands::of_observer(obs.seat, &obs.known_hands);
        State {
            options: obs.options.clone(),
            table,
            rng: GameRng::new(rng.next_u64()),
            deck: pool,
            dungeon: obs.dungeon,
            hands,
            known,
            castles: obs.castles.clone(),
            reserve: obs.reserve.clone(),
            dungeon_banners: obs.dungeon_banners.clone(),
            crowns: obs.crowns.clone(),
            hand_number: obs.hand_number,
            first_player: obs.first_player,
            turn: obs.turn,
            phase: obs.phase,
            last_round: obs.last_round,
            offer: obs.offer,
            proposals: obs.proposals.clone(),
            army: obs.army,
            hand_scores: obs.hand_scores.clone(),
            winners: match &obs.status {
                Status::Over(o) => o.winners.clone(),
                Status::Decision(_) => Vec::new(),
            },
        }
    }

    /// Every invariant, each violation in words.
    fn invariant_violations(&self) -> Vec<String> {
        let mut v = self.table_violations();
        let n = self.players();
        let turn_hand = self.hands[self.turn].len();
        let proposals = self.proposals.iter().flatten().count();
        let exchanging = matches!(self.phase, Phase::Propose { .. } | Phase::Pick);
        if self.offer.is_some() != exchanging {
            v.push(format!(
                "an offer lies on the table in the {} phase",
                self.phase.name()
            ));
        }
        if proposals > 0 && !exchanging {
            v.push(format!(
                "proposals lie on the table in the {} phase",
                self.phase.name()
            ));
        }
        if self.proposals[self.turn].is_some() {
            v.push("the player whose turn it is proposed to themselves".to_string());
        }
        if !self.army.is_empty() && !matches!(self.phase, Phase::Army { .. }) {
            v.push("an army is being formed outside the attack".to_string());
        }
        if self.last_round && !self.deck.is_empty() {
            v.push("a last-round turn with cards in the deck".to_string());
        }
        if (self.phase == Phase::Over) == self.winners.is_empty() {
            v.push("the match is over without winners, or has winners and goes on".to_string());
        }
        match self.phase {
            Phase::Offer | Phase::Main if turn_hand == 0 => {
                v.push(format!("seat {} must decide with no cards", self.turn));
            }
            Phase::Propose { seat }
                if seat == self.turn || seat >= n || self.hands[seat].is_empty() =>
            {
                v.push(format!(
                    "seat {seat} is asked for a proposal it cannot make"
                ));
            }
            Phase::Pick if proposals < 2 => {
                v.push("a pick among fewer than two proposals".to_string());
            }
            Phase::Army { castle } => {
                if castle as usize >= self.castles.len() {
                    v.push(format!(
                        "an attack on a castle #{castle} that does not exist"
                    ));
                } else if !crate::army::can_complete(
                    &self.army,
                    &self.hands[self.turn],
                    self.needed(self.turn, castle as usize),
                    self.rules().army_traits(),
                ) {
                    v.push("an army that can no longer take its castle".to_string());
                }
            }
            Phase::Reclaim { left } if turn_hand < left as usize => {
                v.push("a reclaim that cannot be paid".to_string());
            }
            Phase::Discard if turn_hand <= self.table.hand_limit => {
                v.push("a discard within the hand limit".to_string());
            }
            _ => {}
        }
        v
    }
}
