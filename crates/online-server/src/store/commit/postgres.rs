//! The committer on PostgreSQL: a task on the server's runtime whose batch is a few multi-row
//! statements, since each statement is a round trip to the database. One
//! `UPDATE ... FROM (VALUES ...) RETURNING` advances the rooms whose count is still what each
//! action's server saw, one multi-row `INSERT` stores those actions; the rooms of a batch are
//! locked first, in the order of their codes, so that two servers' batches never deadlock; the
//! rooms changed are announced to the other servers when the transaction commits.

use std::collections::{BTreeSet, HashSet};

use sqlx::Row;
use sqlx::pool::PoolConnection;
use sqlx::postgres::{PgPool, Postgres};
use tokio::sync::mpsc;

use super::{Outcome, Write, alone, fill, over_for, settle};
use crate::store::{StoreError, is_unique_violation, now_ms, to_i64};

/// Stores `batch` on the committer's connection, taken from the pool when it has none. A
/// failed batch lets its connection go, in case the connection is what failed: the next is a
/// fresh one.
async fn store_on(
    pool: &PgPool,
    conn: &mut Option<PoolConnection<Postgres>>,
    batch: &[Write],
) -> Result<Vec<Outcome>, StoreError> {
    let held = match conn {
        Some(held) => held,
        None => conn.insert(pool.acquire().await?),
    };
    let stored = store_all(held, batch).await;
    if stored.is_err() {
        *conn = None;
    }
    stored
}

/// Until every [`super::Committer`] is dropped: takes what waits, stores it, answers.
pub(super) async fn run(pool: PgPool, mut waiting: mpsc::UnboundedReceiver<Write>) {
    let mut conn = None;
    let mut batch = Vec::new();
    while let Some(first) = waiting.recv().await {
        batch.push(first);
        fill(&mut batch, &mut waiting);
        let stored = store_on(&pool, &mut conn, &batch).await;
        for write in settle(&mut batch, stored) {
            let stored = store_on(&pool, &mut conn, std::slice::from_ref(&write)).await;
            write.answer(alone(stored));
        }
    }
}

/// Writes a statement's parameters, `$1, $2, ...`, in the order they are bound.
struct Params {
    count: usize,
}

impl Params {
    fn new() -> Self {
        Self { count: 0 }
    }

    /// The next parameter, as `CAST(.. AS ty)` for a `ty`.
    fn next(&mut self, ty: Option<&str>) -> String {
        self.count += 1;
        let param = format!("${}", self.count);
        match ty {
            Some(ty) => format!("CAST({param} AS {ty})"),
            None => param,
        }
    }

    /// `rows` rows `(p, p, ...)` of one parameter per type, each cast to it.
    fn rows(&mut self, rows: usize, types: &[&str]) -> String {
        let rows: Vec<String> = (0..rows)
            .map(|_| {
                let row: Vec<String> = types.iter().map(|ty| self.next(Some(ty))).collect();
                format!("({})", row.join(", "))
            })
            .collect();
        rows.join(", ")
    }

    /// `count` parameters, `p, p, ...`.
    fn list(&mut self, count: usize) -> String {
        let all: Vec<String> = (0..count).map(|_| self.next(None)).collect();
        all.join(", ")
    }
}

/// Stores `batch` in one transaction: what became of each write. An error undoes them all.
async fn store_all(
    conn: &mut PoolConnection<Postgres>,
    batch: &[Write],
) -> Result<Vec<Outcome>, StoreError> {
    let now = now_ms();
    let mut outcomes = vec![Outcome::Done; batch.len()];
    let appends: Vec<usize> = (0..batch.len())
        .filter(|&i| matches!(batch[i], Write::Append { .. }))
        .collect();
    let touched: BTreeSet<&str> = (batch.iter())
        .filter_map(|w| match w {
            Write::Touch { code } => Some(code.as_str()),
            _ => None,
        })
        .collect();
    // Announced to the other servers when the transaction commits (PostgreSQL).
    let mut announce: Vec<String> = Vec::new();
    let mut tx = sqlx::Connection::begin(&mut **conn).await?;
    // Two servers' batches lock the rows of their rooms in one order, the codes' (no
    // deadlock); a multi-row statement alone locks them in whatever order its plan has.
    let rooms: BTreeSet<&str> = batch.iter().filter_map(Write::room).collect();
    if !rooms.is_empty() {
        let sql = format!(
            "SELECT code FROM rooms WHERE code IN ({}) ORDER BY code FOR UPDATE",
            Params::new().list(rooms.len())
        );
        let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
        for code in rooms {
            query = query.bind(code);
        }
        query.fetch_all(&mut *tx).await?;
    }
    for (i, write) in batch.iter().enumerate() {
        match write {
            Write::Create { room, .. } => {
                let inserted = sqlx::query(
                    "INSERT INTO rooms (code, game, spec, seed, created_ms, updated_ms, seq, turn, over)
                     VALUES ($1, $2, $3, $4, $5, $5, 0, $6, $7)",
                )
                .bind(&room.code)
                .bind(&room.game)
                .bind(&room.spec_json)
                .bind(room.seed)
                .bind(now)
                .bind(room.turn)
                .bind(over_for(room.turn))
                .execute(&mut *tx)
                .await;
                match inserted {
                    // A code taken (one chance in 2^60): the batch is undone, and the room
                    // tried alone hears of it.
                    Err(e) if is_unique_violation(&e) => return Err(StoreError::Conflict),
                    other => other?,
                };
                let sql = format!(
                    "INSERT INTO seats (code, seat, person, name, token_hash) VALUES {}",
                    Params::new().rows(
                        room.seats.len(),
                        &["TEXT", "BIGINT", "BIGINT", "TEXT", "TEXT"]
                    )
                );
                // Only placeholders are formatted in; every value is bound.
                let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
                for (seat, (person, hash, name)) in room.seats.iter().enumerate() {
                    query = query
                        .bind(&room.code)
                        .bind(to_i64(seat))
                        .bind(i64::from(*person))
                        .bind(name.as_deref())
                        .bind(hash.as_deref());
                }
                query.execute(&mut *tx).await?;
            }
            Write::Claim { claim, .. } => {
                let claimed = sqlx::query(
                    "UPDATE seats SET token_hash = $1, name = $2
                     WHERE code = $3 AND seat = $4 AND person = 1 AND token_hash IS NULL
                     AND NOT EXISTS (SELECT 1 FROM rooms WHERE code = $3 AND over = 2)",
                )
                .bind(&claim.token_hash)
                .bind(&claim.name)
                .bind(&claim.code)
                .bind(claim.seat)
                .execute(&mut *tx)
                .await;
                let claimed = match claimed {
                    // The token's hash is another seat's (one chance in 2^256).
                    Err(e) if is_unique_violation(&e) => return Err(StoreError::Conflict),
                    other => other?.rows_affected(),
                };
                if claimed == 1 {
                    // A seat taken is the room's activity.
                    sqlx::query("UPDATE rooms SET updated_ms = $1 WHERE code = $2 AND over = 0")
                        .bind(now)
                        .bind(&claim.code)
                        .execute(&mut *tx)
                        .await?;
                    announce.push(claim.code.clone());
                } else {
                    outcomes[i] = Outcome::Refused;
                }
            }
            Write::Append { .. } | Write::Touch { .. } => {}
        }
    }
    if !appends.is_empty() {
        // A common table of the actions, its columns named.
        let mut params = Params::new();
        let rows = params.rows(appends.len(), &["TEXT", "BIGINT", "BIGINT", "BIGINT"]);
        let sql = format!(
            "WITH v (vcode, vseq, vturn, vover) AS (VALUES {rows})
             UPDATE rooms SET seq = seq + 1, turn = v.vturn, over = v.vover, updated_ms = {}
             FROM v WHERE code = v.vcode AND seq = v.vseq AND over = 0
             RETURNING code, seq",
            params.next(None)
        );
        let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
        for &i in &appends {
            let Write::Append {
                code,
                action,
                progress,
                ..
            } = &batch[i]
            else {
                continue;
            };
            let seq = i64::try_from(action.seq).map_err(|_| StoreError::Conflict)?;
            query = query
                .bind(code)
                .bind(seq)
                .bind(progress.turn.map(to_i64))
                .bind(over_for(progress.turn));
        }
        let query = query.bind(now);
        // Each room advanced, with its count after: an action is stored if its room went
        // from its number to the next (two of one room in a batch cannot both be).
        let advanced: HashSet<(String, i64)> = query
            .fetch_all(&mut *tx)
            .await?
            .into_iter()
            .map(|row| Ok::<_, sqlx::Error>((row.try_get::<String, _>(0)?, row.try_get(1)?)))
            .collect::<Result<_, _>>()?;
        let stored: Vec<usize> = (appends.iter().copied())
            .filter(|&i| match &batch[i] {
                Write::Append { code, action, .. } => {
                    advanced.contains(&(code.clone(), action.seq as i64 + 1))
                }
                _ => false,
            })
            .collect();
        for &i in &appends {
            if !stored.contains(&i) {
                outcomes[i] = Outcome::Refused;
            }
        }
        if !stored.is_empty() {
            let sql = format!(
                "INSERT INTO actions (code, seq, seat, action, created_ms) VALUES {}",
                Params::new().rows(
                    stored.len(),
                    &["TEXT", "BIGINT", "BIGINT", "TEXT", "BIGINT"]
                )
            );
            let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
            for &i in &stored {
                let Write::Append { code, action, .. } = &batch[i] else {
                    continue;
                };
                query = query
                    .bind(code)
                    .bind(action.seq as i64)
                    .bind(to_i64(action.seat))
                    .bind(&action.action)
                    .bind(now);
                announce.push(code.clone());
            }
            match query.execute(&mut *tx).await {
                // The rooms' counts and their actions disagree: this batch is undone, and
                // each action tried alone hears of it.
                Err(e) if is_unique_violation(&e) => return Err(StoreError::Conflict),
                other => other?,
            };
        }
    }
    if !touched.is_empty() {
        let mut params = Params::new();
        let sql = format!(
            "UPDATE rooms SET updated_ms = {} WHERE over = 0 AND code IN ({})",
            params.next(None),
            params.list(touched.len())
        );
        let mut query = sqlx::query(sqlx::AssertSqlSafe(sql)).bind(now);
        for code in &touched {
            query = query.bind(*code);
        }
        query.execute(&mut *tx).await?;
    }
    if !announce.is_empty() {
        let mut params = Params::new();
        let sql = format!(
            "SELECT pg_notify({}, code) FROM (VALUES {}) AS n (code)",
            params.next(None),
            params.rows(announce.len(), &["TEXT"])
        );
        let mut query = sqlx::query(sqlx::AssertSqlSafe(sql)).bind(crate::store::CHANNEL);
        for code in &announce {
            query = query.bind(code);
        }
        query.fetch_all(&mut *tx).await?;
    }
    tx.commit().await?;
    Ok(outcomes)
}

#[cfg(test)]
mod tests {
    use super::Params;

    /// The rule: parameters are numbered in the order they are bound.
    #[test]
    fn parameters_are_numbered_in_the_order_they_are_bound() {
        let mut numbered = Params::new();
        assert_eq!(numbered.next(None), "$1");
        assert_eq!(
            numbered.rows(2, &["TEXT", "BIGINT"]),
            "(CAST($2 AS TEXT), CAST($3 AS BIGINT)), (CAST($4 AS TEXT), CAST($5 AS BIGINT))"
        );
        assert_eq!(numbered.list(2), "$6, $7");
    }
}
