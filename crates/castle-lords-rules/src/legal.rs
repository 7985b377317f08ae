//! Enumerating the legal actions. Every candidate goes through the same `check` that `apply`
//! uses, so the list and what `apply` accepts cannot drift apart. Candidates are few: one per
//! distinct card in the deciding hand, one per castle, one per proposer.
