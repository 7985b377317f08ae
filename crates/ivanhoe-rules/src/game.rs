//! The engine as the collection sees it: `State` implements `rules_core::Game` directly. The
//! entry points live here (dealing, the legal list, applying an action, observations,
//! determinization, invariants); the rules they call live in the modules named after them.

use crate::action::{Action, Play};
use crate::cards::{Card, Cards, Colour, DECK_SIZE, Kind};
use crate::error::RuleError;
use crate::events::Event;
use crate::observation::Observation;
use crate::options::Options;
use crate::setup::HAND_SIZE;
use crate::state::{Phase, State};
use rules_core::{Game, GameRng, Seat, SetupError, Status};

impl Game for State {
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type Observation = Observation;
    type RuleError = RuleError;

    const NAME: &'static str = "ivanhoe";
    const INFO: &'static rules_core::registry::GameInfo = crate::info::INFO;

    /// A new game: a random dealer, eight cards each, the player left of the dealer starts.
    fn new_game(options: &Options, seed: u64, ev: &mut Vec<Event>) -> Result<Self, SetupError> {
        options.validate()?;
        let n = options.players;
        let mut rng = GameRng::new(seed);
        let dealer = rng.below(n);
        let mut deck: Vec<Card> = crate::cards::full_deck().iter().collect();
        rng.shuffle(&mut deck);
        let mut hands = vec![Cards::new(); n];
        for _ in 0..HAND_SIZE {
            for k in 1..=n {
                let seat = (dealer + k) % n;
                hands[seat].add(deck.pop().expect("110 cards deal five hands"));
            }
        }
        ev.push(Event::Dealt {
            dealer,
            hands: hands.iter().map(|h| Some(h.iter().collect())).collect(),
        });
        let mut state = State::blank(options.clone(), rng, deck, hands, dealer);
        state.begin_start((dealer + 1) % n, ev);
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
        let seat = self.turn;
        match self.phase {
            Phase::Over => {}
            Phase::ChooseColour => {
                out.extend(self.startable_colours(seat).map(Action::ChooseColour))
            }
            Phase::FirstCard => {
                for card in kinds_in(&self.hands[seat]) {
                    if card.is_display_card() && self.check_first_card(card).is_ok() {
                        out.push(Action::Play(Play::Card(card)));
                    }
                }
            }
            Phase::Play => {
                // A display card passes `check_play` when it fits the colour, is not a second
                // maiden, and a stunned player has not added one this turn (`check_add`): asked
                // once here rather than card by card, as the searches list these at nearly
                // every step. Action cards go through `check_play`.
                let colour = self.colour.expect("a tournament is under way");
                let may_add = self.check_add(seat, Card::G1).is_ok();
                let maiden_ok = self.check_add(seat, Card::M6).is_ok();
                for card in kinds_in(&self.hands[seat]) {
                    let fits = match card.kind() {
                        Kind::Colour(c) => c == colour && may_add,
                        Kind::Supporter => {
                            if card.is_maiden() {
                                maiden_ok
                            } else {
                                may_add
                            }
                        }
                        Kind::Action => {
                            self.candidate_plays(card, &mut |play| {
                                if self.check_play(seat, play).is_ok() {
                                    out.push(Action::Play(play));
                                }
                            });
                            continue;
                        }
                    };
                    if fits {
                        out.push(Action::Play(Play::Card(card)));
                    }
                }
                if self.check_stay(seat).is_ok() {
                    out.push(Action::Stay);
                }
                out.push(Action::Withdraw);
            }
            Phase::AdaptKeep { keep } => {
                out.extend(self.keep_options(self.keep(keep)).map(Action::Keep));
            }
            Phase::Reaction { responder } => {
                if self.check_ivanhoe(responder).is_ok() {
                    out.push(Action::Ivanhoe);
                }
                out.push(Action::Pass);
            }
            Phase::ReturnToken { seat } => {
                out.extend(self.tokens[seat].colours().map(Action::ReturnToken));
            }
            Phase::ChooseToken { seat } => {
                out.extend(self.tokens[seat].missing().map(Action::Token));
            }
        }
    }

    /// Applies the deciding seat's action, appending its events; refused actions change nothing.
    fn apply(&mut self, action: &Action, ev: &mut Vec<Event>) -> Result<(), RuleError> {
        let seat = self.turn;
        // The turn's actions, checked as `check` would and carried out in one dispatch: the
        // searches' playouts apply them at nearly every step.
        if self.phase == Phase::Play {
            match *action {
                Action::Play(Play::Card(card)) => {
                    self.check_play(seat, Play::Card(card))?;
                    self.play_display_card(seat, card, ev);
                    return Ok(());
                }
                Action::Stay => {
                    self.check_stay(seat)?;
                    self.stay(seat, ev);
                    return Ok(());
                }
                Action::Withdraw => {
                    self.withdraw(seat, ev);
                    return Ok(());
                }
                _ => {}
            }
        }
        self.check(action)?;
        match (self.phase, *action) {
            (Phase::ChooseColour, Action::ChooseColour(c)) => self.choose_colour(c, ev),
            (Phase::FirstCard | Phase::Play, Action::Play(Play::Card(card))) => {
                self.play_display_card(seat, card, ev)
            }
            (Phase::Play, Action::Play(play)) => self.play_action_card(seat, play, ev),
            (Phase::Play, Action::Stay) => self.stay(seat, ev),
            (Phase::Play, Action::Withdraw) => self.withdraw(seat, ev),
            (Phase::AdaptKeep { keep }, Action::Keep(p)) => self.choose_keep(keep, p, ev),
            (Phase::Reaction { responder }, Action::Ivanhoe) => self.cancel(responder, ev),
            (Phase::Reaction { responder }, Action::Pass) => self.pass(responder, ev),
            (Phase::ReturnToken { seat }, Action::ReturnToken(c)) => {
                self.return_token(seat, c, ev);
                self.after_withdrawal(seat, ev);
            }
            (Phase::ChooseToken { seat }, Action::Token(c)) => self.award_token(seat, c, ev),
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
        let n = self.players();
        Observation {
            seat,
            options: self.options.clone(),
            hand: self.hands[seat],
            hand_sizes: self.hands.iter().map(Cards::len).collect(),
            // Once the game is over nothing is hidden any more: the hands are shown.
            known_hands: if self.outcome().is_some() {
                self.hands.clone()
            } else {
                self.known.seen_by(seat, &self.hands[seat])
            },
            displays: self.displays.clone(),
            shield: self.shield,
            stunned: self.stunned,
            tokens: self.tokens.clone(),
            in_tournament: (0..n).map(|s| self.is_in(s)).collect(),
            colour: self.colour,
            previous_colour: self.previous_colour,
            dealer: self.dealer,
            starter: self.starter,
            turn: self.turn,
            phase: self.phase,
            pending: self.pending.clone(),
            played_this_turn: self.played_this_turn,
            added_this_turn: self.added_this_turn,
            deck_size: self.deck.len(),
            discard: self.discard.clone(),
            status: self.status(),
        }
    }

    /// What a spectator may know: seat 0's observation with only the public part of each
    /// hand (every hand once the game is over, as every seat then sees them).
    fn observe_public(&self) -> Observation {
        let mut observation = self.observe(0);
        if self.outcome().is_none() {
            observation.known_hands = self.known.public();
            observation.hand = observation.known_hands[0];
        }
        observation
    }

    /// A state consistent with `obs`, its unseen cards dealt by `rng`.
    fn determinize(obs: &Observation, rng: &mut GameRng) -> Self {
        let n = obs.options.players;
        let mut unseen = crate::cards::full_deck();
        let mut take = |c: Card| {
            let present = unseen.remove(c);
            debug_assert!(present, "{c} seen twice");
        };
        obs.hand.iter().for_each(&mut take);
        obs.displays.iter().flatten().copied().for_each(&mut take);
        obs.discard.iter().copied().for_each(&mut take);
        if obs.shield.is_some() {
            take(Card::Shield);
        }
        if obs.stunned.is_some() {
            take(Card::Stunned);
        }
        if let Some(p) = &obs.pending
            && matches!(p.play, Play::Shield | Play::Stunned(_))
        {
            take(p.play.card());
        }
        for (h, known) in obs.known_hands.iter().enumerate() {
            if h != obs.seat {
                known.iter().for_each(&mut take);
            }
        }
        // `unseen.iter().collect()`, its room reserved at once.
        let mut pool: Vec<Card> = Vec::with_capacity(unseen.len());
        for (&copies, card) in unseen.counts().iter().zip(Card::ALL) {
            pool.extend(std::iter::repeat_n(card, usize::from(copies)));
        }
        rng.shuffle(&mut pool);
        let hands = rules_core::hands::deal_hidden(
            obs.seat,
            &obs.hand,
            &obs.known_hands,
            &obs.hand_sizes,
            &mut pool,
        );
        let known = rules_core::KnownHands::of_observer(obs.seat, &obs.known_hands);
        let entered = (0..n).fold(0u8, |bits, s| {
            if obs.in_tournament[s] && !obs.displays[s].is_empty() {
                bits | (1 << s)
            } else {
                bits
            }
        });
        // Room to grow, so that a search's playout from this sample does not reallocate the
        // displays and the discard pile as it plays (a clone holds exactly what it copies).
        let with_room = |cards: &Vec<Card>, room: usize| {
            let mut v = Vec::with_capacity(cards.len() + room);
            v.extend_from_slice(cards);
            v
        };
        State {
            options: obs.options.clone(),
            rng: GameRng::new(rng.next_u64()),
            deck: pool,
            discard: with_room(&obs.discard, DECK_SIZE - obs.discard.len().min(DECK_SIZE)),
            hands,
            displays: obs.displays.iter().map(|d| with_room(d, 16)).collect(),
            shield: obs.shield,
            stunned: obs.stunned,
            tokens: obs.tokens.clone(),
            in_tournament: (0..n).fold(0, |b, s| if obs.in_tournament[s] { b | 1 << s } else { b }),
            entered,
            colour: obs.colour,
            previous_colour: obs.previous_colour,
            dealer: obs.dealer,
            starter: obs.starter,
            turn: obs.turn,
            phase: obs.phase,
            pending: obs.pending.clone(),
            played_this_turn: obs.played_this_turn,
            added_this_turn: obs.added_this_turn,
            idle_starts: 0,
            known,
            winner: match &obs.status {
                rules_core::Status::Over(o) => o.winners.first().copied(),
                rules_core::Status::Decision(_) => None,
            },
        }
    }

    /// The rules' invariants, each violation in words.
    fn invariant_violations(&self) -> Vec<String> {
        let mut v = Vec::new();
        let (all, count) = self.all_cards();
        if count != DECK_SIZE || all != crate::cards::full_deck() {
            let diff: Vec<String> = Card::ALL
                .iter()
                .filter(|c| all.count(**c) != c.copies())
                .map(|c| format!("{c}: {} of {}", all.count(*c), c.copies()))
                .collect();
            v.push(format!(
                "{count} cards instead of {DECK_SIZE} ({})",
                diff.join(", ")
            ));
        }
        for colour in Colour::ALL {
            let held = self.tokens.iter().filter(|t| t.has(colour)).count();
            if held > 5 {
                v.push(format!("{held} {colour} tokens held, the pool has 5"));
            }
        }
        for s in self.seats() {
            let display = &self.displays[s];
            if self.is_in(s) && self.entered & (1 << s) != 0 && display.is_empty() {
                v.push(format!("seat {s} entered the tournament but shows no card"));
            }
            if display.iter().filter(|c| c.is_maiden()).count() > 1 {
                v.push(format!("seat {s} shows two maidens"));
            }
            if !self.is_in(s) && !display.is_empty() {
                v.push(format!("seat {s} withdrew but still shows cards"));
            }
            for viewer in self.seats() {
                if !self.hands[s].contains_all(self.known(viewer, s)) {
                    v.push(format!(
                        "seat {viewer} 'knows' cards seat {s} does not hold"
                    ));
                }
            }
        }
        for (name, holder) in [("Shield", self.shield), ("Stunned", self.stunned)] {
            if let Some(h) = holder
                && !self.is_in(h)
            {
                v.push(format!(
                    "the {name} lies before seat {h}, who is out of the tournament"
                ));
            }
        }
        let playing = matches!(
            self.phase,
            Phase::FirstCard | Phase::Play | Phase::AdaptKeep { .. } | Phase::Reaction { .. }
        );
        if playing && self.in_tournament.count_ones() < 2 {
            v.push("a tournament goes on with fewer than two players in it".to_string());
        }
        v
    }
}

/// The kinds `hand` holds, in code order: [`Cards::kinds`], from a mask of the counts that are
/// not zero, built without a branch per kind (the legal list asks it at nearly every step of a
/// search's playouts).
pub(crate) fn kinds_in(hand: &Cards) -> impl Iterator<Item = Card> + use<> {
    let mut mask = kinds_mask(hand);
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let i = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        Some(Card::ALL[i])
    })
}

/// Bit `i` set when `hand` holds the kind of index `i`: eight counts at a time, the high bit of
/// each byte that is not zero gathered into one byte by a multiplication.
fn kinds_mask(hand: &Cards) -> u64 {
    const _: () = assert!(crate::cards::CARD_KINDS <= 64, "a kind per bit of the mask");
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    let counts = hand.counts();
    let mut mask = 0u64;
    let mut chunks = counts.chunks_exact(8);
    for (i, chunk) in chunks.by_ref().enumerate() {
        let word = u64::from_le_bytes(chunk.try_into().expect("eight bytes"));
        // The high bit of each byte: set when the byte is not zero.
        let high = (((word & LOW7) + LOW7) | word) & !LOW7;
        // Byte j's high bit moved to bit 56 + j, then down to bit j.
        let bits = ((high >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) & 0xff;
        mask |= bits << (8 * i);
    }
    let done = counts.len() - chunks.remainder().len();
    for (j, &n) in chunks.remainder().iter().enumerate() {
        mask |= u64::from(n != 0) << (done + j);
    }
    mask
}
