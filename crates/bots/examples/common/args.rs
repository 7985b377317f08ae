//! The command-line arguments the Castle Lords measuring examples share.

use castle_lords_rules::{Options, RuleSet};

/// The rule set named `text` (basic, intermediate, advanced).
pub fn rule_set(text: &str) -> Result<RuleSet, String> {
    RuleSet::ALL
        .into_iter()
        .find(|r| r.to_string() == text)
        .ok_or_else(|| format!("'{text}' is not a rule set (basic, intermediate, advanced)"))
}

/// A whole number.
pub fn number(text: &str) -> Result<u64, String> {
    text.parse::<u64>()
        .map_err(|_| format!("'{text}' is not a number"))
}

/// The options of a table of `players` under `rules` (two players play the two-player
/// variant), once one seat was named for each player (`usage` says how, in the error).
pub fn table(players: usize, rules: RuleSet, seats: usize, usage: &str) -> Result<Options, String> {
    if seats != players {
        return Err(format!("{players} players but {seats} seats: {usage}"));
    }
    let mut options = Options::new(players, rules);
    options.two_player_variant = players == 2;
    Ok(options)
}
