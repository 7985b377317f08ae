//! The flow of a turn: draw, exchange, attack (or reclaim, or pass), discard to the hand limit;
//! the last round of a hand; scoring, crowns and the end of the match.

use rules_core::Seat;

use crate::cards::{Card, Cards};
use crate::error::RuleError;
use crate::events::{DiscardReason, Event};
use crate::options::RuleSet;
use crate::state::{Crown, Phase, State};

/// Cards drawn at the start of a turn while the deck lasts.
pub const DRAW_PER_TURN: usize = 2;
/// Points a player needs to win a crown in basic and intermediate play.
pub const CROWN_POINTS: u32 = 10;
/// King's crowns that win a basic or intermediate match.
pub const KINGS_TO_WIN: u32 = 2;
/// Cards discarded to reclaim one banner (advanced).
pub const RECLAIM_COST: u8 = 3;

impl State {
    /// Starts `seat`'s turn: the hand ends when the deck and every hand are empty; a turn that
    /// begins with an empty deck is a last-round turn (no draw); a player without cards passes.
    pub(crate) fn begin_turn(&mut self, mut seat: Seat, ev: &mut Vec<Event>) {
        loop {
            if self.deck.is_empty() && self.hands.iter().all(Cards::is_empty) {
                self.end_hand(ev);
                return;
            }
            self.turn = seat;
            let last = self.deck.is_empty();
            if last && !self.last_round {
                ev.push(Event::LastRoundBegan);
            }
            self.last_round = last;
            ev.push(Event::TurnStarted {
                seat,
                last_round: last,
            });
            for _ in 0..DRAW_PER_TURN {
                let Some(card) = self.deck.pop() else { break };
                self.hands[seat].add(card);
                ev.push(Event::Drew {
                    seat,
                    card: Some(card),
                });
            }
            if self.hands[seat].is_empty() {
                ev.push(Event::TurnSkipped { seat });
                seat = (seat + 1) % self.players();
                continue;
            }
            self.phase = Phase::Offer;
            return;
        }
    }

    // ----- the exchange -----

    pub(crate) fn offer_card(&mut self, card: Card, ev: &mut Vec<Event>) {
        let seat = self.turn;
        self.take_from_hand(seat, card);
        self.offer = Some(card);
        ev.push(Event::Offered { seat, card });
        self.ask_after(seat, ev);
    }

    pub(crate) fn propose(&mut self, seat: Seat, card: Option<Card>, ev: &mut Vec<Event>) {
        match card {
            Some(card) => {
                self.take_from_hand(seat, card);
                self.proposals[seat] = Some(card);
                ev.push(Event::Proposed { seat, card });
            }
            None => ev.push(Event::Declined { seat }),
        }
        self.ask_after(seat, ev);
    }

    /// Asks the next player clockwise after `seat` who holds a card, or settles the exchange
    /// once every other player has answered.
    fn ask_after(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let n = self.players();
        let mut s = (seat + 1) % n;
        while s != self.turn {
            if !self.hands[s].is_empty() {
                self.phase = Phase::Propose { seat: s };
                return;
            }
            s = (s + 1) % n;
        }
        let mut proposers = self.seats().filter(|&s| self.proposals[s].is_some());
        match (proposers.next(), proposers.next()) {
            (None, _) => {
                let card = self.offer.take().expect("a card is on offer");
                self.dungeon.add(card);
                ev.push(Event::OfferToDungeon {
                    seat: self.turn,
                    card,
                });
                self.enter_main(ev);
            }
            (Some(only), None) => self.exchange(only, true, ev),
            (Some(_), Some(_)) => self.phase = Phase::Pick,
        }
    }

    /// The offer goes to `with`, their proposal to the player whose turn it is; the other
    /// proposals go back to their owners. Everything was face up, so everyone knows where.
    pub(crate) fn exchange(&mut self, with: Seat, forced: bool, ev: &mut Vec<Event>) {
        let seat = self.turn;
        let gave = self.offer.take().expect("a card is on offer");
        let got = self.proposals[with]
            .take()
            .expect("the picked seat proposed");
        self.give_openly(with, gave);
        self.give_openly(seat, got);
        ev.push(Event::Exchanged {
            seat,
            with,
            gave,
            got,
            forced,
        });
        for s in self.seats() {
            if let Some(card) = self.proposals[s].take() {
                self.give_openly(s, card);
                ev.push(Event::ProposalReturned { seat: s, card });
            }
        }
        self.enter_main(ev);
    }

    /// The attack step; a player left without cards has nothing to decide.
    fn enter_main(&mut self, ev: &mut Vec<Event>) {
        if self.hands[self.turn].is_empty() {
            self.finish_turn(ev);
        } else {
            self.phase = Phase::Main;
        }
    }

    // ----- attacking -----

    pub(crate) fn begin_attack(&mut self, castle: u8, ev: &mut Vec<Event>) {
        self.phase = Phase::Army { castle };
        ev.push(Event::AttackBegun {
            seat: self.turn,
            castle,
        });
    }

    pub(crate) fn add_to_army(&mut self, card: Card, ev: &mut Vec<Event>) {
        let seat = self.turn;
        self.take_from_hand(seat, card);
        self.army.add(card);
        ev.push(Event::ArmyCardAdded { seat, card });
    }

    /// The army takes the castle: it becomes the defenders, the old defenders leave, the
    /// banners move.
    pub(crate) fn launch(&mut self, castle: u8, ev: &mut Vec<Event>) {
        let seat = self.turn;
        let c = castle as usize;
        let previous = self.controller(c);
        let army = std::mem::take(&mut self.army);
        let old = std::mem::replace(&mut self.castles[c].defenders, army);
        ev.push(Event::ArmyPlayed {
            seat,
            castle,
            army: army.iter().collect(),
        });
        if !old.is_empty() {
            if self.rules() == RuleSet::Advanced {
                for card in old.iter() {
                    self.give_openly(seat, card);
                }
                ev.push(Event::DefendersToHand {
                    castle,
                    seat,
                    cards: old.iter().collect(),
                });
            } else {
                self.dungeon.add_all(&old);
                ev.push(Event::DefendersToDungeon {
                    castle,
                    cards: old.iter().collect(),
                });
            }
        }
        self.place_banner(seat, c, ev);
        let now = self.controller(c);
        if now != previous {
            ev.push(Event::CastleCaptured {
                castle,
                seat: now,
                previous,
            });
        }
        self.after_attack(ev);
    }

    /// The attacker's banner goes to box 1 and the others shift towards the dungeon.
    /// Basic: a banner already there moves up, and only the banners before it shift.
    /// Intermediate: a banner already there moves up, and every other banner shifts.
    /// Basic and intermediate: a controller's banners stay. Advanced: always a new banner.
    fn place_banner(&mut self, seat: Seat, c: usize, ev: &mut Vec<Event>) {
        let castle = c as u8;
        let rules = self.rules();
        let boxes = &mut self.castles[c].boxes;
        let n = boxes.len();
        let own = match rules {
            RuleSet::Advanced => None,
            RuleSet::Basic | RuleSet::Intermediate => boxes.position(seat),
        };
        if own == Some(0) {
            ev.push(Event::BannersStayed { castle });
            return;
        }
        let pushed_out = match (rules, own) {
            (RuleSet::Basic, Some(j)) => {
                boxes.set(j, None);
                boxes.shift(j)
            }
            (_, Some(j)) => {
                boxes.set(j, None);
                boxes.shift(n)
            }
            (_, None) => boxes.shift(n),
        };
        boxes.set(0, Some(seat));
        let mut shown: Vec<Option<Seat>> = boxes.iter().collect();
        shown[0] = None;
        if let Some(out) = pushed_out {
            self.dungeon_banners[out] += 1;
            ev.push(Event::BannerToDungeon { seat: out, castle });
        }
        ev.push(Event::BannersShifted {
            castle,
            boxes: shown,
        });
        match own {
            Some(j) => ev.push(Event::BannerMoved {
                seat,
                castle,
                from_box: j + 1,
            }),
            None => {
                self.reserve[seat] -= 1;
                ev.push(Event::BannerPlaced { seat, castle });
            }
        }
    }

    /// Not attacking. In the last round (only allowed when no attack is possible) the whole
    /// hand goes to the dungeon.
    pub(crate) fn pass(&mut self, ev: &mut Vec<Event>) {
        let seat = self.turn;
        ev.push(Event::Passed { seat });
        if self.last_round {
            let cards = std::mem::take(&mut self.hands[seat]);
            for v in self.seats() {
                self.known_mut(v, seat).clear();
            }
            self.dungeon.add_all(&cards);
            ev.push(Event::HandDiscarded {
                seat,
                cards: cards.iter().collect(),
            });
        }
        self.after_attack(ev);
    }

    pub(crate) fn check_pass(&self, seat: Seat) -> Result<(), RuleError> {
        if self.last_round && self.can_attack(seat) {
            Err(RuleError::MustAttack)
        } else {
            Ok(())
        }
    }

    /// After the attack step: discard down to the hand limit (basic, intermediate).
    fn after_attack(&mut self, ev: &mut Vec<Event>) {
        if self.rules().has_hand_limit() && self.hands[self.turn].len() > self.table.hand_limit {
            self.phase = Phase::Discard;
        } else {
            self.finish_turn(ev);
        }
    }

    pub(crate) fn discard(&mut self, card: Card, ev: &mut Vec<Event>) {
        let seat = self.turn;
        self.take_from_hand(seat, card);
        self.dungeon.add(card);
        match self.phase {
            Phase::Reclaim { left } => {
                ev.push(Event::Discarded {
                    seat,
                    card,
                    reason: DiscardReason::Reclaim,
                });
                if left > 1 {
                    self.phase = Phase::Reclaim { left: left - 1 };
                } else {
                    self.dungeon_banners[seat] -= 1;
                    self.reserve[seat] += 1;
                    ev.push(Event::BannerReclaimed { seat });
                    self.enter_main(ev);
                }
            }
            _ => {
                ev.push(Event::Discarded {
                    seat,
                    card,
                    reason: DiscardReason::HandLimit,
                });
                if self.hands[seat].len() <= self.table.hand_limit {
                    self.finish_turn(ev);
                }
            }
        }
    }

    // ----- reclaiming (advanced) -----

    pub(crate) fn check_reclaim(&self, seat: Seat) -> Result<(), RuleError> {
        if self.rules() != RuleSet::Advanced {
            return Err(RuleError::ReclaimNotAdvanced);
        }
        if self.dungeon_banners[seat] == 0 {
            return Err(RuleError::NoBannerInDungeon);
        }
        let held = self.hands[seat].len();
        if held < RECLAIM_COST as usize {
            return Err(RuleError::ReclaimCost { held });
        }
        Ok(())
    }

    pub(crate) fn begin_reclaim(&mut self, ev: &mut Vec<Event>) {
        self.phase = Phase::Reclaim { left: RECLAIM_COST };
        ev.push(Event::ReclaimBegun { seat: self.turn });
    }

    // ----- the end of a turn, a hand, the match -----

    fn finish_turn(&mut self, ev: &mut Vec<Event>) {
        let next = (self.turn + 1) % self.players();
        self.begin_turn(next, ev);
    }

    /// Every hand is empty: score, give crowns, end the match or deal the next hand.
    pub(crate) fn end_hand(&mut self, ev: &mut Vec<Event>) {
        let scores: Vec<u32> = self.seats().map(|s| self.score(s)).collect();
        ev.push(Event::HandScored {
            hand: self.hand_number,
            scores: scores.clone(),
        });
        let top = scores.iter().copied().max().unwrap_or(0);
        let mut award = |state: &mut State, seat: Seat, crown: Crown| {
            let c = &mut state.crowns[seat];
            match crown {
                Crown::Duke => c.duke += 1,
                Crown::King => c.king += 1,
                Crown::Hand => c.hand += 1,
            }
            ev.push(Event::CrownWon { seat, crown });
        };
        let winners: Vec<Seat> = match self.rules() {
            RuleSet::Advanced => {
                if top > 0 {
                    for s in self.seats().filter(|&s| scores[s] == top) {
                        award(self, s, Crown::Hand);
                    }
                }
                if self.hand_number >= self.options.hands {
                    let most = self.crowns.iter().map(|c| c.hand).max().unwrap_or(0);
                    self.seats()
                        .filter(|&s| self.crowns[s].hand == most)
                        .collect()
                } else {
                    Vec::new()
                }
            }
            RuleSet::Basic | RuleSet::Intermediate => {
                for s in self.seats() {
                    let crown = if self.options.sole_winner {
                        (top > 0 && scores[s] == top).then_some(Crown::King)
                    } else if scores[s] < CROWN_POINTS {
                        None
                    } else if scores[s] == top {
                        Some(Crown::King)
                    } else {
                        Some(Crown::Duke)
                    };
                    if let Some(crown) = crown {
                        award(self, s, crown);
                    }
                }
                self.seats()
                    .filter(|&s| self.crowns[s].king >= KINGS_TO_WIN)
                    .collect()
            }
        };
        self.hand_scores = scores;
        if winners.is_empty() {
            self.hand_number += 1;
            self.first_player = (self.first_player + 1) % self.players();
            self.start_hand(ev);
        } else {
            self.phase = Phase::Over;
            self.winners = winners.clone();
            ev.push(Event::MatchWon { winners });
        }
    }
}
