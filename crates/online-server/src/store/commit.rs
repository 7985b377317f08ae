//! Group commit: every write of a room that happens as people play (an action, a room created,
//! a seat claimed, a person's connection coming or going) goes to one task, which stores
//! whatever has come in since its last commit in one transaction, with one sync to disk, and
//! answers each writer once that transaction is committed. An action is still stored before
//! anyone sees it (its room waits for the answer); what changes is that a hundred rooms acting
//! at once pay for one commit, not a hundred in a row. One room never has two actions waiting
//! (it waits under its lock), so a batch holds at most one action per room.
//!
//! A batch's actions take two statements whatever their number (sqlx runs each SQLite
//! statement on a thread of its own, a round trip between threads: the cost the profile showed,
//! docs/PERFORMANCE.md): one `UPDATE ... FROM (VALUES ...) RETURNING` advances the rooms whose
//! count is still what each action's server saw, one multi-row `INSERT` stores those actions.
//! Each action keeps its own compare and swap: one that finds its room moved on (another
//! server's action, or the room ended) is answered [`StoreError::Conflict`] and the others of
//! its batch are stored all the same. If the batch's transaction fails as a whole, each of its
//! writes is tried again alone, so one bad write costs only itself.

use std::collections::{BTreeSet, HashSet};

use sqlx::pool::PoolConnection;
use sqlx::{Postgres, Row, Sqlite};
use tokio::sync::{mpsc, oneshot};

use super::{
    FINISHED, Pool, Progress, RUNNING, StoreError, StoredAction, is_unique_violation, now_ms,
    to_i64,
};

/// The most writes one transaction stores; more wait for the next. 1,024 actions bind 5,120
/// values, under SQLite's limit of 32,766 and PostgreSQL's of 65,535.
const MAX_BATCH: usize = 1024;

/// A room to create, with its seats.
pub(super) struct NewRoom {
    pub(super) code: String,
    pub(super) game: String,
    pub(super) spec_json: String,
    pub(super) seed: i64,
    pub(super) turn: Option<i64>,
    /// Each seat: a person's (else a computer's), and the creator's token hash and name.
    pub(super) seats: Vec<(bool, Option<String>, Option<String>)>,
}

/// A seat to give to a token's holder, if nobody holds it.
pub(super) struct Claim {
    pub(super) code: String,
    pub(super) seat: i64,
    pub(super) token_hash: String,
    pub(super) name: String,
}

/// One write waiting to be stored, and where its answer goes.
enum Write {
    Append {
        code: String,
        action: StoredAction,
        progress: Progress,
        answer: oneshot::Sender<Result<(), StoreError>>,
    },
    Create {
        room: NewRoom,
        answer: oneshot::Sender<Result<(), StoreError>>,
    },
    Claim {
        claim: Claim,
        answer: oneshot::Sender<Result<bool, StoreError>>,
    },
    /// A person's connection came or went in the running room: its activity, unanswered.
    Touch { code: String },
}

/// What became of one write of a committed batch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    /// Stored (a seat: claimed).
    Done,
    /// Not stored: its room moved on, or (a seat) somebody holds it.
    Refused,
}

impl Write {
    /// The room whose row it locks, if it locks one that exists already.
    fn room(&self) -> Option<&str> {
        match self {
            Write::Append { code, .. } | Write::Touch { code } => Some(code),
            Write::Claim { claim, .. } => Some(&claim.code),
            Write::Create { .. } => None,
        }
    }

    fn answer(self, result: Result<Outcome, StoreError>) {
        match self {
            Write::Append { answer, .. } | Write::Create { answer, .. } => {
                let _ = answer.send(match result {
                    Ok(Outcome::Done) => Ok(()),
                    Ok(Outcome::Refused) => Err(StoreError::Conflict),
                    Err(e) => Err(e),
                });
            }
            Write::Claim { answer, .. } => {
                let _ = answer.send(result.map(|o| o == Outcome::Done));
            }
            Write::Touch { code } => {
                if let Err(e) = result {
                    tracing::warn!(room = %code, "noting activity: {e}");
                }
            }
        }
    }
}

/// The way to the committing task.
#[derive(Clone, Debug)]
pub(super) struct Committer {
    writes: mpsc::UnboundedSender<Write>,
}

fn stopped() -> StoreError {
    StoreError::Database(sqlx::Error::PoolClosed)
}

impl Committer {
    /// Starts the committing task on `pool`, on the current runtime.
    pub(super) fn start(pool: Pool) -> Self {
        let (writes, waiting) = mpsc::unbounded_channel();
        tokio::spawn(run(pool, waiting));
        Self { writes }
    }

    /// Stores `action` of room `code` with the next batch: once committed, `Ok`.
    pub(super) async fn append(
        &self,
        code: &str,
        action: &StoredAction,
        progress: Progress,
    ) -> Result<(), StoreError> {
        let (answer, answered) = oneshot::channel();
        let write = Write::Append {
            code: code.to_string(),
            action: action.clone(),
            progress,
            answer,
        };
        self.writes.send(write).map_err(|_| stopped())?;
        answered.await.map_err(|_| stopped())?
    }

    /// Creates `room` with the next batch: once committed, `Ok`; [`StoreError::Conflict`] when
    /// its code is taken.
    pub(super) async fn create(&self, room: NewRoom) -> Result<(), StoreError> {
        let (answer, answered) = oneshot::channel();
        let write = Write::Create { room, answer };
        self.writes.send(write).map_err(|_| stopped())?;
        answered.await.map_err(|_| stopped())?
    }

    /// Claims a seat with the next batch: whether it was free (and the room not abandoned).
    pub(super) async fn claim(&self, claim: Claim) -> Result<bool, StoreError> {
        let (answer, answered) = oneshot::channel();
        let write = Write::Claim { claim, answer };
        self.writes.send(write).map_err(|_| stopped())?;
        answered.await.map_err(|_| stopped())?
    }

    /// Notes activity in the running room `code` with the next batch, without waiting.
    pub(super) fn touch(&self, code: &str) {
        let write = Write::Touch {
            code: code.to_string(),
        };
        if self.writes.send(write).is_err() {
            tracing::warn!(room = %code, "noting activity: the store is closed");
        }
    }
}

/// The committer's own connection, kept from one batch to the next. Taking one from the pool
/// for each batch went round the pool's connections: on SQLite each has its own page cache,
/// emptied whenever another connection has written, and its own prepared statements, so each
/// batch read back the pages the last one wrote and prepared its statements again.
enum Conn {
    Sqlite(PoolConnection<Sqlite>),
    Postgres(PoolConnection<Postgres>),
}

/// Runs `$body` with `$conn` the connection of either database.
macro_rules! on_conn {
    ($conn:expr, $c:ident => $body:expr) => {
        match $conn {
            Conn::Sqlite($c) => $body,
            Conn::Postgres($c) => $body,
        }
    };
}

/// Stores `batch` on the committer's connection, taken from the pool when it has none. A
/// failed batch lets its connection go, in case the connection is what failed: the next is a
/// fresh one.
async fn store_on(
    pool: &Pool,
    conn: &mut Option<Conn>,
    batch: &[Write],
) -> Result<Vec<Outcome>, StoreError> {
    let held = match conn {
        Some(held) => held,
        None => conn.insert(match pool {
            Pool::Sqlite(pool) => Conn::Sqlite(pool.acquire().await?),
            Pool::Postgres(pool) => Conn::Postgres(pool.acquire().await?),
        }),
    };
    let stored = store_all(held, batch).await;
    if stored.is_err() {
        *conn = None;
    }
    stored
}

/// Until every [`Committer`] is dropped: takes what waits, stores it, answers.
async fn run(pool: Pool, mut waiting: mpsc::UnboundedReceiver<Write>) {
    let mut conn = None;
    let mut batch = Vec::new();
    while let Some(first) = waiting.recv().await {
        batch.push(first);
        while batch.len() < MAX_BATCH {
            match waiting.try_recv() {
                Ok(next) => batch.push(next),
                Err(_) => break,
            }
        }
        match store_on(&pool, &mut conn, &batch).await {
            Ok(outcomes) => {
                for (write, outcome) in batch.drain(..).zip(outcomes) {
                    write.answer(Ok(outcome));
                }
            }
            Err(e) if batch.len() == 1 => {
                if let Some(write) = batch.pop() {
                    write.answer(Err(e));
                }
            }
            Err(_) => {
                for write in batch.drain(..) {
                    let alone = store_on(&pool, &mut conn, std::slice::from_ref(&write)).await;
                    let outcome = alone.map(|o| o.first().copied().unwrap_or(Outcome::Refused));
                    write.answer(outcome);
                }
            }
        }
    }
}

/// Writes a statement's parameters in the order they are bound: `$1, $2, ...` on PostgreSQL,
/// plain `?` on SQLite. SQLite looks each numbered name up among those its parse has seen, a
/// string compare each: quadratic in the parameters, 18% of the server's CPU with batches of
/// a few thousand (docs/PERFORMANCE.md); `?` is just the next one.
struct Params {
    numbered: bool,
    count: usize,
}

impl Params {
    fn new(numbered: bool) -> Self {
        Self { numbered, count: 0 }
    }

    /// The next parameter, as `CAST(.. AS ty)` for a `ty`.
    fn next(&mut self, ty: Option<&str>) -> String {
        self.count += 1;
        let param = if self.numbered {
            format!("${}", self.count)
        } else {
            "?".to_string()
        };
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
async fn store_all(conn: &mut Conn, batch: &[Write]) -> Result<Vec<Outcome>, StoreError> {
    let now = now_ms();
    let shared = matches!(conn, Conn::Postgres(_));
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
    on_conn!(conn, conn => {
        let mut tx = sqlx::Connection::begin(&mut **conn).await?;
        if shared {
            // Two servers' batches lock the rows of their rooms in one order, the codes' (no
            // deadlock); a multi-row statement alone locks them in whatever order its plan has.
            let rooms: BTreeSet<&str> = batch.iter().filter_map(Write::room).collect();
            if !rooms.is_empty() {
                let sql = format!(
                    "SELECT code FROM rooms WHERE code IN ({}) ORDER BY code FOR UPDATE",
                    Params::new(shared).list(rooms.len())
                );
                let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
                for code in rooms {
                    query = query.bind(code);
                }
                query.fetch_all(&mut *tx).await?;
            }
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
                    .bind(if room.turn.is_none() { FINISHED } else { RUNNING })
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
                        Params::new(shared)
                            .rows(room.seats.len(), &["TEXT", "BIGINT", "BIGINT", "TEXT", "TEXT"])
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
            // A common table of the actions (SQLite names no columns of a `VALUES` in `FROM`).
            let mut params = Params::new(shared);
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
                let Write::Append { code, action, progress, .. } = &batch[i] else {
                    continue;
                };
                let seq = i64::try_from(action.seq).map_err(|_| StoreError::Conflict)?;
                query = query
                    .bind(code)
                    .bind(seq)
                    .bind(progress.turn.map(to_i64))
                    .bind(if progress.turn.is_none() { FINISHED } else { RUNNING });
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
                    Params::new(shared)
                        .rows(stored.len(), &["TEXT", "BIGINT", "BIGINT", "TEXT", "BIGINT"])
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
            let mut params = Params::new(shared);
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
        if shared && !announce.is_empty() {
            let mut params = Params::new(shared);
            let sql = format!(
                "SELECT pg_notify({}, code) FROM (VALUES {}) AS n (code)",
                params.next(None),
                params.rows(announce.len(), &["TEXT"])
            );
            let mut query = sqlx::query(sqlx::AssertSqlSafe(sql)).bind(super::CHANNEL);
            for code in &announce {
                query = query.bind(code);
            }
            query.fetch_all(&mut *tx).await?;
        }
        tx.commit().await?;
    });
    Ok(outcomes)
}

#[cfg(test)]
mod tests {
    use super::Params;

    /// The rule: parameters are written in the order they are bound, numbered on PostgreSQL
    /// and plain on SQLite.
    #[test]
    fn parameters_are_written_in_the_order_they_are_bound() {
        let mut numbered = Params::new(true);
        assert_eq!(numbered.next(None), "$1");
        assert_eq!(
            numbered.rows(2, &["TEXT", "BIGINT"]),
            "(CAST($2 AS TEXT), CAST($3 AS BIGINT)), (CAST($4 AS TEXT), CAST($5 AS BIGINT))"
        );
        assert_eq!(numbered.list(2), "$6, $7");
        let mut plain = Params::new(false);
        assert_eq!(plain.rows(1, &["TEXT"]), "(CAST(? AS TEXT))");
        assert_eq!(plain.list(2), "?, ?");
    }
}
