//! Applying one action: check it against the phase and the rules, then carry it out.
//! Checking never mutates, so a refused action leaves the state as it was.

use rules_core::Seat;

use crate::action::{Action, Play};
use crate::error::RuleError;
use crate::state::{Phase, State};

impl State {
    /// Whether the deciding seat may take `action` now.
    pub fn check(&self, action: &Action) -> Result<(), RuleError> {
        let wrong = |expected: &'static str| {
            Err(RuleError::WrongDecision {
                expected,
                action: action.to_string(),
            })
        };
        let seat = self.turn;
        match (self.phase, *action) {
            (Phase::Over, _) => Err(RuleError::GameOver),
            (Phase::ChooseColour, Action::ChooseColour(c)) => self.check_colour(seat, c),
            (Phase::ChooseColour, _) => wrong("the tournament colour ('colour ...')"),
            (Phase::FirstCard, Action::Play(play)) => {
                self.check_in_hand(seat, play)?;
                match play {
                    Play::Card(card) => self.check_first_card(card),
                    _ => Err(RuleError::FirstCard {
                        colour: self.colour.expect("chosen"),
                    }),
                }
            }
            (Phase::FirstCard, _) => wrong("the tournament's first card ('play ...')"),
            (Phase::Play, Action::Play(play)) => self.check_play(seat, play),
            (Phase::Play, Action::Stay) => self.check_stay(seat),
            (Phase::Play, Action::Withdraw) => Ok(()),
            (Phase::Play, Action::Ivanhoe) => Err(RuleError::IvanhoeOutsideWindow),
            (Phase::Play, _) => wrong("a card, 'stay' or 'withdraw'"),
            (Phase::AdaptKeep { keep }, Action::Keep(p)) => self.check_keep(keep, p),
            (Phase::AdaptKeep { .. }, _) => wrong("an Adapt keep ('keep #N')"),
            (Phase::Reaction { responder }, Action::Ivanhoe) => self.check_ivanhoe(responder),
            (Phase::Reaction { .. }, Action::Pass) => Ok(()),
            (Phase::Reaction { .. }, _) => wrong("'ivanhoe' or 'pass'"),
            (Phase::ReturnToken { seat }, Action::ReturnToken(c)) => self.check_return(seat, c),
            (Phase::ReturnToken { .. }, _) => wrong("the token to return ('return ...')"),
            (Phase::ChooseToken { seat }, Action::Token(c)) => self.check_token(seat, c),
            (Phase::ChooseToken { .. }, _) => wrong("the token chosen ('token ...')"),
        }
    }

    fn check_in_hand(&self, seat: Seat, play: Play) -> Result<(), RuleError> {
        let card = play.card();
        if self.hands[seat].contains(card) {
            Ok(())
        } else {
            Err(RuleError::NotInHand { card })
        }
    }

    /// A card played in the play phase.
    pub(crate) fn check_play(&self, seat: Seat, play: Play) -> Result<(), RuleError> {
        self.check_in_hand(seat, play)?;
        match play {
            Play::Card(card) => self.check_display_card(seat, card),
            _ => self.check_action_card(seat, play),
        }
    }
}
