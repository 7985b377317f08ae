//! The state of a game and the bookkeeping every rule shares: zones, totals, who is in.

use rules_core::{GameRng, Outcome, Seat, Status};
use serde::{Deserialize, Serialize};

use crate::action::Play;
use crate::cards::{Card, Cards, Colour};
use crate::events::{Event, Origin};
use crate::options::Options;

/// A set of token colours, one bit per colour (a player holds at most one of each).
/// Serialized as the list of the colours held, in token order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Tokens(u8);

impl Tokens {
    /// Whether the set holds `colour`.
    pub fn has(self, colour: Colour) -> bool {
        self.0 & (1 << colour.index()) != 0
    }

    /// Adds `colour`; false when it was already held.
    pub fn insert(&mut self, colour: Colour) -> bool {
        let had = self.has(colour);
        self.0 |= 1 << colour.index();
        !had
    }

    /// Removes `colour`; false when it was not held.
    pub fn remove(&mut self, colour: Colour) -> bool {
        let had = self.has(colour);
        self.0 &= !(1 << colour.index());
        had
    }

    /// How many colours are held.
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether none is held.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The colours held, in token order.
    pub fn colours(self) -> impl Iterator<Item = Colour> {
        Colour::ALL.into_iter().filter(move |c| self.has(*c))
    }

    /// The colours not held, in token order.
    pub fn missing(self) -> impl Iterator<Item = Colour> {
        Colour::ALL.into_iter().filter(move |c| !self.has(*c))
    }
}

impl FromIterator<Colour> for Tokens {
    fn from_iter<I: IntoIterator<Item = Colour>>(iter: I) -> Self {
        let mut t = Tokens::default();
        for c in iter {
            t.insert(c);
        }
        t
    }
}

impl Serialize for Tokens {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.colours())
    }
}

impl<'de> Deserialize<'de> for Tokens {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(Vec::<Colour>::deserialize(d)?.into_iter().collect())
    }
}

/// One Adapt decision: `seat` keeps one of their display cards of `value`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Keep {
    /// The deciding seat.
    pub seat: Seat,
    /// The printed value with several cards in their display.
    pub value: u8,
    /// The position kept, once chosen.
    pub position: Option<u8>,
}

/// An action card played and not yet resolved: its choices are being made or its Ivanhoe
/// window is open.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    /// Who played it.
    pub actor: Seat,
    /// The card and its targets.
    pub play: Play,
    /// Adapt's keep decisions, in the order they are asked.
    pub keeps: Vec<Keep>,
}

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// The starter announces the colour.
    ChooseColour,
    /// The starter plays their first card: a card of the colour or a supporter.
    FirstCard,
    /// The player whose turn it is plays cards, then stays or withdraws.
    Play,
    /// An Adapt keep decision (the index into the pending card's keeps).
    AdaptKeep {
        /// Which keep is being decided.
        keep: usize,
    },
    /// The Ivanhoe window: this seat may cancel the pending action card or pass.
    Reaction {
        /// The seat being asked.
        responder: Seat,
    },
    /// A player who withdrew with a maiden chooses the token they return.
    ReturnToken {
        /// The seat.
        seat: Seat,
    },
    /// The winner of a purple tournament chooses their token.
    ChooseToken {
        /// The seat.
        seat: Seat,
    },
    /// The game has ended.
    Over,
}

/// A game of Ivanhoe in progress: everything, hidden cards and the RNG included.
/// Seats see it through [`crate::Observation`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct State {
    pub(crate) options: Options,
    pub(crate) rng: GameRng,
    /// The draw pile; the top card is the last.
    pub(crate) deck: Vec<Card>,
    /// The discard pile; the top card is the last.
    pub(crate) discard: Vec<Card>,
    pub(crate) hands: Vec<Cards>,
    /// Each display, earliest card first.
    pub(crate) displays: Vec<Vec<Card>>,
    pub(crate) shield: Option<Seat>,
    pub(crate) stunned: Option<Seat>,
    pub(crate) tokens: Vec<Tokens>,
    /// Bit `s` set while seat `s` is still in the tournament.
    pub(crate) in_tournament: u8,
    /// Bit `s` set once seat `s` has shown a display card in this tournament.
    pub(crate) entered: u8,
    pub(crate) colour: Option<Colour>,
    pub(crate) previous_colour: Option<Colour>,
    pub(crate) dealer: Seat,
    pub(crate) starter: Seat,
    /// Whose turn it is.
    pub(crate) turn: Seat,
    pub(crate) phase: Phase,
    pub(crate) pending: Option<Pending>,
    /// Whether the player whose turn it is has played a card this turn (action cards count).
    pub(crate) played_this_turn: bool,
    /// Cards added to their display this turn (a stunned player adds at most one).
    pub(crate) added_this_turn: u8,
    /// Consecutive starters who could neither start nor draw (a full round ends the game drawn).
    pub(crate) idle_starts: u8,
    /// `known[viewer * players + holder]`: cards `viewer` knows to be in `holder`'s hand.
    pub(crate) known: rules_core::KnownHands<Card, { crate::cards::CARD_KINDS }>,
    pub(crate) winner: Option<Seat>,
}

impl State {
    /// The number of seats.
    pub fn players(&self) -> usize {
        self.options.players
    }

    /// The phase: what the game waits for.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The action card being resolved, if any.
    pub fn pending(&self) -> Option<&Pending> {
        self.pending.as_ref()
    }

    /// The current tournament colour (none between tournaments).
    pub fn colour(&self) -> Option<Colour> {
        self.colour
    }

    /// The final colour of the last tournament.
    pub fn previous_colour(&self) -> Option<Colour> {
        self.previous_colour
    }

    /// Whose turn it is.
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// Who started the current (or last) tournament.
    pub fn starter(&self) -> Seat {
        self.starter
    }

    /// The dealer.
    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    /// A seat's hand (hidden information: use observations for players).
    pub fn hand(&self, seat: Seat) -> &Cards {
        &self.hands[seat]
    }

    /// A seat's display, earliest card first.
    pub fn display(&self, seat: Seat) -> &[Card] {
        &self.displays[seat]
    }

    /// Who has the Shield before them.
    pub fn shield(&self) -> Option<Seat> {
        self.shield
    }

    /// Who has the Stunned card before them.
    pub fn stunned(&self) -> Option<Seat> {
        self.stunned
    }

    /// A seat's tokens.
    pub fn tokens(&self, seat: Seat) -> Tokens {
        self.tokens[seat]
    }

    /// The draw pile, top card last (hidden information).
    pub fn deck(&self) -> &[Card] {
        &self.deck
    }

    /// The discard pile, top card last.
    pub fn discard(&self) -> &[Card] {
        &self.discard
    }

    /// Whether `seat` is still in the tournament.
    pub fn is_in(&self, seat: Seat) -> bool {
        self.in_tournament & (1 << seat) != 0
    }

    /// Whether `seat` is in the tournament and has entered (has a display card).
    pub fn is_active(&self, seat: Seat) -> bool {
        self.is_in(seat) && !self.displays[seat].is_empty()
    }

    /// Whether the player whose turn it is has played a card this turn.
    pub fn played_this_turn(&self) -> bool {
        self.played_this_turn
    }

    /// The display total: printed values, or 1 per card in a green tournament.
    pub fn total(&self, seat: Seat) -> u32 {
        display_total(&self.displays[seat], self.colour)
    }

    /// The highest total among the other players still in the tournament.
    pub fn best_other_total(&self, seat: Seat) -> u32 {
        // The seats still in, as bits (the searches' rollouts ask this at nearly every step).
        let mut others = self.in_tournament & !(1 << seat);
        let mut best = 0;
        while others != 0 {
            let s = others.trailing_zeros() as Seat;
            others &= others - 1;
            best = best.max(self.total(s));
        }
        best
    }

    /// Every seat, 0 first.
    pub fn seats(&self) -> std::ops::Range<Seat> {
        0..self.players()
    }

    /// The other seats, clockwise from the one after `seat`.
    pub fn clockwise_after(&self, seat: Seat) -> impl Iterator<Item = Seat> + use<> {
        let n = self.players();
        // `(seat + k) % n` without a division for a seat at the table (the searches' playouts
        // pass the turn on at nearly every step).
        (1..n).map(move |k| {
            let s = seat + k;
            if seat >= n {
                s % n
            } else if s >= n {
                s - n
            } else {
                s
            }
        })
    }

    /// The next seat after `seat`, clockwise, that is still in the tournament.
    pub(crate) fn next_in(&self, seat: Seat) -> Option<Seat> {
        self.clockwise_after(seat).find(|&s| self.is_in(s))
    }

    /// Whether `seat`'s display is protected from `actor`'s action cards by the Shield.
    pub fn protected_from(&self, seat: Seat, actor: Seat) -> bool {
        seat != actor && self.shield == Some(seat)
    }

    /// The seat whose decision it is, or the outcome.
    pub fn status(&self) -> Status {
        match self.phase {
            Phase::Over => Status::Over(match self.winner {
                Some(w) => Outcome::winner(w),
                None => Outcome::drawn(),
            }),
            Phase::ChooseColour | Phase::FirstCard | Phase::Play => Status::Decision(self.turn),
            Phase::AdaptKeep { keep } => Status::Decision(self.keep(keep).seat),
            Phase::Reaction { responder } => Status::Decision(responder),
            Phase::ReturnToken { seat } | Phase::ChooseToken { seat } => Status::Decision(seat),
        }
    }

    pub(crate) fn keep(&self, index: usize) -> Keep {
        self.pending.as_ref().expect("an Adapt is pending").keeps[index]
    }

    pub(crate) fn known_mut(&mut self, viewer: Seat, holder: Seat) -> &mut Cards {
        self.known.get_mut(viewer, holder)
    }

    /// The cards `viewer` knows to be in `holder`'s hand (revealed hands, Retreat, Knock Down).
    pub fn known(&self, viewer: Seat, holder: Seat) -> &Cards {
        self.known.get(viewer, holder)
    }

    // ----- moving cards -----

    /// Draws one card for `seat`, reshuffling the discard pile when the deck runs out.
    /// False when both are empty.
    pub(crate) fn draw(&mut self, seat: Seat, ev: &mut Vec<Event>) -> bool {
        let draw = rules_core::deck::draw(&mut self.deck, &mut self.discard, &mut self.rng);
        if let Some(cards) = draw.reshuffled_before {
            self.reshuffled(cards, ev);
        }
        let Some(card) = draw.card else {
            return false;
        };
        self.hands[seat].add(card);
        ev.push(Event::Drew {
            seat,
            card: Some(card),
        });
        if let Some(cards) = draw.reshuffled_after {
            self.reshuffled(cards, ev);
        }
        true
    }

    /// The discard pile became a deck of `cards` cards.
    fn reshuffled(&mut self, cards: usize, ev: &mut Vec<Event>) {
        ev.push(Event::DeckShuffled { cards });
    }

    /// Takes a card out of `seat`'s hand in view of everyone (played face up).
    pub(crate) fn take_from_hand(&mut self, seat: Seat, card: Card) {
        let removed = self.hands[seat].remove(card);
        debug_assert!(removed, "{card} not in hand");
        self.known.left_openly(seat, card);
    }

    /// Adds a card to the top of `seat`'s display.
    pub(crate) fn add_to_display(&mut self, seat: Seat, card: Card) {
        self.displays[seat].push(card);
        self.entered |= 1 << seat;
        if seat == self.turn {
            self.added_this_turn += 1;
        }
    }

    /// Discards the display cards at `positions` (any order) from `seat`'s display.
    pub(crate) fn discard_positions(
        &mut self,
        seat: Seat,
        mut positions: Vec<usize>,
        ev: &mut Vec<Event>,
    ) {
        positions.sort_unstable_by(|a, b| b.cmp(a));
        for p in positions {
            let card = self.displays[seat].remove(p);
            self.discard.push(card);
            ev.push(Event::Discarded {
                seat,
                card,
                from: Origin::Display(p as u8),
            });
        }
    }

    /// Discards everything lying before `seat`: display, Shield, Stunned.
    pub(crate) fn clear_table_of(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        // As `discard_positions` of every position would: the newest card first.
        while let Some(card) = self.displays[seat].pop() {
            let p = self.displays[seat].len();
            self.discard.push(card);
            ev.push(Event::Discarded {
                seat,
                card,
                from: Origin::Display(p as u8),
            });
        }
        if self.shield == Some(seat) {
            self.shield = None;
            self.discard.push(Card::Shield);
            ev.push(Event::Discarded {
                seat,
                card: Card::Shield,
                from: Origin::Shield,
            });
        }
        if self.stunned == Some(seat) {
            self.stunned = None;
            self.discard.push(Card::Stunned);
            ev.push(Event::Discarded {
                seat,
                card: Card::Stunned,
                from: Origin::Stunned,
            });
        }
    }

    /// Whether `seat` may add `card` to their display now: one maiden per display, and a stunned
    /// player adds one card per turn.
    pub(crate) fn check_add(&self, seat: Seat, card: Card) -> Result<(), crate::RuleError> {
        if card.is_maiden() && self.displays[seat].contains(&Card::M6) {
            return Err(crate::RuleError::MaidenLimit);
        }
        if self.stunned == Some(seat) && self.added_this_turn >= 1 {
            return Err(crate::RuleError::StunnedLimit);
        }
        Ok(())
    }
}

/// A display's total in a tournament of `colour`: printed values, or 1 per card in green.
pub fn display_total(display: &[Card], colour: Option<Colour>) -> u32 {
    if colour == Some(Colour::Green) {
        display.len() as u32
    } else {
        display.iter().map(|c| c.value() as u32).sum()
    }
}

/// The positions a removal of every card matching `hit` would take from `display`, honouring
/// the overriding rule: when every card would go, the earliest-played card stays.
pub(crate) fn removal(display: &[Card], hit: impl Fn(Card) -> bool) -> Vec<usize> {
    let mut positions: Vec<usize> = (0..display.len()).filter(|&i| hit(display[i])).collect();
    if !positions.is_empty() && positions.len() == display.len() {
        positions.remove(0);
    }
    positions
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_read_back_from_json_as_written() {
        let tokens: Tokens = [Colour::Green, Colour::Red].into_iter().collect();
        let text = serde_json::to_string(&tokens).unwrap();
        assert_eq!(text, r#"["red","green"]"#);
        assert_eq!(serde_json::from_str::<Tokens>(&text).unwrap(), tokens);
    }
}
