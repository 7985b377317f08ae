//! Where rooms live between actions and across restarts: SQLite (one file, the default) or
//! PostgreSQL (shared by several servers). A room's record is its table, its seed and every
//! action in order; replaying it gives the room's state.
//!
//! The SQL is the same for both (`$1` parameters work in both; integers are `BIGINT`, flags
//! 0 or 1), written once and run on either pool by [`on_pool!`]. Queries are plain strings
//! checked at run time, so building needs no database.
//!
//! An action is stored only at the room's next sequence number: the room's row counts its
//! actions and the insert advances it only from the count the server saw (compare and swap),
//! and `(code, seq)` is the actions' primary key. Two servers that both try the same turn
//! therefore never both succeed: the second gets [`StoreError::Conflict`].

use std::collections::HashMap;
use std::path::Path;
use std::str::FromStr;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use online_protocol::TableSpec;
use sqlx::postgres::{PgListener, PgPool, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions};
use sqlx::{Connection, Row};

/// The PostgreSQL channel on which a server announces a room that changed (payload: its code).
pub const CHANNEL: &str = "ivanhoe_rooms";

/// The advisory lock under which servers sharing a PostgreSQL create the tables, one at a
/// time.
const SCHEMA_LOCK: i64 = 0x1A4A_40E5;

const SCHEMA: &[&str] = &[
    "CREATE TABLE IF NOT EXISTS rooms (
        code TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        spec TEXT NOT NULL,
        seed BIGINT NOT NULL,
        created_ms BIGINT NOT NULL,
        updated_ms BIGINT NOT NULL,
        seq BIGINT NOT NULL,
        turn BIGINT,
        over BIGINT NOT NULL
    )",
    "CREATE TABLE IF NOT EXISTS seats (
        code TEXT NOT NULL REFERENCES rooms (code),
        seat BIGINT NOT NULL,
        person BIGINT NOT NULL,
        name TEXT,
        token_hash TEXT UNIQUE,
        PRIMARY KEY (code, seat)
    )",
    "CREATE TABLE IF NOT EXISTS actions (
        code TEXT NOT NULL REFERENCES rooms (code),
        seq BIGINT NOT NULL,
        seat BIGINT NOT NULL,
        action TEXT NOT NULL,
        created_ms BIGINT NOT NULL,
        PRIMARY KEY (code, seq)
    )",
    "CREATE INDEX IF NOT EXISTS rooms_running ON rooms (over)",
];

/// Who is connected where, on PostgreSQL only (on SQLite one server knows it all): each server
/// process's heartbeat, and a row per (room, seat) that at least one of its connections holds.
/// Unlogged: nothing of it needs to outlive a crash of the database (the servers write it again).
/// A server's rows go with it when its heartbeat row is deleted (`ON DELETE CASCADE`).
const PRESENCE_SCHEMA: &[&str] = &[
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

/// Why storage failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// Another server stored that sequence number (or claimed that seat) first.
    #[error("another server changed the room first")]
    Conflict,
    /// The database refused or could not be reached.
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    /// A stored value is not what this server writes.
    #[error("stored room is damaged: {0}")]
    Damaged(String),
    /// The database's address is not one this server knows.
    #[error("unknown database address '{0}' (sqlite:PATH or postgres://...)")]
    UnknownUrl(String),
}

/// A room as stored, with its whole record.
#[derive(Clone, Debug)]
pub struct StoredRoom {
    /// The room's code.
    pub code: String,
    /// What it was created from.
    pub spec: TableSpec,
    /// Its seed.
    pub seed: u64,
    /// Its seats, in order.
    pub seats: Vec<StoredSeat>,
    /// Every action, in order.
    pub actions: Vec<StoredAction>,
}

/// One seat as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredSeat {
    /// A person's seat (else a computer's).
    pub person: bool,
    /// The person's name, once taken.
    pub name: Option<String>,
    /// Whether a person holds its token.
    pub taken: bool,
}

/// One action as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredAction {
    /// Its sequence number (0 for the first).
    pub seq: u64,
    /// The seat that took it.
    pub seat: usize,
    /// The action in the game's notation.
    pub action: String,
}

/// One seat a token opens, with its room's progress.
#[derive(Clone, Debug)]
pub struct TokenSeat {
    /// The room's code.
    pub code: String,
    /// The game's registry name.
    pub game: String,
    /// The seat.
    pub seat: usize,
    /// How many actions were stored.
    pub seq: u64,
    /// The deciding seat, `None` once over.
    pub turn: Option<usize>,
    /// Whether the match is over.
    pub over: bool,
}

/// The progress an action leaves its room at, stored with it (so that listing a player's
/// matches needs no replay).
#[derive(Clone, Copy, Debug)]
pub struct Progress {
    /// The deciding seat after the action, `None` when it ended the match.
    pub turn: Option<usize>,
}

/// A database of rooms.
#[derive(Clone, Debug)]
pub enum Store {
    /// An SQLite file.
    Sqlite(SqlitePool),
    /// A PostgreSQL database, possibly shared with other servers.
    Postgres(PgPool),
}

/// Runs the same code on whichever pool the store has (the SQL is the same for both).
macro_rules! on_pool {
    ($store:expr, $pool:ident => $body:expr) => {
        match $store {
            Store::Sqlite($pool) => $body,
            Store::Postgres($pool) => $body,
        }
    };
}

fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

fn to_i64(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

fn to_usize(n: i64, what: &str) -> Result<usize, StoreError> {
    usize::try_from(n).map_err(|_| StoreError::Damaged(format!("{what} {n}")))
}

/// Creates the database file `path`, if missing, readable and writable by its owner only: it
/// holds every room's seed. SQLite gives its `-wal` and `-shm` files the same permissions.
fn create_private(path: &Path) -> Result<(), StoreError> {
    if path.as_os_str().is_empty() || path == Path::new(":memory:") || path.exists() {
        return Ok(());
    }
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    match options.open(path) {
        Ok(_) => Ok(()),
        // Another server made it just now.
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(()),
        Err(e) => Err(StoreError::Database(sqlx::Error::Io(e))),
    }
}

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

fn is_unique_violation(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::Database(d) if d.is_unique_violation())
}

impl Store {
    /// Opens the database at `url` (`sqlite:PATH`, created if missing, or
    /// `postgres://user@host/db`) and creates its tables if they are missing.
    pub async fn open(url: &str) -> Result<Self, StoreError> {
        let store = if url.starts_with("sqlite:") {
            let options = SqliteConnectOptions::from_str(url)?;
            create_private(options.get_filename())?;
            let options = options
                .create_if_missing(true)
                .journal_mode(SqliteJournalMode::Wal)
                .foreign_keys(true)
                .busy_timeout(Duration::from_secs(5));
            let pool = SqlitePoolOptions::new()
                .max_connections(4)
                .connect_with(options)
                .await?;
            Store::Sqlite(pool)
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            let pool = PgPoolOptions::new()
                .max_connections(8)
                .acquire_timeout(Duration::from_secs(10))
                .connect(url)
                .await?;
            Store::Postgres(pool)
        } else {
            return Err(StoreError::UnknownUrl(url.to_string()));
        };
        store.create_tables().await?;
        Ok(store)
    }

    async fn create_tables(&self) -> Result<(), StoreError> {
        match self {
            Store::Sqlite(pool) => {
                for statement in SCHEMA {
                    sqlx::query(*statement).execute(pool).await?;
                }
            }
            Store::Postgres(pool) => {
                // Servers starting together would race on CREATE ... IF NOT EXISTS.
                let mut conn = pool.acquire().await?;
                sqlx::query("SELECT pg_advisory_lock($1)")
                    .bind(SCHEMA_LOCK)
                    .execute(&mut *conn)
                    .await?;
                let mut result = Ok(());
                for statement in SCHEMA.iter().chain(PRESENCE_SCHEMA) {
                    if let Err(e) = sqlx::query(*statement).execute(&mut *conn).await {
                        result = Err(e);
                        break;
                    }
                }
                sqlx::query("SELECT pg_advisory_unlock($1)")
                    .bind(SCHEMA_LOCK)
                    .execute(&mut *conn)
                    .await?;
                result?;
            }
        }
        Ok(())
    }

    /// Whether other servers may share this database (PostgreSQL).
    pub fn is_shared(&self) -> bool {
        matches!(self, Store::Postgres(_))
    }

    /// Stores a new room with its seats, the creator holding `creator` (seat, token hash,
    /// name). [`StoreError::Conflict`] when the code is taken.
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
        let now = now_ms();
        on_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            let inserted = sqlx::query(
                "INSERT INTO rooms (code, game, spec, seed, created_ms, updated_ms, seq, turn, over)
                 VALUES ($1, $2, $3, $4, $5, $5, 0, $6, $7)",
            )
            .bind(code)
            .bind(&spec.game)
            .bind(&spec_json)
            .bind(seed as i64)
            .bind(now)
            .bind(turn.map(to_i64))
            .bind(i64::from(turn.is_none()))
            .execute(&mut *tx)
            .await;
            match inserted {
                Err(e) if is_unique_violation(&e) => return Err(StoreError::Conflict),
                other => other?,
            };
            for (seat, who) in spec.seats.iter().enumerate() {
                let person = *who == online_protocol::SeatSpec::Person;
                let (hash, name) = if seat == creator.0 {
                    (Some(creator.1), Some(creator.2))
                } else {
                    (None, None)
                };
                sqlx::query(
                    "INSERT INTO seats (code, seat, person, name, token_hash) VALUES ($1, $2, $3, $4, $5)",
                )
                .bind(code)
                .bind(to_i64(seat))
                .bind(i64::from(person))
                .bind(name)
                .bind(hash)
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await?;
        });
        Ok(())
    }

    /// Gives the person seat `seat` of room `code` to the holder of the token whose hash is
    /// `token_hash`, if nobody holds it yet; `false` when it is taken (or not a person's).
    pub async fn claim_seat(
        &self,
        code: &str,
        seat: usize,
        token_hash: &str,
        name: &str,
    ) -> Result<bool, StoreError> {
        let done = on_pool!(self, pool => {
            sqlx::query(
                "UPDATE seats SET token_hash = $1, name = $2
                 WHERE code = $3 AND seat = $4 AND person = 1 AND token_hash IS NULL",
            )
            .bind(token_hash)
            .bind(name)
            .bind(code)
            .bind(to_i64(seat))
            .execute(pool)
            .await?
            .rows_affected()
        });
        if done == 1 {
            self.announce(code).await?;
        }
        Ok(done == 1)
    }

    /// Stores action `seq` of room `code`, taken by `seat`, if the room has exactly `seq`
    /// actions stored; [`StoreError::Conflict`] otherwise (another server took that turn).
    /// Other servers hear of it on [`CHANNEL`].
    pub async fn append_action(
        &self,
        code: &str,
        action: &StoredAction,
        progress: Progress,
    ) -> Result<(), StoreError> {
        let seq = i64::try_from(action.seq).map_err(|_| StoreError::Conflict)?;
        let now = now_ms();
        let shared = self.is_shared();
        on_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            let advanced = sqlx::query(
                "UPDATE rooms SET seq = seq + 1, turn = $1, over = $2, updated_ms = $3
                 WHERE code = $4 AND seq = $5",
            )
            .bind(progress.turn.map(to_i64))
            .bind(i64::from(progress.turn.is_none()))
            .bind(now)
            .bind(code)
            .bind(seq)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if advanced != 1 {
                return Err(StoreError::Conflict);
            }
            let inserted = sqlx::query(
                "INSERT INTO actions (code, seq, seat, action, created_ms) VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(code)
            .bind(seq)
            .bind(to_i64(action.seat))
            .bind(&action.action)
            .bind(now)
            .execute(&mut *tx)
            .await;
            match inserted {
                Err(e) if is_unique_violation(&e) => return Err(StoreError::Conflict),
                other => other?,
            };
            if shared {
                // Delivered to the listeners when the transaction commits, not before.
                sqlx::query("SELECT pg_notify($1, $2)")
                    .bind(CHANNEL)
                    .bind(code)
                    .execute(&mut *tx)
                    .await?;
            }
            tx.commit().await?;
        });
        Ok(())
    }

    /// Tells the other servers sharing the database that room `code` changed (nothing to do
    /// on SQLite, which one server owns).
    pub async fn announce(&self, code: &str) -> Result<(), StoreError> {
        if let Store::Postgres(pool) = self {
            sqlx::query("SELECT pg_notify($1, $2)")
                .bind(CHANNEL)
                .bind(code)
                .execute(pool)
                .await?;
        }
        Ok(())
    }

    /// The room `code` with its whole record, if there is one.
    pub async fn load_room(&self, code: &str) -> Result<Option<StoredRoom>, StoreError> {
        let row = on_pool!(self, pool => {
            sqlx::query("SELECT spec, seed FROM rooms WHERE code = $1")
                .bind(code)
                .fetch_optional(pool)
                .await?
                .map(|row| -> Result<(String, i64), sqlx::Error> {
                    Ok((row.try_get("spec")?, row.try_get("seed")?))
                })
                .transpose()?
        });
        let Some((spec, seed)) = row else {
            return Ok(None);
        };
        let spec: TableSpec =
            serde_json::from_str(&spec).map_err(|e| StoreError::Damaged(e.to_string()))?;
        Ok(Some(StoredRoom {
            code: code.to_string(),
            spec,
            seed: seed as u64,
            seats: self.seats(code).await?,
            actions: self.actions_from(code, 0).await?,
        }))
    }

    /// The seats of room `code`, in order.
    pub async fn seats(&self, code: &str) -> Result<Vec<StoredSeat>, StoreError> {
        let rows = on_pool!(self, pool => {
            sqlx::query(
                "SELECT person, name, token_hash IS NOT NULL AS taken FROM seats
                 WHERE code = $1 ORDER BY seat",
            )
            .bind(code)
            .fetch_all(pool)
            .await?
            .into_iter()
            .map(|row| -> Result<StoredSeat, sqlx::Error> {
                Ok(StoredSeat {
                    person: row.try_get::<i64, _>("person")? == 1,
                    name: row.try_get("name")?,
                    taken: row.try_get::<bool, _>("taken")?,
                })
            })
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
            sqlx::query("SELECT seq, seat, action FROM actions WHERE code = $1 AND seq >= $2 ORDER BY seq")
                .bind(code)
                .bind(from)
                .fetch_all(pool)
                .await?
                .into_iter()
                .map(|row| -> Result<(i64, i64, String), sqlx::Error> {
                    Ok((row.try_get("seq")?, row.try_get("seat")?, row.try_get("action")?))
                })
                .collect::<Result<Vec<_>, _>>()?
        });
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

    /// The codes of every room whose match is not over.
    pub async fn running_rooms(&self) -> Result<Vec<String>, StoreError> {
        let codes = on_pool!(self, pool => {
            sqlx::query("SELECT code FROM rooms WHERE over = 0 ORDER BY created_ms")
                .fetch_all(pool)
                .await?
                .into_iter()
                .map(|row| row.try_get::<String, _>("code"))
                .collect::<Result<Vec<_>, _>>()?
        });
        Ok(codes)
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
                    over: over != 0,
                };
                Ok((hash, seat))
            })
            .collect()
    }

    /// Listens for the rooms other servers change ([`CHANNEL`]); `None` on SQLite.
    pub async fn listener(&self) -> Result<Option<PgListener>, StoreError> {
        match self {
            Store::Sqlite(_) => Ok(None),
            Store::Postgres(pool) => {
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
        let Store::Postgres(pool) = self else {
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
        let Store::Postgres(pool) = self else {
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
        let Store::Postgres(pool) = self else {
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
        let Store::Postgres(pool) = self else {
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

    /// Checks that the database answers.
    pub async fn ping(&self) -> Result<(), StoreError> {
        on_pool!(self, pool => {
            let mut conn = pool.acquire().await?;
            conn.ping().await?;
        });
        Ok(())
    }
}
