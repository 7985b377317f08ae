//! Sampling a full state that agrees with one seat's observation: the hidden cards (other
//! hands, the deck order, future chance) are dealt at random from the cards that seat has not
//! seen, keeping every card it knows where it knows it to be. Bots search such samples.

use rules_core::GameRng;

use crate::action::Play;
use crate::cards::{Card, Cards};
use crate::observation::Observation;
use crate::state::State;

impl State {
    /// A state consistent with `obs`, its unseen cards dealt by `rng`.
    pub fn determinize(obs: &Observation, rng: &mut GameRng) -> State {
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
        let mut pool: Vec<Card> = unseen.iter().collect();
        rng.shuffle(&mut pool);
        let hands = (0..n)
            .map(|h| {
                if h == obs.seat {
                    return obs.hand;
                }
                let mut hand = obs.known_hands[h];
                while hand.len() < obs.hand_sizes[h] {
                    hand.add(pool.pop().expect("the unseen cards fill every hand"));
                }
                hand
            })
            .collect();
        let known = (0..n * n)
            .map(|i| {
                let (viewer, holder) = (i / n, i % n);
                if viewer == obs.seat && holder != obs.seat {
                    obs.known_hands[holder]
                } else {
                    Cards::new()
                }
            })
            .collect();
        let entered = (0..n).fold(0u8, |bits, s| {
            if obs.in_tournament[s] && !obs.displays[s].is_empty() {
                bits | (1 << s)
            } else {
                bits
            }
        });
        State {
            options: obs.options.clone(),
            rng: GameRng::new(rng.next_u64()),
            deck: pool,
            discard: obs.discard.clone(),
            hands,
            displays: obs.displays.clone(),
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
}
