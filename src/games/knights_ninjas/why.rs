//! Why a choice may be worth taking, in one line for a hint: what a fortification keeps out,
//! what an attack card does to the kingdom it aims at, what a Highwayman takes, all of it face
//! up to the deciding seat.

use knights_ninjas_rules::{Action, Card, State};
use rules_core::Seat;

use shell::locale::Msg;

/// The line for `action` taken by `seat` on `board` (a table rebuilt from that seat's
/// observation: only its hand and what lies face up are real, and only they are read), the
/// seats named by `names`.
pub fn why(board: &State, seat: Seat, names: &[String], action: &Action) -> Option<Msg> {
    let name = |s: Seat| names.get(s).cloned().unwrap_or_default();
    match *action {
        Action::Fortify(play) => {
            let castle = board.kingdom(seat).castle.is_some();
            let id = match play.role {
                Card::Castle => "kn-why-castle",
                Card::Archer if castle => "kn-why-archer-on-walls",
                Card::Archer => "kn-why-archer",
                Card::Minstrel => "kn-why-minstrel",
                _ => return None,
            };
            Some(Msg::new(id))
        }
        Action::Steal(_) => board
            .motion()
            .map(|m| Msg::new("kn-why-steal").with("gems", m.gems)),
        Action::Attack { target, play } => {
            let kingdom = board.kingdom(target);
            let id = match play.role {
                Card::Catapult if kingdom.archer.is_some() => "kn-why-catapult-archer",
                Card::Catapult => "kn-why-catapult",
                Card::Ladder => "kn-why-ladder",
                Card::Archer => "kn-why-archer-duel",
                role if role.takes_gems() => {
                    let richest = (0..board.players())
                        .filter(|&s| s != seat)
                        .all(|s| board.kingdom(s).gems <= kingdom.gems);
                    if !richest || kingdom.gems == 0 {
                        return None;
                    }
                    return Some(
                        Msg::new("kn-why-richest")
                            .with("name", name(target))
                            .with("gems", kingdom.gems),
                    );
                }
                _ => return None,
            };
            Some(Msg::new(id).with("name", name(target)))
        }
        _ => None,
    }
}
