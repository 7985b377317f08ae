//! Why a choice may be worth taking, in one line for a hint: what it does to the tournament
//! that the deciding seat can see for itself (its own hand, the displays, the colour), never
//! anything hidden from it.

use ivanhoe_rules::{Action, Card, Colour, Kind, Phase, Play, State};
use rules_core::{Game, Seat};

use super::words::{self, card_name};
use shell::locale::Msg;

/// The line for `action` taken by `seat` on `board` (a table rebuilt from that seat's
/// observation: only its hand and the face-up cards are real, and only they are read).
pub fn why(board: &State, seat: Seat, action: &Action) -> Option<Msg> {
    match *action {
        Action::ChooseColour(colour) => Some(
            Msg::new("iv-why-colour")
                .with("points", hand_points(board, seat, colour) as i64)
                .with("colour", words::colour(colour)),
        ),
        Action::Stay => {
            let (mine, best) = (board.total(seat), board.best_other_total(seat));
            Some(
                Msg::new("iv-why-stay")
                    .with("mine", mine as i64)
                    .with("best", best as i64),
            )
        }
        Action::Withdraw => {
            let maiden = board.display(seat).iter().any(|c| c.is_maiden());
            Some(
                Msg::new(if maiden {
                    "iv-why-withdraw-maiden"
                } else {
                    "iv-why-withdraw"
                })
                .with("cards", board.hand(seat).len() as i64),
            )
        }
        Action::Token(colour) if !board.tokens(seat).has(colour) => {
            Some(Msg::new("iv-why-token").with("colour", words::colour(colour)))
        }
        Action::Ivanhoe => board
            .pending()
            .map(|p| Msg::new("iv-why-cancel").with("card", card_name(p.play.card()))),
        Action::Play(play) => played(board, seat, play),
        _ => None,
    }
}

/// What `seat`'s hand is worth in a tournament of `colour`: its cards of that colour and its
/// supporters (one each in green, as the displays count).
fn hand_points(board: &State, seat: Seat, colour: Colour) -> u32 {
    board
        .hand(seat)
        .iter()
        .filter(|c| c.colour() == Some(colour) || c.is_supporter())
        .map(|c| {
            if colour == Colour::Green {
                1
            } else {
                u32::from(c.value())
            }
        })
        .sum()
}

/// A card played: the tournament's colour changed, the best rival total cut, the seat's own
/// total raised. Read off a copy of the table with the card played and let stand by every
/// seat that could cancel it (an Ivanhoe in a hidden hand would be a guess, so none is).
fn played(board: &State, seat: Seat, play: Play) -> Option<Msg> {
    let mut after = board.clone();
    let mut events = Vec::new();
    after.apply(&Action::Play(play), &mut events).ok()?;
    for _ in 0..board.players() {
        if !matches!(after.phase(), Phase::Reaction { .. }) {
            break;
        }
        after.apply(&Action::Pass, &mut events).ok()?;
    }
    if matches!(
        after.phase(),
        Phase::Reaction { .. } | Phase::AdaptKeep { .. }
    ) {
        return None;
    }
    let (mine, best) = (board.total(seat), board.best_other_total(seat));
    let (mine_after, best_after) = (after.total(seat), after.best_other_total(seat));
    if after.colour() != board.colour()
        && let Some(colour) = after.colour()
    {
        return Some(
            Msg::new("iv-why-colour-changed")
                .with("colour", words::colour(colour))
                .with("mine", mine_after as i64)
                .with("best", best_after as i64),
        );
    }
    if best_after < best {
        return Some(
            Msg::new("iv-why-cut")
                .with("from", best as i64)
                .with("to", best_after as i64)
                .with("mine", mine_after as i64),
        );
    }
    let card = play.card();
    if mine_after > mine && matches!(card.kind(), Kind::Colour(_) | Kind::Supporter) {
        let id = if mine_after > best_after {
            "iv-why-ahead"
        } else {
            "iv-why-closer"
        };
        return Some(
            Msg::new(id)
                .with("mine", mine_after as i64)
                .with("best", best_after as i64),
        );
    }
    (card == Card::Shield).then(|| Msg::new("iv-why-shield"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ivanhoe_rules::Options;
    use shell::locale::Arg;

    /// A match's first decision is the colour: the line counts the hand's cards of that colour
    /// and its supporters, one each in green, as the displays will count them.
    #[test]
    fn the_colour_is_worth_what_the_hand_holds_for_it() {
        let mut events = Vec::new();
        let board = State::new_game(&Options::players(3), 7, &mut events).unwrap();
        let Phase::ChooseColour = board.phase() else {
            panic!("a match opens with the colour");
        };
        let seat = board.turn();
        let hand: Vec<Card> = board.hand(seat).iter().collect();
        for colour in Colour::ALL {
            let counted = hand
                .iter()
                .filter(|c| c.colour() == Some(colour) || c.is_supporter());
            let expected: u32 = if colour == Colour::Green {
                counted.count() as u32
            } else {
                counted.map(|c| u32::from(c.value())).sum()
            };
            let line = why(&board, seat, &Action::ChooseColour(colour)).unwrap();
            assert_eq!(line.id(), "iv-why-colour");
            assert_eq!(
                line.arg("points"),
                Some(&Arg::Number(expected as i64)),
                "{colour:?}"
            );
        }
    }

    /// A colour card that lifts the display past every rival says so, with both totals; the
    /// totals are those the table shows after it.
    #[test]
    fn a_card_that_takes_the_lead_says_so() {
        let mut events = Vec::new();
        let mut board = State::new_game(&Options::players(2), 11, &mut events).unwrap();
        let mut legal = Vec::new();
        // Play the match on, first legal choice each time, until a card is playable that
        // takes the lead; every such card must say "ahead" with the totals after it.
        let mut checked = 0;
        for _ in 0..2_000 {
            let rules_core::Status::Decision(seat) = board.status() else {
                break;
            };
            board.legal_actions(&mut legal);
            for action in &legal {
                let Action::Play(play) = action else { continue };
                if !matches!(play.card().kind(), Kind::Colour(_) | Kind::Supporter) {
                    continue;
                }
                let mut after = board.clone();
                after.apply(action, &mut Vec::new()).unwrap();
                if after.total(seat) > after.best_other_total(seat)
                    && board.total(seat) <= board.best_other_total(seat)
                {
                    let line = why(&board, seat, action).unwrap();
                    assert_eq!(line.id(), "iv-why-ahead", "{action}");
                    assert_eq!(
                        line.arg("mine"),
                        Some(&Arg::Number(after.total(seat) as i64))
                    );
                    checked += 1;
                }
            }
            let action = legal[0];
            board.apply(&action, &mut Vec::new()).unwrap();
        }
        assert!(checked > 0, "no card took the lead in the whole match");
    }
}
