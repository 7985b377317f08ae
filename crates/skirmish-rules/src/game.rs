//! The engine as the collection sees it: `State` implements `rules_core::Game`. The entry
//! points live here (the deal, the legal list, applying an action, observations,
//! determinization); the rules they call live in `turn`.

use rules_core::{Game, GameRng, Seat, SetupError, Status};

use crate::action::Action;
use crate::cards::{Card, Cards, full_deck};
use crate::error::RuleError;
use crate::events::Event;
use crate::observation::Observation;
use crate::options::Options;
use crate::state::{HAND_SIZE, Phase, START_STRENGTH, State};

impl Game for State {
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type Observation = Observation;
    type RuleError = RuleError;

    const NAME: &'static str = "skirmish";
    const INFO: &'static rules_core::registry::GameInfo = crate::info::INFO;

    /// The deal: the deck shuffled, three cards to each seat in turn from seat 0, and seat 0's
    /// first turn.
    fn new_game(options: &Options, seed: u64, ev: &mut Vec<Event>) -> Result<Self, SetupError> {
        options.validate()?;
        let n = options.players;
        let mut rng = GameRng::new(seed);
        let mut deck: Vec<Card> = full_deck().iter().collect();
        rng.shuffle(&mut deck);
        let mut hands = vec![Cards::new(); n];
        for _ in 0..HAND_SIZE {
            for hand in &mut hands {
                hand.add(
                    deck.pop()
                        .expect("18 cards deal three to each of four seats"),
                );
            }
        }
        ev.push(Event::Dealt {
            hands: hands.iter().map(|h| Some(h.iter().collect())).collect(),
        });
        let mut state = State {
            options: options.clone(),
            deck,
            hands,
            strength: vec![START_STRENGTH; n],
            discard: Vec::new(),
            turn: 0,
            phase: Phase::Play,
            pending: None,
            winners: Vec::new(),
        };
        state.begin_turn(0, ev);
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

    /// The plays of the hand (by value, one card before two) or the rivals in the game (in
    /// seat order); nothing once the match is over.
    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        let seat = self.turn;
        match self.phase {
            Phase::Play => out.extend(self.legal_plays(seat).map(Action::Play)),
            Phase::Target => out.extend(self.legal_targets(seat).map(Action::Target)),
            Phase::Over => {}
        }
    }

    /// Applies the deciding seat's action, appending its events; refused actions change nothing.
    fn apply(&mut self, action: &Action, ev: &mut Vec<Event>) -> Result<(), RuleError> {
        self.check(action)?;
        match *action {
            Action::Play(play) => self.play(play, ev),
            Action::Target(target) => self.hit(target, ev),
        }
        Ok(())
    }

    /// `seat`'s observation: its whole hand and the public table.
    fn observe(&self, seat: Seat) -> Observation {
        self.observation(seat, self.hands[seat])
    }

    /// What a spectator may know: the table as seat 0 sees it, without seat 0's hand (no card
    /// of a hand is public).
    fn observe_public(&self) -> Observation {
        self.observation(0, Cards::new())
    }

    fn event_seen_by(event: &Event, seats: &[Seat]) -> Event {
        event.seen_by(seats)
    }

    fn is_undo_barrier(event: &Event) -> bool {
        event.is_undo_barrier()
    }

    /// A state consistent with `obs`: the cards it cannot see (the other hands, the deck) dealt
    /// at random from those it has not seen, every hand keeping its size and the deck its size;
    /// everything public kept.
    fn determinize(obs: &Observation, rng: &mut GameRng) -> Self {
        let mut seen = obs.hand;
        obs.discard.iter().for_each(|&c| seen.add(c));
        obs.pending
            .into_iter()
            .flat_map(|p| p.cards())
            .for_each(|c| seen.add(c));
        for (h, known) in obs.known_hands.iter().enumerate() {
            if h != obs.seat {
                seen.add_all(known);
            }
        }
        let mut unseen = full_deck();
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
        State {
            options: obs.options.clone(),
            // What is left of the unseen cards is the deck, in the shuffled order.
            deck: pool,
            hands,
            strength: obs.strength.clone(),
            discard: obs.discard.clone(),
            turn: obs.turn,
            phase: obs.phase,
            pending: obs.pending,
            winners: match &obs.status {
                Status::Over(outcome) => outcome.winners.clone(),
                Status::Decision(_) => Vec::new(),
            },
        }
    }

    fn invariant_violations(&self) -> Vec<String> {
        self.violations()
    }
}
