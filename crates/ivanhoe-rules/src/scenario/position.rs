//! Building a state from a scenario's position, refusing positions that do not add up.

use rules_core::{GameRng, ScenarioError};

use super::format::{DeckRest, Position, Scenario};
use crate::cards::{Card, Cards, Colour, DECK_SIZE};
use crate::events::Event;
use crate::state::{State, Tokens};

fn bad(message: impl Into<String>) -> ScenarioError {
    ScenarioError::Malformed(message.into())
}

fn cards(field: &str, codes: &[String]) -> Result<Vec<Card>, ScenarioError> {
    codes
        .iter()
        .enumerate()
        .map(|(i, c)| c.parse().map_err(|e| bad(format!("{field}[{i}]: {e}"))))
        .collect()
}

fn colour(field: &str, text: &Option<String>) -> Result<Option<Colour>, ScenarioError> {
    match text.as_deref() {
        None | Some("none") => Ok(None),
        Some(t) => t
            .parse()
            .map(Some)
            .map_err(|e| bad(format!("{field}: {e}"))),
    }
}

fn per_seat<T: Clone + Default>(
    field: &str,
    list: &[T],
    n: usize,
) -> Result<Vec<T>, ScenarioError> {
    match list.len() {
        0 => Ok(vec![T::default(); n]),
        len if len == n => Ok(list.to_vec()),
        len => Err(bad(format!("{field}: {len} entries for {n} players"))),
    }
}

fn seat(field: &str, seat: usize, n: usize) -> Result<usize, ScenarioError> {
    if seat < n {
        Ok(seat)
    } else {
        Err(bad(format!(
            "{field}: there is no seat {seat} with {n} players"
        )))
    }
}

/// The state at the start of `position.turn`'s turn, after their draw.
pub(super) fn build(
    scenario: &Scenario,
    position: &Position,
    ev: &mut Vec<Event>,
) -> Result<State, ScenarioError> {
    let options = &scenario.options;
    options.validate().map_err(|e| bad(e.to_string()))?;
    let n = options.players;
    let turn = seat("position.turn", position.turn, n)?;
    let colour_now = colour("position.colour", &position.colour)?;
    let previous = colour("position.previous_colour", &position.previous_colour)?;
    if colour_now == Some(Colour::Purple) && previous == Some(Colour::Purple) {
        return Err(bad(
            "position: a purple tournament cannot follow a purple one",
        ));
    }

    let hands_codes = per_seat("position.hands", &position.hands, n)?;
    let display_codes = per_seat("position.displays", &position.displays, n)?;
    let token_names = per_seat("position.tokens", &position.tokens, n)?;

    let mut placed = Cards::new();
    let mut place = |field: &str, list: &[Card]| -> Result<(), ScenarioError> {
        for &c in list {
            placed.add(c);
            if placed.count(c) > c.copies() {
                return Err(bad(format!(
                    "{field}: more {c} cards are placed than the game has ({})",
                    c.copies()
                )));
            }
        }
        Ok(())
    };

    let mut hands = Vec::with_capacity(n);
    for (s, codes) in hands_codes.iter().enumerate() {
        let field = format!("position.hands[{s}]");
        let list = cards(&field, codes)?;
        place(&field, &list)?;
        hands.push(list.into_iter().collect::<Cards>());
    }
    let mut displays = Vec::with_capacity(n);
    for (s, codes) in display_codes.iter().enumerate() {
        let field = format!("position.displays[{s}]");
        let list = cards(&field, codes)?;
        if let Some(a) = list.iter().find(|c| c.is_action()) {
            return Err(bad(format!(
                "{field}: {a} is an action card; displays hold colour cards and supporters"
            )));
        }
        if list.iter().filter(|c| c.is_maiden()).count() > 1 {
            return Err(bad(format!("{field}: two maidens in one display")));
        }
        if !list.is_empty() && colour_now.is_none() {
            return Err(bad(format!(
                "{field}: no tournament is under way, so displays are empty"
            )));
        }
        place(&field, &list)?;
        displays.push(list);
    }
    let discard = cards("position.discard", &position.discard)?;
    place("position.discard", &discard)?;
    let mut deck_top_first = cards("position.deck", &position.deck)?;
    place("position.deck", &deck_top_first)?;
    for (name, holder, card) in [
        ("position.shield", position.shield, Card::Shield),
        ("position.stunned", position.stunned, Card::Stunned),
    ] {
        if let Some(h) = holder {
            seat(name, h, n)?;
            if colour_now.is_none() {
                return Err(bad(format!("{name}: no tournament is under way")));
            }
            if position.withdrawn.contains(&h) {
                return Err(bad(format!("{name}: seat {h} has withdrawn")));
            }
            place(name, &[card])?;
        }
    }

    let mut rng = GameRng::new(scenario.seed);
    match position.deck_rest {
        DeckRest::None => {
            if placed.len() != DECK_SIZE {
                let missing: Vec<String> = Card::ALL
                    .iter()
                    .filter(|c| placed.count(**c) < c.copies())
                    .map(|c| format!("{}×{c}", c.copies() - placed.count(*c)))
                    .collect();
                return Err(bad(format!(
                    "position: {} cards are placed, the game has {DECK_SIZE} (missing {}); place them or set \"deck_rest\": \"shuffled\"",
                    placed.len(),
                    missing.join(" ")
                )));
            }
        }
        DeckRest::Shuffled => {
            let mut rest: Vec<Card> = Card::ALL
                .iter()
                .flat_map(|c| std::iter::repeat_n(*c, (c.copies() - placed.count(*c)) as usize))
                .collect();
            rng.shuffle(&mut rest);
            deck_top_first.extend(rest);
        }
    }
    let mut deck = deck_top_first;
    deck.reverse();

    let mut tokens = Vec::with_capacity(n);
    for (s, names) in token_names.iter().enumerate() {
        let mut set = Tokens::default();
        for (i, name) in names.iter().enumerate() {
            let c: Colour = name
                .parse()
                .map_err(|e| bad(format!("position.tokens[{s}][{i}]: {e}")))?;
            if !set.insert(c) {
                return Err(bad(format!(
                    "position.tokens[{s}]: two {c} tokens; a player holds one of each colour at most"
                )));
            }
        }
        if set.len() >= options.tokens_to_win() {
            return Err(bad(format!(
                "position.tokens[{s}]: {} tokens already win the game",
                set.len()
            )));
        }
        tokens.push(set);
    }

    let mut in_tournament: u8 = (1 << n) - 1;
    for (i, &w) in position.withdrawn.iter().enumerate() {
        let field = format!("position.withdrawn[{i}]");
        seat(&field, w, n)?;
        if colour_now.is_none() {
            return Err(bad(format!("{field}: no tournament is under way")));
        }
        if !displays[w].is_empty() {
            return Err(bad(format!(
                "{field}: seat {w} withdrew but shows display cards"
            )));
        }
        in_tournament &= !(1 << w);
    }
    if in_tournament & (1 << turn) == 0 {
        return Err(bad(format!("position.turn: seat {turn} has withdrawn")));
    }
    if colour_now.is_some() && in_tournament.count_ones() < 2 {
        return Err(bad(
            "position: a tournament under way needs two players still in it",
        ));
    }

    let dealer = match position.dealer {
        Some(d) => seat("position.dealer", d, n)?,
        None => (turn + n - 1) % n,
    };
    let mut state = State::blank(options.clone(), rng, deck, hands, dealer);
    state.discard = discard;
    state.tokens = tokens;
    state.previous_colour = previous;
    state.shield = position.shield;
    state.stunned = position.stunned;
    match colour_now {
        None => state.begin_start(turn, ev),
        Some(c) => {
            state.entered = displays.iter().enumerate().fold(0, |bits, (s, d)| {
                if d.is_empty() { bits } else { bits | 1 << s }
            });
            state.displays = displays;
            state.colour = Some(c);
            state.in_tournament = in_tournament;
            state.starter = match position.starter {
                Some(s) => seat("position.starter", s, n)?,
                None => turn,
            };
            state.begin_turn(turn, ev);
        }
    }
    Ok(state)
}
