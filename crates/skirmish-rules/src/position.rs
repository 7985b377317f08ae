//! Positions given in full (scenario files, tests): a table set up at a decision, refused with
//! the field at fault when it does not add up.

use rules_core::{GameRng, Seat, SetupError};
use serde::Deserialize;

use crate::action::Play;
use crate::cards::{COPIES, Card, DECK_SIZE};
use crate::options::Options;
use crate::state::{HAND_SIZE, Phase, START_STRENGTH, State};

/// A table at a decision of `turn`: every card where it lies and every seat's strength.
/// Cards are their codes (`"4"`); a position holds at most three cards of each value, and all
/// 18 once the deck and the discard pile are placed.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    /// Each seat's hand, one list per seat (at most 3 cards each).
    pub hands: Vec<Vec<Card>>,
    /// Each seat's strength, 0 to 10 (0: out of the game); omitted, 10 each.
    #[serde(default)]
    pub strength: Option<Vec<u8>>,
    /// The whole deck in draw order, first drawn first. Omitted: every card placed nowhere
    /// else, shuffled by the seed.
    #[serde(default)]
    pub deck: Option<Vec<Card>>,
    /// The discard pile, bottom first (top card last). Omitted: empty when the deck is
    /// omitted, otherwise every card placed nowhere else.
    #[serde(default)]
    pub discard: Option<Vec<Card>>,
    /// The seat whose decision it is (seat 0 when omitted).
    #[serde(default)]
    pub turn: Seat,
    /// The decision awaited: `play` (the default) or `target`.
    #[serde(default = "play_phase")]
    pub phase: Phase,
    /// In phase `target`, the cards `turn` played and that await their target: one card, or
    /// two of the same value. Nothing in phase `play`.
    #[serde(default)]
    pub pending: Option<Vec<Card>>,
}

fn play_phase() -> Phase {
    Phase::Play
}

/// A refusal naming the position's field at fault.
fn bad(field: impl std::fmt::Display, why: impl std::fmt::Display) -> SetupError {
    SetupError(format!("position.{field}: {why}"))
}

/// How many cards of each value `cards` holds; counted wide, so that no list is too long to
/// count (a `Cards` counts in bytes).
fn counts(cards: &[Card]) -> [usize; Card::ALL.len()] {
    let mut counts = [0; Card::ALL.len()];
    cards.iter().for_each(|c| counts[c.index()] += 1);
    counts
}

impl State {
    /// A match set up from `position` at `options`' table; `seed` shuffles the cards of an
    /// omitted deck. A position that does not add up is refused naming its field: a seat the
    /// table does not have, a hand over 3 cards or short of 3 while the deck lasts, a strength
    /// above 10, fewer than two seats in the game, an out seat to act or a seat to play with no
    /// card, played cards out of phase target or not one card or a pair, more than three cards
    /// of a value, cards missing from the 18. The engine's invariants are checked last.
    pub fn from_position(
        options: &Options,
        position: &Position,
        seed: u64,
    ) -> Result<State, SetupError> {
        options
            .validate()
            .map_err(|e| SetupError(format!("options.{e}")))?;
        let p = position;
        let strength = p.seats(options.players)?;
        let pending = p.pending_play()?;
        if p.phase == Phase::Play && p.hands[p.turn].is_empty() {
            return Err(bad(
                format_args!("hands[{}]", p.turn),
                format!("seat {} is to play but holds no card", p.turn),
            ));
        }
        let (deck, discard) = p.piles(pending, seed)?;
        p.check_hand_sizes(pending, deck.len())?;
        let state = State {
            options: options.clone(),
            // The state's deck has its top card last.
            deck: deck.into_iter().rev().collect(),
            hands: p
                .hands
                .iter()
                .map(|h| h.iter().copied().collect())
                .collect(),
            strength,
            discard,
            turn: p.turn,
            phase: p.phase,
            pending,
            winners: Vec::new(),
        };
        // The checks above name the field; the invariants are the net for what they missed.
        match state.violations().into_iter().next() {
            Some(v) => Err(SetupError(format!("position: {v}"))),
            None => Ok(state),
        }
    }
}

impl Position {
    /// Checks the per-seat lists against a table of `n` seats and the seat to act; each seat's
    /// strength.
    fn seats(&self, n: usize) -> Result<Vec<u8>, SetupError> {
        if self.hands.len() != n {
            return Err(bad(
                "hands",
                format!("{} hands for {n} players", self.hands.len()),
            ));
        }
        if let Some((seat, hand)) = self
            .hands
            .iter()
            .enumerate()
            .find(|(_, h)| h.len() > HAND_SIZE)
        {
            return Err(bad(
                format_args!("hands[{seat}]"),
                format!("{} cards; a hand holds at most {HAND_SIZE}", hand.len()),
            ));
        }
        let strength = match &self.strength {
            None => vec![START_STRENGTH; n],
            Some(s) if s.len() != n => {
                return Err(bad(
                    "strength",
                    format!("{} strengths for {n} players", s.len()),
                ));
            }
            Some(s) => s.clone(),
        };
        if let Some((seat, v)) = strength
            .iter()
            .enumerate()
            .find(|(_, v)| **v > START_STRENGTH)
        {
            return Err(bad(
                format_args!("strength[{seat}]"),
                format!("{v} is above the {START_STRENGTH} every seat starts with"),
            ));
        }
        // With one seat left the match is over; it is set up at a decision.
        let in_game = strength.iter().filter(|&&v| v > 0).count();
        if in_game < 2 {
            return Err(bad(
                "strength",
                format!("{in_game} seat(s) in the game: the match goes on only while two are"),
            ));
        }
        if self.turn >= n {
            return Err(bad(
                "turn",
                format!("no seat {} at a table of {n}", self.turn),
            ));
        }
        if strength[self.turn] == 0 {
            return Err(bad(
                "turn",
                format!("seat {} is out of the game (strength 0)", self.turn),
            ));
        }
        Ok(strength)
    }

    /// The played cards awaiting a target: some in phase `target` alone, one card or a pair.
    fn pending_play(&self) -> Result<Option<Play>, SetupError> {
        match (self.phase, self.pending.as_deref()) {
            (Phase::Over, _) => Err(bad(
                "phase",
                "a position is set at a decision: play or target, not over",
            )),
            (Phase::Play, None) => Ok(None),
            (Phase::Play, Some(_)) => Err(bad(
                "pending",
                "played cards await a target only in phase target",
            )),
            (Phase::Target, None) => Err(bad(
                "pending",
                "phase target needs the played cards that await it",
            )),
            (Phase::Target, Some([card])) => Ok(Some(Play::single(*card))),
            (Phase::Target, Some([a, b])) if a == b => Ok(Some(Play::pair(*a))),
            (Phase::Target, Some(cards)) => {
                let codes: Vec<&str> = cards.iter().map(|c| c.code()).collect();
                Err(bad(
                    "pending",
                    format!(
                        "'{}' is not a play: one card, or two of the same value",
                        codes.join(" ")
                    ),
                ))
            }
        }
    }

    /// The deck (in draw order) and the discard pile, an omitted one filled with the cards
    /// placed nowhere else. At most three of each value may be placed, wherever they lie; with
    /// both piles given, all 18 must be.
    fn piles(
        &self,
        pending: Option<Play>,
        seed: u64,
    ) -> Result<(Vec<Card>, Vec<Card>), SetupError> {
        let places: [(&str, Vec<Card>); 4] = [
            ("hands", self.hands.concat()),
            ("deck", self.deck.clone().unwrap_or_default()),
            ("discard", self.discard.clone().unwrap_or_default()),
            (
                "pending",
                pending.iter().flat_map(|play| play.cards()).collect(),
            ),
        ];
        let counted = places.each_ref().map(|(_, cards)| counts(cards));
        let mut rest = Vec::new();
        for card in Card::ALL {
            let i = card.index();
            let placed: usize = counted.iter().map(|c| c[i]).sum();
            if placed > COPIES as usize {
                let where_: Vec<String> = places
                    .iter()
                    .zip(&counted)
                    .filter(|(_, c)| c[i] > 0)
                    .map(|((name, _), c)| format!("{} in {name}", c[i]))
                    .collect();
                return Err(SetupError(format!(
                    "position: {placed} cards of value {card} ({}); the deck has {COPIES} of each value",
                    where_.join(", ")
                )));
            }
            rest.extend(std::iter::repeat_n(card, COPIES as usize - placed));
        }
        match (&self.deck, &self.discard) {
            (Some(_), Some(_)) if !rest.is_empty() => {
                let missing: Vec<&str> = rest.iter().map(|c| c.code()).collect();
                Err(SetupError(format!(
                    "position: the cards do not add up to the deck's {DECK_SIZE}; placed nowhere: {}",
                    missing.join(", ")
                )))
            }
            (Some(deck), Some(discard)) => Ok((deck.clone(), discard.clone())),
            (Some(deck), None) => Ok((deck.clone(), rest)),
            (None, discard) => {
                GameRng::new(seed).shuffle(&mut rest);
                Ok((rest, discard.clone().unwrap_or_default()))
            }
        }
    }

    /// A hand holds 3 cards at most, and every seat refills to 3 after its own turn while the
    /// deck lasts: counting the cards the seat to act has just played, every hand is then full.
    fn check_hand_sizes(&self, pending: Option<Play>, deck: usize) -> Result<(), SetupError> {
        for (seat, hand) in self.hands.iter().enumerate() {
            let played = match pending {
                Some(play) if seat == self.turn => play.count() as usize,
                _ => 0,
            };
            let held = match played {
                0 => format!("{} cards", hand.len()),
                _ => format!("{} cards and {played} played", hand.len()),
            };
            if hand.len() + played > HAND_SIZE {
                return Err(bad(
                    format_args!("hands[{seat}]"),
                    format!("{held}: more than the {HAND_SIZE} a hand holds"),
                ));
            }
            if deck > 0 && hand.len() + played != HAND_SIZE {
                return Err(bad(
                    format_args!("hands[{seat}]"),
                    format!(
                        "{held} while the deck has {deck}: a hand is refilled to {HAND_SIZE} after its turn"
                    ),
                ));
            }
        }
        Ok(())
    }
}
