//! Dealing a new game.

use rules_core::{GameRng, SetupError};

use crate::cards::{Card, Cards};
use crate::components::DEAL;
use crate::events::Event;
use crate::options::Options;
use crate::state::{Kingdom, Phase, State};

impl State {
    /// A new game: each player's gems before him, two cards each, and the first player's
    /// first turn (he draws one card only).
    pub fn new(options: &Options, seed: u64, ev: &mut Vec<Event>) -> Result<State, SetupError> {
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

    /// A table with these cards, every kingdom holding its starting gems unfortified, before
    /// any turn.
    pub(crate) fn blank(
        options: Options,
        rng: GameRng,
        deck: Vec<Card>,
        hands: Vec<Cards>,
    ) -> State {
        let n = options.players;
        let components = options.components().clone();
        let kingdom = Kingdom {
            gems: components.gems_per_player(),
            ..Kingdom::default()
        };
        State {
            target: components.target_start(),
            components,
            options,
            rng,
            deck,
            discard: Vec::new(),
            hands,
            kingdoms: vec![kingdom; n],
            reshuffles: 0,
            turn: 0,
            first_turn: false,
            phase: Phase::Main,
            attack: None,
            motion: None,
            known: vec![Cards::new(); n * n],
            winner: None,
        }
    }
}
