//! Castle Lords: the rule-based player ([`Heuristic`]) and the playbook of its searches
//! ([`CastleLordsPlaybook`]).
//!
//! The game in brief (RULINGS §2): each turn a player draws two cards, trades one card through a
//! face-up exchange, and may attack one castle with an army of cards that share an emblem (basic)
//! or a type or an emblem (intermediate, advanced), bigger than its defenders. Only who controls
//! each castle when the hand ends scores, so a castle taken early is a castle others may take
//! back: the art is to take castles late, with armies too big to be answered, and to spend cards
//! the hand limit would waste anyway.

use crate::{Observation, RuleSet, State};

use bots::{Bot, BotGame, Difficulty};

mod armies;
mod attacks;
mod banners;
mod chances;
mod heuristic;
mod levels;
mod playbook;
mod view;

pub use heuristic::Heuristic;
pub use playbook::CastleLordsPlaybook;

impl BotGame for State {
    type Playbook = CastleLordsPlaybook;

    const LEADS: &'static [bots::Lead] = levels::LEADS;
    const CHECKED: &'static [bots::calibration::Checked] = levels::CHECKED;

    fn playbook() -> CastleLordsPlaybook {
        CastleLordsPlaybook::default()
    }

    /// The default rule set's (intermediate play's): [`chance_correction`].
    fn chance_correction(players: usize) -> bots::calibration::Correction {
        chance_correction(RuleSet::Intermediate, players)
    }

    /// The table's rule set's ([`chance_correction`]), read from the observation's options.
    fn table_chance_correction(
        observation: &Observation,
        players: usize,
    ) -> bots::calibration::Correction {
        chance_correction(observation.options.rules, players)
    }

    /// Expert plays its rollouts out to the end of the hand in intermediate play: with four
    /// times hard's iterations it can afford them, and there they make it measurably stronger
    /// than hard, where four-round rollouts did not (docs/AI.md, "Expert against hard, Castle
    /// Lords, again").
    fn playbook_for(difficulty: Difficulty) -> CastleLordsPlaybook {
        match difficulty {
            Difficulty::Expert => CastleLordsPlaybook::expert(),
            _ => CastleLordsPlaybook::default(),
        }
    }

    fn heuristic(seed: u64) -> Box<dyn Bot<State>> {
        Box::new(Heuristic::new(seed))
    }
}

/// How the search's chances become honest ones at a table of `players` seats under `rules`,
/// fitted per rule set and seat count on games between normal players (seed 1; seeds 1 and 2
/// at three seats of intermediate play; at two seats, the two-player variant), the commands in
/// docs/AI.md, "Honest chances", which reports each on games of another seed. A rule set
/// without a correction of its own at a seat count borrows intermediate play's, unchecked
/// ([`bots::chances_checked`] is false there, as at the seat counts without one: basic and
/// advanced play at two seats, where their own fits failed their check, and advanced play at
/// three).
pub fn chance_correction(rules: RuleSet, players: usize) -> bots::calibration::Correction {
    use bots::calibration::Correction;
    match (rules, players) {
        (RuleSet::Basic, 3) => Correction {
            slope: 0.768,
            shift: -0.211,
        },
        (RuleSet::Basic, 4) => Correction {
            slope: 0.824,
            shift: -0.172,
        },
        (RuleSet::Basic, 5) => Correction {
            slope: 0.735,
            shift: -0.044,
        },
        (RuleSet::Advanced, 4) => Correction {
            slope: 0.530,
            shift: -0.050,
        },
        (RuleSet::Advanced, 5) => Correction {
            slope: 0.531,
            shift: -0.005,
        },
        (RuleSet::Advanced, 6) => Correction {
            slope: 0.976,
            shift: -0.363,
        },
        (_, 2) => Correction {
            slope: 0.730,
            shift: -0.163,
        },
        (_, 3) => Correction {
            slope: 0.665,
            shift: -0.039,
        },
        (_, 4) => Correction {
            slope: 0.858,
            shift: -0.082,
        },
        _ => Correction::NONE,
    }
}

/// The most seats a table may have.
const SEATS: usize = 6;
/// The most castles a data file may define.
const CASTLES: usize = 8;
