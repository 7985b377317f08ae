//! Skirmish's computer players: a rule-based player and the game's place among the bots
//! ([`bots::BotGame`]), so that every level plays it (easy: the heuristic with blunders; hard and
//! expert: a search with uniform rollouts). It has no measured levels yet, so a table offers easy
//! alone (`bots::offered_levels`).

use bots::{Bot, BotGame, Lead, RuleBased, Rules, UniformPlaybook, calibration::Checked};
use rules_core::Seat;

use crate::{Action, Observation, State};

impl BotGame for State {
    type Playbook = UniformPlaybook;

    // No level measured stronger than the one below it, no chance correction checked.
    const LEADS: &'static [Lead] = &[];
    const CHECKED: &'static [Checked] = &[];

    fn playbook() -> UniformPlaybook {
        // A match lasts at most 18 turns of two decisions: rollouts always end.
        UniformPlaybook::default()
    }

    fn heuristic(seed: u64) -> Box<dyn Bot<State>> {
        Box::new(Heuristic::new(seed))
    }
}

/// Plays the play of the highest total (a pair before a single of the same total, as it spends
/// no more of the hand's value), and hits a rival it can put out, the strongest of those, or
/// else the strongest rival: the leader is the one to stop.
pub type Heuristic = RuleBased<State>;

impl Rules for State {
    fn decide(observation: &Observation, legal: &[Action]) -> Action {
        let hit = observation.pending.map_or(0, |p| p.total());
        let key = |action: &Action| -> (u8, u8, u8) {
            match *action {
                Action::Play(play) => (play.total(), u8::from(play.pair), 0),
                Action::Target(seat) => target_key(observation, seat, hit),
            }
        };
        // `legal` is never empty.
        (legal.iter().max_by_key(|a| key(a)).copied()).unwrap_or(legal[0])
    }
}

/// How good a target `seat` is for a hit of `hit`: first whether the hit puts it out, then its
/// strength (the stronger the better), then the lower seat (`max_by_key` keeps the last of
/// equals, so the seat counts down).
fn target_key(observation: &Observation, seat: Seat, hit: u8) -> (u8, u8, u8) {
    let strength = observation.strength[seat];
    let puts_out = u8::from(hit >= strength);
    (puts_out, strength, u8::MAX - seat as u8)
}
