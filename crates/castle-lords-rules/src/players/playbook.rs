//! The playbook of Castle Lords searches, [`CastleLordsPlaybook`]: rollouts by the heuristic
//! and the evaluation of where they stop.

use crate::{Action, Event, Phase, RuleSet, State};
use rules_core::{Game, GameRng, Seat, Status};

use super::chances::{hold_over, opponents_turns_left};
use super::heuristic::{army_step, decide, main_choice, quick_choice};
use super::view::{View, king_progress};
use super::{CASTLES, SEATS};
use bots::ismcts::Playbook;
use bots::scoring::softmax_rewards;

/// Rollouts and evaluation for Castle Lords searches.
///
/// Rollouts play the heuristic (read from the deciding seat's part of the sampled state only:
/// its hand and the public table), with one decision in `random_one_in` uniformly random. They
/// stop when the hand under way is scored, after `rounds` rounds of turns (per rule set; 0:
/// play the hand out), or after `max_steps` actions. Each seat's chances are then a softmax of `beta ·
/// progress`, where progress counts the crowns that win the match (king's crowns, or advanced
/// hand crowns), `points_weight` per point of the castles held, and, within a hand, the share
/// of the hand's crown the seat may expect ([`CastleLordsPlaybook::crown_shares`]).
///
/// Why stop early: a hand lasts 15 turns on average and over 30 at its start, so rollouts that
/// play it out cost five times more early in a hand than late, and the search's time per
/// decision swung with them. In advanced play, where the deepest banner controls and a castle
/// changes hands less, two rounds decide as well as the whole hand at the same iterations. In
/// basic and intermediate play, once a castle counts by the chance its garrison holds it
/// ([`CastleLordsPlaybook::castle_points`]), four rounds decide as well as the whole hand
/// (intermediate) or better (basic); two or three rounds decide worse (docs/AI.md, "Castle
/// Lords rollouts").
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CastleLordsPlaybook {
    /// One rollout decision in `random_one_in` is uniformly random (0: never).
    pub random_one_in: u32,
    /// The softmax temperature.
    pub beta: f64,
    /// What a point of castles held is worth, in crowns.
    pub points_weight: f64,
    /// Rollouts stop after this many rounds of turns (every seat's turn once), for each rule
    /// set in the order of [`RuleSet::ALL`]; 0 plays the hand out.
    pub rounds: [u32; 3],
    /// A card in hand counted as this many points of castles still to take, when a rollout
    /// stops within a hand.
    pub card_points: f64,
    /// How many points of lead make a seat `e` times likelier to top the hand.
    pub spread: f64,
    /// Rollouts stop after this many actions.
    pub max_steps: u32,
}

impl Default for CastleLordsPlaybook {
    fn default() -> Self {
        Self {
            random_one_in: 10,
            beta: 2.0,
            points_weight: 0.06,
            rounds: [4, 4, 2],
            card_points: 1.0,
            spread: 3.0,
            max_steps: 400,
        }
    }
}

impl CastleLordsPlaybook {
    /// The expert level's playbook: rollouts that play out the hand in intermediate play;
    /// elsewhere hard's (four rounds in basic play, where they beat whole-hand rollouts at the
    /// same iterations, two in advanced play).
    pub fn expert() -> Self {
        Self {
            rounds: [4, 0, 2],
            ..Self::default()
        }
    }

    /// The rollouts' rounds under `rules`.
    pub fn rounds_for(&self, rules: RuleSet) -> u32 {
        let i = RuleSet::ALL.iter().position(|r| *r == rules).unwrap_or(0);
        self.rounds[i]
    }

    /// The points each seat may expect from the castles it controls when the hand ends. In
    /// basic and intermediate play, where the first box controls and any bigger army takes a
    /// castle, each castle counts its value times the chance its garrison holds it through the
    /// opponents' turns left ([`hold_over`], as the heuristic judges attacks): a castle taken
    /// with one card early in the hand is worth little, one taken with five in the last round
    /// nearly all. In advanced play, where the deepest banner controls, at its value.
    fn castle_points(state: &State) -> [f64; SEATS] {
        let players = state.num_players();
        let rules = state.rules();
        let opp_turns = opponents_turns_left(players, state.deck().len(), state.last_round());
        let mut points = [0.0; SEATS];
        for (c, castle) in state.castles().iter().enumerate() {
            let Some(holder) = state.controller(c).filter(|&h| h < players) else {
                continue;
            };
            let hold = match rules {
                RuleSet::Advanced => 1.0,
                _ => hold_over(rules, castle.defenders.len(), opp_turns),
            };
            points[holder] += state.castle_value(c) as f64 * hold;
        }
        points
    }

    /// Each seat's expected share of the crown the hand under way gives its top scorer (a
    /// king's crown, which also needs `CROWN_POINTS`; in advanced play a hand crown), from
    /// the castles it may expect to keep ([`CastleLordsPlaybook::castle_points`]) and the cards
    /// it may still fight with: a softmax of those points over `spread`. At the start of a hand
    /// every seat expects about the same.
    fn crown_shares(&self, state: &State) -> [f64; SEATS] {
        let players = state.num_players();
        let mut points = Self::castle_points(state);
        for (s, p) in points.iter_mut().enumerate().take(players) {
            *p += self.card_points * state.hand(s).len() as f64;
        }
        let top = points[..players].iter().copied().fold(f64::MIN, f64::max);
        let mut shares = [0.0; SEATS];
        let mut sum = 0.0;
        for s in 0..players {
            shares[s] = ((points[s] - top) / self.spread).exp();
            sum += shares[s];
        }
        let needed = crate::CROWN_POINTS as f64;
        for s in 0..players {
            shares[s] /= sum;
            if state.rules() != RuleSet::Advanced {
                shares[s] *= (points[s] / needed).min(1.0);
            }
        }
        shares
    }
}

/// The heuristic's choice for `seat` in a sampled state, as [`decide`] makes it. Listing the
/// legal actions costs more than the choice itself in most steps: where the choice needs no
/// list (see [`quick_choice`], [`main_choice`], [`army_step`]), only the chosen action is checked.
fn rollout_choice(state: &State, seat: Seat, legal: &mut Vec<Action>) -> Action {
    let v = View::from_state(state, seat);
    let quick = match v.phase {
        Phase::Army { castle } => army_step(&v, castle as usize, |a| state.check(a).is_ok()),
        Phase::Main => {
            let attacks = (0..v.castles.len().min(CASTLES)).map(|c| Action::Attack(c as u8));
            let others = [Action::Reclaim, Action::Pass];
            main_choice(&v, attacks.chain(others), |a| state.check(a).is_ok())
        }
        _ => quick_choice(&v).filter(|a| state.check(a).is_ok()),
    };
    if let Some(a) = quick {
        return a;
    }
    state.legal_actions(legal);
    decide(&v, legal)
}

impl Playbook<State> for CastleLordsPlaybook {
    fn rollout_action(&self, state: &State, legal: &mut Vec<Action>, rng: &mut GameRng) -> Action {
        let Status::Decision(seat) = state.status() else {
            state.legal_actions(legal);
            return legal[0];
        };
        if self.random_one_in > 0 && rng.below(self.random_one_in as usize) == 0 {
            state.legal_actions(legal);
            return legal[rng.below(legal.len())];
        }
        rollout_choice(state, seat, legal)
    }

    fn cutoff(&self, state: &State, events: &[Event], steps: u32, marks: &mut u32) -> bool {
        if steps >= self.max_steps || events.iter().any(|e| matches!(e, Event::HandScored { .. })) {
            return true;
        }
        let rounds = self.rounds_for(state.rules());
        if rounds == 0 {
            return false;
        }
        // `marks` counts the turns begun since the rollout started.
        *marks += events
            .iter()
            .filter(|e| matches!(e, Event::TurnStarted { .. }))
            .count() as u32;
        *marks > rounds * state.num_players() as u32
    }

    fn evaluate(&self, state: &State, rewards: &mut [f64]) {
        let rules = state.rules();
        let shares = self.crown_shares(state);
        softmax_rewards(state, rewards, self.beta, |s| {
            let crowns = state.crowns(s);
            let mut progress = king_progress(rules, crowns) as f64 + shares[s];
            if rules != RuleSet::Advanced {
                progress += 0.1 * crowns.duke as f64;
            }
            // At the start of a hand nobody holds a castle, so this adds nothing there.
            progress + self.points_weight * state.score(s) as f64
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Options;
    use bots::{BotGame, Difficulty};

    /// Plays a 4-player game under `rules` by the heuristic until `turns` turns have begun.
    fn game_after(rules: RuleSet, turns: usize) -> State {
        let mut events = Vec::new();
        let mut game =
            State::new_game(&Options::new(4, rules), 3, &mut events).expect("valid options");
        let mut legal = Vec::new();
        let mut begun = 0;
        while begun < turns {
            let Status::Decision(seat) = game.status() else {
                panic!("the game ended early")
            };
            game.legal_actions(&mut legal);
            let action = decide(&View::from_state(&game, seat), &legal);
            events.clear();
            game.apply(&action, &mut events).expect("legal");
            begun += events
                .iter()
                .filter(|e| matches!(e, Event::TurnStarted { .. }))
                .count();
        }
        game
    }

    /// The levels' horizons: hard's intermediate rollouts stop after four rounds, expert's play
    /// the hand out (what its duel against hard measured); both stop after four rounds in basic
    /// play and two in advanced play.
    #[test]
    fn expert_plays_intermediate_rollouts_to_the_end_of_the_hand() {
        let hard = State::playbook_for(Difficulty::Hard);
        let expert = State::playbook_for(Difficulty::Expert);
        assert_eq!(hard, State::playbook());
        assert_eq!(hard.rounds_for(RuleSet::Intermediate), 4);
        assert_eq!(expert.rounds_for(RuleSet::Intermediate), 0);
        for rules in [RuleSet::Basic, RuleSet::Advanced] {
            assert_eq!(expert.rounds_for(rules), hard.rounds_for(rules), "{rules}");
        }
        // Four players: hard stops once 16 turns have begun after the rollout's first; expert
        // goes on until the hand is scored.
        let state = game_after(RuleSet::Intermediate, 2);
        let turn = [Event::TurnStarted {
            seat: 0,
            last_round: false,
        }];
        let (mut hard_marks, mut expert_marks) = (0, 0);
        for begun in 1..=16 {
            assert!(!hard.cutoff(&state, &turn, begun, &mut hard_marks));
        }
        assert!(hard.cutoff(&state, &turn, 17, &mut hard_marks));
        for begun in 1..=40 {
            assert!(!expert.cutoff(&state, &turn, begun, &mut expert_marks));
        }
    }

    /// The rollout horizon: a rollout stops once its rule set's rounds of turns have begun after
    /// the turn it started in, or when the hand is scored, and never with 0 rounds before then.
    #[test]
    fn rollouts_stop_after_their_rounds_or_the_hand() {
        let state = game_after(RuleSet::Advanced, 2);
        let turn = [Event::TurnStarted {
            seat: 0,
            last_round: false,
        }];
        let two_rounds = CastleLordsPlaybook::default();
        assert_eq!(two_rounds.rounds_for(RuleSet::Advanced), 2);
        assert_eq!(two_rounds.rounds_for(RuleSet::Intermediate), 4);
        let mut marks = 0;
        for begun in 1..=8 {
            assert!(
                !two_rounds.cutoff(&state, &turn, begun, &mut marks),
                "turn {begun}"
            );
        }
        assert!(two_rounds.cutoff(&state, &turn, 9, &mut marks));

        let whole_hand = CastleLordsPlaybook {
            rounds: [0; 3],
            ..two_rounds
        };
        let mut marks = 0;
        for begun in 1..=40 {
            assert!(!whole_hand.cutoff(&state, &turn, begun, &mut marks));
        }
        let scored = [Event::HandScored {
            hand: 1,
            scores: vec![0; 4],
        }];
        assert!(whole_hand.cutoff(&state, &scored, 41, &mut 0));
    }

    /// The rollout policy is the heuristic: where a rollout skips listing the legal actions, it
    /// still chooses what the heuristic chooses from the whole list, in every rule set and
    /// every phase of whole games (played as rollouts play them, one action in four random).
    #[test]
    fn rollouts_choose_as_the_heuristic_does() {
        for rules in RuleSet::ALL {
            for (players, seed) in (3..=6).flat_map(|p| (0..5).map(move |s| (p, s))) {
                let mut events = Vec::new();
                let mut game = State::new_game(&Options::new(players, rules), seed, &mut events)
                    .expect("valid options");
                let (mut legal, mut scratch) = (Vec::new(), Vec::new());
                let mut rng = GameRng::new(seed);
                let mut decisions = 0;
                while let Status::Decision(seat) = game.status() {
                    game.legal_actions(&mut legal);
                    let heuristic = decide(&View::from_state(&game, seat), &legal);
                    let rollout = rollout_choice(&game, seat, &mut scratch);
                    assert_eq!(
                        rollout,
                        heuristic,
                        "{rules}, seed {seed}, {:?}",
                        game.phase()
                    );
                    let played = if rng.below(4) == 0 {
                        legal[rng.below(legal.len())]
                    } else {
                        heuristic
                    };
                    game.apply(&played, &mut events).expect("a legal action");
                    decisions += 1;
                }
                assert!(decisions > 100, "{rules}: the game ended after {decisions}");
            }
        }
    }

    /// Where a rollout stops within a hand, a castle counts by the chance its garrison holds it
    /// to the end of the hand (basic and intermediate play): less than its value, more for a
    /// bigger garrison, and never for a seat that does not control it. In advanced play, where
    /// the deepest banner controls, castles count at their value.
    #[test]
    fn castles_count_by_the_chance_their_garrison_holds_them() {
        for rules in RuleSet::ALL {
            // The first position of the game with a castle held (the heuristic attacks late).
            let state = (4..40)
                .map(|turns| game_after(rules, turns))
                .find(|s| (0..s.castles().len()).any(|c| s.controller(c).is_some()))
                .expect("a castle is taken within 40 turns");
            assert!(
                !state.last_round(),
                "{rules}: the position is within the hand"
            );
            let points = CastleLordsPlaybook::castle_points(&state);
            for (s, &expected) in points.iter().enumerate().take(4) {
                let score = state.score(s) as f64;
                if rules == RuleSet::Advanced {
                    assert!((expected - score).abs() < 1e-9, "{rules}, seat {s}");
                } else if score > 0.0 {
                    assert!(expected > 0.0 && expected < score, "{rules}, seat {s}");
                } else {
                    assert_eq!(expected, 0.0, "{rules}, seat {s}");
                }
            }
        }
        let turns = opponents_turns_left(4, 20, false);
        for rules in [RuleSet::Basic, RuleSet::Intermediate] {
            for army in 1..10 {
                assert!(hold_over(rules, army, turns) < hold_over(rules, army + 1, turns));
            }
            assert!(
                hold_over(rules, 2, turns) < hold_over(rules, 2, opponents_turns_left(4, 0, true))
            );
        }
    }

    /// Within a hand, the seat with the most castle points and cards expects the most of the
    /// hand's crown, and the shares of a basic or intermediate hand stay below one crown.
    #[test]
    fn the_crown_shares_follow_points_and_cards() {
        let playbook = CastleLordsPlaybook::default();
        let state = game_after(RuleSet::Intermediate, 12);
        let shares = playbook.crown_shares(&state);
        let castles = CastleLordsPlaybook::castle_points(&state);
        let points = |s: usize| castles[s] + playbook.card_points * state.hand(s).len() as f64;
        let best = (0..4)
            .max_by(|&a, &b| points(a).total_cmp(&points(b)))
            .unwrap();
        for s in 0..4 {
            assert!(shares[s] <= shares[best], "seat {s}: {shares:?}");
        }
        let total: f64 = shares.iter().sum();
        assert!(total > 0.0 && total <= 1.0 + 1e-9, "{shares:?}");
    }
}
