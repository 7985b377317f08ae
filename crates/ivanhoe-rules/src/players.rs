//! Ivanhoe: the rule-based player ([`Heuristic`]), the playbook of its searches
//! ([`IvanhoePlaybook`]) and a plain beginner to measure them against ([`Beginner`]).
//!
//! The game in brief (RULINGS §1): tournaments follow one another; in each, players in turn add
//! cards of the tournament colour (or supporters) to their displays and must end every turn
//! strictly ahead of everyone still in, or withdraw. The last one in wins a token of the colour
//! (after purple: any colour they lack). Four or five different colours win the game. Cards are
//! the only resource, so the art is to win the colours one needs while spending few cards, and
//! to make the others spend theirs.

use crate::State;

use bots::{Bot, BotGame};

mod beginner;
mod heuristic;
mod judgement;
mod levels;
mod playbook;

pub use beginner::Beginner;
pub use heuristic::{Heuristic, HeuristicParams};
pub use playbook::IvanhoePlaybook;

impl BotGame for State {
    type Playbook = IvanhoePlaybook;

    const LEADS: &'static [bots::Lead] = levels::LEADS;
    const CHECKED: &'static [bots::calibration::Checked] = levels::CHECKED;

    fn playbook() -> IvanhoePlaybook {
        IvanhoePlaybook::default()
    }

    /// Fitted per seat count on games between normal players (seed 1; seeds 1 to 3 at two
    /// seats), the commands in docs/AI.md, "Honest chances", which reports each correction on
    /// games of another seed.
    fn chance_correction(players: usize) -> bots::calibration::Correction {
        use bots::calibration::Correction;
        match players {
            2 => Correction {
                slope: 0.923,
                shift: 0.074,
            },
            3 => Correction {
                slope: 0.562,
                shift: 0.070,
            },
            4 => Correction {
                slope: 0.777,
                shift: 0.120,
            },
            5 => Correction {
                slope: 0.696,
                shift: 0.018,
            },
            _ => Correction::NONE,
        }
    }

    fn heuristic(seed: u64) -> Box<dyn Bot<State>> {
        Box::new(Heuristic::new(seed))
    }

    fn beginner(_seed: u64) -> Option<Box<dyn Bot<State>>> {
        Some(Box::new(Beginner::new()))
    }
}
