//! The committer on SQLite: a thread of its own holding its own connection to the file, whose
//! batch is a transaction of prepared statements called in the order the writes came, each a
//! write's own compare and swap. SQLite runs in this process, so a statement costs a call, not
//! a round trip: through sqlx every statement went to sqlx's thread and back, and a batch's
//! multi-row statements were parsed again for each size of batch and kept a statement journal
//! (docs/PERFORMANCE.md).
//!
//! Writes are stored as if each were committed alone in the order they came: an action is
//! stored if its room holds exactly its number of actions when its turn in the batch comes.

use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, OpenFlags, TransactionBehavior, params};
use tokio::sync::mpsc;

use super::{Claim, NewRoom, Outcome, Write, alone, fill, over_for, settle};
use crate::store::{StoreError, now_ms, to_i64};

/// The pages the log holds before the committer copies it into the database.
const WAL_PAGES: i64 = 8000;

/// How long a statement waits for another connection's write (a sweep's) to end.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Opens the committer's connection and starts its thread, which ends once every
/// [`super::Committer`] is dropped and what they sent is stored.
pub(super) fn start(
    path: PathBuf,
    waiting: mpsc::UnboundedReceiver<Write>,
) -> Result<(), StoreError> {
    // Opened here first, so that a file it cannot open is the caller's error, not a log line.
    let conn = open(&path)?;
    std::thread::Builder::new()
        .name("store-commit".into())
        .spawn(move || run(&path, conn, waiting))
        .map_err(|e| StoreError::Database(sqlx::Error::Io(e)))?;
    Ok(())
}

/// The connection, set as the pool's are: every commit synced to disk before it returns
/// (`synchronous = FULL`), foreign keys checked.
fn open(path: &Path) -> Result<Connection, StoreError> {
    let conn = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    conn.busy_timeout(BUSY_TIMEOUT)?;
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    conn.pragma_update(None, "temp_store", "MEMORY")?;
    // The log is copied into the database (a checkpoint, with two syncs) once it holds this
    // many pages, not SQLite's 1,000: a room's row and index pages, written again by each
    // action, are copied once for many commits, and the committer stops for it an eighth as
    // often. The log file grows to about 32 MiB (docs/PERFORMANCE.md).
    conn.pragma_update(None, "wal_autocheckpoint", WAL_PAGES)?;
    conn.set_prepared_statement_cache_capacity(16);
    Ok(conn)
}

/// Until every [`super::Committer`] is dropped: takes what waits, stores it, answers. A batch
/// that fails lets its connection go, in case the connection is what failed: the next batch
/// opens a fresh one.
fn run(path: &Path, conn: Connection, mut waiting: mpsc::UnboundedReceiver<Write>) {
    let mut conn = Some(conn);
    let mut batch = Vec::new();
    let store_on = |conn: &mut Option<Connection>, batch: &[Write]| {
        let held = match conn {
            Some(held) => held,
            None => conn.insert(open(path)?),
        };
        let stored = store_all(held, batch);
        if stored.is_err() {
            *conn = None;
        }
        stored
    };
    while let Some(first) = waiting.blocking_recv() {
        batch.push(first);
        fill(&mut batch, &mut waiting);
        let stored = store_on(&mut conn, &batch);
        for write in settle(&mut batch, stored) {
            let stored = store_on(&mut conn, std::slice::from_ref(&write));
            write.answer(alone(stored));
        }
    }
}

/// Stores `batch` in one transaction: what became of each write. An error undoes them all.
fn store_all(conn: &mut Connection, batch: &[Write]) -> Result<Vec<Outcome>, StoreError> {
    let now = now_ms();
    let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
    let mut outcomes = Vec::with_capacity(batch.len());
    for write in batch {
        outcomes.push(match write {
            Write::Create { room, .. } => create(&tx, room, now)?,
            Write::Claim { claim, .. } => claim_seat(&tx, claim, now)?,
            Write::Append {
                code,
                action,
                progress,
                ..
            } => {
                let seq = i64::try_from(action.seq).map_err(|_| StoreError::Conflict)?;
                let over = over_for(progress.turn);
                let advanced = tx
                    .prepare_cached(
                        "UPDATE rooms SET seq = seq + 1, turn = ?1, over = ?2, updated_ms = ?3
                         WHERE code = ?4 AND seq = ?5 AND over = 0",
                    )?
                    .execute(params![progress.turn.map(to_i64), over, now, code, seq])?;
                if advanced == 1 {
                    let inserted = tx
                        .prepare_cached(
                            "INSERT INTO actions (code, seq, seat, action, created_ms)
                             VALUES (?1, ?2, ?3, ?4, ?5)",
                        )?
                        .execute(params![code, seq, to_i64(action.seat), action.action, now]);
                    match inserted {
                        // The room's count and its actions disagree: the batch is undone,
                        // and the action tried alone hears of it.
                        Err(e) if is_unique_violation(&e) => return Err(StoreError::Conflict),
                        other => other?,
                    };
                    Outcome::Done
                } else {
                    Outcome::Refused
                }
            }
            Write::Touch { code } => {
                note_activity(&tx, code, now)?;
                Outcome::Done
            }
        });
    }
    tx.commit()?;
    Ok(outcomes)
}

fn create(conn: &Connection, room: &NewRoom, now: i64) -> Result<Outcome, StoreError> {
    let inserted = conn
        .prepare_cached(
            "INSERT INTO rooms (code, game, spec, seed, created_ms, updated_ms, seq, turn, over)
             VALUES (?1, ?2, ?3, ?4, ?5, ?5, 0, ?6, ?7)",
        )?
        .execute(params![
            room.code,
            room.game,
            room.spec_json,
            room.seed,
            now,
            room.turn,
            over_for(room.turn),
        ]);
    match inserted {
        // A code taken (one chance in 2^60): the batch is undone, and the room tried alone
        // hears of it.
        Err(e) if is_unique_violation(&e) => return Err(StoreError::Conflict),
        other => other?,
    };
    let mut seat_row = conn.prepare_cached(
        "INSERT INTO seats (code, seat, person, name, token_hash) VALUES (?1, ?2, ?3, ?4, ?5)",
    )?;
    for (seat, (person, hash, name)) in room.seats.iter().enumerate() {
        seat_row.execute(params![
            room.code,
            to_i64(seat),
            i64::from(*person),
            name,
            hash
        ])?;
    }
    Ok(Outcome::Done)
}

fn claim_seat(conn: &Connection, claim: &Claim, now: i64) -> Result<Outcome, StoreError> {
    let claimed = conn
        .prepare_cached(
            "UPDATE seats SET token_hash = ?1, name = ?2
             WHERE code = ?3 AND seat = ?4 AND person = 1 AND token_hash IS NULL
             AND NOT EXISTS (SELECT 1 FROM rooms WHERE code = ?3 AND over = 2)",
        )?
        .execute(params![
            claim.token_hash,
            claim.name,
            claim.code,
            claim.seat
        ]);
    let claimed = match claimed {
        // The token's hash is another seat's (one chance in 2^256).
        Err(e) if is_unique_violation(&e) => return Err(StoreError::Conflict),
        other => other?,
    };
    if claimed != 1 {
        return Ok(Outcome::Refused);
    }
    // A seat taken is the room's activity.
    note_activity(conn, &claim.code, now)?;
    Ok(Outcome::Done)
}

/// Notes activity in room `code` at `now`, if it still runs.
fn note_activity(conn: &Connection, code: &str, now: i64) -> Result<(), StoreError> {
    conn.prepare_cached("UPDATE rooms SET updated_ms = ?1 WHERE code = ?2 AND over = 0")?
        .execute(params![now, code])?;
    Ok(())
}

fn is_unique_violation(e: &rusqlite::Error) -> bool {
    matches!(
        e,
        rusqlite::Error::SqliteFailure(f, _)
            if f.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_UNIQUE
                || f.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_PRIMARYKEY
    )
}
