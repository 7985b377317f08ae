//! Rooms that come and go. A running room that nobody acts in and no person is connected to
//! for long is abandoned: it ends without an outcome (`over` = [`ABANDONED`]). A room that
//! ended (finished or abandoned) is kept for its replay for a while, then removed with its
//! seats and actions. Both times are the server's ([`crate::Limits`]); a room's `updated_ms`
//! is its last activity: an action, a seat taken, a person's connection coming or going, or a
//! sweep that found a person still connected ([`Store::touch`]).

use sqlx::Row;

use super::{ABANDONED, Pool, RUNNING, Store, StoreError, leases, now_ms};

/// The most rooms one sweep looks at: a sweep is a few short statements, never one long one
/// over a whole table of rooms; what is left waits for the next sweep.
pub const SWEEP_BATCH: i64 = 256;

impl Store {
    /// Notes activity in the running room `code` now: a person's connection came or went, or
    /// one is still there. With the next group commit ([`super::commit`]), without waiting for
    /// it: a failure is logged.
    pub fn touch(&self, code: &str) {
        self.commits.touch(code);
    }

    /// Running rooms untouched since `before_ms`, the longest untouched first, at most
    /// [`SWEEP_BATCH`]: those that may be abandoned.
    pub async fn untouched_rooms(&self, before_ms: i64) -> Result<Vec<String>, StoreError> {
        let codes = on_pool!(self, pool => {
            sqlx::query(
                "SELECT code FROM rooms WHERE over = $1 AND updated_ms < $2
                 ORDER BY updated_ms LIMIT $3",
            )
            .bind(RUNNING)
            .bind(before_ms)
            .bind(SWEEP_BATCH)
            .fetch_all(pool)
            .await?
            .into_iter()
            .map(|row| row.try_get::<String, _>("code"))
            .collect::<Result<Vec<_>, _>>()?
        });
        Ok(codes)
    }

    /// Ends the running room `code` as abandoned if it is still untouched since `before_ms`
    /// (and, on PostgreSQL, no server has a person connected to it and no server but `me`
    /// holds its lease): whether it did. The compare in the statement itself settles a race
    /// with an action or a connection. Its `updated_ms` becomes now: the time it is kept for
    /// its replay starts at its end.
    pub async fn end_abandoned(
        &self,
        code: &str,
        before_ms: i64,
        me: &str,
    ) -> Result<bool, StoreError> {
        let ended = match &self.pool {
            Pool::Sqlite(pool) => sqlx::query(
                "UPDATE rooms SET over = $1, turn = NULL, updated_ms = $2
                 WHERE code = $3 AND over = $4 AND updated_ms < $5",
            )
            .bind(ABANDONED)
            .bind(now_ms())
            .bind(code)
            .bind(RUNNING)
            .bind(before_ms)
            .execute(pool)
            .await?
            .rows_affected(),
            Pool::Postgres(pool) => {
                let sql = format!(
                    "UPDATE rooms SET over = $1, turn = NULL, updated_ms = $2
                     WHERE code = $3 AND over = $4 AND updated_ms < $5
                     AND NOT EXISTS (SELECT 1 FROM presence WHERE presence.code = $3)
                     AND {}",
                    leases::leased_elsewhere("$3", "$6")
                );
                // Only numbered placeholders are formatted in; every value is bound.
                sqlx::query(sqlx::AssertSqlSafe(sql))
                    .bind(ABANDONED)
                    .bind(now_ms())
                    .bind(code)
                    .bind(RUNNING)
                    .bind(before_ms)
                    .bind(me)
                    .execute(pool)
                    .await?
                    .rows_affected()
            }
        };
        if ended == 1 {
            self.announce(code).await?;
        }
        Ok(ended == 1)
    }

    /// Removes up to [`SWEEP_BATCH`] rooms that ended (finished or abandoned) before
    /// `before_ms`, with their seats and actions (and, on PostgreSQL, their leases; a room
    /// whose lease a server other than `me` holds is left to it), in one transaction: their
    /// codes.
    pub async fn remove_ended(&self, before_ms: i64, me: &str) -> Result<Vec<String>, StoreError> {
        let shared = self.is_shared();
        let select = if shared {
            format!(
                "SELECT code FROM rooms WHERE over <> $1 AND updated_ms < $2 AND {}
                 ORDER BY updated_ms LIMIT $3",
                leases::leased_elsewhere("rooms.code", "$4")
            )
        } else {
            "SELECT code FROM rooms WHERE over <> $1 AND updated_ms < $2
             ORDER BY updated_ms LIMIT $3"
                .to_string()
        };
        let codes = on_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            let mut query = sqlx::query(sqlx::AssertSqlSafe(select.as_str()))
                .bind(RUNNING)
                .bind(before_ms)
                .bind(SWEEP_BATCH);
            if shared {
                query = query.bind(me);
            }
            let codes = query
            .fetch_all(&mut *tx)
            .await?
            .into_iter()
            .map(|row| row.try_get::<String, _>("code"))
            .collect::<Result<Vec<_>, _>>()?;
            let leases: &[&str] = if shared {
                &["DELETE FROM leases WHERE code = $1"]
            } else {
                &[]
            };
            for code in &codes {
                for sql in [
                    "DELETE FROM actions WHERE code = $1",
                    "DELETE FROM seats WHERE code = $1",
                    "DELETE FROM rooms WHERE code = $1",
                ]
                .iter()
                .chain(leases)
                {
                    sqlx::query(*sql).bind(code).execute(&mut *tx).await?;
                }
            }
            tx.commit().await?;
            codes
        });
        Ok(codes)
    }
}
