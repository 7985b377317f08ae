//! The command-line arguments the Castle Lords measuring examples share.

use castle_lords_rules::RuleSet;

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
