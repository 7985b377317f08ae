//! The state of a match and the bookkeeping every rule shares: hands, castles, banners, what
//! each seat knows of the others' hands.

use rules_core::{GameRng, Outcome, Seat, Status};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::cards::{Card, Cards};
use crate::components::{MAX_BOXES, Table};
use crate::options::{Options, RuleSet};

/// The banner boxes of one castle card, box 1 first: each empty or holding one seat's banner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Boxes {
    slots: [Option<u8>; MAX_BOXES],
    len: u8,
}

impl Boxes {
    /// `len` empty boxes.
    pub fn new(len: usize) -> Self {
        assert!(len <= MAX_BOXES);
        Self {
            slots: [None; MAX_BOXES],
            len: len as u8,
        }
    }

    /// The number of boxes.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the card has no boxes (never, for validated components).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The banner in box `i + 1`.
    pub fn get(&self, i: usize) -> Option<Seat> {
        self.slots[i].map(usize::from)
    }

    /// Puts `seat`'s banner (or nothing) in box `i + 1`.
    pub fn set(&mut self, i: usize, seat: Option<Seat>) {
        self.slots[i] = seat.map(|s| s as u8);
    }

    /// Every box, box 1 first.
    pub fn iter(&self) -> impl Iterator<Item = Option<Seat>> + '_ {
        self.slots[..self.len()].iter().map(|s| s.map(usize::from))
    }

    /// The first box (0-based) holding one of `seat`'s banners.
    pub fn position(&self, seat: Seat) -> Option<usize> {
        self.iter().position(|s| s == Some(seat))
    }

    /// How many of `seat`'s banners lie here.
    pub fn count(&self, seat: Seat) -> usize {
        self.iter().filter(|&s| s == Some(seat)).count()
    }

    /// The banner in the highest-numbered occupied box.
    pub fn highest(&self) -> Option<Seat> {
        self.iter().flatten().last()
    }

    /// Who controls the castle these boxes belong to under `rules`: the banner in box 1 (basic,
    /// intermediate) or in the highest-numbered occupied box (advanced).
    pub fn controller(&self, rules: RuleSet) -> Option<Seat> {
        match rules {
            RuleSet::Advanced => self.highest(),
            RuleSet::Basic | RuleSet::Intermediate => self.get(0),
        }
    }

    /// Moves every banner in boxes `0..upto` one box towards the dungeon. When `upto` is the
    /// number of boxes, the banner in the last box is pushed out and returned.
    pub(crate) fn shift(&mut self, upto: usize) -> Option<Seat> {
        let n = self.len();
        let out = if upto == n { self.get(n - 1) } else { None };
        let last = upto.min(n - 1);
        for i in (1..=last).rev() {
            self.slots[i] = self.slots[i - 1];
        }
        self.slots[0] = None;
        out
    }
}

impl Serialize for Boxes {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Boxes {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let list = Vec::<Option<Seat>>::deserialize(d)?;
        if list.len() > MAX_BOXES {
            return Err(serde::de::Error::custom(format!(
                "a castle has at most {MAX_BOXES} boxes"
            )));
        }
        let mut b = Boxes::new(list.len());
        for (i, s) in list.into_iter().enumerate() {
            if s.is_some_and(|s| s > u8::MAX as usize) {
                return Err(serde::de::Error::custom("seat out of range"));
            }
            b.set(i, s);
        }
        Ok(b)
    }
}

/// A castle on the table: the army defending it and the banners on its card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Castle {
    /// The defenders (the last army that took it).
    pub defenders: Cards,
    /// The banner boxes, box 1 first.
    pub boxes: Boxes,
}

/// A crown marker won at the end of a hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Crown {
    /// Basic and intermediate: 10 points or more, but not the top score.
    Duke,
    /// Basic and intermediate: the top score (10 or more; with the sole-winner rule, any).
    King,
    /// Advanced: the top score of the hand.
    Hand,
}

/// The crowns one seat has won so far in the match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Crowns {
    /// Duke's crowns (basic, intermediate).
    #[serde(default)]
    pub duke: u32,
    /// King's crowns (basic, intermediate): two win the match.
    #[serde(default)]
    pub king: u32,
    /// Crowns for winning an advanced hand: the most after the last hand win the match.
    #[serde(default)]
    pub hand: u32,
}

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// The player whose turn it is offers a card for exchange.
    Offer,
    /// This seat proposes a card for the offer, or declines.
    Propose {
        /// The seat asked.
        seat: Seat,
    },
    /// The player whose turn it is picks one of several proposals.
    Pick,
    /// The attack step: attack a castle, reclaim a banner (advanced) or pass.
    Main,
    /// An army is being formed against this castle.
    Army {
        /// The castle.
        castle: u8,
    },
    /// A reclaim is being paid: this many discards are still due.
    Reclaim {
        /// Discards still due.
        left: u8,
    },
    /// The player discards down to the hand limit.
    Discard,
    /// The match has ended.
    Over,
}

impl Phase {
    /// The phase's name as in its serialized `phase` field.
    pub fn name(self) -> &'static str {
        match self {
            Phase::Offer => "offer",
            Phase::Propose { .. } => "propose",
            Phase::Pick => "pick",
            Phase::Main => "main",
            Phase::Army { .. } => "army",
            Phase::Reclaim { .. } => "reclaim",
            Phase::Discard => "discard",
            Phase::Over => "over",
        }
    }
}

/// A match of Castle Lords in progress: everything, hidden cards and the RNG included.
/// Seats see it through [`crate::Observation`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct State {
    pub(crate) options: Options,
    pub(crate) table: Table,
    pub(crate) rng: GameRng,
    /// The draw pile; the top card is the last.
    pub(crate) deck: Vec<Card>,
    /// The dungeon's cards (public).
    pub(crate) dungeon: Cards,
    pub(crate) hands: Vec<Cards>,
    /// `known[viewer * players + holder]`: cards `viewer` knows to be in `holder`'s hand (seen
    /// in an exchange, or taken from a castle).
    pub(crate) known: rules_core::KnownHands<Card, { crate::cards::CARD_KINDS }>,
    pub(crate) castles: Vec<Castle>,
    /// Banners each seat has in reserve (on its noble card).
    pub(crate) reserve: Vec<u8>,
    /// Banners of each seat on the dungeon card.
    pub(crate) dungeon_banners: Vec<u8>,
    pub(crate) crowns: Vec<Crowns>,
    /// The hand being played, 1 first.
    pub(crate) hand_number: u32,
    /// Who played first in this hand.
    pub(crate) first_player: Seat,
    /// Whose turn it is.
    pub(crate) turn: Seat,
    pub(crate) phase: Phase,
    /// Whether this turn began with an empty deck (no draw, forced attack).
    pub(crate) last_round: bool,
    /// The card offered for exchange, face up.
    pub(crate) offer: Option<Card>,
    /// Each seat's proposal, face up.
    pub(crate) proposals: Vec<Option<Card>>,
    /// The army being formed, face up.
    pub(crate) army: Cards,
    /// Each seat's points in the last hand scored.
    pub(crate) hand_scores: Vec<u32>,
    /// The match's winners, once it is over.
    pub(crate) winners: Vec<Seat>,
}

impl State {
    /// The number of seats.
    pub fn players(&self) -> usize {
        self.options.players
    }

    /// The rule set.
    pub fn rules(&self) -> RuleSet {
        self.options.rules
    }

    /// Every seat, 0 first.
    pub fn seats(&self) -> std::ops::Range<Seat> {
        0..self.players()
    }

    /// The other seats, clockwise from the one after `seat`.
    pub fn clockwise_after(&self, seat: Seat) -> impl Iterator<Item = Seat> + use<> {
        let n = self.players();
        (1..n).map(move |k| (seat + k) % n)
    }

    /// What the game waits for.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Whose turn it is.
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// A seat's hand (hidden information: use observations for players).
    pub fn hand(&self, seat: Seat) -> &Cards {
        &self.hands[seat]
    }

    /// The draw pile, top card last (hidden information).
    pub fn deck(&self) -> &[Card] {
        &self.deck
    }

    /// The dungeon's cards.
    pub fn dungeon(&self) -> &Cards {
        &self.dungeon
    }

    /// The castles, `#0` first.
    pub fn castles(&self) -> &[Castle] {
        &self.castles
    }

    /// Banners `seat` has in reserve.
    pub fn reserve(&self, seat: Seat) -> usize {
        self.reserve[seat] as usize
    }

    /// Banners of `seat` on the dungeon card.
    pub fn dungeon_banners(&self, seat: Seat) -> usize {
        self.dungeon_banners[seat] as usize
    }

    /// The crowns `seat` has won.
    pub fn crowns(&self, seat: Seat) -> Crowns {
        self.crowns[seat]
    }

    /// The hand being played, 1 first.
    pub fn hand_number(&self) -> u32 {
        self.hand_number
    }

    /// Whether this turn began with an empty deck.
    pub fn last_round(&self) -> bool {
        self.last_round
    }

    /// The card offered for exchange.
    pub fn offer(&self) -> Option<Card> {
        self.offer
    }

    /// `seat`'s proposal.
    pub fn proposal(&self, seat: Seat) -> Option<Card> {
        self.proposals[seat]
    }

    /// The army being formed.
    pub fn army(&self) -> &Cards {
        &self.army
    }

    /// Each seat's points in the last hand scored (zeros before the first).
    pub fn hand_scores(&self) -> &[u32] {
        &self.hand_scores
    }

    /// The cards `viewer` knows to be in `holder`'s hand.
    pub fn known(&self, viewer: Seat, holder: Seat) -> &Cards {
        self.known.get(viewer, holder)
    }

    pub(crate) fn known_mut(&mut self, viewer: Seat, holder: Seat) -> &mut Cards {
        self.known.get_mut(viewer, holder)
    }

    /// Who controls castle `c`: the banner in box 1 (basic, intermediate) or in the
    /// highest-numbered occupied box (advanced).
    pub fn controller(&self, c: usize) -> Option<Seat> {
        self.castles[c].boxes.controller(self.rules())
    }

    /// `seat`'s points now: the values of the castles they control.
    pub fn score(&self, seat: Seat) -> u32 {
        (0..self.castles.len())
            .filter(|&c| self.controller(c) == Some(seat))
            .map(|c| self.table.values[c])
            .sum()
    }

    /// Castle `c`'s value.
    pub fn castle_value(&self, c: usize) -> u32 {
        self.table.values[c]
    }

    /// The hand limit for this table (applies in basic and intermediate play).
    pub fn hand_limit(&self) -> usize {
        self.table.hand_limit
    }

    /// The seat whose decision it is, or the outcome.
    pub fn status(&self) -> Status {
        match self.phase {
            Phase::Over => Status::Over(Outcome {
                winners: self.winners.clone(),
            }),
            Phase::Propose { seat } => Status::Decision(seat),
            _ => Status::Decision(self.turn),
        }
    }

    // ----- moving cards -----

    /// Takes `card` out of `seat`'s hand in view of everyone.
    pub(crate) fn take_from_hand(&mut self, seat: Seat, card: Card) {
        let removed = self.hands[seat].remove(card);
        debug_assert!(removed, "{card} not in hand");
        self.known.left_openly(seat, card);
    }

    /// Puts `card` into `seat`'s hand in view of everyone.
    pub(crate) fn give_openly(&mut self, seat: Seat, card: Card) {
        self.hands[seat].add(card);
        self.known.entered_openly(seat, card);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifting_pushes_the_last_banner_out() {
        let mut b = Boxes::new(4);
        for (i, s) in [0, 1, 2, 3].into_iter().enumerate() {
            b.set(i, Some(s));
        }
        assert_eq!(b.shift(4), Some(3));
        assert_eq!(
            b.iter().collect::<Vec<_>>(),
            [None, Some(0), Some(1), Some(2)]
        );
        let mut b = Boxes::new(4);
        for (i, s) in [0, 1, 2, 3].into_iter().enumerate() {
            b.set(i, Some(s));
        }
        assert_eq!(b.shift(2), None);
        assert_eq!(
            b.iter().collect::<Vec<_>>(),
            [None, Some(0), Some(1), Some(3)]
        );
    }
}
