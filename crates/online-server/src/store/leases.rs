//! Which server runs each room, when several share one PostgreSQL ([`crate::lease`] says what
//! running a room means and when leases are taken). A lease is a row: the room, the server
//! holding it, and when it expires by the database's clock (so the servers' clocks do not
//! matter). It is taken only when there is none, it expired, or its holder takes it again:
//! one statement decides, under the row's lock, so two servers never both hold it. On SQLite,
//! which one server owns, every room is this server's and nothing here runs.

use std::time::Duration;

use sqlx::Row;

use super::{Pool, Store, StoreError};

/// Unlogged: a crash of the database empties it, which frees every lease at once; each
/// holder's next renewal then finds its rows gone and takes them again (or another server
/// does first, and the first one stops running those rooms).
pub(super) const LEASE_SCHEMA: &[&str] = &[
    "CREATE UNLOGGED TABLE IF NOT EXISTS leases (
        code TEXT PRIMARY KEY,
        server TEXT NOT NULL,
        expires TIMESTAMPTZ NOT NULL
    )",
    "CREATE INDEX IF NOT EXISTS leases_server ON leases (server)",
];

/// A running room whose lease another server holds, unexpired, is that server's to end: the
/// sweeps of the others leave it ([`super::lifetimes`]). `$me` is the sweeping server's id.
pub(super) fn leased_elsewhere(code_column: &str, me: &str) -> String {
    format!(
        "NOT EXISTS (SELECT 1 FROM leases WHERE leases.code = {code_column}
         AND leases.server <> {me} AND leases.expires > now())"
    )
}

impl Store {
    /// Takes or renews, for server `id` and for `ttl` from now, the leases of the rooms `codes`
    /// (each once) that have none, whose lease expired, or that `id` holds already: those it
    /// holds now, in one statement. On SQLite every room is this server's.
    pub async fn take_leases(
        &self,
        id: &str,
        codes: &[String],
        ttl: Duration,
    ) -> Result<Vec<String>, StoreError> {
        let Pool::Postgres(pool) = &self.pool else {
            return Ok(codes.to_vec());
        };
        if codes.is_empty() {
            return Ok(Vec::new());
        }
        sqlx::query(
            "INSERT INTO leases (code, server, expires)
             SELECT code, $1, now() + make_interval(secs => $3)
             FROM unnest($2::text[]) AS wanted (code)
             ON CONFLICT (code) DO UPDATE SET server = EXCLUDED.server, expires = EXCLUDED.expires
             WHERE leases.server = EXCLUDED.server OR leases.expires <= now()
             RETURNING code",
        )
        .bind(id)
        .bind(codes)
        .bind(ttl.as_secs_f64())
        .fetch_all(pool)
        .await?
        .into_iter()
        .map(|row| row.try_get::<String, _>("code").map_err(StoreError::from))
        .collect()
    }

    /// Gives up server `id`'s leases of the rooms `codes` (they left its memory): another
    /// server may take them at once. Nothing on SQLite.
    pub async fn release_leases(&self, id: &str, codes: &[String]) -> Result<(), StoreError> {
        let Pool::Postgres(pool) = &self.pool else {
            return Ok(());
        };
        if codes.is_empty() {
            return Ok(());
        }
        sqlx::query("DELETE FROM leases WHERE server = $1 AND code = ANY($2)")
            .bind(id)
            .bind(codes)
            .execute(pool)
            .await?;
        Ok(())
    }

    /// The server holding the unexpired lease of room `code`, if any (`None` on SQLite).
    pub async fn lease_holder(&self, code: &str) -> Result<Option<String>, StoreError> {
        let Pool::Postgres(pool) = &self.pool else {
            return Ok(None);
        };
        let row = sqlx::query("SELECT server FROM leases WHERE code = $1 AND expires > now()")
            .bind(code)
            .fetch_optional(pool)
            .await?;
        Ok(row.map(|row| row.try_get("server")).transpose()?)
    }
}
