//! The model checked: against what the screen sees after each event, and (in the tests)
//! against the engine's state.

use ivanhoe_rules::{Card, Observation, Play, State};
use rules_core::Seat;

use super::{CardId, TableModel};

impl TableModel {
    /// Checks the model against what the screen sees: every hand's size, the cards of the
    /// observing seat's hand (and in a replay of every hand) that the model knows, every
    /// display in order, the Shield, the Stunned card, a Shield or Stunned waiting on the
    /// Ivanhoe window, the discard pile and the deck's size. Returns what differs.
    pub fn agrees(
        &self,
        observation: &Observation,
        open_hands: &[Observation],
    ) -> Result<(), String> {
        let faces =
            |ids: &[CardId]| -> Vec<Option<Card>> { ids.iter().map(|&id| self.face(id)).collect() };
        if self.hands.len() != observation.hand_sizes.len() {
            return Err(format!(
                "seats: table {}, seen {}",
                self.hands.len(),
                observation.hand_sizes.len()
            ));
        }
        for (seat, hand) in self.hands.iter().enumerate() {
            if hand.len() != observation.hand_sizes[seat] {
                return Err(format!(
                    "hand of seat {seat}: table {} cards, seen {}",
                    hand.len(),
                    observation.hand_sizes[seat]
                ));
            }
            let shown = if seat == observation.seat {
                Some(&observation.hand)
            } else {
                open_hands.get(seat).map(|o| &o.hand)
            };
            if let Some(shown) = shown {
                let mut rest: Vec<Card> = shown.iter().collect();
                for face in faces(hand).into_iter().flatten() {
                    match rest.iter().position(|&c| c == face) {
                        Some(at) => {
                            rest.remove(at);
                        }
                        None => {
                            return Err(format!(
                                "hand of seat {seat}: the table holds {face:?}, not seen there"
                            ));
                        }
                    }
                }
            }
            let display: Vec<Option<Card>> = observation.displays[seat]
                .iter()
                .copied()
                .map(Some)
                .collect();
            if faces(&self.displays[seat]) != display {
                return Err(format!(
                    "display of seat {seat}: table {:?}, seen {display:?}",
                    faces(&self.displays[seat])
                ));
            }
        }
        if self.shield.map(|(s, _)| s) != observation.shield {
            return Err(format!(
                "Shield: table {:?}, seen {:?}",
                self.shield, observation.shield
            ));
        }
        if self.stunned.map(|(s, _)| s) != observation.stunned {
            return Err(format!(
                "Stunned: table {:?}, seen {:?}",
                self.stunned, observation.stunned
            ));
        }
        let pending_special = observation
            .pending
            .as_ref()
            .is_some_and(|p| matches!(p.play, Play::Shield | Play::Stunned(_)));
        if self.pending.is_some() != pending_special {
            return Err(format!("pending Shield/Stunned: table {:?}", self.pending));
        }
        let discard: Vec<Option<Card>> = observation.discard.iter().copied().map(Some).collect();
        if faces(&self.discard) != discard {
            return Err(format!(
                "discard: table {:?}, seen {discard:?}",
                faces(&self.discard)
            ));
        }
        if self.deck.len() != observation.deck_size {
            return Err(format!(
                "deck: table {} cards, seen {}",
                self.deck.len(),
                observation.deck_size
            ));
        }
        Ok(())
    }

    /// Compares the model, fed the events as the `seen` seats see them, with the engine's
    /// state: the same cards in the hands of those seats and as many in the others, the same
    /// display sequences, Shield and Stunned before the same players, the same discard pile and
    /// deck size. Returns what differs.
    pub fn check(&self, state: &State, seen: &[Seat]) -> Result<(), String> {
        let faces =
            |ids: &[CardId]| -> Vec<Option<Card>> { ids.iter().map(|&id| self.face(id)).collect() };
        for seat in state.seats() {
            if !seen.contains(&seat) {
                if self.hands[seat].len() != state.hand(seat).len() {
                    return Err(format!(
                        "hand of seat {seat}: table {} cards, engine {}",
                        self.hands[seat].len(),
                        state.hand(seat).len()
                    ));
                }
            } else {
                let mut mine: Vec<Option<Card>> = faces(&self.hands[seat]);
                let mut theirs: Vec<Option<Card>> = state.hand(seat).iter().map(Some).collect();
                mine.sort_by_key(|c| c.map(|c| c.index()));
                theirs.sort_by_key(|c| c.map(|c| c.index()));
                if mine != theirs {
                    return Err(format!(
                        "hand of seat {seat}: table {mine:?}, engine {theirs:?}"
                    ));
                }
            }
            let display: Vec<Option<Card>> =
                state.display(seat).iter().copied().map(Some).collect();
            if faces(&self.displays[seat]) != display {
                return Err(format!(
                    "display of seat {seat}: table {:?}, engine {display:?}",
                    faces(&self.displays[seat])
                ));
            }
        }
        if self.shield.map(|(s, _)| s) != state.shield() {
            return Err(format!(
                "Shield: table {:?}, engine {:?}",
                self.shield,
                state.shield()
            ));
        }
        if self.stunned.map(|(s, _)| s) != state.stunned() {
            return Err(format!(
                "Stunned: table {:?}, engine {:?}",
                self.stunned,
                state.stunned()
            ));
        }
        let discard: Vec<Option<Card>> = state.discard().iter().copied().map(Some).collect();
        if faces(&self.discard) != discard {
            return Err(format!(
                "discard: table {:?}, engine {discard:?}",
                faces(&self.discard)
            ));
        }
        if self.deck.len() != state.deck().len() {
            return Err(format!(
                "deck: table {} cards, engine {}",
                self.deck.len(),
                state.deck().len()
            ));
        }
        let pending_special = state
            .pending()
            .is_some_and(|p| matches!(p.play, Play::Shield | Play::Stunned(_)));
        if self.pending.is_some() != pending_special {
            return Err(format!("pending Shield/Stunned: table {:?}", self.pending));
        }
        Ok(())
    }
}
