//! The flow of a game: starting a tournament, turns, staying, withdrawing, winning tokens.

use rules_core::Seat;

use crate::cards::{Card, Colour, Kind};
use crate::error::RuleError;
use crate::events::Event;
use crate::state::{Phase, State};

impl State {
    /// The colours `seat` may announce now: one they hold a card of, any with a supporter, never
    /// purple right after a purple tournament.
    pub fn startable_colours(&self, seat: Seat) -> impl Iterator<Item = Colour> + '_ {
        let hand = &self.hands[seat];
        let supporter =
            hand.contains(Card::S2) || hand.contains(Card::S3) || hand.contains(Card::M6);
        // The colours of the hand's cards, a bit each, counted once rather than per colour.
        let held = crate::game::kinds_in(hand)
            .filter_map(|card| card.colour())
            .fold(0u8, |bits, c| bits | 1 << c.index());
        Colour::ALL.into_iter().filter(move |&c| {
            (c != Colour::Purple || self.previous_colour != Some(Colour::Purple))
                && (supporter || held & (1 << c.index()) != 0)
        })
    }

    pub(crate) fn check_colour(&self, seat: Seat, colour: Colour) -> Result<(), RuleError> {
        if colour == Colour::Purple && self.previous_colour == Some(Colour::Purple) {
            return Err(RuleError::PurpleTwice);
        }
        if self.startable_colours(seat).any(|c| c == colour) {
            Ok(())
        } else {
            Err(RuleError::ColourWithoutCard { colour })
        }
    }

    /// `seat` is to start a tournament: they draw, then announce a colour; a starter who cannot
    /// start shows their hand and the next seat tries. A full round of starters who could neither
    /// start nor draw ends the game drawn.
    pub(crate) fn begin_start(&mut self, mut seat: Seat, ev: &mut Vec<Event>) {
        self.colour = None;
        self.in_tournament = (1u8 << self.players()) - 1;
        self.entered = 0;
        loop {
            self.turn = seat;
            self.starter = seat;
            self.played_this_turn = false;
            self.added_this_turn = 0;
            ev.push(Event::TurnStarted {
                seat,
                starting: true,
            });
            let drew = self.draw(seat, ev);
            if self.startable_colours(seat).next().is_some() {
                self.idle_starts = 0;
                self.phase = Phase::ChooseColour;
                return;
            }
            let hand: Vec<Card> = self.hands[seat].iter().collect();
            for v in self.clockwise_after(seat) {
                *self.known_mut(v, seat) = self.hands[seat];
            }
            ev.push(Event::HandRevealed { seat, hand });
            self.idle_starts = if drew { 0 } else { self.idle_starts + 1 };
            if self.idle_starts as usize >= self.players() {
                self.phase = Phase::Over;
                self.winner = None;
                ev.push(Event::GameDrawn);
                return;
            }
            seat = (seat + 1) % self.players();
        }
    }

    pub(crate) fn choose_colour(&mut self, colour: Colour, ev: &mut Vec<Event>) {
        self.colour = Some(colour);
        self.phase = Phase::FirstCard;
        ev.push(Event::TournamentStarted {
            starter: self.turn,
            colour,
        });
    }

    /// A turn within a tournament: draw, then play.
    pub(crate) fn begin_turn(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        self.turn = seat;
        self.played_this_turn = false;
        self.added_this_turn = 0;
        self.phase = Phase::Play;
        ev.push(Event::TurnStarted {
            seat,
            starting: false,
        });
        self.draw(seat, ev);
    }

    /// Whether `card` (a colour card or supporter) may go onto `seat`'s display now.
    pub(crate) fn check_display_card(&self, seat: Seat, card: Card) -> Result<(), RuleError> {
        let colour = self.colour.expect("a tournament is under way");
        match card.kind() {
            Kind::Colour(c) if c != colour => return Err(RuleError::WrongColour { card, colour }),
            Kind::Action => unreachable!("action cards are played through their own rules"),
            _ => {}
        }
        self.check_add(seat, card)
    }

    pub(crate) fn check_first_card(&self, card: Card) -> Result<(), RuleError> {
        let colour = self.colour.expect("a colour was chosen");
        match card.kind() {
            Kind::Supporter => Ok(()),
            Kind::Colour(c) if c == colour => Ok(()),
            _ => Err(RuleError::FirstCard { colour }),
        }
    }

    pub(crate) fn play_display_card(&mut self, seat: Seat, card: Card, ev: &mut Vec<Event>) {
        self.take_from_hand(seat, card);
        self.add_to_display(seat, card);
        self.played_this_turn = true;
        self.phase = Phase::Play;
        ev.push(Event::CardPlayed { seat, card });
    }

    pub(crate) fn check_stay(&self, seat: Seat) -> Result<(), RuleError> {
        if !self.played_this_turn {
            return Err(RuleError::StayWithoutPlay);
        }
        let total = self.total(seat);
        let best = self.best_other_total(seat);
        if total > best {
            Ok(())
        } else {
            Err(RuleError::StayNotHighest { total, best })
        }
    }

    pub(crate) fn stay(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        ev.push(Event::Stayed {
            seat,
            total: self.total(seat),
        });
        let next = self
            .next_in(seat)
            .expect("two players are in the tournament");
        self.begin_turn(next, ev);
    }

    /// The player leaves the tournament: their face-up cards go; with a maiden they return a
    /// token.
    pub(crate) fn withdraw(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let had_maiden = self.displays[seat].contains(&Card::M6);
        self.in_tournament &= !(1 << seat);
        ev.push(Event::Withdrew { seat });
        self.clear_table_of(seat, ev);
        if had_maiden {
            match self.tokens[seat].len() {
                0 => {}
                1 => {
                    let colour = self.tokens[seat].colours().next().expect("one token");
                    self.return_token(seat, colour, ev);
                }
                _ => {
                    self.phase = Phase::ReturnToken { seat };
                    return;
                }
            }
        }
        self.after_withdrawal(seat, ev);
    }

    pub(crate) fn return_token(&mut self, seat: Seat, colour: Colour, ev: &mut Vec<Event>) {
        self.tokens[seat].remove(colour);
        ev.push(Event::TokenReturned { seat, colour });
    }

    pub(crate) fn check_return(&self, seat: Seat, colour: Colour) -> Result<(), RuleError> {
        if self.tokens[seat].has(colour) {
            Ok(())
        } else {
            Err(RuleError::BadReturn { colour })
        }
    }

    /// After a withdrawal: the last player in wins at once; otherwise the next player's turn.
    pub(crate) fn after_withdrawal(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        if self.in_tournament.count_ones() == 1 {
            let winner = self.in_tournament.trailing_zeros() as Seat;
            self.win_tournament(winner, ev);
        } else {
            let next = self.next_in(seat).expect("players remain");
            self.begin_turn(next, ev);
        }
    }

    fn win_tournament(&mut self, winner: Seat, ev: &mut Vec<Event>) {
        let colour = self.colour.expect("a tournament was under way");
        ev.push(Event::TournamentWon {
            seat: winner,
            colour,
        });
        self.clear_table_of(winner, ev);
        self.entered = 0;
        self.previous_colour = Some(colour);
        self.colour = None;
        self.turn = winner;
        if colour == Colour::Purple {
            let mut missing = self.tokens[winner].missing();
            match (missing.next(), missing.next()) {
                (Some(only), None) => self.award_token(winner, only, ev),
                (Some(_), Some(_)) => self.phase = Phase::ChooseToken { seat: winner },
                (None, _) => self.next_tournament(winner, ev),
            }
        } else {
            self.award_token(winner, colour, ev);
        }
    }

    pub(crate) fn check_token(&self, seat: Seat, colour: Colour) -> Result<(), RuleError> {
        if self.tokens[seat].has(colour) {
            Err(RuleError::BadToken {
                colour,
                why: "the winner already holds one",
            })
        } else {
            Ok(())
        }
    }

    /// Gives the winner a token of `colour` (nothing if they hold one), then ends the game or
    /// starts the next tournament.
    pub(crate) fn award_token(&mut self, seat: Seat, colour: Colour, ev: &mut Vec<Event>) {
        if self.tokens[seat].insert(colour) {
            ev.push(Event::TokenWon { seat, colour });
        }
        if self.tokens[seat].len() >= self.options.tokens_to_win() {
            self.phase = Phase::Over;
            self.winner = Some(seat);
            ev.push(Event::GameWon { seat });
        } else {
            self.next_tournament(seat, ev);
        }
    }

    fn next_tournament(&mut self, winner: Seat, ev: &mut Vec<Event>) {
        self.begin_start(winner, ev);
    }
}

#[cfg(test)]
mod tests {
    use rules_core::{Game, GameRng, Status};

    use crate::cards::{Card, Cards};
    use crate::events::Event;
    use crate::options::Options;
    use crate::state::{Phase, State};

    /// RULINGS 1: a full round of starters who can neither start nor draw ends the game drawn.
    /// With all 110 cards this cannot happen (some hand holds a supporter, which starts any
    /// colour but purple), so the path is checked on a table of action cards alone.
    #[test]
    fn a_round_without_a_possible_start_or_draw_ends_the_game_drawn() {
        let actions = |cards: &[Card]| cards.iter().copied().collect::<Cards>();
        let hands = vec![
            actions(&[Card::Dodge, Card::Retreat]),
            actions(&[Card::Outwit]),
            actions(&[Card::Charge]),
        ];
        let mut state = State::blank(Options::players(3), GameRng::new(1), Vec::new(), hands, 2);
        let mut ev = Vec::new();
        state.begin_start(0, &mut ev);
        assert_eq!(state.phase, Phase::Over);
        assert!(matches!(state.status(), Status::Over(o) if o.is_draw()));
        let reveals = ev
            .iter()
            .filter(|e| matches!(e, Event::HandRevealed { .. }))
            .count();
        assert_eq!(reveals, 3);
        assert_eq!(ev.last(), Some(&Event::GameDrawn));
    }

    /// RULINGS 1, setup: eight cards each, and the player left of the dealer starts (drawing).
    #[test]
    fn the_deal_gives_eight_cards_and_the_dealers_left_hand_neighbour_starts() {
        for players in 2..=5 {
            for seed in 0..20 {
                let state =
                    State::new_game(&Options::players(players), seed, &mut Vec::new()).unwrap();
                let starter = (state.dealer() + 1) % players;
                assert_eq!(state.turn(), starter);
                for s in 0..players {
                    let expected = if s == starter { 9 } else { 8 };
                    assert_eq!(
                        state.hand(s).len(),
                        expected,
                        "players {players} seed {seed}"
                    );
                }
            }
        }
    }
}
