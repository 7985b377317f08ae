//! Group commit: every write of a room that happens as people play (an action, a room created,
//! a seat claimed, a person's connection coming or going) goes to one committer, which stores
//! whatever has come in since its last commit in one transaction, with one sync to disk, and
//! answers each writer once that transaction is committed. An action is still stored before
//! anyone sees it (its room waits for the answer); what changes is that a hundred rooms acting
//! at once pay for one commit, not a hundred in a row. One room never has two actions waiting
//! (it waits under its lock), so a batch holds at most one action per room.
//!
//! Each action keeps its own compare and swap: one that finds its room moved on (another
//! server's action, or the room ended) is answered [`StoreError::Conflict`] and the others of
//! its batch are stored all the same. If the batch's transaction fails as a whole, each of its
//! writes is tried again alone, so one bad write costs only itself.
//!
//! - [`sqlite`]: on SQLite, a thread of its own with its own connection, each write its own
//!   prepared statements (an action's two), in the order the writes came.
//! - [`postgres`]: on PostgreSQL, a task whose batch is a few multi-row statements (each
//!   statement a round trip to the database).

mod postgres;
mod sqlite;

use std::path::PathBuf;

use sqlx::postgres::PgPool;
use tokio::sync::{mpsc, oneshot};

use super::{FINISHED, Progress, RUNNING, StoreError, StoredAction};

/// The most writes one transaction stores; more wait for the next. On PostgreSQL 1,024 actions
/// bind 5,120 values, under its limit of 65,535.
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

/// The way to the committer (a thread on SQLite, a task on PostgreSQL).
#[derive(Clone, Debug)]
pub(super) struct Committer {
    writes: mpsc::UnboundedSender<Write>,
}

fn stopped() -> StoreError {
    StoreError::Database(sqlx::Error::PoolClosed)
}

impl Committer {
    /// Starts the committing thread of the SQLite file `path`, which exists with its tables.
    pub(super) fn start_sqlite(path: PathBuf) -> Result<Self, StoreError> {
        let (writes, waiting) = mpsc::unbounded_channel();
        sqlite::start(path, waiting)?;
        Ok(Self { writes })
    }

    /// Starts the committing task on `pool`, on the current runtime.
    pub(super) fn start_postgres(pool: PgPool) -> Self {
        let (writes, waiting) = mpsc::unbounded_channel();
        tokio::spawn(postgres::run(pool, waiting));
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

/// Fills `batch`, which holds the first write, with what else waits, up to [`MAX_BATCH`].
fn fill(batch: &mut Vec<Write>, waiting: &mut mpsc::UnboundedReceiver<Write>) {
    while batch.len() < MAX_BATCH {
        match waiting.try_recv() {
            Ok(next) => batch.push(next),
            Err(_) => break,
        }
    }
}

/// Answers the writes of `batch` as its transaction went, and empties it. A batch that failed
/// as a whole gives back its writes, to be tried again alone (a batch of one is answered with
/// its error).
fn settle(batch: &mut Vec<Write>, stored: Result<Vec<Outcome>, StoreError>) -> Vec<Write> {
    match stored {
        Ok(outcomes) => {
            for (write, outcome) in batch.drain(..).zip(outcomes) {
                write.answer(Ok(outcome));
            }
            Vec::new()
        }
        Err(e) if batch.len() == 1 => {
            if let Some(write) = batch.pop() {
                write.answer(Err(e));
            }
            Vec::new()
        }
        Err(_) => std::mem::take(batch),
    }
}

/// `rooms.over` for a room whose deciding seat is `turn`: running while a seat decides,
/// finished once none does.
fn over_for<T>(turn: Option<T>) -> i64 {
    if turn.is_none() { FINISHED } else { RUNNING }
}

/// What became of a write tried alone.
fn alone(stored: Result<Vec<Outcome>, StoreError>) -> Result<Outcome, StoreError> {
    stored.map(|o| o.first().copied().unwrap_or(Outcome::Refused))
}
