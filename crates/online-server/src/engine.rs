//! The games behind one object-safe interface, the catalogue's [`Table`]: the server keeps a
//! room's state as a `Box<dyn Table>` and speaks to it in the games' text notation and JSON, so
//! the rest of the server is the same for every game. This module deals a room's table through
//! the catalogue and says its refusals in the protocol's words.

pub use catalogue::{BotJob, Pending, Table};
use catalogue::{Rejection, RejectionKind};
use online_protocol::{ErrorCode, TableSpec};
use rules_core::{Difficulty, GameRng};

/// Why an action (or a table) was refused, as the client is told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The kind of refusal.
    pub code: ErrorCode,
    /// In words.
    pub message: String,
    /// For an illegal action, the rule's stable name.
    pub rule: Option<String>,
}

impl Refusal {
    /// A refusal of kind `code`, without a rule.
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Self {
        Self {
            code,
            message: message.into(),
            rule: None,
        }
    }
}

impl From<Rejection> for Refusal {
    fn from(r: Rejection) -> Self {
        Self {
            code: match r.kind {
                RejectionKind::Over => ErrorCode::MatchOver,
                RejectionKind::Notation => ErrorCode::BadNotation,
                RejectionKind::Illegal => ErrorCode::IllegalAction,
            },
            message: r.message,
            rule: r.rule,
        }
    }
}

/// Deals the table `spec` describes with `seed`: checked against the game's registry entry,
/// and every computer seat's level against those the bots offer at this table. The error says
/// what is wrong.
pub fn new_table(spec: &TableSpec, seed: u64) -> Result<Box<dyn Table>, String> {
    let options = spec.engine_options()?;
    let rules = spec.rule_set()?;
    let game = catalogue::find(&spec.game);
    for level in levels(spec)?.into_iter().flatten() {
        // A game the server has no engine for offers easy alone, as the bots' list does; the
        // table is refused below all the same.
        let offered = match game {
            Some(game) => game.offered_levels(rules, spec.players()),
            None => &Difficulty::ALL[..1],
        };
        if !offered.contains(&level) {
            return Err(format!(
                "the {level} level is not offered at this table (see docs/AI.md)"
            ));
        }
    }
    match game {
        Some(game) => game.deal(options, seed),
        None => Err(format!("the server has no engine for '{}'", spec.game)),
    }
}

/// Each seat's computer level, `None` for a person's seat; an unknown level is an error.
pub fn levels(spec: &TableSpec) -> Result<Vec<Option<Difficulty>>, String> {
    spec.seats
        .iter()
        .map(|seat| match seat {
            online_protocol::SeatSpec::Person => Ok(None),
            online_protocol::SeatSpec::Computer { level, .. } => level.parse().map(Some),
        })
        .collect()
}

/// The seed of the computer player deciding action `seq` of a room dealt from `room_seed`:
/// derived from the room's, so that every server running it decides alike.
pub fn bot_seed(room_seed: u64, seq: u64) -> u64 {
    GameRng::derived(room_seed, 0xB07_0000_0000 ^ seq).next_u64()
}

#[cfg(test)]
mod tests {
    use online_protocol::SeatSpec;

    use super::*;

    fn spec(game: &str, seats: Vec<SeatSpec>) -> TableSpec {
        TableSpec {
            game: game.into(),
            rules: None,
            options: Default::default(),
            seats,
        }
    }

    /// Every game deals; an action is checked on a copy, the table moves only on commit.
    #[test]
    fn every_game_deals_and_moves_only_on_commit() {
        for game in catalogue::games() {
            let name = game.name();
            let players = *game.info().seats.start();
            let mut table = new_table(&spec(name, vec![SeatSpec::Person; players]), 7).unwrap();
            assert_eq!(table.players(), players, "{name}");
            let observe = |table: &dyn Table| {
                let mut out = Vec::new();
                table.write_observation(Some(0), &mut out);
                out
            };
            let before = observe(&*table);
            let first = table.legal()[0].clone();
            let pending = table.prepare(&first).unwrap();
            assert_eq!((table.seq(), observe(&*table)), (0, before), "{name}");
            table.commit(pending);
            assert_eq!(table.seq(), 1, "{name}");
        }
    }

    /// Bad notation, an illegal action and an unoffered level are refused with their kind.
    #[test]
    fn refusals_name_their_kind() {
        let game = catalogue::games()[0];
        let players = *game.info().seats.start();
        let mut table = new_table(&spec(game.name(), vec![SeatSpec::Person; players]), 1).unwrap();
        // The client is told the catalogue's rejection as the protocol's refusal.
        let refused =
            |table: &dyn Table, action: &str| Refusal::from(table.prepare(action).err().unwrap());
        assert_eq!(refused(&*table, "fly away").code, ErrorCode::BadNotation);
        // An action of the game's notation that is not legal now: one legal earlier in the
        // match, as its first actions are played.
        let mut seen: Vec<String> = Vec::new();
        let illegal = loop {
            let legal = table.legal();
            if let Some(action) = seen.iter().find(|a| !legal.contains(a)) {
                break action.clone();
            }
            assert!(seen.len() < 10_000, "every action seen stays legal");
            seen.extend(legal.iter().cloned());
            let pending = table.prepare(&legal[0]).unwrap();
            table.commit(pending);
        };
        let refusal = refused(&*table, &illegal);
        assert_eq!(refusal.code, ErrorCode::IllegalAction);
        assert!(refusal.rule.is_some());
        let expert = SeatSpec::Computer {
            level: "expert".into(),
            name: None,
        };
        let mut seats = vec![SeatSpec::Person, expert];
        seats.resize(players.max(2), SeatSpec::Person);
        let err = new_table(&spec(game.name(), seats), 1).err().unwrap();
        assert!(err.contains("not offered"), "{err}");
    }

    /// A computer player's job returns one of the legal actions, in every game.
    #[test]
    fn a_bot_job_returns_a_legal_action() {
        for game in catalogue::games() {
            let players = *game.info().seats.start();
            let table = new_table(&spec(game.name(), vec![SeatSpec::Person; players]), 3).unwrap();
            let action = table.bot_job(Difficulty::Normal, 5).unwrap()();
            assert!(table.legal().contains(&action), "{action}");
        }
    }
}
