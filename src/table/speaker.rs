//! How the table names the players to whoever reads: the person at the screen is "you" when
//! only one person plays there (with several, lines stay by name, since the screen passes on),
//! the others by name. Each message said of a seat gets `$you` beside the seat's name, so that
//! its verb and its possessives agree in every language (`{ $you -> [yes] You draw *[no] { $who }
//! draws }`); a message said of two seats gets as `$you` the argument that names the person.

use rules_core::Seat;

use shell::locale::{Arg, Msg};

pub mod agreement;

/// Names the seats for a game's messages (see the module's words).
#[derive(Clone, Copy, Debug)]
pub struct Speaker<'a> {
    names: &'a [String],
    you: Option<Seat>,
    /// The argument a game's messages name their seat by (`who`, `name`).
    arg: &'static str,
    /// The message for a seat without a name ("someone").
    someone: &'static str,
}

impl<'a> Speaker<'a> {
    /// Names the seats by `names` as the argument `arg` of a game's messages, `you` as "you",
    /// and a seat past the names as the message `someone`.
    pub fn new(
        names: &'a [String],
        you: Option<Seat>,
        arg: &'static str,
        someone: &'static str,
    ) -> Self {
        Self {
            names,
            you,
            arg,
            someone,
        }
    }

    /// The seats' names.
    pub fn names(&self) -> &'a [String] {
        self.names
    }

    /// Whether `seat` is the person at the screen, said "you".
    pub fn is_you(&self, seat: Seat) -> bool {
        self.you == Some(seat)
    }

    /// "yes" when `seat` is the person at the screen, else "no": the value of a message's
    /// selector on who is "you" (`$you`, or `$from_you` for an object).
    pub fn you_word(&self, seat: Seat) -> &'static str {
        if self.is_you(seat) { "yes" } else { "no" }
    }

    /// The seat's name.
    pub fn named(&self, seat: Seat) -> Arg {
        match self.names.get(seat) {
            Some(name) => Arg::Text(name.clone()),
            None => Arg::Msg(Msg::new(self.someone)),
        }
    }

    /// The message `id` said of `seat`: its name as the game's argument, and `$you` ("yes" for
    /// the person at the screen).
    pub fn says(&self, id: &'static str, seat: Seat) -> Msg {
        self.says_as(id, self.arg, seat)
    }

    /// The message `id` said of `seat`, named as the argument `arg` (`$by`, `$first`).
    pub fn says_as(&self, id: &'static str, arg: &'static str, seat: Seat) -> Msg {
        Msg::new(id)
            .with(arg, self.named(seat))
            .with("you", self.you_word(seat))
    }

    /// The message `id` said of two seats, each named as its argument: `$you` is the argument
    /// that names the person at the screen ("attacker", "defender"), or "no".
    pub fn between(
        &self,
        id: &'static str,
        first: (&'static str, Seat),
        second: (&'static str, Seat),
    ) -> Msg {
        let you = [first, second]
            .into_iter()
            .find(|(_, seat)| self.is_you(*seat))
            .map_or("no", |(arg, _)| arg);
        Msg::new(id)
            .with(first.0, self.named(first.1))
            .with(second.0, self.named(second.1))
            .with("you", you)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The person is "you" only at their own seat; a message of two seats says which of its
    /// arguments is "you"; a seat past the names is "someone".
    #[test]
    fn the_person_at_the_screen_is_you() {
        let names = vec!["Wilfred".to_string(), "Rowena".to_string()];
        let who = Speaker::new(&names, Some(1), "who", "someone");
        assert_eq!(
            who.says("x", 1),
            Msg::new("x").with("who", "Rowena").with("you", "yes")
        );
        assert_eq!(
            who.says("x", 0),
            Msg::new("x").with("who", "Wilfred").with("you", "no")
        );
        assert_eq!(
            who.between("y", ("by", 0), ("against", 1)),
            Msg::new("y")
                .with("by", "Wilfred")
                .with("against", "Rowena")
                .with("you", "against")
        );
        assert_eq!(
            who.says("z", 5),
            Msg::new("z")
                .with("who", Msg::new("someone"))
                .with("you", "no")
        );
    }
}
