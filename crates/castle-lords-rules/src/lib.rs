//! The rules of *Castle Lords* (Tilsit's *Ivanhoë* by Francis Pacherie, 2001) in its three rule
//! sets, exactly as settled in the project's RULINGS §2: a pure, deterministic engine.
//! (options, seed, actions) → states and events.
//!
//! - [`State`] implements [`rules_core::Game`] directly (`game.rs`): `legal_actions` lists
//!   exactly what `apply` accepts; a refused action names its rule and changes nothing.
//! - Every decision is an [`Action`] of the deciding seat, in a text notation (see [`action`]).
//! - Every change is an [`Event`]; seats see the match through an [`Observation`].
//! - The components no source fixes are data ([`Components`], `data/components.json`).
//! - [`scenario`] runs scenario files: a position, actions, and expectations.
//!
//! Where the rules live: [`cards`] (soldiers and codes), `army` (what may attack what), `turn`
//! (draw, exchange, attack, banners, reclaims, discards, the last round, scoring and crowns).
//!
//! # Where RULINGS and the rulebook are silent
//!
//! - The first player of the first hand is drawn with the seed (standing in for the youngest
//!   player); each later hand starts with the seat after the last hand's first player. The deal
//!   goes one card at a time, clockwise from the first player.
//! - Every hand starts afresh: all cards shuffled together, every banner (those on the dungeon
//!   card too) back to its noble, castles empty. Crowns carry over.
//! - A player holding no card is not asked for a proposal. A single proposal is taken without a
//!   pick (the rules oblige it). Everything in the exchange is face up, so every seat learns
//!   which cards went into which hand; the same holds for defenders taken into a hand.
//! - An attack is formed step by step (`attack #c`, `add …`, `confirm`); a step is listed and
//!   accepted only if it can still end in a winning army, so an attack once begun always ends.
//!   The army being formed lies face up.
//! - Basic and intermediate: an attack that puts a new banner on a castle needs one in reserve
//!   (as in advanced play); moving a banner already on the castle, or keeping the banners of a
//!   castle one controls, does not.
//! - Intermediate: when the attacker's banner already on the castle moves to box 1, every other
//!   banner shifts one box (the basic-only exception does not apply), so the last one may be
//!   pushed into the dungeon and the box the attacker left travels down one box.
//! - Advanced reclaims happen at the attack step (after the exchange, before attacking or
//!   passing), as often as the player can pay three cards each, chosen one at a time; they are
//!   allowed in the last round too.
//! - Last round: `pass` is accepted only when no attack is possible, and discards the whole
//!   hand; a player left with no card after the exchange ends their turn; the hand-limit discard
//!   still applies after an attack.
//! - Basic and intermediate scoring: the king's crown goes to the top scorer(s) only with 10
//!   points or more; below 10 nobody wins a crown. With the sole-winner rule the top scorer(s)
//!   take the king's crown whatever their score (but not with 0 points), and no duke's crowns
//!   are given; the rule is refused in advanced play. In advanced play a top score of 0 wins no
//!   crown. Crowns are counted: the markers' number (5 duke's, 1 king's) limits nothing.
//! - Several players reaching two king's crowns in the same hand, or tied on most crowns after
//!   the last advanced hand, win together.
//! - Determinization: when another seat is forming an army, their hidden cards are sampled so
//!   that the army can still be completed (they know it can).

pub mod action;
mod apply;
mod army;
pub mod cards;
pub mod components;
mod determinize;
mod error;
pub mod events;
mod game;
mod info;
mod invariants;
mod legal;
mod observation;
mod options;
pub mod players;
pub mod scenario;
mod setup;
mod state;
mod turn;

pub use action::Action;
pub use army::is_legal_army;
pub use cards::{ArmyTraits, Card, Cards, Soldier};
pub use components::Components;
pub use error::RuleError;
pub use events::{DiscardReason, Event};
pub use observation::Observation;
pub use options::{Options, RuleSet};
pub use setup::{CastlePosition, Position, Rest};
pub use state::{Boxes, Castle, Crown, Crowns, Phase, State};
pub use turn::{CROWN_POINTS, DRAW_PER_TURN, KINGS_TO_WIN, RECLAIM_COST};
