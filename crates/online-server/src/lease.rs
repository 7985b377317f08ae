//! Which server runs each room when several share one PostgreSQL: the one holding its lease
//! ([`crate::store::leases`]). Running a room means thinking for its computer players and
//! ending it when abandoned; the others holding it (their clients in it) apply what is stored,
//! send their clients' actions through the store's compare and swap as before, and neither
//! think for it nor sweep it. So one server thinks for each computer seat, and a server that
//! dies leaves its rooms to the others once their leases expire.
//!
//! A server takes a room's lease when it loads or creates it, and every [`Leases::renew_every`]
//! renews those of all the rooms it holds in memory, taking in the same statement those whose
//! lease expired or was given up; a room that leaves its memory gives its lease up at once.
//! A renewal that fails makes the server run none of its rooms until one succeeds: it cannot
//! know that it still holds them. The lease is the liveness part; the safety of the record is
//! still the store's compare and swap: a server that lost its lease without knowing it yet
//! (a pause longer than the lease) can at worst think once for nothing, its move refused as
//! stale. On SQLite every room is the one server's, and nothing here reaches the database.

use std::sync::Arc;
use std::time::Duration;

use crate::store::{Store, StoreError};

/// How long a lease lasts unrenewed ([`crate::Limits::lease`]'s default). Long enough that a
/// holder misses two renewals (a slow statement, a busy database) before losing its rooms;
/// short enough that the computer players of a server that died wait at most this plus one
/// renewal period to move again elsewhere.
pub const LEASE: Duration = Duration::from_secs(10);

/// One server's leases: its id among the servers of the database, how long its leases last.
#[derive(Clone, Debug)]
pub struct Leases {
    store: Store,
    id: Arc<str>,
    ttl: Duration,
}

impl Leases {
    /// The leases of server `id` on `store`, each lasting `ttl` (at least a tenth of a second).
    pub fn new(store: Store, id: Arc<str>, ttl: Duration) -> Self {
        Self {
            store,
            id,
            ttl: ttl.max(Duration::from_millis(100)),
        }
    }

    /// How often a server renews its leases: three times a lease, so that two renewals in a
    /// row may fail before one expires.
    pub fn renew_every(&self) -> Duration {
        self.ttl / 3
    }

    /// Whether leases mean anything here (several servers may share the store).
    pub fn shared(&self) -> bool {
        self.store.is_shared()
    }

    /// Takes or renews the lease of room `code`: whether this server holds it now (a failure
    /// reads as no).
    pub async fn take(&self, code: &str) -> bool {
        match self.take_all(&[code.to_string()]).await {
            Ok(held) => !held.is_empty(),
            Err(e) => {
                tracing::warn!(room = %code, "taking the room's lease: {e}");
                false
            }
        }
    }

    /// Takes or renews the leases of the rooms `codes`, each once: those this server holds now.
    pub async fn take_all(&self, codes: &[String]) -> Result<Vec<String>, StoreError> {
        self.store.take_leases(&self.id, codes, self.ttl).await
    }

    /// Gives up the leases of the rooms `codes`, which left this server's memory.
    pub async fn release(&self, codes: &[String]) {
        if let Err(e) = self.store.release_leases(&self.id, codes).await {
            // They expire by themselves.
            tracing::warn!("giving up {} leases: {e}", codes.len());
        }
    }
}
