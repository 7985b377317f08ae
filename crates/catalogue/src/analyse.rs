//! Every decision of a match record with the deciding seat's estimated chance of winning
//! before it and after the choice made (`bots::analysis`): what `ivanhoe-cli analyse` runs
//! ([`crate::Entry::analyse`]).

use bots::analysis::analyse;
use bots::{BotGame, Budget};
use rules_core::{MatchRecord, Outcome, Status};
use serde_json::Value;

/// How to analyse.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    /// Search iterations per decision.
    pub iterations: u64,
    /// The seed of the search's samples.
    pub seed: u64,
    /// Whether decisions with a single legal action are searched too.
    pub forced: bool,
}

/// A record analysed.
#[derive(Clone, Debug)]
pub struct Analysed {
    /// Each decision as JSON, in the record's order.
    pub decisions: Vec<Value>,
    /// The outcome reached, if the match is over.
    pub outcome: Option<Outcome>,
}

/// Analyses the match record `text` of `G`; an error says what is wrong with the record.
pub(crate) fn analyse_record<G: BotGame>(
    settings: &Settings,
    text: &str,
) -> Result<Analysed, String> {
    let record: MatchRecord<G::Options> = serde_json::from_str(text).map_err(|e| e.to_string())?;
    if record.game != G::NAME {
        return Err(format!("the record is for '{}'", record.game));
    }
    let mut events = Vec::new();
    let mut state = G::new_game(&record.options, record.seed, &mut events)
        .map_err(|e| format!("the options: {e}"))?;
    let budget = Budget::iterations(settings.iterations);
    let mut legal = Vec::new();
    let mut decisions = Vec::new();
    for (index, text) in record.actions.iter().enumerate() {
        let action: G::Action = text
            .parse()
            .map_err(|e| format!("action {index} ('{text}'): {e}"))?;
        let Status::Decision(seat) = state.status() else {
            return Err(format!(
                "action {index}: the match is over, yet the record goes on"
            ));
        };
        state.legal_actions(&mut legal);
        if !legal.contains(&action) {
            return Err(format!(
                "action {index} ('{text}') is not legal for seat {seat} there"
            ));
        }
        if legal.len() > 1 || settings.forced {
            // The search sees only what the deciding seat sees.
            let analysis = analyse::<G>(
                &state.observe(seat),
                &legal,
                budget,
                settings.seed ^ index as u64,
            );
            let taken = analysis.choice(&action).expect("the action is legal");
            decisions.push(serde_json::json!({
                "index": index,
                "seat": seat,
                "action": text,
                "choices": legal.len(),
                "chance_before": analysis.chance(),
                "chance_after": taken.chance,
                "cost": analysis.cost(&action),
                "best": analysis.best().action.to_string(),
                "best_chance": analysis.best().chance,
                "visits": taken.visits,
            }));
        } else {
            decisions.push(serde_json::json!({
                "index": index,
                "seat": seat,
                "action": text,
                "choices": 1,
            }));
        }
        events.clear();
        state
            .apply(&action, &mut events)
            .map_err(|e| format!("action {index}: refused: {e}"))?;
    }
    Ok(Analysed {
        decisions,
        outcome: state.outcome(),
    })
}
