//! One room in a server's memory: its match (a [`Table`] at the end of the stored record),
//! its seats, who is connected to them, and the news its watchers receive. Every change goes
//! through the store first: an action is applied in memory only once it is stored at its
//! sequence number.
//!
//! Presence: the room counts the connections of this server that hold each seat (entering
//! with [`Room::watch`], going with [`Room::unwatch`]), and knows which seats connections to
//! other servers hold (read when it catches up, [`crate::presence`]). A seat is connected while
//! either says so; whenever what the room's `room` message would say changes, every watcher is
//! sent it.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use axum::extract::ws::Utf8Bytes;
use online_protocol::{ErrorCode, RoomInfo, ServerMessage, TableSpec};
use rules_core::{Difficulty, Seat, Status};
use tokio::sync::{Mutex, Semaphore, broadcast};

use crate::engine::{self, Refusal, Table};
use crate::lease::Leases;
use crate::presence::Presence;
use crate::store::{Store, StoredRoom, StoredSeat};

mod actions;
mod bots;
mod news;
mod view_text;

/// How many pieces of news a slow watcher may fall behind before it gets a snapshot instead.
const NEWS_BACKLOG: usize = 64;

/// What a room's watchers are told, each message already in JSON, shared: a watcher's copy
/// is a reference count, not the message's bytes copied.
#[derive(Debug)]
pub enum News {
    /// Action `seq - 1` was applied: the `view` of each seat, in seat order, and of the
    /// spectators. Only those that a connection to this server watches are made (the others
    /// are empty): most of an action's cost is making views.
    View {
        /// The number of actions applied.
        seq: u64,
        /// Each seat's `view` message, empty for a seat no connection here holds.
        seats: Vec<Utf8Bytes>,
        /// The spectators' `view` message, empty while nobody here watches without a seat.
        spectators: Utf8Bytes,
    },
    /// The seats or their presence changed: the `room` message.
    Room(Utf8Bytes),
}

/// What the rooms of one server share: where they are stored, who is connected where, the
/// pool their computer players think on, and the leases that say which rooms it runs.
#[derive(Clone)]
pub struct Shared {
    /// The database.
    pub store: Store,
    /// Presence across servers.
    pub presence: Presence,
    /// The computer players thinking at once: a permit per thought.
    pub thinkers: Arc<Semaphore>,
    /// Which rooms this server runs, among the servers of one PostgreSQL.
    pub leases: Leases,
}

/// A room: its match and seats, behind one lock, and its news.
pub struct Room {
    /// The room's code.
    pub code: String,
    spec: TableSpec,
    seed: u64,
    levels: Vec<Option<Difficulty>>,
    store: Store,
    presence: Presence,
    state: Mutex<RoomState>,
    news: broadcast::Sender<Arc<News>>,
    /// The server's computer players thinking at once: a permit per thought.
    thinkers: Arc<Semaphore>,
    /// The match is over or the room broken (read without the room's lock).
    ended: AtomicBool,
    leases: Leases,
    /// This server holds the room's lease ([`crate::lease`]): it thinks for its computer
    /// players. Always, on SQLite.
    owned: AtomicBool,
}

struct RoomState {
    table: Box<dyn Table>,
    seats: Vec<StoredSeat>,
    /// How many connections to this server hold each seat.
    here: Vec<usize>,
    /// How many connections to this server watch without a seat.
    spectators: usize,
    /// Which seats connections to other servers hold (PostgreSQL), as last read.
    elsewhere: Vec<bool>,
    /// The room as the watchers were last told it (`None` before the first time).
    told: Option<RoomInfo>,
    /// A computer player is thinking (only one at a time per room).
    bot_running: bool,
    /// The stored record no longer replays (an engine changed?): the room takes no actions.
    broken: Option<String>,
    /// The room ended abandoned ([`crate::store::lifetimes`]): it takes no actions.
    abandoned: bool,
}

/// What a client receives on entering a room, and the news that follows it.
pub struct Watch {
    /// The room.
    pub info: RoomInfo,
    /// The view of the whole match so far.
    pub snapshot: Utf8Bytes,
    /// The number of actions the snapshot shows.
    pub seq: u64,
    /// Everything after the snapshot.
    pub news: broadcast::Receiver<Arc<News>>,
}

/// What an action in an abandoned room hears. `match_over`, a code every client knows; the
/// room's `ended` says why.
pub(crate) fn abandoned() -> Refusal {
    Refusal::new(
        ErrorCode::MatchOver,
        "the room was abandoned (nobody connected nor acted for long): it takes no more actions",
    )
}

fn json(message: &ServerMessage) -> Utf8Bytes {
    serde_json::to_string(message).unwrap_or_default().into()
}

impl Room {
    /// A room freshly dealt (its first seats stored by the caller).
    pub fn new(
        code: String,
        spec: TableSpec,
        seed: u64,
        table: Box<dyn Table>,
        seats: Vec<StoredSeat>,
        shared: Shared,
    ) -> Result<Self, String> {
        let Shared {
            store,
            presence,
            thinkers,
            leases,
        } = shared;
        let owned = !leases.shared();
        let levels = engine::levels(&spec)?;
        let ended = matches!(table.status(), Status::Over(_));
        Ok(Self {
            code,
            spec,
            seed,
            levels,
            store,
            presence,
            state: Mutex::new(RoomState {
                table,
                here: vec![0; seats.len()],
                spectators: 0,
                elsewhere: vec![false; seats.len()],
                seats,
                told: None,
                bot_running: false,
                broken: None,
                abandoned: false,
            }),
            news: broadcast::channel(NEWS_BACKLOG).0,
            thinkers,
            ended: AtomicBool::new(ended),
            leases,
            owned: AtomicBool::new(owned),
        })
    }

    /// Whether this server runs the room (holds its lease).
    pub fn owned(&self) -> bool {
        self.owned.load(Ordering::Acquire)
    }

    /// This server holds the room's lease now (`true`) or no longer: whether it did before.
    pub fn set_owned(&self, owned: bool) -> bool {
        self.owned.swap(owned, Ordering::AcqRel)
    }

    /// Whether the match goes on (not over, not broken).
    pub fn running(&self) -> bool {
        !self.ended.load(Ordering::Acquire)
    }

    /// Notes whether the match ended, after the state changed.
    fn note_end(&self, st: &RoomState) {
        if st.broken.is_some() || st.abandoned || matches!(st.table.status(), Status::Over(_)) {
            self.ended.store(true, Ordering::Release);
        }
    }

    /// A stored room, its record replayed. A record that does not replay gives a room that
    /// shows its state so far and takes no more actions.
    pub fn restore(stored: StoredRoom, shared: Shared) -> Result<Self, String> {
        let table = engine::new_table(&stored.spec, stored.seed)?;
        let room = Self::new(
            stored.code,
            stored.spec,
            stored.seed,
            table,
            stored.seats,
            shared,
        )?;
        {
            let state = room.state.try_lock();
            let mut state = state.map_err(|_| "a new room is locked".to_string())?;
            room.replay(&mut state, &stored.actions);
            state.abandoned = stored.abandoned;
            room.note_end(&state);
        }
        Ok(room)
    }

    /// A person's connection came or went: the room's activity, stored without waiting (an
    /// abandoned room is one without it for long: [`crate::store::lifetimes`]).
    fn touch(&self) {
        self.store.touch(&self.code);
    }

    /// Whether nobody watches the room and no computer player is to move: it may leave memory.
    /// `false` while its state is locked (something is happening in it).
    pub fn idle(&self) -> bool {
        if self.news.receiver_count() > 0 {
            return false;
        }
        let Ok(st) = self.state.try_lock() else {
            return false;
        };
        !st.bot_running
            && (st.abandoned
                || st.broken.is_some()
                || match st.table.status() {
                    Status::Decision(d) => self.levels.get(d).is_none_or(Option::is_none),
                    Status::Over(_) => true,
                })
    }

    /// Whether the room ended abandoned.
    pub async fn is_abandoned(&self) -> bool {
        self.state.lock().await.abandoned
    }

    /// Whether a connection to this server holds one of the room's person seats.
    pub async fn has_persons_here(&self) -> bool {
        self.state.lock().await.here.iter().any(|n| *n > 0)
    }

    /// The store ended the room as abandoned: it takes no more actions, and its watchers
    /// are told why (its `room` says so).
    pub async fn end_abandoned(&self) {
        let mut st = self.state.lock().await;
        st.abandoned = true;
        self.note_end(&st);
        self.tell_room(&mut st);
    }

    /// The names of the seats taken so far.
    pub async fn names(&self) -> Vec<String> {
        let st = self.state.lock().await;
        st.seats.iter().filter_map(|s| s.name.clone()).collect()
    }

    /// The person seats nobody holds yet.
    pub async fn free_seats(&self) -> Vec<Seat> {
        let st = self.state.lock().await;
        (st.seats.iter().enumerate())
            .filter(|(_, s)| s.person && !s.taken)
            .map(|(i, _)| i)
            .collect()
    }

    /// Takes the seats from the store again (after a refused join: other servers took
    /// them), and tells the watchers if they changed.
    pub async fn seats_changed(&self) {
        let mut st = self.state.lock().await;
        match self.store.seats(&self.code).await {
            Ok(seats) if seats.len() == st.seats.len() => st.seats = seats,
            Ok(_) => {}
            Err(e) => tracing::warn!(room = %self.code, "reading seats failed: {e}"),
        }
        self.tell_room(&mut st);
    }

    /// `name` took `seat` just now (stored by the caller): the room knows it without telling
    /// the watchers yet; the taker's [`Room::watch`], which follows, tells them once, seat and
    /// presence together.
    pub async fn seat_taken(&self, seat: Seat, name: &str) {
        let mut st = self.state.lock().await;
        if let Some(stored) = st.seats.get_mut(seat) {
            stored.taken = true;
            stored.name = Some(name.to_string());
        }
    }
}
