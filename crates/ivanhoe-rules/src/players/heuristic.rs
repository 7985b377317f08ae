//! The rule-based player, [`Heuristic`], and its tunable judgements ([`HeuristicParams`]).

use crate::{Action, Card, Colour, Observation, Phase, Play, State};
use rules_core::{Game, GameRng, Seat};

use bots::Bot;
use bots::scoring::{best_by, checked_choice};

use super::judgement::{gains, must_block, standing, strength, worth};

/// The tunable judgements of [`Heuristic`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HeuristicParams {
    /// The most display cards spent in one turn to take the lead, unless the token would win
    /// the game or must be denied to an opponent who would win with it.
    pub max_spend: usize,
    /// The gain in [`standing`] points an action card must bring to be played rather than kept.
    pub action_threshold: f64,
    /// The loss in standing points that makes Ivanhoe cancel an opponent's card.
    pub ivanhoe_threshold: f64,
    /// The most display cards spent on its first turn of a tournament whose token it already
    /// holds, to enter it (0: it leaves such a tournament at once, as it did before).
    pub held_spend: usize,
    /// The most display cards spent on its first turn of a tournament whose token it gains
    /// (one more against a single opponent); later turns keep to `max_spend`.
    pub first_turn_spend: usize,
}

impl Default for HeuristicParams {
    fn default() -> Self {
        Self {
            max_spend: 3,
            action_threshold: 3.0,
            ivanhoe_threshold: 3.5,
            held_spend: 3,
            first_turn_spend: 4,
        }
    }
}

/// Rule-based Ivanhoe, deciding from the observation alone.
///
/// - **Starting**: announce the colour in which the hand is strongest (measured in average
///   cards of that colour, supporters included), among those whose token it still needs;
///   purple is preferred a little, as its token may be any colour.
/// - **Entering and staying**: it plays just enough to lead: the smallest card that takes the
///   lead, else its biggest card and again, provided the lead is within `max_spend` cards
///   (`first_turn_spend` on its first turn of the tournament; every copy in the hand counts);
///   else it withdraws and keeps its cards for another colour. In green, where every card counts
///   1, it spends its cheapest cards.
/// - **A token it already holds**: it still enters such a tournament when `held_spend` display
///   cards take the lead (no action card, no maiden), since a tournament left at once hands an
///   opponent a token for one card, and the winner starts the next tournament; it leaves on its
///   next turn (unless an opponent would win the game with the token).
/// - **Denying the game**: when an opponent still in would win the game with this tournament's
///   token (four or five colours as the table needs, a purple win counting as any colour they
///   lack), it takes the lead with as many cards as it takes, its maiden included, and if
///   display cards cannot, with any action card that improves its position.
/// - **Action cards** are kept until they are worth it: each legal play is tried on a sampled
///   copy of the table and played only if it improves the position by `action_threshold`.
///   Before withdrawing, Retreat brings a card (the maiden first) back to the hand.
/// - **Maidens**: never played while holding a token (withdrawing would cost one), unless the
///   tournament decides the game, for it or for an opponent.
/// - **Tokens**: after a purple win it takes purple if it lacks it (only purple tournaments give
///   it; any other colour can also come from a later purple win), else the colour its hand is
///   weakest in. It returns the token its hand can most easily win back, never purple.
/// - **Adapt**: keeps a card of the tournament colour rather than a supporter (Disgrace).
/// - **Ivanhoe**: cancels a card that would cost it `ivanhoe_threshold` points of standing.
pub struct Heuristic {
    params: HeuristicParams,
    rng: GameRng,
}

impl Heuristic {
    /// The heuristic with default judgements, drawing its samples from `seed`.
    pub fn new(seed: u64) -> Self {
        Self::with_params(HeuristicParams::default(), seed)
    }

    /// The heuristic with the given judgements.
    pub fn with_params(params: HeuristicParams, seed: u64) -> Self {
        Self {
            params,
            rng: GameRng::new(seed),
        }
    }

    fn decide(&mut self, o: &Observation, legal: &[Action]) -> Action {
        match o.phase {
            Phase::ChooseColour => choose_colour(o, legal),
            Phase::FirstCard | Phase::Play => self.play(o, legal),
            Phase::AdaptKeep { .. } => adapt_keep(o, legal),
            Phase::Reaction { .. } => self.react(o, legal),
            Phase::ChooseToken { .. } => choose_token(o, legal),
            Phase::ReturnToken { .. } => return_token(o, legal),
            Phase::Over => legal[0],
        }
    }

    /// A turn: play a card, stay or withdraw.
    fn play(&mut self, o: &Observation, legal: &[Action]) -> Action {
        let me = o.seat;
        let colour = o.colour.expect("a tournament is under way");
        let to_win = o.options.tokens_to_win();
        let tokens = o.tokens[me];
        let block = must_block(
            o.tokens.len(),
            |s| o.tokens[s],
            |s| o.in_tournament[s],
            me,
            colour,
            to_win,
        );
        let decisive = gains(tokens, colour) && tokens.len() + 1 >= to_win;
        let useful = gains(tokens, colour) || block;
        let total = |s: Seat| crate::display_total(&o.displays[s], Some(colour));
        let mine = total(me);
        let best = (0..o.displays.len())
            .filter(|&s| s != me && o.in_tournament[s])
            .map(total)
            .max()
            .unwrap_or(0);
        let need = best as i64 + 1 - mine as i64;
        let first_card = o.phase == Phase::FirstCard;
        // Its first turn in this tournament: every card of its display came this turn.
        let entering = o.displays[me].len() <= usize::from(o.added_this_turn);
        let held = !useful;

        if held && !first_card && !(entering && self.params.held_spend > 0) {
            return self.before_withdrawing(o, legal);
        }

        // Display cards this turn may add, every copy in the hand, cheapest last. The legal list
        // names each kind once, so the copies come from the hand: counting kinds alone made
        // four red 3s look like one and the lead look out of reach. The maiden (one per display)
        // only without tokens, unless this tournament decides the game, where a token lost
        // with it matters less than the game.
        let maiden_ok = tokens.is_empty() || decisive || block;
        let mut cards: Vec<Card> = legal
            .iter()
            .filter_map(|a| match a {
                Action::Play(Play::Card(c)) if maiden_ok || !c.is_maiden() => Some(*c),
                _ => None,
            })
            .flat_map(|c| {
                let copies = if c.is_maiden() { 1 } else { o.hand.count(c) };
                std::iter::repeat_n(c, usize::from(copies))
            })
            .collect();
        cards.sort_by_key(|&c| std::cmp::Reverse((worth(c, colour), c.value())));
        if first_card {
            // The starter opens with their cheapest card of the colour (supporters are kept for
            // the tournaments where they are needed), then stays.
            let colour_cards = cards.iter().rev().find(|c| c.colour() == Some(colour));
            return match colour_cards.or(cards.last()) {
                Some(&c) => Action::Play(Play::Card(c)),
                None => legal[0],
            };
        }

        let action = if need > 0 && !held {
            self.best_action_card(o, legal, self.params.action_threshold)
        } else {
            None
        };
        if let Some(a) = action {
            return a;
        }

        let stunned = o.stunned == Some(me);
        let can_add = if stunned {
            usize::from(o.added_this_turn == 0)
        } else {
            usize::MAX
        };
        if need <= 0 {
            if o.played_this_turn && legal.contains(&Action::Stay) {
                return Action::Stay;
            }
            // Staying needs a card played this turn: the cheapest will do.
            if can_add > 0
                && let Some(&c) = cards.last()
            {
                return Action::Play(Play::Card(c));
            }
            if !held && let Some(a) = self.best_action_card(o, legal, 0.0) {
                return a;
            }
            return self.before_withdrawing(o, legal);
        }

        // How many cards the lead takes, biggest first.
        let mut sum = 0i64;
        let mut count = 0usize;
        for &c in &cards {
            if sum >= need || count >= can_add {
                break;
            }
            sum += worth(c, colour) as i64;
            count += 1;
        }
        let reachable = sum >= need;
        let others_in = (0..o.displays.len())
            .filter(|&s| s != me && o.in_tournament[s])
            .count();
        let one_more = usize::from(others_in == 1);
        let max_spend = if decisive || block {
            usize::MAX
        } else if held {
            self.params.held_spend
        } else if entering {
            self.params.max_spend.max(self.params.first_turn_spend) + one_more
        } else {
            self.params.max_spend + one_more
        };
        if reachable && count <= max_spend {
            let single = cards
                .iter()
                .rev()
                .find(|&&c| worth(c, colour) as i64 >= need);
            // In green every card adds 1, so it spends its least valuable first (a green card
            // before a squire, a squire before the maiden), not the squires that other colours
            // need.
            let card = if colour == Colour::Green {
                single.copied().unwrap_or(cards[cards.len() - 1])
            } else {
                single.copied().unwrap_or(cards[0])
            };
            return Action::Play(Play::Card(card));
        }
        // Out of reach with display cards: an action card may still turn it round, and any
        // that helps at all when the tournament would otherwise hand an opponent the game.
        let threshold = if block {
            0.0
        } else {
            self.params.action_threshold / 2.0
        };
        if !held && let Some(a) = self.best_action_card(o, legal, threshold) {
            return a;
        }
        self.before_withdrawing(o, legal)
    }

    /// The action card whose play most improves [`standing`], if by more than `threshold`.
    fn best_action_card(
        &mut self,
        o: &Observation,
        legal: &[Action],
        threshold: f64,
    ) -> Option<Action> {
        let me = o.seat;
        let base = State::determinize(o, &mut self.rng);
        let before = standing(&base, me);
        let mut best: Option<(f64, Action)> = None;
        for a in legal {
            let Action::Play(play) = a else { continue };
            if matches!(play, Play::Card(_) | Play::Retreat(_)) {
                continue;
            }
            let gain = match play {
                // Taking a random card from the opponent with the biggest hand: a card more
                // for us, one less for them, whatever the table shows.
                Play::KnockDown(t) => {
                    let biggest = (0..o.hand_sizes.len())
                        .filter(|&s| s != me)
                        .max_by_key(|&s| o.hand_sizes[s])
                        .unwrap_or(*t);
                    if *t == biggest && o.hand_sizes[*t] >= 3 {
                        threshold.max(0.0) + 0.5
                    } else {
                        continue;
                    }
                }
                _ => {
                    let Some(after) = simulate(&base, a) else {
                        continue;
                    };
                    standing(&after, me) - before
                }
            };
            if gain > threshold && best.as_ref().is_none_or(|(g, _)| gain > *g) {
                best = Some((gain, *a));
            }
        }
        best.map(|(_, a)| a)
    }

    /// Last things worth doing before leaving the tournament: bring the maiden back to the hand
    /// (withdrawing with it costs a token), else the most valuable display card (a card saved).
    fn before_withdrawing(&mut self, o: &Observation, legal: &[Action]) -> Action {
        let display = &o.displays[o.seat];
        let retreat = legal
            .iter()
            .filter_map(|a| match a {
                Action::Play(Play::Retreat(i)) => Some((*i, display[*i as usize])),
                _ => None,
            })
            .max_by_key(|&(_, c)| (c.is_maiden() && !o.tokens[o.seat].is_empty(), c.value()));
        if let Some((i, _)) = retreat {
            return Action::Play(Play::Retreat(i));
        }
        if legal.contains(&Action::Withdraw) {
            Action::Withdraw
        } else {
            legal[0]
        }
    }

    /// The Ivanhoe window: cancel what would hurt us most.
    fn react(&mut self, o: &Observation, legal: &[Action]) -> Action {
        if !legal.contains(&Action::Ivanhoe) {
            return Action::Pass;
        }
        let me = o.seat;
        let base = State::determinize(o, &mut self.rng);
        let before = standing(&base, me);
        let Some(after) = simulate(&base, &Action::Pass) else {
            return Action::Pass;
        };
        let loss = before - standing(&after, me);
        let actor_gain = o
            .pending
            .as_ref()
            .map(|p| standing(&after, p.actor) - standing(&base, p.actor))
            .unwrap_or(0.0);
        // The actor's gain matters too when they are the one who would win the game with this
        // tournament's token.
        let to_win = o.options.tokens_to_win();
        let actor_threat = o.pending.as_ref().is_some_and(|p| {
            o.colour.is_some_and(|c| {
                gains(o.tokens[p.actor], c) && o.tokens[p.actor].len() + 1 >= to_win
            })
        });
        let threshold = self.params.ivanhoe_threshold;
        if loss >= threshold || (actor_threat && actor_gain >= threshold) {
            Action::Ivanhoe
        } else {
            Action::Pass
        }
    }
}

/// Plays `action` on a copy of `state`, lets the Ivanhoe window close unopposed and Adapt keep
/// the first option, and returns the table once the card has taken effect.
fn simulate(state: &State, action: &Action) -> Option<State> {
    let mut s = state.clone();
    let mut events = Vec::new();
    s.apply(action, &mut events).ok()?;
    let mut legal = Vec::new();
    for _ in 0..64 {
        match s.phase() {
            Phase::Reaction { .. } => s.apply(&Action::Pass, &mut events).ok()?,
            Phase::AdaptKeep { .. } => {
                s.legal_actions(&mut legal);
                s.apply(&legal[0], &mut events).ok()?
            }
            _ => return Some(s),
        }
    }
    None
}

fn choose_colour(o: &Observation, legal: &[Action]) -> Action {
    let me = o.seat;
    let tokens = o.tokens[me];
    let maiden_ok = tokens.is_empty();
    let score = |c: Colour| {
        let mut s = strength(&o.hand, c, maiden_ok);
        if !gains(tokens, c) {
            s -= 10.0;
        }
        if c == Colour::Purple {
            s += 0.5;
        }
        s
    };
    best_by(legal, |a| match a {
        Action::ChooseColour(c) => Some(score(*c)),
        _ => None,
    })
}

fn adapt_keep(o: &Observation, legal: &[Action]) -> Action {
    let colour = o.colour;
    let display = &o.displays[o.seat];
    best_by(legal, |a| match a {
        Action::Keep(i) => {
            let card = display.get(*i as usize)?;
            Some(if card.colour() == colour { 1.0 } else { 0.0 })
        }
        _ => None,
    })
}

fn choose_token(o: &Observation, legal: &[Action]) -> Action {
    best_by(legal, |a| match a {
        Action::Token(Colour::Purple) => Some(100.0),
        Action::Token(c) => Some(-strength(&o.hand, *c, false)),
        _ => None,
    })
}

fn return_token(o: &Observation, legal: &[Action]) -> Action {
    best_by(legal, |a| match a {
        Action::ReturnToken(Colour::Purple) => Some(-100.0),
        Action::ReturnToken(c) => Some(strength(&o.hand, *c, false)),
        _ => None,
    })
}

impl Bot<State> for Heuristic {
    fn choose(&mut self, observation: &Observation, legal: &[Action]) -> Action {
        checked_choice(legal, || self.decide(observation, legal), || legal[0])
    }

    fn name(&self) -> String {
        "heuristic".to_string()
    }
}
