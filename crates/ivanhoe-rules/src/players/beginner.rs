//! [`Beginner`]: a plain, steady Ivanhoe player, the yardstick the normal level must beat.

use crate::{Action, Card, Colour, Observation, Phase, Play, State, display_total};

use bots::Bot;
use bots::scoring::checked_choice;

/// A steady beginner at Ivanhoe, deciding from the observation alone and without randomness.
///
/// - **Starting**: announces the colour whose cards add up to the most printed value in its
///   hand (every card counts 1 in green), and opens with its lowest card of it (a squire when it
///   holds none of the colour).
/// - **Its turns**: when behind, it plays the fewest display cards that take the lead, the
///   smallest card that does it alone, else its biggest and again, then stays; a lead it already
///   has needs one card played, its smallest. When its display cards cannot take the lead it
///   withdraws, whatever the token is worth to it or to anyone.
/// - **Never an action card**: in the Ivanhoe window it passes.
/// - **Maidens**: played only while it holds no token (withdrawing with one costs a token).
/// - **Adapt** keeps its first card of each value; after a purple win it takes purple when it
///   may, else the first colour offered; a maiden forfeit returns its first token other than
///   purple.
///
/// It is what a person new to the game plays, so a computer level that cannot beat it clearly
/// does not contest tournaments well enough.
#[derive(Clone, Copy, Debug, Default)]
pub struct Beginner;

impl Beginner {
    /// The beginner; it has no randomness, so it needs no seed.
    pub fn new() -> Self {
        Self
    }

    fn decide(&self, o: &Observation, legal: &[Action]) -> Action {
        match o.phase {
            Phase::ChooseColour => choose_colour(o, legal),
            Phase::FirstCard => first_card(o, legal),
            Phase::Play => play(o, legal),
            Phase::Reaction { .. } => Action::Pass,
            Phase::AdaptKeep { .. } => first_of(legal, |a| matches!(a, Action::Keep(_))),
            Phase::ChooseToken { .. } => {
                if legal.contains(&Action::Token(Colour::Purple)) {
                    Action::Token(Colour::Purple)
                } else {
                    first_of(legal, |a| matches!(a, Action::Token(_)))
                }
            }
            Phase::ReturnToken { .. } => first_of(
                legal,
                |a| matches!(a, Action::ReturnToken(c) if *c != Colour::Purple),
            ),
            Phase::Over => legal[0],
        }
    }
}

/// The first legal action that `wanted` accepts, else the first legal action.
fn first_of(legal: &[Action], wanted: impl Fn(&Action) -> bool) -> Action {
    legal.iter().copied().find(wanted).unwrap_or(legal[0])
}

/// What `card` adds to a display in a tournament of `colour`.
fn worth(card: Card, colour: Colour) -> u32 {
    if colour == Colour::Green {
        1
    } else {
        u32::from(card.value())
    }
}

fn choose_colour(o: &Observation, legal: &[Action]) -> Action {
    let held = |colour: Colour| -> u32 {
        o.hand
            .kinds()
            .filter(|c| c.colour() == Some(colour))
            .map(|c| worth(c, colour) * u32::from(o.hand.count(c)))
            .sum()
    };
    let mut best: Option<(u32, Action)> = None;
    for a in legal {
        if let Action::ChooseColour(c) = a
            && best.is_none_or(|(v, _)| held(*c) > v)
        {
            best = Some((held(*c), *a));
        }
    }
    best.map_or(legal[0], |(_, a)| a)
}

/// The display cards `legal` lets it play now, maidens only while it holds no token.
fn display_cards(o: &Observation, legal: &[Action]) -> Vec<Card> {
    let no_tokens = o.tokens[o.seat].is_empty();
    legal
        .iter()
        .filter_map(|a| match a {
            Action::Play(Play::Card(c)) if no_tokens || !c.is_maiden() => Some(*c),
            _ => None,
        })
        .collect()
}

fn first_card(o: &Observation, legal: &[Action]) -> Action {
    let colour = o.colour.expect("a tournament has been announced");
    let cards = display_cards(o, legal);
    // Its lowest card of the colour; a supporter only when it holds none (squires before the
    // maiden, which is worth keeping for a tournament that needs it).
    let pick = cards
        .iter()
        .filter(|c| c.colour() == Some(colour))
        .min_by_key(|c| c.value())
        .or_else(|| cards.iter().min_by_key(|c| c.value()));
    pick.map_or(legal[0], |&c| Action::Play(Play::Card(c)))
}

fn play(o: &Observation, legal: &[Action]) -> Action {
    let me = o.seat;
    let colour = o.colour.expect("a tournament is under way");
    let total = |s: usize| display_total(&o.displays[s], Some(colour)) as i64;
    let best_other = (0..o.displays.len())
        .filter(|&s| s != me && o.in_tournament[s])
        .map(total)
        .max()
        .unwrap_or(0);
    let need = best_other + 1 - total(me);
    if need <= 0 && o.played_this_turn && legal.contains(&Action::Stay) {
        return Action::Stay;
    }
    let cards = display_cards(o, legal);
    // "Smallest" is by what the card adds, then by printed value, so that in green (every card
    // adds 1) a green card goes before a squire and a squire before the maiden.
    let smallest_first = |c: &Card| (worth(*c, colour), c.value());
    if need <= 0 {
        // Ahead without having played this turn: the smallest card lets it stay.
        return cards
            .iter()
            .min_by_key(|c| smallest_first(c))
            .map_or(Action::Withdraw, |&c| Action::Play(Play::Card(c)));
    }
    // A stunned player adds one card a turn: only what one card does counts then.
    let can_add = if o.stunned == Some(me) {
        usize::from(o.added_this_turn == 0)
    } else {
        usize::MAX
    };
    let mut worths: Vec<i64> = cards.iter().map(|&c| i64::from(worth(c, colour))).collect();
    worths.sort_unstable_by(|a, b| b.cmp(a));
    let reach: i64 = worths.iter().take(can_add).sum();
    if reach < need {
        return Action::Withdraw;
    }
    let single = cards
        .iter()
        .filter(|&&c| i64::from(worth(c, colour)) >= need)
        .min_by_key(|c| smallest_first(c));
    let biggest = cards
        .iter()
        .max_by_key(|&&c| (worth(c, colour), std::cmp::Reverse(c.value())));
    single
        .or(biggest)
        .map_or(Action::Withdraw, |&c| Action::Play(Play::Card(c)))
}

impl Bot<State> for Beginner {
    fn choose(&mut self, observation: &Observation, legal: &[Action]) -> Action {
        checked_choice(legal, || self.decide(observation, legal), || legal[0])
    }

    fn name(&self) -> String {
        "beginner".to_string()
    }
}
