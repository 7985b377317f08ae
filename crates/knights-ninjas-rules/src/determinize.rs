//! Sampling a full state that agrees with one seat's observation: the hidden cards (other
//! hands, the deck order, future chance) are dealt at random from the cards that seat has not
//! seen, keeping every card it knows where it knows it to be. Bots search such samples.

use rules_core::{GameRng, Status};

use crate::cards::{Card, Cards};
use crate::observation::Observation;
use crate::state::{State, table_cards};

impl State {
    /// A state consistent with `obs`, its unseen cards dealt by `rng`.
    pub fn determinize(obs: &Observation, rng: &mut GameRng) -> State {
        let n = obs.options.players;
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
        let hands: Vec<Cards> = (0..n)
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
            winner: match &obs.status {
                Status::Over(o) => o.winners.first().copied(),
                Status::Decision(_) => None,
            },
        }
    }
}
