//! Banners and control: a castle's banner boxes, who controls it, and the boxes after an attack.

use crate::{Castle, RuleSet};
use rules_core::Seat;

/// The banner boxes of a castle, box 1 first.
#[derive(Clone, Copy)]
pub(super) struct BoxList {
    pub(super) slots: [Option<Seat>; 8],
    pub(super) len: usize,
}

pub(super) fn box_list(castle: &Castle) -> BoxList {
    let mut slots = [None; 8];
    let len = castle.boxes.len().min(8);
    for (i, s) in castle.boxes.iter().take(len).enumerate() {
        slots[i] = s;
    }
    BoxList { slots, len }
}

/// Who controls a castle: box 1 (basic, intermediate), the highest occupied box (advanced).
pub(super) fn controller(rules: RuleSet, b: &BoxList) -> Option<Seat> {
    match rules {
        RuleSet::Advanced => b.slots[..b.len].iter().flatten().last().copied(),
        _ => b.slots[0],
    }
}

/// The boxes after `seat` takes the castle (RULINGS §2 and the engine's documented readings):
/// its banner to box 1, the others shifting towards the dungeon; basic moves a banner already
/// there and shifts only those before it; a controller's banners stay (basic, intermediate).
pub(super) fn boxes_after(rules: RuleSet, mut b: BoxList, seat: Seat) -> BoxList {
    let own = match rules {
        RuleSet::Advanced => None,
        _ => b.slots[..b.len].iter().position(|&s| s == Some(seat)),
    };
    if own == Some(0) || b.len == 0 {
        return b;
    }
    let upto = match (rules, own) {
        (RuleSet::Basic, Some(j)) => {
            b.slots[j] = None;
            j
        }
        (_, Some(j)) => {
            b.slots[j] = None;
            b.len
        }
        (_, None) => b.len,
    };
    let last = upto.min(b.len - 1);
    for i in (1..=last).rev() {
        b.slots[i] = b.slots[i - 1];
    }
    b.slots[0] = Some(seat);
    b
}
