//! A person builds an action one pick at a time (a hand card, then its target, ...). Every legal
//! action of the engine is a path of picks; what may be picked next is whatever continues a legal
//! path. So the table only ever offers legal choices, and mouse, keyboard and gamepad share one
//! model. Each game says what its picks are and which path each action takes.

/// The legal actions of a decision with their paths of picks `P`, and the picks made so far.
#[derive(Clone, Debug)]
pub struct Selection<A, P> {
    options: Vec<(A, Vec<P>)>,
    picks: Vec<P>,
}

impl<A, P> Default for Selection<A, P> {
    fn default() -> Self {
        Self {
            options: Vec::new(),
            picks: Vec::new(),
        }
    }
}

/// What a pick did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome<A> {
    /// The picks name exactly one legal action: play it.
    Complete(A),
    /// More picks are needed.
    Continue,
    /// The pick continues no legal action.
    NotLegal,
}

impl<A: Clone, P: Copy + PartialEq> Selection<A, P> {
    /// A fresh selection over `options`: each legal action with the picks that make it.
    pub fn new(options: Vec<(A, Vec<P>)>) -> Self {
        Self {
            options,
            picks: Vec::new(),
        }
    }

    /// The picks made so far.
    pub fn picks(&self) -> &[P] {
        &self.picks
    }

    /// The legal actions still reachable from the picks made so far.
    pub fn candidates(&self) -> impl Iterator<Item = &(A, Vec<P>)> {
        self.options
            .iter()
            .filter(|(_, path)| path.starts_with(&self.picks))
    }

    /// What may be picked next, each once, in the engine's order.
    pub fn next_picks(&self) -> Vec<P> {
        let mut next = Vec::new();
        for (_, path) in self.candidates() {
            if let Some(p) = path.get(self.picks.len())
                && !next.contains(p)
            {
                next.push(*p);
            }
        }
        next
    }

    /// Whether `pick` may be picked next.
    pub fn allows(&self, pick: P) -> bool {
        self.next_picks().contains(&pick)
    }

    /// Adds a pick. When a single legal action remains, it is complete (a forced target need
    /// not be pointed at).
    pub fn pick(&mut self, pick: P) -> Outcome<A> {
        if !self.allows(pick) {
            return Outcome::NotLegal;
        }
        self.picks.push(pick);
        let mut left = self.candidates();
        match (left.next(), left.next()) {
            (Some((action, _)), None) => Outcome::Complete(action.clone()),
            _ => Outcome::Continue,
        }
    }

    /// Takes back the last pick; false when there was none.
    pub fn back(&mut self) -> bool {
        self.picks.pop().is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Only picks that continue a legal path are offered, and the last choice completes the action.
    #[test]
    fn picks_follow_the_legal_paths_only() {
        let mut s = Selection::new(vec![("a", vec![1, 2]), ("b", vec![1, 3]), ("c", vec![4])]);
        assert_eq!(s.next_picks(), vec![1, 4]);
        assert_eq!(s.pick(2), Outcome::NotLegal);
        assert_eq!(s.pick(1), Outcome::Continue);
        assert_eq!(s.next_picks(), vec![2, 3]);
        assert_eq!(s.pick(3), Outcome::Complete("b"));
        assert!(s.back());
        assert_eq!(s.picks(), &[1]);
    }

    /// A pick that leaves one legal action completes it at once.
    #[test]
    fn a_forced_rest_need_not_be_picked() {
        let mut s = Selection::new(vec![("a", vec![1, 2]), ("c", vec![4, 5])]);
        assert_eq!(s.pick(4), Outcome::Complete("c"));
    }
}
