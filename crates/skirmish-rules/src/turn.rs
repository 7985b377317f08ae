//! A turn's rules: which plays and targets are legal, playing, hitting, drawing, passing the
//! turn on, and the end of the match.

use rules_core::Seat;

use crate::action::{Action, Play};
use crate::error::RuleError;
use crate::events::Event;
use crate::state::{HAND_SIZE, Phase, State};

impl State {
    /// Every play `seat`'s hand allows, by value, one card before two: each distinct set of
    /// cards is one play.
    pub(crate) fn legal_plays(&self, seat: Seat) -> impl Iterator<Item = Play> + '_ {
        let hand = &self.hands[seat];
        hand.kinds().flat_map(move |card| {
            let pair = (hand.count(card) >= 2).then_some(Play::pair(card));
            std::iter::once(Play::single(card)).chain(pair)
        })
    }

    /// Every rival `seat` may target: the other seats still in the game, in seat order.
    pub(crate) fn legal_targets(&self, seat: Seat) -> impl Iterator<Item = Seat> + '_ {
        self.seats_in_game().filter(move |&s| s != seat)
    }

    /// Whether the deciding seat may take `action` now; the rule it breaks otherwise.
    pub(crate) fn check(&self, action: &Action) -> Result<(), RuleError> {
        let seat = self.turn;
        match (self.phase, action) {
            (Phase::Over, _) => Err(RuleError::GameOver),
            (Phase::Play, Action::Play(play)) => {
                if self.hands[seat].count(play.card) >= play.count() {
                    Ok(())
                } else {
                    Err(RuleError::NotInHand {
                        cards: play.to_string(),
                    })
                }
            }
            (Phase::Target, &Action::Target(target)) => {
                let why = if target >= self.players() {
                    "there is no such seat at this table"
                } else if target == seat {
                    "a seat cannot target itself"
                } else if !self.in_game(target) {
                    "it is out of the game"
                } else {
                    return Ok(());
                };
                Err(RuleError::Rival { target, why })
            }
            (Phase::Play, Action::Target(_)) => Err(RuleError::WrongDecision {
                expected: "a play of one card or two of the same value ('play 4', 'play 4 4')",
                action: action.to_string(),
            }),
            (Phase::Target, Action::Play(_)) => Err(RuleError::WrongDecision {
                expected: "the choice of a rival to hit ('target 2')",
                action: action.to_string(),
            }),
        }
    }

    /// The turn's first decision: the cards leave the hand face up and wait for a target.
    pub(crate) fn play(&mut self, play: Play, ev: &mut Vec<Event>) {
        let seat = self.turn;
        for card in play.cards() {
            self.hands[seat].remove(card);
        }
        self.pending = Some(play);
        self.phase = Phase::Target;
        ev.push(Event::Played { seat, play });
    }

    /// The turn's second decision: the played cards hit `target` and go to the discard pile;
    /// then the acting seat refills its hand and the turn passes on, unless the match is over.
    pub(crate) fn hit(&mut self, target: Seat, ev: &mut Vec<Event>) {
        let seat = self.turn;
        let play = self
            .pending
            .take()
            .expect("a target is chosen for played cards");
        let damage = play.total();
        let strength = self.strength[target].saturating_sub(damage);
        self.strength[target] = strength;
        ev.push(Event::Hit {
            by: seat,
            target,
            damage,
            strength,
        });
        if strength == 0 {
            ev.push(Event::Out { seat: target });
        }
        self.discard.extend(play.cards());
        ev.push(Event::Discarded {
            cards: play.cards().collect(),
        });
        // One seat alone left in: nothing is left to play for, so the seat does not draw.
        if self.seats_in_game().count() > 1 {
            self.refill(seat, ev);
        }
        if self.is_finished() {
            self.finish(ev);
        } else {
            self.pass_turn(ev);
        }
    }

    /// `seat` draws from the deck until it holds three cards or the deck is empty.
    fn refill(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        while self.hands[seat].len() < HAND_SIZE {
            let Some(card) = self.deck.pop() else { break };
            self.hands[seat].add(card);
            ev.push(Event::Drew {
                seat,
                card: Some(card),
            });
        }
    }

    /// The turn passes to the next seat in the game, up the seat numbers, that holds a card;
    /// seats in the game without one are passed over. Called only while some seat in the game
    /// holds a card, so one is found (the seat that acted, at worst).
    pub(crate) fn pass_turn(&mut self, ev: &mut Vec<Event>) {
        let n = self.players();
        for k in 1..=n {
            let seat = (self.turn + k) % n;
            if !self.in_game(seat) {
                continue;
            }
            if self.hands[seat].is_empty() {
                ev.push(Event::PassedOver { seat });
                continue;
            }
            self.begin_turn(seat, ev);
            return;
        }
        unreachable!("a seat in the game holds a card while the match goes on");
    }

    /// `seat`'s turn begins: it plays next.
    pub(crate) fn begin_turn(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        self.turn = seat;
        self.phase = Phase::Play;
        ev.push(Event::TurnStarted { seat });
    }

    /// The match ends: the seats in the game with the most strength win.
    fn finish(&mut self, ev: &mut Vec<Event>) {
        let (winners, strength) = self.strongest();
        self.winners = winners.clone();
        self.phase = Phase::Over;
        ev.push(Event::MatchOver { winners, strength });
    }
}
