//! What a program may do with a game without naming it: [`Entry`], object-safe, and
//! [`Catalogued`], its one implementation for every engine the bots play.

use std::marker::PhantomData;

use bots::BotGame;
use bots::arena::{ArenaConfig, ArenaReport};
use bots::calibration::{CalibrationConfig, Correction, Sample};
use rules_core::registry::GameInfo;
use rules_core::{Difficulty, Game, Report, ScenarioError};
use serde_json::Value;

use crate::analyse::{self, Analysed};
use crate::replay::{self, ReplayError, Replayed};
use crate::table::{Engine, Table};
use crate::view_player::{Heuristic, ViewPlayer};
use crate::{simulate, soak};

/// One game of the collection, with everything the command line and the server do with it.
/// Options travel as the game's own options in JSON (`{"players": 4, "rules": "basic"}`), as
/// the server stores them and match records hold them; each operation reads them afresh.
pub trait Entry: Sync {
    /// The game's registry entry: its name, title, seats, rule sets and options.
    fn info(&self) -> &'static GameInfo;

    /// The name on the command line and in files (`Game::NAME`).
    fn name(&self) -> &'static str {
        self.info().name
    }

    /// The name shown to players.
    fn title(&self) -> &'static str {
        self.info().display_name
    }

    /// Refuses options the game's `Options` do not read, saying why.
    fn check_options(&self, options: &Value) -> Result<(), String>;

    /// Deals a match from `options` and `seed`; the error says what is wrong.
    fn deal(&self, options: Value, seed: u64) -> Result<Box<dyn Table>, String>;

    /// The computer levels offered at a table of `seats` under the rule set named `rules`
    /// (`bots::offered_levels`), weakest first.
    fn offered_levels(&self, rules: Option<&str>, seats: usize) -> &'static [Difficulty];

    /// Runs a scenario file's text with the game's own scenario runner.
    fn run_scenario(&self, text: &str) -> Result<Report, ScenarioError>;

    /// The game's rule-based computer player (`BotGame::heuristic`, its random choices drawn
    /// from `seed`), reading a seat's view as the online server writes it.
    fn view_player(&self, seed: u64) -> Box<dyn ViewPlayer>;

    /// Plays the match record `text` again to its end.
    fn replay(&self, text: &str) -> Result<Replayed, ReplayError>;

    /// Analyses every decision of the match record `text`; the error says what is wrong with
    /// the record.
    fn analyse(&self, text: &str, settings: &analyse::Settings) -> Result<Analysed, String>;

    /// Plays games with uniformly random legal actions, checking the invariants.
    fn simulate(
        &self,
        options: &Value,
        settings: &simulate::Settings,
    ) -> Result<simulate::Summary, String>;

    /// Plays one game of a soak run into `tally`.
    fn soak(&self, options: &Value, game: &soak::Soaked, tally: &mut soak::Summary);

    /// Plays duplicate deals between seat kinds (`bots::arena::run`).
    fn arena(&self, options: &Value, config: &ArenaConfig) -> Result<ArenaReport, String>;

    /// The correction of the search's chances at this table of `players` seats (a game may
    /// correct its rule sets apart: `bots::BotGame::table_chance_correction`).
    fn chance_correction(&self, options: &Value, players: usize) -> Correction;

    /// Plays whole games while the analysis estimates decisions (`bots::calibration::collect`).
    fn calibrate(&self, options: &Value, config: &CalibrationConfig)
    -> Result<Vec<Sample>, String>;
}

/// The entry of engine `G`, with its scenario runner (each engine has its own scenario format).
pub struct Catalogued<G> {
    scenario: fn(&str) -> Result<Report, ScenarioError>,
    game: PhantomData<fn() -> G>,
}

impl<G> Catalogued<G> {
    /// The entry of `G`, whose scenario files `scenario` runs.
    pub const fn new(scenario: fn(&str) -> Result<Report, ScenarioError>) -> Self {
        Self {
            scenario,
            game: PhantomData,
        }
    }
}

/// `G`'s options read from JSON.
fn options<G: Game>(options: &Value) -> Result<G::Options, String> {
    serde_json::from_value(options.clone()).map_err(|e| e.to_string())
}

impl<G> Entry for Catalogued<G>
where
    G: BotGame + Send + Sync,
    G::Event: Send + Sync,
    G::Observation: Send,
    G::Options: Sync,
{
    fn info(&self) -> &'static GameInfo {
        G::INFO
    }

    fn offered_levels(&self, rules: Option<&str>, seats: usize) -> &'static [Difficulty] {
        bots::offered_levels::<G>(rules, seats)
    }

    fn check_options(&self, json: &Value) -> Result<(), String> {
        options::<G>(json).map(|_| ())
    }

    fn deal(&self, options: Value, seed: u64) -> Result<Box<dyn Table>, String> {
        Ok(Box::new(Engine::<G>::deal(options, seed)?))
    }

    fn view_player(&self, seed: u64) -> Box<dyn ViewPlayer> {
        Box::new(Heuristic::<G>(G::heuristic(seed)))
    }

    fn run_scenario(&self, text: &str) -> Result<Report, ScenarioError> {
        (self.scenario)(text)
    }

    fn replay(&self, text: &str) -> Result<Replayed, ReplayError> {
        replay::replay::<G>(text)
    }

    fn analyse(&self, text: &str, settings: &analyse::Settings) -> Result<Analysed, String> {
        analyse::analyse_record::<G>(settings, text)
    }

    fn simulate(
        &self,
        json: &Value,
        settings: &simulate::Settings,
    ) -> Result<simulate::Summary, String> {
        simulate::simulate::<G>(settings, &options::<G>(json)?)
    }

    fn soak(&self, json: &Value, game: &soak::Soaked, tally: &mut soak::Summary) {
        match options::<G>(json) {
            Ok(options) => soak::soak_game::<G>(&options, game, tally),
            Err(e) => {
                tally.unfinished += 1;
                tally.note(format!("{}: setup refused: {e}", game.where_));
            }
        }
    }

    fn arena(&self, json: &Value, config: &ArenaConfig) -> Result<ArenaReport, String> {
        bots::arena::run::<G>(&options::<G>(json)?, config)
    }

    fn chance_correction(&self, json: &Value, players: usize) -> Correction {
        // The correction may depend on the table (Castle Lords' rule sets), which an
        // observation of it shows: deal one to look.
        let mut events = Vec::new();
        match options::<G>(json).map(|o| G::new_game(&o, 0, &mut events)) {
            Ok(Ok(game)) => G::table_chance_correction(&game.observe(0), players),
            _ => G::chance_correction(players),
        }
    }

    fn calibrate(&self, json: &Value, config: &CalibrationConfig) -> Result<Vec<Sample>, String> {
        bots::calibration::collect::<G>(&options::<G>(json)?, config)
    }
}
