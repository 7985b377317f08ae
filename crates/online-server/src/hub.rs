//! The rooms a server holds in memory, loaded from the store when first asked for, and what a
//! client does with them: create, join, resume, list. With PostgreSQL it also listens for the
//! rooms other servers change, and shares who is connected ([`crate::presence`]).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Weak};
use std::time::Duration;

use online_protocol::limits::{MAX_NAME_CHARS, check_name, is_token, normalize_room_code};
use online_protocol::{ErrorCode, MatchSummary, SeatSpec, TableSpec};
use rules_core::{Seat, Status};
use tokio::sync::{Mutex, Semaphore};

use crate::engine::{self, Refusal};
use crate::presence::{Presence, Writer};
use crate::room::{Room, Shared};
use crate::secrets;
use crate::store::{Store, StoreError, StoredSeat};

/// How often rooms that nobody watches and no computer player moves in leave memory.
const SWEEP_EVERY: Duration = Duration::from_secs(60);

/// A server's rooms.
pub struct Hub {
    store: Store,
    rooms: Mutex<HashMap<String, Arc<Room>>>,
    presence: Presence,
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
    /// sharing the store; at most `thinkers` computer players think at once.
    pub fn new(store: Store, thinkers: usize) -> Arc<Self> {
        let id = secrets::room_code().unwrap_or_else(|_| {
            // No randomness: the process and the time tell this server from the others.
            let nanos = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos());
            format!("{}-{nanos}", std::process::id())
        });
        let (presence, writer) = Presence::new(&store, id);
        Arc::new(Self {
            store,
            rooms: Mutex::new(HashMap::new()),
            presence,
            writer: std::sync::Mutex::new(writer),
            thinkers: Arc::new(Semaphore::new(thinkers.max(1))),
            bot_rooms: std::sync::Mutex::new(HashMap::new()),
        })
    }

    /// What its rooms share.
    fn shared(&self) -> Shared {
        Shared {
            store: self.store.clone(),
            presence: self.presence.clone(),
            thinkers: Arc::clone(&self.thinkers),
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

    /// Loads every room whose match is not over and lets their computer players move: what a
    /// restart resumes. Returns how many rooms were loaded.
    pub async fn resume_running(&self) -> Result<usize, StoreError> {
        let codes = self.store.running_rooms().await?;
        let mut loaded = 0;
        for code in codes {
            match self.room(&code).await {
                Ok(Some(_)) => loaded += 1,
                Ok(None) => {}
                Err(e) => tracing::error!(room = %code, "not resumed: {e}"),
            }
        }
        Ok(loaded)
    }

    /// The room `code` (its form already checked), loaded from the store if this server does
    /// not hold it yet; `None` when there is none.
    pub async fn room(&self, code: &str) -> Result<Option<Arc<Room>>, StoreError> {
        let mut rooms = self.rooms.lock().await;
        if let Some(room) = rooms.get(code) {
            return Ok(Some(Arc::clone(room)));
        }
        let Some(stored) = self.store.load_room(code).await? else {
            return Ok(None);
        };
        let room = Room::restore(stored, self.shared()).map_err(StoreError::Damaged)?;
        let room = Arc::new(room);
        rooms.insert(code.to_string(), Arc::clone(&room));
        drop(rooms);
        // What another server stored between the load and the registration above.
        room.catch_up().await;
        Ok(Some(room))
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
        self.rooms.lock().await.insert(code, Arc::clone(&room));
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
            let mut tick = tokio::time::interval(SWEEP_EVERY);
            loop {
                tick.tick().await;
                sweeper.sweep().await;
            }
        });
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
                    let room = self.rooms.lock().await.get(note.payload()).cloned();
                    if let Some(room) = room {
                        tokio::spawn(async move { room.catch_up().await });
                    }
                }
                Ok(None) => {
                    // The connection dropped and came back: what was announced meanwhile is
                    // lost, so every room held catches up.
                    let rooms: Vec<_> = self.rooms.lock().await.values().cloned().collect();
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

    async fn sweep(&self) {
        (self.bot_rooms.lock().unwrap_or_else(|e| e.into_inner())).retain(|_, rooms| {
            rooms.retain(|room| room.upgrade().is_some_and(|r| r.running()));
            !rooms.is_empty()
        });
        let rooms: Vec<_> = self.rooms.lock().await.values().cloned().collect();
        for room in rooms {
            if room.idle().await {
                let mut held = self.rooms.lock().await;
                // Still idle once the map is locked (no one entered in between), and held by
                // nobody but the map and this loop: a client that [`Hub::room`] just gave it
                // to, not yet watching it, would otherwise be left in a room this server no
                // longer holds (its moves and presence unseen by the room loaded next).
                if Arc::strong_count(&room) == 2 && room.idle().await {
                    held.remove(&room.code);
                }
            }
        }
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
