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

use online_protocol::limits::{MAX_NAME_CHARS, check_name, is_token, normalize_room_code};
use online_protocol::{ErrorCode, MatchSummary, SeatSpec, TableSpec};
use rules_core::{Seat, Status};
use tokio::sync::{OnceCell, Semaphore};

use crate::engine::{self, Refusal};
use crate::lease::Leases;
use crate::limits::Limits;
use crate::presence::{Presence, Writer};
use crate::room::{self, Room, Shared};
use crate::secrets;
use crate::store::{Store, StoreError, StoredSeat, lifetimes, ms_ago};

/// The most batches of rooms one sweep ends or removes ([`lifetimes::SWEEP_BATCH`] each):
/// what is left waits for the next sweep.
const SWEEP_BATCHES: usize = 16;

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

fn unavailable(e: impl std::fmt::Display) -> Refusal {
    tracing::warn!("storage: {e}");
    Refusal::new(
        ErrorCode::Unavailable,
        "the server's storage failed; try again",
    )
}

fn unknown_room() -> Refusal {
    Refusal::new(ErrorCode::UnknownRoom, "no room has this code")
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

    /// Creates the room `spec` describes and seats its creator, `name`, at its first person
    /// seat: the room, the seat and its token.
    pub async fn create(
        &self,
        spec: &TableSpec,
        name: &str,
    ) -> Result<(Arc<Room>, Seat, String), Refusal> {
        let name = check_name(name).map_err(|e| Refusal::new(ErrorCode::InvalidName, e))?;
        // A computer player's name is checked as a person's is: the others' tables show it.
        for seat in &spec.seats {
            if let SeatSpec::Computer {
                name: Some(computer),
                ..
            } = seat
            {
                check_name(computer).map_err(|e| Refusal::new(ErrorCode::InvalidName, e))?;
            }
        }
        let seed = secrets::seed().map_err(unavailable)?;
        let table =
            engine::new_table(spec, seed).map_err(|e| Refusal::new(ErrorCode::InvalidTable, e))?;
        let seat = spec
            .seats
            .iter()
            .position(|s| *s == SeatSpec::Person)
            .ok_or_else(|| Refusal::new(ErrorCode::InvalidTable, "no person's seat"))?;
        let token = secrets::token().map_err(unavailable)?;
        let turn = match table.status() {
            Status::Decision(d) => Some(d),
            Status::Over(_) => None,
        };
        // A code already taken (one chance in 2^60 per room) is drawn again.
        let mut code = None;
        for _ in 0..4 {
            let candidate = secrets::room_code().map_err(unavailable)?;
            let creator = (seat, secrets::token_hash(&token), name.clone());
            match (self.store)
                .create_room(
                    &candidate,
                    spec,
                    seed,
                    turn,
                    (creator.0, &creator.1, &creator.2),
                )
                .await
            {
                Ok(()) => {
                    code = Some(candidate);
                    break;
                }
                Err(StoreError::Conflict) => continue,
                Err(e) => return Err(unavailable(e)),
            }
        }
        let code = code.ok_or_else(|| unavailable("no free room code"))?;
        let seats = (spec.seats.iter().enumerate())
            .map(|(i, s)| StoredSeat {
                person: *s == SeatSpec::Person,
                name: (i == seat).then(|| name.clone()),
                taken: i == seat,
            })
            .collect();
        let room = Room::new(
            code.clone(),
            spec.clone(),
            seed,
            table,
            seats,
            self.shared(),
        )
        .map_err(|e| Refusal::new(ErrorCode::InvalidTable, e))?;
        let room = Arc::new(room);
        if self.leases.shared() {
            // A new room: nobody else holds its lease (a failure is retried at the renewal).
            room.set_owned(self.leases.take(&code).await);
        }
        let slot = Arc::new(OnceCell::new_with(Some(Arc::clone(&room))));
        self.rooms().insert(code, slot);
        room.drive_bots();
        Ok((room, seat, token))
    }

    /// Seats `name` at the first free person seat of the room `code`: the room, the seat and
    /// its token.
    pub async fn join(&self, code: &str, name: &str) -> Result<(Arc<Room>, Seat, String), Refusal> {
        let name = check_name(name).map_err(|e| Refusal::new(ErrorCode::InvalidName, e))?;
        let code = normalize_room_code(code).ok_or_else(unknown_room)?;
        let room = self.room(&code).await.map_err(unavailable)?;
        let room = room.ok_or_else(unknown_room)?;
        if room.is_abandoned().await {
            return Err(room::abandoned());
        }
        // Friends who all kept the setup's first name would share it at the table: the newcomer
        // is told apart by a number ("Wilfred 2"), as the seats stand in the store now.
        room.seats_changed().await;
        let name = distinct_name(&name, &room.names().await);
        let token = secrets::token().map_err(unavailable)?;
        let hash = secrets::token_hash(&token);
        for seat in room.free_seats().await {
            // The store decides: another server may have given this seat away just now.
            let claimed = (self.store)
                .claim_seat(&code, seat, &hash, &name)
                .await
                .map_err(unavailable)?;
            if claimed {
                // Told to the watchers when the new player enters (with its presence).
                room.seat_taken(seat, &name).await;
                return Ok((room, seat, token));
            }
        }
        room.seats_changed().await;
        Err(Refusal::new(
            ErrorCode::RoomFull,
            "every person's seat is taken",
        ))
    }

    /// The room and seat `token` opens.
    pub async fn resume(&self, token: &str) -> Result<(Arc<Room>, Seat), Refusal> {
        let bad = || Refusal::new(ErrorCode::BadToken, "this token opens no seat");
        if !is_token(token) {
            return Err(bad());
        }
        let found = (self.store)
            .seat_of_token(&secrets::token_hash(token))
            .await
            .map_err(unavailable)?
            .ok_or_else(bad)?;
        let room = self.room(&found.code).await.map_err(unavailable)?;
        Ok((room.ok_or_else(bad)?, found.seat))
    }

    /// The room `code` to watch without a seat.
    pub async fn spectate(&self, code: &str) -> Result<Arc<Room>, Refusal> {
        let code = normalize_room_code(code).ok_or_else(unknown_room)?;
        let room = self.room(&code).await.map_err(unavailable)?;
        room.ok_or_else(unknown_room)
    }

    /// The matches `tokens` open (tokens that open none are left out): one database query,
    /// however many tokens.
    pub async fn list(&self, tokens: &[String]) -> Result<Vec<MatchSummary>, Refusal> {
        let tokens: Vec<&String> = tokens.iter().filter(|t| is_token(t)).collect();
        let hashes: Vec<String> = tokens.iter().map(|t| secrets::token_hash(t)).collect();
        let found = (self.store)
            .seats_of_tokens(&hashes)
            .await
            .map_err(unavailable)?;
        let matches = (tokens.iter().zip(&hashes))
            .filter_map(|(token, hash)| {
                let found = found.get(hash)?;
                Some(MatchSummary {
                    token: (*token).clone(),
                    code: found.code.clone(),
                    game: found.game.clone(),
                    seat: found.seat,
                    seq: found.seq,
                    turn: found.turn,
                    waiting_for_you: found.turn == Some(found.seat),
                    over: found.over,
                })
            })
            .collect();
        Ok(matches)
    }

    /// Forever: takes the changes other servers announce on the shared database, keeps this
    /// server's presence there, and lets idle rooms leave memory. Returns at once on SQLite
    /// except for the sweeping.
    pub async fn maintain(self: Arc<Self>) {
        let writer = self.writer.lock().ok().and_then(|mut w| w.take());
        if let Some(writer) = writer {
            tokio::spawn(writer.run());
        }
        let sweeper = Arc::clone(&self);
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(sweeper.sweep_every);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tick.tick().await;
                sweeper.sweep().await;
            }
        });
        if self.leases.shared() {
            let renewer = Arc::clone(&self);
            tokio::spawn(async move {
                let mut tick = tokio::time::interval(renewer.leases.renew_every());
                tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
                loop {
                    tick.tick().await;
                    renewer.renew_leases().await;
                }
            });
        }
        let mut listener = loop {
            match self.store.listener().await {
                Ok(Some(listener)) => break listener,
                Ok(None) => return,
                Err(e) => {
                    tracing::warn!("listening for other servers: {e}");
                    tokio::time::sleep(Duration::from_secs(1)).await;
                }
            }
        };
        loop {
            match listener.try_recv().await {
                Ok(Some(note)) => {
                    if let Some(room) = self.held(note.payload()) {
                        tokio::spawn(async move { room.catch_up().await });
                    }
                }
                Ok(None) => {
                    // The connection dropped and came back: what was announced meanwhile is
                    // lost, so every room held catches up.
                    let rooms: Vec<_> = (self.rooms().values())
                        .filter_map(|s| s.get().cloned())
                        .collect();
                    for room in rooms {
                        tokio::spawn(async move { room.catch_up().await });
                    }
                }
                Err(e) => {
                    tracing::warn!("listening for other servers: {e}");
                    tokio::time::sleep(Duration::from_secs(1)).await;
                }
            }
        }
    }

    /// Renews the leases of the rooms held in memory and takes those that expired or were given
    /// up ([`crate::lease`]); in a room taken just now, a computer player to move moves here
    /// (what the old holder stored is here already, announced; a move on an older state would
    /// be refused as stale and the room catch up). After a failed renewal this server runs none
    /// of them until one succeeds.
    pub async fn renew_leases(&self) {
        let held: Vec<(String, Arc<Room>)> = (self.rooms().iter())
            .filter_map(|(code, slot)| slot.get().map(|room| (code.clone(), Arc::clone(room))))
            .collect();
        let codes: Vec<String> = held.iter().map(|(code, _)| code.clone()).collect();
        let owned: std::collections::HashSet<String> = match self.leases.take_all(&codes).await {
            Ok(owned) => owned.into_iter().collect(),
            Err(e) => {
                tracing::warn!("renewing leases: {e}");
                Default::default()
            }
        };
        for (code, room) in held {
            let owns = owned.contains(&code);
            if !room.set_owned(owns) && owns {
                room.drive_bots();
            }
        }
    }

    /// Lets idle rooms leave memory, ends the abandoned rooms, removes the rooms that ended
    /// long ago.
    pub async fn sweep(&self) {
        (self.bot_rooms.lock().unwrap_or_else(|e| e.into_inner())).retain(|_, rooms| {
            rooms.retain(|room| room.upgrade().is_some_and(|r| r.running()));
            !rooms.is_empty()
        });
        let unloaded = self.unload_idle();
        // A room loaded again meanwhile may lose the lease it took just now: its next renewal
        // takes it again, or another server's first (the compare and swap keeps the record).
        if self.leases.shared() && !unloaded.is_empty() {
            self.leases.release(&unloaded).await;
        }
        if let Err(e) = self.end_abandoned().await {
            tracing::warn!("ending abandoned rooms: {e}");
        }
        if let Err(e) = self.remove_ended().await {
            tracing::warn!("removing rooms that ended: {e}");
        }
    }

    /// Rooms nobody watches and no computer player moves in leave memory: their codes.
    fn unload_idle(&self) -> Vec<String> {
        let mut unloaded = Vec::new();
        let held: Vec<(String, Slot)> = (self.rooms().iter())
            .map(|(code, slot)| (code.clone(), Arc::clone(slot)))
            .collect();
        for (code, slot) in held {
            let Some(room) = slot.get() else {
                // Being loaded.
                continue;
            };
            if !room.idle() {
                continue;
            }
            let mut rooms = self.rooms();
            // Held by nobody but the map and this loop, checked with the map locked (places
            // and rooms are handed out only under it): a client that [`Hub::room`] just gave
            // it to, not yet watching it, would otherwise be left in a room this server no
            // longer holds (its moves and presence unseen by the room loaded next).
            if Arc::strong_count(&slot) == 2 && Arc::strong_count(room) == 1 && room.idle() {
                rooms.remove(&code);
                unloaded.push(code);
            }
        }
        unloaded
    }

    /// Ends the running rooms untouched for [`Limits::abandoned_after`] that no person is
    /// connected to; a room with a person connected here is touched instead.
    async fn end_abandoned(&self) -> Result<(), StoreError> {
        for _ in 0..SWEEP_BATCHES {
            let before = ms_ago(self.abandoned_after);
            let codes = self.store.untouched_rooms(before).await?;
            for code in &codes {
                let slot = self.rooms().get(code).cloned();
                let room = match &slot {
                    None => None,
                    Some(slot) => match slot.get() {
                        // Being loaded: the load judges it.
                        None => continue,
                        Some(room) => Some(Arc::clone(room)),
                    },
                };
                if let Some(room) = &room
                    && room.has_persons_here().await
                {
                    self.store.touch(code);
                    continue;
                }
                if (self.store)
                    .end_abandoned(code, before, self.presence.id())
                    .await?
                    && let Some(room) = room
                {
                    room.end_abandoned().await;
                }
            }
            if codes.len() < lifetimes::SWEEP_BATCH as usize {
                break;
            }
        }
        Ok(())
    }

    /// Removes the rooms that ended over [`Limits::ended_kept`] ago, and forgets them here:
    /// their watchers keep what they were sent, nobody can enter them again.
    async fn remove_ended(&self) -> Result<(), StoreError> {
        for _ in 0..SWEEP_BATCHES {
            let codes = (self.store)
                .remove_ended(ms_ago(self.ended_kept), self.presence.id())
                .await?;
            if !codes.is_empty() {
                tracing::info!("{} rooms that ended long ago removed", codes.len());
                let mut rooms = self.rooms();
                for code in &codes {
                    rooms.remove(code);
                }
            }
            if codes.len() < lifetimes::SWEEP_BATCH as usize {
                break;
            }
        }
        Ok(())
    }
}

/// `name`, or if a seat of the room already goes by it, the name with the first number that
/// tells it apart ("Wilfred 2"), shortened to fit the longest name.
fn distinct_name(name: &str, taken: &[String]) -> String {
    if !taken.iter().any(|t| t == name) {
        return name.to_string();
    }
    (2..)
        .map(|n| {
            let suffix = format!(" {n}");
            let room = MAX_NAME_CHARS - suffix.chars().count();
            let base: String = name.chars().take(room).collect();
            format!("{}{suffix}", base.trim_end())
        })
        .find(|candidate| !taken.iter().any(|t| t == candidate))
        .expect("some number is free")
}

#[cfg(test)]
mod tests {
    use super::*;

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
            game: "ivanhoe".into(),
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

    #[test]
    fn a_name_already_at_the_table_gets_the_first_free_number() {
        let taken = |names: &[&str]| names.iter().map(|n| n.to_string()).collect::<Vec<_>>();
        assert_eq!(distinct_name("Rowena", &taken(&["Wilfred"])), "Rowena");
        assert_eq!(distinct_name("Wilfred", &taken(&["Wilfred"])), "Wilfred 2");
        assert_eq!(
            distinct_name("Wilfred", &taken(&["Wilfred", "Wilfred 2"])),
            "Wilfred 3"
        );
        // The longest name still fits once numbered.
        let long = "x".repeat(MAX_NAME_CHARS);
        let numbered = distinct_name(&long, &taken(&[&long]));
        assert_eq!(numbered.chars().count(), MAX_NAME_CHARS);
        assert!(numbered.ends_with(" 2"));
        assert!(check_name(&numbered).is_ok());
    }
}
