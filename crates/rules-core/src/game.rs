use std::fmt::{Debug, Display};
use std::str::FromStr;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// A player's place at the table, counted clockwise from 0.
pub type Seat = usize;

/// Whose decision it is, or how the game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    /// The game waits for this seat to choose one of the legal actions.
    Decision(Seat),
    /// The game is over.
    Over(Outcome),
}

/// How a game ended: the winning seats (several when tied), none for a drawn game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The seats that won, in seat order; empty when the game is drawn.
    pub winners: Vec<Seat>,
}

impl Outcome {
    /// A game won by one seat.
    pub fn winner(seat: Seat) -> Self {
        Self {
            winners: vec![seat],
        }
    }

    /// A game without a winner.
    pub fn drawn() -> Self {
        Self::default()
    }

    /// Whether nobody won.
    pub fn is_draw(&self) -> bool {
        self.winners.is_empty()
    }

    /// Each seat's share of the win: 1/k for each of k winners, 0 otherwise.
    pub fn rewards(&self, players: usize) -> Vec<f64> {
        let mut rewards = vec![0.0; players];
        for &w in &self.winners {
            rewards[w] = 1.0 / self.winners.len() as f64;
        }
        rewards
    }
}

/// A rule error names the rule it enforces with a stable identifier (e.g. `maiden-limit`),
/// usable in scenario files and tests; its `Display` says the same in words.
pub trait RuleViolation: std::error::Error {
    /// The stable, kebab-case name of the rule that refused the action.
    fn rule(&self) -> &'static str;
}

/// A text that is not a valid action, card code or option of a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ParseError(pub String);

/// Options or a starting position that a game cannot be set up from.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct SetupError(pub String);

/// The interface every rules engine implements: a pure, deterministic state machine.
///
/// The same options, seed and actions give the same states and events, byte for byte, on every
/// platform. An action that [`Game::apply`] refuses leaves the state unchanged, and
/// [`Game::legal_actions`] lists exactly the actions that `apply` accepts.
pub trait Game: Clone + Debug + Serialize + Sized {
    /// Table options: player count, rule variants.
    type Options: Clone + Debug + Default + Serialize + DeserializeOwned;
    /// One decision of one seat. Its text form (`Display`/`FromStr`) is the public notation.
    /// Actions are plain values (`Send + 'static`): a bot may keep some between calls, for
    /// instance a search it thinks over a little at a time, and move to another thread.
    type Action: Clone + Debug + PartialEq + Display + FromStr<Err = ParseError> + Send + 'static;
    /// One change of the table, rich enough that a presentation never has to diff states. It
    /// reads back from JSON (a client receives events from a server).
    type Event: Clone + Debug + Serialize + DeserializeOwned;
    /// What one seat may know: its own hand, the public table, what was revealed to it. It reads
    /// back from JSON (a client receives its view from a server).
    type Observation: Clone + Debug + Serialize + DeserializeOwned;
    /// Why an action was refused.
    type RuleError: RuleViolation + Clone + PartialEq;

    /// The game's name on the command line and in records, in kebab case.
    const NAME: &'static str;

    /// The game's registry entry: its title, seats, rule sets and table options, its name
    /// [`Game::NAME`]. The catalogue lists the games; each states its own entry.
    const INFO: &'static crate::registry::GameInfo;

    /// Deals a new game. Setup events (the deal) are appended to `events`.
    fn new_game(
        options: &Self::Options,
        seed: u64,
        events: &mut Vec<Self::Event>,
    ) -> Result<Self, SetupError>;

    /// The options this game was set up with.
    fn options(&self) -> &Self::Options;

    /// The number of seats.
    fn num_players(&self) -> usize;

    /// Whose decision it is, or the outcome.
    fn status(&self) -> Status;

    /// Replaces the contents of `out` with every action the deciding seat may take, in a
    /// deterministic order. Empty when the game is over.
    fn legal_actions(&self, out: &mut Vec<Self::Action>);

    /// Applies the deciding seat's action. On success the events it caused are appended to
    /// `events`; on error nothing changes.
    fn apply(
        &mut self,
        action: &Self::Action,
        events: &mut Vec<Self::Event>,
    ) -> Result<(), Self::RuleError>;

    /// What `seat` may know of the game.
    fn observe(&self, seat: Seat) -> Self::Observation;

    /// What someone at no seat may know (a spectator): the table as every seat sees it, drawn
    /// from seat 0's chair, with only the public part of each hand: the cards every other seat
    /// knows to be there, every hand once the game is over. Its `hand` is that public part of
    /// seat 0's hand, smaller than its size while cards are hidden; [`Game::determinize`] deals
    /// the rest.
    fn observe_public(&self) -> Self::Observation;

    /// `event` as the `seats` together may see it: every card none of them may see hidden. A
    /// table shows its people this, and a server sends each client this, never the event itself.
    fn event_seen_by(event: &Self::Event, seats: &[Seat]) -> Self::Event;

    /// Whether `event` closes the way back: chance decided something (a draw, a shuffle, a card
    /// taken at random) or hidden information was shown to anyone (a hand revealed, a card shown
    /// to one player, a face-down card turned). A person may take back their own decisions only
    /// as far as the last such event, never past it (see [`crate::undo`]).
    fn is_undo_barrier(event: &Self::Event) -> bool;

    /// A full state consistent with `observation`: every card the observing seat has not seen
    /// (other hands, the deck order) dealt at random by `rng`, every card it knows kept where
    /// it knows it to be. Search bots sample these; they never see the real state.
    fn determinize(observation: &Self::Observation, rng: &mut crate::GameRng) -> Self;

    /// Checks the game's invariants (cards and tokens conserved, ...); each violation in words.
    fn invariant_violations(&self) -> Vec<String>;

    /// The outcome, once the game is over.
    fn outcome(&self) -> Option<Outcome> {
        match self.status() {
            Status::Over(outcome) => Some(outcome),
            Status::Decision(_) => None,
        }
    }
}
