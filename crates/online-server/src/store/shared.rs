//! What only PostgreSQL does, for the servers sharing it: rooms announced as they change, and
//! who is connected where ([`crate::presence`]). On SQLite, which one server owns, each of
//! these does nothing.

use std::time::Duration;

use sqlx::Row;
use sqlx::postgres::PgListener;

use super::{Pool, Store, StoreError, to_i64, to_usize};

/// The PostgreSQL channel on which a server announces a room that changed (payload: its code).
pub const CHANNEL: &str = "ivanhoe_rooms";

/// Who is connected where, on PostgreSQL only (on SQLite one server knows it all): each server
/// process's heartbeat, and a row per (room, seat) that at least one of its connections holds.
/// Unlogged: nothing of it needs to outlive a crash of the database (the servers write it again).
/// A server's rows go with it when its heartbeat row is deleted (`ON DELETE CASCADE`).
pub(super) const PRESENCE_SCHEMA: &[&str] = &[
    "CREATE UNLOGGED TABLE IF NOT EXISTS servers (
        id TEXT PRIMARY KEY,
        seen TIMESTAMPTZ NOT NULL
    )",
    "CREATE UNLOGGED TABLE IF NOT EXISTS presence (
        server TEXT NOT NULL REFERENCES servers (id) ON DELETE CASCADE,
        code TEXT NOT NULL,
        seat BIGINT NOT NULL,
        PRIMARY KEY (server, code, seat)
    )",
    "CREATE INDEX IF NOT EXISTS presence_room ON presence (code)",
];

/// Announces each room of `codes` on [`CHANNEL`], delivered when the transaction commits.
async fn notify_rooms<'a>(
    tx: &mut sqlx::Transaction<'_, sqlx::Postgres>,
    codes: impl IntoIterator<Item = &'a String>,
) -> Result<(), StoreError> {
    for code in codes {
        sqlx::query("SELECT pg_notify($1, $2)")
            .bind(CHANNEL)
            .bind(code)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

impl Store {
    /// Tells the other servers sharing the database that room `code` changed (nothing to do
    /// on SQLite, which one server owns).
    pub async fn announce(&self, code: &str) -> Result<(), StoreError> {
        if let Pool::Postgres(pool) = &self.pool {
            sqlx::query("SELECT pg_notify($1, $2)")
                .bind(CHANNEL)
                .bind(code)
                .execute(pool)
                .await?;
        }
        Ok(())
    }

    /// Listens for the rooms other servers change ([`CHANNEL`]); `None` on SQLite.
    pub async fn listener(&self) -> Result<Option<PgListener>, StoreError> {
        match &self.pool {
            Pool::Sqlite(_) => Ok(None),
            Pool::Postgres(pool) => {
                let mut listener = PgListener::connect_with(pool).await?;
                listener.listen(CHANNEL).await?;
                Ok(Some(listener))
            }
        }
    }

    /// The heartbeat of server `id` (PostgreSQL only): `true` when its row was there, `false`
    /// when it was (re)created just now, its presence rows gone with the old one (first beat,
    /// or another server expired it: it was silent too long), so that it writes them again.
    pub async fn beat(&self, id: &str) -> Result<bool, StoreError> {
        let Pool::Postgres(pool) = &self.pool else {
            return Ok(true);
        };
        let updated = sqlx::query("UPDATE servers SET seen = now() WHERE id = $1")
            .bind(id)
            .execute(pool)
            .await?
            .rows_affected();
        if updated == 1 {
            return Ok(true);
        }
        sqlx::query(
            "INSERT INTO servers (id, seen) VALUES ($1, now())
             ON CONFLICT (id) DO UPDATE SET seen = now()",
        )
        .bind(id)
        .execute(pool)
        .await?;
        Ok(false)
    }

    /// Deletes the servers whose last heartbeat is older than `older_than` (by the database's
    /// clock), with their presence rows, and announces the rooms those rows named: the rooms'
    /// holders see those seats drop (unless another server holds them too). Returns those
    /// rooms' codes. Nothing on SQLite.
    pub async fn expire_servers(&self, older_than: Duration) -> Result<Vec<String>, StoreError> {
        let Pool::Postgres(pool) = &self.pool else {
            return Ok(Vec::new());
        };
        let secs = older_than.as_secs_f64();
        let mut tx = pool.begin().await?;
        let codes = sqlx::query(
            "SELECT DISTINCT p.code FROM presence p JOIN servers s ON s.id = p.server
             WHERE s.seen < now() - make_interval(secs => $1)",
        )
        .bind(secs)
        .fetch_all(&mut *tx)
        .await?
        .into_iter()
        .map(|row| row.try_get::<String, _>("code"))
        .collect::<Result<Vec<_>, _>>()?;
        sqlx::query("DELETE FROM servers WHERE seen < now() - make_interval(secs => $1)")
            .bind(secs)
            .execute(&mut *tx)
            .await?;
        notify_rooms(&mut tx, &codes).await?;
        tx.commit().await?;
        Ok(codes)
    }

    /// Writes server `id`'s presence rows (PostgreSQL only): `add` and `remove` (room, seat)
    /// rows, or with `rewrite` every row of the server deleted first (after a failed write, or
    /// once its heartbeat row was expired) and `add` holding all it has. Each room touched is
    /// announced on [`CHANNEL`] when the transaction commits.
    pub async fn write_presence(
        &self,
        id: &str,
        rewrite: bool,
        add: &[(String, usize)],
        remove: &[(String, usize)],
    ) -> Result<(), StoreError> {
        let Pool::Postgres(pool) = &self.pool else {
            return Ok(());
        };
        let mut tx = pool.begin().await?;
        let mut touched = std::collections::BTreeSet::new();
        if rewrite {
            let gone = sqlx::query("DELETE FROM presence WHERE server = $1 RETURNING code")
                .bind(id)
                .fetch_all(&mut *tx)
                .await?;
            for row in gone {
                touched.insert(row.try_get::<String, _>("code")?);
            }
        }
        for (code, seat) in remove {
            sqlx::query("DELETE FROM presence WHERE server = $1 AND code = $2 AND seat = $3")
                .bind(id)
                .bind(code)
                .bind(to_i64(*seat))
                .execute(&mut *tx)
                .await?;
            touched.insert(code.clone());
        }
        for (code, seat) in add {
            sqlx::query(
                "INSERT INTO presence (server, code, seat) VALUES ($1, $2, $3)
                 ON CONFLICT DO NOTHING",
            )
            .bind(id)
            .bind(code)
            .bind(to_i64(*seat))
            .execute(&mut *tx)
            .await?;
            touched.insert(code.clone());
        }
        notify_rooms(&mut tx, &touched).await?;
        tx.commit().await?;
        Ok(())
    }

    /// The seats of room `code` that connections to other servers than `id` hold now (as
    /// those servers last wrote; PostgreSQL only, none on SQLite).
    pub async fn presence_elsewhere(&self, code: &str, id: &str) -> Result<Vec<usize>, StoreError> {
        let Pool::Postgres(pool) = &self.pool else {
            return Ok(Vec::new());
        };
        sqlx::query("SELECT DISTINCT seat FROM presence WHERE code = $1 AND server <> $2")
            .bind(code)
            .bind(id)
            .fetch_all(pool)
            .await?
            .into_iter()
            .map(|row| to_usize(row.try_get::<i64, _>("seat")?, "seat"))
            .collect()
    }
}
