//! A room's record: created with its seats, seats claimed, actions appended at their
//! sequence number, and read back whole to be replayed.

use std::collections::HashMap;

use online_protocol::TableSpec;
use sqlx::Row;

use super::commit::{Claim, NewRoom};
use super::{
    ABANDONED, Pool, Progress, RUNNING, Store, StoreError, StoredAction, StoredRoom, StoredSeat,
    TokenSeat, to_i64, to_usize,
};

/// A seat's row (`person`, `name`, `taken`) read into a [`StoredSeat`].
macro_rules! seat_from_row {
    ($row:expr) => {{
        let row = $row;
        Ok::<_, sqlx::Error>(StoredSeat {
            person: row.try_get::<i64, _>("person")? == 1,
            name: row.try_get("name")?,
            taken: row.try_get::<bool, _>("taken")?,
        })
    }};
}

/// An action's row (`seq`, `seat`, `action`) read into its three values.
macro_rules! action_from_row {
    ($row:expr) => {{
        let row = $row;
        Ok::<_, sqlx::Error>((
            row.try_get::<i64, _>("seq")?,
            row.try_get::<i64, _>("seat")?,
            row.try_get::<String, _>("action")?,
        ))
    }};
}

const SEATS: &str = "SELECT person, name, token_hash IS NOT NULL AS taken FROM seats
     WHERE code = $1 ORDER BY seat";
const ACTIONS: &str =
    "SELECT seq, seat, action FROM actions WHERE code = $1 AND seq >= $2 ORDER BY seq";

fn actions(rows: Vec<(i64, i64, String)>) -> Result<Vec<StoredAction>, StoreError> {
    rows.into_iter()
        .map(|(seq, seat, action)| {
            Ok(StoredAction {
                seq: to_usize(seq, "sequence number")? as u64,
                seat: to_usize(seat, "seat")?,
                action,
            })
        })
        .collect()
}

/// A room's state as its row says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoomRow {
    /// How many actions are stored.
    pub seq: u64,
    /// Whether it still runs.
    pub running: bool,
    /// Whether it ended abandoned.
    pub abandoned: bool,
}

impl Store {
    /// Stores a new room with its seats, the creator holding `creator` (seat, token hash,
    /// name), with the next group commit ([`super::commit`]). [`StoreError::Conflict`] when
    /// the code is taken.
    pub async fn create_room(
        &self,
        code: &str,
        spec: &TableSpec,
        seed: u64,
        turn: Option<usize>,
        creator: (usize, &str, &str),
    ) -> Result<(), StoreError> {
        let spec_json =
            serde_json::to_string(spec).map_err(|e| StoreError::Damaged(e.to_string()))?;
        let seats = (spec.seats.iter().enumerate())
            .map(|(seat, who)| {
                let person = *who == online_protocol::SeatSpec::Person;
                if seat == creator.0 {
                    (
                        person,
                        Some(creator.1.to_string()),
                        Some(creator.2.to_string()),
                    )
                } else {
                    (person, None, None)
                }
            })
            .collect();
        self.commits
            .create(NewRoom {
                code: code.to_string(),
                game: spec.game.clone(),
                spec_json,
                seed: seed as i64,
                turn: turn.map(to_i64),
                seats,
            })
            .await
    }

    /// Gives the person seat `seat` of room `code` to the holder of the token whose hash is
    /// `token_hash`, if nobody holds it yet and the room was not abandoned; `false` when it
    /// is taken (or not a person's, or the room was abandoned meanwhile). A seat taken counts
    /// as the room's activity, and is announced to the other servers. With the next group
    /// commit ([`super::commit`]).
    pub async fn claim_seat(
        &self,
        code: &str,
        seat: usize,
        token_hash: &str,
        name: &str,
    ) -> Result<bool, StoreError> {
        self.commits
            .claim(Claim {
                code: code.to_string(),
                seat: to_i64(seat),
                token_hash: token_hash.to_string(),
                name: name.to_string(),
            })
            .await
    }

    /// Stores action `seq` of room `code`, taken by `seat`, if the room runs and has exactly
    /// `seq` actions stored; [`StoreError::Conflict`] otherwise (another server took that
    /// turn, or the room ended). Returns once it is committed, with the actions of other rooms
    /// stored meanwhile ([`super::commit`]). Other servers hear of it on [`super::CHANNEL`].
    pub async fn append_action(
        &self,
        code: &str,
        action: &StoredAction,
        progress: Progress,
    ) -> Result<(), StoreError> {
        self.commits.append(code, action, progress).await
    }

    /// The room `code` with its whole record, if there is one, read in one transaction (one
    /// snapshot of the database: a room being removed is read whole or not at all).
    pub async fn load_room(&self, code: &str) -> Result<Option<StoredRoom>, StoreError> {
        let shared = self.is_shared();
        let read = on_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            if shared {
                // PostgreSQL's default takes a new snapshot per statement.
                sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
                    .execute(&mut *tx)
                    .await?;
            }
            let row = sqlx::query("SELECT spec, seed, over, updated_ms FROM rooms WHERE code = $1")
                .bind(code)
                .fetch_optional(&mut *tx)
                .await?;
            match row {
                None => None,
                Some(row) => {
                    let head: (String, i64, i64, i64) = (
                        row.try_get("spec")?,
                        row.try_get("seed")?,
                        row.try_get("over")?,
                        row.try_get("updated_ms")?,
                    );
                    let seats = sqlx::query(SEATS)
                        .bind(code)
                        .fetch_all(&mut *tx)
                        .await?
                        .iter()
                        .map(|row| seat_from_row!(row))
                        .collect::<Result<Vec<_>, _>>()?;
                    let actions = sqlx::query(ACTIONS)
                        .bind(code)
                        .bind(0i64)
                        .fetch_all(&mut *tx)
                        .await?
                        .iter()
                        .map(|row| action_from_row!(row))
                        .collect::<Result<Vec<_>, _>>()?;
                    tx.commit().await?;
                    Some((head, seats, actions))
                }
            }
        });
        let Some(((spec, seed, over, updated_ms), seats, rows)) = read else {
            return Ok(None);
        };
        let spec: TableSpec =
            serde_json::from_str(&spec).map_err(|e| StoreError::Damaged(e.to_string()))?;
        Ok(Some(StoredRoom {
            code: code.to_string(),
            spec,
            seed: seed as u64,
            seats,
            actions: actions(rows)?,
            abandoned: over == ABANDONED,
            running: over == RUNNING,
            updated_ms,
        }))
    }

    /// What the row of room `code` says now, if there is one.
    pub async fn room_row(&self, code: &str) -> Result<Option<RoomRow>, StoreError> {
        let row = on_pool!(self, pool => {
            sqlx::query("SELECT seq, over FROM rooms WHERE code = $1")
                .bind(code)
                .fetch_optional(pool)
                .await?
                .map(|row| -> Result<(i64, i64), sqlx::Error> {
                    Ok((row.try_get("seq")?, row.try_get("over")?))
                })
                .transpose()?
        });
        row.map(|(seq, over)| {
            Ok(RoomRow {
                seq: to_usize(seq, "sequence number")? as u64,
                running: over == RUNNING,
                abandoned: over == ABANDONED,
            })
        })
        .transpose()
    }

    /// The seats of room `code`, in order.
    pub async fn seats(&self, code: &str) -> Result<Vec<StoredSeat>, StoreError> {
        let rows = on_pool!(self, pool => {
            sqlx::query(SEATS)
                .bind(code)
                .fetch_all(pool)
                .await?
                .iter()
                .map(|row| seat_from_row!(row))
                .collect::<Result<Vec<_>, _>>()?
        });
        Ok(rows)
    }

    /// The actions of room `code` from sequence number `from` on, in order.
    pub async fn actions_from(
        &self,
        code: &str,
        from: u64,
    ) -> Result<Vec<StoredAction>, StoreError> {
        let from = i64::try_from(from).unwrap_or(i64::MAX);
        let rows = on_pool!(self, pool => {
            sqlx::query(ACTIONS)
                .bind(code)
                .bind(from)
                .fetch_all(pool)
                .await?
                .iter()
                .map(|row| action_from_row!(row))
                .collect::<Result<Vec<_>, _>>()?
        });
        actions(rows)
    }

    /// The seat the token whose hash is `token_hash` opens, with its room's progress.
    pub async fn seat_of_token(&self, token_hash: &str) -> Result<Option<TokenSeat>, StoreError> {
        let mut found = self.seats_of_tokens(&[token_hash.to_string()]).await?;
        Ok(found.remove(token_hash))
    }

    /// The seats the tokens whose hashes are `token_hashes` open, by hash, in one query (those
    /// that open none are left out).
    pub async fn seats_of_tokens(
        &self,
        token_hashes: &[String],
    ) -> Result<HashMap<String, TokenSeat>, StoreError> {
        if token_hashes.is_empty() {
            return Ok(HashMap::new());
        }
        let placeholders: Vec<String> = (1..=token_hashes.len()).map(|i| format!("${i}")).collect();
        let sql = format!(
            "SELECT s.token_hash, r.code, r.game, s.seat, r.seq, r.turn, r.over FROM seats s
             JOIN rooms r ON r.code = s.code WHERE s.token_hash IN ({})",
            placeholders.join(", ")
        );
        let rows = on_pool!(self, pool => {
            // Only numbered placeholders are formatted in; every value is bound.
            let mut query = sqlx::query(sqlx::AssertSqlSafe(sql.as_str()));
            for hash in token_hashes {
                query = query.bind(hash);
            }
            query
                .fetch_all(pool)
                .await?
                .into_iter()
                .map(|row| -> Result<_, sqlx::Error> {
                    Ok((
                        row.try_get::<String, _>("token_hash")?,
                        row.try_get::<String, _>("code")?,
                        row.try_get::<String, _>("game")?,
                        row.try_get::<i64, _>("seat")?,
                        row.try_get::<i64, _>("seq")?,
                        row.try_get::<Option<i64>, _>("turn")?,
                        row.try_get::<i64, _>("over")?,
                    ))
                })
                .collect::<Result<Vec<_>, _>>()?
        });
        rows.into_iter()
            .map(|(hash, code, game, seat, seq, turn, over)| {
                let seat = TokenSeat {
                    code,
                    game,
                    seat: to_usize(seat, "seat")?,
                    seq: to_usize(seq, "sequence number")? as u64,
                    turn: turn.map(|t| to_usize(t, "turn")).transpose()?,
                    over: over != RUNNING,
                };
                Ok((hash, seat))
            })
            .collect()
    }
}
