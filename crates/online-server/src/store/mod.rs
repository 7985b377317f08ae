//! Where rooms live between actions and across restarts: SQLite (one file, the default) or
//! PostgreSQL (shared by several servers). A room's record is its table, its seed and every
//! action in order; replaying it gives the room's state.
//!
//! The SQL is the same for both (`$1` parameters work in both; integers are `BIGINT`, flags
//! 0 or 1), written once and run on either pool by [`on_pool!`]. Queries are plain strings
//! checked at run time, so building needs no database.
//!
//! An action is stored only at the room's next sequence number, while the room runs: the
//! room's row counts its actions and the insert advances it only from the count the server
//! saw (compare and swap), and `(code, seq)` is the actions' primary key. Two servers that
//! both try the same turn therefore never both succeed: the second gets
//! [`StoreError::Conflict`].
//!
//! - [`rooms`]: a room's record: created, seats claimed, actions appended, loaded.
//! - [`lifetimes`]: rooms that end when abandoned, and finished rooms removed in time.
//! - [`shared`]: what only PostgreSQL does: announcements and presence across servers.
//! - [`leases`]: which server runs each room, on PostgreSQL.

use std::path::Path;
use std::str::FromStr;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use online_protocol::TableSpec;
use sqlx::Connection;
use sqlx::postgres::{PgPool, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions};

/// Runs the same code on whichever pool the store has (the SQL is the same for both).
macro_rules! on_pool {
    (@pool $pools:expr, $pool:ident => $body:expr) => {
        match $pools {
            Pool::Sqlite($pool) => $body,
            Pool::Postgres($pool) => $body,
        }
    };
    ($store:expr, $pool:ident => $body:expr) => {
        match &$store.pool {
            Pool::Sqlite($pool) => $body,
            Pool::Postgres($pool) => $body,
        }
    };
}

mod commit;
pub mod leases;
pub mod lifetimes;
pub mod rooms;
pub mod shared;

pub use shared::CHANNEL;

/// The advisory lock under which servers sharing a PostgreSQL create the tables, one at a
/// time.
const SCHEMA_LOCK: i64 = 0x1A4A_40E5;

/// `rooms.over`: the match goes on.
const RUNNING: i64 = 0;
/// `rooms.over`: the match reached its outcome.
const FINISHED: i64 = 1;
/// `rooms.over`: the room ended without an outcome, abandoned ([`lifetimes`]). Any value but
/// [`RUNNING`] reads as over to what lists matches, as servers before it read it.
const ABANDONED: i64 = 2;

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
    // `rooms_by_age` serves every look-up by state: a second index on `over` alone cost each
    // action one more index entry moved (docs/PERFORMANCE.md). Dropped where an older server
    // made it.
    "DROP INDEX IF EXISTS rooms_running",
    // The sweeps ([`lifetimes`]) look for the rooms of one state untouched the longest.
    "CREATE INDEX IF NOT EXISTS rooms_by_age ON rooms (over, updated_ms)",
];

/// Why storage failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// Another server stored that sequence number (or claimed that seat) first, or the room
    /// ended meanwhile.
    #[error("another server changed the room first")]
    Conflict,
    /// The database refused or could not be reached.
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    /// The SQLite file refused the committer ([`commit`]'s own connection).
    #[error("database: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// The SQLite database is in memory: it would lose every room when the server stops.
    #[error("the SQLite database '{0}' is not a file: give one (sqlite:PATH)")]
    NotAFile(String),
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
    /// Whether it ended abandoned ([`lifetimes`]).
    pub abandoned: bool,
    /// Whether it still runs (neither finished nor abandoned).
    pub running: bool,
    /// When it last changed (an action, a seat taken, a person's connection), in
    /// milliseconds since 1970.
    pub updated_ms: i64,
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
    /// Whether the match is over (or the room ended without an outcome).
    pub over: bool,
}

/// The progress an action leaves its room at, stored with it (so that listing a player's
/// matches needs no replay).
#[derive(Clone, Copy, Debug)]
pub struct Progress {
    /// The deciding seat after the action, `None` when it ended the match.
    pub turn: Option<usize>,
}

/// A database of rooms, and the task that commits their actions ([`commit`]).
#[derive(Clone, Debug)]
pub struct Store {
    pool: Pool,
    commits: commit::Committer,
}

/// Where the rooms are.
#[derive(Clone, Debug)]
enum Pool {
    /// An SQLite file.
    Sqlite(SqlitePool),
    /// A PostgreSQL database, possibly shared with other servers.
    Postgres(PgPool),
}

/// Milliseconds since 1970 by this machine's clock: what `created_ms` and `updated_ms` hold.
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// The time `age` before now, in milliseconds since 1970 (0 at the most).
pub fn ms_ago(age: Duration) -> i64 {
    now_ms().saturating_sub(i64::try_from(age.as_millis()).unwrap_or(i64::MAX))
}

fn to_i64(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

fn to_usize(n: i64, what: &str) -> Result<usize, StoreError> {
    usize::try_from(n).map_err(|_| StoreError::Damaged(format!("{what} {n}")))
}

/// Creates the database file `path`, if missing, readable and writable by its owner only: it
/// holds every room's seed. SQLite gives its `-wal` and `-shm` files the same permissions. A
/// `file:` name is a URI for SQLite to read (sqlx names a database in memory so), not a path.
fn create_private(path: &Path) -> Result<(), StoreError> {
    let uri = path.to_str().is_some_and(|p| p.starts_with("file:"));
    if uri || path.as_os_str().is_empty() || path == Path::new(":memory:") || path.exists() {
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

fn is_unique_violation(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::Database(d) if d.is_unique_violation())
}

impl Store {
    /// Opens the database at `url` (`sqlite:PATH`, created if missing, or
    /// `postgres://user@host/db`) and creates its tables if they are missing; its committer
    /// runs on the current runtime.
    pub async fn open(url: &str) -> Result<Self, StoreError> {
        let pool = if url.starts_with("sqlite:") {
            let options = SqliteConnectOptions::from_str(url)?;
            create_private(options.get_filename())?;
            let options = options
                .create_if_missing(true)
                .journal_mode(SqliteJournalMode::Wal)
                // A batch's multi-row statements keep a statement journal (to undo one
                // statement alone); in a temporary file it was about a fourteenth of the
                // server's CPU (docs/PERFORMANCE.md). It holds one statement's pages at most.
                .pragma("temp_store", "memory")
                .foreign_keys(true)
                .busy_timeout(Duration::from_secs(5));
            let pool = SqlitePoolOptions::new()
                .max_connections(4)
                .connect_with(options)
                .await?;
            Pool::Sqlite(pool)
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            let pool = PgPoolOptions::new()
                .max_connections(8)
                .acquire_timeout(Duration::from_secs(10))
                .connect(url)
                .await?;
            Pool::Postgres(pool)
        } else {
            return Err(StoreError::UnknownUrl(url.to_string()));
        };
        create_tables(&pool).await?;
        let commits = match &pool {
            Pool::Sqlite(sqlite) => {
                // The file SQLite opened, as it names it.
                let file: String =
                    sqlx::query_scalar("SELECT file FROM pragma_database_list WHERE name = 'main'")
                        .fetch_one(sqlite)
                        .await?;
                if file.is_empty() {
                    return Err(StoreError::NotAFile(url.to_string()));
                }
                commit::Committer::start_sqlite(file.into())?
            }
            Pool::Postgres(postgres) => commit::Committer::start_postgres(postgres.clone()),
        };
        Ok(Self { pool, commits })
    }
}

async fn create_tables(pool: &Pool) -> Result<(), StoreError> {
    match pool {
        Pool::Sqlite(pool) => {
            for statement in SCHEMA {
                sqlx::query(*statement).execute(pool).await?;
            }
        }
        Pool::Postgres(pool) => {
            // Servers starting together would race on CREATE ... IF NOT EXISTS.
            let mut conn = pool.acquire().await?;
            sqlx::query("SELECT pg_advisory_lock($1)")
                .bind(SCHEMA_LOCK)
                .execute(&mut *conn)
                .await?;
            let mut result = Ok(());
            for statement in (SCHEMA.iter())
                .chain(shared::PRESENCE_SCHEMA)
                .chain(leases::LEASE_SCHEMA)
            {
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

impl Store {
    /// Whether other servers may share this database (PostgreSQL).
    pub fn is_shared(&self) -> bool {
        matches!(self.pool, Pool::Postgres(_))
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
