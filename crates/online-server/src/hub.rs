//! The rooms a server holds in memory, loaded from the store when first asked for, and what a
//! client does with them: create, join, resume, list. With PostgreSQL it also listens for the
//! rooms other servers change, and shares who is connected ([`crate::presence`]).
//!
//! Nothing is loaded at start-up: a room is read and replayed when a client first asks for
//! it. Each room has its own place in the map, filled once: whoever asks first reads the
//! database, those asking for the same room meanwhile wait on that place alone, and the map's
//! lock is never held across a database read, so a slow read holds up no other room.
//! Every [`crate::Limits::sweep_every`] the hub lets idle rooms leave memory, ends the rooms
//! abandoned and removes the rooms that ended long ago ([`crate::store::lifetimes`]).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, MutexGuard, Weak};
use std::time::Duration;

use tokio::sync::{OnceCell, Semaphore};

use crate::lease::Leases;
use crate::limits::Limits;
use crate::presence::{Presence, Writer};
use crate::room::{Room, Shared};
use crate::secrets;
use crate::store::{Store, StoreError, ms_ago};

mod clients;
mod upkeep;

/// A room's place in the hub: filled once, by the first to ask for it.
type Slot = Arc<OnceCell<Arc<Room>>>;

/// Why a room was not loaded.
enum Unloaded {
    Missing,
    Store(StoreError),
}

impl From<StoreError> for Unloaded {
    fn from(e: StoreError) -> Self {
        Unloaded::Store(e)
    }
}

/// A server's rooms.
pub struct Hub {
    store: Store,
    /// Locked only to find, add or drop a place, never across an await.
    rooms: std::sync::Mutex<HashMap<String, Slot>>,
    /// When rooms are abandoned, how long ended ones are kept, how often both are looked for.
    abandoned_after: Duration,
    ended_kept: Duration,
    sweep_every: Duration,
    presence: Presence,
    /// Which rooms this server runs ([`crate::lease`]).
    leases: Leases,
    /// The presence writer, until [`Hub::maintain`] runs it (PostgreSQL only).
    writer: std::sync::Mutex<Option<Writer>>,
    /// The computer players allowed to think at once; the others queue for a permit.
    thinkers: Arc<Semaphore>,
    /// The rooms with computer seats each client address created, while in memory.
    bot_rooms: std::sync::Mutex<HashMap<IpAddr, Vec<Weak<Room>>>>,
}

impl Hub {
    /// A hub on `store`, with no room loaded yet, and a new random id among the servers
    /// sharing the store; its computer players' thinking and its rooms' lifetimes as `limits`
    /// say.
    pub fn new(store: Store, limits: &Limits) -> Arc<Self> {
        let id = secrets::room_code().unwrap_or_else(|_| {
            // No randomness: the process and the time tell this server from the others.
            let nanos = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos());
            format!("{}-{nanos}", std::process::id())
        });
        let leases = Leases::new(store.clone(), Arc::from(id.as_str()), limits.lease);
        let (presence, writer) = Presence::new(&store, id);
        Arc::new(Self {
            leases,
            store,
            rooms: std::sync::Mutex::new(HashMap::new()),
            abandoned_after: limits.abandoned_after,
            ended_kept: limits.ended_kept,
            sweep_every: limits.sweep_every,
            presence,
            writer: std::sync::Mutex::new(writer),
            thinkers: Arc::new(Semaphore::new(limits.thinkers.max(1))),
            bot_rooms: std::sync::Mutex::new(HashMap::new()),
        })
    }

    /// What its rooms share.
    fn shared(&self) -> Shared {
        Shared {
            store: self.store.clone(),
            presence: self.presence.clone(),
            thinkers: Arc::clone(&self.thinkers),
            leases: self.leases.clone(),
        }
    }

    /// How many rooms with computer seats created from `address` are in memory and running.
    pub fn bot_rooms_of(&self, address: IpAddr) -> usize {
        let mut all = self.bot_rooms.lock().unwrap_or_else(|e| e.into_inner());
        let Some(rooms) = all.get_mut(&address) else {
            return 0;
        };
        rooms.retain(|room| room.upgrade().is_some_and(|r| r.running()));
        let count = rooms.len();
        if count == 0 {
            all.remove(&address);
        }
        count
    }

    /// Counts `room`, which has computer seats, as created from `address`.
    pub fn add_bot_room(&self, address: IpAddr, room: &Arc<Room>) {
        let mut all = self.bot_rooms.lock().unwrap_or_else(|e| e.into_inner());
        all.entry(address).or_default().push(Arc::downgrade(room));
    }

    /// The store the rooms live in.
    pub fn store(&self) -> &Store {
        &self.store
    }

    fn rooms(&self) -> MutexGuard<'_, HashMap<String, Slot>> {
        self.rooms.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// How many rooms this server holds in memory now (loaded or being loaded).
    pub fn rooms_held(&self) -> usize {
        self.rooms().len()
    }

    /// The room `code` if this server holds it loaded now.
    fn held(&self, code: &str) -> Option<Arc<Room>> {
        self.rooms().get(code).and_then(|slot| slot.get().cloned())
    }

    /// The room `code` (its form already checked), loaded from the store and its record
    /// replayed if this server does not hold it yet; `None` when there is none.
    pub async fn room(&self, code: &str) -> Result<Option<Arc<Room>>, StoreError> {
        let slot = Arc::clone(self.rooms().entry(code.to_string()).or_default());
        let mut loaded_here = false;
        let loaded = slot
            .get_or_try_init(|| {
                loaded_here = true;
                self.load(code)
            })
            .await
            .cloned();
        match loaded {
            Ok(room) => {
                if loaded_here {
                    // Now that the room is in the map, so that no announcement after this
                    // read is missed: what another server stored since the load.
                    if self.store.is_shared() {
                        room.set_owned(self.leases.take(code).await);
                        room.catch_up().await;
                    } else {
                        room.drive_bots();
                    }
                }
                Ok(Some(room))
            }
            Err(unloaded) => {
                // An empty place goes with its last asker: codes that open nothing (a
                // guesser's) hold no memory.
                let mut rooms = self.rooms();
                if (rooms.get(code)).is_some_and(|s| Arc::ptr_eq(s, &slot) && !s.initialized())
                    && Arc::strong_count(&slot) == 2
                {
                    rooms.remove(code);
                }
                match unloaded {
                    Unloaded::Missing => Ok(None),
                    Unloaded::Store(e) => Err(e),
                }
            }
        }
    }

    /// Reads the room `code` and replays its record. A running room untouched for longer
    /// than rooms are kept abandoned ends now, as the next sweep would end it.
    async fn load(&self, code: &str) -> Result<Arc<Room>, Unloaded> {
        let before = ms_ago(self.abandoned_after);
        let mut stored = self.store.load_room(code).await?.ok_or(Unloaded::Missing)?;
        if stored.running && stored.updated_ms < before {
            if (self.store)
                .end_abandoned(code, before, self.presence.id())
                .await?
            {
                stored.running = false;
                stored.abandoned = true;
            } else {
                // Something happened in it meanwhile (an action, a sweep, a connection to
                // another server): as it is now.
                stored = self.store.load_room(code).await?.ok_or(Unloaded::Missing)?;
            }
        }
        let room = Room::restore(stored, self.shared())
            .map_err(|e| Unloaded::Store(StoreError::Damaged(e)))?;
        Ok(Arc::new(room))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use online_protocol::{SeatSpec, TableSpec};

    async fn hub() -> (Arc<Hub>, tempfile::TempDir) {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite:{}", dir.path().join("rooms.db").display());
        let store = Store::open(&url).await.unwrap();
        (Hub::new(store, &Limits::default()), dir)
    }

    /// The rule: a code that opens nothing (a guesser's) leaves nothing in memory.
    #[tokio::test]
    async fn codes_that_open_nothing_hold_no_memory() {
        let (hub, _dir) = hub().await;
        for code in ["ABCDEFGH2345", "ZZZZZZZZZZZZ", "23456789ABCD"] {
            assert!(hub.room(code).await.unwrap().is_none());
        }
        assert_eq!(hub.rooms_held(), 0);
    }

    /// The rule: a room asked for by many at once is read once, and all get that one room.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_room_asked_for_at_once_is_loaded_once() {
        let (hub, _dir) = hub().await;
        let code = secrets::room_code().unwrap();
        let spec = TableSpec {
            game: catalogue::games()[0].name().into(),
            rules: None,
            options: Default::default(),
            seats: vec![SeatSpec::Person, SeatSpec::Person],
        };
        (hub.store())
            .create_room(&code, &spec, 5, Some(0), (0, "hash", "Rowena"))
            .await
            .unwrap();
        let asks: Vec<_> = (0..8)
            .map(|_| {
                let (hub, code) = (Arc::clone(&hub), code.clone());
                tokio::spawn(async move { hub.room(&code).await.unwrap().unwrap() })
            })
            .collect();
        let mut rooms = Vec::new();
        for ask in asks {
            rooms.push(ask.await.unwrap());
        }
        for room in &rooms {
            assert!(Arc::ptr_eq(&rooms[0], room));
        }
        assert_eq!(hub.rooms_held(), 1);
    }
}
