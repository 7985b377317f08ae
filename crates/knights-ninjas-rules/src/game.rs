//! The engine as the collection sees it: `State` implements `rules_core::Game` directly. The
//! entry points live here (dealing, the legal list, applying an action, observations,
//! determinization, invariants); the rules they call live in the modules named after them.

use crate::action::Action;
use crate::cards::{Card, Cards};
use crate::components::DEAL;
use crate::error::RuleError;
use crate::events::Event;
use crate::observation::Observation;
use crate::options::Options;
use crate::state::{Phase, State, table_cards};
use rules_core::{Game, GameRng, Seat, SetupError, Status};

impl Game for State {
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type Observation = Observation;
    type RuleError = RuleError;

    const NAME: &'static str = "knights-ninjas";
    const INFO: &'static rules_core::registry::GameInfo = crate::info::INFO;

    /// A new game: each player's gems before them, two cards each, and the first player's
    /// first turn (they draw one card only).
    fn new_game(options: &Options, seed: u64, ev: &mut Vec<Event>) -> Result<Self, SetupError> {
        options.validate()?;
        let n = options.players;
        let mut rng = GameRng::new(seed);
        let first = match options.first_player {
            Some(seat) => seat,
            None => rng.below(n),
        };
        let components = options.components().clone();
        let mut deck: Vec<Card> = components.full_deck().iter().collect();
        rng.shuffle(&mut deck);
        let mut hands = vec![Cards::new(); n];
        for _ in 0..DEAL {
            for k in 0..n {
                let seat = (first + k) % n;
                hands[seat].add(deck.pop().expect("the components deal every hand"));
            }
        }
        ev.push(Event::Dealt {
            first,
            hands: hands.iter().map(|h| Some(h.iter().collect())).collect(),
        });
        let mut state = State::blank(options.clone(), rng, deck, hands);
        state.first_turn = true;
        state.begin_turn(first, ev);
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
        let seat = self.decider();
        // Each candidate goes through the check `check` would pick for it in this phase, called
        // directly: the searches list actions at nearly every step, and `check` would find the
        // deciding seat and match the phase again for every candidate.
        let mut keep = |checked: Result<(), RuleError>, action: Action| {
            if checked.is_ok() {
                out.push(action);
            }
        };
        match self.phase {
            Phase::Over => {}
            Phase::Main => {
                for target in (1..self.players()).map(|k| (seat + k) % self.players()) {
                    self.plays(seat, Card::can_attack, &mut |play| {
                        keep(
                            self.check_attack(seat, target, play),
                            Action::Attack { target, play },
                        )
                    });
                }
                self.plays(seat, Card::can_fortify, &mut |play| {
                    keep(self.check_fortify(seat, play), Action::Fortify(play))
                });
                for card in self.hands[seat].kinds() {
                    keep(self.check_discard(seat, card), Action::Discard(card));
                }
                keep(self.check_end_main(seat), Action::End);
            }
            Phase::Fortify => {
                self.plays(seat, Card::can_fortify, &mut |play| {
                    keep(self.check_fortify(seat, play), Action::Fortify(play))
                });
                keep(Ok(()), Action::End);
            }
            Phase::Attack => {
                let target = self
                    .attack
                    .as_ref()
                    .expect("an attack is under way")
                    .defender;
                self.plays(seat, Card::can_attack, &mut |play| {
                    keep(
                        self.check_attack(seat, target, play),
                        Action::Attack { target, play },
                    )
                });
                keep(Ok(()), Action::End);
            }
            Phase::Respond => {
                self.plays(seat, Card::can_respond, &mut |play| {
                    keep(self.check_response(seat, play), Action::Respond(play))
                });
                keep(Ok(()), Action::Pass);
            }
            Phase::Interrupt => {
                self.plays(seat, |c| c == Card::Highwayman, &mut |play| {
                    keep(self.check_steal(seat, play), Action::Steal(play))
                });
                keep(Ok(()), Action::Pass);
            }
        }
    }

    /// Applies the deciding seat's action, appending its events; refused actions change nothing.
    fn apply(&mut self, action: &Action, ev: &mut Vec<Event>) -> Result<(), RuleError> {
        self.check(action)?;
        let seat = self.decider();
        match (self.phase, *action) {
            (Phase::Main | Phase::Attack, Action::Attack { target, play }) => {
                self.play_attack(seat, target, play, ev)
            }
            (Phase::Main | Phase::Fortify, Action::Fortify(play)) => self.fortify(seat, play, ev),
            (Phase::Main, Action::Discard(card)) => self.discard_card(seat, card, ev),
            (Phase::Main | Phase::Fortify | Phase::Attack, Action::End) => self.end_turn(ev),
            (Phase::Respond, Action::Respond(play)) => self.respond(seat, play, ev),
            (Phase::Respond, Action::Pass) => self.let_through(seat, ev),
            (Phase::Interrupt, Action::Steal(play)) => self.steal(seat, play, ev),
            (Phase::Interrupt, Action::Pass) => self.pass_gems(seat, ev),
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
            components: self.components.clone(),
            hand: self.hands[seat],
            hand_sizes: self.hands.iter().map(Cards::len).collect(),
            known_hands: self.known.seen_by(seat, &self.hands[seat]),
            kingdoms: self.kingdoms.clone(),
            target: self.target,
            reshuffles: self.reshuffles,
            turn: self.turn,
            first_turn: self.first_turn,
            phase: self.phase,
            attack: self.attack.clone(),
            motion: self.motion.clone(),
            deck_size: self.deck.len(),
            discard: self.discard.clone(),
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
        let mut unseen = obs.components.full_deck();
        let mut seen = table_cards(&obs.kingdoms, obs.attack.as_ref(), obs.motion.as_ref());
        obs.hand.iter().for_each(|c| seen.add(c));
        obs.discard.iter().for_each(|&c| seen.add(c));
        for (h, known) in obs.known_hands.iter().enumerate() {
            if h != obs.seat {
                known.iter().for_each(|c| seen.add(c));
            }
        }
        debug_assert!(
            unseen.contains_all(&seen),
            "the observation shows more cards than exist"
        );
        unseen.remove_all(&seen);
        let mut pool: Vec<Card> = unseen.iter().collect();
        rng.shuffle(&mut pool);
        let hands = rules_core::hands::deal_hidden(
            obs.seat,
            &obs.hand,
            &obs.known_hands,
            &obs.hand_sizes,
            &mut pool,
        );
        let known = rules_core::KnownHands::of_observer(obs.seat, &obs.known_hands);
        State {
            options: obs.options.clone(),
            components: obs.components.clone(),
            rng: GameRng::new(rng.next_u64()),
            deck: pool,
            discard: obs.discard.clone(),
            hands,
            kingdoms: obs.kingdoms.clone(),
            target: obs.target,
            reshuffles: obs.reshuffles,
            turn: obs.turn,
            first_turn: obs.first_turn,
            phase: obs.phase,
            attack: obs.attack.clone(),
            motion: obs.motion.clone(),
            known,
            winners: match &obs.status {
                Status::Over(o) => o.winners.clone(),
                Status::Decision(_) => Vec::new(),
            },
        }
    }

    /// The rules' invariants, each violation in words.
    fn invariant_violations(&self) -> Vec<String> {
        let mut v = Vec::new();
        let n = self.players();
        let c = &self.components;

        let (all, count) = self.all_cards();
        if count != c.total_cards() || all != c.full_deck() {
            let diff: Vec<String> = Card::ALL
                .iter()
                .filter(|k| all.count(**k) != c.count(**k))
                .map(|k| format!("{k}: {} of {}", all.count(*k), c.count(*k)))
                .collect();
            v.push(format!(
                "{count} cards instead of {} ({})",
                c.total_cards(),
                diff.join(", ")
            ));
        }

        let held: u32 = self.kingdoms.iter().map(|k| k.gems as u32).sum();
        let moving = self.motion.as_ref().map_or(0, |m| m.gems as u32);
        let in_play = c.gems_per_player() as u32 * n as u32;
        if held + moving != in_play {
            v.push(format!(
                "{held} gems owned and {moving} moving, but {in_play} are in play"
            ));
        }
        if in_play > c.gem_total() as u32 {
            v.push(format!(
                "{in_play} gems in play, the game has {}",
                c.gem_total()
            ));
        }

        for (s, k) in self.kingdoms.iter().enumerate() {
            for (role, slot) in [
                (Card::Castle, k.castle),
                (Card::Archer, k.archer),
                (Card::Minstrel, k.minstrel),
            ] {
                if let Some(card) = slot
                    && card != role
                    && card != Card::Jester
                {
                    v.push(format!("seat {s}'s {role} is a {card}"));
                }
            }
            for viewer in 0..n {
                if !self.hands[s].contains_all(self.known(viewer, s)) {
                    v.push(format!(
                        "seat {viewer} 'knows' cards seat {s} does not hold"
                    ));
                }
            }
        }

        if self.target != c.target_after(self.reshuffles) {
            v.push(format!(
                "target {} after {} reshuffles, expected {}",
                self.target,
                self.reshuffles,
                c.target_after(self.reshuffles)
            ));
        }

        let exchange = self.attack.as_ref().and_then(|a| a.exchange.as_ref());
        let consistent = match self.phase {
            Phase::Main | Phase::Fortify => self.attack.is_none() && self.motion.is_none(),
            Phase::Attack => self.attack.is_some() && exchange.is_none() && self.motion.is_none(),
            Phase::Respond => exchange.is_some() && self.motion.is_none(),
            Phase::Interrupt => exchange.is_some() && self.motion.is_some(),
            Phase::Over => !self.winners.is_empty() && self.motion.is_none(),
        };
        if !consistent {
            v.push(format!(
                "phase {} with attack {:?} and motion {:?}",
                self.phase.name(),
                self.attack,
                self.motion
            ));
        }
        if matches!(
            self.phase,
            Phase::Main | Phase::Attack | Phase::Respond | Phase::Interrupt
        ) && self.kingdoms[self.turn].minstrel.is_some()
        {
            v.push(format!(
                "seat {} kept its Minstrel into its own turn",
                self.turn
            ));
        }
        if let Some(a) = &self.attack {
            if a.attacker != self.turn || a.defender == a.attacker || a.defender >= n {
                v.push(format!(
                    "attack by {} on {} in seat {}'s turn",
                    a.attacker, a.defender, self.turn
                ));
            }
            if self.kingdoms[a.defender].minstrel.is_some() {
                v.push(format!("seat {} is attacked behind a Minstrel", a.defender));
            }
            if let Some(x) = &a.exchange {
                let expected = if x.traitors.len() % 2 == 0 {
                    a.defender
                } else {
                    a.attacker
                };
                if x.aimed_at != expected {
                    v.push(format!(
                        "the attack card is aimed at {} after {} Traitors",
                        x.aimed_at,
                        x.traitors.len()
                    ));
                }
                if !x.play.role.can_attack() || !x.play.is_single_or_revolt() {
                    v.push(format!("{} on the table as an attack card", x.play));
                }
            }
        }
        if let Some(m) = &self.motion
            && (m.asked == m.to || m.passes as usize >= n - 1 || m.gems == 0)
        {
            v.push(format!("gems in motion in a closed window: {m:?}"));
        }
        // A winner owns the target, or the deck ran out at the lowest target and it owns the
        // most gems.
        let most = self.kingdoms.iter().map(|k| k.gems).max().unwrap_or(0);
        for &w in self.winners.iter().filter(|_| self.phase == Phase::Over) {
            let gems = self.kingdoms[w].gems;
            let ran_out = self.target == c.target_minimum() && gems == most;
            if gems < self.target && !ran_out {
                v.push(format!(
                    "seat {w} won with {gems} gems, below the target {}",
                    self.target
                ));
            }
        }
        v
    }
}
