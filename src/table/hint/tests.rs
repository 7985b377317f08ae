use crate::source::bots::slice_for;

use super::search::{LONGEST_HINT_SLICE, hint_slice};
use super::*;

fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}

/// A hint thinks as long as the last frame took (a computer player half of it), never less
/// than the mode's slice, never more than its own longest slice.
#[test]
fn a_hint_takes_as_long_as_a_frame() {
    assert_eq!(hint_slice(ms(8), ms(4)), ms(8));
    assert_eq!(hint_slice(ms(8), ms(16)), ms(16));
    assert_eq!(hint_slice(ms(8), ms(150)), ms(150));
    assert_eq!(hint_slice(ms(8), ms(900)), LONGEST_HINT_SLICE);
    assert!(hint_slice(ms(8), ms(150)) > slice_for(ms(8), ms(150)));
}
