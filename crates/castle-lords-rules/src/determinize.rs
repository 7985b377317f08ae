//! Sampling a full state that agrees with one seat's observation: the hidden cards (other
//! hands beyond what the seat saw go into them, the deck order, the next hands' shuffles) are
//! dealt at random from the cards that seat has not seen. Bots search such samples.

use rules_core::{GameRng, Status};

use crate::cards::{ArmyTraits, Card, Cards};
use crate::observation::Observation;
use crate::options::RuleSet;
use crate::state::{Phase, State, controller};

impl State {
    /// A state consistent with `obs`, its unseen cards dealt by `rng`.
    pub fn determinize(obs: &Observation, rng: &mut GameRng) -> State {
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
        let mut seeded = vec![Cards::new(); n];
        if let Phase::Army { castle } = obs.phase
            && obs.turn != obs.seat
        {
            seeded[obs.turn] = army_support(obs, castle as usize, &mut pool, rng);
        }
        let hands: Vec<Cards> = (0..n)
            .map(|h| {
                if h == obs.seat {
                    return obs.hand;
                }
                let mut hand = obs.known_hands[h];
                hand.add_all(&seeded[h]);
                while hand.len() < obs.hand_sizes[h] {
                    hand.add(pool.pop().expect("the unseen cards fill every hand"));
                }
                hand
            })
            .collect();
        debug_assert_eq!(
            pool.len(),
            obs.deck_size,
            "the rest of the unseen cards is the deck"
        );
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
}

/// The player forming an army knows he can still complete it: his hidden cards must allow
/// that. Picks (at random) a characteristic the army could be completed with, and takes from
/// the shuffled `pool` the unseen cards of it his hand needs. Returns those cards.
fn army_support(
    obs: &Observation,
    castle: usize,
    pool: &mut Vec<Card>,
    rng: &mut GameRng,
) -> Cards {
    let seat = obs.turn;
    let rules = obs.options.rules;
    let c = &obs.castles[castle];
    let d = c.defenders.len();
    let helped = rules == RuleSet::Intermediate
        && c.boxes.position(seat).is_some()
        && controller(rules, &c.boxes) != Some(seat);
    let needed = if helped { d.max(1) } else { d + 1 };
    let common = obs.army.common_traits(rules.army_traits());
    let known = obs.known_hands[seat];
    let known_counts = known.trait_counts();
    let pool_counts: Cards = pool.iter().copied().collect();
    let pool_counts = pool_counts.trait_counts();
    let hidden = obs.hand_sizes[seat] - known.len();
    let short = |b: usize| needed.saturating_sub(obs.army.len() + known_counts[b] as usize);
    let candidates: Vec<usize> = (0..12)
        .filter(|&b| common & (1 << b) != 0)
        .filter(|&b| short(b) <= hidden.min(pool_counts[b] as usize))
        .collect();
    let Some(&bit) = rng.choose(&candidates) else {
        debug_assert!(false, "the army under way could never be completed");
        return Cards::new();
    };
    let mut want = short(bit);
    let mut taken = Cards::new();
    let mut i = 0;
    while want > 0 && i < pool.len() {
        if pool[i].traits() & (1 << bit) != 0 {
            taken.add(pool.swap_remove(i));
            want -= 1;
        } else {
            i += 1;
        }
    }
    rng.shuffle(pool);
    taken
}
