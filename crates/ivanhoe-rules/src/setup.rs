//! Dealing a new game.

use rules_core::{GameRng, SetupError};

use crate::cards::{Card, Cards};
use crate::events::Event;
use crate::options::Options;
use crate::state::{Phase, State, Tokens};

/// Cards dealt to each player.
pub const HAND_SIZE: usize = 8;

impl State {
    /// A new game: a random dealer, eight cards each, the player left of the dealer starts.
    pub fn new(options: &Options, seed: u64, ev: &mut Vec<Event>) -> Result<State, SetupError> {
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

    /// A table with the given cards and nothing else in play, before any turn.
    pub(crate) fn blank(
        options: Options,
        rng: GameRng,
        deck: Vec<Card>,
        hands: Vec<Cards>,
        dealer: usize,
    ) -> State {
        let n = options.players;
        State {
            options,
            rng,
            deck,
            discard: Vec::new(),
            hands,
            displays: vec![Vec::new(); n],
            shield: None,
            stunned: None,
            tokens: vec![Tokens::default(); n],
            in_tournament: (1 << n) - 1,
            entered: 0,
            colour: None,
            previous_colour: None,
            dealer,
            starter: (dealer + 1) % n,
            turn: (dealer + 1) % n,
            phase: Phase::ChooseColour,
            pending: None,
            played_this_turn: false,
            added_this_turn: 0,
            idle_starts: 0,
            known: vec![Cards::new(); n * n],
            winner: None,
        }
    }
}
