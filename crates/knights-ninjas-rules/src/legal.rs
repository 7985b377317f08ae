//! Enumerating the legal actions. Every candidate goes through the same `check` that `apply`
//! uses, so the list and what `apply` accepts cannot drift apart.

use rules_core::Seat;

use crate::action::Play;
use crate::cards::Card;
use crate::state::State;

impl State {
    /// Every play of `seat`'s hand whose role passes `role`: each card as itself, a Jester
    /// announced as it, and every revolt (Peasants with Jesters announced as Peasants).
    pub(crate) fn plays(
        &self,
        seat: Seat,
        role: impl Fn(Card) -> bool,
        emit: &mut impl FnMut(Play),
    ) {
        let hand = &self.hands[seat];
        let jesters = hand.count(Card::Jester);
        for card in Card::ALL {
            if card == Card::Jester || !role(card) {
                continue;
            }
            if card == Card::Peasant {
                for natural in 0..=hand.count(Card::Peasant) {
                    for j in 0..=jesters {
                        if natural + j > 0 {
                            emit(Play {
                                role: card,
                                natural,
                                jesters: j,
                            });
                        }
                    }
                }
            } else {
                if hand.contains(card) {
                    emit(Play::card(card));
                }
                if jesters > 0 {
                    emit(Play::jester(card));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use rules_core::{Game, GameRng, Status};

    use crate::action::Action;
    use crate::cards::Card;
    use crate::options::Options;
    use crate::state::{Phase, State};

    /// The legal list as `check` defines it: every candidate of the phase that `check` accepts.
    fn legal_through_check(state: &State) -> Vec<Action> {
        let seat = state.decider();
        let mut candidates = Vec::new();
        let n = state.players();
        let mut plays = |role: fn(Card) -> bool, make: &dyn Fn(crate::Play) -> Action| {
            state.plays(seat, role, &mut |play| candidates.push(make(play)));
        };
        match state.phase {
            Phase::Over => {}
            Phase::Main => {
                for target in (1..n).map(|k| (seat + k) % n) {
                    plays(Card::can_attack, &|play| Action::Attack { target, play });
                }
                plays(Card::can_fortify, &Action::Fortify);
                candidates.extend(state.hands[seat].kinds().map(Action::Discard));
                candidates.push(Action::End);
            }
            Phase::Fortify => {
                plays(Card::can_fortify, &Action::Fortify);
                candidates.push(Action::End);
            }
            Phase::Attack => {
                let target = state.attack.as_ref().unwrap().defender;
                plays(Card::can_attack, &|play| Action::Attack { target, play });
                candidates.push(Action::End);
            }
            Phase::Respond => {
                plays(Card::can_respond, &Action::Respond);
                candidates.push(Action::Pass);
            }
            Phase::Interrupt => {
                plays(|c| c == Card::Highwayman, &Action::Steal);
                candidates.push(Action::Pass);
            }
        }
        candidates.retain(|a| state.check(a).is_ok());
        candidates
    }

    /// The legal list, which calls each phase's checks directly, is what `check` accepts, in
    /// the same order, at every step of random games at every table size.
    #[test]
    fn the_legal_list_is_what_check_accepts() {
        let mut legal = Vec::new();
        let mut events = Vec::new();
        let mut checked = 0;
        for players in 2..=6 {
            for seed in 0..20 {
                let mut rng = GameRng::new(seed);
                let mut state =
                    State::new_game(&Options::players(players), seed, &mut events).unwrap();
                while let Status::Decision(_) = state.status() {
                    state.legal_actions(&mut legal);
                    assert_eq!(legal, legal_through_check(&state), "{state:?}");
                    checked += 1;
                    let action = legal[rng.below(legal.len())];
                    events.clear();
                    state.apply(&action, &mut events).unwrap();
                }
            }
        }
        assert!(checked > 5_000, "{checked}");
    }
}
