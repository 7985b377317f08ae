//! Setting up: a new match (a random first player, standing in for the youngest), each hand's
//! deal, and positions given in full (scenario files, tests).

use rules_core::{GameRng, Seat, SetupError};
use serde::Deserialize;

use crate::cards::{CARD_KINDS, Card, Cards};
use crate::components::Table;
use crate::events::Event;
use crate::options::{Options, RuleSet};
use crate::state::{Boxes, Castle, Crowns, Phase, State};
use crate::turn::KINGS_TO_WIN;

impl State {
    /// An empty table: no cards anywhere, every banner in reserve, no crowns.
    pub(crate) fn blank(options: Options, table: Table, rng: GameRng) -> State {
        let n = options.players;
        State {
            options,
            table,
            rng,
            deck: Vec::new(),
            dungeon: Cards::new(),
            hands: vec![Cards::new(); n],
            known: rules_core::KnownHands::new(n),
            castles: vec![
                Castle {
                    defenders: Cards::new(),
                    boxes: Boxes::new(table.boxes),
                };
                table.castles
            ],
            reserve: vec![table.banners as u8; n],
            dungeon_banners: vec![0; n],
            crowns: vec![Crowns::default(); n],
            hand_number: 1,
            first_player: 0,
            turn: 0,
            phase: Phase::Offer,
            last_round: false,
            offer: None,
            proposals: vec![None; n],
            army: Cards::new(),
            hand_scores: vec![0; n],
            winners: Vec::new(),
        }
    }

    /// A new hand: every card shuffled together, banners back to their nobles, castles empty;
    /// the deal goes clockwise from the first player, who then plays first.
    pub(crate) fn start_hand(&mut self, ev: &mut Vec<Event>) {
        let n = self.players();
        let mut deck: Vec<Card> = self.table.full.iter().collect();
        self.rng.shuffle(&mut deck);
        for h in &mut self.hands {
            h.clear();
        }
        self.known.forget_all();
        for c in &mut self.castles {
            c.defenders.clear();
            c.boxes = Boxes::new(self.table.boxes);
        }
        self.reserve.fill(self.table.banners as u8);
        self.dungeon_banners.fill(0);
        self.dungeon.clear();
        self.offer = None;
        self.proposals.fill(None);
        self.army.clear();
        self.last_round = false;
        for _ in 0..self.table.deal {
            for k in 0..n {
                let seat = (self.first_player + k) % n;
                let card = deck.pop().expect("validated: the deal fits the deck");
                self.hands[seat].add(card);
            }
        }
        self.deck = deck;
        ev.push(Event::HandStarted {
            hand: self.hand_number,
            first_player: self.first_player,
        });
        ev.push(Event::Dealt {
            hands: self
                .hands
                .iter()
                .map(|h| Some(h.iter().collect()))
                .collect(),
        });
        self.begin_turn(self.first_player, ev);
    }

    /// A match set up from a position given in full, at the start of `position.turn`'s turn
    /// (before their draw). A position that does not add up is refused, saying why.
    pub fn from_position(
        options: &Options,
        position: &Position,
        seed: u64,
        ev: &mut Vec<Event>,
    ) -> Result<State, SetupError> {
        options.validate()?;
        let n = options.players;
        let table = options.components().table(n);
        let bad = |why: String| Err(SetupError(format!("position: {why}")));
        if position.hands.len() != n {
            return bad(format!(
                "hands: {} hands listed for {n} players",
                position.hands.len()
            ));
        }
        if position.castles.len() > table.castles {
            return bad(format!(
                "castles: {} castles listed, the table has {}",
                position.castles.len(),
                table.castles
            ));
        }
        for (name, len) in [
            ("dungeon_banners", position.dungeon_banners.len()),
            ("crowns", position.crowns.len()),
        ] {
            if len != 0 && len != n {
                return bad(format!("{name}: {len} entries for {n} players"));
            }
        }
        if position.turn >= n {
            return bad(format!("turn: seat {} is not at the table", position.turn));
        }
        let first = position.first_player.unwrap_or(position.turn);
        if first >= n {
            return bad(format!("first_player: seat {first} is not at the table"));
        }
        if position.hand_number == 0
            || (options.rules == RuleSet::Advanced && position.hand_number > options.hands)
        {
            return bad(format!(
                "hand_number: {} is not a hand of this match",
                position.hand_number
            ));
        }
        let mut rng = GameRng::new(seed);
        let mut state = State::blank(options.clone(), table, GameRng::new(0));
        state.first_player = first;
        state.hand_number = position.hand_number;
        let mut listed = Cards::new();
        let mut list = |cards: &[Card], place: &mut Cards| {
            for &c in cards {
                listed.add(c);
                place.add(c);
            }
        };
        for (s, h) in position.hands.iter().enumerate() {
            list(h, &mut state.hands[s]);
        }
        list(&position.dungeon, &mut state.dungeon);
        let mut deck_cards = Cards::new();
        list(&position.deck, &mut deck_cards);
        for (i, c) in position.castles.iter().enumerate() {
            list(&c.defenders, &mut state.castles[i].defenders);
            if c.boxes.len() > table.boxes {
                return bad(format!(
                    "castles[{i}].boxes: {} boxes listed, a castle has {}",
                    c.boxes.len(),
                    table.boxes
                ));
            }
            for (b, s) in c.boxes.iter().enumerate() {
                if let Some(s) = *s {
                    if s >= n {
                        return bad(format!(
                            "castles[{i}].boxes[{b}]: seat {s} is not at the table"
                        ));
                    }
                    state.castles[i].boxes.set(b, Some(s));
                }
            }
        }
        for i in 0..CARD_KINDS {
            let c = Card::from_index(i);
            if listed.count(c) > table.full.count(c) {
                return bad(format!(
                    "{} copies of {c} listed, the components have {}",
                    listed.count(c),
                    table.full.count(c)
                ));
            }
        }
        let mut rest: Vec<Card> = Vec::new();
        for i in 0..CARD_KINDS {
            let c = Card::from_index(i);
            for _ in listed.count(c)..table.full.count(c) {
                rest.push(c);
            }
        }
        match position.rest {
            Rest::Dungeon => rest.drain(..).for_each(|c| state.dungeon.add(c)),
            Rest::Deck => rng.shuffle(&mut rest),
        }
        // The deck's top is its last card: the listed cards (first drawn first) go on top.
        state.deck = rest;
        state.deck.extend(position.deck.iter().rev().copied());
        if !position.dungeon_banners.is_empty() {
            state.dungeon_banners = position.dungeon_banners.clone();
        }
        if !position.crowns.is_empty() {
            state.crowns = position.crowns.clone();
        }
        for s in 0..n {
            if options.rules != RuleSet::Advanced && state.crowns[s].king >= KINGS_TO_WIN {
                return bad(format!(
                    "crowns[{s}]: {} king's crowns, the match would be over",
                    state.crowns[s].king
                ));
            }
            let placed: usize = state
                .castles
                .iter()
                .map(|c| c.boxes.count(s))
                .sum::<usize>()
                + state.dungeon_banners[s] as usize;
            if placed > table.banners {
                return bad(format!(
                    "seat {s} has {placed} banners on castles and in the dungeon, a noble has {}",
                    table.banners
                ));
            }
            state.reserve[s] = (table.banners - placed) as u8;
        }
        state.turn = position.turn;
        state.rng = GameRng::new(rng.next_u64());
        if let Some(v) = state.table_violations().into_iter().next() {
            return bad(v);
        }
        state.begin_turn(position.turn, ev);
        Ok(state)
    }
}

/// Where the cards a position does not list go.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rest {
    /// Shuffled (by the seed) into the deck, under the listed deck cards.
    #[default]
    Deck,
    /// Into the dungeon (the deck is then exactly the listed cards).
    Dungeon,
}

/// A castle in a position.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CastlePosition {
    /// The defenders.
    #[serde(default)]
    pub defenders: Vec<Card>,
    /// The banner boxes, box 1 first (`null` for an empty box; missing boxes are empty).
    #[serde(default)]
    pub boxes: Vec<Option<Seat>>,
}

/// A position given in full, at the start of a turn. Castles not listed are empty; banners not
/// on castles or in the dungeon are in reserve.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    /// Each seat's hand.
    pub hands: Vec<Vec<Card>>,
    /// The top of the deck, the next card drawn first.
    #[serde(default)]
    pub deck: Vec<Card>,
    /// Where the cards listed nowhere go.
    #[serde(default)]
    pub rest: Rest,
    /// The dungeon's cards.
    #[serde(default)]
    pub dungeon: Vec<Card>,
    /// The castles, `#0` first.
    #[serde(default)]
    pub castles: Vec<CastlePosition>,
    /// Each seat's banners on the dungeon card (empty: none).
    #[serde(default)]
    pub dungeon_banners: Vec<u8>,
    /// Each seat's crowns so far (empty: none).
    #[serde(default)]
    pub crowns: Vec<Crowns>,
    /// Whose turn begins.
    #[serde(default)]
    pub turn: Seat,
    /// Who played first in this hand (default: `turn`); the next hand starts after them.
    #[serde(default)]
    pub first_player: Option<Seat>,
    /// The hand being played, 1 first.
    #[serde(default = "first_hand")]
    pub hand_number: u32,
}

fn first_hand() -> u32 {
    1
}
