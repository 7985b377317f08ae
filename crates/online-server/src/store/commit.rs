//! Group commit: the actions of every room go to one task, which stores whatever has come in
//! since its last commit in one transaction, with one sync to disk, and answers each action's
//! room once that transaction is committed. An action is still stored before anyone sees it
//! (its room waits for the answer); what changes is that a hundred rooms acting at once pay
//! for one commit, not a hundred in a row. One room never has two actions waiting (it waits
//! under its lock), so a batch holds at most one action per room.
//!
//! Each action keeps its own compare and swap: one that finds its room moved on (another
//! server's action, or the room ended) is answered [`StoreError::Conflict`] and the others of
//! its batch are stored all the same. If the batch's transaction fails as a whole, each of its
//! actions is tried again alone, so one bad action costs only itself.

use tokio::sync::{mpsc, oneshot};

use super::{
    FINISHED, Pool, Progress, RUNNING, StoreError, StoredAction, is_unique_violation, now_ms,
    to_i64,
};

/// The most actions one transaction stores; more wait for the next.
const MAX_BATCH: usize = 1024;

/// One action waiting to be stored, and where its answer goes.
struct Append {
    code: String,
    action: StoredAction,
    progress: Progress,
    answer: oneshot::Sender<Result<(), StoreError>>,
}

/// The way to the committing task.
#[derive(Clone, Debug)]
pub(super) struct Committer {
    appends: mpsc::UnboundedSender<Append>,
}

impl Committer {
    /// Starts the committing task on `pool`, on the current runtime.
    pub(super) fn start(pool: Pool) -> Self {
        let (appends, waiting) = mpsc::unbounded_channel();
        tokio::spawn(run(pool, waiting));
        Self { appends }
    }

    /// Stores `action` of room `code` with the next batch: once committed, `Ok`.
    pub(super) async fn append(
        &self,
        code: &str,
        action: &StoredAction,
        progress: Progress,
    ) -> Result<(), StoreError> {
        let (answer, answered) = oneshot::channel();
        let append = Append {
            code: code.to_string(),
            action: action.clone(),
            progress,
            answer,
        };
        let stopped = || StoreError::Database(sqlx::Error::PoolClosed);
        self.appends.send(append).map_err(|_| stopped())?;
        answered.await.map_err(|_| stopped())?
    }
}

/// Until every [`Committer`] is dropped: takes what waits, stores it, answers.
async fn run(pool: Pool, mut waiting: mpsc::UnboundedReceiver<Append>) {
    let mut batch = Vec::new();
    while let Some(first) = waiting.recv().await {
        batch.push(first);
        while batch.len() < MAX_BATCH {
            match waiting.try_recv() {
                Ok(next) => batch.push(next),
                Err(_) => break,
            }
        }
        // In the order of their rooms: two servers' batches lock rows in one order (no
        // deadlock on PostgreSQL).
        batch.sort_by(|a, b| a.code.cmp(&b.code));
        match store_all(&pool, &batch).await {
            Ok(stored) => {
                for (append, stored) in batch.drain(..).zip(stored) {
                    let answer = if stored {
                        Ok(())
                    } else {
                        Err(StoreError::Conflict)
                    };
                    let _ = append.answer.send(answer);
                }
            }
            Err(e) if batch.len() == 1 => {
                if let Some(append) = batch.pop() {
                    let _ = append.answer.send(Err(e));
                }
            }
            Err(_) => {
                for append in batch.drain(..) {
                    let alone = store_all(&pool, std::slice::from_ref(&append)).await;
                    let answer = match alone {
                        Ok(stored) if stored.first() == Some(&true) => Ok(()),
                        Ok(_) => Err(StoreError::Conflict),
                        Err(e) => Err(e),
                    };
                    let _ = append.answer.send(answer);
                }
            }
        }
    }
}

/// Stores `batch` in one transaction: for each action, whether it was stored (`false`: its
/// room had moved on). An error undoes them all.
async fn store_all(pool: &Pool, batch: &[Append]) -> Result<Vec<bool>, StoreError> {
    let now = now_ms();
    let shared = matches!(pool, Pool::Postgres(_));
    let mut stored = Vec::with_capacity(batch.len());
    on_pool!(@pool pool, pool => {
        let mut tx = pool.begin().await?;
        for append in batch {
            let seq = i64::try_from(append.action.seq).map_err(|_| StoreError::Conflict)?;
            let turn = append.progress.turn;
            let advanced = sqlx::query(
                "UPDATE rooms SET seq = seq + 1, turn = $1, over = $2, updated_ms = $3
                 WHERE code = $4 AND seq = $5 AND over = 0",
            )
            .bind(turn.map(to_i64))
            .bind(if turn.is_none() { FINISHED } else { RUNNING })
            .bind(now)
            .bind(&append.code)
            .bind(seq)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if advanced != 1 {
                stored.push(false);
                continue;
            }
            let inserted = sqlx::query(
                "INSERT INTO actions (code, seq, seat, action, created_ms) VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(&append.code)
            .bind(seq)
            .bind(to_i64(append.action.seat))
            .bind(&append.action.action)
            .bind(now)
            .execute(&mut *tx)
            .await;
            match inserted {
                // The room's count and its actions disagree: this batch is undone, and the
                // action tried alone hears of it.
                Err(e) if is_unique_violation(&e) => return Err(StoreError::Conflict),
                other => other?,
            };
            if shared {
                // Delivered to the listeners when the transaction commits, not before.
                sqlx::query("SELECT pg_notify($1, $2)")
                    .bind(super::CHANNEL)
                    .bind(&append.code)
                    .execute(&mut *tx)
                    .await?;
            }
            stored.push(true);
        }
        tx.commit().await?;
    });
    Ok(stored)
}
