//! Decisions applied one by one, as the engines' tests of their undo barriers write them.

use rules_core::{Game, Seat, Status, Step};

/// Applies `action` (in the game's notation) for `seat`, which must be the seat deciding; the
/// step as undo sees it, and the events. Panics, naming the action, on anything else: a test
/// helper.
pub fn act_as<G: Game>(state: &mut G, seat: Seat, action: &str) -> (Step, Vec<G::Event>) {
    assert_eq!(state.status(), Status::Decision(seat), "'{action}'");
    let parsed: G::Action = action
        .trim()
        .parse()
        .unwrap_or_else(|e| panic!("'{action}' is not notation: {e}"));
    let mut events = Vec::new();
    state
        .apply(&parsed, &mut events)
        .unwrap_or_else(|e| panic!("'{action}' refused: {e}"));
    (Step::of::<G>(seat, &events), events)
}

/// [`act_as`] written "N: action", seat N deciding.
pub fn act<G: Game>(state: &mut G, text: &str) -> (Step, Vec<G::Event>) {
    let (seat, action) = text
        .split_once(':')
        .unwrap_or_else(|| panic!("'{text}' is not 'seat: action'"));
    let seat: Seat = seat
        .trim()
        .parse()
        .unwrap_or_else(|_| panic!("'{text}': no seat number"));
    act_as(state, seat, action)
}

/// The events of `events` that close the way back ([`Game::is_undo_barrier`]).
pub fn barriers<G: Game>(events: &[G::Event]) -> Vec<&G::Event> {
    events.iter().filter(|e| G::is_undo_barrier(e)).collect()
}
