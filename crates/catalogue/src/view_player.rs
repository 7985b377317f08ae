//! A computer player for a program that knows the game by its name only: it reads a seat's
//! view as the online server writes it and answers in the game's notation. The server's load
//! benchmark plays every game through it, so its clients choose as real ones would without
//! the benchmark naming an engine.

use std::marker::PhantomData;

use bots::{Bot, BotGame};
use rules_core::Game;
use serde::Deserialize;

/// Chooses a seat's action from its view as the server sends it.
pub trait ViewPlayer: Send {
    /// The action, in notation, among `legal` (in notation), for the seat whose view is `view`:
    /// the server's `view` message as JSON text, of which the seat's `observation` is read. The
    /// error says what could not be read (no observation, an action the game does not know).
    fn choose(&mut self, view: &str, legal: &[String]) -> Result<String, String>;
}

/// The game's rule-based player (`BotGame::heuristic`) behind a view.
pub(crate) struct Heuristic<G: Game>(pub(crate) Box<dyn Bot<G>>);

/// The one field of a view the player reads; the others are skipped unread.
#[derive(Deserialize)]
#[serde(bound = "")]
struct Observed<G: Game> {
    observation: Option<G::Observation>,
    #[serde(skip)]
    _game: PhantomData<fn() -> G>,
}

impl<G: BotGame> ViewPlayer for Heuristic<G> {
    fn choose(&mut self, view: &str, legal: &[String]) -> Result<String, String> {
        let observation = match serde_json::from_str::<Observed<G>>(view) {
            Ok(Observed {
                observation: Some(observation),
                ..
            }) => observation,
            Ok(_) => return Err("a seat's view without an observation".into()),
            Err(e) => return Err(format!("an unreadable observation: {e}")),
        };
        let legal = (legal.iter())
            .map(|a| a.parse::<G::Action>())
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| format!("unreadable legal actions: {e}"))?;
        if legal.is_empty() {
            return Err("a decision without legal actions".into());
        }
        Ok(self.0.choose(&observation, &legal).to_string())
    }
}

#[cfg(test)]
mod tests {
    use rules_core::Status;
    use serde_json::json;

    use crate::games;

    /// Every game's view player, given each decision's view as the server writes it (the
    /// observation in JSON) and the legal actions in notation, answers one of those actions,
    /// and so plays a whole match at the smallest table.
    #[test]
    fn every_games_view_player_plays_a_whole_match_from_views() {
        for game in games() {
            let players = *game.info().seats.start();
            let mut table = game.deal(json!({ "players": players }), 7).unwrap();
            let mut player = game.view_player(11);
            let mut decisions = 0;
            while let Status::Decision(seat) = table.status() {
                let mut observation = Vec::new();
                table.write_observation(Some(seat), &mut observation);
                let view = format!(
                    r#"{{"type":"view","seat":{seat},"observation":{}}}"#,
                    String::from_utf8(observation).unwrap()
                );
                let legal = table.legal();
                let action = player.choose(&view, &legal).unwrap();
                assert!(
                    legal.contains(&action),
                    "{}: {action} is not legal",
                    game.name()
                );
                let pending = table.prepare(&action).unwrap();
                table.commit(pending);
                decisions += 1;
                assert!(
                    decisions < 5_000,
                    "{}: no end after 5,000 decisions",
                    game.name()
                );
            }
        }
    }

    /// A view without an observation, or with legal actions the game does not read, is an
    /// error that says so, not a choice.
    #[test]
    fn a_view_it_cannot_read_is_an_error_that_says_why() {
        let game = crate::find("ivanhoe").unwrap();
        let mut player = game.view_player(1);
        let legal = vec!["withdraw".to_string()];
        let err = player
            .choose(r#"{"type":"view","observation":null}"#, &legal)
            .unwrap_err();
        assert!(err.contains("without an observation"), "{err}");
        let err = player.choose(r#"{"observation":"#, &legal).unwrap_err();
        assert!(err.contains("unreadable observation"), "{err}");
    }
}
