//! The rules of Reiner Knizia's *Ivanhoe* (2–5 players), exactly as settled in the project's
//! RULINGS §1: a pure, deterministic engine. (options, seed, actions) → states and events.
//!
//! - [`State`] implements [`rules_core::Game`]: [`State::legal`] lists exactly what
//!   [`State::apply_action`] accepts; a refused action names its rule and changes nothing.
//! - Every decision is an [`Action`] of the deciding seat, in a text notation (see [`action`]).
//! - Every change is an [`Event`]; seats see the game through an [`Observation`].
//! - [`scenario`] runs scenario files: a position, actions, and expectations.
//!
//! Where the rules live: [`cards`] (the deck and codes), `turn` (starting, staying,
//! withdrawing, tokens), `action_cards` (the twenty action cards and the Ivanhoe window).

#![warn(missing_docs)]

pub mod action;
mod action_cards;
mod apply;
pub mod cards;
mod determinize;
mod error;
pub mod events;
mod invariants;
mod legal;
mod observation;
mod options;
pub mod scenario;
mod setup;
mod state;
mod turn;

pub use action::{Action, FaceUp, Play};
pub use cards::{Card, Cards, Colour, Kind, full_deck};
pub use error::RuleError;
pub use events::Event;
pub use observation::Observation;
pub use options::Options;
pub use setup::HAND_SIZE;
pub use state::{Keep, Pending, Phase, State, Tokens, display_total};

use rules_core::{Game, GameRng, Seat, SetupError, Status};

impl Game for State {
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type Observation = Observation;
    type RuleError = RuleError;

    const NAME: &'static str = "ivanhoe";

    fn new_game(options: &Options, seed: u64, events: &mut Vec<Event>) -> Result<Self, SetupError> {
        State::new(options, seed, events)
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn num_players(&self) -> usize {
        self.players()
    }

    fn status(&self) -> Status {
        State::status(self)
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        self.legal(out)
    }

    fn apply(&mut self, action: &Action, events: &mut Vec<Event>) -> Result<(), RuleError> {
        self.apply_action(action, events)
    }

    fn observe(&self, seat: Seat) -> Observation {
        self.observation(seat)
    }

    fn determinize(observation: &Observation, rng: &mut GameRng) -> Self {
        State::determinize(observation, rng)
    }

    fn invariant_violations(&self) -> Vec<String> {
        self.violations()
    }
}
