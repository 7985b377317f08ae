//! The playbook of Ivanhoe searches, [`IvanhoePlaybook`]: fast heuristic rollouts and the
//! evaluation of where they stop.

use crate::{Action, Card, Event, Phase, Play, State};
use rules_core::{Game, GameRng};

use bots::ismcts::Playbook;
use bots::scoring::softmax_rewards;

use super::judgement::{fitting, gains, must_block, strength, worth};

/// Rollouts and evaluation for Ivanhoe searches.
///
/// Rollouts follow a fast version of the heuristic's display-card play (enter in the colour one
/// is strongest in, play just enough to lead, withdraw from what is out of reach or already won
/// unless an opponent would win the game with the token),
/// with a share of uniformly random actions so that action cards are tried too. They stop once
/// `tournaments` tournaments have ended in them (or after `max_steps` actions), where each seat's
/// prospects are estimated from its tokens and its hand: a softmax of
/// `beta · (tokens + hand_weight · cards)`.
///
/// Why three tournaments: in 4-player arenas against three heuristic players (1,000 iterations,
/// 40 deals), stopping after one tournament won 32% of the games, after two 50%, after three
/// 55%, and playing the game out 46% at three times the cost per iteration: one tournament is
/// too short to see what the cards spent now will be missed for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct IvanhoePlaybook {
    /// One rollout decision in `random_one_in` is uniformly random (0: never).
    pub random_one_in: u32,
    /// The softmax temperature: how sure a lead in tokens makes a win.
    pub beta: f64,
    /// What a card in hand is worth, in tokens.
    pub hand_weight: f64,
    /// Rollouts stop after this many actions even within a tournament.
    pub max_steps: u32,
    /// Rollouts stop once this many tournaments have ended in them (0: play the game out).
    pub tournaments: u32,
}

impl Default for IvanhoePlaybook {
    fn default() -> Self {
        Self {
            random_one_in: 12,
            beta: 1.2,
            hand_weight: 0.12,
            max_steps: 1_000,
            tournaments: 3,
        }
    }
}

impl IvanhoePlaybook {
    /// A fast rule-based choice for the deciding seat of `state`, or `None` to choose at random.
    fn fast_action(&self, state: &State, rng: &mut GameRng) -> Option<Action> {
        if self.random_one_in > 0 && rng.below(self.random_one_in as usize) == 0 {
            return None;
        }
        match state.phase() {
            Phase::ChooseColour => {
                let seat = state.turn();
                let tokens = state.tokens(seat);
                let maiden_ok = tokens.is_empty();
                let mut best = None;
                let mut best_score = f64::NEG_INFINITY;
                for c in state.startable_colours(seat) {
                    let mut s = strength(state.hand(seat), c, maiden_ok);
                    if !gains(tokens, c) {
                        s -= 10.0;
                    }
                    if s > best_score {
                        best_score = s;
                        best = Some(c);
                    }
                }
                best.map(Action::ChooseColour)
            }
            Phase::FirstCard => {
                let colour = state.colour()?;
                let hand = state.hand(state.turn());
                // The colour's own cards come before the supporters in code order: the
                // cheapest card of the colour, else a squire.
                fitting(colour)
                    .iter()
                    .find(|&&c| hand.contains(c) && !c.is_maiden())
                    .map(|&c| Action::Play(Play::Card(c)))
            }
            Phase::Play => Some(self.fast_play(state)),
            Phase::Reaction { responder } => {
                let hit = state
                    .pending()
                    .is_some_and(|p| p.play.target() == Some(responder));
                if hit && state.hand(responder).contains(Card::Ivanhoe) {
                    Some(Action::Ivanhoe)
                } else {
                    Some(Action::Pass)
                }
            }
            Phase::AdaptKeep { .. }
            | Phase::ChooseToken { .. }
            | Phase::ReturnToken { .. }
            | Phase::Over => None,
        }
    }

    fn fast_play(&self, state: &State) -> Action {
        let seat = state.turn();
        let Some(colour) = state.colour() else {
            return Action::Withdraw;
        };
        let tokens = state.tokens(seat);
        // A token it holds is worth nothing to it, but still worth denying to an opponent who
        // would win the game with it, as the heuristic does.
        let to_win = state.options().tokens_to_win();
        if !gains(tokens, colour)
            && !must_block(
                state.players(),
                |s| state.tokens(s),
                |s| state.is_in(s),
                seat,
                colour,
                to_win,
            )
        {
            return Action::Withdraw;
        }
        let need = state.best_other_total(seat) as i64 + 1 - state.total(seat) as i64;
        if need <= 0 && state.played_this_turn() {
            return Action::Stay;
        }
        if state.stunned() == Some(seat) && state.played_this_turn() {
            return Action::Withdraw;
        }
        let hand = state.hand(seat);
        let maiden_ok = tokens.is_empty() && !state.display(seat).contains(&Card::M6);
        // Cards in increasing worth (Card::ALL is in increasing value within each colour).
        let mut smallest_covering = None;
        let mut biggest: Option<Card> = None;
        let mut sum = 0i64;
        let mut count = 0;
        for &c in fitting(colour) {
            if hand.count(c) == 0 || (c.is_maiden() && !maiden_ok) {
                continue;
            }
            let w = worth(c, colour) as i64;
            sum += w * hand.count(c) as i64;
            count += hand.count(c) as usize;
            if w >= need
                && smallest_covering
                    .is_none_or(|s: Card| (worth(s, colour), s.value()) > (w as u32, c.value()))
            {
                smallest_covering = Some(c);
            }
            if biggest.is_none_or(|b| worth(b, colour) < w as u32) {
                biggest = Some(c);
            }
        }
        if need <= 0 {
            // Leading without having played: the cheapest card lets us stay.
            return match (smallest_covering, biggest) {
                (Some(c), _) => Action::Play(Play::Card(c)),
                _ => Action::Withdraw,
            };
        }
        if sum < need || count == 0 {
            return Action::Withdraw;
        }
        match smallest_covering {
            Some(c) => Action::Play(Play::Card(c)),
            None => Action::Play(Play::Card(biggest.expect("a fitting card"))),
        }
    }
}

impl Playbook<State> for IvanhoePlaybook {
    fn rollout_action(&self, state: &State, legal: &mut Vec<Action>, rng: &mut GameRng) -> Action {
        match self.fast_action(state, rng) {
            Some(a) => a,
            None => {
                state.legal_actions(legal);
                legal[rng.below(legal.len())]
            }
        }
    }

    fn cutoff(&self, _state: &State, events: &[Event], steps: u32, marks: &mut u32) -> bool {
        if events
            .iter()
            .any(|e| matches!(e, Event::TournamentWon { .. }))
        {
            *marks += 1;
        }
        steps >= self.max_steps || (self.tournaments > 0 && *marks >= self.tournaments)
    }

    fn evaluate(&self, state: &State, rewards: &mut [f64]) {
        softmax_rewards(state, rewards, self.beta, |s| {
            state.tokens(s).len() as f64 + self.hand_weight * state.hand(s).len() as f64
        });
    }
}
