//! Who is connected now, across the servers sharing one PostgreSQL. Each room counts its own
//! connections per seat (see [`crate::room`]); when a seat's count here goes from 0 to 1 or
//! back, the room tells this server's [`Writer`], which keeps the server's rows of the
//! `presence` table as its rooms' counts say and announces the rooms it touched on the rooms'
//! channel ([`crate::store::CHANNEL`]). The other servers holding those rooms read the rows of
//! the servers other than themselves ([`Store::presence_elsewhere`]) when they catch up, and
//! merge them with their own counts.
//!
//! Each server process has a random id. Its heartbeat row (`servers`) is refreshed every
//! [`HEARTBEAT`]; every server deletes the servers silent for longer than [`EXPIRY`] with their
//! rows, and announces the rooms those rows named: a server that dies without a word leaves
//! its seats shown connected that long at most. On SQLite nothing of this runs: one server
//! knows every connection.

use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

use rules_core::Seat;
use tokio::sync::mpsc;

use crate::store::Store;

/// How often a server says it is alive.
pub const HEARTBEAT: Duration = Duration::from_secs(10);

/// A server silent this long is taken for dead: its presence rows are deleted.
pub const EXPIRY: Duration = Duration::from_secs(30);

/// One seat of one room, held here (`true`) or no longer (`false`).
type Change = (String, Seat, bool);

/// A server's side of presence, shared by its rooms: its id among the servers of one database,
/// and the way to its [`Writer`] (none on SQLite).
#[derive(Clone, Debug)]
pub struct Presence {
    id: Arc<str>,
    changes: Option<mpsc::UnboundedSender<Change>>,
}

impl Presence {
    /// The presence of a server on `store` with the id `id`, and its writer when the store
    /// is shared (PostgreSQL).
    pub fn new(store: &Store, id: String) -> (Self, Option<Writer>) {
        let id: Arc<str> = id.into();
        if !store.is_shared() {
            return (Self { id, changes: None }, None);
        }
        let (tx, rx) = mpsc::unbounded_channel();
        let writer = Writer {
            store: store.clone(),
            id: Arc::clone(&id),
            changes: rx,
        };
        (
            Self {
                id,
                changes: Some(tx),
            },
            Some(writer),
        )
    }

    /// This server's id.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// A connection here now holds `seat` of room `code`, and none did (`true`), or the last
    /// one let it go (`false`). Called under the room's lock, so a room's changes arrive in
    /// order.
    pub fn changed(&self, code: &str, seat: Seat, here: bool) {
        if let Some(changes) = &self.changes {
            // The writer ends only with the runtime.
            let _ = changes.send((code.to_string(), seat, here));
        }
    }
}

/// Keeps one server's presence rows as its rooms' counts say, and its heartbeat; expires the
/// servers that stopped beating.
pub struct Writer {
    store: Store,
    id: Arc<str>,
    changes: mpsc::UnboundedReceiver<Change>,
}

impl Writer {
    /// Forever (until the server ends): writes what changed, a batch at a time, each batch in
    /// one transaction; beats every [`HEARTBEAT`] and expires the silent servers. After a
    /// failed write, or when this server's own heartbeat row was expired, it writes all its
    /// rows again.
    pub async fn run(mut self) {
        let mut wanted: HashSet<(String, Seat)> = HashSet::new();
        // What the database holds, as far as this server knows; `None` when unknown.
        let mut written: Option<HashSet<(String, Seat)>> = None;
        let mut tick = tokio::time::interval(HEARTBEAT);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                biased;
                _ = tick.tick() => {
                    match self.store.beat(&self.id).await {
                        Ok(true) => {}
                        Ok(false) => written = None,
                        Err(e) => tracing::warn!("presence heartbeat: {e}"),
                    }
                    match self.store.expire_servers(EXPIRY).await {
                        Ok(codes) if !codes.is_empty() => {
                            tracing::info!("a silent server's presence dropped in {} rooms", codes.len());
                        }
                        Ok(_) => {}
                        Err(e) => tracing::warn!("expiring silent servers: {e}"),
                    }
                }
                change = self.changes.recv() => {
                    let Some(change) = change else { return };
                    apply(&mut wanted, change);
                }
            }
            while let Ok(change) = self.changes.try_recv() {
                apply(&mut wanted, change);
            }
            if written.as_ref() == Some(&wanted) {
                continue;
            }
            let result = match &written {
                Some(written) => {
                    let add: Vec<_> = wanted.difference(written).cloned().collect();
                    let remove: Vec<_> = written.difference(&wanted).cloned().collect();
                    self.store
                        .write_presence(&self.id, false, &add, &remove)
                        .await
                }
                None => {
                    let all: Vec<_> = wanted.iter().cloned().collect();
                    self.store.write_presence(&self.id, true, &all, &[]).await
                }
            };
            match result {
                Ok(()) => written = Some(wanted.clone()),
                Err(e) => {
                    // Written again in full at the next change or heartbeat.
                    tracing::warn!("writing presence: {e}");
                    written = None;
                }
            }
        }
    }
}

fn apply(wanted: &mut HashSet<(String, Seat)>, (code, seat, here): Change) {
    if here {
        wanted.insert((code, seat));
    } else {
        wanted.remove(&(code, seat));
    }
}
